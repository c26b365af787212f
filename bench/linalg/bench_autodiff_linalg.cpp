// tenferro-bench-autodiff-linalg: the SVD VJP against the forward SVD on the
// same data (f64, column-major n x n, n = 16, 128, serial engine, _into
// forms, real time, medians of 5 repetitions):
//   BM_tf_svd_fwd/N   tf_svd_into
//   BM_tf_svd_vjp/N   tf_svd_vjp_into with all three cotangents (gu, gs, gvh)
// Goal (issue 15): vjp / fwd <= 1.5. The LibTorch peer is
// tenferro-bench-autodiff-linalg-torch (BM_torch_svd_backward/N).
#include <benchmark/benchmark.h>

#include <vector>

#include "bench_common.hpp"

extern "C" const char* openblas_get_corename(void);

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

struct Svd {
  int n;
  std::vector<double> u, s, vt, gu, gs, gvt, da;
  tf_tensor *a, *tu, *ts, *tv, *tgu, *tgs, *tgv, *tda;
  explicit Svd(int n_) : n(n_) {
    Data* d = data(n);
    const size_t nn = (size_t)n * n;
    u.resize(nn);
    s.resize(n);
    vt.resize(nn);
    gu.resize(nn);
    gs.resize(n);
    gvt.resize(nn);
    da.resize(nn);
    for (size_t i = 0; i < nn; ++i) {
      gu[i] = d->A[(i * 7) % nn] / n;
      gvt[i] = d->A[(i * 13) % nn] / n;
    }
    for (int i = 0; i < n; ++i) gs[i] = 1.0 / (1 + i);
    a = colmajor(d->A.data(), n, n);
    tu = colmajor(u.data(), n, n);
    tv = colmajor(vt.data(), n, n);
    tgu = colmajor(gu.data(), n, n);
    tgv = colmajor(gvt.data(), n, n);
    tda = colmajor(da.data(), n, n);
    int64_t sn = n;
    check(tf_tensor_wrap(TF_F64, 1, &sn, nullptr, s.data(), &ts), "wrap");
    check(tf_tensor_wrap(TF_F64, 1, &sn, nullptr, gs.data(), &tgs), "wrap");
    check(tf_svd_into(engine(), a, nullptr, tu, ts, tv, nullptr), "svd");
  }
  ~Svd() {
    for (tf_tensor* t : {a, tu, ts, tv, tgu, tgs, tgv, tda}) tf_tensor_release(t);
  }
};

void BM_tf_svd_fwd(benchmark::State& st) {
  Svd x((int)st.range(0));
  for (auto _ : st) check(tf_svd_into(engine(), x.a, nullptr, x.tu, x.ts, x.tv, nullptr), "svd");
}

void BM_tf_svd_vjp(benchmark::State& st) {
  Svd x((int)st.range(0));
  for (auto _ : st)
    check(tf_svd_vjp_into(engine(), x.a, x.tu, x.ts, x.tv, x.tgu, x.tgs, x.tgv, nullptr, x.tda),
          "svd_vjp");
}

#define SIZES ->Arg(16)->Arg(128)->Repetitions(5)->ReportAggregatesOnly(true)->UseRealTime()
BENCHMARK(BM_tf_svd_fwd) SIZES;
BENCHMARK(BM_tf_svd_vjp) SIZES;

}  // namespace

int main(int argc, char** argv) {
  std::printf("OpenBLAS core: %s\n", openblas_get_corename());
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}
