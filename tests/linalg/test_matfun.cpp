// tests/linalg/test_matfun.cpp: tf_lstsq, tf_pinv, tf_matrix_norm, tf_expm,
// tf_eig / tf_eigvals through the C API, checked by identities and plain
// references computed here in complex double, never by snapshots:
//   lstsq  against the normal equations solved here by Gauss-Jordan (tall),
//          the minimum-norm solution a^H (a a^H)^-1 b (wide), and for a
//          rank-deficient a = B C: the reported rank, a^H (a x - b) = 0 and
//          x in the row space of C; residuals = |b - a x|^2 per column;
//   pinv   the four Moore-Penrose conditions (full rank and rank-deficient);
//   norms  Frobenius by direct sum, nuclear and 2-norm against tf_svd's
//          singular values and sum s^2 = |a|_F^2;
//   expm   against a Taylor series with scaling and squaring written here,
//          v diag(exp w) v^H (tf_eigh) for Hermitian input, exp(a) exp(-a) = I
//          and exp of a skew-Hermitian a being unitary at norm 30;
//   eig    a v = v diag(w), unit columns, sum w = trace a, tf_eigvals = w,
//          the conjugate pairs of a real rotation block;
// for f32, f64, c64, c128 x row-major, column-major and strided layouts x a
// batch axis; the _into forms; bad input (argument named, outputs untouched).
// cmocka, compiled as C++; C API only.
#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <random>
#include <vector>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

extern "C" {
#include <cmocka.h>
}

#include "test_util.h"

#include "dense_ref.hpp"

namespace {

using c128 = std::complex<double>;

// ------------------------------------------------------------------ dense
using namespace dense_ref;
M add(const M& a, const M& b, double s = 1) {
  M x = a;
  for (size_t i = 0; i < x.v.size(); ++i) x.v[i] += s * b.v[i];
  return x;
}
double dist(const M& a, const M& b) { return fnorm(add(a, b, -1)); }
// a^-1 b by Gauss-Jordan with partial pivoting (the plain reference solve).
M solve_ref(M a, M b) {
  const int64_t n = a.r;
  for (int64_t k = 0; k < n; ++k) {
    int64_t p = k;
    for (int64_t i = k + 1; i < n; ++i)
      if (std::abs(a(i, k)) > std::abs(a(p, k))) p = i;
    for (int64_t j = 0; j < n; ++j) std::swap(a(k, j), a(p, j));
    for (int64_t j = 0; j < b.c; ++j) std::swap(b(k, j), b(p, j));
    const c128 d = a(k, k);
    for (int64_t i = 0; i < n; ++i) {
      if (i == k) continue;
      const c128 f = a(i, k) / d;
      for (int64_t j = 0; j < n; ++j) a(i, j) -= f * a(k, j);
      for (int64_t j = 0; j < b.c; ++j) b(i, j) -= f * b(k, j);
    }
  }
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < b.c; ++j) b(i, j) /= a(i, i);
  return b;
}
// exp(a) by a 40-term Taylor series of a / 2^s (|a / 2^s| <= 1/2), squared s times.
M expm_ref(const M& a) {
  int s = 0;
  double nrm = fnorm(a);
  while (nrm > 0.5) {
    nrm /= 2;
    ++s;
  }
  M as = a;
  for (auto& z : as.v) z = std::ldexp(1.0, -s) * z;
  M sum = eye(a.r), term = eye(a.r);
  for (int k = 1; k <= 40; ++k) {
    term = mul(term, as);
    for (auto& z : term.v) z /= (double)k;
    sum = add(sum, term);
  }
  for (int i = 0; i < s; ++i) sum = mul(sum, sum);
  return sum;
}

std::mt19937_64 g_rng(31337);
double urand() { return std::uniform_real_distribution<double>(-1, 1)(g_rng); }

// ------------------------------------------------------------------ tensors
struct DT {
  tf_dtype dt;
  size_t es;
  bool cx;
  double eps;
};
const DT kDts[] = {{TF_F32, 4, false, 1.2e-7},
                   {TF_F64, 8, false, 2.3e-16},
                   {TF_C64, 8, true, 1.2e-7},
                   {TF_C128, 16, true, 2.3e-16}};
DT dt_info(tf_dtype d) {
  for (const DT& x : kDts)
    if (x.dt == d) return x;
  return kDts[1];
}
tf_dtype real_of(tf_dtype d) { return d == TF_C64 ? TF_F32 : d == TF_C128 ? TF_F64 : d; }
tf_dtype cplx_of(tf_dtype d) { return d == TF_F32 ? TF_C64 : d == TF_F64 ? TF_C128 : d; }

M random_m(const DT& d, int64_t r, int64_t c) {
  M x(r, c);
  for (auto& z : x.v) z = d.cx ? c128(urand(), urand()) : c128(urand(), 0);
  // Round to the dtype so the reference sees exactly the input.
  if (d.es == 4 || (d.cx && d.es == 8))
    for (auto& z : x.v) z = c128((float)z.real(), (float)z.imag());
  return x;
}

void put(const DT& d, c128 z, char* p) {
  if (d.dt == TF_F32) { float x = (float)z.real(); std::memcpy(p, &x, 4); }
  else if (d.dt == TF_F64) { double x = z.real(); std::memcpy(p, &x, 8); }
  else if (d.dt == TF_C64) { std::complex<float> x((float)z.real(), (float)z.imag()); std::memcpy(p, &x, 8); }
  else std::memcpy(p, &z, 16);
}
c128 get(const DT& d, const char* p) {
  if (d.dt == TF_F32) { float x; std::memcpy(&x, p, 4); return x; }
  if (d.dt == TF_F64) { double x; std::memcpy(&x, p, 8); return x; }
  if (d.dt == TF_C64) { std::complex<float> x; std::memcpy(&x, p, 8); return c128(x.real(), x.imag()); }
  c128 x; std::memcpy(&x, p, 16); return x;
}

enum Layout { ROW = 0, COL = 1, STRIDED = 2 };

// A wrapped stack of matrices (batch items of r x c) in a layout, over owned
// memory (STRIDED: every other column of a padded row-major buffer).
struct W {
  std::vector<char> buf;
  tf_tensor* t = nullptr;
  W() = default;
  W(const W&) = delete;
  ~W() { tf_tensor_release(t); }
};
void wrap(W& w, tf_dtype dt, const std::vector<M>& mats, int64_t r, int64_t c, int layout,
          bool batch) {
  const DT d = dt_info(dt);
  const int64_t count = (int64_t)mats.size();
  int64_t rs, cs, item;
  if (layout == ROW) { rs = c; cs = 1; item = r * c; }
  else if (layout == COL) { rs = 1; cs = r; item = r * c; }
  else { rs = 2 * c + 1; cs = 2; item = r * (2 * c + 1); }
  w.buf.assign((size_t)std::max<int64_t>(1, item * count) * d.es + 16, 0);
  for (int64_t b = 0; b < count; ++b)
    for (int64_t i = 0; i < r; ++i)
      for (int64_t j = 0; j < c; ++j)
        put(d, mats[(size_t)b](i, j), &w.buf[(size_t)((b * item + i * rs + j * cs) * (int64_t)d.es)]);
  int64_t shape[3], strides[3];
  int32_t nd = 0;
  if (batch) { shape[nd] = count; strides[nd++] = item; }
  shape[nd] = r; strides[nd++] = rs;
  shape[nd] = c; strides[nd++] = cs;
  CHECK_OK(tf_tensor_wrap(dt, nd, shape, strides, w.buf.data(), &w.t));
}
// An output of shape (batch..., trail...) for an _into call, filled with the canary.
void out_like(W& w, tf_dtype dt, bool batch, int64_t items, std::vector<int64_t> trail) {
  const DT d = dt_info(dt);
  std::vector<int64_t> shape;
  if (batch) shape.push_back(items);
  for (auto x : trail) shape.push_back(x);
  int64_t n = 1;
  for (auto x : shape) n *= x;
  w.buf.assign((size_t)std::max<int64_t>(n, 1) * d.es, 0);
  fill_canary(w.buf.data(), w.buf.size());
  CHECK_OK(tf_tensor_wrap(dt, (int32_t)shape.size(), shape.data(), nullptr, w.buf.data(), &w.t));
}
bool untouched(const W& w) { return is_canary(w.buf.data(), w.buf.size()); }

// Item b of a tensor whose last two axes are r x c (or last one, a vector
// read as r x 1; or a scalar per item, 1 x 1).
M item_of(const tf_tensor* t, int64_t b, int tail) {
  int32_t nd;
  CHECK_OK(tf_tensor_ndim(t, &nd));
  int64_t shape[8] = {0}, numel;
  if (nd) CHECK_OK(tf_tensor_shape(t, shape));
  CHECK_OK(tf_tensor_numel(t, &numel));
  tf_dtype dt;
  CHECK_OK(tf_tensor_dtype(t, &dt));
  const DT d = dt_info(dt);
  const int64_t r = tail == 2 ? shape[nd - 2] : tail == 1 ? shape[nd - 1] : 1;
  const int64_t c = tail == 2 ? shape[nd - 1] : 1;
  std::vector<char> all((size_t)std::max<int64_t>(numel, 1) * d.es);
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, all.data(), (size_t)numel * d.es));
  M x(r, c);
  for (int64_t i = 0; i < r * c; ++i) x.v[(size_t)i] = get(d, &all[(size_t)((b * r * c + i) * (int64_t)d.es)]);
  return x;
}

void expect_le(double got, double tol, const char* what, tf_dtype dt, int layout) {
  if (!(got <= tol)) {
    print_error("%s (dtype %d, layout %d): %.3e > tolerance %.3e\n", what, (int)dt, layout, got,
                tol);
    fail();
  }
}

tf_engine* g_e = nullptr;

// ------------------------------------------------------------------ lstsq
void test_lstsq(void**) {
  for (const DT& d : kDts)
    for (int layout : {ROW, COL, STRIDED})
      for (int shape = 0; shape < 4; ++shape) {
        // 0 tall, 1 wide, 2 square, 3 tall rank-deficient (rank 2)
        const int64_t m = shape == 1 ? 3 : shape == 2 ? 4 : 7, n = shape == 1 ? 6 : shape == 2 ? 4 : 5,
                      r = 2;
        std::vector<M> as, bs, cs;
        for (int it = 0; it < 2; ++it) {
          if (shape == 2) {  // square: kept well conditioned
            M a = random_m(d, m, n);
            for (int64_t i = 0; i < n; ++i) a(i, i) += 3.0;
            as.push_back(a);
          } else if (shape == 3) {
            M bb = random_m(d, m, 2), cc = random_m(d, 2, n);
            M a = mul(bb, cc);
            if (!d.cx) for (auto& z : a.v) z = c128(z.real(), 0);
            as.push_back(a);
            cs.push_back(cc);
          } else {
            as.push_back(random_m(d, m, n));
          }
          bs.push_back(random_m(d, m, r));
        }
        // single-precision rounding of a = B C: round a itself
        if (d.es == 4 || (d.cx && d.es == 8))
          for (auto& a : as) for (auto& z : a.v) z = c128((float)z.real(), (float)z.imag());
        W a, b, xo, ro;
        wrap(a, d.dt, as, m, n, layout, true);
        wrap(b, d.dt, bs, m, r, layout, true);
        tf_tensor *x = nullptr, *res = nullptr;
        int64_t rank[2] = {-1, -1};
        CHECK_OK(tf_lstsq(g_e, a.t, b.t, -1.0, &x, &res, rank, 2));
        out_like(xo, d.dt, true, 2, {n, r});
        out_like(ro, real_of(d.dt), true, 2, {r});
        int64_t rank2[2];
        CHECK_OK(tf_lstsq_into(g_e, a.t, b.t, -1.0, xo.t, ro.t, rank2, 2));
        const double tol = (shape == 3 ? 1e4 : 300) * d.eps;
        for (int it = 0; it < 2; ++it) {
          const M& A = as[(size_t)it];
          const M& B = bs[(size_t)it];
          M X = item_of(x, it, 2), X2 = item_of(xo.t, it, 2);
          expect_le(dist(X, X2), 0, "lstsq_into == lstsq", d.dt, layout);
          M R = add(B, mul(A, X), -1);
          M res_got = item_of(res, it, 1);
          for (int64_t j = 0; j < r; ++j) {
            double rr = 0;
            for (int64_t i = 0; i < m; ++i) rr += std::norm(R(i, j));
            expect_le(std::abs(res_got(j, 0).real() - rr), tol * (1 + fnorm(B) * fnorm(B)),
                      "residuals", d.dt, layout);
          }
          const double sc = fnorm(A) * (fnorm(A) * fnorm(X) + fnorm(B));
          if (shape == 0) {
            M Xr = solve_ref(mul(adj(A), A), mul(adj(A), B));
            expect_le(dist(X, Xr) / fnorm(Xr), tol, "lstsq vs normal equations", d.dt, layout);
            assert_int_equal(rank[it], n);
          } else if (shape == 1) {
            M Xr = mul(adj(A), solve_ref(mul(A, adj(A)), B));
            expect_le(dist(X, Xr) / fnorm(Xr), tol, "lstsq vs minimum norm", d.dt, layout);
            assert_int_equal(rank[it], m);
          } else if (shape == 2) {
            M Xr = solve_ref(A, B);
            expect_le(dist(X, Xr) / fnorm(Xr), tol, "lstsq vs solve", d.dt, layout);
          } else {
            assert_int_equal(rank[it], 2);
            expect_le(fnorm(mul(adj(A), R)) / sc, tol, "normal equations (rank 2)", d.dt, layout);
            const M& C = cs[(size_t)it];
            // x = C^H (C C^H)^-1 C x: in the row space of a
            M Px = mul(adj(C), solve_ref(mul(C, adj(C)), mul(C, X)));
            expect_le(dist(Px, X) / fnorm(X), tol, "minimum norm (rank 2)", d.dt, layout);
          }
          assert_int_equal(rank2[it], rank[it]);
        }
        tf_tensor_release(x);
        tf_tensor_release(res);
      }
}

// ------------------------------------------------------------------ pinv
void test_pinv(void**) {
  for (const DT& d : kDts)
    for (int layout : {ROW, COL, STRIDED})
      for (int shape = 0; shape < 3; ++shape) {
        const int64_t m = shape == 1 ? 3 : 6, n = shape == 1 ? 5 : 4;
        std::vector<M> as;
        for (int it = 0; it < 2; ++it)
          as.push_back(shape == 2 ? mul(random_m(d, m, 2), random_m(d, 2, n)) : random_m(d, m, n));
        if (d.es == 4 || (d.cx && d.es == 8))
          for (auto& a : as) for (auto& z : a.v) z = c128((float)z.real(), (float)z.imag());
        W a, xo;
        wrap(a, d.dt, as, m, n, layout, true);
        tf_tensor* x = nullptr;
        // rank 2: a cutoff above the rounding level of the zero singular values
        const double rcond = shape == 2 ? 1e3 * d.eps : -1.0;
        CHECK_OK(tf_pinv(g_e, a.t, rcond, &x));
        out_like(xo, d.dt, true, 2, {n, m});
        CHECK_OK(tf_pinv_into(g_e, a.t, rcond, xo.t));
        const double tol = (shape == 2 ? 1e4 : 300) * d.eps;
        for (int it = 0; it < 2; ++it) {
          const M& A = as[(size_t)it];
          M X = item_of(x, it, 2);
          expect_le(dist(X, item_of(xo.t, it, 2)), 0, "pinv_into == pinv", d.dt, layout);
          const double na = fnorm(A), nx = fnorm(X);
          expect_le(dist(mul(mul(A, X), A), A) / na, tol, "a x a = a", d.dt, layout);
          expect_le(dist(mul(mul(X, A), X), X) / nx, tol * na * nx, "x a x = x", d.dt, layout);
          M AX = mul(A, X), XA = mul(X, A);
          expect_le(dist(AX, adj(AX)), tol * na * nx, "(a x)^H = a x", d.dt, layout);
          expect_le(dist(XA, adj(XA)), tol * na * nx, "(x a)^H = x a", d.dt, layout);
        }
        tf_tensor_release(x);
      }
}

// ------------------------------------------------------------------ norms
void test_norms(void**) {
  for (const DT& d : kDts)
    for (int layout : {ROW, COL, STRIDED})
      for (auto mn : std::vector<std::pair<int64_t, int64_t>>{{2, 2}, {5, 3}, {3, 6}}) {
        const int64_t m = mn.first, n = mn.second;
        std::vector<M> as = {random_m(d, m, n), random_m(d, m, n)};
        W a;
        wrap(a, d.dt, as, m, n, layout, true);
        tf_tensor *fro, *nuc, *two, *u, *s, *vh;
        CHECK_OK(tf_matrix_norm(g_e, a.t, TF_NORM_FRO, &fro));
        CHECK_OK(tf_matrix_norm(g_e, a.t, TF_NORM_NUC, &nuc));
        CHECK_OK(tf_matrix_norm(g_e, a.t, TF_NORM_2, &two));
        CHECK_OK(tf_svd(g_e, a.t, nullptr, &u, &s, &vh, nullptr));
        W o;
        out_like(o, real_of(d.dt), true, 2, {});
        CHECK_OK(tf_matrix_norm_into(g_e, a.t, TF_NORM_NUC, o.t));
        for (int it = 0; it < 2; ++it) {
          M sv = item_of(s, it, 1);
          double sum = 0, sq = 0;
          for (auto z : sv.v) {
            sum += z.real();
            sq += z.real() * z.real();
          }
          const double f = item_of(fro, it, 0)(0, 0).real();
          const double tol = 100 * d.eps;
          expect_le(std::abs(f - fnorm(as[(size_t)it])) / f, tol, "frobenius", d.dt, layout);
          expect_le(std::abs(f * f - sq) / sq, tol, "sum s^2 = |a|_F^2", d.dt, layout);
          expect_le(std::abs(item_of(nuc, it, 0)(0, 0).real() - sum) / sum, tol, "nuclear", d.dt, layout);
          expect_le(std::abs(item_of(o.t, it, 0)(0, 0).real() - sum) / sum, tol, "nuclear _into", d.dt, layout);
          expect_le(std::abs(item_of(two, it, 0)(0, 0).real() - sv.v[0].real()) / sum, tol, "2-norm", d.dt, layout);
        }
        for (tf_tensor* t : {fro, nuc, two, u, s, vh}) tf_tensor_release(t);
      }
  // Frobenius without overflow: 1e200 entries.
  double big[4] = {1e200, 1e200, 1e200, 1e200};
  int64_t sh[2] = {2, 2};
  tf_tensor *t, *f;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, big, &t));
  CHECK_OK(tf_matrix_norm(g_e, t, TF_NORM_FRO, &f));
  double fv;
  CHECK_OK(tf_tensor_read(f, TF_ROW_MAJOR, &fv, sizeof fv));
  assert_true(std::abs(fv - 2e200) < 1e186);
  tf_tensor_release(t);
  tf_tensor_release(f);
}

// ------------------------------------------------------------------ expm
void test_expm(void**) {
  for (const DT& d : kDts)
    for (int layout : {ROW, COL, STRIDED})
      for (double scale : {0.01, 0.2, 1.0, 3.0, 12.0}) {  // every Pade degree and scalings
        const int64_t n = 5;
        std::vector<M> as;
        for (int it = 0; it < 2; ++it) {
          M a = random_m(d, n, n);
          for (auto& z : a.v) z *= scale / 2;
          if (d.es == 4 || (d.cx && d.es == 8))
            for (auto& z : a.v) z = c128((float)z.real(), (float)z.imag());
          as.push_back(a);
        }
        W a, xo;
        wrap(a, d.dt, as, n, n, layout, true);
        tf_tensor* x;
        CHECK_OK(tf_expm(g_e, a.t, &x));
        out_like(xo, d.dt, true, 2, {n, n});
        CHECK_OK(tf_expm_into(g_e, a.t, xo.t));
        for (int it = 0; it < 2; ++it) {
          M X = item_of(x, it, 2), R = expm_ref(as[(size_t)it]);
          expect_le(dist(X, item_of(xo.t, it, 2)), 0, "expm_into == expm", d.dt, layout);
          // forward error of scaling and squaring: about eps |a| (times a
          // modest constant) relative to |exp(a)| for these matrices
          const double tol = 200 * d.eps * (1 + fnorm(as[(size_t)it]));
          expect_le(dist(X, R) / fnorm(R), tol, "expm vs Taylor", d.dt, layout);
        }
        // exp(a) exp(-a) = I
        std::vector<M> negs;
        for (auto& m : as) negs.push_back(add(M(n, n), m, -1));
        W na;
        wrap(na, d.dt, negs, n, n, layout, true);
        tf_tensor* y;
        CHECK_OK(tf_expm(g_e, na.t, &y));
        for (int it = 0; it < 2; ++it) {
          const double tol = 400 * d.eps * (1 + fnorm(as[(size_t)it])) *
                             fnorm(item_of(x, it, 2)) * fnorm(item_of(y, it, 2));
          expect_le(dist(mul(item_of(x, it, 2), item_of(y, it, 2)), eye(n)), tol,
                    "exp(a) exp(-a) = I", d.dt, layout);
        }
        tf_tensor_release(x);
        tf_tensor_release(y);
      }
  // Hermitian input against v diag(exp w) v^H, and a skew-Hermitian a of norm
  // 30 whose exponential is unitary.
  for (const DT& d : kDts) {
    const int64_t n = 6;
    M h = random_m(d, n, n);
    h = add(h, adj(h));
    for (auto& z : h.v) z *= 1.5;
    if (d.es == 4 || (d.cx && d.es == 8))
      for (auto& z : h.v) z = c128((float)z.real(), (float)z.imag());
    W a;
    wrap(a, d.dt, {h}, n, n, ROW, false);
    tf_tensor *x, *w, *v;
    CHECK_OK(tf_expm(g_e, a.t, &x));
    CHECK_OK(tf_eigh(g_e, a.t, &w, &v));
    M V = item_of(v, 0, 2), wv = item_of(w, 0, 1), D(n, n);
    for (int64_t i = 0; i < n; ++i) D(i, i) = std::exp(wv.v[(size_t)i].real());
    M R = mul(mul(V, D), adj(V));
    expect_le(dist(item_of(x, 0, 2), R) / fnorm(R), 500 * d.eps, "expm vs eigh", d.dt, ROW);
    M s = random_m(d, n, n);
    s = add(s, adj(s), -1);
    const double f30 = 30 / fnorm(s);
    for (auto& z : s.v) z *= f30;
    W sa;
    wrap(sa, d.dt, {s}, n, n, COL, false);
    tf_tensor* q;
    CHECK_OK(tf_expm(g_e, sa.t, &q));
    M Q = item_of(q, 0, 2);
    expect_le(dist(mul(adj(Q), Q), eye(n)), 2000 * d.eps, "exp(skew) unitary", d.dt, COL);
    for (tf_tensor* t : {x, w, v, q}) tf_tensor_release(t);
  }
}

// ------------------------------------------------------------------ eig
void test_eig(void**) {
  for (const DT& d : kDts)
    for (int layout : {ROW, COL, STRIDED})
      for (int64_t n : {1, 2, 5, 12}) {
        std::vector<M> as = {random_m(d, n, n), random_m(d, n, n)};
        W a, wo, vo;
        wrap(a, d.dt, as, n, n, layout, true);
        tf_tensor *w, *v, *w2;
        CHECK_OK(tf_eig(g_e, a.t, &w, &v));
        CHECK_OK(tf_eigvals(g_e, a.t, &w2));
        out_like(wo, cplx_of(d.dt), true, 2, {n});
        out_like(vo, cplx_of(d.dt), true, 2, {n, n});
        CHECK_OK(tf_eig_into(g_e, a.t, wo.t, vo.t));
        tf_dtype wd;
        CHECK_OK(tf_tensor_dtype(w, &wd));
        assert_int_equal(wd, cplx_of(d.dt));
        for (int it = 0; it < 2; ++it) {
          const M& A = as[(size_t)it];
          M W_ = item_of(w, it, 1), V = item_of(v, it, 2);
          M D(n, n);
          c128 tr = 0, sw = 0;
          for (int64_t i = 0; i < n; ++i) {
            D(i, i) = W_.v[(size_t)i];
            tr += A(i, i);
            sw += W_.v[(size_t)i];
          }
          const double tol = 100 * d.eps * (double)n;
          expect_le(dist(mul(A, V), mul(V, D)) / fnorm(A), tol, "a v = v diag(w)", d.dt, layout);
          expect_le(std::abs(tr - sw) / fnorm(A), tol, "sum w = trace a", d.dt, layout);
          for (int64_t j = 0; j < n; ++j) {
            double nn = 0;
            for (int64_t i = 0; i < n; ++i) nn += std::norm(V(i, j));
            expect_le(std::abs(nn - 1), tol, "unit columns", d.dt, layout);
          }
          expect_le(dist(item_of(w2, it, 1), W_), 0, "eigvals == eig's w", d.dt, layout);
          expect_le(dist(item_of(wo.t, it, 1), W_), 0, "eig_into w", d.dt, layout);
          expect_le(dist(item_of(vo.t, it, 2), V), 0, "eig_into v", d.dt, layout);
        }
        for (tf_tensor* t : {w, v, w2}) tf_tensor_release(t);
      }
  // A real rotation block: eigenvalues cos t +- i sin t, conjugate vectors.
  double rot[4] = {0.6, -0.8, 0.8, 0.6};
  int64_t sh[2] = {2, 2};
  tf_tensor *a, *w, *v;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, rot, &a));
  CHECK_OK(tf_eig(g_e, a, &w, &v));
  c128 wv[2], vv[4];
  CHECK_OK(tf_tensor_read(w, TF_ROW_MAJOR, wv, sizeof wv));
  CHECK_OK(tf_tensor_read(v, TF_ROW_MAJOR, vv, sizeof vv));
  assert_true(std::abs(wv[0] - c128(0.6, 0.8)) < 1e-14 && std::abs(wv[1] - c128(0.6, -0.8)) < 1e-14);
  assert_true(std::abs(vv[0] - std::conj(vv[1])) < 1e-14 && std::abs(vv[2] - std::conj(vv[3])) < 1e-14);
  for (tf_tensor* t : {a, w, v}) tf_tensor_release(t);
}

// ------------------------------------------------------------------ bad input
void test_bad_input(void**) {
  const DT d = dt_info(TF_F64);
  W a23, a33, b21, b31, x, x33, r1, wv, vv, s0, nanm;
  wrap(a23, TF_F64, {random_m(d, 2, 3)}, 2, 3, ROW, false);
  wrap(a33, TF_F64, {random_m(d, 3, 3)}, 3, 3, ROW, false);
  wrap(b21, TF_F64, {random_m(d, 2, 1)}, 2, 1, ROW, false);
  wrap(b31, TF_F64, {random_m(d, 3, 1)}, 3, 1, ROW, false);
  out_like(x, TF_F64, false, 1, {3, 1});
  out_like(x33, TF_F64, false, 1, {3, 3});
  out_like(r1, TF_F64, false, 1, {1});
  out_like(wv, TF_C128, false, 1, {3});
  out_like(vv, TF_C128, false, 1, {3, 3});
  out_like(s0, TF_F64, false, 1, {});
  M bad = random_m(d, 3, 3);
  bad(1, 2) = c128(NAN, 0);
  wrap(nanm, TF_F64, {bad}, 3, 3, ROW, false);
  tf_tensor *o1 = nullptr, *o2 = nullptr;
  int64_t rank[1] = {-7};
  EXPECT_FAIL(tf_lstsq(g_e, a23.t, b31.t, -1, &o1, &o2, rank, 1), TF_ERR_SHAPE_MISMATCH, "b");
  EXPECT_FAIL(tf_lstsq(g_e, a23.t, b21.t, NAN, &o1, &o2, rank, 1), TF_ERR_INVALID_ARGUMENT, "rcond");
  EXPECT_FAIL(tf_lstsq(g_e, a23.t, b21.t, -1, &o1, &o2, rank, 0), TF_ERR_INVALID_ARGUMENT, "rank_count");
  EXPECT_FAIL(tf_lstsq(g_e, a23.t, b21.t, -1, &o1, nullptr, rank, 1), TF_ERR_INVALID_ARGUMENT, "residuals");
  EXPECT_FAIL(tf_lstsq_into(g_e, a23.t, b21.t, -1, x33.t, r1.t, rank, 1), TF_ERR_SHAPE_MISMATCH, "x");
  EXPECT_FAIL(tf_lstsq_into(g_e, a33.t, b31.t, -1, x.t, x.t, rank, 1), TF_ERR_SHAPE_MISMATCH, "residuals");
  EXPECT_FAIL(tf_lstsq(g_e, nanm.t, b31.t, -1, &o1, &o2, rank, 1), TF_ERR_NUMERICAL, "a");
  EXPECT_FAIL(tf_pinv(g_e, nanm.t, -1, &o1), TF_ERR_NUMERICAL, "a");
  EXPECT_FAIL(tf_pinv_into(g_e, a23.t, -1, x33.t), TF_ERR_SHAPE_MISMATCH, "x");
  EXPECT_FAIL(tf_pinv(g_e, a23.t, INFINITY, &o1), TF_ERR_INVALID_ARGUMENT, "rcond");
  EXPECT_FAIL(tf_matrix_norm(g_e, a23.t, (tf_matrix_norm_kind)9, &o1), TF_ERR_INVALID_ARGUMENT, "kind");
  EXPECT_FAIL(tf_matrix_norm_into(g_e, a23.t, TF_NORM_2, r1.t), TF_ERR_SHAPE_MISMATCH, "out");
  EXPECT_FAIL(tf_matrix_norm(g_e, nanm.t, TF_NORM_NUC, &o1), TF_ERR_NUMERICAL, "a");
  EXPECT_FAIL(tf_expm(g_e, a23.t, &o1), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_expm(g_e, nanm.t, &o1), TF_ERR_NUMERICAL, "a");
  EXPECT_FAIL(tf_expm_into(g_e, a33.t, x.t), TF_ERR_SHAPE_MISMATCH, "x");
  EXPECT_FAIL(tf_expm_into(g_e, a33.t, a33.t), TF_ERR_INVALID_ARGUMENT, "x");
  M huge(3, 3);
  huge(0, 0) = 800;  // exp(800) overflows a double
  W hw;
  wrap(hw, TF_F64, {huge}, 3, 3, ROW, false);
  EXPECT_FAIL(tf_expm_into(g_e, hw.t, x33.t), TF_ERR_NUMERICAL, "a");
  EXPECT_FAIL(tf_eig(g_e, a23.t, &o1, &o2), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_eig(g_e, nanm.t, &o1, &o2), TF_ERR_NUMERICAL, "a");
  EXPECT_FAIL(tf_eig_into(g_e, a33.t, wv.t, x33.t), TF_ERR_DTYPE_MISMATCH, "v");
  EXPECT_FAIL(tf_eigvals_into(g_e, a33.t, vv.t), TF_ERR_SHAPE_MISMATCH, "w");
  EXPECT_FAIL(tf_eig(g_e, a33.t, &o1, nullptr), TF_ERR_INVALID_ARGUMENT, "v");
  EXPECT_FAIL(tf_expm(nullptr, a33.t, &o1), TF_ERR_INVALID_ARGUMENT, "engine");
  assert_null(o1);
  assert_null(o2);
  assert_int_equal(rank[0], -7);
  for (W* w : {&x, &x33, &r1, &wv, &vv, &s0}) assert_true(untouched(*w));
}

// Empty matrices and the plan cache: a repeated call is a plan hit, and a
// warm serial engine's _into call takes nothing new from the pool.
void test_empty_and_plans(void**) {
  const DT d = dt_info(TF_F64);
  W e0, e30, b30;
  wrap(e0, TF_F64, {M(0, 0)}, 0, 0, ROW, false);
  wrap(e30, TF_F64, {M(3, 0)}, 3, 0, ROW, false);
  wrap(b30, TF_F64, {random_m(d, 3, 2)}, 3, 2, ROW, false);
  tf_tensor *x, *r, *p, *nrm, *w, *v;
  int64_t rank;
  CHECK_OK(tf_lstsq(g_e, e30.t, b30.t, -1, &x, &r, &rank, 1));
  assert_int_equal(rank, 0);
  M rr = item_of(r, 0, 1), bb = item_of(b30.t, 0, 2);
  for (int64_t j = 0; j < 2; ++j) {
    double s = 0;
    for (int64_t i = 0; i < 3; ++i) s += std::norm(bb(i, j));
    assert_true(std::abs(rr(j, 0).real() - s) < 1e-14);
  }
  CHECK_OK(tf_pinv(g_e, e30.t, -1, &p));
  CHECK_OK(tf_matrix_norm(g_e, e0.t, TF_NORM_2, &nrm));
  assert_true(item_of(nrm, 0, 0)(0, 0) == c128(0));
  CHECK_OK(tf_eig(g_e, e0.t, &w, &v));
  for (tf_tensor* t : {x, r, p, nrm, w, v}) tf_tensor_release(t);

  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  W a, b, xo, ro, po, no, eo, wo, vo;
  wrap(a, TF_F64, {random_m(d, 6, 6)}, 6, 6, ROW, false);
  wrap(b, TF_F64, {random_m(d, 6, 2)}, 6, 2, ROW, false);
  out_like(xo, TF_F64, false, 1, {6, 2});
  out_like(ro, TF_F64, false, 1, {2});
  out_like(po, TF_F64, false, 1, {6, 6});
  out_like(no, TF_F64, false, 1, {});
  out_like(eo, TF_F64, false, 1, {6, 6});
  out_like(wo, TF_C128, false, 1, {6});
  out_like(vo, TF_C128, false, 1, {6, 6});
  tf_engine_stats s0 = {sizeof(tf_engine_stats), 0, 0, 0, 0, 0, 0, 0}, s1 = s0;
  for (int i = 0; i < 3; ++i) {
    if (i == 1) CHECK_OK(tf_engine_get_stats(e, &s0));
    CHECK_OK(tf_lstsq_into(e, a.t, b.t, -1, xo.t, ro.t, nullptr, 0));
    CHECK_OK(tf_pinv_into(e, a.t, -1, po.t));
    CHECK_OK(tf_matrix_norm_into(e, a.t, TF_NORM_NUC, no.t));
    CHECK_OK(tf_expm_into(e, a.t, eo.t));
    CHECK_OK(tf_eig_into(e, a.t, wo.t, vo.t));
  }
  CHECK_OK(tf_engine_get_stats(e, &s1));
  assert_int_equal(s1.plan_misses, s0.plan_misses);
  assert_int_equal(s1.pool_misses, s0.pool_misses);
  assert_int_equal(s1.parallel_regions, 0);
  tf_engine_destroy(e);
}

}  // namespace

int main(void) {
  CHECK_OK(tf_engine_create_serial(&g_e));
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_lstsq),     cmocka_unit_test(test_pinv),
      cmocka_unit_test(test_norms),     cmocka_unit_test(test_expm),
      cmocka_unit_test(test_eig),       cmocka_unit_test(test_bad_input),
      cmocka_unit_test(test_empty_and_plans),
  };
  int rc = cmocka_run_group_tests(tests, NULL, NULL);
  tf_engine_destroy(g_e);
  return rc;
}
