// capi/autodiff_linalg.cpp: the derivative rules of the linear-algebra
// operations (and tf_slogdet) at the C boundary: NULL checks, options, then
// the rule in ops/rules_linalg.
#include <cmath>

#include "capi/boundary.hpp"
#include "ops/linalg.hpp"
#include "ops/rules_linalg.hpp"

using namespace tf;

namespace {

Status read_ad(const tf_ad_options* o, AdOpts* out) {
  *out = AdOpts{};
  if (!o) return TF_OK;
  tf_ad_options x;
  TF_TRY(read_options(o, "options", &x));
  if (!(x.broadening >= 0.0) || !std::isfinite(x.broadening))
    return fail(TF_ERR_INVALID_ARGUMENT, "options->broadening: %g, expected a finite value >= 0",
                x.broadening);
  out->broadening = x.broadening;
  return TF_OK;
}

// Output i of a rule call: in the allocating form an out-pointer, in the
// _into form a tensor (NULL: not computed).
inline void put(RuleArgs& r, int i, tf_tensor** p) {
  r.alloc[i] = reinterpret_cast<Tensor**>(p);
}
inline void put(RuleArgs& r, int i, tf_tensor* p) { r.out[i] = p ? obj(p) : nullptr; }

// One rule call of row id: the tensors ins in the order of its signature
// (the primal ones must not be NULL, the row names them), the outputs o...
// (tf_tensor** or tf_tensor*, see put), then la_call. r carries what the
// row's flags say the rule reads besides (triangle flags, piv).
template <class... O>
tf_status entry(tf_engine* engine, LaRule id, bool jvp, RuleArgs r,
                std::initializer_list<const tf_tensor*> ins, const tf_ad_options* o, O... outs) {
  return guard([&]() -> Status {
    const LaSig& sig = la_sig(id, jvp);
    if ((int)ins.size() != sig.nin || (int)sizeof...(O) != sig.nout)
      return fail(TF_ERR_INTERNAL, "%s: %d inputs and %d outputs, the table says %d and %d",
                  sig.name.s, (int)ins.size(), (int)sizeof...(O), sig.nin, sig.nout);
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    int i = 0;
    for (const tf_tensor* t : ins) {
      if (i < sig.nrequired && !t) return null_arg(sig.in[i].s);
      r.in[i++] = t ? obj(t) : nullptr;
    }
    int k = 0;
    (put(r, k++, outs), ...);
    TF_TRY(read_ad(o, &r.opts));
    return la_call(*obj(engine), id, jvp, r);
  });
}

Status slogdet_fwd(Engine& e, const RuleArgs& r) {
  return slogdet(e, r.in[0], r.out[0], r.out[1], r.alloc[0], r.alloc[1]);
}

}  // namespace

// Each rule's allocating and _into forms, from one definition
// (TF_ALLOC_AND_INTO, capi/boundary.hpp); the names, which tensors are
// required and the rule come from the row (ops/rules_linalg_table.cpp).
static const RuleArgs kNoExtra{};
constexpr const tf_ad_options* kNoOptions = nullptr;

// ---- SVD
TF_ALLOC_AND_INTO(svd_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* u, const tf_tensor* s,
     const tf_tensor* vh, const tf_tensor* gu, const tf_tensor* gs, const tf_tensor* gvh,
     const tf_ad_options* options, Out da),
    return entry(engine, LaRule::Svd, false, kNoExtra, {a, u, s, vh, gu, gs, gvh}, options, da);)
TF_ALLOC_AND_INTO(svd_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* u, const tf_tensor* s,
     const tf_tensor* vh, const tf_tensor* da, const tf_ad_options* options, Out du, Out ds,
     Out dvh),
    return entry(engine, LaRule::Svd, true, kNoExtra, {a, u, s, vh, da}, options, du, ds, dvh);)

// ---- QR / LQ
#define TF_QR_RULES(NAME, ID, N1, N2)                                                        \
  TF_ALLOC_AND_INTO(NAME##_vjp,                                                              \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* N1, const tf_tensor* N2,      \
       const tf_tensor* g##N1, const tf_tensor* g##N2, Out da),                              \
      return entry(engine, ID, false, kNoExtra, {a, N1, N2, g##N1, g##N2}, kNoOptions, da);) \
  TF_ALLOC_AND_INTO(NAME##_jvp,                                                              \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* N1, const tf_tensor* N2,      \
       const tf_tensor* da, Out d##N1, Out d##N2),                                           \
      return entry(engine, ID, true, kNoExtra, {a, N1, N2, da}, kNoOptions, d##N1, d##N2);)
TF_QR_RULES(qr, LaRule::Qr, q, r)
TF_QR_RULES(lq, LaRule::Lq, l, q)
#undef TF_QR_RULES

// ---- eigh, eigvalsh
TF_ALLOC_AND_INTO(eigh_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* v,
     const tf_tensor* gw, const tf_tensor* gv, const tf_ad_options* options, Out da),
    return entry(engine, LaRule::Eigh, false, kNoExtra, {a, w, v, gw, gv}, options, da);)
TF_ALLOC_AND_INTO(eigh_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* v,
     const tf_tensor* da, const tf_ad_options* options, Out dw, Out dv),
    return entry(engine, LaRule::Eigh, true, kNoExtra, {a, w, v, da}, options, dw, dv);)
TF_ALLOC_AND_INTO(eigvalsh_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* gw, Out da),
    return entry(engine, LaRule::Eigvalsh, false, kNoExtra, {a, w, gw}, kNoOptions, da);)
TF_ALLOC_AND_INTO(eigvalsh_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* da, Out dw),
    return entry(engine, LaRule::Eigvalsh, true, kNoExtra, {a, w, da}, kNoOptions, dw);)

// ---- solve
TF_ALLOC_AND_INTO(solve_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, const tf_tensor* x,
     const tf_tensor* gx, Out da, Out db),
    return entry(engine, LaRule::Solve, false, kNoExtra, {a, b, x, gx}, kNoOptions, da, db);)
TF_ALLOC_AND_INTO(solve_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, const tf_tensor* x,
     const tf_tensor* da, const tf_tensor* db, Out dx),
    return entry(engine, LaRule::Solve, true, kNoExtra, {a, b, x, da, db}, kNoOptions, dx);)

// ---- solve_triangular (flags: upper, op, unit_diag)
static RuleArgs tri_flags(int32_t upper, tf_op op, int32_t unit_diag) {
  RuleArgs r;
  r.flags[0] = upper != 0;
  r.flags[1] = enum_arg(op);
  r.flags[2] = unit_diag != 0;
  return r;
}
TF_ALLOC_AND_INTO(solve_triangular_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, int32_t upper, tf_op op,
     int32_t unit_diag, const tf_tensor* x, const tf_tensor* gx, Out da, Out db),
    return entry(engine, LaRule::SolveTri, false, tri_flags(upper, op, unit_diag),
                 {a, b, x, gx}, kNoOptions, da, db);)
TF_ALLOC_AND_INTO(solve_triangular_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, int32_t upper, tf_op op,
     int32_t unit_diag, const tf_tensor* x, const tf_tensor* da, const tf_tensor* db, Out dx),
    return entry(engine, LaRule::SolveTri, true, tri_flags(upper, op, unit_diag),
                 {a, b, x, da, db}, kNoOptions, dx);)

// ---- one primal output, one cotangent: cholesky, inv, det
#define TF_ONE_RULES(NAME, ID, OUTN, DOUT)                                                    \
  TF_ALLOC_AND_INTO(NAME##_vjp,                                                               \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* OUTN, const tf_tensor* g##OUTN, \
       Out da),                                                                               \
      return entry(engine, ID, false, kNoExtra, {a, OUTN, g##OUTN}, kNoOptions, da);)         \
  TF_ALLOC_AND_INTO(NAME##_jvp,                                                               \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* OUTN, const tf_tensor* da,     \
       Out DOUT),                                                                             \
      return entry(engine, ID, true, kNoExtra, {a, OUTN, da}, kNoOptions, DOUT);)
TF_ONE_RULES(cholesky, LaRule::Cholesky, l, dl)
TF_ONE_RULES(inv, LaRule::Inv, x, dx)
TF_ONE_RULES(det, LaRule::Det, d, dd)
TF_ONE_RULES(pinv, LaRule::Pinv, x, dx)
TF_ONE_RULES(expm, LaRule::Expm, x, dx)
#undef TF_ONE_RULES

// ---- lstsq
TF_ALLOC_AND_INTO(lstsq_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, const tf_tensor* x,
     const tf_tensor* gx, Out da, Out db),
    return entry(engine, LaRule::Lstsq, false, kNoExtra, {a, b, x, gx}, kNoOptions, da, db);)
TF_ALLOC_AND_INTO(lstsq_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, const tf_tensor* x,
     const tf_tensor* da, const tf_tensor* db, Out dx),
    return entry(engine, LaRule::Lstsq, true, kNoExtra, {a, b, x, da, db}, kNoOptions, dx);)

// ---- matrix_norm (flags: kind)
static RuleArgs with_kind(tf_matrix_norm_kind kind) {
  RuleArgs r;
  r.flags[0] = enum_arg(kind);
  return r;
}
TF_ALLOC_AND_INTO(matrix_norm_vjp,
    (tf_engine* engine, const tf_tensor* a, tf_matrix_norm_kind kind, const tf_tensor* out,
     const tf_tensor* gout, Out da),
    return entry(engine, LaRule::MatrixNorm, false, with_kind(kind), {a, out, gout}, kNoOptions,
                 da);)
TF_ALLOC_AND_INTO(matrix_norm_jvp,
    (tf_engine* engine, const tf_tensor* a, tf_matrix_norm_kind kind, const tf_tensor* out,
     const tf_tensor* da, Out dout),
    return entry(engine, LaRule::MatrixNorm, true, with_kind(kind), {a, out, da}, kNoOptions,
                 dout);)

// ---- eig
TF_ALLOC_AND_INTO(eig_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* v,
     const tf_tensor* gw, const tf_tensor* gv, const tf_ad_options* options, Out da),
    return entry(engine, LaRule::Eig, false, kNoExtra, {a, w, v, gw, gv}, options, da);)
TF_ALLOC_AND_INTO(eig_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* v,
     const tf_tensor* da, const tf_ad_options* options, Out dw, Out dv),
    return entry(engine, LaRule::Eig, true, kNoExtra, {a, w, v, da}, options, dw, dv);)

// ---- LU
static RuleArgs with_piv(const int32_t* piv, size_t piv_count) {
  RuleArgs r;
  r.piv = piv;
  r.piv_count = piv_count;
  return r;
}
TF_ALLOC_AND_INTO(lu_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* lu, const int32_t* piv,
     size_t piv_count, const tf_tensor* glu, Out da),
    return entry(engine, LaRule::Lu, false, with_piv(piv, piv_count), {a, lu, glu}, kNoOptions,
                 da);)
TF_ALLOC_AND_INTO(lu_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* lu, const int32_t* piv,
     size_t piv_count, const tf_tensor* da, Out dlu),
    return entry(engine, LaRule::Lu, true, with_piv(piv, piv_count), {a, lu, da}, kNoOptions,
                 dlu);)

// ---- slogdet (the forward checks its outputs before the engine)
TF_ALLOC_AND_INTO(slogdet,
    (tf_engine* engine, const tf_tensor* a, Out sign, Out logabsdet),
    return guard([&]() -> Status {
      TF_NOT_NULL(sign);
      TF_NOT_NULL(logabsdet);
      TF_NOT_NULL(engine);
      TF_NOT_NULL(a);
      TF_ENGINE_USE(engine);
      RuleArgs r;
      r.in[0] = obj(a);
      put(r, 0, sign);
      put(r, 1, logabsdet);
      return slogdet_fwd(*obj(engine), r);
    });)
TF_ALLOC_AND_INTO(slogdet_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* sign, const tf_tensor* logabsdet,
     const tf_tensor* gsign, const tf_tensor* glogabsdet, Out da),
    return entry(engine, LaRule::Slogdet, false, kNoExtra,
                 {a, sign, logabsdet, gsign, glogabsdet}, kNoOptions, da);)
TF_ALLOC_AND_INTO(slogdet_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* sign, const tf_tensor* logabsdet,
     const tf_tensor* da, Out dsign, Out dlogabsdet),
    return entry(engine, LaRule::Slogdet, true, kNoExtra, {a, sign, logabsdet, da}, kNoOptions,
                 dsign, dlogabsdet);)
