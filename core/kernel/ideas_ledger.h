#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>

namespace twb::kernel {

// `ideas_ledger.json` (docs/formats.md 6.11): the triaged ideas taken from the
// advisory references. Status machine: proposed -> adopted -> confirmed | refuted |
// inconclusive, or proposed -> dropped.
struct IdeasLedger
{
    struct Idea
    {
        QString id;           // LEDGER-003
        QString claim;
        QString evidence;
        QString ideaClass;    // ALGORITHMIC, STRUCTURAL, NON_PORTABLE
        QString tpuTranslation;
        QString mechanism;
        QString falsifiableAs;
        QString status;
        QString adoptedIn;    // as written (an iteration number or "iter2"); empty when null
        QString verdictEvidence;
        int historyLength = 0;
    };

    QString referenceTrust;
    QString alignmentPath;
    QList<Idea> ideas;

    static Result<IdeasLedger> parse(const QByteArray &text, const QString &file);
};

} // namespace twb::kernel
