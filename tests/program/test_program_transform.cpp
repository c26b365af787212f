// tests/program/test_program_transform.cpp: tf_program_vjp (header section "Program transforms").
// For every transformable command (f64 and c128): the gradient program's
// cotangents against central finite differences of the forward program
// (for complex: real and imaginary perturbations, x_bar = dL/dRe + i dL/dIm
// of L = Re <c, f(x)>), its kept outputs against the forward run, einsum
// cases against tf_einsum_vjp called directly, graph driver on a pooled
// engine bitwise equal to the immediate driver; unit-seed value-and-grad;
// bad input (status, message, outputs untouched).
#include <gtest/gtest.h>
#include <tenferro.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "../gtest_values.hpp"

namespace {

#define OK(x) ASSERT_EQ((x), TF_OK) << #x << ": " << tf_last_error()
using cd = std::complex<double>;
using Slots = std::vector<int32_t>;
using Rec = std::function<int32_t(tf_program*, const Slots&)>;  // returns the output slot

struct Case {
  std::string name;
  std::vector<std::vector<int64_t>> shapes;
  Rec rec;
  bool real_only = false;
  const char* einsum = nullptr;  // also compare with tf_einsum_vjp
  std::vector<uint8_t> conj;
};

int64_t numel(const std::vector<int64_t>& s) {
  int64_t n = 1;
  for (int64_t e : s) n *= e;
  return n;
}

struct Ctx {
  tf_engine* e = nullptr;
  tf_dtype dt;
  bool cx() const { return dt == TF_C128; }
  tf_tensor* make(const std::vector<int64_t>& s, const std::vector<cd>& v, tf_dtype d) {
    return tu::make_tensor(e, d, s, v);
  }
  static std::vector<cd> read(const tf_tensor* t) { return tu::read_values(t); }
};

// Runs prepared p on inputs (host values), returns every output.
std::vector<std::vector<cd>> run(Ctx& C, tf_prepared* pp, std::vector<tf_tensor*> in,
                                 size_t nout, std::vector<tf_tensor*>* keep = nullptr) {
  std::vector<tf_tensor*> out(nout, nullptr);
  EXPECT_EQ(tf_program_run_alloc(C.e, pp, in.data(), in.size(), out.data(), nout), TF_OK)
      << tf_last_error();
  std::vector<std::vector<cd>> r;
  for (tf_tensor* t : out) {
    r.push_back(t ? Ctx::read(t) : std::vector<cd>{});
    if (keep) keep->push_back(t);
    else tf_tensor_release(t);
  }
  return r;
}

tf_dtype g_case_dt = TF_F64;  // the dtype check_case records (for casts in a Rec)

void check_case(const Case& k, tf_dtype dt) {
  g_case_dt = dt;
  SCOPED_TRACE(k.name + (dt == TF_C128 ? " c128" : " f64"));
  Ctx C;
  C.dt = dt;
  OK(tf_engine_create_serial(&C.e));
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> u(0.5, 1.5), w(-0.5, 0.5);
  tf_program* f;
  OK(tf_program_create(&f));
  Slots in;
  std::vector<std::vector<cd>> x;
  for (auto& s : k.shapes) {
    int32_t sl;
    OK(tf_program_input(f, dt, (int32_t)s.size(), s.data(), &sl));
    in.push_back(sl);
    std::vector<cd> v((std::size_t)numel(s));
    for (cd& z : v) z = cd(u(rng), C.cx() ? w(rng) : 0.0);
    x.push_back(v);
  }
  const int32_t y = k.rec(f, in);
  OK(tf_program_output(f, y));
  tf_prepared* pf;
  OK(tf_program_prepare(C.e, f, nullptr, &pf));
  auto tensors = [&](const std::vector<std::vector<cd>>& xs) {
    std::vector<tf_tensor*> t;
    for (std::size_t i = 0; i < xs.size(); ++i) t.push_back(C.make(k.shapes[i], xs[i], dt));
    return t;
  };
  // Forward output: its dtype and shape give the cotangent's.
  std::vector<tf_tensor*> xin = tensors(x), yk;
  auto y0 = run(C, pf, xin, 1, &yk)[0];
  tf_dtype ydt;
  int32_t ynd;
  int64_t ysh[8];
  tf_tensor_dtype(yk[0], &ydt);
  tf_tensor_ndim(yk[0], &ynd);
  tf_tensor_shape(yk[0], ysh);
  tf_tensor_release(yk[0]);
  std::vector<int64_t> ys(ysh, ysh + ynd);
  std::vector<cd> c(y0.size());
  for (cd& z : c) z = cd(w(rng) + 1.0, ydt == TF_C128 ? w(rng) : 0.0);

  tf_program* g;
  std::vector<int32_t> pos(k.shapes.size());
  for (std::size_t i = 0; i < pos.size(); ++i) pos[i] = (int32_t)i;
  tf_program_vjp_options o{sizeof o, 1, 0};
  int32_t out0 = 0;
  OK(tf_program_vjp(f, 1, &out0, pos.size(), pos.data(), &o, &g));
  tf_prepared* pg;
  OK(tf_program_prepare(C.e, g, nullptr, &pg));
  std::vector<tf_tensor*> gin = xin;
  gin.push_back(C.make(ys, c, ydt));
  auto r = run(C, pg, gin, 1 + pos.size());
  ASSERT_EQ(r[0].size(), y0.size());
  for (std::size_t i = 0; i < y0.size(); ++i) EXPECT_NEAR(std::abs(r[0][i] - y0[i]), 0, 1e-12);

  // Central finite differences of L = Re <c, f(x)>.
  auto loss = [&](const std::vector<std::vector<cd>>& xs) {
    auto t = tensors(xs);
    auto v = run(C, pf, t, 1)[0];
    for (tf_tensor* q : t) tf_tensor_release(q);
    double L = 0;
    for (std::size_t i = 0; i < v.size(); ++i) L += (std::conj(c[i]) * v[i]).real();
    return L;
  };
  const double h = 1e-6;
  for (std::size_t a = 0; a < x.size(); ++a)
    for (std::size_t i = 0; i < x[a].size(); ++i) {
      auto fd = [&](cd dir) {
        auto xp = x, xm = x;
        xp[a][i] += h * dir;
        xm[a][i] -= h * dir;
        return (loss(xp) - loss(xm)) / (2 * h);
      };
      const cd want(fd(1.0), C.cx() ? fd(cd(0, 1)) : 0.0);
      const cd got = r[1 + a][i];
      EXPECT_NEAR(std::abs(got - want), 0, 1e-6 * (1 + std::abs(want)))
          << "input " << a << " element " << i << ": got " << got << " want " << want;
    }

  // Forward mode: tangent outputs against central differences along t.
  {
    tf_program* j;
    OK(tf_program_jvp(f, pos.size(), pos.data(), &j));
    tf_prepared* pj;
    OK(tf_program_prepare(C.e, j, nullptr, &pj));
    std::vector<std::vector<cd>> tv = x;
    for (auto& a : tv)
      for (cd& z : a) z = cd(w(rng), C.cx() ? w(rng) : 0.0);
    std::vector<tf_tensor*> jin = xin, tt = tensors(tv);
    jin.insert(jin.end(), tt.begin(), tt.end());
    auto rj = run(C, pj, jin, 2);
    auto xp = x, xm = x;
    for (std::size_t a = 0; a < x.size(); ++a)
      for (std::size_t i = 0; i < x[a].size(); ++i) {
        xp[a][i] += h * tv[a][i];
        xm[a][i] -= h * tv[a][i];
      }
    auto tp = tensors(xp), tm = tensors(xm);
    auto fp = run(C, pf, tp, 1)[0], fm = run(C, pf, tm, 1)[0];
    ASSERT_EQ(rj[1].size(), fp.size());
    for (std::size_t i = 0; i < fp.size(); ++i) {
      const cd want = (fp[i] - fm[i]) / (2 * h);
      EXPECT_NEAR(std::abs(rj[1][i] - want), 0, 1e-6 * (1 + std::abs(want)))
          << "jvp element " << i << ": got " << rj[1][i] << " want " << want;
    }
    for (auto* q : tp) tf_tensor_release(q);
    for (auto* q : tm) tf_tensor_release(q);
    for (auto* q : tt) tf_tensor_release(q);
    tf_prepared_release(pj);
    tf_program_release(j);
  }

  // The per-operation rule called directly.
  if (k.einsum) {
    std::vector<tf_tensor*> d(x.size(), nullptr);
    std::vector<tf_tensor**> dp;
    for (auto& t : d) dp.push_back(&t);
    tf_einsum_options eo{};
    eo.struct_size = sizeof eo;
    eo.conj = k.conj.empty() ? nullptr : k.conj.data();
    OK(tf_einsum_vjp(C.e, k.einsum, (int32_t)x.size(), xin.data(), &eo, gin.back(), dp.data()));
    for (std::size_t a = 0; a < d.size(); ++a) {
      auto v = Ctx::read(d[a]);
      for (std::size_t i = 0; i < v.size(); ++i)
        EXPECT_NEAR(std::abs(v[i] - r[1 + a][i]), 0, 1e-12 * (1 + std::abs(v[i])));
      tf_tensor_release(d[a]);
    }
  }

  // Graph driver on a pooled engine == immediate driver, bitwise.
  tf_engine* pe;
  OK(tf_engine_create_pooled(2, &pe));
  tf_prepare_options po{};
  po.struct_size = sizeof po;
  po.driver = TF_PROGRAM_DRIVER_GRAPH;
  tf_prepared *pgg, *pgi;
  OK(tf_program_prepare(pe, g, &po, &pgg));
  po.driver = TF_PROGRAM_DRIVER_IMMEDIATE;
  OK(tf_program_prepare(pe, g, &po, &pgi));
  Ctx P = C;
  P.e = pe;
  auto rg = run(P, pgg, gin, 1 + pos.size()), ri = run(P, pgi, gin, 1 + pos.size());
  for (std::size_t j = 0; j < rg.size(); ++j)
    EXPECT_EQ(0, std::memcmp(rg[j].data(), ri[j].data(), rg[j].size() * sizeof(cd)));
  tf_prepared_release(pgg);
  tf_prepared_release(pgi);
  tf_engine_destroy(pe);

  for (tf_tensor* t : gin) tf_tensor_release(t);
  tf_prepared_release(pg);
  tf_prepared_release(pf);
  tf_program_release(g);
  tf_program_release(f);
  tf_engine_destroy(C.e);
}

int32_t R(tf_status s, int32_t v) {
  EXPECT_EQ(s, TF_OK) << tf_last_error();
  return v;
}
#define REC(...) [=](tf_program * p, const Slots& s) -> int32_t { int32_t o = -1; __VA_ARGS__; return o; }
#define T(call) EXPECT_EQ((call), TF_OK) << tf_last_error()

int32_t ein(tf_program* p, const char* sub, Slots ops, std::vector<uint8_t> cj = {}) {
  tf_einsum_options eo{};
  eo.struct_size = sizeof eo;
  eo.conj = cj.empty() ? nullptr : cj.data();
  int32_t o = -1;
  T(tf_program_einsum(p, sub, (int32_t)ops.size(), ops.data(), &eo, &o));
  return o;
}

std::vector<Case> cases() {
  std::vector<Case> v;
  v.push_back({"einsum_matmul", {{3, 4}, {4, 2}}, REC(o = ein(p, "ij,jk->ik", s)), false, "ij,jk->ik"});
  v.push_back({"einsum_chain3", {{2, 3}, {3, 4}, {4, 2}}, REC(o = ein(p, "ab,bc,cd->ad", s)), false,
               "ab,bc,cd->ad"});
  v.push_back({"einsum_conj_inner", {{3, 4}, {3, 4}}, REC(o = ein(p, "ij,ij->", s, {1, 0})), false,
               "ij,ij->", {1, 0}});
  v.push_back({"einsum_conj_b_batch", {{2, 3, 4}, {2, 4, 3}}, REC(o = ein(p, "bij,bjk->bik", s, {0, 1})),
               false, "bij,bjk->bik", {0, 1}});
  v.push_back({"einsum_same_slot_conj", {{3, 4}}, REC(o = ein(p, "ij,ij->", {s[0], s[0]}, {1, 0}))});
  // An MPS norm <psi|psi> over three sites: each site used twice (bra, ket).
  v.push_back({"mps_norm_chain", {{1, 2, 3}, {3, 2, 3}, {3, 2, 1}}, REC({
                 int32_t e = ein(p, "asc,asd->cd", {s[0], s[0]}, {1, 0});
                 for (int i = 1; i < 3; ++i) {
                   int32_t t = ein(p, "ab,bsd->asd", {e, s[i]});
                   e = ein(p, "asc,asd->cd", {s[i], t}, {1, 0});
                 }
                 o = e;
               })});
  v.push_back({"einsum_implicit_outer", {{3}, {2}}, REC(o = ein(p, "i,j", s)), false, "i,j"});
  v.push_back({"tensordot", {{3, 4, 2}, {4, 2, 5}}, REC({
                 int32_t aa[2] = {1, 2}, bb[2] = {0, 1};
                 T(tf_program_tensordot(p, s[0], s[1], 2, aa, bb, 1, 0, &o));
               })});
  v.push_back({"matmul", {{3, 4}, {4, 2}}, REC(T(tf_program_matmul(p, s[0], s[1], &o)))});
  v.push_back({"matmul_acc_TC", {{4, 3}, {2, 4}, {3, 2}}, REC(T(tf_program_matmul_acc(
                  p, TF_OP_T, s[0], TF_OP_C, s[1], tf_scalar{0.7, 0.2}, tf_scalar{-0.3, 0.4},
                  s[2], &o)))});
  v.push_back({"matmul_acc_CN", {{2, 4, 3}, {2, 4, 2}}, REC(T(tf_program_matmul_acc(
                  p, TF_OP_C, s[0], TF_OP_N, s[1], tf_scalar{1.5, 0}, tf_scalar{0, 0}, -1, &o)))});
  const tf_unary_op un[] = {TF_UNARY_NEG, TF_UNARY_CONJ, TF_UNARY_EXP, TF_UNARY_LOG,
                            TF_UNARY_SQRT, TF_UNARY_SIN, TF_UNARY_COS, TF_UNARY_TANH,
                            TF_UNARY_RECIPROCAL, TF_UNARY_ABS, TF_UNARY_REAL, TF_UNARY_IMAG};
  const char* un_name[] = {"neg", "conj", "exp", "log", "sqrt", "sin", "cos", "tanh",
                           "reciprocal", "abs", "real", "imag"};
  for (int i = 0; i < 12; ++i) {
    const tf_unary_op op = un[i];
    v.push_back({std::string("unary_") + un_name[i], {{2, 3}},
                 REC(T(tf_program_unary(p, op, s[0], &o)))});
  }
  v.push_back({"scale", {{2, 3}}, REC(T(tf_program_scale(p, tf_scalar{0.5, -2}, s[0], &o)))});
  const tf_binary_op bn[] = {TF_BINARY_ADD, TF_BINARY_SUB, TF_BINARY_MUL, TF_BINARY_DIV};
  const char* bn_name[] = {"add", "sub", "mul", "div"};
  for (int i = 0; i < 4; ++i) {
    const tf_binary_op op = bn[i];
    v.push_back({std::string("binary_") + bn_name[i], {{2, 3}, {2, 3}},
                 REC(T(tf_program_binary(p, op, s[0], s[1], &o)))});
    v.push_back({std::string("binary_bcast_") + bn_name[i], {{2, 1, 3}, {4, 1}},
                 REC(T(tf_program_binary(p, op, s[0], s[1], &o)))});
  }
  v.push_back({"axpby_bcast", {{2, 3}, {3}}, REC(T(tf_program_axpby(p, tf_scalar{2, 1}, s[0],
                                                                  tf_scalar{-1, 0.5}, s[1], &o)))});
  v.push_back({"binary_same_slot", {{2, 3}}, REC(T(tf_program_binary(p, TF_BINARY_MUL, s[0], s[0], &o)))});
  int32_t ax1[1] = {1};
  v.push_back({"reduce_sum_axis", {{2, 3, 2}}, REC(T(tf_program_reduce(p, TF_REDUCE_SUM, s[0], 1, ax1, 0, &o)))});
  v.push_back({"reduce_sum_all_keep", {{2, 3}}, REC(T(tf_program_reduce(p, TF_REDUCE_SUM, s[0], 0, nullptr, 1, &o)))});
  v.push_back({"reduce_mean", {{2, 3, 2}}, REC(T(tf_program_reduce(p, TF_REDUCE_MEAN, s[0], 1, ax1, 1, &o)))});
  v.push_back({"reduce_frobenius", {{2, 3}}, REC(T(tf_program_reduce(p, TF_REDUCE_FROBENIUS, s[0], 0, nullptr, 0, &o)))});
  v.push_back({"permute", {{2, 3, 4}}, REC({
                 int32_t pm[3] = {2, 0, 1};
                 T(tf_program_permute(p, s[0], pm, &o));
               })});
  v.push_back({"reshape", {{2, 3, 4}}, REC({
                 int64_t sh[2] = {6, 4};
                 T(tf_program_reshape(p, s[0], 2, sh, &o));
               })});
  v.push_back({"permute_contiguous_col", {{2, 3}}, REC({
                 int32_t pm[2] = {1, 0}, t;
                 T(tf_program_permute(p, s[0], pm, &t));
                 T(tf_program_contiguous(p, t, TF_COL_MAJOR, &o));
               })});
  v.push_back({"slice_steps", {{5, 4}}, REC({
                 int64_t st[2] = {1, 0}, sp[2] = {5, 4}, sd[2] = {2, 3};
                 T(tf_program_slice(p, s[0], st, sp, sd, &o));
               })});
  v.push_back({"slice_then_mul", {{4, 3}}, REC({
                 int64_t st[2] = {0, 1}, sp[2] = {3, 3};
                 int32_t a;
                 T(tf_program_slice(p, s[0], st, sp, nullptr, &a));
                 T(tf_program_binary(p, TF_BINARY_MUL, a, a, &o));
               })});
  v.push_back({"cast_to_c128", {{2, 3}}, REC(T(tf_program_cast(p, s[0], TF_C128, &o))), true});
  // A mixed chain: contraction, elementwise, reduction, layout.
  v.push_back({"mixed_chain", {{3, 4}, {4, 5}, {5}}, REC({
                 int32_t a = ein(p, "ij,jk->ik", {s[0], s[1]}), b, c, d;
                 T(tf_program_binary(p, TF_BINARY_ADD, a, s[2], &b));
                 T(tf_program_unary(p, TF_UNARY_TANH, b, &c));
                 int32_t pm[2] = {1, 0};
                 T(tf_program_permute(p, c, pm, &d));
                 o = ein(p, "ki,ij->kj", {d, s[0]});
               })});
  return v;
}

// Linear algebra (the rules of ops/rules_linalg_table.cpp as program commands):
// outputs that are smooth functions of the input whatever gauge LAPACK
// picks (singular values, u s vh, |v|^2 of eigenvectors, projectors), or
// unique results (qr with a nonnegative diagonal, solve, inv, det).
int32_t herm(tf_program* p, int32_t x) {  // x x^H: Hermitian, positive semi-definite
  return ein(p, "ik,jk->ij", {x, x}, {0, 1});
}
int32_t abs2(tf_program* p, int32_t x) {  // |x|^2 elementwise, real
  int32_t m = -1, r = -1;
  T(tf_program_unary(p, TF_UNARY_CONJ, x, &m));
  T(tf_program_binary(p, TF_BINARY_MUL, x, m, &r));
  int32_t o = -1;
  T(tf_program_unary(p, TF_UNARY_REAL, r, &o));
  return o;
}
int32_t svd(tf_program* p, int32_t a, int64_t max_rank, int32_t* u, int32_t* sv, int32_t* vh) {
  tf_svd_options so{};
  so.struct_size = sizeof so;
  so.max_rank = max_rank;
  T(tf_program_svd(p, a, &so, u, sv, vh));
  return *sv;
}

std::vector<Case> linalg_cases() {
  std::vector<Case> v;
  v.push_back({"svd_values", {{4, 3}}, REC({
                 int32_t u, vh;
                 svd(p, s[0], 0, &u, &o, &vh);
               })});
  // Truncated: u s vh of rank 2 (the projection onto the kept subspace).
  v.push_back({"svd_truncated_reconstruction", {{5, 4}}, REC({
                 int32_t u, sv, vh, sc;
                 svd(p, s[0], 2, &u, &sv, &vh);
                 T(tf_program_cast(p, sv, g_case_dt, &sc));
                 o = ein(p, "ik,k,kj->ij", {u, sc, vh});
               })});
  v.push_back({"qr_nonneg", {{5, 3}}, REC({
                 int32_t q, r, sr;
                 T(tf_program_qr(p, s[0], 1, &q, &r));
                 T(tf_program_unary(p, TF_UNARY_SIN, r, &sr));
                 o = ein(p, "ik,kj->ij", {q, sr});
               })});
  v.push_back({"lq_nonneg", {{3, 5}}, REC({
                 int32_t l, q;
                 T(tf_program_lq(p, s[0], 1, &l, &q));
                 const int32_t lq = ein(p, "ik,kj->ij", {l, q});
                 T(tf_program_binary(p, TF_BINARY_ADD, lq, q, &o));
               })});
  v.push_back({"eigh_values_vectors", {{3, 4}}, REC({
                 int32_t w, vv, a2, t;
                 T(tf_program_eigh(p, herm(p, s[0]), &w, &vv));
                 a2 = abs2(p, vv);  // |v_ij|^2: phase-free
                 T(tf_program_binary(p, TF_BINARY_MUL, a2, w, &t));
                 o = t;
               })});
  v.push_back({"eigvalsh", {{3, 4}}, REC(T(tf_program_eigvalsh(p, herm(p, s[0]), &o))), false});
  v.push_back({"solve", {{3, 3}, {3, 2}}, REC(T(tf_program_solve(p, s[0], s[1], &o)))});
  v.push_back({"solve_triangular_upper_T", {{3, 3}, {3, 2}},
               REC(T(tf_program_solve_triangular(p, s[0], s[1], 1, TF_OP_T, 0, &o)))});
  v.push_back({"cholesky", {{3, 4}}, REC(T(tf_program_cholesky(p, herm(p, s[0]), &o)))});
  v.push_back({"inv", {{3, 3}}, REC(T(tf_program_inv(p, s[0], &o)))});
  v.push_back({"det", {{3, 3}}, REC(T(tf_program_det(p, s[0], &o)))});
  // A chain mixing einsum, a truncated svd in the middle, qr, eigh and
  // elementwise commands, ending in a gauge-invariant 0-d loss:
  //   X = A B (4x5, rank 3), (u, s, vh) = svd(X, rank 2), (q, r) = qr(u s),
  //   (w, V) = eigh(X X^H), loss = sum tanh|r|^2 + sum w^2 + sum exp(-|V|^2).
  v.push_back({"mixed_einsum_svd_qr_eigh", {{4, 3}, {3, 5}}, REC({
                 const int32_t x = ein(p, "ij,jk->ik", {s[0], s[1]});
                 int32_t u, sv, vh, sc, q, r, w, vv, t1, t2, t3, t4, t5, t6, l1, l2;
                 svd(p, x, 2, &u, &sv, &vh);
                 T(tf_program_cast(p, sv, g_case_dt, &sc));
                 const int32_t us = ein(p, "ik,k->ik", {u, sc});
                 T(tf_program_qr(p, us, 0, &q, &r));
                 T(tf_program_unary(p, TF_UNARY_TANH, abs2(p, r), &t1));
                 T(tf_program_reduce(p, TF_REDUCE_SUM, t1, 0, nullptr, 0, &l1));
                 T(tf_program_eigh(p, herm(p, x), &w, &vv));
                 T(tf_program_binary(p, TF_BINARY_MUL, w, w, &t2));
                 T(tf_program_reduce(p, TF_REDUCE_SUM, t2, 0, nullptr, 0, &t3));
                 T(tf_program_scale(p, tf_scalar{-1, 0}, abs2(p, vv), &t4));
                 T(tf_program_unary(p, TF_UNARY_EXP, t4, &t5));
                 T(tf_program_reduce(p, TF_REDUCE_SUM, t5, 0, nullptr, 0, &t6));
                 T(tf_program_binary(p, TF_BINARY_ADD, l1, t3, &l2));
                 T(tf_program_binary(p, TF_BINARY_ADD, l2, t6, &o));
               })});
  return v;
}

TEST(ProgramVjp, LinearAlgebraAgainstFiniteDifferences) {
  for (const Case& k : linalg_cases()) {
    check_case(k, TF_F64);
    if (!k.real_only) check_case(k, TF_C128);
  }
}

TEST(ProgramVjp, EveryCommandAgainstFiniteDifferences) {
  for (const Case& k : cases()) {
    check_case(k, TF_F64);
    if (!k.real_only) check_case(k, TF_C128);
  }
}

// Value and gradient in one run: f(x) = sum(x * x) (0-d real), seed built in.
// The rule commands are the rules: a VJP program of svd (truncated), qr and
// eigh with cotangents on every result (gauge-dependent ones included, both
// sides use the same factors) against tf_svd_vjp / tf_qr_vjp / tf_eigh_vjp
// called directly on tf_svd / tf_qr / tf_eigh results.
TEST(ProgramVjp, LinalgRuleCommandsMatchDirectRuleCalls) {
  for (tf_dtype dt : {TF_F64, TF_C128}) {
    SCOPED_TRACE(dt == TF_C128 ? "c128" : "f64");
    Ctx C;
    C.dt = dt;
    OK(tf_engine_create_serial(&C.e));
    std::mt19937 rng(11);
    std::uniform_real_distribution<double> w(-1, 1);
    auto rnd = [&](std::size_t n) {
      std::vector<cd> v(n);
      for (cd& z : v) z = cd(w(rng), dt == TF_C128 ? w(rng) : 0.0);
      return v;
    };
    const tf_dtype rdt = TF_F64;
    auto rrnd = [&](std::size_t n) {
      std::vector<cd> v(n);
      for (cd& z : v) z = cd(w(rng), 0.0);
      return v;
    };
    const std::vector<int64_t> sa{5, 4}, sh{4, 4};
    tf_tensor* a = C.make(sa, rnd(20), dt);
    auto herm_of = [&](std::vector<cd> x) {  // x + x^H, 4x4
      std::vector<cd> h(16);
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) h[i * 4 + j] = x[i * 4 + j] + std::conj(x[j * 4 + i]);
      return h;
    };
    tf_tensor* hm = C.make(sh, herm_of(rnd(16)), dt);
    // cotangents: svd rank 3 (u 5x3, s 3, vh 3x4), qr (q 5x4, r 4x4), eigh (w 4, v 4x4)
    tf_tensor *gu = C.make({5, 3}, rnd(15), dt), *gs = C.make({3}, rrnd(3), rdt),
              *gvh = C.make({3, 4}, rnd(12), dt), *gq = C.make({5, 4}, rnd(20), dt),
              *gr = C.make({4, 4}, rnd(16), dt), *gw = C.make({4}, rrnd(4), rdt),
              *gv = C.make({4, 4}, rnd(16), dt);

    tf_program* f;
    OK(tf_program_create(&f));
    int32_t ia, ih, u, sv, vh, q, r, ew, ev;
    OK(tf_program_input(f, dt, 2, sa.data(), &ia));
    OK(tf_program_input(f, dt, 2, sh.data(), &ih));
    tf_svd_options so{};
    so.struct_size = sizeof so;
    so.max_rank = 3;
    OK(tf_program_svd(f, ia, &so, &u, &sv, &vh));
    OK(tf_program_qr(f, ia, 0, &q, &r));
    OK(tf_program_eigh(f, ih, &ew, &ev));
    for (int32_t o : {u, sv, vh, q, r, ew, ev}) OK(tf_program_output(f, o));
    tf_program* g;
    const int32_t outs[7] = {0, 1, 2, 3, 4, 5, 6}, ins[2] = {0, 1};
    OK(tf_program_vjp(f, 7, outs, 2, ins, nullptr, &g));
    tf_prepared* pg;
    OK(tf_program_prepare(C.e, g, nullptr, &pg));
    auto got = run(C, pg, {a, hm, gu, gs, gvh, gq, gr, gw, gv}, 2);

    // direct: factors, then the rules; da = svd part + qr part
    tf_tensor *U, *S, *VH, *Q, *R, *W, *V, *d1, *d2, *d3;
    OK(tf_svd(C.e, a, &so, &U, &S, &VH, nullptr));
    OK(tf_qr(C.e, a, 0, &Q, &R));
    OK(tf_eigh(C.e, hm, &W, &V));
    OK(tf_svd_vjp(C.e, a, U, S, VH, gu, gs, gvh, nullptr, &d1));
    OK(tf_qr_vjp(C.e, a, Q, R, gq, gr, &d2));
    OK(tf_eigh_vjp(C.e, hm, W, V, gw, gv, nullptr, &d3));
    auto v1 = Ctx::read(d1), v2 = Ctx::read(d2), v3 = Ctx::read(d3);
    ASSERT_EQ(got[0].size(), v1.size());
    for (std::size_t i = 0; i < v1.size(); ++i)
      EXPECT_NEAR(std::abs(got[0][i] - (v1[i] + v2[i])), 0, 1e-12 * (1 + std::abs(v1[i] + v2[i])))
          << "da[" << i << "]";
    ASSERT_EQ(got[1].size(), v3.size());
    for (std::size_t i = 0; i < v3.size(); ++i)
      EXPECT_NEAR(std::abs(got[1][i] - v3[i]), 0, 1e-12 * (1 + std::abs(v3[i]))) << "dh[" << i << "]";
    for (tf_tensor* t : {a, hm, gu, gs, gvh, gq, gr, gw, gv, U, S, VH, Q, R, W, V, d1, d2, d3})
      tf_tensor_release(t);
    tf_prepared_release(pg);
    tf_program_release(g);
    tf_program_release(f);
    tf_engine_destroy(C.e);
  }
}

TEST(ProgramVjp, UnitSeedValueAndGrad) {
  tf_engine* e;
  OK(tf_engine_create_serial(&e));
  tf_program* f;
  OK(tf_program_create(&f));
  int64_t sh[2] = {2, 3};
  int32_t x, sq, l;
  OK(tf_program_input(f, TF_F64, 2, sh, &x));
  OK(tf_program_binary(f, TF_BINARY_MUL, x, x, &sq));
  OK(tf_program_reduce(f, TF_REDUCE_SUM, sq, 0, nullptr, 0, &l));
  OK(tf_program_output(f, l));
  tf_program* g;
  tf_program_vjp_options o{sizeof o, 1, 1};
  int32_t zero = 0;
  OK(tf_program_vjp(f, 1, &zero, 1, &zero, &o, &g));
  tf_prepared* pg;
  OK(tf_program_prepare(e, g, nullptr, &pg));
  double xv[6] = {1, -2, 3, 0.5, 4, -1}, val = 0, grad[6];
  tf_tensor *xt, *vt, *gt;
  OK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, xv, &xt));
  OK(tf_tensor_wrap(TF_F64, 0, nullptr, nullptr, &val, &vt));
  OK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, grad, &gt));
  tf_tensor* outs[2] = {vt, gt};
  OK(tf_program_run(e, pg, &xt, 1, outs, 2));
  double want = 0;
  for (double d : xv) want += d * d;
  EXPECT_DOUBLE_EQ(val, want);
  for (int i = 0; i < 6; ++i) EXPECT_DOUBLE_EQ(grad[i], 2 * xv[i]);
  tf_prepared_info info{};
  info.struct_size = sizeof info;
  OK(tf_prepared_get_info(pg, &info));
  EXPECT_GT(info.commands, 0u);
  for (tf_tensor* t : {xt, vt, gt}) tf_tensor_release(t);
  tf_prepared_release(pg);
  tf_program_release(g);
  tf_program_release(f);
  tf_engine_destroy(e);
}

// Forward over reverse: the JVP of the gradient program is a Hessian-vector
// product; against central differences of the gradient.
TEST(ProgramVjp, HessianVectorProduct) {
  tf_engine* e;
  OK(tf_engine_create_serial(&e));
  tf_program* f;
  OK(tf_program_create(&f));
  int64_t sx[2] = {3, 4}, sa[2] = {4, 2};
  int32_t x, a, m, th, sq, l;
  OK(tf_program_input(f, TF_F64, 2, sx, &x));
  OK(tf_program_input(f, TF_F64, 2, sa, &a));
  m = ein(f, "ij,jk->ik", {x, a});
  OK(tf_program_unary(f, TF_UNARY_TANH, m, &th));
  OK(tf_program_binary(f, TF_BINARY_MUL, th, th, &sq));
  OK(tf_program_reduce(f, TF_REDUCE_SUM, sq, 0, nullptr, 0, &l));
  OK(tf_program_output(f, l));
  tf_program *g, *hp;
  tf_program_vjp_options o{sizeof o, 0, 1};
  int32_t zero = 0;
  OK(tf_program_vjp(f, 1, &zero, 1, &zero, &o, &g));
  OK(tf_program_jvp(g, 1, &zero, &hp));
  tf_prepared *pg, *ph;
  OK(tf_program_prepare(e, g, nullptr, &pg));
  OK(tf_program_prepare(e, hp, nullptr, &ph));
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<double> xv(12), av(8), vv(12), gp(12), gm(12), hv(12), g0(12);
  for (double& d : xv) d = u(rng);
  for (double& d : av) d = u(rng);
  for (double& d : vv) d = u(rng);
  auto wrap = [](int64_t* s, double* d) {
    tf_tensor* t;
    EXPECT_EQ(tf_tensor_wrap(TF_F64, 2, s, nullptr, d, &t), TF_OK);
    return t;
  };
  tf_tensor *xt = wrap(sx, xv.data()), *at = wrap(sa, av.data()), *vt = wrap(sx, vv.data()),
            *ht = wrap(sx, hv.data()), *g0t = wrap(sx, g0.data());
  const tf_tensor* hin[3] = {xt, at, vt};
  tf_tensor* hout[2] = {g0t, ht};
  OK(tf_program_run(e, ph, hin, 3, hout, 2));
  const double h = 1e-5;
  for (int s = 0; s < 2; ++s) {
    std::vector<double> xs = xv;
    for (int i = 0; i < 12; ++i) xs[i] += (s ? -h : h) * vv[i];
    tf_tensor *xst = wrap(sx, xs.data()), *gt = wrap(sx, s ? gm.data() : gp.data());
    const tf_tensor* gin[2] = {xst, at};
    OK(tf_program_run(e, pg, gin, 2, &gt, 1));
    tf_tensor_release(xst);
    tf_tensor_release(gt);
  }
  for (int i = 0; i < 12; ++i) {
    const double want = (gp[i] - gm[i]) / (2 * h);
    EXPECT_NEAR(hv[i], want, 1e-6 * (1 + std::fabs(want))) << i;
  }
  for (tf_tensor* t : {xt, at, vt, ht, g0t}) tf_tensor_release(t);
  tf_prepared_release(pg);
  tf_prepared_release(ph);
  tf_program_release(g);
  tf_program_release(hp);
  tf_program_release(f);
  tf_engine_destroy(e);
}

TEST(ProgramVjp, BadInput) {
  tf_engine* e;
  OK(tf_engine_create_serial(&e));
  tf_program* f;
  OK(tf_program_create(&f));
  int64_t sh[2] = {2, 3};
  int32_t x, y, zero = 0, one = 1;
  OK(tf_program_input(f, TF_F64, 2, sh, &x));
  OK(tf_program_unary(f, TF_UNARY_EXP, x, &y));
  tf_program* g = (tf_program*)0x1;
  // No outputs yet.
  EXPECT_EQ(tf_program_vjp(f, 1, &zero, 1, &zero, nullptr, &g), TF_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(tf_last_error(), "no outputs"), nullptr) << tf_last_error();
  OK(tf_program_output(f, y));
  EXPECT_EQ(tf_program_vjp(f, 1, &one, 1, &zero, nullptr, &g), TF_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(tf_last_error(), "outputs[0]"), nullptr) << tf_last_error();
  EXPECT_EQ(tf_program_vjp(f, 1, &zero, 1, &one, nullptr, &g), TF_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(tf_last_error(), "inputs[0]"), nullptr) << tf_last_error();
  EXPECT_EQ(tf_program_vjp(f, 0, nullptr, 1, &zero, nullptr, &g), TF_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(tf_program_vjp(nullptr, 1, &zero, 1, &zero, nullptr, &g), TF_ERR_INVALID_ARGUMENT);
  // A unit seed needs a 0-d real output.
  tf_program_vjp_options us{sizeof us, 0, 1};
  EXPECT_EQ(tf_program_vjp(f, 1, &zero, 1, &zero, &us, &g), TF_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::strstr(tf_last_error(), "0-d real"), nullptr) << tf_last_error();
  EXPECT_EQ(g, (tf_program*)0x1);  // untouched
  // Unsupported commands name the slot.
  tf_program* f2;
  OK(tf_program_create(&f2));
  int32_t a, s1, u, sv, vh;
  int64_t sq[2] = {3, 3};
  OK(tf_program_input(f2, TF_F64, 2, sq, &a));
  int64_t st[2] = {0, 0}, sp[2] = {2, 2};
  OK(tf_program_slice(f2, a, st, sp, nullptr, &s1));
  OK(tf_program_output(f2, s1));
  int32_t pr;  // a row the table marks not differentiable
  OK(tf_program_reduce(f2, TF_REDUCE_PROD, s1, 0, nullptr, 0, &pr));
  OK(tf_program_output(f2, pr));
  EXPECT_EQ(tf_program_vjp(f2, 1, &one, 1, &zero, nullptr, &g), TF_ERR_UNSUPPORTED);
  EXPECT_NE(std::strstr(tf_last_error(), "TF_REDUCE_PROD"), nullptr) << tf_last_error();
  // svd has its rule in the transform; a second derivative through a rule
  // command (the JVP of that VJP) does not yet.
  tf_program *f3, *g2;
  OK(tf_program_create(&f3));
  OK(tf_program_input(f3, TF_F64, 2, sq, &a));
  OK(tf_program_svd(f3, a, nullptr, &u, &sv, &vh));
  OK(tf_program_output(f3, sv));
  OK(tf_program_vjp(f3, 1, &zero, 1, &zero, nullptr, &g2));
  tf_program_release(f3);
  EXPECT_EQ(tf_program_jvp(g2, 1, &zero, &g), TF_ERR_UNSUPPORTED);
  EXPECT_NE(std::strstr(tf_last_error(), "ad_rule"), nullptr) << tf_last_error();
  tf_program_release(g2);
  EXPECT_EQ(g, (tf_program*)0x1);
  // Wrong cotangent shape at run: status, outputs untouched.
  OK(tf_program_vjp(f, 1, &zero, 1, &zero, nullptr, &g));
  tf_prepared* pg;
  OK(tf_program_prepare(e, g, nullptr, &pg));
  double xv[6] = {0}, cv[6] = {0}, gv[6];
  for (double& d : gv) d = 42;
  int64_t bad[2] = {3, 2};
  tf_tensor *xt, *ct, *gt;
  OK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, xv, &xt));
  OK(tf_tensor_wrap(TF_F64, 2, bad, nullptr, cv, &ct));
  OK(tf_tensor_wrap(TF_F64, 2, sh, nullptr, gv, &gt));
  const tf_tensor* ins[2] = {xt, ct};
  EXPECT_NE(tf_program_run(e, pg, ins, 2, &gt, 1), TF_OK);
  EXPECT_NE(std::strlen(tf_last_error()), 0u);
  for (double d : gv) EXPECT_EQ(d, 42);
  for (tf_tensor* t : {xt, ct, gt}) tf_tensor_release(t);
  tf_prepared_release(pg);
  tf_program_release(g);
  tf_program_release(f2);
  tf_program_release(f);
  tf_engine_destroy(e);
}

}  // namespace
