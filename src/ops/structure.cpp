// ops/structure.cpp: the structure operations (ops/structure.hpp). One row
// per operation: resolve() checks its arguments and gives the result's
// shape, forward() writes op(x), adjoint() writes op^H(g). Most rows are
// an embed / extract pair over one strided view of the larger tensor
// (a diagonal, the interior of a pad, a part of a concatenation), so the
// forward of one is the adjoint of the other.
#include "ops/structure.hpp"

#include <cstring>

#include "core/shape.hpp"
#include "ops/elementwise.hpp"
#include "ops/layout.hpp"
#include "ops/reduce.hpp"
#include "ops/rules_common.hpp"
#include "providers/copy.hpp"

namespace tf {
namespace {

// ------------------------------------------------------------ geometry

// a in [-nd, nd) (negative counts from the end) as [0, nd).
Status norm_axis(int32_t a, int32_t nd, const char* what, int32_t* out) {
  if (a < -nd || a >= nd)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: axis %d out of range [%d, %d) for rank %d", what,
                a, -nd, nd, nd);
  *out = a < 0 ? a + nd : a;
  return TF_OK;
}

// Length of the diagonal at offset of an (n1, n2) plane (0 when off the plane).
int64_t diag_len(int64_t n1, int64_t n2, int64_t off) {
  if (off >= 0) return off >= n2 ? 0 : (n1 < n2 - off ? n1 : n2 - off);
  return off <= -n1 ? 0 : (n1 + off < n2 ? n1 + off : n2);
}

// b's diagonal at offset over axes a1 != a2: those axes removed, the
// diagonal appended last (NumPy's diagonal).
Tensor diag_of(const Tensor& b, int64_t off, int32_t a1, int32_t a2) {
  int64_t sh[TF_MAX_RANK], st[TF_MAX_RANK];
  int32_t k = 0;
  for (int32_t i = 0; i < b.ndim; ++i)
    if (i != a1 && i != a2) { sh[k] = b.shape[i]; st[k] = b.strides[i]; ++k; }
  sh[k] = diag_len(b.shape[a1], b.shape[a2], off);
  st[k] = sh[k] > 1 ? b.strides[a1] + b.strides[a2] : 0;
  Tensor v = header_like(b, k + 1, sh, st);
  bool empty = false;
  for (int32_t i = 0; i <= k; ++i) empty |= sh[i] == 0;
  if (!empty) v.data += (off >= 0 ? off * b.strides[a2] : -off * b.strides[a1]) * (int64_t)b.esize();
  return v;
}

// b restricted to [start, start + len) along axis.
Tensor part_of(const Tensor& b, int32_t axis, int64_t start, int64_t len) {
  Tensor v = header_like(b, b.ndim, b.shape, b.strides);
  v.shape[axis] = len;
  if (len > 0 && b.numel() > 0) v.data += start * b.strides[axis] * (int64_t)b.esize();
  return v;
}

// b at index i of axis, that axis removed.
Tensor index_of(const Tensor& b, int32_t axis, int64_t i) {
  Tensor v = part_of(b, axis, i, 1);
  for (int32_t k = axis; k + 1 < v.ndim; ++k) {
    v.shape[k] = v.shape[k + 1];
    v.strides[k] = v.strides[k + 1];
  }
  --v.ndim;
  return v;
}

// b's block at offsets lo (one per axis) of extents sh.
Tensor block_of(const Tensor& b, const int64_t* lo, const int64_t* sh) {
  Tensor v = header_like(b, b.ndim, sh, b.strides);
  if (v.numel() > 0)
    for (int32_t i = 0; i < b.ndim; ++i) v.data += lo[i] * b.strides[i] * (int64_t)b.esize();
  return v;
}

// ---------------------------------------------------------------- rows

// The arguments checked and normalised, and the result's shape.
struct Resolved {
  int32_t nd = 0;
  int64_t shape[TF_MAX_RANK] = {};
  int32_t a1 = 0, a2 = 0;         // normalised axes (roll: a1)
  bool flip[TF_MAX_RANK] = {};
  int64_t shift = 0;              // roll, in [0, extent)
};

Status resolve(const StructArgs& a, const Tensor& x, Resolved* r) {
  const int32_t nd = x.ndim;
  r->nd = nd;
  std::memcpy(r->shape, x.shape, sizeof(int64_t) * nd);
  switch (a.op) {
    case StructOp::Pad:
      for (int32_t i = 0; i < nd; ++i) {
        if (a.before[i] < 0 || a.after[i] < 0)
          return fail(TF_ERR_INVALID_ARGUMENT, "%s[%d]: %lld, expected >= 0",
                      a.before[i] < 0 ? "before" : "after", i,
                      (long long)(a.before[i] < 0 ? a.before[i] : a.after[i]));
        if (__builtin_add_overflow(x.shape[i], a.before[i], &r->shape[i]) ||
            __builtin_add_overflow(r->shape[i], a.after[i], &r->shape[i]))
          return fail(TF_ERR_INVALID_ARGUMENT, "before[%d] + after[%d]: the padded extent overflows int64", i, i);
      }
      break;
    case StructOp::Diagonal:
    case StructOp::Trace: {
      if (nd < 2)
        return fail(TF_ERR_INVALID_ARGUMENT, "x: rank %d, expected >= 2 (a diagonal needs two axes)", nd);
      TF_TRY(norm_axis(a.axis1, nd, "axis1", &r->a1));
      TF_TRY(norm_axis(a.axis2, nd, "axis2", &r->a2));
      if (r->a1 == r->a2)
        return fail(TF_ERR_INVALID_ARGUMENT, "axis2: %d names the same axis as axis1 (%d)", a.axis2, a.axis1);
      const Tensor v = diag_of(x, a.offset, r->a1, r->a2);
      r->nd = a.op == StructOp::Trace ? nd - 2 : nd - 1;
      std::memcpy(r->shape, v.shape, sizeof(int64_t) * r->nd);
      break;
    }
    case StructOp::DiagEmbed: {
      if (nd < 1 || nd + 1 > TF_MAX_RANK)
        return fail(TF_ERR_INVALID_ARGUMENT, "x: rank %d, expected 1 .. %d", nd, TF_MAX_RANK - 1);
      r->nd = nd + 1;
      TF_TRY(norm_axis(a.axis1, nd + 1, "axis1", &r->a1));
      TF_TRY(norm_axis(a.axis2, nd + 1, "axis2", &r->a2));
      if (r->a1 == r->a2)
        return fail(TF_ERR_INVALID_ARGUMENT, "axis2: %d names the same axis as axis1 (%d)", a.axis2, a.axis1);
      const int64_t n = x.shape[nd - 1];
      const uint64_t mag = a.offset < 0 ? 0 - (uint64_t)a.offset : (uint64_t)a.offset;
      if (mag > (uint64_t)INT64_MAX - (uint64_t)n)
        return fail(TF_ERR_INVALID_ARGUMENT, "offset: %lld, the result extent overflows int64", (long long)a.offset);
      for (int32_t i = 0, k = 0; i < nd + 1; ++i)
        r->shape[i] = (i == r->a1 || i == r->a2) ? n + (int64_t)mag : x.shape[k++];
      break;
    }
    case StructOp::Flip:
      if (!a.axes && a.naxes == 0) {
        for (int32_t i = 0; i < nd; ++i) r->flip[i] = true;
        break;
      }
      if (a.naxes < 0 || a.naxes > nd)
        return fail(TF_ERR_INVALID_ARGUMENT, "naxes: %d out of range [0, %d]", a.naxes, nd);
      for (int32_t i = 0; i < a.naxes; ++i) {
        int32_t ax = 0;
        char what[32];
        std::snprintf(what, sizeof what, "axes[%d]", i);
        TF_TRY(norm_axis(a.axes[i], nd, what, &ax));
        if (r->flip[ax]) return fail(TF_ERR_INVALID_ARGUMENT, "axes[%d]: axis %d repeated", i, a.axes[i]);
        r->flip[ax] = true;
      }
      break;
    case StructOp::Roll: {
      TF_TRY(norm_axis(a.axis1, nd, "axis", &r->a1));
      const int64_t n = x.shape[r->a1];
      r->shift = n > 0 ? ((a.offset % n) + n) % n : 0;
      break;
    }
    case StructOp::Tril:
    case StructOp::Triu:
      if (nd < 2)
        return fail(TF_ERR_INVALID_ARGUMENT, "x: rank %d, expected >= 2 (a triangle of the last two axes)", nd);
      break;
    case StructOp::BroadcastTo: {
      int64_t n;
      TF_TRY(check_shape(a.ndim, a.shape, x.dtype, "shape", &n));
      if (a.ndim < nd)
        return fail(TF_ERR_SHAPE_MISMATCH, "ndim: %d, expected >= x's rank %d", a.ndim, nd);
      for (int32_t i = 0; i < nd; ++i) {
        const int64_t xe = x.shape[i], t = a.shape[a.ndim - nd + i];
        if (xe != t && xe != 1)
          return fail(TF_ERR_SHAPE_MISMATCH,
                      "shape[%d]: %lld, x's axis %d has extent %lld (only an extent 1 stretches)",
                      a.ndim - nd + i, (long long)t, i, (long long)xe);
      }
      r->nd = a.ndim;
      std::memcpy(r->shape, a.shape, sizeof(int64_t) * a.ndim);
      break;
    }
  }
  int64_t n;
  if (a.op != StructOp::BroadcastTo) TF_TRY(checked_size(r->nd, r->shape, x.dtype, "out", &n));
  return TF_OK;
}

// Zeroes, in every matrix of d's last two axes, the elements outside the
// triangle kept: tril keeps j - i <= k, triu keeps j - i >= k.
void zero_outside(Tensor& d, bool upper, int64_t k) {
  const int32_t nd = d.ndim;
  const int64_t m = d.shape[nd - 2], n = d.shape[nd - 1], rs = d.strides[nd - 2],
                cs = d.strides[nd - 1], es = (int64_t)d.esize();
  if (d.numel() == 0) return;
  // k clamped to where the triangle stops changing (i + kk cannot overflow).
  const int64_t kk = k < -m - 1 ? -m - 1 : (k > n + 1 ? n + 1 : k);
  auto clamp = [n](int64_t c) { return c < 0 ? 0 : (c > n ? n : c); };
  int64_t idx[TF_MAX_RANK] = {};
  char* base = d.data;
  for (;;) {
    for (int64_t i = 0; i < m; ++i) {
      // columns to zero: [lo, hi)
      const int64_t lo = upper ? 0 : clamp(i + kk + 1), hi = upper ? clamp(i + kk) : n;
      char* row = base + i * rs * es;
      if (cs == 1) {
        if (hi > lo) std::memset(row + lo * es, 0, (std::size_t)((hi - lo) * es));
      } else {
        for (int64_t j = lo; j < hi; ++j) std::memset(row + j * cs * es, 0, (std::size_t)es);
      }
    }
    int32_t ax = nd - 3;
    for (; ax >= 0; --ax) {
      if (++idx[ax] < d.shape[ax]) { base += d.strides[ax] * es; break; }
      base -= (d.shape[ax] - 1) * d.strides[ax] * es;
      idx[ax] = 0;
    }
    if (ax < 0) return;
  }
}

// dst = src flipped along the marked axes (any strides; the provider's
// loop takes negative source strides).
void flip_copy(const Tensor& src, Tensor& dst, const bool* flip) {
  if (src.numel() == 0) return;
  int64_t st[TF_MAX_RANK];
  const char* p = src.data;
  for (int32_t i = 0; i < src.ndim; ++i) {
    st[i] = flip[i] ? -src.strides[i] : src.strides[i];
    if (flip[i]) p += (src.shape[i] - 1) * src.strides[i] * (int64_t)src.esize();
  }
  strided_copy(src.esize(), src.ndim, src.shape, p, st, dst.data, dst.strides);
}

// dst = src rolled by s along axis (out[(i + s) mod n] = x[i]).
Status roll_copy(Engine& e, const Tensor& src, Tensor& dst, int32_t axis, int64_t s) {
  const int64_t n = src.shape[axis];
  Tensor a = part_of(dst, axis, s, n - s), b = part_of(src, axis, 0, n - s);
  TF_TRY(copy_unchecked(e, b, a));
  if (s == 0) return TF_OK;
  Tensor c = part_of(dst, axis, 0, s), d = part_of(src, axis, n - s, s);
  return copy_unchecked(e, d, c);
}

// The pad's interior (x's place) in b.
Tensor interior(const Tensor& b, const StructArgs& a, const Tensor& x) {
  return block_of(b, a.before, x.shape);
}

// A view of g (of x's trace shape) with a stride-0 axis of len appended.
Tensor trace_spread(const Tensor& g, int64_t len) {
  Tensor v = header_like(g, g.ndim, g.shape, g.strides);
  v.shape[v.ndim] = len;
  v.strides[v.ndim] = 0;
  ++v.ndim;
  return v;
}

Status forward(Engine& e, const StructArgs& a, const Resolved& r, const Tensor& x, Tensor& out) {
  switch (a.op) {
    case StructOp::Pad: {
      TF_TRY(unary(e, Unary::Fill, a.value, out, &out, nullptr));
      Tensor w = interior(out, a, x);
      return copy_unchecked(e, x, w);
    }
    case StructOp::Diagonal: return copy_unchecked(e, diag_of(x, a.offset, r.a1, r.a2), out);
    case StructOp::DiagEmbed: {
      TF_TRY(fill_zero(e, out));
      Tensor w = diag_of(out, a.offset, r.a1, r.a2);
      return copy_unchecked(e, x, w);
    }
    case StructOp::Trace: {
      const Tensor v = diag_of(x, a.offset, r.a1, r.a2);
      const int32_t last = v.ndim - 1;
      return reduce(e, TF_REDUCE_SUM, v, 1, &last, false, &out, nullptr);
    }
    case StructOp::Flip: flip_copy(x, out, r.flip); return TF_OK;
    case StructOp::Roll: return roll_copy(e, x, out, r.a1, r.shift);
    case StructOp::Tril:
    case StructOp::Triu:
      TF_TRY(copy_unchecked(e, x, out));
      zero_outside(out, a.op == StructOp::Triu, a.offset);
      return TF_OK;
    case StructOp::BroadcastTo: return copy_unchecked(e, broadcast_view(x, r.nd, r.shape), out);
  }
  return fail(TF_ERR_INTERNAL, "structure: unknown operation %d", (int)a.op);
}

// dx = op^H(g); g has the forward result's shape, dx x's.
Status adjoint(Engine& e, const StructArgs& a, const Resolved& r, const Tensor& x,
               const Tensor& g, Tensor& dx) {
  switch (a.op) {
    case StructOp::Pad: return copy_unchecked(e, interior(g, a, x), dx);
    case StructOp::Diagonal: {
      TF_TRY(fill_zero(e, dx));
      Tensor w = diag_of(dx, a.offset, r.a1, r.a2);
      return copy_unchecked(e, g, w);
    }
    case StructOp::DiagEmbed: return copy_unchecked(e, diag_of(g, a.offset, r.a1, r.a2), dx);
    case StructOp::Trace: {
      TF_TRY(fill_zero(e, dx));
      Tensor w = diag_of(dx, a.offset, r.a1, r.a2);
      return copy_unchecked(e, trace_spread(g, w.shape[w.ndim - 1]), w);
    }
    case StructOp::Flip: flip_copy(g, dx, r.flip); return TF_OK;
    case StructOp::Roll: {
      const int64_t n = x.shape[r.a1];
      return roll_copy(e, g, dx, r.a1, r.shift == 0 ? 0 : n - r.shift);
    }
    case StructOp::Tril:
    case StructOp::Triu:
      TF_TRY(copy_unchecked(e, g, dx));
      zero_outside(dx, a.op == StructOp::Triu, a.offset);
      return TF_OK;
    case StructOp::BroadcastTo: return sum_to(e, g, dx);
  }
  return fail(TF_ERR_INTERNAL, "structure: unknown operation %d", (int)a.op);
}

}  // namespace

// ------------------------------------------------------------ entry points

Status structure(Engine& e, const StructArgs& a, const Tensor& x, const RuleOut& out) {
  Resolved r;
  TF_TRY(resolve(a, x, &r));
  const Tensor* ins[1] = {&x};
  const char* names[1] = {"x"};
  if (out.into) TF_TRY(check_target(*out.into, x.dtype, r.nd, r.shape, out.name, 1, ins, names));
  Target t;
  TF_TRY(t.make(e, out, x.dtype, r.nd, r.shape));
  if (!t.t) return TF_OK;
  TF_TRY(forward(e, a, r, x, *t.t));
  ++e.stats().calls;
  t.commit(out);
  return TF_OK;
}

Status structure_vjp(Engine& e, const StructArgs& a, const Tensor& x, const Tensor& ct,
                     const RuleOut& dx) {
  Resolved r;
  TF_TRY(resolve(a, x, &r));
  Target t;
  TF_TRY(x_cotangent_target(e, x, ct, r.nd, r.shape, dx, &t));
  if (!t.t) return TF_OK;
  TF_TRY(adjoint(e, a, r, x, ct, *t.t));
  ++e.stats().calls;
  t.commit(dx);
  return TF_OK;
}

Status broadcast_to_view(const Tensor& x, int32_t ndim, const int64_t* shape, Tensor** out) {
  StructArgs a{StructOp::BroadcastTo};
  a.ndim = ndim;
  a.shape = shape;
  Resolved r;
  TF_TRY(resolve(a, x, &r));
  const Tensor v = broadcast_view(x, r.nd, r.shape);
  return make_view(x, v.ndim, v.shape, v.strides, v.data, out);
}

Status diagonal_view(const Tensor& x, int64_t offset, int32_t axis1, int32_t axis2,
                     Tensor** out) {
  StructArgs a{StructOp::Diagonal};
  a.offset = offset;
  a.axis1 = axis1;
  a.axis2 = axis2;
  Resolved r;
  TF_TRY(resolve(a, x, &r));
  const Tensor v = diag_of(x, offset, r.a1, r.a2);
  return make_view(x, v.ndim, v.shape, v.strides, v.data, out);
}

// ------------------------------------------------------- concatenate, stack

namespace {

// Checks xs (n >= 1, one dtype, one rank, equal extents but along axis for
// a concatenation) and gives the normalised axis and the result's shape.
Status concat_shape(bool stack, int32_t n, const Tensor* const* xs, int32_t axis, int32_t* ax,
                    int32_t* nd, int64_t* shape) {
  if (n < 1 || n > kMaxRuleOperands)
    return fail(n < 1 ? TF_ERR_INVALID_ARGUMENT : TF_ERR_UNSUPPORTED, "n: %d, expected 1 .. %d",
                n, kMaxRuleOperands);
  const Tensor& x0 = *xs[0];
  if (stack && x0.ndim + 1 > TF_MAX_RANK)
    return fail(TF_ERR_INVALID_ARGUMENT, "xs[0]: rank %d, a stack needs rank <= %d", x0.ndim, TF_MAX_RANK - 1);
  if (!stack && x0.ndim < 1)
    return fail(TF_ERR_INVALID_ARGUMENT, "xs[0]: rank 0, a concatenation needs an axis");
  *nd = x0.ndim + (stack ? 1 : 0);
  TF_TRY(norm_axis(axis, *nd, "axis", ax));
  int64_t total = 0;
  for (int32_t i = 0; i < n; ++i) {
    const Tensor& x = *xs[i];
    if (x.dtype != x0.dtype)
      return fail(TF_ERR_DTYPE_MISMATCH, "xs[%d]: dtype %s, expected xs[0]'s %s", i,
                  dtype_name(x.dtype), dtype_name(x0.dtype));
    bool ok = x.ndim == x0.ndim;
    for (int32_t k = 0; ok && k < x.ndim; ++k) ok = x.shape[k] == x0.shape[k] || (!stack && k == *ax);
    if (!ok) {
      ShapeMismatch m;
      shapes_differ(x.ndim, x.shape, x0.ndim, x0.shape, &m);
      return fail(TF_ERR_SHAPE_MISMATCH, "xs[%d]: shape %s does not fit xs[0]'s %s (%s)", i,
                  m.got, m.want, stack ? "a stack needs equal shapes" : "equal but along axis");
    }
    if (!stack && __builtin_add_overflow(total, x.shape[*ax], &total))
      return fail(TF_ERR_INVALID_ARGUMENT, "xs[%d]: the concatenated extent overflows int64", i);
  }
  if (stack) {
    for (int32_t k = 0, j = 0; k < *nd; ++k) shape[k] = k == *ax ? n : x0.shape[j++];
  } else {
    std::memcpy(shape, x0.shape, sizeof(int64_t) * x0.ndim);
    shape[*ax] = total;
  }
  int64_t count;
  return checked_size(*nd, shape, x0.dtype, "out", &count);
}

// Part i of the concatenation b (stack: index i of the new axis).
Tensor concat_part(const Tensor& b, bool stack, int32_t ax, const Tensor* const* xs, int32_t i) {
  if (stack) return index_of(b, ax, i);
  int64_t start = 0;
  for (int32_t k = 0; k < i; ++k) start += xs[k]->shape[ax];
  return part_of(b, ax, start, xs[i]->shape[ax]);
}

}  // namespace

Status concatenate(Engine& e, bool stack, int32_t n, const Tensor* const* xs, int32_t axis,
                   const RuleOut& out) {
  int32_t ax = 0, nd = 0;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(concat_shape(stack, n, xs, axis, &ax, &nd, shape));
  if (out.into) {
    TF_TRY(check_out(*out.into, xs[0]->dtype, nd, shape, out.name));
    TF_TRY(check_writable(*out.into, out.name));
    for (int32_t i = 0; i < n; ++i)
      if (tensors_overlap(*out.into, *xs[i]))
        return fail(TF_ERR_INVALID_ARGUMENT, "%s: overlaps the memory of xs[%d]", out.name, i);
  }
  Target t;
  TF_TRY(t.make(e, out, xs[0]->dtype, nd, shape));
  if (!t.t) return TF_OK;
  for (int32_t i = 0; i < n; ++i) {
    Tensor w = concat_part(*t.t, stack, ax, xs, i);
    TF_TRY(copy_unchecked(e, *xs[i], w));
  }
  ++e.stats().calls;
  t.commit(out);
  return TF_OK;
}

Status concatenate_vjp(Engine& e, bool stack, int32_t n, const Tensor* const* xs, int32_t axis,
                       const Tensor& ct, const RuleOut* d) {
  int32_t ax = 0, nd = 0;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(concat_shape(stack, n, xs, axis, &ax, &nd, shape));
  TF_TRY(check_like(ct, xs[0]->dtype, nd, shape, "grad_out"));
  for (int32_t i = 0; i < n; ++i) {
    if (!d[i].into) continue;
    const Tensor& o = *d[i].into;
    TF_TRY(check_out(o, xs[i]->dtype, xs[i]->ndim, xs[i]->shape, d[i].name));
    TF_TRY(check_writable(o, d[i].name));
    if (tensors_overlap(o, ct))
      return fail(TF_ERR_INVALID_ARGUMENT, "%s: overlaps the memory of grad_out", d[i].name);
    for (int32_t k = 0; k < n; ++k) {
      if (tensors_overlap(o, *xs[k]))
        return fail(TF_ERR_INVALID_ARGUMENT, "%s: overlaps the memory of xs[%d]", d[i].name, k);
      if (k < i && d[k].into && tensors_overlap(o, *d[k].into))
        return fail(TF_ERR_INVALID_ARGUMENT, "%s: overlaps the memory of %s", d[i].name, d[k].name);
    }
  }
  // Every new tensor is made before the first write (nothing leaks on error).
  Target t[kMaxRuleOperands];
  for (int32_t i = 0; i < n; ++i) TF_TRY(t[i].make(e, d[i], xs[i]->dtype, xs[i]->ndim, xs[i]->shape));
  for (int32_t i = 0; i < n; ++i)
    if (t[i].t) TF_TRY(copy_unchecked(e, concat_part(ct, stack, ax, xs, i), *t[i].t));
  ++e.stats().calls;
  for (int32_t i = 0; i < n; ++i) t[i].commit(d[i]);
  return TF_OK;
}

}  // namespace tf
