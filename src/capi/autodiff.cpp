// capi/autodiff.cpp: the derivative rules (VJP, JVP) of contractions,
// elementwise maps, reductions and layout at the C boundary.
#include <cstddef>
#include <cstdio>

#include "capi/boundary.hpp"
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

// One result slot of the C caller: an allocating out-pointer or a tensor.
RuleOut rule_out(tf_tensor** alloc, tf_tensor* into, const char* name) {
  RuleOut o;
  o.alloc = reinterpret_cast<Tensor**>(alloc);
  o.into = into ? obj(into) : nullptr;
  o.name = name;
  return o;
}

Status einsum_vjp_call(tf_engine* engine, const EinsumSpec& spec0, int32_t n,
                       const tf_tensor* const* operands, const tf_einsum_options* options,
                       const tf_tensor* cotangent, tf_tensor** const* d_alloc,
                       tf_tensor* const* d_into) {
  TF_NOT_NULL(engine);
  TF_ENGINE_USE(engine);
  TF_NOT_NULL(operands);
  TF_NOT_NULL(cotangent);
  if (n < 1) return fail(TF_ERR_INVALID_ARGUMENT, "n: %d, expected at least 1 operand", n);
  if (n > 64) return fail(TF_ERR_UNSUPPORTED, "n: %d operands, at most 64 are supported", n);
  EinsumSpec spec = spec0;
  TF_TRY(read_einsum_rule_options(options, &spec));
  // Argument names for messages, formatted once per process.
  static const struct Names {
    char s[64][20];
    Names() {
      for (int i = 0; i < 64; ++i) snprintf(s[i], sizeof s[i], "d_operands[%d]", i);
    }
  } names;
  RuleOut d[64];  // on the stack: a warm call allocates nothing
  for (int32_t i = 0; i < n; ++i)
    d[i] = rule_out(d_alloc ? d_alloc[i] : nullptr, d_into ? d_into[i] : nullptr, names.s[i]);
  return einsum_vjp(*obj(engine), spec, n, reinterpret_cast<const Tensor* const*>(operands),
                    *obj(cotangent), d);
}

Status einsum_jvp_call(tf_engine* engine, const EinsumSpec& spec0, int32_t n,
                       const tf_tensor* const* operands, const tf_einsum_options* options,
                       const tf_tensor* const* tangents, tf_tensor** alloc, tf_tensor* into) {
  TF_NOT_NULL(engine);
  TF_ENGINE_USE(engine);
  TF_NOT_NULL(operands);
  EinsumSpec spec = spec0;
  TF_TRY(read_einsum_rule_options(options, &spec));
  return einsum_jvp(*obj(engine), spec, n, reinterpret_cast<const Tensor* const*>(operands),
                    reinterpret_cast<const Tensor* const*>(tangents),
                    rule_out(alloc, into, "d_out"));
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

}  // namespace

extern "C" {

// ---------------------------------------------------------------- einsum

tf_status tf_einsum_vjp(tf_engine* engine, const char* subscripts, int32_t n,
                        const tf_tensor* const* operands, const tf_einsum_options* options,
                        const tf_tensor* cotangent, tf_tensor** const* d_operands) {
  return guard([&]() -> Status {
    TF_NOT_NULL(subscripts);
    TF_NOT_NULL(d_operands);
    return einsum_vjp_call(engine, string_spec(subscripts), n, operands, options, cotangent,
                           d_operands, nullptr);
  });
}

tf_status tf_einsum_vjp_into(tf_engine* engine, const char* subscripts, int32_t n,
                             const tf_tensor* const* operands, const tf_einsum_options* options,
                             const tf_tensor* cotangent, tf_tensor* const* d_operands) {
  return guard([&]() -> Status {
    TF_NOT_NULL(subscripts);
    TF_NOT_NULL(d_operands);
    return einsum_vjp_call(engine, string_spec(subscripts), n, operands, options, cotangent,
                           nullptr, d_operands);
  });
}

tf_status tf_einsum_jvp(tf_engine* engine, const char* subscripts, int32_t n,
                        const tf_tensor* const* operands, const tf_einsum_options* options,
                        const tf_tensor* const* tangents, tf_tensor** d_out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(subscripts);
    TF_NOT_NULL(d_out);
    return einsum_jvp_call(engine, string_spec(subscripts), n, operands, options, tangents,
                           d_out, nullptr);
  });
}

tf_status tf_einsum_jvp_into(tf_engine* engine, const char* subscripts, int32_t n,
                             const tf_tensor* const* operands, const tf_einsum_options* options,
                             const tf_tensor* const* tangents, tf_tensor* d_out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(subscripts);
    TF_NOT_NULL(d_out);
    return einsum_jvp_call(engine, string_spec(subscripts), n, operands, options, tangents,
                           nullptr, d_out);
  });
}

tf_status tf_einsum_labels_vjp(tf_engine* engine, int32_t n, const tf_tensor* const* operands,
                               const int32_t* const* labels, int32_t out_ndim,
                               const int32_t* out_labels, const tf_einsum_options* options,
                               const tf_tensor* cotangent, tf_tensor** const* d_operands) {
  return guard([&]() -> Status {
    TF_NOT_NULL(labels);
    TF_NOT_NULL(d_operands);
    return einsum_vjp_call(engine, labels_spec(labels, out_ndim, out_labels), n, operands,
                           options, cotangent, d_operands, nullptr);
  });
}

tf_status tf_einsum_labels_vjp_into(tf_engine* engine, int32_t n,
                                    const tf_tensor* const* operands,
                                    const int32_t* const* labels, int32_t out_ndim,
                                    const int32_t* out_labels,
                                    const tf_einsum_options* options,
                                    const tf_tensor* cotangent, tf_tensor* const* d_operands) {
  return guard([&]() -> Status {
    TF_NOT_NULL(labels);
    TF_NOT_NULL(d_operands);
    return einsum_vjp_call(engine, labels_spec(labels, out_ndim, out_labels), n, operands,
                           options, cotangent, nullptr, d_operands);
  });
}

tf_status tf_einsum_labels_jvp(tf_engine* engine, int32_t n, const tf_tensor* const* operands,
                               const int32_t* const* labels, int32_t out_ndim,
                               const int32_t* out_labels, const tf_einsum_options* options,
                               const tf_tensor* const* tangents, tf_tensor** d_out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(labels);
    TF_NOT_NULL(d_out);
    return einsum_jvp_call(engine, labels_spec(labels, out_ndim, out_labels), n, operands,
                           options, tangents, d_out, nullptr);
  });
}

tf_status tf_einsum_labels_jvp_into(tf_engine* engine, int32_t n,
                                    const tf_tensor* const* operands,
                                    const int32_t* const* labels, int32_t out_ndim,
                                    const int32_t* out_labels,
                                    const tf_einsum_options* options,
                                    const tf_tensor* const* tangents, tf_tensor* d_out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(labels);
    TF_NOT_NULL(d_out);
    return einsum_jvp_call(engine, labels_spec(labels, out_ndim, out_labels), n, operands,
                           options, tangents, nullptr, d_out);
  });
}

// ------------------------------------------------------------- tensordot

#define TF_RULE_PROLOGUE(engine) \
  TF_NOT_NULL(engine);           \
  TF_ENGINE_USE(engine)

tf_status tf_tensordot_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                           int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                           int32_t conj_a, int32_t conj_b, const tf_tensor* cotangent,
                           tf_tensor** d_a, tf_tensor** d_b) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(cotangent);
    return tensordot_vjp(*obj(engine), *obj(a), *obj(b), naxes, axes_a, axes_b, conj_a != 0,
                         conj_b != 0, *obj(cotangent), rule_out(d_a, nullptr, "d_a"),
                         rule_out(d_b, nullptr, "d_b"));
  });
}

tf_status tf_tensordot_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                                int32_t conj_a, int32_t conj_b, const tf_tensor* cotangent,
                                tf_tensor* d_a, tf_tensor* d_b) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(cotangent);
    return tensordot_vjp(*obj(engine), *obj(a), *obj(b), naxes, axes_a, axes_b, conj_a != 0,
                         conj_b != 0, *obj(cotangent), rule_out(nullptr, d_a, "d_a"),
                         rule_out(nullptr, d_b, "d_b"));
  });
}

tf_status tf_tensordot_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                           int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                           int32_t conj_a, int32_t conj_b, const tf_tensor* t_a,
                           const tf_tensor* t_b, tf_tensor** d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(d_out);
    return tensordot_jvp(*obj(engine), *obj(a), *obj(b), naxes, axes_a, axes_b, conj_a != 0,
                         conj_b != 0, opt(t_a), opt(t_b), rule_out(d_out, nullptr, "d_out"));
  });
}

tf_status tf_tensordot_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                                int32_t conj_a, int32_t conj_b, const tf_tensor* t_a,
                                const tf_tensor* t_b, tf_tensor* d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(d_out);
    return tensordot_jvp(*obj(engine), *obj(a), *obj(b), naxes, axes_a, axes_b, conj_a != 0,
                         conj_b != 0, opt(t_a), opt(t_b), rule_out(nullptr, d_out, "d_out"));
  });
}

// ---------------------------------------------------------------- matmul

tf_status tf_matmul_vjp(tf_engine* engine, tf_op op_a, const tf_tensor* a, tf_op op_b,
                        const tf_tensor* b, const tf_tensor* cotangent, tf_tensor** d_a,
                        tf_tensor** d_b) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(cotangent);
    return matmul_vjp(*obj(engine), enum_arg(op_a), *obj(a), enum_arg(op_b), *obj(b),
                      *obj(cotangent), rule_out(d_a, nullptr, "d_a"),
                      rule_out(d_b, nullptr, "d_b"));
  });
}

tf_status tf_matmul_vjp_into(tf_engine* engine, tf_op op_a, const tf_tensor* a, tf_op op_b,
                             const tf_tensor* b, const tf_tensor* cotangent, tf_tensor* d_a,
                             tf_tensor* d_b) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(cotangent);
    return matmul_vjp(*obj(engine), enum_arg(op_a), *obj(a), enum_arg(op_b), *obj(b),
                      *obj(cotangent), rule_out(nullptr, d_a, "d_a"),
                      rule_out(nullptr, d_b, "d_b"));
  });
}

tf_status tf_matmul_jvp(tf_engine* engine, tf_op op_a, const tf_tensor* a, tf_op op_b,
                        const tf_tensor* b, const tf_tensor* t_a, const tf_tensor* t_b,
                        tf_tensor** d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(d_out);
    return matmul_jvp(*obj(engine), enum_arg(op_a), *obj(a), enum_arg(op_b), *obj(b), opt(t_a),
                      opt(t_b), rule_out(d_out, nullptr, "d_out"));
  });
}

tf_status tf_matmul_jvp_into(tf_engine* engine, tf_op op_a, const tf_tensor* a, tf_op op_b,
                             const tf_tensor* b, const tf_tensor* t_a, const tf_tensor* t_b,
                             tf_tensor* d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(d_out);
    return matmul_jvp(*obj(engine), enum_arg(op_a), *obj(a), enum_arg(op_b), *obj(b), opt(t_a),
                      opt(t_b), rule_out(nullptr, d_out, "d_out"));
  });
}

// ------------------------------------- elementwise, reductions, layout

tf_status tf_unary_vjp(tf_engine* engine, tf_unary_op op, const tf_tensor* x, const tf_tensor* cotangent,
                       tf_tensor** d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return unary_vjp(*obj(engine), enum_arg(op), *obj(x), *obj(cotangent), rule_out(d_x, nullptr, "d_x"));
  });
}

tf_status tf_unary_jvp(tf_engine* engine, tf_unary_op op, const tf_tensor* x, const tf_tensor* t_x,
                       tf_tensor** d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(d_out);
    return unary_jvp(*obj(engine), enum_arg(op), *obj(x), opt(t_x), rule_out(d_out, nullptr, "d_out"));
  });
}

tf_status tf_scale_vjp(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                       const tf_tensor* cotangent, tf_tensor** d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return scale_vjp(*obj(engine), alpha, *obj(x), *obj(cotangent), rule_out(d_x, nullptr, "d_x"));
  });
}

tf_status tf_scale_jvp(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, const tf_tensor* t_x,
                       tf_tensor** d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(d_out);
    return scale_jvp(*obj(engine), alpha, *obj(x), opt(t_x), rule_out(d_out, nullptr, "d_out"));
  });
}

tf_status tf_binary_vjp(tf_engine* engine, tf_binary_op op, const tf_tensor* x, const tf_tensor* y,
                        const tf_tensor* cotangent, tf_tensor** d_x, tf_tensor** d_y) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(cotangent);
    return binary_vjp(*obj(engine), enum_arg(op), *obj(x), *obj(y), *obj(cotangent), rule_out(d_x, nullptr, "d_x"), rule_out(d_y, nullptr, "d_y"));
  });
}

tf_status tf_binary_jvp(tf_engine* engine, tf_binary_op op, const tf_tensor* x, const tf_tensor* y,
                        const tf_tensor* t_x, const tf_tensor* t_y, tf_tensor** d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(d_out);
    return binary_jvp(*obj(engine), enum_arg(op), *obj(x), *obj(y), opt(t_x), opt(t_y), rule_out(d_out, nullptr, "d_out"));
  });
}

tf_status tf_axpby_vjp(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_scalar beta,
                       const tf_tensor* y, const tf_tensor* cotangent, tf_tensor** d_x,
                       tf_tensor** d_y) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(cotangent);
    return axpby_vjp(*obj(engine), alpha, *obj(x), beta, *obj(y), *obj(cotangent), rule_out(d_x, nullptr, "d_x"), rule_out(d_y, nullptr, "d_y"));
  });
}

tf_status tf_axpby_jvp(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_scalar beta,
                       const tf_tensor* y, const tf_tensor* t_x, const tf_tensor* t_y,
                       tf_tensor** d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(d_out);
    return axpby_jvp(*obj(engine), alpha, *obj(x), beta, *obj(y), opt(t_x), opt(t_y), rule_out(d_out, nullptr, "d_out"));
  });
}

tf_status tf_cast_vjp(tf_engine* engine, const tf_tensor* x, tf_dtype dtype, const tf_tensor* cotangent,
                      tf_tensor** d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return cast_vjp(*obj(engine), *obj(x), enum_arg(dtype), *obj(cotangent), rule_out(d_x, nullptr, "d_x"));
  });
}

tf_status tf_cast_jvp(tf_engine* engine, const tf_tensor* x, tf_dtype dtype, const tf_tensor* t_x,
                      tf_tensor** d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(d_out);
    return cast_jvp(*obj(engine), *obj(x), enum_arg(dtype), opt(t_x), rule_out(d_out, nullptr, "d_out"));
  });
}

tf_status tf_reduce_vjp(tf_engine* engine, tf_reduce_op op, const tf_tensor* x, int32_t naxes,
                        const int32_t* axes, int32_t keepdims, const tf_tensor* cotangent,
                        tf_tensor** d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return reduce_vjp(*obj(engine), enum_arg(op), *obj(x), naxes, axes, keepdims != 0, *obj(cotangent), rule_out(d_x, nullptr, "d_x"));
  });
}

tf_status tf_reduce_jvp(tf_engine* engine, tf_reduce_op op, const tf_tensor* x, int32_t naxes,
                        const int32_t* axes, int32_t keepdims, const tf_tensor* t_x,
                        tf_tensor** d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(d_out);
    return reduce_jvp(*obj(engine), enum_arg(op), *obj(x), naxes, axes, keepdims != 0, opt(t_x), rule_out(d_out, nullptr, "d_out"));
  });
}

tf_status tf_dot_vjp(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, tf_scalar cotangent,
                     tf_tensor** d_x, tf_tensor** d_y) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    return dot_vjp(*obj(engine), *obj(x), *obj(y), false, cotangent, rule_out(d_x, nullptr, "d_x"), rule_out(d_y, nullptr, "d_y"));
  });
}

tf_status tf_vdot_vjp(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, tf_scalar cotangent,
                      tf_tensor** d_x, tf_tensor** d_y) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    return dot_vjp(*obj(engine), *obj(x), *obj(y), true, cotangent, rule_out(d_x, nullptr, "d_x"), rule_out(d_y, nullptr, "d_y"));
  });
}

tf_status tf_permute_vjp(tf_engine* engine, const tf_tensor* x, const int32_t* perm,
                         const tf_tensor* cotangent, tf_tensor** d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(perm);
    TF_NOT_NULL(cotangent);
    return permute_vjp(*obj(engine), *obj(x), perm, *obj(cotangent), rule_out(d_x, nullptr, "d_x"));
  });
}

tf_status tf_reshape_vjp(tf_engine* engine, const tf_tensor* x, int32_t ndim, const int64_t* shape,
                         tf_layout order, const tf_tensor* cotangent, tf_tensor** d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return reshape_vjp(*obj(engine), *obj(x), ndim, shape, enum_arg(order), *obj(cotangent), rule_out(d_x, nullptr, "d_x"));
  });
}

tf_status tf_slice_vjp(tf_engine* engine, const tf_tensor* x, const int64_t* starts,
                       const int64_t* stops, const int64_t* steps, const tf_tensor* cotangent,
                       tf_tensor** d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(starts);
    TF_NOT_NULL(stops);
    TF_NOT_NULL(cotangent);
    return slice_vjp(*obj(engine), *obj(x), starts, stops, steps, *obj(cotangent), rule_out(d_x, nullptr, "d_x"));
  });
}

tf_status tf_contiguous_vjp(tf_engine* engine, const tf_tensor* x, tf_layout layout,
                            const tf_tensor* cotangent, tf_tensor** d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return contiguous_vjp(*obj(engine), *obj(x), enum_arg(layout), *obj(cotangent), rule_out(d_x, nullptr, "d_x"));
  });
}

tf_status tf_unary_vjp_into(tf_engine* engine, tf_unary_op op, const tf_tensor* x,
                            const tf_tensor* cotangent, tf_tensor* d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return unary_vjp(*obj(engine), enum_arg(op), *obj(x), *obj(cotangent), rule_out(nullptr, d_x, "d_x"));
  });
}

tf_status tf_unary_jvp_into(tf_engine* engine, tf_unary_op op, const tf_tensor* x, const tf_tensor* t_x,
                            tf_tensor* d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(d_out);
    return unary_jvp(*obj(engine), enum_arg(op), *obj(x), opt(t_x), rule_out(nullptr, d_out, "d_out"));
  });
}

tf_status tf_scale_vjp_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                            const tf_tensor* cotangent, tf_tensor* d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return scale_vjp(*obj(engine), alpha, *obj(x), *obj(cotangent), rule_out(nullptr, d_x, "d_x"));
  });
}

tf_status tf_scale_jvp_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, const tf_tensor* t_x,
                            tf_tensor* d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(d_out);
    return scale_jvp(*obj(engine), alpha, *obj(x), opt(t_x), rule_out(nullptr, d_out, "d_out"));
  });
}

tf_status tf_binary_vjp_into(tf_engine* engine, tf_binary_op op, const tf_tensor* x, const tf_tensor* y,
                             const tf_tensor* cotangent, tf_tensor* d_x, tf_tensor* d_y) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(cotangent);
    return binary_vjp(*obj(engine), enum_arg(op), *obj(x), *obj(y), *obj(cotangent), rule_out(nullptr, d_x, "d_x"), rule_out(nullptr, d_y, "d_y"));
  });
}

tf_status tf_binary_jvp_into(tf_engine* engine, tf_binary_op op, const tf_tensor* x, const tf_tensor* y,
                             const tf_tensor* t_x, const tf_tensor* t_y, tf_tensor* d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(d_out);
    return binary_jvp(*obj(engine), enum_arg(op), *obj(x), *obj(y), opt(t_x), opt(t_y), rule_out(nullptr, d_out, "d_out"));
  });
}

tf_status tf_axpby_vjp_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_scalar beta,
                            const tf_tensor* y, const tf_tensor* cotangent, tf_tensor* d_x,
                            tf_tensor* d_y) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(cotangent);
    return axpby_vjp(*obj(engine), alpha, *obj(x), beta, *obj(y), *obj(cotangent), rule_out(nullptr, d_x, "d_x"), rule_out(nullptr, d_y, "d_y"));
  });
}

tf_status tf_axpby_jvp_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_scalar beta,
                            const tf_tensor* y, const tf_tensor* t_x, const tf_tensor* t_y,
                            tf_tensor* d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(d_out);
    return axpby_jvp(*obj(engine), alpha, *obj(x), beta, *obj(y), opt(t_x), opt(t_y), rule_out(nullptr, d_out, "d_out"));
  });
}

tf_status tf_cast_vjp_into(tf_engine* engine, const tf_tensor* x, tf_dtype dtype,
                           const tf_tensor* cotangent, tf_tensor* d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return cast_vjp(*obj(engine), *obj(x), enum_arg(dtype), *obj(cotangent), rule_out(nullptr, d_x, "d_x"));
  });
}

tf_status tf_cast_jvp_into(tf_engine* engine, const tf_tensor* x, tf_dtype dtype, const tf_tensor* t_x,
                           tf_tensor* d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(d_out);
    return cast_jvp(*obj(engine), *obj(x), enum_arg(dtype), opt(t_x), rule_out(nullptr, d_out, "d_out"));
  });
}

tf_status tf_reduce_vjp_into(tf_engine* engine, tf_reduce_op op, const tf_tensor* x, int32_t naxes,
                             const int32_t* axes, int32_t keepdims, const tf_tensor* cotangent,
                             tf_tensor* d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return reduce_vjp(*obj(engine), enum_arg(op), *obj(x), naxes, axes, keepdims != 0, *obj(cotangent), rule_out(nullptr, d_x, "d_x"));
  });
}

tf_status tf_reduce_jvp_into(tf_engine* engine, tf_reduce_op op, const tf_tensor* x, int32_t naxes,
                             const int32_t* axes, int32_t keepdims, const tf_tensor* t_x,
                             tf_tensor* d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(d_out);
    return reduce_jvp(*obj(engine), enum_arg(op), *obj(x), naxes, axes, keepdims != 0, opt(t_x), rule_out(nullptr, d_out, "d_out"));
  });
}

tf_status tf_dot_vjp_into(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, tf_scalar cotangent,
                          tf_tensor* d_x, tf_tensor* d_y) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    return dot_vjp(*obj(engine), *obj(x), *obj(y), false, cotangent, rule_out(nullptr, d_x, "d_x"), rule_out(nullptr, d_y, "d_y"));
  });
}

tf_status tf_vdot_vjp_into(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                           tf_scalar cotangent, tf_tensor* d_x, tf_tensor* d_y) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    return dot_vjp(*obj(engine), *obj(x), *obj(y), true, cotangent, rule_out(nullptr, d_x, "d_x"), rule_out(nullptr, d_y, "d_y"));
  });
}

tf_status tf_permute_vjp_into(tf_engine* engine, const tf_tensor* x, const int32_t* perm,
                              const tf_tensor* cotangent, tf_tensor* d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(perm);
    TF_NOT_NULL(cotangent);
    return permute_vjp(*obj(engine), *obj(x), perm, *obj(cotangent), rule_out(nullptr, d_x, "d_x"));
  });
}

tf_status tf_reshape_vjp_into(tf_engine* engine, const tf_tensor* x, int32_t ndim, const int64_t* shape,
                              tf_layout order, const tf_tensor* cotangent, tf_tensor* d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return reshape_vjp(*obj(engine), *obj(x), ndim, shape, enum_arg(order), *obj(cotangent), rule_out(nullptr, d_x, "d_x"));
  });
}

tf_status tf_slice_vjp_into(tf_engine* engine, const tf_tensor* x, const int64_t* starts,
                            const int64_t* stops, const int64_t* steps,
                            const tf_tensor* cotangent, tf_tensor* d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(starts);
    TF_NOT_NULL(stops);
    TF_NOT_NULL(cotangent);
    return slice_vjp(*obj(engine), *obj(x), starts, stops, steps, *obj(cotangent), rule_out(nullptr, d_x, "d_x"));
  });
}

tf_status tf_contiguous_vjp_into(tf_engine* engine, const tf_tensor* x, tf_layout layout,
                                 const tf_tensor* cotangent, tf_tensor* d_x) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(cotangent);
    return contiguous_vjp(*obj(engine), *obj(x), enum_arg(layout), *obj(cotangent), rule_out(nullptr, d_x, "d_x"));
  });
}

tf_status tf_dot_jvp(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, const tf_tensor* t_x,
                     const tf_tensor* t_y, tf_scalar* d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(d_out);
    return dot_jvp(*obj(engine), *obj(x), *obj(y), false, opt(t_x), opt(t_y), d_out);
  });
}

tf_status tf_vdot_jvp(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, const tf_tensor* t_x,
                      const tf_tensor* t_y, tf_scalar* d_out) {
  return guard([&]() -> Status {
    TF_RULE_PROLOGUE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(d_out);
    return dot_jvp(*obj(engine), *obj(x), *obj(y), true, opt(t_x), opt(t_y), d_out);
  });
}


}  // extern "C"
