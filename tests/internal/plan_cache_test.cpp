// Plan cache: hits, LRU order, both bounds, and many threads sharing one.
#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "engine/plan_cache.hpp"

namespace tf {
namespace {

PlanKey key_of(int64_t a, int64_t b = 0) {
  PlanKey k;
  k.add(a);
  k.add(b);
  k.finish();
  return k;
}

PlanPtr plan_of(std::size_t bytes) {
  auto p = std::make_shared<Plan>();
  p->bytes = bytes;
  return p;
}

struct Cache {  // the cache's destructor is private: it is reference counted
  PlanCache* c;
  Cache(std::size_t entries, std::size_t bytes) : c(new PlanCache(entries, bytes)) {}
  ~Cache() { c->release(); }
  PlanCache* operator->() { return c; }
};

TEST(PlanCache, FindsWhatWasInsertedAndNothingElse) {
  Cache c(16, 1 << 20);
  EXPECT_EQ(c->find(key_of(1)), nullptr);
  PlanPtr p = plan_of(10);
  c->insert(key_of(1), p);
  EXPECT_EQ(c->find(key_of(1)), p);
  EXPECT_EQ(c->find(key_of(2)), nullptr);
  EXPECT_EQ(c->find(key_of(1, 1)), nullptr);
  EXPECT_EQ(c->entries(), 1u);
}

TEST(PlanCache, KeysDifferingOnlyInLengthDiffer) {
  PlanKey a, b;
  a.add(7);
  a.finish();
  b.add(7);
  b.add(0);
  b.finish();
  EXPECT_FALSE(a == b);
}

TEST(PlanCache, InsertOfExistingKeyKeepsTheFirstPlan) {
  Cache c(16, 1 << 20);
  PlanPtr p1 = plan_of(1), p2 = plan_of(1);
  EXPECT_EQ(c->insert(key_of(3), p1), p1);
  EXPECT_EQ(c->insert(key_of(3), p2), p1);
  EXPECT_EQ(c->entries(), 1u);
}

TEST(PlanCache, EvictsLeastRecentlyUsedBeyondEntryBound) {
  Cache c(3, 1 << 20);
  for (int i = 0; i < 3; ++i) c->insert(key_of(i), plan_of(1));
  ASSERT_NE(c->find(key_of(0)), nullptr);  // 0 becomes most recent; 1 is LRU
  c->insert(key_of(3), plan_of(1));
  EXPECT_EQ(c->entries(), 3u);
  EXPECT_EQ(c->find(key_of(1)), nullptr);
  EXPECT_NE(c->find(key_of(0)), nullptr);
  EXPECT_NE(c->find(key_of(2)), nullptr);
  EXPECT_NE(c->find(key_of(3)), nullptr);
}

TEST(PlanCache, EvictsBeyondByteBound) {
  Cache c(1000, 4000);
  for (int i = 0; i < 10; ++i) c->insert(key_of(i), plan_of(1000));
  EXPECT_LE(c->bytes(), 4000u);
  EXPECT_LT(c->entries(), 4u);
  EXPECT_NE(c->find(key_of(9)), nullptr);  // the newest survives
  EXPECT_EQ(c->find(key_of(0)), nullptr);
}

TEST(PlanCache, ClearEmptiesButPlansInUseStayValid) {
  Cache c(16, 1 << 20);
  PlanPtr held = c->insert(key_of(5), plan_of(64));
  c->clear();
  EXPECT_EQ(c->entries(), 0u);
  EXPECT_EQ(c->bytes(), 0u);
  EXPECT_EQ(held->bytes, 64u);  // still alive through the shared pointer
}

TEST(PlanCache, ManyThreadsShareOneCache) {
  Cache c(64, 1 << 20);
  std::atomic<int> built{0}, wrong{0};
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < 2000; ++i) {
        int id = (i * 7 + t) % 96;  // more keys than entries: eviction under contention
        PlanKey k = key_of(id);
        PlanPtr p = c->find(k);
        if (!p) {
          ++built;
          p = c->insert(k, plan_of((std::size_t)id));
        }
        if (p->bytes != (std::size_t)id) ++wrong;
      }
    });
  for (auto& th : threads) th.join();
  EXPECT_EQ(wrong.load(), 0);
  EXPECT_GT(built.load(), 0);
  EXPECT_LE(c->entries(), 64u);
}

}  // namespace
}  // namespace tf
