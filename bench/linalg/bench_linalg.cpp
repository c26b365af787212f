// tenferro-bench-linalg: tenferro's linear algebra vs the same LAPACK calls
// made by hand on the same data (f64, column-major n x n, n = 4, 16, 64, 128).
//
// Pairs (same data, real time, medians of 5 repetitions):
//   BM_tf_svd/N   vs BM_lapack_svd/N    tf_svd_into        vs copy + dgesdd_('S')
//   BM_tf_qr/N    vs BM_lapack_qr/N     tf_qr_into         vs copy + dgeqrf_ + copy R + dorgqr_
//   BM_tf_eigh/N  vs BM_lapack_eigh/N   tf_eigh_into       vs copy + dsyevd_('V', 'L')
//   BM_tf_solve/N vs BM_lapack_solve/N  tf_solve_into (1 rhs) vs copy A, b + dgesv_
// tenferro runs on a serial engine; the hand calls run with the OpenMP ICV
// set to 1 (one OpenBLAS thread), workspaces queried once outside the loop.
// Both copy the input first because LAPACK overwrites it.
#include <benchmark/benchmark.h>

#include "../native_blas.hpp"
#include <omp.h>

#include <algorithm>
#include <cstring>

#include "bench_common.hpp"

extern "C" {
void dgesdd_(const char*, const int*, const int*, double*, const int*, double*, double*,
             const int*, double*, const int*, double*, const int*, int*, int*, size_t);
void dgeqrf_(const int*, const int*, double*, const int*, double*, double*, const int*, int*);
void dorgqr_(const int*, const int*, const int*, double*, const int*, const double*, double*,
             const int*, int*);
void dsyevd_(const char*, const char*, const int*, double*, const int*, double*, double*,
             const int*, int*, const int*, int*, size_t, size_t);
void dgesv_(const int*, const int*, double*, const int*, int*, double*, const int*, int*);
}

namespace {

using namespace bench;

tf_engine* engine() {
  static tf_engine* e = [] {
    tf_engine* x;
    check(tf_engine_create_serial(&x), "engine");
    return x;
  }();
  return e;
}

// ------------------------------------------------------------------ tenferro
void BM_tf_svd(benchmark::State& st) {
  const int n = (int)st.range(0);
  Data* d = data(n);
  std::vector<double> u((size_t)n * n), s((size_t)n), vt((size_t)n * n);
  tf_tensor *a = colmajor(d->A.data(), n, n), *tu = colmajor(u.data(), n, n),
            *tv = colmajor(vt.data(), n, n);
  int64_t sn = n;
  tf_tensor* ts;
  check(tf_tensor_wrap(TF_F64, 1, &sn, nullptr, s.data(), &ts), "wrap");
  for (auto _ : st) check(tf_svd_into(engine(), a, nullptr, tu, ts, tv, nullptr), "svd");
  for (tf_tensor* t : {a, tu, ts, tv}) tf_tensor_release(t);
}

void BM_tf_qr(benchmark::State& st) {
  const int n = (int)st.range(0);
  Data* d = data(n);
  std::vector<double> q((size_t)n * n), r((size_t)n * n);
  tf_tensor *a = colmajor(d->A.data(), n, n), *tq = colmajor(q.data(), n, n),
            *tr = colmajor(r.data(), n, n);
  for (auto _ : st) check(tf_qr_into(engine(), a, 0, tq, tr), "qr");
  for (tf_tensor* t : {a, tq, tr}) tf_tensor_release(t);
}

void BM_tf_eigh(benchmark::State& st) {
  const int n = (int)st.range(0);
  Data* d = data(n);
  std::vector<double> w((size_t)n), v((size_t)n * n);
  tf_tensor *a = colmajor(d->S.data(), n, n), *tv = colmajor(v.data(), n, n);
  int64_t sn = n;
  tf_tensor* tw;
  check(tf_tensor_wrap(TF_F64, 1, &sn, nullptr, w.data(), &tw), "wrap");
  for (auto _ : st) check(tf_eigh_into(engine(), a, tw, tv), "eigh");
  for (tf_tensor* t : {a, tw, tv}) tf_tensor_release(t);
}

void BM_tf_solve(benchmark::State& st) {
  const int n = (int)st.range(0);
  Data* d = data(n);
  std::vector<double> x((size_t)n);
  tf_tensor *a = colmajor(d->A.data(), n, n), *b = colmajor(d->B.data(), n, 1),
            *tx = colmajor(x.data(), n, 1);
  for (auto _ : st) check(tf_solve_into(engine(), a, b, tx), "solve");
  for (tf_tensor* t : {a, b, tx}) tf_tensor_release(t);
}

// ------------------------------------------------------------------ by hand
struct OneThread {
  int saved = omp_get_max_threads();
  OneThread() { omp_set_num_threads(1); }
  ~OneThread() { omp_set_num_threads(saved); }
};

void BM_lapack_svd(benchmark::State& st) {
  OneThread one;
  const int n = (int)st.range(0), m1 = -1;
  Data* d = data(n);
  std::vector<double> a((size_t)n * n), u((size_t)n * n), s((size_t)n), vt((size_t)n * n);
  std::vector<int> iw((size_t)8 * n);
  double wq;
  int info;
  dgesdd_("S", &n, &n, a.data(), &n, s.data(), u.data(), &n, vt.data(), &n, &wq, &m1, iw.data(), &info, 1);
  int lw = (int)wq + 1;
  std::vector<double> work((size_t)lw);
  for (auto _ : st) {
    std::memcpy(a.data(), d->A.data(), sizeof(double) * n * n);
    dgesdd_("S", &n, &n, a.data(), &n, s.data(), u.data(), &n, vt.data(), &n, work.data(), &lw, iw.data(), &info, 1);
    benchmark::DoNotOptimize(s.data());
  }
}

void BM_lapack_qr(benchmark::State& st) {
  OneThread one;
  const int n = (int)st.range(0), m1 = -1;
  Data* d = data(n);
  std::vector<double> a((size_t)n * n), r((size_t)n * n), tau((size_t)n);
  double wq, wq2;
  int info;
  dgeqrf_(&n, &n, a.data(), &n, tau.data(), &wq, &m1, &info);
  dorgqr_(&n, &n, &n, a.data(), &n, tau.data(), &wq2, &m1, &info);
  int lw = (int)std::max(wq, wq2) + 1;
  std::vector<double> work((size_t)lw);
  for (auto _ : st) {
    std::memcpy(a.data(), d->A.data(), sizeof(double) * n * n);
    dgeqrf_(&n, &n, a.data(), &n, tau.data(), work.data(), &lw, &info);
    for (int j = 0; j < n; ++j)
      for (int i = 0; i < n; ++i) r[(size_t)j * n + i] = i <= j ? a[(size_t)j * n + i] : 0.0;
    dorgqr_(&n, &n, &n, a.data(), &n, tau.data(), work.data(), &lw, &info);
    benchmark::DoNotOptimize(a.data());
  }
}

void BM_lapack_eigh(benchmark::State& st) {
  OneThread one;
  const int n = (int)st.range(0), m1 = -1;
  Data* d = data(n);
  std::vector<double> a((size_t)n * n), w((size_t)n);
  double wq;
  int iq, info;
  dsyevd_("V", "L", &n, a.data(), &n, w.data(), &wq, &m1, &iq, &m1, &info, 1, 1);
  int lw = (int)wq + 1, liw = iq + 1;
  std::vector<double> work((size_t)lw);
  std::vector<int> iwork((size_t)liw);
  for (auto _ : st) {
    std::memcpy(a.data(), d->S.data(), sizeof(double) * n * n);
    dsyevd_("V", "L", &n, a.data(), &n, w.data(), work.data(), &lw, iwork.data(), &liw, &info, 1, 1);
    benchmark::DoNotOptimize(w.data());
  }
}

void BM_lapack_solve(benchmark::State& st) {
  OneThread one;
  const int n = (int)st.range(0), one_rhs = 1;
  Data* d = data(n);
  std::vector<double> a((size_t)n * n), b((size_t)n);
  std::vector<int> ipiv((size_t)n);
  int info;
  for (auto _ : st) {
    std::memcpy(a.data(), d->A.data(), sizeof(double) * n * n);
    std::memcpy(b.data(), d->B.data(), sizeof(double) * n);
    dgesv_(&n, &one_rhs, a.data(), &n, ipiv.data(), b.data(), &n, &info);
    benchmark::DoNotOptimize(b.data());
  }
}

#define SIZES ->Arg(4)->Arg(16)->Arg(64)->Arg(128)->Repetitions(5)->ReportAggregatesOnly(true)->UseRealTime()
BENCHMARK(BM_tf_svd) SIZES;
BENCHMARK(BM_lapack_svd) SIZES;
BENCHMARK(BM_tf_qr) SIZES;
BENCHMARK(BM_lapack_qr) SIZES;
BENCHMARK(BM_tf_eigh) SIZES;
BENCHMARK(BM_lapack_eigh) SIZES;
BENCHMARK(BM_tf_solve) SIZES;
BENCHMARK(BM_lapack_solve) SIZES;

}  // namespace

TF_BENCHMARK_MAIN("bench_linalg")
