// capi/autodiff_linalg.cpp: the derivative rules of the linear-algebra
// operations (and tf_slogdet) at the C boundary: NULL checks, options, then
// the rule in ops/rules_linalg.
#include <cmath>

#include "capi/boundary.hpp"
#include "ops/linalg.hpp"
#include "ops/rules_linalg.hpp"

using namespace tf;

namespace {

struct Named {
  const tf_tensor* t;
  const char* name;
  bool required;
};

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

tf_status entry(tf_engine* engine, Rule rule, RuleArgs& r, std::initializer_list<Named> ins,
                const tf_ad_options* o = nullptr) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    int i = 0;
    for (const Named& x : ins) {
      if (x.required && !x.t) return null_arg(x.name);
      r.in[i++] = x.t ? obj(x.t) : nullptr;
    }
    TF_TRY(read_ad(o, &r.opts));
    return rule(*obj(engine), r);
  });
}

// Output i of a rule call: in the allocating form an out-pointer, in the
// _into form a tensor (NULL: not computed).
inline void put(RuleArgs& r, int i, tf_tensor** p) {
  r.alloc[i] = reinterpret_cast<Tensor**>(p);
}
inline void put(RuleArgs& r, int i, tf_tensor* p) { r.out[i] = p ? obj(p) : nullptr; }
// A rule call with outputs o... (tf_tensor** or tf_tensor*, see put).
template <class... O>
RuleArgs outs(O... o) {
  RuleArgs r;
  int i = 0;
  (put(r, i++, o), ...);
  return r;
}

// eigvalsh rules: the eigenvectors from one eigh, then the eigh rule.
Status eigvalsh_rule(Engine& e, const RuleArgs& r0, bool vjp) {
  RuleArgs r = r0;
  if (!r.in[0]) return null_arg("a");
  Tensor *w = nullptr, *v = nullptr;
  TF_TRY(eigh(e, r.in[0], true, nullptr, nullptr, &w, &v));
  struct Drop {
    Tensor *w, *v;
    ~Drop() {
      tensor_release(w);
      tensor_release(v);
    }
  } drop{w, v};
  // (a, w, gw) -> (a, w, v, gw) / (a, w, da) -> (a, w, v, da)
  r.in[3] = r.in[2];
  r.in[2] = v;
  r.in[4] = nullptr;
  if (vjp) return eigh_vjp(e, r);
  r.out[1] = nullptr;
  r.alloc[1] = nullptr;
  return eigh_jvp(e, r);
}
Status eigvalsh_vjp_rule(Engine& e, const RuleArgs& r) { return eigvalsh_rule(e, r, true); }
Status eigvalsh_jvp_rule(Engine& e, const RuleArgs& r) { return eigvalsh_rule(e, r, false); }

Status slogdet_fwd(Engine& e, const RuleArgs& r) {
  return slogdet(e, r.in[0], r.out[0], r.out[1], r.alloc[0], r.alloc[1]);
}

}  // namespace

// Each rule's allocating and _into forms, from one definition
// (TF_ALLOC_AND_INTO, capi/boundary.hpp).

// ---- SVD
TF_ALLOC_AND_INTO(svd_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* u, const tf_tensor* s,
     const tf_tensor* vh, const tf_tensor* gu, const tf_tensor* gs, const tf_tensor* gvh,
     const tf_ad_options* options, Out da),
    RuleArgs r = outs(da);
    return entry(engine, svd_vjp, r,
                 {{a, "a", 1}, {u, "u", 1}, {s, "s", 1}, {vh, "vh", 1}, {gu, "gu", 0},
                  {gs, "gs", 0}, {gvh, "gvh", 0}},
                 options);)
TF_ALLOC_AND_INTO(svd_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* u, const tf_tensor* s,
     const tf_tensor* vh, const tf_tensor* da, const tf_ad_options* options, Out du, Out ds,
     Out dvh),
    RuleArgs r = outs(du, ds, dvh);
    return entry(engine, svd_jvp, r,
                 {{a, "a", 1}, {u, "u", 1}, {s, "s", 1}, {vh, "vh", 1}, {da, "da", 0}},
                 options);)

// ---- QR / LQ (flags[0]: lq)
#define TF_QR_RULES(NAME, LQ, N1, N2)                                                      \
  TF_ALLOC_AND_INTO(NAME##_vjp,                                                            \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* N1, const tf_tensor* N2,    \
       const tf_tensor* g##N1, const tf_tensor* g##N2, Out da),                            \
      RuleArgs ra_ = outs(da);                                                             \
      ra_.flags[0] = LQ;                                                                   \
      return entry(engine, qr_vjp, ra_,                                                    \
                   {{a, "a", 1}, {N1, #N1, 1}, {N2, #N2, 1}, {g##N1, "g" #N1, 0},          \
                    {g##N2, "g" #N2, 0}});)                                                \
  TF_ALLOC_AND_INTO(NAME##_jvp,                                                            \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* N1, const tf_tensor* N2,    \
       const tf_tensor* da, Out d##N1, Out d##N2),                                         \
      RuleArgs ra_ = outs(d##N1, d##N2);                                                   \
      ra_.flags[0] = LQ;                                                                   \
      return entry(engine, qr_jvp, ra_, {{a, "a", 1}, {N1, #N1, 1}, {N2, #N2, 1}, {da, "da", 0}});)
TF_QR_RULES(qr, 0, q, r)
TF_QR_RULES(lq, 1, l, q)
#undef TF_QR_RULES

// ---- eigh
TF_ALLOC_AND_INTO(eigh_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* v,
     const tf_tensor* gw, const tf_tensor* gv, const tf_ad_options* options, Out da),
    RuleArgs r = outs(da);
    return entry(engine, eigh_vjp, r,
                 {{a, "a", 1}, {w, "w", 1}, {v, "v", 1}, {gw, "gw", 0}, {gv, "gv", 0}},
                 options);)
TF_ALLOC_AND_INTO(eigh_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* v,
     const tf_tensor* da, const tf_ad_options* options, Out dw, Out dv),
    RuleArgs r = outs(dw, dv);
    return entry(engine, eigh_jvp, r, {{a, "a", 1}, {w, "w", 1}, {v, "v", 1}, {da, "da", 0}},
                 options);)
TF_ALLOC_AND_INTO(eigvalsh_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* gw, Out da),
    RuleArgs r = outs(da);
    return entry(engine, eigvalsh_vjp_rule, r, {{a, "a", 1}, {w, "w", 1}, {gw, "gw", 0}});)
TF_ALLOC_AND_INTO(eigvalsh_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* da, Out dw),
    RuleArgs r = outs(dw);
    return entry(engine, eigvalsh_jvp_rule, r, {{a, "a", 1}, {w, "w", 1}, {da, "da", 0}});)

// ---- solve
TF_ALLOC_AND_INTO(solve_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, const tf_tensor* x,
     const tf_tensor* gx, Out da, Out db),
    RuleArgs r = outs(da, db);
    return entry(engine, solve_vjp, r, {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {gx, "gx", 0}});)
TF_ALLOC_AND_INTO(solve_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, const tf_tensor* x,
     const tf_tensor* da, const tf_tensor* db, Out dx),
    RuleArgs r = outs(dx);
    return entry(engine, solve_jvp, r,
                 {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {da, "da", 0}, {db, "db", 0}});)

// ---- solve_triangular (flags: upper, op, unit_diag)
static void tri_flags(RuleArgs& r, int32_t upper, tf_op op, int32_t unit_diag) {
  r.flags[0] = upper != 0;
  r.flags[1] = enum_arg(op);
  r.flags[2] = unit_diag != 0;
}
TF_ALLOC_AND_INTO(solve_triangular_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, int32_t upper, tf_op op,
     int32_t unit_diag, const tf_tensor* x, const tf_tensor* gx, Out da, Out db),
    RuleArgs r = outs(da, db);
    tri_flags(r, upper, op, unit_diag);
    return entry(engine, solve_triangular_vjp, r,
                 {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {gx, "gx", 0}});)
TF_ALLOC_AND_INTO(solve_triangular_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, int32_t upper, tf_op op,
     int32_t unit_diag, const tf_tensor* x, const tf_tensor* da, const tf_tensor* db, Out dx),
    RuleArgs r = outs(dx);
    tri_flags(r, upper, op, unit_diag);
    return entry(engine, solve_triangular_jvp, r,
                 {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {da, "da", 0}, {db, "db", 0}});)

// ---- one primal output, one cotangent: cholesky, inv, det
#define TF_ONE_RULES(NAME, OUTN, DOUT)                                                     \
  TF_ALLOC_AND_INTO(NAME##_vjp,                                                            \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* OUTN, const tf_tensor* g##OUTN, \
       Out da),                                                                            \
      RuleArgs r = outs(da);                                                               \
      return entry(engine, NAME##_vjp, r,                                                  \
                   {{a, "a", 1}, {OUTN, #OUTN, 1}, {g##OUTN, "g" #OUTN, 0}});)             \
  TF_ALLOC_AND_INTO(NAME##_jvp,                                                            \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* OUTN, const tf_tensor* da,  \
       Out DOUT),                                                                          \
      RuleArgs r = outs(DOUT);                                                             \
      return entry(engine, NAME##_jvp, r, {{a, "a", 1}, {OUTN, #OUTN, 1}, {da, "da", 0}});)
TF_ONE_RULES(cholesky, l, dl)
TF_ONE_RULES(inv, x, dx)
TF_ONE_RULES(det, d, dd)
#undef TF_ONE_RULES

// ---- LU
static RuleArgs with_piv(RuleArgs r, const int32_t* piv, size_t piv_count) {
  r.piv = piv;
  r.piv_count = piv_count;
  return r;
}
TF_ALLOC_AND_INTO(lu_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* lu, const int32_t* piv,
     size_t piv_count, const tf_tensor* glu, Out da),
    RuleArgs r = with_piv(outs(da), piv, piv_count);
    return entry(engine, lu_vjp, r, {{a, "a", 1}, {lu, "lu", 1}, {glu, "glu", 0}});)
TF_ALLOC_AND_INTO(lu_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* lu, const int32_t* piv,
     size_t piv_count, const tf_tensor* da, Out dlu),
    RuleArgs r = with_piv(outs(dlu), piv, piv_count);
    return entry(engine, lu_jvp, r, {{a, "a", 1}, {lu, "lu", 1}, {da, "da", 0}});)

// ---- slogdet (the forward checks its outputs before the engine)
TF_ALLOC_AND_INTO(slogdet,
    (tf_engine* engine, const tf_tensor* a, Out sign, Out logabsdet),
    return guard([&]() -> Status {
      TF_NOT_NULL(sign);
      TF_NOT_NULL(logabsdet);
      RuleArgs r = outs(sign, logabsdet);
      return entry(engine, slogdet_fwd, r, {{a, "a", 1}});
    });)
TF_ALLOC_AND_INTO(slogdet_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* sign, const tf_tensor* logabsdet,
     const tf_tensor* gsign, const tf_tensor* glogabsdet, Out da),
    RuleArgs r = outs(da);
    return entry(engine, slogdet_vjp, r,
                 {{a, "a", 1}, {sign, "sign", 1}, {logabsdet, "logabsdet", 1},
                  {gsign, "gsign", 0}, {glogabsdet, "glogabsdet", 0}});)
TF_ALLOC_AND_INTO(slogdet_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* sign, const tf_tensor* logabsdet,
     const tf_tensor* da, Out dsign, Out dlogabsdet),
    RuleArgs r = outs(dsign, dlogabsdet);
    return entry(engine, slogdet_jvp, r,
                 {{a, "a", 1}, {sign, "sign", 1}, {logabsdet, "logabsdet", 1}, {da, "da", 0}});)
