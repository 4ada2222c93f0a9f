// runs/<run_id>/run.json (a workspace in git may come from anyone): RunRecord::fromJson, then
// the rewrite an update does, which must read back.
#include "fuzz/fuzz_support.h"

#include "core/runs/run_record.h"

using namespace Qt::StringLiterals;

TWB_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString source = u"fuzz/runs/r1/run.json"_s;
    auto document = twb::parseJson(twb::fuzz::bytes(data, size), source);
    if (!document) {
        twb::fuzz::expectNamed(document.error().message, source, u"line "_s);
        return 0;
    }
    auto record = twb::RunRecord::fromJson(*document, source);
    if (!record) {
        twb::fuzz::expectNamed(record.error().message, source);
        return 0;
    }
    const std::string written = record->toJson().dump(2, ' ', false, twb::Json::error_handler_t::replace);
    auto again = twb::parseJson(QByteArray::fromStdString(written), source);
    if (!again)
        twb::fuzz::violated("a record that was read does not write back as JSON", again.error().message);
    if (auto reread = twb::RunRecord::fromJson(*again, source); !reread)
        twb::fuzz::violated("a record that was read does not read back", reread.error().message);
    return 0;
}
