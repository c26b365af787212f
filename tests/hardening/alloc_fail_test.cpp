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


// ------------------------------------------- operations beyond matmul
// A generic operation scenario: a fresh serial engine (cold pool, cold plan
// cache), wrapped f64 inputs, wrapped outputs over canary memory (for _into
// forms) and up to three allocated results (sentinel handles). The
// reference is the result of one clean run on its own engine (a serial
// engine is deterministic; correctness itself is tested elsewhere): after a
// failure injected at any point, outputs must be untouched and the retried
// call must give exactly the reference.
struct In {
  std::vector<int64_t> shape, strides;  // strides empty: row-major
  std::size_t n;                        // elements of the data buffer
};
using Tensors = std::vector<tf_tensor*>;
using OpFn = std::function<tf_status(tf_engine*, const Tensors& in, const Tensors& out,
                                     tf_tensor** r)>;
using Shapes = std::vector<std::vector<int64_t>>;

struct OpSt {
  tf_engine* e = nullptr;
  std::vector<std::vector<double>> data, outbuf;
  Tensors in, out;
  tf_tensor* r[3];
  std::vector<double> want;
  bool have_want = false;
};

std::vector<double> collect(OpSt& st) {
  std::vector<double> v;
  for (tf_tensor* t : st.r) {
    if (t == sentinel<tf_tensor>()) continue;
    int64_t n = 0;
    EXPECT_EQ(tf_tensor_numel(t, &n), TF_OK);
    auto x = read(t, (std::size_t)n);
    v.insert(v.end(), x.begin(), x.end());
  }
  for (auto& b : st.outbuf) v.insert(v.end(), b.begin(), b.end());
  return v;
}

bool is_canary_buf(const std::vector<double>& b) {
  const unsigned char* p = reinterpret_cast<const unsigned char*>(b.data());
  for (std::size_t i = 0; i < b.size() * sizeof(double); ++i)
    if (p[i] != 0xA5) return false;
  return true;
}

Scenario op_scenario(std::vector<In> ins, Shapes outs, OpFn op) {
  auto st = std::make_shared<OpSt>();
  Scenario s;
  s.setup = [=] {
    ASSERT_EQ(tf_engine_create_serial(&st->e), TF_OK);
    st->data.clear();
    st->in.clear();
    for (std::size_t i = 0; i < ins.size(); ++i) {
      st->data.push_back(iota((int)ins[i].n, 0.3 + 0.2 * (double)i));
      tf_tensor* t = nullptr;
      ASSERT_EQ(tf_tensor_wrap(TF_F64, (int32_t)ins[i].shape.size(), ins[i].shape.data(),
                               ins[i].strides.empty() ? nullptr : ins[i].strides.data(),
                               st->data.back().data(), &t),
                TF_OK);
      st->in.push_back(t);
    }
    st->outbuf.clear();
    st->out.clear();
    for (const auto& shape : outs) {
      std::size_t n = 1;
      for (int64_t d : shape) n *= (std::size_t)d;
      st->outbuf.emplace_back(n);
      std::memset(st->outbuf.back().data(), 0xA5, n * sizeof(double));
      tf_tensor* t = nullptr;
      ASSERT_EQ(tf_tensor_wrap(TF_F64, (int32_t)shape.size(), shape.data(), nullptr,
                               st->outbuf.back().data(), &t),
                TF_OK);
      st->out.push_back(t);
    }
    for (tf_tensor*& t : st->r) t = sentinel<tf_tensor>();
  };
  s.op = [=] { return op(st->e, st->in, st->out, st->r); };
  s.check = [=](tf_status r) {
    if (r != TF_OK) {
      for (tf_tensor* t : st->r) EXPECT_EQ(t, sentinel<tf_tensor>()) << "result set on failure";
      for (auto& b : st->outbuf)
        EXPECT_TRUE(is_canary_buf(b)) << "output changed by a failing call";
      ASSERT_EQ(op(st->e, st->in, st->out, st->r), TF_OK) << "retry: " << tf_last_error();
    }
    auto got = collect(*st);
    if (!st->have_want) {
      st->want = got;
      st->have_want = true;
    } else {
      expect_close(got, st->want, "result after an injected failure");
    }
    engine_works(st->e);
  };
  s.teardown = [=] {
    for (tf_tensor* t : st->r)
      if (t != sentinel<tf_tensor>()) tf_tensor_release(t);
    for (tf_tensor* t : st->in) tf_tensor_release(t);
    for (tf_tensor* t : st->out) tf_tensor_release(t);
    tf_engine_destroy(st->e);
  };
  // The reference: one clean run.
  s.setup();
  EXPECT_EQ(s.op(), TF_OK) << tf_last_error();
  s.check(TF_OK);
  s.teardown();
  return s;
}

In rm(std::vector<int64_t> shape) {
  std::size_t n = 1;
  for (int64_t d : shape) n *= (std::size_t)d;
  return In{shape, {}, n};
}

const tf_scalar kOneS{1, 0}, kHalfS{0.5, 0};

Scenario unary_exp() {
  return op_scenario({rm({6, 7})}, {}, [](tf_engine* e, const Tensors& in, const Tensors&,
                                          tf_tensor** r) {
    return tf_unary(e, TF_UNARY_EXP, in[0], &r[0]);
  });
}
Scenario binary_into_broadcast() {
  return op_scenario({rm({5, 6}), In{{6}, {2}, 12}}, {{5, 6}},
                     [](tf_engine* e, const Tensors& in, const Tensors& out, tf_tensor**) {
                       return tf_binary_into(e, TF_BINARY_MUL, in[0], in[1], out[0]);
                     });
}
Scenario reduce_sum(bool into) {
  // Column-major view of a 7x9 (strides 1, 7), reduced over axis 0.
  return op_scenario({In{{7, 9}, {1, 7}, 63}}, into ? Shapes{{9}} : Shapes{},
                     [into](tf_engine* e, const Tensors& in, const Tensors& out, tf_tensor** r) {
                       const int32_t axes[1] = {0};
                       return into ? tf_reduce_into(e, TF_REDUCE_SUM, in[0], 1, axes, 0, out[0])
                                   : tf_reduce(e, TF_REDUCE_MEAN, in[0], 1, axes, 1, &r[0]);
                     });
}
Scenario einsum3() {
  // Three operands: a path search, two pairwise steps, one intermediate.
  return op_scenario({rm({3, 4}), rm({4, 5}), rm({5, 2})}, {},
                     [](tf_engine* e, const Tensors& in, const Tensors&, tf_tensor** r) {
                       const tf_tensor* ops[3] = {in[0], in[1], in[2]};
                       return tf_einsum(e, "ij,jk,kl->il", 3, ops, nullptr, &r[0]);
                     });
}
Scenario einsum_acc_strided() {
  // A strided operand whose labels do not merge: copied into scratch.
  return op_scenario({In{{3, 4, 5}, {40, 10, 2}, 120}, rm({5, 4})}, {{3}},
                     [](tf_engine* e, const Tensors& in, const Tensors& out, tf_tensor**) {
                       const tf_tensor* ops[2] = {in[0], in[1]};
                       return tf_einsum_acc(e, "ijk,kj->i", 2, ops, nullptr, kOneS, kHalfS,
                                            out[0]);
                     });
}
Scenario tensordot_alloc() {
  return op_scenario({rm({3, 4, 5}), rm({5, 4, 2})}, {},
                     [](tf_engine* e, const Tensors& in, const Tensors&, tf_tensor** r) {
                       const int32_t aa[2] = {1, 2}, ab[2] = {1, 0};
                       return tf_tensordot(e, in[0], in[1], 2, aa, ab, 0, 0, &r[0]);
                     });
}
Scenario svd_alloc() {
  return op_scenario({rm({2, 6, 4})}, {},
                     [](tf_engine* e, const Tensors& in, const Tensors&, tf_tensor** r) {
                       return tf_svd(e, in[0], nullptr, &r[0], &r[1], &r[2], nullptr);
                     });
}
Scenario svd_into_truncated() {
  // Capacity 3, truncated to rank 2 (zeros beyond).
  return op_scenario({In{{5, 4}, {1, 5}, 20}}, {{5, 3}, {3}, {3, 4}},
                     [](tf_engine* e, const Tensors& in, const Tensors& out, tf_tensor**) {
                       tf_svd_options o{};
                       o.struct_size = sizeof o;
                       o.max_rank = 2;
                       tf_svd_info info{};
                       info.struct_size = sizeof info;
                       return tf_svd_into(e, in[0], &o, out[0], out[1], out[2], &info);
                     });
}
Scenario qr(bool into) {
  return op_scenario({In{{6, 4}, {1, 6}, 24}}, into ? Shapes{{6, 4}, {4, 4}} : Shapes{},
                     [into](tf_engine* e, const Tensors& in, const Tensors& out, tf_tensor** r) {
                       return into ? tf_qr_into(e, in[0], 1, out[0], out[1])
                                   : tf_qr(e, in[0], 1, &r[0], &r[1]);
                     });
}

// Programs: x (5x4, or dynamic x 4) and w (4x3) -> t = x @ w (an
// intermediate in the arena), z = t^T @ t, g = x^T @ x; outputs z (3x3)
// and g (4x4).
tf_program* record_program(bool dynamic) {
  int64_t sx[2] = {dynamic ? TF_DYNAMIC : 5, 4}, sw[2] = {4, 3};
  int32_t x, w, t, z, g;
  tf_program* p = nullptr;
  const tf_scalar one{1, 0}, zero{0, 0};
  EXPECT_EQ(tf_program_create(&p), TF_OK);
  EXPECT_EQ(tf_program_input(p, TF_F64, 2, sx, &x), TF_OK);
  EXPECT_EQ(tf_program_input(p, TF_F64, 2, sw, &w), TF_OK);
  EXPECT_EQ(tf_program_matmul(p, x, w, &t), TF_OK);
  EXPECT_EQ(tf_program_matmul_acc(p, TF_OP_T, t, TF_OP_N, t, one, zero, -1, &z), TF_OK);
  EXPECT_EQ(tf_program_matmul_acc(p, TF_OP_T, x, TF_OP_N, x, one, zero, -1, &g), TF_OK);
  EXPECT_EQ(tf_program_output(p, z), TF_OK);
  EXPECT_EQ(tf_program_output(p, g), TF_OK);
  return p;
}

// stage 0: tf_program_prepare (static shapes: planned at prepare);
// 1: first tf_program_run (dynamic extent: planned at the run);
// 2: first tf_program_run_alloc (same).
Scenario program(int stage) {
  struct St {
    tf_engine* e = nullptr;
    tf_program* p = nullptr;
    tf_prepared* pp = nullptr;
    std::vector<double> xd = iota(20, 0.1), wd = iota(12, 0.7);
    tf_tensor *x = nullptr, *w = nullptr;
    std::vector<double> tb, zb;
    tf_tensor* outs[2];  // run: wrapped over tb (z) / zb (g); run_alloc: results
    std::vector<double> want;
  };
  auto st = std::make_shared<St>();
  auto run = [st](int how) -> tf_status {  // 0: run into tb/zb, 1: run_alloc
    const tf_tensor* in[2] = {st->x, st->w};
    if (how == 0) return tf_program_run(st->e, st->pp, in, 2, st->outs, 2);
    return tf_program_run_alloc(st->e, st->pp, in, 2, st->outs, 2);
  };
  auto results = [st](int how) {
    std::vector<double> v;
    if (how == 0) {
      v = st->tb;
      v.insert(v.end(), st->zb.begin(), st->zb.end());
    } else {
      v = read(st->outs[0], 9);
      auto z = read(st->outs[1], 16);
      v.insert(v.end(), z.begin(), z.end());
    }
    return v;
  };
  Scenario s;
  s.setup = [=] {
    ASSERT_EQ(tf_engine_create_serial(&st->e), TF_OK);
    st->p = record_program(stage != 0);
    st->pp = reinterpret_cast<tf_prepared*>(kSentinel);
    if (stage != 0) ASSERT_EQ(tf_program_prepare(st->e, st->p, nullptr, &st->pp), TF_OK);
    int64_t sx[2] = {5, 4}, sw[2] = {4, 3}, stt[2] = {3, 3}, sz[2] = {4, 4};
    ASSERT_EQ(tf_tensor_wrap(TF_F64, 2, sx, nullptr, st->xd.data(), &st->x), TF_OK);
    ASSERT_EQ(tf_tensor_wrap(TF_F64, 2, sw, nullptr, st->wd.data(), &st->w), TF_OK);
    st->tb.assign(9, 0.0);
    st->zb.assign(16, 0.0);
    std::memset(st->tb.data(), 0xA5, 9 * sizeof(double));
    std::memset(st->zb.data(), 0xA5, 16 * sizeof(double));
    if (stage == 2) {
      st->outs[0] = st->outs[1] = sentinel<tf_tensor>();
    } else {
      ASSERT_EQ(tf_tensor_wrap(TF_F64, 2, stt, nullptr, st->tb.data(), &st->outs[0]), TF_OK);
      ASSERT_EQ(tf_tensor_wrap(TF_F64, 2, sz, nullptr, st->zb.data(), &st->outs[1]), TF_OK);
    }
  };
  s.op = [=] {
    if (stage == 0) return tf_program_prepare(st->e, st->p, nullptr, &st->pp);
    return run(stage == 2 ? 1 : 0);
  };
  s.check = [=](tf_status r) {
    const int how = stage == 2 ? 1 : 0;
    if (r != TF_OK) {
      if (stage == 0) {
        EXPECT_EQ(st->pp, reinterpret_cast<tf_prepared*>(kSentinel));
        ASSERT_EQ(tf_program_prepare(st->e, st->p, nullptr, &st->pp), TF_OK) << tf_last_error();
      } else if (stage == 2) {
        EXPECT_EQ(st->outs[0], sentinel<tf_tensor>());
        EXPECT_EQ(st->outs[1], sentinel<tf_tensor>());
      } else {
        EXPECT_TRUE(is_canary_buf(st->tb) && is_canary_buf(st->zb))
            << "output changed by a failing run";
      }
      // The prepared handle stays usable after a failed run.
      if (stage != 0) ASSERT_EQ(run(how), TF_OK) << "retry: " << tf_last_error();
    }
    if (stage == 0) ASSERT_EQ(run(0), TF_OK) << tf_last_error();
    auto got = results(how);
    if (st->want.empty()) st->want = got;
    else expect_close(got, st->want, "program result after an injected failure");
    engine_works(st->e);
  };
  s.teardown = [=] {
    if (stage == 2) {
      for (tf_tensor* t : st->outs)
        if (t != sentinel<tf_tensor>()) tf_tensor_release(t);
    } else {
      tf_tensor_release(st->outs[0]);
      tf_tensor_release(st->outs[1]);
    }
    if (st->pp != reinterpret_cast<tf_prepared*>(kSentinel)) tf_prepared_release(st->pp);
    tf_program_release(st->p);
    tf_tensor_release(st->x);
    tf_tensor_release(st->w);
    tf_engine_destroy(st->e);
  };
  // Reference from a clean run.
  s.setup();
  EXPECT_EQ(s.op(), TF_OK) << tf_last_error();
  s.check(TF_OK);
  s.teardown();
  return s;
}

// DLPack import: the deleter is called exactly once whatever happens: at
// once when the import fails (out of memory included), else when the
// tensor is released.
std::atomic<int> g_dl_deleted{0};
void dl_count(tf_dl_managed_tensor*) { ++g_dl_deleted; }
void dl_count_v(tf_dl_managed_tensor_versioned*) { ++g_dl_deleted; }

Scenario dlpack_import(bool versioned) {
  struct St {
    std::vector<double> data = iota(12, 0.9);
    int64_t shape[2] = {3, 4}, strides[2] = {1, 3};  // column-major
    tf_dl_managed_tensor m;
    tf_dl_managed_tensor_versioned mv;
    tf_tensor* t;
  };
  auto st = std::make_shared<St>();
  auto fill = [st] {
    tf_dl_tensor d{};
    d.data = st->data.data();
    d.device.device_type = TF_DL_CPU;
    d.ndim = 2;
    d.dtype.code = TF_DL_FLOAT;
    d.dtype.bits = 64;
    d.dtype.lanes = 1;
    d.shape = st->shape;
    d.strides = st->strides;
    st->m = tf_dl_managed_tensor{};
    st->m.dl_tensor = d;
    st->m.deleter = dl_count;
    st->mv = tf_dl_managed_tensor_versioned{};
    st->mv.version.major = TF_DLPACK_VERSION_MAJOR;
    st->mv.dl_tensor = d;
    st->mv.deleter = dl_count_v;
  };
  auto import = [st, versioned] {
    return versioned ? tf_tensor_from_dlpack_versioned(&st->mv, 0, &st->t)
                     : tf_tensor_from_dlpack(&st->m, &st->t);
  };
  Scenario s;
  s.setup = [=] {
    fill();
    st->t = sentinel<tf_tensor>();
    g_dl_deleted = 0;
  };
  s.op = import;
  s.check = [=](tf_status r) {
    if (r != TF_OK) {
      EXPECT_EQ(st->t, sentinel<tf_tensor>());
      EXPECT_EQ(g_dl_deleted.load(), 1) << "deleter not called exactly once on failure";
      fill();
      g_dl_deleted = 0;
      ASSERT_EQ(import(), TF_OK) << "retry: " << tf_last_error();
    }
    EXPECT_EQ(g_dl_deleted.load(), 0) << "deleter called while the tensor lives";
    std::vector<double> want(12);
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 4; ++j) want[i * 4 + j] = st->data[i + 3 * j];
    expect_close(read(st->t, 12), want, "imported tensor");
    tf_tensor_release(st->t);
    st->t = nullptr;
    EXPECT_EQ(g_dl_deleted.load(), 1) << "deleter not called exactly once after release";
  };
  s.teardown = [=] {};
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
      {"unary exp", [] { return unary_exp(); }},
      {"binary_into broadcast", [] { return binary_into_broadcast(); }},
      {"reduce mean keepdims", [] { return reduce_sum(false); }},
      {"reduce_into sum", [] { return reduce_sum(true); }},
      {"einsum 3 operands", [] { return einsum3(); }},
      {"einsum_acc strided (scratch)", [] { return einsum_acc_strided(); }},
      {"tensordot", [] { return tensordot_alloc(); }},
      {"svd batched", [] { return svd_alloc(); }},
      {"svd_into truncated", [] { return svd_into_truncated(); }},
      {"qr", [] { return qr(false); }},
      {"qr_into", [] { return qr(true); }},
      {"program_prepare", [] { return program(0); }},
      {"program_run first (dynamic)", [] { return program(1); }},
      {"program_run_alloc first (dynamic)", [] { return program(2); }},
      {"tensor_from_dlpack", [] { return dlpack_import(false); }},
      {"tensor_from_dlpack_versioned", [] { return dlpack_import(true); }},
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
                         ::testing::Combine(::testing::Range(0, (int)scenarios().size()),
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
  EXPECT_GT(total, (long)scenarios().size());
}

}  // namespace
