// ops/rules_expm_eig.cpp: the derivative rules of the matrix exponential and
// of the general eigen-decomposition.
//
// expm: the Frechet derivative L(A, E) of exp at A in direction E is the
// upper-right block of exp([[A, E], [0, A]]) (Mathias 1996; Higham,
// "Functions of Matrices", thm 3.6/3.8). JVP: t_x = L(A, t_a); VJP:
// grad_a = L(A^H, grad_x) (the adjoint of L(A, .) under Re<., .>). E is
// scaled to A's 1-norm first so that the block matrix's norm, which picks
// the scaling, is A's.
//
// eig: A V = V diag(w), each column of V of unit norm. With P = V^-1 dA V,
//   dw = diag(P),  dV = V (X - diag(diag(V^H V X))),  X_ij = P_ij / (w_j - w_i)
// for i != j and X_ii = 0: the gauge v_i^H dv_i = 0, whose real part keeps
// |v_i| = 1 and whose imaginary part fixes the phase. The VJP is its
// adjoint: with Y = V^H gV - V^H V diag(diag(V^H gV)),
//   grad_a = V^-H (diag(gw) + Y / conj(W)) V^H, W_ij = w_j - w_i (off the diagonal),
// and its real part for a real a. Every reciprocal 1/(w_j - w_i) is the
// broadened conj(x) / (|x|^2 + eta), eta = (broadening max|w|)^2, as in the
// eigh rule (tenferro.h, section 12).
#include <algorithm>

#include "ops/linalg.hpp"
#include "ops/linalg_kernels.hpp"
#include "ops/rules_linalg_driver.hpp"

namespace tf {

using namespace lar;

// ---------------------------------------------------------------- expm
// vjp: a, x, grad_x -> grad_a; jvp: a, x, t_a -> t_x.
static Status expm_rule(Engine& e, const RuleArgs& r, bool vjp) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const int64_t n = d.n, n2 = 2 * n;
  TF_TRY(check_mat(r.in[1], "x", d.dt, d.bt, n, n));
  const Tensor* g = r.in[2];
  const char* gname = vjp ? "grad_x" : "t_a";
  if (g) TF_TRY(check_mat(g, gname, d.dt, d.bt, n, n));
  const OutDesc od[1] = {{d.dt, 2, n, n}};
  return run_rule(e, r, la_sig(LaRule::Expm, !vjp), d.bt, d.dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    T* a = it.take<T>(n * n);
    T* s = it.take<T>(n * n);
    T* blk = it.take<T>(n2 * n2);
    T* ex = it.take<T>(n2 * n2);
    T* work = it.take<T>(la::expm_work(n2));
    int* ipiv = it.take<int>(n2);
    T* out = it.stage<T>(0, n * n);
    return it.each([&](int64_t item) -> Status {
      T* o = out + item * n * n;
      TF_TRY(load(r.in[0], "a", d.bt, item, vjp, a));  // vjp: a^H
      TF_TRY(load(r.in[1], "x", d.bt, item, false, s));  // finiteness only
      std::fill(o, o + n * n, T(0));
      if (!g || n == 0) return TF_OK;
      TF_TRY(load(g, gname, d.bt, item, false, s));
      double na = 0, ns = 0;
      for (int64_t j = 0; j < n; ++j) {
        double ca = 0, cs = 0;
        for (int64_t i = 0; i < n; ++i) {
          ca += (double)std::abs(a[i + j * n]);
          cs += (double)std::abs(s[i + j * n]);
        }
        na = std::max(na, ca);
        ns = std::max(ns, cs);
      }
      if (ns == 0) return TF_OK;
      const double c = na > 0 ? na / ns : 1.0;
      std::fill(blk, blk + n2 * n2, T(0));
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) {
          blk[i + j * n2] = a[i + j * n];
          blk[(n + i) + (n + j) * n2] = a[i + j * n];
          blk[i + (n + j) * n2] = s[i + j * n] * (R_t<T>)c;
        }
      const int info = la::expm_kernel<T>(n2, blk, ex, work, ipiv);
      if (info < 0) return lapack_arg("?gesv", info);
      if (info > 0)
        return numerical("a", "the Pade denominator of the Frechet block is singular", "?gesv",
                         info, d.bt, item);
      const R_t<T> ic = (R_t<T>)(1.0 / c);
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i) o[i + j * n] = ex[i + (n + j) * n2] * ic;
      return TF_OK;
    });
  });
}
Status expm_vjp(Engine& e, const RuleArgs& r) { return expm_rule(e, r, true); }
Status expm_jvp(Engine& e, const RuleArgs& r) { return expm_rule(e, r, false); }

// ---------------------------------------------------------------- eig
namespace {

// The broadened 1/x of a complex x: conj(x) / (|x|^2 + eta), 0 at x = 0.
template <class C> C brc(C x, typename C::value_type eta) {
  const auto q = std::norm(x);
  return q == 0 ? C(0) : std::conj(x) / (q + eta);
}

}  // namespace

// vjp: a, w, v, grad_w, grad_v -> grad_a; jvp: a, w, v, t_a -> t_w, t_v.
static Status eig_rule(Engine& e, const RuleArgs& r, bool vjp) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const int64_t n = d.n;
  const DType cd = complex_dtype(d.dt);
  TF_TRY(check_read(*r.in[1], "w", cd, d.bt, {n}));
  TF_TRY(check_mat(r.in[2], "v", cd, d.bt, n, n));
  const Tensor *gw = vjp ? r.in[3] : nullptr, *gv = vjp ? r.in[4] : nullptr,
               *ta = vjp ? nullptr : r.in[3];
  if (gw) TF_TRY(check_read(*gw, "grad_w", cd, d.bt, {n}));
  if (gv) TF_TRY(check_mat(gv, "grad_v", cd, d.bt, n, n));
  if (ta) TF_TRY(check_mat(ta, "t_a", d.dt, d.bt, n, n));
  const bool real_in = !is_complex(d.dt);
  const double broadening = r.opts.broadening;
  OutDesc od[2];
  if (vjp) od[0] = {d.dt, 2, n, n};
  else {
    od[0] = {cd, 1, n, 0};
    od[1] = {cd, 2, n, n};
  }
  // Everything runs in the complex dtype; a real grad_a is staged real.
  return run_rule(e, r, la_sig(LaRule::Eig, !vjp), d.bt, cd, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using C = decltype(t0);
    if constexpr (!kCx<C>) {
      return fail(TF_ERR_INTERNAL, "internal error: eig rule dispatched on a real dtype");
    } else {
    using R = R_t<C>;
    C *v, *lu, *p, *y, *gvm, *w, *gwv;
    it.take_each<C>(n * n, {&v, &lu, &p, &y, &gvm});
    it.take_each<C>(n, {&w, &gwv});
    R* ra = it.take<R>(n * n);
    int* ipiv = it.take<int>(n);
    C* out0 = nullptr;
    R* out0r = nullptr;
    C* out1 = nullptr;
    if (vjp && real_in) out0r = it.stage<R>(0, n * n);
    else out0 = it.stage<C>(0, vjp ? n * n : n);
    if (!vjp) out1 = it.stage<C>(1, n * n);
    // A tensor of a's dtype into complex p.
    auto load_a = [&](const Tensor* t, const char* name, int64_t item) -> Status {
      if (!real_in) return load(t, name, d.bt, item, false, p);
      TF_TRY(load(t, name, d.bt, item, false, ra));
      for (int64_t i = 0; i < n * n; ++i) p[i] = C(ra[i], 0);
      return TF_OK;
    };
    return it.each([&](int64_t item) -> Status {
      TF_TRY(load_a(r.in[0], "a", item));  // finiteness only
      TF_TRY(loadv(r.in[1], "w", d.bt, item, n, true, w));
      TF_TRY(load(r.in[2], "v", d.bt, item, false, v));
      if (vjp) {
        if (real_in) std::fill(out0r + item * n * n, out0r + (item + 1) * n * n, R(0));
        else std::fill(out0 + item * n * n, out0 + (item + 1) * n * n, C(0));
      } else {
        std::fill(out0 + item * n, out0 + (item + 1) * n, C(0));
        std::fill(out1 + item * n * n, out1 + (item + 1) * n * n, C(0));
      }
      if ((vjp && !gw && !gv) || (!vjp && !ta) || n == 0) return TF_OK;
      R scale = 0;
      for (int64_t i = 0; i < n; ++i) scale = std::max(scale, std::abs(w[i]));
      const R eta = (R)(broadening * broadening) * scale * scale;
      std::copy(v, v + n * n, lu);
      int info = lapack::getrf<C>((int)n, (int)n, lu, (int)n, ipiv);
      if (info < 0) return lapack_arg("?getrf", info);
      if (info > 0)
        return numerical("v", "the eigenvectors are linearly dependent (a is defective or "
                              "nearly so): the rule needs v^-1",
                         "?getrf", info, d.bt, item);
      if (!vjp) {
        TF_TRY(load_a(ta, "t_a", item));
        mm<C>('N', 'N', n, n, n, C(1), p, n, v, n, C(0), y, n);  // t_a v
        info = lapack::getrs<C>('N', (int)n, (int)n, lu, (int)n, ipiv, y, (int)n);  // P
        if (info < 0) return lapack_arg("?getrs", info);
        C* tw = out0 + item * n;
        for (int64_t i = 0; i < n; ++i) tw[i] = y[i + i * n];
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < n; ++i)
            y[i + j * n] = i == j ? C(0) : y[i + j * n] * brc(w[j] - w[i], eta);  // X
        C* tv = out1 + item * n * n;
        mm<C>('N', 'N', n, n, n, C(1), v, n, y, n, C(0), tv, n);  // V X
        // minus v_j (v_j^H (V X)_j): v_j^H t_v_j = 0
        for (int64_t j = 0; j < n; ++j) {
          C dot = 0;
          for (int64_t i = 0; i < n; ++i) dot += std::conj(v[i + j * n]) * tv[i + j * n];
          for (int64_t i = 0; i < n; ++i) tv[i + j * n] -= v[i + j * n] * dot;
        }
        return TF_OK;
      }
      // VJP: Y = V^H gV - V^H V diag(diag(V^H gV)), then gP.
      std::fill(y, y + n * n, C(0));
      if (gv) {
        TF_TRY(load(gv, "grad_v", d.bt, item, false, gvm));
        mm<C>('C', 'N', n, n, n, C(1), v, n, gvm, n, C(0), y, n);
        mm<C>('C', 'N', n, n, n, C(1), v, n, v, n, C(0), p, n);  // V^H V
        for (int64_t j = 0; j < n; ++j) {
          const C dj = y[j + j * n];
          for (int64_t i = 0; i < n; ++i) y[i + j * n] -= p[i + j * n] * dj;
        }
      }
      if (gw) TF_TRY(loadv(gw, "grad_w", d.bt, item, n, true, gwv));
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
          y[i + j * n] = i == j ? (gw ? gwv[i] : C(0))
                                : y[i + j * n] * std::conj(brc(w[j] - w[i], eta));
      // grad_a = V^-H gP V^H: solve V^H Z = gP V^H.
      mm<C>('N', 'C', n, n, n, C(1), y, n, v, n, C(0), p, n);
      info = lapack::getrs<C>('C', (int)n, (int)n, lu, (int)n, ipiv, p, (int)n);
      if (info < 0) return lapack_arg("?getrs", info);
      if (real_in) {
        R* o = out0r + item * n * n;
        for (int64_t i = 0; i < n * n; ++i) o[i] = p[i].real();
      } else {
        std::copy(p, p + n * n, out0 + item * n * n);
      }
      return TF_OK;
    });
    }
  });
}
Status eig_vjp(Engine& e, const RuleArgs& r) { return eig_rule(e, r, true); }
Status eig_jvp(Engine& e, const RuleArgs& r) { return eig_rule(e, r, false); }

}  // namespace tf
