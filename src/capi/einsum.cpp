// capi/einsum.cpp: tensordot and einsum at the C boundary (the semiring is
// an options field), and the einsum configuration recovery of a semiring.
#include <cstddef>
#include <cstring>

#include "capi/boundary.hpp"
#include "ops/einsum.hpp"
#include "ops/semiring.hpp"

using namespace tf;

namespace {

// tensordot, einsum and einsum_labels once each (the bodies of alloc_form /
// into_form; the _acc forms are into_form with alpha and beta).
auto tensordot_op(const tf_tensor* a, const tf_tensor* b, int32_t naxes, const int32_t* axes_a,
                  const int32_t* axes_b, int32_t conj_a, int32_t conj_b, tf_scalar alpha,
                  tf_scalar beta) {
  return [=](Engine& e, const Outs& o) -> Status {
    return tensordot(e, obj(a), obj(b), naxes, axes_a, axes_b, conj_a != 0, conj_b != 0, alpha,
                     beta, o.in(0), o.alloc(0));
  };
}

// Fills the options part of spec from the caller's (possibly NULL) struct.
Status read_einsum_options(const tf_einsum_options* options, EinsumSpec* spec) {
  tf_einsum_options o;
  TF_TRY(read_options(options, "options", &o));
  TF_TRY(semiring_arg(o.semiring, "options->semiring", &spec->semiring));
  spec->conj = o.conj;
  spec->path = o.path;
  spec->path_len = o.path_len;
  return TF_OK;
}

// acc: the _acc form (in a non-standard semiring, alpha and beta are used
// only there; see ops/semiring.hpp).
auto einsum_op(const char* subscripts, int32_t n, const tf_tensor* const* operands,
               const tf_einsum_options* options, tf_scalar alpha, tf_scalar beta,
               bool acc = false) {
  return [=](Engine& e, const Outs& o) -> Status {
    EinsumSpec spec;
    spec.subscripts = subscripts;
    TF_TRY(read_einsum_options(options, &spec));
    spec.accumulate = acc;
    return einsum(e, spec, n, reinterpret_cast<const Tensor* const*>(operands), alpha, beta,
                  o.in(0), o.alloc(0));
  };
}

auto labels_op(int32_t n, const tf_tensor* const* operands, const int32_t* const* labels,
               int32_t out_ndim, const int32_t* out_labels, const tf_einsum_options* options,
               tf_scalar alpha, tf_scalar beta, bool acc = false) {
  return [=](Engine& e, const Outs& o) -> Status {
    EinsumSpec spec;
    spec.labels = labels;
    spec.out_ndim = out_ndim;
    spec.out_labels = out_labels;
    TF_TRY(read_einsum_options(options, &spec));
    spec.accumulate = acc;
    return einsum(e, spec, n, reinterpret_cast<const Tensor* const*>(operands), alpha, beta,
                  o.in(0), o.alloc(0));
  };
}

// Configuration recovery (spec: the string or label part).
auto argmax_op(EinsumSpec spec, int32_t n, const tf_tensor* const* operands,
               const tf_einsum_options* options, int64_t* config, int64_t config_len,
               int32_t* nsummed) {
  return [=](Engine& e, const Outs& o) mutable -> Status {
    TF_TRY(read_einsum_options(options, &spec));
    return einsum_semiring_argmax(e, spec, n, reinterpret_cast<const Tensor* const*>(operands),
                                  o.in(0), config, config_len, nsummed);
  };
}

}  // namespace

extern "C" {

#define TF_TD_ARGS {TF_ARG(a), TF_ARG(b), TF_ARG(out)}
tf_status tf_tensordot(tf_engine* engine, const tf_tensor* a, const tf_tensor* b, int32_t naxes,
                       const int32_t* axes_a, const int32_t* axes_b, int32_t conj_a,
                       int32_t conj_b, tf_tensor** out) {
  return alloc_form(engine, TF_TD_ARGS, {out},
                    tensordot_op(a, b, naxes, axes_a, axes_b, conj_a, conj_b, kOne, kZero));
}
tf_status tf_tensordot_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                            int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                            int32_t conj_a, int32_t conj_b, tf_tensor* out) {
  return into_form(engine, TF_TD_ARGS, {out},
                   tensordot_op(a, b, naxes, axes_a, axes_b, conj_a, conj_b, kOne, kZero));
}
tf_status tf_tensordot_acc(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                           int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                           int32_t conj_a, int32_t conj_b, tf_scalar alpha, tf_scalar beta,
                           tf_tensor* out) {
  return into_form(engine, TF_TD_ARGS, {out},
                   tensordot_op(a, b, naxes, axes_a, axes_b, conj_a, conj_b, alpha, beta));
}
#undef TF_TD_ARGS

#define TF_EINSUM_ARGS {TF_ARG(subscripts), TF_ARG(operands), TF_ARG(out)}
tf_status tf_einsum(tf_engine* engine, const char* subscripts, int32_t n,
                    const tf_tensor* const* operands, const tf_einsum_options* options,
                    tf_tensor** out) {
  return alloc_form(engine, TF_EINSUM_ARGS, {out},
                    einsum_op(subscripts, n, operands, options, kOne, kZero));
}
tf_status tf_einsum_into(tf_engine* engine, const char* subscripts, int32_t n,
                         const tf_tensor* const* operands, const tf_einsum_options* options,
                         tf_tensor* out) {
  return into_form(engine, TF_EINSUM_ARGS, {out},
                   einsum_op(subscripts, n, operands, options, kOne, kZero));
}
tf_status tf_einsum_acc(tf_engine* engine, const char* subscripts, int32_t n,
                        const tf_tensor* const* operands, const tf_einsum_options* options,
                        tf_scalar alpha, tf_scalar beta, tf_tensor* out) {
  return into_form(engine, TF_EINSUM_ARGS, {out},
                   einsum_op(subscripts, n, operands, options, alpha, beta, true));
}
#undef TF_EINSUM_ARGS

#define TF_LABELS_ARGS {TF_ARG(operands), TF_ARG(labels), TF_ARG(out)}
tf_status tf_einsum_labels(tf_engine* engine, int32_t n, const tf_tensor* const* operands,
                           const int32_t* const* labels, int32_t out_ndim,
                           const int32_t* out_labels, const tf_einsum_options* options,
                           tf_tensor** out) {
  return alloc_form(engine, TF_LABELS_ARGS, {out},
                    labels_op(n, operands, labels, out_ndim, out_labels, options, kOne, kZero));
}
tf_status tf_einsum_labels_into(tf_engine* engine, int32_t n, const tf_tensor* const* operands,
                                const int32_t* const* labels, int32_t out_ndim,
                                const int32_t* out_labels, const tf_einsum_options* options,
                                tf_tensor* out) {
  return into_form(engine, TF_LABELS_ARGS, {out},
                   labels_op(n, operands, labels, out_ndim, out_labels, options, kOne, kZero));
}
tf_status tf_einsum_labels_acc(tf_engine* engine, int32_t n, const tf_tensor* const* operands,
                               const int32_t* const* labels, int32_t out_ndim,
                               const int32_t* out_labels, const tf_einsum_options* options,
                               tf_scalar alpha, tf_scalar beta, tf_tensor* out) {
  return into_form(engine, TF_LABELS_ARGS, {out},
                   labels_op(n, operands, labels, out_ndim, out_labels, options, alpha, beta, true));
}
#undef TF_LABELS_ARGS

tf_status tf_einsum_semiring_argmax(tf_engine* engine, const char* subscripts, int32_t n,
                                    const tf_tensor* const* operands,
                                    const tf_einsum_options* options, tf_tensor* out,
                                    int64_t* config, int64_t config_len, int32_t* nsummed) {
  EinsumSpec spec;
  spec.subscripts = subscripts;
  return into_form(engine, {TF_ARG(subscripts), TF_ARG(operands), TF_ARG(out), TF_ARG(nsummed)},
                   {out}, argmax_op(spec, n, operands, options, config, config_len, nsummed));
}

tf_status tf_einsum_labels_semiring_argmax(tf_engine* engine, int32_t n,
                                           const tf_tensor* const* operands,
                                           const int32_t* const* labels, int32_t out_ndim,
                                           const int32_t* out_labels,
                                           const tf_einsum_options* options, tf_tensor* out,
                                           int64_t* config, int64_t config_len,
                                           int32_t* nsummed) {
  EinsumSpec spec;
  spec.labels = labels;
  spec.out_ndim = out_ndim;
  spec.out_labels = out_labels;
  return into_form(engine, {TF_ARG(operands), TF_ARG(labels), TF_ARG(out), TF_ARG(nsummed)},
                   {out}, argmax_op(spec, n, operands, options, config, config_len, nsummed));
}

}  // extern "C"
