// ops/elementwise_table.hpp: the rows of the elementwise maps and the
// reductions -- the one place that knows such an operation. A row holds its
// public name, the dtypes it takes, its result dtype, its work for the cost
// model, its scalar formula (the kernel every dtype runs unless a vector
// kernel of providers/vec_isa_impl.hpp takes over), and its derivative:
//
//   Deriv::Holomorphic  fac(b, x, y, alpha) = f'(x); VJP g*conj(f'), JVP t*f'
//   Deriv::General      vjp(b, x, y, g, alpha) and jvp(b, x, y, t, alpha)
//   Deriv::Partials     px / py (binary): df = px dx + py dy (holomorphic or real)
//   Deriv::Linear       coef(alpha, beta, &cx, &cy): constant partials
//   Deriv::Zero         piecewise constant: every derivative is 0
//   Deriv::None         not differentiable: the rules refuse it (TF_ERR_UNSUPPORTED)
//
// The derivative is written once, as a small expression over a builder b
// (b.un, b.bin, b.conj, b.cast, b.fill_like, ...): ops/rules_elementwise.cpp
// runs it on tensors (the direct VJP/JVP calls), program/transform.cpp
// records it as program commands (the program transforms), so both forms
// give the same values, and a derivative program can be differentiated again.
// Values at non-smooth points are part of the row: abs and sign at 0, max
// and min on ties, atan2 at the origin, pow's exponent partial at x = 0.
//
// Adding an operation: its name in a TF_*_ROWS list (public rows keep the
// order of the header's enum), its row below, its value in tenferro.h; a
// vector kernel only if it matters. Row lists and header enums are compared
// by tests/ops_table_check.py; every row is checked against finite
// differences by the rule and transform tests, which enumerate the lists.
#pragma once
#include <cctype>
#include <cmath>
#include <cstdio>
#include <complex>
#include <cstdint>
#include <type_traits>

#include "tenferro.h"

namespace tf {

// ------------------------------------------------------------ the lists
// Public rows first, in tf_unary_op / tf_binary_op / tf_reduce_op order.
#define TF_UNARY_PUBLIC_ROWS(X)                                                            \
  X(Neg) X(Conj) X(Abs) X(Real) X(Imag) X(Exp) X(Log) X(Sqrt) X(Sin) X(Cos) X(Tanh)       \
  X(Reciprocal) X(Expm1) X(Log1p) X(Sigmoid) X(Sign)
#define TF_UNARY_INTERNAL_ROWS(X) X(Scale) X(Copy) X(Fill)
#define TF_UNARY_ROWS(X) TF_UNARY_PUBLIC_ROWS(X) TF_UNARY_INTERNAL_ROWS(X)

#define TF_BINARY_PUBLIC_ROWS(X) X(Add) X(Sub) X(Mul) X(Div) X(Max) X(Min) X(Pow) X(Atan2)
// Axpby: alpha*x + beta*y. Step: 1 where x > y, 1/2 on a tie, 0 below (the
// max/min partials). Eq: 1 where x == y. SafeDiv: x / y, 0 where y == 0.
// XLogY: x log y, 0 where x == 0. Ne, Lt, Le, Gt, Ge: with Eq, the masks
// of tf_compare (1 where the relation holds, else 0; NaN compares false).
#define TF_BINARY_INTERNAL_ROWS(X) X(Axpby) X(Step) X(Eq) X(SafeDiv) X(XLogY) \
  X(Ne) X(Lt) X(Le) X(Gt) X(Ge)
#define TF_BINARY_ROWS(X) TF_BINARY_PUBLIC_ROWS(X) TF_BINARY_INTERNAL_ROWS(X)

#define TF_REDUCE_ROWS(X) X(Sum) X(Prod) X(Mean) X(Max) X(Min) X(Frobenius)

#define TF_ROW_ENUM(N) N,
enum class Unary : int32_t {
  TF_UNARY_ROWS(TF_ROW_ENUM) Count
};
enum class Binary : int32_t {
  TF_BINARY_ROWS(TF_ROW_ENUM) Count
};
// The public reductions (tf_reduce_op); providers/elementwise.hpp's Reduce
// is the accumulation a kernel runs.
enum class RedOp : int32_t {
  TF_REDUCE_ROWS(TF_ROW_ENUM) Count
};
#undef TF_ROW_ENUM
#define TF_ROW_COUNT(N) +1
constexpr int32_t kUnaryPublic = 0 TF_UNARY_PUBLIC_ROWS(TF_ROW_COUNT);
constexpr int32_t kBinaryPublic = 0 TF_BINARY_PUBLIC_ROWS(TF_ROW_COUNT);
#undef TF_ROW_COUNT

enum class Domain : uint8_t { All, Real };  // dtypes a row takes
enum class Deriv : uint8_t { Holomorphic, General, Partials, Linear, Zero, None };

// The facts of a row besides its formula and derivative: its name (the
// public one is TF_<FAMILY>_<NAME>), the dtypes it takes, whether its
// result is real for complex input, its work per element in multiply-add
// units (the cost model), and its derivative's kind.
struct UnaryInfo {
  const char* name;
  Domain domain;
  bool real_out;
  double work;
  Deriv deriv;
};
struct BinaryInfo {
  const char* name;
  Domain domain;
  double work;
  Deriv deriv;
};
struct ReduceInfo {
  const char* name;
  Domain domain;
  bool real_out;
  Deriv deriv;
};

// ------------------------------------------------------- scalar helpers
namespace ew {
template <class T> struct real_of { using type = T; };
template <class T> struct real_of<std::complex<T>> { using type = T; };
template <class T> using real_t = typename real_of<T>::type;
template <class T> constexpr bool is_cplx = !std::is_same_v<T, real_t<T>>;

// Complex product without the NaN/Inf recovery of __muldc3 (vectorisable).
template <class T> inline T mul(T a, T b) {
  if constexpr (is_cplx<T>)
    return T(a.real() * b.real() - a.imag() * b.imag(), a.real() * b.imag() + a.imag() * b.real());
  else
    return a * b;
}
template <class T> inline bool is_zero(T x) { return x == T(0); }
}  // namespace ew

template <Unary> struct UnaryRow;
template <Binary> struct BinaryRow;
template <RedOp> struct ReduceRow;

// The forward value y of a unary row: the one the caller has, else made.
template <class B> int32_t forward_of(B& b, Unary op, int32_t x, int32_t y, tf_scalar a) {
  return y >= 0 ? y : b.un(op, x, a);
}

// ---------------------------------------------------------- unary rows
// f(x, alpha): the value (alpha: Scale's factor, Fill's value).
// Holomorphic rows: fac(b, x, y, alpha) builds f'(x) (y: f(x) or -1).

template <> struct UnaryRow<Unary::Neg> {
  static constexpr UnaryInfo info{"neg", Domain::All, false, 1, Deriv::Holomorphic};
  template <class T> static T f(T x, T) { return -x; }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t, tf_scalar) {
    return b.fill_like(x, tf_scalar{-1, 0});
  }
};

// conj: df = conj(dx). VJP conj(g), JVP conj(t).
template <> struct UnaryRow<Unary::Conj> {
  static constexpr UnaryInfo info{"conj", Domain::All, false, 1, Deriv::General};
  template <class T> static T f(T x, T) {
    if constexpr (ew::is_cplx<T>) return std::conj(x); else return x;
  }
  template <class B> static int32_t vjp(B& b, int32_t, int32_t, int32_t g, tf_scalar) {
    return b.conj(g);
  }
  template <class B> static int32_t jvp(B& b, int32_t, int32_t, int32_t t, tf_scalar) {
    return b.conj(t);
  }
};

// |x|: real result. VJP sign(x) g, JVP Re(conj(sign(x)) t); sign(0) = 0, so
// the derivative at 0 is 0 (the minimum-norm subgradient).
template <> struct UnaryRow<Unary::Abs> {
  static constexpr UnaryInfo info{"abs", Domain::All, true, 2, Deriv::General};
  template <class T> static ew::real_t<T> f(T x, T) { return std::abs(x); }
  template <class B> static int32_t sign(B& b, int32_t x) {
    return b.bin(Binary::SafeDiv, x, b.cast(b.un(Unary::Abs, x), b.dt(x)));
  }
  template <class B> static int32_t vjp(B& b, int32_t x, int32_t, int32_t g, tf_scalar) {
    return b.bin(Binary::Mul, sign(b, x), b.cast(g, b.dt(x)));
  }
  template <class B> static int32_t jvp(B& b, int32_t x, int32_t, int32_t t, tf_scalar) {
    return b.real(b.bin(Binary::Mul, b.conj(sign(b, x)), t));
  }
};

// Re x: real result. VJP g (as x's dtype), JVP Re t.
template <> struct UnaryRow<Unary::Real> {
  static constexpr UnaryInfo info{"real", Domain::All, true, 1, Deriv::General};
  template <class T> static ew::real_t<T> f(T x, T) {
    if constexpr (ew::is_cplx<T>) return x.real(); else return x;
  }
  template <class B> static int32_t vjp(B& b, int32_t x, int32_t, int32_t g, tf_scalar) {
    return b.cast(g, b.dt(x));
  }
  template <class B> static int32_t jvp(B& b, int32_t, int32_t, int32_t t, tf_scalar) {
    return b.real(t);
  }
};

// Im x: real result (0 for real x). VJP i g, JVP Im t.
template <> struct UnaryRow<Unary::Imag> {
  static constexpr UnaryInfo info{"imag", Domain::All, true, 1, Deriv::General};
  template <class T> static ew::real_t<T> f(T x, T) {
    if constexpr (ew::is_cplx<T>) return x.imag(); else return ew::real_t<T>(0);
  }
  template <class B> static int32_t vjp(B& b, int32_t x, int32_t, int32_t g, tf_scalar) {
    if (!b.cplx(x)) return -1;
    return b.scale(tf_scalar{0, 1}, b.cast(g, b.dt(x)));
  }
  template <class B> static int32_t jvp(B& b, int32_t x, int32_t, int32_t t, tf_scalar) {
    if (!b.cplx(x)) return -1;
    return b.un(Unary::Imag, t);
  }
};

template <> struct UnaryRow<Unary::Exp> {
  static constexpr UnaryInfo info{"exp", Domain::All, false, 8, Deriv::Holomorphic};
  template <class T> static T f(T x, T) { return std::exp(x); }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t y, tf_scalar a) {
    return forward_of(b, Unary::Exp, x, y, a);
  }
};

template <> struct UnaryRow<Unary::Log> {
  static constexpr UnaryInfo info{"log", Domain::All, false, 8, Deriv::Holomorphic};
  template <class T> static T f(T x, T) { return std::log(x); }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t, tf_scalar) {
    return b.un(Unary::Reciprocal, x);
  }
};

template <> struct UnaryRow<Unary::Sqrt> {
  static constexpr UnaryInfo info{"sqrt", Domain::All, false, 2, Deriv::Holomorphic};
  template <class T> static T f(T x, T) { return std::sqrt(x); }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t y, tf_scalar a) {
    return b.scale(tf_scalar{0.5, 0}, b.un(Unary::Reciprocal, forward_of(b, Unary::Sqrt, x, y, a)));
  }
};

template <> struct UnaryRow<Unary::Sin> {
  static constexpr UnaryInfo info{"sin", Domain::All, false, 8, Deriv::Holomorphic};
  template <class T> static T f(T x, T) { return std::sin(x); }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t, tf_scalar) {
    return b.un(Unary::Cos, x);
  }
};

template <> struct UnaryRow<Unary::Cos> {
  static constexpr UnaryInfo info{"cos", Domain::All, false, 8, Deriv::Holomorphic};
  template <class T> static T f(T x, T) { return std::cos(x); }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t, tf_scalar) {
    return b.un(Unary::Neg, b.un(Unary::Sin, x));
  }
};

template <> struct UnaryRow<Unary::Tanh> {
  static constexpr UnaryInfo info{"tanh", Domain::All, false, 8, Deriv::Holomorphic};
  template <class T> static T f(T x, T) { return std::tanh(x); }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t y, tf_scalar a) {  // 1 - y^2
    const int32_t t = forward_of(b, Unary::Tanh, x, y, a);
    return b.bin(Binary::Sub, b.fill_like(t, tf_scalar{1, 0}), b.bin(Binary::Mul, t, t));
  }
};

template <> struct UnaryRow<Unary::Reciprocal> {
  static constexpr UnaryInfo info{"reciprocal", Domain::All, false, 2, Deriv::Holomorphic};
  template <class T> static T f(T x, T) { return T(1) / x; }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t y, tf_scalar a) {  // -y^2
    const int32_t r = forward_of(b, Unary::Reciprocal, x, y, a);
    return b.un(Unary::Neg, b.bin(Binary::Mul, r, r));
  }
};

// exp(x) - 1 without cancellation near 0.
template <> struct UnaryRow<Unary::Expm1> {
  static constexpr UnaryInfo info{"expm1", Domain::All, false, 8, Deriv::Holomorphic};
  template <class T> static T f(T x, T) {
    if constexpr (ew::is_cplx<T>) {  // exp(a + ib) - 1 = (expm1(a) cos b - 2 sin^2(b/2)) + i e^a sin b
      using R = ew::real_t<T>;
      const R a = x.real(), b = x.imag(), h = std::sin(b / 2);
      return T(std::expm1(a) * std::cos(b) - 2 * h * h, std::exp(a) * std::sin(b));
    } else {
      return std::expm1(x);
    }
  }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t, tf_scalar) {
    return b.un(Unary::Exp, x);
  }
};

// log(1 + x) without cancellation near 0 (real; complex takes log(1 + x)).
template <> struct UnaryRow<Unary::Log1p> {
  static constexpr UnaryInfo info{"log1p", Domain::All, false, 8, Deriv::Holomorphic};
  template <class T> static T f(T x, T) {
    if constexpr (ew::is_cplx<T>) return std::log(T(1) + x); else return std::log1p(x);
  }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t, tf_scalar) {  // 1 / (1 + x)
    return b.un(Unary::Reciprocal, b.bin(Binary::Add, b.fill_like(x, tf_scalar{1, 0}), x));
  }
};

// 1 / (1 + exp(-x)); real x never overflows (exp of a non-positive value).
template <> struct UnaryRow<Unary::Sigmoid> {
  static constexpr UnaryInfo info{"sigmoid", Domain::All, false, 8, Deriv::Holomorphic};
  template <class T> static T f(T x, T) {
    if constexpr (ew::is_cplx<T>) {
      return T(1) / (T(1) + std::exp(-x));
    } else {
      if (x >= 0) return T(1) / (T(1) + std::exp(-x));
      const T e = std::exp(x);
      return e / (T(1) + e);
    }
  }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t y, tf_scalar a) {  // y - y^2
    const int32_t s = forward_of(b, Unary::Sigmoid, x, y, a);
    return b.bin(Binary::Sub, s, b.bin(Binary::Mul, s, s));
  }
};

// x / |x|, 0 at 0 (real: -1, 0, 1). Real x: derivative 0 (everywhere, 0
// included). Complex z: df = (dz - y^2 conj(dz)) / (2|z|), 0 at 0.
template <> struct UnaryRow<Unary::Sign> {
  static constexpr UnaryInfo info{"sign", Domain::All, false, 2, Deriv::General};
  template <class T> static T f(T x, T) {
    if constexpr (ew::is_cplx<T>) {
      const auto a = std::abs(x);
      return a == 0 ? T(0) : x / a;
    } else {
      return T((x > 0) - (x < 0));
    }
  }
  // 2|z| as z's dtype.
  template <class B> static int32_t two_abs(B& b, int32_t x) {
    return b.scale(tf_scalar{2, 0}, b.cast(b.un(Unary::Abs, x), b.dt(x)));
  }
  template <class B> static int32_t vjp(B& b, int32_t x, int32_t y, int32_t g, tf_scalar a) {
    if (!b.cplx(x)) return -1;  // x_bar = (g - y^2 conj(g)) / (2|z|)
    const int32_t s = forward_of(b, Unary::Sign, x, y, a);
    const int32_t r = b.bin(Binary::Sub, g, b.bin(Binary::Mul, b.bin(Binary::Mul, s, s), b.conj(g)));
    return b.bin(Binary::SafeDiv, r, two_abs(b, x));
  }
  template <class B> static int32_t jvp(B& b, int32_t x, int32_t y, int32_t t, tf_scalar a) {
    if (!b.cplx(x)) return -1;
    const int32_t s = forward_of(b, Unary::Sign, x, y, a);
    const int32_t r = b.bin(Binary::Sub, t, b.bin(Binary::Mul, b.bin(Binary::Mul, s, s), b.conj(t)));
    return b.bin(Binary::SafeDiv, r, two_abs(b, x));
  }
};

// Internal: alpha * x.
template <> struct UnaryRow<Unary::Scale> {
  static constexpr UnaryInfo info{"scale", Domain::All, false, 1, Deriv::Holomorphic};
  template <class T> static T f(T x, T a) { return ew::mul(a, x); }
  template <class B> static int32_t fac(B& b, int32_t x, int32_t, tf_scalar a) {
    return b.fill_like(x, a);
  }
};

// Internal: x (a copy; casts between dtypes have their own rule).
template <> struct UnaryRow<Unary::Copy> {
  static constexpr UnaryInfo info{"copy", Domain::All, false, 1, Deriv::General};
  template <class T> static T f(T x, T) { return x; }
  template <class B> static int32_t vjp(B&, int32_t, int32_t, int32_t g, tf_scalar) { return g; }
  template <class B> static int32_t jvp(B&, int32_t, int32_t, int32_t t, tf_scalar) { return t; }
};

// Internal: alpha everywhere (x's values are not read): a constant.
template <> struct UnaryRow<Unary::Fill> {
  static constexpr UnaryInfo info{"fill", Domain::All, false, 1, Deriv::Zero};
  template <class T> static T f(T, T a) { return a; }
};

// --------------------------------------------------------- binary rows
// f(x, y, alpha, beta). Partials rows: px / py (b, x, y, z, alpha, beta)
// build df/dx and df/dy (z: f(x, y) or -1), holomorphic for complex rows.

template <class B> int32_t forward_of(B& b, Binary op, int32_t x, int32_t y, int32_t z) {
  return z >= 0 ? z : b.bin(op, x, y);
}

template <> struct BinaryRow<Binary::Add> {
  static constexpr BinaryInfo info{"add", Domain::All, 1, Deriv::Linear};
  template <class T> static T f(T x, T y, T, T) { return x + y; }
  static void coef(tf_scalar, tf_scalar, tf_scalar* cx, tf_scalar* cy) {
    *cx = tf_scalar{1, 0};
    *cy = tf_scalar{1, 0};
  }
};

template <> struct BinaryRow<Binary::Sub> {
  static constexpr BinaryInfo info{"sub", Domain::All, 1, Deriv::Linear};
  template <class T> static T f(T x, T y, T, T) { return x - y; }
  static void coef(tf_scalar, tf_scalar, tf_scalar* cx, tf_scalar* cy) {
    *cx = tf_scalar{1, 0};
    *cy = tf_scalar{-1, 0};
  }
};

template <> struct BinaryRow<Binary::Mul> {
  static constexpr BinaryInfo info{"mul", Domain::All, 1, Deriv::Partials};
  template <class T> static T f(T x, T y, T, T) { return ew::mul(x, y); }
  template <class B> static int32_t px(B&, int32_t, int32_t y, int32_t, tf_scalar, tf_scalar) {
    return y;
  }
  template <class B> static int32_t py(B&, int32_t x, int32_t, int32_t, tf_scalar, tf_scalar) {
    return x;
  }
};

template <> struct BinaryRow<Binary::Div> {
  static constexpr BinaryInfo info{"div", Domain::All, 2, Deriv::Partials};
  template <class T> static T f(T x, T y, T, T) { return x / y; }
  template <class B> static int32_t px(B& b, int32_t, int32_t y, int32_t, tf_scalar, tf_scalar) {
    return b.un(Unary::Reciprocal, y);
  }
  template <class B> static int32_t py(B& b, int32_t x, int32_t y, int32_t z, tf_scalar,
                                       tf_scalar) {  // -z / y
    return b.un(Unary::Neg, b.bin(Binary::Div, forward_of(b, Binary::Div, x, y, z), y));
  }
};

// max/min: real only; NaN wins. On a tie each operand gets half.
template <> struct BinaryRow<Binary::Max> {
  static constexpr BinaryInfo info{"max", Domain::Real, 1, Deriv::Partials};
  template <class T> static T f(T x, T y, T, T) { return (y > x || y != y) ? y : x; }
  template <class B> static int32_t px(B& b, int32_t x, int32_t y, int32_t, tf_scalar, tf_scalar) {
    return b.bin(Binary::Step, x, y);
  }
  template <class B> static int32_t py(B& b, int32_t x, int32_t y, int32_t, tf_scalar, tf_scalar) {
    return b.bin(Binary::Step, y, x);
  }
};

template <> struct BinaryRow<Binary::Min> {
  static constexpr BinaryInfo info{"min", Domain::Real, 1, Deriv::Partials};
  template <class T> static T f(T x, T y, T, T) { return (y < x || y != y) ? y : x; }
  template <class B> static int32_t px(B& b, int32_t x, int32_t y, int32_t, tf_scalar, tf_scalar) {
    return b.bin(Binary::Step, y, x);
  }
  template <class B> static int32_t py(B& b, int32_t x, int32_t y, int32_t, tf_scalar, tf_scalar) {
    return b.bin(Binary::Step, x, y);
  }
};

// x^y (real x < 0 with a non-integer y: NaN; complex: the principal
// branch). Partials y x^(y-1) and x^y log x, the latter 0 where x = 0.
template <> struct BinaryRow<Binary::Pow> {
  static constexpr BinaryInfo info{"pow", Domain::All, 16, Deriv::Partials};
  template <class T> static T f(T x, T y, T, T) { return std::pow(x, y); }
  template <class B> static int32_t px(B& b, int32_t x, int32_t y, int32_t, tf_scalar, tf_scalar) {
    const int32_t ym1 = b.bin(Binary::Sub, y, b.fill_like(y, tf_scalar{1, 0}));
    return b.bin(Binary::Mul, y, b.bin(Binary::Pow, x, ym1));
  }
  template <class B> static int32_t py(B& b, int32_t x, int32_t y, int32_t z, tf_scalar,
                                       tf_scalar) {
    return b.bin(Binary::XLogY, forward_of(b, Binary::Pow, x, y, z), x);
  }
};

// atan2(x, y): the angle of the point (y, x), as NumPy's arctan2(x1, x2);
// real only. Partials y / r^2 and -x / r^2 (r^2 = x^2 + y^2), 0 at the origin.
template <> struct BinaryRow<Binary::Atan2> {
  static constexpr BinaryInfo info{"atan2", Domain::Real, 16, Deriv::Partials};
  template <class T> static T f(T x, T y, T, T) { return std::atan2(x, y); }
  template <class B> static int32_t r2(B& b, int32_t x, int32_t y) {
    return b.bin(Binary::Add, b.bin(Binary::Mul, x, x), b.bin(Binary::Mul, y, y));
  }
  template <class B> static int32_t px(B& b, int32_t x, int32_t y, int32_t, tf_scalar, tf_scalar) {
    return b.bin(Binary::SafeDiv, y, r2(b, x, y));
  }
  template <class B> static int32_t py(B& b, int32_t x, int32_t y, int32_t, tf_scalar, tf_scalar) {
    return b.un(Unary::Neg, b.bin(Binary::SafeDiv, x, r2(b, x, y)));
  }
};

// Internal: alpha x + beta y.
template <> struct BinaryRow<Binary::Axpby> {
  static constexpr BinaryInfo info{"axpby", Domain::All, 2, Deriv::Linear};
  template <class T> static T f(T x, T y, T a, T b) { return ew::mul(a, x) + ew::mul(b, y); }
  static void coef(tf_scalar a, tf_scalar b, tf_scalar* cx, tf_scalar* cy) {
    *cx = a;
    *cy = b;
  }
};

template <> struct BinaryRow<Binary::Step> {
  static constexpr BinaryInfo info{"step", Domain::Real, 1, Deriv::Zero};
  template <class T> static T f(T x, T y, T, T) {
    return x > y ? T(1) : x == y ? T(0.5) : T(0);
  }
};

template <> struct BinaryRow<Binary::Eq> {
  static constexpr BinaryInfo info{"eq", Domain::Real, 1, Deriv::Zero};
  template <class T> static T f(T x, T y, T, T) { return x == y ? T(1) : T(0); }
};
template <> struct BinaryRow<Binary::Ne> {
  static constexpr BinaryInfo info{"ne", Domain::Real, 1, Deriv::Zero};
  template <class T> static T f(T x, T y, T, T) { return x != y ? T(1) : T(0); }
};
template <> struct BinaryRow<Binary::Lt> {
  static constexpr BinaryInfo info{"lt", Domain::Real, 1, Deriv::Zero};
  template <class T> static T f(T x, T y, T, T) { return x < y ? T(1) : T(0); }
};
template <> struct BinaryRow<Binary::Le> {
  static constexpr BinaryInfo info{"le", Domain::Real, 1, Deriv::Zero};
  template <class T> static T f(T x, T y, T, T) { return x <= y ? T(1) : T(0); }
};
template <> struct BinaryRow<Binary::Gt> {
  static constexpr BinaryInfo info{"gt", Domain::Real, 1, Deriv::Zero};
  template <class T> static T f(T x, T y, T, T) { return x > y ? T(1) : T(0); }
};
template <> struct BinaryRow<Binary::Ge> {
  static constexpr BinaryInfo info{"ge", Domain::Real, 1, Deriv::Zero};
  template <class T> static T f(T x, T y, T, T) { return x >= y ? T(1) : T(0); }
};

// x / y with 0 where y == 0 (partials 0 there too).
template <> struct BinaryRow<Binary::SafeDiv> {
  static constexpr BinaryInfo info{"safe_div", Domain::All, 2, Deriv::Partials};
  template <class T> static T f(T x, T y, T, T) { return ew::is_zero(y) ? T(0) : x / y; }
  template <class B> static int32_t px(B& b, int32_t, int32_t y, int32_t, tf_scalar, tf_scalar) {
    return b.bin(Binary::SafeDiv, b.fill_like(y, tf_scalar{1, 0}), y);
  }
  template <class B> static int32_t py(B& b, int32_t x, int32_t y, int32_t z, tf_scalar,
                                       tf_scalar) {
    return b.un(Unary::Neg, b.bin(Binary::SafeDiv, forward_of(b, Binary::SafeDiv, x, y, z), y));
  }
};

// x log y with 0 where x == 0 (whatever y is).
template <> struct BinaryRow<Binary::XLogY> {
  static constexpr BinaryInfo info{"xlogy", Domain::All, 8, Deriv::Partials};
  template <class T> static T f(T x, T y, T, T) { return ew::is_zero(x) ? T(0) : x * std::log(y); }
  template <class B> static int32_t px(B& b, int32_t, int32_t y, int32_t, tf_scalar, tf_scalar) {
    return b.un(Unary::Log, y);
  }
  template <class B> static int32_t py(B& b, int32_t x, int32_t y, int32_t, tf_scalar, tf_scalar) {
    return b.bin(Binary::SafeDiv, x, y);
  }
};

// ------------------------------------------------------- reduction rows
// The derivatives of y = reduce(x) over the axes r, on x's rank: y and the
// cotangent g have the reduced axes kept as 1 (b.expand broadcasts them to
// x's shape); the JVP returns the kept-axes result. b.reduce(op, v, r)
// reduces v over r with the axes kept.

template <> struct ReduceRow<RedOp::Sum> {
  static constexpr ReduceInfo info{"sum", Domain::All, false, Deriv::General};
  template <class B, class R> static int32_t vjp(B& b, int32_t x, int32_t, int32_t g, const R&) {
    return b.expand(g, x);
  }
  template <class B, class R> static int32_t jvp(B& b, int32_t, int32_t, int32_t t, const R& r) {
    return b.reduce(TF_REDUCE_SUM, t, r);
  }
};

// A product's derivative (the product of the other elements) is not an
// elementwise expression of x and y where x has zeros: no rule.
template <> struct ReduceRow<RedOp::Prod> {
  static constexpr ReduceInfo info{"prod", Domain::All, false, Deriv::None};
};

template <> struct ReduceRow<RedOp::Mean> {
  static constexpr ReduceInfo info{"mean", Domain::All, false, Deriv::General};
  template <class B, class R> static int32_t vjp(B& b, int32_t x, int32_t, int32_t g, const R& r) {
    return b.scale(tf_scalar{1.0 / (double)r.count, 0}, b.expand(g, x));
  }
  template <class B, class R> static int32_t jvp(B& b, int32_t, int32_t, int32_t t, const R& r) {
    return b.reduce(TF_REDUCE_MEAN, t, r);
  }
};

// max/min: real only; ties share the derivative equally.
template <class B, class R> int32_t extreme_weights(B& b, int32_t x, int32_t y, const R& r) {
  const int32_t m = b.bin(Binary::Eq, x, b.expand(y, x));
  return b.bin(Binary::SafeDiv, m, b.expand(b.reduce(TF_REDUCE_SUM, m, r), x));
}
template <> struct ReduceRow<RedOp::Max> {
  static constexpr ReduceInfo info{"max", Domain::Real, false, Deriv::General};
  template <class B, class R> static int32_t vjp(B& b, int32_t x, int32_t y, int32_t g, const R& r) {
    return b.bin(Binary::Mul, extreme_weights(b, x, y, r), g);
  }
  template <class B, class R> static int32_t jvp(B& b, int32_t x, int32_t y, int32_t t, const R& r) {
    return b.reduce(TF_REDUCE_SUM, b.bin(Binary::Mul, extreme_weights(b, x, y, r), t), r);
  }
};
template <> struct ReduceRow<RedOp::Min> : ReduceRow<RedOp::Max> {
  static constexpr ReduceInfo info{"min", Domain::Real, false, Deriv::General};
};

// The 2-norm of the elements: real result; derivative 0 where it is 0.
template <> struct ReduceRow<RedOp::Frobenius> {
  static constexpr ReduceInfo info{"frobenius", Domain::All, true, Deriv::General};
  template <class B> static int32_t unit(B& b, int32_t x, int32_t y) {  // x / |x|, 0 at 0
    return b.bin(Binary::SafeDiv, x, b.expand(b.cast(y, b.dt(x)), x));
  }
  template <class B, class R> static int32_t vjp(B& b, int32_t x, int32_t y, int32_t g, const R&) {
    return b.bin(Binary::Mul, unit(b, x, y), b.cast(g, b.dt(x)));
  }
  template <class B, class R> static int32_t jvp(B& b, int32_t x, int32_t y, int32_t t, const R& r) {
    return b.real(b.reduce(TF_REDUCE_SUM, b.bin(Binary::Mul, b.conj(unit(b, x, y)), t), r));
  }
};

// ------------------------------------------------------- row queries
// The public name of a row: prefix + its name upper-cased ("TF_UNARY_TANH").
inline void public_name(char (&dst)[40], const char* prefix, const char* name) {
  std::snprintf(dst, sizeof dst, "%s%s", prefix, name);
  for (char* c = dst; *c; ++c) *c = (char)std::toupper((unsigned char)*c);
}

// Every query is generated from the lists: a row missing a column does not
// compile.
#define TF_UNARY_CASE(N, expr) case Unary::N: { using Row = UnaryRow<Unary::N>; return expr; }
#define TF_BINARY_CASE(N, expr) case Binary::N: { using Row = BinaryRow<Binary::N>; return expr; }

// The info line of a row; an out-of-range value gets a row named "?" that
// takes nothing and has no derivative.
inline const UnaryInfo& unary_info(Unary op) {
  static constexpr UnaryInfo kNone{"?", Domain::Real, false, 1, Deriv::None};
  switch (op) {
#define X(N) case Unary::N: return UnaryRow<Unary::N>::info;
    TF_UNARY_ROWS(X)
#undef X
    default: return kNone;
  }
}
inline const BinaryInfo& binary_info(Binary op) {
  static constexpr BinaryInfo kNone{"?", Domain::Real, 1, Deriv::None};
  switch (op) {
#define X(N) case Binary::N: return BinaryRow<Binary::N>::info;
    TF_BINARY_ROWS(X)
#undef X
    default: return kNone;
  }
}
inline const ReduceInfo& reduce_info(RedOp op) {
  static constexpr ReduceInfo kNone{"?", Domain::Real, false, Deriv::None};
  switch (op) {
#define X(N) case RedOp::N: return ReduceRow<RedOp::N>::info;
    TF_REDUCE_ROWS(X)
#undef X
    default: return kNone;
  }
}

// ------------------------------------------------- derivative recipes
// Each returns the derivative's value (-1: zero), recorded on b. A row
// with Deriv::None is refused by the callers (they ask *_info(op).deriv first).

template <class Row, class B>
int32_t unary_vjp_row(B& b, int32_t x, int32_t y, int32_t g, tf_scalar a) {
  if constexpr (Row::info.deriv == Deriv::Holomorphic)
    return b.bin(Binary::Mul, g, b.conj(Row::fac(b, x, y, a)));
  else if constexpr (Row::info.deriv == Deriv::General)
    return Row::vjp(b, x, y, g, a);
  else
    return -1;
}
template <class Row, class B>
int32_t unary_jvp_row(B& b, int32_t x, int32_t y, int32_t t, tf_scalar a) {
  if constexpr (Row::info.deriv == Deriv::Holomorphic)
    return b.bin(Binary::Mul, t, Row::fac(b, x, y, a));
  else if constexpr (Row::info.deriv == Deriv::General)
    return Row::jvp(b, x, y, t, a);
  else
    return -1;
}
// x_bar of y = op(x) given y_bar = g (y: the forward value or -1).
template <class B> int32_t unary_vjp_of(B& b, Unary op, tf_scalar a, int32_t x, int32_t y,
                                        int32_t g) {
  switch (op) {
#define X(N) TF_UNARY_CASE(N, (unary_vjp_row<Row>(b, x, y, g, a)))
    TF_UNARY_ROWS(X)
#undef X
    default: return -1;
  }
}
// y_dot of y = op(x) given x_dot = t.
template <class B> int32_t unary_jvp_of(B& b, Unary op, tf_scalar a, int32_t x, int32_t y,
                                        int32_t t) {
  switch (op) {
#define X(N) TF_UNARY_CASE(N, (unary_jvp_row<Row>(b, x, y, t, a)))
    TF_UNARY_ROWS(X)
#undef X
    default: return -1;
  }
}

// The partial of z = op(x, y) by operand k (0: x, 1: y); Linear rows give
// their constant in *c and return -1.
template <class Row, class B>
int32_t binary_partial_row(B& b, int k, int32_t x, int32_t y, int32_t z, tf_scalar a,
                           tf_scalar be, tf_scalar* c) {
  *c = tf_scalar{0, 0};
  if constexpr (Row::info.deriv == Deriv::Linear) {
    tf_scalar cx, cy;
    Row::coef(a, be, &cx, &cy);
    *c = k == 0 ? cx : cy;
    return -1;
  } else if constexpr (Row::info.deriv == Deriv::Partials) {
    return k == 0 ? Row::px(b, x, y, z, a, be) : Row::py(b, x, y, z, a, be);
  } else {
    return -1;
  }
}
template <class B> int32_t binary_partial(B& b, Binary op, int k, int32_t x, int32_t y, int32_t z,
                                          tf_scalar a, tf_scalar be, tf_scalar* c) {
  switch (op) {
#define X(N) TF_BINARY_CASE(N, (binary_partial_row<Row>(b, k, x, y, z, a, be, c)))
    TF_BINARY_ROWS(X)
#undef X
    default: *c = tf_scalar{0, 0}; return -1;
  }
}
// The cotangent of operand k (0: x, 1: y) of z = op(x, y), summed back to
// that operand's shape.
template <class B> int32_t binary_vjp_of(B& b, Binary op, tf_scalar a, tf_scalar be, int k,
                                         int32_t x, int32_t y, int32_t z, int32_t g) {
  tf_scalar c;
  const int32_t p = binary_partial(b, op, k, x, y, z, a, be, &c);
  const int32_t d = p >= 0 ? b.bin(Binary::Mul, g, b.conj(p))
                           : (c.re == 0 && c.im == 0 ? -1 : b.scale(tf_scalar{c.re, -c.im}, g));
  return d < 0 ? -1 : b.unbroadcast(d, k == 0 ? x : y);
}
// The tangent of z = op(x, y) given tx, ty (either may be -1), shaped like z.
template <class B> int32_t binary_jvp_of(B& b, Binary op, tf_scalar a, tf_scalar be, int32_t x,
                                         int32_t y, int32_t z, int32_t tx, int32_t ty) {
  int32_t r = -1;
  for (int k = 0; k < 2; ++k) {
    const int32_t t = k == 0 ? tx : ty;
    if (t < 0) continue;
    tf_scalar c;
    const int32_t p = binary_partial(b, op, k, x, y, z, a, be, &c);
    const int32_t d = p >= 0 ? b.bin(Binary::Mul, p, t)
                             : (c.re == 0 && c.im == 0 ? -1 : b.scale(c, t));
    r = b.add(r, d);
  }
  return r;
}

// Reductions: x_bar (x's shape) from g with the reduced axes kept as 1, and
// the tangent with them kept.
template <class Row, class B, class R>
int32_t reduce_deriv_row(B& b, bool vjp, int32_t x, int32_t y, int32_t gt, const R& r) {
  if constexpr (Row::info.deriv == Deriv::General)
    return vjp ? Row::vjp(b, x, y, gt, r) : Row::jvp(b, x, y, gt, r);
  else
    return -1;
}
template <class B, class R>
int32_t reduce_deriv_of(B& b, bool vjp, RedOp op, int32_t x, int32_t y, int32_t gt, const R& r) {
  switch (op) {
#define X(N) case RedOp::N: return reduce_deriv_row<ReduceRow<RedOp::N>>(b, vjp, x, y, gt, r);
    TF_REDUCE_ROWS(X)
#undef X
    default: return -1;
  }
}
template <class B, class R> int32_t reduce_vjp_of(B& b, RedOp op, int32_t x, int32_t y, int32_t g,
                                                  const R& r) {
  return reduce_deriv_of(b, true, op, x, y, g, r);
}
template <class B, class R> int32_t reduce_jvp_of(B& b, RedOp op, int32_t x, int32_t y, int32_t t,
                                                  const R& r) {
  return reduce_deriv_of(b, false, op, x, y, t, r);
}
#undef TF_UNARY_CASE
#undef TF_BINARY_CASE

}  // namespace tf
