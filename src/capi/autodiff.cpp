// capi/autodiff.cpp: the derivative rules (VJP, JVP) of contractions,
// elementwise maps, reductions and layout at the C boundary.
#include <cstddef>
#include <cstdio>

#include "capi/boundary.hpp"
#include "capi/rule_out.hpp"
#include "ops/rules.hpp"

using namespace tf;

namespace {

// Fills the options part of spec (conj, path) from the caller's struct;
// a semiring other than the standard one has no rule yet.
Status read_einsum_rule_options(const tf_einsum_options* options, EinsumSpec* spec) {
  tf_einsum_options o;
  TF_TRY(read_options(options, "options", &o));
  if (o.semiring != TF_SEMIRING_STANDARD)
    return fail(TF_ERR_UNSUPPORTED,
                "options->semiring: %d, derivative rules exist only for TF_SEMIRING_STANDARD "
                "(0)",
                static_cast<int>(o.semiring));
  spec->conj = o.conj;
  spec->path = o.path;
  spec->path_len = o.path_len;
  return TF_OK;
}

// d: the caller's n result slots (tf_tensor* or tf_tensor**, see rule_out).
template <class O>
Status einsum_vjp_call(tf_engine* engine, const EinsumSpec& spec0, int32_t n,
                       const tf_tensor* const* operands, const tf_einsum_options* options,
                       const tf_tensor* grad_out, O const* grad_operands) {
  TF_NOT_NULL(engine);
  TF_ENGINE_USE(engine);
  TF_NOT_NULL(operands);
  TF_NOT_NULL(grad_out);
  TF_TRY(check_rule_operand_count(n));  // before the fixed arrays below
  EinsumSpec spec = spec0;
  TF_TRY(read_einsum_rule_options(options, &spec));
  // Argument names for messages, formatted once per process.
  static const struct Names {
    char s[kMaxRuleOperands][20];
    Names() {
      for (int i = 0; i < kMaxRuleOperands; ++i) snprintf(s[i], sizeof s[i], "grad_operands[%d]", i);
    }
  } names;
  RuleOut d[kMaxRuleOperands];  // on the stack: a warm call allocates nothing
  for (int32_t i = 0; i < n; ++i) d[i] = rule_out(grad_operands[i], names.s[i]);
  return einsum_vjp(*obj(engine), spec, n, reinterpret_cast<const Tensor* const*>(operands),
                    *obj(grad_out), d);
}

template <class O>
Status einsum_jvp_call(tf_engine* engine, const EinsumSpec& spec0, int32_t n,
                       const tf_tensor* const* operands, const tf_einsum_options* options,
                       const tf_tensor* const* t_operands, O t_out) {
  TF_NOT_NULL(engine);
  TF_ENGINE_USE(engine);
  TF_NOT_NULL(operands);
  EinsumSpec spec = spec0;
  TF_TRY(read_einsum_rule_options(options, &spec));
  return einsum_jvp(*obj(engine), spec, n, reinterpret_cast<const Tensor* const*>(operands),
                    reinterpret_cast<const Tensor* const*>(t_operands), rule_out(t_out, "t_out"));
}

EinsumSpec string_spec(const char* subscripts) {
  EinsumSpec s;
  s.subscripts = subscripts;
  return s;
}

EinsumSpec labels_spec(const int32_t* const* labels, int32_t out_ndim,
                       const int32_t* out_labels) {
  EinsumSpec s;
  s.labels = labels;
  s.out_ndim = out_ndim;
  s.out_labels = out_labels;
  return s;
}

const Tensor* opt(const tf_tensor* t) { return t ? obj(t) : nullptr; }

// The VJP of x under one enum parameter p (cast: dtype, contiguous: layout).
template <class E, class O>
tf_status enum_vjp_entry(Status (*rule)(Engine&, const Tensor&, int32_t, const Tensor&,
                                        const RuleOut&),
                         tf_engine* engine, const tf_tensor* x, E p, const tf_tensor* grad_out,
                         O grad_x) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(grad_out)}, [&](Engine& e) {
    return rule(e, *obj(x), enum_arg(p), *obj(grad_out), rule_out(grad_x, "grad_x"));
  });
}

// dot (conj false) and vdot (conj true).
template <class O>
tf_status dot_vjp_entry(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, bool conj,
                        tf_scalar grad_out, O grad_x, O grad_y) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(y)}, [&](Engine& e) {
    return dot_vjp(e, *obj(x), *obj(y), conj, grad_out, rule_out(grad_x, "grad_x"),
                   rule_out(grad_y, "grad_y"));
  });
}
tf_status dot_jvp_entry(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, bool conj,
                        const tf_tensor* t_x, const tf_tensor* t_y, tf_scalar* t_out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(t_out)}, [&](Engine& e) {
    return dot_jvp(e, *obj(x), *obj(y), conj, opt(t_x), opt(t_y), t_out);
  });
}

}  // namespace

// Each rule's allocating and _into forms, from one definition
// (TF_ALLOC_AND_INTO, capi/boundary.hpp).

// ---------------------------------------------------------------- einsum
// The subscripts (or labels) and the result slots are checked before the
// engine.

TF_ALLOC_AND_INTO(einsum_vjp,
    (tf_engine* engine, const char* subscripts, int32_t n, const tf_tensor* const* operands,
     const tf_einsum_options* options, const tf_tensor* grad_out, Out const* grad_operands),
    return checked({TF_ARG(subscripts), TF_ARG(grad_operands)}, [&] {
      return einsum_vjp_call(engine, string_spec(subscripts), n, operands, options, grad_out,
                             grad_operands);
    });)

TF_ALLOC_AND_INTO(einsum_jvp,
    (tf_engine* engine, const char* subscripts, int32_t n, const tf_tensor* const* operands,
     const tf_einsum_options* options, const tf_tensor* const* t_operands, Out t_out),
    return checked({TF_ARG(subscripts), TF_ARG(t_out)}, [&] {
      return einsum_jvp_call(engine, string_spec(subscripts), n, operands, options, t_operands,
                             t_out);
    });)

TF_ALLOC_AND_INTO(einsum_labels_vjp,
    (tf_engine* engine, int32_t n, const tf_tensor* const* operands,
     const int32_t* const* labels, int32_t out_ndim, const int32_t* out_labels,
     const tf_einsum_options* options, const tf_tensor* grad_out, Out const* grad_operands),
    return checked({TF_ARG(labels), TF_ARG(grad_operands)}, [&] {
      return einsum_vjp_call(engine, labels_spec(labels, out_ndim, out_labels), n, operands,
                             options, grad_out, grad_operands);
    });)

TF_ALLOC_AND_INTO(einsum_labels_jvp,
    (tf_engine* engine, int32_t n, const tf_tensor* const* operands,
     const int32_t* const* labels, int32_t out_ndim, const int32_t* out_labels,
     const tf_einsum_options* options, const tf_tensor* const* t_operands, Out t_out),
    return checked({TF_ARG(labels), TF_ARG(t_out)}, [&] {
      return einsum_jvp_call(engine, labels_spec(labels, out_ndim, out_labels), n, operands,
                             options, t_operands, t_out);
    });)

// ------------------------------------------------------------- tensordot

TF_ALLOC_AND_INTO(tensordot_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, int32_t naxes,
     const int32_t* axes_a, const int32_t* axes_b, int32_t conj_a, int32_t conj_b,
     const tf_tensor* grad_out, Out grad_a, Out grad_b),
    return op_entry(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(grad_out)}, [&](Engine& e) {
      return tensordot_vjp(e, *obj(a), *obj(b), naxes, axes_a, axes_b, conj_a != 0, conj_b != 0,
                           *obj(grad_out), rule_out(grad_a, "grad_a"), rule_out(grad_b, "grad_b"));
    });)

TF_ALLOC_AND_INTO(tensordot_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, int32_t naxes,
     const int32_t* axes_a, const int32_t* axes_b, int32_t conj_a, int32_t conj_b,
     const tf_tensor* t_a, const tf_tensor* t_b, Out t_out),
    return op_entry(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(t_out)}, [&](Engine& e) {
      return tensordot_jvp(e, *obj(a), *obj(b), naxes, axes_a, axes_b, conj_a != 0, conj_b != 0,
                           opt(t_a), opt(t_b), rule_out(t_out, "t_out"));
    });)

// ---------------------------------------------------------------- matmul

TF_ALLOC_AND_INTO(matmul_vjp,
    (tf_engine* engine, tf_op op_a, const tf_tensor* a, tf_op op_b, const tf_tensor* b,
     const tf_tensor* grad_out, Out grad_a, Out grad_b),
    return op_entry(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(grad_out)}, [&](Engine& e) {
      return matmul_vjp(e, enum_arg(op_a), *obj(a), enum_arg(op_b), *obj(b), *obj(grad_out),
                        rule_out(grad_a, "grad_a"), rule_out(grad_b, "grad_b"));
    });)

TF_ALLOC_AND_INTO(matmul_jvp,
    (tf_engine* engine, tf_op op_a, const tf_tensor* a, tf_op op_b, const tf_tensor* b,
     const tf_tensor* t_a, const tf_tensor* t_b, Out t_out),
    return op_entry(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(t_out)}, [&](Engine& e) {
      return matmul_jvp(e, enum_arg(op_a), *obj(a), enum_arg(op_b), *obj(b), opt(t_a),
                        opt(t_b), rule_out(t_out, "t_out"));
    });)

// ------------------------------------- elementwise, reductions, layout

TF_ALLOC_AND_INTO(unary_vjp,
    (tf_engine* engine, tf_unary_op op, const tf_tensor* x, const tf_tensor* grad_out,
     Out grad_x),
    return op_entry(engine, {TF_ARG(x), TF_ARG(grad_out)}, [&](Engine& e) {
      return unary_vjp(e, enum_arg(op), *obj(x), *obj(grad_out), rule_out(grad_x, "grad_x"));
    });)

TF_ALLOC_AND_INTO(unary_jvp,
    (tf_engine* engine, tf_unary_op op, const tf_tensor* x, const tf_tensor* t_x, Out t_out),
    return op_entry(engine, {TF_ARG(x), TF_ARG(t_out)}, [&](Engine& e) {
      return unary_jvp(e, enum_arg(op), *obj(x), opt(t_x), rule_out(t_out, "t_out"));
    });)

TF_ALLOC_AND_INTO(scale_vjp,
    (tf_engine* engine, tf_scalar alpha, const tf_tensor* x, const tf_tensor* grad_out,
     Out grad_x),
    return op_entry(engine, {TF_ARG(x), TF_ARG(grad_out)}, [&](Engine& e) {
      return scale_vjp(e, alpha, *obj(x), *obj(grad_out), rule_out(grad_x, "grad_x"));
    });)

TF_ALLOC_AND_INTO(scale_jvp,
    (tf_engine* engine, tf_scalar alpha, const tf_tensor* x, const tf_tensor* t_x, Out t_out),
    return op_entry(engine, {TF_ARG(x), TF_ARG(t_out)}, [&](Engine& e) {
      return scale_jvp(e, alpha, *obj(x), opt(t_x), rule_out(t_out, "t_out"));
    });)

TF_ALLOC_AND_INTO(binary_vjp,
    (tf_engine* engine, tf_binary_op op, const tf_tensor* x, const tf_tensor* y,
     const tf_tensor* grad_out, Out grad_x, Out grad_y),
    return op_entry(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(grad_out)}, [&](Engine& e) {
      return binary_vjp(e, enum_arg(op), *obj(x), *obj(y), *obj(grad_out),
                        rule_out(grad_x, "grad_x"), rule_out(grad_y, "grad_y"));
    });)

TF_ALLOC_AND_INTO(binary_jvp,
    (tf_engine* engine, tf_binary_op op, const tf_tensor* x, const tf_tensor* y,
     const tf_tensor* t_x, const tf_tensor* t_y, Out t_out),
    return op_entry(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(t_out)}, [&](Engine& e) {
      return binary_jvp(e, enum_arg(op), *obj(x), *obj(y), opt(t_x), opt(t_y),
                        rule_out(t_out, "t_out"));
    });)

TF_ALLOC_AND_INTO(axpby_vjp,
    (tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_scalar beta, const tf_tensor* y,
     const tf_tensor* grad_out, Out grad_x, Out grad_y),
    return op_entry(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(grad_out)}, [&](Engine& e) {
      return axpby_vjp(e, alpha, *obj(x), beta, *obj(y), *obj(grad_out), rule_out(grad_x, "grad_x"),
                       rule_out(grad_y, "grad_y"));
    });)

TF_ALLOC_AND_INTO(axpby_jvp,
    (tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_scalar beta, const tf_tensor* y,
     const tf_tensor* t_x, const tf_tensor* t_y, Out t_out),
    return op_entry(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(t_out)}, [&](Engine& e) {
      return axpby_jvp(e, alpha, *obj(x), beta, *obj(y), opt(t_x), opt(t_y),
                       rule_out(t_out, "t_out"));
    });)

TF_ALLOC_AND_INTO(cast_vjp,
    (tf_engine* engine, const tf_tensor* x, tf_dtype dtype, const tf_tensor* grad_out,
     Out grad_x),
    return enum_vjp_entry(cast_vjp, engine, x, dtype, grad_out, grad_x);)

TF_ALLOC_AND_INTO(cast_jvp,
    (tf_engine* engine, const tf_tensor* x, tf_dtype dtype, const tf_tensor* t_x, Out t_out),
    return op_entry(engine, {TF_ARG(x), TF_ARG(t_out)}, [&](Engine& e) {
      return cast_jvp(e, *obj(x), enum_arg(dtype), opt(t_x), rule_out(t_out, "t_out"));
    });)

TF_ALLOC_AND_INTO(reduce_vjp,
    (tf_engine* engine, tf_reduce_op op, const tf_tensor* x, int32_t naxes, const int32_t* axes,
     int32_t keepdims, const tf_tensor* grad_out, Out grad_x),
    return op_entry(engine, {TF_ARG(x), TF_ARG(grad_out)}, [&](Engine& e) {
      return reduce_vjp(e, enum_arg(op), *obj(x), naxes, axes, keepdims != 0, *obj(grad_out),
                        rule_out(grad_x, "grad_x"));
    });)

TF_ALLOC_AND_INTO(reduce_jvp,
    (tf_engine* engine, tf_reduce_op op, const tf_tensor* x, int32_t naxes, const int32_t* axes,
     int32_t keepdims, const tf_tensor* t_x, Out t_out),
    return op_entry(engine, {TF_ARG(x), TF_ARG(t_out)}, [&](Engine& e) {
      return reduce_jvp(e, enum_arg(op), *obj(x), naxes, axes, keepdims != 0, opt(t_x),
                        rule_out(t_out, "t_out"));
    });)

// dot and vdot: one rule each way, vdot conjugating x (dot_entries below).
TF_ALLOC_AND_INTO(dot_vjp,
    (tf_engine* engine, const tf_tensor* x, const tf_tensor* y, tf_scalar grad_out, Out grad_x,
     Out grad_y),
    return dot_vjp_entry(engine, x, y, false, grad_out, grad_x, grad_y);)
TF_ALLOC_AND_INTO(vdot_vjp,
    (tf_engine* engine, const tf_tensor* x, const tf_tensor* y, tf_scalar grad_out, Out grad_x,
     Out grad_y),
    return dot_vjp_entry(engine, x, y, true, grad_out, grad_x, grad_y);)

TF_ALLOC_AND_INTO(permute_vjp,
    (tf_engine* engine, const tf_tensor* x, const int32_t* perm, const tf_tensor* grad_out,
     Out grad_x),
    return op_entry(engine, {TF_ARG(x), TF_ARG(perm), TF_ARG(grad_out)}, [&](Engine& e) {
      return permute_vjp(e, *obj(x), perm, *obj(grad_out), rule_out(grad_x, "grad_x"));
    });)

TF_ALLOC_AND_INTO(reshape_vjp,
    (tf_engine* engine, const tf_tensor* x, int32_t ndim, const int64_t* shape, tf_layout order,
     const tf_tensor* grad_out, Out grad_x),
    return op_entry(engine, {TF_ARG(x), TF_ARG(grad_out)}, [&](Engine& e) {
      return reshape_vjp(e, *obj(x), ndim, shape, enum_arg(order), *obj(grad_out),
                         rule_out(grad_x, "grad_x"));
    });)

TF_ALLOC_AND_INTO(slice_vjp,
    (tf_engine* engine, const tf_tensor* x, const int64_t* starts, const int64_t* stops,
     const int64_t* steps, const tf_tensor* grad_out, Out grad_x),
    return op_entry(engine, {TF_ARG(x), TF_ARG(starts), TF_ARG(stops), TF_ARG(grad_out)},
                    [&](Engine& e) {
                      return slice_vjp(e, *obj(x), starts, stops, steps, *obj(grad_out),
                                       rule_out(grad_x, "grad_x"));
                    });)

TF_ALLOC_AND_INTO(contiguous_vjp,
    (tf_engine* engine, const tf_tensor* x, tf_layout layout, const tf_tensor* grad_out,
     Out grad_x),
    return enum_vjp_entry(contiguous_vjp, engine, x, layout, grad_out, grad_x);)

// The JVP of dot and vdot is a scalar: one form.
extern "C" {
tf_status tf_dot_jvp(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                     const tf_tensor* t_x, const tf_tensor* t_y, tf_scalar* t_out) {
  return dot_jvp_entry(engine, x, y, false, t_x, t_y, t_out);
}
tf_status tf_vdot_jvp(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                      const tf_tensor* t_x, const tf_tensor* t_y, tf_scalar* t_out) {
  return dot_jvp_entry(engine, x, y, true, t_x, t_y, t_out);
}
}  // extern "C"
