// ops/rules_linalg.cpp: VJP and JVP rules of SVD, QR/LQ, eigh, solve,
// solve_triangular, Cholesky, LU, inverse, det and slogdet (and slogdet's
// forward). Each batch item is gathered into column-major scratch, the rule
// runs there with the gemm providers and LAPACK's triangular solvers (one
// thread: a rule never enters a thread pool), and the results are scattered
// into the outputs once every item succeeded. The formulas, the complex
// convention and the broadening are documented in tenferro.h ("Derivatives:
// linear algebra") and docs/autodiff-linalg.md.
#include "ops/rules_linalg.hpp"
#include "providers/gemm_choice.hpp"

#include <algorithm>
#include <cstdio>
#include <limits>

#include "ops/linalg.hpp"
#include "ops/linalg_common.hpp"
#include "providers/gemm_choice.hpp"
#include "providers/lapack.hpp"

namespace tf {

using namespace la;

namespace {

template <class T> using R_t = lapack::real_t<T>;
template <class T> constexpr bool kCx = !std::is_same_v<T, R_t<T>>;
template <class T> inline R_t<T> re(T x) {
  if constexpr (kCx<T>) return x.real(); else return x;
}
template <class T> inline R_t<T> im(T x) {
  if constexpr (kCx<T>) return x.imag(); else return R_t<T>(0);
}
template <class T> inline T cj(T x) { return conj_of(x); }
// i * y for a real y (0 for real T: the imaginary parts of real rules vanish).
template <class T> inline T iy(R_t<T> y) {
  if constexpr (kCx<T>) return T(0, y); else return T(0);
}

// ---------------------------------------------------------------- kernels
// C = alpha op(A) op(B) + beta C on column-major matrices, op in 'N', 'T', 'C';
// op(A) is m x k. The small provider for small work, else BLAS on one thread.
template <class T>
void mm(char ta, char tb, int64_t m, int64_t n, int64_t k, T alpha, const T* A, int64_t lda,
        const T* B, int64_t ldb, T beta, T* C, int64_t ldc) {
  if (m <= 0 || n <= 0) return;
  if (k <= 0) {
    for (int64_t j = 0; j < n; ++j)
      for (int64_t i = 0; i < m; ++i) C[i + j * ldc] = beta == T(0) ? T(0) : beta * C[i + j * ldc];
    return;
  }
  GemmCall g;
  g.m = m;
  g.n = n;
  g.k = k;
  g.a = A;
  g.rsa = ta == 'N' ? 1 : lda;
  g.csa = ta == 'N' ? lda : 1;
  g.b = B;
  g.rsb = tb == 'N' ? 1 : ldb;
  g.csb = tb == 'N' ? ldb : 1;
  g.c = C;
  g.rsc = 1;
  g.csc = ldc;
  g.alpha = tf_scalar{(double)re(alpha), (double)im(alpha)};
  g.beta = tf_scalar{(double)re(beta), (double)im(beta)};
  const bool ca = kCx<T> && ta == 'C', cb = kCx<T> && tb == 'C';
  const DType dt = dtype_of<T>::value;
  // The calibrated choice (providers/gemm_choice); the own AVX-512 GEMM is
  // not offered here, so a product it would take goes to OpenBLAS.
  if (gemm_choose(dt, m, n, k, false, false) == GemmProvider::Small ||
      !blas_gemm(dt, g, ca, cb, 1))
    small_gemm_kernel(dt, m, n, k, ca, cb, false)(g);
}

// dst (rows x cols, ld rows) = src^H (src is cols x rows, ld cols).
template <class T> void ctrans(const T* src, int64_t rows, int64_t cols, T* dst) {
  for (int64_t j = 0; j < cols; ++j)
    for (int64_t i = 0; i < rows; ++i) dst[i + j * rows] = cj(src[j + i * cols]);
}

// B (rows x k) := B op(Tm)^{-1} for triangular Tm (k x k, uplo), op 'N' or 'C',
// through op(Tm)^H X^H = B^H. tmp holds k * rows. Returns LAPACK's INFO.
template <class T>
int right_solve(char uplo, char op, char diag, int64_t k, const T* Tm, T* B, int64_t rows,
                T* tmp) {
  if (k == 0 || rows == 0) return 0;
  ctrans(B, k, rows, tmp);
  int info = lapack::trtrs<T>(uplo, op == 'N' ? 'C' : 'N', diag, (int)k, (int)rows, Tm, (int)k,
                              tmp, (int)k);
  if (info == 0) ctrans(tmp, rows, k, B);
  return info;
}

// The broadened reciprocal x / (x^2 + eta) (0 at x = 0).
template <class R> inline R brk(R x, R eta) { return x == R(0) ? R(0) : x / (x * x + eta); }

// Hermitian matrix (n x n) from the lower triangle of d: what a function that
// reads only a's lower triangle (and the real part of its diagonal) sees.
template <class T> void herm_from_lower(const T* d, int64_t n, T* h) {
  for (int64_t j = 0; j < n; ++j) {
    h[j + j * n] = T(re(d[j + j * n]));
    for (int64_t i = j + 1; i < n; ++i) {
      h[i + j * n] = d[i + j * n];
      h[j + i * n] = cj(d[i + j * n]);
    }
  }
}

// The adjoint of herm_from_lower: g (n x n, a cotangent of the Hermitian
// matrix) onto the lower triangle; the strict upper triangle is 0.
template <class T> void lower_from_herm(const T* g, int64_t n, T* out) {
  for (int64_t j = 0; j < n; ++j) {
    out[j + j * n] = T(re(g[j + j * n]));
    for (int64_t i = j + 1; i < n; ++i) {
      out[i + j * n] = g[i + j * n] + cj(g[j + i * n]);
      out[j + i * n] = T(0);
    }
  }
}

// ---------------------------------------------------------------- frame
// Bump allocation in one scratch block: a first pass with base == nullptr
// only measures.
struct Arena {
  char* base = nullptr;
  std::size_t off = 0;
  template <class X> X* take(int64_t n) {
    X* p = base ? reinterpret_cast<X*>(base + off) : nullptr;
    off += al64(sizeof(X) * (std::size_t)std::max<int64_t>(n, 1));
    return p;
  }
};

// An output of a rule: dtype and trailing shape (after the batch axes).
struct OutDesc {
  DType dt;
  int32_t nt;  // 0 (scalar per item), 1 or 2 trailing axes
  int64_t t0, t1;
};

bool wanted(const RuleArgs& r, int i) { return r.out[i] || r.alloc[i]; }

// Checks the _into outputs (dtype, shape, no overlap with any input or with
// each other).
Status check_outs(const RuleArgs& r, const LaSig& sig, const Batch& bt, const OutDesc* d) {
  for (int i = 0; i < sig.nout; ++i) {
    const Tensor* o = r.out[i];
    if (!o) continue;
    const int64_t tr[2] = {d[i].t0, d[i].t1};
    int64_t want[TF_MAX_RANK];
    int32_t k = 0;
    for (int32_t j = 0; j < bt.nb; ++j) want[k++] = bt.shape[j];
    for (int32_t j = 0; j < d[i].nt; ++j) want[k++] = tr[j];
    const char* name = sig.out[i].s;
    TF_TRY(check_out_dims(*o, name, d[i].dt, k, want));
    for (int j = 0; j < sig.nin; ++j)
      if (r.in[j]) TF_TRY(no_overlap(*o, name, *r.in[j], sig.in[j].s));
    for (int j = 0; j < i; ++j)
      if (r.out[j]) TF_TRY(no_overlap(*o, name, *r.out[j], sig.out[j].s));
  }
  return TF_OK;
}

// Writes the staged results (column-major items of t0 x t1, or vectors, or
// one scalar per item) into the _into outputs or newly allocated ones.
// ct[i]: the stage holds the conjugate transpose of output i (t1 x t0).
Status write_outs(Engine& e, const RuleArgs& r, const Batch& bt, const OutDesc* d, int n,
                  void* const* stage, const bool* ct) {
  Allocs al;
  Tensor* dst[4] = {};
  for (int i = 0; i < n; ++i) {
    if (r.out[i]) {
      dst[i] = r.out[i];
    } else if (r.alloc[i]) {
      if (d[i].nt == 2)
        TF_TRY(al.add(e, d[i].dt, bt, {d[i].t0, d[i].t1}, &dst[i]));
      else if (d[i].nt == 1)
        TF_TRY(al.add(e, d[i].dt, bt, {d[i].t0}, &dst[i]));
      else
        TF_TRY(al.add(e, d[i].dt, bt, {}, &dst[i]));
    }
  }
  for (int i = 0; i < n; ++i) {
    if (!dst[i]) continue;
    const Tensor& o = *dst[i];
    const int64_t r0 = d[i].t0, c0 = d[i].t1;
    if (d[i].nt == 2) {
      if (ct[i]) {
        dispatch(d[i].dt, [&](auto t) {
          using T = decltype(t);
          T* s = static_cast<T*>(stage[i]);
          if constexpr (kCx<T>)
            for (int64_t x = 0; x < bt.count * r0 * c0; ++x) s[x] = std::conj(s[x]);
        });
        scatter(o, bt, stage[i], r0 * c0, r0, c0, c0, 1);
      } else {
        scatter(o, bt, stage[i], r0 * c0, r0, c0, 1, r0);
      }
    } else if (d[i].nt == 1) {
      scatter_vec(o, bt, stage[i], r0, r0);
    } else {
      const std::size_t es = o.esize();
      for (int64_t item = 0; item < bt.count; ++item)
        std::memcpy(o.data + item_offset(o, bt, item) * (int64_t)es,
                    static_cast<const char*>(stage[i]) + item * es, es);
    }
  }
  for (int i = 0; i < n; ++i)
    if (!r.out[i] && r.alloc[i]) *r.alloc[i] = dst[i];
  al.committed = true;
  return TF_OK;
}

// ---------------------------------------------------------------- driver
// The scratch of one rule call: the per-item work buffers (take) and, per
// output, the staged results of every item (stage, then write_outs).
struct Items {
  Arena ar;
  int64_t count;  // batch items
  void* staged[4] = {};
  template <class X> X* take(int64_t n) { return ar.take<X>(n); }
  // The stage of output i, per_item elements for each item.
  template <class X> X* stage(int i, int64_t per_item) {
    X* p = ar.take<X>(count * per_item);
    staged[i] = p;
    return p;
  }
  // fn(item) -> Status for every item in order (nothing while measuring).
  template <class F> Status each(F&& fn) {
    if (!ar.base) return TF_OK;
    for (int64_t item = 0; item < count; ++item) TF_TRY(fn(item));
    return TF_OK;
  }
};

// What every rule does once its arguments are valid: checks the _into
// outputs (check_outs; sig.nout outputs od, the names from sig), returns when
// no output is wanted, dispatches on dt, runs body(T{}, Items&) in one pooled
// scratch block and, once every item succeeded, writes the stages to the
// outputs (write_outs; ct[i]: stage i is output i's conjugate transpose,
// nullptr: none is). body carves its buffers with take/stage, then returns
// each(per-item fn); it is called twice, like a carve: the first call only
// measures (null pointers, each runs nothing), the second runs in the
// scratch (sig.name names it in an out-of-memory message).
template <class Body>
Status run_rule(Engine& e, const RuleArgs& r, const LaSig& sig, const Batch& bt, DType dt,
                const OutDesc* od, const bool* ct, Body&& body) {
  const int n = sig.nout;
  TF_TRY(check_outs(r, sig, bt, od));
  bool any = false;
  for (int i = 0; i < n; ++i) any = any || wanted(r, i);
  if (!any) return TF_OK;
  return dispatch(dt, [&](auto t0) -> Status {
    Items it{Arena{}, bt.count};
    TF_TRY(body(t0, it));
    Scratch sc;
    TF_TRY(sc.get(e, it.ar.off, sig.name.s));
    it.ar = Arena{sc.p(), 0};
    TF_TRY(body(t0, it));
    const bool none[4] = {};
    return write_outs(e, r, bt, od, n, it.staged, ct ? ct : none);
  });
}

// Item `item` of the matrix stack t into dst, column-major (ld = its rows);
// ct: its conjugate transpose.
template <class T>
Status load(const Tensor* t, const char* name, const Batch& bt, int64_t item, bool ct, T* dst,
            bool trans_only = false) {
  Mat M;
  M.rows = t->shape[t->ndim - 2];
  M.cols = t->shape[t->ndim - 1];
  M.rs = t->strides[t->ndim - 2];
  M.cs = t->strides[t->ndim - 1];
  const bool tr = ct || trans_only;
  const T* src = reinterpret_cast<const T*>(t->data) + item_offset(*t, bt, item);
  int64_t bi = 0, bj = 0;
  const int64_t ld = std::max<int64_t>(1, tr ? M.cols : M.rows);
  if (M.rows > 0 && M.cols > 0 && !gather(src, M, tr, ct, dst, ld, &bi, &bj))
    return non_finite(name, bt, item, bi, bj);
  return TF_OK;
}

// Item `item` of a stack of vectors (len > 0 with a last axis) or of scalars
// (vec false) into dst.
template <class X>
Status loadv(const Tensor* t, const char* name, const Batch& bt, int64_t item, int64_t len,
             bool vec, X* dst) {
  const X* src = reinterpret_cast<const X*>(t->data) + item_offset(*t, bt, item);
  const int64_t st = vec ? t->strides[t->ndim - 1] : 0;
  for (int64_t i = 0; i < len; ++i) {
    dst[i] = src[i * st];
    if (!finite(dst[i])) return non_finite(name, bt, item, i, 0);
  }
  return TF_OK;
}

Status check_mat(const Tensor* t, const char* name, DType dt, const Batch& bt, int64_t r,
                 int64_t c) {
  return check_out(*t, name, dt, bt, {r, c});
}

Status tri_singular(const char* name, int info, const Batch& bt, int64_t item,
                    const char* why) {
  char what[160];
  std::snprintf(what, sizeof what, "diagonal element %d is 0: %s", info - 1, why);
  return numerical(name, what, "?trtrs", info, bt, item);
}

Status lu_singular(const char* name, int info, const Batch& bt, int64_t item) {
  char what[128];
  std::snprintf(what, sizeof what,
                "matrix is singular: U(%d, %d) of its LU factorisation is 0", info - 1,
                info - 1);
  return numerical(name, what, "?getrf", info, bt, item);
}

// ---------------------------------------------------------------- SVD
// The coupling of the kept and discarded subspaces of a truncated SVD: solves
// X S = CX + Ap Y, Y S = CY + Ap^H X (Ap = a - u s vh, the discarded part)
// by Gauss-Seidel sweeps (converging as s_{k+1} / s_k per sweep); without
// truncation Ap = 0 and it is one scaling. The operator is self-adjoint, so
// the JVP and the VJP use the same solve. X, Y hold CX, CY on entry.
template <class T>
void svd_couple(bool trunc, int64_t m, int64_t n, int64_t k, const T* Ap, const R_t<T>* sinv,
                T* X, T* Y, T* CX, T* CY) {
  using R = R_t<T>;
  auto scale = [&](T* Z, int64_t rows) {
    for (int64_t j = 0; j < k; ++j)
      for (int64_t i = 0; i < rows; ++i) Z[i + j * rows] *= sinv[j];
  };
  if (!trunc) {
    scale(X, m);
    scale(Y, n);
    return;
  }
  std::copy(X, X + m * k, CX);  // the right-hand sides
  std::copy(Y, Y + n * k, CY);
  T* Xo = CX + m * k;  // the previous sweep
  T* Yo = CY + n * k;
  scale(X, m);
  const R tol = 8 * std::numeric_limits<R>::epsilon();
  for (int it = 0; it < 2000; ++it) {
    std::copy(Y, Y + n * k, Yo);
    std::copy(CY, CY + n * k, Y);
    mm<T>('C', 'N', n, k, m, T(1), Ap, m, X, m, T(1), Y, n);
    scale(Y, n);
    std::copy(X, X + m * k, Xo);
    std::copy(CX, CX + m * k, X);
    mm<T>('N', 'N', m, k, n, T(1), Ap, m, Y, n, T(1), X, m);
    scale(X, m);
    R diff = 0, norm = 0;
    for (int64_t x = 0; x < n * k; ++x) {
      diff += std::abs(Y[x] - Yo[x]);
      norm += std::abs(Y[x]);
    }
    for (int64_t x = 0; x < m * k; ++x) {
      diff += std::abs(X[x] - Xo[x]);
      norm += std::abs(X[x]);
    }
    if (it > 0 && diff <= tol * norm) break;
  }
}

struct SvdDims {
  Batch bt;
  Mat A;
  DType dt, rd;  // a's dtype, its real dtype
  int64_t m, n, k;
  bool trunc;  // k < min(m, n)
};

// a (..., m, n), u (..., m, k), s (..., k) real, vh (..., k, n), k <= min(m, n).
Status svd_args(const RuleArgs& r, SvdDims* d) {
  const Tensor *a = r.in[0], *u = r.in[1], *s = r.in[2], *vh = r.in[3];
  TF_TRY(matrix_arg(*a, "a", false, &d->bt, &d->A));
  d->m = d->A.rows;
  d->n = d->A.cols;
  Mat U;
  TF_TRY(batch_like(*u, "u", *a, d->bt, &U));
  d->k = U.cols;
  if (U.rows != d->m || d->k > std::min(d->m, d->n))
    return fail(TF_ERR_SHAPE_MISMATCH,
                "u: %lld x %lld, expected %lld x k with k <= min(m, n) = %lld (a is %lld x %lld)",
                (long long)U.rows, (long long)U.cols, (long long)d->m,
                (long long)std::min(d->m, d->n), (long long)d->m, (long long)d->n);
  d->dt = a->dtype;
  d->rd = real_dtype(a->dtype);
  d->trunc = d->k < std::min(d->m, d->n);
  TF_TRY(check_out(*s, "s", d->rd, d->bt, {d->k}));
  TF_TRY(check_mat(vh, "vh", d->dt, d->bt, d->k, d->n));
  return TF_OK;
}


// Loads u, s, vh (as v = vh^H) and, when truncated, ap = a - u s vh; computes
// sinv and the broadening of 1/(s_j^2 - s_i^2).
template <class T>
Status svd_load(const RuleArgs& r, const SvdDims& d, int64_t item, bool trunc, T* A, T* U,
                R_t<T>* S, T* V, T* Ap, R_t<T>* sinv, R_t<T>* eta2) {
  using R = R_t<T>;
  const int64_t m = d.m, n = d.n, k = d.k;
  TF_TRY(load(r.in[1], "u", d.bt, item, false, U));
  TF_TRY(loadv(r.in[2], "s", d.bt, item, k, true, S));
  TF_TRY(load(r.in[3], "vh", d.bt, item, true, V));
  R s0 = 0;
  for (int64_t i = 0; i < k; ++i) s0 = std::max(s0, std::abs(S[i]));
  const R b = (R)r.opts.broadening;
  const R eta1 = (b * s0) * (b * s0);
  *eta2 = eta1;  // 1/(s_j -+ s_i) and 1/s_i share the scale s_max
  for (int64_t i = 0; i < k; ++i) sinv[i] = brk(S[i], eta1);
  if (trunc) {
    // ap = a - (u s) v^H (u s staged in A)
    TF_TRY(load(r.in[0], "a", d.bt, item, false, Ap));
    for (int64_t j = 0; j < k; ++j)
      for (int64_t i = 0; i < m; ++i) A[i + j * m] = U[i + j * m] * S[j];
    mm<T>('N', 'C', m, n, k, T(-1), A, m, V, n, T(1), Ap, m);
  }
  return TF_OK;
}

// The buffers of svd_load and svd_couple (one item at a time), carved once.
template <class T>
struct SvdWork {
  T *A, *Ap, *U, *V, *X, *Y, *CX, *CY;
  R_t<T> *S, *sinv;
  SvdWork(Items& it, const SvdDims& d) {
    const int64_t m = d.m, n = d.n, k = d.k;
    A = it.take<T>(d.trunc ? m * n : 0);
    Ap = it.take<T>(d.trunc ? m * n : 0);
    U = it.take<T>(m * k);
    V = it.take<T>(n * k);
    X = it.take<T>(m * k);
    Y = it.take<T>(n * k);
    CX = it.take<T>(d.trunc ? 2 * m * k : 0);
    CY = it.take<T>(d.trunc ? 2 * n * k : 0);
    S = it.take<R_t<T>>(k);
    sinv = it.take<R_t<T>>(k);
  }
  Status load(const RuleArgs& r, const SvdDims& d, int64_t item, R_t<T>* eta2) {
    return svd_load<T>(r, d, item, d.trunc, A, U, S, V, Ap, sinv, eta2);
  }
  void couple(const SvdDims& d) { svd_couple<T>(d.trunc, d.m, d.n, d.k, Ap, sinv, X, Y, CX, CY); }
};

}  // namespace

Status svd_vjp(Engine& e, const RuleArgs& r) {
  SvdDims d;
  TF_TRY(svd_args(r, &d));
  const DType dt = d.dt;
  const int64_t m = d.m, n = d.n, k = d.k;
  if (r.in[4]) TF_TRY(check_mat(r.in[4], "gu", dt, d.bt, m, k));
  if (r.in[5]) TF_TRY(check_out(*r.in[5], "gs", d.rd, d.bt, {k}));
  if (r.in[6]) TF_TRY(check_mat(r.in[6], "gvh", dt, d.bt, k, n));
  const OutDesc od[1] = {{dt, 2, m, n}};
  const bool hu = r.in[4], hs = r.in[5], hv = r.in[6];
  return run_rule(e, r, la_sig(LaRule::Svd, false), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    SvdWork<T> w(it, d);
    T *U = w.U, *V = w.V, *X = w.X, *Y = w.Y;
    R *S = w.S, *sinv = w.sinv;
    T* gU = it.take<T>(m * k);
    T* gV = it.take<T>(n * k);
    T* J = it.take<T>(k * k);
    T* K = it.take<T>(k * k);
    T* G = it.take<T>(k * k);
    T* T1 = it.take<T>(m * k);
    R* gS = it.take<R>(k);
    T* out = it.stage<T>(0, m * n);
    return it.each([&](int64_t item) -> Status {
      R eta2;
      TF_TRY(w.load(r, d, item, &eta2));
      if (hu) TF_TRY(load(r.in[4], "gu", d.bt, item, false, gU));
      if (hs) TF_TRY(loadv(r.in[5], "gs", d.bt, item, k, true, gS));
      if (hv) TF_TRY(load(r.in[6], "gvh", d.bt, item, true, gV));
      if (hu) mm<T>('C', 'N', k, k, m, T(1), U, m, gU, m, T(0), J, k);
      if (hv) mm<T>('C', 'N', k, k, n, T(1), V, n, gV, n, T(0), K, k);
      for (int64_t j = 0; j < k; ++j)
        for (int64_t i = 0; i < k; ++i) {
          T g(0);
          if (i == j) {
            if (hs) g += T(gS[i]);
            if (hu) g += iy<T>(im(J[i + i * k]) * sinv[i]);
          } else {
            // F (s_j A + s_i B), F = 1/(s_j^2 - s_i^2), A = J - J^H, B = K - K^H,
            // as (A + B)/(2 (s_j - s_i)) + (A - B)/(2 (s_j + s_i)): the first
            // part vanishes for a gauge-invariant loss, the second is regular.
            T av(0), bv(0);
            if (hu) av = J[i + j * k] - cj(J[j + i * k]);
            if (hv) bv = K[i + j * k] - cj(K[j + i * k]);
            g += (R(0.5) * brk(S[j] - S[i], eta2)) * (av + bv) +
                 (R(0.5) * brk(S[j] + S[i], eta2)) * (av - bv);
          }
          G[i + j * k] = g;
        }
      // X = (I - u u^H) gu, Y = (I - v v^H) gv, then the subspace solve.
      const bool px = hu && k < m, py = hv && k < n;
      if (px) {
        std::copy(gU, gU + m * k, X);
        mm<T>('N', 'N', m, k, k, T(-1), U, m, J, k, T(1), X, m);
      } else {
        std::fill(X, X + m * k, T(0));
      }
      if (py) {
        std::copy(gV, gV + n * k, Y);
        mm<T>('N', 'N', n, k, k, T(-1), V, n, K, k, T(1), Y, n);
      } else {
        std::fill(Y, Y + n * k, T(0));
      }
      if (px || py) w.couple(d);
      // da = (u G + X) v^H + u Y^H
      std::copy(X, X + m * k, T1);
      mm<T>('N', 'N', m, k, k, T(1), U, m, G, k, T(1), T1, m);
      T* o = out + item * m * n;
      mm<T>('N', 'C', m, n, k, T(1), T1, m, V, n, T(0), o, m);
      if (px || py) mm<T>('N', 'C', m, n, k, T(1), U, m, Y, n, T(1), o, m);
      if (k == 0) std::fill(o, o + m * n, T(0));
      return TF_OK;
    });
  });
}

Status svd_jvp(Engine& e, const RuleArgs& r) {
  SvdDims d;
  TF_TRY(svd_args(r, &d));
  const DType dt = d.dt;
  const int64_t m = d.m, n = d.n, k = d.k;
  if (r.in[4]) TF_TRY(check_mat(r.in[4], "da", dt, d.bt, m, n));
  const OutDesc od[3] = {{dt, 2, m, k}, {d.rd, 1, k, 0}, {dt, 2, k, n}};
  const bool hd = r.in[4];
  const bool ct[3] = {false, false, true};
  return run_rule(e, r, la_sig(LaRule::Svd, true), d.bt, dt, od, ct,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    SvdWork<T> w(it, d);
    T *U = w.U, *V = w.V, *X = w.X, *Y = w.Y;
    R *S = w.S, *sinv = w.sinv;
    T* dA = it.take<T>(m * n);
    T* P = it.take<T>(k * k);
    T* Om = it.take<T>(k * k);
    T* oU = it.stage<T>(0, m * k);
    R* oS = it.stage<R>(1, k);
    T* oV = it.stage<T>(2, n * k);
    return it.each([&](int64_t item) -> Status {
      T* du = oU + item * m * k;
      T* dv = oV + item * n * k;
      R* ds = oS + item * k;
      if (!hd) {
        std::fill(du, du + m * k, T(0));
        std::fill(dv, dv + n * k, T(0));
        std::fill(ds, ds + k, R(0));
        return TF_OK;
      }
      R eta2;
      TF_TRY(w.load(r, d, item, &eta2));
      TF_TRY(load(r.in[4], "da", d.bt, item, false, dA));
      // X = da v, P = u^H X; Y = da^H u
      mm<T>('N', 'N', m, k, n, T(1), dA, m, V, n, T(0), X, m);
      mm<T>('C', 'N', k, k, m, T(1), U, m, X, m, T(0), P, k);
      mm<T>('C', 'N', n, k, m, T(1), dA, m, U, m, T(0), Y, n);
      for (int64_t i = 0; i < k; ++i) ds[i] = re(P[i + i * k]);
      const bool px = k < m, py = k < n;
      if (px) mm<T>('N', 'N', m, k, k, T(-1), U, m, P, k, T(1), X, m);
      else std::fill(X, X + m * k, T(0));
      if (py) mm<T>('N', 'C', n, k, k, T(-1), V, n, P, k, T(1), Y, n);
      else std::fill(Y, Y + n * k, T(0));
      if (px || py) w.couple(d);
      // du = u Om_u + X
      // Om_u = F (P S + S P^H), Om_v = F (S P + P^H S) off the diagonal, each
      // split as in svd_vjp into a gauge part over s_j - s_i and a regular
      // part over s_j + s_i.
      auto om = [&](int64_t i, int64_t j, R sgn) {
        const T sym = P[i + j * k] + cj(P[j + i * k]), skw = P[i + j * k] - cj(P[j + i * k]);
        return (R(0.5) * brk(S[j] - S[i], eta2)) * sym +
               (sgn * R(0.5) * brk(S[j] + S[i], eta2)) * skw;
      };
      for (int64_t j = 0; j < k; ++j)
        for (int64_t i = 0; i < k; ++i)
          Om[i + j * k] = i == j ? iy<T>(im(P[i + i * k]) * sinv[i]) : om(i, j, R(1));
      std::copy(X, X + m * k, du);
      mm<T>('N', 'N', m, k, k, T(1), U, m, Om, k, T(1), du, m);
      // dv = v Om_v + Y
      for (int64_t j = 0; j < k; ++j)
        for (int64_t i = 0; i < k; ++i) Om[i + j * k] = i == j ? T(0) : om(i, j, R(-1));
      std::copy(Y, Y + n * k, dv);
      mm<T>('N', 'N', n, k, k, T(1), V, n, Om, k, T(1), dv, n);
      return TF_OK;
    });
  });
}

// ---------------------------------------------------------------- QR / LQ
namespace {

// The QR problem a' = q' r' (a' m' x n', k = min): for qr a' = a; for lq
// a' = a^H, q' = q^H, r' = l^H.
struct QrDims {
  Batch bt;
  bool lq;
  int64_t m, n, k;  // of a' (the QR problem)
};

Status qr_args(const RuleArgs& r, QrDims* d) {
  const Tensor* a = r.in[0];
  Mat A;
  TF_TRY(matrix_arg(*a, "a", false, &d->bt, &A));
  d->lq = r.flags[0] != 0;
  const int64_t m = A.rows, n = A.cols, k = std::min(m, n);
  if (!d->lq) {
    TF_TRY(check_mat(r.in[1], "q", a->dtype, d->bt, m, k));
    TF_TRY(check_mat(r.in[2], "r", a->dtype, d->bt, k, n));
    d->m = m;
    d->n = n;
  } else {
    TF_TRY(check_mat(r.in[1], "l", a->dtype, d->bt, m, k));
    TF_TRY(check_mat(r.in[2], "q", a->dtype, d->bt, k, n));
    d->m = n;
    d->n = m;
  }
  d->k = k;
  return TF_OK;
}

// Loads a', q', r' of one item.
template <class T>
Status qr_load(const RuleArgs& r, const QrDims& d, int64_t item, T* A, T* Q, T* Rm) {
  if (!d.lq) {
    TF_TRY(load(r.in[0], "a", d.bt, item, false, A));
    TF_TRY(load(r.in[1], "q", d.bt, item, false, Q));
    TF_TRY(load(r.in[2], "r", d.bt, item, false, Rm));
  } else {
    TF_TRY(load(r.in[0], "a", d.bt, item, true, A));
    TF_TRY(load(r.in[1], "l", d.bt, item, true, Rm));
    TF_TRY(load(r.in[2], "q", d.bt, item, true, Q));
  }
  return TF_OK;
}

const char* kQrWhy = "the QR/LQ derivative needs a of full rank";

}  // namespace

Status qr_vjp(Engine& e, const RuleArgs& r) {
  QrDims d;
  TF_TRY(qr_args(r, &d));
  const DType dt = r.in[0]->dtype;
  const int64_t m = d.m, n = d.n, k = d.k, n2 = n - k;
  const bool lq = d.lq;
  // cotangents: qr {gq (m x k), gr (k x n)}; lq {gl (n x k)... in the caller's shapes}
  const Tensor* gq = lq ? r.in[4] : r.in[3];
  const Tensor* gr = lq ? r.in[3] : r.in[4];
  if (!lq) {
    if (gq) TF_TRY(check_mat(gq, "gq", dt, d.bt, m, k));
    if (gr) TF_TRY(check_mat(gr, "gr", dt, d.bt, k, n));
  } else {
    if (gr) TF_TRY(check_mat(gr, "gl", dt, d.bt, n, k));
    if (gq) TF_TRY(check_mat(gq, "gq", dt, d.bt, k, m));
  }
  const OutDesc od[1] = {{dt, 2, lq ? n : m, lq ? m : n}};
  const bool ct[1] = {lq};
  return run_rule(e, r, la_sig(lq ? LaRule::Lq : LaRule::Qr, false), d.bt, dt, od, ct,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    T* A = it.take<T>(m * n);
    T* Q = it.take<T>(m * k);
    T* Rm = it.take<T>(k * n);
    T* R1 = it.take<T>(k * k);
    T* gQ = it.take<T>(m * k);
    T* gR = it.take<T>(k * n);
    T* M = it.take<T>(k * k);
    T* N = it.take<T>(k * k);
    T* B = it.take<T>(m * k);
    T* tmp = it.take<T>(m * k);
    T* out = it.stage<T>(0, m * n);
    return it.each([&](int64_t item) -> Status {
      TF_TRY(qr_load<T>(r, d, item, A, Q, Rm));
      if (gq) TF_TRY(load(gq, lq ? "gq" : "gq", d.bt, item, lq, gQ));
      else std::fill(gQ, gQ + m * k, T(0));
      if (gr) TF_TRY(load(gr, lq ? "gl" : "gr", d.bt, item, lq, gR));
      else std::fill(gR, gR + k * n, T(0));
      for (int64_t j = 0; j < k; ++j)
        for (int64_t i = 0; i < k; ++i) R1[i + j * k] = i <= j ? Rm[i + j * k] : T(0);
      // gq' = gq + a2 gr2^H
      if (n2 > 0 && gr) mm<T>('N', 'C', m, k, n2, T(1), A + m * k, m, gR + k * k, k, T(1), gQ, m);
      // M = gr1 r1^H - q^H gq'; N = triu(M, 1) + tril(M^H, -1) + Re diag(M)
      mm<T>('N', 'C', k, k, k, T(1), gR, k, R1, k, T(0), M, k);
      mm<T>('C', 'N', k, k, m, T(-1), Q, m, gQ, m, T(1), M, k);
      for (int64_t j = 0; j < k; ++j)
        for (int64_t i = 0; i < k; ++i)
          N[i + j * k] = i < j ? M[i + j * k] : i > j ? cj(M[j + i * k]) : T(re(M[i + i * k]));
      // da1 = (gq' + q N) r1^{-H}, da2 = q gr2
      std::copy(gQ, gQ + m * k, B);
      mm<T>('N', 'N', m, k, k, T(1), Q, m, N, k, T(1), B, m);
      int info = right_solve<T>('U', 'C', 'N', k, R1, B, m, tmp);
      if (info > 0) return tri_singular(lq ? "l" : "r", info, d.bt, item, kQrWhy);
      T* o = out + item * m * n;
      std::copy(B, B + m * k, o);
      if (n2 > 0) mm<T>('N', 'N', m, n2, k, T(1), Q, m, gR + k * k, k, T(0), o + m * k, m);
      return TF_OK;
    });
  });
}

Status qr_jvp(Engine& e, const RuleArgs& r) {
  QrDims d;
  TF_TRY(qr_args(r, &d));
  const DType dt = r.in[0]->dtype;
  const int64_t m = d.m, n = d.n, k = d.k, n2 = n - k;
  const bool lq = d.lq;
  const Tensor* da = r.in[3];
  if (da) TF_TRY(check_mat(da, "da", dt, d.bt, lq ? n : m, lq ? m : n));
  // outputs in the caller's order: qr {dq (m x k), dr (k x n)}; lq {dl (n' x k), dq (k x m')}
  OutDesc od[2];
  if (!lq) {
    od[0] = {dt, 2, m, k};
    od[1] = {dt, 2, k, n};
  } else {
    od[0] = {dt, 2, n, k};
    od[1] = {dt, 2, k, m};
  }
  const bool ct[2] = {lq, lq};
  return run_rule(e, r, la_sig(lq ? LaRule::Lq : LaRule::Qr, true), d.bt, dt, od, ct,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    T* A = it.take<T>(m * n);
    T* Q = it.take<T>(m * k);
    T* Rm = it.take<T>(k * n);
    T* R1 = it.take<T>(k * k);
    T* dA = it.take<T>(m * n);
    T* C = it.take<T>(k * k);
    T* Ps = it.take<T>(k * k);
    T* tmp = it.take<T>(m * k);
    // lq: the outputs are (dl, dq) = (dr'^H, dq'^H)
    T* oQ = it.stage<T>(lq ? 1 : 0, m * k);
    T* oR = it.stage<T>(lq ? 0 : 1, k * n);
    return it.each([&](int64_t item) -> Status {
      T* dQ = oQ + item * m * k;
      T* dR = oR + item * k * n;
      if (!da) {
        std::fill(dQ, dQ + m * k, T(0));
        std::fill(dR, dR + k * n, T(0));
        return TF_OK;
      }
      TF_TRY(qr_load<T>(r, d, item, A, Q, Rm));
      TF_TRY(load(da, "da", d.bt, item, lq, dA));
      for (int64_t j = 0; j < k; ++j)
        for (int64_t i = 0; i < k; ++i) R1[i + j * k] = i <= j ? Rm[i + j * k] : T(0);
      // B = da1 r1^{-1} (into dQ), C = q^H B, Psi = triu(C,1) + tril(C,-1)^H + Re diag C
      std::copy(dA, dA + m * k, dQ);
      int info = right_solve<T>('U', 'N', 'N', k, R1, dQ, m, tmp);
      if (info > 0) return tri_singular(lq ? "l" : "r", info, d.bt, item, kQrWhy);
      mm<T>('C', 'N', k, k, m, T(1), Q, m, dQ, m, T(0), C, k);
      for (int64_t j = 0; j < k; ++j)
        for (int64_t i = 0; i < k; ++i)
          Ps[i + j * k] =
              i < j ? C[i + j * k] + cj(C[j + i * k]) : i == j ? T(re(C[i + i * k])) : T(0);
      // dq = B - q Psi; dr1 = Psi r1; dr2 = q^H da2 + dq^H a2
      mm<T>('N', 'N', m, k, k, T(-1), Q, m, Ps, k, T(1), dQ, m);
      mm<T>('N', 'N', k, k, k, T(1), Ps, k, R1, k, T(0), dR, k);
      if (n2 > 0) {
        mm<T>('C', 'N', k, n2, m, T(1), Q, m, dA + m * k, m, T(0), dR + k * k, k);
        mm<T>('C', 'N', k, n2, m, T(1), dQ, m, A + m * k, m, T(1), dR + k * k, k);
      }
      return TF_OK;
    });
  });
}

// ---------------------------------------------------------------- eigh
namespace {

struct SqDims {
  Batch bt;
  int64_t n;
};

Status square_arg(const Tensor* a, SqDims* d) {
  Mat A;
  TF_TRY(matrix_arg(*a, "a", true, &d->bt, &A));
  d->n = A.rows;
  return TF_OK;
}


template <class T>
void eigh_eta(const R_t<T>* W, int64_t n, double b, R_t<T>* eta) {
  R_t<T> w0 = 0;
  for (int64_t i = 0; i < n; ++i) w0 = std::max(w0, std::abs(W[i]));
  *eta = (R_t<T>)(b * w0) * (R_t<T>)(b * w0);
}

}  // namespace

Status eigh_vjp(Engine& e, const RuleArgs& r) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const DType dt = r.in[0]->dtype, rd = real_dtype(dt);
  const int64_t n = d.n;
  TF_TRY(check_out(*r.in[1], "w", rd, d.bt, {n}));
  TF_TRY(check_mat(r.in[2], "v", dt, d.bt, n, n));
  if (r.in[3]) TF_TRY(check_out(*r.in[3], "gw", rd, d.bt, {n}));
  if (r.in[4]) TF_TRY(check_mat(r.in[4], "gv", dt, d.bt, n, n));
  const OutDesc od[1] = {{dt, 2, n, n}};
  const bool hw = r.in[3], hv = r.in[4];
  return run_rule(e, r, la_sig(LaRule::Eigh, false), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    T* V = it.take<T>(n * n);
    T* gV = it.take<T>(n * n);
    T* K = it.take<T>(n * n);
    T* G = it.take<T>(n * n);
    T* T1 = it.take<T>(n * n);
    R* W = it.take<R>(n);
    R* gW = it.take<R>(n);
    T* out = it.stage<T>(0, n * n);
    return it.each([&](int64_t item) -> Status {
      TF_TRY(load(r.in[0], "a", d.bt, item, false, G));  // finiteness of a
      TF_TRY(loadv(r.in[1], "w", d.bt, item, n, true, W));
      TF_TRY(load(r.in[2], "v", d.bt, item, false, V));
      if (hw) TF_TRY(loadv(r.in[3], "gw", d.bt, item, n, true, gW));
      if (hv) {
        TF_TRY(load(r.in[4], "gv", d.bt, item, false, gV));
        mm<T>('C', 'N', n, n, n, T(1), V, n, gV, n, T(0), K, n);
      }
      R eta;
      eigh_eta<T>(W, n, r.opts.broadening, &eta);
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
          G[i + j * n] = i == j ? T(hw ? gW[i] : R(0))
                                : hv ? brk(W[j] - W[i], eta) * K[i + j * n] : T(0);
      mm<T>('N', 'N', n, n, n, T(1), V, n, G, n, T(0), T1, n);
      mm<T>('N', 'C', n, n, n, T(1), T1, n, V, n, T(0), G, n);
      lower_from_herm(G, n, out + item * n * n);
      return TF_OK;
    });
  });
}

Status eigh_jvp(Engine& e, const RuleArgs& r) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const DType dt = r.in[0]->dtype, rd = real_dtype(dt);
  const int64_t n = d.n;
  TF_TRY(check_out(*r.in[1], "w", rd, d.bt, {n}));
  TF_TRY(check_mat(r.in[2], "v", dt, d.bt, n, n));
  if (r.in[3]) TF_TRY(check_mat(r.in[3], "da", dt, d.bt, n, n));
  const OutDesc od[2] = {{rd, 1, n, 0}, {dt, 2, n, n}};
  const Tensor* da = r.in[3];
  return run_rule(e, r, la_sig(LaRule::Eigh, true), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    T* V = it.take<T>(n * n);
    T* dA = it.take<T>(n * n);
    T* H = it.take<T>(n * n);
    T* P = it.take<T>(n * n);
    R* W = it.take<R>(n);
    R* oW = it.stage<R>(0, n);
    T* oV = it.stage<T>(1, n * n);
    return it.each([&](int64_t item) -> Status {
      R* dw = oW + item * n;
      T* dv = oV + item * n * n;
      if (!da) {
        std::fill(dw, dw + n, R(0));
        std::fill(dv, dv + n * n, T(0));
        return TF_OK;
      }
      TF_TRY(load(r.in[0], "a", d.bt, item, false, H));
      TF_TRY(loadv(r.in[1], "w", d.bt, item, n, true, W));
      TF_TRY(load(r.in[2], "v", d.bt, item, false, V));
      TF_TRY(load(da, "da", d.bt, item, false, dA));
      herm_from_lower(dA, n, H);
      mm<T>('N', 'N', n, n, n, T(1), H, n, V, n, T(0), dA, n);
      mm<T>('C', 'N', n, n, n, T(1), V, n, dA, n, T(0), P, n);
      R eta;
      eigh_eta<T>(W, n, r.opts.broadening, &eta);
      for (int64_t i = 0; i < n; ++i) dw[i] = re(P[i + i * n]);
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
          P[i + j * n] = i == j ? T(0) : brk(W[j] - W[i], eta) * P[i + j * n];
      mm<T>('N', 'N', n, n, n, T(1), V, n, P, n, T(0), dv, n);
      return TF_OK;
    });
  });
}

// eigvalsh: the eigenvectors from one eigh, then the eigh rule on
// (a, w, v, gw) or (a, w, v, da).
static Status eigvalsh_rule(Engine& e, const RuleArgs& r0, bool vjp) {
  RuleArgs r = r0;
  Tensor *w = nullptr, *v = nullptr;
  TF_TRY(eigh(e, r.in[0], true, nullptr, nullptr, &w, &v));
  struct Drop {
    Tensor *w, *v;
    ~Drop() {
      tensor_release(w);
      tensor_release(v);
    }
  } drop{w, v};
  r.in[3] = r.in[2];
  r.in[2] = v;
  r.in[4] = nullptr;
  if (vjp) return eigh_vjp(e, r);
  r.out[1] = nullptr;
  r.alloc[1] = nullptr;
  return eigh_jvp(e, r);
}

Status eigvalsh_vjp(Engine& e, const RuleArgs& r) { return eigvalsh_rule(e, r, true); }
Status eigvalsh_jvp(Engine& e, const RuleArgs& r) { return eigvalsh_rule(e, r, false); }

// ---------------------------------------------------------------- solve
namespace {

struct SolveDims {
  Batch bt;
  int64_t n, nr;
};

// tri: solve_triangular's, whose op (flags[1]) is checked too.
Status solve_args(const RuleArgs& r, bool tri, SolveDims* d) {
  const Tensor* a = r.in[0];
  Mat A, B;
  TF_TRY(matrix_arg(*a, "a", true, &d->bt, &A));
  d->n = A.rows;
  TF_TRY(batch_like(*r.in[1], "b", *a, d->bt, &B));
  if (B.rows != d->n)
    return fail(TF_ERR_SHAPE_MISMATCH, "b: %lld rows, expected %lld (the order of a)",
                (long long)B.rows, (long long)d->n);
  d->nr = B.cols;
  TF_TRY(check_mat(r.in[2], "x", a->dtype, d->bt, d->n, d->nr));
  const int32_t op = r.flags[1];
  if (tri && (op < TF_OP_N || op > TF_OP_C))
    return fail(TF_ERR_INVALID_ARGUMENT,
                "op: unknown tf_op %d (expected TF_OP_N, TF_OP_T or TF_OP_C)", op);
  return TF_OK;
}


// The effective triangular matrix of solve_triangular: tm = op(a restricted
// to its triangle, unit diagonal if unit), tm's triangle 'U' or 'L'.
template <class T>
Status tri_load(const RuleArgs& r, const Tensor* t, const char* name, const Batch& bt,
                int64_t item, int64_t n, bool mask_unit, T* tm, char* uplo) {
  const int32_t op = r.flags[1];
  TF_TRY(load(t, name, bt, item, op == TF_OP_C, tm, op == TF_OP_T));
  const bool up = (r.flags[0] != 0) != (op != TF_OP_N);
  *uplo = up ? 'U' : 'L';
  const bool unit = r.flags[2] != 0;
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < n; ++i) {
      const bool in = up ? i <= j : i >= j;
      if (!in) tm[i + j * n] = T(0);
      if (i == j && unit) tm[i + j * n] = mask_unit ? T(1) : T(0);
    }
  return TF_OK;
}

}  // namespace

namespace {

// a of solve (tri false: an LU) or of solve_triangular (tri true: its
// effective triangle, see tri_load) for one item at a time.
template <class T>
struct SolveA {
  const RuleArgs& r;
  const SolveDims& d;
  bool tri;
  T* A;
  int* ipiv;
  char uplo = 'L';
  SolveA(Items& it, const RuleArgs& r_, const SolveDims& d_, bool tri_)
      : r(r_), d(d_), tri(tri_), A(it.take<T>(d.n * d.n)), ipiv(it.take<int>(tri ? 0 : d.n)) {}
  // a (factored), b (its finiteness) and x (into X) of one item.
  Status load_item(int64_t item, T* X) {
    const int64_t n = d.n;
    if (tri) TF_TRY(tri_load<T>(r, r.in[0], "a", d.bt, item, n, true, A, &uplo));
    else TF_TRY(load(r.in[0], "a", d.bt, item, false, A));
    TF_TRY(load(r.in[1], "b", d.bt, item, false, X));
    TF_TRY(load(r.in[2], "x", d.bt, item, false, X));
    if (tri) return TF_OK;
    int info = n ? lapack::getrf<T>((int)n, (int)n, A, (int)n, ipiv) : 0;
    if (info > 0) return lu_singular("a", info, d.bt, item);
    return TF_OK;
  }
  // A tangent of a, as a acts (tri: restricted to its triangle).
  Status load_da(const Tensor* da, int64_t item, T* dA) {
    char ul;
    if (tri) return tri_load<T>(r, da, "da", d.bt, item, d.n, false, dA, &ul);
    return load(da, "da", d.bt, item, false, dA);
  }
  // B (n x nr) := op(a)^{-1} B, op 'N' or 'C'.
  Status solve(char op, T* B, int64_t item) {
    const int n = (int)d.n, nr = (int)d.nr;
    if (!n || !nr) return TF_OK;
    if (!tri) {
      lapack::getrs<T>(op, n, nr, A, n, ipiv, B, n);
      return TF_OK;
    }
    int info = lapack::trtrs<T>(uplo, op, 'N', n, nr, A, n, B, n);
    if (info > 0) return tri_singular("a", info, d.bt, item, "a is singular");
    return TF_OK;
  }
};

}  // namespace

// gb = op(a)^{-H} gx, ga = -gb x^H (solve_triangular: restricted to the
// triangle a's op acts on, then as a's gradient through op).
static Status solve_vjp_rule(Engine& e, const RuleArgs& r, bool tri) {
  SolveDims d;
  TF_TRY(solve_args(r, tri, &d));
  const DType dt = r.in[0]->dtype;
  const int64_t n = d.n, nr = d.nr;
  const Tensor* gx = r.in[3];
  if (gx) TF_TRY(check_mat(gx, "gx", dt, d.bt, n, nr));
  const OutDesc od[2] = {{dt, 2, n, n}, {dt, 2, n, nr}};
  const int32_t op = r.flags[1];
  const bool unit = r.flags[2] != 0;
  return run_rule(e, r, la_sig(tri ? LaRule::SolveTri : LaRule::Solve, false), d.bt, dt, od,
                  nullptr, [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    SolveA<T> sa(it, r, d, tri);
    T* X = it.take<T>(n * nr);
    T* gT = it.take<T>(tri ? n * n : 0);
    T* oA = it.stage<T>(0, n * n);
    T* oB = it.stage<T>(1, n * nr);
    return it.each([&](int64_t item) -> Status {
      T* db = oB + item * n * nr;
      T* ga = oA + item * n * n;
      TF_TRY(sa.load_item(item, X));
      if (gx) TF_TRY(load(gx, "gx", d.bt, item, false, db));
      else std::fill(db, db + n * nr, T(0));
      // (solve_triangular: a singular a is reported without gx too)
      if (gx || tri) TF_TRY(sa.solve('C', db, item));
      mm<T>('N', 'C', n, n, nr, T(-1), db, n, X, n, T(0), tri ? gT : ga, n);
      if (!tri) return TF_OK;
      const bool up = sa.uplo == 'U';
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
          if ((up ? i > j : i < j) || (unit && i == j)) gT[i + j * n] = T(0);
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
          ga[i + j * n] = op == TF_OP_N   ? gT[i + j * n]
                          : op == TF_OP_T ? gT[j + i * n]
                                          : cj(gT[j + i * n]);
      return TF_OK;
    });
  });
}

// dx = op(a)^{-1} (db - op(da) x).
static Status solve_jvp_rule(Engine& e, const RuleArgs& r, bool tri) {
  SolveDims d;
  TF_TRY(solve_args(r, tri, &d));
  const DType dt = r.in[0]->dtype;
  const int64_t n = d.n, nr = d.nr;
  const Tensor *da = r.in[3], *dbt = r.in[4];
  if (da) TF_TRY(check_mat(da, "da", dt, d.bt, n, n));
  if (dbt) TF_TRY(check_mat(dbt, "db", dt, d.bt, n, nr));
  const OutDesc od[1] = {{dt, 2, n, nr}};
  return run_rule(e, r, la_sig(tri ? LaRule::SolveTri : LaRule::Solve, true), d.bt, dt, od,
                  nullptr, [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    SolveA<T> sa(it, r, d, tri);
    T* X = it.take<T>(n * nr);
    T* dA = it.take<T>(n * n);
    T* out = it.stage<T>(0, n * nr);
    return it.each([&](int64_t item) -> Status {
      T* dx = out + item * n * nr;
      TF_TRY(sa.load_item(item, X));
      if (dbt) TF_TRY(load(dbt, "db", d.bt, item, false, dx));
      else std::fill(dx, dx + n * nr, T(0));
      if (da) {
        TF_TRY(sa.load_da(da, item, dA));
        mm<T>('N', 'N', n, nr, n, T(-1), dA, n, X, n, T(1), dx, n);
      }
      return sa.solve('N', dx, item);
    });
  });
}

Status solve_vjp(Engine& e, const RuleArgs& r) { return solve_vjp_rule(e, r, false); }
Status solve_jvp(Engine& e, const RuleArgs& r) { return solve_jvp_rule(e, r, false); }
Status solve_triangular_vjp(Engine& e, const RuleArgs& r) { return solve_vjp_rule(e, r, true); }
Status solve_triangular_jvp(Engine& e, const RuleArgs& r) { return solve_jvp_rule(e, r, true); }

// ---------------------------------------------------------------- Cholesky
namespace {
const char* kCholWhy = "l is not the Cholesky factor of a positive-definite matrix";

template <class T> void tril_of(T* L, int64_t n) {
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < j; ++i) L[i + j * n] = T(0);
}
}  // namespace

// vjp: da = lower(l^{-H} Phi(l^H gl) l^{-1}) (as a Hermitian matrix's lower
// triangle); jvp: dl = l Phi(l^{-1} da l^{-H}) with da Hermitian from its
// lower triangle. Phi: the strictly lower part plus half the real diagonal.
static Status cholesky_rule(Engine& e, const RuleArgs& r, bool vjp) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const DType dt = r.in[0]->dtype;
  const int64_t n = d.n;
  TF_TRY(check_mat(r.in[1], "l", dt, d.bt, n, n));
  const Tensor* g = r.in[2];
  const char* gname = vjp ? "gl" : "da";
  if (g) TF_TRY(check_mat(g, gname, dt, d.bt, n, n));
  const OutDesc od[1] = {{dt, 2, n, n}};
  return run_rule(e, r, la_sig(LaRule::Cholesky, !vjp), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    T* L = it.take<T>(n * n);
    T* G = it.take<T>(n * n);
    T* Z = it.take<T>(n * n);
    T* tmp = it.take<T>(n * n);
    T* out = it.stage<T>(0, n * n);
    auto phi = [&] {
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
          Z[i + j * n] = i > j ? Z[i + j * n] : i == j ? T(re(Z[i + i * n]) / 2) : T(0);
    };
    return it.each([&](int64_t item) -> Status {
      T* o = out + item * n * n;
      TF_TRY(load(r.in[0], "a", d.bt, item, false, Z));
      TF_TRY(load(r.in[1], "l", d.bt, item, false, L));
      tril_of(L, n);
      if (!g) {
        std::fill(o, o + n * n, T(0));
        return TF_OK;
      }
      TF_TRY(load(g, gname, d.bt, item, false, G));
      if (vjp) {
        // Z = Phi(l^H gl); then l^{-H} Z l^{-1}
        mm<T>('C', 'N', n, n, n, T(1), L, n, G, n, T(0), Z, n);
        phi();
      } else {
        // Z = l^{-1} da l^{-H}
        herm_from_lower(G, n, Z);
      }
      if (n) {
        int info = lapack::trtrs<T>('L', vjp ? 'C' : 'N', 'N', (int)n, (int)n, L, (int)n, Z,
                                    (int)n);
        if (info > 0) return tri_singular("l", info, d.bt, item, kCholWhy);
        info = right_solve<T>('L', vjp ? 'N' : 'C', 'N', n, L, Z, n, tmp);
        if (info > 0) return tri_singular("l", info, d.bt, item, kCholWhy);
      }
      if (vjp) {
        lower_from_herm(Z, n, o);
      } else {
        phi();
        mm<T>('N', 'N', n, n, n, T(1), L, n, Z, n, T(0), o, n);
      }
      return TF_OK;
    });
  });
}

Status cholesky_vjp(Engine& e, const RuleArgs& r) { return cholesky_rule(e, r, true); }
Status cholesky_jvp(Engine& e, const RuleArgs& r) { return cholesky_rule(e, r, false); }

// ---------------------------------------------------------------- inverse

// Shared by inv_vjp (ct: da = -x^H g x^H) and inv_jvp (dx = -x g x).
static Status inv_rule(Engine& e, const RuleArgs& r, bool vjp) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const DType dt = r.in[0]->dtype;
  const int64_t n = d.n;
  TF_TRY(check_mat(r.in[1], "x", dt, d.bt, n, n));
  const Tensor* g = r.in[2];
  if (g) TF_TRY(check_mat(g, vjp ? "gx" : "da", dt, d.bt, n, n));
  const OutDesc od[1] = {{dt, 2, n, n}};
  return run_rule(e, r, la_sig(LaRule::Inv, !vjp), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    T* X = it.take<T>(n * n);
    T* G = it.take<T>(n * n);
    T* T1 = it.take<T>(n * n);
    T* out = it.stage<T>(0, n * n);
    const char op = vjp ? 'C' : 'N';
    return it.each([&](int64_t item) -> Status {
      T* o = out + item * n * n;
      TF_TRY(load(r.in[0], "a", d.bt, item, false, G));
      TF_TRY(load(r.in[1], "x", d.bt, item, false, X));
      if (!g) {
        std::fill(o, o + n * n, T(0));
        return TF_OK;
      }
      TF_TRY(load(g, vjp ? "gx" : "da", d.bt, item, false, G));
      mm<T>(op, 'N', n, n, n, T(1), X, n, G, n, T(0), T1, n);
      mm<T>('N', op, n, n, n, T(-1), T1, n, X, n, T(0), o, n);
      return TF_OK;
    });
  });
}

Status inv_vjp(Engine& e, const RuleArgs& r) { return inv_rule(e, r, true); }
Status inv_jvp(Engine& e, const RuleArgs& r) { return inv_rule(e, r, false); }

// ---------------------------------------------------------------- det, slogdet
namespace {

// The row interchanges of an LU (0-based ipiv, LAPACK's order) applied to
// a vector: forward (P^T v) or backward (P v).
template <class T> void swap_rows(T* v, int64_t n, int64_t cols, const int* ipiv, bool fwd) {
  for (int64_t s = 0; s < n; ++s) {
    const int64_t i = fwd ? s : n - 1 - s;
    const int64_t p = ipiv[i] - 1;
    if (p != i)
      for (int64_t c = 0; c < cols; ++c) std::swap(v[i + c * n], v[p + c * n]);
  }
}

// adj(a) of the square a (overwritten by its LU factors), into adj; also
// det(a). Rank n - 1: adj = alpha det(P) r (P z)^T from the null vectors of
// U; lower rank: adj = 0.
template <class T>
void adjugate(T* A, int64_t n, int* ipiv, T* adj, T* work, T* det) {
  if (n == 0) {
    *det = T(1);
    return;
  }
  lapack::getrf<T>((int)n, (int)n, A, (int)n, ipiv);
  T dp(1);
  int64_t zeros = 0, kz = -1;
  for (int64_t i = 0; i < n; ++i) {
    if (ipiv[i] - 1 != i) dp = -dp;
    if (A[i + i * n] == T(0)) {
      ++zeros;
      kz = i;
    }
  }
  T du(1);
  for (int64_t i = 0; i < n; ++i) du *= A[i + i * n];
  *det = dp * du;
  std::fill(adj, adj + n * n, T(0));
  if (zeros == 0) {
    for (int64_t i = 0; i < n; ++i) adj[i + i * n] = *det;
    lapack::getrs<T>('N', (int)n, (int)n, A, (int)n, ipiv, adj, (int)n);
    return;
  }
  if (zeros > 1) return;
  const int64_t k = kz;
  T alpha(1);
  for (int64_t i = 0; i < n; ++i)
    if (i != k) alpha *= A[i + i * n];
  // r: U r = 0 with r_k = 1, r_j = 0 (j > k), r_{<k} from U[<k,<k] r = -U[<k,k]
  T* rv = work;
  T* l = work + n;
  std::fill(rv, rv + n, T(0));
  rv[k] = T(1);
  for (int64_t i = 0; i < k; ++i) rv[i] = -A[i + k * n];
  if (k > 0) lapack::trtrs<T>('U', 'N', 'N', (int)k, 1, A, (int)n, rv, (int)k);
  // l: l^T U = 0 with l_k = 1, l_j = 0 (j < k), U[>k,>k]^T l_{>k} = -U[k,>k]^T
  std::fill(l, l + n, T(0));
  l[k] = T(1);
  const int64_t t = n - k - 1;
  for (int64_t j = 0; j < t; ++j) l[k + 1 + j] = -A[k + (k + 1 + j) * n];
  if (t > 0)
    lapack::trtrs<T>('U', 'T', 'N', (int)t, 1, A + (k + 1) + (k + 1) * n, (int)n, l + k + 1,
                     (int)t);
  // z: L^T z = l, then P z
  lapack::trtrs<T>('L', 'T', 'U', (int)n, 1, A, (int)n, l, (int)n);
  swap_rows(l, n, 1, ipiv, false);
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < n; ++i) adj[i + j * n] = alpha * dp * rv[i] * l[j];
}


}  // namespace

// det_vjp: da = gd conj(adj(a))^T; det_jvp: dd = tr(adj(a) da).
static Status det_rule(Engine& e, const RuleArgs& r, bool vjp) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const DType dt = r.in[0]->dtype;
  const int64_t n = d.n;
  TF_TRY(check_out(*r.in[1], "d", dt, d.bt, {}));
  const Tensor* g = r.in[2];
  if (g) {
    if (vjp) TF_TRY(check_out(*g, "gd", dt, d.bt, {}));
    else TF_TRY(check_mat(g, "da", dt, d.bt, n, n));
  }
  OutDesc od[1];
  if (vjp) od[0] = {dt, 2, n, n};
  else od[0] = {dt, 0, 0, 0};
  return run_rule(e, r, la_sig(LaRule::Det, !vjp), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    T* A = it.take<T>(n * n);
    T* Adj = it.take<T>(n * n);
    T* W = it.take<T>(2 * n);
    T* G = it.take<T>(n * n);
    int* ipiv = it.take<int>(n);
    T* out = it.stage<T>(0, (vjp ? n * n : 1));
    return it.each([&](int64_t item) -> Status {
      T dd;
      TF_TRY(load(r.in[0], "a", d.bt, item, false, A));
      TF_TRY(loadv(r.in[1], "d", d.bt, item, 1, false, &dd));
      if (vjp) {
        T* o = out + item * n * n;
        T gd(0);
        if (g) TF_TRY(loadv(g, "gd", d.bt, item, 1, false, &gd));
        adjugate(A, n, ipiv, Adj, W, &dd);
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < n; ++i) o[i + j * n] = gd * cj(Adj[j + i * n]);
      } else {
        T s(0);
        if (g) {
          TF_TRY(load(g, "da", d.bt, item, false, G));
          adjugate(A, n, ipiv, Adj, W, &dd);
          for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) s += Adj[j + i * n] * G[i + j * n];
        }
        out[item] = s;
      }
      return TF_OK;
    });
  });
}

Status det_vjp(Engine& e, const RuleArgs& r) { return det_rule(e, r, true); }
Status det_jvp(Engine& e, const RuleArgs& r) { return det_rule(e, r, false); }

Status slogdet(Engine& e, const Tensor* a, Tensor* sign, Tensor* logabs, Tensor** alloc_sign,
               Tensor** alloc_logabs) {
  SqDims d;
  TF_TRY(square_arg(a, &d));
  const DType dt = a->dtype, rd = real_dtype(dt);
  const int64_t n = d.n;
  RuleArgs r;
  r.in[0] = a;
  r.out[0] = sign;
  r.out[1] = logabs;
  r.alloc[0] = alloc_sign;
  r.alloc[1] = alloc_logabs;
  const OutDesc od[2] = {{dt, 0, 0, 0}, {rd, 0, 0, 0}};
  return run_rule(e, r, la_forward_sig(LaRule::Slogdet), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    T* A = it.take<T>(n * n);
    int* ipiv = it.take<int>(n);
    T* os = it.stage<T>(0, 1);
    R* ol = it.stage<R>(1, 1);
    return it.each([&](int64_t item) -> Status {
      TF_TRY(load(a, "a", d.bt, item, false, A));
      if (n) lapack::getrf<T>((int)n, (int)n, A, (int)n, ipiv);
      T s(1);
      R l(0);
      for (int64_t i = 0; i < n; ++i) {
        if (ipiv[i] - 1 != i) s = -s;
        const T u = A[i + i * n];
        const R au = std::abs(u);
        if (au == R(0)) {
          s = T(0);
          l = -std::numeric_limits<R>::infinity();
          break;
        }
        s *= u / au;
        l += std::log(au);
      }
      os[item] = s;
      ol[item] = l;
      return TF_OK;
    });
  });
}


// vjp: da = c a^{-H}, c = glogabsdet + i Im(conj(sign) gsign); jvp: with
// t = tr(a^{-1} da), dlogabsdet = Re t, dsign = sign i Im t.
static Status slogdet_rule(Engine& e, const RuleArgs& r, bool vjp) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const DType dt = r.in[0]->dtype, rd = real_dtype(dt);
  const int64_t n = d.n;
  TF_TRY(check_out(*r.in[1], "sign", dt, d.bt, {}));
  TF_TRY(check_out(*r.in[2], "logabsdet", rd, d.bt, {}));
  if (vjp) {
    if (r.in[3]) TF_TRY(check_out(*r.in[3], "gsign", dt, d.bt, {}));
    if (r.in[4]) TF_TRY(check_out(*r.in[4], "glogabsdet", rd, d.bt, {}));
  } else if (r.in[3]) {
    TF_TRY(check_mat(r.in[3], "da", dt, d.bt, n, n));
  }
  OutDesc od[2];
  if (vjp) {
    od[0] = {dt, 2, n, n};
  } else {
    od[0] = {dt, 0, 0, 0};
    od[1] = {rd, 0, 0, 0};
  }
  return run_rule(e, r, la_sig(LaRule::Slogdet, !vjp), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    T* A = it.take<T>(n * n);
    T* Ai = it.take<T>(n * n);
    T* G = it.take<T>(n * n);
    int* ipiv = it.take<int>(n);
    T* o1 = it.stage<T>(0, (vjp ? n * n : 1));
    R* o2 = it.stage<R>(1, 1);
    return it.each([&](int64_t item) -> Status {
      T sg;
      R la;
      TF_TRY(load(r.in[0], "a", d.bt, item, false, A));
      // a^{-1} (singular a: log|det| has no derivative)
      int info = n ? lapack::getrf<T>((int)n, (int)n, A, (int)n, ipiv) : 0;
      if (info > 0) return lu_singular("a", info, d.bt, item);
      TF_TRY(loadv(r.in[1], "sign", d.bt, item, 1, false, &sg));
      TF_TRY(loadv(r.in[2], "logabsdet", d.bt, item, 1, false, &la));
      std::fill(Ai, Ai + n * n, T(0));
      for (int64_t i = 0; i < n; ++i) Ai[i + i * n] = T(1);
      if (n) lapack::getrs<T>('N', (int)n, (int)n, A, (int)n, ipiv, Ai, (int)n);
      if (vjp) {
        T gs(0);
        R gl(0);
        if (r.in[3]) TF_TRY(loadv(r.in[3], "gsign", d.bt, item, 1, false, &gs));
        if (r.in[4]) TF_TRY(loadv(r.in[4], "glogabsdet", d.bt, item, 1, false, &gl));
        const T c = T(gl) + iy<T>(im(cj(sg) * gs));
        T* o = o1 + item * n * n;
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < n; ++i) o[i + j * n] = c * cj(Ai[j + i * n]);
      } else {
        T t(0);
        if (r.in[3]) {
          TF_TRY(load(r.in[3], "da", d.bt, item, false, G));
          for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) t += Ai[j + i * n] * G[i + j * n];
        }
        o1[item] = sg * iy<T>(im(t));
        o2[item] = re(t);
      }
      return TF_OK;
    });
  });
}

Status slogdet_vjp(Engine& e, const RuleArgs& r) { return slogdet_rule(e, r, true); }
Status slogdet_jvp(Engine& e, const RuleArgs& r) { return slogdet_rule(e, r, false); }

// ---------------------------------------------------------------- LU
namespace {
const char* kLuWhy = "U is singular: the LU derivative needs an invertible a";

Status lu_piv(const RuleArgs& r, const SqDims& d, int64_t* need) {
  if (!r.piv) return fail(TF_ERR_INVALID_ARGUMENT, "piv: NULL");
  *need = d.bt.count * d.n;
  if ((int64_t)r.piv_count < *need)
    return fail(TF_ERR_INVALID_ARGUMENT, "piv_count: %zu, expected at least %lld", r.piv_count,
                (long long)*need);
  for (int64_t i = 0; i < *need; ++i)
    if (r.piv[i] < 0 || r.piv[i] >= d.n)
      return fail(TF_ERR_INVALID_ARGUMENT, "piv[%lld]: %d, expected 0..%lld", (long long)i,
                  r.piv[i], (long long)d.n - 1);
  return TF_OK;
}
}  // namespace

// lu_vjp: gA = P l^{-H} (tril(l^H gl, -1) + triu(gu u^H)) u^{-H};
// lu_jvp: X = l^{-1} P^T da u^{-1}, dlu = l tril(X, -1) + triu(X) u.
static Status lu_rule(Engine& e, const RuleArgs& r, bool vjp) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const DType dt = r.in[0]->dtype;
  const int64_t n = d.n;
  TF_TRY(check_mat(r.in[1], "lu", dt, d.bt, n, n));
  int64_t need;
  TF_TRY(lu_piv(r, d, &need));
  const Tensor* g = r.in[2];
  if (g) TF_TRY(check_mat(g, vjp ? "glu" : "da", dt, d.bt, n, n));
  const OutDesc od[1] = {{dt, 2, n, n}};
  return run_rule(e, r, la_sig(LaRule::Lu, !vjp), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    T* F = it.take<T>(n * n);
    T* L = it.take<T>(n * n);
    T* U = it.take<T>(n * n);
    T* G = it.take<T>(n * n);
    T* X = it.take<T>(n * n);
    T* Y = it.take<T>(n * n);
    T* tmp = it.take<T>(n * n);
    int* ipiv = it.take<int>(n);
    T* out = it.stage<T>(0, n * n);
    return it.each([&](int64_t item) -> Status {
      T* o = out + item * n * n;
      TF_TRY(load(r.in[0], "a", d.bt, item, false, G));
      TF_TRY(load(r.in[1], "lu", d.bt, item, false, F));
      for (int64_t i = 0; i < n; ++i) ipiv[i] = r.piv[item * n + i] + 1;
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
          L[i + j * n] = i > j ? F[i + j * n] : i == j ? T(1) : T(0);
          U[i + j * n] = i <= j ? F[i + j * n] : T(0);
        }
      if (!g) {
        std::fill(o, o + n * n, T(0));
        return TF_OK;
      }
      TF_TRY(load(g, vjp ? "glu" : "da", d.bt, item, false, G));
      if (n == 0) return TF_OK;
      if (vjp) {
        // X = tril(l^H gl, -1) + triu(gu u^H)
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < n; ++i) {
            Y[i + j * n] = i > j ? G[i + j * n] : T(0);   // gl
            tmp[i + j * n] = i <= j ? G[i + j * n] : T(0);  // gu
          }
        mm<T>('C', 'N', n, n, n, T(1), L, n, Y, n, T(0), X, n);
        mm<T>('N', 'C', n, n, n, T(1), tmp, n, U, n, T(0), Y, n);
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < n; ++i) X[i + j * n] = i > j ? X[i + j * n] : Y[i + j * n];
        lapack::trtrs<T>('L', 'C', 'U', (int)n, (int)n, L, (int)n, X, (int)n);
        int info = right_solve<T>('U', 'C', 'N', n, U, X, n, tmp);
        if (info > 0) return tri_singular("lu", info, d.bt, item, kLuWhy);
        swap_rows(X, n, n, ipiv, false);
        std::copy(X, X + n * n, o);
      } else {
        swap_rows(G, n, n, ipiv, true);
        lapack::trtrs<T>('L', 'N', 'U', (int)n, (int)n, L, (int)n, G, (int)n);
        int info = right_solve<T>('U', 'N', 'N', n, U, G, n, tmp);
        if (info > 0) return tri_singular("lu", info, d.bt, item, kLuWhy);
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < n; ++i) {
            X[i + j * n] = i > j ? G[i + j * n] : T(0);
            Y[i + j * n] = i <= j ? G[i + j * n] : T(0);
          }
        mm<T>('N', 'N', n, n, n, T(1), L, n, X, n, T(0), o, n);
        mm<T>('N', 'N', n, n, n, T(1), Y, n, U, n, T(1), o, n);
      }
      return TF_OK;
    });
  });
}

Status lu_vjp(Engine& e, const RuleArgs& r) { return lu_rule(e, r, true); }
Status lu_jvp(Engine& e, const RuleArgs& r) { return lu_rule(e, r, false); }

}  // namespace tf
