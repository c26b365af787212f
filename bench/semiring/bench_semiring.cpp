// tenferro-bench-semiring: the semiring targets of docs/semiring.md.
//
//   BM_maxplus/n        tf_matmul_semiring_into (max-plus, f64, n x n,
//                       serial engine)
//   BM_loop_ijk/n       the plain i-j-k triple loop (-O3 -march=native)
//   BM_loop_ikj/n       the plain i-k-j loop (vectorised by the compiler)
//   BM_dgemm/n          cblas_dgemm of the same size, one thread
//   BM_maxplus_pooled/n the max-plus product on a pooled engine of 1 or 2
//                       workers (second argument)
//   BM_mis60            maximum independent set of a random 3-regular graph
//                       on 60 vertices, end to end: a fresh engine (no
//                       cached plan), planning and contraction; _config
//                       also recovers the set.
// Run with OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset; the OpenBLAS kernel
// is printed in the context (openblas_corename).
#include <tenferro.h>

#include <benchmark/benchmark.h>
#include <cblas.h>
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

void maxplus_loop_ijk(int64_t n, const double* A, const double* B, double* C);
void maxplus_loop_ikj(int64_t n, const double* A, const double* B, double* C);

namespace {

struct Square {
  int64_t n;
  std::vector<double> A, B, C;
  tf_tensor *a = nullptr, *b = nullptr, *c = nullptr;
  explicit Square(int64_t n_) : n(n_), A(n * n), B(n * n), C(n * n) {
    std::mt19937_64 r(42);
    std::uniform_real_distribution<double> u(-1, 1);
    for (auto& x : A) x = u(r);
    for (auto& x : B) x = u(r);
    const int64_t s[2] = {n, n};
    tf_tensor_wrap(TF_F64, 2, s, nullptr, A.data(), &a);
    tf_tensor_wrap(TF_F64, 2, s, nullptr, B.data(), &b);
    tf_tensor_wrap(TF_F64, 2, s, nullptr, C.data(), &c);
  }
  ~Square() {
    tf_tensor_release(a);
    tf_tensor_release(b);
    tf_tensor_release(c);
  }
};

void set_rate(benchmark::State& state, int64_t n) {
  state.counters["Gop/s"] = benchmark::Counter((double)state.iterations() * n * n * n / 1e9,
                                               benchmark::Counter::kIsRate);
}

void BM_maxplus(benchmark::State& state) {
  Square s(state.range(0));
  tf_engine* e = nullptr;
  tf_engine_create_serial(&e);
  for (auto _ : state) {
    tf_status st = tf_matmul_semiring_into(e, TF_SEMIRING_MAX_PLUS, s.a, s.b, s.c);
    if (st != TF_OK) state.SkipWithError(tf_last_error());
    benchmark::DoNotOptimize(s.C.data());
  }
  set_rate(state, s.n);
  tf_engine_destroy(e);
}

void BM_maxplus_pooled(benchmark::State& state) {
  Square s(state.range(0));
  tf_engine* e = nullptr;
  tf_engine_create_pooled((int32_t)state.range(1), &e);
  for (auto _ : state) {
    tf_status st = tf_matmul_semiring_into(e, TF_SEMIRING_MAX_PLUS, s.a, s.b, s.c);
    if (st != TF_OK) state.SkipWithError(tf_last_error());
    benchmark::DoNotOptimize(s.C.data());
  }
  set_rate(state, s.n);
  tf_engine_destroy(e);
}

void BM_loop_ijk(benchmark::State& state) {
  Square s(state.range(0));
  for (auto _ : state) {
    maxplus_loop_ijk(s.n, s.A.data(), s.B.data(), s.C.data());
    benchmark::DoNotOptimize(s.C.data());
  }
  set_rate(state, s.n);
}

void BM_loop_ikj(benchmark::State& state) {
  Square s(state.range(0));
  for (auto _ : state) {
    maxplus_loop_ikj(s.n, s.A.data(), s.B.data(), s.C.data());
    benchmark::DoNotOptimize(s.C.data());
  }
  set_rate(state, s.n);
}

void BM_dgemm(benchmark::State& state) {
  Square s(state.range(0));
  const int n = (int)s.n;
  omp_set_num_threads(1);
  for (auto _ : state) {
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, s.A.data(), n,
                s.B.data(), n, 0.0, s.C.data(), n);
    benchmark::DoNotOptimize(s.C.data());
  }
  set_rate(state, s.n);
}

// ------------------------------------------------------------ MIS 60
struct Mis {
  std::vector<std::vector<double>> data;
  std::vector<std::vector<int32_t>> labels;
  std::vector<tf_tensor*> ops;
  std::vector<const int32_t*> lp;
  int nv = 60;
  Mis() {
    // A random 3-regular simple graph (pairing model, retried).
    std::mt19937_64 r(7);
    std::vector<std::vector<int>> adj;
    for (;;) {
      std::vector<int> stubs;
      for (int v = 0; v < nv; ++v)
        for (int k = 0; k < 3; ++k) stubs.push_back(v);
      std::shuffle(stubs.begin(), stubs.end(), r);
      adj.assign(nv, {});
      bool ok = true;
      for (size_t i = 0; i < stubs.size() && ok; i += 2) {
        const int u = stubs[i], v = stubs[i + 1];
        ok = u != v && std::find(adj[u].begin(), adj[u].end(), v) == adj[u].end();
        adj[u].push_back(v);
        adj[v].push_back(u);
      }
      if (ok) break;
    }
    // One tensor per vertex v over (v, its neighbours above v): x_v plus
    // -inf when v and such a neighbour are both in the set.
    for (int v = 0; v < nv; ++v) {
      std::vector<int32_t> lab{v};
      for (int u : adj[v])
        if (u > v) lab.push_back(u);
      std::sort(lab.begin() + 1, lab.end());
      const int rk = (int)lab.size();
      std::vector<double> t((size_t)1 << rk);
      for (size_t x = 0; x < t.size(); ++x) {
        const bool xv = (x >> (rk - 1)) & 1;  // first axis: the highest bit
        bool clash = false;
        for (int q = 1; q < rk; ++q) clash |= xv && ((x >> (rk - 1 - q)) & 1);
        t[x] = clash ? -INFINITY : (xv ? 1.0 : 0.0);
      }
      data.push_back(std::move(t));
      labels.push_back(std::move(lab));
    }
    for (int v = 0; v < nv; ++v) {
      std::vector<int64_t> sh(labels[v].size(), 2);
      tf_tensor* t = nullptr;
      tf_tensor_wrap(TF_F64, (int32_t)sh.size(), sh.data(), nullptr, data[v].data(), &t);
      ops.push_back(t);
      lp.push_back(labels[v].data());
    }
  }
  ~Mis() {
    for (auto* t : ops) tf_tensor_release(t);
  }
};

void BM_mis60(benchmark::State& state) {
  Mis g;
  tf_einsum_options o{};
  o.struct_size = sizeof o;
  o.semiring = TF_SEMIRING_MAX_PLUS;
  double size = 0;
  for (auto _ : state) {
    tf_engine* e = nullptr;
    tf_engine_create_serial(&e);
    tf_tensor* out = nullptr;
    tf_status st = tf_einsum_labels(e, g.nv, g.ops.data(), g.lp.data(), 0, nullptr, &o, &out);
    if (st != TF_OK) state.SkipWithError(tf_last_error());
    else tf_tensor_read(out, TF_ROW_MAJOR, &size, sizeof size);
    tf_tensor_release(out);
    tf_engine_destroy(e);
  }
  state.counters["mis_size"] = size;
}

void BM_mis60_config(benchmark::State& state) {
  Mis g;
  tf_einsum_options o{};
  o.struct_size = sizeof o;
  o.semiring = TF_SEMIRING_MAX_PLUS;
  double size = 0;
  std::vector<int64_t> cfg(g.nv);
  for (auto _ : state) {
    tf_engine* e = nullptr;
    tf_engine_create_serial(&e);
    tf_tensor* out = nullptr;
    tf_tensor_wrap(TF_F64, 0, nullptr, nullptr, &size, &out);
    int32_t ns = 0;
    tf_status st = tf_einsum_labels_semiring_argmax(e, g.nv, g.ops.data(), g.lp.data(), 0,
                                                    nullptr, &o, out, cfg.data(), g.nv, &ns);
    if (st != TF_OK) state.SkipWithError(tf_last_error());
    tf_tensor_release(out);
    tf_engine_destroy(e);
  }
  int64_t in_set = 0;
  for (int64_t x : cfg) in_set += x;
  state.counters["mis_size"] = size;
  state.counters["config_size"] = (double)in_set;
}

}  // namespace

BENCHMARK(BM_maxplus)->Arg(16)->Arg(64)->Arg(256)->Arg(1024)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_loop_ijk)->Arg(16)->Arg(64)->Arg(256)->Arg(1024)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_loop_ikj)->Arg(16)->Arg(64)->Arg(256)->Arg(1024)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_dgemm)->Arg(16)->Arg(64)->Arg(256)->Arg(1024)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_maxplus_pooled)->Args({1024, 1})->Args({1024, 2})->Unit(benchmark::kMicrosecond)
    ->UseRealTime();
BENCHMARK(BM_mis60)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_mis60_config)->Unit(benchmark::kMillisecond);

int main(int argc, char** argv) {
  benchmark::AddCustomContext("openblas_corename", openblas_get_corename());
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
