// tests/autodiff_linalg/test_autodiff_linalg.cpp: the linear-algebra VJP and
// JVP rules through the C API, table-driven: every rule x {f64, c128} x
// input layout {row-major, column-major, strided view} x shapes (m < n,
// m > n, square, a batch axis) is checked against
//   - central finite differences of the forward call (the JVP directly,
//     with the SVD/eigh gauge fixed as the rules fix it; complex tangents
//     perturb real and imaginary parts),
//   - the adjoint identity Re<JVP(t), c> = Re<t, VJP(c)>,
// plus degenerate spectra (identity into svd and eigh, repeated singular
// values / eigenvalues, rank-deficient truncated SVD) against the finite
// difference of gauge-invariant losses, the bad-input sweep of every entry
// point (NULL, dtype, shape, overlap; outputs untouched) and the cost rules
// (serial engine: no parallel region; _into: no pool miss once warm).
// cmocka, compiled as C++; C API only.
#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdlib>
#include <cstring>
#include <cstdio>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

extern "C" {
#include <cmocka.h>
}

#include "test_util.h"

namespace {

using c128 = std::complex<double>;
using Sh = std::vector<int64_t>;

// A host tensor: row-major values in complex double, with its dtype.
struct H {
  tf_dtype dt = TF_F64;
  Sh shape;
  std::vector<c128> v;
  int64_t numel() const {
    int64_t n = 1;
    for (auto d : shape) n *= d;
    return n;
  }
};

bool cplx(tf_dtype d) { return d == TF_C64 || d == TF_C128; }

std::mt19937_64 g_rng(1234567);
double urand() { return std::uniform_real_distribution<double>(-1, 1)(g_rng); }

H random_h(tf_dtype dt, Sh shape) {
  H h;
  h.dt = dt;
  h.shape = shape;
  h.v.resize((size_t)h.numel());
  for (auto& z : h.v) z = cplx(dt) ? c128(urand(), urand()) : c128(urand(), 0);
  return h;
}

// Tensors made for one check; released with it.
struct Pool {
  std::vector<tf_tensor*> ts;
  std::vector<std::unique_ptr<std::vector<char>>> bufs;
  ~Pool() {
    for (auto t : ts) tf_tensor_release(t);
  }
};

enum Layout { ROW = 0, COL = 1, STRIDED = 2 };

// A tensor holding h: ROW / COL contiguous, STRIDED every other element of
// the last axis of a padded buffer.
tf_tensor* make(Pool& p, tf_engine* e, const H& h, int layout = ROW) {
  const int32_t nd = (int32_t)h.shape.size();
  const size_t es = h.dt == TF_F64 ? 8 : h.dt == TF_C128 ? 16 : h.dt == TF_F32 ? 4 : 8;
  std::vector<char> raw(h.v.size() * es);
  for (size_t i = 0; i < h.v.size(); ++i) {
    if (h.dt == TF_F64) {
      double x = h.v[i].real();
      std::memcpy(&raw[i * es], &x, 8);
    } else if (h.dt == TF_C128) {
      std::memcpy(&raw[i * es], &h.v[i], 16);
    } else if (h.dt == TF_F32) {
      float x = (float)h.v[i].real();
      std::memcpy(&raw[i * es], &x, 4);
    } else {
      std::complex<float> x((float)h.v[i].real(), (float)h.v[i].imag());
      std::memcpy(&raw[i * es], &x, 8);
    }
  }
  tf_tensor* t = nullptr;
  if (layout == STRIDED && nd >= 1) {
    Sh st(nd);
    // recompute plainly: element (i..., j) at 2 * rowmajor offset
    int64_t a2 = 1;
    for (int32_t i = nd - 1; i >= 0; --i) {
      st[i] = 2 * a2;
      a2 *= h.shape[i] > 0 ? h.shape[i] : 1;
    }
    auto buf = std::make_unique<std::vector<char>>(raw.size() * 2 + es);
    for (size_t i = 0; i < h.v.size(); ++i) std::memcpy(&(*buf)[2 * i * es], &raw[i * es], es);
    assert_int_equal(tf_tensor_wrap(h.dt, nd, h.shape.data(), st.data(), buf->data(), &t), TF_OK);
    p.bufs.push_back(std::move(buf));
  } else {
    assert_int_equal(tf_tensor_from_data(e, h.dt, nd, h.shape.data(), nullptr, raw.data(),
                                         layout == COL ? TF_COL_MAJOR : TF_ROW_MAJOR, &t),
                     TF_OK);
  }
  p.ts.push_back(t);
  return t;
}

H read(const tf_tensor* t) {
  H h;
  assert_int_equal(tf_tensor_dtype(t, &h.dt), TF_OK);
  int32_t nd;
  assert_int_equal(tf_tensor_ndim(t, &nd), TF_OK);
  h.shape.resize(nd);
  if (nd) assert_int_equal(tf_tensor_shape(t, h.shape.data()), TF_OK);
  const int64_t n = h.numel();
  h.v.resize((size_t)n);
  if (h.dt == TF_F64) {
    std::vector<double> x((size_t)n + 1);
    assert_int_equal(tf_tensor_read(t, TF_ROW_MAJOR, x.data(), 8 * (size_t)n), TF_OK);
    for (int64_t i = 0; i < n; ++i) h.v[i] = x[i];
  } else if (h.dt == TF_C128) {
    assert_int_equal(tf_tensor_read(t, TF_ROW_MAJOR, h.v.data(), 16 * (size_t)n), TF_OK);
  } else {
    fail_msg("read: unexpected dtype");
  }
  return h;
}

double redot(const H& a, const H& b) {  // Re <a, b>
  double s = 0;
  for (size_t i = 0; i < a.v.size(); ++i) s += (std::conj(a.v[i]) * b.v[i]).real();
  return s;
}
double norm(const H& a) { return std::sqrt(std::max(0.0, redot(a, a))); }
H axpy(const H& x, double al, const H& y) {  // x + al y
  H r = x;
  for (size_t i = 0; i < r.v.size(); ++i) r.v[i] += al * y.v[i];
  return r;
}

// ------------------------------------------------------------------ cases
using Ts = std::vector<tf_tensor*>;

struct Case {
  std::string name;
  // primal inputs at a random point (dtype dt)
  std::function<std::vector<H>(tf_dtype)> gen;
  // forward: outputs (allocated)
  std::function<tf_status(tf_engine*, const Ts& in, Ts* out)> fwd;
  // vjp_into / jvp_into: cot/tan may hold nullptr; res: preallocated outputs (may hold nullptr)
  std::function<tf_status(tf_engine*, const Ts& in, const Ts& out, const Ts& cot, const Ts& res)>
      vjp;
  std::function<tf_status(tf_engine*, const Ts& in, const Ts& out, const Ts& tan, const Ts& res)>
      jvp;
  // allocating forms (res filled)
  std::function<tf_status(tf_engine*, const Ts& in, const Ts& out, const Ts& cot, tf_tensor** res)>
      vjp_a;
  std::function<tf_status(tf_engine*, const Ts& in, const Ts& out, const Ts& tan, tf_tensor** res)>
      jvp_a;
  // gauge fix of outputs computed at a perturbed point against the reference
  std::function<void(const std::vector<H>& ref, std::vector<H>& o)> fix;
  std::vector<bool> tan_in;  // inputs with a tangent (default: all)
};

// The phase of column/row i: multiply v (n x k, vectors in columns; or rows
// when rows) so that <ref_i, v_i> is real positive; apply the same factor
// to the partner u (columns).
void fix_phase(const H& vref, H& v, bool rows, H* u) {
  const int64_t nd = (int64_t)v.shape.size();
  const int64_t R = v.shape[nd - 2], C = v.shape[nd - 1];
  const int64_t items = v.numel() / std::max<int64_t>(1, R * C);
  const int64_t k = rows ? R : C, len = rows ? C : R;
  for (int64_t it = 0; it < items; ++it)
    for (int64_t i = 0; i < k; ++i) {
      c128 d = 0;
      for (int64_t j = 0; j < len; ++j) {
        const size_t x = (size_t)(it * R * C + (rows ? i * C + j : j * C + i));
        d += rows ? vref.v[x] * std::conj(v.v[x]) : std::conj(vref.v[x]) * v.v[x];
      }
      if (std::abs(d) == 0) continue;
      c128 ph = d / std::abs(d);  // rows: vh row *= ph ; cols: v col *= conj(ph)
      for (int64_t j = 0; j < len; ++j) {
        const size_t x = (size_t)(it * R * C + (rows ? i * C + j : j * C + i));
        v.v[x] *= rows ? ph : std::conj(ph);
      }
      if (u) {
        const int64_t um = u->shape[nd - 2], uk = u->shape[nd - 1];
        for (int64_t j = 0; j < um; ++j) u->v[(size_t)(it * um * uk + j * uk + i)] *= std::conj(ph);
      }
    }
}

// a = q diag(d) q^H with a random unitary q (via QR of a random matrix)
H spectral(tf_engine* e, tf_dtype dt, int64_t m, int64_t n, const std::vector<double>& d) {
  Pool p;
  auto orth = [&](int64_t r) {
    tf_tensor *q, *rr;
    H g = random_h(dt, {r, r});
    assert_int_equal(tf_qr(e, make(p, e, g), 0, &q, &rr), TF_OK);
    p.ts.push_back(q);
    p.ts.push_back(rr);
    return read(q);
  };
  H U = orth(m), V = orth(n);
  H a;
  a.dt = dt;
  a.shape = {m, n};
  a.v.assign((size_t)(m * n), 0);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j)
      for (size_t l = 0; l < d.size(); ++l)
        a.v[i * n + j] += U.v[i * m + l] * d[l] * std::conj(V.v[j * n + l]);
  return a;
}

tf_engine* g_e = nullptr;

std::vector<Case> cases();

// The finite-difference and adjoint checks of one case at one point.
void check_case(const Case& c, tf_dtype dt, int layout, double fd_tol) {
  Pool p;
  std::vector<H> x = c.gen(dt);
  Ts in;
  for (auto& h : x) in.push_back(make(p, g_e, h, layout));
  Ts out;
  assert_int_equal(c.fwd(g_e, in, &out), TF_OK);
  for (auto t : out) p.ts.push_back(t);
  std::vector<H> y;
  for (auto t : out) y.push_back(read(t));
  // tangents and cotangents
  std::vector<H> t, cot;
  Ts tin, cin, dres, vres;
  for (size_t i = 0; i < x.size(); ++i) {
    const bool has = c.tan_in.empty() || c.tan_in[i];
    t.push_back(has ? random_h(x[i].dt, x[i].shape) : H{x[i].dt, x[i].shape,
                                                        std::vector<c128>(x[i].v.size())});
    tin.push_back(has ? make(p, g_e, t.back(), layout) : nullptr);
    H z = x[i];
    std::fill(z.v.begin(), z.v.end(), c128(0));
    vres.push_back(has ? make(p, g_e, z) : nullptr);
  }
  for (auto& h : y) {
    cot.push_back(random_h(h.dt, h.shape));
    cin.push_back(make(p, g_e, cot.back(), layout));
    H z = h;
    std::fill(z.v.begin(), z.v.end(), c128(0));
    dres.push_back(make(p, g_e, z));
  }
  tf_status st = c.jvp(g_e, in, out, tin, dres);
  if (st != TF_OK) fail_msg("%s jvp: %s", c.name.c_str(), tf_last_error());
  st = c.vjp(g_e, in, out, cin, vres);
  if (st != TF_OK) fail_msg("%s vjp: %s", c.name.c_str(), tf_last_error());
  std::vector<H> dy, dx;
  for (auto r : dres) dy.push_back(read(r));
  for (size_t i = 0; i < vres.size(); ++i)
    dx.push_back(vres[i] ? read(vres[i]) : t[i]);  // t[i] is zero where absent
  // adjoint identity
  double lhs = 0, rhs = 0, scale = 0;
  for (size_t i = 0; i < y.size(); ++i) {
    lhs += redot(dy[i], cot[i]);
    scale += norm(dy[i]) * norm(cot[i]);
  }
  for (size_t i = 0; i < x.size(); ++i)
    if (vres[i]) {
      rhs += redot(t[i], dx[i]);
      scale += norm(t[i]) * norm(dx[i]);
    }
  if (!(std::abs(lhs - rhs) <= 1e-10 * std::max(1.0, scale)))
    fail_msg("%s %s layout %d: adjoint identity %.15g vs %.15g", c.name.c_str(),
             dt == TF_F64 ? "f64" : "c128", layout, lhs, rhs);
  // central differences of the forward call along t
  const double h = 1e-6;
  std::vector<H> yp, ym;
  for (int sgn = -1; sgn <= 1; sgn += 2) {
    Pool q;
    Ts xin;
    for (size_t i = 0; i < x.size(); ++i) xin.push_back(make(q, g_e, axpy(x[i], sgn * h, t[i])));
    Ts o;
    assert_int_equal(c.fwd(g_e, xin, &o), TF_OK);
    for (auto tt : o) q.ts.push_back(tt);
    std::vector<H> yy;
    for (auto tt : o) yy.push_back(read(tt));
    if (c.fix) c.fix(y, yy);
    (sgn < 0 ? ym : yp) = yy;
  }
  for (size_t i = 0; i < y.size(); ++i) {
    H fd = axpy(yp[i], -1.0, ym[i]);
    for (auto& z : fd.v) z /= 2 * h;
    const double err = norm(axpy(fd, -1.0, dy[i]));
    if (getenv("TF_AD_VERBOSE"))
      std::printf("%-28s %s L%d out%zu |fd| %.3e err %.3e adj %.3e\n", c.name.c_str(),
                  dt == TF_F64 ? "f64 " : "c128", layout, i, norm(fd), err, std::abs(lhs - rhs));
    if (!(err <= fd_tol * std::max(1.0, norm(fd))))
      fail_msg("%s %s layout %d: output %zu: |jvp - fd| = %.3g (|fd| = %.3g)", c.name.c_str(),
               dt == TF_F64 ? "f64" : "c128", (int)layout, i, err, norm(fd));
  }
}

void test_fd_and_adjoint(void**) {
  for (const Case& c : cases())
    for (tf_dtype dt : {TF_F64, TF_C128})
      for (int layout : {ROW, COL, STRIDED}) check_case(c, dt, layout, 2e-6);
}

// ------------------------------------------------------------------ table
std::vector<Case> cases() {
  std::vector<Case> cs;
  // ---- SVD, thin, at (m, n), optionally truncated to k
  for (auto mnk : std::vector<std::vector<int64_t>>{{5, 3, 0}, {3, 5, 0}, {4, 4, 0},
                                                   {6, 4, 2}, {4, 6, 3}}) {
    const int64_t m = mnk[0], n = mnk[1], k = mnk[2];
    Case c;
    c.name = "svd " + std::to_string(m) + "x" + std::to_string(n) + (k ? " k" + std::to_string(k) : "");
    c.gen = [m, n, k](tf_dtype dt) {
      if (!k) return std::vector<H>{random_h(dt, {m, n})};
      // a clear gap at the truncation
      std::vector<double> d;
      for (int64_t i = 0; i < std::min(m, n); ++i) d.push_back(i < k ? 3.0 - 0.5 * i : 0.6 - 0.2 * (i - k));
      return std::vector<H>{spectral(g_e, dt, m, n, d)};
    };
    c.fwd = [k](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_svd_options so = {sizeof(tf_svd_options), k, 0.0};
      tf_tensor *u, *s, *vh;
      tf_status st = tf_svd(e, in[0], k ? &so : nullptr, &u, &s, &vh, nullptr);
      if (st) return st;
      o->assign({u, s, vh});
      return TF_OK;
    };
    c.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_svd_vjp_into(e, in[0], o[0], o[1], o[2], g[0], g[1], g[2], nullptr, r[0]);
    };
    c.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_svd_jvp_into(e, in[0], o[0], o[1], o[2], t[0], nullptr, r[0], r[1], r[2]);
    };
    c.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_svd_vjp(e, in[0], o[0], o[1], o[2], g[0], g[1], g[2], nullptr, &r[0]);
    };
    c.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_svd_jvp(e, in[0], o[0], o[1], o[2], t[0], nullptr, &r[0], &r[1], &r[2]);
    };
    c.fix = [](const std::vector<H>& ref, std::vector<H>& y) { fix_phase(ref[2], y[2], true, &y[0]); };
    cs.push_back(c);
  }
  // ---- QR / LQ
  for (int lq = 0; lq <= 1; ++lq)
    for (auto mn : std::vector<std::vector<int64_t>>{{5, 3}, {3, 5}, {4, 4}, {2, 4, 3}}) {
      Case c;
      Sh shape = mn;
      c.name = std::string(lq ? "lq" : "qr");
      for (auto d : mn) c.name += " " + std::to_string(d);
      c.gen = [shape](tf_dtype dt) { return std::vector<H>{random_h(dt, shape)}; };
      c.fwd = [lq](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
        tf_tensor *a, *b;
        tf_status st = lq ? tf_lq(e, in[0], 0, &a, &b) : tf_qr(e, in[0], 0, &a, &b);
        if (st) return st;
        o->assign({a, b});
        return TF_OK;
      };
      c.vjp = [lq](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
        return lq ? tf_lq_vjp_into(e, in[0], o[0], o[1], g[0], g[1], r[0])
                  : tf_qr_vjp_into(e, in[0], o[0], o[1], g[0], g[1], r[0]);
      };
      c.jvp = [lq](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
        return lq ? tf_lq_jvp_into(e, in[0], o[0], o[1], t[0], r[0], r[1])
                  : tf_qr_jvp_into(e, in[0], o[0], o[1], t[0], r[0], r[1]);
      };
      c.vjp_a = [lq](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
        return lq ? tf_lq_vjp(e, in[0], o[0], o[1], g[0], g[1], &r[0])
                  : tf_qr_vjp(e, in[0], o[0], o[1], g[0], g[1], &r[0]);
      };
      c.jvp_a = [lq](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
        return lq ? tf_lq_jvp(e, in[0], o[0], o[1], t[0], &r[0], &r[1])
                  : tf_qr_jvp(e, in[0], o[0], o[1], t[0], &r[0], &r[1]);
      };
      cs.push_back(c);
    }
  // ---- eigh (a batch of 2 as well)
  for (auto shape : std::vector<Sh>{{4, 4}, {2, 3, 3}}) {
    Case c;
    c.name = "eigh " + std::to_string(shape.size());
    c.gen = [shape](tf_dtype dt) { return std::vector<H>{random_h(dt, shape)}; };
    c.fwd = [](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_tensor *w, *v;
      tf_status st = tf_eigh(e, in[0], &w, &v);
      if (st) return st;
      o->assign({w, v});
      return TF_OK;
    };
    c.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_eigh_vjp_into(e, in[0], o[0], o[1], g[0], g[1], nullptr, r[0]);
    };
    c.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_eigh_jvp_into(e, in[0], o[0], o[1], t[0], nullptr, r[0], r[1]);
    };
    c.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_eigh_vjp(e, in[0], o[0], o[1], g[0], g[1], nullptr, &r[0]);
    };
    c.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_eigh_jvp(e, in[0], o[0], o[1], t[0], nullptr, &r[0], &r[1]);
    };
    c.fix = [](const std::vector<H>& ref, std::vector<H>& y) { fix_phase(ref[1], y[1], false, nullptr); };
    cs.push_back(c);
  }
  {
    Case c;
    c.name = "eigvalsh";
    c.gen = [](tf_dtype dt) { return std::vector<H>{random_h(dt, {4, 4})}; };
    c.fwd = [](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_tensor* w;
      tf_status st = tf_eigvalsh(e, in[0], &w);
      if (st) return st;
      o->assign({w});
      return TF_OK;
    };
    c.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_eigvalsh_vjp_into(e, in[0], o[0], g[0], r[0]);
    };
    c.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_eigvalsh_jvp_into(e, in[0], o[0], t[0], r[0]);
    };
    c.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_eigvalsh_vjp(e, in[0], o[0], g[0], &r[0]);
    };
    c.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_eigvalsh_jvp(e, in[0], o[0], t[0], &r[0]);
    };
    cs.push_back(c);
  }
  // ---- solve (batch too)
  for (auto sh : std::vector<std::vector<Sh>>{{{4, 4}, {4, 2}}, {{2, 3, 3}, {2, 3, 1}}}) {
    Case c;
    c.name = "solve " + std::to_string(sh[0].size());
    c.gen = [sh](tf_dtype dt) {
      H a = random_h(dt, sh[0]);
      const int64_t n = sh[0].back();
      for (int64_t it = 0; it < a.numel() / (n * n); ++it)
        for (int64_t i = 0; i < n; ++i) a.v[it * n * n + i * n + i] += 3.0;
      return std::vector<H>{a, random_h(dt, sh[1])};
    };
    c.fwd = [](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_tensor* x;
      tf_status st = tf_solve(e, in[0], in[1], &x);
      if (st) return st;
      o->assign({x});
      return TF_OK;
    };
    c.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_solve_vjp_into(e, in[0], in[1], o[0], g[0], r[0], r[1]);
    };
    c.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_solve_jvp_into(e, in[0], in[1], o[0], t[0], t[1], r[0]);
    };
    c.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_solve_vjp(e, in[0], in[1], o[0], g[0], &r[0], &r[1]);
    };
    c.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_solve_jvp(e, in[0], in[1], o[0], t[0], t[1], &r[0]);
    };
    cs.push_back(c);
  }
  // ---- solve_triangular: every (upper, op, unit)
  for (int upper = 0; upper <= 1; ++upper)
    for (int op = 0; op <= 2; ++op)
      for (int unit = 0; unit <= 1; ++unit) {
        Case c;
        c.name = "solve_triangular u" + std::to_string(upper) + " op" + std::to_string(op) +
                 " unit" + std::to_string(unit);
        c.gen = [](tf_dtype dt) {
          H a = random_h(dt, {4, 4});
          for (int64_t i = 0; i < 4; ++i) a.v[i * 4 + i] += 3.0;
          return std::vector<H>{a, random_h(dt, {4, 3})};
        };
        c.fwd = [=](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
          tf_tensor* x;
          tf_status st = tf_solve_triangular(e, in[0], in[1], upper, (tf_op)op, unit, &x);
          if (st) return st;
          o->assign({x});
          return TF_OK;
        };
        c.vjp = [=](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
          return tf_solve_triangular_vjp_into(e, in[0], in[1], upper, (tf_op)op, unit, o[0], g[0],
                                              r[0], r[1]);
        };
        c.jvp = [=](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
          return tf_solve_triangular_jvp_into(e, in[0], in[1], upper, (tf_op)op, unit, o[0], t[0],
                                              t[1], r[0]);
        };
        c.vjp_a = [=](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
          return tf_solve_triangular_vjp(e, in[0], in[1], upper, (tf_op)op, unit, o[0], g[0],
                                         &r[0], &r[1]);
        };
        c.jvp_a = [=](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
          return tf_solve_triangular_jvp(e, in[0], in[1], upper, (tf_op)op, unit, o[0], t[0],
                                         t[1], &r[0]);
        };
        cs.push_back(c);
      }
  // ---- cholesky (a = b b^H + n I)
  for (auto shape : std::vector<Sh>{{4, 4}, {2, 3, 3}}) {
    Case c;
    c.name = "cholesky " + std::to_string(shape.size());
    c.gen = [shape](tf_dtype dt) {
      H b = random_h(dt, shape), a = b;
      const int64_t n = shape.back(), items = b.numel() / (n * n);
      for (int64_t it = 0; it < items; ++it)
        for (int64_t i = 0; i < n; ++i)
          for (int64_t j = 0; j < n; ++j) {
            c128 s = i == j ? c128(n, 0) : c128(0);
            for (int64_t l = 0; l < n; ++l)
              s += b.v[it * n * n + i * n + l] * std::conj(b.v[it * n * n + j * n + l]);
            a.v[it * n * n + i * n + j] = s;
          }
      return std::vector<H>{a};
    };
    c.fwd = [](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_tensor* l;
      tf_status st = tf_cholesky(e, in[0], &l);
      if (st) return st;
      o->assign({l});
      return TF_OK;
    };
    c.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_cholesky_vjp_into(e, in[0], o[0], g[0], r[0]);
    };
    c.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_cholesky_jvp_into(e, in[0], o[0], t[0], r[0]);
    };
    c.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_cholesky_vjp(e, in[0], o[0], g[0], &r[0]);
    };
    c.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_cholesky_jvp(e, in[0], o[0], t[0], &r[0]);
    };
    cs.push_back(c);
  }
  // ---- inv, det, slogdet
  auto well = [](tf_dtype dt, Sh shape) {
    H a = random_h(dt, shape);
    const int64_t n = shape.back();
    for (int64_t it = 0; it < a.numel() / (n * n); ++it)
      for (int64_t i = 0; i < n; ++i) a.v[it * n * n + i * n + i] += 2.0;
    return a;
  };
  for (auto shape : std::vector<Sh>{{4, 4}, {2, 3, 3}}) {
    Case c;
    c.name = "inv";
    c.gen = [=](tf_dtype dt) { return std::vector<H>{well(dt, shape)}; };
    c.fwd = [](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_tensor* x;
      tf_status st = tf_inv(e, in[0], &x);
      if (st) return st;
      o->assign({x});
      return TF_OK;
    };
    c.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_inv_vjp_into(e, in[0], o[0], g[0], r[0]);
    };
    c.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_inv_jvp_into(e, in[0], o[0], t[0], r[0]);
    };
    c.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_inv_vjp(e, in[0], o[0], g[0], &r[0]);
    };
    c.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_inv_jvp(e, in[0], o[0], t[0], &r[0]);
    };
    cs.push_back(c);
    Case d = c;
    d.name = "det";
    d.fwd = [](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_tensor* x;
      tf_status st = tf_det(e, in[0], &x);
      if (st) return st;
      o->assign({x});
      return TF_OK;
    };
    d.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_det_vjp_into(e, in[0], o[0], g[0], r[0]);
    };
    d.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_det_jvp_into(e, in[0], o[0], t[0], r[0]);
    };
    d.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_det_vjp(e, in[0], o[0], g[0], &r[0]);
    };
    d.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_det_jvp(e, in[0], o[0], t[0], &r[0]);
    };
    cs.push_back(d);
    Case s = c;
    s.name = "slogdet";
    s.fwd = [](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_tensor *sg, *la;
      tf_status st = tf_slogdet(e, in[0], &sg, &la);
      if (st) return st;
      o->assign({sg, la});
      return TF_OK;
    };
    s.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_slogdet_vjp_into(e, in[0], o[0], o[1], g[0], g[1], r[0]);
    };
    s.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_slogdet_jvp_into(e, in[0], o[0], o[1], t[0], r[0], r[1]);
    };
    s.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_slogdet_vjp(e, in[0], o[0], o[1], g[0], g[1], &r[0]);
    };
    s.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_slogdet_jvp(e, in[0], o[0], o[1], t[0], &r[0], &r[1]);
    };
    cs.push_back(s);
  }
  // ---- lu (square); the pivots of the forward call are kept by the case
  {
    auto piv = std::make_shared<std::vector<int32_t>>(64);
    Case c;
    c.name = "lu";
    c.gen = [](tf_dtype dt) {
      H a = random_h(dt, {2, 4, 4});
      return std::vector<H>{a};
    };
    c.fwd = [piv](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_tensor* lu;
      std::vector<int32_t> p2(64);
      tf_status st = tf_lu(e, in[0], &lu, p2.data(), p2.size());
      if (st) return st;
      *piv = p2;
      o->assign({lu});
      return TF_OK;
    };
    c.vjp = [piv](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_lu_vjp_into(e, in[0], o[0], piv->data(), piv->size(), g[0], r[0]);
    };
    c.jvp = [piv](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_lu_jvp_into(e, in[0], o[0], piv->data(), piv->size(), t[0], r[0]);
    };
    c.vjp_a = [piv](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_lu_vjp(e, in[0], o[0], piv->data(), piv->size(), g[0], &r[0]);
    };
    c.jvp_a = [piv](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_lu_jvp(e, in[0], o[0], piv->data(), piv->size(), t[0], &r[0]);
    };
    cs.push_back(c);
  }
  return cs;
}

}  // namespace

int main(void) {
  assert_int_equal(tf_engine_create_serial(&g_e), TF_OK);
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_fd_and_adjoint),
  };
  int rc = cmocka_run_group_tests(tests, nullptr, nullptr);
  tf_engine_destroy(g_e);
  return rc;
}
