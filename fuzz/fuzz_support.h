#pragma once

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace twb::fuzz {

// The fuzzer's input as bytes (a deep copy: readers may keep views into it).
inline QByteArray bytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Once per process: logging off (readers warn about every malformed line).
void initialize();

// Aborts (a crash libFuzzer keeps) when a reader broke its contract, with the message.
[[noreturn]] void violated(const char *what, const QString &detail);

// Every error of a reader names its source and says where: `source` must be in the message,
// and so must `position` when given ("line ", "byte ", a field path).
void expectNamed(const QString &message, const QString &source, const QString &position = {});

} // namespace twb::fuzz

// Each target defines LLVMFuzzerTestOneInput; this gives it the shared set-up.
#define TWB_FUZZ_INITIALIZE                                                                       \
    extern "C" int LLVMFuzzerInitialize(int *, char ***)                                          \
    {                                                                                             \
        twb::fuzz::initialize();                                                                  \
        return 0;                                                                                 \
    }
