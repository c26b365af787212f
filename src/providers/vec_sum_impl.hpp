// providers/vec_sum_impl.hpp: sum-type reductions (sum, sum of squares, dot)
// of real f32/f64 and of complex (as interleaved real pairs) with several
// independent vector accumulators and pairwise blocking. Included by one
// translation unit per instruction set, each in its own namespace
// (TF_KERNEL_NS: vec_generic.cpp, vec_avx2.cpp, vec_avx512.cpp), as small_gemm_impl.hpp is.
//
// Summation order of a contiguous run depends only on its length: loads are
// unaligned and always start at the run's first element (never peeled to an
// alignment boundary, which would make the result depend on the address), so
// a serial engine gives the same bits on every run. Leaves of kLeaf elements
// are summed with kU vectors of W lanes (kU * W independent chains), leaves
// combine pairwise: error O((kLeaf / (kU W) + log2(n / kLeaf)) eps).
// Vector loads never pass the end of a run (the tail is scalar).
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>
#if defined(__AVX512F__)
#include <immintrin.h>
#endif

#include "providers/elementwise.hpp"
#include "providers/pairwise_sum.hpp"

namespace tf {
namespace TF_KERNEL_NS {
namespace {

#ifndef TF_VEC_BYTES
#define TF_VEC_BYTES 32  // 64 in the AVX-512 build
#endif
typedef double vdbl __attribute__((vector_size(TF_VEC_BYTES)));
typedef float vflt __attribute__((vector_size(TF_VEC_BYTES)));
template <class T> struct Vec;
template <> struct Vec<double> { using type = vdbl; static constexpr int W = TF_VEC_BYTES / 8; };
template <> struct Vec<float> { using type = vflt; static constexpr int W = TF_VEC_BYTES / 4; };

enum Mode { kPlain, kSquares, kProducts };  // sum x, sum x^2, sum x*y
constexpr int kU = 8;                       // vector accumulators
constexpr int64_t kLeaf = 1024;             // elements of T per pairwise leaf

template <class T> inline typename Vec<T>::type load(const T* p) {
  typename Vec<T>::type v;
  std::memcpy(&v, p, sizeof v);
  return v;
}

// Integer vectors of the same lanes (shuffle masks).
typedef int64_t vi64 __attribute__((vector_size(TF_VEC_BYTES)));
typedef int32_t vi32 __attribute__((vector_size(TF_VEC_BYTES)));
template <class T> using IVec = std::conditional_t<sizeof(T) == 8, vi64, vi32>;

// Lanes O .. O + W - 1 of the concatenation (lo, hi): the unaligned vector
// starting O elements into the aligned block lo (one valignq/vpermt2).
template <class T, int O, std::size_t... J>
inline typename Vec<T>::type shifted(typename Vec<T>::type lo, typename Vec<T>::type hi,
                                     std::index_sequence<J...>) {
#if TF_VEC_BYTES == 64 && defined(__AVX512F__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"  // GCC 12's own header
  // valignq/valignd: non-destructive (a generic shuffle becomes vpermt2,
  // which overwrites a source and makes the compiler load blocks twice).
  (void)sizeof...(J);
  if constexpr (sizeof(T) == 8)
    return (typename Vec<T>::type)_mm512_castsi512_pd(_mm512_alignr_epi64(
        _mm512_castpd_si512((__m512d)hi), _mm512_castpd_si512((__m512d)lo), O));
  else
    return (typename Vec<T>::type)_mm512_castsi512_ps(_mm512_alignr_epi32(
        _mm512_castps_si512((__m512)hi), _mm512_castps_si512((__m512)lo), O));
#pragma GCC diagnostic pop
#else
  using I = std::conditional_t<sizeof(T) == 8, int64_t, int32_t>;
  return __builtin_shuffle(lo, hi, IVec<T>{(I)(O + (int)J)...});
#endif
}
template <class T> inline typename Vec<T>::type load_aligned(const T* p) {
  return *reinterpret_cast<const typename Vec<T>::type*>(p);
}

// Element i on: y is only offset when it exists (kProducts; else nullptr,
// and nullptr + i is undefined: UBSan, issue 13).
template <class T, int M> inline typename Vec<T>::type vterm(const T* x, const T* y, int64_t i) {
  if constexpr (M == kPlain) return load(x + i);
  else if constexpr (M == kSquares) { const auto v = load(x + i); return v * v; }
  else return load(x + i) * load(y + i);
}
template <class T, int M> inline T sterm(const T* x, const T* y, int64_t i) {
  if constexpr (M == kPlain) return x[i];
  else if constexpr (M == kSquares) return x[i] * x[i];
  else return x[i] * y[i];
}

// out[k] = sum of the terms of elements i = k (mod K), K = 1 or 2 (complex
// parts interleaved), n <= kLeaf or any n (one leaf).
//
// O >= 1 (plain sums only): x sits O elements past a vector boundary. The
// same vectors (element i in lane i mod W of accumulator (i / W) mod kU) are
// then formed from aligned loads and a lane shift instead of loads that
// straddle cache lines, except in the run's first and last blocks (where an
// aligned block would reach outside the run): same sums, same bits, no read
// outside the run.
template <class T, int K, int M, int O = 0>
void leaf(int64_t n, const T* x, const T* y, T* out, bool lo_ok = false, bool hi_ok = false) {
  using V = typename Vec<T>::type;
  constexpr int W = Vec<T>::W;
  static_assert(kU == 8, "the accumulators below are spelled out");
  // Eight named accumulators (an array of vectors ends up on the stack,
  // zeroed and spilled every leaf); the order is that of
  // a[u] += term(u) and the halving a[u] += a[u + w], w = 4, 2, 1.
  V a0{}, a1{}, a2{}, a3{}, a4{}, a5{}, a6{}, a7{};
  int64_t i = 0;
  if constexpr (O > 0) {
    static_assert(M == kPlain && O < W, "aligned blocks: plain sums, offset below W");
    constexpr int64_t B = kU * W;
    // Blocks [i, i + B) read through aligned vectors xa + i .. xa + i + 8W:
    // from i = 0 when the run goes on before x (lo_ok), else from the second
    // block; up to the leaf's end when the run goes on after it (hi_ok: at
    // most W - O - 1 elements past it), else up to W before it.
    const int64_t first = lo_ok ? 0 : B, stop = hi_ok ? n : n - W;
    if (first + B <= stop) {
      using Seq = std::make_index_sequence<W>;
      if (!lo_ok) {  // the first block as it is
        a0 += load(x);
        a1 += load(x + W);
        a2 += load(x + 2 * W);
        a3 += load(x + 3 * W);
        a4 += load(x + 4 * W);
        a5 += load(x + 5 * W);
        a6 += load(x + 6 * W);
        a7 += load(x + 7 * W);
      }
      i = first;
      const T* xa = x - O;  // vector-aligned
      V b0 = load_aligned(xa + i);
      for (; i + B <= stop; i += B) {
        const V b1 = load_aligned(xa + i + W), b2 = load_aligned(xa + i + 2 * W);
        const V b3 = load_aligned(xa + i + 3 * W), b4 = load_aligned(xa + i + 4 * W);
        const V b5 = load_aligned(xa + i + 5 * W), b6 = load_aligned(xa + i + 6 * W);
        const V b7 = load_aligned(xa + i + 7 * W), b8 = load_aligned(xa + i + 8 * W);
        a0 += shifted<T, O>(b0, b1, Seq{});
        a1 += shifted<T, O>(b1, b2, Seq{});
        a2 += shifted<T, O>(b2, b3, Seq{});
        a3 += shifted<T, O>(b3, b4, Seq{});
        a4 += shifted<T, O>(b4, b5, Seq{});
        a5 += shifted<T, O>(b5, b6, Seq{});
        a6 += shifted<T, O>(b6, b7, Seq{});
        a7 += shifted<T, O>(b7, b8, Seq{});
        b0 = b8;
      }
    }
  } else {
    (void)lo_ok;
    (void)hi_ok;
  }
  for (; i + kU * W <= n; i += kU * W) {
    a0 += vterm<T, M>(x, y, i);
    a1 += vterm<T, M>(x, y, i + W);
    a2 += vterm<T, M>(x, y, i + 2 * W);
    a3 += vterm<T, M>(x, y, i + 3 * W);
    a4 += vterm<T, M>(x, y, i + 4 * W);
    a5 += vterm<T, M>(x, y, i + 5 * W);
    a6 += vterm<T, M>(x, y, i + 6 * W);
    a7 += vterm<T, M>(x, y, i + 7 * W);
  }
  for (; i + W <= n; i += W) a0 += vterm<T, M>(x, y, i);
  a0 += a4; a1 += a5; a2 += a6; a3 += a7;
  a0 += a2; a1 += a3;
  a0 += a1;
  const V v = a0;
  T l[W];
  std::memcpy(l, &v, sizeof v);
  for (int w = W / 2; w >= K; w /= 2)  // lane halving: parity (the part) kept
    for (int j = 0; j < w; ++j) l[j] += l[j + w];
  T t[K] = {};
  for (; i < n; ++i) t[i & (K - 1)] += sterm<T, M>(x, y, i);  // i starts even
  for (int k = 0; k < K; ++k) out[k] = l[k] + t[k];
}

// lo_ok / hi_ok: the run goes on before x / after x + n (for O > 0).
template <class T, int K, int M, int O = 0>
void pairwise(int64_t n, const T* x, const T* y, T* out, bool lo_ok = false,
              bool hi_ok = false) {
  if (n <= kLeaf) {
    leaf<T, K, M, O>(n, x, y, out, lo_ok, hi_ok);
    return;
  }
  constexpr int64_t q = kU * Vec<T>::W;
  const int64_t h = (n / 2) / q * q;  // a whole number of leaf steps (even)
  T a[K], b[K];
  pairwise<T, K, M, O>(h, x, y, a, lo_ok, true);  // x + h: the same offset O
  pairwise<T, K, M, O>(n - h, x + h, M == kProducts ? y + h : y, b, true, hi_ok);
  for (int k = 0; k < K; ++k) out[k] = a[k] + b[k];
}

// pairwise<T, 1, kPlain> with x's offset from a vector boundary as O.
template <class T, std::size_t... O>
void plain_sum(int64_t n, const T* x, T* out, std::index_sequence<O...>) {
  constexpr int W = Vec<T>::W;
  using Fn = void (*)(int64_t, const T*, const T*, T*, bool, bool);
  static constexpr Fn fns[W] = {&pairwise<T, 1, kPlain, (int)O>...};
  const uintptr_t a = reinterpret_cast<uintptr_t>(x);
  if (a % sizeof(T) != 0 || n < 4 * kU * W) {
    pairwise<T, 1, kPlain>(n, x, nullptr, out);
    return;
  }
  fns[(a / sizeof(T)) % W](n, x, nullptr, out, false, false);
}

// RunFn: p[0] = out (of K parts, 1 for squares), p[1] = x, p[2] = y
// (products); T the real type, K = 2 for complex.
template <class T, int K, int M>
void red_run(int64_t n, char* const* p, const int64_t* s, const void*) {
  constexpr int KO = M == kSquares ? 1 : K;
  T* o = reinterpret_cast<T*>(p[0]);
  const T* x = reinterpret_cast<const T*>(p[1]);
  const T* y = M == kProducts ? reinterpret_cast<const T*>(p[2]) : nullptr;
  const int64_t so = s[0], sx = s[1], sy = M == kProducts ? s[2] : 0;
  auto term = [&](int64_t i, int k) -> T {  // part k of element i's term
    const T* xi = x + i * sx * K;
    if constexpr (M == kPlain) return xi[k];
    else if constexpr (M == kSquares) {
      if constexpr (K == 2) return xi[0] * xi[0] + xi[1] * xi[1];
      else return xi[0] * xi[0];
    } else return xi[0] * y[i * sy];
  };
  if (so == 0) {
    if (sx == 1 && (M != kProducts || sy == 1)) {
      if constexpr (M == kSquares) {  // |z|^2 summed = every real part squared
        T r;
        pairwise<T, 1, M>(n * K, x, y, &r);
        o[0] = o[0] + r;
      } else {
        T r[K];
        if constexpr (M == kPlain && K == 1 && TF_VEC_BYTES == 64)
          plain_sum<T>(n, x, r, std::make_index_sequence<Vec<T>::W>{});
        else
          pairwise<T, K, M>(n * K, x, y, r);
        for (int k = 0; k < K; ++k) o[k] = o[k] + r[k];
      }
      return;
    }
    if (n > kPairwiseLeaf) {  // a long strided run: pairwise, part by part
      for (int k = 0; k < KO; ++k) {
        int64_t i = 0;
        o[k] = o[k] + pairwise_sum<T>(n, [&] { return term(i++, k); });
      }
      return;
    }
    T acc[KO];
    for (int k = 0; k < KO; ++k) acc[k] = o[k];
    for (int64_t i = 0; i < n; ++i)
      for (int k = 0; k < KO; ++k) acc[k] = acc[k] + term(i, k);
    for (int k = 0; k < KO; ++k) o[k] = acc[k];
  } else {
    for (int64_t i = 0; i < n; ++i)
      for (int k = 0; k < KO; ++k) o[i * so * KO + k] = o[i * so * KO + k] + term(i, k);
  }
}

}  // namespace

// The vectorised kernel of a sum-type accumulation, or nullptr (then the
// generic one in elementwise.cpp applies): Sum and SumAbs2 on every dtype,
// Dot/Vdot on real dtypes.
RunFn sum_kernel(Reduce op, DType in) {
  const bool cx = in == DType::C64 || in == DType::C128;
  const bool f32 = in == DType::F32 || in == DType::C64;
  switch (op) {
    case Reduce::Sum:
      if (cx) return f32 ? &red_run<float, 2, kPlain> : &red_run<double, 2, kPlain>;
      return f32 ? &red_run<float, 1, kPlain> : &red_run<double, 1, kPlain>;
    case Reduce::SumAbs2:
      if (cx) return f32 ? &red_run<float, 2, kSquares> : &red_run<double, 2, kSquares>;
      return f32 ? &red_run<float, 1, kSquares> : &red_run<double, 1, kSquares>;
    case Reduce::Dot:
    case Reduce::Vdot:
      if (cx) return nullptr;
      return f32 ? &red_run<float, 1, kProducts> : &red_run<double, 1, kProducts>;
    default:
      return nullptr;
  }
}

}  // namespace TF_KERNEL_NS
}  // namespace tf
