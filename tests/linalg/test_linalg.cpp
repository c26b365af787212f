// tests/linalg/test_linalg.cpp: the linear-algebra C API checked by
// identities, not snapshots (A = U S V^H, Q^H Q = I, A V = V diag(w), A X = B,
// L L^H = A, P L U = A, A A^-1 = I), table-driven over every dtype x layout
// (row-major, column-major, strided view) x size {1, 2, 3, 8, 33, 128} x
// square / tall / wide, plus rank-deficient and ill-conditioned inputs,
// truncation, tensor splits, error paths (outputs untouched) and plan reuse.
// cmocka, compiled as C++ for templates over the dtypes; C API only.
// C++ headers first: cmocka defines a fail() macro.
#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdio>
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

using c64 = std::complex<float>;
using c128 = std::complex<double>;

template <class T> struct Traits;
template <> struct Traits<float> { static constexpr tf_dtype dt = TF_F32; static constexpr double eps = 1.2e-7; };
template <> struct Traits<double> { static constexpr tf_dtype dt = TF_F64; static constexpr double eps = 2.3e-16; };
template <> struct Traits<c64> { static constexpr tf_dtype dt = TF_C64; static constexpr double eps = 1.2e-7; };
template <> struct Traits<c128> { static constexpr tf_dtype dt = TF_C128; static constexpr double eps = 2.3e-16; };
template <class T> constexpr bool is_cplx = sizeof(T) == 2 * sizeof(decltype(std::abs(T{})));

template <class T> T from(c128 z) {
  if constexpr (is_cplx<T>) return T((decltype(std::abs(T{})))z.real(), (decltype(std::abs(T{})))z.imag());
  else return (T)z.real();
}
template <class T> c128 to(T x) {
  if constexpr (is_cplx<T>) return c128(x.real(), x.imag());
  else return c128((double)x, 0.0);
}

// ------------------------------------------------------------------ matrices
// M: a dense logical matrix (row-major) in complex double (dense_ref.hpp).
using namespace dense_ref;
double dist(const M& a, const M& b) {
  if (a.r != b.r || a.c != b.c) return 1e300;
  double s = 0;
  for (size_t i = 0; i < a.v.size(); ++i) s += std::norm(a.v[i] - b.v[i]);
  return std::sqrt(s);
}

std::mt19937_64 g_rng(20240607);
template <class T> M random_mat(int64_t r, int64_t c) {
  std::uniform_real_distribution<double> u(-1, 1);
  M x(r, c);
  for (auto& z : x.v) z = is_cplx<T> ? c128(u(g_rng), u(g_rng)) : c128(u(g_rng), 0);
  // Round to T so the reference sees exactly the input.
  for (auto& z : x.v) z = to<T>(from<T>(z));
  return x;
}

// ------------------------------------------------------------------ tensors
enum Layout { ROW = 0, COL = 1, STRIDED = 2 };
const char* layout_name(int l) { return l == ROW ? "row" : l == COL ? "col" : "strided"; }

// A wrapped tensor of shape (batch..., r, c) over owned memory in a layout:
// ROW row-major, COL column-major matrices (batch outermost), STRIDED every
// other column of a row-major buffer with a padded row.
template <class T> struct Wrapped {
  std::vector<T> buf;
  tf_tensor* t = nullptr;
  ~Wrapped() { tf_tensor_release(t); }
};

template <class T>
void wrap(Wrapped<T>& w, const std::vector<int64_t>& batch, const std::vector<M>& mats, int64_t r,
          int64_t c, int layout) {
  int64_t nb = (int64_t)batch.size(), count = 1;
  for (auto b : batch) count *= b;
  int64_t rs, cs, item;
  if (layout == ROW) { rs = c; cs = 1; item = r * c; }
  else if (layout == COL) { rs = 1; cs = r; item = r * c; }
  else { rs = 2 * c + 1; cs = 2; item = r * (2 * c + 1); }
  w.buf.assign((size_t)std::max<int64_t>(1, item * count), from<T>(c128(7.5, -3.25)));
  for (int64_t b = 0; b < count; ++b)
    for (int64_t i = 0; i < r; ++i)
      for (int64_t j = 0; j < c; ++j)
        if (!mats.empty()) w.buf[(size_t)(b * item + i * rs + j * cs)] = from<T>(mats[(size_t)b](i, j));
  int64_t shape[TF_MAX_RANK], strides[TF_MAX_RANK];
  int64_t acc = item;
  for (int64_t i = nb - 1; i >= 0; --i) { shape[i] = batch[(size_t)i]; strides[i] = acc; acc *= batch[(size_t)i]; }
  shape[nb] = r; shape[nb + 1] = c; strides[nb] = rs; strides[nb + 1] = cs;
  CHECK_OK(tf_tensor_wrap(Traits<T>::dt, (int32_t)nb + 2, shape, strides, w.buf.data(), &w.t));
}

// Reads batch item b of a (batch..., r, c) tensor as a logical matrix.
template <class T> M read_item(const tf_tensor* t, int64_t b) {
  int32_t nd;
  CHECK_OK(tf_tensor_ndim(t, &nd));
  int64_t shape[TF_MAX_RANK], numel;
  CHECK_OK(tf_tensor_shape(t, shape));
  CHECK_OK(tf_tensor_numel(t, &numel));
  int64_t r = nd >= 2 ? shape[nd - 2] : 1, c = nd >= 1 ? shape[nd - 1] : 1;
  std::vector<T> all((size_t)std::max<int64_t>(numel, 1));
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, all.data(), all.size() * sizeof(T)));
  M x(r, c);
  for (int64_t i = 0; i < r * c; ++i) x.v[(size_t)i] = to<T>(all[(size_t)(b * r * c + i)]);
  return x;
}
// Reads a real vector result (batch..., k) item b.
template <class R> std::vector<double> read_vec(const tf_tensor* t, int64_t b) {
  int32_t nd;
  CHECK_OK(tf_tensor_ndim(t, &nd));
  int64_t shape[TF_MAX_RANK], numel;
  CHECK_OK(tf_tensor_shape(t, shape));
  CHECK_OK(tf_tensor_numel(t, &numel));
  int64_t k = shape[nd - 1];
  std::vector<R> all((size_t)std::max<int64_t>(numel, 1));
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, all.data(), all.size() * sizeof(R)));
  std::vector<double> x((size_t)k);
  for (int64_t i = 0; i < k; ++i) x[(size_t)i] = (double)all[(size_t)(b * k + i)];
  return x;
}

template <class T> using Real = decltype(std::abs(T{}));

// Fails the test with context when got > tol.
void expect_le(double got, double tol, const char* what, const char* ctx) {
  if (!(got <= tol)) {
    print_error("%s: %s = %.3e > tolerance %.3e\n", ctx, what, got, tol);
    fail();
  }
}

tf_engine* g_engine = nullptr;

struct Case {
  int64_t m, n;
  int layout;
  std::vector<int64_t> batch;
};

// Every size x shape x layout; batch 2 for the small sizes.
std::vector<Case> cases(bool square_only) {
  std::vector<Case> out;
  for (int64_t s : {1, 2, 3, 8, 33, 128})
    for (int shape = 0; shape < (square_only ? 1 : 3); ++shape)
      for (int l = 0; l < 3; ++l) {
        int64_t m = s, n = s;
        if (shape == 1) m = s + s / 2 + 1;  // tall
        if (shape == 2) n = s + s / 2 + 1;  // wide
        std::vector<int64_t> batch;
        if (s <= 8) batch = {2};
        out.push_back({m, n, l, batch});
      }
  return out;
}

int64_t count_of(const std::vector<int64_t>& b) {
  int64_t c = 1;
  for (auto x : b) c *= x;
  return c;
}

template <class T> double tol_for(int64_t n) { return 30.0 * (double)std::max<int64_t>(n, 4) * Traits<T>::eps; }

// ------------------------------------------------------------------ SVD
template <class T> void check_svd(const M& a, const M& u, const std::vector<double>& s, const M& vh,
                                  double tol, const char* ctx) {
  const int64_t k = (int64_t)s.size();
  for (int64_t i = 0; i < k; ++i) {
    expect_le(-s[(size_t)i], 0, "-s[i] (non-negative)", ctx);
    if (i) expect_le(s[(size_t)i] - s[(size_t)i - 1], 0, "s[i] - s[i-1] (descending)", ctx);
  }
  M us = u;
  for (int64_t i = 0; i < u.r; ++i)
    for (int64_t j = 0; j < k; ++j) us(i, j) *= s[(size_t)j];
  double an = std::max(fnorm(a), 1e-300);
  expect_le(dist(mul(us, vh), a) / an, tol, "|A - U S Vh| / |A|", ctx);
  expect_le(dist(mul(adj(u), u), eye(k)), tol, "|U^H U - I|", ctx);
  expect_le(dist(mul(vh, adj(vh)), eye(k)), tol, "|Vh Vh^H - I|", ctx);
}

template <class T> void svd_identities() {
  for (const Case& c : cases(false)) {
    char ctx[128];
    snprintf(ctx, sizeof ctx, "svd dtype %d %lldx%lld %s", (int)Traits<T>::dt, (long long)c.m,
             (long long)c.n, layout_name(c.layout));
    int64_t cnt = count_of(c.batch);
    std::vector<M> mats;
    for (int64_t b = 0; b < cnt; ++b) mats.push_back(random_mat<T>(c.m, c.n));
    Wrapped<T> a;
    wrap(a, c.batch, mats, c.m, c.n, c.layout);
    tf_tensor *u, *s, *vh;
    tf_svd_info info = {sizeof(tf_svd_info), -1, -1, -1};
    CHECK_OK(tf_svd(g_engine, a.t, NULL, &u, &s, &vh, &info));
    assert_int_equal(info.rank, std::min(c.m, c.n));
    assert_true(info.trunc_err == 0.0);
    for (int64_t b = 0; b < cnt; ++b)
      check_svd<T>(mats[(size_t)b], read_item<T>(u, b), read_vec<Real<T>>(s, b), read_item<T>(vh, b),
                   tol_for<T>(std::max(c.m, c.n)), ctx);
    // _into with column-major outputs of the exact capacity agrees.
    if (c.layout == COL || c.m <= 3) {
      int64_t k = std::min(c.m, c.n);
      Wrapped<T> u2, v2;
      wrap(u2, c.batch, {}, c.m, k, COL);
      wrap(v2, c.batch, {}, k, c.n, STRIDED);
      std::vector<Real<T>> sb((size_t)(cnt * k) + 1);
      std::vector<int64_t> sshape = c.batch;
      sshape.push_back(k);
      tf_tensor* s2;
      CHECK_OK(tf_tensor_wrap(tf_dtype(Traits<T>::dt == TF_C64 ? TF_F32 : Traits<T>::dt == TF_C128 ? TF_F64 : Traits<T>::dt),
                              (int32_t)sshape.size(), sshape.data(), NULL, sb.data(), &s2));
      CHECK_OK(tf_svd_into(g_engine, a.t, NULL, u2.t, s2, v2.t, NULL));
      for (int64_t b = 0; b < cnt; ++b)
        check_svd<T>(mats[(size_t)b], read_item<T>(u2.t, b), read_vec<Real<T>>(s2, b),
                     read_item<T>(v2.t, b), tol_for<T>(std::max(c.m, c.n)), ctx);
      tf_tensor_release(s2);
    }
    tf_tensor_release(u);
    tf_tensor_release(s);
    tf_tensor_release(vh);
  }
}

// A = X diag(sv) Y^H with orthonormal X, Y from QR of random matrices.
template <class T> M with_singular_values(int64_t m, int64_t n, const std::vector<double>& sv) {
  int64_t k = (int64_t)sv.size();
  auto orth = [&](int64_t r) {
    Wrapped<T> w;
    wrap(w, {}, {random_mat<T>(r, k)}, r, k, ROW);
    tf_tensor *q, *rr;
    CHECK_OK(tf_qr(g_engine, w.t, 0, &q, &rr));
    M x = read_item<T>(q, 0);
    tf_tensor_release(q);
    tf_tensor_release(rr);
    return x;
  };
  M x = orth(m), y = orth(n);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < k; ++j) x(i, j) *= sv[(size_t)j];
  M a = mul(x, adj(y));
  for (auto& z : a.v) z = to<T>(from<T>(z));
  return a;
}

template <class T> void svd_truncation() {
  const int64_t m = 12, n = 9;
  std::vector<double> sv = {10, 5, 3, 1, 0.5, 0.1, 0.01, 0.001, 0.0001};
  M a = with_singular_values<T>(m, n, sv);
  double W = 0;
  for (double x : sv) W += x * x;
  for (int l = 0; l < 3; ++l) {
    Wrapped<T> w;
    wrap(w, {}, {a}, m, n, l);
    // Cutoff: keep the smallest k with discarded weight <= cutoff * W.
    for (double cutoff : {1e-12, 1e-6, 1e-3, 0.02, 0.5}) {
      int64_t want = (int64_t)sv.size();
      double tail = 0;
      while (want > 1 && tail + sv[(size_t)want - 1] * sv[(size_t)want - 1] <= cutoff * W) {
        tail += sv[(size_t)want - 1] * sv[(size_t)want - 1];
        --want;
      }
      tf_svd_options o = {sizeof(tf_svd_options), 0, cutoff};
      tf_svd_info info = {sizeof(tf_svd_info), 0, 0, 0};
      tf_tensor *u, *s, *vh;
      CHECK_OK(tf_svd(g_engine, w.t, &o, &u, &s, &vh, &info));
      assert_int_equal(info.rank, want);
      double tol = is_cplx<T> ? 1e-3 : 1e-3;
      if (Traits<T>::eps < 1e-10) tol = 1e-9;
      expect_le(std::fabs(info.trunc_err - tail / W), tol * (tail / W) + 1e-5 * (Traits<T>::eps > 1e-10), "trunc_err error", "svd cutoff");
      std::vector<double> got = read_vec<Real<T>>(s, 0);
      assert_int_equal((int64_t)got.size(), want);
      for (int64_t i = 0; i < want; ++i)
        expect_le(std::fabs(got[(size_t)i] - sv[(size_t)i]), 1e3 * Traits<T>::eps * sv[0], "|s_i - sv_i|", "svd cutoff keeps the largest");
      // The truncated product is the best rank-k approximation.
      M us = read_item<T>(u, 0), v = read_item<T>(vh, 0);
      for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < want; ++j) us(i, j) *= got[(size_t)j];
      double e2 = dist(mul(us, v), a);
      expect_le(std::fabs(e2 * e2 / W - tail / W), 1e3 * Traits<T>::eps, "|A - A_k|^2/W - err", "svd cutoff");
      tf_tensor_release(u);
      tf_tensor_release(s);
      tf_tensor_release(vh);
    }
    // max_rank, and max_rank tighter than the cutoff.
    tf_svd_options o = {sizeof(tf_svd_options), 3, 1e-9};
    tf_svd_info info = {sizeof(tf_svd_info), 0, 0, 0};
    tf_tensor *u, *s, *vh;
    CHECK_OK(tf_svd(g_engine, w.t, &o, &u, &s, &vh, &info));
    assert_int_equal(info.rank, 3);
    double tail = 0;
    for (size_t i = 3; i < sv.size(); ++i) tail += sv[i] * sv[i];
    expect_le(std::fabs(info.trunc_err - tail / W), 1e-4 * tail / W + 10 * Traits<T>::eps, "trunc_err", "svd max_rank");
    tf_tensor_release(u);
    tf_tensor_release(s);
    tf_tensor_release(vh);
    // _into with capacity 5 > kept 3: zero padding; capacity 2 < 3: error, untouched.
    for (int64_t cap : {5, 2}) {
      Wrapped<T> u2, v2;
      wrap(u2, {}, {}, m, cap, ROW);
      wrap(v2, {}, {}, cap, n, COL);
      std::vector<Real<T>> sb((size_t)cap);
      tf_tensor* s2;
      int64_t sshape[1] = {cap};
      CHECK_OK(tf_tensor_wrap(Traits<T>::dt == TF_C64 ? TF_F32 : Traits<T>::dt == TF_C128 ? TF_F64 : Traits<T>::dt, 1, sshape, NULL, sb.data(), &s2));
      fill_canary(u2.buf.data(), u2.buf.size() * sizeof(T));
      fill_canary(v2.buf.data(), v2.buf.size() * sizeof(T));
      fill_canary(sb.data(), sb.size() * sizeof(Real<T>));
      tf_svd_info i2 = {sizeof(tf_svd_info), -7, -7, -7};
      if (cap == 2) {
        EXPECT_FAIL(tf_svd_into(g_engine, w.t, &o, u2.t, s2, v2.t, &i2), TF_ERR_INVALID_ARGUMENT, "u");
        assert_true(is_canary(u2.buf.data(), u2.buf.size() * sizeof(T)));
        assert_true(is_canary(v2.buf.data(), v2.buf.size() * sizeof(T)));
        assert_true(is_canary(sb.data(), sb.size() * sizeof(Real<T>)));
        assert_int_equal(i2.rank, -7);
      } else {
        CHECK_OK(tf_svd_into(g_engine, w.t, &o, u2.t, s2, v2.t, &i2));
        assert_int_equal(i2.rank, 3);
        std::vector<double> got = read_vec<Real<T>>(s2, 0);
        assert_true(got[3] == 0 && got[4] == 0 && got[2] > 0);
        M uu = read_item<T>(u2.t, 0), vv = read_item<T>(v2.t, 0);
        for (int64_t i = 0; i < m; ++i) assert_true(uu(i, 4) == 0.0 && uu(i, 3) == 0.0);
        for (int64_t j = 0; j < n; ++j) assert_true(vv(4, j) == 0.0);
      }
      tf_tensor_release(s2);
    }
  }
}

template <class T> void svd_rank_deficient_and_split() {
  // Rank 3 of 10 x 7: singular values beyond 3 vanish; identities hold.
  M a = with_singular_values<T>(10, 3, {4, 2, 1});
  M b = random_mat<T>(3, 7);
  M r = mul(a, b);
  for (auto& z : r.v) z = to<T>(from<T>(z));
  for (int l = 0; l < 3; ++l) {
    Wrapped<T> w;
    wrap(w, {}, {r}, 10, 7, l);
    tf_tensor *u, *s, *vh;
    CHECK_OK(tf_svd(g_engine, w.t, NULL, &u, &s, &vh, NULL));
    std::vector<double> sv = read_vec<Real<T>>(s, 0);
    check_svd<T>(r, read_item<T>(u, 0), sv, read_item<T>(vh, 0), tol_for<T>(10), "svd rank-deficient");
    for (size_t i = 3; i < sv.size(); ++i) expect_le(sv[i], 100 * Traits<T>::eps * sv[0], "s beyond the rank", "svd rank-deficient");
    tf_tensor_release(u);
    tf_tensor_release(s);
    tf_tensor_release(vh);
  }
  // Tensor split: a (2, 3, 4, 5), left axes {2, 0} -> rows (4, 2), columns (3, 5).
  const int64_t sh[4] = {2, 3, 4, 5};
  std::vector<T> data(120);
  std::uniform_real_distribution<double> ud(-1, 1);
  for (auto& x : data) x = from<T>(c128(ud(g_rng), is_cplx<T> ? ud(g_rng) : 0));
  tf_tensor* t;
  CHECK_OK(tf_tensor_wrap(Traits<T>::dt, 4, sh, NULL, data.data(), &t));
  M mat(8, 15);
  for (int64_t i0 = 0; i0 < 2; ++i0)
    for (int64_t i1 = 0; i1 < 3; ++i1)
      for (int64_t i2 = 0; i2 < 4; ++i2)
        for (int64_t i3 = 0; i3 < 5; ++i3)
          mat(i2 * 2 + i0, i1 * 5 + i3) = to<T>(data[(size_t)(((i0 * 3 + i1) * 4 + i2) * 5 + i3)]);
  const int32_t left[2] = {2, 0};
  tf_tensor *u, *s, *vh;
  CHECK_OK(tf_svd_split(g_engine, t, 2, left, NULL, &u, &s, &vh, NULL));
  int64_t us[3], vs[3];
  CHECK_OK(tf_tensor_shape(u, us));
  CHECK_OK(tf_tensor_shape(vh, vs));
  assert_true(us[0] == 4 && us[1] == 2 && us[2] == 8);
  assert_true(vs[0] == 8 && vs[1] == 3 && vs[2] == 5);
  // Row-major (4, 2, 8) read as (8, 8) is exactly the (left | k) matrix.
  std::vector<T> ub(64), vb(120);
  CHECK_OK(tf_tensor_read(u, TF_ROW_MAJOR, ub.data(), ub.size() * sizeof(T)));
  CHECK_OK(tf_tensor_read(vh, TF_ROW_MAJOR, vb.data(), vb.size() * sizeof(T)));
  M um(8, 8), vm(8, 15);
  for (size_t i = 0; i < 64; ++i) um.v[i] = to<T>(ub[i]);
  for (size_t i = 0; i < 120; ++i) vm.v[i] = to<T>(vb[i]);
  check_svd<T>(mat, um, read_vec<Real<T>>(s, 0), vm, tol_for<T>(15), "svd_split");
  tf_tensor_release(u);
  tf_tensor_release(s);
  tf_tensor_release(vh);
  // _into with capacity 3 and max_rank 3, outputs column-major.
  {
    tf_svd_options o = {sizeof(tf_svd_options), 3, 0};
    std::vector<T> ub2(4 * 2 * 3), vb2(3 * 3 * 5);
    std::vector<Real<T>> sb2(3);
    const int64_t ush[3] = {4, 2, 3}, ust[3] = {1, 4, 8}, vsh[3] = {3, 3, 5}, vst[3] = {1, 3, 9}, ssh[1] = {3};
    tf_tensor *u2, *s2, *v2;
    CHECK_OK(tf_tensor_wrap(Traits<T>::dt, 3, ush, ust, ub2.data(), &u2));
    CHECK_OK(tf_tensor_wrap(Traits<T>::dt, 3, vsh, vst, vb2.data(), &v2));
    CHECK_OK(tf_tensor_wrap(Traits<T>::dt == TF_C64 ? TF_F32 : Traits<T>::dt == TF_C128 ? TF_F64 : Traits<T>::dt, 1, ssh, NULL, sb2.data(), &s2));
    tf_svd_info info = {sizeof(tf_svd_info), 0, 0, 0};
    CHECK_OK(tf_svd_split_into(g_engine, t, 2, left, &o, u2, s2, v2, &info));
    assert_int_equal(info.rank, 3);
    std::vector<T> ur(24), vr(45);
    CHECK_OK(tf_tensor_read(u2, TF_ROW_MAJOR, ur.data(), ur.size() * sizeof(T)));
    CHECK_OK(tf_tensor_read(v2, TF_ROW_MAJOR, vr.data(), vr.size() * sizeof(T)));
    M um3(8, 3), vm3(3, 15);
    for (size_t i = 0; i < 24; ++i) um3.v[i] = to<T>(ur[i]);
    for (size_t i = 0; i < 45; ++i) vm3.v[i] = to<T>(vr[i]);
    for (int64_t i = 0; i < 8; ++i)
      for (int64_t j = 0; j < 3; ++j) um3(i, j) *= (double)sb2[(size_t)j];
    // Best rank-3 approximation error equals the reported discarded weight.
    double e = dist(mul(um3, vm3), mat), W = fnorm(mat);
    expect_le(std::fabs(e * e / (W * W) - info.trunc_err), 1e3 * Traits<T>::eps, "split trunc err", "svd_split_into");
    // Bad splits.
    const int32_t dup[2] = {1, 1}, out_of_range[1] = {4};
    EXPECT_FAIL(tf_svd_split_into(g_engine, t, 2, dup, &o, u2, s2, v2, NULL), TF_ERR_INVALID_ARGUMENT, "left_axes");
    EXPECT_FAIL(tf_svd_split(g_engine, t, 1, out_of_range, NULL, &u, &s, &vh, NULL), TF_ERR_INVALID_ARGUMENT, "left_axes");
    EXPECT_FAIL(tf_svd_split(g_engine, t, 4, left, NULL, &u, &s, &vh, NULL), TF_ERR_INVALID_ARGUMENT, "n_left");
    EXPECT_FAIL(tf_svd_split(g_engine, t, 0, left, NULL, &u, &s, &vh, NULL), TF_ERR_INVALID_ARGUMENT, "n_left");
    tf_tensor_release(u2);
    tf_tensor_release(s2);
    tf_tensor_release(v2);
  }
  tf_tensor_release(t);
}

// ------------------------------------------------------------------ QR / LQ
template <class T> void qr_lq_identities() {
  for (const Case& c : cases(false)) {
    char ctx[128];
    int64_t cnt = count_of(c.batch), k = std::min(c.m, c.n);
    std::vector<M> mats;
    for (int64_t b = 0; b < cnt; ++b) mats.push_back(random_mat<T>(c.m, c.n));
    if (c.m >= 3 && c.n >= 3) {  // rank-deficient: column 1 = column 0 (and row 1 = row 0)
      for (int64_t i = 0; i < c.m; ++i) mats[0](i, 1) = mats[0](i, 0);
      for (int64_t j = 0; j < c.n; ++j) mats[0](1, j) = mats[0](0, j);
    }
    Wrapped<T> a;
    wrap(a, c.batch, mats, c.m, c.n, c.layout);
    for (int lq = 0; lq < 2; ++lq)
      for (int nonneg = 0; nonneg < 2; ++nonneg) {
        snprintf(ctx, sizeof ctx, "%s%s dtype %d %lldx%lld %s", lq ? "lq" : "qr", nonneg ? "+" : "",
                 (int)Traits<T>::dt, (long long)c.m, (long long)c.n, layout_name(c.layout));
        tf_tensor *f1, *f2;
        if (lq) CHECK_OK(tf_lq(g_engine, a.t, nonneg, &f1, &f2));
        else CHECK_OK(tf_qr(g_engine, a.t, nonneg, &f1, &f2));
        double tol = tol_for<T>(std::max(c.m, c.n));
        for (int64_t b = 0; b < cnt; ++b) {
          M x = read_item<T>(f1, b), y = read_item<T>(f2, b);
          const M& A = mats[(size_t)b];
          expect_le(dist(mul(x, y), A) / std::max(fnorm(A), 1e-300), tol, "|A - F1 F2|/|A|", ctx);
          const M& tri = lq ? x : y;
          const M& orth = lq ? y : x;
          expect_le(dist(lq ? mul(orth, adj(orth)) : mul(adj(orth), orth), eye(k)), tol, "|Q^H Q - I|", ctx);
          for (int64_t i = 0; i < tri.r; ++i)
            for (int64_t j = 0; j < tri.c; ++j)
              if (lq ? j > i : i > j) expect_le(std::abs(tri(i, j)), 0, "off-triangle element", ctx);
          if (nonneg)
            for (int64_t i = 0; i < k; ++i) {
              expect_le(-tri(i, i).real(), 0, "-Re diag", ctx);
              expect_le(std::fabs(tri(i, i).imag()), 0, "|Im diag|", ctx);
            }
        }
        if (c.layout == STRIDED && c.m <= 8) {  // _into agrees with the allocating form
          Wrapped<T> o1, o2;
          wrap(o1, c.batch, {}, c.m, k, COL);
          wrap(o2, c.batch, {}, k, c.n, STRIDED);
          if (lq) CHECK_OK(tf_lq_into(g_engine, a.t, nonneg, o1.t, o2.t));
          else CHECK_OK(tf_qr_into(g_engine, a.t, nonneg, o1.t, o2.t));
          for (int64_t b = 0; b < cnt; ++b) {
            expect_le(dist(read_item<T>(o1.t, b), read_item<T>(f1, b)), 0, "_into vs alloc", ctx);
            expect_le(dist(read_item<T>(o2.t, b), read_item<T>(f2, b)), 0, "_into vs alloc", ctx);
          }
        }
        tf_tensor_release(f1);
        tf_tensor_release(f2);
      }
  }
}

// ------------------------------------------------------------------ eigh
template <class T> M hermitian(int64_t n) {
  M x = random_mat<T>(n, n), h(n, n);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) h(i, j) = 0.5 * (x(i, j) + std::conj(x(j, i)));
  for (auto& z : h.v) z = to<T>(from<T>(z));
  for (int64_t i = 0; i < n; ++i) h(i, i) = h(i, i).real();
  return h;
}

template <class T> void eigh_identities() {
  for (const Case& c : cases(true)) {
    char ctx[128];
    snprintf(ctx, sizeof ctx, "eigh dtype %d n=%lld %s", (int)Traits<T>::dt, (long long)c.n, layout_name(c.layout));
    int64_t cnt = count_of(c.batch), n = c.n;
    std::vector<M> mats, given;
    for (int64_t b = 0; b < cnt; ++b) {
      mats.push_back(hermitian<T>(n));
      // Only the lower triangle is read: put other finite values above it.
      M g = mats.back();
      for (int64_t i = 0; i < n; ++i)
        for (int64_t j = i + 1; j < n; ++j) g(i, j) = c128(42.0, is_cplx<T> ? -1.0 : 0.0);
      given.push_back(g);
    }
    Wrapped<T> a;
    wrap(a, c.batch, given, n, n, c.layout);
    tf_tensor *w, *v, *w2;
    CHECK_OK(tf_eigh(g_engine, a.t, &w, &v));
    CHECK_OK(tf_eigvalsh(g_engine, a.t, &w2));
    double tol = tol_for<T>(n);
    for (int64_t b = 0; b < cnt; ++b) {
      std::vector<double> ev = read_vec<Real<T>>(w, b), ev2 = read_vec<Real<T>>(w2, b);
      M V = read_item<T>(v, b), VL = V;
      for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) VL(i, j) *= ev[(size_t)j];
      const M& A = mats[(size_t)b];
      double an = std::max(fnorm(A), 1e-300);
      expect_le(dist(mul(A, V), VL) / an, tol, "|A V - V diag(w)|/|A|", ctx);
      expect_le(dist(mul(adj(V), V), eye(n)), tol, "|V^H V - I|", ctx);
      for (int64_t i = 1; i < n; ++i) expect_le(ev[(size_t)i - 1] - ev[(size_t)i], 0, "ascending", ctx);
      for (int64_t i = 0; i < n; ++i) expect_le(std::fabs(ev[(size_t)i] - ev2[(size_t)i]), tol * an, "|eigvalsh - eigh|", ctx);
    }
    if (c.layout == ROW && n <= 8) {
      Wrapped<T> v3;
      wrap(v3, c.batch, {}, n, n, COL);
      std::vector<Real<T>> wb((size_t)(cnt * n));
      std::vector<int64_t> ws = c.batch;
      ws.push_back(n);
      tf_tensor* w3;
      CHECK_OK(tf_tensor_wrap(Traits<T>::dt == TF_C64 ? TF_F32 : Traits<T>::dt == TF_C128 ? TF_F64 : Traits<T>::dt, (int32_t)ws.size(), ws.data(), NULL, wb.data(), &w3));
      CHECK_OK(tf_eigh_into(g_engine, a.t, w3, v3.t));
      for (int64_t b = 0; b < cnt; ++b) expect_le(dist(read_item<T>(v3.t, b), read_item<T>(v, b)), 0, "_into vs alloc", ctx);
      CHECK_OK(tf_eigvalsh_into(g_engine, a.t, w3));
      tf_tensor_release(w3);
    }
    tf_tensor_release(w);
    tf_tensor_release(v);
    tf_tensor_release(w2);
  }
}

// ------------------------------------------------------------------ solvers
template <class T> M well_conditioned(int64_t n) {
  M a = random_mat<T>(n, n);
  for (int64_t i = 0; i < n; ++i) a(i, i) += (double)n;
  for (auto& z : a.v) z = to<T>(from<T>(z));
  return a;
}

template <class T> void solvers() {
  for (const Case& c : cases(true)) {
    char ctx[128];
    snprintf(ctx, sizeof ctx, "solvers dtype %d n=%lld %s", (int)Traits<T>::dt, (long long)c.n, layout_name(c.layout));
    const int64_t n = c.n, cnt = count_of(c.batch), r = 3;
    double tol = tol_for<T>(n);
    std::vector<M> A, B, S;
    for (int64_t b = 0; b < cnt; ++b) {
      A.push_back(well_conditioned<T>(n));
      B.push_back(random_mat<T>(n, r));
      M s = mul(A.back(), adj(A.back()));  // Hermitian positive definite
      for (auto& z : s.v) z = to<T>(from<T>(z));
      for (int64_t i = 0; i < n; ++i) s(i, i) = s(i, i).real();
      S.push_back(s);
    }
    Wrapped<T> a, bb, spd;
    wrap(a, c.batch, A, n, n, c.layout);
    wrap(bb, c.batch, B, n, r, (c.layout + 1) % 3);
    wrap(spd, c.batch, S, n, n, c.layout);
    tf_tensor *x, *l, *lu, *xl, *d, *ai;
    CHECK_OK(tf_solve(g_engine, a.t, bb.t, &x));
    CHECK_OK(tf_cholesky(g_engine, spd.t, &l));
    std::vector<int32_t> piv((size_t)(cnt * n) + 1);
    CHECK_OK(tf_lu(g_engine, a.t, &lu, piv.data(), piv.size()));
    CHECK_OK(tf_lu_solve(g_engine, lu, piv.data(), piv.size(), bb.t, &xl));
    CHECK_OK(tf_det(g_engine, a.t, &d));
    CHECK_OK(tf_inv(g_engine, a.t, &ai));
    std::vector<T> dets((size_t)cnt);
    CHECK_OK(tf_tensor_read(d, TF_ROW_MAJOR, dets.data(), dets.size() * sizeof(T)));
    for (int64_t b = 0; b < cnt; ++b) {
      const M& Ab = A[(size_t)b];
      double an = fnorm(Ab), bn = fnorm(B[(size_t)b]);
      M X = read_item<T>(x, b);
      expect_le(dist(mul(Ab, X), B[(size_t)b]) / bn, tol, "|A X - B|/|B|", ctx);
      M X2 = read_item<T>(xl, b);
      expect_le(dist(mul(Ab, X2), B[(size_t)b]) / bn, tol, "|A X - B|/|B| (lu_solve)", ctx);
      M L = read_item<T>(l, b);
      for (int64_t i = 0; i < n; ++i)
        for (int64_t j = i + 1; j < n; ++j) expect_le(std::abs(L(i, j)), 0, "L above diagonal", ctx);
      expect_le(dist(mul(L, adj(L)), S[(size_t)b]) / fnorm(S[(size_t)b]), tol, "|L L^H - A|/|A|", ctx);
      // P L U = A: apply the interchanges to L U in reverse.
      M LU = read_item<T>(lu, b), Lm(n, n), Um(n, n);
      for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) {
          if (i > j) Lm(i, j) = LU(i, j);
          else Um(i, j) = LU(i, j);
          if (i == j) Lm(i, i) = 1;
        }
      M P = mul(Lm, Um);
      c128 det_ref = 1;
      for (int64_t i = n - 1; i >= 0; --i) {
        int64_t p = piv[(size_t)(b * n + i)];
        assert_true(p >= i && p < n);
        if (p != i)
          for (int64_t j = 0; j < n; ++j) std::swap(P(i, j), P(p, j));
      }
      for (int64_t i = 0; i < n; ++i) det_ref *= (piv[(size_t)(b * n + i)] != i ? -1.0 : 1.0) * LU(i, i);
      expect_le(dist(P, Ab) / an, tol, "|P L U - A|/|A|", ctx);
      if (std::abs(det_ref) < 1e30)  // beyond that f32 overflows (documented)
        expect_le(std::abs(to<T>(dets[(size_t)b]) - det_ref) / std::abs(det_ref), tol, "|det - prod diag U|", ctx);
      M Ainv = read_item<T>(ai, b);
      expect_le(dist(mul(Ab, Ainv), eye(n)), tol * 4, "|A A^-1 - I|", ctx);
    }
    // Triangular solves: every uplo x op x unit against the extracted triangle.
    for (int upper = 0; upper < 2; ++upper)
      for (int op = 0; op < 3; ++op)
        for (int unit = 0; unit < 2; ++unit) {
          tf_tensor* xt;
          CHECK_OK(tf_solve_triangular(g_engine, a.t, bb.t, upper, (tf_op)op, unit, &xt));
          for (int64_t b = 0; b < cnt; ++b) {
            M Tm(n, n);
            for (int64_t i = 0; i < n; ++i)
              for (int64_t j = 0; j < n; ++j)
                if (upper ? j >= i : j <= i) Tm(i, j) = i == j && unit ? 1.0 : A[(size_t)b](i, j);
            M opT = Tm;
            if (op == 1) { opT = adj(Tm); for (auto& z : opT.v) z = std::conj(z); }
            if (op == 2) opT = adj(Tm);
            M X = read_item<T>(xt, b);
            // Backward error: unit triangles of random entries are badly conditioned.
            expect_le(dist(mul(opT, X), B[(size_t)b]) / (fnorm(opT) * fnorm(X)), tol, "|op(T) X - B|/(|T||X|)", ctx);
          }
          tf_tensor_release(xt);
        }
    // _into forms with other layouts agree with the allocating forms.
    if (n <= 8) {
      Wrapped<T> x2, l2, lu2, ai2;
      wrap(x2, c.batch, {}, n, r, STRIDED);
      wrap(l2, c.batch, {}, n, n, COL);
      wrap(lu2, c.batch, {}, n, n, STRIDED);
      wrap(ai2, c.batch, {}, n, n, COL);
      std::vector<int32_t> piv2(piv.size());
      CHECK_OK(tf_solve_into(g_engine, a.t, bb.t, x2.t));
      CHECK_OK(tf_cholesky_into(g_engine, spd.t, l2.t));
      CHECK_OK(tf_lu_into(g_engine, a.t, lu2.t, piv2.data(), piv2.size()));
      CHECK_OK(tf_inv_into(g_engine, a.t, ai2.t));
      assert_true(piv2 == piv);
      for (int64_t b = 0; b < cnt; ++b) {
        expect_le(dist(read_item<T>(x2.t, b), read_item<T>(x, b)), 0, "solve_into", ctx);
        expect_le(dist(read_item<T>(l2.t, b), read_item<T>(l, b)), 0, "cholesky_into", ctx);
        expect_le(dist(read_item<T>(lu2.t, b), read_item<T>(lu, b)), 0, "lu_into", ctx);
        expect_le(dist(read_item<T>(ai2.t, b), read_item<T>(ai, b)), 0, "inv_into", ctx);
      }
      Wrapped<T> x3;
      wrap(x3, c.batch, {}, n, r, COL);
      CHECK_OK(tf_lu_solve_into(g_engine, lu, piv.data(), piv.size(), bb.t, x3.t));
      CHECK_OK(tf_solve_triangular_into(g_engine, a.t, bb.t, 1, TF_OP_N, 0, x3.t));
      std::vector<T> db((size_t)cnt);
      tf_tensor* d2;
      CHECK_OK(tf_tensor_wrap(Traits<T>::dt, (int32_t)c.batch.size(), c.batch.data(), NULL, db.data(), &d2));
      CHECK_OK(tf_det_into(g_engine, a.t, d2));
      for (int64_t b = 0; b < cnt; ++b) assert_true(db[(size_t)b] == dets[(size_t)b]);
      tf_tensor_release(d2);
    }
    for (tf_tensor* t : {x, l, lu, xl, d, ai}) tf_tensor_release(t);
  }
}

// LU of tall and wide matrices: P L U = A with L m x k, U k x n.
template <class T> void lu_rectangular() {
  for (auto mn : {std::pair<int64_t, int64_t>{7, 3}, {3, 7}, {1, 5}, {5, 1}}) {
    const int64_t m = mn.first, n = mn.second, k = std::min(m, n);
    for (int l = 0; l < 3; ++l) {
      M A = random_mat<T>(m, n);
      Wrapped<T> a;
      wrap(a, {}, {A}, m, n, l);
      std::vector<int32_t> piv((size_t)k);
      tf_tensor* lu;
      CHECK_OK(tf_lu(g_engine, a.t, &lu, piv.data(), piv.size()));
      M LU = read_item<T>(lu, 0), Lm(m, k), Um(k, n);
      for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < k; ++j) Lm(i, j) = i > j ? LU(i, j) : i == j ? 1.0 : 0.0;
      for (int64_t i = 0; i < k; ++i)
        for (int64_t j = i; j < n; ++j) Um(i, j) = LU(i, j);
      M P = mul(Lm, Um);
      for (int64_t i = k - 1; i >= 0; --i)
        if (piv[(size_t)i] != i)
          for (int64_t j = 0; j < n; ++j) std::swap(P(i, j), P(piv[(size_t)i], j));
      expect_le(dist(P, A) / fnorm(A), tol_for<T>(8), "|P L U - A|/|A|", "lu rectangular");
      tf_tensor_release(lu);
    }
  }
}

// Known determinants, ill-conditioned and singular systems.
template <class T> void special_matrices() {
  // det of a permuted diagonal: diag(2, -3, 0.5, 4) with rows 0 and 2 swapped.
  M D(4, 4);
  D(2, 0) = 2; D(1, 1) = -3; D(0, 2) = 0.5; D(3, 3) = 4;
  for (int l = 0; l < 3; ++l) {
    Wrapped<T> a;
    wrap(a, {}, {D}, 4, 4, l);
    tf_tensor* d;
    CHECK_OK(tf_det(g_engine, a.t, &d));
    T v;
    CHECK_OK(tf_tensor_read(d, TF_ROW_MAJOR, &v, sizeof v));
    expect_le(std::abs(to<T>(v) - c128(12.0)), 1e-5, "|det - 12|", "det known");
    tf_tensor_release(d);
  }
  // Hilbert matrix (ill-conditioned): small backward error, and inverse.
  const int64_t n = Traits<T>::eps > 1e-10 ? 5 : 9;
  M H(n, n);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) H(i, j) = to<T>(from<T>(c128(1.0 / (double)(i + j + 1))));
  M B = random_mat<T>(n, 2);
  for (int l = 0; l < 3; ++l) {
    Wrapped<T> a, b;
    wrap(a, {}, {H}, n, n, l);
    wrap(b, {}, {B}, n, 2, l);
    tf_tensor *x, *w, *u, *s, *vh, *lch;
    CHECK_OK(tf_solve(g_engine, a.t, b.t, &x));
    expect_le(dist(mul(H, read_item<T>(x, 0)), B) / (fnorm(H) * fnorm(read_item<T>(x, 0))), 50 * n * Traits<T>::eps, "backward error", "hilbert solve");
    CHECK_OK(tf_eigh(g_engine, a.t, &w, &u));
    std::vector<double> ev = read_vec<Real<T>>(w, 0);
    expect_le(ev.back() - 2.0, 0, "largest eigenvalue", "hilbert eigh");
    CHECK_OK(tf_cholesky(g_engine, a.t, &lch));
    M L = read_item<T>(lch, 0);
    expect_le(dist(mul(L, adj(L)), H) / fnorm(H), 50 * n * Traits<T>::eps, "|L L^H - H|", "hilbert cholesky");
    tf_tensor_release(u);
    CHECK_OK(tf_svd(g_engine, a.t, NULL, &u, &s, &vh, NULL));
    check_svd<T>(H, read_item<T>(u, 0), read_vec<Real<T>>(s, 0), read_item<T>(vh, 0), tol_for<T>(n), "hilbert svd");
    for (tf_tensor* t : {x, w, u, s, vh, lch}) tf_tensor_release(t);
  }
  // Singular systems: TF_ERR_NUMERICAL naming a and the LAPACK index; x untouched.
  M Z = random_mat<T>(4, 4);
  for (int64_t j = 0; j < 4; ++j) Z(2, j) = 0;
  for (int l = 0; l < 3; ++l) {
    Wrapped<T> a, b, x;
    wrap(a, {}, {Z}, 4, 4, l);
    wrap(b, {}, {random_mat<T>(4, 1)}, 4, 1, ROW);
    wrap(x, {}, {}, 4, 1, ROW);
    fill_canary(x.buf.data(), x.buf.size() * sizeof(T));
    EXPECT_FAIL(tf_solve_into(g_engine, a.t, b.t, x.t), TF_ERR_NUMERICAL, "a");
    EXPECT_MSG_CONTAINS("singular");
    EXPECT_MSG_CONTAINS("info =");
    EXPECT_FAIL(tf_inv_into(g_engine, a.t, x.t), TF_ERR_SHAPE_MISMATCH, "x");
    Wrapped<T> xi;
    wrap(xi, {}, {}, 4, 4, COL);
    fill_canary(xi.buf.data(), xi.buf.size() * sizeof(T));
    EXPECT_FAIL(tf_inv_into(g_engine, a.t, xi.t), TF_ERR_NUMERICAL, "a");
    assert_true(is_canary(xi.buf.data(), xi.buf.size() * sizeof(T)));
    assert_true(is_canary(x.buf.data(), x.buf.size() * sizeof(T)));
    tf_tensor* d;
    CHECK_OK(tf_det(g_engine, a.t, &d));
    T v;
    CHECK_OK(tf_tensor_read(d, TF_ROW_MAJOR, &v, sizeof v));
    assert_true(to<T>(v) == 0.0);
    tf_tensor_release(d);
    // Triangular with a zero on the diagonal.
    M Tz = eye(4);
    Tz(1, 1) = 0;
    Wrapped<T> tz;
    wrap(tz, {}, {Tz}, 4, 4, l);
    EXPECT_FAIL(tf_solve_triangular_into(g_engine, tz.t, b.t, 0, TF_OP_N, 0, x.t), TF_ERR_NUMERICAL, "a");
    EXPECT_MSG_CONTAINS("info = 2");
    assert_true(is_canary(x.buf.data(), x.buf.size() * sizeof(T)));
    // lu_solve on the singular factors.
    std::vector<int32_t> piv(4);
    tf_tensor* lu;
    CHECK_OK(tf_lu(g_engine, a.t, &lu, piv.data(), 4));
    EXPECT_FAIL(tf_lu_solve_into(g_engine, lu, piv.data(), 4, b.t, x.t), TF_ERR_NUMERICAL, "lu");
    piv[0] = 9;
    EXPECT_FAIL(tf_lu_solve_into(g_engine, lu, piv.data(), 4, b.t, x.t), TF_ERR_INVALID_ARGUMENT, "piv");
    assert_true(is_canary(x.buf.data(), x.buf.size() * sizeof(T)));
    tf_tensor_release(lu);
    // Not positive definite: leading minor of order 3 fails.
    M np = eye(4);
    np(2, 2) = -1;
    Wrapped<T> npw, lo;
    wrap(npw, {2}, {eye(4), np}, 4, 4, l);
    wrap(lo, {2}, {}, 4, 4, ROW);
    fill_canary(lo.buf.data(), lo.buf.size() * sizeof(T));
    EXPECT_FAIL(tf_cholesky_into(g_engine, npw.t, lo.t), TF_ERR_NUMERICAL, "a");
    EXPECT_MSG_CONTAINS("not positive definite");
    EXPECT_MSG_CONTAINS("info = 3");
    EXPECT_MSG_CONTAINS("batch item 1");
    assert_true(is_canary(lo.buf.data(), lo.buf.size() * sizeof(T)));
  }
}

// NaN / Inf input: every operation rejects it, outputs untouched.
template <class T> void non_finite_input() {
  const double bad[2] = {NAN, INFINITY};
  for (double v : bad) {
    M A = well_conditioned<T>(3);
    A(1, 2) = c128(v, 0);
    for (int l = 0; l < 3; ++l) {
      Wrapped<T> a, b, o33, o31, u, vh;
      wrap(a, {}, {A}, 3, 3, l);
      wrap(b, {}, {random_mat<T>(3, 1)}, 3, 1, l);
      wrap(o33, {}, {}, 3, 3, ROW);
      wrap(o31, {}, {}, 3, 1, ROW);
      wrap(u, {}, {}, 3, 3, COL);
      wrap(vh, {}, {}, 3, 3, COL);
      std::vector<Real<T>> sb(3);
      tf_tensor* s;
      const int64_t three[1] = {3};
      CHECK_OK(tf_tensor_wrap(Traits<T>::dt == TF_C64 ? TF_F32 : Traits<T>::dt == TF_C128 ? TF_F64 : Traits<T>::dt, 1, three, NULL, sb.data(), &s));
      for (auto* w : {&o33, &o31, &u, &vh}) fill_canary(w->buf.data(), w->buf.size() * sizeof(T));
      fill_canary(sb.data(), sb.size() * sizeof(Real<T>));
      std::vector<int32_t> piv(3, -5);
      EXPECT_FAIL(tf_svd_into(g_engine, a.t, NULL, u.t, s, vh.t, NULL), TF_ERR_NUMERICAL, "a");
      EXPECT_MSG_CONTAINS("(1, 2)");
      EXPECT_FAIL(tf_qr_into(g_engine, a.t, 0, u.t, vh.t), TF_ERR_NUMERICAL, "a");
      EXPECT_FAIL(tf_lq_into(g_engine, a.t, 1, u.t, vh.t), TF_ERR_NUMERICAL, "a");
      EXPECT_FAIL(tf_eigh_into(g_engine, a.t, s, o33.t), TF_ERR_NUMERICAL, "a");
      EXPECT_FAIL(tf_eigvalsh_into(g_engine, a.t, s), TF_ERR_NUMERICAL, "a");
      EXPECT_FAIL(tf_solve_into(g_engine, a.t, b.t, o31.t), TF_ERR_NUMERICAL, "a");
      EXPECT_FAIL(tf_solve_triangular_into(g_engine, a.t, b.t, 1, TF_OP_N, 0, o31.t), TF_ERR_NUMERICAL, "a");
      EXPECT_FAIL(tf_cholesky_into(g_engine, a.t, o33.t), TF_ERR_NUMERICAL, "a");
      EXPECT_FAIL(tf_lu_into(g_engine, a.t, o33.t, piv.data(), 3), TF_ERR_NUMERICAL, "a");
      EXPECT_FAIL(tf_inv_into(g_engine, a.t, o33.t), TF_ERR_NUMERICAL, "a");
      tf_tensor* d = NULL;
      EXPECT_FAIL(tf_det(g_engine, a.t, &d), TF_ERR_NUMERICAL, "a");
      assert_null(d);
      // A non-finite right-hand side too.
      Wrapped<T> a2, b2;
      M Bn = random_mat<T>(3, 1);
      Bn(2, 0) = c128(v, 0);
      wrap(a2, {}, {well_conditioned<T>(3)}, 3, 3, l);
      wrap(b2, {}, {Bn}, 3, 1, l);
      EXPECT_FAIL(tf_solve_into(g_engine, a2.t, b2.t, o31.t), TF_ERR_NUMERICAL, "b");
      for (auto* w : {&o33, &o31, &u, &vh}) assert_true(is_canary(w->buf.data(), w->buf.size() * sizeof(T)));
      assert_true(is_canary(sb.data(), sb.size() * sizeof(Real<T>)));
      for (int32_t p : piv) assert_int_equal(p, -5);
      tf_tensor_release(s);
    }
  }
}

// ------------------------------------------------------------------ tests
template <class T> void all_for_dtype() {
  svd_identities<T>();
  svd_truncation<T>();
  svd_rank_deficient_and_split<T>();
  qr_lq_identities<T>();
  eigh_identities<T>();
  solvers<T>();
  lu_rectangular<T>();
  special_matrices<T>();
  non_finite_input<T>();
}

void test_f32(void**) { all_for_dtype<float>(); }
void test_f64(void**) { all_for_dtype<double>(); }
void test_c64(void**) { all_for_dtype<c64>(); }
void test_c128(void**) { all_for_dtype<c128>(); }

void test_argument_errors(void**) {
  Wrapped<double> a23, a33, b31, o;
  wrap(a23, {}, {random_mat<double>(2, 3)}, 2, 3, ROW);
  wrap(a33, {}, {well_conditioned<double>(3)}, 3, 3, ROW);
  wrap(b31, {}, {random_mat<double>(3, 1)}, 3, 1, ROW);
  wrap(o, {}, {}, 2, 3, ROW);
  tf_tensor *x = NULL, *y = NULL, *z = NULL;
  // Non-square where square is needed.
  EXPECT_FAIL(tf_eigh(g_engine, a23.t, &x, &y), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_eigvalsh(g_engine, a23.t, &x), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_cholesky(g_engine, a23.t, &x), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_solve(g_engine, a23.t, b31.t, &x), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_det(g_engine, a23.t, &x), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_inv(g_engine, a23.t, &x), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_solve_triangular(g_engine, a23.t, b31.t, 1, TF_OP_N, 0, &x), TF_ERR_INVALID_ARGUMENT, "a");
  assert_null(x);
  assert_null(y);
  // Shapes and dtypes.
  EXPECT_FAIL(tf_solve(g_engine, a33.t, a23.t, &x), TF_ERR_SHAPE_MISMATCH, "b");
  Wrapped<float> bf;
  wrap(bf, {}, {random_mat<float>(3, 1)}, 3, 1, ROW);
  EXPECT_FAIL(tf_solve(g_engine, a33.t, bf.t, &x), TF_ERR_DTYPE_MISMATCH, "b");
  EXPECT_FAIL(tf_inv_into(g_engine, a33.t, o.t), TF_ERR_SHAPE_MISMATCH, "x");
  EXPECT_FAIL(tf_qr_into(g_engine, a33.t, 0, o.t, o.t), TF_ERR_SHAPE_MISMATCH, "q");
  EXPECT_FAIL(tf_solve_triangular(g_engine, a33.t, b31.t, 1, (tf_op)7, 0, &x), TF_ERR_INVALID_ARGUMENT, "op");
  tf_svd_options bad = {sizeof(tf_svd_options), -1, 0};
  EXPECT_FAIL(tf_svd(g_engine, a33.t, &bad, &x, &y, &z, NULL), TF_ERR_INVALID_ARGUMENT, "options->max_rank");
  tf_svd_options badc = {sizeof(tf_svd_options), 0, 2.0};
  EXPECT_FAIL(tf_svd(g_engine, a33.t, &badc, &x, &y, &z, NULL), TF_ERR_INVALID_ARGUMENT, "options->cutoff");
  // Rank 1 input, overlap, NULLs, short pivot arrays.
  Wrapped<double> v;
  int64_t three = 3;
  std::vector<double> vb(3, 1.0);
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, &three, NULL, vb.data(), &v.t));
  EXPECT_FAIL(tf_svd(g_engine, v.t, NULL, &x, &y, &z, NULL), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_inv_into(g_engine, a33.t, a33.t), TF_ERR_INVALID_ARGUMENT, "x");
  EXPECT_FAIL(tf_svd(NULL, a33.t, NULL, &x, &y, &z, NULL), TF_ERR_INVALID_ARGUMENT, "engine");
  EXPECT_FAIL(tf_svd(g_engine, a33.t, NULL, &x, NULL, &z, NULL), TF_ERR_INVALID_ARGUMENT, "s");
  EXPECT_FAIL(tf_qr(g_engine, NULL, 0, &x, &y), TF_ERR_INVALID_ARGUMENT, "a");
  int32_t piv[3];
  EXPECT_FAIL(tf_lu(g_engine, a33.t, &x, piv, 2), TF_ERR_INVALID_ARGUMENT, "piv_count");
  EXPECT_FAIL(tf_lu(g_engine, a33.t, &x, NULL, 3), TF_ERR_INVALID_ARGUMENT, "piv");
  assert_null(x);
  assert_null(y);
  assert_null(z);
  // Batch shapes must match (no broadcasting).
  Wrapped<double> ab, bb;
  wrap(ab, {2}, {well_conditioned<double>(3), well_conditioned<double>(3)}, 3, 3, ROW);
  wrap(bb, {3}, {random_mat<double>(3, 1), random_mat<double>(3, 1), random_mat<double>(3, 1)}, 3, 1, ROW);
  EXPECT_FAIL(tf_solve(g_engine, ab.t, bb.t, &x), TF_ERR_SHAPE_MISMATCH, "b");
}

void test_empty_and_plan_hits(void**) {
  // Empty matrices: k = 0 results; det of 0 x 0 is 1.
  Wrapped<double> e0, e30;
  wrap(e0, {}, {}, 0, 0, ROW);
  wrap(e30, {}, {}, 3, 0, ROW);
  tf_tensor *u, *s, *vh, *d, *q, *r;
  CHECK_OK(tf_svd(g_engine, e30.t, NULL, &u, &s, &vh, NULL));
  int64_t sh[2];
  CHECK_OK(tf_tensor_shape(u, sh));
  assert_true(sh[0] == 3 && sh[1] == 0);
  CHECK_OK(tf_qr(g_engine, e30.t, 1, &q, &r));
  CHECK_OK(tf_det(g_engine, e0.t, &d));
  double dv = 0;
  CHECK_OK(tf_tensor_read(d, TF_ROW_MAJOR, &dv, sizeof dv));
  assert_true(dv == 1.0);
  for (tf_tensor* t : {u, s, vh, d, q, r}) tf_tensor_release(t);

  // A repeated decomposition of the same shape is a plan hit (no new plan,
  // hence no new workspace query; the internals test counts the queries).
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  Wrapped<c128> a;
  wrap(a, {}, {random_mat<c128>(16, 12)}, 16, 12, ROW);
  Wrapped<c128> h;
  wrap(h, {}, {hermitian<c128>(16)}, 16, 16, COL);
  tf_engine_stats st0 = {sizeof(tf_engine_stats), 0, 0, 0, 0, 0, 0, 0}, st1 = st0;
  for (int i = 0; i < 4; ++i) {
    if (i == 1) CHECK_OK(tf_engine_get_stats(e, &st0));
    CHECK_OK(tf_svd(e, a.t, NULL, &u, &s, &vh, NULL));
    tf_tensor* w = nullptr;  // eigh's values: s still holds svd's (was leaked)
    CHECK_OK(tf_eigh(e, h.t, &w, &q));
    CHECK_OK(tf_qr(e, a.t, 0, &d, &r));
    for (tf_tensor* t : {u, s, vh, w, q, d, r}) tf_tensor_release(t);
  }
  CHECK_OK(tf_engine_get_stats(e, &st1));
  assert_int_equal(st1.plan_misses, st0.plan_misses);
  assert_int_equal(st1.plan_hits - st0.plan_hits, 9);
  assert_int_equal(st1.parallel_regions, 0);
  tf_engine_destroy(e);
}

}  // namespace

int main(void) {
  CHECK_OK(tf_engine_create_serial(&g_engine));
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_f32),
      cmocka_unit_test(test_f64),
      cmocka_unit_test(test_c64),
      cmocka_unit_test(test_c128),
      cmocka_unit_test(test_argument_errors),
      cmocka_unit_test(test_empty_and_plan_hits),
  };
  int rc = cmocka_run_group_tests(tests, NULL, NULL);
  tf_engine_destroy(g_engine);
  return rc;
}
