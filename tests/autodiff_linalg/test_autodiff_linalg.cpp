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
H spectral(tf_engine* e, tf_dtype dt, int64_t m, int64_t n, const std::vector<double>& d,
           bool herm = false) {
  Pool p;
  auto orth = [&](int64_t r) {
    tf_tensor *q, *rr;
    H g = random_h(dt, {r, r});
    assert_int_equal(tf_qr(e, make(p, e, g), 0, &q, &rr), TF_OK);
    p.ts.push_back(q);
    p.ts.push_back(rr);
    return read(q);
  };
  H U = orth(m), V = herm ? U : orth(n);
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
// h: the finite-difference step (small against any gap the case has).
void check_case(const Case& c, tf_dtype dt, int layout, double fd_tol, double h = 1e-6) {
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

// The SVD of an m x n matrix, truncated to k (0: thin), at a random point
// (d empty) or at a random matrix with singular values d.
Case svd_case(int64_t m, int64_t n, int64_t k, std::vector<double> d) {
  Case c;
  c.name = "svd " + std::to_string(m) + "x" + std::to_string(n) + (k ? " k" + std::to_string(k) : "");
  c.gen = [m, n, d](tf_dtype dt) {
    if (d.empty()) return std::vector<H>{random_h(dt, {m, n})};
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
  return c;
}

// ------------------------------------------------------------------ table
std::vector<Case> cases() {
  std::vector<Case> cs;
  // ---- SVD, thin, at (m, n), optionally truncated to k
  for (auto mnk : std::vector<std::vector<int64_t>>{{5, 3, 0}, {3, 5, 0}, {4, 4, 0},
                                                   {6, 4, 2}, {4, 6, 3}}) {
    const int64_t m = mnk[0], n = mnk[1], k = mnk[2];
    // truncated: a clear gap at the truncation
    std::vector<double> d;
    for (int64_t i = 0; k && i < std::min(m, n); ++i)
      d.push_back(i < k ? 3.0 - 0.5 * i : 0.6 - 0.2 * (i - k));
    cs.push_back(svd_case(m, n, k, d));
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
  // ---- lstsq (tall, wide, a batch), pinv
  for (auto sh : std::vector<std::vector<Sh>>{{{5, 3}, {5, 2}}, {{3, 5}, {3, 2}},
                                              {{2, 4, 3}, {2, 4, 1}}}) {
    Case c;
    c.name = "lstsq " + std::to_string(sh[0][sh[0].size() - 2]) + "x" + std::to_string(sh[0].back());
    c.gen = [sh](tf_dtype dt) { return std::vector<H>{random_h(dt, sh[0]), random_h(dt, sh[1])}; };
    c.fwd = [](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_tensor *x, *res;
      tf_status st = tf_lstsq(e, in[0], in[1], -1.0, &x, &res, nullptr, 0);
      if (st) return st;
      tf_tensor_release(res);
      o->assign({x});
      return TF_OK;
    };
    c.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_lstsq_vjp_into(e, in[0], in[1], o[0], g[0], r[0], r[1]);
    };
    c.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_lstsq_jvp_into(e, in[0], in[1], o[0], t[0], t[1], r[0]);
    };
    c.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_lstsq_vjp(e, in[0], in[1], o[0], g[0], &r[0], &r[1]);
    };
    c.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_lstsq_jvp(e, in[0], in[1], o[0], t[0], t[1], &r[0]);
    };
    cs.push_back(c);
  }
  for (auto shape : std::vector<Sh>{{4, 3}, {3, 5}, {2, 3, 3}}) {
    Case c;
    c.name = "pinv " + std::to_string(shape[shape.size() - 2]) + "x" + std::to_string(shape.back());
    c.gen = [shape](tf_dtype dt) { return std::vector<H>{random_h(dt, shape)}; };
    c.fwd = [](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_tensor* x;
      tf_status st = tf_pinv(e, in[0], -1.0, &x);
      if (st) return st;
      o->assign({x});
      return TF_OK;
    };
    c.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_pinv_vjp_into(e, in[0], o[0], g[0], r[0]);
    };
    c.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_pinv_jvp_into(e, in[0], o[0], t[0], r[0]);
    };
    c.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_pinv_vjp(e, in[0], o[0], g[0], &r[0]);
    };
    c.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_pinv_jvp(e, in[0], o[0], t[0], &r[0]);
    };
    cs.push_back(c);
  }
  // ---- matrix norms (each kind; a batch)
  for (tf_matrix_norm_kind kind : {TF_NORM_FRO, TF_NORM_NUC, TF_NORM_2})
    for (auto shape : std::vector<Sh>{{4, 3}, {2, 3, 5}}) {
      Case c;
      c.name = std::string("matrix_norm ") + (kind == TF_NORM_FRO ? "fro" : kind == TF_NORM_NUC ? "nuc" : "2") +
               " " + std::to_string(shape.size());
      c.gen = [shape](tf_dtype dt) { return std::vector<H>{random_h(dt, shape)}; };
      c.fwd = [kind](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
        tf_tensor* x;
        tf_status st = tf_matrix_norm(e, in[0], kind, &x);
        if (st) return st;
        o->assign({x});
        return TF_OK;
      };
      c.vjp = [kind](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
        return tf_matrix_norm_vjp_into(e, in[0], kind, o[0], g[0], r[0]);
      };
      c.jvp = [kind](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
        return tf_matrix_norm_jvp_into(e, in[0], kind, o[0], t[0], r[0]);
      };
      c.vjp_a = [kind](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
        return tf_matrix_norm_vjp(e, in[0], kind, o[0], g[0], &r[0]);
      };
      c.jvp_a = [kind](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
        return tf_matrix_norm_jvp(e, in[0], kind, o[0], t[0], &r[0]);
      };
      cs.push_back(c);
    }
  // ---- expm (small norm: one Pade degree, no scaling; large: scaled and squared)
  for (double scale : {0.3, 2.5})
    for (auto shape : std::vector<Sh>{{4, 4}, {2, 3, 3}}) {
      Case c;
      c.name = "expm " + std::to_string(scale) + " " + std::to_string(shape.size());
      c.gen = [shape, scale](tf_dtype dt) {
        H a = random_h(dt, shape);
        for (auto& z : a.v) z *= scale;
        return std::vector<H>{a};
      };
      c.fwd = [](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
        tf_tensor* x;
        tf_status st = tf_expm(e, in[0], &x);
        if (st) return st;
        o->assign({x});
        return TF_OK;
      };
      c.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
        return tf_expm_vjp_into(e, in[0], o[0], g[0], r[0]);
      };
      c.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
        return tf_expm_jvp_into(e, in[0], o[0], t[0], r[0]);
      };
      c.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
        return tf_expm_vjp(e, in[0], o[0], g[0], &r[0]);
      };
      c.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
        return tf_expm_jvp(e, in[0], o[0], t[0], &r[0]);
      };
      cs.push_back(c);
    }
  // ---- eig (complex results for real input too; a batch)
  for (auto shape : std::vector<Sh>{{4, 4}, {2, 3, 3}}) {
    Case c;
    c.name = "eig " + std::to_string(shape.size());
    c.gen = [shape](tf_dtype dt) { return std::vector<H>{random_h(dt, shape)}; };
    c.fwd = [](tf_engine* e, const Ts& in, Ts* o) -> tf_status {
      tf_tensor *w, *v;
      tf_status st = tf_eig(e, in[0], &w, &v);
      if (st) return st;
      o->assign({w, v});
      return TF_OK;
    };
    c.vjp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, const Ts& r) {
      return tf_eig_vjp_into(e, in[0], o[0], o[1], g[0], g[1], nullptr, r[0]);
    };
    c.jvp = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, const Ts& r) {
      return tf_eig_jvp_into(e, in[0], o[0], o[1], t[0], nullptr, r[0], r[1]);
    };
    c.vjp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& g, tf_tensor** r) {
      return tf_eig_vjp(e, in[0], o[0], o[1], g[0], g[1], nullptr, &r[0]);
    };
    c.jvp_a = [](tf_engine* e, const Ts& in, const Ts& o, const Ts& t, tf_tensor** r) {
      return tf_eig_jvp(e, in[0], o[0], o[1], t[0], nullptr, &r[0], &r[1]);
    };
    // The perturbed decomposition in the reference's order (nearest
    // eigenvalue) and phase (the rule's gauge).
    c.fix = [](const std::vector<H>& ref, std::vector<H>& y) {
      const int64_t n = y[0].shape.back(), items = y[0].numel() / std::max<int64_t>(n, 1);
      for (int64_t it = 0; it < items; ++it) {
        std::vector<bool> used((size_t)n, false);
        std::vector<int64_t> perm((size_t)n);
        for (int64_t i = 0; i < n; ++i) {
          int64_t best = -1;
          for (int64_t j = 0; j < n; ++j)
            if (!used[j] && (best < 0 || std::abs(y[0].v[it * n + j] - ref[0].v[it * n + i]) <
                                             std::abs(y[0].v[it * n + best] - ref[0].v[it * n + i])))
              best = j;
          used[best] = true;
          perm[i] = best;
        }
        H w0 = y[0], v0 = y[1];
        for (int64_t i = 0; i < n; ++i) {
          y[0].v[it * n + i] = w0.v[it * n + perm[i]];
          for (int64_t r = 0; r < n; ++r) y[1].v[it * n * n + r * n + i] = v0.v[it * n * n + r * n + perm[i]];
        }
      }
      fix_phase(ref[1], y[1], false, nullptr);
    };
    cs.push_back(c);
  }
  return cs;
}


// ------------------------------------------------------------------ host helpers
H mul(const H& a, const H& b) {  // 2-D
  const int64_t m = a.shape[0], k = a.shape[1], n = b.shape[1];
  H r;
  r.dt = a.dt;
  r.shape = {m, n};
  r.v.assign((size_t)(m * n), 0);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t l = 0; l < k; ++l)
      for (int64_t j = 0; j < n; ++j) r.v[i * n + j] += a.v[i * k + l] * b.v[l * n + j];
  return r;
}
H adjm(const H& a) {
  H r = a;
  r.shape = {a.shape[1], a.shape[0]};
  for (int64_t i = 0; i < a.shape[0]; ++i)
    for (int64_t j = 0; j < a.shape[1]; ++j)
      r.v[j * a.shape[0] + i] = std::conj(a.v[i * a.shape[1] + j]);
  return r;
}
H scale_cols(H a, const std::vector<double>& d) {
  for (int64_t i = 0; i < a.shape[0]; ++i)
    for (int64_t j = 0; j < a.shape[1]; ++j) a.v[i * a.shape[1] + j] *= d[j];
  return a;
}
H scale_rows(H a, const std::vector<double>& d) {
  for (int64_t i = 0; i < a.shape[0]; ++i)
    for (int64_t j = 0; j < a.shape[1]; ++j) a.v[i * a.shape[1] + j] *= d[i];
  return a;
}
bool all_finite(const H& h) {
  for (auto z : h.v)
    if (!std::isfinite(z.real()) || !std::isfinite(z.imag())) return false;
  return true;
}

// ------------------------------------------------------------------ degenerate spectra
// The gauge-invariant loss L = Re<C, u diag(m) vh> + sum s^3 of the
// (possibly truncated) SVD, with weights m equal inside each group of equal
// singular values, and its cotangents. (A weight that varies with s inside a
// degenerate group, e.g. u s vh, needs (m_j - m_i)/(s_j - s_i) at the
// degenerate point, which no cotangent carries: see tenferro.h.)
std::vector<double> g_m;
double svd_loss(tf_engine* e, const H& a, const H& C, int64_t k, H* gu, H* gs, H* gvh, Pool* keep,
                Ts* outs) {
  Pool p;
  tf_svd_options so = {sizeof(tf_svd_options), k, 0.0};
  tf_tensor *u, *s, *vh;
  assert_int_equal(tf_svd(e, make(p, e, a), k ? &so : nullptr, &u, &s, &vh, nullptr), TF_OK);
  H U = read(u), S = read(s), V = read(vh);
  if (keep) {
    keep->ts.push_back(u);
    keep->ts.push_back(s);
    keep->ts.push_back(vh);
    outs->assign({u, s, vh});
  } else {
    tf_tensor_release(u);
    tf_tensor_release(s);
    tf_tensor_release(vh);
  }
  std::vector<double> sv, g, gp;
  for (auto z : S.v) {
    sv.push_back(z.real());
    g.push_back(g_m[sv.size() - 1]);
  }
  H M = mul(scale_cols(U, g), V);
  double L = redot(C, M);
  for (double x : sv) L += x * x * x;
  if (gu) {
    *gu = scale_cols(mul(C, adjm(V)), g);
    *gvh = scale_rows(mul(adjm(U), C), g);
    *gs = S;
    for (size_t i = 0; i < sv.size(); ++i) gs->v[i] = 3 * sv[i] * sv[i];
  }
  return L;
}

void check_svd_degenerate(tf_dtype dt, const H& a, int64_t k, const char* what,
                          std::vector<double> m) {
  g_m = m;
  Pool p;
  H C = random_h(dt, a.shape), gu, gs, gvh;
  Ts o;
  svd_loss(g_e, a, C, k, &gu, &gs, &gvh, &p, &o);
  tf_tensor *ta = make(p, g_e, a), *da, *du, *ds, *dvh;
  CHECK_OK(tf_svd_vjp(g_e, ta, o[0], o[1], o[2], make(p, g_e, gu), make(p, g_e, gs),
                      make(p, g_e, gvh), nullptr, &da));
  p.ts.push_back(da);
  H t = random_h(dt, a.shape);
  CHECK_OK(tf_svd_jvp(g_e, ta, o[0], o[1], o[2], make(p, g_e, t), nullptr, &du, &ds, &dvh));
  p.ts.push_back(du);
  p.ts.push_back(ds);
  p.ts.push_back(dvh);
  H gA = read(da), dU = read(du), dS = read(ds), dV = read(dvh);
  assert_true(all_finite(gA) && all_finite(dU) && all_finite(dS) && all_finite(dV));
  const double h = 1e-5;
  const double fd = (svd_loss(g_e, axpy(a, h, t), C, k, nullptr, nullptr, nullptr, nullptr, nullptr) -
                     svd_loss(g_e, axpy(a, -h, t), C, k, nullptr, nullptr, nullptr, nullptr, nullptr)) /
                    (2 * h);
  const double vjp = redot(gA, t);
  const double jvp = redot(gu, dU) + redot(gs, dS) + redot(gvh, dV);
  if (!(std::abs(vjp - fd) <= 1e-6 * std::max(1.0, std::abs(fd))) ||
      !(std::abs(jvp - fd) <= 1e-6 * std::max(1.0, std::abs(fd))))
    fail_msg("svd degenerate (%s, %s): fd %.12g vjp %.12g jvp %.12g", what,
             dt == TF_F64 ? "f64" : "c128", fd, vjp, jvp);
}

// L = Re<C, v diag(m) v^H> + sum w^3 of eigh (m as for svd_loss), and its
// cotangents.
double eigh_loss(tf_engine* e, const H& a, const H& C, H* gw, H* gv, Pool* keep, Ts* outs) {
  Pool p;
  tf_tensor *w, *v;
  assert_int_equal(tf_eigh(e, make(p, e, a), &w, &v), TF_OK);
  H W = read(w), V = read(v);
  if (keep) {
    keep->ts.push_back(w);
    keep->ts.push_back(v);
    outs->assign({w, v});
  } else {
    tf_tensor_release(w);
    tf_tensor_release(v);
  }
  std::vector<double> wv, g;
  for (auto z : W.v) {
    wv.push_back(z.real());
    g.push_back(g_m[wv.size() - 1]);
  }
  double L = redot(C, mul(scale_cols(V, g), adjm(V)));
  for (double x : wv) L += x * x * x;
  if (gv) {
    H CC = axpy(C, 1.0, adjm(C));
    *gv = scale_cols(mul(CC, V), g);
    *gw = W;
    for (size_t i = 0; i < wv.size(); ++i) gw->v[i] = 3 * wv[i] * wv[i];
  }
  return L;
}

void check_eigh_degenerate(tf_dtype dt, const H& a, const char* what, std::vector<double> m) {
  g_m = m;
  Pool p;
  H C = random_h(dt, a.shape), gw, gv;
  Ts o;
  eigh_loss(g_e, a, C, &gw, &gv, &p, &o);
  tf_tensor *ta = make(p, g_e, a), *da, *dw, *dv;
  CHECK_OK(tf_eigh_vjp(g_e, ta, o[0], o[1], make(p, g_e, gw), make(p, g_e, gv), nullptr, &da));
  p.ts.push_back(da);
  H t = random_h(dt, a.shape);
  CHECK_OK(tf_eigh_jvp(g_e, ta, o[0], o[1], make(p, g_e, t), nullptr, &dw, &dv));
  p.ts.push_back(dw);
  p.ts.push_back(dv);
  H gA = read(da), dW = read(dw), dV = read(dv);
  assert_true(all_finite(gA) && all_finite(dW) && all_finite(dV));
  const double h = 1e-5;
  const double fd = (eigh_loss(g_e, axpy(a, h, t), C, nullptr, nullptr, nullptr, nullptr) -
                     eigh_loss(g_e, axpy(a, -h, t), C, nullptr, nullptr, nullptr, nullptr)) /
                    (2 * h);
  const double vjp = redot(gA, t), jvp = redot(gw, dW) + redot(gv, dV);
  if (!(std::abs(vjp - fd) <= 1e-6 * std::max(1.0, std::abs(fd))) ||
      !(std::abs(jvp - fd) <= 1e-6 * std::max(1.0, std::abs(fd))))
    fail_msg("eigh degenerate (%s, %s): fd %.12g vjp %.12g jvp %.12g", what,
             dt == TF_F64 ? "f64" : "c128", fd, vjp, jvp);
}

H identity(tf_dtype dt, int64_t m, int64_t n) {
  H a;
  a.dt = dt;
  a.shape = {m, n};
  a.v.assign((size_t)(m * n), 0);
  for (int64_t i = 0; i < std::min(m, n); ++i) a.v[i * n + i] = 1;
  return a;
}

void test_degenerate(void**) {
  for (tf_dtype dt : {TF_F64, TF_C128}) {
    check_svd_degenerate(dt, identity(dt, 4, 4), 0, "identity 4x4", {1.5, 1.5, 1.5, 1.5});
    check_svd_degenerate(dt, identity(dt, 5, 3), 0, "identity 5x3", {2, 2, 2});
    check_svd_degenerate(dt, identity(dt, 3, 5), 0, "identity 3x5", {-1, -1, -1});
    check_svd_degenerate(dt, spectral(g_e, dt, 5, 3, {2, 2, 1}), 0, "s = (2, 2, 1)", {1, 1, 3});
    check_svd_degenerate(dt, spectral(g_e, dt, 4, 4, {3, 1, 1, 1}), 0, "s = (3, 1, 1, 1)",
                         {0.5, 2, 2, 2});
    check_svd_degenerate(dt, spectral(g_e, dt, 6, 4, {3, 2}), 2, "rank 2 truncated at 2",
                         {1, -2});
    check_svd_degenerate(dt, spectral(g_e, dt, 4, 6, {2, 2, 0.5}), 2,
                         "truncated, repeated kept", {1.5, 1.5});
    check_svd_degenerate(dt, spectral(g_e, dt, 6, 5, {3, 2, 1, 0.4, 0.2}), 3,
                         "truncated full rank", {1, 2, 3});
    check_eigh_degenerate(dt, identity(dt, 4, 4), "identity", {2, 2, 2, 2});
    check_eigh_degenerate(dt, spectral(g_e, dt, 4, 4, {1, 1, 2, 3}, true), "w = (1, 1, 2, 3)",
                          {-1, -1, 2, 0.5});
    // eigenvalues ascending: -1, 0.5, 2, 2, 2
    check_eigh_degenerate(dt, spectral(g_e, dt, 5, 5, {-1, 2, 2, 2, 0.5}, true),
                          "w = (-1, 0.5, 2, 2, 2)", {1, 3, -2, -2, -2});
  }
}

// Truncated SVD at a near-degenerate cut, s_k / s_{k+1} = 1.001 and 1.0001
// (routine in tensor-network truncation): the coupling of the kept and the
// discarded part is solved exactly, so the JVP matches central differences
// (step small against the gap) and the adjoint identity holds. At an exact
// tie (no derivative exists) both rules give TF_ERR_NUMERICAL naming s,
// outputs untouched.
void test_svd_near_degenerate_cut(void**) {
  for (double ratio : {1.001, 1.0001})
    for (auto mnk : std::vector<std::vector<int64_t>>{{6, 4, 2}, {4, 6, 2}}) {
      const Case c = svd_case(mnk[0], mnk[1], mnk[2], {3.0, 2.0, 2.0 / ratio, 0.5});
      for (tf_dtype dt : {TF_F64, TF_C128}) check_case(c, dt, ROW, 1e-5, 1e-8);
    }
  for (auto mnk : std::vector<std::vector<int64_t>>{{6, 4, 2}, {4, 6, 2}}) {
    const int64_t m = mnk[0], n = mnk[1], k = mnk[2];
    Pool p;
    tf_tensor* a = make(p, g_e, spectral(g_e, TF_F64, m, n, {3.0, 2.0, 2.0, 0.5}));
    tf_svd_options so = {sizeof(tf_svd_options), k, 0.0};
    tf_tensor *u, *s, *vh;
    assert_int_equal(tf_svd(g_e, a, &so, &u, &s, &vh, nullptr), TF_OK);
    p.ts.insert(p.ts.end(), {u, s, vh});
    H z = random_h(TF_F64, {m, n}), gu = random_h(TF_F64, {m, k});
    tf_tensor *da = make(p, g_e, z), *tgu = make(p, g_e, gu);
    H du0 = random_h(TF_F64, {m, k});
    tf_tensor* du = make(p, g_e, du0);
    EXPECT_FAIL(tf_svd_vjp_into(g_e, a, u, s, vh, tgu, nullptr, nullptr, nullptr, da),
                TF_ERR_NUMERICAL, "s");
    EXPECT_MSG_CONTAINS("s_k > s_{k+1}");
    EXPECT_FAIL(tf_svd_jvp_into(g_e, a, u, s, vh, da, nullptr, du, nullptr, nullptr),
                TF_ERR_NUMERICAL, "s");
    tf_tensor* keep = (tf_tensor*)0x1;
    EXPECT_FAIL(tf_svd_vjp(g_e, a, u, s, vh, tgu, nullptr, nullptr, nullptr, &keep),
                TF_ERR_NUMERICAL, "s");
    assert_ptr_equal(keep, (tf_tensor*)0x1);
    assert_true(norm(axpy(read(da), -1.0, z)) == 0.0);  // untouched
    assert_true(norm(axpy(read(du), -1.0, du0)) == 0.0);
  }
}

// det of a singular matrix: the adjugate, against finite differences of det.
void test_singular(void**) {
  for (tf_dtype dt : {TF_F64, TF_C128}) {
    Pool p;
    H a = spectral(g_e, dt, 4, 4, {2, 1, 0.5, 0});
    // det vjp at a singular matrix is finite and matches d det / da
    tf_tensor *ta = make(p, g_e, a), *d, *da;
    CHECK_OK(tf_det(g_e, ta, &d));
    p.ts.push_back(d);
    H gd = random_h(dt, {});
    CHECK_OK(tf_det_vjp(g_e, ta, d, make(p, g_e, gd), &da));
    p.ts.push_back(da);
    H t = random_h(dt, {4, 4});
    auto det_at = [&](const H& x) {
      Pool q;
      tf_tensor* dd;
      assert_int_equal(tf_det(g_e, make(q, g_e, x), &dd), TF_OK);
      q.ts.push_back(dd);
      return read(dd);
    };
    const double h = 1e-6;
    H fd = axpy(det_at(axpy(a, h, t)), -1.0, det_at(axpy(a, -h, t)));
    fd.v[0] /= 2 * h;
    const double want = redot(gd, fd), got = redot(read(da), t);
    if (!(std::abs(want - got) <= 1e-6 * std::max(1.0, std::abs(want))))
      fail_msg("det vjp at singular a: %.12g vs fd %.12g", got, want);
    // exactly singular (zero pivot): rank n - 1 and lower
    for (int zeros = 1; zeros <= 2; ++zeros) {
      H b = identity(dt, 3, 3);
      b.v[1] = 2.0;
      b.v[8] = 0;
      if (zeros == 2) b.v[4] = 0;
      tf_tensor *tb = make(p, g_e, b), *db, *gb;
      CHECK_OK(tf_det(g_e, tb, &db));
      p.ts.push_back(db);
      H one = random_h(dt, {});
      one.v[0] = 1;
      CHECK_OK(tf_det_vjp(g_e, tb, db, make(p, g_e, one), &gb));
      p.ts.push_back(gb);
      H G = read(gb);  // conj(adj(b))^T: adj = [[0,0,0],[0,0,0],[0,0,1]]-like
      H t3 = random_h(dt, {3, 3});
      H fd3 = axpy(det_at(axpy(b, h, t3)), -1.0, det_at(axpy(b, -h, t3)));
      fd3.v[0] /= 2 * h;
      if (!(std::abs(redot(one, fd3) - redot(G, t3)) <= 1e-6))
        fail_msg("det vjp, %d zero pivots: %.12g vs fd %.12g", zeros, redot(G, t3),
                 redot(one, fd3));
    }
    // solve / slogdet at a singular a, cholesky with a zero on l's diagonal:
    // TF_ERR_NUMERICAL, as the forward call where it fails.
    H z = identity(dt, 3, 3);
    z.v[8] = 0;
    tf_tensor *tz = make(p, g_e, z), *tb = make(p, g_e, random_h(dt, {3, 2})), *x = nullptr;
    assert_int_equal(tf_solve(g_e, tz, tb, &x), TF_ERR_NUMERICAL);
    tf_tensor* out = (tf_tensor*)0x1;
    EXPECT_FAIL(tf_solve_vjp(g_e, tz, tb, tb, tb, &out, nullptr), TF_ERR_NUMERICAL, "a");
    assert_ptr_equal(out, (tf_tensor*)0x1);
    tf_tensor *sg, *la;
    CHECK_OK(tf_slogdet(g_e, tz, &sg, &la));
    p.ts.push_back(sg);
    p.ts.push_back(la);
    assert_true(std::isinf(read(la).v[0].real()) && read(sg).v[0] == c128(0));
    EXPECT_FAIL(tf_slogdet_vjp(g_e, tz, sg, la, nullptr, la, &out), TF_ERR_NUMERICAL, "a");
    EXPECT_FAIL(tf_cholesky_vjp(g_e, tz, tz, tz, &out), TF_ERR_NUMERICAL, "l");
    assert_ptr_equal(out, (tf_tensor*)0x1);
  }
}

// slogdet forward against det.
void test_slogdet_forward(void**) {
  for (tf_dtype dt : {TF_F64, TF_C128}) {
    Pool p;
    H a = random_h(dt, {3, 5, 5});
    tf_tensor *ta = make(p, g_e, a, COL), *d, *sg, *la;
    CHECK_OK(tf_det(g_e, ta, &d));
    CHECK_OK(tf_slogdet(g_e, ta, &sg, &la));
    p.ts.push_back(d);
    p.ts.push_back(sg);
    p.ts.push_back(la);
    H D = read(d), S = read(sg), L = read(la);
    assert_int_equal((int)S.shape.size(), 1);
    for (size_t i = 0; i < 3; ++i) {
      c128 want = D.v[i], got = S.v[i] * std::exp(L.v[i].real());
      assert_true(std::abs(want - got) <= 1e-12 * std::abs(want));
      assert_true(std::abs(std::abs(S.v[i]) - 1) < 1e-14);
    }
    // _into, and a bad output
    H zs = S, zl = L;
    tf_tensor *os = make(p, g_e, zs), *ol = make(p, g_e, zl);
    CHECK_OK(tf_slogdet_into(g_e, ta, os, ol));
    assert_true(read(os).v == S.v && read(ol).v == L.v);
    EXPECT_FAIL(tf_slogdet_into(g_e, ta, ol, ol), dt == TF_F64 ? TF_ERR_INVALID_ARGUMENT
                                                                : TF_ERR_DTYPE_MISMATCH,
                dt == TF_F64 ? "logabsdet" : "sign");
    EXPECT_FAIL(tf_slogdet(nullptr, ta, &d, &d), TF_ERR_INVALID_ARGUMENT, "engine");
    EXPECT_FAIL(tf_slogdet(g_e, nullptr, &d, &d), TF_ERR_INVALID_ARGUMENT, "a");
    EXPECT_FAIL(tf_slogdet(g_e, ta, nullptr, &d), TF_ERR_INVALID_ARGUMENT, "sign");
  }
}

// ------------------------------------------------------------------ bad input
// For every case: NULL engine / a, a cotangent or tangent of the wrong dtype
// or shape, an output overlapping an input, an output of the wrong shape:
// the status, and the outputs untouched. Also: the allocating forms equal
// the _into forms, and all-NULL cotangents give zeros.
void test_bad_input(void**) {
  for (const Case& c : cases()) {
    Pool p;
    const tf_dtype dt = TF_C128;
    std::vector<H> x = c.gen(dt);
    Ts in, out;
    for (auto& h : x) in.push_back(make(p, g_e, h));
    assert_int_equal(c.fwd(g_e, in, &out), TF_OK);
    for (auto t : out) p.ts.push_back(t);
    std::vector<H> y;
    for (auto t : out) y.push_back(read(t));
    Ts cot, tan, vres, jres;
    std::vector<H> vsent, jsent;
    for (auto& h : y) cot.push_back(make(p, g_e, random_h(h.dt, h.shape)));
    for (auto& h : x) {
      tan.push_back(make(p, g_e, random_h(h.dt, h.shape)));
      H s = h;
      std::fill(s.v.begin(), s.v.end(), c128(7, 7));
      vsent.push_back(s);
      vres.push_back(make(p, g_e, s));
    }
    for (auto& h : y) {
      H s = h;
      std::fill(s.v.begin(), s.v.end(), h.dt == TF_F64 ? c128(7, 0) : c128(7, 7));
      jsent.push_back(s);
      jres.push_back(make(p, g_e, s));
    }
    if (c.name.rfind("lu", 0) == 0 || c.name.rfind("solve", 0) == 0) {
      // only a's rule output for lu; solve has (da, db): all fine as built
    }
    auto untouched = [&]() {
      for (size_t i = 0; i < vres.size(); ++i)
        if (read(vres[i]).v != vsent[i].v) fail_msg("%s: vjp output %zu written", c.name.c_str(), i);
      for (size_t i = 0; i < jres.size(); ++i)
        if (read(jres[i]).v != jsent[i].v) fail_msg("%s: jvp output %zu written", c.name.c_str(), i);
    };
    const char* nm = c.name.c_str();
    std::string last;
    auto expect = [&](tf_status st, tf_status want, const char* what) {
      if (st != want) fail_msg("%s, %s: status %d, expected %d (%s)", nm, what, st, want, tf_last_error());
      if (!tf_last_error() || !*tf_last_error()) fail_msg("%s, %s: no message", nm, what);
      last = tf_last_error();
      untouched();
    };
    expect(c.vjp(nullptr, in, out, cot, vres), TF_ERR_INVALID_ARGUMENT, "NULL engine");
    expect(c.jvp(nullptr, in, out, tan, jres), TF_ERR_INVALID_ARGUMENT, "NULL engine");
    {
      Ts bad = in;
      bad[0] = nullptr;
      expect(c.vjp(g_e, bad, out, cot, vres), TF_ERR_INVALID_ARGUMENT, "NULL a");
      assert_true(last.rfind("a:", 0) == 0);
      expect(c.jvp(g_e, bad, out, tan, jres), TF_ERR_INVALID_ARGUMENT, "NULL a");
    }
    // wrong dtype / shape of the first cotangent and tangent
    for (int kind = 0; kind < 2; ++kind) {
      Ts bc = cot, bt = tan;
      H hc = y[0], ht = x[0];
      if (kind == 0) {
        hc.dt = hc.dt == TF_F64 ? TF_F32 : TF_C64;
        ht.dt = ht.dt == TF_F64 ? TF_F32 : TF_C64;
      } else {
        hc.shape.push_back(1);
        ht.shape.push_back(1);
      }
      bc[0] = make(p, g_e, hc);
      bt[0] = make(p, g_e, ht);
      const tf_status want = kind == 0 ? TF_ERR_DTYPE_MISMATCH : TF_ERR_SHAPE_MISMATCH;
      tf_status st = c.vjp(g_e, in, out, bc, vres);
      if (kind == 1 && st == TF_ERR_INVALID_ARGUMENT) st = want;  // rank checks
      expect(st, want, kind ? "cotangent shape" : "cotangent dtype");
      st = c.jvp(g_e, in, out, bt, jres);
      if (kind == 1 && st == TF_ERR_INVALID_ARGUMENT) st = want;
      expect(st, want, kind ? "tangent shape" : "tangent dtype");
    }
    // an output overlapping an input (vjp: a itself; jvp: the first primal output)
    {
      Ts r = vres;
      r[0] = in[0];
      tf_status st = c.vjp(g_e, in, out, cot, r);
      expect(st, TF_ERR_INVALID_ARGUMENT, "vjp output overlaps a");
      assert_true(last.find("overlaps") != std::string::npos);
      Ts rj = jres;
      rj[0] = out[0];
      expect(c.jvp(g_e, in, out, tan, rj), TF_ERR_INVALID_ARGUMENT, "jvp output overlaps");
    }
    // an output of the wrong shape
    {
      H wrong = vsent[0];
      wrong.shape.back() += 1;
      wrong.v.resize((size_t)wrong.numel(), c128(7, 7));
      Ts r = vres;
      r[0] = make(p, g_e, wrong);
      expect(c.vjp(g_e, in, out, cot, r), TF_ERR_SHAPE_MISMATCH, "vjp output shape");
    }
    // allocating forms: equal to _into; untouched pointers on error
    {
      CHECK_OK(c.vjp(g_e, in, out, cot, vres));
      CHECK_OK(c.jvp(g_e, in, out, tan, jres));
      tf_tensor* ra[4] = {};
      CHECK_OK(c.vjp_a(g_e, in, out, cot, ra));
      for (size_t i = 0; i < vres.size(); ++i) {
        if (!ra[i]) continue;
        p.ts.push_back(ra[i]);
        if (read(ra[i]).v != read(vres[i]).v) fail_msg("%s: vjp allocating != into", nm);
      }
      tf_tensor* rj[4] = {};
      CHECK_OK(c.jvp_a(g_e, in, out, tan, rj));
      for (size_t i = 0; i < jres.size(); ++i) {
        assert_non_null(rj[i]);
        p.ts.push_back(rj[i]);
        if (read(rj[i]).v != read(jres[i]).v) fail_msg("%s: jvp allocating != into", nm);
      }
      tf_tensor* keep[4] = {(tf_tensor*)0x1, (tf_tensor*)0x1, (tf_tensor*)0x1, (tf_tensor*)0x1};
      assert_int_not_equal(c.vjp_a(nullptr, in, out, cot, keep), TF_OK);
      assert_int_not_equal(c.jvp_a(nullptr, in, out, tan, keep), TF_OK);
      for (auto k : keep) assert_ptr_equal(k, (tf_tensor*)0x1);
      // all-NULL cotangents: zeros
      Ts none(cot.size(), nullptr);
      CHECK_OK(c.vjp(g_e, in, out, none, vres));
      for (auto r : vres)
        for (auto z : read(r).v) assert_true(z == c128(0));
    }
  }
}

// ------------------------------------------------------------------ cost
// On a serial engine and on a pooled one: no parallel region; once warm, the
// _into forms take no buffer from the system allocator.
void test_cost(void**) {
  for (int pooled = 0; pooled <= 1; ++pooled) {
    tf_engine* e;
    if (pooled) CHECK_OK(tf_engine_create_pooled(2, &e));
    else CHECK_OK(tf_engine_create_serial(&e));
    {
      Pool p;
      H a = random_h(TF_F64, {32, 24});
      tf_tensor *ta = make(p, e, a), *u, *s, *vh;
      CHECK_OK(tf_svd(e, ta, nullptr, &u, &s, &vh, nullptr));
      p.ts.push_back(u);
      p.ts.push_back(s);
      p.ts.push_back(vh);
      tf_tensor *gu = make(p, e, read(u)), *gs = make(p, e, read(s)), *gv = make(p, e, read(vh));
      tf_tensor *da = make(p, e, a), *du = make(p, e, read(u)), *ds = make(p, e, read(s)),
                *dv = make(p, e, read(vh));
      tf_svd_options so = {sizeof so, 8, 0.0};
      tf_tensor *tu, *ts_, *tv;
      CHECK_OK(tf_svd(e, ta, &so, &tu, &ts_, &tv, nullptr));
      p.ts.push_back(tu);
      p.ts.push_back(ts_);
      p.ts.push_back(tv);
      tf_tensor *tgu = make(p, e, read(tu)), *tgv = make(p, e, read(tv));
      for (int rep = 0; rep < 3; ++rep) {
        if (rep == 2) CHECK_OK(tf_engine_reset_stats(e));
        CHECK_OK(tf_svd_vjp_into(e, ta, u, s, vh, gu, gs, gv, nullptr, da));
        CHECK_OK(tf_svd_jvp_into(e, ta, u, s, vh, da, nullptr, du, ds, dv));
        CHECK_OK(tf_svd_vjp_into(e, ta, tu, ts_, tv, tgu, nullptr, tgv, nullptr, da));
      }
      tf_engine_stats st;
      st.struct_size = sizeof st;
      CHECK_OK(tf_engine_get_stats(e, &st));
      assert_int_equal(st.parallel_regions, 0);
      assert_int_equal(st.pool_misses, 0);
    }
    tf_engine_destroy(e);
  }
}

// The broadening is the caller's: a large one changes a non-degenerate
// result; a negative one is refused.
void test_options(void**) {
  Pool p;
  H a = random_h(TF_F64, {4, 4});
  tf_tensor *ta = make(p, g_e, a), *w, *v, *d1, *d2;
  CHECK_OK(tf_eigh(g_e, ta, &w, &v));
  p.ts.push_back(w);
  p.ts.push_back(v);
  tf_tensor* gv = make(p, g_e, random_h(TF_F64, {4, 4}));
  tf_ad_options o = {sizeof o, 0.0};
  CHECK_OK(tf_eigh_vjp(g_e, ta, w, v, nullptr, gv, &o, &d1));
  o.broadening = 10.0;
  CHECK_OK(tf_eigh_vjp(g_e, ta, w, v, nullptr, gv, &o, &d2));
  p.ts.push_back(d1);
  p.ts.push_back(d2);
  assert_true(norm(axpy(read(d1), -1.0, read(d2))) > 1e-3);
  o.broadening = -1;
  tf_tensor* keep = (tf_tensor*)0x1;
  EXPECT_FAIL(tf_eigh_vjp(g_e, ta, w, v, nullptr, gv, &o, &keep), TF_ERR_INVALID_ARGUMENT,
              "options->broadening");
  o.broadening = 0;
  o.struct_size = 8;
  EXPECT_FAIL(tf_eigh_vjp(g_e, ta, w, v, nullptr, gv, &o, &keep), TF_ERR_INVALID_ARGUMENT,
              "options->struct_size");
  assert_ptr_equal(keep, (tf_tensor*)0x1);
}

}  // namespace

int main(void) {
  assert_int_equal(tf_engine_create_serial(&g_e), TF_OK);
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_fd_and_adjoint), cmocka_unit_test(test_degenerate),
      cmocka_unit_test(test_singular),       cmocka_unit_test(test_slogdet_forward),
      cmocka_unit_test(test_bad_input),      cmocka_unit_test(test_cost),
      cmocka_unit_test(test_options),        cmocka_unit_test(test_svd_near_degenerate_cut),
  };
  int rc = cmocka_run_group_tests(tests, nullptr, nullptr);
  tf_engine_destroy(g_e);
  return rc;
}
