// capi/semiring.cpp: matmul (with argmax and VJP) and tensordot in a
// semiring at the C boundary (einsum's semiring is an options field, read in
// capi/einsum.cpp, which also has the einsum configuration recovery).
#include "capi/boundary.hpp"
#include "ops/einsum.hpp"
#include "ops/matmul.hpp"
#include "ops/semiring.hpp"

using namespace tf;

namespace {

// matmul in any tf_semiring (STANDARD: tf_matmul's own path); acc: the
// _acc form; arg: the argmax form.
auto matmul_sr_op(tf_semiring semiring, int32_t op_a, const tf_tensor* a, int32_t op_b,
                  const tf_tensor* b, bool acc, tf_scalar alpha, tf_scalar beta, int64_t* arg,
                  int64_t arg_len) {
  return [=](Engine& e, const Outs& o) -> Status {
    Semiring s;
    TF_TRY(semiring_arg(enum_arg(semiring), "semiring", &s));
    if (s == Semiring::Standard) {
      if (arg)
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "semiring: TF_SEMIRING_STANDARD has no argmax (expected MAX_PLUS, "
                    "MIN_PLUS or MAX_TIMES)");
      return matmul(e, op_a, obj(a), op_b, obj(b), acc ? alpha : kOne, acc ? beta : kZero,
                    o.in(0), o.alloc(0));
    }
    SrScale sc;
    TF_TRY(semiring_scale(s, acc, alpha, beta, &sc));
    return matmul_semiring(e, s, op_a, obj(a), op_b, obj(b), sc, o.in(0), o.alloc(0), arg,
                           arg_len);
  };
}

auto tensordot_sr_op(tf_semiring semiring, const tf_tensor* a, const tf_tensor* b,
                     int32_t naxes, const int32_t* axes_a, const int32_t* axes_b, bool acc,
                     tf_scalar alpha, tf_scalar beta) {
  return [=](Engine& e, const Outs& o) -> Status {
    Semiring s;
    TF_TRY(semiring_arg(enum_arg(semiring), "semiring", &s));
    return tensordot(e, obj(a), obj(b), naxes, axes_a, axes_b, false, false,
                     acc ? alpha : kOne, acc ? beta : kZero, o.in(0), o.alloc(0), s, acc);
  };
}

}  // namespace

extern "C" {

#define TF_MM_ARGS {TF_ARG(a), TF_ARG(b), TF_ARG(out)}
tf_status tf_matmul_semiring(tf_engine* engine, tf_semiring semiring, const tf_tensor* a,
                             const tf_tensor* b, tf_tensor** out) {
  return alloc_form(engine, TF_MM_ARGS, {out},
                    matmul_sr_op(semiring, TF_OP_N, a, TF_OP_N, b, false, kOne, kZero, nullptr,
                                 0));
}

tf_status tf_matmul_semiring_into(tf_engine* engine, tf_semiring semiring, const tf_tensor* a,
                                  const tf_tensor* b, tf_tensor* out) {
  return into_form(engine, TF_MM_ARGS, {out},
                   matmul_sr_op(semiring, TF_OP_N, a, TF_OP_N, b, false, kOne, kZero, nullptr,
                                0));
}

tf_status tf_matmul_semiring_acc(tf_engine* engine, tf_semiring semiring, tf_op op_a,
                                 const tf_tensor* a, tf_op op_b, const tf_tensor* b,
                                 tf_scalar alpha, tf_scalar beta, tf_tensor* out) {
  return into_form(engine, TF_MM_ARGS, {out},
                   matmul_sr_op(semiring, enum_arg(op_a), a, enum_arg(op_b), b, true, alpha,
                                beta, nullptr, 0));
}

tf_status tf_matmul_semiring_argmax(tf_engine* engine, tf_semiring semiring, tf_op op_a,
                                    const tf_tensor* a, tf_op op_b, const tf_tensor* b,
                                    tf_tensor* out, int64_t* argmax, int64_t argmax_len) {
  return into_form(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(out), TF_ARG(argmax)}, {out},
                   matmul_sr_op(semiring, enum_arg(op_a), a, enum_arg(op_b), b, false, kOne,
                                kZero, argmax, argmax_len));
}
#undef TF_MM_ARGS

tf_status tf_matmul_semiring_vjp(tf_engine* engine, tf_semiring semiring, const tf_tensor* a,
                                 const tf_tensor* b, const tf_tensor* grad_out,
                                 tf_tensor* grad_a, tf_tensor* grad_b) {
  return op_entry(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(grad_out)}, [&](Engine& e) -> Status {
    Semiring s;
    TF_TRY(semiring_arg(enum_arg(semiring), "semiring", &s));
    return matmul_semiring_vjp(e, s, obj(a), obj(b), obj(grad_out),
                               grad_a ? obj(grad_a) : nullptr, grad_b ? obj(grad_b) : nullptr);
  });
}

#define TF_TD_ARGS {TF_ARG(a), TF_ARG(b), TF_ARG(out)}
tf_status tf_tensordot_semiring(tf_engine* engine, tf_semiring semiring, const tf_tensor* a,
                                const tf_tensor* b, int32_t naxes, const int32_t* axes_a,
                                const int32_t* axes_b, tf_tensor** out) {
  return alloc_form(engine, TF_TD_ARGS, {out},
                    tensordot_sr_op(semiring, a, b, naxes, axes_a, axes_b, false, kOne, kZero));
}

tf_status tf_tensordot_semiring_into(tf_engine* engine, tf_semiring semiring,
                                     const tf_tensor* a, const tf_tensor* b, int32_t naxes,
                                     const int32_t* axes_a, const int32_t* axes_b,
                                     tf_tensor* out) {
  return into_form(engine, TF_TD_ARGS, {out},
                   tensordot_sr_op(semiring, a, b, naxes, axes_a, axes_b, false, kOne, kZero));
}

tf_status tf_tensordot_semiring_acc(tf_engine* engine, tf_semiring semiring,
                                    const tf_tensor* a, const tf_tensor* b, int32_t naxes,
                                    const int32_t* axes_a, const int32_t* axes_b,
                                    tf_scalar alpha, tf_scalar beta, tf_tensor* out) {
  return into_form(engine, TF_TD_ARGS, {out},
                   tensordot_sr_op(semiring, a, b, naxes, axes_a, axes_b, true, alpha, beta));
}
#undef TF_TD_ARGS

}  // extern "C"
