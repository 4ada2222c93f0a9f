// parseJson / parseJsonTolerant: every input is a document or an error naming the source and
// a line; what parses survives canonicalJson (the config hash's serializer) and back.
#include "fuzz/fuzz_support.h"

#include "core/util/json.h"

using namespace Qt::StringLiterals;

TWB_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray text = twb::fuzz::bytes(data, size);
    const QString source = u"fuzz/input.json"_s;
    const auto strict = twb::parseJson(text, source);
    const auto tolerant = twb::parseJsonTolerant(text, source);
    if (!strict)
        twb::fuzz::expectNamed(strict.error().message, source, u"line "_s);
    if (!tolerant) {
        twb::fuzz::expectNamed(tolerant.error().message, source, u"line "_s);
        if (strict)
            twb::fuzz::violated("strict parse accepted what the tolerant one refused", tolerant.error().message);
        return 0;
    }
    const std::string canonical = twb::canonicalJson(*tolerant);
    if (strict && twb::canonicalJson(*strict) != canonical)
        twb::fuzz::violated("strict and tolerant parses differ", QString::fromStdString(canonical));
    const auto again = twb::parseJsonTolerant(QByteArray::fromStdString(canonical), source);
    if (!again)
        twb::fuzz::violated("canonicalJson wrote what does not parse", again.error().message);
    if (twb::canonicalJson(*again) != canonical)
        twb::fuzz::violated("canonicalJson does not round-trip", QString::fromStdString(canonical));
    // What the writers use for files.
    (void)tolerant->dump(2, ' ', false, twb::Json::error_handler_t::replace);
    return 0;
}
