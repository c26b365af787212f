// program/ops.cpp: the operation table of programs. Each operation has an
// infer function (result shape, used while recording with dynamic extents
// and again at specialisation with concrete ones) and a lower function
// (resolves the op's plan once and emits commands that run its execute half
// on precomputed pointers). Command run functions live here too.
#include <cstdio>

#include "program/families.hpp"
#include "providers/copy.hpp"

namespace tf {
namespace prog {
namespace {

// ------------------------------------------------------ command kinds
// Small matmul: one kernel call on the precomputed GemmCall, its pointers
// set in place (no copy of the call).
void run_small_matmul(const Cmd& c, char* const* base, int) {
  GemmCall& g = c.call;
  g.a = base[c.r[0].base] + c.r[0].off;
  g.b = base[c.r[1].base] + c.r[1].off;
  g.c = base[c.r[2].base] + c.r[2].off;
  c.small(g);
}

// Any other matmul: the op's execute half (batches, BLAS, copies).
void run_matmul(const Cmd& c, char* const* base, int workers) {
  char* scratch = c.mm->scratch_bytes ? base[c.r[3].base] + c.r[3].off : nullptr;
  matmul_execute(*c.mm, base[c.r[0].base] + c.r[0].off, base[c.r[1].base] + c.r[1].off,
                 base[c.r[2].base] + c.r[2].off, c.alpha, c.beta, scratch, workers);
}

void run_copy(const Cmd& c, char* const* base, int) {
  const CopyExec& x = *c.cp;
  strided_copy(x.esize, x.shape.ndim, x.shape.d, base[c.r[0].base] + c.r[0].off, x.ss,
               base[c.r[1].base] + c.r[1].off, x.ds);
}


// ---------------------------------------------------------------- input
Status infer_input(const Program&, const Node& n, const Shape*, Shape* out, const char*) {
  *out = n.shape;
  return TF_OK;
}
Status lower_input(Lowering&, int32_t) { return TF_OK; }  // placed by the Lowering

// --------------------------------------------------------------- matmul
Status infer_matmul(const Program&, const Node& n, const Shape* s, Shape* out,
                    const char* where) {
  const Shape &A = s[0], &B = s[1];
  int64_t ar = A.d[A.ndim - 2], ac = A.d[A.ndim - 1];
  int64_t br = B.d[B.ndim - 2], bc = B.d[B.ndim - 1];
  if (n.op_a != TF_OP_N) std::swap(ar, ac);
  if (n.op_b != TF_OP_N) std::swap(br, bc);
  if (ac != kDynamic && br != kDynamic && ac != br)
    return fail(TF_ERR_SHAPE_MISMATCH,
                "%sb: slot %d is %s, %lld x %lld after op_b; a (slot %d) is %s, %lld x %lld "
                "after op_a: inner dimensions differ",
                where, n.in[1], shape_str(B).c_str(), (long long)br, (long long)bc, n.in[0],
                shape_str(A).c_str(), (long long)ar, (long long)ac);
  int32_t na = A.ndim - 2, nbb = B.ndim - 2, nb = na > nbb ? na : nbb;
  Shape r;
  r.ndim = nb + 2;
  for (int32_t i = 0; i < nb; ++i) {
    int32_t ia = i - (nb - na), ib = i - (nb - nbb);
    int64_t da = ia >= 0 ? A.d[ia] : 1, db = ib >= 0 ? B.d[ib] : 1, d;
    if (da == db) d = da;
    else if (da == 1) d = db;
    else if (db == 1) d = da;
    else if (da == kDynamic) d = db;
    else if (db == kDynamic) d = da;
    else
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "%sb: slot %d has batch extent %lld on axis %d, incompatible with %lld of a "
                  "(slot %d); extents must match or be 1",
                  where, n.in[1], (long long)db, ib, (long long)da, n.in[0]);
    r.d[i] = d;
  }
  r.d[nb] = ar;
  r.d[nb + 1] = bc;
  if (n.in[2] >= 0) {
    const Shape& C = s[2];
    bool ok = C.ndim == r.ndim;
    for (int32_t i = 0; ok && i < r.ndim; ++i)
      ok = C.d[i] == r.d[i] || C.d[i] == kDynamic || r.d[i] == kDynamic;
    if (!ok)
      return fail(TF_ERR_SHAPE_MISMATCH, "%sc: slot %d has shape %s, the product is %s", where,
                  n.in[2], shape_str(C).c_str(), shape_str(r).c_str());
    for (int32_t i = 0; i < r.ndim; ++i)
      if (r.d[i] == kDynamic) r.d[i] = C.d[i];
  }
  *out = r;
  return TF_OK;
}

Status lower_matmul(Lowering& L, int32_t slot) {
  const Node& n = L.node(slot);
  const int32_t a = n.in[0], b = n.in[1], c = n.in[2];  // c < 0: no accumulation
  const bool acc = c >= 0;
  int32_t others[2] = {a, b};
  if (acc && L.can_overwrite(slot, c, others, 2)) {
    L.alias(slot, c, L.place(c).off, L.place(c).strides);  // in place: c's block
  } else {
    const Place& d = L.fresh(slot);
    if (acc) L.emit_copy(n.dt, L.shape(slot), L.place(c), d);
  }
  Tensor ta = L.view(a), tb = L.view(b), tc = L.view(slot);
  MatmulExec* x = L.new_matmul();
  PlanPtr keep;
  TF_TRY(matmul_plan(L.engine(), n.op_a, ta, n.op_b, tb, &tc, x, &keep));
  L.keep(std::move(keep));
  Cmd cmd = matmul_cmd(*x, L.ref(a), L.ref(b), L.ref(slot), n.alpha,
                       acc ? n.beta : tf_scalar{0, 0});
  if (cmd.mm && x->scratch_bytes) cmd.r[3] = L.scratch(x->scratch_bytes);
  L.emit(cmd, {{L.place(a).root, false}, {L.place(b).root, false}, {L.place(slot).root, true}});
  return TF_OK;
}

// -------------------------------------------------------------- reshape
Status infer_reshape(const Program&, const Node& n, const Shape* s, Shape* out,
                     const char* where) {
  int64_t have = numel(s[0]), want = numel(n.shape);
  if (have != want)
    return fail(TF_ERR_SHAPE_MISMATCH, "%sx: slot %d has %lld elements %s, the new shape %s has %lld",
                where, n.in[0], (long long)have, shape_str(s[0]).c_str(), shape_str(n.shape).c_str(),
                (long long)want);
  *out = n.shape;
  return TF_OK;
}

Status lower_reshape(Lowering& L, int32_t slot) {
  const Node& n = L.node(slot);
  const int32_t x = n.in[0];
  int64_t st[TF_MAX_RANK];
  row_major(L.shape(slot), st);
  if (row_major_contiguous(L.shape(x), L.place(x).strides)) {
    L.alias(slot, x, L.place(x).off, st);  // a view: no command
    return TF_OK;
  }
  // Not contiguous for this signature: gather into a row-major block.
  Place tmp = L.fresh(slot, /*may_bind_output=*/false);
  row_major(L.shape(x), tmp.strides);
  L.emit_copy(n.dt, L.shape(x), L.place(x), tmp);
  return TF_OK;
}

const NodeKind kTable[] = {
    {infer_input, lower_input},
    {infer_matmul, lower_matmul},
    {infer_reshape, lower_reshape},
    {infer_same_shape, lower_unary},
    {infer_binary, lower_binary},
    {infer_same_shape, lower_cast},
    {infer_reduce, lower_reduce},
    {infer_permute, lower_permute},
    {infer_same_shape, lower_contiguous},
    {infer_slice, lower_slice},
    {infer_einsum, lower_einsum},
    {infer_linalg, lower_linalg},
    {infer_linalg, lower_linalg},
    {infer_linalg, lower_linalg},
    {infer_linalg, lower_linalg},
    {infer_linalg, lower_linalg},
    {infer_linalg, lower_linalg},
    {infer_linalg, lower_linalg},
    {infer_linalg, lower_linalg},
    {infer_linalg, lower_linalg},
    {infer_ad_rule, lower_ad_rule},
};
static_assert(sizeof(kTable) / sizeof(kTable[0]) == (size_t)OpId::ProgramKinds,
              "one NodeKind per program kind");

}  // namespace

const NodeKind& op_kind(OpId id) { return kTable[(int)id]; }

Status prefixed(Status st, const char* where) {
  if (st == TF_OK || !where[0]) return st;
  std::string m = last_error();
  return fail(st, "%s%s", where, m.c_str());
}

Cmd matmul_cmd(const MatmulExec& x, Ref a, Ref b, Ref c, tf_scalar alpha, tf_scalar beta) {
  Cmd cmd{};
  cmd.alpha = alpha;
  cmd.beta = beta;
  cmd.madds = x.madds;
  cmd.r[2] = c;
  if (x.small) {
    cmd.fn = run_small_matmul;
    cmd.small = x.small;
    cmd.call = x.call;
    cmd.call.alpha = alpha;
    cmd.call.beta = beta;
    cmd.r[0] = x.a_is_b ? b : a;
    cmd.r[1] = x.a_is_b ? a : b;
  } else {
    cmd.fn = run_matmul;
    cmd.mm = &x;
    cmd.big = true;
    cmd.r[0] = a;
    cmd.r[1] = b;
  }
  return cmd;
}

void Lowering::emit_copy(DType dt, const Shape& s, const Place& src, const Place& dst) {
  CopyExec* x = new_copy();
  x->esize = dtype_size(dt);
  x->shape = s;
  for (int32_t i = 0; i < s.ndim; ++i) {
    x->ss[i] = src.strides[i];
    x->ds[i] = dst.strides[i];
  }
  Cmd c{};
  c.fn = run_copy;
  c.cp = x;
  c.r[0] = ref_of(src);
  c.r[1] = ref_of(dst);
  c.madds = (double)numel(s);
  emit(c, {{src.root, false}, {dst.root, true}});
}

}  // namespace prog
}  // namespace tf
