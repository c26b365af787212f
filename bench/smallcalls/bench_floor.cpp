// tenferro-bench-floor: small square products against the floor, all in one
// process and interleaved, so a loaded machine moves every peer alike.
//
//   tenferro-bench-floor [--rounds R] [--dtype f64|c128|both] [--sizes 2,3,...]
//                        [--threads T]
//
// --threads T > 1: a pooled engine of T workers and OpenBLAS at T threads,
// timed by the wall clock (CLOCK_MONOTONIC) instead of the calling thread's
// CPU time. Sizes above 64 time only `into` and `cblas` (one call a batch).
// Each batch then starts 10 ms after the previous one and 3 ms of untimed
// calls: the other library's idle threads (libgomp's spin ~6 ms after a
// region, tenferro's helpers 1 ms) have stopped spinning by then and this
// library's are awake (tenferro's nap up to 1 ms), so each library is timed
// on the cores alone, as a program using only it runs.
// (Calls of both within a few ms share the cores between two spinning
// teams: docs/matmul.md, "Threads".)
//
// Per size n (row-major n x n operands), each round times one batch of:
//   into     tf_matmul_into on a serial engine (the same A, B, C)
//   cblas    cblas_dgemm / cblas_zgemm, row-major, OpenBLAS at 1 thread
//   xsmm     a LIBXSMM JIT kernel dispatched once before the loop (f64;
//            LIBXSMM 1.17 has no complex kernels; built when libxsmm-dev is)
//   prog     one command of a prepared program: a program of 100 dependent
//            products x = x @ w, per command (run time / 100)
//   xchain   the LIBXSMM kernel on the same 100-product chain, per product
// A batch lasts ~20 us of CPU time (one clock read per batch: the thread
// CPU-time clock is a system call) (CLOCK_THREAD_CPUTIME_ID). The table
// gives the median ns per call over the rounds and the median over rounds of
// each round's ratio (same round, adjacent batches). The banner names the
// CPU, OpenBLAS's kernel (openblas_get_corename) and the thread count; the
// process re-executes itself without OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE
// (native_blas.hpp), so OpenBLAS runs its own kernels for this CPU.
#include <tenferro.h>

#include <cblas.h>
#include <omp.h>
#include <time.h>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#ifdef TF_BENCH_XSMM
#include <libxsmm.h>
#endif

#include "../native_blas.hpp"

namespace {

void ck(tf_status st, const char* what) {
  if (st != TF_OK) {
    std::fprintf(stderr, "%s: %s (%s)\n", what, tf_status_name(st), tf_last_error());
    std::exit(1);
  }
}

clockid_t g_clock = CLOCK_THREAD_CPUTIME_ID;
double cpu_ns() {
  timespec t;
  clock_gettime(g_clock, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

constexpr int kChain = 100;

// An orthogonal n x n matrix (a Householder reflection, real entries):
// the chain x = x @ w keeps its norm however long it runs.
std::vector<double> householder(int n) {
  std::vector<double> v(n), w((size_t)n * n);
  double nn = 0;
  for (int i = 0; i < n; ++i) { v[i] = 1.0 + 0.37 * i; nn += v[i] * v[i]; }
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) w[(size_t)i * n + j] = (i == j) - 2 * v[i] * v[j] / nn;
  return w;
}

struct Variant {
  std::string name;
  std::function<void()> call;  // one unit (a call, or one 100-product chain)
  double per = 1;              // products per unit
  long batch = 1;
  std::vector<double> ns;      // per product, one per round
};

template <class T> struct Case {
  int n;
  tf_dtype dt;
  std::vector<T> A, B, C, X, Y;
  std::vector<T> W;
  tf_tensor *a = nullptr, *b = nullptr, *c = nullptr, *x = nullptr, *w = nullptr, *y = nullptr;
  tf_prepared* pp = nullptr;
  tf_engine* e = nullptr;
  Case(tf_engine* eng, int n_, tf_dtype d) : n(n_), dt(d), e(eng) {
    const size_t nn = (size_t)n * n;
    A.resize(nn); B.resize(nn); C.resize(nn); X.resize(nn); Y.resize(nn); W.resize(nn);
    std::vector<double> h = householder(n);
    for (size_t i = 0; i < nn; ++i) {
      A[i] = T(0.1 + 0.01 * (double)(i % 17));
      B[i] = T(0.2 - 0.01 * (double)(i % 13));
      X[i] = T(0.5 + 0.001 * (double)(i % 7));
      W[i] = T(h[i]);
    }
    const int64_t s[2] = {n, n};
    ck(tf_tensor_wrap(dt, 2, s, nullptr, A.data(), &a), "wrap");
    ck(tf_tensor_wrap(dt, 2, s, nullptr, B.data(), &b), "wrap");
    ck(tf_tensor_wrap(dt, 2, s, nullptr, C.data(), &c), "wrap");
    ck(tf_tensor_wrap(dt, 2, s, nullptr, X.data(), &x), "wrap");
    ck(tf_tensor_wrap(dt, 2, s, nullptr, W.data(), &w), "wrap");
    ck(tf_tensor_wrap(dt, 2, s, nullptr, Y.data(), &y), "wrap");
    tf_program* p;
    ck(tf_program_create(&p), "program");
    int32_t sx, sw;
    ck(tf_program_input(p, dt, 2, s, &sx), "input");
    ck(tf_program_input(p, dt, 2, s, &sw), "input");
    for (int i = 0; i < kChain; ++i) ck(tf_program_matmul(p, sx, sw, &sx), "matmul");
    ck(tf_program_output(p, sx), "output");
    tf_prepare_options o{};
    o.struct_size = sizeof o;
    o.driver = TF_PROGRAM_DRIVER_IMMEDIATE;
    ck(tf_program_prepare(e, p, &o, &pp), "prepare");
    tf_program_release(p);
  }
  ~Case() {
    for (tf_tensor* t : {a, b, c, x, w, y}) tf_tensor_release(t);
    tf_prepared_release(pp);
  }
};

template <class T> std::vector<Variant> variants(Case<T>& k) {
  std::vector<Variant> v;
  const int n = k.n;
  v.push_back({"into", [&k] { tf_matmul_into(k.e, k.a, k.b, k.c); }});
  if constexpr (std::is_same_v<T, double>) {
    v.push_back({"cblas", [&k, n] {
                   cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0,
                               k.A.data(), n, k.B.data(), n, 0.0, k.C.data(), n);
                 }});
  } else {
    v.push_back({"cblas", [&k, n] {
                   static const T one(1), zero(0);
                   cblas_zgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, &one,
                               k.A.data(), n, k.B.data(), n, &zero, k.C.data(), n);
                 }});
  }
  if (n > 64) return v;  // large: only the call and the BLAS
  v.push_back({"prog",
               [&k] {
                 const tf_tensor* in[2] = {k.x, k.w};
                 tf_tensor* out[1] = {k.y};
                 tf_program_run(k.e, k.pp, in, 2, out, 1);
               },
               (double)kChain});
#ifdef TF_BENCH_XSMM
  if constexpr (std::is_same_v<T, double>) {
    const double alpha = 1, beta = 0;
    // Row-major C = A B is LIBXSMM's column-major C^T = B^T A^T.
    libxsmm_dmmfunction f =
        libxsmm_dmmdispatch(n, n, n, nullptr, nullptr, nullptr, &alpha, &beta, nullptr, nullptr);
    if (f) {
      v.push_back({"xsmm", [&k, f] { f(k.B.data(), k.A.data(), k.C.data()); }});
      v.push_back({"xchain",
                   [&k, f] {
                     double* x = k.X.data();
                     double* y = k.Y.data();
                     const double* w = k.W.data();
                     for (int i = 0; i < kChain; i += 2) {
                       f(w, x, y);
                       f(w, y, x);
                     }
                   },
                   (double)kChain});
    }
  }
#endif
  return v;
}

template <class T> void run_size(tf_engine* e, int n, tf_dtype dt, int rounds, const char* dname) {
  Case<T> k(e, n, dt);
  std::vector<Variant> v = variants(k);
  for (Variant& x : v) {  // warm, then a batch of ~20 us
    // (8 calls at least: the steady state of a large product.)
    for (int i = 0; i < (k.n > 64 ? 8 : 50); ++i) x.call();
    // (The thread CPU-time clock is a system call, ~0.1-0.5 us on a VM: the
    // batch grows until one lasts 2e5 ns, clock reads outside the calls.)
    long reps = 16;
    double dt = 0;
    if (k.n > 64) reps = 1;
    for (;; reps *= 2) {
      const double t0 = cpu_ns();
      for (long i = 0; i < reps; ++i) x.call();
      dt = cpu_ns() - t0;
      if (dt > 2e5) break;
    }
    x.batch = std::max(1L, (long)(reps * 2e4 / dt));
  }
  for (int r = 0; r < rounds; ++r) {
    for (size_t q = 0; q < v.size(); ++q) {
      Variant& x = v[(q + r) % v.size()];  // rotate the order per round
      if (g_clock == CLOCK_MONOTONIC) {  // several threads: settle, as said at the top
        timespec settle{0, 10 * 1000 * 1000};
        nanosleep(&settle, nullptr);
        const double w0 = cpu_ns();
        do x.call(); while (cpu_ns() - w0 < 3e6);
      }
      const double t0 = cpu_ns();
      for (long i = 0; i < x.batch; ++i) x.call();
      x.ns.push_back((cpu_ns() - t0) / ((double)x.batch * x.per));
    }
  }
  auto find = [&](const char* name) -> Variant* {
    for (Variant& x : v)
      if (x.name == name) return &x;
    return nullptr;
  };
  auto ratio = [&](const char* p, const char* q) -> double {
    Variant *a = find(p), *b = find(q);
    if (!a || !b) return NAN;
    std::vector<double> r;
    for (int i = 0; i < rounds; ++i) r.push_back(a->ns[i] / b->ns[i]);
    return median(r);
  };
  auto med = [&](const char* p) {
    Variant* a = find(p);
    return a ? median(a->ns) : NAN;
  };
  std::printf("| %s | %d | %.1f | %.1f | %.1f | %.1f | %.1f | %.2f | %.2f | %.2f | %.2f |\n",
              dname, n, med("into"), med("cblas"), med("xsmm"), med("prog"), med("xchain"),
              ratio("into", "cblas"), ratio("into", "xsmm"), ratio("prog", "xchain"),
              ratio("prog", "cblas"));
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
  tfbench::native_blas_reexec(argv);
  int rounds = 21, threads = 1;
  std::string dts = "both";
  std::vector<int> sizes = {2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 20, 24, 28, 32};
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--rounds") && i + 1 < argc) rounds = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--dtype") && i + 1 < argc) dts = argv[++i];
    else if (!std::strcmp(argv[i], "--threads") && i + 1 < argc) threads = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--sizes") && i + 1 < argc) {
      sizes.clear();
      for (char* s = std::strtok(argv[++i], ","); s; s = std::strtok(nullptr, ","))
        sizes.push_back(std::atoi(s));
    }
  }
  if (threads < 1) threads = 1;
  omp_set_num_threads(threads);
  openblas_set_num_threads(threads);
  if (threads > 1) g_clock = CLOCK_MONOTONIC;
#ifdef TF_BENCH_XSMM
  libxsmm_init();
#endif
  tf_engine* e;
  if (threads > 1) ck(tf_engine_create_pooled(threads, &e), "engine");
  else ck(tf_engine_create_serial(&e), "engine");
  tfbench::native_blas_banner(stdout, "tenferro-bench-floor", threads);
  std::printf("rounds %d, %s per call (ns), medians; ratios: median of same-round ratios; "
              "tenferro %s engine\n\n",
              rounds, threads > 1 ? "wall-clock time" : "CPU time",
              threads > 1 ? "pooled" : "serial");
  std::printf("| dtype | n | into ns | cblas ns | xsmm ns | prog ns/cmd | xsmm chain ns | "
              "into/cblas | into/xsmm | prog/xsmm chain | prog/cblas |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (int n : sizes) {
    if (dts == "both" || dts == "f64") run_size<double>(e, n, TF_F64, rounds, "f64");
  }
  for (int n : sizes) {
    if (dts == "both" || dts == "c128")
      run_size<std::complex<double>>(e, n, TF_C128, rounds, "c128");
  }
  tf_engine_destroy(e);
  return 0;
}
