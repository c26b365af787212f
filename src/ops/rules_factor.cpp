// ops/rules_factor.cpp: the VJP and JVP of the factorisations QR/LQ,
// Cholesky and LU.
#include "ops/rules_linalg_driver.hpp"

namespace tf {

using namespace lar;

// ---------------------------------------------------------------- QR / LQ
namespace {

// The QR problem a' = q' r' (a' m' x n', k = min): for qr a' = a; for lq
// a' = a^H, q' = q^H, r' = l^H.
struct QrDims {
  Batch bt;
  DType dt;
  bool lq;
  int64_t m, n, k;  // of a' (the QR problem)
};

Status qr_args(const RuleArgs& r, QrDims* d) {
  const Tensor* a = r.in[0];
  Mat A;
  TF_TRY(matrix_arg(*a, "a", false, &d->bt, &A));
  d->dt = a->dtype;
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

// a', q', r' of one item and r1, the leading k x k upper triangle of r'.
template <class T>
struct QrItem {
  const RuleArgs& r;
  const QrDims& d;
  T *A, *Q, *Rm, *R1;
  QrItem(Items& it, const RuleArgs& r_, const QrDims& d_)
      : r(r_), d(d_), A(it.take<T>(d.m * d.n)), Q(it.take<T>(d.m * d.k)),
        Rm(it.take<T>(d.k * d.n)), R1(it.take<T>(d.k * d.k)) {}
  Status load_item(int64_t item) {
    const bool lq = d.lq;
    const int64_t k = d.k;
    TF_TRY(load(r.in[0], "a", d.bt, item, lq, A));
    TF_TRY(load(r.in[1], lq ? "l" : "q", d.bt, item, lq, lq ? Rm : Q));
    TF_TRY(load(r.in[2], lq ? "q" : "r", d.bt, item, lq, lq ? Q : Rm));
    for (int64_t j = 0; j < k; ++j)
      for (int64_t i = 0; i < k; ++i) R1[i + j * k] = i <= j ? Rm[i + j * k] : T(0);
    return TF_OK;
  }
};

const char* kQrWhy = "the QR/LQ derivative needs a of full rank";

}  // namespace

Status qr_vjp(Engine& e, const RuleArgs& r) {
  QrDims d;
  TF_TRY(qr_args(r, &d));
  const int64_t m = d.m, n = d.n, k = d.k, n2 = n - k;
  const bool lq = d.lq;
  // cotangents: qr {gq (m x k), gr (k x n)}; lq {gl (n x k)... in the caller's shapes}
  const Tensor* gq = lq ? r.in[4] : r.in[3];
  const Tensor* gr = lq ? r.in[3] : r.in[4];
  if (!lq) {
    if (gq) TF_TRY(check_mat(gq, "grad_q", d.dt, d.bt, m, k));
    if (gr) TF_TRY(check_mat(gr, "grad_r", d.dt, d.bt, k, n));
  } else {
    if (gr) TF_TRY(check_mat(gr, "grad_l", d.dt, d.bt, n, k));
    if (gq) TF_TRY(check_mat(gq, "grad_q", d.dt, d.bt, k, m));
  }
  const OutDesc od[1] = {{d.dt, 2, lq ? n : m, lq ? m : n}};
  const bool ct[1] = {lq};
  return run_rule(e, r, la_sig(lq ? LaRule::Lq : LaRule::Qr, false), d.bt, d.dt, od, ct,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    T *gQ, *B, *tmp, *M, *N;
    it.take_each<T>(m * k, {&gQ, &B, &tmp});
    it.take_each<T>(k * k, {&M, &N});
    T* gR = it.take<T>(k * n);
    QrItem<T> qi(it, r, d);
    T *A = qi.A, *Q = qi.Q, *R1 = qi.R1;
    T* out = it.stage<T>(0, m * n);
    return it.each([&](int64_t item) -> Status {
      TF_TRY(qi.load_item(item));
      if (gq) TF_TRY(load(gq, "grad_q", d.bt, item, lq, gQ));
      else std::fill(gQ, gQ + m * k, T(0));
      if (gr) TF_TRY(load(gr, lq ? "grad_l" : "grad_r", d.bt, item, lq, gR));
      else std::fill(gR, gR + k * n, T(0));
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
  const int64_t m = d.m, n = d.n, k = d.k, n2 = n - k;
  const bool lq = d.lq;
  const Tensor* da = r.in[3];
  if (da) TF_TRY(check_mat(da, "t_a", d.dt, d.bt, lq ? n : m, lq ? m : n));
  // outputs in the caller's order: qr {dq (m x k), dr (k x n)}; lq {dl (n' x k), dq (k x m')}
  OutDesc od[2];
  if (!lq) {
    od[0] = {d.dt, 2, m, k};
    od[1] = {d.dt, 2, k, n};
  } else {
    od[0] = {d.dt, 2, n, k};
    od[1] = {d.dt, 2, k, m};
  }
  const bool ct[2] = {lq, lq};
  return run_rule(e, r, la_sig(lq ? LaRule::Lq : LaRule::Qr, true), d.bt, d.dt, od, ct,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    QrItem<T> qi(it, r, d);
    T *A = qi.A, *Q = qi.Q, *R1 = qi.R1;
    T* dA = it.take<T>(m * n);
    T *C, *Ps;
    it.take_each<T>(k * k, {&C, &Ps});
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
      TF_TRY(qi.load_item(item));
      TF_TRY(load(da, "t_a", d.bt, item, lq, dA));
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
  return square_rule(e, r, LaRule::Cholesky, vjp, "l", "grad_l", kCholWhy, nullptr,
                     [&](auto t0, Items& it, int64_t n) {
    using T = decltype(t0);
    T *Z, *tmp;
    it.take_each<T>(n * n, {&Z, &tmp});
    auto phi = [=] {
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
          Z[i + j * n] = i > j ? Z[i + j * n] : i == j ? T(re(Z[i + i * n]) / 2) : T(0);
    };
    return [=](int64_t, T* L, T* G, T* o) -> int {
      tril_of(L, n);
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
        if (info > 0) return info;
        info = right_solve<T>('L', vjp ? 'N' : 'C', 'N', n, L, Z, n, tmp);
        if (info > 0) return info;
      }
      if (vjp) {
        lower_from_herm(Z, n, o);
      } else {
        phi();
        mm<T>('N', 'N', n, n, n, T(1), L, n, Z, n, T(0), o, n);
      }
      return 0;
    };
  });
}

Status cholesky_vjp(Engine& e, const RuleArgs& r) { return cholesky_rule(e, r, true); }
Status cholesky_jvp(Engine& e, const RuleArgs& r) { return cholesky_rule(e, r, false); }

// ---------------------------------------------------------------- LU
namespace {
const char* kLuWhy = "U is singular: the LU derivative needs an invertible a";

Status lu_piv(const RuleArgs& r, const SqDims& d) {
  if (!r.piv) return fail(TF_ERR_INVALID_ARGUMENT, "piv: NULL");
  const int64_t need = d.bt.count * d.n;
  if ((int64_t)r.piv_count < need)
    return fail(TF_ERR_INVALID_ARGUMENT, "piv_count: %zu, expected at least %lld", r.piv_count,
                (long long)need);
  for (int64_t i = 0; i < need; ++i)
    if (r.piv[i] < 0 || r.piv[i] >= d.n)
      return fail(TF_ERR_INVALID_ARGUMENT, "piv[%lld]: %d, expected 0..%lld", (long long)i,
                  r.piv[i], (long long)d.n - 1);
  return TF_OK;
}
}  // namespace

// lu_vjp: gA = P l^{-H} (tril(l^H gl, -1) + triu(gu u^H)) u^{-H};
// lu_jvp: X = l^{-1} P^T da u^{-1}, dlu = l tril(X, -1) + triu(X) u.
static Status lu_rule(Engine& e, const RuleArgs& r, bool vjp) {
  return square_rule(e, r, LaRule::Lu, vjp, "lu", "grad_lu", kLuWhy, lu_piv,
                     [&](auto t0, Items& it, int64_t n) {
    using T = decltype(t0);
    T *L, *U, *X, *Y, *tmp;
    it.take_each<T>(n * n, {&L, &U, &X, &Y, &tmp});
    int* ipiv = it.take<int>(n);
    return [=, &r](int64_t item, T* F, T* G, T* o) -> int {
      if (n == 0) return 0;
      for (int64_t i = 0; i < n; ++i) ipiv[i] = r.piv[item * n + i] + 1;
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
          L[i + j * n] = i > j ? F[i + j * n] : i == j ? T(1) : T(0);
          U[i + j * n] = i <= j ? F[i + j * n] : T(0);
        }
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
        const int info = right_solve<T>('U', 'C', 'N', n, U, X, n, tmp);
        if (info > 0) return info;
        swap_rows(X, n, n, ipiv, false);
        std::copy(X, X + n * n, o);
      } else {
        swap_rows(G, n, n, ipiv, true);
        lapack::trtrs<T>('L', 'N', 'U', (int)n, (int)n, L, (int)n, G, (int)n);
        const int info = right_solve<T>('U', 'N', 'N', n, U, G, n, tmp);
        if (info > 0) return info;
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < n; ++i) {
            X[i + j * n] = i > j ? G[i + j * n] : T(0);
            Y[i + j * n] = i <= j ? G[i + j * n] : T(0);
          }
        mm<T>('N', 'N', n, n, n, T(1), L, n, X, n, T(0), o, n);
        mm<T>('N', 'N', n, n, n, T(1), Y, n, U, n, T(1), o, n);
      }
      return 0;
    };
  });
}

Status lu_vjp(Engine& e, const RuleArgs& r) { return lu_rule(e, r, true); }
Status lu_jvp(Engine& e, const RuleArgs& r) { return lu_rule(e, r, false); }

}  // namespace tf
