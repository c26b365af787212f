// tenferro-providers: the matmul provider choice on this machine.
//
//   tenferro-providers            the calibration (gemm_calibrate, timed) and
//                                 the table the process uses (gemm_table)
//   tenferro-providers --sweep    also every provider's time per square
//                                 product (f64, c128; row-major; 1 and 2
//                                 workers), the calibrated choice, and the
//                                 best provider per size
//
// Links the library's internals (tenferro_internal): it calls the
// providers directly, as the calibration does.
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <limits>
#include <vector>

#include "../native_blas.hpp"
#include "providers/gemm.hpp"
#include "providers/gemm_choice.hpp"

namespace {

using Clock = std::chrono::steady_clock;

template <class F> double median_ns(F&& f) {
  f();
  auto t0 = Clock::now();
  f();
  double one = std::chrono::duration<double, std::nano>(Clock::now() - t0).count();
  long batch = std::max(1L, (long)(200000.0 / std::max(one, 1.0)));
  std::vector<double> r;
  for (int i = 0; i < 7; ++i) {
    t0 = Clock::now();
    for (long j = 0; j < batch; ++j) f();
    r.push_back(std::chrono::duration<double, std::nano>(Clock::now() - t0).count() / batch);
  }
  std::sort(r.begin(), r.end());
  return r[r.size() / 2];
}

template <class T> void sweep(tf::DType dt, const char* name) {
  const long sizes[] = {2, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128, 256, 512, 1024, 2048};
  std::printf("\n%s, row-major n x n x n, ns per call (median of 7 batches):\n", name);
  std::printf("%6s %12s %12s %12s %12s %12s   %-10s %-10s\n", "n", "small", "own 1w", "blas 1w",
              "own 2w", "blas 2w", "chosen", "best 1w");
  for (long n : sizes) {
    std::vector<T> a(n * n, T(0.5)), b(n * n, T(0.25)), c(n * n);
    tf::GemmCall g{n, n, n, a.data(), n, 1, b.data(), n, 1, c.data(), n, 1, tf_scalar{1, 0},
                   tf_scalar{0, 0}};
    const double inf = std::numeric_limits<double>::infinity();
    double ts = inf, to1 = inf, tb1, to2 = inf, tb2;
    if (n <= 128) {
      tf::SmallGemmFn f = tf::small_gemm_kernel(dt, n, n, n, false, false, true);
      ts = median_ns([&] { f(g); });
    }
    if (tf::wide_gemm_covers(dt)) {
      to1 = median_ns([&] { tf::avx512::gemm(dt, g, false, false, 1); });
      to2 = median_ns([&] { tf::avx512::gemm(dt, g, false, false, 2); });
    }
    tb1 = median_ns([&] { tf::blas_gemm(dt, g, false, false, 1); });
    tb2 = median_ns([&] { tf::blas_gemm(dt, g, false, false, 2); });
    const char* best = ts <= std::min(to1, tb1) ? "small" : to1 <= tb1 ? "own-avx512" : "openblas";
    auto cell = [](double v) {
      static char buf[8][32];
      static int i = 0;
      char* s = buf[i++ % 8];
      if (std::isinf(v)) std::snprintf(s, 32, "-");
      else std::snprintf(s, 32, "%.0f", v);
      return s;
    };
    std::printf("%6ld %12s %12s %12s %12s %12s   %-10s %-10s\n", n, cell(ts), cell(to1),
                cell(tb1), cell(to2), cell(tb2),
                tf::gemm_provider_name(tf::gemm_choose(dt, n, n, n, true, tf::wide_gemm_covers(dt))),
                best);
    std::fflush(stdout);
  }
}

}  // namespace

int main(int argc, char** argv) {
  tfbench::native_blas_reexec(argv);
  bool do_sweep = argc > 1 && !std::strcmp(argv[1], "--sweep");
  tfbench::native_blas_banner(stdout, "tenferro-providers", 0);
  auto t0 = Clock::now();
  tf::GemmTable t = tf::gemm_calibrate();
  double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  std::printf("\ngemm_calibrate() took %.2f ms and found:\n%s", ms, tf::gemm_table_format(t).c_str());
  const tf::GemmTable& used = tf::gemm_table();
  std::printf("\nthe process's table (%s):\n%s", used.source.c_str(),
              tf::gemm_table_format(used).c_str());
  if (do_sweep) {
    sweep<double>(tf::DType::F64, "f64");
    sweep<std::complex<double>>(tf::DType::C128, "c128");
  }
  return 0;
}
