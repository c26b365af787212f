// program/ops_ad_rule.cpp: the derivative rules of linear algebra as program
// commands (OpId::AdRule). The program transforms (transform.cpp) record one
// such node per cotangent or tangent a decomposition needs; its command calls
// the rule of its row (ops/rules_linalg_table.cpp: svd_vjp, ...) on views bound to
// the command's pointers: one home per rule, the same code as the direct
// calls of tenferro.h sections 11 and 12.
//
// The rule, its inputs and its flags come from the operation's row of the
// table (ops/rules_linalg_table.cpp): ad_rule_inputs lays a node's rule
// inputs out in the row's signature for the transforms, the command calls
// la_call, which refuses a row without a derivative.
//
// Also the reverse adjoint of slice (slice_vjp of ops/rules_layout.cpp: the
// cotangent scattered into zeros), whose rule has its own signature.
//
// A forward rule with several results (svd: du, ds, dvh) is one command:
// part 0 computes every result, parts > 0 name it in `primary` and part 0
// lists them in `labels` (as the linear-algebra nodes list theirs).
//
// Node fields: code = the forward OpId, in = the rule's inputs in its order
// (-1: absent, which the rules read as zero or not needed), iv = {mode (0:
// vjp, 1: jvp), output index of the rule, index in `in` of the slot whose
// dtype and shape the result has, flags[0..3)}.
//
// Like the linear-algebra commands, each command holds a private serial
// engine created at prepare: the rule's scratch comes from its pool, so
// after the first run a run allocates nothing. Rules can fail (a degenerate
// spectrum, a rank-deficient factor): the first failure is reported by the
// run.
#include "ops/rules.hpp"
#include "ops/rules_linalg.hpp"
#include "program/families.hpp"

namespace tf {
namespace prog {
namespace {

constexpr std::size_t kPrivatePool = std::size_t{64} << 20;
constexpr int kMaxIn = kLaMaxIn;
constexpr int kMaxOut = kLaMaxOut;

// The row of a program node kind with a derivative rule, else why not.
Status row_with_rule(OpId fwd, const char* what, const LaRow** row) {
  *row = la_row_of(fwd);
  if (!*row) return fail(TF_ERR_INTERNAL, "%s: %s has no derivative-rule row", what, op_name(fwd));
  if (!(*row)->vjp)
    return fail(TF_ERR_UNSUPPORTED, "%s: not differentiable (%s)", (*row)->name,
                (*row)->not_differentiable);
  return TF_OK;
}

struct RuleExec {
  LaRule id = LaRule::Count;
  bool jvp = false;
  bool slice = false;          // slice_vjp (ops/rules_layout.cpp): in = {x, ct}
  std::vector<int64_t> sl;     // its starts | stops | steps
  int nin = 0, nout = 1;
  int out_index[kMaxOut] = {};  // the rule output each of the node's results is
  int32_t flags[3] = {};
  bool present[kMaxIn] = {};
  Tensor t[kMaxIn + kMaxOut];  // views: inputs, then the outputs (data set per run)
  Ref r[kMaxIn + kMaxOut];
  std::unique_ptr<Engine> eng;
  Spec* spec = nullptr;
};

void run_ad_rule(const Cmd& c, char* const* base, int) {
  RuleExec& x = *const_cast<RuleExec*>(static_cast<const RuleExec*>(c.exec));
  Tensor t[kMaxIn + kMaxOut];
  RuleArgs a;
  for (int i = 0; i < x.nin; ++i) {
    if (!x.present[i]) continue;
    t[i] = x.t[i];
    t[i].data = base[x.r[i].base] + x.r[i].off;
    a.in[i] = &t[i];
  }
  for (int k = 0; k < x.nout; ++k) {
    t[kMaxIn + k] = x.t[kMaxIn + k];
    t[kMaxIn + k].data = base[x.r[kMaxIn + k].base] + x.r[kMaxIn + k].off;
    a.out[x.out_index[k]] = &t[kMaxIn + k];
  }
  for (int k = 0; k < 3; ++k) a.flags[k] = x.flags[k];
  Status st;
  if (x.slice) {
    RuleOut o;
    o.into = &t[kMaxIn];
    const int64_t nd = t[0].ndim;
    st = slice_vjp(*x.eng, t[0], x.sl.data(), x.sl.data() + nd, x.sl.data() + 2 * nd, t[1], o);
  } else {
    st = la_call(*x.eng, x.id, x.jvp, a);
  }
  if (st != TF_OK) {
    int32_t none = 0;
    if (x.spec->err.compare_exchange_strong(none, (int32_t)st)) x.spec->err_msg = last_error();
  }
}

}  // namespace

Status ad_rule_inputs(Program& q, const Program& f, int32_t v, bool jvp,
                      const std::vector<int32_t>& d, std::vector<int32_t>* ri, int32_t* flags,
                      int32_t* nprimal) {
  const Node& n = f.nodes[v];
  const LaRow* row;
  TF_TRY(row_with_rule(n.op, "ad_rule_inputs", &row));
  std::vector<int32_t> res{v};  // the node's results: part 0, then the parts in iv
  for (int64_t s : n.iv) res.push_back((int32_t)s);
  const std::size_t recorded = res.size();
  if (n.op == OpId::Eigh && !n.flag) {
    // eigvalsh: the rule needs the vectors; a second eigh of a gives them
    // (their gauge does not enter da = v gw v^H or dw).
    int32_t w2 = -1, ev = -1;
    TF_TRY(record_eigh(q, n.in[0], true, &w2, &ev));
    res.push_back(ev);
  }
  if ((int32_t)res.size() != row->nout || (int32_t)n.in.size() < row->nin)
    return fail(TF_ERR_INTERNAL, "ad_rule_inputs: %s node with %zu results", row->name,
                res.size());
  ri->clear();
  for (int32_t i = 0; i < row->nin; ++i) ri->push_back(n.in[i]);
  for (int32_t s : res) ri->push_back(s);
  if (!jvp)
    for (std::size_t k = 0; k < res.size(); ++k) ri->push_back(k < recorded ? d[res[k]] : -1);
  else
    for (int32_t i = 0; i < row->nin; ++i) ri->push_back(d[n.in[i]]);
  flags[0] = flags[1] = flags[2] = 0;
  if (row->flags & kLaTri) {
    flags[0] = n.flag;
    flags[1] = n.code;
    flags[2] = n.flag2;
  }
  *nprimal = row->nin;
  return TF_OK;
}

Status record_ad_rule(Program& p, OpId fwd, bool jvp, int32_t out_index, int32_t like,
                      const int32_t* ins, int32_t nin, const int32_t* flags, int32_t* slot) {
  const LaRow* row;
  TF_TRY(row_with_rule(fwd, "ad_rule", &row));
  if (nin != la_sig(row->id, jvp).nin || like < 0 || like >= nin || ins[like] < 0)
    return fail(TF_ERR_INTERNAL, "ad_rule: bad arguments (op %s, %d inputs)", op_name(fwd), nin);
  Node n{};
  n.op = OpId::AdRule;
  n.code = (int32_t)fwd;
  n.in.assign(ins, ins + nin);
  for (int32_t i = 0; i < nin; ++i) TF_TRY(ins[i] < 0 ? TF_OK : check_slot(p, ins[i], "ins"));
  n.dt = p.nodes[ins[like]].dt;
  n.iv = {jvp ? 1 : 0, out_index, like, flags ? flags[0] : 0, flags ? flags[1] : 0,
          flags ? flags[2] : 0};
  return append(p, n, slot);
}

Status record_ad_rule_parts(Program& p, OpId fwd, int32_t nout, int32_t like0,
                            const int32_t* ins, int32_t nin, const int32_t* flags,
                            int32_t* slots) {
  if (nout < 1 || nout > kMaxOut || like0 + nout > nin)
    return fail(TF_ERR_INTERNAL, "ad_rule: bad outputs (op %s, %d)", op_name(fwd), nout);
  int32_t first = -1;
  TF_TRY(record_ad_rule(p, fwd, true, 0, like0, ins, nin, flags, &first));
  slots[0] = first;
  for (int32_t k = 1; k < nout; ++k) {
    if (ins[like0 + k] < 0) {
      p.nodes.resize(first);
      return fail(TF_ERR_INTERNAL, "ad_rule: result %d has no shape", k);
    }
    Node q = p.nodes[first];
    q.part = k;
    q.primary = first;
    q.iv[1] = k;
    q.iv[2] = like0 + k;
    q.dt = p.nodes[ins[like0 + k]].dt;
    int32_t s = -1;
    Status st = append(p, q, &s);
    if (st != TF_OK) {  // keep the program whole
      p.nodes.resize(first);
      return st;
    }
    p.nodes[first].labels.push_back(s);
    slots[k] = s;
  }
  return TF_OK;
}

Status record_slice_vjp(Program& p, int32_t x, int32_t ct, const std::vector<int64_t>& sl,
                        int32_t* slot) {
  TF_TRY(check_slot(p, x, "x"));
  TF_TRY(check_slot(p, ct, "ct"));
  Node n{};
  n.op = OpId::AdRule;
  n.code = (int32_t)OpId::Slice;
  n.in.assign({x, ct});
  n.dt = p.nodes[x].dt;
  n.iv = {0, 0, 0, 0, 0, 0};
  n.iv.insert(n.iv.end(), sl.begin(), sl.end());
  return append(p, n, slot);
}

Status infer_ad_rule(const Program&, const Node& n, const Shape* s, Shape* out, const char*) {
  *out = s[n.iv[2]];
  return TF_OK;
}

Status lower_ad_rule(Lowering& L, int32_t slot) {
  const Node& n = L.node(slot);
  if (n.part > 0) return TF_OK;  // computed (and placed) by part 0
  RuleExec* x = L.own<RuleExec>();
  x->slice = (OpId)n.code == OpId::Slice;
  if (!x->slice) {
    const LaRow* row;
    TF_TRY(row_with_rule((OpId)n.code, "ad_rule", &row));
    x->id = row->id;
    x->jvp = n.iv[0] != 0;
  }
  if (x->slice) x->sl.assign(n.iv.begin() + 6, n.iv.end());
  x->nin = (int)n.in.size();
  x->nout = 1 + (int)n.labels.size();
  int32_t outs[kMaxOut] = {slot, -1, -1};
  for (int k = 1; k < x->nout; ++k) outs[k] = n.labels[k - 1];
  for (int k = 0; k < x->nout; ++k) x->out_index[k] = (int)L.node(outs[k]).iv[1];
  for (int k = 0; k < 3; ++k) x->flags[k] = (int32_t)n.iv[3 + k];
  x->spec = &L.spec();
  x->eng.reset(new Engine(true, 1, nullptr, kPrivatePool));
  for (int k = 0; k < x->nout; ++k) L.fresh(outs[k]);
  std::vector<Access> acc;
  for (int i = 0; i < x->nin; ++i) {
    const int32_t s = n.in[i];
    if (s < 0) continue;
    x->present[i] = true;
    x->t[i] = L.view(s);
    x->r[i] = L.ref(s);
    acc.push_back({L.place(s).root, false});
  }
  for (int k = 0; k < x->nout; ++k) {
    x->t[kMaxIn + k] = L.view(outs[k]);
    x->r[kMaxIn + k] = L.ref(outs[k]);
    acc.push_back({L.place(outs[k]).root, true});
  }
  Cmd c{};
  c.fn = run_ad_rule;
  c.exec = x;
  c.more = x->r;  // prepare turns these root refs into base-table refs
  c.nmore = kMaxIn + kMaxOut;
  const Shape& A = L.shape(n.in[0]);
  const double m = A.ndim >= 2 ? (double)A.d[A.ndim - 1] : 1.0;
  c.madds = m * m * m;
  L.emit(c, acc);
  return TF_OK;
}

}  // namespace prog
}  // namespace tf
