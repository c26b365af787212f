// ops/reduce.hpp: reductions over sets of axes, and dot / vdot.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"

namespace tf {

// op is a public tf_reduce_op. axes == nullptr with naxes == 0 reduces every
// axis; axes may be negative (counted from the end). With out == nullptr the
// result is a new row-major tensor in *alloc_out. out must not overlap x.
Status reduce(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
              bool keepdims, Tensor* out, Tensor** alloc_out);

// sum over all elements of x*y (conj_x: conj(x)*y); same shape and dtype.
Status dot(Engine& e, const Tensor& x, const Tensor& y, bool conj_x, tf_scalar* out);

}  // namespace tf
