// providers/semiring_gemm_impl.hpp: the semiring product kernel, written once
// on GCC vector types of TF_VEC_BYTES bytes (16: SSE2, semiring_gemm_generic.cpp;
// 32: AVX2, semiring_gemm_avx2.cpp; 64: AVX-512, semiring_gemm_avx512.cpp).
// Each .cpp defines TF_KERNEL_NS and TF_VEC_BYTES, then includes this; it
// defines TF_KERNEL_NS::semiring_tile, computing rows [i0, i1) x columns
// [j0, j1) of the product over all of k.
//
// Blocking (as for a real GEMM): for each NC-column block, B is packed into
// NR-column micro-panels (all of k); for each MC-row block and KC-slice of
// k, A is packed into MR-row micro-panels; an MR x NR register tile runs
// over the slice, reading and writing its accumulators in a contiguous
// MC x NC workspace tile that starts at the semiring's zero; the tile is
// written into C (alpha, beta) once k is done. A step costs an add (or mul)
// and a max (or min) per vector; with arg, a compare and two blends instead
// of the max, the index kept as a float of the element type (exact: k is
// below 2^24 for f32, checked by the caller). A term replaces the
// accumulator only when strictly better, so the lowest k wins ties and a NaN
// term (-inf + inf) is skipped.
#pragma once
#include <immintrin.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>

#include "providers/semiring.hpp"

namespace tf {
namespace TF_KERNEL_NS {
namespace {

template <class T> struct VecOf;
template <> struct VecOf<double> {
  typedef double V __attribute__((vector_size(TF_VEC_BYTES)));
};
template <> struct VecOf<float> {
  typedef float V __attribute__((vector_size(TF_VEC_BYTES)));
};

// (x) and "better" of each semiring; pick(v, c) = better(v, c) ? v : c.
struct MaxPlus {
  template <class X> static X mul(X a, X b) { return a + b; }
  template <class X> static auto better(X v, X c) { return v > c; }
};
struct MinPlus {
  template <class X> static X mul(X a, X b) { return a + b; }
  template <class X> static auto better(X v, X c) { return v < c; }
};
struct MaxTimes {
  template <class X> static X mul(X a, X b) { return a * b; }
  template <class X> static auto better(X v, X c) { return v > c; }
};

template <class T> struct Blocking;
// Register tile: MR rows x NV vectors; with arg, fewer rows (twice the
// registers per element).
template <> struct Blocking<double> {
  static constexpr int W = TF_VEC_BYTES / 8;
  static constexpr int MR = TF_VEC_BYTES == 64 ? 8 : TF_VEC_BYTES == 32 ? 6 : 4;
  static constexpr int MRA = TF_VEC_BYTES == 64 ? 4 : 2;
};
template <> struct Blocking<float> {
  static constexpr int W = TF_VEC_BYTES / 4;
  static constexpr int MR = TF_VEC_BYTES == 64 ? 8 : TF_VEC_BYTES == 32 ? 6 : 4;
  static constexpr int MRA = TF_VEC_BYTES == 64 ? 4 : 2;
};
constexpr int NV = 2;
constexpr int64_t KC = 128, MC = 96, NC = 256;

template <class V> inline V load(const void* p) {
  V v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
template <class V> inline void store(void* p, V v) { std::memcpy(p, &v, sizeof v); }
// Broadcast (one vbroadcast from memory in the register tile).
template <class V> inline V splat(double x) {
#if TF_VEC_BYTES == 64
  return (V)_mm512_set1_pd(x);
#elif TF_VEC_BYTES == 32
  return (V)_mm256_set1_pd(x);
#else
  return (V)_mm_set1_pd(x);
#endif
}
template <class V> inline V splat(float x) {
#if TF_VEC_BYTES == 64
  return (V)_mm512_set1_ps(x);
#elif TF_VEC_BYTES == 32
  return (V)_mm256_set1_ps(x);
#else
  return (V)_mm_set1_ps(x);
#endif
}

// The register tile: acc (MR x NR at row stride ldw) over kc steps of the
// packed micro-panels ap (kc x MR) and bp (kc x NR); with ARG, idx beside
// acc (same layout) and k0 the slice's first k.
template <class T, class Op, int MR, bool ARG>
__attribute__((always_inline)) inline void micro(int64_t kc, const T* __restrict ap,
                                                 const T* __restrict bp, T* acc, T* idx,
                                                 int64_t ldw, T k0) {
  using V = typename VecOf<T>::V;
  constexpr int W = (int)(sizeof(V) / sizeof(T)), NR = NV * W;
  V c[MR][NV], ix[MR][NV];
  for (int i = 0; i < MR; ++i)
    for (int j = 0; j < NV; ++j) {
      c[i][j] = load<V>(acc + i * ldw + j * W);
      if (ARG) ix[i][j] = load<V>(idx + i * ldw + j * W);
    }
  V kv = splat<V>(k0);
  const V one = splat<V>(T(1));
  for (int64_t p = 0; p < kc; ++p) {
    V b[NV];
    for (int j = 0; j < NV; ++j) b[j] = load<V>(bp + p * NR + j * W);
    for (int i = 0; i < MR; ++i) {
      const V a = splat<V>(ap[p * MR + i]);
      for (int j = 0; j < NV; ++j) {
        const V v = Op::mul(a, b[j]);
        const auto m = Op::better(v, c[i][j]);
        c[i][j] = m ? v : c[i][j];
        if (ARG) ix[i][j] = m ? kv : ix[i][j];
      }
    }
    if (ARG) kv += one;
  }
  for (int i = 0; i < MR; ++i)
    for (int j = 0; j < NV; ++j) {
      store(acc + i * ldw + j * W, c[i][j]);
      if (ARG) store(idx + i * ldw + j * W, ix[i][j]);
    }
}

// Per-thread packing and accumulator buffers, kept for the thread's life.
struct Work {
  char* p = nullptr;
  std::size_t cap = 0;
  ~Work() { std::free(p); }
  char* get(std::size_t bytes) {
    if (bytes > cap) {
      void* q = nullptr;
      if (posix_memalign(&q, 64, bytes) != 0) return nullptr;
      std::free(p);
      p = static_cast<char*>(q);
      cap = bytes;
    }
    return p;
  }
};
thread_local Work tls_work;

// The unblocked loop (tiny products, or no workspace memory): the same
// terms in the same order, so the same values and argmax.
template <class T, class Op>
void plain(Semiring s, const SrGemm& g, int64_t i0, int64_t i1, int64_t j0, int64_t j1) {
  const T* A = static_cast<const T*>(g.a);
  const T* B = static_cast<const T*>(g.b);
  T* C = static_cast<T*>(g.c);
  const T zero = (T)semiring_zero(s), alpha = (T)g.alpha, beta = (T)g.beta;
  for (int64_t i = i0; i < i1; ++i)
    for (int64_t j = j0; j < j1; ++j) {
      T r = zero;
      int64_t best = 0;
      for (int64_t p = 0; p < g.k; ++p) {
        T v = Op::mul(A[i * g.rsa + p * g.csa], B[p * g.rsb + j * g.csb]);
        if (Op::better(v, r)) { r = v; best = p; }
      }
      r = Op::mul(alpha, r);
      T& o = C[i * g.rsc + j * g.csc];
      if (g.acc) {
        T old = Op::mul(beta, o);
        if (!Op::better(r, old)) r = old;
      }
      o = r;
      if (g.arg) g.arg[i * g.rsi + j * g.csi] = best;
    }
}

template <class T, class Op, bool ARG>
void blocked(Semiring s, const SrGemm& g, int64_t i0, int64_t i1, int64_t j0, int64_t j1) {
  using V = typename VecOf<T>::V;
  constexpr int W = (int)(sizeof(V) / sizeof(T)), NR = NV * W;
  constexpr int MR = ARG ? Blocking<T>::MRA : Blocking<T>::MR;
  constexpr int64_t MCB = (MC / MR) * MR;
  const int64_t k = g.k;
  // Columns per block: NC, fewer when C is narrower or k is long (the B
  // pack, k x ncb, stays under 32 MiB; a k too long for one NR panel
  // takes the unblocked loop).
  const int64_t span = ((j1 - j0 + NR - 1) / NR) * NR;
  int64_t ncb = span < NC ? span : NC;
  const int64_t cap = ((int64_t)32 << 20) / ((k > 0 ? k : 1) * (int64_t)sizeof(T));
  if (cap < NR) return plain<T, Op>(s, g, i0, i1, j0, j1);
  if (ncb > cap) ncb = (cap / NR) * NR;
  // Workspace: B pack (k x NC), A pack (KC x MCB), acc and idx (MCB x NC).
  const std::size_t bsz = (std::size_t)(k > 0 ? k : 1) * ncb, asz = (std::size_t)KC * MCB,
                    wsz = (std::size_t)MCB * ncb;
  char* mem = tls_work.get((bsz + asz + wsz * (ARG ? 2 : 1)) * sizeof(T));
  if (!mem) return plain<T, Op>(s, g, i0, i1, j0, j1);
  T* bpk = reinterpret_cast<T*>(mem);
  T* apk = bpk + bsz;
  T* acc = apk + asz;
  T* idx = acc + wsz;
  const T* A = static_cast<const T*>(g.a);
  const T* B = static_cast<const T*>(g.b);
  T* C = static_cast<T*>(g.c);
  const T zero = (T)semiring_zero(s), one = (T)semiring_one(s);
  const T alpha = (T)g.alpha, beta = (T)g.beta;
  for (int64_t jc = j0; jc < j1; jc += ncb) {
    const int64_t nc = j1 - jc < ncb ? j1 - jc : ncb;
    const int64_t npan = (nc + NR - 1) / NR;
    // Pack B[:, jc:jc+nc]: panel q holds k rows of NR columns (zero-padded).
    for (int64_t q = 0; q < npan; ++q) {
      T* d = bpk + q * k * NR;
      const int64_t cols = nc - q * NR < NR ? nc - q * NR : NR;
      const T* src = B + (jc + q * NR) * g.csb;
      if (g.csb == 1 && cols == NR) {
        for (int64_t p = 0; p < k; ++p) std::memcpy(d + p * NR, src + p * g.rsb, NR * sizeof(T));
      } else {
        for (int64_t p = 0; p < k; ++p)
          for (int jj = 0; jj < NR; ++jj)
            d[p * NR + jj] = jj < cols ? src[p * g.rsb + jj * g.csb] : zero;
      }
    }
    const int64_t ldw = npan * NR;
    for (int64_t ic = i0; ic < i1; ic += MCB) {
      const int64_t mc = i1 - ic < MCB ? i1 - ic : MCB;
      const int64_t mpan = (mc + MR - 1) / MR;
      for (int64_t t = 0; t < mpan * MR * ldw; ++t) acc[t] = zero;
      if (ARG)
        for (int64_t t = 0; t < mpan * MR * ldw; ++t) idx[t] = 0;
      for (int64_t pc = 0; pc < k; pc += KC) {
        const int64_t kc = k - pc < KC ? k - pc : KC;
        // Pack A[ic:ic+mc, pc:pc+kc]: panel r holds kc steps of MR rows.
        for (int64_t r = 0; r < mpan; ++r) {
          T* d = apk + r * kc * MR;
          const int64_t rows = mc - r * MR < MR ? mc - r * MR : MR;
          const T* src = A + (ic + r * MR) * g.rsa + pc * g.csa;
          if (rows == MR) {
            for (int64_t p = 0; p < kc; ++p)
              for (int ii = 0; ii < MR; ++ii) d[p * MR + ii] = src[ii * g.rsa + p * g.csa];
          } else {
            for (int64_t p = 0; p < kc; ++p)
              for (int ii = 0; ii < MR; ++ii)
                d[p * MR + ii] = ii < rows ? src[ii * g.rsa + p * g.csa] : zero;
          }
        }
        for (int64_t q = 0; q < npan; ++q)
          for (int64_t r = 0; r < mpan; ++r)
            micro<T, Op, MR, ARG>(kc, apk + r * kc * MR, bpk + q * k * NR + pc * NR,
                                  acc + r * MR * ldw + q * NR, idx + r * MR * ldw + q * NR,
                                  ldw, (T)pc);
      }
      // Write the tile: alpha (x) r, then (+) beta (x) c.
      const bool scale = alpha != one;
      for (int64_t i = 0; i < mc; ++i) {
        T* crow = C + (ic + i) * g.rsc + jc * g.csc;
        const T* w = acc + i * ldw;
        for (int64_t j = 0; j < nc; ++j) {
          T r = scale ? Op::mul(alpha, w[j]) : w[j];
          T& o = crow[j * g.csc];
          if (g.acc) {
            const T old = Op::mul(beta, o);
            if (!Op::better(r, old)) r = old;
          }
          o = r;
        }
        if (ARG) {
          int64_t* arow = g.arg + (ic + i) * g.rsi + jc * g.csi;
          const T* x = idx + i * ldw;
          for (int64_t j = 0; j < nc; ++j) arow[j * g.csi] = (int64_t)x[j];
        }
      }
    }
  }
}

template <class T>
void run_typed(Semiring s, const SrGemm& g, int64_t i0, int64_t i1, int64_t j0, int64_t j1) {
  const bool arg = g.arg != nullptr;
  // Tiny products (tensor-network bond steps): packing costs more than it saves.
  if ((i1 - i0) * (j1 - j0) * g.k <= 512) {
    switch (s) {
      case Semiring::MaxPlus: return plain<T, MaxPlus>(s, g, i0, i1, j0, j1);
      case Semiring::MinPlus: return plain<T, MinPlus>(s, g, i0, i1, j0, j1);
      case Semiring::MaxTimes: return plain<T, MaxTimes>(s, g, i0, i1, j0, j1);
      default: return;
    }
  }
  switch (s) {
    case Semiring::MaxPlus:
      return arg ? blocked<T, MaxPlus, true>(s, g, i0, i1, j0, j1)
                 : blocked<T, MaxPlus, false>(s, g, i0, i1, j0, j1);
    case Semiring::MinPlus:
      return arg ? blocked<T, MinPlus, true>(s, g, i0, i1, j0, j1)
                 : blocked<T, MinPlus, false>(s, g, i0, i1, j0, j1);
    case Semiring::MaxTimes:
      return arg ? blocked<T, MaxTimes, true>(s, g, i0, i1, j0, j1)
                 : blocked<T, MaxTimes, false>(s, g, i0, i1, j0, j1);
    default: return;
  }
}

}  // namespace

void semiring_tile(Semiring s, DType dt, const SrGemm& g, int64_t i0, int64_t i1, int64_t j0,
                   int64_t j1) {
  if (dt == DType::F64) run_typed<double>(s, g, i0, i1, j0, j1);
  else if (dt == DType::F32) run_typed<float>(s, g, i0, i1, j0, j1);
}

// Register-tile rows and columns, for the caller's split.
int64_t semiring_tile_cols(DType dt) {
  return NV * (TF_VEC_BYTES / (dt == DType::F32 ? 4 : 8));
}

}  // namespace TF_KERNEL_NS
}  // namespace tf
