// ops/rules_lstsq.cpp: the derivative rules of the pseudo-inverse, of least
// squares (x = pinv(a) b, through the pinv rules) and of the matrix norms.
//
// pinv: with P = pinv(A), on a neighbourhood where A's rank is constant,
//   dP = -P dA P + P P^H dA^H (I - A P) + (I - P A) dA^H P^H P
// and its adjoint
//   gA = -P^H G P^H + (I - A P) G^H P P^H + P^H P G^H (I - P A).
// lstsq: dx = dP b + P db; gb = P^H gx, gA = the pinv VJP of G = gx b^H.
// The lstsq rules recompute P at the default rcond (eps max(m, n)).
// Norms: Frobenius a / |a|; nuclear U V^H over the nonzero singular values;
// 2-norm u_1 v_1^H of the largest one.
#include <algorithm>

#include "ops/linalg.hpp"
#include "ops/linalg_kernels.hpp"
#include "ops/rules_linalg_driver.hpp"

namespace tf {

using namespace lar;

namespace {

// The per-item buffers of the pinv rules for an m x n a (take them in a
// rule body): a, its pseudo-inverse p, and products.
template <class T> struct PinvBufs {
  T *a, *p, *w, *z, *pph, *php, *t1, *t2;
  void take(Items& it, int64_t m, int64_t n) {
    const int64_t mx = std::max(m, n);
    it.take_each<T>(mx * mx, {&a, &p, &w, &z, &pph, &php, &t1, &t2});
  }
  // w = I - a p (m x m), z = I - p a (n x n), pph = p p^H, php = p^H p.
  void prepare(int64_t m, int64_t n) {
    mm<T>('N', 'N', m, m, n, T(-1), a, m, p, n, T(0), w, m);
    for (int64_t i = 0; i < m; ++i) w[i + i * m] += T(1);
    mm<T>('N', 'N', n, n, m, T(-1), p, n, a, m, T(0), z, n);
    for (int64_t i = 0; i < n; ++i) z[i + i * n] += T(1);
    mm<T>('N', 'C', n, n, m, T(1), p, n, p, n, T(0), pph, n);
    mm<T>('C', 'N', m, m, n, T(1), p, n, p, n, T(0), php, m);
  }
  // out (n x m) = dP for the tangent da (m x n).
  void tangent(int64_t m, int64_t n, const T* da, T* out) {
    mm<T>('N', 'N', m, m, n, T(1), da, m, p, n, T(0), t1, m);     // da p
    mm<T>('N', 'N', n, m, m, T(-1), p, n, t1, m, T(0), out, n);   // -p da p
    mm<T>('C', 'N', n, m, m, T(1), da, m, w, m, T(0), t1, n);     // da^H w
    mm<T>('N', 'N', n, m, n, T(1), pph, n, t1, n, T(1), out, n);  // + p p^H da^H w
    mm<T>('C', 'N', n, m, m, T(1), da, m, php, m, T(0), t1, n);   // da^H p^H p
    mm<T>('N', 'N', n, m, n, T(1), z, n, t1, n, T(1), out, n);    // + z da^H p^H p
  }
  // out (m x n) = gA for the cotangent g (n x m) of P.
  void cotangent(int64_t m, int64_t n, const T* g, T* out) {
    mm<T>('C', 'N', m, m, n, T(1), p, n, g, n, T(0), t1, m);      // p^H g
    mm<T>('N', 'C', m, n, m, T(-1), t1, m, p, n, T(0), out, m);   // -p^H g p^H
    mm<T>('C', 'N', m, n, n, T(1), g, n, pph, n, T(0), t1, m);    // g^H p p^H
    mm<T>('N', 'N', m, n, m, T(1), w, m, t1, m, T(1), out, m);    // + w g^H p p^H
    mm<T>('C', 'N', m, n, n, T(1), g, n, z, n, T(0), t1, m);      // g^H z
    mm<T>('N', 'N', m, n, m, T(1), php, m, t1, m, T(1), out, m);  // + p^H p g^H z
  }
};

// The SVD of one item, for the rules that recompute it (lstsq's pinv, the
// nuclear and 2-norms): the ?gesdd plan of tf_pinv and its buffers.
template <class T> struct SvdBufs {
  lapack::Work w;
  T *u, *vt, *work, *copy;
  R_t<T>* s;
  R_t<T>* rwork;
  int* iwork;
  void take(Items& it, int64_t m, int64_t n) {
    const int64_t k = std::min(m, n);
    u = it.take<T>(m * k);
    vt = it.take<T>(k * n);
    copy = it.take<T>(m * n);
    s = it.take<R_t<T>>(k);
    work = it.take<T>(w.lwork);
    rwork = it.take<R_t<T>>(w.lrwork);
    iwork = it.take<int>(w.liwork);
  }
};

Status gesdd_plan(Engine& e, DType dt, int64_t m, int64_t n, lapack::Work* w) {
  *w = lapack::Work{};
  if (std::min(m, n) == 0) return TF_OK;
  const WorkPlan* p;
  TF_TRY(work_plan(e, plan_tag(OpKind::Pinv), dt, 0, {m, n}, [&] {
    return dispatch(dt, [&](auto t) { return lapack::gesdd_query<decltype(t)>((int)m, (int)n); });
  }, &p));
  *w = p->w;
  return TF_OK;
}

Status svd_failed(int info, const Batch& bt, int64_t item) {
  if (info < 0) return lapack_arg("?gesdd", info);
  return numerical("a", "the SVD of a did not converge", "?gesdd", info, bt, item);
}

}  // namespace

// ---------------------------------------------------------------- pinv
// vjp: a, x, grad_x -> grad_a; jvp: a, x, t_a -> t_x.
static Status pinv_rule(Engine& e, const RuleArgs& r, bool vjp) {
  Batch bt;
  Mat A;
  TF_TRY(matrix_arg(*r.in[0], "a", false, &bt, &A));
  const int64_t m = A.rows, n = A.cols;
  const DType dt = r.in[0]->dtype;
  TF_TRY(check_mat(r.in[1], "x", dt, bt, n, m));
  const Tensor* g = r.in[2];
  if (g) TF_TRY(vjp ? check_mat(g, "grad_x", dt, bt, n, m) : check_mat(g, "t_a", dt, bt, m, n));
  const OutDesc od[1] = {vjp ? OutDesc{dt, 2, m, n} : OutDesc{dt, 2, n, m}};
  return run_rule(e, r, la_sig(LaRule::Pinv, !vjp), bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    PinvBufs<T> b;
    b.take(it, m, n);
    T* seed = it.take<T>(m * n);
    T* out = it.stage<T>(0, m * n);
    return it.each([&](int64_t item) -> Status {
      T* o = out + item * m * n;
      TF_TRY(load(r.in[0], "a", bt, item, false, b.a));
      TF_TRY(load(r.in[1], "x", bt, item, false, b.p));
      if (!g) {
        std::fill(o, o + m * n, T(0));
        return TF_OK;
      }
      TF_TRY(load(g, vjp ? "grad_x" : "t_a", bt, item, false, seed));
      b.prepare(m, n);
      if (vjp) b.cotangent(m, n, seed, o);
      else b.tangent(m, n, seed, o);
      return TF_OK;
    });
  });
}
Status pinv_vjp(Engine& e, const RuleArgs& r) { return pinv_rule(e, r, true); }
Status pinv_jvp(Engine& e, const RuleArgs& r) { return pinv_rule(e, r, false); }

// ---------------------------------------------------------------- lstsq
// vjp: a, b, x, grad_x -> grad_a, grad_b; jvp: a, b, x, t_a, t_b -> t_x.
static Status lstsq_rule(Engine& e, const RuleArgs& r, bool vjp) {
  Batch bt;
  Mat A, B;
  TF_TRY(matrix_arg(*r.in[0], "a", false, &bt, &A));
  const int64_t m = A.rows, n = A.cols;
  const DType dt = r.in[0]->dtype;
  TF_TRY(batch_like(*r.in[1], "b", *r.in[0], bt, &B));
  const int64_t k = B.cols;
  if (B.rows != m)
    return fail(TF_ERR_SHAPE_MISMATCH, "b: %lld rows, expected %lld (the rows of a)",
                (long long)B.rows, (long long)m);
  TF_TRY(check_mat(r.in[2], "x", dt, bt, n, k));
  const Tensor *s1 = r.in[3], *s2 = vjp ? nullptr : r.in[4];
  if (vjp && s1) TF_TRY(check_mat(s1, "grad_x", dt, bt, n, k));
  if (!vjp && s1) TF_TRY(check_mat(s1, "t_a", dt, bt, m, n));
  if (!vjp && s2) TF_TRY(check_mat(s2, "t_b", dt, bt, m, k));
  lapack::Work w;
  TF_TRY(gesdd_plan(e, dt, m, n, &w));
  const OutDesc od[2] = {vjp ? OutDesc{dt, 2, m, n} : OutDesc{dt, 2, n, k}, {dt, 2, m, k}};
  const double rcond = default_rcond(dt, m, n);
  return run_rule(e, r, la_sig(LaRule::Lstsq, !vjp), bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    PinvBufs<T> pb;
    pb.take(it, m, n);
    SvdBufs<T> sb{w};
    sb.take(it, m, n);
    T* bm = it.take<T>(m * k);
    T* seed = it.take<T>(std::max(n * k, m * n));
    T* seed2 = it.take<T>(m * k);
    T* gp = it.take<T>(n * m);
    T* out0 = it.stage<T>(0, vjp ? m * n : n * k);
    T* out1 = vjp ? it.stage<T>(1, m * k) : nullptr;
    return it.each([&](int64_t item) -> Status {
      T* o0 = out0 + item * (vjp ? m * n : n * k);
      T* o1 = vjp ? out1 + item * m * k : nullptr;
      TF_TRY(load(r.in[0], "a", bt, item, false, pb.a));
      TF_TRY(load(r.in[1], "b", bt, item, false, bm));
      TF_TRY(load(r.in[2], "x", bt, item, false, seed));  // finiteness only
      std::fill(o0, o0 + (vjp ? m * n : n * k), T(0));
      if (o1) std::fill(o1, o1 + m * k, T(0));
      if (!s1 && !s2) return TF_OK;
      if (std::min(m, n) == 0) return TF_OK;  // p = 0: every derivative is 0
      std::copy(pb.a, pb.a + m * n, sb.copy);
      const int info = la::pinv_kernel<T>(m, n, sb.copy, rcond, pb.p, sb.u, sb.vt, sb.s, w,
                                          sb.work, sb.rwork, sb.iwork);
      if (info) return svd_failed(info, bt, item);
      pb.prepare(m, n);
      if (vjp) {
        TF_TRY(load(s1, "grad_x", bt, item, false, seed));
        mm<T>('N', 'C', n, m, k, T(1), seed, n, bm, m, T(0), gp, n);  // G = gx b^H
        pb.cotangent(m, n, gp, o0);
        mm<T>('C', 'N', m, k, n, T(1), pb.p, n, seed, n, T(0), o1, m);  // p^H gx
        return TF_OK;
      }
      if (s1) {
        TF_TRY(load(s1, "t_a", bt, item, false, seed));
        pb.tangent(m, n, seed, gp);
        mm<T>('N', 'N', n, k, m, T(1), gp, n, bm, m, T(0), o0, n);  // dP b
      }
      if (s2) {
        TF_TRY(load(s2, "t_b", bt, item, false, seed2));
        mm<T>('N', 'N', n, k, m, T(1), pb.p, n, seed2, m, T(1), o0, n);  // + P db
      }
      return TF_OK;
    });
  });
}
Status lstsq_vjp(Engine& e, const RuleArgs& r) { return lstsq_rule(e, r, true); }
Status lstsq_jvp(Engine& e, const RuleArgs& r) { return lstsq_rule(e, r, false); }

// ---------------------------------------------------------------- norms
// flags[0]: the tf_matrix_norm_kind. vjp: a, out, grad_out -> grad_a; jvp:
// a, out, t_a -> t_out.
static Status norm_rule(Engine& e, const RuleArgs& r, bool vjp) {
  const int32_t kind = r.flags[0];
  TF_TRY(check_norm_kind(kind));
  Batch bt;
  Mat A;
  TF_TRY(matrix_arg(*r.in[0], "a", false, &bt, &A));
  const int64_t m = A.rows, n = A.cols, k = std::min(m, n);
  const DType dt = r.in[0]->dtype, rd = real_dtype(dt);
  TF_TRY(check_read(*r.in[1], "out", rd, bt, {}));
  const Tensor* g = r.in[2];
  if (g) TF_TRY(vjp ? check_read(*g, "grad_out", rd, bt, {}) : check_mat(g, "t_a", dt, bt, m, n));
  lapack::Work w;
  if (kind != TF_NORM_FRO) TF_TRY(gesdd_plan(e, dt, m, n, &w));
  const OutDesc od[1] = {vjp ? OutDesc{dt, 2, m, n} : OutDesc{rd, 0, 0, 0}};
  return run_rule(e, r, la_sig(LaRule::MatrixNorm, !vjp), bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    SvdBufs<T> sb{w};
    if (kind != TF_NORM_FRO) sb.take(it, m, n);
    T* a = it.take<T>(m * n);
    T* t = it.take<T>(m * n);
    T* dir = it.take<T>(m * n);  // d norm / d a as a matrix: Re<dir, t> is the JVP
    T* out_m = vjp ? it.stage<T>(0, m * n) : nullptr;
    R* out_s = vjp ? nullptr : it.stage<R>(0, 1);
    return it.each([&](int64_t item) -> Status {
      R nv, gs = 0;
      TF_TRY(load(r.in[0], "a", bt, item, false, a));
      TF_TRY(loadv(r.in[1], "out", bt, item, 1, false, &nv));
      if (vjp) std::fill(out_m + item * m * n, out_m + (item + 1) * m * n, T(0));
      else out_s[item] = 0;
      if (!g || k == 0) return TF_OK;
      if (vjp) TF_TRY(loadv(g, "grad_out", bt, item, 1, false, &gs));
      else TF_TRY(load(g, "t_a", bt, item, false, t));
      if (kind == TF_NORM_FRO) {
        const R inv = nv > R(0) ? R(1) / nv : R(0);  // a zero matrix: 0
        for (int64_t i = 0; i < m * n; ++i) dir[i] = a[i] * inv;
      } else {
        std::copy(a, a + m * n, sb.copy);
        const int info = lapack::gesdd<T>((int)m, (int)n, sb.copy, (int)m, sb.s, sb.u, (int)m,
                                          sb.vt, (int)k, sb.work, w.lwork, sb.rwork, sb.iwork);
        if (info) return svd_failed(info, bt, item);
        // nuclear: the singular vectors of the nonzero singular values
        // (a subgradient's minimal-norm choice on a rank-deficient a);
        // 2-norm: the first pair (a subgradient when s_1 = s_2).
        const R cut = (R)default_rcond(dt, m, n) * sb.s[0];
        int64_t kk = kind == TF_NORM_2 ? (sb.s[0] > R(0) ? 1 : 0) : 0;
        if (kind == TF_NORM_NUC)
          while (kk < k && sb.s[kk] > cut) ++kk;
        mm<T>('N', 'N', m, n, kk, T(1), sb.u, m, sb.vt, k, T(0), dir, m);
      }
      if (vjp) {
        T* o = out_m + item * m * n;
        for (int64_t i = 0; i < m * n; ++i) o[i] = gs * dir[i];
      } else {
        R acc = 0;
        for (int64_t i = 0; i < m * n; ++i) acc += re(cj(dir[i]) * t[i]);
        out_s[item] = acc;
      }
      return TF_OK;
    });
  });
}
Status matrix_norm_vjp(Engine& e, const RuleArgs& r) { return norm_rule(e, r, true); }
Status matrix_norm_jvp(Engine& e, const RuleArgs& r) { return norm_rule(e, r, false); }

}  // namespace tf
