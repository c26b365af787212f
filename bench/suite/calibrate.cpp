// tenferro-calibrate: measures this machine and prints the worker cost-model
// thresholds it suggests (CostModel in src/engine/threads.hpp:
// region_ns, madds_per_ns, min_work_ns; the rule is choose_workers in
// src/engine/threads.cpp: a call gets w > 1 workers only when its work
// estimate (madds / madds_per_ns) is at least 2 * min_work_ns and
// 4 * region_ns, and each worker then gets >= min_work_ns).
//
//   tenferro-calibrate [--quick] [--json] [--median]
//
// Probes (each figure the 10th percentile, or with --median the median, of
// the mean time per call of many short batches; see time_ns). The low
// percentile is the default because the machine this was written on is
// shared: a 2-thread region whose second thread is not scheduled waits a
// scheduler quantum (ms), which says nothing about the hardware the cost
// model describes; --median shows that wait.
//   1. entering an empty OpenMP parallel region: from outside any region,
//      from inside a 1-thread region (nesting allowed) and from inside a
//      2-thread region (nesting allowed, and the default where the inner
//      region is serialised), with 1 and 2 threads;
//   2. per-item overhead of a parallel loop: a static-schedule loop of K
//      trivial items in a 2-thread region, slope over K;
//   3. multiply-adds per ns on one thread: tenferro's small-gemm path
//      (tf_matmul_into on a serial engine, n = 4..64) and bare cblas_dgemm
//      with one OpenBLAS thread (n = 64..512);
//   4. elementwise ns per element: tf_add_into on a serial engine;
//   5. crossovers, the work at which two threads first beat one by 10%:
//      cblas_dgemm (1 vs 2 OpenBLAS threads) and an OpenMP z = x + y loop.
#include <tenferro.h>

#include <cblas.h>
#include <omp.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "../native_blas.hpp"

namespace {

using Clock = std::chrono::steady_clock;
bool g_quick = false;
bool g_median = false;  // estimator over batches: 10th percentile (default) or median

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? NAN : v[v.size() / 2];
}

// ns per call of f: many short batches (each ~20 us, or one call when a
// call takes longer) for a time budget, then the 10th percentile (default)
// or the median (--median) of the batch means. Short batches and a low
// percentile find the windows in which this process has both cores: on a
// shared, oversubscribed machine a 2-thread region otherwise waits for a
// scheduler quantum (ms), which is the load, not the hardware.
double time_ns(const std::function<void()>& f) {
  const double target = 20e-6;
  const double budget = g_quick ? 30e-3 : 150e-3;
  f();
  long batch = 1;
  for (;;) {
    auto t0 = Clock::now();
    for (long i = 0; i < batch; ++i) f();
    double s = std::chrono::duration<double>(Clock::now() - t0).count();
    if (s >= target || batch > (1L << 30)) break;
    batch = s <= 0 ? batch * 10 : std::max(batch + 1, (long)(batch * target / s * 1.2));
  }
  std::vector<double> r;
  auto start = Clock::now();
  while (r.size() < 15 ||
         (std::chrono::duration<double>(Clock::now() - start).count() < budget && r.size() < 20000)) {
    auto t0 = Clock::now();
    for (long i = 0; i < batch; ++i) f();
    r.push_back(std::chrono::duration<double, std::nano>(Clock::now() - t0).count() / batch);
  }
  if (g_median) return median(r);
  std::sort(r.begin(), r.end());
  return r[r.size() / 10];
}

void check(tf_status st, const char* what) {
  if (st != TF_OK) {
    std::fprintf(stderr, "tenferro-calibrate: %s: %s (%s)\n", what, tf_status_name(st), tf_last_error());
    std::exit(1);
  }
}

std::vector<double> rvec(size_t n, unsigned seed) {
  std::mt19937_64 g(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<double> v(n);
  for (auto& x : v) x = u(g);
  return v;
}

void empty_region(int threads) {
#pragma omp parallel num_threads(threads)
  { __asm__ __volatile__(""); }
}

// Region cost from inside an outer region of `outer` threads (master's view).
double nested_region_ns(int outer, int inner, bool allow_nesting) {
  const int saved = omp_get_max_active_levels();
  omp_set_max_active_levels(allow_nesting ? 2 : 1);
  double r = NAN;
#pragma omp parallel num_threads(outer)
  {
    // Every outer thread enters inner regions; the master's timing is kept.
    double mine = time_ns([inner] { empty_region(inner); });
#pragma omp master
    r = mine;
  }
  omp_set_max_active_levels(saved);
  return r;
}

struct Json {
  std::string s = "{";
  void num(const char* k, double v) {
    char b[128];
    std::snprintf(b, sizeof b, "%s\"%s\":%.6g", s.size() > 1 ? "," : "", k, v);
    s += b;
  }
};

}  // namespace

int main(int argc, char** argv) {
  tfbench::native_blas_reexec(argv);
  bool json = false;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--quick")) g_quick = true;
    else if (!std::strcmp(argv[i], "--json")) json = true;
    else if (!std::strcmp(argv[i], "--median")) g_median = true;
    else {
      std::fprintf(stderr, "usage: %s [--quick] [--json] [--median]\n", argv[0]);
      return 2;
    }
  }
  Json J;
  auto say = [&](const char* key, const char* what, double v, const char* unit) {
    J.num(key, v);
    if (!json) std::printf("  %-52s %10.3f %s\n", what, v, unit);
  };

  const int icv = omp_get_max_threads();
  double load[3] = {0, 0, 0};
  getloadavg(load, 3);
  if (!json)
    std::printf("tenferro-calibrate: %d hardware threads (omp_get_num_procs)%s; load average %.2f;\n"
                "each figure is the %s over repeats of a batch mean\n\n",
                omp_get_num_procs(), g_quick ? ", quick" : "", load[0],
                g_median ? "median" : "10th percentile");
  if (!json) tfbench::native_blas_banner(stdout, "tenferro-calibrate", 0);
  J.num("load_average_1min", load[0]);
  J.num("estimator_is_median", g_median ? 1 : 0);

  // 1. Parallel region entry.
  if (!json) std::printf("OpenMP parallel region entry (empty region), ns per region:\n");
  double out1 = time_ns([] { empty_region(1); });
  double out2 = time_ns([] { empty_region(2); });
  say("region_outside_1t", "from outside any region, 1 thread", out1, "ns");
  say("region_outside_2t", "from outside any region, 2 threads", out2, "ns");
  say("region_in1_1t", "inside a 1-thread region (nesting on), 1 thread", nested_region_ns(1, 1, true), "ns");
  say("region_in1_2t", "inside a 1-thread region (nesting on), 2 threads", nested_region_ns(1, 2, true), "ns");
  say("region_in2_1t", "inside a 2-thread region (nesting on), 1 thread", nested_region_ns(2, 1, true), "ns");
  say("region_in2_2t", "inside a 2-thread region (nesting on), 2 threads", nested_region_ns(2, 2, true), "ns");
  say("region_in2_2t_serialised", "inside a 2-thread region (nesting off), 2 threads", nested_region_ns(2, 2, false), "ns");

  // 2. Per-item overhead of a static parallel loop (2 threads).
  volatile double sink = 0;
  auto ploop = [&](long K) {
    return time_ns([K, &sink] {
#pragma omp parallel for num_threads(2) schedule(static)
      for (long i = 0; i < K; ++i) { __asm__ __volatile__(""); }
      sink = sink + 1;
    });
  };
  double k2 = ploop(2), k4096 = ploop(4096);
  double per_item = (k4096 - k2) / 4094.0;
  if (!json) std::printf("\nParallel loop, 2 threads, static schedule:\n");
  say("loop_2_items", "2 trivial items", k2, "ns");
  say("loop_4096_items", "4096 trivial items", k4096, "ns");
  say("loop_per_item", "per-item overhead (slope)", per_item, "ns");

  // 3. Multiply-adds per ns.
  if (!json) std::printf("\nMultiply-adds per ns, one thread (f64):\n");
  tf_engine* serial;
  check(tf_engine_create_serial(&serial), "engine");
  double small_best = 0, small_32 = 0;
  for (long n : {4L, 8L, 16L, 32L, 64L}) {
    auto a = rvec(n * n, 1), b = rvec(n * n, 2);
    std::vector<double> c(n * n);
    int64_t sh[2] = {n, n};
    tf_tensor *ta, *tb, *tc;
    check(tf_tensor_wrap(TF_F64, 2, sh, nullptr, a.data(), &ta), "wrap");
    check(tf_tensor_wrap(TF_F64, 2, sh, nullptr, b.data(), &tb), "wrap");
    check(tf_tensor_wrap(TF_F64, 2, sh, nullptr, c.data(), &tc), "wrap");
    double ns = time_ns([&] { check(tf_matmul_into(serial, ta, tb, tc), "matmul"); });
    double r = (double)n * n * n / ns;
    small_best = std::max(small_best, r);
    if (n == 32) small_32 = r;
    std::string key = "madds_per_ns_tf_" + std::to_string(n);
    std::string what = "tenferro tf_matmul_into (serial) n = " + std::to_string(n);
    say(key.c_str(), what.c_str(), r, "madd/ns");
    for (auto* t : {ta, tb, tc}) tf_tensor_release(t);
  }
  omp_set_num_threads(1);
  double blas_256 = 0, blas_best = 0;
  for (long n : {64L, 128L, 256L, 512L}) {
    if (g_quick && n > 256) break;
    auto a = rvec(n * n, 1), b = rvec(n * n, 2);
    std::vector<double> c(n * n);
    double ns = time_ns([&] {
      cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)n, (int)n, (int)n, 1.0, a.data(),
                  (int)n, b.data(), (int)n, 0.0, c.data(), (int)n);
    });
    double r = (double)n * n * n / ns;
    blas_best = std::max(blas_best, r);
    if (n == 256) blas_256 = r;
    std::string key = "madds_per_ns_blas_" + std::to_string(n);
    std::string what = "cblas_dgemm, 1 OpenBLAS thread, n = " + std::to_string(n);
    say(key.c_str(), what.c_str(), r, "madd/ns");
  }

  // 4. Elementwise ns per element.
  if (!json) std::printf("\nElementwise z = x + y, ns per element, one thread (f64):\n");
  double ew_1e6 = 0;
  for (long n : {1000L, 100000L, 1000000L}) {
    auto x = rvec(n, 1), y = rvec(n, 2);
    std::vector<double> z(n);
    int64_t sh = n;
    tf_tensor *tx, *ty, *tz;
    check(tf_tensor_wrap(TF_F64, 1, &sh, nullptr, x.data(), &tx), "wrap");
    check(tf_tensor_wrap(TF_F64, 1, &sh, nullptr, y.data(), &ty), "wrap");
    check(tf_tensor_wrap(TF_F64, 1, &sh, nullptr, z.data(), &tz), "wrap");
    double ns = time_ns([&] { check(tf_add_into(serial, tx, ty, tz), "add"); }) / n;
    if (n == 1000000) ew_1e6 = ns;
    std::string key = "ew_ns_per_elem_" + std::to_string(n);
    std::string what = "tf_add_into (serial), n = " + std::to_string(n);
    say(key.c_str(), what.c_str(), ns, "ns/elem");
    for (auto* t : {tx, ty, tz}) tf_tensor_release(t);
  }
  tf_engine_destroy(serial);

  // 5. Crossovers: smallest work where 2 threads beat 1 by 10%.
  if (!json) std::printf("\nCrossovers (2 threads at least 1.1x faster than 1):\n");
  double gemm_cross_ns = NAN;
  for (long n : {16L, 24L, 32L, 48L, 64L, 96L, 128L, 192L, 256L}) {
    auto a = rvec(n * n, 1), b = rvec(n * n, 2);
    std::vector<double> c(n * n);
    auto call = [&] {
      cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)n, (int)n, (int)n, 1.0, a.data(),
                  (int)n, b.data(), (int)n, 0.0, c.data(), (int)n);
    };
    omp_set_num_threads(1);
    double t1 = time_ns(call);
    omp_set_num_threads(2);
    double t2 = time_ns(call);
    if (!json) std::printf("  dgemm n = %-4ld 1 thread %10.0f ns, 2 threads %10.0f ns (x%.2f)\n", n, t1, t2, t1 / t2);
    if (t1 / t2 >= 1.1) {
      gemm_cross_ns = t1;
      break;
    }
  }
  omp_set_num_threads(icv);
  say("gemm_crossover_work_ns", "dgemm crossover, 1-thread time", gemm_cross_ns, "ns");
  double ew_cross_n = NAN, ew_cross_ns = NAN;
  for (long n : {1000L, 2000L, 4000L, 8000L, 16000L, 32000L, 64000L, 128000L, 256000L}) {
    auto x = rvec(n, 1), y = rvec(n, 2);
    std::vector<double> z(n);
    double *px = x.data(), *py = y.data(), *pz = z.data();
    auto loop = [&](int t) {
      return time_ns([=] {
        if (t == 1) {
          for (long i = 0; i < n; ++i) pz[i] = px[i] + py[i];
        } else {
#pragma omp parallel for num_threads(2) schedule(static)
          for (long i = 0; i < n; ++i) pz[i] = px[i] + py[i];
        }
        __asm__ __volatile__("" ::"r"(pz) : "memory");
      });
    };
    double t1 = loop(1), t2 = loop(2);
    if (!json) std::printf("  add   n = %-7ld 1 thread %10.0f ns, 2 threads %10.0f ns (x%.2f)\n", n, t1, t2, t1 / t2);
    if (t1 / t2 >= 1.1) {
      ew_cross_n = (double)n;
      ew_cross_ns = t1;
      break;
    }
  }
  say("ew_crossover_elements", "elementwise add crossover, elements", ew_cross_n, "");
  say("ew_crossover_work_ns", "elementwise add crossover, 1-thread time", ew_cross_ns, "ns");

  // Suggestion. choose_workers gives 2 workers when work >= 2 * min_work_ns
  // and >= 4 * region_ns. A worker's share must pay at least twice the
  // region entry (min_work_ns >= 2 * region_ns), and tenferro's own loops
  // should not split below the measured elementwise crossover: those loops
  // count one madd per element, so that crossover in model units is
  // n / madds_per_ns, and min_work_ns >= that / 2. The dgemm crossover is
  // printed for information only: the model caps BLAS/LAPACK threads, and
  // OpenBLAS applies its own split threshold under the cap.
  const double region_ns = std::ceil(out2 / 50.0) * 50.0;
  const double madds_per_ns = std::round(blas_256 > 0 ? blas_256 : blas_best);
  double w_gemm = std::isnan(gemm_cross_ns) ? 0 : gemm_cross_ns / 2;
  double w_ew = std::isnan(ew_cross_n) ? 0 : ew_cross_n / madds_per_ns / 2;
  double min_work = std::max(w_ew, 2.0 * region_ns);
  min_work = std::ceil(min_work / 500.0) * 500.0;
  J.num("suggest_region_ns", region_ns);
  J.num("suggest_madds_per_ns", madds_per_ns);
  J.num("suggest_min_work_ns", min_work);
  J.num("small_gemm_madds_per_ns_32", small_32);
  J.num("small_gemm_madds_per_ns_best", small_best);
  J.num("ew_ns_per_elem_1e6", ew_1e6);
  J.s += "}";
  if (json) {
    std::printf("%s\n", J.s.c_str());
  } else {
    std::printf("\nSuggested CostModel (src/engine/threads.hpp):\n");
    std::printf("  region_ns    = %.0f   (2-thread region from outside, rounded up to 50 ns)\n", region_ns);
    std::printf("  madds_per_ns = %.0f   (1-thread cblas_dgemm at n = 256)\n", madds_per_ns);
    std::printf("  min_work_ns  = %.0f   (max of 2 * region_ns and the elementwise crossover in model\n"
                "                          units / 2 = %.0f; for information, dgemm crossover / 2 = %.0f)\n",
                min_work, w_ew, w_gemm);
    if (load[0] > omp_get_num_procs())
      std::printf("\nwarning: load average %.2f exceeds the %d hardware threads: 2-thread figures\n"
                  "wait for the scheduler; rerun when the machine is quieter.\n",
                  load[0], omp_get_num_procs());
  }
  (void)sink;
  return 0;
}
