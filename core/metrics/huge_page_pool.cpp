#include "core/metrics/huge_page_pool.h"

#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace twb {

HugePagePool &HugePagePool::instance()
{
    // Never destroyed: series may be freed by static destructors after this one would run.
    static auto *pool = new HugePagePool;
    return *pool;
}

void *HugePagePool::allocate()
{
    std::lock_guard lock(m_mutex);
    if (m_free.empty()) {
        void *slab = std::aligned_alloc(kSlabBytes, kSlabBytes);
        if (!slab)
            throw std::bad_alloc();
#if defined(MADV_HUGEPAGE)
        // Advice only: without THP the slab is ordinary memory and everything still works.
        madvise(slab, kSlabBytes, MADV_HUGEPAGE);
#endif
        m_slabs.push_back(slab);
        m_free.reserve(m_free.size() + kSlabBytes / kBufferBytes);
        // Handed out from the slab's start, so that a half-used slab touches only its head.
        for (std::size_t k = kSlabBytes / kBufferBytes; k-- > 0;)
            m_free.push_back(static_cast<char *>(slab) + k * kBufferBytes);
    }
    void *buffer = m_free.back();
    m_free.pop_back();
    return buffer;
}

void HugePagePool::release(void *buffer)
{
    if (!buffer)
        return;
    std::lock_guard lock(m_mutex);
    m_free.push_back(buffer);
}

std::size_t HugePagePool::slabCount() const
{
    std::lock_guard lock(m_mutex);
    return m_slabs.size();
}

} // namespace twb
