// Buffer pool: size classes, reuse, the retained-bytes bound, and storage
// coming back after the pool's engine let go, from other threads.
#include <gtest/gtest.h>

#include <cstring>
#include <thread>
#include <vector>

#include "core/memory.hpp"
#include "engine/buffer_pool.hpp"

namespace tf {
namespace {

TEST(BufferPool, SizeClassesCoverTheRequestWithin25Percent) {
  for (std::size_t bytes : {1u, 64u, 65u, 100u, 128u, 129u, 1000u, 4096u, 5000u, 1u << 20,
                            (1u << 20) + 1, 123456789u}) {
    uint32_t c = BufferPool::size_class(bytes);
    std::size_t cap = BufferPool::class_bytes(c);
    EXPECT_GE(cap, bytes) << bytes;
    if (bytes > 64) EXPECT_LE(cap, bytes + bytes / 4 + 1) << bytes;
    if (c > 0) EXPECT_LT(BufferPool::class_bytes(c - 1), bytes) << bytes;
  }
}

TEST(BufferPool, ReusesAReleasedBlockOfTheSameClass) {
  auto* pool = new BufferPool(1 << 20);
  bool hit;
  Storage* s = pool->acquire(1000, &hit);
  ASSERT_NE(s, nullptr);
  EXPECT_FALSE(hit);
  void* first = s;
  s->drop();
  EXPECT_GT(pool->retained_bytes(), 0u);
  uint64_t allocs = mem_alloc_count();
  Storage* t = pool->acquire(990, &hit);  // same class
  EXPECT_TRUE(hit);
  EXPECT_EQ((void*)t, first);
  EXPECT_EQ(mem_alloc_count(), allocs);  // nothing new from the system
  EXPECT_EQ(pool->retained_bytes(), 0u);
  t->drop();
  EXPECT_EQ(pool->hits(), 1u);
  EXPECT_EQ(pool->misses(), 1u);
  pool->close();
}

TEST(BufferPool, RetainsNoMoreThanItsBound) {
  auto* pool = new BufferPool(10000);
  bool hit;
  std::vector<Storage*> v;
  for (int i = 0; i < 10; ++i) v.push_back(pool->acquire(3000, &hit));
  for (Storage* s : v) s->drop();
  EXPECT_LE(pool->retained_bytes(), 10000u);
  EXPECT_GT(pool->retained_bytes(), 0u);
  pool->trim();
  EXPECT_EQ(pool->retained_bytes(), 0u);
  pool->close();
}

TEST(BufferPool, StorageOutlivesTheEngineAndReturnsFromAnotherThread) {
  auto* pool = new BufferPool(1 << 20);
  bool hit;
  std::vector<Storage*> v;
  for (int i = 0; i < 64; ++i) {
    Storage* s = pool->acquire(256 + i, &hit);
    ASSERT_NE(s, nullptr);
    std::memset(s->payload(), i, 256);
    v.push_back(s);
  }
  pool->close();  // the engine goes away; blocks are still out
  std::thread t([&] {
    for (Storage* s : v) s->drop();  // the last one deletes the pool
  });
  t.join();
  SUCCEED();  // ASan/valgrind runs turn a use-after-free or leak here into a failure
}

TEST(BufferPool, ConcurrentReturnsKeepCountsConsistent) {
  auto* pool = new BufferPool(64 << 20);
  std::vector<std::thread> th;
  for (int t = 0; t < 4; ++t)
    th.emplace_back([&] {
      bool hit;
      for (int i = 0; i < 5000; ++i) {
        Storage* s = pool->acquire(64 * (1 + i % 8), &hit);
        ASSERT_NE(s, nullptr);
        s->drop();
      }
    });
  for (auto& x : th) x.join();
  EXPECT_EQ(pool->hits() + pool->misses(), 20000u);
  EXPECT_LE(pool->misses(), 4u * 8u);  // at most one block per class per thread
  pool->close();
}

TEST(BufferPool, FailedSystemAllocationIsReportedNotThrown) {
  auto* pool = new BufferPool(1 << 20);
  bool hit = true;
  mem_fail_nth(1);
  EXPECT_EQ(pool->acquire(5000, &hit), nullptr);
  EXPECT_FALSE(hit);
  mem_fail_nth(0);
  pool->close();
}

}  // namespace
}  // namespace tf
