// capi/einsum.cpp: tensordot and einsum at the C boundary (the semiring is
// an options field), and the einsum configuration recovery of a semiring.
#include <cstddef>
#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>
#include <string>

#include "capi/boundary.hpp"
#include "ops/einsum.hpp"
#include "ops/einsum_path.hpp"
#include "ops/semiring.hpp"

using namespace tf;

struct tf_einsum_path {};

namespace {

inline EinsumPath* path_obj(tf_einsum_path* p) { return reinterpret_cast<EinsumPath*>(p); }
inline const EinsumPath* path_obj(const tf_einsum_path* p) {
  return reinterpret_cast<const EinsumPath*>(p);
}


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

// Fills the options part of spec from the caller's (possibly NULL) struct;
// a plan given in options is checked against the n operands (ops non-NULL).
Status read_einsum_options(const tf_einsum_options* options, EinsumSpec* spec, int32_t n = 0,
                           const tf_tensor* const* ops = nullptr) {
  if (!options) return TF_OK;  // every default (the small-call path)
  tf_einsum_options o;
  TF_TRY(read_options(options, "options", &o));
  TF_TRY(semiring_arg(o.semiring, "options->semiring", &spec->semiring));
  spec->conj = o.conj;
  spec->path = o.path;
  spec->path_len = o.path_len;
  spec->optimizer = o.optimizer;
  spec->objective = o.objective;
  spec->time_budget = o.time_budget_seconds;
  spec->seed = o.seed;
  spec->memory_budget = o.memory_budget_bytes;
  spec->search = o.optimizer || o.objective || o.time_budget_seconds != 0 || o.seed ||
                 o.memory_budget_bytes || o.plan;
  if (o.plan) {
    if (o.path)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "options->plan: set together with options->path (give one of them)");
    const EinsumPath& p = *path_obj(o.plan);
    if (ops) {
      for (int32_t i = 0; i < n && i < p.n; ++i)
        if (!ops[i]) return fail(TF_ERR_INVALID_ARGUMENT, "operands[%d]: NULL", i);
      TF_TRY(einsum_path_check(p, n, reinterpret_cast<const Tensor* const*>(ops)));
    }
    einsum_path_apply(p, spec);
  }
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
    TF_TRY(read_einsum_options(options, &spec, n, operands));
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
    TF_TRY(read_einsum_options(options, &spec, n, operands));
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
    TF_TRY(read_einsum_options(options, &spec, n, operands));
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

// ------------------------------------------------------- plans as values

namespace {
Status path_create(Engine& e, EinsumSpec& spec, int32_t n, const tf_tensor* const* operands,
                   const tf_einsum_options* options, tf_einsum_path** path) {
  TF_TRY(read_einsum_options(options, &spec, n, operands));
  auto p = std::make_unique<EinsumPath>();
  TF_TRY(einsum_path_make(e, spec, n, reinterpret_cast<const Tensor* const*>(operands), p.get()));
  *path = reinterpret_cast<tf_einsum_path*>(p.release());
  return TF_OK;
}
}  // namespace

tf_status tf_einsum_path_create(tf_engine* engine, const char* subscripts, int32_t n,
                                const tf_tensor* const* operands,
                                const tf_einsum_options* options, tf_einsum_path** path) {
  return op_entry(engine, {TF_ARG(subscripts), TF_ARG(operands), TF_ARG(path)},
                  [&](Engine& e) -> Status {
                    EinsumSpec spec;
                    spec.subscripts = subscripts;
                    return path_create(e, spec, n, operands, options, path);
                  });
}

tf_status tf_einsum_labels_path_create(tf_engine* engine, int32_t n,
                                       const tf_tensor* const* operands,
                                       const int32_t* const* labels, int32_t out_ndim,
                                       const int32_t* out_labels,
                                       const tf_einsum_options* options, tf_einsum_path** path) {
  return op_entry(engine, {TF_ARG(operands), TF_ARG(labels), TF_ARG(path)},
                  [&](Engine& e) -> Status {
                    EinsumSpec spec;
                    spec.labels = labels;
                    spec.out_ndim = out_ndim;
                    spec.out_labels = out_labels;
                    return path_create(e, spec, n, operands, options, path);
                  });
}

void tf_einsum_path_release(tf_einsum_path* path) { delete path_obj(path); }

tf_status tf_einsum_path_info_get(const tf_einsum_path* path, tf_einsum_path_info* info) {
  return checked({TF_ARG(path), TF_ARG(info)}, [&]() -> Status {
    TF_TRY(check_out_struct(info, "info"));
    const EinsumPath& p = *path_obj(path);
    tf_einsum_path_info r{};
    r.n = p.n;
    r.npairs = (int32_t)p.pairs.size() / 2;
    r.nsliced = (int32_t)p.sliced.size();
    r.log2_flops = std::log2(std::max(p.flops, 1.0));
    r.log2_largest = std::log2(std::max(p.largest, 1.0));
    r.log2_slices = std::log2(std::max(p.slices, 1.0));
    r.peak_bytes = p.peak_bytes;
    write_out_struct(r, info);
    return TF_OK;
  });
}

tf_status tf_einsum_path_pairs(const tf_einsum_path* path, int32_t* pairs, int32_t len) {
  return checked({TF_ARG(path), Arg{pairs, "pairs", len != 0}}, [&]() -> Status {
    const EinsumPath& p = *path_obj(path);
    if (len != (int32_t)p.pairs.size())
      return fail(TF_ERR_INVALID_ARGUMENT, "len: %d, expected 2 * npairs = %d", len,
                  (int32_t)p.pairs.size());
    std::copy(p.pairs.begin(), p.pairs.end(), pairs);
    return TF_OK;
  });
}

tf_status tf_einsum_path_sliced(const tf_einsum_path* path, int64_t* labels, int32_t len) {
  return checked({TF_ARG(path), Arg{labels, "labels", len != 0}}, [&]() -> Status {
    const EinsumPath& p = *path_obj(path);
    if (len != (int32_t)p.sliced.size())
      return fail(TF_ERR_INVALID_ARGUMENT, "len: %d, expected nsliced = %d", len,
                  (int32_t)p.sliced.size());
    std::copy(p.sliced.begin(), p.sliced.end(), labels);
    return TF_OK;
  });
}

tf_status tf_einsum_path_write(const tf_einsum_path* path, void* buf, size_t cap, size_t* size) {
  return checked({TF_ARG(path), Arg{buf, "buf", false}, TF_ARG(size)}, [&]() -> Status {
    const std::string b = einsum_path_bytes(*path_obj(path));
    if (buf && cap < b.size())
      return fail(TF_ERR_INVALID_ARGUMENT, "cap: %zu bytes, the plan needs %zu", cap, b.size());
    if (buf) std::memcpy(buf, b.data(), b.size());
    *size = b.size();
    return TF_OK;
  });
}

tf_status tf_einsum_path_read(const void* buf, size_t size, tf_einsum_path** path) {
  return checked({TF_ARG(buf), TF_ARG(path)}, [&]() -> Status {
    auto p = std::make_unique<EinsumPath>();
    TF_TRY(einsum_path_parse(static_cast<const unsigned char*>(buf), size, p.get()));
    *path = reinterpret_cast<tf_einsum_path*>(p.release());
    return TF_OK;
  });
}

}  // extern "C"
