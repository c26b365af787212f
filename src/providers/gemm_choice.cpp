// providers/gemm_choice.cpp: see gemm_choice.hpp.
#include "providers/gemm_choice.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <limits>
#include <map>
#include <mutex>
#include <sstream>
#include <tuple>
#include <vector>

#include "core/memory.hpp"
#include "providers/gemm.hpp"
#include "providers/isa.hpp"

namespace tf {

namespace {

constexpr int64_t kNever = std::numeric_limits<int64_t>::max();
const char* const kDtypeNames[4] = {"f32", "f64", "c64", "c128"};
const DType kDtypes[4] = {DType::F32, DType::F64, DType::C64, DType::C128};

const char* isa_name(Isa i) {
  return i == Isa::Avx512 ? "avx512" : i == Isa::Avx2 ? "avx2" : "generic";
}

// ------------------------------------------------------------ measuring
using Clock = std::chrono::steady_clock;

// What the small kernels' path saves per call against the other providers'
// (a repeated small _into call runs its kernel straight from the call memo;
// the own GEMM and OpenBLAS go through matmul_execute and, for OpenBLAS,
// the BLAS view of the operands and the thread setting: ~600 instructions,
// 50-60 ns on the AMD EPYC of docs/performance/matmul/ratios.md). The
// probes time the kernels alone, so the small kernels win a ladder point
// when they are no slower than the best other kernel plus this.
constexpr double kPathNs = 50;

// Square n x n x n products of dtype dt on row-major A and C; B row-major
// (unit) or column-major (strided: the gathering kernel where there is one,
// else the small kernels' generic variant).
struct Probe {
  DType dt;
  std::vector<double> a, b, c;  // raw storage (complex: pairs)
  Probe(DType d, int64_t nmax) : dt(d) {
    const std::size_t count = (std::size_t)(nmax * nmax),
                      words = count * dtype_size(d) / sizeof(double) + 8;
    a.assign(words, 0.0);
    b.assign(words, 0.0);
    c.assign(words, 0.0);
    dispatch(d, [&](auto x) {  // values of moderate size, no denormals
      using T = decltype(x);
      T* pa = reinterpret_cast<T*>(a.data());
      T* pb = reinterpret_cast<T*>(b.data());
      for (std::size_t i = 0; i < count; ++i) pa[i] = pb[i] = T(1.0 / (double)(1 + (i % 7)));
    });
  }
  GemmCall call(int64_t n, bool unit) {
    return GemmCall{n, n, n, a.data(), n, 1, b.data(), unit ? n : 1, unit ? 1 : n, c.data(),
                    n, 1, tf_scalar{1, 0}, tf_scalar{0, 0}};
  }
  // For each layout u (0 strided, unless !strided; 1 unit): the own GEMM,
  // OpenBLAS and (where small[u]) the small kernel on that layout's
  // operands, interleaved: each
  // of `reps` rounds times one ~3 us batch of every provider; each keeps its
  // best batch. to/tb/ts[u]: +inf where not timed.
  void best_of(int64_t n, int reps, const bool small[2], bool strided, double to[2],
               double tb[2], double ts[2]) {
    const double inf = std::numeric_limits<double>::infinity();
    const GemmCall g[2] = {call(n, false), call(n, true)};
    SmallGemmFn f[2] = {nullptr, nullptr};
    for (int u = 0; u < 2; ++u) {
      if (!small[u]) continue;
      f[u] = u == 1 ? packed_gemm_kernel(dt, n, n, n, false, false)
                    : gather_gemm_kernel(dt, n, n, n, false, false);
      if (!f[u]) f[u] = small_gemm_kernel(dt, n, n, n, false, false, u == 1);
    }
    const bool own_ok = wide_gemm_covers(dt) && avx512::gemm(dt, g[1], false, false, 1);
    std::function<void()> run[6];
    bool on[6];
    for (int u = 0; u < 2; ++u) {
      run[3 * u] = [&, u] { avx512::gemm(dt, g[u], false, false, 1); };
      run[3 * u + 1] = [&, u] { blas_gemm(dt, g[u], false, false, 1); };
      run[3 * u + 2] = [&, u] { f[u](g[u]); };
      on[3 * u] = own_ok && (u == 1 || strided);
      on[3 * u + 1] = u == 1 || strided;
      on[3 * u + 2] = f[u] != nullptr;
    }
    double best[6];
    long batch[6];
    for (int q = 0; q < 6; ++q) {  // warm, and the batch size of ~3 us
      best[q] = inf;
      batch[q] = 1;
      if (!on[q]) continue;
      run[q]();
      const auto t0 = Clock::now();
      run[q]();
      const double one = std::chrono::duration<double, std::nano>(Clock::now() - t0).count();
      batch[q] = std::max(1L, std::min(4096L, (long)(3000.0 / std::max(one, 1.0))));
      best[q] = one;
    }
    for (int r = 0; r < reps; ++r)
      for (int q = 0; q < 6; ++q) {
        if (!on[q]) continue;
        const auto t0 = Clock::now();
        for (long i = 0; i < batch[q]; ++i) run[q]();
        best[q] = std::min(best[q], std::chrono::duration<double, std::nano>(Clock::now() - t0).count() /
                                        (double)batch[q]);
      }
    for (int u = 0; u < 2; ++u) {
      to[u] = best[3 * u];
      tb[u] = best[3 * u + 1];
      ts[u] = best[3 * u + 2];
    }
  }
};

// The work between two ladder sizes (geometric mean of n^3 and m^3).
int64_t between(int64_t n, int64_t m) {
  return (int64_t)std::llround(std::pow((double)n * (double)m, 1.5));
}

int64_t cube(int64_t n) { return n * n * n; }

// Appends a band, merged into the previous one when the provider is the same.
void push(GemmBands& b, int64_t max_work, GemmProvider p) {
  if (b.count > 0 && b.prov[b.count - 1] == p) {
    b.max_work[b.count - 1] = max_work;
    return;
  }
  if (b.count == GemmBands::kMax) return;  // the ladders below have fewer points
  b.max_work[b.count] = max_work;
  b.prov[b.count] = p;
  ++b.count;
}

// The built-in choice: the small kernels up to `small`, then the own GEMM
// where it runs, else OpenBLAS.
int64_t builtin_small(DType dt, bool unit) {
  if (wide_gemm_covers(dt)) return cube(12);
  return !unit ? cube(40) : dt == DType::F32 ? cube(64) : cube(48);
}
GemmProvider builtin_choice(DType dt, int64_t n, bool unit) {
  if (cube(n) <= builtin_small(dt, unit)) return GemmProvider::Small;
  return wide_gemm_covers(dt) ? GemmProvider::Own : GemmProvider::Blas;
}

// ------------------------------------------------------------ the table
std::mutex g_mu;
// Every table the process used (the first, then any forced one), never freed
// nor moved (a deque keeps its elements in place): a plan being built
// elsewhere may still read an earlier one. The last is the current table.
std::deque<GemmTable>* g_tables = nullptr;

}  // namespace

GemmTable gemm_table_from(const char* path) {
  if (path && std::strcmp(path, "builtin") == 0) return gemm_builtin_table();
  if (path && *path) {
    GemmTable t;
    if (access(path, F_OK) == 0) {
      if (gemm_table_load(path, &t) == TF_OK) return t;
      std::fprintf(stderr,
                   "tenferro: TENFERRO_CALIBRATION: refused: %s; measuring this machine "
                   "instead (the file is left as it is)\n",
                   last_error());
      clear_error();
      return gemm_calibrate();
    }
    t = gemm_calibrate();
    if (gemm_table_save(path, t) != TF_OK) {
      std::fprintf(stderr, "tenferro: TENFERRO_CALIBRATION: %s\n", last_error());
      clear_error();
    }
    return t;
  }
  return gemm_calibrate();
}

namespace {

int dt_index(DType dt) {
  switch (dt) {
    case DType::F32: return 0;
    case DType::F64: return 1;
    case DType::C64: return 2;
    default: return 3;
  }
}

const char* const kProvNames[3] = {"small", "own", "openblas"};
const char* const kLayoutNames[2] = {"strided", "unit"};

}  // namespace

const char* gemm_provider_name(GemmProvider p) {
  return p == GemmProvider::Small ? "small" : p == GemmProvider::Own ? "own-avx512" : "openblas";
}

GemmTable gemm_calibrate() {
  const auto t0 = Clock::now();
  auto elapsed_ms = [&] {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
  };
  const double budget_ms = 40;
  GemmTable t;
  t.source = "measured";
  // The last point stands for every larger product: whichever of the own
  // GEMM and OpenBLAS wins it on row-major operands runs them all, in both
  // layouts (both pack their operands at these sizes, and their speed per
  // flop is flat from there on: own/OpenBLAS 0.86-0.98 from 256 to 2048 on
  // the Zen 5 of docs/matmul.md, where OpenBLAS used to get everything
  // above the ladder by rule). About 1 ms per dtype.
  static const int64_t real_ladder[] = {4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192};
  static const int64_t cplx_ladder[] = {4, 6, 8, 12, 16, 24, 32, 48, 64, 96};
  for (int d = 0; d < 4; ++d) {
    const DType dt = kDtypes[d];
    const bool cplx = is_complex(dt);
    const int64_t* ladder = cplx ? cplx_ladder : real_ladder;
    const int steps = cplx ? (int)(sizeof cplx_ladder / sizeof cplx_ladder[0])
                           : (int)(sizeof real_ladder / sizeof real_ladder[0]);
    Probe p(dt, ladder[steps - 1]);
    bool alive[2] = {true, true};  // small kernels still timed, per layout
    int losses[2] = {0, 0};
    for (int i = 0; i < steps; ++i) {
      const int64_t n = ladder[i];
      const int64_t hi = i + 1 < steps ? between(n, ladder[i + 1]) : kNever;
      GemmProvider win[2];
      if (elapsed_ms() > budget_ms) {
        win[0] = builtin_choice(dt, n, false);
        win[1] = builtin_choice(dt, n, true);
      } else {
        const bool last = i + 1 == steps;
        const int reps = last ? 1 : n >= 48 ? 3 : 5;
        // The providers in turn, batch by batch (best_of), so a change of
        // load on a shared machine hits them alike.
        double ts[2], to[2], tb[2];
        const bool timed[2] = {alive[0] && !last, alive[1] && !last};
        p.best_of(n, reps, timed, !last, to, tb, ts);
        for (int u = 0; u < 2; ++u) {
          const int w = last ? 1 : u;
          win[u] = to[w] <= tb[w] ? GemmProvider::Own : GemmProvider::Blas;
          if (!alive[u] || last) continue;
          if (ts[u] <= std::min(to[u], tb[u]) + kPathNs) {
            win[u] = GemmProvider::Small;
            losses[u] = 0;
          } else if (++losses[u] == 2) {
            alive[u] = false;
          }
        }
      }
      for (int u = 0; u < 2; ++u) push(t.bands[d][u], hi, win[u]);
    }
  }
  t.calibration_ms = elapsed_ms();
  return t;
}

GemmTable gemm_builtin_table() {
  GemmTable t;
  t.source = "built-in";
  t.per_shape = false;
  for (int d = 0; d < 4; ++d)
    for (int u = 0; u < 2; ++u) {
      const DType dt = kDtypes[d];
      push(t.bands[d][u], builtin_small(dt, u == 1), GemmProvider::Small);
      push(t.bands[d][u], kNever, wide_gemm_covers(dt) ? GemmProvider::Own : GemmProvider::Blas);
    }
  return t;
}

const GemmTable& gemm_table() {
  std::lock_guard<std::mutex> lock(g_mu);
  if (!g_tables) {
    g_tables = new std::deque<GemmTable>;
    g_tables->push_back(gemm_table_from(std::getenv("TENFERRO_CALIBRATION")));
  }
  return g_tables->back();
}

void gemm_table_force(const GemmTable& t) {
  std::lock_guard<std::mutex> lock(g_mu);
  if (!g_tables) g_tables = new std::deque<GemmTable>;
  g_tables->push_back(t);
}

GemmProvider gemm_choose(DType dt, int64_t m, int64_t n, int64_t k, bool unit, bool own_ok) {
  const GemmBands& b = gemm_table().bands[dt_index(dt)][unit ? 1 : 0];
  int64_t mn, work;  // m*n fits (it is the result's size); m*n*k may not
  if (__builtin_mul_overflow(m, n, &mn) || __builtin_mul_overflow(mn, k, &work)) work = kNever;
  GemmProvider p = GemmProvider::Blas;
  for (int i = 0; i < b.count; ++i)
    if (work <= b.max_work[i] || i == b.count - 1) {
      p = b.prov[i];
      break;
    }
  return p == GemmProvider::Own && !own_ok ? GemmProvider::Blas : p;
}

namespace {

std::mutex g_shape_mu;
// Leaked: engines may plan during static destruction.
auto* const g_shapes = new std::map<std::tuple<int, int64_t, int64_t, int64_t, int, int, int, int>,
                                    GemmProvider>;
constexpr std::size_t kMaxShapes = 4096;

// mem_alloc'ed scratch (64-byte aligned), freed on scope exit (nullptr: none).
struct Scratch {
  void* p;
  explicit Scratch(std::size_t bytes) : p(mem_alloc(bytes)) {}
  ~Scratch() { mem_free(p); }
};

// Strides of a compact rows x cols operand of layout cls.
void compact(MatClass cls, int64_t rows, int64_t cols, int64_t* rs, int64_t* cs) {
  if (cls == MatClass::RowContig) { *rs = cols; *cs = 1; }
  else { *rs = 1; *cs = rows; }
}

}  // namespace

GemmProvider gemm_choose_shape(const GemmShape& s, GemmProvider table_choice) {
  if (table_choice == GemmProvider::Small || !wide_gemm_covers(s.dt) ||
      s.a == MatClass::General || s.b == MatClass::General || s.c == MatClass::General)
    return table_choice;
  const double real_madds =
      (double)s.m * (double)s.n * (double)s.k * (is_complex(s.dt) ? 4.0 : 1.0);
  if (real_madds < (double)(1 << 18) || real_madds > (double)(1 << 27) ||
      !gemm_table().per_shape)
    return table_choice;
  const std::size_t es = dtype_size(s.dt);
  const std::size_t na = (std::size_t)(s.m * s.k), nb = (std::size_t)(s.k * s.n),
                    nc = (std::size_t)(s.m * s.n);
  if ((na + nb + nc) * es > ((std::size_t)32 << 20)) return table_choice;
  const auto key = std::make_tuple((int)s.dt, s.m, s.n, s.k, (int)s.a, (int)s.b, (int)s.c,
                                   (int)s.conj_a * 2 + (int)s.conj_b);
  {
    std::lock_guard<std::mutex> lock(g_shape_mu);
    auto it = g_shapes->find(key);
    if (it != g_shapes->end()) return it->second;
    if (g_shapes->size() >= kMaxShapes) return table_choice;
  }
  // Timed outside the lock; of two threads timing one shape at once, the
  // first to record decides for both.
  Scratch a(na * es), b(nb * es), c(nc * es);
  if (!a.p || !b.p || !c.p) return table_choice;
  dispatch(s.dt, [&](auto x) {  // values of moderate size, no denormals
    using T = decltype(x);
    for (std::size_t i = 0; i < na; ++i) static_cast<T*>(a.p)[i] = T(1.0 / (double)(1 + i % 7));
    for (std::size_t i = 0; i < nb; ++i) static_cast<T*>(b.p)[i] = T(1.0 / (double)(1 + i % 5));
  });
  GemmCall g{s.m, s.n, s.k, a.p, 0, 0, b.p, 0, 0, c.p, 0, 0, tf_scalar{1, 0}, tf_scalar{0, 0}};
  compact(s.a, s.m, s.k, &g.rsa, &g.csa);
  compact(s.b, s.k, s.n, &g.rsb, &g.csb);
  compact(s.c, s.m, s.n, &g.rsc, &g.csc);
  double best[2] = {std::numeric_limits<double>::infinity(),
                    std::numeric_limits<double>::infinity()};  // own, OpenBLAS
  // In turn, each keeping its best run, until both ran 3 times and for
  // 0.3 ms in all (small shapes: more runs, so one preempted run on a
  // loaded machine does not decide), at most 16 times each.
  double spent[2] = {0, 0};
  for (int r = 0; r < 32; ++r) {
    const int q = r % 2;
    const auto t0 = Clock::now();
    const bool ran = q == 0 ? avx512::gemm(s.dt, g, s.conj_a, s.conj_b, 1)
                            : blas_gemm(s.dt, g, s.conj_a, s.conj_b, 1);
    if (!ran) return table_choice;  // (no workspace for the own GEMM)
    const double ns = std::chrono::duration<double, std::nano>(Clock::now() - t0).count();
    best[q] = std::min(best[q], ns);
    spent[q] += ns;
    if (q == 1 && r >= 5 && std::min(spent[0], spent[1]) >= 3e5) break;
  }
  const GemmProvider win = best[0] == best[1] ? table_choice
                           : best[0] < best[1] ? GemmProvider::Own
                                               : GemmProvider::Blas;
  std::lock_guard<std::mutex> lock(g_shape_mu);
  return g_shapes->emplace(key, win).first->second;
}

std::size_t gemm_shapes_timed() {
  std::lock_guard<std::mutex> lock(g_shape_mu);
  return g_shapes->size();
}

std::string gemm_table_format(const GemmTable& t) {
  std::ostringstream o;
  o << "tenferro-gemm-calibration 2\n";
  o << "isa " << isa_name(cpu_isa()) << "\n";
  o << "# " << t.source;
  if (t.calibration_ms > 0) o << ", " << t.calibration_ms << " ms";
  o << "\n# dtype layout PROVIDER (MAX_WORK PROVIDER)...: each PROVIDER runs the products"
       " of work m*n*k up to the MAX_WORK after it\n";
  for (int d = 0; d < 4; ++d)
    for (int u = 1; u >= 0; --u) {
      const GemmBands& b = t.bands[d][u];
      o << kDtypeNames[d] << " " << kLayoutNames[u];
      for (int i = 0; i < b.count; ++i) {
        o << " " << kProvNames[(int)b.prov[i]];
        if (i + 1 < b.count) o << " " << b.max_work[i];
      }
      o << "\n";
    }
  return o.str();
}

Status gemm_table_parse(const std::string& text, const char* what, GemmTable* out) {
  std::istringstream in(text);
  std::string line;
  int lineno = 0;
  bool header = false, isa = false, seen[4][2] = {};
  GemmTable t;
  t.source = std::string("file ") + what;
  while (std::getline(in, line)) {
    ++lineno;
    if (line.empty() || line[0] == '#') continue;
    std::istringstream ls(line);
    std::string word;
    ls >> word;
    if (!header) {
      int version = 0;
      if (word != "tenferro-gemm-calibration" || !(ls >> version) || version != 2)
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "%s: line %d: expected \"tenferro-gemm-calibration 2\", got \"%.60s\"", what,
                    lineno, line.c_str());
      header = true;
      continue;
    }
    if (word == "isa") {
      std::string name;
      ls >> name;
      if (name != isa_name(cpu_isa()))
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "%s: line %d: calibrated for isa %s, this process runs %s kernels", what,
                    lineno, name.c_str(), isa_name(cpu_isa()));
      isa = true;
      continue;
    }
    int d = -1, u = -1;
    std::string layout;
    ls >> layout;
    for (int i = 0; i < 4; ++i)
      if (word == kDtypeNames[i]) d = i;
    for (int i = 0; i < 2; ++i)
      if (layout == kLayoutNames[i]) u = i;
    if (d < 0 || u < 0)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "%s: line %d: expected \"isa NAME\" or \"DTYPE LAYOUT BANDS\" (DTYPE f32, f64, "
                  "c64 or c128; LAYOUT unit or strided), got \"%.60s\"",
                  what, lineno, line.c_str());
    if (seen[d][u])
      return fail(TF_ERR_INVALID_ARGUMENT, "%s: line %d: %s %s given twice", what, lineno,
                  kDtypeNames[d], kLayoutNames[u]);
    seen[d][u] = true;
    std::vector<std::string> tok;
    for (std::string w; ls >> w;) tok.push_back(w);
    if (tok.size() % 2 == 0 || tok.size() > 2 * GemmBands::kMax - 1)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "%s: line %d: expected PROVIDER (MAX_WORK PROVIDER)... with 1 to %d "
                  "providers, got %zu words",
                  what, lineno, GemmBands::kMax, tok.size());
    GemmBands& b = t.bands[d][u];
    int64_t prev = -1;
    for (std::size_t i = 0; i < tok.size(); i += 2) {
      int pv = -1;
      for (int q = 0; q < 3; ++q)
        if (tok[i] == kProvNames[q]) pv = q;
      if (pv < 0)
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "%s: line %d: unknown provider \"%.40s\" (expected small, own or openblas)",
                    what, lineno, tok[i].c_str());
      if (pv == (int)GemmProvider::Own && !wide_gemm_covers(kDtypes[d]))
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "%s: line %d: provider own (AVX-512) does not run on this CPU", what, lineno);
      int64_t mw = kNever;
      if (i + 1 < tok.size()) {
        char* end = nullptr;
        errno = 0;
        long long v = std::strtoll(tok[i + 1].c_str(), &end, 10);
        if (errno || !end || *end || v <= prev)
          return fail(TF_ERR_INVALID_ARGUMENT,
                      "%s: line %d: \"%.40s\" is not a work bound above %lld (integers, "
                      "increasing)",
                      what, lineno, tok[i + 1].c_str(), (long long)prev);
        mw = prev = v;
      }
      b.max_work[b.count] = mw;
      b.prov[b.count] = (GemmProvider)pv;
      ++b.count;
    }
  }
  if (!header)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: empty (expected \"tenferro-gemm-calibration 2\")",
                what);
  if (!isa) return fail(TF_ERR_INVALID_ARGUMENT, "%s: no \"isa\" line", what);
  for (int d = 0; d < 4; ++d)
    for (int u = 0; u < 2; ++u)
      if (!seen[d][u])
        return fail(TF_ERR_INVALID_ARGUMENT, "%s: no line for %s %s", what, kDtypeNames[d],
                    kLayoutNames[u]);
  *out = t;
  return TF_OK;
}

Status gemm_table_load(const char* path, GemmTable* out) {
  FILE* f = std::fopen(path, "rb");
  if (!f) return fail(TF_ERR_INVALID_ARGUMENT, "%s: cannot open (%s)", path, std::strerror(errno));
  std::string text;
  char buf[4096];
  std::size_t got;
  while ((got = std::fread(buf, 1, sizeof buf, f)) > 0 && text.size() < (1u << 16))
    text.append(buf, got);
  std::fclose(f);
  if (text.size() >= (1u << 16))
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: larger than 64 KiB: not a calibration file", path);
  return gemm_table_parse(text, path, out);
}

Status gemm_table_save(const char* path, const GemmTable& t) {
  const std::string tmp = std::string(path) + ".tmp." + std::to_string((long)getpid());
  FILE* f = std::fopen(tmp.c_str(), "wb");
  if (!f)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: cannot write (%s)", tmp.c_str(),
                std::strerror(errno));
  const std::string text = gemm_table_format(t);
  const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  if (std::fclose(f) != 0 || !ok || std::rename(tmp.c_str(), path) != 0) {
    std::remove(tmp.c_str());
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: cannot write (%s)", path, std::strerror(errno));
  }
  return TF_OK;
}

}  // namespace tf
