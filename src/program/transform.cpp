// program/transform.cpp: program transforms. The reverse-mode transform
// (vjp) records, after a copy of the forward nodes, one adjoint per forward
// node on the path from the chosen inputs to the chosen outputs, built from
// ordinary recorded operations (einsum with adjoint labels, elementwise
// maps, reductions, layout) following the per-operation rules of
// ops/rules_*.cpp and their conventions (docs/autodiff.md: x_bar = A^H y_bar).
// The result is an ordinary Program: prepare plans its storage (forward
// intermediates the adjoints read are arena slots like any other) and
// removes what no output reaches.
#include "program/transform.hpp"

#include <algorithm>

#include "ops/elementwise.hpp"
#include "ops/reduce.hpp"
#include "ops/rules_linalg.hpp"
#include "program/families.hpp"

namespace tf {
namespace prog {
namespace {

struct Builder {
  Program& q;
  Status st = TF_OK;

  int32_t node_dt(int32_t s) const { return (int32_t)q.nodes[s].dt; }
  DType dt(int32_t s) const { return q.nodes[s].dt; }
  bool cplx(int32_t s) const { return is_complex(q.nodes[s].dt); }

  int32_t un(Unary op, int32_t x, tf_scalar a = tf_scalar{1, 0}) {
    int32_t s = -1;
    if (x >= 0 && st == TF_OK) st = record_unary(q, (int32_t)op, a, x, &s);
    return s;
  }
  int32_t bin(Binary op, int32_t x, int32_t y, tf_scalar a = {1, 0}, tf_scalar b = {0, 0}) {
    int32_t s = -1;
    if (x >= 0 && y >= 0 && st == TF_OK) st = record_binary(q, (int32_t)op, a, b, x, y, &s);
    return s;
  }
  int32_t conj(int32_t x) { return x >= 0 && cplx(x) ? un(Unary::Conj, x) : x; }
  int32_t real(int32_t x) { return x >= 0 && cplx(x) ? un(Unary::Real, x) : x; }
  int32_t scale(tf_scalar a, int32_t x) {
    if (a.re == 1.0 && a.im == 0.0) return x;
    return un(Unary::Scale, x, a);
  }
  int32_t add(int32_t a, int32_t b) { return a < 0 ? b : b < 0 ? a : bin(Binary::Add, a, b); }
  // A tensor shaped like x filled with v (x's values are not read).
  int32_t fill_like(int32_t x, tf_scalar v) {
    if (st != TF_OK) return -1;
    Node n{};
    n.op = OpId::Unary;
    n.dt = q.nodes[x].dt;
    n.code = (int32_t)Unary::Fill;
    n.alpha = v;
    n.in[0] = x;
    int32_t s = -1;
    st = append(q, n, &s);
    return s;
  }
  int32_t reshape(int32_t x, const Shape& sh) {
    int32_t s = -1;
    if (x >= 0 && st == TF_OK) st = record_reshape(q, x, sh.ndim, sh.d, &s);
    return s;
  }
  int32_t cast(int32_t x, DType dt) {
    if (x < 0 || q.nodes[x].dt == dt) return x;
    int32_t s = -1;
    if (st == TF_OK) st = record_cast(q, x, (int32_t)dt, &s);
    return s;
  }
  // g broadcast to the shape of like (NumPy rules; same dtype).
  int32_t expand(int32_t g, int32_t like) {
    if (g < 0 || st != TF_OK) return -1;
    const Shape &gs = q.nodes[g].shape, &ls = q.nodes[like].shape;
    bool same = gs.ndim == ls.ndim;
    for (int32_t i = 0; same && i < gs.ndim; ++i) same = gs.d[i] == ls.d[i];
    if (same) return g;
    return bin(Binary::Mul, fill_like(like, tf_scalar{1, 0}), g);
  }
  // op of x over the axes of r, kept as 1 (r: a ReduceAxes).
  template <class R> int32_t reduce(int32_t op, int32_t x, const R& r) {
    int32_t s = -1;
    if (x >= 0 && st == TF_OK) st = record_reduce(q, op, x, r.naxes, r.axes, true, &s);
    return s;
  }
  // g (broadcast result) summed back to the shape of x.
  int32_t unbroadcast(int32_t g, int32_t x) {
    if (g < 0 || st != TF_OK) return -1;
    const Shape gs = q.nodes[g].shape, xs = q.nodes[x].shape;
    const int32_t lead = gs.ndim - xs.ndim;
    int32_t axes[TF_MAX_RANK], na = 0;
    for (int32_t a = 0; a < gs.ndim; ++a)
      if (a < lead || (xs.d[a - lead] == 1 && gs.d[a] != 1)) axes[na++] = a;
    if (na == 0) return g;
    int32_t s = -1;
    st = record_reduce(q, TF_REDUCE_SUM, g, na, axes, true, &s);
    if (st != TF_OK) return -1;
    return reshape(s, xs);
  }
  int32_t einsum(int32_t n, const int32_t* ops, const int32_t* const* lab, int32_t out_ndim,
                 const int32_t* out_lab, const uint8_t* cj) {
    int32_t s = -1;
    if (st == TF_OK)
      st = record_einsum(q, nullptr, n, ops, lab, out_ndim, out_lab, cj, nullptr, 0, &s);
    return s;
  }
};

// Labels of an einsum node per operand and of its output (explicit or
// implicit). Fails UNSUPPORTED for forms the adjoint does not handle.
Status einsum_labels(const Program& p, const Node& n, int32_t slot,
                     std::vector<std::vector<int32_t>>* lab, std::vector<int32_t>* outl) {
  lab->assign(n.in.size(), {});
  bool implicit;
  if (n.text.empty()) {
    std::size_t off = 0;
    for (std::size_t i = 0; i < n.in.size(); ++i) {
      const int32_t r = p.nodes[n.in[i]].shape.ndim;
      (*lab)[i].assign(n.labels.begin() + off, n.labels.begin() + off + r);
      off += r;
    }
    implicit = n.out_ndim < 0;
    if (!implicit) *outl = n.out_labels;
  } else {
    const std::string& t = n.text;
    if (t.find('.') != std::string::npos)
      return fail(TF_ERR_UNSUPPORTED,
                  "slot %d (einsum \"%s\"): '...' has no adjoint in program transforms yet",
                  slot, t.c_str());
    const std::size_t arrow = t.find("->");
    std::size_t i = 0;
    for (char c : t.substr(0, arrow)) {
      if (c == ',') { ++i; continue; }
      if (c == ' ') continue;
      (*lab)[i].push_back((unsigned char)c);
    }
    implicit = arrow == std::string::npos;
    if (!implicit)
      for (char c : t.substr(arrow + 2))
        if (c != ' ') outl->push_back((unsigned char)c);
  }
  if (implicit) {
    std::vector<int32_t> all;
    for (auto& l : *lab) all.insert(all.end(), l.begin(), l.end());
    std::sort(all.begin(), all.end());
    for (std::size_t i = 0; i < all.size(); ++i) {
      const bool dup = (i > 0 && all[i - 1] == all[i]) ||
                       (i + 1 < all.size() && all[i + 1] == all[i]);
      if (!dup) outl->push_back(all[i]);
    }
  }
  // Supported: no label repeated inside one operand or the output, and
  // every operand label appears in the output or in another operand.
  for (std::size_t i = 0; i < lab->size(); ++i) {
    const auto& l = (*lab)[i];
    for (std::size_t a = 0; a < l.size(); ++a) {
      if (std::count(l.begin(), l.end(), l[a]) > 1)
        return fail(TF_ERR_UNSUPPORTED,
                    "slot %d (einsum): operand %zu repeats a label (trace/diagonal); no "
                    "adjoint in program transforms yet",
                    slot, i);
      bool seen = std::count(outl->begin(), outl->end(), l[a]) > 0;
      for (std::size_t j = 0; j < lab->size() && !seen; ++j)
        if (j != i) seen = std::count((*lab)[j].begin(), (*lab)[j].end(), l[a]) > 0;
      if (!seen)
        return fail(TF_ERR_UNSUPPORTED,
                    "slot %d (einsum): operand %zu sums a label no other operand or the "
                    "output has; no adjoint in program transforms yet",
                    slot, i);
    }
  }
  return TF_OK;
}

// Cotangent of operand i of y = einsum(ops, lab -> outl; cj), given g = y_bar:
// x_bar_i = einsum(g, others -> lab[i]) with the others conjugated unless
// operand i itself is conjugated, in which case g is (docs/autodiff.md).
int32_t einsum_adjoint(Builder& B, int32_t g, const std::vector<int32_t>& ops,
                       const std::vector<std::vector<int32_t>>& lab,
                       const std::vector<int32_t>& outl, const std::vector<uint8_t>& cj,
                       std::size_t i) {
  std::vector<int32_t> o{g};
  std::vector<const int32_t*> l{outl.data()};
  const bool ci = !cj.empty() && cj[i];
  std::vector<uint8_t> c{(uint8_t)ci};
  for (std::size_t j = 0; j < ops.size(); ++j) {
    if (j == i) continue;
    o.push_back(ops[j]);
    l.push_back(lab[j].data());
    const bool cjj = !cj.empty() && cj[j];
    c.push_back((uint8_t)(cjj != !ci));
  }
  const bool cx = B.cplx(g);
  return B.einsum((int32_t)o.size(), o.data(), l.data(), (int32_t)lab[i].size(), lab[i].data(),
                  cx ? c.data() : nullptr);
}

// The same cotangent as einsum_adjoint for a two-operand einsum, added to
// acc (the cotangent operand i already has) by one matmul with beta = 1
// instead of an einsum and an add: when the adjoint is a plain matrix
// product of reshaped operands (no batch label, each operand's labels two
// contiguous groups, the output the row group then the column group, a
// conjugated operand transposed). Returns -1 when it is not (the caller
// then records einsum_adjoint and an add).
int32_t einsum_adjoint_acc(Builder& B, int32_t g, const std::vector<int32_t>& ops,
                           const std::vector<std::vector<int32_t>>& lab,
                           const std::vector<int32_t>& outl, const std::vector<uint8_t>& cj,
                           std::size_t i, int32_t acc) {
  if (ops.size() != 2 || B.st != TF_OK) return -1;
  const std::size_t j = 1 - i;
  const bool cx = B.cplx(g);
  const bool ci = !cj.empty() && cj[i], cjj = !cj.empty() && cj[j];
  // the adjoint: einsum(g: outl, other: lab[j] -> lab[i]) with conj flags
  const int32_t opnd[2] = {g, ops[j]};
  const std::vector<int32_t>* lb[2] = {&outl, &lab[j]};
  const bool cf[2] = {cx && ci, cx && (cjj != !ci)};
  const std::vector<int32_t>& lo = lab[i];
  auto has = [](const std::vector<int32_t>& v, int32_t x) {
    return std::find(v.begin(), v.end(), x) != v.end();
  };
  auto extent = [&](int32_t slot, const std::vector<int32_t>& l, int32_t x) {
    return B.q.nodes[slot].shape.d[std::find(l.begin(), l.end(), x) - l.begin()];
  };
  for (int order = 0; order < 2; ++order) {
    const int P = order, Q = 1 - order;
    const std::vector<int32_t>&lp = *lb[P], &lq = *lb[Q];
    // output = M (labels of P) then N (labels of Q); no label in both and out
    std::size_t nm = 0;
    while (nm < lo.size() && has(lp, lo[nm])) ++nm;
    std::vector<int32_t> M(lo.begin(), lo.begin() + nm), N(lo.begin() + nm, lo.end()), K;
    bool ok = true;
    for (int32_t x : M) ok = ok && !has(lq, x);
    for (int32_t x : N) ok = ok && has(lq, x) && !has(lp, x);
    for (int32_t x : lp)
      if (!has(M, x)) {
        if (!has(lq, x)) ok = false;
        K.push_back(x);
      }
    for (int32_t x : lq) ok = ok && (has(N, x) || has(K, x));
    if (!ok || K.size() + M.size() != lp.size() || K.size() + N.size() != lq.size()) continue;
    // P = M K or K M, Q = K N or N K, with one K order
    auto cat = [](const std::vector<int32_t>& a, const std::vector<int32_t>& b) {
      std::vector<int32_t> r = a;
      r.insert(r.end(), b.begin(), b.end());
      return r;
    };
    bool tp, tq;
    if (lp == cat(M, K)) tp = false;
    else if (lp == cat(K, M)) tp = true;
    else continue;
    if (lq == cat(K, N)) tq = false;
    else if (lq == cat(N, K)) tq = true;
    else continue;
    if ((cf[P] && !tp) || (cf[Q] && !tq)) continue;  // conj without transpose: no BLAS op
    int64_t m = 1, n = 1, k = 1;
    for (int32_t x : M) m *= extent(opnd[P], lp, x);
    for (int32_t x : N) n *= extent(opnd[Q], lq, x);
    for (int32_t x : K) k *= extent(opnd[P], lp, x);
    auto shape2 = [](int64_t r, int64_t c) {
      Shape s;
      s.ndim = 2;
      s.d[0] = r;
      s.d[1] = c;
      return s;
    };
    const int32_t a2 = B.reshape(opnd[P], tp ? shape2(k, m) : shape2(m, k));
    const int32_t b2 = B.reshape(opnd[Q], tq ? shape2(n, k) : shape2(k, n));
    const int32_t c2 = B.reshape(acc, shape2(m, n));
    const tf_op oa = tp ? (cf[P] ? TF_OP_C : TF_OP_T) : TF_OP_N;
    const tf_op ob = tq ? (cf[Q] ? TF_OP_C : TF_OP_T) : TF_OP_N;
    int32_t r = -1;
    if (B.st == TF_OK)
      B.st = record_matmul(B.q, oa, a2, ob, b2, tf_scalar{1, 0}, tf_scalar{1, 0}, c2, &r);
    return B.reshape(r, B.q.nodes[acc].shape);
  }
  return -1;
}

// The reduction of a reduce node n of x (shape xs) as the derivative
// expressions of ops/elementwise_table.hpp see it.
struct ReduceAxes {
  int32_t naxes = 0;
  const int32_t* axes = nullptr;  // nullptr: every axis
  int64_t count = 1;
  Shape kept;                     // xs with the reduced axes 1
  int32_t buf[TF_MAX_RANK] = {};
  ReduceAxes(const Node& n, const Shape& xs) {
    kept = xs;
    if (!n.flag2) {
      for (std::size_t a = 0; a < n.iv.size(); ++a) buf[a] = (int32_t)n.iv[a];
      naxes = (int32_t)n.iv.size();
      axes = buf;
    }
    for (int32_t a = 0; a < xs.ndim; ++a) {
      bool red = n.flag2;
      for (int64_t ax : n.iv) red = red || ((ax < 0 ? ax + xs.ndim : ax) == a);
      if (red) {
        kept.d[a] = 1;
        count *= xs.d[a];
      }
    }
  }
  ReduceAxes(const ReduceAxes&) = delete;
  ReduceAxes& operator=(const ReduceAxes&) = delete;
};

// A linear-algebra node: its derivative is a row of ops/rules_linalg_table.cpp.
bool is_linalg(OpId op) { return la_row_of(op) != nullptr; }

// The slots of a linear-algebra node's results: part 0 is v, parts 1.. are
// listed in its iv (ops_linalg.cpp).
std::vector<int32_t> linalg_parts(const Node& n, int32_t v) {
  std::vector<int32_t> r{v};
  for (int64_t s : n.iv) r.push_back((int32_t)s);
  return r;
}

// Operand slot k of n (kNoSlot past its operands: a one-operand einsum has
// one entry in n.in).
int32_t operand(const Node& n, std::size_t k) { return k < n.in.size() ? n.in[k] : kNoSlot; }

Status unsupported(const Program& p, int32_t v, const char* why) {
  return fail(TF_ERR_UNSUPPORTED,
              "slot %d (%s): %s; the program transform has no adjoint for it", v,
              op_name(p.nodes[v].op), why);
}

// Chosen positions (at least one) among the forward's `count` inputs or
// outputs (what: "inputs" or "outputs").
Status check_chosen(const std::vector<int32_t>& chosen, std::size_t count, const char* what) {
  if (chosen.empty()) return fail(TF_ERR_INVALID_ARGUMENT, "%s: none chosen", what);
  for (std::size_t k = 0; k < chosen.size(); ++k)
    if (chosen[k] < 0 || (std::size_t)chosen[k] >= count)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "%s[%zu]: %d, expected a position in [0, %zu) of the forward %s", what, k,
                  chosen[k], count, what);
  return TF_OK;
}

// The checks both transforms share: chosen input positions exist, shapes
// are static.
Status check_transformable(const Program& f, const std::vector<int32_t>& ins) {
  TF_TRY(check_chosen(ins, f.inputs.size(), "inputs"));
  for (std::size_t v = 0; v < f.nodes.size(); ++v)
    for (int32_t a = 0; a < f.nodes[v].shape.ndim; ++a)
      if (f.nodes[v].shape.d[a] == kDynamic)
        return fail(TF_ERR_UNSUPPORTED,
                    "slot %zu: a TF_DYNAMIC extent; program transforms need static shapes", v);
  return TF_OK;
}

}  // namespace

namespace {

// The reverse transform of f: one adjoint per forward node on a path from
// the chosen inputs to the chosen outputs, recorded into q (a copy of f's
// nodes), from the last node to the first.
struct Reverse {
  const Program& f;
  Program q;
  Builder B{q};
  bool recompute;
  std::vector<uint8_t> dep;   // the slot depends on a chosen input
  std::vector<int32_t> ct;    // its cotangent so far (-1: zero)
  std::vector<int32_t> again; // its recomputed copy (-1: none yet)
  std::vector<uint8_t> kept;  // a kept output: read as it is

  Reverse(const Program& fwd, const std::vector<int32_t>& ins, bool rc)
      : f(fwd), recompute(rc), dep(fwd.nodes.size(), 0), ct(fwd.nodes.size(), -1),
        again(fwd.nodes.size(), -1), kept(fwd.nodes.size(), 0) {
    q.nodes = f.nodes;
    q.inputs = f.inputs;
    for (int32_t k : ins) dep[f.inputs[k]] = 1;
    for (std::size_t v = 0; v < f.nodes.size(); ++v) {
      const Node& n = f.nodes[v];
      if (n.op == OpId::Input) continue;
      for (int32_t s : n.in)
        if (s >= 0 && dep[s]) dep[v] = 1;
      if (n.primary >= 0 && dep[n.primary]) dep[v] = 1;
    }
  }

  // Recomputation. A forward value an adjoint reads that is an elementwise
  // map of program inputs only (alive for the whole run anyway) is recorded
  // again at its first backward reader instead of being kept from the
  // forward sweep: the original then lives until its last forward reader,
  // the copy among its backward readers only, so no value lives longer than
  // before and the arena never grows (the price: one more elementwise pass).
  int32_t fw(int32_t w) {
    if (!recompute || w < 0 || kept[w] || B.st != TF_OK) return w;
    const Node& n = f.nodes[w];
    if (n.op != OpId::Unary && n.op != OpId::Binary && n.op != OpId::Cast) return w;
    for (int32_t s : n.in)
      if (s >= 0 && f.nodes[s].op != OpId::Input) return w;
    if (again[w] < 0) B.st = append(q, n, &again[w]);
    return B.st == TF_OK ? again[w] : w;
  }
  void give(int32_t x, int32_t c) {
    if (x >= 0 && dep[x] && c >= 0) ct[x] = B.add(ct[x], c);
  }

  // A linear-algebra node: at part 0 every part's cotangent is complete
  // (parts follow it and their readers follow them): one rule node per
  // operand cotangent, calling the rule of its row in
  // ops/rules_linalg_table.cpp (ops_ad_rule.cpp).
  Status linalg(int32_t v) {
    const Node& n = f.nodes[v];
    if (n.part > 0 || !dep[v]) return TF_OK;
    bool any = false;
    for (int32_t s : linalg_parts(n, v)) any = any || ct[s] >= 0;
    if (!any) return TF_OK;
    std::vector<int32_t> ri;
    int32_t fl[3], nop = 0;
    TF_TRY(ad_rule_inputs(q, f, v, false, ct, &ri, fl, &nop));
    for (int k = 0; k < nop; ++k) {
      const int32_t x = n.in[k];
      if (!dep[x]) continue;
      int32_t s = -1;
      if (B.st == TF_OK)
        B.st = record_ad_rule(q, n.op, false, k, k, ri.data(), (int32_t)ri.size(), fl, &s);
      give(x, s);
    }
    return B.st;
  }

  // matmul: the einsum adjoint on the labels of op(a) op(b).
  Status matmul(int32_t v) {
    const Node& n = f.nodes[v];
    const int32_t g = ct[v], x = n.in[0], y = n.in[1];
    const Shape &A = f.nodes[x].shape, &Bs = f.nodes[y].shape;
    if (A.ndim != Bs.ndim)
      return unsupported(f, v, "batch broadcasting of operands of different rank");
    const int32_t nb = A.ndim - 2;
    for (int32_t a = 0; a < nb; ++a)
      if (A.d[a] != Bs.d[a]) return unsupported(f, v, "broadcast batch axes");
    // labels: batch 0..nb-1, i = nb, k = nb+1, j = nb+2
    std::vector<std::vector<int32_t>> lab(2);
    for (int32_t a = 0; a < nb; ++a) { lab[0].push_back(a); lab[1].push_back(a); }
    const int32_t I = nb, K = nb + 1, J = nb + 2;
    if (n.op_a == TF_OP_N) { lab[0].push_back(I); lab[0].push_back(K); }
    else { lab[0].push_back(K); lab[0].push_back(I); }
    if (n.op_b == TF_OP_N) { lab[1].push_back(K); lab[1].push_back(J); }
    else { lab[1].push_back(J); lab[1].push_back(K); }
    std::vector<int32_t> outl;
    for (int32_t a = 0; a < nb; ++a) outl.push_back(a);
    outl.push_back(I);
    outl.push_back(J);
    std::vector<uint8_t> cj{(uint8_t)(n.op_a == TF_OP_C), (uint8_t)(n.op_b == TF_OP_C)};
    const int32_t ga = B.scale(tf_scalar{n.alpha.re, -n.alpha.im}, g);
    std::vector<int32_t> ops{dep[y] ? fw(x) : x, dep[x] ? fw(y) : y};
    if (dep[x]) give(x, einsum_adjoint(B, ga, ops, lab, outl, cj, 0));
    if (dep[y]) give(y, einsum_adjoint(B, ga, ops, lab, outl, cj, 1));
    if (n.in[2] >= 0 && dep[n.in[2]])
      give(n.in[2], B.unbroadcast(B.scale(tf_scalar{n.beta.re, -n.beta.im}, g), n.in[2]));
    return B.st;
  }

  // The adjoint of node v (its cotangent complete).
  Status node(int32_t v) {
    const Node& n = f.nodes[v];
    const int32_t g = ct[v];
    if (is_linalg(n.op)) return linalg(v);
    if (g < 0 || !dep[v] || n.op == OpId::Input) return TF_OK;
    const int32_t x = n.in[0], y = operand(n, 1);
    switch (n.op) {
      case OpId::Reshape:
        give(x, B.reshape(g, f.nodes[x].shape));
        break;
      case OpId::Contiguous:
        give(x, g);
        break;
      case OpId::Permute: {
        int32_t inv[TF_MAX_RANK];
        for (std::size_t a = 0; a < n.iv.size(); ++a) inv[n.iv[a]] = (int32_t)a;
        int32_t s = -1;
        if (B.st == TF_OK) B.st = record_permute(q, g, inv, &s);
        give(x, s);
        break;
      }
      case OpId::Cast: {
        int32_t c = g;
        if (is_complex(n.dt) && !is_complex(f.nodes[x].dt)) c = B.un(Unary::Real, g);
        give(x, B.cast(c, f.nodes[x].dt));
        break;
      }
      case OpId::Unary: {
        const Unary op = (Unary)n.code;
        if (unary_info(op).deriv == Deriv::None) return unsupported(f, v, unary_name(op));
        give(x, unary_vjp_of(B, op, n.alpha, fw(x), fw(v), g));
        break;
      }
      case OpId::Binary: {
        const Binary op = (Binary)n.code;
        if (binary_info(op).deriv == Deriv::None) return unsupported(f, v, binary_name(op));
        for (int k = 0; k < 2; ++k)
          if (dep[n.in[k]])
            give(n.in[k], binary_vjp_of(B, op, n.alpha, n.beta, k, fw(x), fw(y), fw(v), g));
        break;
      }
      case OpId::Reduce: {
        const RedOp op = (RedOp)n.code;
        if (reduce_info(op).deriv == Deriv::None) return unsupported(f, v, reduce_name(n.code));
        const ReduceAxes r(n, f.nodes[x].shape);
        give(x, reduce_vjp_of(B, op, fw(x), B.reshape(v, r.kept), B.reshape(g, r.kept), r));
        break;
      }
      case OpId::Einsum: {
        std::vector<std::vector<int32_t>> lab;
        std::vector<int32_t> outl;
        TF_TRY(einsum_labels(f, n, v, &lab, &outl));
        std::vector<int32_t> rd;  // the operands as the adjoints read them
        for (std::size_t i = 0; i < n.in.size(); ++i) {
          const int32_t xs = n.in[i];
          if (!dep[xs]) continue;
          if (rd.empty())
            for (int32_t o : n.in) rd.push_back(fw(o));
          // A second contribution: accumulated by a matmul with beta = 1
          // where the adjoint is one matrix product (no separate add).
          const int32_t fused =
              ct[xs] >= 0 ? einsum_adjoint_acc(B, g, rd, lab, outl, n.conj, i, ct[xs]) : -1;
          if (fused >= 0) ct[xs] = fused;
          else give(xs, einsum_adjoint(B, g, rd, lab, outl, n.conj, i));
        }
        break;
      }
      case OpId::Matmul:
        return matmul(v);
      case OpId::Slice: {
        int32_t s = -1;
        if (B.st == TF_OK) B.st = record_slice_vjp(q, x, g, n.iv, &s);
        give(x, s);
        break;
      }
      default:
        return unsupported(f, v, "a derivative-rule command (transform the forward program)");
    }
    return B.st;
  }
};

}  // namespace

Status vjp(const Program& f, const std::vector<int32_t>& outs, const std::vector<int32_t>& ins,
           bool keep_outputs, bool unit_seed, Program* result, bool recompute) {
  if (f.outputs.empty())
    return fail(TF_ERR_INVALID_ARGUMENT, "forward: the program has no outputs");
  TF_TRY(check_chosen(outs, f.outputs.size(), "outputs"));
  if (unit_seed) {
    const Node& y = f.nodes[f.outputs[outs[0]]];
    if (outs.size() != 1 || y.shape.ndim != 0 || is_complex(y.dt))
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "outputs: a unit seed needs exactly one chosen output that is a 0-d real "
                  "tensor (got %zu outputs; the first has rank %d, dtype %s)",
                  outs.size(), y.shape.ndim, dtype_name(y.dt));
  }
  TF_TRY(check_transformable(f, ins));
  Reverse R(f, ins, recompute);
  Builder& B = R.B;
  if (keep_outputs)
    for (int32_t k : outs) R.kept[f.outputs[k]] = 1;
  for (int32_t k : outs) {  // the seeds: a unit fill, or a new input
    const int32_t y = f.outputs[k];
    int32_t seed = -1;
    if (unit_seed) {
      seed = B.fill_like(y, tf_scalar{1, 0});
    } else {
      TF_TRY(record_input(R.q, (int32_t)f.nodes[y].dt, f.nodes[y].shape.ndim,
                          f.nodes[y].shape.d, &seed));
    }
    R.ct[y] = B.add(R.ct[y], seed);
    TF_TRY(B.st);
  }
  for (std::size_t v = f.nodes.size(); v-- > 0;) TF_TRY(R.node((int32_t)v));
  if (keep_outputs)
    for (int32_t k : outs) R.q.outputs.push_back(f.outputs[k]);
  for (int32_t k : ins) {
    const int32_t s = f.inputs[k];
    int32_t c = R.ct[s];
    if (c < 0) c = B.fill_like(s, tf_scalar{0, 0});  // no path to a chosen output
    TF_TRY(B.st);
    R.q.outputs.push_back(c);
  }
  *result = std::move(R.q);
  return TF_OK;
}

namespace {

// The forward transform of f: one tangent per forward node that reads one,
// recorded into q (a copy of f with the tangent inputs appended), first node
// to last.
struct Forward {
  const Program& f;
  Program q;
  Builder B{q};
  std::vector<int32_t> t;  // tangent slot (-1: zero)

  explicit Forward(const Program& fwd) : f(fwd), t(fwd.nodes.size(), -1) {
    q.nodes = f.nodes;
    q.inputs = f.inputs;
    q.outputs = f.outputs;
  }

  // A linear-algebra node, at part 0: one rule command computing every
  // result tangent (ops_ad_rule.cpp); the parts > 0 get theirs here.
  Status linalg(int32_t v) {
    const Node& n = f.nodes[v];
    if (n.part > 0) return TF_OK;
    const std::vector<int32_t> P = linalg_parts(n, v);
    std::vector<int32_t> ri;
    int32_t fl[3], like0 = 0;  // like0: the rule input the first result tangent is shaped as
    TF_TRY(ad_rule_inputs(q, f, v, true, t, &ri, fl, &like0));
    int32_t ts[3] = {-1, -1, -1};
    if (B.st == TF_OK)
      B.st = record_ad_rule_parts(q, n.op, (int32_t)P.size(), like0, ri.data(),
                                  (int32_t)ri.size(), fl, ts);
    TF_TRY(B.st);
    for (std::size_t k = 0; k < P.size(); ++k) t[P[k]] = ts[k];
    return TF_OK;
  }

  // einsum: the sum over operands with a tangent of the einsum with that
  // operand replaced by its tangent.
  int32_t einsum(int32_t v) {
    const Node& n = f.nodes[v];
    int32_t r = -1;
    std::vector<int32_t> ops = n.in;
    for (std::size_t i = 0; i < n.in.size(); ++i) {
      if (t[n.in[i]] < 0) continue;
      ops[i] = t[n.in[i]];
      int32_t s = -1;
      std::vector<const int32_t*> lab;  // labels form: per operand
      std::size_t off = 0;
      for (int32_t o : n.in) {
        lab.push_back(n.labels.data() + off);
        off += (std::size_t)f.nodes[o].shape.ndim;
      }
      if (B.st == TF_OK)
        B.st = record_einsum(q, n.text.empty() ? nullptr : n.text.c_str(), (int32_t)ops.size(),
                             ops.data(), n.text.empty() ? lab.data() : nullptr, n.out_ndim,
                             n.out_labels.empty() ? nullptr : n.out_labels.data(),
                             n.conj.empty() ? nullptr : n.conj.data(), nullptr, 0, &s);
      r = B.add(r, s);
      ops[i] = n.in[i];
    }
    return r;
  }

  int32_t matmul(int32_t v, int32_t tx, int32_t ty) {
    const Node& n = f.nodes[v];
    const int32_t x = n.in[0], y = n.in[1];
    int32_t r = -1;
    auto mm = [&](int32_t a, int32_t b) {
      int32_t s = -1;
      if (B.st == TF_OK)
        B.st = record_matmul(q, n.op_a, a, n.op_b, b, n.alpha, tf_scalar{0, 0}, kNoSlot, &s);
      return s;
    };
    if (tx >= 0) r = mm(tx, y);
    if (ty >= 0) r = B.add(r, mm(x, ty));
    if (n.in[2] >= 0 && t[n.in[2]] >= 0)
      r = B.add(B.expand(r, v), B.expand(B.scale(n.beta, t[n.in[2]]), v));
    r = B.expand(r, v);
    return r;
  }

  // The tangent of node v (its operands' tangents known).
  Status node(int32_t v) {
    const Node& n = f.nodes[v];
    if (n.op == OpId::Input) return TF_OK;
    bool any = false;
    for (int32_t s : n.in)
      if (s >= 0 && t[s] >= 0) any = true;
    if (!any) return TF_OK;
    if (is_linalg(n.op)) return linalg(v);
    const int32_t x = n.in[0], y = operand(n, 1);
    const int32_t tx = x >= 0 ? t[x] : -1, ty = y >= 0 ? t[y] : -1;
    int32_t r = -1;
    switch (n.op) {
      case OpId::Reshape: r = B.reshape(tx, n.shape); break;
      case OpId::Contiguous:
        if (B.st == TF_OK) B.st = record_contiguous(q, tx, n.code, &r);
        break;
      case OpId::Permute: {
        int32_t pm[TF_MAX_RANK];
        for (std::size_t a = 0; a < n.iv.size(); ++a) pm[a] = (int32_t)n.iv[a];
        if (B.st == TF_OK) B.st = record_permute(q, tx, pm, &r);
        break;
      }
      case OpId::Cast: r = B.cast(tx, n.dt); break;
      case OpId::Unary: {
        const Unary op = (Unary)n.code;
        if (unary_info(op).deriv == Deriv::None) return unsupported(f, v, unary_name(op));
        r = unary_jvp_of(B, op, n.alpha, x, v, tx);
        break;
      }
      case OpId::Binary: {
        const Binary op = (Binary)n.code;
        if (binary_info(op).deriv == Deriv::None) return unsupported(f, v, binary_name(op));
        r = B.expand(binary_jvp_of(B, op, n.alpha, n.beta, x, y, v, tx, ty), v);
        break;
      }
      case OpId::Reduce: {
        const RedOp op = (RedOp)n.code;
        if (reduce_info(op).deriv == Deriv::None) return unsupported(f, v, reduce_name(n.code));
        const ReduceAxes ra(n, q.nodes[x].shape);
        r = B.reshape(reduce_jvp_of(B, op, x, B.reshape(v, ra.kept), tx, ra), n.shape);
        break;
      }
      case OpId::Einsum: r = einsum(v); break;
      case OpId::Matmul: r = matmul(v, tx, ty); break;
      case OpId::Slice: {
        int32_t s = -1;
        const int32_t nd = q.nodes[x].shape.ndim;
        if (B.st == TF_OK)
          B.st = record_slice(q, tx, n.iv.data(), n.iv.data() + nd, n.iv.data() + 2 * nd, &s);
        r = s;
        break;
      }
      default:
        return unsupported(f, v, "a derivative-rule command (transform the forward program)");
    }
    TF_TRY(B.st);
    t[v] = r;
    return TF_OK;
  }
};

}  // namespace

Status jvp(const Program& f, const std::vector<int32_t>& ins, Program* result) {
  if (f.outputs.empty())
    return fail(TF_ERR_INVALID_ARGUMENT, "forward: the program has no outputs");
  TF_TRY(check_transformable(f, ins));
  Forward F(f);
  for (int32_t k : ins) {
    const Node& x = f.nodes[f.inputs[k]];
    int32_t s;
    TF_TRY(record_input(F.q, (int32_t)x.dt, x.shape.ndim, x.shape.d, &s));
    F.t[f.inputs[k]] = s;
  }
  for (std::size_t v = 0; v < f.nodes.size(); ++v) TF_TRY(F.node((int32_t)v));
  for (int32_t y : f.outputs) {
    int32_t c = F.t[y];
    if (c < 0) c = F.B.fill_like(y, tf_scalar{0, 0});
    TF_TRY(F.B.st);
    F.q.outputs.push_back(c);
  }
  *result = std::move(F.q);
  return TF_OK;
}

}  // namespace prog
}  // namespace tf
