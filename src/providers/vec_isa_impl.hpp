// providers/vec_isa_impl.hpp: everything a vector instruction set's
// translation unit provides, written once on GCC vector types of
// TF_VEC_BYTES bytes (32: vec_avx2.cpp, 64: vec_avx512.cpp). Each .cpp
// defines TF_KERNEL_NS (its namespace) and TF_VEC_BYTES, then includes this:
//   sum_kernel     sum-type reductions (vec_sum_impl.hpp);
//   binary_kernel  add/sub/mul/div/max/min of real f32/f64: contiguous and
//                  scalar-broadcast runs on full vectors (four per step),
//                  the tail and strided runs scalar with the same formula,
//                  so every element gets the bits of the generic kernel;
//   math_kernel    exp/log/sin/cos/tanh of real f32/f64 through glibc's
//                  libmvec variant of this width (vec_map_impl.hpp), when the
//                  build found libmvec (TF_HAVE_LIBMVEC); else nullptr.
// elementwise.cpp picks a translation unit at plan time from the CPU.
#pragma once
#include <cstdint>
#include <cstring>

#include "providers/vec_sum_impl.hpp"
#include "providers/vec_map_impl.hpp"

namespace tf {
namespace TF_KERNEL_NS {

// Lanes of one vector register V of element E (vdbl/vflt come from
// vec_sum_impl.hpp).
template <class E, class V_> struct LanesOf {
  using T = E;
  using V = V_;
  static constexpr int W = TF_VEC_BYTES / sizeof(E);
  static V load(const T* p) { V v; std::memcpy(&v, p, sizeof v); return v; }
  static void store(T* p, V v) { std::memcpy(p, &v, sizeof v); }
};
template <class E> struct Lanes;
template <> struct Lanes<double> : LanesOf<double, vdbl> {};
template <> struct Lanes<float> : LanesOf<float, vflt> {};

// ------------------------------------------------------------------ libmvec
#if defined(TF_HAVE_LIBMVEC)
// glibc libmvec, vector ABI 'd' (AVX2, 32 bytes) or 'e' (AVX-512, 64 bytes):
// one vector argument, one vector result.
#if TF_VEC_BYTES == 64
#define TF_MVEC_D(name) _ZGVeN8v_##name
#define TF_MVEC_F(name) _ZGVeN16v_##name##f
#else
#define TF_MVEC_D(name) _ZGVdN4v_##name
#define TF_MVEC_F(name) _ZGVdN8v_##name##f
#endif
extern "C" {
vdbl TF_MVEC_D(exp)(vdbl);
vdbl TF_MVEC_D(log)(vdbl);
vdbl TF_MVEC_D(sin)(vdbl);
vdbl TF_MVEC_D(cos)(vdbl);
vdbl TF_MVEC_D(tanh)(vdbl);
vflt TF_MVEC_F(exp)(vflt);
vflt TF_MVEC_F(log)(vflt);
vflt TF_MVEC_F(sin)(vflt);
vflt TF_MVEC_F(cos)(vflt);
vflt TF_MVEC_F(tanh)(vflt);
}

RunFn math_kernel(Unary op, DType dt) {
  using LD = Lanes<double>;
  using LF = Lanes<float>;
  const bool d = dt == DType::F64;
  if (dt != DType::F64 && dt != DType::F32) return nullptr;
  switch (op) {
    case Unary::Exp: return d ? &map_run<LD, TF_MVEC_D(exp)> : &map_run<LF, TF_MVEC_F(exp)>;
    case Unary::Log: return d ? &map_run<LD, TF_MVEC_D(log)> : &map_run<LF, TF_MVEC_F(log)>;
    case Unary::Sin: return d ? &map_run<LD, TF_MVEC_D(sin)> : &map_run<LF, TF_MVEC_F(sin)>;
    case Unary::Cos: return d ? &map_run<LD, TF_MVEC_D(cos)> : &map_run<LF, TF_MVEC_F(cos)>;
    case Unary::Tanh: return d ? &map_run<LD, TF_MVEC_D(tanh)> : &map_run<LF, TF_MVEC_F(tanh)>;
    default: return nullptr;
  }
}
#undef TF_MVEC_D
#undef TF_MVEC_F
#else
RunFn math_kernel(Unary, DType) { return nullptr; }
#endif

// ------------------------------------------------------------------- binary
namespace {

// The element formula: the row's (ops/elementwise_table.hpp) on scalars,
// and on vectors but for max/min, whose vector form selects by lane mask
// (y wins when greater/smaller or NaN, as in the row).
template <Binary OP, class V> inline V bin(V x, V y) {
  return BinaryRow<OP>::f(x, y, V{}, V{});
}
template <Binary OP, class V> inline V binv(V x, V y) {
  if constexpr (OP == Binary::Max) return (y > x) | (y != y) ? y : x;
  else if constexpr (OP == Binary::Min) return (y < x) | (y != y) ? y : x;
  else return bin<OP>(x, y);
}

// p[0] = out, p[1] = x, p[2] = y. Every output vector is computed from
// loads made before its store, so out may be exactly x or y (in place).
template <class T, Binary OP>
void bin_run(int64_t n, char* const* p, const int64_t* s, const void*) {
  using L = Lanes<T>;
  using V = typename L::V;
  constexpr int W = L::W;
  T* o = reinterpret_cast<T*>(p[0]);
  const T* x = reinterpret_cast<const T*>(p[1]);
  const T* y = reinterpret_cast<const T*>(p[2]);
  const int64_t so = s[0], sx = s[1], sy = s[2];
  int64_t i = 0;
  if (so == 1 && sx == 1 && sy == 1) {
    // Scalar elements up to out's vector boundary: the vector stores then
    // never straddle cache lines (the element values do not depend on it).
    const uintptr_t a = reinterpret_cast<uintptr_t>(o);
    if (n >= 8 * W && a % sizeof(T) == 0)
      for (const int64_t head = (W - (int64_t)(a / sizeof(T) % W)) % W; i < head; ++i)
        o[i] = bin<OP>(x[i], y[i]);
    for (; i + 4 * W <= n; i += 4 * W) {
      const V r0 = binv<OP>(L::load(x + i), L::load(y + i));
      const V r1 = binv<OP>(L::load(x + i + W), L::load(y + i + W));
      const V r2 = binv<OP>(L::load(x + i + 2 * W), L::load(y + i + 2 * W));
      const V r3 = binv<OP>(L::load(x + i + 3 * W), L::load(y + i + 3 * W));
      L::store(o + i, r0);
      L::store(o + i + W, r1);
      L::store(o + i + 2 * W, r2);
      L::store(o + i + 3 * W, r3);
    }
    for (; i + W <= n; i += W) L::store(o + i, binv<OP>(L::load(x + i), L::load(y + i)));
    for (; i < n; ++i) o[i] = bin<OP>(x[i], y[i]);
  } else if (so == 1 && sx == 1 && sy == 0) {
    const T ys = *y;
    V yv;
    for (int j = 0; j < W; ++j) yv[j] = ys;
    for (; i + 2 * W <= n; i += 2 * W) {
      const V r0 = binv<OP>(L::load(x + i), yv), r1 = binv<OP>(L::load(x + i + W), yv);
      L::store(o + i, r0);
      L::store(o + i + W, r1);
    }
    for (; i + W <= n; i += W) L::store(o + i, binv<OP>(L::load(x + i), yv));
    for (; i < n; ++i) o[i] = bin<OP>(x[i], ys);
  } else if (so == 1 && sx == 0 && sy == 1) {
    const T xs = *x;
    V xv;
    for (int j = 0; j < W; ++j) xv[j] = xs;
    for (; i + 2 * W <= n; i += 2 * W) {
      const V r0 = binv<OP>(xv, L::load(y + i)), r1 = binv<OP>(xv, L::load(y + i + W));
      L::store(o + i, r0);
      L::store(o + i + W, r1);
    }
    for (; i + W <= n; i += W) L::store(o + i, binv<OP>(xv, L::load(y + i)));
    for (; i < n; ++i) o[i] = bin<OP>(xs, y[i]);
  } else {
    for (; i < n; ++i) o[i * so] = bin<OP>(x[i * sx], y[i * sy]);
  }
}

template <class T> RunFn bin_for(Binary op) {
  switch (op) {
    case Binary::Add: return &bin_run<T, Binary::Add>;
    case Binary::Sub: return &bin_run<T, Binary::Sub>;
    case Binary::Mul: return &bin_run<T, Binary::Mul>;
    case Binary::Div: return &bin_run<T, Binary::Div>;
    case Binary::Max: return &bin_run<T, Binary::Max>;
    case Binary::Min: return &bin_run<T, Binary::Min>;
    default: return nullptr;  // Axpby: the generic kernel
  }
}

}  // namespace

RunFn binary_kernel(Binary op, DType dt) {
  if (dt == DType::F64) return bin_for<double>(op);
  if (dt == DType::F32) return bin_for<float>(op);
  return nullptr;
}

}  // namespace TF_KERNEL_NS
}  // namespace tf
