// tenferro-bench-krylov-solve: tf_cg and tf_gmres over a prepared dense map
// y = A x (einsum "ij,j->i", A a program parameter) against tf_solve of the
// same matrix (LAPACK dgesv through tenferro), f64, n = 64 and 256, serial
// engine, tol 1e-10.
//   BM_solve/N   tf_solve_into (1 rhs)
//   BM_cg/N      tf_cg_into, A = H^2 / n + I (Hermitian positive definite)
//   BM_gmres/N   tf_gmres_into, A = 3 I + G / sqrt(n) (non-Hermitian), m = 50
// Counters: iterations and map applications per solve (tf_krylov_info), and
// ns per map application (the time of one solve over its applications).
#include <benchmark/benchmark.h>
#include <tenferro.h>

#include "../native_blas.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

namespace {

void check(tf_status st, const char* what) {
  if (st != TF_OK) {
    std::fprintf(stderr, "%s: %s\n", what, tf_last_error());
    std::exit(1);
  }
}

struct Fx {
  tf_engine* e = nullptr;
  tf_prepared* map = nullptr;
  tf_tensor *A = nullptr, *A2 = nullptr, *b = nullptr, *b2 = nullptr, *x = nullptr, *x2 = nullptr;
  std::vector<double> a, bv, xv;
};

// spd: A = H^2 / n + I; else 3 I + G / sqrt(n).
Fx make(int n, bool spd) {
  Fx f;
  std::mt19937_64 g(7);
  std::normal_distribution<double> nd;
  std::vector<double> h((size_t)n * n);
  for (auto& v : h) v = nd(g);
  f.a.assign((size_t)n * n, 0.0);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      if (spd) {
        double s = 0;
        for (int k = 0; k < n; ++k) s += (h[(size_t)i * n + k] + h[(size_t)k * n + i]) *
                                         (h[(size_t)k * n + j] + h[(size_t)j * n + k]) / 4;
        f.a[(size_t)i * n + j] = s / n + (i == j);
      } else {
        f.a[(size_t)i * n + j] = h[(size_t)i * n + j] / std::sqrt((double)n) + 3.0 * (i == j);
      }
    }
  f.bv.resize(n);
  for (auto& v : f.bv) v = nd(g);
  f.xv.assign(n, 0.0);
  check(tf_engine_create_serial(&f.e), "engine");
  tf_program* p;
  check(tf_program_create(&p), "program");
  const int64_t vs[1] = {n}, ms[2] = {n, n}, bs[2] = {n, 1};
  int32_t x, A, y;
  check(tf_program_input(p, TF_F64, 1, vs, &x), "input x");
  check(tf_program_input(p, TF_F64, 2, ms, &A), "input A");
  const int32_t ops[2] = {A, x};
  check(tf_program_einsum(p, "ij,j->i", 2, ops, nullptr, &y), "einsum");
  check(tf_program_output(p, y), "output");
  check(tf_program_prepare(f.e, p, nullptr, &f.map), "prepare");
  tf_program_release(p);
  check(tf_tensor_wrap(TF_F64, 2, ms, nullptr, f.a.data(), &f.A), "A");
  check(tf_tensor_wrap(TF_F64, 1, vs, nullptr, f.bv.data(), &f.b), "b");
  check(tf_tensor_wrap(TF_F64, 2, bs, nullptr, f.bv.data(), &f.b2), "b2");
  check(tf_tensor_wrap(TF_F64, 1, vs, nullptr, f.xv.data(), &f.x), "x");
  check(tf_tensor_wrap(TF_F64, 2, bs, nullptr, f.xv.data(), &f.x2), "x2");
  return f;
}

void drop(Fx& f) {
  for (tf_tensor* t : {f.A, f.b, f.b2, f.x, f.x2}) tf_tensor_release(t);
  tf_prepared_release(f.map);
  tf_engine_destroy(f.e);
}

void BM_solve(benchmark::State& st) {
  Fx f = make((int)st.range(0), false);
  for (auto _ : st) check(tf_solve_into(f.e, f.A, f.b2, f.x2), "solve");
  drop(f);
}

void run_solver(benchmark::State& st, bool gmres) {
  Fx f = make((int)st.range(0), !gmres);
  tf_solve_options o;
  std::memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.tol = 1e-10;
  tf_krylov_info info;
  std::memset(&info, 0, sizeof info);
  info.struct_size = sizeof info;
  const tf_tensor* params[1] = {f.A};
  for (auto _ : st)
    check((gmres ? tf_gmres_into : tf_cg_into)(f.e, f.map, params, 1, f.b, &o, f.x, &info),
          gmres ? "gmres" : "cg");
  st.counters["iterations"] = (double)info.iterations;
  st.counters["matvecs"] = (double)info.matvecs;
  st.counters["ns_per_matvec"] = benchmark::Counter(
      (double)info.matvecs * (double)st.iterations(),
      benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  drop(f);
}
void BM_cg(benchmark::State& st) { run_solver(st, false); }
void BM_gmres(benchmark::State& st) { run_solver(st, true); }

}  // namespace

BENCHMARK(BM_solve)->Arg(64)->Arg(256)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_cg)->Arg(64)->Arg(256)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_gmres)->Arg(64)->Arg(256)->Unit(benchmark::kMicrosecond);

int main(int argc, char** argv) {
  tfbench::native_blas_reexec(argv);
  benchmark::Initialize(&argc, argv);
  tfbench::native_blas_banner(stdout, "tenferro-bench-krylov-solve", 1);
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}
