// capi/semiring.cpp: matmul (with argmax and VJP) and tensordot in a
// semiring at the C boundary (einsum's semiring is an options field, read in
// capi/einsum.cpp, which also has the einsum configuration recovery).
#include "capi/boundary.hpp"
#include "ops/einsum.hpp"
#include "ops/matmul.hpp"
#include "ops/semiring.hpp"

using namespace tf;

namespace {
constexpr tf_scalar kOne{1.0, 0.0}, kZero{0.0, 0.0};

Status matmul_sr_call(tf_engine* engine, tf_semiring semiring, int32_t op_a, const tf_tensor* a,
                      int32_t op_b, const tf_tensor* b, bool acc, tf_scalar alpha,
                      tf_scalar beta, tf_tensor* into, tf_tensor** out, int64_t* arg,
                      int64_t arg_len) {
  TF_NOT_NULL(engine);
  TF_ENGINE_USE(engine);
  TF_NOT_NULL(a);
  TF_NOT_NULL(b);
  Semiring s;
  TF_TRY(semiring_arg(enum_arg(semiring), "semiring", &s));
  Tensor* r = nullptr;
  if (s == Semiring::Standard) {
    if (arg)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "semiring: TF_SEMIRING_STANDARD has no argmax (expected MAX_PLUS, MIN_PLUS "
                  "or MAX_TIMES)");
    TF_TRY(matmul(*obj(engine), op_a, obj(a), op_b, obj(b), acc ? alpha : kOne,
                  acc ? beta : kZero, into ? obj(into) : nullptr, &r));
  } else {
    SrScale sc;
    TF_TRY(semiring_scale(s, acc, alpha, beta, &sc));
    TF_TRY(matmul_semiring(*obj(engine), s, op_a, obj(a), op_b, obj(b), sc,
                           into ? obj(into) : nullptr, &r, arg, arg_len));
  }
  if (out) *out = handle(r);
  return TF_OK;
}

Status tensordot_sr_call(tf_engine* engine, tf_semiring semiring, const tf_tensor* a,
                         const tf_tensor* b, int32_t naxes, const int32_t* axes_a,
                         const int32_t* axes_b, bool acc, tf_scalar alpha, tf_scalar beta,
                         tf_tensor* into, tf_tensor** out) {
  TF_NOT_NULL(engine);
  TF_ENGINE_USE(engine);
  TF_NOT_NULL(a);
  TF_NOT_NULL(b);
  Semiring s;
  TF_TRY(semiring_arg(enum_arg(semiring), "semiring", &s));
  Tensor* r = nullptr;
  TF_TRY(tensordot(*obj(engine), obj(a), obj(b), naxes, axes_a, axes_b, false, false,
                   acc ? alpha : kOne, acc ? beta : kZero, into ? obj(into) : nullptr, &r, s,
                   acc));
  if (out) *out = handle(r);
  return TF_OK;
}

}  // namespace

extern "C" {

tf_status tf_matmul_semiring(tf_engine* engine, tf_semiring semiring, const tf_tensor* a,
                             const tf_tensor* b, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return matmul_sr_call(engine, semiring, TF_OP_N, a, TF_OP_N, b, false, kOne, kZero, nullptr,
                          out, nullptr, 0);
  });
}

tf_status tf_matmul_semiring_into(tf_engine* engine, tf_semiring semiring, const tf_tensor* a,
                                  const tf_tensor* b, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return matmul_sr_call(engine, semiring, TF_OP_N, a, TF_OP_N, b, false, kOne, kZero, out,
                          nullptr, nullptr, 0);
  });
}

tf_status tf_matmul_semiring_acc(tf_engine* engine, tf_semiring semiring, tf_op op_a,
                                 const tf_tensor* a, tf_op op_b, const tf_tensor* b,
                                 tf_scalar alpha, tf_scalar beta, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return matmul_sr_call(engine, semiring, enum_arg(op_a), a, enum_arg(op_b), b, true, alpha,
                          beta, out, nullptr, nullptr, 0);
  });
}

tf_status tf_matmul_semiring_argmax(tf_engine* engine, tf_semiring semiring, tf_op op_a,
                                    const tf_tensor* a, tf_op op_b, const tf_tensor* b,
                                    tf_tensor* out, int64_t* argmax, int64_t argmax_len) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    TF_NOT_NULL(argmax);
    return matmul_sr_call(engine, semiring, enum_arg(op_a), a, enum_arg(op_b), b, false, kOne,
                          kZero, out, nullptr, argmax, argmax_len);
  });
}

tf_status tf_matmul_semiring_vjp(tf_engine* engine, tf_semiring semiring, const tf_tensor* a,
                                 const tf_tensor* b, const tf_tensor* grad_out,
                                 tf_tensor* grad_a, tf_tensor* grad_b) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(grad_out);
    Semiring s;
    TF_TRY(semiring_arg(enum_arg(semiring), "semiring", &s));
    return matmul_semiring_vjp(*obj(engine), s, obj(a), obj(b), obj(grad_out),
                               grad_a ? obj(grad_a) : nullptr, grad_b ? obj(grad_b) : nullptr);
  });
}

tf_status tf_tensordot_semiring(tf_engine* engine, tf_semiring semiring, const tf_tensor* a,
                                const tf_tensor* b, int32_t naxes, const int32_t* axes_a,
                                const int32_t* axes_b, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return tensordot_sr_call(engine, semiring, a, b, naxes, axes_a, axes_b, false, kOne, kZero,
                             nullptr, out);
  });
}

tf_status tf_tensordot_semiring_into(tf_engine* engine, tf_semiring semiring,
                                     const tf_tensor* a, const tf_tensor* b, int32_t naxes,
                                     const int32_t* axes_a, const int32_t* axes_b,
                                     tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return tensordot_sr_call(engine, semiring, a, b, naxes, axes_a, axes_b, false, kOne, kZero,
                             out, nullptr);
  });
}

tf_status tf_tensordot_semiring_acc(tf_engine* engine, tf_semiring semiring,
                                    const tf_tensor* a, const tf_tensor* b, int32_t naxes,
                                    const int32_t* axes_a, const int32_t* axes_b,
                                    tf_scalar alpha, tf_scalar beta, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    return tensordot_sr_call(engine, semiring, a, b, naxes, axes_a, axes_b, true, alpha, beta,
                             out, nullptr);
  });
}

}  // extern "C"
