// program/ops_linalg.cpp: the decompositions with static or bounded output
// shapes in programs: svd (outputs sized by the capacity c = min(m, n), or
// min(m, n, max_rank); columns beyond the kept rank are zero), qr, lq, eigh,
// eigvalsh, solve, solve_triangular, cholesky, inv, det. A multi-output
// operation records one node per result (part 0 computes them all).
//
// Each command runs the operation's _into form on views bound to the
// command's pointers, with a private serial engine created at prepare (its
// own plan cache and pool: after the first run, plan lookups hit and LAPACK
// workspaces come from its pool without touching the heap). Commands can
// fail at run (singular matrix, non-finite input, no convergence): the
// first failure is reported by the run.
#include <algorithm>
#include <cstdio>

#include "ops/linalg.hpp"
#include "program/families.hpp"

namespace tf {
namespace prog {
namespace {

inline DType real_of(DType d) {
  return d == DType::C64 ? DType::F32 : d == DType::C128 ? DType::F64 : d;
}

constexpr std::size_t kPrivatePool = std::size_t{64} << 20;

struct LinalgExec {
  OpId op;
  bool flag = false, flag2 = false;
  int32_t code = 0;
  int64_t max_rank = 0;
  double cutoff = 0;
  int nin = 1, nout = 1;
  Tensor t[4];  // views: inputs then outputs (data set per run)
  std::unique_ptr<Engine> eng;
  Spec* spec = nullptr;
};

Status exec(LinalgExec& x, Tensor* t) {
  Engine& e = *x.eng;
  switch (x.op) {
    case OpId::Svd: {
      SvdOpts o;
      o.max_rank = x.max_rank;
      o.cutoff = x.cutoff;
      SvdResult r;
      return svd(e, &t[0], o, &t[1], &t[2], &t[3], nullptr, nullptr, nullptr, &r);
    }
    case OpId::Qr: return qr(e, &t[0], false, x.flag, &t[1], &t[2], nullptr, nullptr);
    case OpId::Lq: return qr(e, &t[0], true, x.flag, &t[1], &t[2], nullptr, nullptr);
    case OpId::Eigh: return eigh(e, &t[0], x.flag, &t[1], x.flag ? &t[2] : nullptr, nullptr, nullptr);
    case OpId::Solve: return solve(e, &t[0], &t[1], &t[2], nullptr);
    case OpId::SolveTri:
      return solve_triangular(e, &t[0], &t[1], x.flag, x.code, x.flag2, &t[2], nullptr);
    case OpId::Cholesky: return cholesky(e, &t[0], &t[1], nullptr);
    case OpId::Inv: return inv(e, &t[0], &t[1], nullptr);
    case OpId::Det: return det(e, &t[0], &t[1], nullptr);
    default: return fail(TF_ERR_INTERNAL, "not a linear-algebra operation");
  }
}

void run_linalg(const Cmd& c, char* const* base, int) {
  LinalgExec& x = *const_cast<LinalgExec*>(static_cast<const LinalgExec*>(c.exec));
  Tensor t[4];
  const int n = x.nin + x.nout;
  for (int i = 0; i < n; ++i) {
    t[i] = x.t[i];
    t[i].data = base[c.r[i].base] + c.r[i].off;
  }
  Status st = exec(x, t);
  if (st != TF_OK) {
    int32_t none = 0;
    if (x.spec->err.compare_exchange_strong(none, (int32_t)st)) x.spec->err_msg = last_error();
  }
}

int nouts(const Node& n) {
  switch (n.op) {
    case OpId::Svd: return 3;
    case OpId::Qr: case OpId::Lq: return 2;
    case OpId::Eigh: return n.flag ? 2 : 1;
    default: return 1;
  }
}
int nins(const Node& n) { return n.op == OpId::Solve || n.op == OpId::SolveTri ? 2 : 1; }

Status check_matrix(const Program& p, int32_t a, const char* what, bool square) {
  TF_TRY(check_slot(p, a, what));
  const Shape& s = p.nodes[a].shape;
  if (s.ndim < 2)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "%s: slot %d has rank %d, expected a matrix or a stack of matrices (rank >= 2)",
                what, a, s.ndim);
  const int64_t m = s.d[s.ndim - 2], n = s.d[s.ndim - 1];
  if (square && m != kDynamic && n != kDynamic && m != n)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: slot %d is %lld x %lld, expected square matrices",
                what, a, (long long)m, (long long)n);
  return TF_OK;
}

// Appends part 0 (slot *first) and parts 1.. of a multi-output node.
Status append_parts(Program& p, Node n, int count, int32_t** slots) {
  n.part = 0;
  const DType adt = n.dt;
  if (n.op == OpId::Eigh) n.dt = real_of(adt);
  TF_TRY(append(p, n, slots[0]));
  const int32_t first = *slots[0];
  for (int k = 1; k < count; ++k) {
    Node q = p.nodes[first];
    q.part = k;
    q.dt = n.op == OpId::Svd && k == 1 ? real_of(adt) : adt;
    q.primary = first;
    q.iv.clear();
    int32_t s;
    Status st = append(p, q, &s);
    if (st != TF_OK) {  // cannot happen after part 0 succeeded; keep the program whole
      p.nodes.resize(first);
      return st;
    }
    p.nodes[first].iv.push_back(s);
  }
  for (int k = 1; k < count; ++k) *slots[k] = (int32_t)p.nodes[first].iv[k - 1];
  return TF_OK;
}

inline int64_t min3(int64_t a, int64_t b) {
  if (a == kDynamic || b == kDynamic) return kDynamic;
  return std::min(a, b);
}

}  // namespace

// ------------------------------------------------------------ recorders
Status record_svd(Program& p, int32_t a, int64_t max_rank, double cutoff, int32_t* u,
                  int32_t* s, int32_t* vh) {
  TF_TRY(check_matrix(p, a, "a", false));
  if (max_rank < 0)
    return fail(TF_ERR_INVALID_ARGUMENT, "options->max_rank: %lld, expected >= 0 (0: no limit)",
                (long long)max_rank);
  if (!(cutoff >= 0.0 && cutoff <= 1.0))
    return fail(TF_ERR_INVALID_ARGUMENT, "options->cutoff: %g, expected in [0, 1]", cutoff);
  Node n{};
  n.op = OpId::Svd;
  n.dt = p.nodes[a].dt;
  n.in[0] = a;
  n.max_rank = max_rank;
  n.cutoff = cutoff;
  int32_t* slots[3] = {u, s, vh};
  return append_parts(p, n, 3, slots);
}

Status record_qr(Program& p, int32_t a, bool lq, bool nonneg, int32_t* o1, int32_t* o2) {
  TF_TRY(check_matrix(p, a, "a", false));
  Node n{};
  n.op = lq ? OpId::Lq : OpId::Qr;
  n.dt = p.nodes[a].dt;
  n.in[0] = a;
  n.flag = nonneg;
  int32_t* slots[2] = {o1, o2};
  return append_parts(p, n, 2, slots);
}

Status record_eigh(Program& p, int32_t a, bool vectors, int32_t* w, int32_t* v) {
  TF_TRY(check_matrix(p, a, "a", true));
  Node n{};
  n.op = OpId::Eigh;
  n.dt = p.nodes[a].dt;  // parts: w real (set below), v of a's dtype
  n.in[0] = a;
  n.flag = vectors;
  int32_t* slots[2] = {w, v};
  return append_parts(p, n, vectors ? 2 : 1, slots);
}

namespace {
Status record_ab(Program& p, OpId op, int32_t a, int32_t b, int32_t* x, bool flag, int32_t code,
                 bool flag2) {
  TF_TRY(check_matrix(p, a, "a", true));
  TF_TRY(check_matrix(p, b, "b", false));
  TF_TRY(check_same_dtype(p, b, "b", a, "a"));
  Node n{};
  n.op = op;
  n.dt = p.nodes[a].dt;
  n.in[0] = a;
  n.in[1] = b;
  n.flag = flag;
  n.flag2 = flag2;
  n.code = code;
  return append(p, n, x);
}
Status record_a(Program& p, OpId op, int32_t a, int32_t* x) {
  TF_TRY(check_matrix(p, a, "a", true));
  Node n{};
  n.op = op;
  n.dt = p.nodes[a].dt;
  n.in[0] = a;
  return append(p, n, x);
}
}  // namespace

Status record_solve(Program& p, int32_t a, int32_t b, int32_t* x) {
  return record_ab(p, OpId::Solve, a, b, x, false, 0, false);
}
Status record_solve_triangular(Program& p, int32_t a, int32_t b, bool upper, int32_t op,
                               bool unit, int32_t* x) {
  if (op < TF_OP_N || op > TF_OP_C)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "op: unknown tf_op %d (expected TF_OP_N, TF_OP_T or TF_OP_C)", op);
  return record_ab(p, OpId::SolveTri, a, b, x, upper, op, unit);
}
Status record_cholesky(Program& p, int32_t a, int32_t* l) { return record_a(p, OpId::Cholesky, a, l); }
Status record_inv(Program& p, int32_t a, int32_t* x) { return record_a(p, OpId::Inv, a, x); }
Status record_det(Program& p, int32_t a, int32_t* d) { return record_a(p, OpId::Det, a, d); }

// ----------------------------------------------------------- shape rule
Status infer_linalg(const Program& p, const Node& n, const Shape* s, Shape* out,
                    const char* where) {
  const Shape& A = s[0];
  const int32_t nb = A.ndim - 2;
  const int64_t m = A.d[nb], c = A.d[nb + 1];
  if (A.ndim < 2)
    return fail(TF_ERR_INVALID_ARGUMENT, "%sa: slot %d has rank %d, expected rank >= 2", where,
                n.in[0], A.ndim);
  const bool square = n.op != OpId::Svd && n.op != OpId::Qr && n.op != OpId::Lq;
  if (square && m != kDynamic && c != kDynamic && m != c)
    return fail(TF_ERR_INVALID_ARGUMENT, "%sa: slot %d is %lld x %lld, expected square matrices",
                where, n.in[0], (long long)m, (long long)c);
  Shape r;
  r.ndim = nb;
  for (int32_t i = 0; i < nb; ++i) r.d[i] = A.d[i];
  auto trail = [&](std::initializer_list<int64_t> t) {
    for (int64_t d : t) r.d[r.ndim++] = d;
  };
  int64_t k = min3(m, c);
  switch (n.op) {
    case OpId::Svd:
      if (n.max_rank > 0) k = k == kDynamic ? kDynamic : std::min(k, n.max_rank);
      if (n.part == 0) trail({m, k});
      else if (n.part == 1) { trail({k}); }
      else trail({k, c});
      break;
    case OpId::Qr: case OpId::Lq:
      if (n.part == 0) trail({m, k}); else trail({k, c});
      break;
    case OpId::Eigh:
      if (n.part == 0) trail({m}); else trail({m, m});
      break;
    case OpId::Solve: case OpId::SolveTri: {
      const Shape& B = s[1];
      bool ok = B.ndim == A.ndim;
      for (int32_t i = 0; ok && i < nb; ++i)
        ok = A.d[i] == B.d[i] || A.d[i] == kDynamic || B.d[i] == kDynamic;
      const int64_t br = B.ndim >= 2 ? B.d[B.ndim - 2] : 0;
      if (ok && br != kDynamic && m != kDynamic && br != m) ok = false;
      if (!ok)
        return fail(TF_ERR_SHAPE_MISMATCH,
                    "%sb: slot %d has shape %s; with a (slot %d) of shape %s it must be "
                    "(batch of a..., %s, r)",
                    where, n.in[1], shape_str(B).c_str(), n.in[0], shape_str(A).c_str(),
                    m == kDynamic ? "?" : std::to_string(m).c_str());
      trail({m, B.d[B.ndim - 1]});
      break;
    }
    case OpId::Cholesky: case OpId::Inv: trail({m, m}); break;
    case OpId::Det: break;
    default: break;
  }
  (void)p;
  *out = r;
  return TF_OK;
}

// -------------------------------------------------------------- lowering
Status lower_linalg(Lowering& L, int32_t slot) {
  const Node& n = L.node(slot);
  if (n.part > 0) return TF_OK;  // placed and computed by part 0
  const int ni = nins(n), no = nouts(n);
  int32_t outs[3] = {slot, -1, -1};
  for (int k = 1; k < no; ++k) outs[k] = (int32_t)n.iv[k - 1];
  for (int k = 0; k < no; ++k) L.fresh(outs[k]);
  LinalgExec* x = L.own<LinalgExec>();
  x->op = n.op;
  x->flag = n.flag;
  x->flag2 = n.flag2;
  x->code = n.code;
  x->max_rank = n.max_rank;
  x->cutoff = n.cutoff;
  x->nin = ni;
  x->nout = no;
  x->spec = &L.spec();
  x->eng.reset(new Engine(true, 1, nullptr, kPrivatePool));
  Cmd c{};
  c.fn = run_linalg;
  c.exec = x;
  std::vector<Access> acc;
  for (int i = 0; i < ni; ++i) {
    x->t[i] = L.view(n.in[i]);
    c.r[i] = L.ref(n.in[i]);
  }
  for (int k = 0; k < no; ++k) {
    x->t[ni + k] = L.view(outs[k]);
    c.r[ni + k] = L.ref(outs[k]);
  }
  {
    const Shape& A = L.shape(n.in[0]);
    double nn = A.ndim >= 2 ? (double)A.d[A.ndim - 1] : 1.0;
    c.madds = nn * nn * nn;
  }
  if (ni == 1)
    L.emit(c, {{L.place(n.in[0]).root, false},
               {L.place(outs[0]).root, true},
               {no > 1 ? L.place(outs[1]).root : L.place(outs[0]).root, true},
               {no > 2 ? L.place(outs[2]).root : L.place(outs[0]).root, true}});
  else
    L.emit(c, {{L.place(n.in[0]).root, false},
               {L.place(n.in[1]).root, false},
               {L.place(outs[0]).root, true}});
  return TF_OK;
}

}  // namespace prog
}  // namespace tf
