#include "app/cli/version_info.h"

#include <QtGlobal>

#include <nlohmann/json.hpp>
#include <spdlog/version.h>

using namespace Qt::StringLiterals;

namespace twb::cli {

QString versionText()
{
    return u"tpuwb %1 (Qt %2, nlohmann_json %3.%4.%5, spdlog %6.%7.%8)"_s.arg(
        QString::fromLatin1(TWB_VERSION), QString::fromLatin1(qVersion()))
        .arg(NLOHMANN_JSON_VERSION_MAJOR).arg(NLOHMANN_JSON_VERSION_MINOR).arg(NLOHMANN_JSON_VERSION_PATCH)
        .arg(SPDLOG_VER_MAJOR).arg(SPDLOG_VER_MINOR).arg(SPDLOG_VER_PATCH);
}

} // namespace twb::cli
