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

#include "providers/elementwise.hpp"

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

template <class T, int M> inline typename Vec<T>::type vterm(const T* x, const T* y) {
  if constexpr (M == kPlain) return load(x);
  else if constexpr (M == kSquares) { const auto v = load(x); return v * v; }
  else return load(x) * load(y);
}
template <class T, int M> inline T sterm(const T* x, const T* y, int64_t i) {
  if constexpr (M == kPlain) return x[i];
  else if constexpr (M == kSquares) return x[i] * x[i];
  else return x[i] * y[i];
}

// out[k] = sum of the terms of elements i = k (mod K), K = 1 or 2 (complex
// parts interleaved), n <= kLeaf or any n (one leaf).
template <class T, int K, int M> void leaf(int64_t n, const T* x, const T* y, T* out) {
  using V = typename Vec<T>::type;
  constexpr int W = Vec<T>::W;
  static_assert(kU == 8, "the accumulators below are spelled out");
  // Eight named accumulators (an array of vectors ends up on the stack,
  // zeroed and spilled every leaf); the order is that of
  // a[u] += term(u) and the halving a[u] += a[u + w], w = 4, 2, 1.
  V a0{}, a1{}, a2{}, a3{}, a4{}, a5{}, a6{}, a7{};
  int64_t i = 0;
  for (; i + kU * W <= n; i += kU * W) {
    a0 += vterm<T, M>(x + i, y + i);
    a1 += vterm<T, M>(x + i + W, y + i + W);
    a2 += vterm<T, M>(x + i + 2 * W, y + i + 2 * W);
    a3 += vterm<T, M>(x + i + 3 * W, y + i + 3 * W);
    a4 += vterm<T, M>(x + i + 4 * W, y + i + 4 * W);
    a5 += vterm<T, M>(x + i + 5 * W, y + i + 5 * W);
    a6 += vterm<T, M>(x + i + 6 * W, y + i + 6 * W);
    a7 += vterm<T, M>(x + i + 7 * W, y + i + 7 * W);
  }
  for (; i + W <= n; i += W) a0 += vterm<T, M>(x + i, y + i);
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

template <class T, int K, int M> void pairwise(int64_t n, const T* x, const T* y, T* out) {
  if (n <= kLeaf) {
    leaf<T, K, M>(n, x, y, out);
    return;
  }
  constexpr int64_t q = kU * Vec<T>::W;
  const int64_t h = (n / 2) / q * q;  // a whole number of leaf steps (even)
  T a[K], b[K];
  pairwise<T, K, M>(h, x, y, a);
  pairwise<T, K, M>(n - h, x + h, M == kProducts ? y + h : y, b);
  for (int k = 0; k < K; ++k) out[k] = a[k] + b[k];
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
        pairwise<T, K, M>(n * K, x, y, r);
        for (int k = 0; k < K; ++k) o[k] = o[k] + r[k];
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
