// capi/einsum.cpp: tensordot and einsum at the C boundary (the semiring is
// an options field), and the einsum configuration recovery of a semiring.
#include <cstddef>
#include <cstring>

#include "capi/boundary.hpp"
#include "ops/einsum.hpp"
#include "ops/semiring.hpp"

using namespace tf;

namespace {

constexpr tf_scalar kOne{1.0, 0.0}, kZero{0.0, 0.0};

Status tensordot_call(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                      int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                      int32_t conj_a, int32_t conj_b, tf_scalar alpha, tf_scalar beta,
                      tf_tensor* into, tf_tensor** out) {
  TF_NOT_NULL(engine);
  TF_ENGINE_USE(engine);
  TF_NOT_NULL(a);
  TF_NOT_NULL(b);
  Tensor* r = nullptr;
  TF_TRY(tensordot(*obj(engine), obj(a), obj(b), naxes, axes_a, axes_b, conj_a != 0,
                   conj_b != 0, alpha, beta, into ? obj(into) : nullptr, &r));
  if (out) *out = handle(r);
  return TF_OK;
}

// Fills the options part of spec from the caller's (possibly NULL) struct.
Status read_einsum_options(const tf_einsum_options* options, EinsumSpec* spec) {
  tf_einsum_options o;
  TF_TRY(read_options(options, offsetof(tf_einsum_options, path_len) + sizeof(int32_t),
                      "options", &o));
  TF_TRY(semiring_arg(o.semiring, "options->semiring", &spec->semiring));
  spec->conj = o.conj;
  spec->path = o.path;
  spec->path_len = o.path_len;
  return TF_OK;
}

Status einsum_call(tf_engine* engine, const char* subscripts, int32_t n,
                   const tf_tensor* const* operands, const tf_einsum_options* options,
                   bool acc, tf_scalar alpha, tf_scalar beta, tf_tensor* into,
                   tf_tensor** out) {
  TF_NOT_NULL(engine);
  TF_ENGINE_USE(engine);
  TF_NOT_NULL(subscripts);
  TF_NOT_NULL(operands);
  EinsumSpec spec;
  spec.subscripts = subscripts;
  TF_TRY(read_einsum_options(options, &spec));
  spec.accumulate = acc;
  Tensor* r = nullptr;
  TF_TRY(einsum(*obj(engine), spec, n, reinterpret_cast<const Tensor* const*>(operands), alpha,
                beta, into ? obj(into) : nullptr, &r));
  if (out) *out = handle(r);
  return TF_OK;
}

Status labels_call(tf_engine* engine, int32_t n, const tf_tensor* const* operands,
                   const int32_t* const* labels, int32_t out_ndim, const int32_t* out_labels,
                   const tf_einsum_options* options, bool acc, tf_scalar alpha,
                   tf_scalar beta, tf_tensor* into, tf_tensor** out) {
  TF_NOT_NULL(engine);
  TF_ENGINE_USE(engine);
  TF_NOT_NULL(operands);
  TF_NOT_NULL(labels);
  EinsumSpec spec;
  spec.labels = labels;
  spec.out_ndim = out_ndim;
  spec.out_labels = out_labels;
  TF_TRY(read_einsum_options(options, &spec));
  spec.accumulate = acc;
  Tensor* r = nullptr;
  TF_TRY(einsum(*obj(engine), spec, n, reinterpret_cast<const Tensor* const*>(operands), alpha,
                beta, into ? obj(into) : nullptr, &r));
  if (out) *out = handle(r);
  return TF_OK;
}

Status argmax_call(tf_engine* engine, EinsumSpec& spec, int32_t n,
                   const tf_tensor* const* operands, const tf_einsum_options* options,
                   tf_tensor* out, int64_t* config, int64_t config_len, int32_t* nsummed) {
  TF_NOT_NULL(engine);
  TF_ENGINE_USE(engine);
  TF_NOT_NULL(operands);
  TF_NOT_NULL(out);
  TF_NOT_NULL(nsummed);
  TF_TRY(read_einsum_options(options, &spec));
  return einsum_semiring_argmax(*obj(engine), spec, n,
                                reinterpret_cast<const Tensor* const*>(operands), obj(out),
                                config, config_len, nsummed);
}
}  // namespace

extern "C" {

tf_status tf_tensordot(tf_engine* engine, const tf_tensor* a, const tf_tensor* b, int32_t naxes,
                       const int32_t* axes_a, const int32_t* axes_b, int32_t conj_a,
                       int32_t conj_b, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return tensordot_call(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, kOne, kZero,
                          nullptr, out);
  });
}

tf_status tf_tensordot_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                            int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                            int32_t conj_a, int32_t conj_b, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return tensordot_call(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, kOne, kZero,
                          out, nullptr);
  });
}

tf_status tf_tensordot_acc(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                           int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                           int32_t conj_a, int32_t conj_b, tf_scalar alpha, tf_scalar beta,
                           tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return tensordot_call(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, alpha, beta, out,
                          nullptr);
  });
}

tf_status tf_einsum(tf_engine* engine, const char* subscripts, int32_t n,
                    const tf_tensor* const* operands, const tf_einsum_options* options,
                    tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return einsum_call(engine, subscripts, n, operands, options, false, kOne, kZero, nullptr, out);
  });
}

tf_status tf_einsum_into(tf_engine* engine, const char* subscripts, int32_t n,
                         const tf_tensor* const* operands, const tf_einsum_options* options,
                         tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return einsum_call(engine, subscripts, n, operands, options, false, kOne, kZero, out, nullptr);
  });
}

tf_status tf_einsum_acc(tf_engine* engine, const char* subscripts, int32_t n,
                        const tf_tensor* const* operands, const tf_einsum_options* options,
                        tf_scalar alpha, tf_scalar beta, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return einsum_call(engine, subscripts, n, operands, options, true, alpha, beta, out, nullptr);
  });
}

tf_status tf_einsum_labels(tf_engine* engine, int32_t n, const tf_tensor* const* operands,
                           const int32_t* const* labels, int32_t out_ndim,
                           const int32_t* out_labels, const tf_einsum_options* options,
                           tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return labels_call(engine, n, operands, labels, out_ndim, out_labels, options, false, kOne, kZero,
                       nullptr, out);
  });
}

tf_status tf_einsum_labels_into(tf_engine* engine, int32_t n, const tf_tensor* const* operands,
                                const int32_t* const* labels, int32_t out_ndim,
                                const int32_t* out_labels, const tf_einsum_options* options,
                                tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return labels_call(engine, n, operands, labels, out_ndim, out_labels, options, false, kOne, kZero,
                       out, nullptr);
  });
}

tf_status tf_einsum_labels_acc(tf_engine* engine, int32_t n, const tf_tensor* const* operands,
                               const int32_t* const* labels, int32_t out_ndim,
                               const int32_t* out_labels, const tf_einsum_options* options,
                               tf_scalar alpha, tf_scalar beta, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return labels_call(engine, n, operands, labels, out_ndim, out_labels, options, true, alpha, beta,
                       out, nullptr);
  });
}

tf_status tf_einsum_semiring_argmax(tf_engine* engine, const char* subscripts, int32_t n,
                                    const tf_tensor* const* operands,
                                    const tf_einsum_options* options, tf_tensor* out,
                                    int64_t* config, int64_t config_len, int32_t* nsummed) {
  return guard([&]() -> Status {
    TF_NOT_NULL(subscripts);
    EinsumSpec spec;
    spec.subscripts = subscripts;
    return argmax_call(engine, spec, n, operands, options, out, config, config_len, nsummed);
  });
}

tf_status tf_einsum_labels_semiring_argmax(tf_engine* engine, int32_t n,
                                           const tf_tensor* const* operands,
                                           const int32_t* const* labels, int32_t out_ndim,
                                           const int32_t* out_labels,
                                           const tf_einsum_options* options, tf_tensor* out,
                                           int64_t* config, int64_t config_len,
                                           int32_t* nsummed) {
  return guard([&]() -> Status {
    TF_NOT_NULL(labels);
    EinsumSpec spec;
    spec.labels = labels;
    spec.out_ndim = out_ndim;
    spec.out_labels = out_labels;
    return argmax_call(engine, spec, n, operands, options, out, config, config_len, nsummed);
  });
}

}  // extern "C"
