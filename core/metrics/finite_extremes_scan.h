#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace twb {

// The first indices of the minimum and the maximum of v[0, n) (n > 0, every value finite).
// The decimated view's hottest loop (edge runs of up to 63 values, and whole columns of a few
// values when zoomed in): SSE2 lanes for the extremes, then their first indices from a bit per
// value, where the scalar loops took a compare and a mispredicted branch per search.
// (a < b ? a : b) is minpd's rule and, for finite values, the minimum; +0 and -0 compare equal,
// so the first zero of either sign is the index, as in the scalar loop.
class FiniteExtremesScan final
{
public:
    struct Result
    {
        std::size_t argMin = 0;
        std::size_t argMax = 0;
    };

    template <typename T>   // float or double
    static Result scan(const T *v, std::size_t n)
    {
#if defined(__SSE2__)
        using L = Lanes<T>;
        if (n >= 2 * L::kWidth) {
            typename L::Vector lo0 = L::load(v), hi0 = lo0;
            typename L::Vector lo1 = L::load(v + L::kWidth), hi1 = lo1;
            std::size_t k = 2 * L::kWidth;
            for (; k + 2 * L::kWidth <= n; k += 2 * L::kWidth) {
                const auto a = L::load(v + k);
                const auto b = L::load(v + k + L::kWidth);
                lo0 = L::min(a, lo0);
                lo1 = L::min(b, lo1);
                hi0 = L::max(a, hi0);
                hi1 = L::max(b, hi1);
            }
            for (; k < n; ++k) {   // the rest into the low lane (the others keep their own)
                lo0 = L::minLow(lo0, v + k);
                hi0 = L::maxLow(hi0, v + k);
            }
            return firstEqual(v, n, L::lowest(L::min(lo0, lo1)), L::highest(L::max(hi0, hi1)));
        }
#endif
        T lo = v[0], hi = v[0];
        for (std::size_t k = 1; k < n; ++k) {
            lo = v[k] < lo ? v[k] : lo;
            hi = v[k] > hi ? v[k] : hi;
        }
        return firstEqual(v, n, lo, hi);
    }

    // The first k with v[k] == lo and the first with v[k] == hi (both among v[0, N)), for a
    // caller that found the extremes in a loop of its own over a whole block of N values.
    template <std::size_t N, typename T>
    static Result firstIndices(const T *v, T lo, T hi)
    {
        static_assert(N <= 64);
#if defined(__SSE2__)
        static_assert(N % Lanes<T>::kWidth == 0);
        std::uint64_t atLo = 0, atHi = 0;
        equalMasks(v, N, lo, hi, atLo, atHi);
        return {std::size_t(std::countr_zero(atLo)), std::size_t(std::countr_zero(atHi))};
#else
        return {firstEqual(v, lo), firstEqual(v, hi)};
#endif
    }

private:
#if defined(__SSE2__)
    template <typename T>
    struct Lanes;

    // The first k with v[k] == lo and the first with v[k] == hi (both among v[0, n)). Up to 64
    // values, one pass sets a bit per equal value and the index is the lowest bit: stopping at
    // the first equal value was a mispredicted branch per search.
    template <typename T>
    static Result firstEqual(const T *v, std::size_t n, T lo, T hi)
    {
        if (n > 64)
            return {firstEqual(v, lo), firstEqual(v, hi)};
        using L = Lanes<T>;
        std::uint64_t atLo = 0, atHi = 0;
        std::size_t k = 0;
        const auto wantLo = L::splat(lo), wantHi = L::splat(hi);
        for (; k + L::kWidth <= n; k += L::kWidth) {
            const auto x = L::load(v + k);
            atLo |= std::uint64_t(L::equalBits(x, wantLo)) << k;
            atHi |= std::uint64_t(L::equalBits(x, wantHi)) << k;
        }
        for (; k < n; ++k) {
            atLo |= std::uint64_t(v[k] == lo) << k;
            atHi |= std::uint64_t(v[k] == hi) << k;
        }
        return {std::size_t(std::countr_zero(atLo)), std::size_t(std::countr_zero(atHi))};
    }

    // A bit per value of v[0, n) (n <= 64, a multiple of the lane width) equal to lo, to hi:
    // firstEqual's loop without its tail, for firstIndices<N>. (firstEqual calling it instead
    // of its own loop made a decimated view 5 % slower, in 6 of 7 alternated pairs.)
    template <typename T>
    static void equalMasks(const T *v, std::size_t n, T lo, T hi, std::uint64_t &atLo, std::uint64_t &atHi)
    {
        using L = Lanes<T>;
        const auto wantLo = L::splat(lo), wantHi = L::splat(hi);
        for (std::size_t k = 0; k < n; k += L::kWidth) {
            const auto x = L::load(v + k);
            atLo |= std::uint64_t(L::equalBits(x, wantLo)) << k;
            atHi |= std::uint64_t(L::equalBits(x, wantHi)) << k;
        }
    }
#else
    template <typename T>
    static Result firstEqual(const T *v, std::size_t, T lo, T hi)
    {
        return {firstEqual(v, lo), firstEqual(v, hi)};
    }
#endif

    // The first k with v[k] == x, which is there.
    template <typename T>
    static std::size_t firstEqual(const T *v, T x)
    {
        std::size_t k = 0;
        while (v[k] != x)
            ++k;
        return k;
    }
};

#if defined(__SSE2__)
template <>
struct FiniteExtremesScan::Lanes<double>
{
    using Vector = __m128d;
    static constexpr std::size_t kWidth = 2;
    static Vector load(const double *p) { return _mm_loadu_pd(p); }
    static Vector splat(double x) { return _mm_set1_pd(x); }
    static Vector min(Vector a, Vector b) { return _mm_min_pd(a, b); }
    static Vector max(Vector a, Vector b) { return _mm_max_pd(a, b); }
    // *p against the low lane; the high lane stays a's (min_sd takes it from its first operand).
    static Vector minLow(Vector a, const double *p) { return _mm_min_sd(a, _mm_load_sd(p)); }
    static Vector maxLow(Vector a, const double *p) { return _mm_max_sd(a, _mm_load_sd(p)); }
    static double lowest(Vector a) { return _mm_cvtsd_f64(_mm_min_sd(a, _mm_unpackhi_pd(a, a))); }
    static double highest(Vector a) { return _mm_cvtsd_f64(_mm_max_sd(a, _mm_unpackhi_pd(a, a))); }
    static unsigned equalBits(Vector a, Vector b) { return unsigned(_mm_movemask_pd(_mm_cmpeq_pd(a, b))); }
};

template <>
struct FiniteExtremesScan::Lanes<float>
{
    using Vector = __m128;
    static constexpr std::size_t kWidth = 4;
    static Vector load(const float *p) { return _mm_loadu_ps(p); }
    static Vector splat(float x) { return _mm_set1_ps(x); }
    static Vector min(Vector a, Vector b) { return _mm_min_ps(a, b); }
    static Vector max(Vector a, Vector b) { return _mm_max_ps(a, b); }
    static Vector minLow(Vector a, const float *p) { return _mm_min_ss(a, _mm_load_ss(p)); }
    static Vector maxLow(Vector a, const float *p) { return _mm_max_ss(a, _mm_load_ss(p)); }
    static float lowest(Vector a)
    {
        a = _mm_min_ps(a, _mm_movehl_ps(a, a));
        return _mm_cvtss_f32(_mm_min_ss(a, _mm_shuffle_ps(a, a, 1)));
    }
    static float highest(Vector a)
    {
        a = _mm_max_ps(a, _mm_movehl_ps(a, a));
        return _mm_cvtss_f32(_mm_max_ss(a, _mm_shuffle_ps(a, a, 1)));
    }
    static unsigned equalBits(Vector a, Vector b) { return unsigned(_mm_movemask_ps(_mm_cmpeq_ps(a, b))); }
};
#endif

} // namespace twb
