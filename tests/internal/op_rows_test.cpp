// tests/internal/op_rows_test.cpp: every public row of ops/elementwise_table.hpp
// (unary, binary, reduction), every dtype its domain takes (f64, c128), in
// both derivative forms: the direct rules (tf_*_jvp against central finite
// differences of the forward call, tf_*_vjp against the JVP by the identity
// Re<ct, J t> = Re<J^H ct, t>) and the program transforms (tf_program_jvp /
// tf_program_vjp of a one-command program, equal to the direct rules). The
// rows are enumerated from the table, so a new row is tested the day it
// lands; non-smooth points (abs and sign at 0, a norm of zeros, max/min
// ties) are checked for the documented finite values in both forms.
#include <gtest/gtest.h>
#include <tenferro.h>

#include <cmath>
#include <complex>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "../gtest_values.hpp"
#include "ops/elementwise_table.hpp"

namespace {

using namespace tf;
#define OK(x) ASSERT_EQ((x), TF_OK) << #x << ": " << tf_last_error()
using cd = std::complex<double>;
using Vals = std::vector<cd>;
using Shape = std::vector<int64_t>;

int64_t numel(const Shape& s) {
  int64_t n = 1;
  for (int64_t e : s) n *= e;
  return n;
}

struct Env {
  tf_engine* e = nullptr;
  Env() { EXPECT_EQ(tf_engine_create_serial(&e), TF_OK); }
  ~Env() { tf_engine_destroy(e); }
  tf_tensor* make(tf_dtype d, const Shape& s, const Vals& v) { return tu::make_tensor(e, d, s, v); }
  static Vals read(tf_tensor* t, bool release = true) {
    Vals v = tu::read_values(t);
    if (release) tf_tensor_release(t);
    return v;
  }
};

double re_dot(const Vals& a, const Vals& b) {
  double s = 0;
  for (std::size_t i = 0; i < a.size(); ++i) s += (std::conj(a[i]) * b[i]).real();
  return s;
}

void expect_close(const Vals& got, const Vals& want, double tol, const std::string& what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (std::size_t i = 0; i < got.size(); ++i)
    EXPECT_LT(std::abs(got[i] - want[i]), tol * (1 + std::abs(want[i])))
        << what << " [" << i << "]: got " << got[i] << ", want " << want[i];
}

Vals random_vals(std::mt19937& rng, int64_t n, bool cplx, double lo, double hi) {
  std::uniform_real_distribution<double> u(lo, hi), w(-0.3, 0.3);
  Vals v((std::size_t)n);
  for (cd& z : v) z = cd(u(rng), cplx ? w(rng) : 0.0);
  return v;
}

using Ts = std::vector<tf_tensor*>;
// One operation: its forward call, its direct JVP and VJP, its program form.
struct Fn {
  std::vector<Shape> shapes;  // of the inputs
  std::function<tf_status(tf_engine*, const Ts&, tf_tensor**)> call;
  std::function<tf_status(tf_engine*, const Ts&, const Ts&, tf_tensor**)> jvp;
  std::function<tf_status(tf_engine*, const Ts&, tf_tensor*, Ts*)> vjp;  // Ts sized to inputs
  std::function<tf_status(tf_program*, const std::vector<int32_t>&, int32_t*)> record;
};

struct Result {
  tf_dtype yd;
  Shape ys;
  Vals y;
};

Ts tensors(Env& E, tf_dtype d, const std::vector<Shape>& s, const std::vector<Vals>& v) {
  Ts t;
  for (std::size_t i = 0; i < v.size(); ++i) t.push_back(E.make(d, s[i], v[i]));
  return t;
}
void release(Ts& t) {
  for (tf_tensor* x : t) tf_tensor_release(x);
  t.clear();
}

Result forward(Env& E, const Fn& f, tf_dtype d, const std::vector<Vals>& xs) {
  Ts in = tensors(E, d, f.shapes, xs);
  tf_tensor* y = nullptr;
  Result r{};
  EXPECT_EQ(f.call(E.e, in, &y), TF_OK) << tf_last_error();
  release(in);
  if (!y) return r;
  int32_t nd;
  tf_tensor_dtype(y, &r.yd);
  tf_tensor_ndim(y, &nd);
  r.ys.resize(nd);
  if (nd) tf_tensor_shape(y, r.ys.data());
  r.y = Env::read(y);
  return r;
}

// Runs program g on inputs, returns output k.
std::vector<Vals> run_program(Env& E, tf_program* g, Ts in, std::size_t nout) {
  std::vector<Vals> res;
  tf_prepared* pp = nullptr;
  EXPECT_EQ(tf_program_prepare(E.e, g, nullptr, &pp), TF_OK) << tf_last_error();
  if (pp) {
    Ts out(nout, nullptr);
    EXPECT_EQ(tf_program_run_alloc(E.e, pp, in.data(), in.size(), out.data(), nout), TF_OK)
        << tf_last_error();
    for (tf_tensor* t : out) res.push_back(t ? Env::read(t) : Vals{});
    tf_prepared_release(pp);
  }
  release(in);
  return res;
}

// Checks f at xs in direction ts with cotangent ct: direct JVP against finite
// differences, direct VJP against the JVP, both program forms against the
// direct rules. fd = false: only the forms against each other (a point where
// f is not smooth).
void check_point(Env& E, const Fn& f, tf_dtype d, const std::vector<Vals>& xs,
                 const std::vector<Vals>& ts, bool fd, const std::string& what) {
  SCOPED_TRACE(what + (d == TF_C128 ? " c128" : " f64"));
  const Result y = forward(E, f, d, xs);
  ASSERT_FALSE(y.y.empty());
  std::mt19937 rng(11);
  const Vals ct = random_vals(rng, numel(y.ys), y.yd == TF_C128, -1, 1);
  // Direct JVP and VJP.
  Ts xin = tensors(E, d, f.shapes, xs), tin = tensors(E, d, f.shapes, ts);
  tf_tensor* jt = nullptr;
  OK(f.jvp(E.e, xin, tin, &jt));
  const Vals jvp = Env::read(jt);
  tf_tensor* ctt = E.make(y.yd, y.ys, ct);
  Ts vt(xs.size(), nullptr);
  OK(f.vjp(E.e, xin, ctt, &vt));
  std::vector<Vals> vjp;
  for (tf_tensor* t : vt) vjp.push_back(Env::read(t));
  tf_tensor_release(ctt);
  release(xin);
  release(tin);
  for (const Vals& v : vjp)
    for (const cd& z : v) ASSERT_TRUE(std::isfinite(z.real()) && std::isfinite(z.imag()));
  for (const cd& z : jvp) ASSERT_TRUE(std::isfinite(z.real()) && std::isfinite(z.imag()));
  if (fd) {
    const double h = 1e-6;
    std::vector<Vals> xp = xs, xm = xs;
    for (std::size_t i = 0; i < xs.size(); ++i)
      for (std::size_t k = 0; k < xs[i].size(); ++k) {
        xp[i][k] += h * ts[i][k];
        xm[i][k] -= h * ts[i][k];
      }
    const Vals yp = forward(E, f, d, xp).y, ym = forward(E, f, d, xm).y;
    Vals want(yp.size());
    for (std::size_t k = 0; k < yp.size(); ++k) want[k] = (yp[k] - ym[k]) / (2 * h);
    expect_close(jvp, want, 1e-6, "JVP against finite differences");
  }
  double rhs = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) rhs += re_dot(vjp[i], ts[i]);
  EXPECT_NEAR(re_dot(ct, jvp), rhs, 1e-10 * (1 + std::fabs(rhs))) << "VJP against the JVP";
  // Program forms.
  tf_program* p;
  OK(tf_program_create(&p));
  std::vector<int32_t> slots, pos;
  for (std::size_t i = 0; i < xs.size(); ++i) {
    int32_t s;
    OK(tf_program_input(p, d, (int32_t)f.shapes[i].size(), f.shapes[i].data(), &s));
    slots.push_back(s);
    pos.push_back((int32_t)i);
  }
  int32_t ys;
  OK(f.record(p, slots, &ys));
  OK(tf_program_output(p, ys));
  tf_program *gj = nullptr, *gv = nullptr;
  int32_t zero = 0;
  OK(tf_program_jvp(p, pos.size(), pos.data(), &gj));
  OK(tf_program_vjp(p, 1, &zero, pos.size(), pos.data(), nullptr, &gv));
  Ts jin = tensors(E, d, f.shapes, xs), tj = tensors(E, d, f.shapes, ts);
  jin.insert(jin.end(), tj.begin(), tj.end());
  const std::vector<Vals> pj = run_program(E, gj, jin, 2);
  ASSERT_EQ(pj.size(), 2u);
  expect_close(pj[1], jvp, 1e-12, "program JVP against tf_*_jvp");
  Ts vin = tensors(E, d, f.shapes, xs);
  vin.push_back(E.make(y.yd, y.ys, ct));
  const std::vector<Vals> pv = run_program(E, gv, vin, xs.size());
  ASSERT_EQ(pv.size(), xs.size());
  for (std::size_t i = 0; i < xs.size(); ++i)
    expect_close(pv[i], vjp[i], 1e-12, "program VJP against tf_*_vjp");
  tf_program_release(gj);
  tf_program_release(gv);
  tf_program_release(p);
}

std::vector<tf_dtype> dtypes(Domain dom) {
  if (dom == Domain::Real) return {TF_F64};
  return {TF_F64, TF_C128};
}

Fn unary_fn(tf_unary_op op, const Shape& s) {
  Fn f;
  f.shapes = {s};
  f.call = [op](tf_engine* e, const Ts& x, tf_tensor** y) { return tf_unary(e, op, x[0], y); };
  f.jvp = [op](tf_engine* e, const Ts& x, const Ts& t, tf_tensor** y) {
    return tf_unary_jvp(e, op, x[0], t[0], y);
  };
  f.vjp = [op](tf_engine* e, const Ts& x, tf_tensor* ct, Ts* d) {
    return tf_unary_vjp(e, op, x[0], ct, &(*d)[0]);
  };
  f.record = [op](tf_program* p, const std::vector<int32_t>& x, int32_t* y) {
    return tf_program_unary(p, op, x[0], y);
  };
  return f;
}

Fn binary_fn(tf_binary_op op, const Shape& sx, const Shape& sy) {
  Fn f;
  f.shapes = {sx, sy};
  f.call = [op](tf_engine* e, const Ts& x, tf_tensor** y) { return tf_binary(e, op, x[0], x[1], y); };
  f.jvp = [op](tf_engine* e, const Ts& x, const Ts& t, tf_tensor** y) {
    return tf_binary_jvp(e, op, x[0], x[1], t[0], t[1], y);
  };
  f.vjp = [op](tf_engine* e, const Ts& x, tf_tensor* ct, Ts* d) {
    return tf_binary_vjp(e, op, x[0], x[1], ct, &(*d)[0], &(*d)[1]);
  };
  f.record = [op](tf_program* p, const std::vector<int32_t>& x, int32_t* y) {
    return tf_program_binary(p, op, x[0], x[1], y);
  };
  return f;
}

Fn reduce_fn(tf_reduce_op op, const Shape& s, int32_t axis) {
  Fn f;
  f.shapes = {s};
  f.call = [=](tf_engine* e, const Ts& x, tf_tensor** y) {
    return tf_reduce(e, op, x[0], 1, &axis, 0, y);
  };
  f.jvp = [=](tf_engine* e, const Ts& x, const Ts& t, tf_tensor** y) {
    return tf_reduce_jvp(e, op, x[0], 1, &axis, 0, t[0], y);
  };
  f.vjp = [=](tf_engine* e, const Ts& x, tf_tensor* ct, Ts* d) {
    return tf_reduce_vjp(e, op, x[0], 1, &axis, 0, ct, &(*d)[0]);
  };
  f.record = [=](tf_program* p, const std::vector<int32_t>& x, int32_t* y) {
    int32_t a = axis;
    return tf_program_reduce(p, op, x[0], 1, &a, 0, y);
  };
  return f;
}

// Where a row's inputs are drawn from: positive (log, sqrt, pow), else
// both signs away from 0 (1/x).
std::vector<Vals> draw(std::mt19937& rng, const std::vector<Shape>& s, bool cplx, bool positive) {
  std::vector<Vals> v;
  for (const Shape& sh : s) {
    Vals a = random_vals(rng, numel(sh), cplx, 0.4, 1.3);
    if (!positive)
      for (std::size_t k = 0; k < a.size(); k += 2) a[k] = -a[k];
    v.push_back(a);
  }
  return v;
}

TEST(OpRows, EveryUnaryRowBothForms) {
  Env E;
  std::mt19937 rng(5);
  const Shape s{2, 3};
  for (int32_t op = 0; op < kUnaryPublic; ++op) {
    const std::string name = unary_info((Unary)op).name;
    for (tf_dtype d : dtypes(unary_info((Unary)op).domain)) {
      const bool positive = name == "log" || name == "sqrt" || name == "log1p";
      const Fn f = unary_fn((tf_unary_op)op, s);
      check_point(E, f, d, draw(rng, {s}, d == TF_C128, positive),
                  draw(rng, {s}, d == TF_C128, false), true, name);
    }
  }
}

TEST(OpRows, EveryBinaryRowBothForms) {
  Env E;
  std::mt19937 rng(6);
  const Shape s{2, 3}, b{1, 3};
  for (int32_t op = 0; op < kBinaryPublic; ++op) {
    const std::string name = binary_info((Binary)op).name;
    for (tf_dtype d : dtypes(binary_info((Binary)op).domain))
      for (const Shape& sy : {s, b}) {  // equal shapes and broadcasting
        const Fn f = binary_fn((tf_binary_op)op, s, sy);
        check_point(E, f, d, draw(rng, {s, sy}, d == TF_C128, name == "pow"),
                    draw(rng, {s, sy}, d == TF_C128, false), true, name);
      }
  }
}

TEST(OpRows, EveryReductionRowBothForms) {
  Env E;
  std::mt19937 rng(7);
  const Shape s{2, 3};
  for (int32_t op = 0; op < (int32_t)RedOp::Count; ++op) {
    const std::string name = reduce_info((RedOp)op).name;
    for (tf_dtype d : dtypes(reduce_info((RedOp)op).domain)) {
      const Fn f = reduce_fn((tf_reduce_op)op, s, 1);
      if (reduce_info((RedOp)op).deriv == Deriv::None) {
        // Refused by name in both forms.
        Ts x = tensors(E, d, {s}, draw(rng, {s}, d == TF_C128, true));
        tf_tensor* out = nullptr;
        EXPECT_EQ(f.jvp(E.e, x, x, &out), TF_ERR_UNSUPPORTED) << name;
        EXPECT_NE(std::string(tf_last_error()).find("not differentiable"), std::string::npos);
        EXPECT_EQ(out, nullptr);
        release(x);
        continue;
      }
      check_point(E, f, d, draw(rng, {s}, d == TF_C128, false),
                  draw(rng, {s}, d == TF_C128, false), true, name);
    }
  }
}

// The documented values at non-smooth points, equal in both forms: abs at
// 0 has derivative 0, a norm of zeros has derivative 0, max/min ties share.
TEST(OpRows, NonSmoothPointsBothForms) {
  Env E;
  const Shape s{2, 3};
  for (tf_dtype d : {TF_F64, TF_C128}) {
    const std::vector<Vals> x{{0.0, 1.0, -2.0, 0.0, 3.0, 0.0}};
    const std::vector<Vals> t{{1.0, 2.0, 3.0, 4.0, 5.0, 6.0}};
    check_point(E, unary_fn(TF_UNARY_ABS, s), d, x, t, false, "abs at 0");
    const std::vector<Vals> z{{0.0, 0.0, 0.0, 0.0, 0.0, 0.0}};
    check_point(E, reduce_fn(TF_REDUCE_FROBENIUS, s, 1), d, z, t, false, "norm of zeros");
    // The VJP at 0 is 0.
    Ts xin = tensors(E, d, {s}, x);
    tf_tensor* ct = E.make(TF_F64, s, Vals(6, 1.0));
    tf_tensor* dx = nullptr;
    OK(tf_unary_vjp(E.e, TF_UNARY_ABS, xin[0], ct, &dx));
    const Vals g = Env::read(dx);
    EXPECT_EQ(g[0], cd(0)) << "abs'(0)";
    EXPECT_EQ(g[1], cd(1));
    EXPECT_EQ(g[2], cd(-1));
    tf_tensor_release(ct);
    release(xin);
  }
  const std::vector<Vals> tie{{1.0, 3.0, 3.0, 2.0, 2.0, 2.0}, {0.0, 3.0, 4.0, 2.0, 1.0, 9.0}};
  const std::vector<Vals> t{{1.0, 2.0, 3.0, 4.0, 5.0, 6.0}, {6.0, 5.0, 4.0, 3.0, 2.0, 1.0}};
  check_point(E, binary_fn(TF_BINARY_MAX, s, s), TF_F64, tie, t, false, "max ties");
  check_point(E, binary_fn(TF_BINARY_MIN, s, s), TF_F64, tie, t, false, "min ties");
  check_point(E, reduce_fn(TF_REDUCE_MAX, s, 1), TF_F64, {tie[0]}, {t[0]}, false, "max ties");
}

// A derivative program is differentiable again: the VJP of a VJP program
// that holds its own seed (unit seed) and a reduce's broadcast (fill).
TEST(OpRows, VjpOfVjpProgram) {
  tf_program* f;
  OK(tf_program_create(&f));
  const int64_t s[2] = {2, 3};
  int32_t x, th, l;
  OK(tf_program_input(f, TF_F64, 2, s, &x));
  OK(tf_program_unary(f, TF_UNARY_TANH, x, &th));
  OK(tf_program_reduce(f, TF_REDUCE_SUM, th, 0, nullptr, 0, &l));
  OK(tf_program_output(f, l));
  tf_program_vjp_options o{sizeof o, 0, 1};  // unit seed
  int32_t zero = 0;
  tf_program *g, *h;
  OK(tf_program_vjp(f, 1, &zero, 1, &zero, &o, &g));
  // g: x -> grad (shape of x); its VJP with a cotangent c is the Hessian times c.
  OK(tf_program_vjp(g, 1, &zero, 1, &zero, nullptr, &h));
  Env E;
  const Vals xv{0.1, -0.5, 0.3, 0.7, -0.2, 0.9}, cv{1, 2, 3, 4, 5, 6};
  const std::vector<Shape> shp{{2, 3}};
  Ts in = tensors(E, TF_F64, shp, {xv});
  in.push_back(E.make(TF_F64, {2, 3}, cv));
  const std::vector<Vals> hv = run_program(E, h, in, 1);
  ASSERT_EQ(hv.size(), 1u);
  for (std::size_t i = 0; i < xv.size(); ++i) {  // d/dx (1 - tanh^2) = -2 tanh (1 - tanh^2)
    const double t = std::tanh(xv[i].real());
    EXPECT_NEAR(hv[0][i].real(), -2 * t * (1 - t * t) * cv[i].real(), 1e-12) << i;
  }
  tf_program_release(h);
  tf_program_release(g);
  tf_program_release(f);
}

// Bad values, per row and per family: an op value past the table, and a
// real-only row on a complex dtype, are refused by the forward call, both
// direct rules and program recording, naming the argument, out untouched.
TEST(OpRows, BadValuesEveryRow) {
  Env E;
  const Shape s{2, 2};
  const Vals v{1.0, 2.0, 3.0, 4.0};
  for (tf_dtype d : {TF_F64, TF_C128}) {
    tf_tensor* x = E.make(d, s, v);
    tf_tensor* sentinel = (tf_tensor*)0x1;
    tf_program* p;
    OK(tf_program_create(&p));
    int32_t px, slot = -7;
    OK(tf_program_input(p, d, 2, s.data(), &px));
    auto refused = [&](tf_status st, tf_status want, const char* arg, const std::string& what) {
      EXPECT_EQ(st, want) << what;
      EXPECT_NE(std::string(tf_last_error()).find(arg), std::string::npos)
          << what << ": " << tf_last_error();
    };
    for (int32_t op : {-1, kUnaryPublic}) {
      tf_tensor* out = sentinel;
      refused(tf_unary(E.e, (tf_unary_op)op, x, &out), TF_ERR_INVALID_ARGUMENT, "op", "unary");
      refused(tf_unary_vjp(E.e, (tf_unary_op)op, x, x, &out), TF_ERR_INVALID_ARGUMENT, "op", "vjp");
      refused(tf_unary_jvp(E.e, (tf_unary_op)op, x, x, &out), TF_ERR_INVALID_ARGUMENT, "op", "jvp");
      refused(tf_program_unary(p, (tf_unary_op)op, px, &slot), TF_ERR_INVALID_ARGUMENT, "op",
              "program");
      EXPECT_EQ(out, sentinel);
    }
    for (int32_t op : {-1, kBinaryPublic}) {
      tf_tensor *out = sentinel, *out2 = sentinel;
      refused(tf_binary(E.e, (tf_binary_op)op, x, x, &out), TF_ERR_INVALID_ARGUMENT, "op", "bin");
      refused(tf_binary_vjp(E.e, (tf_binary_op)op, x, x, x, &out, &out2), TF_ERR_INVALID_ARGUMENT,
              "op", "binary vjp");
      refused(tf_program_binary(p, (tf_binary_op)op, px, px, &slot), TF_ERR_INVALID_ARGUMENT,
              "op", "program binary");
      EXPECT_EQ(out, sentinel);
      EXPECT_EQ(out2, sentinel);
    }
    if (d == TF_C128) {
      for (int32_t op = 0; op < kBinaryPublic; ++op) {
        if (binary_info((Binary)op).domain != Domain::Real) continue;
        const std::string name = binary_info((Binary)op).name;
        tf_tensor *out = sentinel, *out2 = sentinel;
        refused(tf_binary(E.e, (tf_binary_op)op, x, x, &out), TF_ERR_DTYPE_MISMATCH, "x", name);
        refused(tf_binary_vjp(E.e, (tf_binary_op)op, x, x, x, &out, &out2),
                TF_ERR_DTYPE_MISMATCH, "x", name + " vjp");
        refused(tf_binary_jvp(E.e, (tf_binary_op)op, x, x, x, x, &out), TF_ERR_DTYPE_MISMATCH,
                "x", name + " jvp");
        refused(tf_program_binary(p, (tf_binary_op)op, px, px, &slot), TF_ERR_DTYPE_MISMATCH, "x",
                name + " program");
        EXPECT_EQ(out, sentinel);
        EXPECT_EQ(out2, sentinel);
      }
    }
    EXPECT_EQ(slot, -7);
    tf_program_release(p);
    tf_tensor_release(x);
  }
}

}  // namespace
