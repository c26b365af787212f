// bench_elementwise.cpp: elementwise add and a last-axis sum through
// tenferro's C API against plain -O3 loops on the same data, and the same add
// with 2 workers against 1. Medians of 5 repetitions; ratios.py turns them
// into the targets of issue 3:
//   add 10^6 f64, tf_add_into serial      >= 0.8x the plain loop's throughput
//   add 10^6 f64, 2 workers vs 1 worker   >= 1.5x
//   sum over the last axis of 1000x1000   >= 0.8x the plain loop
#include <benchmark/benchmark.h>

#include "../native_blas.hpp"

#include <cstdio>
#include <cstdlib>
#include <vector>

#include "tenferro.h"

namespace {

constexpr int kReps = 5;
constexpr int64_t kN = 1000000;
constexpr int64_t kRows = 1000, kCols = 1000;

void check(tf_status s, const char* what) {
  if (s != TF_OK) {
    std::fprintf(stderr, "%s: %s\n", what, tf_last_error());
    std::abort();
  }
}

struct Vectors {
  std::vector<double> a, b, c;
  Vectors() : a(kN), b(kN), c(kN) {
    for (int64_t i = 0; i < kN; ++i) { a[i] = 0.5 + (double)(i % 7); b[i] = 1.0 / (1 + i % 5); }
  }
};
Vectors& vecs() { static Vectors v; return v; }

// The peer: what a user writes by hand.
__attribute__((noinline)) void plain_add(const double* a, const double* b, double* c, int64_t n) {
  for (int64_t i = 0; i < n; ++i) c[i] = a[i] + b[i];
}
__attribute__((noinline)) void plain_row_sums(const double* x, double* s, int64_t rows,
                                              int64_t cols) {
  for (int64_t i = 0; i < rows; ++i) {
    double acc = 0.0;
    for (int64_t j = 0; j < cols; ++j) acc += x[i * cols + j];
    s[i] = acc;
  }
}

void BM_add_plain(benchmark::State& st) {
  Vectors& v = vecs();
  for (auto _ : st) {
    plain_add(v.a.data(), v.b.data(), v.c.data(), kN);
    benchmark::ClobberMemory();
  }
  st.SetItemsProcessed(st.iterations() * kN);
}

// threads: 0 = serial engine, else a pooled engine with that many threads.
void BM_add_tf(benchmark::State& st) {
  Vectors& v = vecs();
  tf_engine* e;
  if (st.range(0) == 0) check(tf_engine_create_serial(&e), "engine");
  else check(tf_engine_create_pooled((int32_t)st.range(0), &e), "engine");
  tf_tensor *a, *b, *c;
  const int64_t shape[1] = {kN};
  check(tf_tensor_wrap(TF_F64, 1, shape, nullptr, v.a.data(), &a), "wrap");
  check(tf_tensor_wrap(TF_F64, 1, shape, nullptr, v.b.data(), &b), "wrap");
  check(tf_tensor_wrap(TF_F64, 1, shape, nullptr, v.c.data(), &c), "wrap");
  for (auto _ : st) {
    check(tf_add_into(e, a, b, c), "tf_add_into");
    benchmark::ClobberMemory();
  }
  st.SetItemsProcessed(st.iterations() * kN);
  tf_tensor_release(a);
  tf_tensor_release(b);
  tf_tensor_release(c);
  tf_engine_destroy(e);
}

struct Matrix {
  std::vector<double> x, s;
  Matrix() : x(kRows * kCols), s(kRows) {
    for (int64_t i = 0; i < kRows * kCols; ++i) x[i] = (double)(i % 13) * 0.25;
  }
};
Matrix& mat() { static Matrix m; return m; }

void BM_sum_last_plain(benchmark::State& st) {
  Matrix& m = mat();
  for (auto _ : st) {
    plain_row_sums(m.x.data(), m.s.data(), kRows, kCols);
    benchmark::ClobberMemory();
  }
  st.SetItemsProcessed(st.iterations() * kRows * kCols);
}

void BM_sum_last_tf(benchmark::State& st) {
  Matrix& m = mat();
  tf_engine* e;
  check(tf_engine_create_serial(&e), "engine");
  tf_tensor *x, *s;
  const int64_t shape[2] = {kRows, kCols}, oshape[1] = {kRows};
  const int32_t axis[1] = {1};
  check(tf_tensor_wrap(TF_F64, 2, shape, nullptr, m.x.data(), &x), "wrap");
  check(tf_tensor_wrap(TF_F64, 1, oshape, nullptr, m.s.data(), &s), "wrap");
  for (auto _ : st) {
    check(tf_reduce_into(e, TF_REDUCE_SUM, x, 1, axis, 0, s), "tf_reduce_into");
    benchmark::ClobberMemory();
  }
  st.SetItemsProcessed(st.iterations() * kRows * kCols);
  tf_tensor_release(x);
  tf_tensor_release(s);
  tf_engine_destroy(e);
}

}  // namespace

BENCHMARK(BM_add_plain)->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();
BENCHMARK(BM_add_tf)->ArgName("threads")->Arg(0)->Arg(2)
    ->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();
BENCHMARK(BM_sum_last_plain)->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();
BENCHMARK(BM_sum_last_tf)->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();

TF_BENCHMARK_MAIN("bench_elementwise")
