// ops/rules_contract.cpp: VJP and JVP of einsum (string and label forms),
// tensordot and matmul. All three are einsums in integer labels: the VJP of
// an n-operand einsum is n einsums (operand i's cotangent contracts the other
// operands with the output's cotangent), the JVP is the sum of n einsums with
// one operand replaced by its tangent. The adjoint label lists of a forward
// signature are built once and kept in the plan cache; the einsums they
// describe use the plan cache like any forward call.
#include <algorithm>
#include <vector>

#include "ops/einsum_plan.hpp"
#include "ops/elementwise.hpp"
#include "ops/layout.hpp"
#include "ops/op_kind.hpp"
#include "ops/rules_common.hpp"

namespace tf {

Status fill_zero(Engine& e, Tensor& out) {
  return unary(e, Unary::Fill, kRuleZero, out, &out, nullptr);
}

namespace {

constexpr int32_t kMaxOperands = kMaxRuleOperands;

// How operand i's cotangent comes out of its adjoint einsum.
struct Adjoint {
  std::vector<int32_t> ulab;   // distinct labels of operand i, first occurrence order
  std::vector<int32_t> glab;   // those that occur in another operand or the output
  bool repeats = false;        // a label repeats in operand i (a diagonal)
  bool absent = false;         // a label occurs in operand i only (summed there)
};

struct EinsumRulePlan : Plan {
  DType dt = DType::F64;
  EinsumLabels E;
  int32_t out_ndim = 0;
  int64_t out_shape[TF_MAX_RANK] = {};
  std::vector<Adjoint> adj;
  std::size_t scratch_elems = 0;  // the largest g needing scratch (absent labels)
  // VJP plans only: per operand, its adjoint einsum planned for the key's
  // cotangent and target layouts (nullptr: that cotangent is not wanted).
  std::vector<PlanPtr> adj_plan;
};

// What a VJP call writes operand i's cotangent into, as a layout: its
// target (a caller tensor, or a row-major header for a new one), folded
// over repeated labels, or the contiguous scratch g when labels are absent.
Tensor adjoint_out(const EinsumLabels& E, const Adjoint& a, const Tensor& target,
                   const Tensor& g, int32_t i);

// The adjoint einsum of operand i: the other operands and the cotangent,
// conjugated so that the result is the adjoint of the JVP (ops/rules.hpp).
struct AdjointCall {
  const Tensor* ops[kMaxOperands];
  const int32_t* lab[kMaxOperands];
  uint8_t conj[kMaxOperands];
  EinsumSpec spec;
  AdjointCall(const EinsumSpec& fwd, const EinsumLabels& E, const Adjoint& a, int32_t n,
              const Tensor* const* x, const Tensor& ct, int32_t i) {
    const bool ci = fwd.conj && fwd.conj[i];
    int32_t k = 0;
    for (int32_t j = 0; j < n; ++j) {
      if (j == i) continue;
      const bool cj = fwd.conj && fwd.conj[j];
      ops[k] = x[j];
      lab[k] = E.lab[j].data();
      conj[k] = (uint8_t)(cj != !ci);
      ++k;
    }
    ops[k] = &ct;
    lab[k] = E.out.data();
    conj[k] = (uint8_t)ci;
    spec.labels = lab;
    spec.out_ndim = (int32_t)a.glab.size();
    spec.out_labels = a.glab.data();
    spec.conj = conj;
  }
};

// targets[i]: operand i's cotangent target layout (nullptr: not wanted);
// ct nullptr: a JVP plan (no adjoints).
Status build_rule_plan(const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                       const Tensor* ct, const Tensor* const* targets, PlanPtr* out) {
  auto p = std::make_shared<EinsumRulePlan>();
  p->dt = ops[0]->dtype;
  TF_TRY(einsum_labels_of(spec, n, ops, &p->E));
  const EinsumLabels& E = p->E;
  p->out_ndim = (int32_t)E.out.size();
  if (p->out_ndim > TF_MAX_RANK)
    return fail(TF_ERR_INVALID_ARGUMENT, "subscripts: the output has %d axes, more than %d",
                p->out_ndim, TF_MAX_RANK);
  for (int32_t k = 0; k < p->out_ndim; ++k) p->out_shape[k] = E.ext[E.out[k]];
  std::vector<int32_t> count(E.L, 0);  // occurrences outside operand i (computed per i)
  p->adj.resize(n);
  for (int32_t i = 0; i < n; ++i) {
    std::fill(count.begin(), count.end(), 0);
    for (int32_t j = 0; j < n; ++j)
      if (j != i)
        for (int32_t l : E.lab[j]) ++count[l];
    for (int32_t l : E.out) ++count[l];
    Adjoint& a = p->adj[i];
    for (int32_t l : E.lab[i]) {
      if (std::find(a.ulab.begin(), a.ulab.end(), l) != a.ulab.end()) {
        a.repeats = true;
        continue;
      }
      a.ulab.push_back(l);
      if (count[l]) a.glab.push_back(l);
      else a.absent = true;
    }
    if (a.absent) {
      std::size_t el = 1;
      for (int32_t l : a.glab) el *= (std::size_t)E.ext[l];
      p->scratch_elems = std::max(p->scratch_elems, el);
    }
  }
  p->bytes = sizeof(EinsumRulePlan) + 64 * (std::size_t)n * (std::size_t)n;
  if (ct) {
    bool shape_ok = ct->ndim == p->out_ndim && ct->dtype == p->dt;
    for (int32_t k = 0; shape_ok && k < p->out_ndim; ++k) shape_ok = ct->shape[k] == p->out_shape[k];
    if (!shape_ok) {  // the caller reports the cotangent's shape
      *out = std::move(p);
      return TF_OK;
    }
    p->adj_plan.resize(n);
    Tensor g{};
    g.dtype = p->dt;
    for (int32_t i = 0; i < n; ++i) {
      if (!targets[i]) continue;
      AdjointCall c(spec, E, p->adj[i], n, ops, *ct, i);
      const Tensor o = adjoint_out(E, p->adj[i], *targets[i], g, i);
      TF_TRY(einsum_build(c.spec, n, c.ops, &o, &p->adj_plan[i]));
      p->bytes += p->adj_plan[i]->bytes;
    }
  }
  *out = std::move(p);
  return TF_OK;
}

// The operand checks every call needs before its plan.
Status check_operands(const EinsumSpec& spec, int32_t n, const Tensor* const* ops) {
  TF_TRY(check_rule_operand_count(n));  // the fixed arrays below hold kMaxOperands
  TF_TRY(check_operand_count(n, ops));
  TF_TRY(check_operand_dtypes(n, ops));
  TF_TRY(check_operand_labels(spec, n, ops));
  return check_path_len(spec, n);  // before the plan key reads the path
}

// Checks every call needs, then the rule plan (cached per signature: the
// forward's, plus for a VJP the cotangent's layout and each target's).
Status rule_plan(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                 const Tensor* ct, const Tensor* const* targets, const EinsumRulePlan** p) {
  TF_TRY(check_operands(spec, n, ops));
  PlanKey key;
  key.add(plan_tag(OpKind::EinsumRule));
  TF_TRY(einsum_key_words(spec, n, ops, &key));
  key.add(ct ? 1 + (int64_t)ct->dtype : 0);
  if (ct) {
    einsum_key_tensor(&key, *ct);
    for (int32_t i = 0; i < n; ++i) {
      key.add(targets[i] ? 1 : 0);
      if (targets[i]) einsum_key_tensor(&key, *targets[i]);
    }
  }
  key.finish();
  return e.plan<EinsumRulePlan>(
      key, [&](PlanPtr* pp) { return build_rule_plan(spec, n, ops, ct, targets, pp); }, p);
}

// A view of d over the distinct labels ulab of lab: a repeated label's
// axes fold into one (its stride the sum: the diagonal).
Tensor fold_view(const Tensor& d, const std::vector<int32_t>& lab,
                 const std::vector<int32_t>& ulab, const std::vector<int64_t>& ext) {
  int64_t sh[TF_MAX_RANK], st[TF_MAX_RANK];
  for (size_t u = 0; u < ulab.size(); ++u) {
    sh[u] = ext[ulab[u]];
    st[u] = 0;
    for (size_t ax = 0; ax < lab.size(); ++ax)
      if (lab[ax] == ulab[u]) st[u] += d.strides[ax];
  }
  return header_like(d, (int32_t)ulab.size(), sh, st);
}

Tensor adjoint_out(const EinsumLabels& E, const Adjoint& a, const Tensor& target,
                   const Tensor& g, int32_t i) {
  if (!a.absent && !a.repeats) {
    Tensor t = target;
    t.id = 0;
    return t;
  }
  if (!a.absent) return fold_view(target, E.lab[i], a.ulab, E.ext);
  int64_t gsh[TF_MAX_RANK], gst[TF_MAX_RANK];
  for (size_t u = 0; u < a.glab.size(); ++u) gsh[u] = E.ext[a.glab[u]];
  contiguous_strides((int32_t)a.glab.size(), gsh, TF_ROW_MAJOR, gst);
  return header_like(g, (int32_t)a.glab.size(), gsh, gst);
}

}  // namespace

Status check_rule_operand_count(int32_t n) {
  if (n < 1) return fail(TF_ERR_INVALID_ARGUMENT, "n: %d, expected at least 1 operand", n);
  if (n > kMaxOperands)
    return fail(TF_ERR_UNSUPPORTED,
                "n: %d operands, derivative rules take at most %d (tf_einsum takes more)", n,
                kMaxOperands);
  return TF_OK;
}

Status einsum_vjp(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                  const Tensor& ct, const RuleOut* d) {
  TF_TRY(check_operands(spec, n, ops));
  const DType dt = ops[0]->dtype;
  if (ct.dtype != dt)
    return fail(TF_ERR_DTYPE_MISMATCH, "grad_out: dtype %s, expected %s", dtype_name(ct.dtype),
                dtype_name(dt));
  // Targets: validated, apart from every input and from each other. Fixed
  // arrays, not vectors: a warm call allocates nothing.
  const Tensor* ins[kMaxOperands + 1];
  const char* names[kMaxOperands + 1];
  for (int32_t i = 0; i < n; ++i) {
    ins[i] = ops[i];
    names[i] = "operands";
  }
  ins[n] = &ct;
  names[n] = "grad_out";
  for (int32_t i = 0; i < n; ++i) {
    if (!d[i].into) continue;
    TF_TRY(check_target(*d[i].into, dt, ops[i]->ndim, ops[i]->shape, d[i].name, n + 1, ins,
                        names));
    for (int32_t j = 0; j < i; ++j) TF_TRY(check_targets_apart(d[j], d[i]));
  }
  // Target layouts (the plan is made for them): a caller tensor, or the
  // row-major header of a tensor still to be made.
  Tensor rm[kMaxOperands];
  const Tensor* lay[kMaxOperands];
  for (int32_t i = 0; i < n; ++i) {
    lay[i] = nullptr;
    if (d[i].into) {
      lay[i] = d[i].into;
    } else if (d[i].alloc && ops[i]) {
      rm[i] = *ops[i];
      contiguous_strides(rm[i].ndim, rm[i].shape, TF_ROW_MAJOR, rm[i].strides);
      lay[i] = &rm[i];
    }
  }
  const EinsumRulePlan* p;
  TF_TRY(rule_plan(e, spec, n, ops, &ct, lay, &p));
  const EinsumLabels& E = p->E;
  TF_TRY(check_like(ct, dt, p->out_ndim, p->out_shape, "grad_out"));
  // Resources before the first write.
  ScratchTensor g;
  bool need_g = false;
  for (int32_t i = 0; i < n; ++i) need_g |= d[i].wanted() && p->adj[i].absent;
  if (need_g) {
    const int64_t el = (int64_t)p->scratch_elems;
    TF_TRY(g.make(e, dt, 1, &el));
  }
  Target tg[kMaxOperands];
  for (int32_t i = 0; i < n; ++i)
    TF_TRY(tg[i].make(e, d[i], dt, ops[i]->ndim, ops[i]->shape));

  for (int32_t i = 0; i < n; ++i) {
    if (!tg[i].t) continue;
    const Adjoint& a = p->adj[i];
    const AdjointCall c(spec, E, a, n, ops, ct, i);
    const auto& plan = static_cast<const EinsumPlan&>(*p->adj_plan[i]);
    Tensor& di = *tg[i].t;
    if (a.repeats) TF_TRY(fill_zero(e, di));
    Tensor o = adjoint_out(E, a, di, g.t, i);
    TF_TRY(einsum_run_plan(e, plan, c.ops, o, kRuleOne, kRuleZero));
    if (!a.absent) continue;
    // Labels summed inside operand i only: its cotangent is g broadcast.
    Tensor T = fold_view(di, E.lab[i], a.ulab, E.ext);
    int64_t sst[TF_MAX_RANK];
    for (size_t u = 0; u < a.ulab.size(); ++u) {
      sst[u] = 0;
      for (size_t v = 0; v < a.glab.size(); ++v)
        if (a.glab[v] == a.ulab[u]) sst[u] = o.strides[v];
    }
    TF_TRY(copy_into(e, header_like(o, T.ndim, T.shape, sst), T));
  }
  for (int32_t i = 0; i < n; ++i) tg[i].commit(d[i]);
  return TF_OK;
}

Status einsum_jvp(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                  const Tensor* const* tangents, const RuleOut& d, const char* const* tnames) {
  const EinsumRulePlan* p;
  TF_TRY(rule_plan(e, spec, n, ops, nullptr, nullptr, &p));
  const DType dt = p->dt;
  char name[32];
  for (int32_t i = 0; tangents && i < n; ++i)
    if (tangents[i]) {
      if (!tnames) snprintf(name, sizeof name, "t_operands[%d]", i);
      TF_TRY(check_like(*tangents[i], dt, ops[i]->ndim, ops[i]->shape, tnames ? tnames[i] : name));
    }
  if (d.into) {
    const char* names[kMaxOperands];
    for (int32_t i = 0; i < n; ++i) names[i] = "operands";
    TF_TRY(check_target(*d.into, dt, p->out_ndim, p->out_shape, d.name, n, ops, names));
    for (int32_t i = 0; tangents && i < n; ++i)
      if (tangents[i])
        TF_TRY(check_no_overlap(*d.into, d.name, *tangents[i], tnames ? tnames[i] : "t_operands",
                                false));
  }
  Target t;
  TF_TRY(t.make(e, d, dt, p->out_ndim, p->out_shape));
  if (!t.t) return TF_OK;
  const Tensor* sub[kMaxOperands];
  for (int32_t i = 0; i < n; ++i) sub[i] = ops[i];
  bool first = true;
  for (int32_t i = 0; tangents && i < n; ++i) {
    if (!tangents[i]) continue;
    sub[i] = tangents[i];
    TF_TRY(einsum(e, spec, n, sub, kRuleOne, first ? kRuleZero : kRuleOne, t.t, nullptr));
    sub[i] = ops[i];
    first = false;
  }
  if (first) TF_TRY(fill_zero(e, *t.t));
  t.commit(d);
  return TF_OK;
}

// ------------------------------------------------- two-operand products
// tensordot and matmul as einsums in integer labels (labels[0], labels[1]
// -> lo of rank labels; operand i conjugated when conj[i]): their rules are
// the einsum rules of that spec.
namespace {

EinsumSpec pair_spec(const int32_t* const* labels, int32_t rank, const int32_t* lo,
                     const uint8_t* conj) {
  EinsumSpec spec;
  spec.labels = labels;
  spec.out_ndim = rank;
  spec.out_labels = lo;
  spec.conj = conj;
  return spec;
}

Status pair_vjp(Engine& e, const EinsumSpec& spec, const Tensor& a, const Tensor& b,
                const Tensor& ct, const RuleOut& da, const RuleOut& db) {
  const Tensor* ops[2] = {&a, &b};
  const RuleOut d[2] = {da, db};
  return einsum_vjp(e, spec, 2, ops, ct, d);
}

Status pair_jvp(Engine& e, const EinsumSpec& spec, const Tensor& a, const Tensor& b,
                const Tensor* ta, const Tensor* tb, const RuleOut& d) {
  const Tensor* ops[2] = {&a, &b};
  const Tensor* tans[2] = {ta, tb};
  static const char* const names[2] = {"t_a", "t_b"};
  return einsum_jvp(e, spec, 2, ops, tans, d, names);
}

}  // namespace

// ------------------------------------------------------------ tensordot

Status tensordot_vjp(Engine& e, const Tensor& a, const Tensor& b, int32_t naxes,
                     const int32_t* axes_a, const int32_t* axes_b, bool conj_a, bool conj_b,
                     const Tensor& ct, const RuleOut& da, const RuleOut& db) {
  TensordotLabels t;
  TF_TRY(tensordot_labels(&a, &b, naxes, axes_a, axes_b, &t));
  const int32_t* labels[2] = {t.la, t.lb};
  const uint8_t conj[2] = {conj_a, conj_b};
  return pair_vjp(e, pair_spec(labels, t.rank, t.lo, conj), a, b, ct, da, db);
}

Status tensordot_jvp(Engine& e, const Tensor& a, const Tensor& b, int32_t naxes,
                     const int32_t* axes_a, const int32_t* axes_b, bool conj_a, bool conj_b,
                     const Tensor* ta, const Tensor* tb, const RuleOut& d) {
  TensordotLabels t;
  TF_TRY(tensordot_labels(&a, &b, naxes, axes_a, axes_b, &t));
  const int32_t* labels[2] = {t.la, t.lb};
  const uint8_t conj[2] = {conj_a, conj_b};
  return pair_jvp(e, pair_spec(labels, t.rank, t.lo, conj), a, b, ta, tb, d);
}

// --------------------------------------------------------------- matmul

namespace {

// op_a(a) @ op_b(b) as an einsum in integer labels: batch position p has
// label p (an operand's extent-1 axis against a longer one gets a label of
// its own), then m, k, n; T swaps an operand's last two labels, C also
// conjugates it.
struct MatmulLabels {
  int32_t la[TF_MAX_RANK], lb[TF_MAX_RANK], lo[TF_MAX_RANK];
  int32_t rank = 0;
  uint8_t conj[2] = {0, 0};
};

Status matmul_labels(int32_t op_a, const Tensor& a, int32_t op_b, const Tensor& b,
                     MatmulLabels* L) {
  if (op_a < TF_OP_N || op_a > TF_OP_C)
    return fail(TF_ERR_INVALID_ARGUMENT, "op_a: unknown tf_op %d (expected 0, 1 or 2)", op_a);
  if (op_b < TF_OP_N || op_b > TF_OP_C)
    return fail(TF_ERR_INVALID_ARGUMENT, "op_b: unknown tf_op %d (expected 0, 1 or 2)", op_b);
  if (a.ndim < 2)
    return fail(TF_ERR_INVALID_ARGUMENT, "a: rank %d, expected at least 2", a.ndim);
  if (b.ndim < 2)
    return fail(TF_ERR_INVALID_ARGUMENT, "b: rank %d, expected at least 2", b.ndim);
  if (a.dtype != b.dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "b: dtype %s does not match a's dtype %s",
                dtype_name(b.dtype), dtype_name(a.dtype));
  const int32_t ba = a.ndim - 2, bb = b.ndim - 2, nb = std::max(ba, bb);
  const int32_t M = nb, K = nb + 1, N = nb + 2;
  int32_t fresh = nb + 3;
  const int64_t ka = op_a == TF_OP_N ? a.shape[a.ndim - 1] : a.shape[a.ndim - 2];
  const int64_t kb = op_b == TF_OP_N ? b.shape[b.ndim - 2] : b.shape[b.ndim - 1];
  if (ka != kb)
    return fail(TF_ERR_SHAPE_MISMATCH,
                "b: inner extent %lld of op_b(b) does not match %lld of op_a(a)", (long long)kb,
                (long long)ka);
  for (int32_t p = 0; p < nb; ++p) {
    const int32_t qa = p - (nb - ba), qb = p - (nb - bb);
    const int64_t ea = qa >= 0 ? a.shape[qa] : 1, eb = qb >= 0 ? b.shape[qb] : 1;
    if (ea != eb && ea != 1 && eb != 1)
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "b: batch axis %d has extent %lld, which does not broadcast with a's %lld", qb,
                  (long long)eb, (long long)ea);
    const int64_t eo = std::max(ea, eb);
    if (qa >= 0) L->la[qa] = (ea == 1 && eo != 1) ? fresh++ : p;
    if (qb >= 0) L->lb[qb] = (eb == 1 && eo != 1) ? fresh++ : p;
    L->lo[p] = p;
  }
  if (op_a == TF_OP_N) { L->la[ba] = M; L->la[ba + 1] = K; }
  else { L->la[ba] = K; L->la[ba + 1] = M; }
  if (op_b == TF_OP_N) { L->lb[bb] = K; L->lb[bb + 1] = N; }
  else { L->lb[bb] = N; L->lb[bb + 1] = K; }
  L->lo[nb] = M;
  L->lo[nb + 1] = N;
  L->rank = nb + 2;
  L->conj[0] = op_a == TF_OP_C;
  L->conj[1] = op_b == TF_OP_C;
  return TF_OK;
}

}  // namespace

Status matmul_vjp(Engine& e, int32_t op_a, const Tensor& a, int32_t op_b, const Tensor& b,
                  const Tensor& ct, const RuleOut& da, const RuleOut& db) {
  MatmulLabels L;
  TF_TRY(matmul_labels(op_a, a, op_b, b, &L));
  const int32_t* labels[2] = {L.la, L.lb};
  return pair_vjp(e, pair_spec(labels, L.rank, L.lo, L.conj), a, b, ct, da, db);
}

Status matmul_jvp(Engine& e, int32_t op_a, const Tensor& a, int32_t op_b, const Tensor& b,
                  const Tensor* ta, const Tensor* tb, const RuleOut& d) {
  MatmulLabels L;
  TF_TRY(matmul_labels(op_a, a, op_b, b, &L));
  const int32_t* labels[2] = {L.la, L.lb};
  return pair_jvp(e, pair_spec(labels, L.rank, L.lo, L.conj), a, b, ta, tb, d);
}

}  // namespace tf
