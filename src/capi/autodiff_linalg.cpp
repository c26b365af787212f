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

inline Tensor** A(tf_tensor** p) { return reinterpret_cast<Tensor**>(p); }
inline Tensor* O(tf_tensor* p) { return p ? obj(p) : nullptr; }

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

extern "C" {

// ---- SVD
tf_status tf_svd_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* u,
                     const tf_tensor* s, const tf_tensor* vh, const tf_tensor* gu,
                     const tf_tensor* gs, const tf_tensor* gvh, const tf_ad_options* options,
                     tf_tensor** da) {
  RuleArgs r;
  r.alloc[0] = A(da);
  return entry(engine, svd_vjp, r,
               {{a, "a", 1}, {u, "u", 1}, {s, "s", 1}, {vh, "vh", 1}, {gu, "gu", 0},
                {gs, "gs", 0}, {gvh, "gvh", 0}},
               options);
}
tf_status tf_svd_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* u,
                          const tf_tensor* s, const tf_tensor* vh, const tf_tensor* gu,
                          const tf_tensor* gs, const tf_tensor* gvh,
                          const tf_ad_options* options, tf_tensor* da) {
  RuleArgs r;
  r.out[0] = O(da);
  return entry(engine, svd_vjp, r,
               {{a, "a", 1}, {u, "u", 1}, {s, "s", 1}, {vh, "vh", 1}, {gu, "gu", 0},
                {gs, "gs", 0}, {gvh, "gvh", 0}},
               options);
}
tf_status tf_svd_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* u,
                     const tf_tensor* s, const tf_tensor* vh, const tf_tensor* da,
                     const tf_ad_options* options, tf_tensor** du, tf_tensor** ds,
                     tf_tensor** dvh) {
  RuleArgs r;
  r.alloc[0] = A(du);
  r.alloc[1] = A(ds);
  r.alloc[2] = A(dvh);
  return entry(engine, svd_jvp, r,
               {{a, "a", 1}, {u, "u", 1}, {s, "s", 1}, {vh, "vh", 1}, {da, "da", 0}}, options);
}
tf_status tf_svd_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* u,
                          const tf_tensor* s, const tf_tensor* vh, const tf_tensor* da,
                          const tf_ad_options* options, tf_tensor* du, tf_tensor* ds,
                          tf_tensor* dvh) {
  RuleArgs r;
  r.out[0] = O(du);
  r.out[1] = O(ds);
  r.out[2] = O(dvh);
  return entry(engine, svd_jvp, r,
               {{a, "a", 1}, {u, "u", 1}, {s, "s", 1}, {vh, "vh", 1}, {da, "da", 0}}, options);
}

// ---- QR / LQ
#define TF_QR_RULES(NAME, LQ, N1, N2)                                                       \
  tf_status tf_##NAME##_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* N1,     \
                            const tf_tensor* N2, const tf_tensor* g##N1,                    \
                            const tf_tensor* g##N2, tf_tensor** da) {                       \
    RuleArgs ra_;                                                                             \
    ra_.flags[0] = LQ;                                                                        \
    ra_.alloc[0] = A(da);                                                                     \
    return entry(engine, qr_vjp, ra_,                                                         \
                 {{a, "a", 1}, {N1, #N1, 1}, {N2, #N2, 1}, {g##N1, "g" #N1, 0},             \
                  {g##N2, "g" #N2, 0}});                                                    \
  }                                                                                         \
  tf_status tf_##NAME##_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* N1, \
                                 const tf_tensor* N2, const tf_tensor* g##N1,               \
                                 const tf_tensor* g##N2, tf_tensor* da) {                   \
    RuleArgs ra_;                                                                             \
    ra_.flags[0] = LQ;                                                                        \
    ra_.out[0] = O(da);                                                                       \
    return entry(engine, qr_vjp, ra_,                                                         \
                 {{a, "a", 1}, {N1, #N1, 1}, {N2, #N2, 1}, {g##N1, "g" #N1, 0},             \
                  {g##N2, "g" #N2, 0}});                                                    \
  }                                                                                         \
  tf_status tf_##NAME##_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* N1,     \
                            const tf_tensor* N2, const tf_tensor* da, tf_tensor** d##N1,    \
                            tf_tensor** d##N2) {                                            \
    RuleArgs ra_;                                                                             \
    ra_.flags[0] = LQ;                                                                        \
    ra_.alloc[0] = A(d##N1);                                                                  \
    ra_.alloc[1] = A(d##N2);                                                                  \
    return entry(engine, qr_jvp, ra_, {{a, "a", 1}, {N1, #N1, 1}, {N2, #N2, 1}, {da, "da", 0}}); \
  }                                                                                         \
  tf_status tf_##NAME##_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* N1, \
                                 const tf_tensor* N2, const tf_tensor* da, tf_tensor* d##N1, \
                                 tf_tensor* d##N2) {                                        \
    RuleArgs ra_;                                                                             \
    ra_.flags[0] = LQ;                                                                        \
    ra_.out[0] = O(d##N1);                                                                    \
    ra_.out[1] = O(d##N2);                                                                    \
    return entry(engine, qr_jvp, ra_, {{a, "a", 1}, {N1, #N1, 1}, {N2, #N2, 1}, {da, "da", 0}}); \
  }
TF_QR_RULES(qr, 0, q, r)
TF_QR_RULES(lq, 1, l, q)
#undef TF_QR_RULES

// ---- eigh
tf_status tf_eigh_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                      const tf_tensor* v, const tf_tensor* gw, const tf_tensor* gv,
                      const tf_ad_options* options, tf_tensor** da) {
  RuleArgs r;
  r.alloc[0] = A(da);
  return entry(engine, eigh_vjp, r,
               {{a, "a", 1}, {w, "w", 1}, {v, "v", 1}, {gw, "gw", 0}, {gv, "gv", 0}}, options);
}
tf_status tf_eigh_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                           const tf_tensor* v, const tf_tensor* gw, const tf_tensor* gv,
                           const tf_ad_options* options, tf_tensor* da) {
  RuleArgs r;
  r.out[0] = O(da);
  return entry(engine, eigh_vjp, r,
               {{a, "a", 1}, {w, "w", 1}, {v, "v", 1}, {gw, "gw", 0}, {gv, "gv", 0}}, options);
}
tf_status tf_eigh_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                      const tf_tensor* v, const tf_tensor* da, const tf_ad_options* options,
                      tf_tensor** dw, tf_tensor** dv) {
  RuleArgs r;
  r.alloc[0] = A(dw);
  r.alloc[1] = A(dv);
  return entry(engine, eigh_jvp, r, {{a, "a", 1}, {w, "w", 1}, {v, "v", 1}, {da, "da", 0}},
               options);
}
tf_status tf_eigh_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                           const tf_tensor* v, const tf_tensor* da, const tf_ad_options* options,
                           tf_tensor* dw, tf_tensor* dv) {
  RuleArgs r;
  r.out[0] = O(dw);
  r.out[1] = O(dv);
  return entry(engine, eigh_jvp, r, {{a, "a", 1}, {w, "w", 1}, {v, "v", 1}, {da, "da", 0}},
               options);
}
tf_status tf_eigvalsh_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                          const tf_tensor* gw, tf_tensor** da) {
  RuleArgs r;
  r.alloc[0] = A(da);
  return entry(engine, eigvalsh_vjp_rule, r, {{a, "a", 1}, {w, "w", 1}, {gw, "gw", 0}});
}
tf_status tf_eigvalsh_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                               const tf_tensor* gw, tf_tensor* da) {
  RuleArgs r;
  r.out[0] = O(da);
  return entry(engine, eigvalsh_vjp_rule, r, {{a, "a", 1}, {w, "w", 1}, {gw, "gw", 0}});
}
tf_status tf_eigvalsh_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                          const tf_tensor* da, tf_tensor** dw) {
  RuleArgs r;
  r.alloc[0] = A(dw);
  return entry(engine, eigvalsh_jvp_rule, r, {{a, "a", 1}, {w, "w", 1}, {da, "da", 0}});
}
tf_status tf_eigvalsh_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                               const tf_tensor* da, tf_tensor* dw) {
  RuleArgs r;
  r.out[0] = O(dw);
  return entry(engine, eigvalsh_jvp_rule, r, {{a, "a", 1}, {w, "w", 1}, {da, "da", 0}});
}

// ---- solve
tf_status tf_solve_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                       const tf_tensor* x, const tf_tensor* gx, tf_tensor** da,
                       tf_tensor** db) {
  RuleArgs r;
  r.alloc[0] = A(da);
  r.alloc[1] = A(db);
  return entry(engine, solve_vjp, r, {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {gx, "gx", 0}});
}
tf_status tf_solve_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                            const tf_tensor* x, const tf_tensor* gx, tf_tensor* da,
                            tf_tensor* db) {
  RuleArgs r;
  r.out[0] = O(da);
  r.out[1] = O(db);
  return entry(engine, solve_vjp, r, {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {gx, "gx", 0}});
}
tf_status tf_solve_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                       const tf_tensor* x, const tf_tensor* da, const tf_tensor* db,
                       tf_tensor** dx) {
  RuleArgs r;
  r.alloc[0] = A(dx);
  return entry(engine, solve_jvp, r,
               {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {da, "da", 0}, {db, "db", 0}});
}
tf_status tf_solve_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                            const tf_tensor* x, const tf_tensor* da, const tf_tensor* db,
                            tf_tensor* dx) {
  RuleArgs r;
  r.out[0] = O(dx);
  return entry(engine, solve_jvp, r,
               {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {da, "da", 0}, {db, "db", 0}});
}

static void tri_flags(RuleArgs& r, int32_t upper, tf_op op, int32_t unit_diag) {
  r.flags[0] = upper != 0;
  r.flags[1] = enum_arg(op);
  r.flags[2] = unit_diag != 0;
}

tf_status tf_solve_triangular_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                  int32_t upper, tf_op op, int32_t unit_diag,
                                  const tf_tensor* x, const tf_tensor* gx, tf_tensor** da,
                                  tf_tensor** db) {
  RuleArgs r;
  tri_flags(r, upper, op, unit_diag);
  r.alloc[0] = A(da);
  r.alloc[1] = A(db);
  return entry(engine, solve_triangular_vjp, r,
               {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {gx, "gx", 0}});
}
tf_status tf_solve_triangular_vjp_into(tf_engine* engine, const tf_tensor* a,
                                       const tf_tensor* b, int32_t upper, tf_op op,
                                       int32_t unit_diag, const tf_tensor* x,
                                       const tf_tensor* gx, tf_tensor* da, tf_tensor* db) {
  RuleArgs r;
  tri_flags(r, upper, op, unit_diag);
  r.out[0] = O(da);
  r.out[1] = O(db);
  return entry(engine, solve_triangular_vjp, r,
               {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {gx, "gx", 0}});
}
tf_status tf_solve_triangular_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                  int32_t upper, tf_op op, int32_t unit_diag,
                                  const tf_tensor* x, const tf_tensor* da, const tf_tensor* db,
                                  tf_tensor** dx) {
  RuleArgs r;
  tri_flags(r, upper, op, unit_diag);
  r.alloc[0] = A(dx);
  return entry(engine, solve_triangular_jvp, r,
               {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {da, "da", 0}, {db, "db", 0}});
}
tf_status tf_solve_triangular_jvp_into(tf_engine* engine, const tf_tensor* a,
                                       const tf_tensor* b, int32_t upper, tf_op op,
                                       int32_t unit_diag, const tf_tensor* x,
                                       const tf_tensor* da, const tf_tensor* db, tf_tensor* dx) {
  RuleArgs r;
  tri_flags(r, upper, op, unit_diag);
  r.out[0] = O(dx);
  return entry(engine, solve_triangular_jvp, r,
               {{a, "a", 1}, {b, "b", 1}, {x, "x", 1}, {da, "da", 0}, {db, "db", 0}});
}

// ---- one primal output, one cotangent: cholesky, inv, det
#define TF_ONE_RULES(NAME, OUTN, VJP, JVP, DOUT)                                            \
  tf_status tf_##NAME##_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* OUTN,   \
                            const tf_tensor* g##OUTN, tf_tensor** da) {                     \
    RuleArgs r;                                                                             \
    r.alloc[0] = A(da);                                                                     \
    return entry(engine, VJP, r, {{a, "a", 1}, {OUTN, #OUTN, 1}, {g##OUTN, "g" #OUTN, 0}}); \
  }                                                                                         \
  tf_status tf_##NAME##_vjp_into(tf_engine* engine, const tf_tensor* a,                     \
                                 const tf_tensor* OUTN, const tf_tensor* g##OUTN,           \
                                 tf_tensor* da) {                                           \
    RuleArgs r;                                                                             \
    r.out[0] = O(da);                                                                       \
    return entry(engine, VJP, r, {{a, "a", 1}, {OUTN, #OUTN, 1}, {g##OUTN, "g" #OUTN, 0}}); \
  }                                                                                         \
  tf_status tf_##NAME##_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* OUTN,   \
                            const tf_tensor* da, tf_tensor** DOUT) {                        \
    RuleArgs r;                                                                             \
    r.alloc[0] = A(DOUT);                                                                   \
    return entry(engine, JVP, r, {{a, "a", 1}, {OUTN, #OUTN, 1}, {da, "da", 0}});           \
  }                                                                                         \
  tf_status tf_##NAME##_jvp_into(tf_engine* engine, const tf_tensor* a,                     \
                                 const tf_tensor* OUTN, const tf_tensor* da,                \
                                 tf_tensor* DOUT) {                                         \
    RuleArgs r;                                                                             \
    r.out[0] = O(DOUT);                                                                     \
    return entry(engine, JVP, r, {{a, "a", 1}, {OUTN, #OUTN, 1}, {da, "da", 0}});           \
  }
TF_ONE_RULES(cholesky, l, cholesky_vjp, cholesky_jvp, dl)
TF_ONE_RULES(inv, x, inv_vjp, inv_jvp, dx)
TF_ONE_RULES(det, d, det_vjp, det_jvp, dd)
#undef TF_ONE_RULES

// ---- LU
tf_status tf_lu_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* lu,
                    const int32_t* piv, size_t piv_count, const tf_tensor* glu,
                    tf_tensor** da) {
  RuleArgs r;
  r.piv = piv;
  r.piv_count = piv_count;
  r.alloc[0] = A(da);
  return entry(engine, lu_vjp, r, {{a, "a", 1}, {lu, "lu", 1}, {glu, "glu", 0}});
}
tf_status tf_lu_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* lu,
                         const int32_t* piv, size_t piv_count, const tf_tensor* glu,
                         tf_tensor* da) {
  RuleArgs r;
  r.piv = piv;
  r.piv_count = piv_count;
  r.out[0] = O(da);
  return entry(engine, lu_vjp, r, {{a, "a", 1}, {lu, "lu", 1}, {glu, "glu", 0}});
}
tf_status tf_lu_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* lu,
                    const int32_t* piv, size_t piv_count, const tf_tensor* da,
                    tf_tensor** dlu) {
  RuleArgs r;
  r.piv = piv;
  r.piv_count = piv_count;
  r.alloc[0] = A(dlu);
  return entry(engine, lu_jvp, r, {{a, "a", 1}, {lu, "lu", 1}, {da, "da", 0}});
}
tf_status tf_lu_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* lu,
                         const int32_t* piv, size_t piv_count, const tf_tensor* da,
                         tf_tensor* dlu) {
  RuleArgs r;
  r.piv = piv;
  r.piv_count = piv_count;
  r.out[0] = O(dlu);
  return entry(engine, lu_jvp, r, {{a, "a", 1}, {lu, "lu", 1}, {da, "da", 0}});
}

// ---- slogdet
tf_status tf_slogdet(tf_engine* engine, const tf_tensor* a, tf_tensor** sign,
                     tf_tensor** logabsdet) {
  return guard([&]() -> Status {
    TF_NOT_NULL(sign);
    TF_NOT_NULL(logabsdet);
    RuleArgs r;
    r.alloc[0] = A(sign);
    r.alloc[1] = A(logabsdet);
    return entry(engine, slogdet_fwd, r, {{a, "a", 1}});
  });
}
tf_status tf_slogdet_into(tf_engine* engine, const tf_tensor* a, tf_tensor* sign,
                          tf_tensor* logabsdet) {
  return guard([&]() -> Status {
    TF_NOT_NULL(sign);
    TF_NOT_NULL(logabsdet);
    RuleArgs r;
    r.out[0] = O(sign);
    r.out[1] = O(logabsdet);
    return entry(engine, slogdet_fwd, r, {{a, "a", 1}});
  });
}
tf_status tf_slogdet_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* sign,
                         const tf_tensor* logabsdet, const tf_tensor* gsign,
                         const tf_tensor* glogabsdet, tf_tensor** da) {
  RuleArgs r;
  r.alloc[0] = A(da);
  return entry(engine, slogdet_vjp, r,
               {{a, "a", 1}, {sign, "sign", 1}, {logabsdet, "logabsdet", 1},
                {gsign, "gsign", 0}, {glogabsdet, "glogabsdet", 0}});
}
tf_status tf_slogdet_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* sign,
                              const tf_tensor* logabsdet, const tf_tensor* gsign,
                              const tf_tensor* glogabsdet, tf_tensor* da) {
  RuleArgs r;
  r.out[0] = O(da);
  return entry(engine, slogdet_vjp, r,
               {{a, "a", 1}, {sign, "sign", 1}, {logabsdet, "logabsdet", 1},
                {gsign, "gsign", 0}, {glogabsdet, "glogabsdet", 0}});
}
tf_status tf_slogdet_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* sign,
                         const tf_tensor* logabsdet, const tf_tensor* da, tf_tensor** dsign,
                         tf_tensor** dlogabsdet) {
  RuleArgs r;
  r.alloc[0] = A(dsign);
  r.alloc[1] = A(dlogabsdet);
  return entry(engine, slogdet_jvp, r,
               {{a, "a", 1}, {sign, "sign", 1}, {logabsdet, "logabsdet", 1}, {da, "da", 0}});
}
tf_status tf_slogdet_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* sign,
                              const tf_tensor* logabsdet, const tf_tensor* da,
                              tf_tensor* dsign, tf_tensor* dlogabsdet) {
  RuleArgs r;
  r.out[0] = O(dsign);
  r.out[1] = O(dlogabsdet);
  return entry(engine, slogdet_jvp, r,
               {{a, "a", 1}, {sign, "sign", 1}, {logabsdet, "logabsdet", 1}, {da, "da", 0}});
}

}  // extern "C"
