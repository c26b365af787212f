// ops/layout.cpp: views and layout-changing copies.
#include "ops/layout.hpp"

#include <cstring>

#include "core/memory.hpp"
#include "core/shape.hpp"
#include "ops/strided.hpp"
#include "ops/tensor_ops.hpp"

namespace tf {

// ----------------------------------------------------------- stride arithmetic

Status check_perm(int32_t nd, const int32_t* perm, const char* what) {
  bool seen[TF_MAX_RANK] = {};
  for (int32_t i = 0; i < nd; ++i) {
    const int32_t a = perm[i];
    if (a < 0 || a >= nd)
      return fail(TF_ERR_INVALID_ARGUMENT, "%s[%d]: axis %d out of range [0, %d)", what, i, a,
                  nd);
    if (seen[a])
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "%s[%d]: axis %d repeated (a permutation names every axis once)", what, i, a);
    seen[a] = true;
  }
  return TF_OK;
}

void permuted(const Tensor& x, const int32_t* perm, int64_t* shape, int64_t* strides) {
  for (int32_t i = 0; i < x.ndim; ++i) {
    shape[i] = x.shape[perm[i]];
    strides[i] = x.strides[perm[i]];
  }
}

namespace {
// NumPy's no-copy reshape (row-major order).
bool reshape_strides_c(int32_t xnd, const int64_t* xshape, const int64_t* xstrides, int32_t nd,
                       const int64_t* shape, int64_t* strides) {
  int64_t od[TF_MAX_RANK], os[TF_MAX_RANK];
  int32_t on = 0;
  for (int32_t i = 0; i < xnd; ++i)
    if (xshape[i] != 1) { od[on] = xshape[i]; os[on] = xstrides[i]; ++on; }
  int32_t oi = 0, oj = 1, ni = 0, nj = 1;
  while (ni < nd && oi < on) {
    int64_t np = shape[ni], op = od[oi];
    while (np != op) {
      if (np < op) {
        if (nj >= nd) return false;
        np *= shape[nj++];
      } else {
        if (oj >= on) return false;
        op *= od[oj++];
      }
    }
    for (int32_t k = oi; k < oj - 1; ++k)
      if (os[k] != od[k + 1] * os[k + 1]) return false;
    strides[nj - 1] = os[oj - 1];
    for (int32_t k = nj - 1; k > ni; --k) strides[k - 1] = strides[k] * shape[k];
    ni = nj++;
    oi = oj++;
  }
  const int64_t last = ni > 0 ? strides[ni - 1] : 1;
  for (int32_t k = ni; k < nd; ++k) strides[k] = last;
  return true;
}
}  // namespace

bool reshape_strides(int32_t xnd, const int64_t* xshape, const int64_t* xstrides, int32_t nd,
                     const int64_t* shape, tf_layout order, int64_t* strides) {
  int64_t n = 1;
  for (int32_t i = 0; i < nd; ++i) n *= shape[i];
  if (n == 0) {  // no element is ever addressed
    contiguous_strides(nd, shape, order, strides);
    return true;
  }
  if (order == TF_ROW_MAJOR)
    return reshape_strides_c(xnd, xshape, xstrides, nd, shape, strides);
  // Column-major order: the row-major problem on reversed axes.
  int64_t xs[TF_MAX_RANK] = {}, xt[TF_MAX_RANK] = {}, s[TF_MAX_RANK] = {}, t[TF_MAX_RANK] = {};
  for (int32_t i = 0; i < xnd; ++i) { xs[i] = xshape[xnd - 1 - i]; xt[i] = xstrides[xnd - 1 - i]; }
  for (int32_t i = 0; i < nd; ++i) s[i] = shape[nd - 1 - i];
  if (!reshape_strides_c(xnd, xs, xt, nd, s, t)) return false;
  for (int32_t i = 0; i < nd; ++i) strides[i] = t[nd - 1 - i];
  return true;
}

// ------------------------------------------------------------------- views

Status make_view(const Tensor& base, int32_t nd, const int64_t* shape, const int64_t* strides,
                 char* data, Tensor** out) {
  Tensor* t = tensor_new_borrowed(base.dtype, nd, shape, strides, data);
  if (!t) return fail(TF_ERR_OUT_OF_MEMORY, "out of memory allocating a tensor view header");
  if (base.storage) {
    base.storage->retain();
    t->storage = base.storage;
  }
  *out = t;
  return TF_OK;
}

Status permute_view(const Tensor& x, const int32_t* perm, Tensor** out) {
  TF_TRY(check_perm(x.ndim, perm, "perm"));
  int64_t shape[TF_MAX_RANK], strides[TF_MAX_RANK];
  permuted(x, perm, shape, strides);
  return make_view(x, x.ndim, shape, strides, x.data, out);
}

Status check_reshape(const Tensor& x, int32_t nd, const int64_t* shape, int32_t order) {
  int64_t n;
  TF_TRY(check_shape(nd, shape, x.dtype, "shape", &n));
  TF_TRY(check_layout(order, "order"));
  if (n != x.numel()) {
    char a[200], b[200];
    fmt_shape(a, sizeof a, nd, shape);
    fmt_shape(b, sizeof b, x.ndim, x.shape);
    return fail(TF_ERR_SHAPE_MISMATCH,
                "shape: %s has %lld elements, x %s has %lld (a reshape keeps the count)", a,
                (long long)n, b, (long long)x.numel());
  }
  return TF_OK;
}

Status reshape_view(const Tensor& x, int32_t nd, const int64_t* shape, int32_t order,
                    Tensor** out) {
  TF_TRY(check_reshape(x, nd, shape, order));
  int64_t strides[TF_MAX_RANK];
  if (!reshape_strides(x.ndim, x.shape, x.strides, nd, shape, static_cast<tf_layout>(order),
                       strides)) {
    char a[200], b[200];
    fmt_shape(a, sizeof a, nd, shape);
    fmt_shape(b, sizeof b, x.ndim, x.shape);
    return fail(TF_ERR_UNSUPPORTED,
                "x: the strides of x %s do not allow a view of shape %s in %s order; "
                "use tf_reshape (copies) or tf_contiguous first",
                b, a, order == TF_ROW_MAJOR ? "row-major" : "column-major");
  }
  return make_view(x, nd, shape, strides, x.data, out);
}

Status slice_shape(int32_t nd, const int64_t* extents, const int64_t* starts,
                   const int64_t* stops, const int64_t* steps, int64_t* shape) {
  for (int32_t i = 0; i < nd; ++i) {
    const int64_t a = starts[i], b = stops[i], s = steps ? steps[i] : 1, ext = extents[i];
    const int64_t hi = ext < 0 ? INT64_MAX : ext;  // dynamic: checked at run
    if (s < 1)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "steps[%d]: must be >= 1 (negative strides are not supported), got %lld", i,
                  (long long)s);
    if (a < 0 || a > hi)
      return fail(TF_ERR_INVALID_ARGUMENT, "starts[%d]: %lld out of range [0, %lld]", i,
                  (long long)a, (long long)ext);
    if (b < a || b > hi)
      return fail(TF_ERR_INVALID_ARGUMENT, "stops[%d]: %lld out of range [%lld, %lld]", i,
                  (long long)b, (long long)a, (long long)ext);
    shape[i] = b == a ? 0 : (b - a - 1) / s + 1;  // no overflow for huge steps
  }
  return TF_OK;
}

Status slice_geometry(const Tensor& x, const int64_t* starts, const int64_t* stops,
                      const int64_t* steps, int64_t* shape, int64_t* strides, char** data) {
  int64_t off = 0;
  TF_TRY(slice_shape(x.ndim, x.shape, starts, stops, steps, shape));
  for (int32_t i = 0; i < x.ndim; ++i) {
    const int64_t a = starts[i], s = steps ? steps[i] : 1;
    // With two or more elements, (shape - 1) * s < extent: the product fits.
    strides[i] = shape[i] > 1 ? x.strides[i] * s : x.strides[i];
    if (shape[i] > 0) off += a * x.strides[i];
  }
  bool empty = false;
  for (int32_t i = 0; i < x.ndim; ++i) empty |= shape[i] == 0;
  *data = empty ? x.data : x.data + off * (int64_t)x.esize();
  return TF_OK;
}

Status slice_view(const Tensor& x, const int64_t* starts, const int64_t* stops,
                  const int64_t* steps, Tensor** out) {
  int64_t shape[TF_MAX_RANK], strides[TF_MAX_RANK];
  char* data;
  TF_TRY(slice_geometry(x, starts, stops, steps, shape, strides, &data));
  return make_view(x, x.ndim, shape, strides, data, out);
}

// ------------------------------------------------------------------ copies

Status permute(Engine& e, const Tensor& x, const int32_t* perm, Tensor* out,
               Tensor** alloc_out) {
  TF_TRY(check_perm(x.ndim, perm, "perm"));
  Tensor v = x;  // a stack view: no allocation
  permuted(x, perm, v.shape, v.strides);
  v.storage = nullptr;
  v.embedded = false;
  if (out) {
    TF_TRY(check_out(*out, x.dtype, v.ndim, v.shape, "out"));
    TF_TRY(check_writable(*out, "out"));
    TF_TRY(check_no_overlap(*out, "out", x, "x", false));
    TF_TRY(copy_unchecked(e, v, *out));
  } else {
    Tensor* t;
    TF_TRY(e.new_tensor(x.dtype, v.ndim, v.shape, TF_ROW_MAJOR, &t));
    Status st = copy_unchecked(e, v, *t);
    if (st != TF_OK) { tensor_release(t); return st; }
    *alloc_out = t;
  }
  ++e.stats().calls;
  return TF_OK;
}

Status reshape_copy(Engine& e, const Tensor& x, int32_t nd, const int64_t* shape, int32_t order,
                    Tensor** out) {
  TF_TRY(check_reshape(x, nd, shape, order));
  Tensor* t;
  TF_TRY(e.new_tensor(x.dtype, nd, shape, static_cast<tf_layout>(order), &t));
  // t is contiguous in order, so it is also x's shape contiguous in order.
  Tensor flat = *t;
  flat.ndim = x.ndim;
  std::memcpy(flat.shape, x.shape, sizeof(int64_t) * x.ndim);
  contiguous_strides(x.ndim, x.shape, static_cast<tf_layout>(order), flat.strides);
  flat.storage = nullptr;
  flat.embedded = false;
  Status st = copy_unchecked(e, x, flat);
  if (st != TF_OK) { tensor_release(t); return st; }
  ++e.stats().calls;
  *out = t;
  return TF_OK;
}

Status contiguous(Engine& e, const Tensor& x, int32_t layout, Tensor** out) {
  TF_TRY(check_layout(layout, "layout"));
  Tensor* t;
  TF_TRY(e.new_tensor(x.dtype, x.ndim, x.shape, static_cast<tf_layout>(layout), &t));
  Status st = copy_unchecked(e, x, *t);
  if (st != TF_OK) { tensor_release(t); return st; }
  ++e.stats().calls;
  *out = t;
  return TF_OK;
}

Status copy_into(Engine& e, const Tensor& src, Tensor& dst) {
  TF_TRY(check_out(dst, src.dtype, src.ndim, src.shape, "dst"));
  TF_TRY(check_writable(dst, "dst"));
  if (same_view(src, dst)) { ++e.stats().calls; return TF_OK; }
  TF_TRY(check_no_overlap(dst, "dst", src, "src", false));
  TF_TRY(copy_unchecked(e, src, dst));
  ++e.stats().calls;
  return TF_OK;
}

}  // namespace tf
