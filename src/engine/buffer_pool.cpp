// engine/buffer_pool.cpp: size-classed free lists of storage blocks.
#include "engine/buffer_pool.hpp"

#include <mutex>
#include <new>

#include "core/memory.hpp"

namespace tf {

// Classes: 64 bytes and below is class 0; above, four classes per power of
// two (2^e * {1, 1.25, 1.5, 1.75}), so a block wastes at most 25%.
uint32_t BufferPool::size_class(std::size_t bytes) {
  if (bytes <= 64) return 0;
  int e = 63 - __builtin_clzll(bytes - 1);  // 2^e < bytes <= 2^(e+1)
  std::size_t base = std::size_t{1} << e;
  uint32_t q = (uint32_t)((bytes - 1 - base) / (base / 4));  // 0..3
  return (uint32_t)(e - 6) * 4 + q + 1;
}

std::size_t BufferPool::class_bytes(uint32_t cls) {
  if (cls == 0) return 64;
  uint32_t e = (cls - 1) / 4 + 6, q = (cls - 1) % 4;
  std::size_t base = std::size_t{1} << e;
  return base + (q + 1) * (base / 4);
}

BufferPool::BufferPool(std::size_t max_retained) : max_retained_(max_retained) {}

BufferPool::~BufferPool() { trim(); }

Storage* BufferPool::acquire(std::size_t bytes, bool* hit) noexcept {
  uint32_t cls = size_class(bytes);
  *hit = false;
  if (cls >= kClasses) return nullptr;
  const std::size_t cap = class_bytes(cls), block = cap + Storage::kHeader;
  void* mem = nullptr;
  {
    // One lock round trip per acquire: the pool's reference count and
    // counters change under it (no further atomic read-modify-writes).
    std::lock_guard<SpinLock> lock(mu_);
    if (FreeBlock* f = free_[cls]) {
      free_[cls] = f->next;
      retained_.store(retained_.load(std::memory_order_relaxed) - block,
                      std::memory_order_relaxed);
      bump(hits_);
      ++refs_;
      mem = f;
    }
  }
  if (mem) {
    *hit = true;
  } else {
    mem = mem_alloc(block);
    if (!mem) return nullptr;
    std::lock_guard<SpinLock> lock(mu_);
    bump(misses_);
    ++refs_;
  }
  auto* s = new (mem) Storage();
  s->size_class = cls;
  s->owner = this;
  s->capacity = cap;
  return s;
}

void BufferPool::recycle(Storage* s) noexcept {
  std::size_t block = s->capacity + Storage::kHeader;
  uint32_t cls = s->size_class;
  s->~Storage();
  bool kept = false, last;
  {
    std::lock_guard<SpinLock> lock(mu_);
    if (!closed_ && retained_.load(std::memory_order_relaxed) + block <= max_retained_) {
      auto* f = reinterpret_cast<FreeBlock*>(s);
      f->next = free_[cls];
      free_[cls] = f;
      retained_.store(retained_.load(std::memory_order_relaxed) + block,
                      std::memory_order_relaxed);
      kept = true;
    }
    last = --refs_ == 0;
  }
  if (!kept) mem_free(s);
  if (last) delete this;
}

void BufferPool::trim() noexcept {
  FreeBlock* lists[kClasses];
  {
    std::lock_guard<SpinLock> lock(mu_);
    for (uint32_t c = 0; c < kClasses; ++c) { lists[c] = free_[c]; free_[c] = nullptr; }
    retained_.store(0, std::memory_order_relaxed);
  }
  for (uint32_t c = 0; c < kClasses; ++c)
    for (FreeBlock* f = lists[c]; f;) { FreeBlock* n = f->next; mem_free(f); f = n; }
}

void BufferPool::close() noexcept {
  {
    std::lock_guard<SpinLock> lock(mu_);
    closed_ = true;
  }
  trim();
  bool last;
  {
    std::lock_guard<SpinLock> lock(mu_);
    last = --refs_ == 0;  // after trim: the engine's reference kept the pool alive
  }
  if (last) delete this;
}

}  // namespace tf
