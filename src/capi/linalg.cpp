// capi/linalg.cpp: the linear-algebra operations at the C boundary.
#include "capi/boundary.hpp"
#include "ops/linalg.hpp"

using namespace tf;

namespace {

Status read_svd(const tf_svd_options* o, SvdOpts* out) {
  tf_svd_options x;
  TF_TRY(read_options(o, "options", &x));
  out->max_rank = x.max_rank;
  out->cutoff = x.cutoff;
  return TF_OK;
}

Status check_info(const tf_svd_info* info) {
  return info ? check_out_struct(info, "info") : TF_OK;
}

void write_info(const SvdResult& r, tf_svd_info* info) {
  if (!info) return;
  tf_svd_info x{};
  x.rank = r.rank;
  x.trunc_err = r.trunc_err;
  x.used_fallback = r.fallback ? 1 : 0;
  write_out_struct(x, info);
}

// Each operation once (the body of alloc_form / into_form); both forms below.
auto svd_op(const tf_tensor* a, const tf_svd_options* options, tf_svd_info* info) {
  return [=](Engine& e, const Outs& o) -> Status {
    TF_TRY(check_info(info));
    SvdOpts so;
    TF_TRY(read_svd(options, &so));
    SvdResult r;
    TF_TRY(svd(e, obj(a), so, o.in(0), o.in(1), o.in(2), o.alloc(0), o.alloc(1), o.alloc(2), &r));
    write_info(r, info);
    return TF_OK;
  };
}
auto svd_split_op(const tf_tensor* a, int32_t n_left, const int32_t* left_axes,
                  const tf_svd_options* options, tf_svd_info* info) {
  return [=](Engine& e, const Outs& o) -> Status {
    TF_TRY(check_info(info));
    SvdOpts so;
    TF_TRY(read_svd(options, &so));
    SvdResult r;
    TF_TRY(svd_split(e, obj(a), n_left, left_axes, so, o.in(0), o.in(1), o.in(2), o.alloc(0),
                     o.alloc(1), o.alloc(2), &r));
    write_info(r, info);
    return TF_OK;
  };
}
auto qr_op(const tf_tensor* a, bool lq, int32_t nonneg_diag) {
  return [=](Engine& e, const Outs& o) {
    return qr(e, obj(a), lq, nonneg_diag != 0, o.in(0), o.in(1), o.alloc(0), o.alloc(1));
  };
}
// Vectors is a template argument: eigvalsh has one output, and its body must
// not name a second one (in(1) would index past it).
template <bool Vectors>
auto eigh_op(const tf_tensor* a) {
  return [=](Engine& e, const Outs& o) {
    if constexpr (Vectors)
      return eigh(e, obj(a), true, o.in(0), o.in(1), o.alloc(0), o.alloc(1));
    else
      return eigh(e, obj(a), false, o.in(0), nullptr, o.alloc(0), nullptr);
  };
}
auto solve_op(const tf_tensor* a, const tf_tensor* b) {
  return [=](Engine& e, const Outs& o) { return solve(e, obj(a), obj(b), o.in(0), o.alloc(0)); };
}
auto trsv_op(const tf_tensor* a, const tf_tensor* b, int32_t upper, tf_op op, int32_t unit) {
  return [=](Engine& e, const Outs& o) {
    return solve_triangular(e, obj(a), obj(b), upper != 0, enum_arg(op), unit != 0, o.in(0),
                            o.alloc(0));
  };
}
template <class F>
auto one_op(F fn, const tf_tensor* a) {
  return [=](Engine& e, const Outs& o) { return fn(e, obj(a), o.in(0), o.alloc(0)); };
}
auto lu_op(const tf_tensor* a, int32_t* piv, size_t piv_count) {
  return [=](Engine& e, const Outs& o) {
    return lu(e, obj(a), o.in(0), o.alloc(0), piv, piv_count);
  };
}
auto lu_solve_op(const tf_tensor* lu_in, const int32_t* piv, size_t piv_count,
                 const tf_tensor* b) {
  return [=](Engine& e, const Outs& o) {
    return lu_solve(e, obj(lu_in), piv, piv_count, obj(b), o.in(0), o.alloc(0));
  };
}

auto lstsq_op(const tf_tensor* a, const tf_tensor* b, double rcond, int64_t* rank,
              size_t rank_count) {
  return [=](Engine& e, const Outs& o) {
    return lstsq(e, obj(a), obj(b), rcond, o.in(0), o.in(1), o.alloc(0), o.alloc(1), rank,
                 rank_count);
  };
}
auto pinv_op(const tf_tensor* a, double rcond) {
  return [=](Engine& e, const Outs& o) { return pinv(e, obj(a), rcond, o.in(0), o.alloc(0)); };
}
auto norm_op(const tf_tensor* a, tf_matrix_norm_kind kind) {
  return [=](Engine& e, const Outs& o) {
    return matrix_norm(e, obj(a), enum_arg(kind), o.in(0), o.alloc(0));
  };
}
template <bool Vectors>
auto eig_op(const tf_tensor* a) {
  return [=](Engine& e, const Outs& o) {
    if constexpr (Vectors)
      return eig(e, obj(a), true, o.in(0), o.in(1), o.alloc(0), o.alloc(1));
    else
      return eig(e, obj(a), false, o.in(0), nullptr, o.alloc(0), nullptr);
  };
}

}  // namespace

extern "C" {

tf_status tf_svd(tf_engine* engine, const tf_tensor* a, const tf_svd_options* options,
                 tf_tensor** u, tf_tensor** s, tf_tensor** vh, tf_svd_info* info) {
  return alloc_form(engine, {TF_ARG(a), TF_ARG(u), TF_ARG(s), TF_ARG(vh)}, {u, s, vh},
                    svd_op(a, options, info));
}
tf_status tf_svd_into(tf_engine* engine, const tf_tensor* a, const tf_svd_options* options,
                      tf_tensor* u, tf_tensor* s, tf_tensor* vh, tf_svd_info* info) {
  return into_form(engine, {TF_ARG(a), TF_ARG(u), TF_ARG(s), TF_ARG(vh)}, {u, s, vh},
                   svd_op(a, options, info));
}
#define TF_SPLIT_ARGS {TF_ARG(a), TF_ARG(left_axes), TF_ARG(u), TF_ARG(s), TF_ARG(vh)}
tf_status tf_svd_split(tf_engine* engine, const tf_tensor* a, int32_t n_left,
                       const int32_t* left_axes, const tf_svd_options* options, tf_tensor** u,
                       tf_tensor** s, tf_tensor** vh, tf_svd_info* info) {
  return alloc_form(engine, TF_SPLIT_ARGS, {u, s, vh},
                    svd_split_op(a, n_left, left_axes, options, info));
}
tf_status tf_svd_split_into(tf_engine* engine, const tf_tensor* a, int32_t n_left,
                            const int32_t* left_axes, const tf_svd_options* options,
                            tf_tensor* u, tf_tensor* s, tf_tensor* vh, tf_svd_info* info) {
  return into_form(engine, TF_SPLIT_ARGS, {u, s, vh},
                   svd_split_op(a, n_left, left_axes, options, info));
}
#undef TF_SPLIT_ARGS

// Two-output factorisations (qr: q, r; lq: l, q).
#define TF_TWO_OUT(NAME, LQ, O1, O2)                                                       \
  tf_status tf_##NAME(tf_engine* engine, const tf_tensor* a, int32_t nonneg_diag,          \
                      tf_tensor** O1, tf_tensor** O2) {                                    \
    return alloc_form(engine, {TF_ARG(a), TF_ARG(O1), TF_ARG(O2)}, {O1, O2},               \
                      qr_op(a, LQ, nonneg_diag));                                          \
  }                                                                                        \
  tf_status tf_##NAME##_into(tf_engine* engine, const tf_tensor* a, int32_t nonneg_diag,   \
                             tf_tensor* O1, tf_tensor* O2) {                               \
    return into_form(engine, {TF_ARG(a), TF_ARG(O1), TF_ARG(O2)}, {O1, O2},                \
                     qr_op(a, LQ, nonneg_diag));                                           \
  }
TF_TWO_OUT(qr, false, q, r)
TF_TWO_OUT(lq, true, l, q)
#undef TF_TWO_OUT

tf_status tf_eigh(tf_engine* engine, const tf_tensor* a, tf_tensor** w, tf_tensor** v) {
  return alloc_form(engine, {TF_ARG(a), TF_ARG(w), TF_ARG(v)}, {w, v}, eigh_op<true>(a));
}
tf_status tf_eigh_into(tf_engine* engine, const tf_tensor* a, tf_tensor* w, tf_tensor* v) {
  return into_form(engine, {TF_ARG(a), TF_ARG(w), TF_ARG(v)}, {w, v}, eigh_op<true>(a));
}
tf_status tf_eigvalsh(tf_engine* engine, const tf_tensor* a, tf_tensor** w) {
  return alloc_form(engine, {TF_ARG(a), TF_ARG(w)}, {w}, eigh_op<false>(a));
}
tf_status tf_eigvalsh_into(tf_engine* engine, const tf_tensor* a, tf_tensor* w) {
  return into_form(engine, {TF_ARG(a), TF_ARG(w)}, {w}, eigh_op<false>(a));
}

tf_status tf_solve(tf_engine* engine, const tf_tensor* a, const tf_tensor* b, tf_tensor** x) {
  return alloc_form(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(x)}, {x}, solve_op(a, b));
}
tf_status tf_solve_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                        tf_tensor* x) {
  return into_form(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(x)}, {x}, solve_op(a, b));
}
tf_status tf_solve_triangular(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                              int32_t upper, tf_op op, int32_t unit_diag, tf_tensor** x) {
  return alloc_form(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(x)}, {x},
                    trsv_op(a, b, upper, op, unit_diag));
}
tf_status tf_solve_triangular_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                   int32_t upper, tf_op op, int32_t unit_diag, tf_tensor* x) {
  return into_form(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(x)}, {x},
                   trsv_op(a, b, upper, op, unit_diag));
}

// One-input, one-output operations (cholesky, det, inv).
#define TF_ONE_OUT(NAME, FN, OUT)                                                    \
  tf_status tf_##NAME(tf_engine* engine, const tf_tensor* a, tf_tensor** OUT) {      \
    return alloc_form(engine, {TF_ARG(a), TF_ARG(OUT)}, {OUT}, one_op(FN, a));       \
  }                                                                                  \
  tf_status tf_##NAME##_into(tf_engine* engine, const tf_tensor* a, tf_tensor* OUT) { \
    return into_form(engine, {TF_ARG(a), TF_ARG(OUT)}, {OUT}, one_op(FN, a));        \
  }
TF_ONE_OUT(cholesky, cholesky, l)
TF_ONE_OUT(det, det, d)
TF_ONE_OUT(inv, inv, x)
#undef TF_ONE_OUT

// lu_out, lu_in: the header's name is `lu`.
tf_status tf_lu(tf_engine* engine, const tf_tensor* a, tf_tensor** lu_out, int32_t* piv,
                size_t piv_count) {
  return alloc_form(engine, {TF_ARG(a), {lu_out, "lu"}, TF_ARG(piv)}, {lu_out},
                    lu_op(a, piv, piv_count));
}
tf_status tf_lu_into(tf_engine* engine, const tf_tensor* a, tf_tensor* lu_out, int32_t* piv,
                     size_t piv_count) {
  return into_form(engine, {TF_ARG(a), {lu_out, "lu"}, TF_ARG(piv)}, {lu_out},
                   lu_op(a, piv, piv_count));
}
tf_status tf_lu_solve(tf_engine* engine, const tf_tensor* lu_in, const int32_t* piv,
                      size_t piv_count, const tf_tensor* b, tf_tensor** x) {
  return alloc_form(engine, {{lu_in, "lu"}, TF_ARG(piv), TF_ARG(b), TF_ARG(x)}, {x},
                    lu_solve_op(lu_in, piv, piv_count, b));
}
tf_status tf_lu_solve_into(tf_engine* engine, const tf_tensor* lu_in, const int32_t* piv,
                           size_t piv_count, const tf_tensor* b, tf_tensor* x) {
  return into_form(engine, {{lu_in, "lu"}, TF_ARG(piv), TF_ARG(b), TF_ARG(x)}, {x},
                   lu_solve_op(lu_in, piv, piv_count, b));
}

// rank may be NULL (not reported).
#define TF_LSTSQ_ARGS {TF_ARG(a), TF_ARG(b), TF_ARG(x), TF_ARG(residuals)}
tf_status tf_lstsq(tf_engine* engine, const tf_tensor* a, const tf_tensor* b, double rcond,
                   tf_tensor** x, tf_tensor** residuals, int64_t* rank, size_t rank_count) {
  return alloc_form(engine, TF_LSTSQ_ARGS, {x, residuals}, lstsq_op(a, b, rcond, rank, rank_count));
}
tf_status tf_lstsq_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b, double rcond,
                        tf_tensor* x, tf_tensor* residuals, int64_t* rank, size_t rank_count) {
  return into_form(engine, TF_LSTSQ_ARGS, {x, residuals}, lstsq_op(a, b, rcond, rank, rank_count));
}
#undef TF_LSTSQ_ARGS
tf_status tf_pinv(tf_engine* engine, const tf_tensor* a, double rcond, tf_tensor** x) {
  return alloc_form(engine, {TF_ARG(a), TF_ARG(x)}, {x}, pinv_op(a, rcond));
}
tf_status tf_pinv_into(tf_engine* engine, const tf_tensor* a, double rcond, tf_tensor* x) {
  return into_form(engine, {TF_ARG(a), TF_ARG(x)}, {x}, pinv_op(a, rcond));
}
tf_status tf_matrix_norm(tf_engine* engine, const tf_tensor* a, tf_matrix_norm_kind kind,
                         tf_tensor** out) {
  return alloc_form(engine, {TF_ARG(a), TF_ARG(out)}, {out}, norm_op(a, kind));
}
tf_status tf_matrix_norm_into(tf_engine* engine, const tf_tensor* a, tf_matrix_norm_kind kind,
                              tf_tensor* out) {
  return into_form(engine, {TF_ARG(a), TF_ARG(out)}, {out}, norm_op(a, kind));
}
tf_status tf_expm(tf_engine* engine, const tf_tensor* a, tf_tensor** x) {
  return alloc_form(engine, {TF_ARG(a), TF_ARG(x)}, {x}, one_op(expm, a));
}
tf_status tf_expm_into(tf_engine* engine, const tf_tensor* a, tf_tensor* x) {
  return into_form(engine, {TF_ARG(a), TF_ARG(x)}, {x}, one_op(expm, a));
}
tf_status tf_eig(tf_engine* engine, const tf_tensor* a, tf_tensor** w, tf_tensor** v) {
  return alloc_form(engine, {TF_ARG(a), TF_ARG(w), TF_ARG(v)}, {w, v}, eig_op<true>(a));
}
tf_status tf_eig_into(tf_engine* engine, const tf_tensor* a, tf_tensor* w, tf_tensor* v) {
  return into_form(engine, {TF_ARG(a), TF_ARG(w), TF_ARG(v)}, {w, v}, eig_op<true>(a));
}
tf_status tf_eigvals(tf_engine* engine, const tf_tensor* a, tf_tensor** w) {
  return alloc_form(engine, {TF_ARG(a), TF_ARG(w)}, {w}, eig_op<false>(a));
}
tf_status tf_eigvals_into(tf_engine* engine, const tf_tensor* a, tf_tensor* w) {
  return into_form(engine, {TF_ARG(a), TF_ARG(w)}, {w}, eig_op<false>(a));
}

}  // extern "C"
