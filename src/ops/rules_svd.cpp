// ops/rules_svd.cpp: the VJP and JVP of the (thin or truncated) SVD. The
// formulas, the complex convention and the broadening are documented in
// tenferro.h ("Derivatives: linear algebra") and docs/autodiff-linalg.md.
#include "ops/rules_linalg_driver.hpp"

#include <cmath>

namespace tf {

using namespace lar;

namespace {

// ---------------------------------------------------------------- SVD
struct SvdDims {
  Batch bt;
  Mat A;
  DType dt, rd;  // a's dtype, its real dtype
  int64_t m, n, k;
  bool trunc;      // k < min(m, n)
  lapack::Work ew;  // truncated: the eigensolver's workspace for min(m, n)
};

// a (..., m, n), u (..., m, k), s (..., k) real, vh (..., k, n), k <= min(m, n).
Status svd_args(Engine& e, const RuleArgs& r, SvdDims* d) {
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
  TF_TRY(check_read(*s, "s", d->rd, d->bt, {d->k}));
  TF_TRY(check_mat(vh, "vh", d->dt, d->bt, d->k, d->n));
  if (!d->trunc) return TF_OK;
  // the same plan as a forward eigh with vectors (linalg_factor.cpp)
  const int64_t p = std::min(d->m, d->n);
  const WorkPlan* wp;
  TF_TRY(work_plan(e, plan_tag(OpKind::Eigh), d->dt, int64_t{1} << 1, {p}, [&] {
    return dispatch(d->dt, [&](auto t) { return lapack::syevd_query<decltype(t)>((int)p, true); });
  }, &wp));
  d->ew = wp->w;
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

// The buffers of svd_load and couple (one item at a time), carved once.
template <class T>
struct SvdWork {
  using R = R_t<T>;
  const SvdDims& d;
  T *A, *Ap, *U, *V, *X, *Y, *CX, *CY;
  R *S, *sinv;
  // the coupling's: Q (p x p) and lam of the discarded part's Gram matrix,
  // W (p x k), the eigensolver's workspace
  T *Q, *W, *work;
  R *lam, *rwork;
  int* iwork;
  SvdWork(Items& it, const SvdDims& d_) : d(d_) {
    const int64_t m = d.m, n = d.n, k = d.k, p = d.trunc ? std::min(m, n) : 0;
    A = it.take<T>(d.trunc ? m * n : 0);
    Ap = it.take<T>(d.trunc ? m * n : 0);
    U = it.take<T>(m * k);
    V = it.take<T>(n * k);
    X = it.take<T>(m * k);
    Y = it.take<T>(n * k);
    CX = it.take<T>(d.trunc ? m * k : 0);
    CY = it.take<T>(d.trunc ? n * k : 0);
    S = it.take<R>(k);
    sinv = it.take<R>(k);
    Q = it.take<T>(p * p);
    W = it.take<T>(p * k);
    lam = it.take<R>(p);
    work = it.take<T>(d.trunc ? d.ew.lwork : 0);
    rwork = it.take<R>(d.trunc ? d.ew.lrwork : 0);
    iwork = it.take<int>(d.trunc ? d.ew.liwork : 0);
  }
  Status load(const RuleArgs& r, int64_t item, R* eta2) {
    return svd_load<T>(r, d, item, d.trunc, A, U, S, V, Ap, sinv, eta2);
  }
  Status couple(int64_t item);
};

// The coupling of the kept and discarded subspaces of a truncated SVD:
// solves
//   X S = CX + Ap Y,   Y S = CY + Ap^H X   (Ap = a - u s vh, the discarded part)
// for X (m x k), Y (n x k), which hold CX, CY on entry; without truncation
// Ap = 0 and it is one scaling. Directly: on the smaller side p = min(m, n),
// with B = Ap (p = m) or Ap^H (p = n) and Z1, Z2 the unknowns of the small
// and the large side, eliminating Z2 = (C2 + B^H Z1) S^{-1} leaves per kept
// column j
//   (s_j^2 - B B^H) z1_j = s_j c1_j + B c2_j,
// solved in the eigenbasis B B^H = Q diag(lam) Q^H (lam: the squares of the
// discarded singular values, and zeros). It needs every s_j^2 apart from
// every lam_l (s_k > s_{k+1}): a distance at or below sqrt(eps) s_1^2 is
// TF_ERR_NUMERICAL naming both values; the operator is self-adjoint, so the
// JVP and the VJP use the same solve.
template <class T>
Status SvdWork<T>::couple(int64_t item) {
  const int64_t m = d.m, n = d.n, k = d.k;
  auto scale = [&](T* Z, int64_t rows) {
    for (int64_t j = 0; j < k; ++j)
      for (int64_t i = 0; i < rows; ++i) Z[i + j * rows] *= sinv[j];
  };
  if (!d.trunc) {
    scale(X, m);
    scale(Y, n);
    return TF_OK;
  }
  const bool xs = m <= n;  // X is the small side
  const int64_t p = xs ? m : n, q = xs ? n : m;
  T *Z1 = xs ? X : Y, *Z2 = xs ? Y : X, *C1 = xs ? CX : CY, *C2 = xs ? CY : CX;
  std::copy(Z1, Z1 + p * k, C1);
  std::copy(Z2, Z2 + q * k, C2);
  // B Z (p x k) and B^H Z (q x k), accumulated into out
  auto b_times = [&](const T* Z, T* out) {
    if (xs) mm<T>('N', 'N', m, k, n, T(1), Ap, m, Z, n, T(1), out, m);
    else mm<T>('C', 'N', n, k, m, T(1), Ap, m, Z, m, T(1), out, n);
  };
  auto bh_times = [&](const T* Z, T* out) {
    if (xs) mm<T>('C', 'N', n, k, m, T(1), Ap, m, Z, m, T(1), out, n);
    else mm<T>('N', 'N', m, k, n, T(1), Ap, m, Z, n, T(1), out, m);
  };
  if (xs) mm<T>('N', 'C', m, m, n, T(1), Ap, m, Ap, m, T(0), Q, m);
  else mm<T>('C', 'N', n, n, m, T(1), Ap, m, Ap, m, T(0), Q, n);
  const int info = lapack::syevd<T>(true, false, (int)p, Q, (int)p, lam, work, d.ew.lwork, rwork,
                                    d.ew.lrwork, iwork, d.ew.liwork);
  if (info > 0)
    return numerical("a", "the eigensolver of the truncated SVD's discarded part failed",
                     "?syevd", info, d.bt, item);
  R s0 = 0;
  for (int64_t j = 0; j < k; ++j) s0 = std::max(s0, std::abs(S[j]));
  const R tol = std::sqrt(std::numeric_limits<R>::epsilon()) * s0 * s0;
  for (int64_t j = 0; j < k; ++j)
    for (int64_t l = 0; l < p; ++l)
      if (!(std::abs(S[j] * S[j] - lam[l]) > tol))
        return fail(TF_ERR_NUMERICAL,
                    "s: kept singular value s[%lld] = %.17g and a discarded singular value "
                    "%.17g of a - u s vh are equal to within sqrt(eps) s[0] (batch item %lld): "
                    "the truncated-SVD derivative needs s_k > s_{k+1}",
                    (long long)j, (double)S[j], (double)std::sqrt(std::max(lam[l], R(0))),
                    (long long)item);
  // Z1 = Q diag(1/(s_j^2 - lam)) Q^H (C1 S + B C2)
  for (int64_t j = 0; j < k; ++j)
    for (int64_t i = 0; i < p; ++i) Z1[i + j * p] = C1[i + j * p] * S[j];
  b_times(C2, Z1);
  mm<T>('C', 'N', p, k, p, T(1), Q, p, Z1, p, T(0), W, p);
  for (int64_t j = 0; j < k; ++j)
    for (int64_t l = 0; l < p; ++l) W[l + j * p] /= S[j] * S[j] - lam[l];
  mm<T>('N', 'N', p, k, p, T(1), Q, p, W, p, T(0), Z1, p);
  // Z2 = (C2 + B^H Z1) S^{-1}
  std::copy(C2, C2 + q * k, Z2);
  bh_times(Z1, Z2);
  scale(Z2, q);
  return TF_OK;
}

}  // namespace

Status svd_vjp(Engine& e, const RuleArgs& r) {
  SvdDims d;
  TF_TRY(svd_args(e, r, &d));
  const int64_t m = d.m, n = d.n, k = d.k;
  if (r.in[4]) TF_TRY(check_mat(r.in[4], "grad_u", d.dt, d.bt, m, k));
  if (r.in[5]) TF_TRY(check_read(*r.in[5], "grad_s", d.rd, d.bt, {k}));
  if (r.in[6]) TF_TRY(check_mat(r.in[6], "grad_vh", d.dt, d.bt, k, n));
  const OutDesc od[1] = {{d.dt, 2, m, n}};
  const bool hu = r.in[4], hs = r.in[5], hv = r.in[6];
  return run_rule(e, r, la_sig(LaRule::Svd, false), d.bt, d.dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    T *gU, *T1, *J, *K, *G;
    it.take_each<T>(m * k, {&gU, &T1});
    it.take_each<T>(k * k, {&J, &K, &G});
    T* gV = it.take<T>(n * k);
    R* gS = it.take<R>(k);
    SvdWork<T> w(it, d);
    T *U = w.U, *V = w.V, *X = w.X, *Y = w.Y;
    R *S = w.S, *sinv = w.sinv;
    T* out = it.stage<T>(0, m * n);
    return it.each([&](int64_t item) -> Status {
      R eta2;
      TF_TRY(w.load(r, item, &eta2));
      if (hu) TF_TRY(load(r.in[4], "grad_u", d.bt, item, false, gU));
      if (hs) TF_TRY(loadv(r.in[5], "grad_s", d.bt, item, k, true, gS));
      if (hv) TF_TRY(load(r.in[6], "grad_vh", d.bt, item, true, gV));
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
      if (px || py) TF_TRY(w.couple(item));
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
  TF_TRY(svd_args(e, r, &d));
  const int64_t m = d.m, n = d.n, k = d.k;
  if (r.in[4]) TF_TRY(check_mat(r.in[4], "t_a", d.dt, d.bt, m, n));
  const OutDesc od[3] = {{d.dt, 2, m, k}, {d.rd, 1, k, 0}, {d.dt, 2, k, n}};
  const bool hd = r.in[4];
  const bool ct[3] = {false, false, true};
  return run_rule(e, r, la_sig(LaRule::Svd, true), d.bt, d.dt, od, ct,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    T* dA = it.take<T>(m * n);
    T *P, *Om;
    it.take_each<T>(k * k, {&P, &Om});
    SvdWork<T> w(it, d);
    T *U = w.U, *V = w.V, *X = w.X, *Y = w.Y;
    R *S = w.S, *sinv = w.sinv;
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
      TF_TRY(w.load(r, item, &eta2));
      TF_TRY(load(r.in[4], "t_a", d.bt, item, false, dA));
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
      if (px || py) TF_TRY(w.couple(item));
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

}  // namespace tf
