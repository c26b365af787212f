// tenferro-bench-prepare-chain: tf_program_prepare of a chain of n
// tf_program_scale commands on a 2x2 f64 input, serial engine (immediate
// driver) and pooled engine with 2 threads (graph driver). Prepare must
// grow near-linearly in n (docs/hardening.md, issue 13):
//   build/bench/program/tenferro-bench-prepare-chain
#include <tenferro.h>

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>

extern "C" char* openblas_get_corename(void);

namespace {

void BM_prepare_chain(benchmark::State& st) {
  const int n = (int)st.range(0);
  const bool pooled = st.range(1) != 0;
  tf_engine* e = nullptr;
  if ((pooled ? tf_engine_create_pooled(2, &e) : tf_engine_create_serial(&e)) != TF_OK)
    std::abort();
  tf_program* p = nullptr;
  tf_program_create(&p);
  const int64_t s[2] = {2, 2};
  int32_t x, y;
  tf_program_input(p, TF_F64, 2, s, &x);
  const tf_scalar half = {0.5, 0};
  for (int i = 0; i < n; ++i) {
    tf_program_scale(p, half, x, &y);
    x = y;
  }
  tf_program_output(p, x);
  for (auto _ : st) {
    tf_prepared* pp = nullptr;
    if (tf_program_prepare(e, p, nullptr, &pp) != TF_OK) std::abort();
    st.PauseTiming();
    tf_prepared_release(pp);
    st.ResumeTiming();
  }
  tf_program_release(p);
  tf_engine_destroy(e);
}
BENCHMARK(BM_prepare_chain)
    ->ArgsProduct({{10000, 40000, 160000}, {0, 1}})
    ->Iterations(1)
    ->Repetitions(3)
    ->Unit(benchmark::kMillisecond);

}  // namespace

int main(int argc, char** argv) {
  std::printf("OpenBLAS core: %s\n", openblas_get_corename());
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}
