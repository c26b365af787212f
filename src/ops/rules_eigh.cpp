// ops/rules_eigh.cpp: the VJP and JVP of the Hermitian eigen-decomposition
// (eigh) and of eigvalsh (eigh's rules after one eigh for the vectors).
#include "ops/linalg.hpp"
#include "ops/rules_linalg_driver.hpp"

namespace tf {

using namespace lar;

namespace {

// eigh's rules: a (..., n, n), w (..., n) real, v (..., n, n).
Status eigh_args(const RuleArgs& r, SqDims* d) {
  TF_TRY(square_arg(r.in[0], d));
  TF_TRY(check_read(*r.in[1], "w", d->rd, d->bt, {d->n}));
  return check_mat(r.in[2], "v", d->dt, d->bt, d->n, d->n);
}

// a (read for its finiteness into A, scratch for the rule), w and v of one
// item, and the broadening of 1/(w_j - w_i).
template <class T>
struct EighItem {
  using R = R_t<T>;
  const RuleArgs& r;
  const SqDims& d;
  T *A, *V;
  R* W;
  R eta = 0;
  EighItem(Items& it, const RuleArgs& r_, const SqDims& d_)
      : r(r_), d(d_), A(it.take<T>(d.n * d.n)), V(it.take<T>(d.n * d.n)), W(it.take<R>(d.n)) {}
  Status load_item(int64_t item) {
    const int64_t n = d.n;
    TF_TRY(load(r.in[0], "a", d.bt, item, false, A));
    TF_TRY(loadv(r.in[1], "w", d.bt, item, n, true, W));
    TF_TRY(load(r.in[2], "v", d.bt, item, false, V));
    R w0 = 0;
    for (int64_t i = 0; i < n; ++i) w0 = std::max(w0, std::abs(W[i]));
    const double b = r.opts.broadening;
    eta = (R)(b * w0) * (R)(b * w0);
    return TF_OK;
  }
};

}  // namespace

Status eigh_vjp(Engine& e, const RuleArgs& r) {
  SqDims d;
  TF_TRY(eigh_args(r, &d));
  const DType dt = d.dt;
  const int64_t n = d.n;
  if (r.in[3]) TF_TRY(check_read(*r.in[3], "grad_w", d.rd, d.bt, {n}));
  if (r.in[4]) TF_TRY(check_mat(r.in[4], "grad_v", dt, d.bt, n, n));
  const OutDesc od[1] = {{dt, 2, n, n}};
  const bool hw = r.in[3], hv = r.in[4];
  return run_rule(e, r, la_sig(LaRule::Eigh, false), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    R* gW = it.take<R>(n);
    T *gV, *K, *T1;
    it.take_each<T>(n * n, {&gV, &K, &T1});
    EighItem<T> ei(it, r, d);
    T *V = ei.V, *G = ei.A;
    const R* W = ei.W;
    T* out = it.stage<T>(0, n * n);
    return it.each([&](int64_t item) -> Status {
      TF_TRY(ei.load_item(item));
      if (hw) TF_TRY(loadv(r.in[3], "grad_w", d.bt, item, n, true, gW));
      if (hv) {
        TF_TRY(load(r.in[4], "grad_v", d.bt, item, false, gV));
        mm<T>('C', 'N', n, n, n, T(1), V, n, gV, n, T(0), K, n);
      }
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
          G[i + j * n] = i == j ? T(hw ? gW[i] : R(0))
                                : hv ? brk(W[j] - W[i], ei.eta) * K[i + j * n] : T(0);
      mm<T>('N', 'N', n, n, n, T(1), V, n, G, n, T(0), T1, n);
      mm<T>('N', 'C', n, n, n, T(1), T1, n, V, n, T(0), G, n);
      lower_from_herm(G, n, out + item * n * n);
      return TF_OK;
    });
  });
}

Status eigh_jvp(Engine& e, const RuleArgs& r) {
  SqDims d;
  TF_TRY(eigh_args(r, &d));
  const DType dt = d.dt;
  const int64_t n = d.n;
  const Tensor* da = r.in[3];
  if (da) TF_TRY(check_mat(da, "t_a", dt, d.bt, n, n));
  const OutDesc od[2] = {{d.rd, 1, n, 0}, {dt, 2, n, n}};
  return run_rule(e, r, la_sig(LaRule::Eigh, true), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    EighItem<T> ei(it, r, d);
    T *V = ei.V, *H = ei.A;
    const R* W = ei.W;
    T *dA, *P;
    it.take_each<T>(n * n, {&dA, &P});
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
      TF_TRY(ei.load_item(item));
      TF_TRY(load(da, "t_a", d.bt, item, false, dA));
      herm_from_lower(dA, n, H);
      mm<T>('N', 'N', n, n, n, T(1), H, n, V, n, T(0), dA, n);
      mm<T>('C', 'N', n, n, n, T(1), V, n, dA, n, T(0), P, n);
      for (int64_t i = 0; i < n; ++i) dw[i] = re(P[i + i * n]);
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
          P[i + j * n] = i == j ? T(0) : brk(W[j] - W[i], ei.eta) * P[i + j * n];
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

}  // namespace tf
