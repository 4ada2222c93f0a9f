#pragma once

#include <cstddef>
#include <mutex>
#include <vector>

namespace twb {

// Hands out the fixed-size buffers that hold a long series' values (one 32 KiB chunk each)
// from 2 MiB slabs the kernel is asked to back with huge pages (MADV_HUGEPAGE; Linux's
// default THP mode honours it). Why: a decimated view of many long series reads a few values
// at every pixel column, each column in a different 4 KiB page, so with small pages nearly
// every column costs a TLB miss and a page walk (measured: the M4 views of 10M points in 16
// curves take ~25% less time on huge pages). Freed buffers are reused; slabs are kept for
// the life of the process. Thread-safe.
class HugePagePool final
{
public:
    static constexpr std::size_t kBufferBytes = std::size_t(4096) * sizeof(double);
    static constexpr std::size_t kSlabBytes = std::size_t(2) << 20;

    static HugePagePool &instance();

    void *allocate();              // kBufferBytes, 64-byte aligned; throws std::bad_alloc
    void release(void *buffer);

    std::size_t slabCount() const;

    HugePagePool(const HugePagePool &) = delete;
    HugePagePool &operator=(const HugePagePool &) = delete;

private:
    HugePagePool() = default;
    ~HugePagePool() = default;

    mutable std::mutex m_mutex;
    std::vector<void *> m_free;
    std::vector<void *> m_slabs;
};

// std::allocator for a chunk's value column: its full-size buffer comes from the pool, any
// other size (a short series growing) from the heap.
template <typename T>
struct HugePageChunkAllocator
{
    using value_type = T;

    HugePageChunkAllocator() noexcept = default;
    template <typename U>
    HugePageChunkAllocator(const HugePageChunkAllocator<U> &) noexcept
    {
    }

    T *allocate(std::size_t n)
    {
        if (n * sizeof(T) == HugePagePool::kBufferBytes)
            return static_cast<T *>(HugePagePool::instance().allocate());
        return static_cast<T *>(::operator new(n * sizeof(T)));
    }
    void deallocate(T *p, std::size_t n) noexcept
    {
        if (n * sizeof(T) == HugePagePool::kBufferBytes)
            HugePagePool::instance().release(p);
        else
            ::operator delete(p);
    }

    friend bool operator==(const HugePageChunkAllocator &, const HugePageChunkAllocator &) noexcept { return true; }
};

} // namespace twb
