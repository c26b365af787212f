// capi/elementwise.cpp: elementwise maps, reductions and layout operations at
// the C boundary (section 7 of tenferro.h).
#include <cstring>

#include "capi/boundary.hpp"
#include "ops/elementwise.hpp"
#include "ops/layout.hpp"
#include "ops/reduce.hpp"

using namespace tf;

namespace {
// Each operation once (the body of alloc_form / into_form); both forms below.
auto unary_op(int32_t op, bool check, tf_scalar alpha, const tf_tensor* x) {
  return [=](Engine& e, const Outs& o) -> Status {
    if (check) TF_TRY(check_unary_op(op, "op"));
    return unary(e, static_cast<Unary>(op), alpha, *obj(x), o.in(0), o.alloc(0));
  };
}
auto binary_op(int32_t op, bool check, tf_scalar alpha, tf_scalar beta, const tf_tensor* x,
               const tf_tensor* y) {
  return [=](Engine& e, const Outs& o) -> Status {
    if (check) TF_TRY(check_binary_op(op, "op"));
    return binary(e, static_cast<Binary>(op), alpha, beta, *obj(x), *obj(y), o.in(0),
                  o.alloc(0));
  };
}
auto reduce_op(tf_reduce_op op, const tf_tensor* x, int32_t naxes, const int32_t* axes,
               int32_t keepdims) {
  return [=](Engine& e, const Outs& o) -> Status {
    return reduce(e, enum_arg(op), *obj(x), naxes, axes, keepdims != 0, o.in(0), o.alloc(0));
  };
}
}  // namespace

extern "C" {

// ------------------------------------------------------------------- unary

tf_status tf_unary(tf_engine* engine, tf_unary_op op, const tf_tensor* x, tf_tensor** out) {
  return alloc_form(engine, {TF_ARG(x), TF_ARG(out)}, {out}, unary_op(enum_arg(op), true, kZero, x));
}
tf_status tf_unary_into(tf_engine* engine, tf_unary_op op, const tf_tensor* x, tf_tensor* out) {
  return into_form(engine, {TF_ARG(x), TF_ARG(out)}, {out}, unary_op(enum_arg(op), true, kZero, x));
}
tf_status tf_scale(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_tensor** out) {
  return alloc_form(engine, {TF_ARG(x), TF_ARG(out)}, {out}, unary_op((int32_t)Unary::Scale, false, alpha, x));
}
tf_status tf_scale_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_tensor* out) {
  return into_form(engine, {TF_ARG(x), TF_ARG(out)}, {out}, unary_op((int32_t)Unary::Scale, false, alpha, x));
}

// ------------------------------------------------------------------ binary

tf_status tf_binary(tf_engine* engine, tf_binary_op op, const tf_tensor* x, const tf_tensor* y,
                    tf_tensor** out) {
  return alloc_form(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(out)}, {out},
                    binary_op(enum_arg(op), true, kOne, kOne, x, y));
}
tf_status tf_binary_into(tf_engine* engine, tf_binary_op op, const tf_tensor* x,
                         const tf_tensor* y, tf_tensor* out) {
  return into_form(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(out)}, {out},
                   binary_op(enum_arg(op), true, kOne, kOne, x, y));
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
  return alloc_form(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(out)}, {out},
                    binary_op((int32_t)Binary::Axpby, false, alpha, beta, x, y));
}
tf_status tf_axpby_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x, tf_scalar beta,
                        const tf_tensor* y, tf_tensor* out) {
  return into_form(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(out)}, {out},
                   binary_op((int32_t)Binary::Axpby, false, alpha, beta, x, y));
}

// -------------------------------------------------------------- reductions

tf_status tf_reduce(tf_engine* engine, tf_reduce_op op, const tf_tensor* x, int32_t naxes,
                    const int32_t* axes, int32_t keepdims, tf_tensor** out) {
  return alloc_form(engine, {TF_ARG(x), TF_ARG(out)}, {out},
                    reduce_op(op, x, naxes, axes, keepdims));
}
tf_status tf_reduce_into(tf_engine* engine, tf_reduce_op op, const tf_tensor* x, int32_t naxes,
                         const int32_t* axes, int32_t keepdims, tf_tensor* out) {
  return into_form(engine, {TF_ARG(x), TF_ARG(out)}, {out},
                   reduce_op(op, x, naxes, axes, keepdims));
}

tf_status tf_dot(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, tf_scalar* out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(out)},
                  [&](Engine& e) { return dot(e, *obj(x), *obj(y), false, out); });
}
tf_status tf_vdot(tf_engine* engine, const tf_tensor* x, const tf_tensor* y, tf_scalar* out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(out)},
                  [&](Engine& e) { return dot(e, *obj(x), *obj(y), true, out); });
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
  return alloc_form(engine, {TF_ARG(x), {perm, "perm", x && obj(x)->ndim > 0}, TF_ARG(out)},
                    {out}, [&](Engine& e, const Outs& o) {
                      return permute(e, *obj(x), perm, o.in(0), o.alloc(0));
                    });
}
tf_status tf_permute_into(tf_engine* engine, const tf_tensor* x, const int32_t* perm,
                          tf_tensor* out) {
  return into_form(engine, {TF_ARG(x), {perm, "perm", x && obj(x)->ndim > 0}, TF_ARG(out)},
                   {out}, [&](Engine& e, const Outs& o) {
                     return permute(e, *obj(x), perm, o.in(0), o.alloc(0));
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
  return alloc_form(engine, {TF_ARG(x), TF_ARG(out)}, {out}, [&](Engine& e, const Outs& o) {
    return reshape_copy(e, *obj(x), ndim, shape, enum_arg(order), o.alloc(0));
  });
}

tf_status tf_contiguous(tf_engine* engine, const tf_tensor* x, tf_layout layout,
                        tf_tensor** out) {
  return alloc_form(engine, {TF_ARG(x), TF_ARG(out)}, {out}, [&](Engine& e, const Outs& o) {
    return contiguous(e, *obj(x), enum_arg(layout), o.alloc(0));
  });
}

tf_status tf_copy_into(tf_engine* engine, const tf_tensor* src, tf_tensor* dst) {
  return op_entry(engine, {TF_ARG(src), TF_ARG(dst)},
                  [&](Engine& e) { return copy_into(e, *obj(src), *obj(dst)); });
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
  return alloc_form(engine, {TF_ARG(x), TF_ARG(out)}, {out}, [&](Engine& e, const Outs& o) {
    return cast(e, *obj(x), enum_arg(dtype), nullptr, o.alloc(0));
  });
}
tf_status tf_cast_into(tf_engine* engine, const tf_tensor* x, tf_tensor* out) {
  return into_form(engine, {TF_ARG(x), TF_ARG(out)}, {out}, [&](Engine& e, const Outs& o) {
    return cast(e, *obj(x), 0, o.in(0), nullptr);
  });
}

}  // extern "C"
