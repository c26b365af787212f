// capi/structure.cpp: the structure operations and their VJPs at the C
// boundary (tenferro.h section 7, "Structure", and section 11).
#include <cstdio>

#include "capi/boundary.hpp"
#include "capi/rule_out.hpp"
#include "ops/structure.hpp"

using namespace tf;

namespace {

// "xs[i]" and "grad_xs[i]", formatted once per process.
struct Names {
  char xs[kMaxRuleOperands][16], grad[kMaxRuleOperands][20];
  Names() {
    for (int i = 0; i < kMaxRuleOperands; ++i) {
      std::snprintf(xs[i], sizeof xs[i], "xs[%d]", i);
      std::snprintf(grad[i], sizeof grad[i], "grad_xs[%d]", i);
    }
  }
};
const Names& names() {
  static const Names n;
  return n;
}

// xs: n non-NULL tensors (n checked first: the arrays below are bounded).
Status tensor_list(int32_t n, const tf_tensor* const* xs, const Tensor** out) {
  if (n < 1 || n > kMaxRuleOperands)
    return fail(n < 1 ? TF_ERR_INVALID_ARGUMENT : TF_ERR_UNSUPPORTED, "n: %d, expected 1 .. %d",
                n, kMaxRuleOperands);
  for (int32_t i = 0; i < n; ++i) {
    if (!xs[i]) return null_arg(names().xs[i]);
    out[i] = obj(xs[i]);
  }
  return TF_OK;
}

template <class O>
tf_status concat_entry(tf_engine* engine, bool stack, int32_t n, const tf_tensor* const* xs,
                       int32_t axis, O out) {
  return op_entry(engine, {TF_ARG(xs), TF_ARG(out)}, [&](Engine& e) -> Status {
    const Tensor* v[kMaxRuleOperands];
    TF_TRY(tensor_list(n, xs, v));
    return concatenate(e, stack, n, v, axis, rule_out(out, "out"));
  });
}

template <class O>
tf_status concat_vjp_entry(tf_engine* engine, bool stack, int32_t n, const tf_tensor* const* xs,
                           int32_t axis, const tf_tensor* grad_out, O const* grad_xs) {
  return op_entry(engine, {TF_ARG(xs), TF_ARG(grad_out), TF_ARG(grad_xs)},
                  [&](Engine& e) -> Status {
                    const Tensor* v[kMaxRuleOperands];
                    TF_TRY(tensor_list(n, xs, v));
                    RuleOut d[kMaxRuleOperands];
                    for (int32_t i = 0; i < n; ++i) d[i] = rule_out(grad_xs[i], names().grad[i]);
                    return concatenate_vjp(e, stack, n, v, axis, *obj(grad_out), d);
                  });
}

// One-input operation a on x: the forward, and its VJP.
template <std::size_t K, class O>
tf_status struct_call(tf_engine* engine, const Arg (&args)[K], const StructArgs& a,
                      const tf_tensor* x, O out) {
  return op_entry(engine, args, [&](Engine& e) {
    return structure(e, a, *obj(x), rule_out(out, "out"));
  });
}
template <std::size_t K, class O>
tf_status struct_vjp_call(tf_engine* engine, const Arg (&args)[K], const StructArgs& a,
                          const tf_tensor* x, const tf_tensor* grad_out, O grad_x) {
  return op_entry(engine, args, [&](Engine& e) {
    return structure_vjp(e, a, *obj(x), *obj(grad_out), rule_out(grad_x, "grad_x"));
  });
}

StructArgs pad_args(const int64_t* before, const int64_t* after, tf_scalar value) {
  StructArgs a{StructOp::Pad};
  a.before = before;
  a.after = after;
  a.value = value;
  return a;
}
StructArgs axes_args(StructOp op, int64_t offset, int32_t axis1, int32_t axis2) {
  StructArgs a{op};
  a.offset = offset;
  a.axis1 = axis1;
  a.axis2 = axis2;
  return a;
}
StructArgs flip_args(int32_t naxes, const int32_t* axes) {
  StructArgs a{StructOp::Flip};
  a.naxes = naxes;
  a.axes = axes;
  return a;
}
StructArgs bcast_args(int32_t ndim, const int64_t* shape) {
  StructArgs a{StructOp::BroadcastTo};
  a.ndim = ndim;
  a.shape = shape;
  return a;
}
// before / after may be NULL only for a rank-0 x.
bool pad_arrays_needed(const tf_tensor* x) { return x && obj(x)->ndim > 0; }

}  // namespace

// ------------------------------------------------------------- forward

TF_ALLOC_AND_INTO(concatenate,
    (tf_engine* engine, int32_t n, const tf_tensor* const* xs, int32_t axis, Out out),
    return concat_entry(engine, false, n, xs, axis, out);)
TF_ALLOC_AND_INTO(stack,
    (tf_engine* engine, int32_t n, const tf_tensor* const* xs, int32_t axis, Out out),
    return concat_entry(engine, true, n, xs, axis, out);)

TF_ALLOC_AND_INTO(pad,
    (tf_engine* engine, const tf_tensor* x, const int64_t* before, const int64_t* after,
     tf_scalar value, Out out),
    return struct_call(engine,
                       {TF_ARG(x), {before, "before", pad_arrays_needed(x)},
                        {after, "after", pad_arrays_needed(x)}, TF_ARG(out)},
                       pad_args(before, after, value), x, out);)

TF_ALLOC_AND_INTO(diagonal,
    (tf_engine* engine, const tf_tensor* x, int64_t offset, int32_t axis1, int32_t axis2,
     Out out),
    return struct_call(engine, {TF_ARG(x), TF_ARG(out)},
                       axes_args(StructOp::Diagonal, offset, axis1, axis2), x, out);)
TF_ALLOC_AND_INTO(diag_embed,
    (tf_engine* engine, const tf_tensor* x, int64_t offset, int32_t axis1, int32_t axis2,
     Out out),
    return struct_call(engine, {TF_ARG(x), TF_ARG(out)},
                       axes_args(StructOp::DiagEmbed, offset, axis1, axis2), x, out);)
TF_ALLOC_AND_INTO(trace,
    (tf_engine* engine, const tf_tensor* x, int64_t offset, int32_t axis1, int32_t axis2,
     Out out),
    return struct_call(engine, {TF_ARG(x), TF_ARG(out)},
                       axes_args(StructOp::Trace, offset, axis1, axis2), x, out);)
TF_ALLOC_AND_INTO(flip,
    (tf_engine* engine, const tf_tensor* x, int32_t naxes, const int32_t* axes, Out out),
    return struct_call(engine, {TF_ARG(x), {axes, "axes", naxes != 0}, TF_ARG(out)},
                       flip_args(naxes, axes), x, out);)
TF_ALLOC_AND_INTO(roll,
    (tf_engine* engine, const tf_tensor* x, int64_t shift, int32_t axis, Out out),
    return struct_call(engine, {TF_ARG(x), TF_ARG(out)},
                       axes_args(StructOp::Roll, shift, axis, 0), x, out);)
TF_ALLOC_AND_INTO(tril,
    (tf_engine* engine, const tf_tensor* x, int64_t offset, Out out),
    return struct_call(engine, {TF_ARG(x), TF_ARG(out)},
                       axes_args(StructOp::Tril, offset, 0, 0), x, out);)
TF_ALLOC_AND_INTO(triu,
    (tf_engine* engine, const tf_tensor* x, int64_t offset, Out out),
    return struct_call(engine, {TF_ARG(x), TF_ARG(out)},
                       axes_args(StructOp::Triu, offset, 0, 0), x, out);)
TF_ALLOC_AND_INTO(broadcast_to,
    (tf_engine* engine, const tf_tensor* x, int32_t ndim, const int64_t* shape, Out out),
    return struct_call(engine, {TF_ARG(x), {shape, "shape", ndim > 0}, TF_ARG(out)},
                       bcast_args(ndim, shape), x, out);)

// ------------------------------------------------------------------ VJP

TF_ALLOC_AND_INTO(concatenate_vjp,
    (tf_engine* engine, int32_t n, const tf_tensor* const* xs, int32_t axis,
     const tf_tensor* grad_out, Out const* grad_xs),
    return concat_vjp_entry(engine, false, n, xs, axis, grad_out, grad_xs);)
TF_ALLOC_AND_INTO(stack_vjp,
    (tf_engine* engine, int32_t n, const tf_tensor* const* xs, int32_t axis,
     const tf_tensor* grad_out, Out const* grad_xs),
    return concat_vjp_entry(engine, true, n, xs, axis, grad_out, grad_xs);)

TF_ALLOC_AND_INTO(pad_vjp,
    (tf_engine* engine, const tf_tensor* x, const int64_t* before, const int64_t* after,
     const tf_tensor* grad_out, Out grad_x),
    return struct_vjp_call(engine,
                           {TF_ARG(x), {before, "before", pad_arrays_needed(x)},
                            {after, "after", pad_arrays_needed(x)}, TF_ARG(grad_out)},
                           pad_args(before, after, kZero), x, grad_out, grad_x);)
TF_ALLOC_AND_INTO(diagonal_vjp,
    (tf_engine* engine, const tf_tensor* x, int64_t offset, int32_t axis1, int32_t axis2,
     const tf_tensor* grad_out, Out grad_x),
    return struct_vjp_call(engine, {TF_ARG(x), TF_ARG(grad_out)},
                           axes_args(StructOp::Diagonal, offset, axis1, axis2), x, grad_out,
                           grad_x);)
TF_ALLOC_AND_INTO(diag_embed_vjp,
    (tf_engine* engine, const tf_tensor* x, int64_t offset, int32_t axis1, int32_t axis2,
     const tf_tensor* grad_out, Out grad_x),
    return struct_vjp_call(engine, {TF_ARG(x), TF_ARG(grad_out)},
                           axes_args(StructOp::DiagEmbed, offset, axis1, axis2), x, grad_out,
                           grad_x);)
TF_ALLOC_AND_INTO(trace_vjp,
    (tf_engine* engine, const tf_tensor* x, int64_t offset, int32_t axis1, int32_t axis2,
     const tf_tensor* grad_out, Out grad_x),
    return struct_vjp_call(engine, {TF_ARG(x), TF_ARG(grad_out)},
                           axes_args(StructOp::Trace, offset, axis1, axis2), x, grad_out,
                           grad_x);)
TF_ALLOC_AND_INTO(flip_vjp,
    (tf_engine* engine, const tf_tensor* x, int32_t naxes, const int32_t* axes,
     const tf_tensor* grad_out, Out grad_x),
    return struct_vjp_call(engine, {TF_ARG(x), {axes, "axes", naxes != 0}, TF_ARG(grad_out)},
                           flip_args(naxes, axes), x, grad_out, grad_x);)
TF_ALLOC_AND_INTO(roll_vjp,
    (tf_engine* engine, const tf_tensor* x, int64_t shift, int32_t axis,
     const tf_tensor* grad_out, Out grad_x),
    return struct_vjp_call(engine, {TF_ARG(x), TF_ARG(grad_out)},
                           axes_args(StructOp::Roll, shift, axis, 0), x, grad_out, grad_x);)
TF_ALLOC_AND_INTO(tril_vjp,
    (tf_engine* engine, const tf_tensor* x, int64_t offset, const tf_tensor* grad_out,
     Out grad_x),
    return struct_vjp_call(engine, {TF_ARG(x), TF_ARG(grad_out)},
                           axes_args(StructOp::Tril, offset, 0, 0), x, grad_out, grad_x);)
TF_ALLOC_AND_INTO(triu_vjp,
    (tf_engine* engine, const tf_tensor* x, int64_t offset, const tf_tensor* grad_out,
     Out grad_x),
    return struct_vjp_call(engine, {TF_ARG(x), TF_ARG(grad_out)},
                           axes_args(StructOp::Triu, offset, 0, 0), x, grad_out, grad_x);)
TF_ALLOC_AND_INTO(broadcast_to_vjp,
    (tf_engine* engine, const tf_tensor* x, int32_t ndim, const int64_t* shape,
     const tf_tensor* grad_out, Out grad_x),
    return struct_vjp_call(engine, {TF_ARG(x), {shape, "shape", ndim > 0}, TF_ARG(grad_out)},
                           bcast_args(ndim, shape), x, grad_out, grad_x);)

// ---------------------------------------------------------------- views

extern "C" {

tf_status tf_broadcast_to_view(const tf_tensor* x, int32_t ndim, const int64_t* shape,
                               tf_tensor** out) {
  return checked({TF_ARG(x), {shape, "shape", ndim > 0}, TF_ARG(out)}, [&]() -> Status {
    Tensor* r;
    TF_TRY(broadcast_to_view(*obj(x), ndim, shape, &r));
    *out = handle(r);
    return TF_OK;
  });
}

tf_status tf_diagonal_view(const tf_tensor* x, int64_t offset, int32_t axis1, int32_t axis2,
                           tf_tensor** out) {
  return checked({TF_ARG(x), TF_ARG(out)}, [&]() -> Status {
    Tensor* r;
    TF_TRY(diagonal_view(*obj(x), offset, axis1, axis2, &r));
    *out = handle(r);
    return TF_OK;
  });
}

}  // extern "C"
