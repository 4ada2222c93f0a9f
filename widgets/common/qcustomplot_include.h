#pragma once

// QCustomPlot 2.1's header uses the `signals` and `foreach` keywords, which QT_NO_KEYWORDS and
// QT_NO_FOREACH switch off for our code. Include QCustomPlot through this header only.
#ifndef signals
#define signals Q_SIGNALS
#define TWB_UNDEF_SIGNALS
#endif
#ifndef foreach
#define foreach(declaration, container) for (declaration : container)
#define TWB_UNDEF_FOREACH
#endif

#include <qcustomplot.h>

#ifdef TWB_UNDEF_SIGNALS
#undef signals
#undef TWB_UNDEF_SIGNALS
#endif
#ifdef TWB_UNDEF_FOREACH
#undef foreach
#undef TWB_UNDEF_FOREACH
#endif
