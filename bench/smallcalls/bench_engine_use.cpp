// tenferro-bench-engine-use: the cheapest calls (2x2 f64 tf_matmul_into and
// tf_add_into on a serial engine), to price the per-call engine ownership
// check (TF_ENGINE_USE, src/capi/boundary.hpp). Run the same binary against
// two library builds, one configured with
// -DCMAKE_CXX_FLAGS="-DTF_CHECK_ENGINE_OWNERSHIP=0", alternating, and
// compare the min and median of the repetitions (docs/hardening.md):
//   LD_LIBRARY_PATH=<build> build/bench/smallcalls/tenferro-bench-engine-use
#include <tenferro.h>

#include <benchmark/benchmark.h>
#include <cblas.h>

#include <algorithm>
#include <cstdio>

extern "C" char* openblas_get_corename(void);

namespace {

struct Fixture {
  tf_engine* e = nullptr;
  double a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}, c[4] = {};
  tf_tensor *ta = nullptr, *tb = nullptr, *tc = nullptr;
  Fixture() {
    const int64_t s[2] = {2, 2};
    tf_engine_create_serial(&e);
    tf_tensor_wrap(TF_F64, 2, s, nullptr, a, &ta);
    tf_tensor_wrap(TF_F64, 2, s, nullptr, b, &tb);
    tf_tensor_wrap(TF_F64, 2, s, nullptr, c, &tc);
  }
};
Fixture& fx() {
  static Fixture f;
  return f;
}

void BM_matmul_into_2x2(benchmark::State& st) {
  Fixture& f = fx();
  for (auto _ : st) benchmark::DoNotOptimize(tf_matmul_into(f.e, f.ta, f.tb, f.tc));
}
void BM_add_into_2x2(benchmark::State& st) {
  Fixture& f = fx();
  for (auto _ : st) benchmark::DoNotOptimize(tf_add_into(f.e, f.ta, f.tb, f.tc));
}
double min_of(const std::vector<double>& v) { return *std::min_element(v.begin(), v.end()); }
BENCHMARK(BM_matmul_into_2x2)->Repetitions(15)->ComputeStatistics("min", min_of);
BENCHMARK(BM_add_into_2x2)->Repetitions(15)->ComputeStatistics("min", min_of);

}  // namespace

int main(int argc, char** argv) {
  std::printf("OpenBLAS core: %s\n", openblas_get_corename());
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}
