// engine/buffer_pool.hpp: per-engine pool of storage blocks in size classes,
// with a bound on retained bytes. Thread-safe: blocks come back from any
// thread, also after the engine is gone (the pool lives while blocks do).
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>

#include "core/tensor.hpp"

namespace tf {

class BufferPool final : public StorageOwner {
 public:
  explicit BufferPool(std::size_t max_retained);
  // A block whose payload holds at least bytes; nullptr when out of memory.
  // *hit says whether it came from the pool.
  Storage* acquire(std::size_t bytes, bool* hit) noexcept;
  void recycle(Storage* s) noexcept override;
  // Frees every retained block.
  void trim() noexcept;
  // The engine lets go: retained blocks are freed, later returns are freed.
  // The pool deletes itself when no block is outstanding.
  void close() noexcept;

  std::size_t retained_bytes() const { return retained_.load(std::memory_order_relaxed); }
  std::size_t max_retained() const { return max_retained_; }
  uint64_t hits() const { return hits_.load(std::memory_order_relaxed); }
  uint64_t misses() const { return misses_.load(std::memory_order_relaxed); }

  static uint32_t size_class(std::size_t bytes);
  static std::size_t class_bytes(uint32_t cls);
  static constexpr uint32_t kClasses = 4 * 48;

 private:
  ~BufferPool();

  struct FreeBlock { FreeBlock* next; };
  // A spin lock: held for a few instructions, almost never contended (blocks
  // come back from other threads only now and then).
  class SpinLock {
   public:
    void lock() noexcept {
      while (flag_.exchange(true, std::memory_order_acquire))
        while (flag_.load(std::memory_order_relaxed)) __builtin_ia32_pause();
    }
    void unlock() noexcept { flag_.store(false, std::memory_order_release); }

   private:
    std::atomic<bool> flag_{false};
  };
  // Counters change under mu_ (plain load + store) and are read without it.
  static void bump(std::atomic<uint64_t>& c) {
    c.store(c.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  }
  SpinLock mu_;
  FreeBlock* free_[kClasses] = {};
  std::size_t max_retained_;
  std::atomic<std::size_t> retained_{0};
  std::atomic<uint64_t> hits_{0}, misses_{0};
  int64_t refs_ = 1;  // under mu_: the engine + one per outstanding block
  bool closed_ = false;
};

}  // namespace tf
