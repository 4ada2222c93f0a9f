#include "fuzz/fuzz_support.h"

#include "core/util/log.h"

#include <cstdio>
#include <cstdlib>

namespace twb::fuzz {

void initialize()
{
    log::setLevel(spdlog::level::off);
}

void violated(const char *what, const QString &detail)
{
    std::fprintf(stderr, "fuzz contract violated: %s\n%s\n", what, detail.toUtf8().constData());
    std::abort();
}

void expectNamed(const QString &message, const QString &source, const QString &position)
{
    if (!message.contains(source))
        violated("the error does not name its source", message);
    if (!position.isEmpty() && !message.contains(position))
        violated("the error does not say where", message);
}

} // namespace twb::fuzz
