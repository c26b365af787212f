// ops/linalg_factor.cpp: QR, LQ, Hermitian eigensolver, Cholesky and LU of
// stacks of matrices. Row-major inputs reach LAPACK as their column-major
// transpose wherever the transposed problem is as cheap: QR of A is LQ of A^T
// (and back), eigh of A^T = conj(A) is eigh of A after a conjugating gather,
// Cholesky of A^T reads the other triangle.
#include <algorithm>

#include "engine/threads.hpp"
#include "ops/linalg.hpp"
#include "ops/linalg_common.hpp"
#include "providers/lapack.hpp"

namespace tf {

using namespace la;

namespace {

template <class T> T unit_phase(T t) {
  using R = lapack::real_t<T>;
  R a = std::abs(t);
  return a == R(0) ? T(1) : t / a;
}

}  // namespace

// ------------------------------------------------------------------ QR, LQ
Status qr(Engine& e, const Tensor* a, bool lq, bool nonneg, Tensor* o1, Tensor* o2,
          Tensor** alloc1, Tensor** alloc2) {
  Batch b;
  Mat A;
  TF_TRY(matrix_arg(*a, "a", false, &b, &A));
  const DType dt = a->dtype;
  const int64_t m = A.rows, n = A.cols, k = std::min(m, n);
  const char* n1 = lq ? "l" : "q";
  const char* n2 = lq ? "q" : "r";
  if (o1) {
    TF_TRY(check_out(*o1, n1, dt, b, {m, k}));
    TF_TRY(check_out(*o2, n2, dt, b, {k, n}));
    TF_TRY(no_overlap(*o1, n1, *a, "a"));
    TF_TRY(no_overlap(*o2, n2, *a, "a"));
    TF_TRY(no_overlap(*o1, n1, *o2, n2));
  }
  const bool trans = use_transpose(A);
  const int64_t sm = trans ? n : m, sn = trans ? m : n;
  // Kernel on the stored matrix: QR (F1 = Q, F2 = R) or LQ (F1 = L, F2 = Q).
  const bool kqr = lq == trans;
  const WorkPlan* p;
  TF_TRY(work_plan(e, plan_tag(kqr ? OpKind::Qr : OpKind::Lq), dt, trans, {sm, sn}, [&] {
    return dispatch(dt, [&](auto t) {
      using T = decltype(t);
      if (k == 0) return lapack::Work{};
      return kqr ? lapack::geqrf_query<T>((int)sm, (int)sn) : lapack::gelqf_query<T>((int)sm, (int)sn);
    });
  }, &p));
  const std::size_t es = dtype_size(dt), cnt = (std::size_t)b.count;
  const std::size_t oa = 0, otau = al64(es * sm * sn), owork = otau + al64(es * k),
                    of1 = owork + al64(es * p->w.lwork), of2 = of1 + al64(es * cnt * sm * k),
                    total = of2 + al64(es * cnt * k * sn);
  Scratch sc;
  TF_TRY(sc.get(e, total, lq ? "lq" : "qr"));
  if (k > 0 && b.count > 0) {
    TF_TRY(dispatch(dt, [&](auto t) -> Status {
      using T = decltype(t);
      T* w = reinterpret_cast<T*>(sc.p() + oa);
      T* tau = reinterpret_cast<T*>(sc.p() + otau);
      T* work = reinterpret_cast<T*>(sc.p() + owork);
      const int M = (int)sm, N = (int)sn, K = (int)k;
      BlasThreads threads(e.lapack_workers(4.0 * sm * sn * k));
      for (int64_t item = 0; item < b.count; ++item) {
        T* f1 = reinterpret_cast<T*>(sc.p() + of1) + item * sm * k;
        T* f2 = reinterpret_cast<T*>(sc.p() + of2) + item * k * sn;
        int64_t bi, bj;
        const T* src = reinterpret_cast<const T*>(a->data) + item_offset(*a, b, item);
        if (!gather(src, A, trans, false, w, sm, &bi, &bj)) return non_finite("a", b, item, bi, bj);
        int info;
        if (kqr) {
          info = lapack::geqrf<T>(M, N, w, M, tau, work, p->w.lwork);
          if (info < 0) return lapack_arg("?geqrf", info);
          for (int64_t j = 0; j < sn; ++j)
            for (int64_t c = 0; c < k; ++c) f2[c + j * k] = c <= j ? w[c + j * sm] : T(0);
          info = lapack::orgqr<T>(M, K, K, w, M, tau, work, p->w.lwork);
          if (info < 0) return lapack_arg("?orgqr/?ungqr", info);
          std::memcpy(f1, w, sizeof(T) * (std::size_t)(sm * k));
        } else {
          info = lapack::gelqf<T>(M, N, w, M, tau, work, p->w.lwork);
          if (info < 0) return lapack_arg("?gelqf", info);
          for (int64_t c = 0; c < k; ++c)
            for (int64_t i = 0; i < sm; ++i) f1[i + c * sm] = i >= c ? w[i + c * sm] : T(0);
          info = lapack::orglq<T>(K, N, K, w, M, tau, work, p->w.lwork);
          if (info < 0) return lapack_arg("?orglq/?unglq", info);
          for (int64_t j = 0; j < sn; ++j)
            for (int64_t c = 0; c < k; ++c) f2[c + j * k] = w[c + j * sm];
        }
        if (nonneg) {
          // F1 column c and F2 row c scale by phases whose product is 1.
          for (int64_t c = 0; c < k; ++c) {
            T d = unit_phase(kqr ? f2[c + c * k] : f1[c + c * sm]);
            if (d == T(1)) continue;
            T d1 = kqr ? d : conj_of(d), d2 = kqr ? conj_of(d) : d;
            for (int64_t i = 0; i < sm; ++i) f1[i + c * sm] *= d1;
            for (int64_t j = 0; j < sn; ++j) f2[c + j * k] *= d2;
          }
        }
      }
      return TF_OK;
    }));
  }
  Allocs al;
  if (!o1) {
    TF_TRY(al.add(e, dt, b, {m, k}, &o1));
    TF_TRY(al.add(e, dt, b, {k, n}, &o2));
  }
  ++e.stats().calls;
  if (!trans) {
    scatter(*o1, b, sc.p() + of1, sm * k, m, k, 1, sm);
    scatter(*o2, b, sc.p() + of2, k * sn, k, n, 1, k);
  } else {
    scatter(*o1, b, sc.p() + of2, k * sn, m, k, k, 1);
    scatter(*o2, b, sc.p() + of1, sm * k, k, n, sm, 1);
  }
  if (alloc1) {
    *alloc1 = o1;
    *alloc2 = o2;
    al.committed = true;
  }
  return TF_OK;
}

// ------------------------------------------------------------------ eigh
Status eigh(Engine& e, const Tensor* a, bool vectors, Tensor* w, Tensor* v, Tensor** alloc_w,
            Tensor** alloc_v) {
  Batch b;
  Mat A;
  TF_TRY(matrix_arg(*a, "a", true, &b, &A));
  const DType dt = a->dtype, rdt = real_dtype(dt);
  const int64_t n = A.rows;
  if (w) {
    TF_TRY(check_out(*w, "w", rdt, b, {n}));
    TF_TRY(no_overlap(*w, "w", *a, "a"));
    if (vectors) {
      TF_TRY(check_out(*v, "v", dt, b, {n, n}));
      TF_TRY(no_overlap(*v, "v", *a, "a"));
      TF_TRY(no_overlap(*v, "v", *w, "w"));
    }
  }
  const bool trans = use_transpose(A);
  const WorkPlan* p;
  TF_TRY(work_plan(e, plan_tag(OpKind::Eigh), dt, (int64_t)trans | (int64_t)vectors << 1, {n}, [&] {
    return dispatch(dt, [&](auto t) {
      return n == 0 ? lapack::Work{} : lapack::syevd_query<decltype(t)>((int)n, vectors);
    });
  }, &p));
  const std::size_t es = dtype_size(dt), rs = dtype_size(rdt), cnt = (std::size_t)b.count;
  const std::size_t oa = 0, owork = vectors ? 0 : al64(es * n * n),
                    orwork = owork + al64(es * p->w.lwork),
                    oiwork = orwork + al64(rs * p->w.lrwork),
                    ow = oiwork + al64(sizeof(int) * p->w.liwork), ov = ow + al64(rs * cnt * n),
                    total = ov + (vectors ? al64(es * cnt * n * n) : 0);
  Scratch sc;
  TF_TRY(sc.get(e, total, "eigh"));
  if (n > 0 && b.count > 0) {
    TF_TRY(dispatch(dt, [&](auto t) -> Status {
      using T = decltype(t);
      using R = lapack::real_t<T>;
      T* work = reinterpret_cast<T*>(sc.p() + owork);
      R* rwork = reinterpret_cast<R*>(sc.p() + orwork);
      int* iwork = reinterpret_cast<int*>(sc.p() + oiwork);
      BlasThreads threads(e.lapack_workers(5.0 * n * n * n));
      for (int64_t item = 0; item < b.count; ++item) {
        // With vectors, LAPACK overwrites the matrix with them in place.
        T* x = vectors ? reinterpret_cast<T*>(sc.p() + ov) + item * n * n
                       : reinterpret_cast<T*>(sc.p() + oa);
        R* wv = reinterpret_cast<R*>(sc.p() + ow) + item * n;
        const T* src = reinterpret_cast<const T*>(a->data) + item_offset(*a, b, item);
        int64_t bi, bj;
        // A row-major A arrives as A^T; conjugated it is A^H = A, whose lower
        // triangle sits in the stored upper one.
        if (!gather(src, A, trans, trans, x, n, &bi, &bj)) return non_finite("a", b, item, bi, bj);
        int info = lapack::syevd<T>(vectors, trans, (int)n, x, (int)n, wv, work, p->w.lwork,
                                    rwork, p->w.lrwork, iwork, p->w.liwork);
        if (info < 0) return lapack_arg("?syevd/?heevd", info);
        if (info > 0)
          return numerical("a", "eigensolver did not converge", "?syevd/?heevd", info, b, item);
      }
      return TF_OK;
    }));
  }
  Allocs al;
  if (!w) {
    TF_TRY(al.add(e, rdt, b, {n}, &w));
    if (vectors) TF_TRY(al.add(e, dt, b, {n, n}, &v));
  }
  ++e.stats().calls;
  scatter_vec(*w, b, sc.p() + ow, n, n);
  if (vectors) scatter(*v, b, sc.p() + ov, n * n, n, n, 1, n);
  if (alloc_w) {
    *alloc_w = w;
    if (vectors) *alloc_v = v;
    al.committed = true;
  }
  return TF_OK;
}

// ------------------------------------------------------------------ Cholesky
Status cholesky(Engine& e, const Tensor* a, Tensor* l, Tensor** alloc_l) {
  Batch b;
  Mat A;
  TF_TRY(matrix_arg(*a, "a", true, &b, &A));
  const DType dt = a->dtype;
  const int64_t n = A.rows;
  if (l) {
    TF_TRY(check_out(*l, "l", dt, b, {n, n}));
    TF_TRY(no_overlap(*l, "l", *a, "a"));
  }
  const bool trans = use_transpose(A);
  const std::size_t es = dtype_size(dt);
  Scratch sc;
  TF_TRY(sc.get(e, al64(es * (std::size_t)(b.count * n * n)), "cholesky"));
  if (n > 0 && b.count > 0) {
    TF_TRY(dispatch(dt, [&](auto t) -> Status {
      using T = decltype(t);
      BlasThreads threads(e.lapack_workers(n * n * n / 3.0));
      for (int64_t item = 0; item < b.count; ++item) {
        T* x = reinterpret_cast<T*>(sc.p()) + item * n * n;
        const T* src = reinterpret_cast<const T*>(a->data) + item_offset(*a, b, item);
        int64_t bi, bj;
        if (!gather(src, A, trans, false, x, n, &bi, &bj)) return non_finite("a", b, item, bi, bj);
        // Stored A^T: its upper triangle is conj(H)'s, conj(H) = U^H U and
        // L = U^T.
        int info = lapack::potrf<T>(trans ? 'U' : 'L', (int)n, x, (int)n);
        if (info < 0) return lapack_arg("?potrf", info);
        if (info > 0) {
          char what[128];
          std::snprintf(what, sizeof what,
                        "matrix is not positive definite: its leading minor of order %d is not "
                        "positive",
                        info);
          return numerical("a", what, "?potrf", info, b, item);
        }
        for (int64_t j = 0; j < n; ++j)  // clear the triangle LAPACK left alone
          for (int64_t i = 0; i < n; ++i)
            if (trans ? i > j : i < j) x[i + j * n] = T(0);
      }
      return TF_OK;
    }));
  }
  return finish_matrix(e, dt, b, n, n, sc.p(), trans, l, alloc_l);
}

// ------------------------------------------------------------------ LU
Status lu(Engine& e, const Tensor* a, Tensor* out, Tensor** alloc_lu, int32_t* piv,
          std::size_t piv_count) {
  Batch b;
  Mat A;
  TF_TRY(matrix_arg(*a, "a", false, &b, &A));
  const DType dt = a->dtype;
  const int64_t m = A.rows, n = A.cols, k = std::min(m, n);
  if (piv_count < (std::size_t)(b.count * k))
    return fail(TF_ERR_INVALID_ARGUMENT,
                "piv_count: %zu, expected at least %lld (batch items x min(m, n))", piv_count,
                (long long)(b.count * k));
  if (out) {
    TF_TRY(check_out(*out, "lu", dt, b, {m, n}));
    TF_TRY(no_overlap(*out, "lu", *a, "a"));
  }
  const std::size_t es = dtype_size(dt), cnt = (std::size_t)b.count;
  const std::size_t opiv = al64(es * cnt * m * n), total = opiv + al64(sizeof(int) * cnt * k);
  Scratch sc;
  TF_TRY(sc.get(e, total, "lu"));
  int* ipiv = reinterpret_cast<int*>(sc.p() + opiv);
  if (k > 0 && b.count > 0) {
    TF_TRY(dispatch(dt, [&](auto t) -> Status {
      using T = decltype(t);
      BlasThreads threads(e.lapack_workers((double)m * n * k));
      for (int64_t item = 0; item < b.count; ++item) {
        T* x = reinterpret_cast<T*>(sc.p()) + item * m * n;
        const T* src = reinterpret_cast<const T*>(a->data) + item_offset(*a, b, item);
        int64_t bi, bj;
        if (!gather(src, A, false, false, x, m, &bi, &bj)) return non_finite("a", b, item, bi, bj);
        // info > 0 (an exact zero on U's diagonal) still is a valid
        // factorisation: lu_solve, det and inv decide what it means.
        int info = lapack::getrf<T>((int)m, (int)n, x, (int)m, ipiv + item * k);
        if (info < 0) return lapack_arg("?getrf", info);
      }
      return TF_OK;
    }));
  }
  Allocs al;
  if (!out) TF_TRY(al.add(e, dt, b, {m, n}, &out));
  ++e.stats().calls;
  scatter(*out, b, sc.p(), m * n, m, n, 1, m);
  for (int64_t i = 0; i < b.count * k; ++i) piv[i] = ipiv[i] - 1;
  if (alloc_lu) {
    *alloc_lu = out;
    al.committed = true;
  }
  return TF_OK;
}

}  // namespace tf
