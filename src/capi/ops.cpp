// capi/ops.cpp: matmul at the C boundary.
#include "capi/boundary.hpp"
#include "ops/matmul.hpp"

using namespace tf;

namespace {
// matmul once (the body of alloc_form / into_form).
auto matmul_op(int32_t op_a, const tf_tensor* a, int32_t op_b, const tf_tensor* b,
               tf_scalar alpha, tf_scalar beta) {
  return [=](Engine& e, const Outs& o) -> Status {
    return matmul(e, op_a, obj(a), op_b, obj(b), alpha, beta, o.in(0), o.alloc(0));
  };
}
}  // namespace

extern "C" {

tf_status tf_matmul(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                    tf_tensor** out) {
  return alloc_form(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(out)}, {out},
                    matmul_op(TF_OP_N, a, TF_OP_N, b, kOne, kZero));
}

tf_status tf_matmul_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                         tf_tensor* out) {
  return into_form(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(out)}, {out},
                   matmul_op(TF_OP_N, a, TF_OP_N, b, kOne, kZero));
}

tf_status tf_matmul_acc(tf_engine* engine, tf_op op_a, const tf_tensor* a, tf_op op_b,
                        const tf_tensor* b, tf_scalar alpha, tf_scalar beta, tf_tensor* out) {
  return into_form(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(out)}, {out},
                   matmul_op(enum_arg(op_a), a, enum_arg(op_b), b, alpha, beta));
}

}  // extern "C"
