// ops/indexing.hpp: the indexing operations -- where (select by a mask),
// index_select / scatter_add along an axis, cumsum / cumprod, argmax /
// argmin, sort / topk -- with their VJPs. Comparisons producing a mask are
// rows of the binary family (ops/elementwise_table.hpp: Eq, Ne, Lt, ...).
//
// Conventions. A mask is a tensor of a real dtype: nonzero selects.
// Integer index arrays are the caller's int64_t arrays (tenferro has no
// integer dtype): indices into an axis of extent n lie in [-n, n) (negative
// counts from the end, as NumPy's take); arrays the operations write hold
// one index per element of the result, row-major. Outputs are RuleOut (as
// in ops/structure.hpp); validation happens before the first write.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "ops/rules.hpp"

namespace tf {

Status where(Engine& e, const Tensor& mask, const Tensor& a, const Tensor& b, const RuleOut& out);
// grad_a = sum_to(where(mask, g, 0)), grad_b = sum_to(where(mask, 0, g)).
Status where_vjp(Engine& e, const Tensor& mask, const Tensor& a, const Tensor& b,
                 const Tensor& ct, const RuleOut& da, const RuleOut& db);

// out[.., k, ..] = x[.., idx[k], ..] along axis, k < n.
Status index_select(Engine& e, const Tensor& x, int32_t axis, int64_t n, const int64_t* idx,
                    const RuleOut& out);
Status index_select_vjp(Engine& e, const Tensor& x, int32_t axis, int64_t n,
                        const int64_t* idx, const Tensor& ct, const RuleOut& dx);
// out = x, then out[.., idx[k], ..] += src[.., k, ..] (repeated indices add up).
Status scatter_add(Engine& e, const Tensor& x, int32_t axis, int64_t n, const int64_t* idx,
                   const Tensor& src, const RuleOut& out);
Status scatter_add_vjp(Engine& e, const Tensor& x, int32_t axis, int64_t n, const int64_t* idx,
                       const Tensor& src, const Tensor& ct, const RuleOut& dx,
                       const RuleOut& dsrc);

// Running sum (prod: product) along axis.
Status cumulative(Engine& e, bool prod, const Tensor& x, int32_t axis, const RuleOut& out);
Status cumulative_vjp(Engine& e, bool prod, const Tensor& x, int32_t axis, const Tensor& ct,
                      const RuleOut& dx);

// out[i] = the index along axis of the largest (max) / smallest element of
// line i (x's shape without axis, row-major); the first one on ties, the
// first NaN if there is one. Real dtypes.
Status arg_extreme(Engine& e, bool max, const Tensor& x, int32_t axis, int64_t* out);

// The k largest (largest) or smallest elements of every line along axis,
// in that order (stable: equal elements keep their order; NaN ranks above
// every number). values: x's shape with extent k on axis; indices (may be
// nullptr): their positions in x, one per element of values. Real dtypes.
Status topk(Engine& e, const Tensor& x, int32_t axis, int64_t k, bool largest,
            const RuleOut& values, int64_t* indices);
// grad_x = zeros with ct[.., j, ..] added at indices[.., j, ..].
Status topk_vjp(Engine& e, const Tensor& x, int32_t axis, int64_t k, const int64_t* indices,
                const Tensor& ct, const RuleOut& dx);

}  // namespace tf
