// bench/suite/suite.hpp: what every executable of the peer suite shares.
//
// One executable per library (tenferro, bare OpenBLAS/LAPACK, Eigen,
// LibTorch), each a Google Benchmark binary registering the same case names
// "<family>/<size>", so run_suite.py can put the medians side by side.
// Each process runs at one thread count (--threads=N, default 1), set once
// before any benchmark runs; data is made outside the timed loops.
//
//   <exe> --threads=2 [--quick] [--families=matmul_f64,svd] [benchmark flags]
//
// Sizes and shapes of every family live here, so all peers compute exactly
// the same thing.
#pragma once
#include <benchmark/benchmark.h>

#include <complex>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "../native_blas.hpp"

namespace suite {

using cplx = std::complex<double>;

struct Options {
  int threads = 1;
  bool quick = false;
  std::set<std::string> families;  // empty: all
};

inline Options& opts() {
  static Options o;
  return o;
}

// Strips the suite's own flags from argv (before benchmark::Initialize).
// Also re-executes without OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE (see
// native_blas.hpp), so each peer runs OpenBLAS's native kernels.
inline void parse(int* argc, char** argv) {
  tfbench::native_blas_reexec(argv);
  int w = 1;
  for (int i = 1; i < *argc; ++i) {
    std::string a = argv[i];
    if (a.rfind("--threads=", 0) == 0) {
      opts().threads = std::atoi(a.c_str() + 10);
      if (opts().threads < 1) opts().threads = 1;
    } else if (a == "--quick") {
      opts().quick = true;
    } else if (a.rfind("--families=", 0) == 0) {
      std::string s = a.substr(11);
      size_t p = 0;
      while (p <= s.size()) {
        size_t q = s.find(',', p);
        if (q == std::string::npos) q = s.size();
        if (q > p) opts().families.insert(s.substr(p, q - p));
        p = q + 1;
      }
    } else {
      argv[w++] = argv[i];
    }
  }
  *argc = w;
}

inline bool wanted(const std::string& family) {
  return opts().families.empty() || opts().families.count(family) > 0;
}

// ------------------------------------------------------------ the cases
// Einsum shapes (size parameter n):
//   einsum_matmul   "ij,jk->ik"          n x n times n x n
//   einsum_batched  "bij,bjk->bik"        b = 64 batches of n x n
//   einsum_tt_site  "ab,bsc,cd->asd"      bond n, physical s = 4
//   einsum_4op      "aib,bjc,aid,djc->"   two-site norm, bond n, physical 4
// TT inner product program: L = 8 sites, physical d = 2, bond n (1 at the
// ends), <A|B> by 2L matrix products.
// Tensor-network products tn_f64 / tn_c128 (size parameter chi): an MPS
// site contraction chi x (d chi) times (d chi) x chi, d = kTNPhys.
constexpr int kTNPhys = 4;
constexpr int kBatch = 64;
constexpr int kPhys = 4;
constexpr int kTTSites = 8;
constexpr int kTTPhys = 2;

inline std::vector<long> sizes(const std::string& f) {
  const bool q = opts().quick;
  const std::vector<long> square{2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 128, 256, 512, 1024, 2048};
  const std::vector<long> bonds{2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64};
  if (f == "matmul_f64") return q ? std::vector<long>{4, 256} : square;
  if (f == "matmul_c128") return q ? std::vector<long>{8} : square;
  if (f == "tn_f64" || f == "tn_c128") return q ? std::vector<long>{8} : bonds;
  if (f == "einsum_matmul") return q ? std::vector<long>{16} : std::vector<long>{4, 16, 64, 256};
  if (f == "einsum_batched") return q ? std::vector<long>{8} : std::vector<long>{2, 4, 8, 16, 32, 64};
  if (f == "einsum_tt_site") return q ? std::vector<long>{16} : std::vector<long>{4, 8, 16, 32, 64, 128, 256};
  if (f == "einsum_4op") return q ? std::vector<long>{16} : std::vector<long>{4, 8, 16, 32, 64, 128};
  if (f == "svd" || f == "qr" || f == "eigh" || f == "solve")
    return q ? std::vector<long>{16} : std::vector<long>{4, 8, 16, 32, 64, 128, 256};
  if (f == "ew_add" || f == "ew_exp" || f == "reduce_sum")
    return q ? std::vector<long>{10000} : std::vector<long>{1000, 10000, 100000, 1000000, 10000000};
  if (f == "tt_program") return q ? std::vector<long>{8} : std::vector<long>{2, 4, 8, 16, 32, 64, 128};
  return {};
}

// m, n, k of the row-major product C(m x n) = A(m x k) B(k x n) of a
// matmul_* or tn_* case.
struct Dims {
  long m, n, k;
};
inline Dims matmul_dims(const std::string& f, long n) {
  if (f.rfind("tn_", 0) == 0) return Dims{n, n, kTNPhys * n};
  return Dims{n, n, n};
}

// ------------------------------------------------------------ data
template <class T>
inline T rnd(std::mt19937_64& g) {
  std::uniform_real_distribution<double> u(-1, 1);
  if constexpr (std::is_same_v<T, cplx>) {
    double re = u(g);
    return cplx(re, u(g));
  } else {
    return (T)u(g);
  }
}

template <class T>
inline std::vector<T> random_vec(size_t n, uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<T> v(n);
  for (auto& x : v) x = rnd<T>(g);
  return v;
}

// Column-major n x n matrices for linear algebra: general (diagonally
// dominant), symmetric, and a right-hand side of one column.
struct LinalgData {
  std::vector<double> A, S, B;
};
inline const LinalgData& linalg_data(long n) {
  static std::map<long, LinalgData> cache;
  auto it = cache.find(n);
  if (it != cache.end()) return it->second;
  LinalgData d;
  d.A = random_vec<double>((size_t)n * n, 1000 + n);
  for (long i = 0; i < n; ++i) d.A[(size_t)i * n + i] += (double)n;
  d.S.resize((size_t)n * n);
  for (long j = 0; j < n; ++j)
    for (long i = 0; i < n; ++i) d.S[(size_t)j * n + i] = d.A[(size_t)j * n + i] + d.A[(size_t)i * n + j];
  d.B = random_vec<double>((size_t)n, 2000 + n);
  return cache.emplace(n, std::move(d)).first->second;
}

// TT tensors (row-major, site k is (l, d, r)).
struct TTData {
  std::vector<std::vector<double>> A, B;
  std::vector<long> l, r;
};
inline TTData tt_data(long chi) {
  TTData t;
  for (int k = 0; k < kTTSites; ++k) {
    long l = k == 0 ? 1 : chi, r = k == kTTSites - 1 ? 1 : chi;
    t.l.push_back(l);
    t.r.push_back(r);
    t.A.push_back(random_vec<double>((size_t)(l * kTTPhys * r), 3000 + k));
    t.B.push_back(random_vec<double>((size_t)(l * kTTPhys * r), 4000 + k));
  }
  return t;
}

// ------------------------------------------------------------ registration
// Repetitions are medians of 5 (3 in --quick, and for calls of more than
// ~20 ms, where one repetition already averages nothing but itself).
inline double work_estimate(const std::string& f, long n) {
  double d = (double)n;
  if (f == "matmul_f64" || f == "einsum_matmul") return d * d * d;
  if (f == "matmul_c128") return 4 * d * d * d;
  if (f == "tn_f64") return kTNPhys * d * d * d;
  if (f == "tn_c128") return 4 * kTNPhys * d * d * d;
  if (f == "svd" || f == "eigh") return 10 * d * d * d;
  return d * d;
}

inline void add(const std::string& family, long n, std::function<void(benchmark::State&)> fn) {
  if (!wanted(family)) return;
  std::string name = family + "/" + std::to_string(n);
  auto* b = benchmark::RegisterBenchmark(name.c_str(), [fn](benchmark::State& st) { fn(st); });
  bool big = work_estimate(family, n) > 2e8;
  b->Repetitions(opts().quick || big ? 3 : 5)
      ->ReportAggregatesOnly(true)
      ->UseRealTime()
      ->MinTime(opts().quick ? 0.01 : (big ? 0.05 : 0.05))
      ->Unit(benchmark::kNanosecond);
}

template <class F>
inline void each(const std::string& family, F&& f) {
  if (!wanted(family)) return;
  for (long n : sizes(family)) f(n);
}

inline int run(int argc, char** argv, const char* lib) {
  benchmark::AddCustomContext("library", lib);
  benchmark::AddCustomContext("suite_threads", std::to_string(opts().threads));
  tfbench::native_blas_context(lib, opts().threads);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

}  // namespace suite
