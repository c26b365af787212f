// providers/gemm_avx512.cpp: the AVX-512 provider for f32, f64, c64 and c128
// products (built with -mavx512f; reached only when the CPU has AVX-512F).
//
// Why it exists: Debian's OpenBLAS runs AVX2 (Haswell) kernels on CPUs it
// does not know, and OPENBLAS_CORETYPE pins it there on the reference
// machine, so on a CPU with full-width AVX-512 units it reaches about half
// the machine's multiply-add rate. These kernels use the 512-bit units.
//
// Layout: the product is oriented so that C has unit stride down its
// columns (a row-major C is computed as C^T = B^T A^T), then cut into
// MR x NR tiles computed in registers by one kernel:
//   real:    MR = L * MV rows (MV <= 4 vectors of L = 8 doubles or 16
//            floats), NR = 6 columns, 24 accumulators;
//   complex: MR = L * MV rows (MV <= 2 vectors of L = 4 (c128) or 8 (c64)
//            interleaved numbers), NR = 6, two accumulators per vector (a * re b and
//            a * im b), combined once at the end; conjugation is folded
//            into that combination, so the loop is the same for all flags.
// The kernel reads A as MR-row columns of unit stride (a(i, l) at
// a + i + l * lda) and B through any strides (broadcast loads). Small
// products whose A already has unit row stride run on the operands as they
// are; larger ones (or other A layouts) are packed in the usual three-level
// blocking (KC x NC panel of B, MC x KC block of A, both to contiguous
// micro-panels) into a per-thread workspace. Partial tiles use masked loads
// and stores: nothing is read or written outside the operands.
#include <immintrin.h>

#include <algorithm>
#include <cstdlib>

#include "engine/threads.hpp"
#include "providers/gemm.hpp"

namespace tf {
namespace avx512 {
namespace {

constexpr int NR = 6;

// The vector operations the kernels use, for double and float lanes.
struct VD {
  using T = double;
  using R = __m512d;
  using M = __mmask8;
  static R zero() { return _mm512_setzero_pd(); }
  static R load(const T* p) { return _mm512_loadu_pd(p); }
  static R maskz(M m, const T* p) { return _mm512_maskz_loadu_pd(m, p); }
  static void store(T* p, M m, R x) { _mm512_mask_storeu_pd(p, m, x); }
  static R set1(T x) { return _mm512_set1_pd(x); }
  static R fma(R a, R b, R c) { return _mm512_fmadd_pd(a, b, c); }
  static R mul(R a, R b) { return _mm512_mul_pd(a, b); }
  static R add(R a, R b) { return _mm512_add_pd(a, b); }
  static R fmaddsub(R a, R b, R c) { return _mm512_fmaddsub_pd(a, b, c); }
  static R swap_pairs(R x) { return _mm512_shuffle_pd(x, x, 0x55); }
  static R xor_bits(R x, __m512i b) {
    return _mm512_castsi512_pd(_mm512_xor_si512(_mm512_castpd_si512(x), b));
  }
  static __m512i odd_signs() {
    return _mm512_set_epi64(INT64_MIN, 0, INT64_MIN, 0, INT64_MIN, 0, INT64_MIN, 0);
  }
  static __m512i all_signs() { return _mm512_set1_epi64(INT64_MIN); }
};
struct VS {
  using T = float;
  using R = __m512;
  using M = __mmask16;
  static R zero() { return _mm512_setzero_ps(); }
  static R load(const T* p) { return _mm512_loadu_ps(p); }
  static R maskz(M m, const T* p) { return _mm512_maskz_loadu_ps(m, p); }
  static void store(T* p, M m, R x) { _mm512_mask_storeu_ps(p, m, x); }
  static R set1(T x) { return _mm512_set1_ps(x); }
  static R fma(R a, R b, R c) { return _mm512_fmadd_ps(a, b, c); }
  static R mul(R a, R b) { return _mm512_mul_ps(a, b); }
  static R add(R a, R b) { return _mm512_add_ps(a, b); }
  static R fmaddsub(R a, R b, R c) { return _mm512_fmaddsub_ps(a, b, c); }
  static R swap_pairs(R x) { return _mm512_shuffle_ps(x, x, 0xB1); }
  static R xor_bits(R x, __m512i b) {
    return _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(x), b));
  }
  static __m512i odd_signs() { return _mm512_set1_epi64((int64_t)0x8000000000000000ll); }
  static __m512i all_signs() { return _mm512_set1_epi32(INT32_MIN); }
};

// Per element type: its vector operations V, elements per vector L, the
// tile's vectors per column MV (MR = L * MV) and the blocking (KC x NC
// panel of B in L3, MC x KC block of A in L2, KC x NR micro-panel in L1).
template <class E> struct Elt;
template <> struct Elt<double> {
  using V = VD;
  static constexpr bool cplx = false;
  static constexpr int L = 8, MV = 4;
  static constexpr int64_t KC = 256, MC = 192, NC = 2040;
};
template <> struct Elt<float> {
  using V = VS;
  static constexpr bool cplx = false;
  static constexpr int L = 16, MV = 4;
  static constexpr int64_t KC = 256, MC = 384, NC = 4080;
};
template <> struct Elt<c128> {
  using V = VD;
  static constexpr bool cplx = true;
  static constexpr int L = 4, MV = 2;
  static constexpr int64_t KC = 128, MC = 192, NC = 1020;
};
template <> struct Elt<c64> {
  using V = VS;
  static constexpr bool cplx = true;
  static constexpr int L = 8, MV = 2;
  static constexpr int64_t KC = 256, MC = 192, NC = 2040;
};

// One tile: C(0:mr, 0:nr) = alpha * A(0:mr, 0:kc) B(0:kc, 0:nr) + beta * C.
template <class E> struct Tile {
  int64_t kc;
  const E* a;
  int64_t lda;        // a(i, l) = a[i + l * lda]
  const E* b;
  int64_t rsb, csb;   // b(l, j) = b[l * rsb + j * csb]
  E* c;
  int64_t ldc;        // c(i, j) = c[i + j * ldc]
  int mr, nr;
};

struct Scale {
  double ar, ai, br, bi;  // alpha, beta
  bool alpha1, beta0, conj_a, conj_b;
};

// Real tile kernel with MV vectors per column.
template <class V, int MV>
void kernel_real(const Tile<typename V::T>& t, const Scale& s) {
  using T = typename V::T;
  using R = typename V::R;
  constexpr int L = 64 / sizeof(T);
  R acc[MV][NR];
#pragma GCC unroll 4
  for (int v = 0; v < MV; ++v)
#pragma GCC unroll 6
    for (int j = 0; j < NR; ++j) acc[v][j] = V::zero();
  const auto km = (typename V::M)((1u << (t.mr - L * (MV - 1))) - 1);
  int64_t bo[NR];
  for (int j = 0; j < NR; ++j) bo[j] = (j < t.nr ? j : 0) * t.csb;
  const T* a = t.a;
  const T* b = t.b;
  for (int64_t l = 0; l < t.kc; ++l, a += t.lda, b += t.rsb) {
    R av[MV];
#pragma GCC unroll 4
    for (int v = 0; v < MV - 1; ++v) av[v] = V::load(a + L * v);
    av[MV - 1] = V::maskz(km, a + L * (MV - 1));
#pragma GCC unroll 6
    for (int j = 0; j < NR; ++j) {
      const R bb = V::set1(b[bo[j]]);
#pragma GCC unroll 4
      for (int v = 0; v < MV; ++v) acc[v][j] = V::fma(av[v], bb, acc[v][j]);
    }
  }
  const R al = V::set1((T)s.ar), be = V::set1((T)s.br);
#pragma GCC unroll 6
  for (int j = 0; j < NR; ++j) {
    if (j >= t.nr) break;
    T* c = t.c + j * t.ldc;
#pragma GCC unroll 4
    for (int v = 0; v < MV; ++v) {
      const auto mk = v == MV - 1 ? km : (typename V::M)~0u;
      R r = s.alpha1 ? acc[v][j] : V::mul(acc[v][j], al);
      if (!s.beta0) r = V::fma(be, V::maskz(mk, c + L * v), r);
      V::store(c + L * v, mk, r);
    }
  }
}

// x * (re + i im) for interleaved complex lanes.
template <class V>
inline typename V::R cmul(typename V::R x, typename V::R re, typename V::R im) {
  return V::fmaddsub(x, re, V::mul(V::swap_pairs(x), im));
}

// Complex tile kernel with MV vectors (L / 2 interleaved complex numbers
// each) per column.
template <class V, int MV>
void kernel_complex(const Tile<std::complex<typename V::T>>& t, const Scale& s) {
  using T = typename V::T;
  using R = typename V::R;
  constexpr int L = 64 / sizeof(T);  // real lanes; L / 2 complex numbers
  R xr[MV][NR], xi[MV][NR];  // sum a * re(b), sum a * im(b)
#pragma GCC unroll 2
  for (int v = 0; v < MV; ++v)
#pragma GCC unroll 6
    for (int j = 0; j < NR; ++j) xr[v][j] = xi[v][j] = V::zero();
  const auto km = (typename V::M)((1u << (2 * t.mr - L * (MV - 1))) - 1);
  int64_t bo[NR];
  for (int j = 0; j < NR; ++j) bo[j] = 2 * (j < t.nr ? j : 0) * t.csb;
  const T* a = reinterpret_cast<const T*>(t.a);
  const T* b = reinterpret_cast<const T*>(t.b);
  const int64_t lda = 2 * t.lda, rsb = 2 * t.rsb;
  for (int64_t l = 0; l < t.kc; ++l, a += lda, b += rsb) {
    R av[MV];
#pragma GCC unroll 2
    for (int v = 0; v < MV - 1; ++v) av[v] = V::load(a + L * v);
    av[MV - 1] = V::maskz(km, a + L * (MV - 1));
#pragma GCC unroll 6
    for (int j = 0; j < NR; ++j) {
      const R br = V::set1(b[bo[j]]), bi = V::set1(b[bo[j] + 1]);
#pragma GCC unroll 2
      for (int v = 0; v < MV; ++v) {
        xr[v][j] = V::fma(av[v], br, xr[v][j]);
        xi[v][j] = V::fma(av[v], bi, xi[v][j]);
      }
    }
  }
  // Lanes (even, odd) = (re, im). conj(a) negates every odd lane of both
  // sums; conj(b) negates the second sum. Then
  //   re = xr.re - xi.im,  im = xr.im + xi.re.
  const __m512i none = _mm512_setzero_si512();
  const __m512i sr = s.conj_a ? V::odd_signs() : none;
  const __m512i si = _mm512_xor_si512(sr, s.conj_b ? V::all_signs() : none);
  const R one = V::set1(1);
  const R alr = V::set1((T)s.ar), ali = V::set1((T)s.ai);
  const R ber = V::set1((T)s.br), bei = V::set1((T)s.bi);
#pragma GCC unroll 6
  for (int j = 0; j < NR; ++j) {
    if (j >= t.nr) break;
    T* c = reinterpret_cast<T*>(t.c + j * t.ldc);
#pragma GCC unroll 2
    for (int v = 0; v < MV; ++v) {
      const auto mk = v == MV - 1 ? km : (typename V::M)~0u;
      const R x = V::xor_bits(xr[v][j], sr), y = V::xor_bits(xi[v][j], si);
      R r = V::fmaddsub(one, x, V::swap_pairs(y));
      if (!s.alpha1) r = cmul<V>(r, alr, ali);
      if (!s.beta0) r = V::add(r, cmul<V>(V::maskz(mk, c + L * v), ber, bei));
      V::store(c + L * v, mk, r);
    }
  }
}

template <class E> using KernelFn = void (*)(const Tile<E>&, const Scale&);
template <class E> KernelFn<E> kernel(int mv) {
  using V = typename Elt<E>::V;
  if constexpr (Elt<E>::cplx) {
    static constexpr KernelFn<E> k[] = {kernel_complex<V, 1>, kernel_complex<V, 2>};
    return k[mv - 1];
  } else {
    static constexpr KernelFn<E> k[] = {kernel_real<V, 1>, kernel_real<V, 2>, kernel_real<V, 3>,
                                        kernel_real<V, 4>};
    return k[mv - 1];
  }
}

// d[0:n] = s[0:n] for n <= N; a full N is copied by unrolled moves (a
// memcpy call per micro-panel row costs more than the row).
template <int N, class E> inline void copy_row(E* d, const E* s, int64_t n) {
  if (n == N) {
#pragma GCC unroll 64
    for (int i = 0; i < N; ++i) d[i] = s[i];
  } else {
    for (int64_t i = 0; i < n; ++i) d[i] = s[i];
  }
}

// Packs rows [0, mc) x columns [0, kc) of A (strides rs, cs) into MR-row
// panels: panel p at dst + p * MR * kc, element (i, l) of it at i + l * MR.
template <class E>
void pack_a(E* dst, const E* a, int64_t rs, int64_t cs, int64_t mc, int64_t kc) {
  constexpr int MR = Elt<E>::L * Elt<E>::MV;
  for (int64_t i0 = 0; i0 < mc; i0 += MR) {
    const int64_t mr = std::min<int64_t>(MR, mc - i0);
    E* d = dst + i0 * kc;
    const E* s = a + i0 * rs;
    if (rs == 1) {
      for (int64_t l = 0; l < kc; ++l) copy_row<MR>(d + l * MR, s + l * cs, mr);
    } else if (mr == MR) {
      // A transposed (rows of unit stride, e.g. the conjugate-transposed
      // operand of an adjoint): a full panel, its MR row pointers walked
      // along l together, so each destination column is written whole.
      const E* rows[MR];
      for (int i = 0; i < MR; ++i) rows[i] = s + i * rs;
      for (int64_t l = 0; l < kc; ++l)
        for (int i = 0; i < MR; ++i) d[l * MR + i] = rows[i][l * cs];
    } else {
      for (int64_t i = 0; i < mr; ++i)
        for (int64_t l = 0; l < kc; ++l) d[l * MR + i] = s[i * rs + l * cs];
    }
  }
}

// Packs rows [0, kc) x columns [0, nc) of B into NR-column panels: panel q
// at dst + q * NR * kc, element (l, j) of it at l * NR + j.
template <class E>
void pack_b(E* dst, const E* b, int64_t rs, int64_t cs, int64_t kc, int64_t nc) {
  for (int64_t j0 = 0; j0 < nc; j0 += NR) {
    const int64_t nr = std::min<int64_t>(NR, nc - j0);
    E* d = dst + j0 * kc;
    const E* s = b + j0 * cs;
    if (cs == 1) {
      for (int64_t l = 0; l < kc; ++l) copy_row<NR>(d + l * NR, s + l * rs, nr);
    } else {
      for (int64_t j = 0; j < nr; ++j)
        for (int64_t l = 0; l < kc; ++l) d[l * NR + j] = s[l * rs + j * cs];
    }
  }
}

// The oriented problem (C column-major with leading dimension ldc).
template <class E> struct Prob : GemmOperands<const E*, E*> {
  int64_t ldc;
  Scale s;
};

// Whether p runs on its operands as they are (no workspace): A has unit
// row stride and one MC x NC block of C covers the product (k is still
// cut into KC blocks).
template <class E> bool direct(const Prob<E>& p) {
  return p.rsa == 1 && p.m <= Elt<E>::MC && p.n <= Elt<E>::NC;
}

// A 1 x 1 result (a dot product of length k): four independent sums (a
// tile would be one lane of one vector, latency-bound).
template <class E> void dot(const Prob<E>& p) {
  E acc[4] = {};
  const E* a = p.a;
  const E* b = p.b;
  int64_t l = 0;
  auto madd = [&](E& s, int64_t i) {
    E x = a[i * p.csa], y = b[i * p.rsb];
    if constexpr (Elt<E>::cplx) {
      if (p.s.conj_a) x = std::conj(x);
      if (p.s.conj_b) y = std::conj(y);
      s = E(s.real() + x.real() * y.real() - x.imag() * y.imag(),
            s.imag() + x.real() * y.imag() + x.imag() * y.real());
    } else {
      s += x * y;
    }
  };
  for (; l + 4 <= p.k; l += 4)
    for (int u = 0; u < 4; ++u) madd(acc[u], l + u);
  for (; l < p.k; ++l) madd(acc[0], l);
  E r = (acc[0] + acc[1]) + (acc[2] + acc[3]);
  using T = typename Elt<E>::V::T;
  E al, be;
  if constexpr (Elt<E>::cplx) { al = E((T)p.s.ar, (T)p.s.ai); be = E((T)p.s.br, (T)p.s.bi); }
  else { al = (T)p.s.ar; be = (T)p.s.br; }
  if (!p.s.alpha1) r = al * r;
  *p.c = p.s.beta0 ? r : r + be * *p.c;
}

template <class E> std::size_t workspace_elems() {
  return (std::size_t)(Elt<E>::MC * Elt<E>::KC + Elt<E>::KC * Elt<E>::NC);
}

// Runs p with workspace ws (workspace_elems<E>() elements; unused when direct).
template <class E> void run(const Prob<E>& p, E* ws) {
  constexpr int L = Elt<E>::L, MR = L * Elt<E>::MV;
  constexpr int64_t KC = Elt<E>::KC, MC = Elt<E>::MC, NC = Elt<E>::NC;
  const bool dir = direct(p);
  // No workspace when direct (ws may be null: no offset is applied to it).
  E* pa = ws;
  E* pb = ws ? ws + MC * KC : nullptr;
  for (int64_t jc = 0; jc < p.n; jc += NC) {
    const int64_t nc = std::min(NC, p.n - jc);
    for (int64_t pc = 0; pc < p.k; pc += KC) {
      const int64_t kc = std::min(KC, p.k - pc);
      Scale s = p.s;
      if (pc > 0) { s.beta0 = false; s.br = 1.0; s.bi = 0.0; }
      const E* bs = p.b + pc * p.rsb + jc * p.csb;
      int64_t brs = p.rsb, bcs = p.csb, bstep = NR * p.csb;
      // The kernel reads B through any strides: a B panel that fits one
      // block (k <= KC, n <= NC: one pass over it per A block, and small
      // products have one A block) is read in place, only A is packed.
      if (!dir && !(p.k <= KC && p.n <= NC && p.m <= MC)) {
        pack_b(pb, bs, p.rsb, p.csb, kc, nc);
        bs = pb; brs = NR; bcs = 1; bstep = NR * kc;
      }
      for (int64_t ic = 0; ic < p.m; ic += MC) {
        const int64_t mc = std::min(MC, p.m - ic);
        const E* as = p.a + ic * p.rsa + pc * p.csa;
        int64_t lda = p.csa, astep = MR;
        if (!dir) {
          pack_a(pa, as, p.rsa, p.csa, mc, kc);
          as = pa; lda = MR; astep = MR * kc;
        }
        for (int64_t jr = 0; jr < nc; jr += NR) {
          const int nr = (int)std::min<int64_t>(NR, nc - jr);
          for (int64_t ir = 0; ir < mc; ir += MR) {
            const int mr = (int)std::min<int64_t>(MR, mc - ir);
            Tile<E> t{kc, as + (ir / MR) * astep, lda, bs + (jr / NR) * bstep, brs, bcs,
                      p.c + (ic + ir) + (jc + jr) * p.ldc, p.ldc, mr, nr};
            kernel<E>((mr + L - 1) / L)(t, s);
          }
        }
      }
    }
  }
}

// A thread's packing workspace: grown on its first packed product, kept
// for the thread's life (like OpenBLAS's buffers), freed at thread exit.
struct Workspace {
  void* p = nullptr;
  std::size_t bytes = 0;
  ~Workspace() { std::free(p); }
  void* get(std::size_t want) {
    if (want <= bytes) return p;
    void* q = std::aligned_alloc(64, (want + 63) / 64 * 64);
    if (!q) return nullptr;
    std::free(p);
    p = q;
    bytes = want;
    return p;
  }
};
thread_local Workspace tls_ws;

template <class E> bool gemm(const GemmCall& g0, bool conj_a, bool conj_b, int workers) {
  // Orient C to unit stride down its columns; when both orientations are
  // (a vector C), the longer extent goes down the columns.
  const auto unit_cols = [](int64_t rows, int64_t cols, int64_t r, int64_t c) {
    return (r == 1 || rows <= 1) && (cols <= 1 || c >= std::max<int64_t>(rows, 1));
  };
  const bool col_ok = unit_cols(g0.m, g0.n, g0.rsc, g0.csc);
  const bool row_ok = unit_cols(g0.n, g0.m, g0.csc, g0.rsc);
  if ((!col_ok && !row_ok) || g0.k <= 0) return false;
  GemmCall g = g0;
  if (row_ok && (!col_ok || g0.n > g0.m)) {
    g = GemmCall{g0.n, g0.m, g0.k, g0.b, g0.csb, g0.rsb, g0.a, g0.csa, g0.rsa,
                 g0.c, g0.csc, g0.rsc, g0.alpha, g0.beta};
    std::swap(conj_a, conj_b);
  }
  if (g.m <= 1) g.rsa = 1;  // a single row: its stride never moves
  Prob<E> p{g.m, g.n, g.k, static_cast<const E*>(g.a), g.rsa, g.csa,
            static_cast<const E*>(g.b), g.rsb, g.csb, static_cast<E*>(g.c),
            g.n <= 1 ? std::max<int64_t>(g.m, 1) : g.csc, Scale{}};
  p.s = Scale{g.alpha.re, g.alpha.im, g.beta.re, g.beta.im,
              g.alpha.re == 1.0 && g.alpha.im == 0.0, g.beta.re == 0.0 && g.beta.im == 0.0,
              conj_a, conj_b};
  if (p.m == 1 && p.n == 1) {
    dot(p);
    return true;
  }
  const std::size_t ws_bytes = direct(p) ? 0 : workspace_elems<E>() * sizeof(E);
  // Split the longer of m and n into `workers` tile-aligned parts.
  constexpr int64_t MR = Elt<E>::L * Elt<E>::MV;
  const bool split_n = p.n >= p.m;
  const int64_t len = split_n ? p.n : p.m, unit = split_n ? NR : MR;
  const int64_t units = workers > 1 ? (len + unit - 1) / unit : 1;
  const int w = (int)std::min<int64_t>(workers, units);
  if (w <= 1) {
    E* ws = nullptr;
    if (ws_bytes && !(ws = static_cast<E*>(tls_ws.get(ws_bytes)))) return false;
    run(p, ws);
    return true;
  }
  // The caller's thread holds every part's workspace (one allocation, on
  // the first packed product of this size on this thread).
  char* ws = nullptr;
  if (ws_bytes && !(ws = static_cast<char*>(tls_ws.get(ws_bytes * w)))) return false;
  auto part = [&](int t) {
    const int64_t lo = units * t / w * unit, hi = std::min(len, units * (t + 1) / w * unit);
    if (lo >= hi) return;
    Prob<E> q = p;
    if (split_n) {
      q.n = hi - lo;
      q.b += lo * p.csb;
      q.c += lo * p.ldc;
    } else {
      q.m = hi - lo;
      q.a += lo * p.rsa;
      q.c += lo;
    }
    run(q, ws ? reinterpret_cast<E*>(ws + ws_bytes * t) : nullptr);
  };
  run_parts(w, part);
  return true;
}

}  // namespace

bool gemm(DType dt, const GemmCall& g, bool conj_a, bool conj_b, int workers) {
  switch (dt) {
    case DType::F32: return gemm<float>(g, conj_a, conj_b, workers);
    case DType::F64: return gemm<double>(g, conj_a, conj_b, workers);
    case DType::C64: return gemm<c64>(g, conj_a, conj_b, workers);
    case DType::C128: return gemm<c128>(g, conj_a, conj_b, workers);
    default: return false;
  }
}

}  // namespace avx512
}  // namespace tf
