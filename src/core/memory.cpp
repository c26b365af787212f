// core/memory.cpp: aligned allocation with a counter and a failure hook.
#include "core/memory.hpp"

#include <cstdlib>

namespace tf {
namespace {
std::atomic<uint64_t> g_count{0};
std::atomic<uint64_t> g_fail_countdown{0};
std::atomic<uint64_t> g_frees{0};
}  // namespace

void* mem_alloc(std::size_t bytes) noexcept {
  if (g_fail_countdown.load(std::memory_order_relaxed) != 0 &&
      g_fail_countdown.fetch_sub(1, std::memory_order_relaxed) == 1)
    return nullptr;
  std::size_t rounded = (bytes + 63) & ~std::size_t{63};
  if (rounded < bytes) return nullptr;
  void* p = std::aligned_alloc(64, rounded == 0 ? 64 : rounded);
  if (p) g_count.fetch_add(1, std::memory_order_relaxed);
  return p;
}

void mem_free(void* p) noexcept {
  if (p) g_frees.fetch_add(1, std::memory_order_relaxed);
  std::free(p);
}
uint64_t mem_free_count() noexcept { return g_frees.load(std::memory_order_relaxed); }
uint64_t mem_alloc_count() noexcept { return g_count.load(std::memory_order_relaxed); }
void mem_fail_nth(uint64_t n) noexcept { g_fail_countdown.store(n, std::memory_order_relaxed); }

}  // namespace tf
