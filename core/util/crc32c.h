#pragma once

#include <cstddef>
#include <cstdint>

namespace twb {

// CRC-32C (Castagnoli, polynomial 0x1EDC6F41 reflected), as TFRecord files (TensorBoard's
// event files) checksum their records, and the masking TFRecord applies on top. A small table
// implementation: Debian 12 packages no C/C++ CRC-32C library (only python3-crc32c), and
// reading event files needs no more than a few hundred MB/s.
class Crc32c final
{
public:
    // CRC-32C of `size` bytes, continuing from `crc` (0 to start).
    static std::uint32_t extend(std::uint32_t crc, const void *data, std::size_t size);
    static std::uint32_t compute(const void *data, std::size_t size) { return extend(0, data, size); }

    // TFRecord's mask: a CRC stored next to the data it covers would otherwise be easy to
    // confuse with that data's own CRC.
    static constexpr std::uint32_t mask(std::uint32_t crc)
    {
        return ((crc >> 15) | (crc << 17)) + 0xa282ead8u;
    }
    static constexpr std::uint32_t unmask(std::uint32_t masked)
    {
        const std::uint32_t rot = masked - 0xa282ead8u;
        return (rot >> 17) | (rot << 15);
    }
};

} // namespace twb
