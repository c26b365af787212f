// capi/elementwise.cpp: elementwise maps, reductions and layout operations at
// the C boundary (section 7 of tenferro.h).
#include <cstring>

#include "capi/boundary.hpp"
#include "ops/elementwise.hpp"
#include "ops/layout.hpp"
#include "ops/reduce.hpp"

using namespace tf;

namespace {
constexpr tf_scalar kOne{1.0, 0.0}, kZero{0.0, 0.0};

Status unary_c(tf_engine* engine, int32_t op, tf_scalar alpha, const tf_tensor* x,
               tf_tensor* out, tf_tensor** alloc) {
  Tensor* r = nullptr;
  TF_TRY(unary(*obj(engine), static_cast<Unary>(op), alpha, *obj(x), out ? obj(out) : nullptr,
               &r));
  if (alloc) *alloc = handle(r);
  return TF_OK;
}

Status binary_c(tf_engine* engine, Binary op, tf_scalar alpha, tf_scalar beta,
                const tf_tensor* x, const tf_tensor* y, tf_tensor* out, tf_tensor** alloc) {
  Tensor* r = nullptr;
  TF_TRY(binary(*obj(engine), op, alpha, beta, *obj(x), *obj(y), out ? obj(out) : nullptr, &r));
  if (alloc) *alloc = handle(r);
  return TF_OK;
}
}  // namespace

extern "C" {

// ------------------------------------------------------------------- unary

tf_status tf_unary(tf_engine* engine, tf_unary_op op, const tf_tensor* x, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(out);
    TF_TRY(check_unary_op(enum_arg(op), "op"));
    return unary_c(engine, enum_arg(op), kZero, x, nullptr, out);
  });
}

tf_status tf_unary_into(tf_engine* engine, tf_unary_op op, const tf_tensor* x, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(out);
    TF_TRY(check_unary_op(enum_arg(op), "op"));
    return unary_c(engine, enum_arg(op), kZero, x, out, nullptr);
  });
}

tf_status tf_scale(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(out);
    return unary_c(engine, (int32_t)Unary::Scale, alpha, x, nullptr, out);
  });
}

tf_status tf_scale_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(out);
    return unary_c(engine, (int32_t)Unary::Scale, alpha, x, out, nullptr);
  });
}

// ------------------------------------------------------------------ binary

tf_status tf_binary(tf_engine* engine, tf_binary_op op, const tf_tensor* x, const tf_tensor* y,
                    tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(out);
    TF_TRY(check_binary_op(enum_arg(op), "op"));
    return binary_c(engine, static_cast<Binary>(enum_arg(op)), kOne, kOne, x, y, nullptr, out);
  });
}

tf_status tf_binary_into(tf_engine* engine, tf_binary_op op, const tf_tensor* x,
                         const tf_tensor* y, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(out);
    TF_TRY(check_binary_op(enum_arg(op), "op"));
    return binary_c(engine, static_cast<Binary>(enum_arg(op)), kOne, kOne, x, y, out, nullptr);
  });
}

tf_status tf_add(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, tf_tensor** out) {
  return tf_binary(engine, TF_BINARY_ADD, x, y, out);
}
tf_status tf_add_into(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                      tf_tensor* out) {
  return tf_binary_into(engine, TF_BINARY_ADD, x, y, out);
}
tf_status tf_mul(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, tf_tensor** out) {
  return tf_binary(engine, TF_BINARY_MUL, x, y, out);
}
tf_status tf_mul_into(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                      tf_tensor* out) {
  return tf_binary_into(engine, TF_BINARY_MUL, x, y, out);
}

tf_status tf_axpby(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_scalar beta,
                   const tf_tensor* y, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(out);
    return binary_c(engine, Binary::Axpby, alpha, beta, x, y, nullptr, out);
  });
}

tf_status tf_axpby_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_scalar beta,
                        const tf_tensor* y, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(out);
    return binary_c(engine, Binary::Axpby, alpha, beta, x, y, out, nullptr);
  });
}

// -------------------------------------------------------------- reductions

tf_status tf_reduce(tf_engine* engine, tf_reduce_op op, const tf_tensor* x, int32_t naxes,
                    const int32_t* axes, int32_t keepdims, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(out);
    Tensor* r = nullptr;
    TF_TRY(reduce(*obj(engine), enum_arg(op), *obj(x), naxes, axes, keepdims != 0, nullptr, &r));
    *out = handle(r);
    return TF_OK;
  });
}

tf_status tf_reduce_into(tf_engine* engine, tf_reduce_op op, const tf_tensor* x, int32_t naxes,
                         const int32_t* axes, int32_t keepdims, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(out);
    return reduce(*obj(engine), enum_arg(op), *obj(x), naxes, axes, keepdims != 0, obj(out), nullptr);
  });
}

tf_status tf_dot(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, tf_scalar* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(out);
    return dot(*obj(engine), *obj(x), *obj(y), false, out);
  });
}

tf_status tf_vdot(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, tf_scalar* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(y);
    TF_NOT_NULL(out);
    return dot(*obj(engine), *obj(x), *obj(y), true, out);
  });
}

// ------------------------------------------------------------------ layout

tf_status tf_permute_view(const tf_tensor* x, const int32_t* perm, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(x);
    if (obj(x)->ndim > 0) TF_NOT_NULL(perm);
    TF_NOT_NULL(out);
    Tensor* r;
    TF_TRY(permute_view(*obj(x), perm, &r));
    *out = handle(r);
    return TF_OK;
  });
}

tf_status tf_permute(tf_engine* engine, const tf_tensor* x, const int32_t* perm,
                     tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    if (obj(x)->ndim > 0) TF_NOT_NULL(perm);
    TF_NOT_NULL(out);
    Tensor* r = nullptr;
    TF_TRY(permute(*obj(engine), *obj(x), perm, nullptr, &r));
    *out = handle(r);
    return TF_OK;
  });
}

tf_status tf_permute_into(tf_engine* engine, const tf_tensor* x, const int32_t* perm,
                          tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    if (obj(x)->ndim > 0) TF_NOT_NULL(perm);
    TF_NOT_NULL(out);
    return permute(*obj(engine), *obj(x), perm, obj(out), nullptr);
  });
}

tf_status tf_reshape_view(const tf_tensor* x, int32_t ndim, const int64_t* shape,
                          tf_layout order, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(x);
    TF_NOT_NULL(out);
    Tensor* r;
    TF_TRY(reshape_view(*obj(x), ndim, shape, enum_arg(order), &r));
    *out = handle(r);
    return TF_OK;
  });
}

tf_status tf_reshape(tf_engine* engine, const tf_tensor* x, int32_t ndim, const int64_t* shape,
                     tf_layout order, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(out);
    Tensor* r;
    TF_TRY(reshape_copy(*obj(engine), *obj(x), ndim, shape, enum_arg(order), &r));
    *out = handle(r);
    return TF_OK;
  });
}

tf_status tf_contiguous(tf_engine* engine, const tf_tensor* x, tf_layout layout,
                        tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(out);
    Tensor* r;
    TF_TRY(contiguous(*obj(engine), *obj(x), enum_arg(layout), &r));
    *out = handle(r);
    return TF_OK;
  });
}

tf_status tf_copy_into(tf_engine* engine, const tf_tensor* src, tf_tensor* dst) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(src);
    TF_NOT_NULL(dst);
    return copy_into(*obj(engine), *obj(src), *obj(dst));
  });
}

tf_status tf_slice_view(const tf_tensor* x, const int64_t* starts, const int64_t* stops,
                        const int64_t* steps, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(x);
    if (obj(x)->ndim > 0) {
      TF_NOT_NULL(starts);
      TF_NOT_NULL(stops);
    }
    TF_NOT_NULL(out);
    Tensor* r;
    TF_TRY(slice_view(*obj(x), starts, stops, steps, &r));
    *out = handle(r);
    return TF_OK;
  });
}

tf_status tf_cast(tf_engine* engine, const tf_tensor* x, tf_dtype dtype, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(out);
    Tensor* r = nullptr;
    TF_TRY(cast(*obj(engine), *obj(x), enum_arg(dtype), nullptr, &r));
    *out = handle(r);
    return TF_OK;
  });
}

tf_status tf_cast_into(tf_engine* engine, const tf_tensor* x, tf_tensor* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(x);
    TF_NOT_NULL(out);
    return cast(*obj(engine), *obj(x), 0, obj(out), nullptr);
  });
}

}  // extern "C"
