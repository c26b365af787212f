// tests/program/test_program_ops.cpp: every operation family recorded in a
// program gives what the direct call gives (table-driven: op x dtype x input
// layout: row-major, column-major, strided view), the graph driver gives the
// bitwise identical result, storage planning still shares memory, and a run
// allocates nothing in steady state (tf::mem_alloc_count, pool misses).
#include <gtest/gtest.h>
#include <tenferro.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "core/memory.hpp"

namespace {

#define OK(x) ASSERT_EQ((x), TF_OK) << #x << ": " << tf_last_error()

using Slots = std::vector<int32_t>;
using Ts = std::vector<tf_tensor*>;
using Rec = std::function<void(tf_program*, const Slots&, Slots&)>;
using Dir = std::function<void(tf_engine*, const Ts&, Ts&)>;

enum Gen { kRandom, kPositive, kHpd, kWellCond };
enum Layout { kRow, kCol, kStrided };
const char* kLayoutName[] = {"row", "col", "strided"};

struct Case {
  std::string name;
  std::vector<std::vector<int64_t>> shapes;
  std::vector<tf_dtype> dts;
  Rec rec;
  Dir dir;
  Gen gen = kRandom;
};

const std::vector<tf_dtype> kAll = {TF_F32, TF_F64, TF_C64, TF_C128};
const std::vector<tf_dtype> kReal = {TF_F32, TF_F64};
const tf_scalar kOne{1, 0}, kZero{0, 0};

bool cplx(tf_dtype d) { return d == TF_C64 || d == TF_C128; }
int64_t numel(const std::vector<int64_t>& s) {
  int64_t n = 1;
  for (int64_t d : s) n *= d;
  return n;
}

// A caller tensor over host memory in one of the layouts, holding the
// logical (row-major order) values v (interleaved re/im for complex).
struct Host {
  std::vector<unsigned char> buf;
  tf_tensor* t = nullptr;
  Host(tf_dtype dt, const std::vector<int64_t>& shape, Layout lay, const std::vector<double>& v) {
    const int32_t nd = (int32_t)shape.size();
    const size_t es = tf_dtype_size(dt);
    std::vector<int64_t> st(nd);
    int64_t m = 1;
    if (lay == kCol) {
      for (int32_t i = 0; i < nd; ++i) { st[i] = m; m *= shape[i]; }
    } else {
      const int64_t f = lay == kStrided ? 2 : 1;
      for (int32_t i = nd - 1; i >= 0; --i) { st[i] = m * f; m *= shape[i]; }
      m *= f;
    }
    buf.assign((size_t)(m > 0 ? m : 1) * es + 64, 0xAB);
    const int64_t n = numel(shape);
    for (int64_t k = 0; k < n; ++k) {
      int64_t off = 0, r = k;
      for (int32_t i = nd - 1; i >= 0; --i) { off += (r % shape[i]) * st[i]; r /= shape[i]; }
      unsigned char* p = buf.data() + off * es;
      double re = v[2 * k], im = v[2 * k + 1];
      if (dt == TF_F32) { float f = (float)re; memcpy(p, &f, 4); }
      else if (dt == TF_F64) memcpy(p, &re, 8);
      else if (dt == TF_C64) { float f[2] = {(float)re, (float)im}; memcpy(p, f, 8); }
      else { double d[2] = {re, im}; memcpy(p, d, 16); }
    }
    EXPECT_EQ(tf_tensor_wrap(dt, nd, shape.data(), st.data(), buf.data(), &t), TF_OK);
  }
  ~Host() { tf_tensor_release(t); }
};

std::vector<double> values(Gen g, const std::vector<int64_t>& shape, std::mt19937& rng) {
  std::uniform_real_distribution<double> u(-1, 1);
  const int64_t n = numel(shape);
  std::vector<double> v(2 * n);
  for (auto& x : v) x = g == kPositive ? 0.2 + std::fabs(u(rng)) : u(rng);
  if ((g == kHpd || g == kWellCond) && shape.size() >= 2) {
    const int64_t r = shape[shape.size() - 2], c = shape.back(), items = n / (r * c);
    for (int64_t b = 0; b < items; ++b)
      for (int64_t i = 0; i < r; ++i)
        for (int64_t j = 0; j < c; ++j) {
          double* e = &v[2 * (b * r * c + i * c + j)];
          if (g == kHpd && j < i) {  // Hermitian: mirror of (j, i)
            const double* f = &v[2 * (b * r * c + j * c + i)];
            e[0] = f[0];
            e[1] = -f[1];
          }
          if (i == j) {
            e[0] += (double)r + 1.0;
            if (g == kHpd) e[1] = 0;
          }
        }
  }
  return v;
}

// Row-major doubles (re, im interleaved) of a tensor.
std::vector<double> read(const tf_tensor* t) {
  tf_dtype dt;
  int64_t n;
  EXPECT_EQ(tf_tensor_dtype(t, &dt), TF_OK);
  EXPECT_EQ(tf_tensor_numel(t, &n), TF_OK);
  std::vector<unsigned char> b((size_t)n * tf_dtype_size(dt) + 1);
  EXPECT_EQ(tf_tensor_read(t, TF_ROW_MAJOR, b.data(), b.size() - 1), TF_OK);
  std::vector<double> v(2 * n, 0.0);
  for (int64_t k = 0; k < n; ++k) {
    const unsigned char* p = b.data() + k * tf_dtype_size(dt);
    if (dt == TF_F32) { float f; memcpy(&f, p, 4); v[2 * k] = f; }
    else if (dt == TF_F64) memcpy(&v[2 * k], p, 8);
    else if (dt == TF_C64) { float f[2]; memcpy(f, p, 8); v[2 * k] = f[0]; v[2 * k + 1] = f[1]; }
    else memcpy(&v[2 * k], p, 16);
  }
  return v;
}

void expect_same_shape(const tf_tensor* a, const tf_tensor* b, const std::string& what) {
  int32_t na, nb;
  tf_dtype da, db;
  ASSERT_EQ(tf_tensor_ndim(a, &na), TF_OK);
  ASSERT_EQ(tf_tensor_ndim(b, &nb), TF_OK);
  ASSERT_EQ(na, nb) << what;
  ASSERT_EQ(tf_tensor_dtype(a, &da), TF_OK);
  ASSERT_EQ(tf_tensor_dtype(b, &db), TF_OK);
  ASSERT_EQ(da, db) << what;
  std::vector<int64_t> sa(na + 1), sb(nb + 1);
  ASSERT_EQ(tf_tensor_shape(a, sa.data()), TF_OK);
  ASSERT_EQ(tf_tensor_shape(b, sb.data()), TF_OK);
  for (int32_t i = 0; i < na; ++i) ASSERT_EQ(sa[i], sb[i]) << what << " axis " << i;
}

void expect_close(const tf_tensor* got, const tf_tensor* want, tf_dtype dt,
                  const std::string& what) {
  expect_same_shape(got, want, what);
  std::vector<double> g = read(got), w = read(want);
  ASSERT_EQ(g.size(), w.size());
  double scale = 1;
  for (double x : w) if (std::isfinite(x)) scale = std::max(scale, std::fabs(x));
  const double tol = (dt == TF_F32 || dt == TF_C64 ? 2e-5 : 1e-12) * scale;
  for (size_t i = 0; i < g.size(); ++i) {
    if (std::isnan(w[i])) { EXPECT_TRUE(std::isnan(g[i])) << what << " element " << i / 2; continue; }
    ASSERT_NEAR(g[i], w[i], tol) << what << " element " << i / 2 << (i % 2 ? " (im)" : " (re)");
  }
}

// Records c on inputs of dtype dt (static shapes), prepares with driver d.
tf_prepared* prepare(tf_engine* e, const Case& c, tf_dtype dt, tf_program_driver d,
                     size_t* nout) {
  tf_program* p = nullptr;
  EXPECT_EQ(tf_program_create(&p), TF_OK);
  Slots in, out;
  for (auto& s : c.shapes) {
    int32_t slot;
    EXPECT_EQ(tf_program_input(p, dt, (int32_t)s.size(), s.data(), &slot), TF_OK) << tf_last_error();
    in.push_back(slot);
  }
  c.rec(p, in, out);
  for (int32_t o : out) EXPECT_EQ(tf_program_output(p, o), TF_OK);
  *nout = out.size();
  tf_prepare_options o{};
  o.struct_size = sizeof o;
  o.driver = d;
  tf_prepared* pp = nullptr;
  EXPECT_EQ(tf_program_prepare(e, p, &o, &pp), TF_OK) << c.name << ": " << tf_last_error();
  tf_program_release(p);
  return pp;
}

#define R(expr) EXPECT_EQ((expr), TF_OK) << #expr << ": " << tf_last_error()

// --------------------------------------------------------------- the table
std::vector<Case> cases() {
  std::vector<Case> v;
  const std::vector<int64_t> s35 = {3, 5};
  // Unary maps, every op.
  const char* un[] = {"neg", "conj", "abs", "real", "imag", "exp", "log", "sqrt",
                      "sin", "cos",  "tanh", "reciprocal", "expm1"};
  for (int op = 0; op <= TF_UNARY_EXPM1; ++op)
    v.push_back({std::string("unary_") + un[op], {s35}, kAll,
                 [op](tf_program* p, const Slots& i, Slots& o) {
                   int32_t y;
                   R(tf_program_unary(p, (tf_unary_op)op, i[0], &y));
                   o.push_back(y);
                 },
                 [op](tf_engine* e, const Ts& i, Ts& o) {
                   tf_tensor* y;
                   R(tf_unary(e, (tf_unary_op)op, i[0], &y));
                   o.push_back(y);
                 },
                 kPositive});
  v.push_back({"scale_then_exp_chain", {s35}, kAll,
               [](tf_program* p, const Slots& i, Slots& o) {
                 int32_t y, z;
                 R(tf_program_scale(p, tf_scalar{0.5, -0.25}, i[0], &y));
                 R(tf_program_unary(p, TF_UNARY_EXP, y, &z));  // may run in place over y
                 o.push_back(z);
               },
               [](tf_engine* e, const Ts& i, Ts& o) {
                 tf_tensor *y, *z;
                 R(tf_scale(e, tf_scalar{0.5, -0.25}, i[0], &y));
                 R(tf_unary(e, TF_UNARY_EXP, y, &z));
                 tf_tensor_release(y);
                 o.push_back(z);
               }});
  // Binary maps with broadcasting, every op (max/min: real only).
  const char* bn[] = {"add", "sub", "mul", "div", "max", "min"};
  for (int op = 0; op <= TF_BINARY_MIN; ++op)
    v.push_back({std::string("binary_") + bn[op], {{4, 1, 5}, {3, 5}},
                 op >= TF_BINARY_MAX ? kReal : kAll,
                 [op](tf_program* p, const Slots& i, Slots& o) {
                   int32_t y;
                   R(tf_program_binary(p, (tf_binary_op)op, i[0], i[1], &y));
                   o.push_back(y);
                 },
                 [op](tf_engine* e, const Ts& i, Ts& o) {
                   tf_tensor* y;
                   R(tf_binary(e, (tf_binary_op)op, i[0], i[1], &y));
                   o.push_back(y);
                 },
                 kPositive});
  v.push_back({"axpby", {{3, 5}, {5}}, kAll,
               [](tf_program* p, const Slots& i, Slots& o) {
                 int32_t y;
                 R(tf_program_axpby(p, tf_scalar{2, 1}, i[0], tf_scalar{-0.5, 0}, i[1], &y));
                 o.push_back(y);
               },
               [](tf_engine* e, const Ts& i, Ts& o) {
                 tf_tensor* y;
                 R(tf_axpby(e, tf_scalar{2, 1}, i[0], tf_scalar{-0.5, 0}, i[1], &y));
                 o.push_back(y);
               }});
  for (tf_dtype to : {TF_F32, TF_F64, TF_C64, TF_C128})
    v.push_back({std::string("cast_to_") + std::to_string((int)to), {s35},
                 cplx(to) ? kAll : kReal,
                 [to](tf_program* p, const Slots& i, Slots& o) {
                   int32_t y;
                   R(tf_program_cast(p, i[0], to, &y));
                   o.push_back(y);
                 },
                 [to](tf_engine* e, const Ts& i, Ts& o) {
                   tf_tensor* y;
                   R(tf_cast(e, i[0], to, &y));
                   o.push_back(y);
                 }});
  // Reductions: every op, some axes / all axes, keepdims.
  for (int op = 0; op <= TF_REDUCE_FROBENIUS; ++op)
    for (int form = 0; form < 3; ++form)
      v.push_back({"reduce_" + std::to_string(op) + "_" + std::to_string(form), {{3, 4, 5}},
                   (op == TF_REDUCE_MAX || op == TF_REDUCE_MIN) ? kReal : kAll,
                   [op, form](tf_program* p, const Slots& i, Slots& o) {
                     const int32_t ax[2] = {0, -1};
                     int32_t y;
                     R(tf_program_reduce(p, (tf_reduce_op)op, i[0], form == 2 ? 0 : form + 1,
                                         form == 2 ? nullptr : ax, form == 1, &y));
                     o.push_back(y);
                   },
                   [op, form](tf_engine* e, const Ts& i, Ts& o) {
                     const int32_t ax[2] = {0, -1};
                     tf_tensor* y;
                     R(tf_reduce(e, (tf_reduce_op)op, i[0], form == 2 ? 0 : form + 1,
                                 form == 2 ? nullptr : ax, form == 1, &y));
                     o.push_back(y);
                   }});
  // Layout: permute (a view) as an output and feeding a map; contiguous in
  // both layouts; slice (a view) feeding a map and as an output.
  v.push_back({"permute_views", {{2, 3, 4}}, kAll,
               [](tf_program* p, const Slots& i, Slots& o) {
                 const int32_t perm[3] = {2, 0, 1};
                 int32_t y, z, c, cc;
                 R(tf_program_permute(p, i[0], perm, &y));
                 R(tf_program_unary(p, TF_UNARY_NEG, y, &z));
                 R(tf_program_contiguous(p, y, TF_ROW_MAJOR, &c));
                 R(tf_program_contiguous(p, y, TF_COL_MAJOR, &cc));
                 o.insert(o.end(), {y, z, c, cc});
               },
               [](tf_engine* e, const Ts& i, Ts& o) {
                 const int32_t perm[3] = {2, 0, 1};
                 tf_tensor *y, *z;
                 R(tf_permute(e, i[0], perm, &y));
                 R(tf_unary(e, TF_UNARY_NEG, y, &z));
                 tf_tensor *c, *cc;
                 R(tf_contiguous(e, y, TF_ROW_MAJOR, &c));
                 R(tf_contiguous(e, y, TF_COL_MAJOR, &cc));
                 o.insert(o.end(), {y, z, c, cc});
               }});
  v.push_back({"slice_views", {{6, 7}}, kAll,
               [](tf_program* p, const Slots& i, Slots& o) {
                 const int64_t b[2] = {1, 0}, e[2] = {6, 7}, st[2] = {2, 3};
                 int32_t y, z;
                 R(tf_program_slice(p, i[0], b, e, st, &y));
                 R(tf_program_scale(p, tf_scalar{3, 0}, y, &z));
                 o.insert(o.end(), {y, z});
               },
               [](tf_engine* e, const Ts& i, Ts& o) {
                 const int64_t b[2] = {1, 0}, en[2] = {6, 7}, st[2] = {2, 3};
                 tf_tensor *y, *z;
                 R(tf_slice_view(i[0], b, en, st, &y));
                 R(tf_scale(e, tf_scalar{3, 0}, y, &z));
                 tf_tensor* yc;
                 R(tf_contiguous(e, y, TF_ROW_MAJOR, &yc));
                 tf_tensor_release(y);
                 o.insert(o.end(), {yc, z});
               }});
  // Contractions.
  v.push_back({"tensordot_conj", {{3, 4, 5}, {5, 4, 2}}, kAll,
               [](tf_program* p, const Slots& i, Slots& o) {
                 const int32_t aa[2] = {1, 2}, ab[2] = {1, 0};
                 int32_t y;
                 R(tf_program_tensordot(p, i[0], i[1], 2, aa, ab, 1, 0, &y));
                 o.push_back(y);
               },
               [](tf_engine* e, const Ts& i, Ts& o) {
                 const int32_t aa[2] = {1, 2}, ab[2] = {1, 0};
                 tf_tensor* y;
                 R(tf_tensordot(e, i[0], i[1], 2, aa, ab, 1, 0, &y));
                 o.push_back(y);
               }});
  for (const char* sub : {"ij,jk->ik", "ii->i", "abc,cd->dba", "ij,jk,kl->il", "ijk->", "ij,ij->ij"}) {
    std::vector<std::vector<int64_t>> sh;
    std::string s(sub);
    if (s == "ij,jk->ik") sh = {{3, 4}, {4, 5}};
    else if (s == "ii->i") sh = {{4, 4}};
    else if (s == "abc,cd->dba") sh = {{2, 3, 4}, {4, 5}};
    else if (s == "ij,jk,kl->il") sh = {{3, 4}, {4, 5}, {5, 2}};
    else if (s == "ijk->") sh = {{2, 3, 4}};
    else sh = {{3, 4}, {3, 4}};
    v.push_back({std::string("einsum_") + sub, sh, kAll,
                 [s](tf_program* p, const Slots& i, Slots& o) {
                   std::vector<uint8_t> cj(i.size(), 0);
                   cj[0] = 1;
                   tf_einsum_options op{};
                   op.struct_size = sizeof op;
                   op.conj = cj.data();
                   int32_t y;
                   R(tf_program_einsum(p, s.c_str(), (int32_t)i.size(), i.data(), &op, &y));
                   o.push_back(y);
                 },
                 [s](tf_engine* e, const Ts& i, Ts& o) {
                   std::vector<uint8_t> cj(i.size(), 0);
                   cj[0] = 1;
                   tf_einsum_options op{};
                   op.struct_size = sizeof op;
                   op.conj = cj.data();
                   std::vector<const tf_tensor*> ci(i.begin(), i.end());
                   tf_tensor* y;
                   R(tf_einsum(e, s.c_str(), (int32_t)i.size(), ci.data(), &op, &y));
                   o.push_back(y);
                 }});
  }
  v.push_back({"einsum_labels_path", {{3, 4}, {4, 5}, {5, 2}}, kAll,
               [](tf_program* p, const Slots& i, Slots& o) {
                 const int32_t l0[2] = {10, 20}, l1[2] = {20, 30}, l2[2] = {30, 40};
                 const int32_t* lab[3] = {l0, l1, l2};
                 const int32_t out[2] = {40, 10}, path[4] = {1, 2, 0, 1};
                 tf_einsum_options op{};
                 op.struct_size = sizeof op;
                 op.path = path;
                 op.path_len = 2;
                 int32_t y;
                 R(tf_program_einsum_labels(p, 3, i.data(), lab, 2, out, &op, &y));
                 o.push_back(y);
               },
               [](tf_engine* e, const Ts& i, Ts& o) {
                 const int32_t l0[2] = {10, 20}, l1[2] = {20, 30}, l2[2] = {30, 40};
                 const int32_t* lab[3] = {l0, l1, l2};
                 const int32_t out[2] = {40, 10}, path[4] = {1, 2, 0, 1};
                 tf_einsum_options op{};
                 op.struct_size = sizeof op;
                 op.path = path;
                 op.path_len = 2;
                 const tf_tensor* ci[3] = {i[0], i[1], i[2]};
                 tf_tensor* y;
                 R(tf_einsum_labels(e, 3, ci, lab, 2, out, &op, &y));
                 o.push_back(y);
               }});
  // Linear algebra.
  for (int64_t mr : {0, 2})
    v.push_back({"svd_max_rank_" + std::to_string(mr), {{2, 5, 3}}, kAll,
                 [mr](tf_program* p, const Slots& i, Slots& o) {
                   tf_svd_options so{};
                   so.struct_size = sizeof so;
                   so.max_rank = mr;
                   int32_t u, s, vh;
                   R(tf_program_svd(p, i[0], &so, &u, &s, &vh));
                   o.insert(o.end(), {u, s, vh});
                 },
                 [mr](tf_engine* e, const Ts& i, Ts& o) {
                   tf_svd_options so{};
                   so.struct_size = sizeof so;
                   so.max_rank = mr;
                   tf_dtype dt;
                   R(tf_tensor_dtype(i[0], &dt));
                   const tf_dtype rdt = dt == TF_C64 ? TF_F32 : dt == TF_C128 ? TF_F64 : dt;
                   const int64_t c = mr ? mr : 3;
                   int64_t su[3] = {2, 5, c}, ss[2] = {2, c}, sv[3] = {2, c, 3};
                   tf_tensor *u, *s, *vh;
                   R(tf_tensor_zeros(e, dt, 3, su, TF_ROW_MAJOR, &u));
                   R(tf_tensor_zeros(e, rdt, 2, ss, TF_ROW_MAJOR, &s));
                   R(tf_tensor_zeros(e, dt, 3, sv, TF_ROW_MAJOR, &vh));
                   tf_svd_info info{};
                   info.struct_size = sizeof info;
                   R(tf_svd_into(e, i[0], &so, u, s, vh, &info));
                   o.insert(o.end(), {u, s, vh});
                 }});
  for (int lq = 0; lq < 2; ++lq)
    v.push_back({lq ? "lq_nonneg" : "qr_nonneg", {{4, 3}}, kAll,
                 [lq](tf_program* p, const Slots& i, Slots& o) {
                   int32_t a, b;
                   R(lq ? tf_program_lq(p, i[0], 1, &a, &b) : tf_program_qr(p, i[0], 1, &a, &b));
                   o.insert(o.end(), {a, b});
                 },
                 [lq](tf_engine* e, const Ts& i, Ts& o) {
                   tf_tensor *a, *b;
                   R(lq ? tf_lq(e, i[0], 1, &a, &b) : tf_qr(e, i[0], 1, &a, &b));
                   o.insert(o.end(), {a, b});
                 }});
  v.push_back({"eigh", {{2, 4, 4}}, kAll,
               [](tf_program* p, const Slots& i, Slots& o) {
                 int32_t w, vv, w2;
                 R(tf_program_eigh(p, i[0], &w, &vv));
                 R(tf_program_eigvalsh(p, i[0], &w2));
                 o.insert(o.end(), {w, vv, w2});
               },
               [](tf_engine* e, const Ts& i, Ts& o) {
                 tf_tensor *w, *vv, *w2;
                 R(tf_eigh(e, i[0], &w, &vv));
                 R(tf_eigvalsh(e, i[0], &w2));
                 o.insert(o.end(), {w, vv, w2});
               },
               kHpd});
  v.push_back({"eigh_vectors_unused", {{4, 4}}, kAll,  // only w marked: v still computed
               [](tf_program* p, const Slots& i, Slots& o) {
                 int32_t w, vv;
                 R(tf_program_eigh(p, i[0], &w, &vv));
                 o.push_back(w);
               },
               [](tf_engine* e, const Ts& i, Ts& o) {
                 tf_tensor* w;
                 R(tf_eigvalsh(e, i[0], &w));
                 o.push_back(w);
               },
               kHpd});
  v.push_back({"solve_inv_det_cholesky", {{2, 4, 4}, {2, 4, 3}}, kAll,
               [](tf_program* p, const Slots& i, Slots& o) {
                 int32_t x, t, l, ai, d;
                 R(tf_program_solve(p, i[0], i[1], &x));
                 R(tf_program_solve_triangular(p, i[0], i[1], 1, TF_OP_T, 0, &t));
                 R(tf_program_cholesky(p, i[0], &l));
                 R(tf_program_inv(p, i[0], &ai));
                 R(tf_program_det(p, i[0], &d));
                 o.insert(o.end(), {x, t, l, ai, d});
               },
               [](tf_engine* e, const Ts& i, Ts& o) {
                 tf_tensor *x, *t, *l, *ai, *d;
                 R(tf_solve(e, i[0], i[1], &x));
                 R(tf_solve_triangular(e, i[0], i[1], 1, TF_OP_T, 0, &t));
                 R(tf_cholesky(e, i[0], &l));
                 R(tf_inv(e, i[0], &ai));
                 R(tf_det(e, i[0], &d));
                 o.insert(o.end(), {x, t, l, ai, d});
               },
               kHpd});
  // Families mixed: matmul -> qr -> einsum with r -> reduce.
  v.push_back({"mixed_chain", {{5, 4}, {4, 4}}, kAll,
               [](tf_program* p, const Slots& i, Slots& o) {
                 int32_t m, q, r, y, n;
                 R(tf_program_matmul(p, i[0], i[1], &m));
                 R(tf_program_qr(p, m, 1, &q, &r));
                 R(tf_program_einsum(p, "ij,jk->ik", 2, std::vector<int32_t>{q, r}.data(), nullptr, &y));
                 const int32_t ax = 1;
                 R(tf_program_reduce(p, TF_REDUCE_FROBENIUS, y, 1, &ax, 0, &n));
                 o.insert(o.end(), {y, n});
               },
               [](tf_engine* e, const Ts& i, Ts& o) {
                 tf_tensor *m, *q, *r, *y, *n;
                 R(tf_matmul(e, i[0], i[1], &m));
                 R(tf_qr(e, m, 1, &q, &r));
                 const tf_tensor* ops[2] = {q, r};
                 R(tf_einsum(e, "ij,jk->ik", 2, ops, nullptr, &y));
                 const int32_t ax = 1;
                 R(tf_reduce(e, TF_REDUCE_FROBENIUS, y, 1, &ax, 0, &n));
                 tf_tensor_release(m);
                 tf_tensor_release(q);
                 tf_tensor_release(r);
                 o.insert(o.end(), {y, n});
               }});
  // Gemm steps above the small-kernel bound: on the strided layout BLAS
  // needs copies of the operands, which go to the step's part of the
  // einsum's scratch block, next to the intermediate of the first step.
  v.push_back({"einsum_chain_blas_copies", {{64, 64}, {64, 64}, {64, 64}}, kAll,
               [](tf_program* p, const Slots& i, Slots& o) {
                 int32_t y;
                 R(tf_program_einsum(p, "ij,jk,kl->il", 3, i.data(), nullptr, &y));
                 o.push_back(y);
               },
               [](tf_engine* e, const Ts& i, Ts& o) {
                 tf_tensor* y;
                 const tf_tensor* ops[3] = {i[0], i[1], i[2]};
                 R(tf_einsum(e, "ij,jk,kl->il", 3, ops, nullptr, &y));
                 o.push_back(y);
               }});
  return v;
}

struct Inputs {
  std::vector<std::unique_ptr<Host>> h;
  Ts t;
  Inputs(const Case& c, tf_dtype dt, Layout lay, uint32_t seed) {
    std::mt19937 rng(seed);
    for (auto& s : c.shapes) {
      h.emplace_back(new Host(dt, s, lay, values(c.gen, s, rng)));
      t.push_back(h.back()->t);
    }
  }
};

void release(Ts& v) {
  for (tf_tensor* t : v) tf_tensor_release(t);
  v.clear();
}

class ProgramOps : public ::testing::TestWithParam<Case> {};

// Every op x dtype x input layout: program (immediate, serial engine) ==
// direct call; graph driver on a pooled engine bitwise == immediate.
TEST_P(ProgramOps, SameAsDirectEveryDtypeAndLayout) {
  const Case& c = GetParam();
  tf_engine *e, *pe;
  OK(tf_engine_create_serial(&e));
  OK(tf_engine_create_pooled(2, &pe));
  for (tf_dtype dt : c.dts) {
    size_t nout = 0, nout2 = 0;
    tf_prepared* pp = prepare(e, c, dt, TF_PROGRAM_DRIVER_IMMEDIATE, &nout);
    tf_prepared* pg = prepare(pe, c, dt, TF_PROGRAM_DRIVER_GRAPH, &nout2);
    ASSERT_TRUE(pp && pg) << c.name;
    for (Layout lay : {kRow, kCol, kStrided}) {
      const std::string what = c.name + " dtype " + std::to_string((int)dt) + " " + kLayoutName[lay];
      Inputs in(c, dt, lay, 1234 + (uint32_t)dt);
      std::vector<const tf_tensor*> ci(in.t.begin(), in.t.end());
      Ts want, got(nout), graph(nout);
      c.dir(e, in.t, want);
      ASSERT_EQ(want.size(), nout) << what;
      OK(tf_program_run_alloc(e, pp, ci.data(), ci.size(), got.data(), nout));
      OK(tf_program_run_alloc(pe, pg, ci.data(), ci.size(), graph.data(), nout));
      for (size_t k = 0; k < nout; ++k) {
        expect_close(got[k], want[k], dt, what + " output " + std::to_string(k));
        std::vector<double> a = read(got[k]), b = read(graph[k]);
        EXPECT_EQ(0, memcmp(a.data(), b.data(), a.size() * sizeof(double)))
            << what << " output " << k << ": graph driver differs from immediate";
      }
      release(want);
      release(got);
      release(graph);
    }
    tf_prepared_release(pp);
    tf_prepared_release(pg);
  }
  tf_engine_destroy(e);
  tf_engine_destroy(pe);
}

uint64_t pool_misses(tf_engine* e) {
  tf_engine_stats s{};
  s.struct_size = sizeof s;
  EXPECT_EQ(tf_engine_get_stats(e, &s), TF_OK);
  return s.pool_misses;
}

// After warm-up, runs (into caller outputs) allocate nothing: neither the
// heap through tenferro's allocator nor the engine's pool.
TEST_P(ProgramOps, ZeroAllocationsPerRun) {
  const Case& c = GetParam();
  const tf_dtype dt = c.dts.back();
  for (tf_program_driver d : {TF_PROGRAM_DRIVER_IMMEDIATE, TF_PROGRAM_DRIVER_GRAPH}) {
    tf_engine* e;
    if (d == TF_PROGRAM_DRIVER_GRAPH) OK(tf_engine_create_pooled(2, &e));
    else OK(tf_engine_create_serial(&e));
    size_t nout;
    tf_prepared* pp = prepare(e, c, dt, d, &nout);
    Inputs in(c, dt, kRow, 7);
    std::vector<const tf_tensor*> ci(in.t.begin(), in.t.end());
    Ts out(nout);
    OK(tf_program_run_alloc(e, pp, ci.data(), ci.size(), out.data(), nout));
    OK(tf_program_run(e, pp, ci.data(), ci.size(), out.data(), nout));
    const uint64_t allocs = tf::mem_alloc_count(), misses = pool_misses(e);
    for (int i = 0; i < 5; ++i) OK(tf_program_run(e, pp, ci.data(), ci.size(), out.data(), nout));
    EXPECT_EQ(tf::mem_alloc_count(), allocs) << c.name << ": runs allocated";
    EXPECT_EQ(pool_misses(e), misses) << c.name << ": runs missed the pool";
    release(out);
    tf_prepared_release(pp);
    tf_engine_destroy(e);
  }
}

INSTANTIATE_TEST_SUITE_P(All, ProgramOps, ::testing::ValuesIn(cases()),
                         [](const ::testing::TestParamInfo<Case>& i) {
                           std::string s = i.param.name;
                           for (char& ch : s)
                             if (!isalnum((unsigned char)ch)) ch = '_';
                           return s + "_" + std::to_string(i.index);
                         });

// Dynamic extents: einsum, binary broadcasting, reduce and slice planned per
// signature; each signature gives the direct result.
TEST(ProgramOpsDynamic, EinsumBinaryReduceWithDynamicExtent) {
  tf_engine* e;
  OK(tf_engine_create_serial(&e));
  tf_program* p;
  OK(tf_program_create(&p));
  int64_t sa[2] = {TF_DYNAMIC, 4}, sb[2] = {4, 3};
  int32_t a, b, m, y, r;
  OK(tf_program_input(p, TF_F64, 2, sa, &a));
  OK(tf_program_input(p, TF_F64, 2, sb, &b));
  OK(tf_program_einsum(p, "ij,jk->ik", 2, std::vector<int32_t>{a, b}.data(), nullptr, &m));
  OK(tf_program_binary(p, TF_BINARY_MUL, m, m, &y));
  const int32_t ax = 0;
  OK(tf_program_reduce(p, TF_REDUCE_SUM, y, 1, &ax, 0, &r));
  OK(tf_program_output(p, y));
  OK(tf_program_output(p, r));
  tf_prepared* pp;
  OK(tf_program_prepare(e, p, nullptr, &pp));
  tf_program_release(p);
  for (int64_t rows : {2, 7, 2}) {
    std::mt19937 rng(rows);
    Host A(TF_F64, {rows, 4}, kRow, values(kRandom, {rows, 4}, rng));
    Host B(TF_F64, {4, 3}, kCol, values(kRandom, {4, 3}, rng));
    const tf_tensor* in[2] = {A.t, B.t};
    tf_tensor* out[2];
    OK(tf_program_run_alloc(e, pp, in, 2, out, 2));
    tf_tensor *dm, *dy, *dr;
    OK(tf_matmul(e, A.t, B.t, &dm));
    OK(tf_mul(e, dm, dm, &dy));
    OK(tf_reduce(e, TF_REDUCE_SUM, dy, 1, &ax, 0, &dr));
    expect_close(out[0], dy, TF_F64, "y rows " + std::to_string(rows));
    expect_close(out[1], dr, TF_F64, "r rows " + std::to_string(rows));
    for (tf_tensor* t : {out[0], out[1], dm, dy, dr}) tf_tensor_release(t);
  }
  tf_prepared_info info{};
  info.struct_size = sizeof info;
  OK(tf_prepared_get_info(pp, &info));
  EXPECT_EQ(info.specializations, 2u) << "each signature planned once";
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

// Storage planning on a chain of the new ops: intermediates share the arena
// (peak below the sum), and the result is still right.
TEST(ProgramOpsStorage, ChainSharesArena) {
  tf_engine* e;
  OK(tf_engine_create_serial(&e));
  tf_program* p;
  OK(tf_program_create(&p));
  int64_t s[2] = {16, 16};
  int32_t x, w;
  OK(tf_program_input(p, TF_F64, 2, s, &x));
  OK(tf_program_input(p, TF_F64, 2, s, &w));
  int32_t v = x;
  for (int i = 0; i < 6; ++i) {
    int32_t t, u;
    OK(tf_program_einsum(p, "ij,jk->ik", 2, std::vector<int32_t>{v, w}.data(), nullptr, &t));
    OK(tf_program_unary(p, TF_UNARY_TANH, t, &u));
    const int32_t perm[2] = {1, 0};
    OK(tf_program_permute(p, u, perm, &v));
  }
  OK(tf_program_output(p, v));
  tf_prepared* pp;
  OK(tf_program_prepare(e, p, nullptr, &pp));
  tf_program_release(p);
  tf_prepared_info info{};
  info.struct_size = sizeof info;
  OK(tf_prepared_get_info(pp, &info));
  EXPECT_LT(info.arena_bytes, info.intermediate_bytes);
  EXPECT_LE(info.arena_bytes, 2u * 16 * 16 * 8 + 128) << "a chain needs two live blocks";
  std::mt19937 rng(3);
  Host X(TF_F64, {16, 16}, kRow, values(kRandom, {16, 16}, rng));
  Host W(TF_F64, {16, 16}, kRow, values(kRandom, {16, 16}, rng));
  const tf_tensor* in[2] = {X.t, W.t};
  tf_tensor* out;
  OK(tf_program_run_alloc(e, pp, in, 2, &out, 1));
  tf_tensor* d = nullptr;
  OK(tf_contiguous(e, X.t, TF_ROW_MAJOR, &d));
  for (int i = 0; i < 6; ++i) {
    tf_tensor *t, *u, *pv;
    OK(tf_matmul(e, d, W.t, &t));
    OK(tf_unary(e, TF_UNARY_TANH, t, &u));
    const int32_t perm[2] = {1, 0};
    OK(tf_permute(e, u, perm, &pv));
    for (tf_tensor* q : {d, t, u}) tf_tensor_release(q);
    d = pv;
  }
  expect_close(out, d, TF_F64, "chain");
  tf_tensor_release(out);
  tf_tensor_release(d);
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

// Bad recordings fail with a message naming the slot and leave no slot.
TEST(ProgramOpsBadInput, RecordersValidate) {
  tf_program* p;
  OK(tf_program_create(&p));
  int64_t s[2] = {3, 4}, sq[2] = {4, 4};
  int32_t a, c, q, y = -7, y2 = -7;
  OK(tf_program_input(p, TF_F64, 2, s, &a));
  OK(tf_program_input(p, TF_C128, 2, s, &c));
  OK(tf_program_input(p, TF_F64, 2, sq, &q));
  EXPECT_EQ(tf_program_unary(p, TF_UNARY_EXP, 99, &y), TF_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(tf_last_error()).find("slot 99"), std::string::npos) << tf_last_error();
  EXPECT_EQ(tf_program_binary(p, TF_BINARY_ADD, a, c, &y), TF_ERR_DTYPE_MISMATCH);
  EXPECT_NE(std::string(tf_last_error()).find("slot"), std::string::npos);
  EXPECT_EQ(tf_program_binary(p, TF_BINARY_MAX, c, c, &y), TF_ERR_DTYPE_MISMATCH);
  EXPECT_EQ(tf_program_binary(p, TF_BINARY_ADD, a, q, &y), TF_ERR_SHAPE_MISMATCH);
  EXPECT_EQ(tf_program_cast(p, c, TF_F64, &y), TF_ERR_DTYPE_MISMATCH);
  const int32_t bad_ax = 5;
  EXPECT_EQ(tf_program_reduce(p, TF_REDUCE_SUM, a, 1, &bad_ax, 0, &y), TF_ERR_INVALID_ARGUMENT);
  const int32_t bad_perm[2] = {0, 0};
  EXPECT_EQ(tf_program_permute(p, a, bad_perm, &y), TF_ERR_INVALID_ARGUMENT);
  const int64_t b0[2] = {0, 0}, e0[2] = {4, 4};
  EXPECT_EQ(tf_program_slice(p, a, b0, e0, nullptr, &y), TF_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(tf_program_einsum(p, "ij,jk->ik", 2, std::vector<int32_t>{a, a}.data(), nullptr, &y),
            TF_ERR_SHAPE_MISMATCH);
  EXPECT_EQ(tf_program_einsum(p, "ij,jk->ik", 2, std::vector<int32_t>{a, c}.data(), nullptr, &y),
            TF_ERR_DTYPE_MISMATCH);
  const int32_t ax0 = 1, ax1 = 1;
  EXPECT_EQ(tf_program_tensordot(p, a, a, 1, &ax0, &ax1, 0, 0, &y), TF_OK);  // (3,4).(3,4) over 4
  y = -7;
  EXPECT_EQ(tf_program_cholesky(p, a, &y), TF_ERR_INVALID_ARGUMENT);  // not square
  EXPECT_EQ(tf_program_solve(p, q, a, &y), TF_ERR_SHAPE_MISMATCH);    // 3 rows vs order 4
  EXPECT_EQ(tf_program_qr(p, a, 0, &y, nullptr), TF_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(tf_program_svd(p, 42, nullptr, &y, &y2, &y2), TF_ERR_INVALID_ARGUMENT);
  EXPECT_EQ(y, -7);
  EXPECT_EQ(y2, -7);
  tf_program_release(p);
}

// A numerical failure at run (singular matrix) is reported by the run, and
// the prepared handle stays usable.
TEST(ProgramOpsBadInput, SingularSolveFailsThenRecovers) {
  tf_engine* e;
  OK(tf_engine_create_serial(&e));
  tf_program* p;
  OK(tf_program_create(&p));
  int64_t s[2] = {3, 3};
  int32_t a, x;
  OK(tf_program_input(p, TF_F64, 2, s, &a));
  OK(tf_program_inv(p, a, &x));
  OK(tf_program_output(p, x));
  tf_prepared* pp;
  OK(tf_program_prepare(e, p, nullptr, &pp));
  tf_program_release(p);
  std::vector<double> zero(18, 0.0), good = {2, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 8, 0};
  Host Z(TF_F64, {3, 3}, kRow, zero), G(TF_F64, {3, 3}, kRow, good);
  const tf_tensor* in[1] = {Z.t};
  tf_tensor* out;
  EXPECT_EQ(tf_program_run_alloc(e, pp, in, 1, &out, 1), TF_ERR_NUMERICAL);
  EXPECT_NE(std::string(tf_last_error()).find("singular"), std::string::npos) << tf_last_error();
  in[0] = G.t;
  OK(tf_program_run_alloc(e, pp, in, 1, &out, 1));
  std::vector<double> v = read(out);
  EXPECT_DOUBLE_EQ(v[0], 0.5);
  EXPECT_DOUBLE_EQ(v[8], 0.25);
  EXPECT_DOUBLE_EQ(v[16], 0.125);
  tf_tensor_release(out);
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

}  // namespace
