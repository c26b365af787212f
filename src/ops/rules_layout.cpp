// ops/rules_layout.cpp: VJP of the layout operations (permute, reshape,
// slice, contiguous). Each is a linear map whose adjoint moves the
// cotangent back: the allocating forms return a view of the cotangent when
// one can express it (no data moves), the _into forms copy.
#include "ops/layout.hpp"
#include "ops/rules_common.hpp"
#include "ops/tensor_ops.hpp"

namespace tf {
namespace {

// ct has the forward result's shape (nd, shape); dx.into is valid.
Status check_vjp_args(const Tensor& x, const Tensor& ct, int32_t nd, const int64_t* shape,
                      const RuleOut& dx) {
  TF_TRY(check_like(ct, x.dtype, nd, shape, "grad_out"));
  const Tensor* ins[2] = {&x, &ct};
  const char* names[2] = {"x", "grad_out"};
  if (dx.into) TF_TRY(check_target(*dx.into, x.dtype, x.ndim, x.shape, dx.name, 2, ins, names));
  return TF_OK;
}

}  // namespace

Status permute_vjp(Engine& e, const Tensor& x, const int32_t* perm, const Tensor& ct,
                   const RuleOut& dx) {
  TF_TRY(check_perm(x.ndim, perm, "perm"));
  int64_t sh[TF_MAX_RANK], st[TF_MAX_RANK];
  permuted(x, perm, sh, st);
  TF_TRY(check_vjp_args(x, ct, x.ndim, sh, dx));
  int32_t inv[TF_MAX_RANK];
  for (int32_t i = 0; i < x.ndim; ++i) inv[perm[i]] = i;
  if (dx.into) {
    int64_t vs[TF_MAX_RANK], vt[TF_MAX_RANK];
    permuted(ct, inv, vs, vt);
    return copy_into(e, header_like(ct, ct.ndim, vs, vt), *dx.into);
  }
  if (dx.alloc) return permute_view(ct, inv, dx.alloc);
  return TF_OK;
}

Status reshape_vjp(Engine& e, const Tensor& x, int32_t ndim, const int64_t* shape,
                   int32_t order, const Tensor& ct, const RuleOut& dx) {
  TF_TRY(check_reshape(x, ndim, shape, order));
  TF_TRY(check_vjp_args(x, ct, ndim, shape, dx));
  if (!dx.wanted()) return TF_OK;
  int64_t st[TF_MAX_RANK];
  if (reshape_strides(ct.ndim, ct.shape, ct.strides, x.ndim, x.shape,
                      static_cast<tf_layout>(order), st)) {
    if (dx.alloc) return make_view(ct, x.ndim, x.shape, st, ct.data, dx.alloc);
    return copy_into(e, header_like(ct, x.ndim, x.shape, st), *dx.into);
  }
  if (dx.alloc) return reshape_copy(e, ct, x.ndim, x.shape, order, dx.alloc);
  // ct contiguous in order (scratch), then reread in x's shape.
  ScratchTensor s;
  TF_TRY(s.make(e, ct.dtype, ct.ndim, ct.shape));
  contiguous_strides(ct.ndim, ct.shape, static_cast<tf_layout>(order), s.t.strides);
  TF_TRY(copy_into(e, ct, s.t));
  int64_t xs[TF_MAX_RANK];
  contiguous_strides(x.ndim, x.shape, static_cast<tf_layout>(order), xs);
  return copy_into(e, header_like(s.t, x.ndim, x.shape, xs), *dx.into);
}

Status slice_vjp(Engine& e, const Tensor& x, const int64_t* starts, const int64_t* stops,
                 const int64_t* steps, const Tensor& ct, const RuleOut& dx) {
  int64_t sh[TF_MAX_RANK], st[TF_MAX_RANK];
  char* data;
  TF_TRY(slice_geometry(x, starts, stops, steps, sh, st, &data));
  TF_TRY(check_vjp_args(x, ct, x.ndim, sh, dx));
  Target t;
  TF_TRY(t.make(e, dx, x.dtype, x.ndim, x.shape));
  if (!t.t) return TF_OK;
  TF_TRY(fill_zero(e, *t.t));
  TF_TRY(slice_geometry(*t.t, starts, stops, steps, sh, st, &data));
  Tensor w = header_like(*t.t, x.ndim, sh, st);
  w.data = data;
  TF_TRY(copy_into(e, ct, w));
  t.commit(dx);
  return TF_OK;
}

Status contiguous_vjp(Engine& e, const Tensor& x, int32_t layout, const Tensor& ct,
                      const RuleOut& dx) {
  TF_TRY(check_layout(layout, "layout"));
  TF_TRY(check_vjp_args(x, ct, x.ndim, x.shape, dx));
  if (dx.into) return copy_into(e, ct, *dx.into);
  if (dx.alloc) return make_view(ct, ct.ndim, ct.shape, ct.strides, ct.data, dx.alloc);
  return TF_OK;
}

}  // namespace tf
