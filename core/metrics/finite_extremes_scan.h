#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace twb {

// The first indices of the minimum and the maximum of v[0, n) (n > 0, every value finite).
// The decimated view's hottest loop (edge runs of up to 63 values, and whole columns of a few
// values when zoomed in): SSE2 lanes for the extremes, then a compare of 2 or 4 values at a
// time for their first index, where the scalar loops took a compare and a branch per value.
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

    static Result scan(const double *v, std::size_t n)
    {
#if defined(__SSE2__)
        if (n >= 4) {
            __m128d lo0 = _mm_loadu_pd(v), hi0 = lo0;
            __m128d lo1 = _mm_loadu_pd(v + 2), hi1 = lo1;
            std::size_t k = 4;
            for (; k + 4 <= n; k += 4) {
                const __m128d a = _mm_loadu_pd(v + k);
                const __m128d b = _mm_loadu_pd(v + k + 2);
                lo0 = _mm_min_pd(a, lo0);
                lo1 = _mm_min_pd(b, lo1);
                hi0 = _mm_max_pd(a, hi0);
                hi1 = _mm_max_pd(b, hi1);
            }
            for (; k < n; ++k) {   // at most 3: in the low lane (the high lane is lo0's own)
                const __m128d a = _mm_load_sd(v + k);
                lo0 = _mm_min_sd(lo0, a);
                hi0 = _mm_max_sd(hi0, a);
            }
            __m128d lo = _mm_min_pd(lo0, lo1);
            __m128d hi = _mm_max_pd(hi0, hi1);
            lo = _mm_min_sd(lo, _mm_unpackhi_pd(lo, lo));
            hi = _mm_max_sd(hi, _mm_unpackhi_pd(hi, hi));
            return firstEqual(v, n, _mm_cvtsd_f64(lo), _mm_cvtsd_f64(hi));
        }
#endif
        return scalar(v, n);
    }

    static Result scan(const float *v, std::size_t n)
    {
#if defined(__SSE2__)
        if (n >= 8) {
            __m128 lo0 = _mm_loadu_ps(v), hi0 = lo0;
            __m128 lo1 = _mm_loadu_ps(v + 4), hi1 = lo1;
            std::size_t k = 8;
            for (; k + 8 <= n; k += 8) {
                const __m128 a = _mm_loadu_ps(v + k);
                const __m128 b = _mm_loadu_ps(v + k + 4);
                lo0 = _mm_min_ps(a, lo0);
                lo1 = _mm_min_ps(b, lo1);
                hi0 = _mm_max_ps(a, hi0);
                hi1 = _mm_max_ps(b, hi1);
            }
            for (; k < n; ++k) {   // at most 7: in the low lane (the others are lo0's own)
                const __m128 a = _mm_load_ss(v + k);
                lo0 = _mm_min_ss(lo0, a);
                hi0 = _mm_max_ss(hi0, a);
            }
            __m128 lo = _mm_min_ps(lo0, lo1);
            __m128 hi = _mm_max_ps(hi0, hi1);
            lo = _mm_min_ps(lo, _mm_movehl_ps(lo, lo));
            hi = _mm_max_ps(hi, _mm_movehl_ps(hi, hi));
            lo = _mm_min_ss(lo, _mm_shuffle_ps(lo, lo, 1));
            hi = _mm_max_ss(hi, _mm_shuffle_ps(hi, hi, 1));
            return firstEqual(v, n, _mm_cvtss_f32(lo), _mm_cvtss_f32(hi));
        }
#endif
        return scalar(v, n);
    }

private:
    template <typename T>
    static Result scalar(const T *v, std::size_t n)
    {
        T lo = v[0], hi = v[0];
        for (std::size_t k = 1; k < n; ++k) {
            lo = v[k] < lo ? v[k] : lo;
            hi = v[k] > hi ? v[k] : hi;
        }
        return firstEqual(v, n, lo, hi);
    }

    // The first k with v[k] == lo and the first with v[k] == hi (both among v[0, n)). Up to 64
    // values, one pass builds a bit per value and the index is its lowest bit: an early exit
    // at a data-dependent place was a mispredicted branch per search, most of this scan.
    template <typename T>
    static Result firstEqual(const T *v, std::size_t n, T lo, T hi)
    {
        if (n > 64)
            return {firstEqual(v, n, lo), firstEqual(v, n, hi)};
        std::uint64_t atLo = 0, atHi = 0;
        std::size_t k = 0;
#if defined(__SSE2__)
        if constexpr (std::is_same_v<T, double>) {
            const __m128d wantLo = _mm_set1_pd(lo), wantHi = _mm_set1_pd(hi);
            for (; k + 2 <= n; k += 2) {
                const __m128d x = _mm_loadu_pd(v + k);
                atLo |= std::uint64_t(unsigned(_mm_movemask_pd(_mm_cmpeq_pd(x, wantLo)))) << k;
                atHi |= std::uint64_t(unsigned(_mm_movemask_pd(_mm_cmpeq_pd(x, wantHi)))) << k;
            }
        } else {
            const __m128 wantLo = _mm_set1_ps(lo), wantHi = _mm_set1_ps(hi);
            for (; k + 4 <= n; k += 4) {
                const __m128 x = _mm_loadu_ps(v + k);
                atLo |= std::uint64_t(unsigned(_mm_movemask_ps(_mm_cmpeq_ps(x, wantLo)))) << k;
                atHi |= std::uint64_t(unsigned(_mm_movemask_ps(_mm_cmpeq_ps(x, wantHi)))) << k;
            }
        }
#endif
        for (; k < n; ++k) {
            atLo |= std::uint64_t(v[k] == lo) << k;
            atHi |= std::uint64_t(v[k] == hi) << k;
        }
        return {std::size_t(std::countr_zero(atLo)), std::size_t(std::countr_zero(atHi))};
    }

    // The first k with v[k] == x; x is one of v[0, n).
    static std::size_t firstEqual(const double *v, std::size_t n, double x)
    {
        std::size_t k = 0;
#if defined(__SSE2__)
        const __m128d want = _mm_set1_pd(x);
        for (; k + 2 <= n; k += 2)
            if (const int hits = _mm_movemask_pd(_mm_cmpeq_pd(_mm_loadu_pd(v + k), want)))
                return k + std::size_t(std::countr_zero(unsigned(hits)));
#endif
        while (v[k] != x)
            ++k;
        return k;
    }
    static std::size_t firstEqual(const float *v, std::size_t n, float x)
    {
        std::size_t k = 0;
#if defined(__SSE2__)
        const __m128 want = _mm_set1_ps(x);
        for (; k + 4 <= n; k += 4)
            if (const int hits = _mm_movemask_ps(_mm_cmpeq_ps(_mm_loadu_ps(v + k), want)))
                return k + std::size_t(std::countr_zero(unsigned(hits)));
#endif
        while (v[k] != x)
            ++k;
        return k;
    }
};

} // namespace twb
