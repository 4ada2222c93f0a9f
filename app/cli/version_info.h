#pragma once

#include <QString>

namespace twb::cli {

// "tpuwb 0.1.0 (Qt 6.4.2, libssh 0.10.6, ...)": the versions that matter in a bug report.
QString versionText();

} // namespace twb::cli
