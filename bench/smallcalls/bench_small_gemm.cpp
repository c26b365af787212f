// tenferro-bench-small-gemm: tf_matmul_into vs the bare cblas_?gemm on the
// same n x n row-major data, every dtype, around the small-path threshold
// (providers/gemm.hpp: small_gemm_max_work). Serial engine; BLAS with the
// OpenMP ICV at 1. Pairs: BM_tf/<dtype>/n vs BM_blas/<dtype>/n (medians of
// 5 repetitions, real time):
//   python3 bench/smallcalls/ratios_small_gemm.py build/bench/smallcalls/tenferro-bench-small-gemm
#include <tenferro.h>

#include <benchmark/benchmark.h>

#include "../native_blas.hpp"
#include <cblas.h>
#include <omp.h>

#include <complex>
#include <random>
#include <vector>

namespace {

tf_engine* engine() {
  static tf_engine* e = [] {
    tf_engine* x = nullptr;
    tf_engine_create_serial(&x);
    return x;
  }();
  return e;
}

template <class T> struct Traits;
template <> struct Traits<float> { static constexpr tf_dtype dt = TF_F32; };
template <> struct Traits<double> { static constexpr tf_dtype dt = TF_F64; };
template <> struct Traits<std::complex<float>> { static constexpr tf_dtype dt = TF_C64; };
template <> struct Traits<std::complex<double>> { static constexpr tf_dtype dt = TF_C128; };

template <class T> struct Mats {
  int n;
  std::vector<T> A, B, C;
  tf_tensor *a = nullptr, *b = nullptr, *c = nullptr;
  explicit Mats(int n_) : n(n_), A(n_ * n_), B(n_ * n_), C(n_ * n_) {
    std::mt19937_64 g(n);
    std::uniform_real_distribution<double> u(-1, 1);
    for (auto* v : {&A, &B})
      for (auto& x : *v) {
        if constexpr (std::is_floating_point_v<T>) x = (T)u(g);
        else x = T(u(g), u(g));
      }
    const int64_t s[2] = {n, n};
    tf_tensor_wrap(Traits<T>::dt, 2, s, nullptr, A.data(), &a);
    tf_tensor_wrap(Traits<T>::dt, 2, s, nullptr, B.data(), &b);
    tf_tensor_wrap(Traits<T>::dt, 2, s, nullptr, C.data(), &c);
  }
  ~Mats() {
    tf_tensor_release(a);
    tf_tensor_release(b);
    tf_tensor_release(c);
  }
};

template <class T> void BM_tf(benchmark::State& st) {
  Mats<T> m((int)st.range(0));
  for (auto _ : st) {
    if (tf_matmul_into(engine(), m.a, m.b, m.c) != TF_OK) { st.SkipWithError("tf_matmul_into"); break; }
    benchmark::ClobberMemory();
  }
}

template <class T> void BM_blas(benchmark::State& st) {
  Mats<T> m((int)st.range(0));
  const int n = m.n;
  omp_set_num_threads(1);
  const T one(1), zero(0);
  for (auto _ : st) {
    if constexpr (std::is_same_v<T, float>)
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.f, m.A.data(), n, m.B.data(), n, 0.f, m.C.data(), n);
    else if constexpr (std::is_same_v<T, double>)
      cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1., m.A.data(), n, m.B.data(), n, 0., m.C.data(), n);
    else if constexpr (std::is_same_v<T, std::complex<float>>)
      cblas_cgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, &one, m.A.data(), n, m.B.data(), n, &zero, m.C.data(), n);
    else
      cblas_zgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, &one, m.A.data(), n, m.B.data(), n, &zero, m.C.data(), n);
    benchmark::ClobberMemory();
  }
}

#define SIZES ->Arg(4)->Arg(8)->Arg(16)->Arg(24)->Arg(32)->Arg(40)->Arg(48)->Arg(64)->Arg(96)->Repetitions(5)->ReportAggregatesOnly(true)->UseRealTime()
BENCHMARK(BM_tf<float>)->Name("BM_tf/f32") SIZES;
BENCHMARK(BM_blas<float>)->Name("BM_blas/f32") SIZES;
BENCHMARK(BM_tf<double>)->Name("BM_tf/f64") SIZES;
BENCHMARK(BM_blas<double>)->Name("BM_blas/f64") SIZES;
BENCHMARK(BM_tf<std::complex<float>>)->Name("BM_tf/c64") SIZES;
BENCHMARK(BM_blas<std::complex<float>>)->Name("BM_blas/c64") SIZES;
BENCHMARK(BM_tf<std::complex<double>>)->Name("BM_tf/c128") SIZES;
BENCHMARK(BM_blas<std::complex<double>>)->Name("BM_blas/c128") SIZES;

}  // namespace

TF_BENCHMARK_MAIN("bench_small_gemm")
