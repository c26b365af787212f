// ops/layout.hpp: views (permute, reshape, slice) and the copies that move
// data between layouts (permute, reshape, contiguous, copy_into). The pure
// stride arithmetic is exposed on its own so other operation families (e.g.
// contractions) can plan with it without making tensors.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"

namespace tf {

// ---- stride arithmetic (no allocation, no messages unless named)

// perm must be a permutation of 0..nd-1; messages name `what`.
Status check_perm(int32_t nd, const int32_t* perm, const char* what);
// shape/strides of x with axes permuted: axis i of the result is perm[i] of x.
void permuted(const Tensor& x, const int32_t* perm, int64_t* shape, int64_t* strides);
// Strides that give (nd, shape) read in `order` (row-major: last index
// fastest) over the same elements as (xnd, xshape, xstrides) read in the same
// order, without copying. False when the strides do not allow it. The
// element counts must be equal.
bool reshape_strides(int32_t xnd, const int64_t* xshape, const int64_t* xstrides, int32_t nd,
                     const int64_t* shape, tf_layout order, int64_t* strides);

// ---- views: new headers over the same memory. A view of an owned tensor
// retains its storage; a view of a borrowed tensor borrows the same memory.

// A view of base's memory with the given metadata (data inside base's span).
Status make_view(const Tensor& base, int32_t nd, const int64_t* shape,
                 const int64_t* strides, char* data, Tensor** out);
Status permute_view(const Tensor& x, const int32_t* perm, Tensor** out);
// A reshape of x to (nd, shape) in order: a valid shape whose element count
// (checked_size: no overflow) is x's, a tf_layout order. The forward call
// and its VJP check it here.
Status check_reshape(const Tensor& x, int32_t nd, const int64_t* shape, int32_t order);
Status reshape_view(const Tensor& x, int32_t nd, const int64_t* shape, int32_t order,
                    Tensor** out);
// starts/stops/steps have x.ndim entries; steps may be NULL (all 1).
// The shape of x[starts:stops:steps] for x of rank nd with these extents
// (an extent < 0, dynamic while recording, bounds nothing); steps == nullptr:
// all 1. Direct calls and program recording use it.
Status slice_shape(int32_t nd, const int64_t* extents, const int64_t* starts,
                   const int64_t* stops, const int64_t* steps, int64_t* shape);
// slice_geometry validates them and gives the view's shape, strides and
// first element without making a tensor.
Status slice_geometry(const Tensor& x, const int64_t* starts, const int64_t* stops,
                      const int64_t* steps, int64_t* shape, int64_t* strides, char** data);
Status slice_view(const Tensor& x, const int64_t* starts, const int64_t* stops,
                  const int64_t* steps, Tensor** out);

// ---- copies (validated; nothing written on error)

// Materialised permutation: into out (exact shape, dtype, no overlap) or,
// with out == nullptr, a new row-major tensor in *alloc_out.
Status permute(Engine& e, const Tensor& x, const int32_t* perm, Tensor* out,
               Tensor** alloc_out);
// A new tensor of (nd, shape) holding x's elements in `order`, contiguous in
// that order.
Status reshape_copy(Engine& e, const Tensor& x, int32_t nd, const int64_t* shape,
                    int32_t order, Tensor** out);
// A new tensor equal to x, contiguous in layout.
Status contiguous(Engine& e, const Tensor& x, int32_t layout, Tensor** out);
// dst = src: same shape and dtype, no overlap (same view: nothing to do).
Status copy_into(Engine& e, const Tensor& src, Tensor& dst);

}  // namespace tf
