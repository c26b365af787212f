// providers/elementwise.cpp: elementwise, cast, copy and reduction kernels.
#include "providers/elementwise.hpp"
#include "providers/isa.hpp"
#include "providers/pairwise_sum.hpp"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>

namespace tf {
namespace {

using ew::is_cplx;
using ew::mul;
using ew::real_t;

template <class To, class Ti> inline To convert(Ti x) {
  using R = real_t<To>;
  if constexpr (is_cplx<To>) {
    if constexpr (is_cplx<Ti>) return To(static_cast<R>(x.real()), static_cast<R>(x.imag()));
    else return To(static_cast<R>(x), R(0));
  } else {
    static_assert(!is_cplx<Ti>, "complex to real is not a cast");
    return static_cast<To>(x);
  }
}

// ------------------------------------------------------------------ unary
// Row::f of ops/elementwise_table.hpp on one run; Copy converts dtypes.
template <class Ti, class To, class Row>
void unary_run(int64_t n, char* const* p, const int64_t* s, const void* args) {
  const Ti alpha = scalar_as<Ti>(static_cast<const KernelArgs*>(args)->alpha);
  To* o = reinterpret_cast<To*>(p[0]);
  const Ti* x = reinterpret_cast<const Ti*>(p[1]);
  const int64_t so = s[0], sx = s[1];
  auto f = [alpha](Ti v) -> To {
    if constexpr (std::is_same_v<Row, UnaryRow<Unary::Copy>>) return convert<To>(v);
    else return static_cast<To>(Row::f(v, alpha));
  };
  if constexpr (std::is_same_v<Row, UnaryRow<Unary::Fill>>) {
    const To v = convert<To>(alpha);
    if (so == 1) for (int64_t i = 0; i < n; ++i) o[i] = v;
    else for (int64_t i = 0; i < n; ++i) o[i * so] = v;
  } else if (so == 1 && sx == 1) {
    for (int64_t i = 0; i < n; ++i) o[i] = f(x[i]);
  } else {
    for (int64_t i = 0; i < n; ++i) o[i * so] = f(x[i * sx]);
  }
}

template <class Ti, class Row> RunFn unary_entry() {
  if constexpr (is_cplx<Ti> && Row::info.domain == Domain::Real) return nullptr;
  else return &unary_run<Ti, std::conditional_t<Row::info.real_out, real_t<Ti>, Ti>, Row>;
}

template <class Ti> RunFn unary_for(Unary op) {
  switch (op) {
#define X(N) case Unary::N: return unary_entry<Ti, UnaryRow<Unary::N>>();
    TF_UNARY_ROWS(X)
#undef X
    default: return nullptr;
  }
}

template <class Ti> RunFn cast_from(DType out) {
  return dispatch(out, [](auto o) -> RunFn {
    using To = decltype(o);
    if constexpr (is_cplx<Ti> && !is_cplx<To>) return nullptr;
    else return &unary_run<Ti, To, UnaryRow<Unary::Copy>>;
  });
}

// ----------------------------------------------------------------- binary
template <class T, class Row>
void binary_run(int64_t n, char* const* p, const int64_t* s, const void* args) {
  const KernelArgs* k = static_cast<const KernelArgs*>(args);
  const T a = scalar_as<T>(k->alpha), b = scalar_as<T>(k->beta);
  auto f = [a, b](T u, T v) { return Row::f(u, v, a, b); };
  T* o = reinterpret_cast<T*>(p[0]);
  const T* x = reinterpret_cast<const T*>(p[1]);
  const T* y = reinterpret_cast<const T*>(p[2]);
  const int64_t so = s[0], sx = s[1], sy = s[2];
  if (so == 1 && sx == 1 && sy == 1) {
    for (int64_t i = 0; i < n; ++i) o[i] = f(x[i], y[i]);
  } else if (so == 1 && sx == 1 && sy == 0) {
    const T yv = *y;
    for (int64_t i = 0; i < n; ++i) o[i] = f(x[i], yv);
  } else if (so == 1 && sx == 0 && sy == 1) {
    const T xv = *x;
    for (int64_t i = 0; i < n; ++i) o[i] = f(xv, y[i]);
  } else {
    for (int64_t i = 0; i < n; ++i) o[i * so] = f(x[i * sx], y[i * sy]);
  }
}

template <class T> RunFn binary_for(Binary op) {
  switch (op) {
#define X(N)                                                                         \
  case Binary::N:                                                                    \
    if constexpr (is_cplx<T> && BinaryRow<Binary::N>::info.domain == Domain::Real) return nullptr; \
    else return &binary_run<T, BinaryRow<Binary::N>>;
    TF_BINARY_ROWS(X)
#undef X
    default: return nullptr;
  }
}

// ------------------------------------------------------------- reductions
template <class Ti, class To, Reduce OP> struct RedF {
  static constexpr bool kSum = OP == Reduce::Sum || OP == Reduce::SumAbs2 ||
                               OP == Reduce::Dot || OP == Reduce::Vdot;
  static To term(const Ti* x, const Ti* y, int64_t ix, int64_t iy) {
    if constexpr (OP == Reduce::SumAbs2) {
      if constexpr (is_cplx<Ti>) return x[ix].real() * x[ix].real() + x[ix].imag() * x[ix].imag();
      else return x[ix] * x[ix];
    } else if constexpr (OP == Reduce::Dot) {
      return mul(x[ix], y[iy]);
    } else if constexpr (OP == Reduce::Vdot) {
      if constexpr (is_cplx<Ti>) return mul(std::conj(x[ix]), y[iy]); else return x[ix] * y[iy];
    } else {
      (void)y; (void)iy;
      return x[ix];
    }
  }
  static To comb(To a, To v) {
    if constexpr (kSum) return a + v;
    else if constexpr (OP == Reduce::Prod) return mul(a, v);
    else if constexpr (OP == Reduce::Max) return (v > a || v != v) ? v : a;
    else return (v < a || v != v) ? v : a;  // Min
  }
};

template <class Ti, class To, Reduce OP>
void reduce_run(int64_t n, char* const* p, const int64_t* s, const void*) {
  using F = RedF<Ti, To, OP>;
  constexpr bool kBinary = OP == Reduce::Dot || OP == Reduce::Vdot;
  To* o = reinterpret_cast<To*>(p[0]);
  const Ti* x = reinterpret_cast<const Ti*>(p[1]);
  const Ti* y = kBinary ? reinterpret_cast<const Ti*>(p[2]) : nullptr;
  const int64_t so = s[0], sx = s[1], sy = kBinary ? s[2] : 0;
  if (so == 0) {  // the whole run folds into one output element
    To acc = *o;
    if constexpr (F::kSum) {
      if (sx == 1 && (!kBinary || sy == 1)) {
        // Eight independent partial sums: vectorisable and more accurate.
        To part[8] = {};
        int64_t i = 0;
        for (; i + 8 <= n; i += 8)
          for (int j = 0; j < 8; ++j) part[j] += F::term(x, y, i + j, i + j);
        for (; i < n; ++i) part[0] += F::term(x, y, i, i);
        *o = acc + (((part[0] + part[1]) + (part[2] + part[3])) +
                    ((part[4] + part[5]) + (part[6] + part[7])));
        return;
      }
    }
    if constexpr (F::kSum) {
      if (n > kPairwiseLeaf) {  // a long strided run: pairwise
        int64_t i = 0;
        *o = acc + pairwise_sum<To>(n, [&] {
          const To v = F::term(x, y, i * sx, i * sy);
          ++i;
          return v;
        });
        return;
      }
    }
    for (int64_t i = 0; i < n; ++i) acc = F::comb(acc, F::term(x, y, i * sx, i * sy));
    *o = acc;
  } else if (so == 1 && sx == 1 && (!kBinary || sy == 1)) {
    for (int64_t i = 0; i < n; ++i) o[i] = F::comb(o[i], F::term(x, y, i, i));
  } else {
    for (int64_t i = 0; i < n; ++i) o[i * so] = F::comb(o[i * so], F::term(x, y, i * sx, i * sy));
  }
}

template <class Ti> RunFn reduce_for(Reduce op) {
  using R = real_t<Ti>;
  switch (op) {
    case Reduce::Sum: return &reduce_run<Ti, Ti, Reduce::Sum>;
    case Reduce::Prod: return &reduce_run<Ti, Ti, Reduce::Prod>;
    case Reduce::SumAbs2: return &reduce_run<Ti, R, Reduce::SumAbs2>;
    case Reduce::Dot: return &reduce_run<Ti, Ti, Reduce::Dot>;
    case Reduce::Vdot: return &reduce_run<Ti, Ti, Reduce::Vdot>;
    case Reduce::Max:
      if constexpr (is_cplx<Ti>) return nullptr; else return &reduce_run<Ti, Ti, Reduce::Max>;
    case Reduce::Min:
      if constexpr (is_cplx<Ti>) return nullptr; else return &reduce_run<Ti, Ti, Reduce::Min>;
    default: return nullptr;
  }
}

// ------------------------------------------------------------------- copy
struct Bytes16 { uint64_t lo, hi; };

template <class E> void copy_run(int64_t n, char* const* p, const int64_t* s, const void*) {
  E* o = reinterpret_cast<E*>(p[0]);
  const E* x = reinterpret_cast<const E*>(p[1]);
  const int64_t so = s[0], sx = s[1];
  if (so == 1 && sx == 1) std::memcpy(o, x, (std::size_t)n * sizeof(E));
  else for (int64_t i = 0; i < n; ++i) o[i * so] = x[i * sx];
}

}  // namespace

// Vectorised kernels (vec_generic.cpp, vec_avx2.cpp, vec_avx512.cpp), picked
// here at plan time: the AVX2 ones only when the CPU has AVX2 and FMA, the
// AVX-512 ones only when it also has AVX-512F.
namespace vgeneric { RunFn sum_kernel(Reduce op, DType in); }
namespace vavx2 {
RunFn sum_kernel(Reduce op, DType in);
RunFn math_kernel(Unary op, DType dt);  // nullptr without libmvec
RunFn binary_kernel(Binary op, DType dt);  // real f32/f64, not Axpby
}
namespace vavx512 {
RunFn sum_kernel(Reduce op, DType in);
RunFn math_kernel(Unary op, DType dt);  // nullptr without libmvec
RunFn binary_kernel(Binary op, DType dt);  // real f32/f64, not Axpby
}

RunFn unary_kernel(Unary op, DType in, DType out) {
  if (op == Unary::Copy) {
    if (in == out) return copy_kernel(dtype_size(in));
    return dispatch(in, [&](auto t) { return cast_from<decltype(t)>(out); });
  }
  if (out != unary_out_dtype(op, in)) return nullptr;
  if (cpu_isa() != Isa::Generic)
    if (RunFn f = cpu_isa() == Isa::Avx512 ? vavx512::math_kernel(op, in)
                                           : vavx2::math_kernel(op, in))
      return f;
  return dispatch(in, [&](auto t) { return unary_for<decltype(t)>(op); });
}

RunFn binary_kernel(Binary op, DType dt) {
  if (cpu_isa() != Isa::Generic)
    if (RunFn f = cpu_isa() == Isa::Avx512 ? vavx512::binary_kernel(op, dt)
                                           : vavx2::binary_kernel(op, dt))
      return f;
  return dispatch(dt, [&](auto t) { return binary_for<decltype(t)>(op); });
}

RunFn reduce_kernel(Reduce op, DType in) {
  const Isa isa = cpu_isa();
  if (RunFn f = isa == Isa::Avx512 ? vavx512::sum_kernel(op, in)
                : isa == Isa::Avx2 ? vavx2::sum_kernel(op, in)
                                   : vgeneric::sum_kernel(op, in))
    return f;
  return dispatch(in, [&](auto t) { return reduce_for<decltype(t)>(op); });
}

RunFn copy_kernel(std::size_t esize) {
  switch (esize) {
    case 4: return &copy_run<uint32_t>;
    case 8: return &copy_run<uint64_t>;
    case 16: return &copy_run<Bytes16>;
    default: return nullptr;
  }
}

}  // namespace tf
