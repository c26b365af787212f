// ops/linalg_svd.cpp: thin SVD of stacks of matrices and of tensors split
// into (left | right) axes, with truncation by rank and discarded weight.
// Driver ?gesdd (divide and conquer); an item on which it does not converge
// is redone with ?gesvd (QR iteration). A row-major matrix goes to LAPACK as
// its column-major transpose, whose SVD is the same with U and V swapped.
#include <algorithm>

#include "engine/threads.hpp"
#include "ops/linalg.hpp"
#include "ops/linalg_common.hpp"
#include "providers/lapack.hpp"

namespace tf {
namespace {

using namespace la;

struct SvdPlan : Plan {
  int64_t lm = 0, ln = 0, k = 0;  // the LAPACK problem: lm x ln, k = min
  lapack::Work dd, qr;            // ?gesdd and ?gesvd workspaces
  std::size_t off_work = 0, off_rwork = 0, off_iwork = 0, ws_bytes = 0;
};

template <class T>
Status build_plan(int64_t lm, int64_t ln, PlanPtr* out) {
  auto p = std::make_shared<SvdPlan>();
  p->bytes = sizeof(SvdPlan);
  p->lm = lm;
  p->ln = ln;
  p->k = std::min(lm, ln);
  if (p->k > 0) {
    p->dd = lapack::gesdd_query<T>((int)lm, (int)ln);
    p->qr = lapack::gesvd_query<T>((int)lm, (int)ln);
  }
  using R = lapack::real_t<T>;
  std::size_t a = al64(sizeof(T) * (std::size_t)(lm * ln));
  p->off_work = a;
  p->off_rwork = p->off_work + al64(sizeof(T) * (std::size_t)std::max(p->dd.lwork, p->qr.lwork));
  p->off_iwork = p->off_rwork + al64(sizeof(R) * (std::size_t)std::max(p->dd.lrwork, p->qr.lrwork));
  p->ws_bytes = p->off_iwork + al64(sizeof(int) * (std::size_t)std::max(p->dd.liwork, p->qr.liwork));
  *out = std::move(p);
  return TF_OK;
}

Status get_plan(Engine& e, DType dt, int64_t lm, int64_t ln, bool trans, const SvdPlan** p) {
  PlanKey key;
  key.add(plan_tag(OpKind::Svd));
  key.add((int64_t)dt | (int64_t)trans << 8);
  key.add(lm);
  key.add(ln);
  key.finish();
  return e.plan<SvdPlan>(
      key,
      [&](PlanPtr* pp) {
        return dispatch(dt, [&](auto t) { return build_plan<decltype(t)>(lm, ln, pp); });
      },
      p);
}

// Where the results of every batch item sit in scratch.
struct SvdOut {
  char* u = nullptr;   // batch x (lm x k), column-major, ld lm
  char* s = nullptr;   // batch x k reals
  char* vt = nullptr;  // batch x (k x ln), column-major, ld k
};

// Runs the SVD of every item into scratch. fill(item, dst) puts the item's
// lm x ln column-major matrix (ld lm) into dst, checking it is finite.
template <class T, class Fill>
Status run(Engine& e, const SvdPlan& p, const Batch& b, char* base, const SvdOut& o,
           bool* fallback, Fill&& fill) {
  using R = lapack::real_t<T>;
  const int m = (int)p.lm, n = (int)p.ln, k = (int)p.k;
  T* a = reinterpret_cast<T*>(base);
  T* work = reinterpret_cast<T*>(base + p.off_work);
  R* rwork = reinterpret_cast<R*>(base + p.off_rwork);
  int* iwork = reinterpret_cast<int*>(base + p.off_iwork);
  BlasThreads threads(e.lapack_workers(6.0 * p.lm * p.ln * p.k));
  for (int64_t item = 0; item < b.count; ++item) {
    T* u = reinterpret_cast<T*>(o.u) + item * p.lm * p.k;
    T* vt = reinterpret_cast<T*>(o.vt) + item * p.k * p.ln;
    R* s = reinterpret_cast<R*>(o.s) + item * p.k;
    TF_TRY(fill(item, a));
    int info = lapack::gesdd<T>(m, n, a, m, s, u, m, vt, k, work, p.dd.lwork, rwork, iwork);
    if (info < 0) return lapack_arg("?gesdd", info);
    if (info > 0) {
      // Documented fallback: QR iteration on a fresh copy of the input.
      *fallback = true;
      TF_TRY(fill(item, a));
      info = lapack::gesvd<T>(m, n, a, m, s, u, m, vt, k, work, p.qr.lwork, rwork);
      if (info < 0) return lapack_arg("?gesvd", info);
      if (info > 0)
        return numerical("a", "SVD did not converge (?gesdd, then the ?gesvd fallback)",
                         "?gesvd", info, b, item);
    }
  }
  return TF_OK;
}

// Kept rank and relative discarded weight (see tf_svd_options).
template <class R>
void truncate(const SvdOpts& o, const Batch& b, int64_t k, const char* sbase, int64_t* kk,
              double* err) {
  int64_t keep = 0;
  for (int64_t item = 0; item < b.count; ++item) {
    const R* s = reinterpret_cast<const R*>(sbase) + item * k;
    int64_t ki = k;
    if (o.cutoff > 0 && k > 0) {
      double total = 0;
      for (int64_t i = 0; i < k; ++i) total += (double)s[i] * (double)s[i];
      double tail = 0;  // weight of s[ki..k)
      while (ki > 1) {
        double next = tail + (double)s[ki - 1] * (double)s[ki - 1];
        if (next > o.cutoff * total) break;
        tail = next;
        --ki;
      }
    }
    if (o.max_rank > 0 && ki > o.max_rank) ki = o.max_rank;
    keep = std::max(keep, ki);
  }
  double worst = 0;
  for (int64_t item = 0; item < b.count; ++item) {
    const R* s = reinterpret_cast<const R*>(sbase) + item * k;
    double total = 0, tail = 0;
    for (int64_t i = k - 1; i >= 0; --i) {
      double w = (double)s[i] * (double)s[i];
      total += w;
      if (i >= keep) tail += w;
    }
    if (total > 0) worst = std::max(worst, tail / total);
  }
  *kk = keep;
  *err = worst;
}

Status check_opts(const SvdOpts& o) {
  if (o.max_rank < 0)
    return fail(TF_ERR_INVALID_ARGUMENT, "options->max_rank: %lld, expected >= 0 (0 = no limit)",
                (long long)o.max_rank);
  if (!(o.cutoff >= 0.0 && o.cutoff <= 1.0))
    return fail(TF_ERR_INVALID_ARGUMENT, "options->cutoff: %g, expected a value in [0, 1]",
                o.cutoff);
  return TF_OK;
}

// Scratch for one SVD call: the plan's workspace, then every item's results.
struct SvdScratch {
  Scratch sc;
  SvdOut o;
  Status get(Engine& e, const SvdPlan& p, DType dt, const Batch& b) {
    const std::size_t es = dtype_size(dt), rs = dtype_size(real_dtype(dt));
    const std::size_t cnt = (std::size_t)b.count;
    std::size_t ub = al64(es * cnt * p.lm * p.k), vb = al64(es * cnt * p.k * p.ln),
                sb = al64(rs * cnt * p.k);
    TF_TRY(sc.get(e, p.ws_bytes + ub + vb + sb, "svd"));
    o.u = sc.p() + p.ws_bytes;
    o.vt = o.u + ub;
    o.s = o.vt + vb;
    return TF_OK;
  }
};

// The caller's u, s, vh apart from a and from each other.
Status outputs_apart(const Tensor& a, const Tensor& u, const Tensor& s, const Tensor& vh) {
  TF_TRY(no_overlap(u, "u", a, "a"));
  TF_TRY(no_overlap(s, "s", a, "a"));
  TF_TRY(no_overlap(vh, "vh", a, "a"));
  TF_TRY(no_overlap(u, "u", s, "s"));
  TF_TRY(no_overlap(u, "u", vh, "vh"));
  return no_overlap(s, "s", vh, "vh");
}

// The caller's outputs must hold the kept rank kk (their capacity kc).
Status check_capacity(int64_t kc, int64_t kk) {
  if (kk > kc)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "u: capacity %lld (its last extent, and s's and vh's) is below the kept rank "
                "%lld; give outputs of capacity >= %lld or set options->max_rank",
                (long long)kc, (long long)kk, (long long)kk);
  return TF_OK;
}

// The new u, s, vh to the caller, once written.
void hand_over(Tensor* u, Tensor* s, Tensor* vh, Tensor** alloc_u, Tensor** alloc_s,
               Tensor** alloc_vh, Allocs* al) {
  *alloc_u = u;
  *alloc_s = s;
  *alloc_vh = vh;
  al->committed = true;
}

}  // namespace

Status svd(Engine& e, const Tensor* a, const SvdOpts& opts, Tensor* u, Tensor* s, Tensor* vh,
           Tensor** alloc_u, Tensor** alloc_s, Tensor** alloc_vh, SvdResult* res) {
  TF_TRY(check_opts(opts));
  Batch b;
  Mat A;
  TF_TRY(matrix_arg(*a, "a", false, &b, &A));
  const DType dt = a->dtype, rdt = real_dtype(dt);
  const int64_t m = A.rows, n = A.cols, k = std::min(m, n);
  int64_t kc = -1;
  if (u) {
    kc = s->ndim >= 1 ? s->shape[s->ndim - 1] : 0;
    TF_TRY(check_out(*s, "s", rdt, b, {kc}));
    TF_TRY(check_out(*u, "u", dt, b, {m, kc}));
    TF_TRY(check_out(*vh, "vh", dt, b, {kc, n}));
    TF_TRY(outputs_apart(*a, *u, *s, *vh));
  }
  const bool trans = use_transpose(A);
  const int64_t lm = trans ? n : m, ln = trans ? m : n;
  const SvdPlan* p;
  TF_TRY(get_plan(e, dt, lm, ln, trans, &p));
  SvdScratch sc;
  TF_TRY(sc.get(e, *p, dt, b));
  bool fallback = false;
  if (k > 0 && b.count > 0) {
    TF_TRY(dispatch(dt, [&](auto t) {
      using T = decltype(t);
      return run<T>(e, *p, b, sc.sc.p(), sc.o, &fallback, [&](int64_t item, T* dst) -> Status {
        const T* src = reinterpret_cast<const T*>(a->data) + item_offset(*a, b, item);
        int64_t bi, bj;
        if (!gather(src, A, trans, false, dst, lm, &bi, &bj))
          return non_finite("a", b, item, bi, bj);
        return TF_OK;
      });
    }));
  }
  int64_t kk = 0;
  double err = 0;
  dispatch(rdt, [&](auto t) {
    using R = decltype(t);
    if constexpr (std::is_floating_point_v<R>)
      truncate<R>(opts, b, k, sc.o.s, &kk, &err);
  });
  if (b.count == 0) kk = k;
  Allocs al;
  if (u) {
    TF_TRY(check_capacity(kc, kk));
  } else {
    TF_TRY(al.add(e, dt, b, {m, kk}, &u));
    TF_TRY(al.add(e, rdt, b, {kk}, &s));
    TF_TRY(al.add(e, dt, b, {kk, n}, &vh));
    kc = kk;
  }
  ++e.stats().calls;
  // Results out: U (lm x k, ld lm) and VT (k x ln, ld k) of the LAPACK problem.
  if (!trans) {
    scatter(*u, b, sc.o.u, lm * k, m, kk, 1, lm);
    scatter(*vh, b, sc.o.vt, k * ln, kk, n, 1, k);
  } else {
    scatter(*u, b, sc.o.vt, k * ln, m, kk, k, 1);
    scatter(*vh, b, sc.o.u, lm * k, kk, n, lm, 1);
  }
  scatter_vec(*s, b, sc.o.s, k, kk);
  if (kc > kk) {
    zero_block(*u, b, m, kc - kk, 0, kk);
    zero_block(*vh, b, kc - kk, n, kk, 0);
    zero_vec(*s, b, kc - kk, kk);
  }
  if (alloc_u) hand_over(u, s, vh, alloc_u, alloc_s, alloc_vh, &al);
  *res = SvdResult{kk, err, fallback};
  return TF_OK;
}

Status svd_split(Engine& e, const Tensor* a, int32_t n_left, const int32_t* left_axes,
                 const SvdOpts& opts, Tensor* u, Tensor* s, Tensor* vh, Tensor** alloc_u,
                 Tensor** alloc_s, Tensor** alloc_vh, SvdResult* res) {
  TF_TRY(check_opts(opts));
  const int32_t d = a->ndim;
  if (d < 2)
    return fail(TF_ERR_INVALID_ARGUMENT, "a: rank %d, a split needs rank >= 2", d);
  if (n_left < 1 || n_left > d - 1)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "n_left: %d, expected 1 .. %d (both sides need at least one axis of a's %d)",
                n_left, d - 1, d);
  int32_t perm[TF_MAX_RANK];
  bool used[TF_MAX_RANK] = {};
  for (int32_t i = 0; i < n_left; ++i) {
    int32_t ax = left_axes[i];
    if (ax < 0 || ax >= d)
      return fail(TF_ERR_INVALID_ARGUMENT, "left_axes: left_axes[%d] = %d, expected 0 .. %d", i,
                  ax, d - 1);
    if (used[ax])
      return fail(TF_ERR_INVALID_ARGUMENT, "left_axes: axis %d appears twice", ax);
    used[ax] = true;
    perm[i] = ax;
  }
  int32_t r = n_left;
  for (int32_t ax = 0; ax < d; ++ax)
    if (!used[ax]) perm[r++] = ax;
  const int32_t nl = n_left, nr = d - n_left;
  int64_t pshape[TF_MAX_RANK], pstr[TF_MAX_RANK], m = 1, n = 1;
  for (int32_t i = 0; i < d; ++i) {
    pshape[i] = a->shape[perm[i]];
    pstr[i] = a->strides[perm[i]];
    (i < nl ? m : n) *= pshape[i];
  }
  if (m > INT_MAX / 2 || n > INT_MAX / 2)
    return fail(TF_ERR_UNSUPPORTED, "a: split into %lld x %lld, too large for LAPACK", (long long)m,
                (long long)n);
  // Column-major strides of the (left | right) matrix for the permuted axes.
  int64_t mstr[TF_MAX_RANK];
  {
    int64_t acc = 1;
    for (int32_t i = nl - 1; i >= 0; --i) { mstr[i] = acc; acc *= pshape[i]; }
    acc = m;
    for (int32_t i = d - 1; i >= nl; --i) { mstr[i] = acc; acc *= pshape[i]; }
  }
  const DType dt = a->dtype, rdt = real_dtype(dt);
  const int64_t k = std::min(m, n);
  Batch none;
  int64_t kc = -1;
  if (u) {
    kc = s->ndim == 1 ? s->shape[0] : 0;
    TF_TRY(check_out(*s, "s", rdt, none, {kc}));
    int64_t us[TF_MAX_RANK], vs[TF_MAX_RANK];
    for (int32_t i = 0; i < nl; ++i) us[i] = pshape[i];
    us[nl] = kc;
    vs[0] = kc;
    for (int32_t i = 0; i < nr; ++i) vs[i + 1] = pshape[nl + i];
    TF_TRY(check_out_dims(*u, "u", dt, nl + 1, us));
    TF_TRY(check_out_dims(*vh, "vh", dt, nr + 1, vs));
    TF_TRY(outputs_apart(*a, *u, *s, *vh));
  }
  const SvdPlan* p;
  TF_TRY(get_plan(e, dt, m, n, false, &p));
  SvdScratch sc;
  TF_TRY(sc.get(e, *p, dt, none));
  bool fallback = false;
  if (k > 0) {
    TF_TRY(dispatch(dt, [&](auto t) {
      using T = decltype(t);
      return run<T>(e, *p, none, sc.sc.p(), sc.o, &fallback, [&](int64_t, T* dst) -> Status {
        strided_copy(sizeof(T), d, pshape, a->data, pstr, dst, mstr);
        int64_t bi, bj;
        if (find_non_finite(dst, m, n, m, &bi, &bj))
          return fail(TF_ERR_NUMERICAL,
                      "a: element (%lld, %lld) of the (left | right) matrix is NaN or Inf; "
                      "linear algebra accepts finite input only",
                      (long long)bi, (long long)bj);
        return TF_OK;
      });
    }));
  }
  int64_t kk = 0;
  double err = 0;
  dispatch(rdt, [&](auto t) {
    using R = decltype(t);
    if constexpr (std::is_floating_point_v<R>) truncate<R>(opts, none, k, sc.o.s, &kk, &err);
  });
  Allocs al;
  if (u) {
    TF_TRY(check_capacity(kc, kk));
  } else {
    Batch bl;
    bl.nb = nl;
    for (int32_t i = 0; i < nl; ++i) bl.shape[i] = pshape[i];
    TF_TRY(al.add(e, dt, bl, {kk}, &u));
    TF_TRY(al.add(e, rdt, none, {kk}, &s));
    int64_t vs[TF_MAX_RANK];
    vs[0] = kk;
    for (int32_t i = 0; i < nr; ++i) vs[i + 1] = pshape[nl + i];
    Tensor* v;
    TF_TRY(e.new_tensor(dt, nr + 1, vs, TF_ROW_MAJOR, &v));
    al.t[al.n++] = v;
    vh = v;
    kc = kk;
  }
  ++e.stats().calls;
  const std::size_t es = dtype_size(dt);
  int64_t sh[TF_MAX_RANK], ss[TF_MAX_RANK], zs[TF_MAX_RANK] = {};
  static const double zeros[2] = {0.0, 0.0};
  // U: (left..., kk) from U (m x k, ld m).
  for (int32_t i = 0; i < nl; ++i) { sh[i] = pshape[i]; ss[i] = mstr[i]; }
  sh[nl] = kk;
  ss[nl] = m;
  strided_copy(es, nl + 1, sh, sc.o.u, ss, u->data, u->strides);
  if (kc > kk) {
    sh[nl] = kc - kk;
    strided_copy(es, nl + 1, sh, zeros, zs, u->data + kk * u->strides[nl] * (int64_t)es,
                 u->strides);
  }
  // Vh: (kk, right...) from VT (k x n, ld k): element (c, j) at c + j k.
  sh[0] = kk;
  ss[0] = 1;
  for (int32_t i = 0; i < nr; ++i) { sh[i + 1] = pshape[nl + i]; ss[i + 1] = mstr[nl + i] / m * k; }
  strided_copy(es, nr + 1, sh, sc.o.vt, ss, vh->data, vh->strides);
  if (kc > kk) {
    sh[0] = kc - kk;
    strided_copy(es, nr + 1, sh, zeros, zs, vh->data + kk * vh->strides[0] * (int64_t)es,
                 vh->strides);
  }
  scatter_vec(*s, none, sc.o.s, k, kk);
  if (kc > kk) zero_vec(*s, none, kc - kk, kk);
  if (alloc_u) hand_over(u, s, vh, alloc_u, alloc_s, alloc_vh, &al);
  *res = SvdResult{kk, err, fallback};
  return TF_OK;
}

}  // namespace tf
