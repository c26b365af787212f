// ops/elementwise.hpp: elementwise maps (unary, binary with broadcasting,
// axpby) and dtype casts: validation, planning, dispatch.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "providers/elementwise.hpp"

namespace tf {

// op is a public tf_unary_op value; messages name `what` when it is unknown.
Status check_unary_op(int32_t op, const char* what);
Status check_binary_op(int32_t op, const char* what);

// out = op(x) (alpha is Scale's factor). With out == nullptr the result is a
// new row-major tensor in *alloc_out. out may be exactly the view x (in
// place); any other overlap is an error. Nothing is written on error.
Status unary(Engine& e, Unary op, tf_scalar alpha, const Tensor& x, Tensor* out,
             Tensor** alloc_out);
// out = op(x, y) with NumPy broadcasting (alpha, beta: Axpby's factors).
// x and y share one dtype; out may be exactly the view x or y.
Status binary(Engine& e, Binary op, tf_scalar alpha, tf_scalar beta, const Tensor& x,
              const Tensor& y, Tensor* out, Tensor** alloc_out);
// out = x converted to dt (alloc) or to out's dtype (into); complex to real
// is rejected.
Status cast(Engine& e, const Tensor& x, int32_t dt, Tensor* out, Tensor** alloc_out);

}  // namespace tf
