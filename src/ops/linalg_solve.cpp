// ops/linalg_solve.cpp: linear systems (general, triangular, from an LU
// factorisation), determinant and inverse of stacks of square matrices. A
// row-major A reaches LAPACK as its column-major transpose: the solvers then
// solve with A^T's factors transposed ('T'), det(A^T) = det(A), and the
// inverse of A^T is A^{-1} read row-major.
#include <algorithm>

#include "engine/threads.hpp"
#include "ops/linalg.hpp"
#include "ops/linalg_common.hpp"
#include "providers/lapack.hpp"
#include "providers/small_lu.hpp"

namespace tf {

using namespace la;

namespace {

Status singular(const char* name, const char* routine, int info, const Batch& b, int64_t item) {
  char what[128];
  std::snprintf(what, sizeof what, "matrix is singular: U(%d, %d) of its LU factorisation is 0",
                info - 1, info - 1);
  return numerical(name, what, routine, info, b, item);
}

// The system a x = b: a square a (..., n, n) named aname, b (..., n, r)
// against it and x (NULL: allocated) against b.
Status system_args(const Tensor* a, const char* aname, const Tensor* rhs, const Tensor* x,
                   Batch* bt_out, Mat* A, Mat* B) {
  TF_TRY(matrix_arg(*a, aname, true, bt_out, A));
  const Batch& bt = *bt_out;
  const int64_t n = A->rows;
  TF_TRY(batch_like(*rhs, "b", *a, bt, B));
  if (B->rows != n)
    return fail(TF_ERR_SHAPE_MISMATCH, "b: %lld rows, expected %lld (the order of %s)",
                (long long)B->rows, (long long)n, aname);
  if (x) {
    TF_TRY(check_out(*x, "x", a->dtype, bt, {n, B->cols}));
    TF_TRY(no_overlap(*x, "x", *a, aname));
    TF_TRY(no_overlap(*x, "x", *rhs, "b"));
  }
  return TF_OK;
}

}  // namespace

// ------------------------------------------------------------------ solve
Status solve(Engine& e, const Tensor* a, const Tensor* rhs, Tensor* x, Tensor** alloc_x) {
  Batch bt;
  Mat A, B;
  TF_TRY(system_args(a, "a", rhs, x, &bt, &A, &B));
  const int64_t n = A.rows;
  const DType dt = a->dtype;
  const int64_t r = B.cols;
  const bool trans = use_transpose(A);
  const std::size_t es = dtype_size(dt), cnt = (std::size_t)bt.count;
  const std::size_t opiv = al64(es * n * n), ox = opiv + al64(sizeof(int) * n),
                    total = ox + al64(es * cnt * n * r);
  // Small systems work in a stack buffer (no pool round trip).
  alignas(64) char local[4096];
  Scratch sc;
  char* base = local;
  if (total > sizeof local) {
    TF_TRY(sc.get(e, total, "solve"));
    base = sc.p();
  }
  if (n > 0 && r > 0 && bt.count > 0) {
    TF_TRY(dispatch(dt, [&](auto t) -> Status {
      using T = decltype(t);
      T* w = reinterpret_cast<T*>(base);
      int* ipiv = reinterpret_cast<int*>(base + opiv);
      if (n <= small_lu::kMaxN) {
        // Own kernels: LAPACK's pivots and INFO, and its messages (the
        // routine LAPACK would have reported), without the call overhead.
        const small_lu::Kernel<T>& k = small_lu::kernel<T>();
        for (int64_t item = 0; item < bt.count; ++item) {
          T* xs = reinterpret_cast<T*>(base + ox) + item * n * r;
          int64_t bi, bj;
          const T* sa = reinterpret_cast<const T*>(a->data) + item_offset(*a, bt, item);
          if (!gather(sa, A, trans, false, w, n, &bi, &bj))
            return non_finite("a", bt, item, bi, bj);
          const T* sb = reinterpret_cast<const T*>(rhs->data) + item_offset(*rhs, bt, item);
          if (!gather(sb, B, false, false, xs, n, &bi, &bj))
            return non_finite("b", bt, item, bi, bj);
          const int info = k.getrf((int)n, w, (int)n, ipiv);
          if (info > 0) return singular("a", trans ? "?getrf" : "?gesv", info, bt, item);
          k.getrs(trans, (int)n, (int)r, w, (int)n, ipiv, xs, (int)n);
        }
        return TF_OK;
      }
      BlasThreads threads(e.lapack_workers(n * n * (n / 1.5 + 2.0 * r)));
      for (int64_t item = 0; item < bt.count; ++item) {
        T* xs = reinterpret_cast<T*>(base + ox) + item * n * r;
        int64_t bi, bj;
        const T* sa = reinterpret_cast<const T*>(a->data) + item_offset(*a, bt, item);
        if (!gather(sa, A, trans, false, w, n, &bi, &bj)) return non_finite("a", bt, item, bi, bj);
        const T* sb = reinterpret_cast<const T*>(rhs->data) + item_offset(*rhs, bt, item);
        if (!gather(sb, B, false, false, xs, n, &bi, &bj)) return non_finite("b", bt, item, bi, bj);
        int info;
        if (!trans) {
          info = lapack::gesv<T>((int)n, (int)r, w, (int)n, ipiv, xs, (int)n);
          if (info < 0) return lapack_arg("?gesv", info);
          if (info > 0) return singular("a", "?gesv", info, bt, item);
        } else {
          info = lapack::getrf<T>((int)n, (int)n, w, (int)n, ipiv);
          if (info < 0) return lapack_arg("?getrf", info);
          if (info > 0) return singular("a", "?getrf", info, bt, item);
          info = lapack::getrs<T>('T', (int)n, (int)r, w, (int)n, ipiv, xs, (int)n);
          if (info < 0) return lapack_arg("?getrs", info);
        }
      }
      return TF_OK;
    }));
  }
  return finish_matrix(e, dt, bt, n, r, base + ox, false, x, alloc_x);
}

// ------------------------------------------------------------------ triangular
Status solve_triangular(Engine& e, const Tensor* a, const Tensor* rhs, bool upper, int32_t op,
                        bool unit, Tensor* x, Tensor** alloc_x) {
  if (op < TF_OP_N || op > TF_OP_C)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "op: unknown tf_op %d (expected TF_OP_N, TF_OP_T or TF_OP_C)", op);
  Batch bt;
  Mat A, B;
  TF_TRY(system_args(a, "a", rhs, x, &bt, &A, &B));
  const int64_t n = A.rows;
  const DType dt = a->dtype;
  const int64_t r = B.cols;
  // A^H of a stored A^T would be conj(stored): not a LAPACK flag, so that
  // one case takes the transposing gather.
  const bool trans = use_transpose(A) && !(op == TF_OP_C && is_complex(dt));
  char uplo = upper != trans ? 'U' : 'L';
  char tr = op == TF_OP_N ? 'N' : (op == TF_OP_T || !is_complex(dt)) ? 'T' : 'C';
  if (trans) tr = tr == 'N' ? 'T' : 'N';
  const std::size_t es = dtype_size(dt), cnt = (std::size_t)bt.count;
  const std::size_t ox = al64(es * n * n), total = ox + al64(es * cnt * n * r);
  Scratch sc;
  TF_TRY(sc.get(e, total, "solve_triangular"));
  if (n > 0 && r > 0 && bt.count > 0) {
    TF_TRY(dispatch(dt, [&](auto t) -> Status {
      using T = decltype(t);
      T* w = reinterpret_cast<T*>(sc.p());
      BlasThreads threads(e.lapack_workers((double)n * n * r));
      for (int64_t item = 0; item < bt.count; ++item) {
        T* xs = reinterpret_cast<T*>(sc.p() + ox) + item * n * r;
        int64_t bi, bj;
        const T* sa = reinterpret_cast<const T*>(a->data) + item_offset(*a, bt, item);
        if (!gather(sa, A, trans, false, w, n, &bi, &bj)) return non_finite("a", bt, item, bi, bj);
        const T* sb = reinterpret_cast<const T*>(rhs->data) + item_offset(*rhs, bt, item);
        if (!gather(sb, B, false, false, xs, n, &bi, &bj)) return non_finite("b", bt, item, bi, bj);
        int info = lapack::trtrs<T>(uplo, tr, unit ? 'U' : 'N', (int)n, (int)r, w, (int)n, xs,
                                    (int)n);
        if (info < 0) return lapack_arg("?trtrs", info);
        if (info > 0) {
          char what[128];
          std::snprintf(what, sizeof what,
                        "triangular matrix is singular: its diagonal element (%d, %d) is 0",
                        info - 1, info - 1);
          return numerical("a", what, "?trtrs", info, bt, item);
        }
      }
      return TF_OK;
    }));
  }
  return finish_matrix(e, dt, bt, n, r, sc.p() + ox, false, x, alloc_x);
}

// ------------------------------------------------------------------ LU solve
Status lu_solve(Engine& e, const Tensor* lu, const int32_t* piv, std::size_t piv_count,
                const Tensor* rhs, Tensor* x, Tensor** alloc_x) {
  Batch bt;
  Mat A, B;
  TF_TRY(system_args(lu, "lu", rhs, x, &bt, &A, &B));
  const int64_t n = A.rows;
  if (piv_count < (std::size_t)(bt.count * n))
    return fail(TF_ERR_INVALID_ARGUMENT,
                "piv_count: %zu, expected at least %lld (batch items x n)", piv_count,
                (long long)(bt.count * n));
  for (int64_t i = 0; i < bt.count * n; ++i)
    if (piv[i] < 0 || piv[i] >= n)
      return fail(TF_ERR_INVALID_ARGUMENT, "piv: piv[%lld] = %d, expected 0 .. %lld",
                  (long long)i, piv[i], (long long)(n - 1));
  const DType dt = lu->dtype;
  const int64_t r = B.cols;
  const std::size_t es = dtype_size(dt), cnt = (std::size_t)bt.count;
  const std::size_t opiv = al64(es * n * n), ox = opiv + al64(sizeof(int) * n),
                    total = ox + al64(es * cnt * n * r);
  Scratch sc;
  TF_TRY(sc.get(e, total, "lu_solve"));
  if (n > 0 && r > 0 && bt.count > 0) {
    TF_TRY(dispatch(dt, [&](auto t) -> Status {
      using T = decltype(t);
      T* w = reinterpret_cast<T*>(sc.p());
      int* ipiv = reinterpret_cast<int*>(sc.p() + opiv);
      BlasThreads threads(e.lapack_workers(2.0 * n * n * r));
      for (int64_t item = 0; item < bt.count; ++item) {
        T* xs = reinterpret_cast<T*>(sc.p() + ox) + item * n * r;
        int64_t bi, bj;
        const T* sa = reinterpret_cast<const T*>(lu->data) + item_offset(*lu, bt, item);
        if (!gather(sa, A, false, false, w, n, &bi, &bj)) return non_finite("lu", bt, item, bi, bj);
        for (int64_t i = 0; i < n; ++i)
          if (w[i + i * n] == T(0)) {
            char what[128];
            std::snprintf(what, sizeof what,
                          "factored matrix is singular: U(%lld, %lld) is 0", (long long)i,
                          (long long)i);
            return numerical("lu", what, "?getrf (as given)", (int)i + 1, bt, item);
          }
        const T* sb = reinterpret_cast<const T*>(rhs->data) + item_offset(*rhs, bt, item);
        if (!gather(sb, B, false, false, xs, n, &bi, &bj)) return non_finite("b", bt, item, bi, bj);
        for (int64_t i = 0; i < n; ++i) ipiv[i] = piv[item * n + i] + 1;
        if (n <= small_lu::kMaxN) {
          small_lu::kernel<T>().getrs(false, (int)n, (int)r, w, (int)n, ipiv, xs, (int)n);
          continue;
        }
        int info = lapack::getrs<T>('N', (int)n, (int)r, w, (int)n, ipiv, xs, (int)n);
        if (info < 0) return lapack_arg("?getrs", info);
      }
      return TF_OK;
    }));
  }
  return finish_matrix(e, dt, bt, n, r, sc.p() + ox, false, x, alloc_x);
}

// ------------------------------------------------------------------ det
Status det(Engine& e, const Tensor* a, Tensor* d, Tensor** alloc_d) {
  Batch bt;
  Mat A;
  TF_TRY(matrix_arg(*a, "a", true, &bt, &A));
  const DType dt = a->dtype;
  const int64_t n = A.rows;
  if (d) {
    TF_TRY(check_out_dims(*d, "d", dt, bt.nb, bt.shape));
    TF_TRY(no_overlap(*d, "d", *a, "a"));
  }
  const bool trans = use_transpose(A);
  const std::size_t es = dtype_size(dt), cnt = (std::size_t)bt.count;
  const std::size_t opiv = al64(es * n * n), od = opiv + al64(sizeof(int) * n),
                    total = od + al64(es * cnt);
  Scratch sc;
  TF_TRY(sc.get(e, total, "det"));
  TF_TRY(dispatch(dt, [&](auto t) -> Status {
    using T = decltype(t);
    T* w = reinterpret_cast<T*>(sc.p());
    int* ipiv = reinterpret_cast<int*>(sc.p() + opiv);
    T* out = reinterpret_cast<T*>(sc.p() + od);
    BlasThreads threads(e.lapack_workers(n * n * n / 1.5));
    for (int64_t item = 0; item < bt.count; ++item) {
      int64_t bi, bj;
      T v(1);
      if (n > 0) {  // (an empty a may have NULL data: no offset from it)
        const T* sa = reinterpret_cast<const T*>(a->data) + item_offset(*a, bt, item);
        if (!gather(sa, A, trans, false, w, n, &bi, &bj)) return non_finite("a", bt, item, bi, bj);
        int info = n <= small_lu::kMaxN ? small_lu::kernel<T>().getrf((int)n, w, (int)n, ipiv)
                                        : lapack::getrf<T>((int)n, (int)n, w, (int)n, ipiv);
        if (info < 0) return lapack_arg("?getrf", info);
        // info > 0: U has a zero on its diagonal and the product is 0.
        for (int64_t i = 0; i < n; ++i) {
          v *= w[i + i * n];
          if (ipiv[i] != i + 1) v = -v;
        }
      }
      out[item] = v;
    }
    return TF_OK;
  }));
  return finish_scalars(e, dt, bt, sc.p() + od, d, alloc_d);
}

// ------------------------------------------------------------------ inverse
Status inv(Engine& e, const Tensor* a, Tensor* x, Tensor** alloc_x) {
  Batch bt;
  Mat A;
  TF_TRY(square_op_args(*a, x, &bt, &A));
  const DType dt = a->dtype;
  const int64_t n = A.rows;
  const bool trans = use_transpose(A);
  const WorkPlan* p;
  TF_TRY(work_plan(e, plan_tag(OpKind::Inv), dt, trans, {n}, [&] {
    return dispatch(dt, [&](auto t) {
      return n == 0 ? lapack::Work{} : lapack::getri_query<decltype(t)>((int)n);
    });
  }, &p));
  const std::size_t es = dtype_size(dt), cnt = (std::size_t)bt.count;
  const std::size_t opiv = 0, owork = al64(sizeof(int) * n), ox = owork + al64(es * p->w.lwork),
                    total = ox + al64(es * cnt * n * n);
  Scratch sc;
  TF_TRY(sc.get(e, total, "inv"));
  if (n > 0 && bt.count > 0) {
    TF_TRY(dispatch(dt, [&](auto t) -> Status {
      using T = decltype(t);
      int* ipiv = reinterpret_cast<int*>(sc.p() + opiv);
      T* work = reinterpret_cast<T*>(sc.p() + owork);
      BlasThreads threads(e.lapack_workers(2.0 * n * n * n));
      for (int64_t item = 0; item < bt.count; ++item) {
        T* w = reinterpret_cast<T*>(sc.p() + ox) + item * n * n;
        int64_t bi, bj;
        const T* sa = reinterpret_cast<const T*>(a->data) + item_offset(*a, bt, item);
        if (!gather(sa, A, trans, false, w, n, &bi, &bj)) return non_finite("a", bt, item, bi, bj);
        int info = lapack::getrf<T>((int)n, (int)n, w, (int)n, ipiv);
        if (info < 0) return lapack_arg("?getrf", info);
        if (info > 0) return singular("a", "?getrf", info, bt, item);
        info = lapack::getri<T>((int)n, w, (int)n, ipiv, work, p->w.lwork);
        if (info < 0) return lapack_arg("?getri", info);
        if (info > 0) return singular("a", "?getri", info, bt, item);
      }
      return TF_OK;
    }));
  }
  return finish_matrix(e, dt, bt, n, n, sc.p() + ox, trans, x, alloc_x);
}

}  // namespace tf
