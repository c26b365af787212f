// wide_gemm_test.cpp: the AVX-512 provider (providers/gemm_avx512.cpp)
// against a plain triple loop in double precision: f32, f64, c64, c128, every operand layout it takes
// (row-major, column-major, step-2 views), conjugation flags, alpha/beta
// (beta = 0 over NaN must not propagate), sizes around its tile edges
// (MR = 64 / 32 / 16 / 8, NR = 6) and its blocking edges (KC, MC, NC), 1 and 2
// workers; then operands flush against PROT_NONE pages on either side.
// Skipped on CPUs without AVX-512F.
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <random>
#include <vector>

#include "providers/gemm.hpp"

namespace tf {
namespace {

struct Shape { int64_t m, n, k; };

// A strided matrix: layout 0 row-major, 1 column-major, 2 row-major with
// inner step 2 (every other element; as C: declined, no unit-stride axis).
struct Mat {
  int64_t rows, cols, rs, cs, span;
  Mat(int64_t r, int64_t c, int layout) : rows(r), cols(c) {
    if (layout == 0) { rs = c; cs = 1; }
    else if (layout == 1) { rs = 1; cs = r; }
    else { rs = 2 * c; cs = 2; }
    span = (r - 1) * rs + (c - 1) * cs + 1;
  }
};

template <class T> constexpr bool is_cplx = !std::is_floating_point_v<T>;
// The reference's type: double or complex<double>.
template <class T> using Wide = std::conditional_t<is_cplx<T>, std::complex<double>, double>;

template <class T> T rnd(std::mt19937_64& g) {
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  if constexpr (is_cplx<T>) return T(u(g), u(g));
  else return (T)u(g);
}
template <class T> Wide<T> widen(T x) {
  if constexpr (is_cplx<T>) return Wide<T>(x.real(), x.imag());
  else return x;
}
template <class T> T cj(T x, bool c) {
  if constexpr (!is_cplx<T>) return x;
  else return c ? std::conj(x) : x;
}
// x * y without C99 Annex G recovery (the reference is hot).
template <class T> T mul(T x, T y) {
  if constexpr (!is_cplx<T>) return x * y;
  else return T(x.real() * y.real() - x.imag() * y.imag(), x.real() * y.imag() + x.imag() * y.real());
}
template <class T> double mag1(T x) {
  if constexpr (!is_cplx<T>) return std::fabs(x);
  else return std::fabs(x.real()) + std::fabs(x.imag());
}
template <class T> T scal(tf_scalar s) {
  if constexpr (!is_cplx<T>) return s.re;
  else return T(s.re, s.im);
}

// Checks avx512::gemm on one case with operands at the given addresses
// (a, b, c hold at least the spans; c's content is the initial C).
template <class T>
void check_case(const Shape& s, int la, int lb, int lc, bool ca, bool cb, tf_scalar alpha,
                tf_scalar beta, int workers, T* a, T* b, T* c, const std::string& what) {
  constexpr DType dt = std::is_same_v<T, float>    ? DType::F32
                      : std::is_same_v<T, double> ? DType::F64
                      : std::is_same_v<T, c64>    ? DType::C64
                                                  : DType::C128;
  using W = Wide<T>;
  // Tolerance per unit of k: the element type's rounding.
  const double eps = sizeof(T) == 4 || std::is_same_v<T, c64> ? 1e-6 : 1e-14;
  Mat A(s.m, s.k, la), B(s.k, s.n, lb), C(s.m, s.n, lc);
  std::vector<T> c0(c, c + C.span);
  GemmCall g{s.m, s.n, s.k, a, A.rs, A.cs, b, B.rs, B.cs, c, C.rs, C.cs, alpha, beta};
  if (mat_class(C.rows, C.cols, C.rs, C.cs) == MatClass::General) {
    // Declined (the plan sends such a C elsewhere), C untouched.
    ASSERT_FALSE(avx512::gemm(dt, g, ca, cb, workers)) << what;
    ASSERT_EQ(std::memcmp(c, c0.data(), C.span * sizeof(T)), 0) << what;
    return;
  }
  ASSERT_TRUE(avx512::gemm(dt, g, ca, cb, workers)) << what;
  const W al = scal<W>(alpha), be = scal<W>(beta);
  const bool beta0 = beta.re == 0.0 && beta.im == 0.0;
  double worst = 0;
  for (int64_t i = 0; i < s.m; ++i)
    for (int64_t j = 0; j < s.n; ++j) {
      W acc{};
      double mag = 0;
      for (int64_t l = 0; l < s.k; ++l) {
        W p = mul(cj(widen(a[i * A.rs + l * A.cs]), ca), cj(widen(b[l * B.rs + j * B.cs]), cb));
        acc += p;
        mag += mag1(p);
      }
      const W c_in = widen(c0[i * C.rs + j * C.cs]);
      W want = al * acc + (beta0 ? W{} : be * c_in);
      double scale = std::abs(al) * mag + (beta0 ? 0 : std::abs(be * c_in)) + 1e-300;
      double err = std::abs(widen(c[i * C.rs + j * C.cs]) - want) / scale;
      if (!(err <= worst)) worst = err;  // NaN sticks
    }
  EXPECT_LE(worst, eps * (double)(s.k + 2)) << what;
}

template <class T> void fill(std::vector<T>& v, std::mt19937_64& g) {
  for (auto& x : v) x = rnd<T>(g);
}

template <class T> void sweep() {
  const Shape shapes[] = {{1, 1, 1},   {7, 5, 3},    {33, 17, 9},   {8, 6, 300},
                          {64, 64, 24}, {65, 13, 40}, {31, 300, 13}, {200, 14, 260},
                          {97, 1, 33},  {1, 77, 40},  {40, 2100, 6}, {1, 1, 517},
                          // Several MC x KC blocks of A (f64, c128), packed
                          // once and shared by 2 workers:
                          {260, 300, 270}};
  const tf_scalar scalars[][2] = {{{1, 0}, {0, 0}}, {{0.5, -1.25}, {-0.75, 0.3}}, {{-2, 0}, {1, 0}}};
  std::mt19937_64 g(42);
  const bool cplx = is_cplx<T>;
  int n_cases = 0;
  for (const Shape& s : shapes) {
    const bool big = s.m * s.n * s.k > 300000;
    for (int la = 0; la < 3; ++la)
      for (int lb = 0; lb < 3; ++lb)
        for (int lc = 0; lc < 3; ++lc) {
          if (big && !((la == lb && lb == lc) || (la == 2 && lb == 1 && lc == 0))) continue;
          Mat A(s.m, s.k, la), B(s.k, s.n, lb), C(s.m, s.n, lc);
          std::vector<T> a(A.span), b(B.span), c(C.span);
          fill(a, g);
          fill(b, g);
          for (int cj = 0; cj < (cplx ? 4 : 1); ++cj)
            for (int sc = 0; sc < 3; ++sc)
              for (int w = 1; w <= 2; ++w) {
                if (big && (sc == 2 || (cj != 0 && cj != 3))) continue;
                fill(c, g);
                const bool nan_out = sc == 0;  // beta = 0: C is not read
                if (nan_out)
                  for (auto& x : c) x = T(NAN);
                char what[200];
                snprintf(what, sizeof what, "m=%lld n=%lld k=%lld layouts a%d b%d c%d conj %d scalars %d workers %d",
                         (long long)s.m, (long long)s.n, (long long)s.k, la, lb, lc, cj, sc, w);
                check_case<T>(s, la, lb, lc, cj & 1, cj & 2, scalars[sc][0], scalars[sc][1], w,
                              a.data(), b.data(), c.data(), what);
                ++n_cases;
                if (::testing::Test::HasFailure()) return;
              }
        }
  }
  EXPECT_GT(n_cases, 500);
}

TEST(WideGemm, F64AgainstTripleLoop) {
  if (!wide_gemm_covers(DType::F64)) GTEST_SKIP() << "no AVX-512F";
  sweep<double>();
}

TEST(WideGemm, C128AgainstTripleLoop) {
  if (!wide_gemm_covers(DType::C128)) GTEST_SKIP() << "no AVX-512F";
  sweep<std::complex<double>>();
}

TEST(WideGemm, F32AgainstTripleLoop) {
  if (!wide_gemm_covers(DType::F32)) GTEST_SKIP() << "no AVX-512F";
  sweep<float>();
}

TEST(WideGemm, C64AgainstTripleLoop) {
  if (!wide_gemm_covers(DType::C64)) GTEST_SKIP() << "no AVX-512F";
  sweep<std::complex<float>>();
}

TEST(WideGemm, DeclinesWhatItCannotTake) {
  if (!wide_gemm_covers(DType::F64)) GTEST_SKIP() << "no AVX-512F";
  double a[4] = {1, 2, 3, 4}, b[4] = {1, 2, 3, 4}, c[16] = {};
  // C with no unit-stride axis, and k = 0: declined, C untouched.
  GemmCall general{2, 2, 2, a, 2, 1, b, 2, 1, c, 4, 2, {1, 0}, {0, 0}};
  EXPECT_FALSE(avx512::gemm(DType::F64, general, false, false, 1));
  GemmCall k0{2, 2, 0, a, 2, 1, b, 2, 1, c, 2, 1, {1, 0}, {0, 0}};
  EXPECT_FALSE(avx512::gemm(DType::F64, k0, false, false, 1));
  for (double x : c) EXPECT_EQ(x, 0.0);
}

// Pages: [guard][data ... ][guard]; place(bytes, at_end) returns a pointer
// whose span of `bytes` ends at the trailing guard (or starts right after
// the leading one).
struct Guarded {
  char* base = nullptr;
  std::size_t total = 0, page = (std::size_t)sysconf(_SC_PAGESIZE);
  void* place(std::size_t bytes, bool at_end) {
    std::size_t data = (bytes + page - 1) / page * page;
    total = data + 2 * page;
    base = static_cast<char*>(mmap(nullptr, total, PROT_READ | PROT_WRITE,
                                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
    if (base == MAP_FAILED) return nullptr;
    mprotect(base, page, PROT_NONE);
    mprotect(base + page + data, page, PROT_NONE);
    return at_end ? base + page + data - bytes : base + page;
  }
  ~Guarded() { if (base && base != MAP_FAILED) munmap(base, total); }
};

template <class T> void guard_sweep() {
  const int64_t dims[] = {1, 5, 8, 9, 31, 33, 47, 70};
  std::mt19937_64 g(7);
  for (int64_t m : dims)
    for (int64_t n : {1L, 5L, 7L, 13L})
      for (int64_t k : {1L, 9L, 300L})
        for (int lay = 0; lay < 4; ++lay)
          for (int at_end = 0; at_end < 2; ++at_end) {
            const int la = lay & 1, lb = lay >> 1, lc = lay & 1;
            Mat A(m, k, la), B(k, n, lb), C(m, n, lc);
            Guarded ga, gb, gc;
            T* a = static_cast<T*>(ga.place(A.span * sizeof(T), at_end));
            T* b = static_cast<T*>(gb.place(B.span * sizeof(T), at_end));
            T* c = static_cast<T*>(gc.place(C.span * sizeof(T), at_end));
            ASSERT_TRUE(a && b && c);
            for (int64_t i = 0; i < A.span; ++i) a[i] = rnd<T>(g);
            for (int64_t i = 0; i < B.span; ++i) b[i] = rnd<T>(g);
            for (int64_t i = 0; i < C.span; ++i) c[i] = rnd<T>(g);
            char what[160];
            snprintf(what, sizeof what, "guard m=%lld n=%lld k=%lld layout %d at_end %d",
                     (long long)m, (long long)n, (long long)k, lay, at_end);
            check_case<T>({m, n, k}, la, lb, lc, false, true, {0.5, 0.25}, {1, 0}, 1, a, b, c,
                          what);
            if (::testing::Test::HasFailure()) return;
          }
}

TEST(WideGemm, GuardPagesF64) {
  if (!wide_gemm_covers(DType::F64)) GTEST_SKIP() << "no AVX-512F";
  guard_sweep<double>();
}

TEST(WideGemm, GuardPagesF32) {
  if (!wide_gemm_covers(DType::F32)) GTEST_SKIP() << "no AVX-512F";
  guard_sweep<float>();
}

TEST(WideGemm, GuardPagesC64) {
  if (!wide_gemm_covers(DType::C64)) GTEST_SKIP() << "no AVX-512F";
  guard_sweep<std::complex<float>>();
}

TEST(WideGemm, GuardPagesC128) {
  if (!wide_gemm_covers(DType::C128)) GTEST_SKIP() << "no AVX-512F";
  guard_sweep<std::complex<double>>();
}

}  // namespace
}  // namespace tf
