// concurrency_test.cpp -- the threading contract of tenferro.h, exercised:
//   - one plan cache shared by engines on several threads, matmuls of mixed
//     shapes (a small cache forces evictions; one thread clears it now and
//     then), every result checked;
//   - tensors released on threads other than their engine's, also after the
//     engine is destroyed;
//   - several pooled engines used at once from different threads;
//   - (debug builds) one engine used by two threads at once: every call either
//     succeeds correctly or fails with "used by two threads at once".
// Under ThreadSanitizer (scripts/sanitize.sh) libgomp and OpenBLAS are not
// instrumented, so the sizes stay below the point where a call gives BLAS
// more than one thread; a pooled engine's split batch runs on tenferro's
// own team (run_parts), which TSan sees. The regular build also runs the
// large sizes.
#include <gtest/gtest.h>

#include <atomic>
#include <cmath>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "tenferro.h"

#include "../under_tsan.h"

namespace {

struct Dims {
  int64_t batch, m, k, n;
};

// Mixed shapes: small kernels, BLAS-sized, batched. Large ones only without TSan.
std::vector<Dims> shapes() {
  std::vector<Dims> v = {{1, 2, 3, 4}, {1, 5, 5, 5},  {1, 7, 3, 9},  {2, 4, 6, 3},
                         {1, 16, 8, 12}, {3, 9, 9, 9}, {1, 33, 17, 5}, {1, 50, 45, 41},
                         {16, 48, 48, 48}};  // a pooled engine splits this batch
  if (!TF_UNDER_TSAN) v.push_back({1, 120, 100, 90});
  return v;
}

double val(int64_t i, int salt) { return std::fmod(i * 0.618 + salt * 0.1, 2.0) - 1.0; }

// Computes a product with e and checks it against a reference; returns false
// with a message on mismatch.
::testing::AssertionResult product_ok(tf_engine* e, const Dims& d, int salt,
                                      tf_status* status_out = nullptr) {
  std::vector<double> A(d.batch * d.m * d.k), B(d.batch * d.k * d.n),
      C(d.batch * d.m * d.n, -7.0);
  for (std::size_t i = 0; i < A.size(); ++i) A[i] = val(i, salt);
  for (std::size_t i = 0; i < B.size(); ++i) B[i] = val(i, salt + 1);
  int64_t sa[3] = {d.batch, d.m, d.k}, sb[3] = {d.batch, d.k, d.n};
  tf_tensor *a, *b, *c = nullptr;
  if (tf_tensor_wrap(TF_F64, 3, sa, nullptr, A.data(), &a) != TF_OK ||
      tf_tensor_wrap(TF_F64, 3, sb, nullptr, B.data(), &b) != TF_OK)
    return ::testing::AssertionFailure() << "wrap: " << tf_last_error();
  tf_status st = tf_matmul(e, a, b, &c);
  if (status_out) *status_out = st;
  if (st != TF_OK) {
    std::string msg = tf_last_error();
    tf_tensor_release(a);
    tf_tensor_release(b);
    if (status_out) return ::testing::AssertionSuccess() << msg;
    return ::testing::AssertionFailure() << "matmul: " << tf_status_name(st) << " " << msg;
  }
  st = tf_tensor_read(c, TF_ROW_MAJOR, C.data(), C.size() * sizeof(double));
  tf_tensor_release(c);
  tf_tensor_release(a);
  tf_tensor_release(b);
  if (st != TF_OK) return ::testing::AssertionFailure() << "read: " << tf_last_error();
  for (int64_t q = 0; q < d.batch; ++q)
    for (int64_t i = 0; i < d.m; ++i)
      for (int64_t j = 0; j < d.n; ++j) {
        double s = 0;
        for (int64_t p = 0; p < d.k; ++p)
          s += A[(q * d.m + i) * d.k + p] * B[(q * d.k + p) * d.n + j];
        double got = C[(q * d.m + i) * d.n + j];
        if (std::fabs(got - s) > 1e-9 * (1 + std::fabs(s)))
          return ::testing::AssertionFailure()
                 << "wrong result " << got << " != " << s << " for " << d.batch << "x" << d.m
                 << "x" << d.k << "x" << d.n;
      }
  return ::testing::AssertionSuccess();
}

tf_engine* make_engine(bool pooled, int threads, tf_plan_cache* cache) {
  tf_engine_options o{};
  o.struct_size = sizeof o;
  o.kind = pooled ? TF_ENGINE_POOLED : TF_ENGINE_SERIAL;
  o.num_threads = threads;
  o.plan_cache = cache;
  tf_engine* e = nullptr;
  EXPECT_EQ(tf_engine_create(&o, &e), TF_OK) << tf_last_error();
  return e;
}

TEST(Concurrency, SharedPlanCacheMixedShapes) {
  tf_plan_cache_options co{sizeof co, 6, 0};  // small: evictions under contention
  tf_plan_cache* cache = nullptr;
  ASSERT_EQ(tf_plan_cache_create(&co, &cache), TF_OK);
  const auto dims = shapes();
  const int kThreads = 4, kIters = TF_UNDER_TSAN ? 60 : 150;
  std::atomic<int> failures{0};
  std::vector<std::thread> ts;
  // Engines are made before the caller drops its reference (made inside the
  // threads, a late thread could retain a cache already freed: ASan
  // heap-use-after-free under load). Thread 3's engine is pooled; under TSan
  // its calls here stay on one worker (sizes) and may split otherwise.
  tf_engine* engines[kThreads];
  for (int t = 0; t < kThreads; ++t) engines[t] = make_engine(t == 3, 2, cache);
  for (int t = 0; t < kThreads; ++t)
    ts.emplace_back([&, t] {
      tf_engine* e = engines[t];
      for (int i = 0; i < kIters; ++i) {
        const Dims& d = dims[(i * 7 + t * 3) % dims.size()];
        auto r = product_ok(e, d, i + t);
        if (!r) {
          ADD_FAILURE() << "thread " << t << ": " << r.message();
          ++failures;
          break;
        }
        if (t == 0 && i % 25 == 24) EXPECT_EQ(tf_plan_cache_clear(cache), TF_OK);
      }
      tf_engine_destroy(e);
    });
  // The caller may drop its reference while engines still use the cache.
  tf_plan_cache_release(cache);
  for (auto& th : ts) th.join();
  EXPECT_EQ(failures.load(), 0);
}

// A queue of tensors handed from producers to a releasing thread.
struct TensorQueue {
  std::mutex mu;
  std::condition_variable cv;
  std::deque<tf_tensor*> q;
  bool done = false;
  void push(tf_tensor* t) {
    std::lock_guard<std::mutex> l(mu);
    q.push_back(t);
    cv.notify_one();
  }
};

TEST(Concurrency, TensorsReleasedOnOtherThreads) {
  const int kProducers = 3, kPerProducer = TF_UNDER_TSAN ? 150 : 400;
  TensorQueue tq;
  std::vector<tf_tensor*> survivors[kProducers];  // released after the engines die
  std::thread releaser([&] {
    std::unique_lock<std::mutex> l(tq.mu);
    for (;;) {
      tq.cv.wait(l, [&] { return !tq.q.empty() || tq.done; });
      if (tq.q.empty() && tq.done) return;
      tf_tensor* t = tq.q.front();
      tq.q.pop_front();
      l.unlock();
      // Read it (the storage must be intact) and release it here.
      int64_t n = 0;
      EXPECT_EQ(tf_tensor_numel(t, &n), TF_OK);
      std::vector<double> buf(n);
      EXPECT_EQ(tf_tensor_read(t, TF_ROW_MAJOR, buf.data(), n * sizeof(double)), TF_OK);
      for (double x : buf) EXPECT_EQ(x, 0.0);
      tf_tensor_release(t);
      l.lock();
    }
  });
  std::vector<std::thread> producers;
  for (int p = 0; p < kProducers; ++p)
    producers.emplace_back([&, p] {
      tf_engine* e = make_engine(p == 2, 2, nullptr);
      for (int i = 0; i < kPerProducer; ++i) {
        int64_t shape[2] = {1 + i % 9, 1 + (i * 5) % 13};
        tf_tensor* t = nullptr;
        ASSERT_EQ(tf_tensor_zeros(e, TF_F64, 2, shape, TF_ROW_MAJOR, &t), TF_OK);
        if (i % 10 == 0) survivors[p].push_back(t);
        else tq.push(t);
        // Keep the pool busy on this thread while blocks come back elsewhere.
        if (i % 3 == 0) {
          auto r = product_ok(e, Dims{1, 4, 4, 4}, i);
          EXPECT_TRUE(r) << r.message();
        }
      }
      tf_engine_destroy(e);  // tensors made by e outlive it
    });
  for (auto& th : producers) th.join();
  {
    std::lock_guard<std::mutex> l(tq.mu);
    for (auto& v : survivors)
      for (tf_tensor* t : v) tq.q.push_back(t);  // released after their engines died
    tq.done = true;
    tq.cv.notify_one();
  }
  releaser.join();
}

TEST(Concurrency, SeveralPooledEnginesAtOnce) {
  const auto dims = shapes();
  const int kThreads = 3, kIters = TF_UNDER_TSAN ? 40 : 60;
  std::vector<std::thread> ts;
  std::atomic<int> failures{0};
  for (int t = 0; t < kThreads; ++t)
    ts.emplace_back([&, t] {
      tf_engine* e = make_engine(true, 2, nullptr);
      for (int i = 0; i < kIters; ++i) {
        auto r = product_ok(e, dims[(i + t) % dims.size()], i * 3 + t);
        if (!r) {
          ADD_FAILURE() << "pooled engine " << t << ": " << r.message();
          ++failures;
          break;
        }
      }
      tf_engine_stats s{};
      s.struct_size = sizeof s;
      EXPECT_EQ(tf_engine_get_stats(e, &s), TF_OK);
      EXPECT_GE(s.calls, (uint64_t)kIters);
      tf_engine_destroy(e);
    });
  for (auto& th : ts) th.join();
  EXPECT_EQ(failures.load(), 0);
}

#ifndef NDEBUG
// Debug builds check the one-thread-at-a-time contract: two threads on one
// engine get correct results or a clear error, never corrupted state.
TEST(Concurrency, OneEngineTwoThreadsIsDetected) {
  tf_engine* e = make_engine(false, 1, nullptr);
  std::atomic<int> detected{0}, ok{0}, wrong{0};
  std::vector<std::thread> ts;
  for (int t = 0; t < 2; ++t)
    ts.emplace_back([&, t] {
      for (int i = 0; i < 300; ++i) {
        tf_status st = TF_OK;
        auto r = product_ok(e, Dims{1, 6, 5, 7}, i + 100 * t, &st);
        if (st == TF_OK && r) ++ok;
        else if (st == TF_ERR_INVALID_ARGUMENT &&
                 std::string(r.message()).find("two threads at once") != std::string::npos)
          ++detected;
        else {
          ++wrong;
          ADD_FAILURE() << tf_status_name(st) << " " << r.message();
        }
      }
    });
  for (auto& th : ts) th.join();
  std::printf("  one engine, two threads: %d calls succeeded, %d overlaps detected\n",
              ok.load(), detected.load());
  EXPECT_EQ(wrong.load(), 0);
  EXPECT_GT(ok.load(), 0);
  // The engine is intact afterwards.
  EXPECT_TRUE(product_ok(e, Dims{1, 9, 9, 9}, 1));
  tf_engine_destroy(e);
}
#endif

}  // namespace
