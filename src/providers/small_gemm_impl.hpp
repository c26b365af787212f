// providers/small_gemm_impl.hpp: the small-matrix kernel template. Included
// by one translation unit per instruction set, each in its own namespace
// (TF_KERNEL_NS), so code built for AVX2 is only reached when the CPU has it.
#include <cstring>
#include <type_traits>
#include <utility>

#include "providers/gemm.hpp"

namespace tf {
namespace TF_KERNEL_NS {

template <bool C, class T> inline T cj(T x) {
  if constexpr (C && (std::is_same_v<T, c64> || std::is_same_v<T, c128>))
    return std::conj(x);
  else
    return x;
}

// acc += a * b; complex without the C99 Annex G NaN recovery (__muldc3),
// which std::complex's operator* calls and which keeps the loop scalar.
template <class T> inline void madd(T& acc, T a, T b) {
  if constexpr (std::is_same_v<T, c64> || std::is_same_v<T, c128>)
    acc = T(acc.real() + a.real() * b.real() - a.imag() * b.imag(),
            acc.imag() + a.real() * b.imag() + a.imag() * b.real());
  else
    acc += a * b;
}

// GCC 12's loop vectorizer turns the l loops below, for complex<float> with
// strided A, into code that loads a(i, l) one step past l = k - 1: a read
// past the end of A (a segfault when A ends at a page; found by valgrind,
// pinned by tests/matmul_guard_test.c). These loops get their speed from
// the compile-time MR x NR unrolling, not from the loop vectorizer, so it
// is switched off for them.
#if defined(__GNUC__) && !defined(__clang__)
#define TF_NO_LOOP_VECTORIZE __attribute__((optimize("no-tree-loop-vectorize")))
#else
#define TF_NO_LOOP_VECTORIZE
#endif

// A full MR x NR block of C at (i0, j0): compile-time bounds everywhere, so
// acc stays in registers.
template <class T, bool CA, bool CB, int MR, int NR>
TF_NO_LOOP_VECTORIZE inline void gemm_block_full(const GemmCall& g, int64_t i0, int64_t j0, T alpha, T beta,
                            bool beta0) {
  const T* A = static_cast<const T*>(g.a) + i0 * g.rsa;
  const T* B = static_cast<const T*>(g.b);
  T* Cm = static_cast<T*>(g.c);
  const int64_t csb = g.csb, csc = g.csc;
  const int64_t rsa = g.rsa, csa = g.csa, rsb = g.rsb;
  T acc[MR][NR] = {};
  for (int64_t l = 0; l < g.k; ++l) {
    const T* brow = B + l * rsb + j0 * csb;
    T bv[NR];
    for (int jj = 0; jj < NR; ++jj) bv[jj] = cj<CB>(brow[jj * csb]);
    for (int ii = 0; ii < MR; ++ii) {
      const T av = cj<CA>(A[ii * rsa + l * csa]);
      for (int jj = 0; jj < NR; ++jj) madd(acc[ii][jj], av, bv[jj]);
    }
  }
  for (int ii = 0; ii < MR; ++ii) {
    T* crow = Cm + (i0 + ii) * g.rsc + j0 * csc;
    if (beta0)
      for (int jj = 0; jj < NR; ++jj) crow[jj * csc] = alpha * acc[ii][jj];
    else
      for (int jj = 0; jj < NR; ++jj) crow[jj * csc] = alpha * acc[ii][jj] + beta * crow[jj * csc];
  }
}

// {x, x, ..., x} as one initializer (a broadcast; a lane-by-lane loop
// compiles to inserts for float).
template <class V, class T, std::size_t... I>
inline V splat_(T x, std::index_sequence<I...>) {
  return V{((void)I, x)...};
}
template <class V, int L, class T> inline V splat(T x) {
  return splat_<V>(x, std::make_index_sequence<L>());
}

// Real dtypes with unit column strides: explicit vectors of 32 bytes (one
// AVX register; two SSE registers in the generic build).
template <class T, int MR, int NR>
__attribute__((always_inline)) inline void gemm_block_full_vec(const GemmCall& g, int64_t i0, int64_t j0, T alpha, T beta,
                                bool beta0) {
  typedef T V __attribute__((vector_size(32)));
  typedef T VU __attribute__((vector_size(32), aligned(sizeof(T))));  // unaligned access
  constexpr int L = 32 / sizeof(T), NV = NR / L;
  const T* A = static_cast<const T*>(g.a) + i0 * g.rsa;
  const T* B = static_cast<const T*>(g.b) + j0;
  T* Cm = static_cast<T*>(g.c) + i0 * g.rsc + j0;
  const int64_t rsa = g.rsa, csa = g.csa, rsb = g.rsb, rsc = g.rsc;
  V acc[MR][NV];
  for (int ii = 0; ii < MR; ++ii)
    for (int v = 0; v < NV; ++v) acc[ii][v] = V{};
  for (int64_t l = 0; l < g.k; ++l) {
    V bv[NV];
    for (int v = 0; v < NV; ++v) bv[v] = *reinterpret_cast<const VU*>(B + l * rsb + v * L);
    for (int ii = 0; ii < MR; ++ii) {
      const V av = splat<V, L>(A[ii * rsa + l * csa]);
      for (int v = 0; v < NV; ++v) acc[ii][v] += av * bv[v];
    }
  }
  const V va = splat<V, L>(alpha), vb = splat<V, L>(beta);
  for (int ii = 0; ii < MR; ++ii) {
    T* crow = Cm + ii * rsc;
    for (int v = 0; v < NV; ++v) {
      VU* cp = reinterpret_cast<VU*>(crow + v * L);
      *cp = beta0 ? va * acc[ii][v] : va * acc[ii][v] + vb * *cp;
    }
  }
}

// Complex dtypes with unit column strides: B rows are loaded as interleaved
// (re, im) vectors and each a(i, l) is split into splats of its real and
// imaginary parts, accumulating P += re(a) * b and Q += im(a) * b; at the
// end a * b = P + i Q, i.e. P + swap(Q) * (-1, +1) (conj(a) * b = P - i Q).
// No shuffles or sign flips of a in the loop.
template <class R> struct CVec {
  typedef R V __attribute__((vector_size(32)));
  typedef R VU __attribute__((vector_size(32), aligned(sizeof(R))));
  static constexpr int L = 32 / sizeof(R);  // reals per vector
  // (re, im) -> (im, re) in every lane pair (__builtin_shufflevector: GCC
  // >= 12 and clang; the fuzz and sanitizer builds use clang).
  static V swap(V x) {
    if constexpr (sizeof(R) == 8)
      return __builtin_shufflevector(x, x, 1, 0, 3, 2);
    else
      return __builtin_shufflevector(x, x, 1, 0, 3, 2, 5, 4, 7, 6);
  }
  static V alt(R even, R odd) {  // (even, odd, even, odd, ...)
    V v;
    for (int q = 0; q < L; q += 2) { v[q] = even; v[q + 1] = odd; }
    return v;
  }
  // x * (re + i im) on interleaved complex lanes.
  // (The sign goes on the vector, not on im: a negated scalar made GCC emit
  // a register vmovq that valgrind 3.19 does not decode.)
  static V mul(V x, R re, R im) {
    return splat<V, L>(re) * x + splat<V, L>(im) * (alt(-1, 1) * swap(x));
  }
};

template <class T, bool CA, bool CB, int MR, int NV>
__attribute__((always_inline)) inline void gemm_block_cvec(const GemmCall& g, int64_t i0, int64_t j0, T alpha, T beta,
                            bool beta0) {
  using R = typename T::value_type;
  using CV = CVec<R>;
  using V = typename CV::V;
  using VU = typename CV::VU;
  constexpr int L = CV::L, CL = L / 2;  // CL complex per vector
  const R* A = reinterpret_cast<const R*>(static_cast<const T*>(g.a) + i0 * g.rsa);
  const R* B = reinterpret_cast<const R*>(static_cast<const T*>(g.b) + j0);
  T* Cm = static_cast<T*>(g.c) + i0 * g.rsc + j0;
  const int64_t rsa = 2 * g.rsa, csa = 2 * g.csa, rsb = 2 * g.rsb, rsc = g.rsc;
  const V bsign = CV::alt(1, CB ? -1 : 1);
  V P[MR][NV], Q[MR][NV];  // zeroed lane by lane: "= {}" became a rep stos
  for (int ii = 0; ii < MR; ++ii)
    for (int v = 0; v < NV; ++v) P[ii][v] = Q[ii][v] = V{};
  for (int64_t l = 0; l < g.k; ++l) {
    V bv[NV];
    for (int v = 0; v < NV; ++v) {
      bv[v] = *reinterpret_cast<const VU*>(B + l * rsb + v * L);
      if constexpr (CB) bv[v] *= bsign;
    }
    for (int ii = 0; ii < MR; ++ii) {
      const R* ap = A + ii * rsa + l * csa;
      const V ar = splat<V, L>(ap[0]), ai = splat<V, L>(ap[1]);
      for (int v = 0; v < NV; ++v) {
        P[ii][v] += ar * bv[v];
        Q[ii][v] += ai * bv[v];
      }
    }
  }
  const bool alpha1 = alpha == T(1);
  const V neg_re = CA ? CV::alt(1, -1) : CV::alt(-1, 1);  // conj(a): P - i Q
  for (int ii = 0; ii < MR; ++ii) {
    T* crow = Cm + ii * rsc;
    for (int v = 0; v < NV; ++v) {
      V r = P[ii][v] + neg_re * CV::swap(Q[ii][v]);
      if (!alpha1) r = CV::mul(r, alpha.real(), alpha.imag());
      VU* cp = reinterpret_cast<VU*>(crow + v * CL);
      *cp = beta0 ? r : r + CV::mul(*cp, beta.real(), beta.imag());
    }
  }
}

// An edge block (mr <= MR rows, nr <= NR columns): plain loops, one element
// of C at a time.
template <class T, bool CA, bool CB>
TF_NO_LOOP_VECTORIZE inline void gemm_block_edge(const GemmCall& g, int64_t i0, int64_t j0, int mr, int nr,
                            T alpha, T beta, bool beta0) {
  const T* A = static_cast<const T*>(g.a);
  const T* B = static_cast<const T*>(g.b);
  T* Cm = static_cast<T*>(g.c);
  for (int ii = 0; ii < mr; ++ii) {
    const T* arow = A + (i0 + ii) * g.rsa;
    for (int jj = 0; jj < nr; ++jj) {
      const T* bcol = B + (j0 + jj) * g.csb;
      T acc{};
      for (int64_t l = 0; l < g.k; ++l) madd(acc, cj<CA>(arow[l * g.csa]), cj<CB>(bcol[l * g.rsb]));
      T& c = Cm[(i0 + ii) * g.rsc + (j0 + jj) * g.csc];
      c = beta0 ? alpha * acc : alpha * acc + beta * c;
    }
  }
}

// Unit column strides: one vector block of MR rows x NV vectors.
template <class T, bool CA, bool CB, int MR, int NV>
inline void gemm_block_unit(const GemmCall& g, int64_t i0, int64_t j0, T alpha, T beta,
                            bool beta0) {
  if constexpr (std::is_floating_point_v<T>) {
    constexpr int L = 32 / sizeof(T);
    gemm_block_full_vec<T, MR, NV * L>(g, i0, j0, alpha, beta, beta0);
  } else {
    gemm_block_cvec<T, CA, CB, MR, NV>(g, i0, j0, alpha, beta, beta0);
  }
}

// MR rows from i0, all columns: NV-vector blocks, then one-vector blocks,
// then the last columns one element at a time.
template <class T, bool CA, bool CB, int MR, int NV>
inline void gemm_rows_unit(const GemmCall& g, int64_t i0, T alpha, T beta, bool beta0) {
  constexpr int W = 32 / sizeof(T);  // elements of T per vector
  int64_t j = 0;
  for (; j + NV * W <= g.n; j += NV * W)
    gemm_block_unit<T, CA, CB, MR, NV>(g, i0, j, alpha, beta, beta0);
  if constexpr (NV > 1)
    for (; j + W <= g.n; j += W) gemm_block_unit<T, CA, CB, MR, 1>(g, i0, j, alpha, beta, beta0);
  if (j < g.n) gemm_block_edge<T, CA, CB>(g, i0, j, MR, (int)(g.n - j), alpha, beta, beta0);
}

template <class T, bool CA, bool CB, bool Unit>
void gemm_small(const GemmCall& g) {
  const T alpha = scalar_as<T>(g.alpha), beta = scalar_as<T>(g.beta);
  const bool beta0 = g.beta.re == 0.0 && g.beta.im == 0.0;
  if (g.k == 0) {
    // An empty sum (the same expression as the blocks with acc = 0). A and
    // B may be NULL (empty operands), so no row or column pointer is formed
    // (NULL + offset is undefined; UBSan, found by fuzz_program).
    T* Cm = static_cast<T*>(g.c);
    const T acc{};
    for (int64_t i = 0; i < g.m; ++i)
      for (int64_t j = 0; j < g.n; ++j) {
        T& c = Cm[i * g.rsc + j * g.csc];
        c = beta0 ? alpha * acc : alpha * acc + beta * c;
      }
    return;
  }
  if constexpr (Unit) {
    // Accumulators: MR x NV vectors (two per complex vector): 8 registers.
    constexpr int MR = std::is_floating_point_v<T> ? 4 : 2, NV = 2;
    int64_t i = 0;
    for (; i + MR <= g.m; i += MR) gemm_rows_unit<T, CA, CB, MR, NV>(g, i, alpha, beta, beta0);
    for (; i < g.m; ++i) gemm_rows_unit<T, CA, CB, 1, NV>(g, i, alpha, beta, beta0);
    return;
  }
  constexpr int NR = sizeof(T) >= 16 ? 4 : (sizeof(T) == 8 ? 8 : 16);
  constexpr int MR = 4;
  for (int64_t i = 0; i < g.m; i += MR) {
    int mr = (int)(g.m - i < MR ? g.m - i : MR);
    for (int64_t j = 0; j < g.n; j += NR) {
      int nr = (int)(g.n - j < NR ? g.n - j : NR);
      if (mr == MR && nr == NR)
        gemm_block_full<T, CA, CB, MR, NR>(g, i, j, alpha, beta, beta0);
      else
        gemm_block_edge<T, CA, CB>(g, i, j, mr, nr, alpha, beta, beta0);
    }
  }
}

// Square N x N x N, fully unrolled, any strides.
template <class T, bool CA, bool CB, int N>
void gemm_fixed(const GemmCall& g) {
  const T* A = static_cast<const T*>(g.a);
  const T* B = static_cast<const T*>(g.b);
  T* Cm = static_cast<T*>(g.c);
  const T alpha = scalar_as<T>(g.alpha), beta = scalar_as<T>(g.beta);
  const bool beta0 = g.beta.re == 0.0 && g.beta.im == 0.0;
  T a[N][N], b[N][N];
  for (int i = 0; i < N; ++i)
    for (int l = 0; l < N; ++l) {
      a[i][l] = cj<CA>(A[i * g.rsa + l * g.csa]);
      b[i][l] = cj<CB>(B[i * g.rsb + l * g.csb]);
    }
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      T acc{};
      for (int l = 0; l < N; ++l) madd(acc, a[i][l], b[l][j]);
      T& c = Cm[i * g.rsc + j * g.csc];
      c = beta0 ? alpha * acc : alpha * acc + beta * c;
    }
}

template <class T>
SmallGemmFn pick_fixed(int64_t n, bool ca, bool cb) {
  static constexpr SmallGemmFn table[3][4] = {
      {gemm_fixed<T, false, false, 2>, gemm_fixed<T, false, true, 2>,
       gemm_fixed<T, true, false, 2>, gemm_fixed<T, true, true, 2>},
      {gemm_fixed<T, false, false, 3>, gemm_fixed<T, false, true, 3>,
       gemm_fixed<T, true, false, 3>, gemm_fixed<T, true, true, 3>},
      {gemm_fixed<T, false, false, 4>, gemm_fixed<T, false, true, 4>,
       gemm_fixed<T, true, false, 4>, gemm_fixed<T, true, true, 4>}};
  return table[n - 2][(ca ? 2 : 0) + (cb ? 1 : 0)];
}

template <class T>
SmallGemmFn pick(int64_t m, int64_t n, int64_t k, bool ca, bool cb, bool unit) {
  if (m == n && n == k && n >= 2 && n <= 4 && !(unit && n * sizeof(T) >= 32))
    return pick_fixed<T>(n, ca, cb);
  static constexpr SmallGemmFn table[8] = {
      gemm_small<T, false, false, false>, gemm_small<T, false, false, true>,
      gemm_small<T, false, true, false>,  gemm_small<T, false, true, true>,
      gemm_small<T, true, false, false>,  gemm_small<T, true, false, true>,
      gemm_small<T, true, true, false>,   gemm_small<T, true, true, true>};
  return table[(ca ? 4 : 0) + (cb ? 2 : 0) + (unit ? 1 : 0)];
}

// Square N x N x N on packed row-major operands (A, B and C contiguous with
// leading dimension N): every index a compile-time constant, so the whole
// product is straight-line code the compiler vectorises; alpha = 1, beta = 0
// (the common case) stores the sums as they are.
template <class T, bool CA, bool CB, int N>
void gemm_packed(const GemmCall& g) {
  const T* __restrict A = static_cast<const T*>(g.a);
  const T* __restrict B = static_cast<const T*>(g.b);
  T* __restrict Cm = static_cast<T*>(g.c);
  T acc[N][N] = {};
  for (int l = 0; l < N; ++l)
    for (int i = 0; i < N; ++i) {
      const T av = cj<CA>(A[i * N + l]);
      for (int j = 0; j < N; ++j) madd(acc[i][j], av, cj<CB>(B[l * N + j]));
    }
  const bool beta0 = g.beta.re == 0.0 && g.beta.im == 0.0;
  if (beta0 && g.alpha.re == 1.0 && g.alpha.im == 0.0) {
    for (int i = 0; i < N; ++i)
      for (int j = 0; j < N; ++j) Cm[i * N + j] = acc[i][j];
    return;
  }
  const T alpha = scalar_as<T>(g.alpha), beta = scalar_as<T>(g.beta);
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) {
      T& c = Cm[i * N + j];
      c = beta0 ? alpha * acc[i][j] : alpha * acc[i][j] + beta * c;
    }
}

template <class T, int N>
SmallGemmFn packed_n(bool ca, bool cb) {
  static constexpr SmallGemmFn t[4] = {gemm_packed<T, false, false, N>, gemm_packed<T, false, true, N>,
                                       gemm_packed<T, true, false, N>, gemm_packed<T, true, true, N>};
  return t[(ca ? 2 : 0) + (cb ? 1 : 0)];
}

template <class T>
SmallGemmFn packed(int64_t n, bool ca, bool cb) {
  switch (n) {
    case 2: return packed_n<T, 2>(ca, cb);
    case 3: return packed_n<T, 3>(ca, cb);
    case 4: return packed_n<T, 4>(ca, cb);
    case 5: return packed_n<T, 5>(ca, cb);
    case 6: return packed_n<T, 6>(ca, cb);
    case 7: return packed_n<T, 7>(ca, cb);
    case 8: return packed_n<T, 8>(ca, cb);
    default: return nullptr;
  }
}

SmallGemmFn select_packed(DType dt, int64_t m, int64_t n, int64_t k, bool ca, bool cb) {
  if (m != n || n != k) return nullptr;
  switch (dt) {
    case DType::F32: return packed<float>(n, false, false);
    case DType::F64: return packed<double>(n, false, false);
    case DType::C64: return packed<c64>(n, ca, cb);
    default: return packed<c128>(n, ca, cb);
  }
}

SmallGemmFn select(DType dt, int64_t m, int64_t n, int64_t k, bool ca, bool cb, bool unit) {
  switch (dt) {
    case DType::F32: return pick<float>(m, n, k, false, false, unit);
    case DType::F64: return pick<double>(m, n, k, false, false, unit);
    case DType::C64: return pick<c64>(m, n, k, ca, cb, unit);
    default: return pick<c128>(m, n, k, ca, cb, unit);
  }
}

}  // namespace TF_KERNEL_NS
}  // namespace tf
