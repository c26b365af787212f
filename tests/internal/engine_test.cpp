// Engine-level properties through the C API that need C++ internals to see:
// a steady-state _into call takes no memory from anywhere (tenferro's own
// allocator and the global operator new are both counted).
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <vector>

#include "core/memory.hpp"
#include "tenferro.h"

static std::atomic<uint64_t> g_new_calls{0};
void* operator new(std::size_t n) {
  ++g_new_calls;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

struct Mat {
  std::vector<double> data;
  tf_tensor* t = nullptr;
  Mat(int64_t b, int64_t r, int64_t c) : data((size_t)(b * r * c), 0.5) {
    int64_t shape[3] = {b, r, c};
    int32_t nd = b > 1 ? 3 : 2;
    EXPECT_EQ(tf_tensor_wrap(TF_F64, nd, nd == 3 ? shape : shape + 1, nullptr, data.data(), &t),
              TF_OK);
  }
  ~Mat() { tf_tensor_release(t); }
};

class SteadyState : public ::testing::TestWithParam<std::tuple<int, int64_t, int64_t>> {};

TEST_P(SteadyState, IntoCallAllocatesNothing) {
  auto [pooled, batch, n] = GetParam();
  tf_engine* e = nullptr;
  ASSERT_EQ(pooled ? tf_engine_create_pooled(2, &e) : tf_engine_create_serial(&e), TF_OK);
  Mat a(batch, n, n), b(batch, n, n), c(batch, n, n);
  ASSERT_EQ(tf_matmul_into(e, a.t, b.t, c.t), TF_OK);  // warm: plan built
  uint64_t mem0 = tf::mem_alloc_count(), new0 = g_new_calls.load();
  for (int i = 0; i < 20; ++i) ASSERT_EQ(tf_matmul_into(e, a.t, b.t, c.t), TF_OK);
  EXPECT_EQ(tf::mem_alloc_count(), mem0);
  EXPECT_EQ(g_new_calls.load(), new0);
  tf_engine_stats s{};
  s.struct_size = sizeof s;
  ASSERT_EQ(tf_engine_get_stats(e, &s), TF_OK);
  EXPECT_EQ(s.plan_misses, 1u);
  EXPECT_EQ(s.plan_hits, 20u);
  tf_engine_destroy(e);
}

INSTANTIATE_TEST_SUITE_P(Shapes, SteadyState,
                         ::testing::Values(std::make_tuple(0, 1, 2), std::make_tuple(0, 1, 8),
                                           std::make_tuple(0, 1, 64),
                                           std::make_tuple(0, 7, 3),
                                           std::make_tuple(1, 1, 2),
                                           std::make_tuple(1, 4, 128)));

TEST(Engine, WarmAllocatingCallTakesNothingFromTheSystem) {
  tf_engine* e = nullptr;
  ASSERT_EQ(tf_engine_create_serial(&e), TF_OK);
  Mat a(1, 4, 4), b(1, 4, 4);
  tf_tensor* r = nullptr;
  ASSERT_EQ(tf_matmul(e, a.t, b.t, &r), TF_OK);
  tf_tensor_release(r);
  uint64_t mem0 = tf::mem_alloc_count(), new0 = g_new_calls.load();
  for (int i = 0; i < 10; ++i) {
    ASSERT_EQ(tf_matmul(e, a.t, b.t, &r), TF_OK);
    tf_tensor_release(r);
  }
  EXPECT_EQ(tf::mem_alloc_count(), mem0);
  EXPECT_EQ(g_new_calls.load(), new0);
  tf_engine_destroy(e);
}

TEST(Engine, SharedCacheServesASecondEngine) {
  tf_plan_cache* cache = nullptr;
  ASSERT_EQ(tf_plan_cache_create(nullptr, &cache), TF_OK);
  tf_engine_options o{};
  o.struct_size = sizeof o;
  o.kind = TF_ENGINE_SERIAL;
  o.plan_cache = cache;
  tf_engine *e1 = nullptr, *e2 = nullptr;
  ASSERT_EQ(tf_engine_create(&o, &e1), TF_OK);
  ASSERT_EQ(tf_engine_create(&o, &e2), TF_OK);
  tf_plan_cache_release(cache);  // the engines keep it alive
  Mat a(1, 5, 5), b(1, 5, 5), c(1, 5, 5);
  ASSERT_EQ(tf_matmul_into(e1, a.t, b.t, c.t), TF_OK);
  ASSERT_EQ(tf_matmul_into(e2, a.t, b.t, c.t), TF_OK);
  tf_engine_stats s{};
  s.struct_size = sizeof s;
  ASSERT_EQ(tf_engine_get_stats(e2, &s), TF_OK);
  EXPECT_EQ(s.plan_misses, 0u);
  EXPECT_EQ(s.plan_hits, 1u);
  tf_engine_destroy(e1);
  tf_engine_destroy(e2);
}

}  // namespace
