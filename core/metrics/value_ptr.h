#pragma once

#include <cstddef>

namespace twb {

// Where consecutive values of one chunk start: stored as float32 (a chunk whose values are
// all exactly floats) or as double. Readers branch on the form once per run (visit) and read
// the run in a loop of its own type; operator[] branches per value, for the few single reads.
struct ValuePtr
{
    const void *p = nullptr;
    bool isFloat = false;

    template <typename F>
    decltype(auto) visit(F &&f) const
    {
        if (isFloat)
            return f(static_cast<const float *>(p));
        return f(static_cast<const double *>(p));
    }
    double operator[](std::size_t k) const
    {
        return isFloat ? double(static_cast<const float *>(p)[k]) : static_cast<const double *>(p)[k];
    }
    ValuePtr operator+(std::size_t k) const
    {
        return {isFloat ? static_cast<const void *>(static_cast<const float *>(p) + k)
                        : static_cast<const void *>(static_cast<const double *>(p) + k),
                isFloat};
    }
};

} // namespace twb
