// capi/linalg.cpp: the linear-algebra operations at the C boundary.
#include "capi/boundary.hpp"
#include "ops/linalg.hpp"

using namespace tf;

namespace {

Status read_svd(const tf_svd_options* o, SvdOpts* out) {
  tf_svd_options x;
  TF_TRY(read_options(o, offsetof(tf_svd_options, cutoff) + sizeof(double), "options", &x));
  out->max_rank = x.max_rank;
  out->cutoff = x.cutoff;
  return TF_OK;
}

Status check_info(tf_svd_info* info) {
  if (info && info->struct_size < offsetof(tf_svd_info, trunc_err) + sizeof(double))
    return fail(TF_ERR_INVALID_ARGUMENT, "info->struct_size: %zu, expected at least %zu",
                info->struct_size, offsetof(tf_svd_info, trunc_err) + sizeof(double));
  return TF_OK;
}

void write_info(const SvdResult& r, tf_svd_info* info) {
  if (!info) return;
  info->rank = r.rank;
  info->trunc_err = r.trunc_err;
  if (info->struct_size >= offsetof(tf_svd_info, used_fallback) + sizeof(int32_t))
    info->used_fallback = r.fallback ? 1 : 0;
}

}  // namespace

extern "C" {

tf_status tf_svd(tf_engine* engine, const tf_tensor* a, const tf_svd_options* options,
                 tf_tensor** u, tf_tensor** s, tf_tensor** vh, tf_svd_info* info) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(u);
    TF_NOT_NULL(s);
    TF_NOT_NULL(vh);
    TF_TRY(check_info(info));
    SvdOpts o;
    TF_TRY(read_svd(options, &o));
    Tensor *ru, *rs, *rv;
    SvdResult r;
    TF_TRY(svd(*obj(engine), obj(a), o, nullptr, nullptr, nullptr, &ru, &rs, &rv, &r));
    *u = handle(ru);
    *s = handle(rs);
    *vh = handle(rv);
    write_info(r, info);
    return TF_OK;
  });
}

tf_status tf_svd_into(tf_engine* engine, const tf_tensor* a, const tf_svd_options* options,
                      tf_tensor* u, tf_tensor* s, tf_tensor* vh, tf_svd_info* info) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(u);
    TF_NOT_NULL(s);
    TF_NOT_NULL(vh);
    TF_TRY(check_info(info));
    SvdOpts o;
    TF_TRY(read_svd(options, &o));
    SvdResult r;
    TF_TRY(svd(*obj(engine), obj(a), o, obj(u), obj(s), obj(vh), nullptr, nullptr, nullptr, &r));
    write_info(r, info);
    return TF_OK;
  });
}

tf_status tf_svd_split(tf_engine* engine, const tf_tensor* a, int32_t n_left,
                       const int32_t* left_axes, const tf_svd_options* options, tf_tensor** u,
                       tf_tensor** s, tf_tensor** vh, tf_svd_info* info) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(left_axes);
    TF_NOT_NULL(u);
    TF_NOT_NULL(s);
    TF_NOT_NULL(vh);
    TF_TRY(check_info(info));
    SvdOpts o;
    TF_TRY(read_svd(options, &o));
    Tensor *ru, *rs, *rv;
    SvdResult r;
    TF_TRY(svd_split(*obj(engine), obj(a), n_left, left_axes, o, nullptr, nullptr, nullptr, &ru,
                     &rs, &rv, &r));
    *u = handle(ru);
    *s = handle(rs);
    *vh = handle(rv);
    write_info(r, info);
    return TF_OK;
  });
}

tf_status tf_svd_split_into(tf_engine* engine, const tf_tensor* a, int32_t n_left,
                            const int32_t* left_axes, const tf_svd_options* options,
                            tf_tensor* u, tf_tensor* s, tf_tensor* vh, tf_svd_info* info) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(left_axes);
    TF_NOT_NULL(u);
    TF_NOT_NULL(s);
    TF_NOT_NULL(vh);
    TF_TRY(check_info(info));
    SvdOpts o;
    TF_TRY(read_svd(options, &o));
    SvdResult r;
    TF_TRY(svd_split(*obj(engine), obj(a), n_left, left_axes, o, obj(u), obj(s), obj(vh),
                     nullptr, nullptr, nullptr, &r));
    write_info(r, info);
    return TF_OK;
  });
}

// Two-output factorisations (qr, lq).
#define TF_TWO_OUT(NAME, LQ, N1, N2)                                                          \
  tf_status tf_##NAME(tf_engine* engine, const tf_tensor* a, int32_t nonneg_diag,             \
                      tf_tensor** N1, tf_tensor** N2) {                                       \
    return guard([&]() -> Status {                                                            \
      TF_NOT_NULL(engine);                                                                    \
      TF_ENGINE_USE(engine);                                                                  \
      TF_NOT_NULL(a);                                                                         \
      TF_NOT_NULL(N1);                                                                        \
      TF_NOT_NULL(N2);                                                                        \
      Tensor *r1, *r2;                                                                        \
      TF_TRY(qr(*obj(engine), obj(a), LQ, nonneg_diag != 0, nullptr, nullptr, &r1, &r2));     \
      *N1 = handle(r1);                                                                       \
      *N2 = handle(r2);                                                                       \
      return TF_OK;                                                                           \
    });                                                                                       \
  }                                                                                           \
  tf_status tf_##NAME##_into(tf_engine* engine, const tf_tensor* a, int32_t nonneg_diag,      \
                             tf_tensor* N1, tf_tensor* N2) {                                  \
    return guard([&]() -> Status {                                                            \
      TF_NOT_NULL(engine);                                                                    \
      TF_ENGINE_USE(engine);                                                                  \
      TF_NOT_NULL(a);                                                                         \
      TF_NOT_NULL(N1);                                                                        \
      TF_NOT_NULL(N2);                                                                        \
      return qr(*obj(engine), obj(a), LQ, nonneg_diag != 0, obj(N1), obj(N2), nullptr,        \
                nullptr);                                                                     \
    });                                                                                       \
  }
TF_TWO_OUT(qr, false, q, r)
TF_TWO_OUT(lq, true, l, q)
#undef TF_TWO_OUT

tf_status tf_eigh(tf_engine* engine, const tf_tensor* a, tf_tensor** w, tf_tensor** v) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(w);
    TF_NOT_NULL(v);
    Tensor *rw, *rv;
    TF_TRY(eigh(*obj(engine), obj(a), true, nullptr, nullptr, &rw, &rv));
    *w = handle(rw);
    *v = handle(rv);
    return TF_OK;
  });
}

tf_status tf_eigh_into(tf_engine* engine, const tf_tensor* a, tf_tensor* w, tf_tensor* v) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(w);
    TF_NOT_NULL(v);
    return eigh(*obj(engine), obj(a), true, obj(w), obj(v), nullptr, nullptr);
  });
}

tf_status tf_eigvalsh(tf_engine* engine, const tf_tensor* a, tf_tensor** w) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(w);
    Tensor* rw;
    TF_TRY(eigh(*obj(engine), obj(a), false, nullptr, nullptr, &rw, nullptr));
    *w = handle(rw);
    return TF_OK;
  });
}

tf_status tf_eigvalsh_into(tf_engine* engine, const tf_tensor* a, tf_tensor* w) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(w);
    return eigh(*obj(engine), obj(a), false, obj(w), nullptr, nullptr, nullptr);
  });
}

tf_status tf_solve(tf_engine* engine, const tf_tensor* a, const tf_tensor* b, tf_tensor** x) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(x);
    Tensor* r;
    TF_TRY(solve(*obj(engine), obj(a), obj(b), nullptr, &r));
    *x = handle(r);
    return TF_OK;
  });
}

tf_status tf_solve_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                        tf_tensor* x) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(x);
    return solve(*obj(engine), obj(a), obj(b), obj(x), nullptr);
  });
}

tf_status tf_solve_triangular(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                              int32_t upper, tf_op op, int32_t unit_diag, tf_tensor** x) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(x);
    Tensor* r;
    TF_TRY(solve_triangular(*obj(engine), obj(a), obj(b), upper != 0, enum_arg(op), unit_diag != 0,
                            nullptr, &r));
    *x = handle(r);
    return TF_OK;
  });
}

tf_status tf_solve_triangular_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                   int32_t upper, tf_op op, int32_t unit_diag, tf_tensor* x) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    TF_NOT_NULL(b);
    TF_NOT_NULL(x);
    return solve_triangular(*obj(engine), obj(a), obj(b), upper != 0, enum_arg(op), unit_diag != 0,
                            obj(x), nullptr);
  });
}

// One-input, one-output operations (cholesky, det, inv).
#define TF_ONE_OUT(NAME, FN, OUT)                                                   \
  tf_status tf_##NAME(tf_engine* engine, const tf_tensor* a, tf_tensor** OUT) {     \
    return guard([&]() -> Status {                                                  \
      TF_NOT_NULL(engine);                                                          \
      TF_ENGINE_USE(engine);                                                        \
      TF_NOT_NULL(a);                                                               \
      TF_NOT_NULL(OUT);                                                             \
      Tensor* r;                                                                    \
      TF_TRY(FN(*obj(engine), obj(a), nullptr, &r));                                \
      *OUT = handle(r);                                                             \
      return TF_OK;                                                                 \
    });                                                                             \
  }                                                                                 \
  tf_status tf_##NAME##_into(tf_engine* engine, const tf_tensor* a, tf_tensor* OUT) { \
    return guard([&]() -> Status {                                                  \
      TF_NOT_NULL(engine);                                                          \
      TF_ENGINE_USE(engine);                                                        \
      TF_NOT_NULL(a);                                                               \
      TF_NOT_NULL(OUT);                                                             \
      return FN(*obj(engine), obj(a), obj(OUT), nullptr);                           \
    });                                                                             \
  }
TF_ONE_OUT(cholesky, cholesky, l)
TF_ONE_OUT(det, det, d)
TF_ONE_OUT(inv, inv, x)
#undef TF_ONE_OUT

tf_status tf_lu(tf_engine* engine, const tf_tensor* a, tf_tensor** lu_out, int32_t* piv,
                size_t piv_count) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    if (!lu_out) return null_arg("lu");  // the header's name
    TF_NOT_NULL(piv);
    Tensor* r;
    TF_TRY(lu(*obj(engine), obj(a), nullptr, &r, piv, piv_count));
    *lu_out = handle(r);
    return TF_OK;
  });
}

tf_status tf_lu_into(tf_engine* engine, const tf_tensor* a, tf_tensor* lu_out, int32_t* piv,
                     size_t piv_count) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(a);
    if (!lu_out) return null_arg("lu");  // the header's name
    TF_NOT_NULL(piv);
    return lu(*obj(engine), obj(a), obj(lu_out), nullptr, piv, piv_count);
  });
}

tf_status tf_lu_solve(tf_engine* engine, const tf_tensor* lu_in, const int32_t* piv,
                      size_t piv_count, const tf_tensor* b, tf_tensor** x) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    if (!lu_in) return null_arg("lu");  // the header's name
    TF_NOT_NULL(piv);
    TF_NOT_NULL(b);
    TF_NOT_NULL(x);
    Tensor* r;
    TF_TRY(lu_solve(*obj(engine), obj(lu_in), piv, piv_count, obj(b), nullptr, &r));
    *x = handle(r);
    return TF_OK;
  });
}

tf_status tf_lu_solve_into(tf_engine* engine, const tf_tensor* lu_in, const int32_t* piv,
                           size_t piv_count, const tf_tensor* b, tf_tensor* x) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    if (!lu_in) return null_arg("lu");  // the header's name
    TF_NOT_NULL(piv);
    TF_NOT_NULL(b);
    TF_NOT_NULL(x);
    return lu_solve(*obj(engine), obj(lu_in), piv, piv_count, obj(b), obj(x), nullptr);
  });
}

}  // extern "C"
