// alloc_fail_test.cpp -- allocation failure sweep.
//
// Two fault sources, each swept over N = 1, 2, ... until a run needs fewer
// than N allocations:
//   - tenferro's own allocator: tf::mem_fail_nth(N) (core/memory.hpp) fails
//     the N-th mem_alloc (tensor headers, pool blocks, scratch);
//   - C++ operator new (engines, plan caches, plans, cache nodes): this test
//     binary replaces the global operator new; armed, it throws
//     std::bad_alloc on the N-th call.
// For every scenario and N: the call returns TF_OK or TF_ERR_OUT_OF_MEMORY,
// a failing call leaves its outputs untouched, nothing leaks (live operator
// new blocks and live mem_alloc blocks are back to their count before the
// scenario; LSan/valgrind check the rest), and the engine still works (the
// same call, unarmed, succeeds with the reference result).
#include <gtest/gtest.h>

#include <atomic>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <memory>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <new>
#include <string>
#include <vector>

#include "core/memory.hpp"
#include "tenferro.h"

tf_status s_retry(int form, tf_engine* e, tf_tensor* a, tf_tensor* b, tf_tensor* c,
                  tf_tensor** r);

// ------------------------------------------------ operator new with a fault
namespace {
std::atomic<long> g_new_countdown{0};  // > 0: the call that brings it to 0 throws
std::atomic<long> g_new_calls{0};
std::atomic<long> g_new_live{0};

void* counted_alloc(std::size_t n, std::size_t align) {
  if (g_new_countdown.load(std::memory_order_relaxed) > 0 &&
      g_new_countdown.fetch_sub(1, std::memory_order_relaxed) == 1)
    return nullptr;
  void* p = align > alignof(std::max_align_t)
                ? std::aligned_alloc(align, (n + align - 1) / align * align)
                : std::malloc(n ? n : 1);
  if (p) {
    g_new_calls.fetch_add(1, std::memory_order_relaxed);
    g_new_live.fetch_add(1, std::memory_order_relaxed);
  }
  return p;
}
void counted_free(void* p) {
  if (!p) return;
  g_new_live.fetch_sub(1, std::memory_order_relaxed);
  std::free(p);
}
}  // namespace

void* operator new(std::size_t n) {
  if (void* p = counted_alloc(n, 0)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) {
  if (void* p = counted_alloc(n, 0)) return p;
  throw std::bad_alloc();
}
void* operator new(std::size_t n, const std::nothrow_t&) noexcept { return counted_alloc(n, 0); }
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept { return counted_alloc(n, 0); }
void* operator new(std::size_t n, std::align_val_t a) {
  if (void* p = counted_alloc(n, (std::size_t)a)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n, std::align_val_t a) {
  if (void* p = counted_alloc(n, (std::size_t)a)) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { counted_free(p); }
void operator delete[](void* p) noexcept { counted_free(p); }
void operator delete(void* p, std::size_t) noexcept { counted_free(p); }
void operator delete[](void* p, std::size_t) noexcept { counted_free(p); }
void operator delete(void* p, std::align_val_t) noexcept { counted_free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { counted_free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { counted_free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { counted_free(p); }

namespace {

enum class Fault { MemAlloc, OperatorNew };

struct Counts {
  uint64_t mem_allocs;
  long news;
};
Counts now() { return {tf::mem_alloc_count(), g_new_calls.load()}; }
long mem_live() { return (long)(tf::mem_alloc_count() - tf::mem_free_count()); }

void arm(Fault f, long n) {
  if (f == Fault::MemAlloc) tf::mem_fail_nth((uint64_t)n);
  else g_new_countdown.store(n);
}
void disarm() {
  tf::mem_fail_nth(0);
  g_new_countdown.store(0);
}

// A scenario: set-up (unarmed) returns a state; op (armed) returns a status;
// check (unarmed) validates outputs given the status; teardown frees all.
struct Scenario {
  std::function<void()> setup;
  std::function<tf_status()> op;
  std::function<void(tf_status)> check;  // after op; also proves the engine works
  std::function<void()> teardown;
};

struct SweepResult {
  long allocations = 0;  // in an unfailing run
  long failures_injected = 0;
  long oom = 0;
};

// Runs s with the N-th allocation failing for N = 1..(count of allocations
// of a clean run), then once more clean.
SweepResult sweep(const char* name, Fault f, Scenario s) {
  SweepResult r;
  // Clean run: how many allocations does the op make?
  s.setup();
  Counts c0 = now();
  tf_status st = s.op();
  Counts c1 = now();
  EXPECT_EQ(st, TF_OK) << name << ": clean run failed: " << tf_last_error();
  s.check(st);
  s.teardown();
  r.allocations = f == Fault::MemAlloc ? (long)(c1.mem_allocs - c0.mem_allocs)
                                       : c1.news - c0.news;
  for (long n = 1; n <= r.allocations; ++n) {
    long live_new = g_new_live.load(), live_mem = mem_live();
    s.setup();
    arm(f, n);
    st = s.op();
    disarm();
    ++r.failures_injected;
    EXPECT_TRUE(st == TF_OK || st == TF_ERR_OUT_OF_MEMORY)
        << name << " N=" << n << ": " << tf_status_name(st) << " " << tf_last_error();
    if (st == TF_ERR_OUT_OF_MEMORY) {
      ++r.oom;
      EXPECT_NE(std::string(tf_last_error()).find("memory"), std::string::npos)
          << name << " N=" << n << ": " << tf_last_error();
    }
    s.check(st);
    s.teardown();
    EXPECT_EQ(g_new_live.load(), live_new) << name << " N=" << n << ": operator new leak";
    EXPECT_EQ(mem_live(), live_mem) << name << " N=" << n << ": mem_alloc leak";
  }
  return r;
}

// ------------------------------------------------------------- scenarios
constexpr uintptr_t kSentinel = 0x5157;
template <class T>
T* sentinel() {
  return reinterpret_cast<T*>(kSentinel);
}

std::vector<double> iota(int n, double scale) {
  std::vector<double> v(n);
  for (int i = 0; i < n; ++i) v[i] = std::fmod(i * 0.37 + scale, 3.0) - 1.5;
  return v;
}

// Reference C = A (m x k, lda strides) @ B (k x n, row-major).
std::vector<double> ref_matmul(const double* a, int64_t ars, int64_t acs, const double* b,
                               int64_t m, int64_t k, int64_t n) {
  std::vector<double> c(m * n, 0.0);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double s = 0;
      for (int64_t p = 0; p < k; ++p) s += a[i * ars + p * acs] * b[p * n + j];
      c[i * n + j] = s;
    }
  return c;
}

void expect_close(const std::vector<double>& got, const std::vector<double>& want,
                  const char* what) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < got.size(); ++i)
    ASSERT_NEAR(got[i], want[i], 1e-9 * (1 + std::fabs(want[i]))) << what << " at " << i;
}

std::vector<double> read(const tf_tensor* t, std::size_t n) {
  std::vector<double> v(n);
  EXPECT_EQ(tf_tensor_read(t, TF_ROW_MAJOR, v.data(), n * sizeof(double)), TF_OK);
  return v;
}

// An engine still works: a small product on it is correct.
void engine_works(tf_engine* e) {
  const double A[4] = {1, 2, 3, 4}, B[4] = {5, 6, 7, 8};
  int64_t s[2] = {2, 2};
  tf_tensor *a, *b, *c = nullptr;
  ASSERT_EQ(tf_tensor_wrap(TF_F64, 2, s, nullptr, (void*)A, &a), TF_OK);
  ASSERT_EQ(tf_tensor_wrap(TF_F64, 2, s, nullptr, (void*)B, &b), TF_OK);
  ASSERT_EQ(tf_matmul(e, a, b, &c), TF_OK) << tf_last_error();
  expect_close(read(c, 4), {19, 22, 43, 50}, "engine_works");
  tf_tensor_release(c);
  tf_tensor_release(a);
  tf_tensor_release(b);
}

// Engine creation, serial or pooled, private or shared plan cache.
Scenario engine_create(int kind, bool shared) {
  auto st = std::make_shared<std::pair<tf_engine*, tf_plan_cache*>>();
  Scenario s;
  s.setup = [=] {
    st->first = sentinel<tf_engine>();
    st->second = nullptr;
    if (shared) ASSERT_EQ(tf_plan_cache_create(nullptr, &st->second), TF_OK);
  };
  s.op = [=] {
    tf_engine_options o{};
    o.struct_size = sizeof o;
    o.kind = (tf_engine_kind)kind;
    o.num_threads = 2;
    o.plan_cache = st->second;
    return tf_engine_create(&o, &st->first);
  };
  s.check = [=](tf_status r) {
    if (r != TF_OK) {
      EXPECT_EQ(st->first, sentinel<tf_engine>());
      ASSERT_EQ(tf_engine_create_serial(&st->first), TF_OK);  // a new one works
    }
    engine_works(st->first);
  };
  s.teardown = [=] {
    tf_engine_destroy(st->first);
    tf_plan_cache_release(st->second);
  };
  return s;
}

Scenario plan_cache_create() {
  auto c = std::make_shared<tf_plan_cache*>();
  Scenario s;
  s.setup = [=] { *c = sentinel<tf_plan_cache>(); };
  s.op = [=] {
    tf_plan_cache_options o{sizeof(tf_plan_cache_options), 8, 0};
    return tf_plan_cache_create(&o, c.get());
  };
  s.check = [=](tf_status r) {
    if (r != TF_OK) {
      EXPECT_EQ(*c, sentinel<tf_plan_cache>());
      *c = nullptr;
      return;
    }
    tf_engine_options o{};
    o.struct_size = sizeof o;
    o.plan_cache = *c;
    tf_engine* e;
    ASSERT_EQ(tf_engine_create(&o, &e), TF_OK);
    engine_works(e);
    tf_engine_destroy(e);
  };
  s.teardown = [=] { tf_plan_cache_release(*c); };
  return s;
}

// Tensor creation on a fresh engine (cold pool): 0 empty, 1 zeros,
// 2 from_data (strided source), 3 wrap.
Scenario tensor_create(int how) {
  struct St {
    tf_engine* e;
    tf_tensor* t;
    std::vector<double> src = iota(3 * 5 * 2, 0.5);
  };
  auto st = std::make_shared<St>();
  Scenario s;
  s.setup = [=] {
    ASSERT_EQ(tf_engine_create_serial(&st->e), TF_OK);
    st->t = sentinel<tf_tensor>();
  };
  s.op = [=] {
    int64_t shape[2] = {3, 5}, strides[2] = {10, 2};
    switch (how) {
      case 0: return tf_tensor_empty(st->e, TF_F64, 2, shape, TF_COL_MAJOR, &st->t);
      case 1: return tf_tensor_zeros(st->e, TF_F64, 2, shape, TF_ROW_MAJOR, &st->t);
      case 2:
        return tf_tensor_from_data(st->e, TF_F64, 2, shape, strides, st->src.data(),
                                   TF_COL_MAJOR, &st->t);
      default: return tf_tensor_wrap(TF_F64, 2, shape, strides, st->src.data(), &st->t);
    }
  };
  s.check = [=](tf_status r) {
    if (r != TF_OK) {
      EXPECT_EQ(st->t, sentinel<tf_tensor>());
      st->t = nullptr;
    } else if (how == 1) {
      expect_close(read(st->t, 15), std::vector<double>(15, 0.0), "zeros");
    } else if (how >= 2) {
      std::vector<double> want(15);
      for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 5; ++j) want[i * 5 + j] = st->src[i * 10 + j * 2];
      expect_close(read(st->t, 15), want, "from_data/wrap");
    }
    engine_works(st->e);
  };
  s.teardown = [=] {
    tf_tensor_release(st->t);
    tf_engine_destroy(st->e);
  };
  return s;
}

// A product on a fresh engine (cold plan, cold pool).
//   form 0: tf_matmul, 1: tf_matmul_into, 2: tf_matmul_acc (beta = 0.5)
//   m, k, n: small (<= the small-kernel bound) or BLAS-sized; strided = a is
//   a view with stride 2 along both axes (BLAS path copies it to scratch).
Scenario matmul(int form, int64_t m, int64_t k, int64_t n, bool strided, int64_t batch,
                bool pooled) {
  struct St {
    tf_engine* e;
    tf_tensor *a, *b, *c, *r;
    std::vector<double> ad, bd, cd, want;
  };
  auto st = std::make_shared<St>();
  const int64_t ars = strided ? 2 * 2 * k : k, acs = strided ? 2 : 1;
  const int64_t abs_ = m * ars;  // batch stride of a
  st->ad = iota((int)(batch * abs_), 0.25);
  st->bd = iota((int)(batch * k * n), 0.75);
  st->want.resize(batch * m * n);
  for (int64_t q = 0; q < batch; ++q) {
    auto w = ref_matmul(st->ad.data() + q * abs_, ars, acs, st->bd.data() + q * k * n, m, k, n);
    for (int64_t i = 0; i < m * n; ++i)
      st->want[q * m * n + i] = form == 2 ? w[i] + 0.5 * (double)(i % 7) : w[i];
  }
  Scenario s;
  s.setup = [=] {
    if (pooled) ASSERT_EQ(tf_engine_create_pooled(2, &st->e), TF_OK);
    else ASSERT_EQ(tf_engine_create_serial(&st->e), TF_OK);
    int64_t as[3] = {batch, m, k}, astr[3] = {abs_, ars, acs}, bs[3] = {batch, k, n},
            cs[3] = {batch, m, n};
    ASSERT_EQ(tf_tensor_wrap(TF_F64, 3, as, astr, st->ad.data(), &st->a), TF_OK);
    ASSERT_EQ(tf_tensor_wrap(TF_F64, 3, bs, nullptr, st->bd.data(), &st->b), TF_OK);
    st->cd.assign(batch * m * n, 0.0);
    for (int64_t q = 0; q < batch; ++q)
      for (int64_t i = 0; i < m * n; ++i) st->cd[q * m * n + i] = (double)(i % 7);
    ASSERT_EQ(tf_tensor_wrap(TF_F64, 3, cs, nullptr, st->cd.data(), &st->c), TF_OK);
    st->r = sentinel<tf_tensor>();
  };
  s.op = [=] {
    const tf_scalar one{1, 0}, half{0.5, 0};
    switch (form) {
      case 0: return tf_matmul(st->e, st->a, st->b, &st->r);
      case 1: return tf_matmul_into(st->e, st->a, st->b, st->c);
      default: return tf_matmul_acc(st->e, TF_OP_N, st->a, TF_OP_N, st->b, one, half, st->c);
    }
  };
  s.check = [=](tf_status r) {
    if (r != TF_OK) {
      EXPECT_EQ(st->r, sentinel<tf_tensor>());
      for (int64_t q = 0; q < batch; ++q)
        for (int64_t i = 0; i < m * n; ++i)
          ASSERT_EQ(st->cd[q * m * n + i], (double)(i % 7)) << "output changed by a failing call";
      st->r = sentinel<tf_tensor>();
      ASSERT_EQ(s_retry(form, st->e, st->a, st->b, st->c, &st->r), TF_OK) << tf_last_error();
    }
    if (form == 0) expect_close(read(st->r, batch * m * n), st->want, "matmul");
    else expect_close(st->cd, st->want, "matmul_into/acc");
    engine_works(st->e);
  };
  s.teardown = [=] {
    if (st->r != sentinel<tf_tensor>()) tf_tensor_release(st->r);
    tf_tensor_release(st->a);
    tf_tensor_release(st->b);
    tf_tensor_release(st->c);
    tf_engine_destroy(st->e);
  };
  return s;
}

}  // namespace

// The same call again, unarmed (the engine must accept it).
tf_status s_retry(int form, tf_engine* e, tf_tensor* a, tf_tensor* b, tf_tensor* c,
                  tf_tensor** r) {
  const tf_scalar one{1, 0}, half{0.5, 0};
  switch (form) {
    case 0: return tf_matmul(e, a, b, r);
    case 1: return tf_matmul_into(e, a, b, c);
    default: return tf_matmul_acc(e, TF_OP_N, a, TF_OP_N, b, one, half, c);
  }
}

namespace {

struct Named {
  const char* name;
  std::function<Scenario()> make;
};

const std::vector<Named>& scenarios() {
  static const std::vector<Named> v = {
      {"engine_create serial", [] { return engine_create(TF_ENGINE_SERIAL, false); }},
      {"engine_create pooled", [] { return engine_create(TF_ENGINE_POOLED, false); }},
      {"engine_create shared cache", [] { return engine_create(TF_ENGINE_SERIAL, true); }},
      {"plan_cache_create", [] { return plan_cache_create(); }},
      {"tensor_empty", [] { return tensor_create(0); }},
      {"tensor_zeros", [] { return tensor_create(1); }},
      {"tensor_from_data", [] { return tensor_create(2); }},
      {"tensor_wrap", [] { return tensor_create(3); }},
      {"matmul small", [] { return matmul(0, 3, 4, 5, false, 1, false); }},
      {"matmul small strided batched", [] { return matmul(0, 3, 4, 5, true, 3, false); }},
      {"matmul blas strided (scratch)", [] { return matmul(0, 48, 44, 40, true, 1, false); }},
      {"matmul_into small", [] { return matmul(1, 4, 3, 2, false, 1, false); }},
      {"matmul_into blas strided", [] { return matmul(1, 48, 44, 40, true, 2, false); }},
      {"matmul_acc small batched", [] { return matmul(2, 2, 3, 4, false, 4, false); }},
      {"matmul_acc blas", [] { return matmul(2, 48, 40, 44, false, 1, false); }},
      {"matmul pooled batched", [] { return matmul(0, 24, 24, 24, false, 8, true); }},
  };
  return v;
}

class AllocFail : public ::testing::TestWithParam<std::tuple<int, Fault>> {};

TEST_P(AllocFail, StatusIsOkOrOutOfMemoryNoLeakEngineWorks) {
  const Named& sc = scenarios()[std::get<0>(GetParam())];
  Fault f = std::get<1>(GetParam());
  SweepResult r = sweep(sc.name, f, sc.make());
  std::printf("  %-32s %-12s %3ld allocations swept, %3ld failed with TF_ERR_OUT_OF_MEMORY\n",
              sc.name, f == Fault::MemAlloc ? "mem_alloc" : "operator new", r.allocations,
              r.oom);
}

std::string param_name(const ::testing::TestParamInfo<std::tuple<int, Fault>>& info) {
  std::string n = scenarios()[std::get<0>(info.param)].name;
  for (char& ch : n)
    if (!std::isalnum((unsigned char)ch)) ch = '_';
  return n + (std::get<1>(info.param) == Fault::MemAlloc ? "_mem_alloc" : "_operator_new");
}

INSTANTIATE_TEST_SUITE_P(Sweep, AllocFail,
                         ::testing::Combine(::testing::Range(0, 16),
                                            ::testing::Values(Fault::MemAlloc,
                                                              Fault::OperatorNew)),
                         param_name);

// Every scenario's clean run makes at least one allocation of some kind, so
// the sweep is not vacuous.
TEST(AllocFail, SweepIsNotVacuous) {
  long total = 0;
  for (const Named& sc : scenarios()) {
    Scenario s = sc.make();
    s.setup();
    Counts c0 = now();
    tf_status st = s.op();
    Counts c1 = now();
    ASSERT_EQ(st, TF_OK) << sc.name;
    s.check(st);
    s.teardown();
    long n = (long)(c1.mem_allocs - c0.mem_allocs) + (c1.news - c0.news);
    EXPECT_GT(n, 0) << sc.name;
    total += n;
  }
  EXPECT_GT(total, 16);
}

}  // namespace
