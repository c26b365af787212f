// program/ops_elementwise.cpp: unary maps (incl. scale), binary maps with
// broadcasting (incl. axpby), casts, reductions and layout operations
// (permute and slice are views: no command; contiguous copies only when
// the value is not already row-major contiguous) in programs. Recorders use
// the families' inference (ops/elementwise.hpp, ops/reduce.hpp); commands
// hold the families' plans and run their execute.
#include <cstdio>

#include "ops/elementwise.hpp"
#include "ops/layout.hpp"
#include "ops/reduce.hpp"
#include "ops/tensor_ops.hpp"
#include "program/families.hpp"

namespace tf {
namespace prog {

std::string shape_str(const Shape& s) {
  std::string r = "(";
  for (int32_t i = 0; i < s.ndim; ++i) {
    if (i) r += ", ";
    r += s.d[i] == kDynamic ? std::string("?") : std::to_string(s.d[i]);
  }
  return r + ")";
}

namespace {

inline char* at(char* const* base, const Ref& r) { return base[r.base] + r.off; }

// A map command: the family's plan and this node's factors.
struct MapCmd {
  const MapPlan* plan;
  KernelArgs args;
};

void run_map1(const Cmd& c, char* const* base, int workers) {
  const MapCmd& m = *static_cast<const MapCmd*>(c.exec);
  char* b[2] = {at(base, c.r[0]), at(base, c.r[1])};
  map_execute(*m.plan, b, m.args, workers);
}
void run_map2(const Cmd& c, char* const* base, int workers) {
  const MapCmd& m = *static_cast<const MapCmd*>(c.exec);
  char* b[3] = {at(base, c.r[0]), at(base, c.r[1]), at(base, c.r[2])};
  map_execute(*m.plan, b, m.args, workers);
}
void run_reduce(const Cmd& c, char* const* base, int workers) {
  reduce_execute(*static_cast<const ReducePlan*>(c.exec), at(base, c.r[0]), at(base, c.r[1]),
                 workers, 1);
}

// The result goes over operand x's storage when x is an arena value nobody
// reads later and the result has x's shape and dtype (elementwise in place).
void place_map(Lowering& L, int32_t slot, int32_t x, const int32_t* others, int nothers) {
  if (L.node(x).dt == L.node(slot).dt && same_shape(L.shape(x), L.shape(slot)) &&
      L.can_overwrite(slot, x, others, nothers))
    L.alias(slot, x, L.place(x).off, L.place(x).strides);
  else
    L.fresh(slot);
}

// The command running plan p (kept alive by the Spec) on x (, y).
Status emit_map(Lowering& L, int32_t slot, const MapPlan* p, PlanPtr keep, const Node& n,
                int32_t x, int32_t y) {
  L.keep(std::move(keep));
  MapCmd* m = L.own<MapCmd>();
  m->plan = p;
  m->args.alpha = n.alpha;
  m->args.beta = n.beta;
  Cmd c{};
  c.fn = y >= 0 ? run_map2 : run_map1;
  c.exec = m;
  c.r[0] = L.ref(slot);
  c.r[1] = L.ref(x);
  if (y >= 0) c.r[2] = L.ref(y);
  c.madds = p->numel * p->work;
  c.big = true;
  if (y >= 0)
    L.emit(c, {{L.place(x).root, false}, {L.place(y).root, false}, {L.place(slot).root, true}});
  else
    L.emit(c, {{L.place(x).root, false}, {L.place(slot).root, true}});
  return TF_OK;
}

// A node of op: result dtype dt, operation code, first operand x.
Node op_node(OpId op, DType dt, int32_t code, int32_t x) {
  Node n{};
  n.op = op;
  n.dt = dt;
  n.code = code;
  n.in[0] = x;
  return n;
}

// Lowers a map of one operand, planned by plan(node, x, out, &m, &keep).
template <class Plan>
Status lower_map1(Lowering& L, int32_t slot, Plan&& plan) {
  const Node& n = L.node(slot);
  place_map(L, slot, n.in[0], nullptr, 0);
  const Tensor x = L.view(n.in[0]), out = L.view(slot);
  const MapPlan* m;
  PlanPtr keep;
  TF_TRY(plan(n, x, &out, &m, &keep));
  return emit_map(L, slot, m, std::move(keep), n, n.in[0], -1);
}

}  // namespace

// ---------------------------------------------------------------- unary
// op: any row (the C boundary admits the public ones; transforms record
// internal ones too).
Status record_unary(Program& p, int32_t op, tf_scalar alpha, int32_t x, int32_t* slot) {
  if (op < 0 || op >= (int32_t)Unary::Count)
    return fail(TF_ERR_INVALID_ARGUMENT, "op: unknown unary map %d", op);
  TF_TRY(check_slot(p, x, "x"));
  DType odt;
  TF_TRY(unary_dtype((Unary)op, p.nodes[x].dt, &odt));
  Node n = op_node(OpId::Unary, odt, op, x);
  n.alpha = alpha;
  return append(p, n, slot);
}

Status infer_same_shape(const Program&, const Node&, const Shape* s, Shape* out,
                        const char*) {
  *out = s[0];
  return TF_OK;
}

Status lower_unary(Lowering& L, int32_t slot) {
  return lower_map1(L, slot, [&](const Node& n, const Tensor& x, const Tensor* out,
                                 const MapPlan** m, PlanPtr* keep) {
    return unary_plan(L.engine(), (Unary)n.code, x, out, m, keep);
  });
}

// --------------------------------------------------------------- binary
Status record_binary(Program& p, int32_t op, tf_scalar alpha, tf_scalar beta, int32_t x,
                     int32_t y, int32_t* slot) {
  if (op < 0 || op >= (int32_t)Binary::Count)
    return fail(TF_ERR_INVALID_ARGUMENT, "op: unknown binary map %d", op);
  TF_TRY(check_slot(p, x, "x"));
  TF_TRY(check_slot(p, y, "y"));
  TF_TRY(check_same_dtype(p, y, "y", x, "x"));
  DType dt;
  TF_TRY(binary_dtype((Binary)op, p.nodes[x].dt, p.nodes[y].dt, &dt));
  Node n = op_node(OpId::Binary, dt, op, x);
  n.alpha = alpha;
  n.beta = beta;
  n.in[1] = y;
  return append(p, n, slot);
}

Status infer_binary(const Program&, const Node&, const Shape* s, Shape* out,
                    const char* where) {
  return prefixed(broadcast_shape(s[0].ndim, s[0].d, s[1].ndim, s[1].d, &out->ndim, out->d),
                  where);
}

Status lower_binary(Lowering& L, int32_t slot) {
  const Node& n = L.node(slot);
  const int32_t x = n.in[0], y = n.in[1];
  if (x != y && L.node(x).dt == n.dt && same_shape(L.shape(x), L.shape(slot)) &&
      L.can_overwrite(slot, x, &y, 1))
    L.alias(slot, x, L.place(x).off, L.place(x).strides);
  else if (x != y)
    place_map(L, slot, y, &x, 1);
  else
    L.fresh(slot);
  const Tensor tx = L.view(x), ty = L.view(y), out = L.view(slot);
  const MapPlan* m;
  PlanPtr keep;
  TF_TRY(binary_plan(L.engine(), (Binary)n.code, tx, ty, &out, &m, &keep));
  return emit_map(L, slot, m, std::move(keep), n, x, y);
}

// ----------------------------------------------------------------- cast
Status record_cast(Program& p, int32_t x, int32_t dtype, int32_t* slot) {
  TF_TRY(check_slot(p, x, "x"));
  TF_TRY(check_dtype(dtype, "dtype"));
  const DType to = (DType)dtype;
  TF_TRY(cast_check(p.nodes[x].dt, to, "dtype"));
  const Node n = op_node(OpId::Cast, to, 0, x);
  return append(p, n, slot);
}

Status lower_cast(Lowering& L, int32_t slot) {
  return lower_map1(L, slot, [&](const Node& n, const Tensor& x, const Tensor* out,
                                 const MapPlan** m, PlanPtr* keep) {
    return cast_plan(L.engine(), x, n.dt, out, m, keep);
  });
}

// --------------------------------------------------------------- reduce
Status record_reduce(Program& p, int32_t op, int32_t x, int32_t naxes, const int32_t* axes,
                     bool keepdims, int32_t* slot) {
  TF_TRY(check_slot(p, x, "x"));
  const Node& X = p.nodes[x];
  int32_t ond;
  int64_t oshape[TF_MAX_RANK];
  DType odt;
  TF_TRY(reduce_shape(op, X.dt, X.shape.ndim, X.shape.d, naxes, axes, keepdims, &ond, oshape,
                      &odt));
  Node n = op_node(OpId::Reduce, odt, op, x);
  n.flag = keepdims;
  n.flag2 = axes == nullptr;  // NULL axes: every axis
  if (axes) n.iv.assign(axes, axes + naxes);
  return append(p, n, slot);
}

namespace {
struct AxesArg {
  int32_t v[TF_MAX_RANK + 1] = {};
  const int32_t* axes;
  int32_t naxes;
  explicit AxesArg(const Node& n) {
    naxes = (int32_t)n.iv.size();
    for (int32_t i = 0; i < naxes && i < TF_MAX_RANK; ++i) v[i] = (int32_t)n.iv[i];
    axes = n.flag2 ? nullptr : v;
  }
};
}  // namespace

Status infer_reduce(const Program& p, const Node& n, const Shape* s, Shape* out, const char*) {
  AxesArg a(n);
  int32_t ond;
  DType odt;
  TF_TRY(reduce_shape(n.code, p.nodes[n.in[0]].dt, s[0].ndim, s[0].d, a.naxes, a.axes, n.flag,
                      &ond, out->d, &odt));
  out->ndim = ond;
  return TF_OK;
}

Status lower_reduce(Lowering& L, int32_t slot) {
  const Node& n = L.node(slot);
  L.fresh(slot);
  AxesArg a(n);
  const Tensor x = L.view(n.in[0]), out = L.view(slot);
  const ReducePlan* r;
  PlanPtr keep;
  TF_TRY(reduce_plan(L.engine(), n.code, x, a.naxes, a.axes, n.flag, &out, &r, &keep));
  L.keep(std::move(keep));
  Cmd c{};
  c.fn = run_reduce;
  c.exec = r;
  c.r[0] = L.ref(slot);
  c.r[1] = L.ref(n.in[0]);
  c.madds = r->numel;
  c.big = true;
  L.emit(c, {{L.place(n.in[0]).root, false}, {L.place(slot).root, true}});
  return TF_OK;
}

// -------------------------------------------------------------- permute
Status record_permute(Program& p, int32_t x, const int32_t* perm, int32_t* slot) {
  TF_TRY(check_slot(p, x, "x"));
  const int32_t nd = p.nodes[x].shape.ndim;
  if (nd > 0 && !perm) return fail(TF_ERR_INVALID_ARGUMENT, "perm: NULL for x of rank %d", nd);
  TF_TRY(check_perm(nd, perm, "perm"));
  Node n{};
  n.op = OpId::Permute;
  n.dt = p.nodes[x].dt;
  n.in[0] = x;
  n.iv.assign(perm, perm + nd);
  return append(p, n, slot);
}

Status infer_permute(const Program&, const Node& n, const Shape* s, Shape* out, const char*) {
  out->ndim = s[0].ndim;
  for (int32_t i = 0; i < s[0].ndim; ++i) out->d[i] = s[0].d[n.iv[i]];
  return TF_OK;
}

Status lower_permute(Lowering& L, int32_t slot) {  // a view: no command
  const Node& n = L.node(slot);
  const Place& px = L.place(n.in[0]);
  int64_t st[TF_MAX_RANK];
  for (int32_t i = 0; i < L.shape(slot).ndim; ++i) st[i] = px.strides[n.iv[i]];
  L.alias(slot, n.in[0], px.off, st);
  return TF_OK;
}

// ----------------------------------------------------------- contiguous
Status record_contiguous(Program& p, int32_t x, int32_t layout, int32_t* slot) {
  TF_TRY(check_slot(p, x, "x"));
  TF_TRY(check_layout(layout, "layout"));
  Node n{};
  n.op = OpId::Contiguous;
  n.dt = p.nodes[x].dt;
  n.code = layout;
  n.in[0] = x;
  return append(p, n, slot);
}

Status lower_contiguous(Lowering& L, int32_t slot) {
  const Node& n = L.node(slot);
  const int32_t x = n.in[0];
  const Shape& sh = L.shape(slot);
  int64_t want[TF_MAX_RANK];
  if (n.code == TF_COL_MAJOR) {
    int64_t m = 1;
    for (int32_t i = 0; i < sh.ndim; ++i) { want[i] = m; m *= sh.d[i] > 0 ? sh.d[i] : 1; }
  } else {
    row_major(sh, want);
  }
  bool same = true;  // already laid out so: a view
  for (int32_t i = 0; i < sh.ndim; ++i)
    if (sh.d[i] > 1 && L.place(x).strides[i] != want[i]) same = false;
  for (int32_t i = 0; i < sh.ndim; ++i)
    if (sh.d[i] == 0) same = true;
  if (same) {
    L.alias(slot, x, L.place(x).off, L.place(x).strides);
    return TF_OK;
  }
  const Place& d = L.fresh(slot);
  if (L.in_arena(slot)) L.set_strides(slot, want);
  (void)d;
  L.emit_copy(n.dt, sh, L.place(x), L.place(slot));
  return TF_OK;
}

// ---------------------------------------------------------------- slice
Status record_slice(Program& p, int32_t x, const int64_t* starts, const int64_t* stops,
                    const int64_t* steps, int32_t* slot) {
  TF_TRY(check_slot(p, x, "x"));
  const Shape& s = p.nodes[x].shape;
  if (s.ndim > 0 && !starts) return fail(TF_ERR_INVALID_ARGUMENT, "starts: NULL");
  if (s.ndim > 0 && !stops) return fail(TF_ERR_INVALID_ARGUMENT, "stops: NULL");
  Node n{};
  n.op = OpId::Slice;
  n.dt = p.nodes[x].dt;
  n.in[0] = x;
  for (int32_t i = 0; i < s.ndim; ++i) n.iv.push_back(starts[i]);
  for (int32_t i = 0; i < s.ndim; ++i) n.iv.push_back(stops[i]);
  for (int32_t i = 0; i < s.ndim; ++i) n.iv.push_back(steps ? steps[i] : 1);
  return append(p, n, slot);  // infer_slice validates
}

Status infer_slice(const Program&, const Node& n, const Shape* s, Shape* out,
                   const char* where) {
  const int32_t nd = s[0].ndim;
  out->ndim = nd;
  return prefixed(
      slice_shape(nd, s[0].d, n.iv.data(), n.iv.data() + nd, n.iv.data() + 2 * nd, out->d),
      where);
}

Status lower_slice(Lowering& L, int32_t slot) {  // a view: no command
  const Node& n = L.node(slot);
  const Place& px = L.place(n.in[0]);
  const int32_t nd = L.shape(slot).ndim;
  int64_t off = px.off, st[TF_MAX_RANK];
  const int64_t es = (int64_t)dtype_size(n.dt);
  bool empty = false;
  for (int32_t i = 0; i < nd; ++i) empty |= L.shape(slot).d[i] == 0;
  for (int32_t i = 0; i < nd; ++i) {
    if (!empty) off += n.iv[i] * px.strides[i] * es;
    st[i] = px.strides[i] * n.iv[2 * nd + i];
  }
  L.alias(slot, n.in[0], off, st);
  return TF_OK;
}

}  // namespace prog
}  // namespace tf
