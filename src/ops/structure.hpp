// ops/structure.hpp: the structure operations -- concatenate, stack, pad,
// diagonal, diag_embed, trace, flip, roll, tril/triu, broadcast_to -- each a
// linear map that moves (or sums) elements without arithmetic on them. Each
// is one row in ops/structure.cpp: its argument checks and result shape, its
// forward and its adjoint, side by side. The forward is the JVP (the map is
// linear), the adjoint is the VJP: pad <-> crop, diagonal <-> diag_embed,
// trace <-> diag_embed of the broadcast cotangent, concatenate <-> slices,
// flip and tril/triu are self-adjoint, roll's adjoint rolls back,
// broadcast_to's sums over the stretched axes.
//
// Forms: `out` is a RuleOut (into: a caller tensor of the exact shape and
// dtype, any strides, not overlapping an input; alloc: a new row-major
// pooled tensor). Validation happens before the first write.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "ops/rules.hpp"

namespace tf {

// The parameters of the one-input structure operations.
enum class StructOp : int32_t { Pad, Diagonal, DiagEmbed, Trace, Flip, Roll, Tril, Triu, BroadcastTo };
struct StructArgs {
  StructOp op;
  const int64_t* before = nullptr;  // pad: x.ndim entries each
  const int64_t* after = nullptr;
  tf_scalar value{0, 0};            // pad: the constant
  int64_t offset = 0;               // diagonal, diag_embed, trace, tril, triu; roll: shift
  int32_t axis1 = 0, axis2 = 1;     // diagonal, diag_embed, trace; roll: axis1
  int32_t naxes = 0;                // flip
  const int32_t* axes = nullptr;    // flip (NULL with naxes 0: every axis)
  int32_t ndim = 0;                 // broadcast_to
  const int64_t* shape = nullptr;
};

// out = op(x).
Status structure(Engine& e, const StructArgs& a, const Tensor& x, const RuleOut& out);
// grad_x = op^H(grad_out): the VJP (grad_out has op(x)'s shape and x's dtype).
Status structure_vjp(Engine& e, const StructArgs& a, const Tensor& x, const Tensor& ct,
                     const RuleOut& dx);
// A view of x broadcast to (ndim, shape) by NumPy's rules (stride 0 on the
// stretched and new leading axes).
Status broadcast_to_view(const Tensor& x, int32_t ndim, const int64_t* shape, Tensor** out);
// A view of x's diagonal (NumPy's x.diagonal(offset, axis1, axis2): the two
// axes removed, the diagonal appended last).
Status diagonal_view(const Tensor& x, int64_t offset, int32_t axis1, int32_t axis2,
                     Tensor** out);

// Concatenation of n tensors along axis (stack: along a new axis).
Status concatenate(Engine& e, bool stack, int32_t n, const Tensor* const* xs, int32_t axis,
                   const RuleOut& out);
// d[i] (n entries, each may be skipped) = the part of ct that xs[i] became.
Status concatenate_vjp(Engine& e, bool stack, int32_t n, const Tensor* const* xs, int32_t axis,
                       const Tensor& ct, const RuleOut* d);

}  // namespace tf
