// ops/rules_elementwise.cpp: VJP and JVP of the elementwise maps (unary,
// binary with broadcasting, scale, axpby, cast), the reductions (sum, mean,
// max, min, Frobenius norm) and dot / vdot. Built on the forward maps,
// reductions and copies; pointwise derivative factors (f'(x), masks of
// ties) are computed by small loops over contiguous pooled scratch.
#include <cmath>
#include <complex>
#include <vector>

#include "ops/elementwise.hpp"
#include "ops/layout.hpp"
#include "ops/reduce.hpp"
#include "ops/rules_common.hpp"

namespace tf {

Tensor broadcast_view(const Tensor& x, int32_t nd, const int64_t* shape) {
  int64_t st[TF_MAX_RANK];
  const int32_t lead = nd - x.ndim;
  for (int32_t i = 0; i < nd; ++i) {
    const int32_t j = i - lead;
    st[i] = (j < 0 || (x.shape[j] == 1 && shape[i] != 1)) ? 0 : x.strides[j];
  }
  return header_like(x, nd, shape, st);
}

Status sum_to(Engine& e, const Tensor& full, Tensor& d) {
  int64_t sh[TF_MAX_RANK], st[TF_MAX_RANK];
  const int32_t nd = full.ndim, lead = nd - d.ndim;
  int32_t axes[TF_MAX_RANK], na = 0;
  for (int32_t i = 0; i < nd; ++i) {
    const int32_t j = i - lead;
    sh[i] = j < 0 ? 1 : d.shape[j];
    st[i] = j < 0 ? 0 : d.strides[j];
    if (sh[i] == 1 && full.shape[i] != 1) axes[na++] = i;
  }
  Tensor v = header_like(d, nd, sh, st);
  if (na == 0) return copy_into(e, full, v);
  return reduce(e, TF_REDUCE_SUM, full, na, axes, true, &v, nullptr);
}

namespace {

// ------------------------------------------------------------ helpers

// The broadcast shape of x and y; false when they do not broadcast.
bool broadcast_shape(const Tensor& x, const Tensor& y, int32_t* nd, int64_t* shape) {
  *nd = x.ndim > y.ndim ? x.ndim : y.ndim;
  for (int32_t i = 0; i < *nd; ++i) {
    const int32_t a = i - (*nd - x.ndim), b = i - (*nd - y.ndim);
    const int64_t ea = a >= 0 ? x.shape[a] : 1, eb = b >= 0 ? y.shape[b] : 1;
    if (ea != eb && ea != 1 && eb != 1) return false;
    shape[i] = ea == 1 ? eb : ea;
  }
  return true;
}


// The builder the derivative expressions of ops/elementwise_table.hpp run
// on here: each step runs the direct operation at once into pooled scratch
// (values are indices into v; -1 is zero). The first failure sticks in st.
struct EagerB {
  static constexpr int kMax = 32;  // values of one rule call (the largest uses ~16)
  Engine& e;
  Status st = TF_OK;
  int32_t n = 0;
  Storage* held[kMax] = {};  // the pooled scratch of v[i], if any
  Tensor v[kMax];

  explicit EagerB(Engine& eng) : e(eng) {}
  ~EagerB() {
    for (int32_t i = 0; i < n; ++i)
      if (held[i]) held[i]->drop();
  }
  EagerB(const EagerB&) = delete;
  EagerB& operator=(const EagerB&) = delete;
  int32_t in(const Tensor& t) {
    if (n == kMax) return full();
    v[n] = t;
    held[n] = nullptr;
    return n++;
  }
  int32_t in(const Tensor* t) { return t ? in(*t) : -1; }
  int32_t fresh(DType dt, int32_t nd, const int64_t* shape) {
    if (st != TF_OK) return -1;
    if (n == kMax) return full();
    int64_t count = 1;
    for (int32_t i = 0; i < nd; ++i) count *= shape[i];
    const std::size_t bytes = (std::size_t)(count > 0 ? count : 1) * dtype_size(dt);
    held[n] = e.scratch(bytes);
    if (!held[n]) {
      st = fail(TF_ERR_OUT_OF_MEMORY, "out of memory for rule scratch (%zu bytes)", bytes);
      return -1;
    }
    Tensor& t = v[n];
    t.dtype = dt;
    t.ndim = nd;
    std::memcpy(t.shape, shape, sizeof(int64_t) * nd);
    contiguous_strides(nd, shape, TF_ROW_MAJOR, t.strides);
    t.data = held[n]->payload();
    t.storage = nullptr;
    t.embedded = false;
    t.id = 0;
    return n++;
  }
  int32_t full() {
    st = fail(TF_ERR_INTERNAL, "rule: more than %d values in one derivative expression", kMax);
    return -1;
  }
  DType dt(int32_t x) const { return v[x].dtype; }
  bool cplx(int32_t x) const { return is_complex(v[x].dtype); }

  int32_t un(Unary op, int32_t x, tf_scalar a = kRuleOne) {
    if (x < 0) return -1;
    const int32_t r = fresh(unary_out_dtype(op, dt(x)), v[x].ndim, v[x].shape);
    if (r >= 0) st = unary(e, op, a, v[x], &v[r], nullptr);
    return r;
  }
  int32_t bin(Binary op, int32_t x, int32_t y, tf_scalar a = kRuleOne, tf_scalar b = kRuleZero) {
    if (x < 0 || y < 0 || st != TF_OK) return -1;
    int32_t nd;
    int64_t shape[TF_MAX_RANK];
    if (!broadcast_shape(v[x], v[y], &nd, shape)) {
      st = fail(TF_ERR_INTERNAL, "rule: operands do not broadcast");
      return -1;
    }
    const int32_t r = fresh(dt(x), nd, shape);
    if (r >= 0) st = binary(e, op, a, b, v[x], v[y], &v[r], nullptr);
    return r;
  }
  int32_t conj(int32_t x) { return x >= 0 && cplx(x) ? un(Unary::Conj, x) : x; }
  int32_t real(int32_t x) { return x >= 0 && cplx(x) ? un(Unary::Real, x) : x; }
  int32_t scale(tf_scalar a, int32_t x) {
    return a.re == 1.0 && a.im == 0.0 ? x : un(Unary::Scale, x, a);
  }
  int32_t add(int32_t a, int32_t b) { return a < 0 ? b : b < 0 ? a : bin(Binary::Add, a, b); }
  int32_t cast(int32_t x, DType to) {
    if (x < 0 || dt(x) == to) return x;
    const int32_t r = fresh(to, v[x].ndim, v[x].shape);
    if (r >= 0) st = tf::cast(e, v[x], (int32_t)to, &v[r], nullptr);
    return r;
  }
  int32_t fill_like(int32_t x, tf_scalar a) {
    const int32_t r = fresh(dt(x), v[x].ndim, v[x].shape);
    if (r >= 0) st = unary(e, Unary::Fill, a, v[r], &v[r], nullptr);
    return r;
  }
  // g broadcast to like's shape (NumPy rules).
  int32_t expand(int32_t g, int32_t like) {
    if (g < 0) return -1;
    const Tensor l = v[like];
    const int32_t r = fresh(dt(g), l.ndim, l.shape);
    if (r >= 0) st = copy_into(e, broadcast_view(v[g], l.ndim, l.shape), v[r]);
    return r;
  }
  // g summed over the axes broadcasting stretched, to like's shape.
  int32_t unbroadcast(int32_t g, int32_t like) {
    if (g < 0) return -1;
    const Tensor l = v[like];
    bool same = v[g].ndim == l.ndim;
    for (int32_t i = 0; same && i < l.ndim; ++i) same = v[g].shape[i] == l.shape[i];
    if (same) return g;
    const int32_t r = fresh(dt(g), l.ndim, l.shape);
    if (r >= 0) st = sum_to(e, v[g], v[r]);
    return r;
  }
  // op over the reduced axes of red, kept as 1.
  template <class R> int32_t reduce(int32_t op, int32_t x, const R& red) {
    if (x < 0) return -1;
    int64_t ks[TF_MAX_RANK];
    for (int32_t i = 0; i < v[x].ndim; ++i) ks[i] = red.mask[i] ? 1 : v[x].shape[i];
    const int32_t r = fresh(op == TF_REDUCE_FROBENIUS ? real_dtype(dt(x)) : dt(x), v[x].ndim, ks);
    if (r >= 0) st = tf::reduce(e, op, v[x], red.naxes, red.axes, true, &v[r], nullptr);
    return r;
  }
  // Writes value r (-1: zero) into d, broadcasting it to d's shape.
  Status write(int32_t r, Tensor& d) {
    TF_TRY(st);
    if (r < 0) return fill_zero(e, d);
    return copy_into(e, broadcast_view(v[r], d.ndim, d.shape), d);
  }
};

}  // namespace

// The output of a VJP shaped like x: the cotangent checked (dtype ct_dt,
// x's shape), dx checked and made (t->t nullptr: not wanted).
static Status x_vjp_target(Engine& e, const Tensor& x, const Tensor& ct, DType ct_dt,
                           const RuleOut& dx, Target* t) {
  TF_TRY(check_like(ct, ct_dt, x.ndim, x.shape, "grad_out"));
  const Tensor* ins[2] = {&x, &ct};
  const char* names[2] = {"x", "grad_out"};
  if (dx.into) TF_TRY(check_target(*dx.into, x.dtype, x.ndim, x.shape, dx.name, 2, ins, names));
  return t->make(e, dx, x.dtype, x.ndim, x.shape);
}

// The output of a JVP of a map of x (result dtype out_dt, x's shape): the
// tangent checked against x, dout checked and made (t->t nullptr: not wanted).
static Status x_jvp_target(Engine& e, const Tensor& x, const Tensor* tx, DType out_dt,
                           const RuleOut& dout, Target* t) {
  if (tx) TF_TRY(check_like(*tx, x.dtype, x.ndim, x.shape, "t_x"));
  const Tensor* ins[2] = {&x, tx};
  const char* names[2] = {"x", "t_x"};
  if (dout.into)
    TF_TRY(check_target(*dout.into, out_dt, x.ndim, x.shape, dout.name, 2, ins, names));
  return t->make(e, dout, out_dt, x.ndim, x.shape);
}

// ------------------------------------------------------------ unary

// A row the table marks "not differentiable" is refused, naming it.
static Status differentiable(Deriv d, const char* name) {
  if (d == Deriv::None)
    return fail(TF_ERR_UNSUPPORTED, "op: %s is not differentiable (no derivative rule)", name);
  return TF_OK;
}

// The VJP (in: grad_out) or JVP (in: t_x, nullptr = zero) of the unary row
// op (alpha: Scale's factor): checks, then the row's derivative expression
// run on the operands.
static Status unary_rule(Engine& e, bool vjp, Unary op, tf_scalar alpha, const Tensor& x,
                         const Tensor* in, const RuleOut& d) {
  DType odt;
  TF_TRY(unary_dtype(op, x.dtype, &odt));
  TF_TRY(differentiable(unary_info(op).deriv, unary_name(op)));
  Target t;
  TF_TRY(vjp ? x_vjp_target(e, x, *in, odt, d, &t) : x_jvp_target(e, x, in, odt, d, &t));
  if (!t.t) return TF_OK;
  EagerB b(e);
  const int32_t X = b.in(x), G = b.in(in);
  const int32_t r = G < 0 ? -1
                    : vjp ? unary_vjp_of(b, op, alpha, X, -1, G)
                          : unary_jvp_of(b, op, alpha, X, -1, G);
  TF_TRY(b.write(r, *t.t));
  t.commit(d);
  return TF_OK;
}

Status unary_vjp(Engine& e, int32_t op, const Tensor& x, const Tensor& ct, const RuleOut& dx) {
  TF_TRY(check_unary_op(op, "op"));
  return unary_rule(e, true, (Unary)op, kRuleOne, x, &ct, dx);
}

Status unary_jvp(Engine& e, int32_t op, const Tensor& x, const Tensor* tx, const RuleOut& dout) {
  TF_TRY(check_unary_op(op, "op"));
  return unary_rule(e, false, (Unary)op, kRuleOne, x, tx, dout);
}

Status scale_vjp(Engine& e, tf_scalar alpha, const Tensor& x, const Tensor& ct,
                 const RuleOut& dx) {
  return unary_rule(e, true, Unary::Scale, alpha, x, &ct, dx);
}

Status scale_jvp(Engine& e, tf_scalar alpha, const Tensor& x, const Tensor* tx,
                 const RuleOut& dout) {
  return unary_rule(e, false, Unary::Scale, alpha, x, tx, dout);
}

// ------------------------------------------------------------ binary

namespace {

// Checks the operands of binary row op; (nd, shape): their broadcast shape.
Status binary_args(Binary op, const Tensor& x, const Tensor& y, int32_t* nd, int64_t* shape) {
  DType dt;
  TF_TRY(binary_dtype(op, x.dtype, y.dtype, &dt));
  TF_TRY(differentiable(binary_info(op).deriv, binary_name(op)));
  if (!broadcast_shape(x, y, nd, shape)) {
    char a[128], b[128];
    fmt_shape(a, sizeof a, x.ndim, x.shape);
    fmt_shape(b, sizeof b, y.ndim, y.shape);
    return fail(TF_ERR_SHAPE_MISMATCH, "y: shape %s does not broadcast with x's shape %s", b, a);
  }
  return TF_OK;
}

// The cotangent targets of x and y (checked against x, y and ct, apart from
// each other), made before the first write.
Status two_targets(Engine& e, const Tensor& x, const Tensor& y, const Tensor* ct,
                   const RuleOut& dx, const RuleOut& dy, Target* tx, Target* ty) {
  const Tensor* ins[3] = {&x, &y, ct};
  const char* names[3] = {"x", "y", "grad_out"};
  if (dx.into) TF_TRY(check_target(*dx.into, x.dtype, x.ndim, x.shape, dx.name, 3, ins, names));
  if (dy.into) TF_TRY(check_target(*dy.into, y.dtype, y.ndim, y.shape, dy.name, 3, ins, names));
  TF_TRY(check_targets_apart(dx, dy));
  TF_TRY(tx->make(e, dx, x.dtype, x.ndim, x.shape));
  return ty->make(e, dy, y.dtype, y.ndim, y.shape);
}

// The output of a binary map's JVP (x, y broadcast to (nd, shape)): the
// tangents checked against x and y, dout checked and made (t->t nullptr:
// not wanted).
Status binary_jvp_target(Engine& e, const Tensor& x, const Tensor& y, const Tensor* tx,
                         const Tensor* ty, const RuleOut& dout, int32_t nd, const int64_t* shape,
                         Target* t) {
  const DType dt = x.dtype;
  if (tx) TF_TRY(check_like(*tx, dt, x.ndim, x.shape, "t_x"));
  if (ty) TF_TRY(check_like(*ty, dt, y.ndim, y.shape, "t_y"));
  const Tensor* ins[4] = {&x, &y, tx, ty};
  const char* names[4] = {"x", "y", "t_x", "t_y"};
  if (dout.into) TF_TRY(check_target(*dout.into, dt, nd, shape, dout.name, 4, ins, names));
  return t->make(e, dout, dt, nd, shape);
}

Status binary_rule_vjp(Engine& e, Binary op, tf_scalar a, tf_scalar be, const Tensor& x,
                       const Tensor& y, const Tensor& ct, const RuleOut& dx, const RuleOut& dy) {
  int32_t nd;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(binary_args(op, x, y, &nd, shape));
  TF_TRY(check_like(ct, x.dtype, nd, shape, "grad_out"));
  Target tx, ty;
  TF_TRY(two_targets(e, x, y, &ct, dx, dy, &tx, &ty));
  EagerB b(e);
  const int32_t X = b.in(x), Y = b.in(y), G = b.in(ct);
  if (tx.t) TF_TRY(b.write(binary_vjp_of(b, op, a, be, 0, X, Y, -1, G), *tx.t));
  if (ty.t) TF_TRY(b.write(binary_vjp_of(b, op, a, be, 1, X, Y, -1, G), *ty.t));
  tx.commit(dx);
  ty.commit(dy);
  return TF_OK;
}

Status binary_rule_jvp(Engine& e, Binary op, tf_scalar a, tf_scalar be, const Tensor& x,
                       const Tensor& y, const Tensor* tx, const Tensor* ty, const RuleOut& dout) {
  int32_t nd;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(binary_args(op, x, y, &nd, shape));
  Target t;
  TF_TRY(binary_jvp_target(e, x, y, tx, ty, dout, nd, shape, &t));
  if (!t.t) return TF_OK;
  EagerB b(e);
  const int32_t X = b.in(x), Y = b.in(y), TX = b.in(tx), TY = b.in(ty);
  TF_TRY(b.write(binary_jvp_of(b, op, a, be, X, Y, -1, TX, TY), *t.t));
  t.commit(dout);
  return TF_OK;
}

}  // namespace

Status binary_vjp(Engine& e, int32_t op, const Tensor& x, const Tensor& y, const Tensor& ct,
                  const RuleOut& dx, const RuleOut& dy) {
  TF_TRY(check_binary_op(op, "op"));
  return binary_rule_vjp(e, (Binary)op, kRuleOne, kRuleZero, x, y, ct, dx, dy);
}

Status binary_jvp(Engine& e, int32_t op, const Tensor& x, const Tensor& y, const Tensor* tx,
                  const Tensor* ty, const RuleOut& dout) {
  TF_TRY(check_binary_op(op, "op"));
  return binary_rule_jvp(e, (Binary)op, kRuleOne, kRuleZero, x, y, tx, ty, dout);
}

Status axpby_vjp(Engine& e, tf_scalar alpha, const Tensor& x, tf_scalar beta, const Tensor& y,
                 const Tensor& ct, const RuleOut& dx, const RuleOut& dy) {
  return binary_rule_vjp(e, Binary::Axpby, alpha, beta, x, y, ct, dx, dy);
}

Status axpby_jvp(Engine& e, tf_scalar alpha, const Tensor& x, tf_scalar beta, const Tensor& y,
                 const Tensor* tx, const Tensor* ty, const RuleOut& dout) {
  return binary_rule_jvp(e, Binary::Axpby, alpha, beta, x, y, tx, ty, dout);
}

// -------------------------------------------------------------- cast

// The cast's target dtype (raw tf_dtype), which x's dtype must reach.
static Status cast_target_dtype(const Tensor& x, int32_t dtype, DType* to) {
  if (dtype < 0 || dtype > (int32_t)DType::C128)
    return fail(TF_ERR_INVALID_ARGUMENT, "dtype: unknown tf_dtype %d", dtype);
  *to = static_cast<DType>(dtype);
  if (is_complex(x.dtype) && !is_complex(*to))
    return fail(TF_ERR_DTYPE_MISMATCH, "dtype: %s from complex %s is not a cast (take the real "
                "part or abs)", dtype_name(*to), dtype_name(x.dtype));
  return TF_OK;
}

Status cast_vjp(Engine& e, const Tensor& x, int32_t dtype, const Tensor& ct, const RuleOut& dx) {
  DType to;
  TF_TRY(cast_target_dtype(x, dtype, &to));
  Target t;
  TF_TRY(x_vjp_target(e, x, ct, to, dx, &t));
  if (!t.t) return TF_OK;
  if (is_complex(to) && !is_complex(x.dtype)) {  // real -> complex: the real part back
    ScratchTensor r;
    TF_TRY(r.make(e, real_dtype(to), x.ndim, x.shape));
    TF_TRY(unary(e, Unary::Real, kRuleOne, ct, &r.t, nullptr));
    TF_TRY(cast(e, r.t, (int32_t)x.dtype, t.t, nullptr));
  } else {
    TF_TRY(cast(e, ct, (int32_t)x.dtype, t.t, nullptr));
  }
  t.commit(dx);
  return TF_OK;
}

Status cast_jvp(Engine& e, const Tensor& x, int32_t dtype, const Tensor* tx, const RuleOut& dout) {
  DType to;
  TF_TRY(cast_target_dtype(x, dtype, &to));
  Target t;
  TF_TRY(x_jvp_target(e, x, tx, to, dout, &t));
  if (!t.t) return TF_OK;
  if (tx) TF_TRY(cast(e, *tx, dtype, t.t, nullptr));
  else TF_TRY(fill_zero(e, *t.t));
  t.commit(dout);
  return TF_OK;
}

// -------------------------------------------------------- reductions

namespace {

// The reduced axes of x as a mask, and the result's shape (keepdims or not)
// and x's shape with reduced axes as 1 (kshape).
Status reduced_axes(const Tensor& x, int32_t naxes, const int32_t* axes, bool keepdims,
                    bool* red, int32_t* ond, int64_t* oshape, int64_t* kshape) {
  for (int32_t i = 0; i < x.ndim; ++i) red[i] = false;
  if (naxes < 0) return fail(TF_ERR_INVALID_ARGUMENT, "naxes: %d, expected >= 0", naxes);
  if (naxes > 0 && !axes) return fail(TF_ERR_INVALID_ARGUMENT, "axes: NULL with naxes = %d", naxes);
  if (!axes && naxes == 0)
    for (int32_t i = 0; i < x.ndim; ++i) red[i] = true;
  for (int32_t k = 0; k < naxes; ++k) {
    int32_t a = axes[k];
    if (a < -x.ndim || a >= x.ndim)
      return fail(TF_ERR_INVALID_ARGUMENT, "axes[%d]: %d out of range for x of rank %d", k, a,
                  x.ndim);
    if (a < 0) a += x.ndim;
    if (red[a])
      return fail(TF_ERR_INVALID_ARGUMENT, "axes[%d]: axis %d repeated", k, a);
    red[a] = true;
  }
  *ond = 0;
  for (int32_t i = 0; i < x.ndim; ++i) {
    kshape[i] = red[i] ? 1 : x.shape[i];
    if (!red[i] || keepdims) oshape[(*ond)++] = kshape[i];
  }
  return TF_OK;
}

// A view of t (the result's shape) with x's rank: reduced axes of extent 1.
Tensor keep_view(const Tensor& t, const Tensor& x, const bool* red, const int64_t* kshape) {
  int64_t st[TF_MAX_RANK];
  int32_t j = 0;
  const bool kept = t.ndim == x.ndim;
  for (int32_t i = 0; i < x.ndim; ++i) {
    if (red[i] && !kept) st[i] = 0;
    else st[i] = t.strides[j++];
  }
  return header_like(t, x.ndim, kshape, st);
}

// The reduction a row's derivative expression sees (EagerB::reduce).
struct RedAxes {
  int32_t naxes;
  const int32_t* axes;
  const bool* mask;
  int64_t count;
};

Status check_reduce_op(int32_t op, DType dt) {
  if (op < 0 || op >= (int32_t)RedOp::Count)
    return fail(TF_ERR_INVALID_ARGUMENT, "op: unknown tf_reduce_op %d", op);
  TF_TRY(differentiable(reduce_info((RedOp)op).deriv, reduce_name(op)));
  if (reduce_info((RedOp)op).domain == Domain::Real && is_complex(dt))
    return fail(TF_ERR_DTYPE_MISMATCH, "x: dtype %s, %s is real only", dtype_name(dt),
                reduce_name(op));
  return TF_OK;
}

// The checked pieces of a reduction rule call.
struct RedCall {
  bool red[TF_MAX_RANK];
  int32_t ond;
  int64_t oshape[TF_MAX_RANK], kshape[TF_MAX_RANK];
  DType odt;
  RedAxes r;
  Status init(int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes, bool keepdims) {
    TF_TRY(check_reduce_op(op, x.dtype));
    TF_TRY(reduced_axes(x, naxes, axes, keepdims, red, &ond, oshape, kshape));
    odt = reduce_info((RedOp)op).real_out ? real_dtype(x.dtype) : x.dtype;
    r = RedAxes{naxes, axes, red, 1};
    for (int32_t i = 0; i < x.ndim; ++i)
      if (red[i]) r.count *= x.shape[i];
    return TF_OK;
  }
};

}  // namespace

Status reduce_vjp(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                  bool keepdims, const Tensor& ct, const RuleOut& dx) {
  RedCall c;
  TF_TRY(c.init(op, x, naxes, axes, keepdims));
  TF_TRY(check_like(ct, c.odt, c.ond, c.oshape, "grad_out"));
  const Tensor* ins[2] = {&x, &ct};
  const char* names[2] = {"x", "grad_out"};
  if (dx.into) TF_TRY(check_target(*dx.into, x.dtype, x.ndim, x.shape, dx.name, 2, ins, names));
  Target t;
  TF_TRY(t.make(e, dx, x.dtype, x.ndim, x.shape));
  if (!t.t) return TF_OK;
  EagerB b(e);
  const int32_t X = b.in(x), G = b.in(keep_view(ct, x, c.red, c.kshape));
  const int32_t Y = b.reduce(op, X, c.r);
  TF_TRY(b.write(reduce_vjp_of(b, (RedOp)op, X, Y, G, c.r), *t.t));
  t.commit(dx);
  return TF_OK;
}

Status reduce_jvp(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                  bool keepdims, const Tensor* tx, const RuleOut& dout) {
  RedCall c;
  TF_TRY(c.init(op, x, naxes, axes, keepdims));
  if (tx) TF_TRY(check_like(*tx, x.dtype, x.ndim, x.shape, "t_x"));
  const Tensor* ins[2] = {&x, tx};
  const char* names[2] = {"x", "t_x"};
  if (dout.into) TF_TRY(check_target(*dout.into, c.odt, c.ond, c.oshape, dout.name, 2, ins, names));
  Target t;
  TF_TRY(t.make(e, dout, c.odt, c.ond, c.oshape));
  if (!t.t) return TF_OK;
  Tensor dk = keep_view(*t.t, x, c.red, c.kshape);  // the result with x's rank
  EagerB b(e);
  const int32_t X = b.in(x), T = b.in(tx);
  const int32_t Y = T < 0 ? -1 : b.reduce(op, X, c.r);
  TF_TRY(b.write(T < 0 ? -1 : reduce_jvp_of(b, (RedOp)op, X, Y, T, c.r), dk));
  t.commit(dout);
  return TF_OK;
}

// --------------------------------------------------------- dot, vdot

Status dot_vjp(Engine& e, const Tensor& x, const Tensor& y, bool conj_x, tf_scalar ct,
               const RuleOut& dx, const RuleOut& dy) {
  if (x.dtype != y.dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "y: dtype %s does not match x's dtype %s",
                dtype_name(y.dtype), dtype_name(x.dtype));
  TF_TRY(check_like(y, x.dtype, x.ndim, x.shape, "y"));
  Target tx, ty;
  TF_TRY(two_targets(e, x, y, nullptr, dx, dy, &tx, &ty));
  // dot: dx = conj(y) ct, dy = conj(x) ct; vdot: dx = y conj(ct), dy = x ct.
  if (tx.t) {
    if (conj_x) {
      TF_TRY(unary(e, Unary::Scale, conj_s(ct), y, tx.t, nullptr));
    } else {
      TF_TRY(unary(e, Unary::Conj, kRuleOne, y, tx.t, nullptr));
      TF_TRY(unary(e, Unary::Scale, ct, *tx.t, tx.t, nullptr));
    }
  }
  if (ty.t) {
    if (conj_x) {
      TF_TRY(unary(e, Unary::Scale, ct, x, ty.t, nullptr));
    } else {
      TF_TRY(unary(e, Unary::Conj, kRuleOne, x, ty.t, nullptr));
      TF_TRY(unary(e, Unary::Scale, ct, *ty.t, ty.t, nullptr));
    }
  }
  tx.commit(dx);
  ty.commit(dy);
  return TF_OK;
}

Status dot_jvp(Engine& e, const Tensor& x, const Tensor& y, bool conj_x, const Tensor* tx,
               const Tensor* ty, tf_scalar* d) {
  if (x.dtype != y.dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "y: dtype %s does not match x's dtype %s",
                dtype_name(y.dtype), dtype_name(x.dtype));
  TF_TRY(check_like(y, x.dtype, x.ndim, x.shape, "y"));
  if (tx) TF_TRY(check_like(*tx, x.dtype, x.ndim, x.shape, "t_x"));
  if (ty) TF_TRY(check_like(*ty, x.dtype, x.ndim, x.shape, "t_y"));
  tf_scalar a{0, 0}, b{0, 0};
  if (tx) TF_TRY(dot(e, *tx, y, conj_x, &a));
  if (ty) TF_TRY(dot(e, x, *ty, conj_x, &b));
  *d = tf_scalar{a.re + b.re, a.im + b.im};
  return TF_OK;
}

}  // namespace tf
