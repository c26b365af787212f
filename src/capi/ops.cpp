// capi/ops.cpp: operations at the C boundary.
#include "capi/boundary.hpp"
#include "ops/matmul.hpp"

using namespace tf;

namespace {
constexpr tf_scalar kOne{1.0, 0.0}, kZero{0.0, 0.0};
}

extern "C" {

tf_status tf_matmul(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                    tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(out);
    Tensor* r = nullptr;
    TF_TRY(matmul(*obj(engine), TF_OP_N, obj(a), TF_OP_N, obj(b), kOne, kZero, nullptr, &r));
    *out = handle(r);
    return TF_OK;
  });
}

tf_status tf_matmul_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                         tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(out);
    return matmul(*obj(engine), TF_OP_N, obj(a), TF_OP_N, obj(b), kOne, kZero, obj(out),
                  nullptr);
  });
}

tf_status tf_matmul_acc(tf_engine* engine, tf_op op_a, const tf_tensor* a, tf_op op_b,
                        const tf_tensor* b, tf_scalar alpha, tf_scalar beta, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(out);
    return matmul(*obj(engine), enum_arg(op_a), obj(a), enum_arg(op_b), obj(b), alpha, beta,
                  obj(out), nullptr);
  });
}

}  // extern "C"
