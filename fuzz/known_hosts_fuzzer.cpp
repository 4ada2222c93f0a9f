// known_hosts text as OpenSSH writes it (and as a user edits it): entries for a few hosts,
// problems named by file and line, host patterns matched without a regex.
#include "fuzz/fuzz_support.h"

#include "core/remote/known_hosts_file.h"

using namespace Qt::StringLiterals;

TWB_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray text = twb::fuzz::bytes(data, size);
    const QString file = u"fuzz/known_hosts"_s;
    for (const auto &[host, port] : {std::pair{u"10.0.0.1"_s, 22}, std::pair{u"tpu-w1.example.com"_s, 2222}}) {
        QStringList problems;
        const auto entries = twb::KnownHostsFile::entriesIn(text, file, host, port, &problems);
        for (const QString &problem : problems)
            twb::fuzz::expectNamed(problem, file + u':');
        for (const auto &entry : entries)
            if (entry.line < 1 || entry.keyBlob.isEmpty() || !entry.location().startsWith(file))
                twb::fuzz::violated("an entry without its line or key", entry.location());
    }
    // The first line's fields as patterns against a token of the second.
    const qsizetype newline = text.indexOf('\n');
    if (newline >= 0)
        twb::KnownHostsFile::patternsMatch(QString::fromUtf8(text.left(newline)),
                                           QString::fromUtf8(text.mid(newline + 1, 256)));
    return 0;
}
