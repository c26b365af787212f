// ops/rules_linalg_driver.hpp: what the linear-algebra derivative rules
// (ops/rules_svd.cpp, rules_eigh.cpp, rules_factor.cpp, rules_solve.cpp)
// share, internal to them: scalar helpers, column-major kernels on one batch
// item, the scratch arena and run_rule, the driver every rule runs in
// (square_rule: run_rule for a function of one square matrix). Each
// batch item is gathered into column-major scratch, the rule runs there with
// the gemm providers and LAPACK's triangular solvers (one thread: a rule
// never enters a thread pool), and the results are scattered into the
// outputs once every item succeeded.
#pragma once
#include <algorithm>
#include <cstring>
#include <initializer_list>
#include <limits>

#include "engine/threads.hpp"
#include "ops/linalg_common.hpp"
#include "ops/rules_linalg.hpp"
#include "providers/gemm_choice.hpp"
#include "providers/lapack.hpp"

namespace tf {
namespace lar {

using namespace la;

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

inline bool wanted(const RuleArgs& r, int i) { return r.out[i] || r.alloc[i]; }

// Checks the _into outputs (dtype, shape, no overlap with any input or with
// each other).
Status check_outs(const RuleArgs& r, const LaSig& sig, const Batch& bt, const OutDesc* d);

// Writes the staged results (column-major items of t0 x t1, or vectors, or
// one scalar per item) into the _into outputs or newly allocated ones.
// ct[i]: the stage holds the conjugate transpose of output i (t1 x t0).
Status write_outs(Engine& e, const RuleArgs& r, const Batch& bt, const OutDesc* d, int n,
                  void* const* stage, const bool* ct);

// ---------------------------------------------------------------- driver
// The scratch of one rule call: the per-item work buffers (take) and, per
// output, the staged results of every item (stage, then write_outs).
struct Items {
  Arena ar;
  int64_t count;  // batch items
  void* staged[4] = {};
  template <class X> X* take(int64_t n) { return ar.take<X>(n); }
  // Several buffers of n elements each: *p = take<X>(n) for every p.
  template <class X> void take_each(int64_t n, std::initializer_list<X**> ps) {
    for (X** p : ps) *p = ar.take<X>(n);
  }
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
  // LAPACK and BLAS on the calling thread only (OpenBLAS's OpenMP build
  // would otherwise take the caller's ICV as its thread count).
  BlasThreads one(1);
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
  int64_t bi = 0, bj = 0;
  const int64_t ld = std::max<int64_t>(1, tr ? M.cols : M.rows);
  if (M.rows == 0 || M.cols == 0) return TF_OK;  // data may be NULL: no offset from it
  const T* src = reinterpret_cast<const T*>(t->data) + item_offset(*t, bt, item);
  if (!gather(src, M, tr, ct, dst, ld, &bi, &bj))
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

// t is a stack of r x c matrices of dtype dt with the batch bt.
Status check_mat(const Tensor* t, const char* name, DType dt, const Batch& bt, int64_t r,
                 int64_t c);
// TF_ERR_NUMERICAL: a zero on the diagonal of triangular `name` (LAPACK's
// info), why: what the rule needed; lu_singular: a zero pivot of a's LU.
Status tri_singular(const char* name, int info, const Batch& bt, int64_t item,
                    const char* why);
Status lu_singular(const char* name, int info, const Batch& bt, int64_t item);

struct SqDims {
  Batch bt;
  DType dt, rd;  // a's dtype, its real dtype
  int64_t n;
};

// a: a stack of square matrices (..., n, n).
Status square_arg(const Tensor* a, SqDims* d);

// The rule (VJP or JVP) of a function of one square a (in[0], ..., n, n)
// with one n x n result `res` (in[1]): the seed (in[2], NULL: 0; grad_res
// for the VJP, t_a for the JVP) and the one output (grad_a or t_<res>) are
// n x n too. check(r, d): the rule's further argument checks, after res's
// (nullptr: none). body(t0, it, n) carves the rule's buffers (Items::take)
// and returns its per-item fn(item, F, G, o) -> int, called with res in F, the seed in G (both n x n
// scratch fn may overwrite) and o, the item's output; without a seed o is 0
// and fn is not called (a and res are still read for their finiteness). fn
// returns LAPACK's INFO of a triangular solve with res: > 0 is TF_ERR_NUMERICAL
// (tri_singular; why: what the rule needed).
template <class Body>
Status square_rule(Engine& e, const RuleArgs& r, LaRule rule, bool vjp, const char* res,
                   const char* grad_res, const char* why,
                   Status (*check)(const RuleArgs&, const SqDims&), Body&& body) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const int64_t n = d.n;
  TF_TRY(check_mat(r.in[1], res, d.dt, d.bt, n, n));
  if (check) TF_TRY(check(r, d));
  const Tensor* g = r.in[2];
  const char* gname = vjp ? grad_res : "t_a";
  if (g) TF_TRY(check_mat(g, gname, d.dt, d.bt, n, n));
  const OutDesc od[1] = {{d.dt, 2, n, n}};
  return run_rule(e, r, la_sig(rule, !vjp), d.bt, d.dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    T* F = it.take<T>(n * n);
    T* G = it.take<T>(n * n);
    T* out = it.stage<T>(0, n * n);
    auto fn = body(t0, it, n);
    return it.each([&](int64_t item) -> Status {
      T* o = out + item * n * n;
      TF_TRY(load(r.in[0], "a", d.bt, item, false, G));
      TF_TRY(load(r.in[1], res, d.bt, item, false, F));
      if (!g) {
        std::fill(o, o + n * n, T(0));
        return TF_OK;
      }
      TF_TRY(load(g, gname, d.bt, item, false, G));
      const int info = fn(item, F, G, o);
      if (info > 0) return tri_singular(res, info, d.bt, item, why);
      return TF_OK;
    });
  });
}

}  // namespace lar
}  // namespace tf
