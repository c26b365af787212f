// ops/linalg_lstsq.cpp: the operations built on an SVD that return no
// factors: least squares (?gelsd), the pseudo-inverse (?gesdd) and the
// matrix norms (Frobenius directly; nuclear and 2-norm from ?gesdd's
// singular values). Every input matrix is gathered column-major into pooled
// scratch in whatever layout it has (these drivers have no transposed form).
#include <algorithm>
#include <limits>

#include "engine/threads.hpp"
#include "ops/linalg.hpp"
#include "ops/linalg_common.hpp"
#include "ops/linalg_kernels.hpp"
#include "ops/rules_linalg_driver.hpp"
#include "providers/lapack.hpp"

namespace tf {

using namespace la;

namespace {

template <class T> using Re = lapack::real_t<T>;

Status read_rcond(double rcond, DType dt, int64_t m, int64_t n, double* out) {
  if (std::isnan(rcond) || std::isinf(rcond))
    return fail(TF_ERR_INVALID_ARGUMENT, "rcond: %g, expected a finite value (< 0: default)",
                rcond);
  *out = rcond < 0 ? default_rcond(dt, m, n) : rcond;
  return TF_OK;
}

}  // namespace

namespace la {
template <class T>
int pinv_kernel(int64_t m, int64_t n, T* a, double rcond, T* x, T* u, T* vt,
                lapack::real_t<T>* s, const lapack::Work& w, T* work, lapack::real_t<T>* rwork,
                int* iwork) {
  using R = lapack::real_t<T>;
  const int64_t k = std::min(m, n);
  const int info = lapack::gesdd<T>((int)m, (int)n, a, (int)m, s, u, (int)m, vt, (int)k, work,
                                    w.lwork, rwork, iwork);
  if (info != 0) return info;
  const R cut = (R)rcond * s[0];
  for (int64_t i = 0; i < k; ++i) {
    const R inv = s[i] > cut && s[i] > R(0) ? R(1) / s[i] : R(0);
    for (int64_t j = 0; j < n; ++j) vt[i + j * k] *= inv;
  }
  // x = v diag(1/s) u^H = (diag(1/s) vt)^H u^H
  lar::mm<T>('C', 'C', n, m, k, T(1), vt, k, u, m, T(0), x, n);
  return 0;
}
#define TF_PINV_INST(T)                                                                   \
  template int pinv_kernel<T>(int64_t, int64_t, T*, double, T*, T*, T*, lapack::real_t<T>*, \
                              const lapack::Work&, T*, lapack::real_t<T>*, int*);
TF_PINV_INST(float)
TF_PINV_INST(double)
TF_PINV_INST(c64)
TF_PINV_INST(c128)
#undef TF_PINV_INST
}  // namespace la

double default_rcond(DType dt, int64_t m, int64_t n) {
  const double eps = real_dtype(dt) == DType::F32 ? (double)std::numeric_limits<float>::epsilon()
                                                  : std::numeric_limits<double>::epsilon();
  return eps * (double)std::max<int64_t>({m, n, 1});
}

// ------------------------------------------------------------------ lstsq
Status lstsq(Engine& e, const Tensor* a, const Tensor* b, double rcond_in, Tensor* x,
             Tensor* res, Tensor** alloc_x, Tensor** alloc_res, int64_t* rank,
             std::size_t rank_count) {
  Batch bt;
  Mat A, B;
  TF_TRY(matrix_arg(*a, "a", false, &bt, &A));
  TF_TRY(batch_like(*b, "b", *a, bt, &B));
  const int64_t m = A.rows, n = A.cols, r = B.cols;
  if (B.rows != m)
    return fail(TF_ERR_SHAPE_MISMATCH, "b: %lld rows, expected %lld (the rows of a)",
                (long long)B.rows, (long long)m);
  const DType dt = a->dtype, rd = real_dtype(dt);
  double rcond = 0;
  TF_TRY(read_rcond(rcond_in, dt, m, n, &rcond));
  if (rank && rank_count < (std::size_t)bt.count)
    return fail(TF_ERR_INVALID_ARGUMENT, "rank_count: %zu, expected at least %lld (batch items)",
                rank_count, (long long)bt.count);
  if (x) {
    TF_TRY(check_out(*x, "x", dt, bt, {n, r}));
    TF_TRY(no_overlap(*x, "x", *a, "a"));
    TF_TRY(no_overlap(*x, "x", *b, "b"));
  }
  if (res) {
    TF_TRY(check_out(*res, "residuals", rd, bt, {r}));
    TF_TRY(no_overlap(*res, "residuals", *a, "a"));
    TF_TRY(no_overlap(*res, "residuals", *b, "b"));
    if (x) TF_TRY(no_overlap(*res, "residuals", *x, "x"));
  }
  const int64_t k = std::min(m, n), ldb = std::max<int64_t>({m, n, 1}), lda = std::max<int64_t>(m, 1);
  const bool run = k > 0 && r > 0;
  const WorkPlan* p = nullptr;
  if (run)
    TF_TRY(work_plan(e, plan_tag(OpKind::Lstsq), dt, 0, {m, n, r}, [&] {
      return dispatch(dt, [&](auto t) { return lapack::gelsd_query<decltype(t)>((int)m, (int)n, (int)r); });
    }, &p));
  const lapack::Work w = p ? p->w : lapack::Work{};
  const std::size_t es = dtype_size(dt), rs = dtype_size(rd), cnt = (std::size_t)bt.count;
  const std::size_t oa = 0, ob = oa + al64(es * lda * n), orb = ob + al64(es * ldb * r),
                    os = orb + al64(es * lda * r), owork = os + al64(rs * (k + 1)),
                    orwork = owork + al64(es * w.lwork), oiwork = orwork + al64(rs * w.lrwork),
                    ox = oiwork + al64(sizeof(int) * w.liwork), ores = ox + al64(es * cnt * n * r),
                    orank = ores + al64(rs * cnt * r), total = orank + al64(sizeof(int64_t) * cnt);
  Scratch sc;
  TF_TRY(sc.get(e, total, "lstsq"));
  char* base = sc.p();
  int64_t* ranks = reinterpret_cast<int64_t*>(base + orank);
  TF_TRY(dispatch(dt, [&](auto t) -> Status {
    using T = decltype(t);
    using R = Re<T>;
    T* wa = reinterpret_cast<T*>(base + oa);
    T* wb = reinterpret_cast<T*>(base + ob);
    T* rb = reinterpret_cast<T*>(base + orb);
    R* s = reinterpret_cast<R*>(base + os);
    BlasThreads threads(e.lapack_workers((double)m * n * (k + r)));
    for (int64_t item = 0; item < bt.count; ++item) {
      T* xs = reinterpret_cast<T*>(base + ox) + item * n * r;
      R* rr = reinterpret_cast<R*>(base + ores) + item * r;
      int64_t bi, bj;
      if (m > 0 && r > 0) {
        const T* sb = reinterpret_cast<const T*>(b->data) + item_offset(*b, bt, item);
        if (!gather(sb, B, false, false, rb, lda, &bi, &bj)) return non_finite("b", bt, item, bi, bj);
      }
      if (m > 0 && n > 0) {
        const T* sa = reinterpret_cast<const T*>(a->data) + item_offset(*a, bt, item);
        if (!gather(sa, A, false, false, wa, lda, &bi, &bj)) return non_finite("a", bt, item, bi, bj);
      }
      int rk = 0;
      if (run) {
        for (int64_t j = 0; j < r; ++j)
          for (int64_t i = 0; i < ldb; ++i) wb[i + j * ldb] = i < m ? rb[i + j * lda] : T(0);
        int info = lapack::gelsd<T>((int)m, (int)n, (int)r, wa, (int)lda, wb, (int)ldb, s, (R)rcond,
                                    &rk, reinterpret_cast<T*>(base + owork), w.lwork,
                                    reinterpret_cast<R*>(base + orwork),
                                    reinterpret_cast<int*>(base + oiwork));
        if (info < 0) return lapack_arg("?gelsd", info);
        if (info > 0)
          return numerical("a", "the SVD of a did not converge", "?gelsd", info, bt, item);
        for (int64_t j = 0; j < r; ++j)
          for (int64_t i = 0; i < n; ++i) xs[i + j * n] = wb[i + j * ldb];
        // residual b - a x from a's original entries (gelsd overwrote wa)
        const T* sa = reinterpret_cast<const T*>(a->data) + item_offset(*a, bt, item);
        gather(sa, A, false, false, wa, lda, &bi, &bj);
        lar::mm<T>('N', 'N', m, r, n, T(-1), wa, lda, xs, n, T(1), rb, lda);
      } else {
        std::fill(xs, xs + n * r, T(0));
      }
      for (int64_t j = 0; j < r; ++j) {
        R acc = 0;
        for (int64_t i = 0; i < m; ++i) acc += std::norm(std::complex<R>(rb[i + j * lda]));
        rr[j] = acc;
      }
      ranks[item] = rk;
    }
    return TF_OK;
  }));
  Allocs al;
  if (!x) TF_TRY(al.add(e, dt, bt, {n, r}, &x));
  if (!res) TF_TRY(al.add(e, rd, bt, {r}, &res));
  ++e.stats().calls;
  scatter(*x, bt, base + ox, n * r, n, r, 1, n);
  scatter_vec(*res, bt, base + ores, r, r);
  if (rank) std::copy(ranks, ranks + bt.count, rank);
  if (alloc_x) *alloc_x = x;
  if (alloc_res) *alloc_res = res;
  al.committed = true;
  return TF_OK;
}

// ------------------------------------------------------------------ pinv
Status pinv(Engine& e, const Tensor* a, double rcond_in, Tensor* x, Tensor** alloc_x) {
  Batch bt;
  Mat A;
  TF_TRY(matrix_arg(*a, "a", false, &bt, &A));
  const int64_t m = A.rows, n = A.cols, k = std::min(m, n);
  const DType dt = a->dtype, rd = real_dtype(dt);
  double rcond = 0;
  TF_TRY(read_rcond(rcond_in, dt, m, n, &rcond));
  if (x) {
    TF_TRY(check_out(*x, "x", dt, bt, {n, m}));
    TF_TRY(no_overlap(*x, "x", *a, "a"));
  }
  const WorkPlan* p = nullptr;
  if (k > 0)
    TF_TRY(work_plan(e, plan_tag(OpKind::Pinv), dt, 0, {m, n}, [&] {
      return dispatch(dt, [&](auto t) { return lapack::gesdd_query<decltype(t)>((int)m, (int)n); });
    }, &p));
  const lapack::Work w = p ? p->w : lapack::Work{};
  const std::size_t es = dtype_size(dt), rs = dtype_size(rd), cnt = (std::size_t)bt.count;
  const std::size_t ou = al64(es * m * n), ovt = ou + al64(es * m * k), os = ovt + al64(es * k * n),
                    owork = os + al64(rs * (k + 1)), orwork = owork + al64(es * w.lwork),
                    oiwork = orwork + al64(rs * w.lrwork), ox = oiwork + al64(sizeof(int) * w.liwork),
                    total = ox + al64(es * cnt * n * m);
  Scratch sc;
  TF_TRY(sc.get(e, total, "pinv"));
  char* base = sc.p();
  TF_TRY(dispatch(dt, [&](auto t) -> Status {
    using T = decltype(t);
    using R = Re<T>;
    T* wa = reinterpret_cast<T*>(base);
    T* u = reinterpret_cast<T*>(base + ou);
    T* vt = reinterpret_cast<T*>(base + ovt);
    R* s = reinterpret_cast<R*>(base + os);
    BlasThreads threads(e.lapack_workers(4.0 * m * n * k));
    for (int64_t item = 0; item < bt.count; ++item) {
      T* xs = reinterpret_cast<T*>(base + ox) + item * n * m;
      if (k == 0) {
        std::fill(xs, xs + n * m, T(0));
        continue;
      }
      int64_t bi, bj;
      const T* sa = reinterpret_cast<const T*>(a->data) + item_offset(*a, bt, item);
      if (!gather(sa, A, false, false, wa, m, &bi, &bj)) return non_finite("a", bt, item, bi, bj);
      const int info = pinv_kernel<T>(m, n, wa, rcond, xs, u, vt, s, w,
                                      reinterpret_cast<T*>(base + owork),
                                      reinterpret_cast<R*>(base + orwork),
                                      reinterpret_cast<int*>(base + oiwork));
      if (info < 0) return lapack_arg("?gesdd", info);
      if (info > 0) return numerical("a", "the SVD of a did not converge", "?gesdd", info, bt, item);
    }
    return TF_OK;
  }));
  return finish_matrix(e, dt, bt, n, m, base + ox, false, x, alloc_x);
}

// ------------------------------------------------------------------ norms
Status check_norm_kind(int32_t kind) {
  if (kind < TF_NORM_FRO || kind > TF_NORM_2)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "kind: unknown tf_matrix_norm_kind %d (expected TF_NORM_FRO, TF_NORM_NUC or "
                "TF_NORM_2)",
                kind);
  return TF_OK;
}

Status matrix_norm(Engine& e, const Tensor* a, int32_t kind, Tensor* out, Tensor** alloc_out) {
  TF_TRY(check_norm_kind(kind));
  Batch bt;
  Mat A;
  TF_TRY(matrix_arg(*a, "a", false, &bt, &A));
  const int64_t m = A.rows, n = A.cols, k = std::min(m, n);
  const DType dt = a->dtype, rd = real_dtype(dt);
  if (out) {
    TF_TRY(check_out_dims(*out, "out", rd, bt.nb, bt.shape));
    TF_TRY(no_overlap(*out, "out", *a, "a"));
  }
  const bool svd = kind != TF_NORM_FRO && k > 0;
  const WorkPlan* p = nullptr;
  if (svd)
    TF_TRY(work_plan(e, plan_tag(OpKind::MatrixNorm), dt, 0, {m, n}, [&] {
      return dispatch(dt, [&](auto t) { return lapack::gesdd_values_query<decltype(t)>((int)m, (int)n); });
    }, &p));
  const lapack::Work w = p ? p->w : lapack::Work{};
  const std::size_t es = dtype_size(dt), rs = dtype_size(rd), cnt = (std::size_t)bt.count;
  const std::size_t os = al64(es * m * n), owork = os + al64(rs * (k + 1)),
                    orwork = owork + al64(es * w.lwork), oiwork = orwork + al64(rs * w.lrwork),
                    oout = oiwork + al64(sizeof(int) * w.liwork), total = oout + al64(rs * cnt);
  // A 2x2 norm works in a stack buffer (no pool round trip).
  alignas(64) char local[2048];
  Scratch sc;
  char* base = local;
  if (total > sizeof local) {
    TF_TRY(sc.get(e, total, "matrix_norm"));
    base = sc.p();
  }
  TF_TRY(dispatch(dt, [&](auto t) -> Status {
    using T = decltype(t);
    using R = Re<T>;
    T* wa = reinterpret_cast<T*>(base);
    R* s = reinterpret_cast<R*>(base + os);
    R* res = reinterpret_cast<R*>(base + oout);
    BlasThreads threads(e.lapack_workers(svd ? 4.0 * m * n * k : 1.0));
    for (int64_t item = 0; item < bt.count; ++item) {
      res[item] = 0;
      if (m == 0 || n == 0) continue;
      int64_t bi, bj;
      const T* sa = reinterpret_cast<const T*>(a->data) + item_offset(*a, bt, item);
      if (!gather(sa, A, false, false, wa, m, &bi, &bj)) return non_finite("a", bt, item, bi, bj);
      if (!svd) {  // scaled sum of squares: no overflow before the square root
        R big = 0;
        for (int64_t i = 0; i < m * n; ++i) big = std::max(big, std::abs(wa[i]));
        if (big == R(0)) continue;
        R acc = 0;
        for (int64_t i = 0; i < m * n; ++i) acc += std::norm(std::complex<R>(wa[i] / big));
        res[item] = big * std::sqrt(acc);
        continue;
      }
      int info = lapack::gesdd_values<T>((int)m, (int)n, wa, (int)m, s,
                                         reinterpret_cast<T*>(base + owork), w.lwork,
                                         reinterpret_cast<R*>(base + orwork),
                                         reinterpret_cast<int*>(base + oiwork));
      if (info < 0) return lapack_arg("?gesdd", info);
      if (info > 0) return numerical("a", "the SVD of a did not converge", "?gesdd", info, bt, item);
      if (kind == TF_NORM_2) {
        res[item] = s[0];
      } else {
        R acc = 0;
        for (int64_t i = 0; i < k; ++i) acc += s[i];
        res[item] = acc;
      }
    }
    return TF_OK;
  }));
  return finish_scalars(e, rd, bt, base + oout, out, alloc_out);
}

}  // namespace tf
