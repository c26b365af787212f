// ops/indexing.cpp: where, index_select / scatter_add, cumsum / cumprod,
// argmax / argmin, sort / topk (ops/indexing.hpp). Each is a plain loop
// over the lines of one axis (or over the elements, for where) on the
// caller's strides; the operation and its VJP sit side by side.
#include "ops/indexing.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <type_traits>
#include <vector>

#include "core/shape.hpp"
#include "ops/rules_common.hpp"

namespace tf {
namespace {

// ------------------------------------------------------------- helpers

Status norm_axis(int32_t a, const Tensor& x, int32_t* out) {
  const int32_t nd = x.ndim;
  if (nd < 1) return fail(TF_ERR_INVALID_ARGUMENT, "x: rank 0, expected an axis to work along");
  if (a < -nd || a >= nd)
    return fail(TF_ERR_INVALID_ARGUMENT, "axis: %d out of range [%d, %d) for x of rank %d", a,
                -nd, nd, nd);
  *out = a < 0 ? a + nd : a;
  return TF_OK;
}

Status check_real(const Tensor& x, const char* what, const char* op) {
  if (is_complex(x.dtype))
    return fail(TF_ERR_DTYPE_MISMATCH, "%s: dtype %s, %s needs a real dtype (f32, f64)", what,
                dtype_name(x.dtype), op);
  return TF_OK;
}

// Calls f(off) for every multi-index of (nd, shape), row-major, with off[j]
// the element offset of operand j (strides st[j], nops of them).
template <int N, class F>
void for_each_index(int32_t nd, const int64_t* shape, const int64_t* const* st, F&& f) {
  for (int32_t i = 0; i < nd; ++i)
    if (shape[i] == 0) return;
  int64_t idx[TF_MAX_RANK] = {}, off[N] = {};
  for (;;) {
    f(static_cast<const int64_t*>(off));
    int32_t ax = nd - 1;
    for (; ax >= 0; --ax) {
      if (++idx[ax] < shape[ax]) {
        for (int j = 0; j < N; ++j) off[j] += st[j][ax];
        break;
      }
      for (int j = 0; j < N; ++j) off[j] -= (shape[ax] - 1) * st[j][ax];
      idx[ax] = 0;
    }
    if (ax < 0) return;
  }
}

// The lines of axis in tensors t[0..N) of one shape but along axis: calls
// f(line, off) with line the row-major ordinal over the other axes and
// off[j] the element offset of that line's start in t[j].
template <int N, class F>
void for_lines(const Tensor* const* t, int32_t axis, F&& f) {
  int64_t sh[TF_MAX_RANK];
  std::memcpy(sh, t[0]->shape, sizeof(int64_t) * t[0]->ndim);
  sh[axis] = 1;
  const int64_t* st[N];
  for (int j = 0; j < N; ++j) st[j] = t[j]->strides;
  int64_t line = 0;
  for_each_index<N>(t[0]->ndim, sh, st, [&](const int64_t* off) { f(line++, off); });
}

template <class T> T* at(const Tensor& t, int64_t off) {
  return reinterpret_cast<T*>(t.data) + off;
}

// Indices checked against extent n (messages name `what`).
Status check_indices(int64_t n, const int64_t* idx, int64_t extent, const char* what) {
  if (n < 0) return fail(TF_ERR_INVALID_ARGUMENT, "n: %lld, expected >= 0", (long long)n);
  for (int64_t k = 0; k < n; ++k)
    if (idx[k] < -extent || idx[k] >= extent)
      return fail(TF_ERR_INVALID_ARGUMENT, "%s[%lld]: %lld out of range [%lld, %lld)", what,
                  (long long)k, (long long)idx[k], (long long)-extent, (long long)extent);
  return TF_OK;
}
inline int64_t wrap(int64_t i, int64_t n) { return i < 0 ? i + n : i; }

// An output of x's dtype and (nd, shape): checked against the inputs.
Status check_result(const RuleOut& o, DType dt, int32_t nd, const int64_t* shape, int n,
                    const Tensor* const* ins, const char* const* names) {
  if (o.into) TF_TRY(check_target(*o.into, dt, nd, shape, o.name, n, ins, names));
  return TF_OK;
}

// d[.., idx[k], ..] += s[.., k, ..] along axis (d and s of one dtype).
void scatter_into(Tensor& d, const Tensor& s, int32_t axis, int64_t n, const int64_t* idx) {
  const Tensor* t[2] = {&d, &s};
  const int64_t ext = d.shape[axis], ds = d.strides[axis], ss = s.strides[axis];
  dispatch(d.dtype, [&](auto z) {
    using T = decltype(z);
    for_lines<2>(t, axis, [&](int64_t, const int64_t* off) {
      for (int64_t k = 0; k < n; ++k) *at<T>(d, off[0] + wrap(idx[k], ext) * ds) += *at<T>(s, off[1] + k * ss);
    });
  });
}

}  // namespace

// ----------------------------------------------------------------- where

namespace {

// The broadcast shape of mask, a and b (NumPy rules), naming the operand
// that does not fit.
Status where_shape(const Tensor& m, const Tensor& a, const Tensor& b, int32_t* nd,
                   int64_t* shape) {
  const Tensor* t[3] = {&m, &a, &b};
  const char* names[3] = {"mask", "a", "b"};
  *nd = std::max(m.ndim, std::max(a.ndim, b.ndim));
  for (int32_t i = 0; i < *nd; ++i) shape[i] = 1;
  for (int j = 0; j < 3; ++j)
    for (int32_t i = 0; i < t[j]->ndim; ++i) {
      const int32_t o = *nd - t[j]->ndim + i;
      const int64_t e = t[j]->shape[i];
      if (e == shape[o] || e == 1) continue;
      if (shape[o] != 1) {
        char s[200];
        fmt_shape(s, sizeof s, t[j]->ndim, t[j]->shape);
        return fail(TF_ERR_SHAPE_MISMATCH,
                    "%s: shape %s does not broadcast with the others (axis %d: %lld vs %lld)",
                    names[j], s, o, (long long)e, (long long)shape[o]);
      }
      shape[o] = e;
    }
  return TF_OK;
}

Status where_check(const Tensor& m, const Tensor& a, const Tensor& b, int32_t* nd,
                   int64_t* shape) {
  TF_TRY(check_real(m, "mask", "a mask"));
  if (a.dtype != b.dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "b: dtype %s, expected a's %s", dtype_name(b.dtype),
                dtype_name(a.dtype));
  return where_shape(m, a, b, nd, shape);
}

// d = (mask != 0) == keep ? s : fill, d of the broadcast shape; s and fill
// (one element or nullptr: zero) broadcast.
void select(Tensor& d, const Tensor& m, const Tensor& s, bool keep, const Tensor* other) {
  const Tensor mv = broadcast_view(m, d.ndim, d.shape), sv = broadcast_view(s, d.ndim, d.shape);
  Tensor ov = other ? broadcast_view(*other, d.ndim, d.shape) : sv;
  const int64_t* st[4] = {d.strides, mv.strides, sv.strides, ov.strides};
  dispatch(d.dtype, [&](auto z) {
    using T = decltype(z);
    auto mval = [&](int64_t o) {
      return m.dtype == DType::F32 ? *at<float>(mv, o) != 0 : *at<double>(mv, o) != 0;
    };
    for_each_index<4>(d.ndim, d.shape, st, [&](const int64_t* off) {
      const bool pick = mval(off[1]) == keep;
      *at<T>(d, off[0]) = pick ? *at<T>(sv, off[2]) : other ? *at<T>(ov, off[3]) : T(0);
    });
  });
}

}  // namespace

Status where(Engine& e, const Tensor& mask, const Tensor& a, const Tensor& b, const RuleOut& out) {
  int32_t nd;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(where_check(mask, a, b, &nd, shape));
  const Tensor* ins[3] = {&mask, &a, &b};
  const char* names[3] = {"mask", "a", "b"};
  TF_TRY(check_result(out, a.dtype, nd, shape, 3, ins, names));
  Target t;
  TF_TRY(t.make(e, out, a.dtype, nd, shape));
  if (!t.t) return TF_OK;
  select(*t.t, mask, a, true, &b);
  ++e.stats().calls;
  t.commit(out);
  return TF_OK;
}

Status where_vjp(Engine& e, const Tensor& mask, const Tensor& a, const Tensor& b,
                 const Tensor& ct, const RuleOut& da, const RuleOut& db) {
  int32_t nd;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(where_check(mask, a, b, &nd, shape));
  TF_TRY(check_like(ct, a.dtype, nd, shape, "grad_out"));
  const Tensor* ins[4] = {&mask, &a, &b, &ct};
  const char* names[4] = {"mask", "a", "b", "grad_out"};
  TF_TRY(check_result(da, a.dtype, a.ndim, a.shape, 4, ins, names));
  TF_TRY(check_result(db, b.dtype, b.ndim, b.shape, 4, ins, names));
  TF_TRY(check_targets_apart(da, db));
  Target ta, tb;
  TF_TRY(ta.make(e, da, a.dtype, a.ndim, a.shape));
  TF_TRY(tb.make(e, db, b.dtype, b.ndim, b.shape));
  ScratchTensor s;
  if (ta.t || tb.t) TF_TRY(s.make(e, a.dtype, nd, shape));
  if (ta.t) {
    select(s.t, mask, ct, true, nullptr);
    TF_TRY(sum_to(e, s.t, *ta.t));
  }
  if (tb.t) {
    select(s.t, mask, ct, false, nullptr);
    TF_TRY(sum_to(e, s.t, *tb.t));
  }
  ++e.stats().calls;
  ta.commit(da);
  tb.commit(db);
  return TF_OK;
}

// ------------------------------------------------- index_select, scatter_add

namespace {
// x's shape with extent n on axis.
void with_extent(const Tensor& x, int32_t axis, int64_t n, int64_t* shape) {
  std::memcpy(shape, x.shape, sizeof(int64_t) * x.ndim);
  shape[axis] = n;
}
Status select_check(const Tensor& x, int32_t axis, int64_t n, const int64_t* idx, int32_t* ax,
                    int64_t* shape) {
  TF_TRY(norm_axis(axis, x, ax));
  TF_TRY(check_indices(n, idx, x.shape[*ax], "indices"));
  with_extent(x, *ax, n, shape);
  int64_t count;
  return checked_size(x.ndim, shape, x.dtype, "out", &count);
}
}  // namespace

Status index_select(Engine& e, const Tensor& x, int32_t axis, int64_t n, const int64_t* idx,
                    const RuleOut& out) {
  int32_t ax = 0;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(select_check(x, axis, n, idx, &ax, shape));
  const Tensor* ins[1] = {&x};
  const char* names[1] = {"x"};
  TF_TRY(check_result(out, x.dtype, x.ndim, shape, 1, ins, names));
  Target t;
  TF_TRY(t.make(e, out, x.dtype, x.ndim, shape));
  if (!t.t) return TF_OK;
  Tensor& d = *t.t;
  const Tensor* ts[2] = {&d, &x};
  const int64_t es = (int64_t)x.esize(), ext = x.shape[ax];
  if (d.numel() > 0)
    for_lines<2>(ts, ax, [&](int64_t, const int64_t* off) {
      for (int64_t k = 0; k < n; ++k)
        std::memcpy(d.data + (off[0] + k * d.strides[ax]) * es,
                    x.data + (off[1] + wrap(idx[k], ext) * x.strides[ax]) * es, (size_t)es);
    });
  ++e.stats().calls;
  t.commit(out);
  return TF_OK;
}

Status index_select_vjp(Engine& e, const Tensor& x, int32_t axis, int64_t n,
                        const int64_t* idx, const Tensor& ct, const RuleOut& dx) {
  int32_t ax = 0;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(select_check(x, axis, n, idx, &ax, shape));
  Target t;
  TF_TRY(x_cotangent_target(e, x, ct, x.ndim, shape, dx, &t));
  if (!t.t) return TF_OK;
  TF_TRY(fill_zero(e, *t.t));
  if (ct.numel() > 0) scatter_into(*t.t, ct, ax, n, idx);
  ++e.stats().calls;
  t.commit(dx);
  return TF_OK;
}

namespace {
Status scatter_check(const Tensor& x, int32_t axis, int64_t n, const int64_t* idx,
                     const Tensor& src, int32_t* ax) {
  int64_t shape[TF_MAX_RANK];
  TF_TRY(select_check(x, axis, n, idx, ax, shape));
  if (src.dtype != x.dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "src: dtype %s, expected x's %s", dtype_name(src.dtype),
                dtype_name(x.dtype));
  return check_like(src, x.dtype, x.ndim, shape, "src");
}
}  // namespace

Status scatter_add(Engine& e, const Tensor& x, int32_t axis, int64_t n, const int64_t* idx,
                   const Tensor& src, const RuleOut& out) {
  int32_t ax = 0;
  TF_TRY(scatter_check(x, axis, n, idx, src, &ax));
  const Tensor* ins[2] = {&x, &src};
  const char* names[2] = {"x", "src"};
  TF_TRY(check_result(out, x.dtype, x.ndim, x.shape, 2, ins, names));
  Target t;
  TF_TRY(t.make(e, out, x.dtype, x.ndim, x.shape));
  if (!t.t) return TF_OK;
  TF_TRY(copy_unchecked(e, x, *t.t));
  if (src.numel() > 0) scatter_into(*t.t, src, ax, n, idx);
  ++e.stats().calls;
  t.commit(out);
  return TF_OK;
}

Status scatter_add_vjp(Engine& e, const Tensor& x, int32_t axis, int64_t n, const int64_t* idx,
                       const Tensor& src, const Tensor& ct, const RuleOut& dx,
                       const RuleOut& dsrc) {
  int32_t ax = 0;
  TF_TRY(scatter_check(x, axis, n, idx, src, &ax));
  TF_TRY(check_like(ct, x.dtype, x.ndim, x.shape, "grad_out"));
  const Tensor* ins[3] = {&x, &src, &ct};
  const char* names[3] = {"x", "src", "grad_out"};
  TF_TRY(check_result(dx, x.dtype, x.ndim, x.shape, 3, ins, names));
  TF_TRY(check_result(dsrc, src.dtype, src.ndim, src.shape, 3, ins, names));
  TF_TRY(check_targets_apart(dx, dsrc));
  Target tx;
  TF_TRY(tx.make(e, dx, x.dtype, x.ndim, x.shape));
  if (dsrc.wanted()) TF_TRY(index_select(e, ct, ax, n, idx, dsrc));
  if (tx.t) TF_TRY(copy_unchecked(e, ct, *tx.t));
  ++e.stats().calls;
  tx.commit(dx);
  return TF_OK;
}

// ------------------------------------------------------ cumsum, cumprod

Status cumulative(Engine& e, bool prod, const Tensor& x, int32_t axis, const RuleOut& out) {
  int32_t ax = 0;
  TF_TRY(norm_axis(axis, x, &ax));
  const Tensor* ins[1] = {&x};
  const char* names[1] = {"x"};
  TF_TRY(check_result(out, x.dtype, x.ndim, x.shape, 1, ins, names));
  Target t;
  TF_TRY(t.make(e, out, x.dtype, x.ndim, x.shape));
  if (!t.t) return TF_OK;
  Tensor& d = *t.t;
  const Tensor* ts[2] = {&d, &x};
  const int64_t n = x.shape[ax], ds = d.strides[ax], xs = x.strides[ax];
  if (x.numel() > 0)
    dispatch(x.dtype, [&](auto z) {
      using T = decltype(z);
      for_lines<2>(ts, ax, [&](int64_t, const int64_t* off) {
        T acc = prod ? T(1) : T(0);
        for (int64_t i = 0; i < n; ++i) {
          const T v = *at<T>(x, off[1] + i * xs);
          acc = prod ? acc * v : acc + v;
          *at<T>(d, off[0] + i * ds) = acc;
        }
      });
    });
  ++e.stats().calls;
  t.commit(out);
  return TF_OK;
}

Status cumulative_vjp(Engine& e, bool prod, const Tensor& x, int32_t axis, const Tensor& ct,
                      const RuleOut& dx) {
  int32_t ax = 0;
  TF_TRY(norm_axis(axis, x, &ax));
  Target t;
  TF_TRY(x_cotangent_target(e, x, ct, x.ndim, x.shape, dx, &t));
  if (!t.t) return TF_OK;
  Tensor& d = *t.t;
  const Tensor* ts[3] = {&d, &x, &ct};
  const int64_t n = x.shape[ax], ds = d.strides[ax], xs = x.strides[ax], gs = ct.strides[ax];
  if (x.numel() > 0)
    dispatch(x.dtype, [&](auto z) {
      using T = decltype(z);
      for_lines<3>(ts, ax, [&](int64_t, const int64_t* off) {
        auto xv = [&](int64_t i) { return *at<T>(x, off[1] + i * xs); };
        auto gv = [&](int64_t j) { return *at<T>(ct, off[2] + j * gs); };
        if (!prod) {  // the reverse running sum of g
          T acc(0);
          for (int64_t i = n - 1; i >= 0; --i) *at<T>(d, off[0] + i * ds) = acc += gv(i);
          return;
        }
        // d_i = sum_{j >= i} g_j conj(prod_{k <= j, k != i} x_k): exact with
        // zeros in x, O(n^2) per line.
        T pre(1);
        for (int64_t i = 0; i < n; ++i) {
          T p = pre, acc(0);
          for (int64_t j = i; j < n; ++j) {
            if (j > i) p *= xv(j);
            acc += gv(j) * conj_if(p, true);
          }
          *at<T>(d, off[0] + i * ds) = acc;
          pre *= xv(i);
        }
      });
    });
  ++e.stats().calls;
  t.commit(dx);
  return TF_OK;
}

// ------------------------------------------------------ argmax, argmin

Status arg_extreme(Engine& e, bool max, const Tensor& x, int32_t axis, int64_t* out) {
  int32_t ax = 0;
  TF_TRY(norm_axis(axis, x, &ax));
  TF_TRY(check_real(x, "x", max ? "argmax" : "argmin"));
  const int64_t n = x.shape[ax], xs = x.strides[ax];
  if (n == 0 && x.numel() == 0) {
    int64_t lines = 1;
    for (int32_t i = 0; i < x.ndim; ++i) lines *= i == ax ? 1 : x.shape[i];
    if (lines > 0)
      return fail(TF_ERR_INVALID_ARGUMENT, "x: axis %d is empty (an empty line has no %s)", ax,
                  max ? "argmax" : "argmin");
  }
  const Tensor* ts[1] = {&x};
  dispatch(x.dtype, [&](auto z) {
    using T = decltype(z);
    if constexpr (std::is_floating_point_v<T>) {
      for_lines<1>(ts, ax, [&](int64_t line, const int64_t* off) {
        int64_t best = 0;
        T bv = *at<T>(x, off[0]);
        for (int64_t i = 1; i < n && bv == bv; ++i) {
          const T v = *at<T>(x, off[0] + i * xs);
          if (v != v || (max ? v > bv : v < bv)) { best = i; bv = v; }
        }
        out[line] = best;
      });
    }
  });
  ++e.stats().calls;
  return TF_OK;
}

// ------------------------------------------------------------ sort, topk

namespace {
Status topk_check(const Tensor& x, int32_t axis, int64_t k, int32_t* ax, int64_t* shape) {
  TF_TRY(norm_axis(axis, x, ax));
  TF_TRY(check_real(x, "x", "sorting"));
  if (k < 0 || k > x.shape[*ax])
    return fail(TF_ERR_INVALID_ARGUMENT, "k: %lld out of range [0, %lld] (the extent of axis %d)",
                (long long)k, (long long)x.shape[*ax], *ax);
  with_extent(x, *ax, k, shape);
  return TF_OK;
}
}  // namespace

Status topk(Engine& e, const Tensor& x, int32_t axis, int64_t k, bool largest,
            const RuleOut& values, int64_t* indices) {
  int32_t ax = 0;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(topk_check(x, axis, k, &ax, shape));
  const Tensor* ins[1] = {&x};
  const char* names[1] = {"x"};
  TF_TRY(check_result(values, x.dtype, x.ndim, shape, 1, ins, names));
  Target t;
  TF_TRY(t.make(e, values, x.dtype, x.ndim, shape));
  const int64_t n = x.shape[ax], xs = x.strides[ax];
  std::vector<int64_t> order((size_t)n);
  // indices are row-major over values' shape: line-major with the axis
  // inside, so index j of a line lands at a stride of the trailing extents.
  int64_t inner = 1;
  for (int32_t i = ax + 1; i < x.ndim; ++i) inner *= x.shape[i];
  const Tensor* ts[2] = {&x, t.t ? t.t : &x};  // off[1]: the line in values
  dispatch(x.dtype, [&](auto z) {
    using T = decltype(z);
    if constexpr (std::is_floating_point_v<T>) {
      for_lines<2>(ts, ax, [&](int64_t line, const int64_t* off) {
        auto v = [&](int64_t i) { return *at<T>(x, off[0] + i * xs); };
        for (int64_t i = 0; i < n; ++i) order[(size_t)i] = i;
        // NaN ranks above every number.
        auto before = [&](int64_t a, int64_t b) {
          const T va = v(a), vb = v(b);
          const bool na = va != va, nb = vb != vb;
          if (largest) return na ? !nb : (!nb && va > vb);
          return nb ? !na : (!na && va < vb);
        };
        std::stable_sort(order.begin(), order.end(), before);
        const int64_t outer = line / inner, in = line % inner;
        for (int64_t j = 0; j < k; ++j) {
          if (t.t) *at<T>(*t.t, off[1] + j * t.t->strides[ax]) = v(order[(size_t)j]);
          if (indices) indices[(outer * k + j) * inner + in] = order[(size_t)j];
        }
      });
    }
  });
  ++e.stats().calls;
  t.commit(values);
  return TF_OK;
}

Status topk_vjp(Engine& e, const Tensor& x, int32_t axis, int64_t k, const int64_t* indices,
                const Tensor& ct, const RuleOut& dx) {
  int32_t ax = 0;
  int64_t shape[TF_MAX_RANK];
  TF_TRY(topk_check(x, axis, k, &ax, shape));
  const int64_t n = x.shape[ax];
  int64_t count = 1;
  for (int32_t i = 0; i < x.ndim; ++i) count *= shape[i];
  TF_TRY(check_indices(count, indices, n, "indices"));
  Target t;
  TF_TRY(x_cotangent_target(e, x, ct, x.ndim, shape, dx, &t));
  if (!t.t) return TF_OK;
  TF_TRY(fill_zero(e, *t.t));
  Tensor& d = *t.t;
  int64_t inner = 1;
  for (int32_t i = ax + 1; i < x.ndim; ++i) inner *= x.shape[i];
  const Tensor* ts[2] = {&d, &ct};
  if (count > 0)
    dispatch(x.dtype, [&](auto z) {
      using T = decltype(z);
      for_lines<2>(ts, ax, [&](int64_t line, const int64_t* off) {
        const int64_t outer = line / inner, in = line % inner;
        for (int64_t j = 0; j < k; ++j) {
          const int64_t i = wrap(indices[(outer * k + j) * inner + in], n);
          *at<T>(d, off[0] + i * d.strides[ax]) += *at<T>(ct, off[1] + j * ct.strides[ax]);
        }
      });
    });
  ++e.stats().calls;
  t.commit(dx);
  return TF_OK;
}

}  // namespace tf
