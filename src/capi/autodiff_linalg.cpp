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
  // (a, w, grad_w) -> (a, w, v, grad_w) / (a, w, t_a) -> (a, w, v, t_a)
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
     const tf_tensor* vh, const tf_tensor* grad_u, const tf_tensor* grad_s,
     const tf_tensor* grad_vh, const tf_ad_options* options, Out grad_a),
    RuleArgs r = outs(grad_a);
    return entry(engine, svd_vjp, r,
                 {{a, "a", 1}, {u, "u", 1}, {s, "s", 1}, {vh, "vh", 1}, {grad_u, "grad_u", 0},
                  {grad_s, "grad_s", 0}, {grad_vh, "grad_vh", 0}},
                 options);)
TF_ALLOC_AND_INTO(svd_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* u, const tf_tensor* s,
     const tf_tensor* vh, const tf_tensor* t_a, const tf_ad_options* options, Out t_u, Out t_s,
     Out t_vh),
    RuleArgs r = outs(t_u, t_s, t_vh);
    return entry(engine, svd_jvp, r,
                 {{a, "a", 1}, {u, "u", 1}, {s, "s", 1}, {vh, "vh", 1}, {t_a, "t_a", 0}},
                 options);)

// ---- QR / LQ (flags[0]: lq)
#define TF_QR_RULES(NAME, LQ, N1, N2)                                                      \
  TF_ALLOC_AND_INTO(NAME##_vjp,                                                            \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* N1, const tf_tensor* N2,    \
       const tf_tensor* grad_##N1, const tf_tensor* grad_##N2, Out grad_a),                \
      RuleArgs ra_ = outs(grad_a);                                                         \
      ra_.flags[0] = LQ;                                                                   \
      return entry(engine, qr_vjp, ra_,                                                    \
                   {{a, "a", 1}, {N1, #N1, 1}, {N2, #N2, 1}, {grad_##N1, "grad_" #N1, 0},  \
                    {grad_##N2, "grad_" #N2, 0}});)                                        \
  TF_ALLOC_AND_INTO(NAME##_jvp,                                                            \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* N1, const tf_tensor* N2,    \
       const tf_tensor* t_a, Out t_##N1, Out t_##N2),                                      \
      RuleArgs ra_ = outs(t_##N1, t_##N2);                                                 \
      ra_.flags[0] = LQ;                                                                   \
      return entry(engine, qr_jvp, ra_,                                                    \
                   {{a, "a", 1}, {N1, #N1, 1}, {N2, #N2, 1}, {t_a, "t_a", 0}});)
TF_QR_RULES(qr, 0, q, r)
TF_QR_RULES(lq, 1, l, q)
#undef TF_QR_RULES

// ---- eigh
TF_ALLOC_AND_INTO(eigh_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* v,
     const tf_tensor* grad_w, const tf_tensor* grad_v, const tf_ad_options* options, Out grad_a),
    RuleArgs r = outs(grad_a);
    return entry(engine, eigh_vjp, r,
                 {{a, "a", 1}, {w, "w", 1}, {v, "v", 1}, {grad_w, "grad_w", 0},
                  {grad_v, "grad_v", 0}},
                 options);)
TF_ALLOC_AND_INTO(eigh_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* v,
     const tf_tensor* t_a, const tf_ad_options* options, Out t_w, Out t_v),
    RuleArgs r = outs(t_w, t_v);
    return entry(engine, eigh_jvp, r, {{a, "a", 1}, {w, "w", 1}, {v, "v", 1}, {t_a, "t_a", 0}},
                 options);)
TF_ALLOC_AND_INTO(eigvalsh_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* grad_w,
     Out grad_a),
    RuleArgs r = outs(grad_a);
    return entry(engine, eigvalsh_vjp_rule, r, {{a, "a", 1}, {w, "w", 1}, {grad_w, "grad_w", 0}});)
TF_ALLOC_AND_INTO(eigvalsh_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* w, const tf_tensor* t_a, Out t_w),
    RuleArgs r = outs(t_w);
    return entry(engine, eigvalsh_jvp_rule, r, {{a, "a", 1}, {w, "w", 1}, {t_a, "t_a", 0}});)

// ---- solve
TF_ALLOC_AND_INTO(solve_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, const tf_tensor* x,
     const tf_tensor* grad_x, Out grad_a, Out grad_b),
    RuleArgs r = outs(grad_a, grad_b);
    return entry(engine, solve_vjp, r,
                 {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {grad_x, "grad_x", 0}});)
TF_ALLOC_AND_INTO(solve_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, const tf_tensor* x,
     const tf_tensor* t_a, const tf_tensor* t_b, Out t_x),
    RuleArgs r = outs(t_x);
    return entry(engine, solve_jvp, r,
                 {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {t_a, "t_a", 0}, {t_b, "t_b", 0}});)

// ---- solve_triangular (flags: upper, op, unit_diag)
static void tri_flags(RuleArgs& r, int32_t upper, tf_op op, int32_t unit_diag) {
  r.flags[0] = upper != 0;
  r.flags[1] = enum_arg(op);
  r.flags[2] = unit_diag != 0;
}
TF_ALLOC_AND_INTO(solve_triangular_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, int32_t upper, tf_op op,
     int32_t unit_diag, const tf_tensor* x, const tf_tensor* grad_x, Out grad_a, Out grad_b),
    RuleArgs r = outs(grad_a, grad_b);
    tri_flags(r, upper, op, unit_diag);
    return entry(engine, solve_triangular_vjp, r,
                 {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {grad_x, "grad_x", 0}});)
TF_ALLOC_AND_INTO(solve_triangular_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* b, int32_t upper, tf_op op,
     int32_t unit_diag, const tf_tensor* x, const tf_tensor* t_a, const tf_tensor* t_b, Out t_x),
    RuleArgs r = outs(t_x);
    tri_flags(r, upper, op, unit_diag);
    return entry(engine, solve_triangular_jvp, r,
                 {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {t_a, "t_a", 0}, {t_b, "t_b", 0}});)

// ---- one primal output, one cotangent: cholesky, inv, det
#define TF_ONE_RULES(NAME, OUTN)                                                           \
  TF_ALLOC_AND_INTO(NAME##_vjp,                                                            \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* OUTN,                       \
       const tf_tensor* grad_##OUTN, Out grad_a),                                          \
      RuleArgs r = outs(grad_a);                                                           \
      return entry(engine, NAME##_vjp, r,                                                  \
                   {{a, "a", 1}, {OUTN, #OUTN, 1}, {grad_##OUTN, "grad_" #OUTN, 0}});)     \
  TF_ALLOC_AND_INTO(NAME##_jvp,                                                            \
      (tf_engine* engine, const tf_tensor* a, const tf_tensor* OUTN, const tf_tensor* t_a, \
       Out t_##OUTN),                                                                      \
      RuleArgs r = outs(t_##OUTN);                                                         \
      return entry(engine, NAME##_jvp, r, {{a, "a", 1}, {OUTN, #OUTN, 1}, {t_a, "t_a", 0}});)
TF_ONE_RULES(cholesky, l)
TF_ONE_RULES(inv, x)
TF_ONE_RULES(det, d)
#undef TF_ONE_RULES

// ---- LU
static RuleArgs with_piv(RuleArgs r, const int32_t* piv, size_t piv_count) {
  r.piv = piv;
  r.piv_count = piv_count;
  return r;
}
TF_ALLOC_AND_INTO(lu_vjp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* lu, const int32_t* piv,
     size_t piv_count, const tf_tensor* grad_lu, Out grad_a),
    RuleArgs r = with_piv(outs(grad_a), piv, piv_count);
    return entry(engine, lu_vjp, r, {{a, "a", 1}, {lu, "lu", 1}, {grad_lu, "grad_lu", 0}});)
TF_ALLOC_AND_INTO(lu_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* lu, const int32_t* piv,
     size_t piv_count, const tf_tensor* t_a, Out t_lu),
    RuleArgs r = with_piv(outs(t_lu), piv, piv_count);
    return entry(engine, lu_jvp, r, {{a, "a", 1}, {lu, "lu", 1}, {t_a, "t_a", 0}});)

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
     const tf_tensor* grad_sign, const tf_tensor* grad_logabsdet, Out grad_a),
    RuleArgs r = outs(grad_a);
    return entry(engine, slogdet_vjp, r,
                 {{a, "a", 1}, {sign, "sign", 1}, {logabsdet, "logabsdet", 1},
                  {grad_sign, "grad_sign", 0}, {grad_logabsdet, "grad_logabsdet", 0}});)
TF_ALLOC_AND_INTO(slogdet_jvp,
    (tf_engine* engine, const tf_tensor* a, const tf_tensor* sign, const tf_tensor* logabsdet,
     const tf_tensor* t_a, Out t_sign, Out t_logabsdet),
    RuleArgs r = outs(t_sign, t_logabsdet);
    return entry(engine, slogdet_jvp, r,
                 {{a, "a", 1}, {sign, "sign", 1}, {logabsdet, "logabsdet", 1}, {t_a, "t_a", 0}});)
