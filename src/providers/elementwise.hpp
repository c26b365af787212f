// providers/elementwise.hpp: the run kernels of elementwise maps, casts,
// copies and reductions, one instantiation per (operation, dtypes). Each is a
// RunFn for providers/loop.hpp: it processes one innermost run, with a
// unit-stride branch the compiler vectorises.
#pragma once
#include <cstddef>

#include "core/dtype.hpp"
#include "ops/elementwise_table.hpp"
#include "providers/loop.hpp"

namespace tf {

// Unary maps (p[0] = out, p[1] = x) and binary maps (p[0] = out, p[1] = x,
// p[2] = y): the rows of ops/elementwise_table.hpp. Copy converts between
// dtypes (a cast, or a plain copy when they are equal); Fill writes alpha.
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
  return unary_info(op).real_out ? real_dtype(in) : in;
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
