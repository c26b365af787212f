// tenferro-cost: the cost report, "what one call costs" on this machine.
//
//   tenferro-cost            aligned text tables
//   tenferro-cost --json     one JSON object with every figure
//   tenferro-cost --quick    fewer repeats and shorter batches (CI smoke)
//
// For f64 matmul at 2x2, 8x8, 32x32 and 256x256 it times, on the same data:
//   - a bare cblas_dgemm on a thread whose OpenMP ICV is 1 (the OpenMP build
//     of OpenBLAS takes its thread count from the calling thread's ICV), and
//     with the ICV set to the pooled engine's worker count;
//   - tf_matmul_into and tf_matmul (allocating; result released each
//     iteration) on a serial engine and on a pooled engine
//     (tf_engine_create_pooled(0, ...)).
// Each figure is the median over repeats of ns per call, each repeat timing a
// batch of calls sized to take a few milliseconds, after a warm-up. The
// variants of one size are interleaved repeat by repeat, so drifts of the
// machine hit them alike.
//
// It also times entering an empty OpenMP parallel region from outside any
// region and from inside a 1-thread outer region (nesting enabled with
// omp_set_max_active_levels(2)), with 1 and 2 threads, and prints the
// statistics of the engines it used.
//
// Exit status: 0 on success, 1 when a tenferro call failed or a result was
// wrong, 2 on bad usage.

#include <tenferro.h>

#include <cblas.h>
#include <omp.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "native_blas.hpp"

namespace {

using Clock = std::chrono::steady_clock;

struct Config {
  bool json = false;
  bool quick = false;
  int repeats = 15;
  double batch_target_s = 3e-3;  // each repeat times ~3 ms of calls
  double warmup_s = 20e-3;
};

int g_failures = 0;

void fail(const char* what, tf_status st) {
  ++g_failures;
  std::fprintf(stderr, "tenferro-cost: %s failed: %s (%s)\n", what, tf_status_name(st),
               tf_last_error());
}

#define TF_CHECK(call)                 \
  do {                                 \
    tf_status st_ = (call);            \
    if (st_ != TF_OK) fail(#call, st_); \
  } while (0)

double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

double median(std::vector<double> v) {
  if (v.empty()) return NAN;
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

// One thing to time: body() is one call; before() runs untimed ahead of each
// batch (sets the OpenMP ICV for cblas rows, for example).
struct Variant {
  std::string key;    // JSON key
  std::string label;  // table label
  std::function<void()> body;
  std::function<void()> before;
  std::function<void()> after;
  long batch = 1;
  // Runs on several threads: each batch starts after 10 ms of rest and 3 ms
  // of untimed calls, so the other library's idle threads (libgomp's spin
  // ~6 ms after a region, tenferro's helpers 1 ms) have stopped spinning and
  // this one's are awake: each library timed on the cores alone (calls of
  // both within a few ms: docs/cost-model.md, "Threads").
  bool threaded = false;
  std::vector<double> ns;      // wall ns per call, one per repeat
  std::vector<double> cpu_ns;  // calling thread's CPU ns per call, one per repeat
  double median_ns = NAN;
  double min_ns = NAN;
  double max_ns = NAN;
  double cpu_median_ns = NAN;
};

// CPU time of the calling thread: unlike wall time it does not grow while
// another process holds the core, so single-thread figures stay comparable
// on a loaded machine (it does not count work done by other threads).
double thread_cpu_seconds() {
  timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

double time_batch(const std::function<void()>& body, long iters) {
  auto t0 = Clock::now();
  for (long i = 0; i < iters; ++i) body();
  return seconds_since(t0);
}

// Warms up and picks a batch size so that one batch takes about
// cfg.batch_target_s.
void calibrate(Variant& v, const Config& cfg) {
  if (v.before) v.before();
  // Warm-up: at least a few calls and about cfg.warmup_s.
  long iters = 1;
  double spent = 0;
  while (spent < cfg.warmup_s) {
    double t = time_batch(v.body, iters);
    spent += t;
    if (t < cfg.warmup_s / 4) iters *= 2;
  }
  // Batch size.
  iters = 1;
  for (;;) {
    double t = time_batch(v.body, iters);
    if (t >= cfg.batch_target_s * 0.66 || iters >= (1L << 30)) break;
    double grow = t > 0 ? cfg.batch_target_s / t * 1.1 : 16.0;
    grow = std::min(std::max(grow, 2.0), 16.0);
    iters = static_cast<long>(std::ceil(iters * grow));
  }
  v.batch = iters;
  if (v.after) v.after();
}

// Times all variants, interleaved repeat by repeat.
void measure(std::vector<Variant>& vs, const Config& cfg) {
  for (auto& v : vs) calibrate(v, cfg);
  for (int r = 0; r < cfg.repeats; ++r) {
    for (auto& v : vs) {
      if (v.before) v.before();
      if (v.threaded) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        const auto t0 = std::chrono::steady_clock::now();
        while (std::chrono::steady_clock::now() - t0 < std::chrono::milliseconds(3)) v.body();
      }
      v.body();  // one untimed call: caches in the state this variant leaves
      const double c0 = thread_cpu_seconds();
      const double t = time_batch(v.body, v.batch);
      const double c = thread_cpu_seconds() - c0;
      if (v.after) v.after();
      v.ns.push_back(t * 1e9 / static_cast<double>(v.batch));
      v.cpu_ns.push_back(c * 1e9 / static_cast<double>(v.batch));
    }
  }
  for (auto& v : vs) {
    v.median_ns = median(v.ns);
    v.min_ns = *std::min_element(v.ns.begin(), v.ns.end());
    v.max_ns = *std::max_element(v.ns.begin(), v.ns.end());
    v.cpu_median_ns = median(v.cpu_ns);
  }
}

// ------------------------------------------------------------ machine info
std::string cpu_model() {
  std::ifstream f("/proc/cpuinfo");
  std::string line;
  while (std::getline(f, line)) {
    if (line.rfind("model name", 0) == 0) {
      auto p = line.find(':');
      if (p != std::string::npos) {
        std::string s = line.substr(p + 1);
        size_t b = s.find_first_not_of(" \t");
        return b == std::string::npos ? std::string() : s.substr(b);
      }
    }
  }
  return "unknown";
}

// The first three fields of /proc/loadavg: 1, 5 and 15 minute load.
std::string load_average() {
  std::ifstream f("/proc/loadavg");
  std::string a, b, c;
  if (!(f >> a >> b >> c)) return "unknown";
  return a + " " + b + " " + c;
}

std::string env_or(const char* name, const char* dflt) {
  const char* v = std::getenv(name);
  return v ? std::string(v) : std::string(dflt);
}

std::string trim(std::string s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\n')) s.pop_back();
  size_t b = s.find_first_not_of(' ');
  return b == std::string::npos ? std::string() : s.substr(b);
}

// ------------------------------------------------------------------ JSON
std::string jstr(const std::string& s) {
  std::string o = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': o += "\\\""; break;
      case '\\': o += "\\\\"; break;
      case '\n': o += "\\n"; break;
      case '\t': o += "\\t"; break;
      default:
        if (c < 0x20) {
          char b[8];
          std::snprintf(b, sizeof b, "\\u%04x", c);
          o += b;
        } else {
          o += static_cast<char>(c);
        }
    }
  }
  return o + "\"";
}

std::string jnum(double x) {
  if (!std::isfinite(x)) return "null";
  char b[64];
  std::snprintf(b, sizeof b, "%.6g", x);
  return b;
}

std::string jint(uint64_t x) { return std::to_string(x); }

// ----------------------------------------------------------- matmul rows
struct SizeResult {
  int n = 0;
  double flops = 0;
  std::vector<Variant> vs;  // in the order below
  double max_abs_err_serial = NAN;
  double max_abs_err_pooled = NAN;
};

enum VariantIndex {
  kCblas1 = 0,
  kIntoSerial,
  kAllocSerial,
  kCblasP,
  kIntoPooled,
  kAllocPooled,
  kNumVariants
};

struct Engines {
  tf_engine* serial = nullptr;
  tf_engine* pooled = nullptr;
  int pooled_threads = 1;
  int default_icv = 1;  // omp_get_max_threads() of the main thread at start
};

double max_abs_diff(const std::vector<double>& a, const std::vector<double>& b) {
  double m = 0;
  for (size_t i = 0; i < a.size(); ++i) m = std::max(m, std::fabs(a[i] - b[i]));
  return m;
}

SizeResult run_size(int n, Engines& E, const Config& cfg) {
  SizeResult R;
  R.n = n;
  R.flops = 2.0 * n * n * n;
  const size_t nn = static_cast<size_t>(n) * n;
  std::vector<double> A(nn), B(nn), C(nn, 0.0), Cref(nn, 0.0);
  std::mt19937_64 rng(12345 + n);
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  for (auto& x : A) x = dist(rng);
  for (auto& x : B) x = dist(rng);

  const int64_t shape[2] = {n, n};
  tf_tensor *ta = nullptr, *tb = nullptr, *tc = nullptr;
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, shape, nullptr, A.data(), &ta));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, shape, nullptr, B.data(), &tb));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, shape, nullptr, C.data(), &tc));
  if (!ta || !tb || !tc) {
    tf_tensor_release(ta);
    tf_tensor_release(tb);
    tf_tensor_release(tc);
    return R;
  }

  // Reference result from cblas on one thread.
  omp_set_num_threads(1);
  cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, A.data(), n,
              B.data(), n, 0.0, Cref.data(), n);
  omp_set_num_threads(E.default_icv);
  const double tol = 1e-12 * n;  // |A|,|B| <= 1: errors grow ~ n * eps

  // Correctness, once per engine, before any timing.
  for (tf_engine* eng : {E.serial, E.pooled}) {
    std::fill(C.begin(), C.end(), NAN);
    TF_CHECK(tf_matmul_into(eng, ta, tb, tc));
    double e = max_abs_diff(C, Cref);
    tf_tensor* out = nullptr;
    TF_CHECK(tf_matmul(eng, ta, tb, &out));
    if (out) {
      std::vector<double> tmp(nn);
      TF_CHECK(tf_tensor_read(out, TF_ROW_MAJOR, tmp.data(), nn * sizeof(double)));
      e = std::max(e, max_abs_diff(tmp, Cref));
      tf_tensor_release(out);
    }
    if (!(e <= tol)) {
      ++g_failures;
      std::fprintf(stderr, "tenferro-cost: %s engine, %dx%d matmul: max |error| %g > %g\n",
                   eng == E.serial ? "serial" : "pooled", n, n, e, tol);
    }
    (eng == E.serial ? R.max_abs_err_serial : R.max_abs_err_pooled) = e;
  }

  auto cblas = [&]() {
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, A.data(), n,
                B.data(), n, 0.0, C.data(), n);
  };
  auto into = [&](tf_engine* eng) {
    return [&, eng]() {
      tf_status st = tf_matmul_into(eng, ta, tb, tc);
      if (st != TF_OK) fail("tf_matmul_into", st);
    };
  };
  auto alloc = [&](tf_engine* eng) {
    return [&, eng]() {
      tf_tensor* out = nullptr;
      tf_status st = tf_matmul(eng, ta, tb, &out);
      if (st != TF_OK) fail("tf_matmul", st);
      tf_tensor_release(out);
    };
  };
  const int P = E.pooled_threads;
  const int icv = E.default_icv;
  std::string Ps = std::to_string(P);

  auto mk = [](std::string key, std::string label, std::function<void()> body,
               std::function<void()> before = {}, std::function<void()> after = {}) {
    Variant v;
    v.key = std::move(key);
    v.label = std::move(label);
    v.body = std::move(body);
    v.before = std::move(before);
    v.after = std::move(after);
    return v;
  };
  R.vs.resize(kNumVariants);
  R.vs[kCblas1] = mk("cblas_dgemm_1t", "cblas_dgemm, 1 omp thread", cblas,
                     [] { omp_set_num_threads(1); }, [icv] { omp_set_num_threads(icv); });
  R.vs[kIntoSerial] = mk("matmul_into_serial", "tf_matmul_into, serial", into(E.serial));
  R.vs[kAllocSerial] = mk("matmul_alloc_serial", "tf_matmul (alloc), serial", alloc(E.serial));
  R.vs[kCblasP] = mk("cblas_dgemm_pt", "cblas_dgemm, " + Ps + " omp threads", cblas,
                     [P] { omp_set_num_threads(P); }, [icv] { omp_set_num_threads(icv); });
  R.vs[kIntoPooled] = mk("matmul_into_pooled", "tf_matmul_into, pooled(" + Ps + ")",
                         into(E.pooled));
  R.vs[kAllocPooled] = mk("matmul_alloc_pooled", "tf_matmul (alloc), pooled(" + Ps + ")",
                          alloc(E.pooled));
  for (int k : {kCblasP, kIntoPooled, kAllocPooled}) R.vs[k].threaded = P > 1;
  measure(R.vs, cfg);

  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  return R;
}

// The cblas row a variant is compared with.
int reference_of(int i) { return i < kCblasP ? kCblas1 : kCblasP; }

// ------------------------------------------------------- OpenMP regions
struct OmpResult {
  std::string key, label;
  double median_ns = NAN, min_ns = NAN, max_ns = NAN;
  long batch = 0;
  int team_size = 0;  // omp_get_num_threads() seen inside the region
};

OmpResult omp_region_cost(const Config& cfg, int threads, bool nested) {
  OmpResult res;
  res.key = std::string(nested ? "nested" : "outside") + "_" + std::to_string(threads) + "t";
  res.label = std::string(nested ? "inside a 1-thread region (nested)" : "outside any region") +
              ", num_threads(" + std::to_string(threads) + ")";
  int team = 0;
  Variant v;
  v.body = [threads] {
    // GCC deletes a parallel region whose body is empty (at -O1 and up), so
    // the body is an empty asm statement: no work, but a real region.
#pragma omp parallel num_threads(threads)
    {
      __asm__ __volatile__("");
    }
  };
  auto run = [&] {
    // Team size actually obtained (nesting may be refused).
#pragma omp parallel num_threads(threads)
    {
#pragma omp master
      team = omp_get_num_threads();
    }
    std::vector<Variant> vs{v};
    measure(vs, cfg);
    res.median_ns = vs[0].median_ns;
    res.min_ns = vs[0].min_ns;
    res.max_ns = vs[0].max_ns;
    res.batch = vs[0].batch;
  };
  if (!nested) {
    run();
  } else {
    const int saved = omp_get_max_active_levels();
#pragma omp parallel num_threads(1)
    {
      omp_set_max_active_levels(2);
      run();
    }
    omp_set_max_active_levels(saved);
  }
  res.team_size = team;
  return res;
}

// -------------------------------------------------------- engine stats
// Small elementwise calls: every public unary and binary op (and its
// direct VJP) on a 2x2 f64 tensor, _into forms on the serial engine; the
// reference is tf_matmul_into of the same 2x2 shape (the small-call cost).
const char* const kUnaryNames[] = {"neg", "conj", "abs", "real", "imag", "exp", "log", "sqrt",
                                   "sin", "cos", "tanh", "reciprocal", "expm1", "log1p",
                                   "sigmoid", "sign"};
const char* const kBinaryNames[] = {"add", "sub", "mul", "div", "max", "min", "pow", "atan2"};
static_assert(sizeof kUnaryNames / sizeof *kUnaryNames == TF_UNARY_SIGN + 1, "every unary op");
static_assert(sizeof kBinaryNames / sizeof *kBinaryNames == TF_BINARY_ATAN2 + 1,
              "every binary op");

struct EwResult {
  std::vector<Variant> vs;
};

// A timed call that fails the report when it does not return TF_OK.
void add_variant(EwResult& R, std::string key, std::string label,
                 std::function<tf_status()> call) {
  Variant v;
  v.key = key;
  v.label = std::move(label);
  v.body = [call, key] {
    tf_status st = call();
    if (st != TF_OK) fail(key.c_str(), st);
  };
  R.vs.push_back(std::move(v));
}

EwResult run_elementwise(Engines& E, const Config& cfg) {
  static double xd[4] = {0.5, 0.75, 1.25, 1.5}, yd[4] = {1.5, 0.5, 0.75, 1.25},
                od[4], gd[4] = {1, 1, 1, 1}, dd[4], ed[4];
  const int64_t shape[2] = {2, 2};
  static tf_tensor *x, *y, *o, *g, *d, *d2;
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, shape, nullptr, xd, &x));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, shape, nullptr, yd, &y));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, shape, nullptr, od, &o));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, shape, nullptr, gd, &g));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, shape, nullptr, dd, &d));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, shape, nullptr, ed, &d2));
  tf_engine* e = E.serial;
  EwResult R;
  auto add = [&](std::string key, std::string label, std::function<tf_status()> call) {
    add_variant(R, std::move(key), std::move(label), std::move(call));
  };
  add("matmul_into", "tf_matmul_into (reference)", [=] {
    return tf_matmul_into(e, x, y, o);
  });
  for (int op = 0; op <= TF_UNARY_SIGN; ++op) {
    const tf_unary_op u = (tf_unary_op)op;
    add(std::string("unary_") + kUnaryNames[op], std::string("tf_unary_into ") + kUnaryNames[op],
        [=] { return tf_unary_into(e, u, x, o); });
    add(std::string("unary_vjp_") + kUnaryNames[op],
        std::string("tf_unary_vjp_into ") + kUnaryNames[op],
        [=] { return tf_unary_vjp_into(e, u, x, g, d); });
  }
  for (int op = 0; op <= TF_BINARY_ATAN2; ++op) {
    const tf_binary_op b = (tf_binary_op)op;
    add(std::string("binary_") + kBinaryNames[op], std::string("tf_binary_into ") + kBinaryNames[op],
        [=] { return tf_binary_into(e, b, x, y, o); });
    add(std::string("binary_vjp_") + kBinaryNames[op],
        std::string("tf_binary_vjp_into ") + kBinaryNames[op],
        [=] { return tf_binary_vjp_into(e, b, x, y, g, d, d2); });
  }
  // The structure and indexing operations (docs/structure-ops.md): the
  // same 2x2 f64 x (4-element axis lines), _into forms.
  static double cd[8], ld[4];
  static int64_t idx[2] = {1, 0}, kidx[4];
  static tf_tensor *cat, *dg, *tr, *line, *x4;
  const int64_t cat_shape[2] = {4, 2}, dg_shape[1] = {2}, l_shape[1] = {4};
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, cat_shape, nullptr, cd, &cat));
  TF_CHECK(tf_tensor_wrap(TF_F64, 1, dg_shape, nullptr, ld, &dg));
  TF_CHECK(tf_tensor_wrap(TF_F64, 0, nullptr, nullptr, ld + 2, &tr));
  TF_CHECK(tf_tensor_wrap(TF_F64, 1, l_shape, nullptr, ld, &line));
  TF_CHECK(tf_tensor_wrap(TF_F64, 1, l_shape, nullptr, xd, &x4));
  static const tf_tensor* pair[2];
  pair[0] = x;
  pair[1] = y;
  add("concatenate_into", "tf_concatenate_into (2 x 2x2)", [=] {
    return tf_concatenate_into(e, 2, pair, 0, cat);
  });
  add("diagonal_into", "tf_diagonal_into", [=] { return tf_diagonal_into(e, x, 0, 0, 1, dg); });
  add("diag_embed_into", "tf_diag_embed_into", [=] { return tf_diag_embed_into(e, dg, 0, 0, 1, o); });
  add("trace_into", "tf_trace_into", [=] { return tf_trace_into(e, x, 0, 0, 1, tr); });
  add("flip_into", "tf_flip_into", [=] { return tf_flip_into(e, x, 0, nullptr, o); });
  add("roll_into", "tf_roll_into", [=] { return tf_roll_into(e, x, 1, 1, o); });
  add("tril_into", "tf_tril_into", [=] { return tf_tril_into(e, x, 0, o); });
  add("pad_into", "tf_pad_into (2x2 -> 4x2)", [=] {
    static const int64_t b[2] = {1, 0}, a[2] = {1, 0};
    return tf_pad_into(e, x, b, a, tf_scalar{0, 0}, cat);
  });
  add("compare_into", "tf_compare_into lt", [=] { return tf_compare_into(e, TF_COMPARE_LT, x, y, o); });
  add("where_into", "tf_where_into", [=] { return tf_where_into(e, g, x, y, o); });
  add("index_select_into", "tf_index_select_into", [=] { return tf_index_select_into(e, x, 1, 2, idx, o); });
  add("scatter_add_into", "tf_scatter_add_into", [=] { return tf_scatter_add_into(e, x, 1, 2, idx, y, o); });
  add("cumsum_into", "tf_cumsum_into", [=] { return tf_cumsum_into(e, x, 1, o); });
  add("argmax", "tf_argmax (4 elements)", [=] { return tf_argmax(e, x4, 0, kidx); });
  add("sort_into", "tf_sort_into (4 elements)", [=] { return tf_sort_into(e, x4, 0, 0, line, kidx); });
  add("topk_into", "tf_topk_into (k 2 of 4)", [=] { return tf_topk_into(e, x4, 0, 2, 1, dg, kidx); });
  add("flip_vjp_into", "tf_flip_vjp_into", [=] { return tf_flip_vjp_into(e, x, 0, nullptr, g, d); });
  add("trace_vjp_into", "tf_trace_vjp_into", [=] { return tf_trace_vjp_into(e, x, 0, 0, 1, tr, d); });
  measure(R.vs, cfg);
  return R;
}

// Small linear-algebra calls: each operation of section 10 that takes one
// 2x2 f64 matrix (solve and lstsq with a 2x1 right-hand side), _into forms
// on the serial engine, beside the same tf_matmul_into reference.
EwResult run_linalg_small(Engines& E, const Config& cfg) {
  static double ad[4] = {2.0, 0.5, -0.25, 1.5}, bd[2] = {1.0, -1.0}, xd[2], rd[1], od[4], nd,
                gd[4] = {1, 1, 1, 1}, dd[4], ud[4], sd[2], vd[4];
  static double wd[4], vcd[8];  // complex w (2), v (2x2)
  const int64_t sh[2] = {2, 2}, sb[2] = {2, 1}, s1[1] = {1}, s2[1] = {2};
  static tf_tensor *a, *b, *x, *r, *o, *nrm, *g, *d, *u, *s, *vh, *w, *v;
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, ad, &a));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, sb, nullptr, bd, &b));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, sb, nullptr, xd, &x));
  TF_CHECK(tf_tensor_wrap(TF_F64, 1, s1, nullptr, rd, &r));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, od, &o));
  TF_CHECK(tf_tensor_wrap(TF_F64, 0, nullptr, nullptr, &nd, &nrm));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, gd, &g));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, dd, &d));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, ud, &u));
  TF_CHECK(tf_tensor_wrap(TF_F64, 1, s2, nullptr, sd, &s));
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, vd, &vh));
  TF_CHECK(tf_tensor_wrap(TF_C128, 1, s2, nullptr, wd, &w));
  TF_CHECK(tf_tensor_wrap(TF_C128, 2, sh, nullptr, vcd, &v));
  static double md[4];
  static tf_tensor* mo;
  TF_CHECK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, md, &mo));
  tf_engine* e = E.serial;
  EwResult R;
  auto add = [&](std::string key, std::string label, std::function<tf_status()> call) {
    add_variant(R, std::move(key), std::move(label), std::move(call));
  };
  add("matmul_into", "tf_matmul_into (reference)", [=] { return tf_matmul_into(e, a, g, mo); });
  add("inv_into", "tf_inv_into", [=] { return tf_inv_into(e, a, o); });
  add("solve_into", "tf_solve_into (2x1 rhs)", [=] { return tf_solve_into(e, a, b, x); });
  add("svd_into", "tf_svd_into", [=] { return tf_svd_into(e, a, nullptr, u, s, vh, nullptr); });
  add("lstsq_into", "tf_lstsq_into (2x1 rhs)", [=] {
    return tf_lstsq_into(e, a, b, -1.0, x, r, nullptr, 0);
  });
  add("pinv_into", "tf_pinv_into", [=] { return tf_pinv_into(e, a, -1.0, o); });
  add("matrix_norm_fro_into", "tf_matrix_norm_into fro", [=] {
    return tf_matrix_norm_into(e, a, TF_NORM_FRO, nrm);
  });
  add("matrix_norm_nuc_into", "tf_matrix_norm_into nuc", [=] {
    return tf_matrix_norm_into(e, a, TF_NORM_NUC, nrm);
  });
  add("matrix_norm_2_into", "tf_matrix_norm_into 2", [=] {
    return tf_matrix_norm_into(e, a, TF_NORM_2, nrm);
  });
  add("expm_into", "tf_expm_into", [=] { return tf_expm_into(e, a, o); });
  add("expm_vjp_into", "tf_expm_vjp_into", [=] { return tf_expm_vjp_into(e, a, o, g, d); });
  add("eig_into", "tf_eig_into", [=] { return tf_eig_into(e, a, w, v); });
  add("eigvals_into", "tf_eigvals_into", [=] { return tf_eigvals_into(e, a, w); });
  measure(R.vs, cfg);
  return R;
}

struct StatsRow {
  std::string name;
  int threads = 0;
  tf_engine_stats s{};
  bool ok = false;
};

StatsRow engine_stats(const char* name, tf_engine* e) {
  StatsRow r;
  r.name = name;
  std::memset(&r.s, 0, sizeof r.s);
  r.s.struct_size = sizeof(tf_engine_stats);
  int32_t t = 0;
  TF_CHECK(tf_engine_num_threads(e, &t));
  r.threads = t;
  tf_status st = tf_engine_get_stats(e, &r.s);
  if (st != TF_OK) fail("tf_engine_get_stats", st);
  r.ok = st == TF_OK;
  return r;
}

// ------------------------------------------------------------- printing
std::string fmt_ns(double ns) {
  char b[32];
  if (!std::isfinite(ns)) return "n/a";
  if (ns < 1e4)
    std::snprintf(b, sizeof b, "%.1f", ns);
  else
    std::snprintf(b, sizeof b, "%.0f", ns);
  return b;
}

std::string fmt(const char* f, double x) {
  if (!std::isfinite(x)) return "n/a";
  char b[32];
  std::snprintf(b, sizeof b, f, x);
  return b;
}

void usage(const char* argv0) {
  std::fprintf(stderr,
               "usage: %s [--json] [--quick] [--repeats N]\n"
               "  --json       print one JSON object instead of text tables\n"
               "  --quick      fewer repeats, shorter batches (CI smoke run)\n"
               "  --repeats N  repeats per figure (default 15, quick 3)\n",
               argv0);
}

}  // namespace

int main(int argc, char** argv) {
  tfbench::native_blas_reexec(argv);
  Config cfg;
  int repeats_override = 0;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--json")) {
      cfg.json = true;
    } else if (!std::strcmp(argv[i], "--quick")) {
      cfg.quick = true;
    } else if (!std::strcmp(argv[i], "--repeats") && i + 1 < argc) {
      repeats_override = std::atoi(argv[++i]);
      if (repeats_override < 1) {
        usage(argv[0]);
        return 2;
      }
    } else if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      usage(argv[0]);
      return 0;
    } else {
      usage(argv[0]);
      return 2;
    }
  }
  if (cfg.quick) {
    cfg.repeats = 3;
    cfg.batch_target_s = 1e-3;
    cfg.warmup_s = 5e-3;
  }
  if (repeats_override) cfg.repeats = repeats_override;

  // The matmul provider crossovers tenferro found on this machine: its
  // calibration runs on the first product and, with TENFERRO_CALIBRATION
  // naming a file that does not exist, is saved there; the report reads it
  // back (a temporary file unless the caller named one).
  std::string calib_path;
  bool calib_temp = false;
  if (const char* c = std::getenv("TENFERRO_CALIBRATION")) calib_path = c;
  if (calib_path.empty()) {
    calib_path = "/tmp/tenferro-cost-calibration." + std::to_string((long)getpid());
    std::remove(calib_path.c_str());
    setenv("TENFERRO_CALIBRATION", calib_path.c_str(), 1);
    calib_temp = true;
  }

  Engines E;
  E.default_icv = omp_get_max_threads();
  TF_CHECK(tf_engine_create_serial(&E.serial));
  TF_CHECK(tf_engine_create_pooled(0, &E.pooled));
  if (!E.serial || !E.pooled) {
    std::fprintf(stderr, "tenferro-cost: cannot create engines\n");
    tf_engine_destroy(E.serial);
    tf_engine_destroy(E.pooled);
    return 1;
  }
  int32_t pt = 1;
  TF_CHECK(tf_engine_num_threads(E.pooled, &pt));
  E.pooled_threads = pt > 0 ? pt : 1;

  const std::string load_start = load_average();
  const auto t_start = Clock::now();
  std::vector<SizeResult> sizes;
  for (int n : {2, 8, 32, 256}) sizes.push_back(run_size(n, E, cfg));
  const EwResult ew = run_elementwise(E, cfg);
  const EwResult la = run_linalg_small(E, cfg);

  // Did tenferro leave the caller's OpenMP ICV as it found it?
  const int icv_after = omp_get_max_threads();

  std::vector<OmpResult> omp;
  omp.push_back(omp_region_cost(cfg, 1, false));
  omp.push_back(omp_region_cost(cfg, 2, false));
  omp.push_back(omp_region_cost(cfg, 1, true));
  omp.push_back(omp_region_cost(cfg, 2, true));

  std::vector<StatsRow> stats{engine_stats("serial", E.serial),
                              engine_stats("pooled", E.pooled)};
  const double elapsed = seconds_since(t_start);
  const std::string load_end = load_average();

  // Machine.
  const long nproc = sysconf(_SC_NPROCESSORS_ONLN);
  const std::string model = cpu_model();
  const std::string version = tf_version_string();
  const std::string ob_config = trim(openblas_get_config());
  const std::string ob_core = trim(openblas_get_corename());
  const std::string env_omp = env_or("OMP_NUM_THREADS", "");
  const std::string env_tf = env_or("TENFERRO_NUM_THREADS", "");
  const std::string env_core = env_or("OPENBLAS_CORETYPE", "");
  std::string calib;
  if (FILE* f = std::fopen(calib_path.c_str(), "r")) {
    char buf[512];
    while (std::fgets(buf, sizeof buf, f)) calib += buf;
    std::fclose(f);
  }
  if (calib.empty()) calib = "(none: TENFERRO_CALIBRATION=" + calib_path + ")\n";
  if (calib_temp) std::remove(calib_path.c_str());

  if (cfg.json) {
    std::string o = "{";
    o += "\"tool\":\"tenferro-cost\",\"version\":" + jstr(version);
    o += ",\"quick\":" + std::string(cfg.quick ? "true" : "false");
    o += ",\"repeats\":" + std::to_string(cfg.repeats);
    o += ",\"batch_target_ms\":" + jnum(cfg.batch_target_s * 1e3);
    o += ",\"elapsed_s\":" + jnum(elapsed);
    o += ",\"failures\":" + std::to_string(g_failures);
    o += ",\"machine\":{\"nproc\":" + std::to_string(nproc) +
         ",\"hardware_concurrency\":" + std::to_string(std::thread::hardware_concurrency()) +
         ",\"omp_num_procs\":" + std::to_string(omp_get_num_procs()) +
         ",\"omp_max_threads\":" + std::to_string(E.default_icv) +
         ",\"cpu_model\":" + jstr(model) + ",\"load_average_start\":" + jstr(load_start) +
         ",\"load_average_end\":" + jstr(load_end) + ",\"openblas_config\":" + jstr(ob_config) +
         ",\"openblas_core\":" + jstr(ob_core) + ",\"env\":{\"OMP_NUM_THREADS\":" +
         jstr(env_omp) + ",\"TENFERRO_NUM_THREADS\":" + jstr(env_tf) +
         ",\"OPENBLAS_CORETYPE\":" + jstr(env_core) + "}}";
    o += ",\"gemm_calibration\":" + jstr(calib);
    o += ",\"pooled_threads\":" + std::to_string(E.pooled_threads);
    o += ",\"caller_icv_before\":" + std::to_string(E.default_icv);
    o += ",\"caller_icv_after\":" + std::to_string(icv_after);
    o += ",\"matmul_f64\":[";
    for (size_t si = 0; si < sizes.size(); ++si) {
      const SizeResult& R = sizes[si];
      if (si) o += ",";
      o += "{\"n\":" + std::to_string(R.n) + ",\"flops\":" + jnum(R.flops) +
           ",\"max_abs_err_serial\":" + jnum(R.max_abs_err_serial) +
           ",\"max_abs_err_pooled\":" + jnum(R.max_abs_err_pooled);
      for (size_t i = 0; i < R.vs.size(); ++i) {
        const Variant& v = R.vs[i];
        const Variant& ref = R.vs[reference_of(static_cast<int>(i))];
        o += "," + jstr(v.key) + ":{\"ns_median\":" + jnum(v.median_ns) +
             ",\"ns_min\":" + jnum(v.min_ns) + ",\"ns_max\":" + jnum(v.max_ns) +
             ",\"thread_cpu_ns_median\":" + jnum(v.cpu_median_ns) +
             ",\"batch\":" + std::to_string(v.batch) +
             ",\"gflops\":" + jnum(R.flops / v.median_ns) +
             ",\"vs_cblas\":" + jnum(v.median_ns / ref.median_ns) +
             ",\"vs_cblas_thread_cpu\":" + jnum(v.cpu_median_ns / ref.cpu_median_ns) + "}";
      }
      if (!R.vs.empty()) {
        o += ",\"ratios\":{\"alloc_over_into_serial\":" +
             jnum(R.vs[kAllocSerial].median_ns / R.vs[kIntoSerial].median_ns) +
             ",\"alloc_over_into_pooled\":" +
             jnum(R.vs[kAllocPooled].median_ns / R.vs[kIntoPooled].median_ns) +
             ",\"pooled_over_serial_into\":" +
             jnum(R.vs[kIntoPooled].median_ns / R.vs[kIntoSerial].median_ns) + "}";
      }
      o += "}";
    }
    o += "],\"elementwise_2x2_f64_serial\":{";
    for (size_t i = 0; i < ew.vs.size(); ++i) {
      const Variant& v = ew.vs[i];
      if (i) o += ",";
      o += jstr(v.key) + ":{\"ns_median\":" + jnum(v.median_ns) + ",\"ns_min\":" +
           jnum(v.min_ns) + ",\"vs_matmul_into\":" + jnum(v.median_ns / ew.vs[0].median_ns) +
           "}";
    }
    o += "},\"linalg_2x2_f64_serial\":{";
    for (size_t i = 0; i < la.vs.size(); ++i) {
      const Variant& v = la.vs[i];
      if (i) o += ",";
      o += jstr(v.key) + ":{\"ns_median\":" + jnum(v.median_ns) + ",\"ns_min\":" +
           jnum(v.min_ns) + ",\"vs_matmul_into\":" + jnum(v.median_ns / la.vs[0].median_ns) +
           "}";
    }
    o += "},\"omp_parallel_region\":{";
    for (size_t i = 0; i < omp.size(); ++i) {
      if (i) o += ",";
      o += jstr(omp[i].key) + ":{\"ns_median\":" + jnum(omp[i].median_ns) +
           ",\"ns_min\":" + jnum(omp[i].min_ns) + ",\"ns_max\":" + jnum(omp[i].max_ns) +
           ",\"batch\":" + std::to_string(omp[i].batch) +
           ",\"team_size\":" + std::to_string(omp[i].team_size) + "}";
    }
    o += "},\"engines\":{";
    for (size_t i = 0; i < stats.size(); ++i) {
      const auto& s = stats[i].s;
      if (i) o += ",";
      o += jstr(stats[i].name) + ":{\"threads\":" + std::to_string(stats[i].threads) +
           ",\"calls\":" + jint(s.calls) + ",\"plan_hits\":" + jint(s.plan_hits) +
           ",\"plan_misses\":" + jint(s.plan_misses) + ",\"pool_hits\":" + jint(s.pool_hits) +
           ",\"pool_misses\":" + jint(s.pool_misses) +
           ",\"bytes_retained\":" + jint(s.bytes_retained) +
           ",\"parallel_regions\":" + jint(s.parallel_regions) + "}";
    }
    o += "}}";
    std::printf("%s\n", o.c_str());
  } else {
    std::printf("tenferro cost report -- what one call costs\n\n");
    std::printf("  tenferro        %s\n", version.c_str());
    std::printf("  cpu             %s\n", model.c_str());
    std::printf("  nproc           %ld (omp_get_num_procs %d, omp_get_max_threads %d)\n", nproc,
                omp_get_num_procs(), E.default_icv);
    std::printf("  openblas        %s (core %s%s)\n", ob_config.c_str(), ob_core.c_str(),
                env_core.empty() ? ", OpenBLAS's own choice for this CPU" : ", PINNED by OPENBLAS_CORETYPE");
    std::printf("  env             OMP_NUM_THREADS=%s TENFERRO_NUM_THREADS=%s "
                "OPENBLAS_CORETYPE=%s\n",
                env_omp.empty() ? "(unset)" : env_omp.c_str(),
                env_tf.empty() ? "(unset)" : env_tf.c_str(),
                env_core.empty() ? "(unset)" : env_core.c_str());
    std::printf("  load average    %s at start, %s at end (other work on the machine skews "
                "every figure)\n",
                load_start.c_str(), load_end.c_str());
    std::printf("  engines         serial; pooled = tf_engine_create_pooled(0) -> %d workers\n",
                E.pooled_threads);
    std::printf("  method          median (and min) of %d repeats, batches of ~%.0f ms, "
                "steady_clock, variants interleaved; spread = (max-min)/median\n",
                cfg.repeats, cfg.batch_target_s * 1e3);
    std::printf("\n");

    std::printf("f64 matmul C = A B (n x n, row-major, wrapped caller memory)\n");
    std::printf("vs cblas: serial rows against cblas on 1 omp thread, pooled rows against "
                "cblas on %d omp threads\n\n",
                E.pooled_threads);
    std::printf("cpu ns: CPU time of the calling thread per call (robust to other load, but "
                "leaves out\nother workers' time: meaningful for single-thread rows only)\n\n");
    std::printf("  %5s  %-32s %12s %12s %9s %12s %9s %9s %9s\n", "n", "call", "ns/call",
                "min ns", "spread%", "cpu ns", "GFLOP/s", "vs cblas", "(cpu)");
    std::printf("  %5s  %-32s %12s %12s %9s %12s %9s %9s %9s\n", "-----",
                "--------------------------------", "------------", "------------", "---------",
                "------------", "---------", "---------", "---------");
    for (const auto& R : sizes) {
      for (size_t i = 0; i < R.vs.size(); ++i) {
        const Variant& v = R.vs[i];
        const Variant& ref = R.vs[reference_of(static_cast<int>(i))];
        double spread = 100.0 * (v.max_ns - v.min_ns) / v.median_ns;
        std::printf("  %5d  %-32s %12s %12s %9s %12s %9s %9s %9s\n", R.n, v.label.c_str(),
                    fmt_ns(v.median_ns).c_str(), fmt_ns(v.min_ns).c_str(),
                    fmt("%.1f", spread).c_str(), fmt_ns(v.cpu_median_ns).c_str(),
                    fmt("%.2f", R.flops / v.median_ns).c_str(),
                    fmt("%.3f", v.median_ns / ref.median_ns).c_str(),
                    fmt("%.3f", v.cpu_median_ns / ref.cpu_median_ns).c_str());
      }
      if (!R.vs.empty()) {
        std::printf("  %5s  alloc/into: serial %s, pooled %s; pooled/serial into: %s; "
                    "max|err| %s / %s\n",
                    "", fmt("%.3f", R.vs[kAllocSerial].median_ns / R.vs[kIntoSerial].median_ns)
                            .c_str(),
                    fmt("%.3f", R.vs[kAllocPooled].median_ns / R.vs[kIntoPooled].median_ns)
                        .c_str(),
                    fmt("%.3f", R.vs[kIntoPooled].median_ns / R.vs[kIntoSerial].median_ns)
                        .c_str(),
                    fmt("%.1e", R.max_abs_err_serial).c_str(),
                    fmt("%.1e", R.max_abs_err_pooled).c_str());
      }
      std::printf("\n");
    }
    std::printf("caller's omp_get_max_threads(): %d before, %d after the tenferro calls%s\n\n",
                E.default_icv, icv_after,
                icv_after == E.default_icv ? "" : "  <-- CHANGED by tenferro");

    std::printf("small elementwise calls: 2x2 f64, _into forms, serial engine (every public\n"
                "unary and binary op and its direct VJP, then the structure and indexing ops;\n"
                "vs matmul: against tf_matmul_into 2x2)\n\n");
    std::printf("  %-36s %12s %12s %9s\n", "call", "ns/call", "min ns", "vs matmul");
    std::printf("  %-36s %12s %12s %9s\n", "------------------------------------",
                "------------", "------------", "---------");
    for (const Variant& v : ew.vs)
      std::printf("  %-36s %12s %12s %9s\n", v.label.c_str(), fmt_ns(v.median_ns).c_str(),
                  fmt_ns(v.min_ns).c_str(), fmt("%.2f", v.median_ns / ew.vs[0].median_ns).c_str());
    std::printf("\n");

    std::printf("small linear-algebra calls: 2x2 f64, _into forms, serial engine (vs matmul:\n"
                "against tf_matmul_into 2x2)\n\n");
    std::printf("  %-36s %12s %12s %9s\n", "call", "ns/call", "min ns", "vs matmul");
    std::printf("  %-36s %12s %12s %9s\n", "------------------------------------",
                "------------", "------------", "---------");
    for (const Variant& v : la.vs)
      std::printf("  %-36s %12s %12s %9s\n", v.label.c_str(), fmt_ns(v.median_ns).c_str(),
                  fmt_ns(v.min_ns).c_str(), fmt("%.2f", v.median_ns / la.vs[0].median_ns).c_str());
    std::printf("\n");

    std::printf("empty OpenMP parallel region, cost of entering (and leaving)\n\n");
    std::printf("  %-52s %12s %12s %9s %6s\n", "where", "ns/region", "min ns", "spread%",
                "team");
    std::printf("  %-52s %12s %12s %9s %6s\n",
                "----------------------------------------------------", "------------",
                "------------", "---------", "------");
    for (const auto& r : omp) {
      double spread = 100.0 * (r.max_ns - r.min_ns) / r.median_ns;
      std::printf("  %-52s %12s %12s %9s %6d\n", r.label.c_str(), fmt_ns(r.median_ns).c_str(),
                  fmt_ns(r.min_ns).c_str(), fmt("%.1f", spread).c_str(), r.team_size);
    }
    std::printf("\n");

    std::printf("engine statistics of this run\n\n");
    std::printf("  %-8s %7s %10s %10s %11s %10s %11s %14s %9s\n", "engine", "threads", "calls",
                "plan hits", "plan misses", "pool hits", "pool misses", "bytes retained",
                "par.regs");
    for (const auto& r : stats) {
      std::printf("  %-8s %7d %10llu %10llu %11llu %10llu %11llu %14llu %9llu\n",
                  r.name.c_str(), r.threads, (unsigned long long)r.s.calls,
                  (unsigned long long)r.s.plan_hits, (unsigned long long)r.s.plan_misses,
                  (unsigned long long)r.s.pool_hits, (unsigned long long)r.s.pool_misses,
                  (unsigned long long)r.s.bytes_retained,
                  (unsigned long long)r.s.parallel_regions);
    }
    std::printf("\nmatmul provider choice (tenferro's calibration on this machine, %s)\n\n",
                calib_temp ? "measured by this run" : ("TENFERRO_CALIBRATION=" + calib_path).c_str());
    for (size_t p = 0, q; p < calib.size(); p = q + 1) {
      q = calib.find('\n', p);
      if (q == std::string::npos) q = calib.size();
      std::printf("  %s\n", calib.substr(p, q - p).c_str());
    }
    std::printf("  (products of 2^18 to 2^27 real multiply-adds that both the own GEMM and\n"
                "  OpenBLAS run: each shape timed once per process, the faster kept)\n");
    std::printf("\n(%.1f s; %d failure%s)\n", elapsed, g_failures, g_failures == 1 ? "" : "s");
  }

  tf_engine_destroy(E.serial);
  tf_engine_destroy(E.pooled);
  return g_failures ? 1 : 0;
}
