// bsparse/bsparse_ops.cpp: block-sparse construction (random), conversion
// to and from dense, layout (permute, flip, conj) and the linear maps
// (axpby, scale, dot) as flat dense maps over the one block buffer.
#include <cmath>
#include <cstdio>
#include <cstring>

#include "bsparse/bsparse.hpp"
#include "core/shape.hpp"
#include "ops/elementwise.hpp"
#include "ops/reduce.hpp"
#include "ops/strided.hpp"
#include "providers/copy.hpp"

namespace tf {

// ------------------------------------------------------------------ random

Status bs_fill_random(BsTensor& t, uint64_t seed) {
  uint64_t s = seed;
  auto next = [&s]() {  // splitmix64 -> [-1, 1)
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (double)(z >> 11) * (2.0 / 9007199254740992.0) - 1.0;
  };
  dispatch(t.dt, [&](auto z) {
    using T = decltype(z);
    T* p = reinterpret_cast<T*>(t.data);
    for (int64_t i = 0; i < t.st->numel; ++i) {
      if constexpr (std::is_same_v<T, c64> || std::is_same_v<T, c128>) {
        double re = next(), im = next();
        p[i] = T((typename T::value_type)re, (typename T::value_type)im);
      } else {
        p[i] = (T)next();
      }
    }
  });
  return TF_OK;
}

// ------------------------------------------------------------- dense views

static void row_major(int32_t n, const int64_t* shape, int64_t* strides) {
  contiguous_strides(n, shape, TF_ROW_MAJOR, strides);
}

// Where block b lies in the dense tensor d (element (0..0) of the block).
static char* dense_at(const BsTensor& t, const Tensor& d, const int32_t* sec) {
  int64_t off = 0;
  for (int32_t i = 0; i < t.nlegs; ++i) off += t.legs[i]->offs[sec[i]] * d.strides[i];
  return d.data + off * (int64_t)t.esize();
}

static Status check_dense(const BsTensor& t, const Tensor& d, const char* what) {
  int64_t shape[TF_MAX_RANK];
  for (int32_t i = 0; i < t.nlegs; ++i) shape[i] = t.legs[i]->total;
  return check_out(d, t.dt, t.nlegs, shape, what);
}

Status bs_to_dense(Engine& e, const BsTensor& t, Tensor* into, Tensor** alloc) {
  int64_t shape[TF_MAX_RANK];
  for (int32_t i = 0; i < t.nlegs; ++i) shape[i] = t.legs[i]->total;
  Tensor* d = into;
  if (into) {
    TF_TRY(check_dense(t, *into, "dense"));
    TF_TRY(check_writable(*into, "dense"));
    if (t.st->numel && tensors_overlap(*into, bs_flat(t)))
      return fail(TF_ERR_INVALID_ARGUMENT, "dense: shares memory with t");
  } else {
    TF_TRY(e.new_tensor(t.dt, t.nlegs, shape, TF_ROW_MAJOR, &d, "out"));
  }
  const std::size_t es = t.esize();
  alignas(16) static const char zero[16] = {};
  int64_t zs[TF_MAX_RANK] = {};
  strided_copy(es, t.nlegs, shape, zero, zs, d->data, d->strides);
  int64_t bshape[TF_MAX_RANK], bstr[TF_MAX_RANK];
  for (int64_t b = 0; b < t.st->nblocks(); ++b) {
    if (!t.st->size[b]) continue;
    t.block_shape(b, bshape);
    row_major(t.nlegs, bshape, bstr);
    strided_copy(es, t.nlegs, bshape, t.block(b), bstr, dense_at(t, *d, t.st->sectors(b)),
                 d->strides);
  }
  if (alloc) *alloc = d;
  return TF_OK;
}

// The largest |x| over the elements of the sub-block at p (shape, strides),
// and its index (relative).
template <class T>
static void max_abs(int32_t n, const int64_t* shape, const int64_t* strides, const T* p,
                    double* best, int64_t* at, bool* found) {
  int64_t idx[TF_MAX_RANK] = {};
  int64_t total = 1;
  for (int32_t i = 0; i < n; ++i) total *= shape[i];
  for (int64_t k = 0; k < total; ++k) {
    int64_t off = 0;
    for (int32_t i = 0; i < n; ++i) off += idx[i] * strides[i];
    double a = std::abs(p[off]);
    if (!(a <= *best)) {  // NaN counts as violating
      *best = a;
      *found = true;
      for (int32_t i = 0; i < n; ++i) at[i] = idx[i];
    }
    for (int32_t i = n - 1; i >= 0; --i) {
      if (++idx[i] < shape[i]) break;
      idx[i] = 0;
    }
  }
}

Status bs_from_dense(const Tensor& d, double tol, BsTensor& out) {
  TF_TRY(check_dense(out, d, "dense"));
  if (!(tol >= 0)) return fail(TF_ERR_INVALID_ARGUMENT, "tol: %g, expected >= 0", tol);
  if (out.st->numel && tensors_overlap(d, bs_flat(out)))
    return fail(TF_ERR_INVALID_ARGUMENT, "out: shares memory with dense");
  const int32_t n = out.nlegs;
  const Symmetry& sym = out.sym();
  // Every forbidden sector tuple: its largest element.
  double best = tol;
  bool found = false;
  int64_t at[TF_MAX_RANK] = {};
  int32_t sec[TF_MAX_RANK] = {};
  int64_t shape[TF_MAX_RANK], rel[TF_MAX_RANK];
  for (;;) {
    Charge c;
    for (int32_t i = 0; i < n; ++i)
      c = sym.add(c, sym.scaled(out.legs[i]->charges[sec[i]], out.legs[i]->dir));
    if (!(c == out.flux)) {
      for (int32_t i = 0; i < n; ++i) shape[i] = out.legs[i]->dims[sec[i]];
      bool f = false;
      dispatch(out.dt, [&](auto z) {
        using T = decltype(z);
        max_abs<T>(n, shape, d.strides, reinterpret_cast<const T*>(dense_at(out, d, sec)),
                   &best, rel, &f);
      });
      if (f) {
        found = true;
        for (int32_t i = 0; i < n; ++i) at[i] = out.legs[i]->offs[sec[i]] + rel[i];
      }
    }
    int32_t i = n - 1;
    for (; i >= 0; --i) {
      if (++sec[i] < out.legs[i]->ns()) break;
      sec[i] = 0;
    }
    if (i < 0) break;
  }
  if (found) {
    char idx[256];
    shape_text(idx, sizeof idx, n, at);
    char fx[96];
    sym.fmt(out.flux, fx, sizeof fx);
    return fail(TF_ERR_INVALID_ARGUMENT,
                "dense: not symmetric: element %s has |x| = %.17g > tol %g outside the blocks "
                "flux %s allows (the largest such element)",
                idx, best, tol, fx);
  }
  const std::size_t es = out.esize();
  int64_t bstr[TF_MAX_RANK];
  for (int64_t b = 0; b < out.st->nblocks(); ++b) {
    if (!out.st->size[b]) continue;
    out.block_shape(b, shape);
    row_major(n, shape, bstr);
    strided_copy(es, n, shape, dense_at(out, d, out.st->sectors(b)), d.strides, out.block(b),
                 bstr);
  }
  return TF_OK;
}

// ------------------------------------------------------------------ layout

// out (made or into) with the given legs and flux, x's dtype; on success
// *res is the tensor to write.
static Status result_like(Engine& e, const BsTensor& x, const Leg* const* legs,
                          const Charge& flux, BsTensor* into, BsTensor** alloc, BsTensor** res) {
  BsTensor* made = nullptr;
  TF_TRY(bs_result(e, x.dt, x.nlegs, legs, flux, into, &made, res));
  if (alloc) *alloc = made;
  return TF_OK;
}

Status bs_permute(const BsTensor& x, const int32_t* perm, BsTensor* into, Engine& e,
                  BsTensor** alloc) {
  const int32_t n = x.nlegs;
  bool seen[TF_MAX_RANK] = {};
  for (int32_t i = 0; i < n; ++i) {
    if (perm[i] < 0 || perm[i] >= n || seen[perm[i]])
      return fail(TF_ERR_INVALID_ARGUMENT, "perm[%d]: %d, expected a permutation of 0..%d", i,
                  perm[i], n - 1);
    seen[perm[i]] = true;
  }
  const Leg* legs[TF_MAX_RANK];
  for (int32_t i = 0; i < n; ++i) legs[i] = x.legs[perm[i]];
  if (into && into->data == x.data && x.st->numel)
    return fail(TF_ERR_INVALID_ARGUMENT, "out: is x (a permute cannot run in place)");
  BsTensor* out;
  TF_TRY(result_like(e, x, legs, x.flux, into, alloc, &out));
  int64_t xs[TF_MAX_RANK], xstr[TF_MAX_RANK], os[TF_MAX_RANK], ostr[TF_MAX_RANK],
      pstr[TF_MAX_RANK];
  int32_t s[TF_MAX_RANK];
  for (int64_t b = 0; b < x.st->nblocks(); ++b) {
    if (!x.st->size[b]) continue;
    const int32_t* xsec = x.st->sectors(b);
    for (int32_t i = 0; i < n; ++i) s[i] = xsec[perm[i]];
    int64_t ob = out->st->find(s);
    x.block_shape(b, xs);
    row_major(n, xs, xstr);
    for (int32_t i = 0; i < n; ++i) {
      os[i] = xs[perm[i]];
      pstr[i] = xstr[perm[i]];
    }
    row_major(n, os, ostr);
    strided_copy(x.esize(), n, os, x.block(b), pstr, out->block(ob), ostr);
  }
  return TF_OK;
}

// A copy (or conjugate) of x's buffer into out's (same block order).
static Status copy_flat(Engine& e, const BsTensor& x, BsTensor& out, bool conj) {
  Tensor fx = bs_flat(x), fo = bs_flat(out);
  if (!x.st->numel) return TF_OK;
  return unary(e, conj ? Unary::Conj : Unary::Copy, kOne, fx, &fo, nullptr);
}

Status bs_flip(const BsTensor& x, int32_t leg, BsTensor* into, Engine& e, BsTensor** alloc) {
  if (leg < -x.nlegs || leg >= x.nlegs)
    return fail(TF_ERR_INVALID_ARGUMENT, "leg: %d, expected -%d..%d", leg, x.nlegs,
                x.nlegs - 1);
  if (leg < 0) leg += x.nlegs;
  Leg* flipped;
  TF_TRY(leg_reversed(*x.legs[leg], true, &flipped));
  const Leg* legs[TF_MAX_RANK];
  for (int32_t i = 0; i < x.nlegs; ++i) legs[i] = i == leg ? flipped : x.legs[i];
  BsTensor* out;
  Status st = result_like(e, x, legs, x.flux, into, alloc, &out);
  drop_ref(flipped);
  TF_TRY(st);
  return copy_flat(e, x, *out, false);
}

Status bs_conj(const BsTensor& x, BsTensor* into, Engine& e, BsTensor** alloc) {
  const Leg* legs[TF_MAX_RANK] = {};
  Status st = TF_OK;
  for (int32_t i = 0; i < x.nlegs && st == TF_OK; ++i) {
    Leg* l;
    st = leg_reversed(*x.legs[i], false, &l);
    legs[i] = l;
  }
  BsTensor* out = nullptr;
  if (st == TF_OK) st = result_like(e, x, legs, x.sym().neg(x.flux), into, alloc, &out);
  for (int32_t i = 0; i < x.nlegs; ++i) drop_ref(legs[i]);
  TF_TRY(st);
  st = copy_flat(e, x, *out, true);
  if (st != TF_OK && alloc && *alloc) {
    bs_release(*alloc);
    *alloc = nullptr;
  }
  return st;
}

// ----------------------------------------------------------- linear maps

Status bs_axpby(Engine& e, tf_scalar alpha, const BsTensor& x, tf_scalar beta,
                const BsTensor* y, BsTensor* into, BsTensor** alloc) {
  if (y) TF_TRY(bs_check_same(x, "x", *y, "y"));
  BsTensor* out;
  TF_TRY(result_like(e, x, x.legs, x.flux, into, alloc, &out));
  Tensor fx = bs_flat(x), fo = bs_flat(*out);
  if (!x.st->numel) return TF_OK;
  if (!y) return unary(e, Unary::Scale, alpha, fx, &fo, nullptr);
  Tensor fy = bs_flat(*y);
  return binary(e, Binary::Axpby, alpha, beta, fx, fy, &fo, nullptr);
}

Status bs_dot(Engine& e, const BsTensor& x, const BsTensor& y, bool conj_x, tf_scalar* out) {
  TF_TRY(bs_check_same(x, "x", y, "y"));
  Tensor fx = bs_flat(x), fy = bs_flat(y);
  return dot(e, fx, fy, conj_x, out);
}

}  // namespace tf
