// ops/rules_elementwise.cpp: VJP and JVP of the elementwise maps (unary,
// binary with broadcasting, scale, axpby, cast), the reductions (sum, mean,
// max, min, Frobenius norm) and dot / vdot. Built on the forward maps,
// reductions and copies; pointwise derivative factors (f'(x), masks of
// ties) are computed by small loops over contiguous pooled scratch.
#include <cmath>
#include <complex>

#include "ops/elementwise.hpp"
#include "ops/layout.hpp"
#include "ops/reduce.hpp"
#include "ops/rules_common.hpp"

namespace tf {
namespace {

// ------------------------------------------------------------ helpers

// A view of x broadcast to (nd, shape) (NumPy rules; checked by the caller):
// stride 0 on stretched and on missing leading axes.
Tensor broadcast_view(const Tensor& x, int32_t nd, const int64_t* shape) {
  int64_t st[TF_MAX_RANK];
  const int32_t lead = nd - x.ndim;
  for (int32_t i = 0; i < nd; ++i) {
    const int32_t j = i - lead;
    st[i] = (j < 0 || (x.shape[j] == 1 && shape[i] != 1)) ? 0 : x.strides[j];
  }
  return header_like(x, nd, shape, st);
}

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

// d = full summed over the axes broadcasting stretched (d's shape
// broadcasts to full's). Nothing else is allocated.
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

// A contiguous scratch copy of x (any view, e.g. a broadcast one).
Status scratch_copy(Engine& e, const Tensor& x, ScratchTensor* s) {
  TF_TRY(s->make(e, x.dtype, x.ndim, x.shape));
  return copy_into(e, x, s->t);
}

template <class T> struct Real { using type = T; };
template <class T> struct Real<std::complex<T>> { using type = T; };
template <class T> inline T conj_of(T v) { return v; }
template <class T> inline std::complex<T> conj_of(std::complex<T> v) { return std::conj(v); }

// Calls f.template run<T>() with T the C++ type of dt.
template <class F> Status by_dtype(DType dt, F&& f) {
  switch (dt) {
    case DType::F32: f.template run<float>(); break;
    case DType::F64: f.template run<double>(); break;
    case DType::C64: f.template run<c64>(); break;
    case DType::C128: f.template run<c128>(); break;
  }
  return TF_OK;
}

// f'(x) of the holomorphic unary maps (and sign for a real abs).
template <class T> T derivative(Unary op, T x) {
  using std::cos; using std::exp; using std::sin; using std::sqrt; using std::tanh;
  switch (op) {
    case Unary::Exp: return exp(x);
    case Unary::Log: return T(1) / x;
    case Unary::Sqrt: return T(0.5) / sqrt(x);
    case Unary::Sin: return cos(x);
    case Unary::Cos: return -sin(x);
    case Unary::Tanh: { T t = tanh(x); return T(1) - t * t; }
    case Unary::Reciprocal: return T(-1) / (x * x);
    default: return T(0);
  }
}

// In place over a contiguous scratch copy of x: s = conj^c(f'(x)), or for
// Abs the unit phase x/|x| (0 at 0), conjugated when c.
struct FactorLoop {
  Unary op;
  bool c;
  Tensor* s;
  template <class T> void run() {
    T* p = reinterpret_cast<T*>(s->data);
    const int64_t n = s->numel();
    for (int64_t i = 0; i < n; ++i) {
      T v;
      if (op == Unary::Abs) {
        const auto a = std::abs(p[i]);
        v = a == 0 ? T(0) : p[i] / T(a);
      } else {
        v = derivative(op, p[i]);
      }
      p[i] = c ? conj_of(v) : v;
    }
  }
};

Status unary_factor(Engine& e, Unary op, const Tensor& x, bool conj, ScratchTensor* s) {
  TF_TRY(scratch_copy(e, x, s));
  return by_dtype(x.dtype, FactorLoop{op, conj, &s->t});
}

inline bool holomorphic(Unary op) {
  return op == Unary::Exp || op == Unary::Log || op == Unary::Sqrt || op == Unary::Sin ||
         op == Unary::Cos || op == Unary::Tanh || op == Unary::Reciprocal;
}

}  // namespace

// The output of a VJP shaped like x: the cotangent checked (dtype ct_dt,
// x's shape), dx checked and made (t->t nullptr: not wanted).
static Status x_vjp_target(Engine& e, const Tensor& x, const Tensor& ct, DType ct_dt,
                           const RuleOut& dx, Target* t) {
  TF_TRY(check_like(ct, ct_dt, x.ndim, x.shape, "cotangent"));
  const Tensor* ins[2] = {&x, &ct};
  const char* names[2] = {"x", "cotangent"};
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

Status unary_vjp(Engine& e, int32_t op_raw, const Tensor& x, const Tensor& ct,
                 const RuleOut& dx) {
  TF_TRY(check_unary_op(op_raw, "op"));
  const Unary op = static_cast<Unary>(op_raw);
  const DType odt = unary_out_dtype(op, x.dtype);
  Target t;
  TF_TRY(x_vjp_target(e, x, ct, odt, dx, &t));
  if (!t.t) return TF_OK;
  Tensor& d = *t.t;
  const bool cx = is_complex(x.dtype);
  switch (op) {
    case Unary::Neg: TF_TRY(unary(e, Unary::Neg, kRuleOne, ct, &d, nullptr)); break;
    case Unary::Conj: TF_TRY(unary(e, Unary::Conj, kRuleOne, ct, &d, nullptr)); break;
    case Unary::Real: TF_TRY(cast(e, ct, (int32_t)x.dtype, &d, nullptr)); break;
    case Unary::Imag:
      if (!cx) { TF_TRY(fill_zero(e, d)); break; }
      TF_TRY(cast(e, ct, (int32_t)x.dtype, &d, nullptr));  // i * ct
      TF_TRY(unary(e, Unary::Scale, tf_scalar{0.0, 1.0}, d, &d, nullptr));
      break;
    case Unary::Abs: {  // ct real: d = (x / |x|) ct
      ScratchTensor s;
      TF_TRY(unary_factor(e, op, x, false, &s));
      TF_TRY(cast(e, ct, (int32_t)x.dtype, &d, nullptr));
      TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, s.t, d, &d, nullptr));
      break;
    }
    default: {  // holomorphic: d = conj(f'(x)) ct
      ScratchTensor s;
      TF_TRY(unary_factor(e, op, x, true, &s));
      TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, s.t, ct, &d, nullptr));
    }
  }
  t.commit(dx);
  return TF_OK;
}

Status unary_jvp(Engine& e, int32_t op_raw, const Tensor& x, const Tensor* tx,
                 const RuleOut& dout) {
  TF_TRY(check_unary_op(op_raw, "op"));
  const Unary op = static_cast<Unary>(op_raw);
  const DType odt = unary_out_dtype(op, x.dtype);
  Target t;
  TF_TRY(x_jvp_target(e, x, tx, odt, dout, &t));
  if (!t.t) return TF_OK;
  Tensor& d = *t.t;
  if (!tx) {
    TF_TRY(fill_zero(e, d));
  } else if (op == Unary::Neg || op == Unary::Conj || op == Unary::Real || op == Unary::Imag) {
    TF_TRY(unary(e, op, kRuleOne, *tx, &d, nullptr));  // linear: the map of the tangent
  } else if (op == Unary::Abs) {  // Re(conj(x / |x|) t)
    ScratchTensor s;
    TF_TRY(unary_factor(e, op, x, true, &s));
    TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, s.t, *tx, &s.t, nullptr));
    TF_TRY(unary(e, Unary::Real, kRuleOne, s.t, &d, nullptr));
  } else {
    ScratchTensor s;
    TF_TRY(unary_factor(e, op, x, false, &s));
    TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, s.t, *tx, &d, nullptr));
  }
  t.commit(dout);
  return TF_OK;
}

Status scale_vjp(Engine& e, tf_scalar alpha, const Tensor& x, const Tensor& ct,
                 const RuleOut& dx) {
  TF_TRY(check_like(ct, x.dtype, x.ndim, x.shape, "cotangent"));
  const Tensor* ins[2] = {&x, &ct};
  const char* names[2] = {"x", "cotangent"};
  if (dx.into) TF_TRY(check_target(*dx.into, x.dtype, x.ndim, x.shape, dx.name, 2, ins, names));
  Target t;
  TF_TRY(t.make(e, dx, x.dtype, x.ndim, x.shape));
  if (!t.t) return TF_OK;
  TF_TRY(unary(e, Unary::Scale, conj_s(alpha), ct, t.t, nullptr));
  t.commit(dx);
  return TF_OK;
}

Status scale_jvp(Engine& e, tf_scalar alpha, const Tensor& x, const Tensor* tx,
                 const RuleOut& dout) {
  if (tx) TF_TRY(check_like(*tx, x.dtype, x.ndim, x.shape, "t_x"));
  const Tensor* ins[2] = {&x, tx};
  const char* names[2] = {"x", "t_x"};
  if (dout.into)
    TF_TRY(check_target(*dout.into, x.dtype, x.ndim, x.shape, dout.name, 2, ins, names));
  Target t;
  TF_TRY(t.make(e, dout, x.dtype, x.ndim, x.shape));
  if (!t.t) return TF_OK;
  if (tx) TF_TRY(unary(e, Unary::Scale, alpha, *tx, t.t, nullptr));
  else TF_TRY(fill_zero(e, *t.t));
  t.commit(dout);
  return TF_OK;
}

// ------------------------------------------------------------ binary

namespace {

// Masks of max/min with ties shared: mx = 1 where x wins, 1/2 on a tie, 0
// where y wins; my = 1 - mx. Over contiguous broadcast copies (in place).
struct TieLoop {
  bool is_max;
  Tensor *x, *y;  // in: the operands broadcast; out: their masks
  template <class T> void run() {
    if constexpr (std::is_same_v<T, c64> || std::is_same_v<T, c128>) {
      return;
    } else {
      T* a = reinterpret_cast<T*>(x->data);
      T* b = reinterpret_cast<T*>(y->data);
      for (int64_t i = 0, n = x->numel(); i < n; ++i) {
        const T m = a[i] == b[i] ? T(0.5) : ((a[i] > b[i]) == is_max ? T(1) : T(0));
        a[i] = m;
        b[i] = T(1) - m;
      }
    }
  }
};

Status binary_args(int32_t op_raw, const Tensor& x, const Tensor& y, int32_t* nd,
                   int64_t* shape) {
  TF_TRY(check_binary_op(op_raw, "op"));
  if (x.dtype != y.dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "y: dtype %s does not match x's dtype %s",
                dtype_name(y.dtype), dtype_name(x.dtype));
  const Binary op = static_cast<Binary>(op_raw);
  if ((op == Binary::Max || op == Binary::Min) && is_complex(x.dtype))
    return fail(TF_ERR_DTYPE_MISMATCH, "x: dtype %s, max and min are real only",
                dtype_name(x.dtype));
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
  const char* names[3] = {"x", "y", "cotangent"};
  if (dx.into) TF_TRY(check_target(*dx.into, x.dtype, x.ndim, x.shape, dx.name, 3, ins, names));
  if (dy.into) TF_TRY(check_target(*dy.into, y.dtype, y.ndim, y.shape, dy.name, 3, ins, names));
  TF_TRY(check_targets_apart(dx, dy));
  TF_TRY(tx->make(e, dx, x.dtype, x.ndim, x.shape));
  return ty->make(e, dy, y.dtype, y.ndim, y.shape);
}

// The masks of max/min as contiguous tensors of the broadcast shape.
Status tie_masks(Engine& e, bool is_max, const Tensor& x, const Tensor& y, int32_t nd,
                 const int64_t* shape, ScratchTensor* mx, ScratchTensor* my) {
  TF_TRY(scratch_copy(e, broadcast_view(x, nd, shape), mx));
  TF_TRY(scratch_copy(e, broadcast_view(y, nd, shape), my));
  return by_dtype(x.dtype, TieLoop{is_max, &mx->t, &my->t});
}

}  // namespace

Status binary_vjp(Engine& e, int32_t op_raw, const Tensor& x, const Tensor& y, const Tensor& ct,
                  const RuleOut& dx, const RuleOut& dy) {
  int32_t nd;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(binary_args(op_raw, x, y, &nd, shape));
  const Binary op = static_cast<Binary>(op_raw);
  const DType dt = x.dtype;
  TF_TRY(check_like(ct, dt, nd, shape, "cotangent"));
  Target tx, ty;
  TF_TRY(two_targets(e, x, y, &ct, dx, dy, &tx, &ty));
  ScratchTensor p, q;
  const bool cplx = is_complex(dt);
  switch (op) {
    case Binary::Add: case Binary::Sub:
      if (tx.t) TF_TRY(sum_to(e, ct, *tx.t));
      if (ty.t) {
        TF_TRY(sum_to(e, ct, *ty.t));
        if (op == Binary::Sub) TF_TRY(unary(e, Unary::Neg, kRuleOne, *ty.t, ty.t, nullptr));
      }
      break;
    case Binary::Mul:
      // dx = sum_to(ct conj(y)), dy = sum_to(ct conj(x))
      for (int k = 0; k < 2; ++k) {
        Tensor* d = k == 0 ? tx.t : ty.t;
        if (!d) continue;
        const Tensor& other = k == 0 ? y : x;
        TF_TRY(p.make(e, dt, nd, shape));
        if (cplx) {
          TF_TRY(scratch_copy(e, other, &q));
          TF_TRY(unary(e, Unary::Conj, kRuleOne, q.t, &q.t, nullptr));
          TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, ct, q.t, &p.t, nullptr));
        } else {
          TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, ct, other, &p.t, nullptr));
        }
        TF_TRY(sum_to(e, p.t, *d));
      }
      break;
    case Binary::Div: {
      // Q = ct / conj(y); dx = sum_to(Q); dy = sum_to(-Q conj(x / y))
      ScratchTensor cy;
      TF_TRY(scratch_copy(e, y, &cy));
      if (cplx) TF_TRY(unary(e, Unary::Conj, kRuleOne, cy.t, &cy.t, nullptr));
      TF_TRY(p.make(e, dt, nd, shape));
      TF_TRY(binary(e, Binary::Div, kRuleOne, kRuleZero, ct, cy.t, &p.t, nullptr));
      if (tx.t) TF_TRY(sum_to(e, p.t, *tx.t));
      if (ty.t) {
        TF_TRY(q.make(e, dt, nd, shape));
        TF_TRY(binary(e, Binary::Div, kRuleOne, kRuleZero, x, y, &q.t, nullptr));
        if (cplx) TF_TRY(unary(e, Unary::Conj, kRuleOne, q.t, &q.t, nullptr));
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, p.t, q.t, &p.t, nullptr));
        TF_TRY(unary(e, Unary::Neg, kRuleOne, p.t, &p.t, nullptr));
        TF_TRY(sum_to(e, p.t, *ty.t));
      }
      break;
    }
    case Binary::Max: case Binary::Min: {
      TF_TRY(tie_masks(e, op == Binary::Max, x, y, nd, shape, &p, &q));
      if (tx.t) {
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, p.t, ct, &p.t, nullptr));
        TF_TRY(sum_to(e, p.t, *tx.t));
      }
      if (ty.t) {
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, q.t, ct, &q.t, nullptr));
        TF_TRY(sum_to(e, q.t, *ty.t));
      }
      break;
    }
    default:
      return fail(TF_ERR_INVALID_ARGUMENT, "op: %d has no rule", op_raw);
  }
  tx.commit(dx);
  ty.commit(dy);
  return TF_OK;
}

// The output of a binary map's JVP (x, y broadcast to (nd, shape)): the
// tangents checked against x and y, dout checked and made (t->t nullptr:
// not wanted).
static Status binary_jvp_target(Engine& e, const Tensor& x, const Tensor& y, const Tensor* tx,
                                const Tensor* ty, const RuleOut& dout, int32_t nd,
                                const int64_t* shape, Target* t) {
  const DType dt = x.dtype;
  if (tx) TF_TRY(check_like(*tx, dt, x.ndim, x.shape, "t_x"));
  if (ty) TF_TRY(check_like(*ty, dt, y.ndim, y.shape, "t_y"));
  const Tensor* ins[4] = {&x, &y, tx, ty};
  const char* names[4] = {"x", "y", "t_x", "t_y"};
  if (dout.into) TF_TRY(check_target(*dout.into, dt, nd, shape, dout.name, 4, ins, names));
  return t->make(e, dout, dt, nd, shape);
}

Status binary_jvp(Engine& e, int32_t op_raw, const Tensor& x, const Tensor& y, const Tensor* tx,
                  const Tensor* ty, const RuleOut& dout) {
  int32_t nd;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(binary_args(op_raw, x, y, &nd, shape));
  const Binary op = static_cast<Binary>(op_raw);
  const DType dt = x.dtype;
  Target t;
  TF_TRY(binary_jvp_target(e, x, y, tx, ty, dout, nd, shape, &t));
  if (!t.t) return TF_OK;
  Tensor& d = *t.t;
  ScratchTensor p, q;
  // d = sum of the terms of the tangents given (first term written, others added).
  bool first = true;
  auto add_term = [&](const Tensor& term) -> Status {
    if (first) {
      first = false;
      return copy_into(e, broadcast_view(term, nd, shape), d);
    }
    return binary(e, Binary::Add, kRuleOne, kRuleZero, d, term, &d, nullptr);
  };
  switch (op) {
    case Binary::Add: case Binary::Sub:
      if (tx) TF_TRY(add_term(*tx));
      if (ty) {
        if (op == Binary::Add) {
          TF_TRY(add_term(*ty));
        } else {
          TF_TRY(scratch_copy(e, *ty, &p));
          TF_TRY(unary(e, Unary::Neg, kRuleOne, p.t, &p.t, nullptr));
          TF_TRY(add_term(p.t));
        }
      }
      break;
    case Binary::Mul:  // tx y + x ty
      if (tx) {
        TF_TRY(p.make(e, dt, nd, shape));
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, *tx, y, &p.t, nullptr));
        TF_TRY(add_term(p.t));
      }
      if (ty) {
        TF_TRY(q.make(e, dt, nd, shape));
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, x, *ty, &q.t, nullptr));
        TF_TRY(add_term(q.t));
      }
      break;
    case Binary::Div:  // (tx - (x / y) ty) / y
      if (tx) {
        TF_TRY(p.make(e, dt, nd, shape));
        TF_TRY(binary(e, Binary::Div, kRuleOne, kRuleZero, *tx, y, &p.t, nullptr));
        TF_TRY(add_term(p.t));
      }
      if (ty) {
        TF_TRY(q.make(e, dt, nd, shape));
        TF_TRY(binary(e, Binary::Div, kRuleOne, kRuleZero, x, y, &q.t, nullptr));
        TF_TRY(binary(e, Binary::Div, kRuleOne, kRuleZero, q.t, y, &q.t, nullptr));
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, q.t, *ty, &q.t, nullptr));
        TF_TRY(unary(e, Unary::Neg, kRuleOne, q.t, &q.t, nullptr));
        TF_TRY(add_term(q.t));
      }
      break;
    case Binary::Max: case Binary::Min:
      if (tx || ty) TF_TRY(tie_masks(e, op == Binary::Max, x, y, nd, shape, &p, &q));
      if (tx) {
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, p.t, *tx, &p.t, nullptr));
        TF_TRY(add_term(p.t));
      }
      if (ty) {
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, q.t, *ty, &q.t, nullptr));
        TF_TRY(add_term(q.t));
      }
      break;
    default:
      return fail(TF_ERR_INVALID_ARGUMENT, "op: %d has no rule", op_raw);
  }
  if (first) TF_TRY(fill_zero(e, d));
  t.commit(dout);
  return TF_OK;
}

Status axpby_vjp(Engine& e, tf_scalar alpha, const Tensor& x, tf_scalar beta, const Tensor& y,
                 const Tensor& ct, const RuleOut& dx, const RuleOut& dy) {
  int32_t nd;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(binary_args(TF_BINARY_ADD, x, y, &nd, shape));
  const DType dt = x.dtype;
  TF_TRY(check_like(ct, dt, nd, shape, "cotangent"));
  Target tx, ty;
  TF_TRY(two_targets(e, x, y, &ct, dx, dy, &tx, &ty));
  if (tx.t) {
    TF_TRY(sum_to(e, ct, *tx.t));
    TF_TRY(unary(e, Unary::Scale, conj_s(alpha), *tx.t, tx.t, nullptr));
  }
  if (ty.t) {
    TF_TRY(sum_to(e, ct, *ty.t));
    TF_TRY(unary(e, Unary::Scale, conj_s(beta), *ty.t, ty.t, nullptr));
  }
  tx.commit(dx);
  ty.commit(dy);
  return TF_OK;
}

Status axpby_jvp(Engine& e, tf_scalar alpha, const Tensor& x, tf_scalar beta, const Tensor& y,
                 const Tensor* tx, const Tensor* ty, const RuleOut& dout) {
  int32_t nd;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(binary_args(TF_BINARY_ADD, x, y, &nd, shape));
  Target t;
  TF_TRY(binary_jvp_target(e, x, y, tx, ty, dout, nd, shape, &t));
  if (!t.t) return TF_OK;
  Tensor& d = *t.t;
  if (tx && ty) {
    TF_TRY(binary(e, Binary::Axpby, alpha, beta, *tx, *ty, &d, nullptr));
  } else if (tx || ty) {
    TF_TRY(copy_into(e, broadcast_view(tx ? *tx : *ty, nd, shape), d));
    TF_TRY(unary(e, Unary::Scale, tx ? alpha : beta, d, &d, nullptr));
  } else {
    TF_TRY(fill_zero(e, d));
  }
  t.commit(dout);
  return TF_OK;
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

struct IsEqLoop {
  Tensor *x, *y;  // x: in values, out 1 where equal to y (broadcast copy)
  template <class T> void run() {
    if constexpr (std::is_same_v<T, c64> || std::is_same_v<T, c128>) {
      return;
    } else {
      T* a = reinterpret_cast<T*>(x->data);
      const T* b = reinterpret_cast<const T*>(y->data);
      for (int64_t i = 0, k = x->numel(); i < k; ++i) a[i] = a[i] == b[i] ? T(1) : T(0);
    }
  }
};

// s = ratio / norm elementwise (0 where norm is 0), real, contiguous.
struct SafeDivLoop {
  Tensor *num, *den;
  template <class T> void run() {
    if constexpr (std::is_same_v<T, c64> || std::is_same_v<T, c128>) {
      return;
    } else {
      T* a = reinterpret_cast<T*>(num->data);
      const T* b = reinterpret_cast<const T*>(den->data);
      for (int64_t i = 0, k = num->numel(); i < k; ++i) a[i] = b[i] == T(0) ? T(0) : a[i] / b[i];
    }
  }
};

// The weights w (shape of x, contiguous) of a max/min reduction: 1/ties at
// the extremes, 0 elsewhere.
Status extreme_weights(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                       const int64_t* kshape, ScratchTensor* w) {
  ScratchTensor m, yb, cnt, cb;
  TF_TRY(m.make(e, x.dtype, x.ndim, kshape));
  TF_TRY(reduce(e, op, x, naxes, axes, true, &m.t, nullptr));
  TF_TRY(scratch_copy(e, broadcast_view(m.t, x.ndim, x.shape), &yb));
  TF_TRY(scratch_copy(e, x, w));
  TF_TRY(by_dtype(x.dtype, IsEqLoop{&w->t, &yb.t}));
  TF_TRY(cnt.make(e, x.dtype, x.ndim, kshape));
  TF_TRY(reduce(e, TF_REDUCE_SUM, w->t, naxes, axes, true, &cnt.t, nullptr));
  TF_TRY(scratch_copy(e, broadcast_view(cnt.t, x.ndim, x.shape), &cb));
  return by_dtype(x.dtype, SafeDivLoop{&w->t, &cb.t});
}

Status check_reduce_op(int32_t op, DType dt) {
  if (op < TF_REDUCE_SUM || op > TF_REDUCE_FROBENIUS)
    return fail(TF_ERR_INVALID_ARGUMENT, "op: unknown tf_reduce_op %d", op);
  if (op == TF_REDUCE_PROD)
    return fail(TF_ERR_UNSUPPORTED, "op: TF_REDUCE_PROD has no derivative rule yet");
  if ((op == TF_REDUCE_MAX || op == TF_REDUCE_MIN) && is_complex(dt))
    return fail(TF_ERR_DTYPE_MISMATCH, "x: dtype %s, max and min are real only", dtype_name(dt));
  return TF_OK;
}

}  // namespace

Status reduce_vjp(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                  bool keepdims, const Tensor& ct, const RuleOut& dx) {
  TF_TRY(check_reduce_op(op, x.dtype));
  bool red[TF_MAX_RANK];
  int32_t ond;
  int64_t oshape[TF_MAX_RANK], kshape[TF_MAX_RANK];
  TF_TRY(reduced_axes(x, naxes, axes, keepdims, red, &ond, oshape, kshape));
  const DType odt = op == TF_REDUCE_FROBENIUS ? real_dtype(x.dtype) : x.dtype;
  TF_TRY(check_like(ct, odt, ond, oshape, "cotangent"));
  const Tensor* ins[2] = {&x, &ct};
  const char* names[2] = {"x", "cotangent"};
  if (dx.into) TF_TRY(check_target(*dx.into, x.dtype, x.ndim, x.shape, dx.name, 2, ins, names));
  Target t;
  TF_TRY(t.make(e, dx, x.dtype, x.ndim, x.shape));
  if (!t.t) return TF_OK;
  Tensor& d = *t.t;
  const Tensor ck = keep_view(ct, x, red, kshape);  // ct with x's rank
  const Tensor cb = broadcast_view(ck, x.ndim, x.shape);
  int64_t count = 1;
  for (int32_t i = 0; i < x.ndim; ++i)
    if (red[i]) count *= x.shape[i];
  switch (op) {
    case TF_REDUCE_SUM: TF_TRY(copy_into(e, cb, d)); break;
    case TF_REDUCE_MEAN:
      TF_TRY(copy_into(e, cb, d));
      TF_TRY(unary(e, Unary::Scale, tf_scalar{count ? 1.0 / (double)count : NAN, 0.0}, d, &d,
                   nullptr));
      break;
    case TF_REDUCE_MAX: case TF_REDUCE_MIN: {
      ScratchTensor w;
      TF_TRY(extreme_weights(e, op, x, naxes, axes, kshape, &w));
      TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, w.t, cb, &d, nullptr));
      break;
    }
    case TF_REDUCE_FROBENIUS: {  // d = x (ct / |x|), 0 where |x| = 0
      ScratchTensor nrm, r;
      TF_TRY(nrm.make(e, odt, x.ndim, kshape));
      TF_TRY(reduce(e, TF_REDUCE_FROBENIUS, x, naxes, axes, true, &nrm.t, nullptr));
      TF_TRY(scratch_copy(e, ck, &r));
      TF_TRY(by_dtype(odt, SafeDivLoop{&r.t, &nrm.t}));
      if (is_complex(x.dtype)) {
        ScratchTensor rc;
        TF_TRY(rc.make(e, x.dtype, x.ndim, kshape));
        TF_TRY(cast(e, r.t, (int32_t)x.dtype, &rc.t, nullptr));
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, x, rc.t, &d, nullptr));
      } else {
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, x, r.t, &d, nullptr));
      }
      break;
    }
  }
  t.commit(dx);
  return TF_OK;
}

Status reduce_jvp(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                  bool keepdims, const Tensor* tx, const RuleOut& dout) {
  TF_TRY(check_reduce_op(op, x.dtype));
  bool red[TF_MAX_RANK];
  int32_t ond;
  int64_t oshape[TF_MAX_RANK], kshape[TF_MAX_RANK];
  TF_TRY(reduced_axes(x, naxes, axes, keepdims, red, &ond, oshape, kshape));
  const DType odt = op == TF_REDUCE_FROBENIUS ? real_dtype(x.dtype) : x.dtype;
  if (tx) TF_TRY(check_like(*tx, x.dtype, x.ndim, x.shape, "t_x"));
  const Tensor* ins[2] = {&x, tx};
  const char* names[2] = {"x", "t_x"};
  if (dout.into) TF_TRY(check_target(*dout.into, odt, ond, oshape, dout.name, 2, ins, names));
  Target t;
  TF_TRY(t.make(e, dout, odt, ond, oshape));
  if (!t.t) return TF_OK;
  Tensor dk = keep_view(*t.t, x, red, kshape);  // the result with x's rank
  if (!tx) {
    TF_TRY(fill_zero(e, *t.t));
  } else {
    switch (op) {
      case TF_REDUCE_SUM: case TF_REDUCE_MEAN:
        TF_TRY(reduce(e, op, *tx, naxes, axes, true, &dk, nullptr));
        break;
      case TF_REDUCE_MAX: case TF_REDUCE_MIN: {
        ScratchTensor w;
        TF_TRY(extreme_weights(e, op, x, naxes, axes, kshape, &w));
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, w.t, *tx, &w.t, nullptr));
        TF_TRY(reduce(e, TF_REDUCE_SUM, w.t, naxes, axes, true, &dk, nullptr));
        break;
      }
      case TF_REDUCE_FROBENIUS: {  // Re(sum conj(x) t) / |x|
        ScratchTensor p, s, nrm;
        TF_TRY(scratch_copy(e, x, &p));
        if (is_complex(x.dtype)) TF_TRY(unary(e, Unary::Conj, kRuleOne, p.t, &p.t, nullptr));
        TF_TRY(binary(e, Binary::Mul, kRuleOne, kRuleZero, p.t, *tx, &p.t, nullptr));
        TF_TRY(s.make(e, x.dtype, x.ndim, kshape));
        TF_TRY(reduce(e, TF_REDUCE_SUM, p.t, naxes, axes, true, &s.t, nullptr));
        TF_TRY(nrm.make(e, odt, x.ndim, kshape));
        TF_TRY(reduce(e, TF_REDUCE_FROBENIUS, x, naxes, axes, true, &nrm.t, nullptr));
        TF_TRY(p.make(e, odt, x.ndim, kshape));
        TF_TRY(unary(e, Unary::Real, kRuleOne, s.t, &p.t, nullptr));
        TF_TRY(by_dtype(odt, SafeDivLoop{&p.t, &nrm.t}));
        TF_TRY(copy_into(e, p.t, dk));
        break;
      }
    }
  }
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
