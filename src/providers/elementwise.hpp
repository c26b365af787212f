// providers/elementwise.hpp: the run kernels of elementwise maps, casts,
// copies and reductions, one instantiation per (operation, dtypes). Each is a
// RunFn for providers/loop.hpp: it processes one innermost run, with a
// unit-stride branch the compiler vectorises.
#pragma once
#include <cstddef>

#include "core/dtype.hpp"
#include "providers/loop.hpp"

namespace tf {

// Unary maps: p[0] = out, p[1] = x. Copy converts between dtypes (a cast,
// or a plain copy when they are equal); Fill writes alpha (p[1] unused).
enum class Unary : int32_t {
  Neg, Conj, Abs, Real, Imag, Exp, Log, Sqrt, Sin, Cos, Tanh, Reciprocal, Expm1,  // = tf_unary_op
  Scale, Copy, Fill,
  LastPublic = Expm1  // the last tf_unary_op value
};
// The public name of a tf_unary_op value (messages), "scale" / "copy" /
// "fill" for the internal ones.
inline const char* unary_name(Unary op) {
  static const char* const kNames[] = {
      "TF_UNARY_NEG", "TF_UNARY_CONJ", "TF_UNARY_ABS",  "TF_UNARY_REAL",
      "TF_UNARY_IMAG", "TF_UNARY_EXP", "TF_UNARY_LOG",  "TF_UNARY_SQRT",
      "TF_UNARY_SIN", "TF_UNARY_COS",  "TF_UNARY_TANH", "TF_UNARY_RECIPROCAL",
      "TF_UNARY_EXPM1", "scale", "copy", "fill"};
  static_assert(sizeof(kNames) / sizeof(kNames[0]) == (int)Unary::Fill + 1, "one name per op");
  return (int)op >= 0 && (int)op <= (int)Unary::Fill ? kNames[(int)op] : "?";
}
// Binary maps: p[0] = out, p[1] = x, p[2] = y. Max/Min are real only.
// Axpby computes alpha*x + beta*y.
enum class Binary : int32_t { Add, Sub, Mul, Div, Max, Min, Axpby };
// Accumulations: out[p0] = comb(out[p0], term). SumAbs2 sums |x|^2 into the
// real dtype; Dot/Vdot sum x*y / conj(x)*y (p[2] = y). Max/Min are real only
// and propagate NaN.
enum class Reduce : int32_t { Sum, Prod, Max, Min, SumAbs2, Dot, Vdot };

// Parameters a kernel reads (Scale: alpha; Axpby: alpha, beta; Fill: alpha).
struct KernelArgs {
  tf_scalar alpha{0.0, 0.0}, beta{0.0, 0.0};
};

inline DType real_dtype(DType d) {
  return d == DType::C64 ? DType::F32 : d == DType::C128 ? DType::F64 : d;
}
// The dtype a unary op produces from dtype in (Abs/Real/Imag: the real one).
inline DType unary_out_dtype(Unary op, DType in) {
  return (op == Unary::Abs || op == Unary::Real || op == Unary::Imag) ? real_dtype(in) : in;
}

// nullptr when the op is not defined for the dtypes (e.g. Max on complex,
// Copy from complex to real).
RunFn unary_kernel(Unary op, DType in, DType out);
RunFn binary_kernel(Binary op, DType dt);
// Output dtype: real_dtype(in) for SumAbs2, else in.
RunFn reduce_kernel(Reduce op, DType in);
// Copies elements of esize bytes (4, 8 or 16).
RunFn copy_kernel(std::size_t esize);

}  // namespace tf
