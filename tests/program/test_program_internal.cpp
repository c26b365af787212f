// tests/program/test_program_internal.cpp: a run allocates nothing in steady
// state: neither tenferro's allocator (tf::mem_alloc_count) nor the engine
// pool (pool_misses), for the immediate driver, the graph driver, a second
// cached signature and run_alloc with released outputs.
#include <gtest/gtest.h>
#include <tenferro.h>

#include <memory>
#include <vector>

#include "core/memory.hpp"

namespace {

struct Mat {
  std::vector<double> buf;
  tf_tensor* t = nullptr;
  Mat(int64_t r, int64_t c, double v0, bool colmajor = false) : buf(r * c) {
    for (size_t i = 0; i < buf.size(); ++i) buf[i] = v0 + 0.01 * (double)(i % 17);
    int64_t s[2] = {r, c}, st[2] = {c, 1}, stc[2] = {1, r};
    EXPECT_EQ(tf_tensor_wrap(TF_F64, 2, s, colmajor ? stc : st, buf.data(), &t), TF_OK);
  }
  ~Mat() { tf_tensor_release(t); }
};

uint64_t pool_misses(tf_engine* e) {
  tf_engine_stats s{};
  s.struct_size = sizeof s;
  EXPECT_EQ(tf_engine_get_stats(e, &s), TF_OK);
  return s.pool_misses;
}

// x (?, n) -> chain of matmuls with w, plus a second branch; two outputs.
tf_prepared* make_program(tf_engine* e, int64_t n, tf_program_driver d) {
  tf_program* p = nullptr;
  EXPECT_EQ(tf_program_create(&p), TF_OK);
  int64_t sx[2] = {TF_DYNAMIC, n}, sw[2] = {n, n};
  int32_t x, w, y, z;
  EXPECT_EQ(tf_program_input(p, TF_F64, 2, sx, &x), TF_OK);
  EXPECT_EQ(tf_program_input(p, TF_F64, 2, sw, &w), TF_OK);
  y = x;
  z = x;
  for (int i = 0; i < 6; ++i) {
    EXPECT_EQ(tf_program_matmul(p, y, w, &y), TF_OK);
    EXPECT_EQ(tf_program_matmul_acc(p, TF_OP_N, z, TF_OP_T, w, tf_scalar{1, 0},
                                    tf_scalar{0.5, 0}, z, &z),
              TF_OK);
  }
  EXPECT_EQ(tf_program_output(p, y), TF_OK);
  EXPECT_EQ(tf_program_output(p, z), TF_OK);
  tf_prepare_options o{};
  o.struct_size = sizeof o;
  o.driver = d;
  tf_prepared* pp = nullptr;
  EXPECT_EQ(tf_program_prepare(e, p, &o, &pp), TF_OK);
  tf_program_release(p);
  return pp;
}

void steady_state(tf_engine* e, int64_t n, tf_program_driver d) {
  tf_prepared* pp = make_program(e, n, d);
  Mat x4(4, n, 0.1), x7(7, n, 0.2, true), w(n, n, -0.3);
  Mat y4(4, n, 0), z4(4, n, 0), y7(7, n, 0), z7(7, n, 0);
  const tf_tensor* in4[2] = {x4.t, w.t};
  const tf_tensor* in7[2] = {x7.t, w.t};
  tf_tensor* out4[2] = {y4.t, z4.t};
  tf_tensor* out7[2] = {y7.t, z7.t};
  // Warm: both signatures planned, run_alloc's pool blocks retained.
  tf_tensor* ao[2];
  ASSERT_EQ(tf_program_run(e, pp, in4, 2, out4, 2), TF_OK);
  ASSERT_EQ(tf_program_run(e, pp, in7, 2, out7, 2), TF_OK);
  ASSERT_EQ(tf_program_run_alloc(e, pp, in4, 2, ao, 2), TF_OK);
  tf_tensor_release(ao[0]);
  tf_tensor_release(ao[1]);
  tf_prepared_info info{};
  info.struct_size = sizeof info;
  ASSERT_EQ(tf_prepared_get_info(pp, &info), TF_OK);
  const size_t specs = info.specializations;
  EXPECT_EQ(specs, 2u);

  const uint64_t allocs = tf::mem_alloc_count(), misses = pool_misses(e);
  for (int i = 0; i < 50; ++i) {
    ASSERT_EQ(tf_program_run(e, pp, in4, 2, out4, 2), TF_OK);
    ASSERT_EQ(tf_program_run(e, pp, in4, 2, out4, 2), TF_OK);
    ASSERT_EQ(tf_program_run(e, pp, in7, 2, out7, 2), TF_OK);  // the other cached signature
    ASSERT_EQ(tf_program_run_alloc(e, pp, in4, 2, ao, 2), TF_OK);
    tf_tensor_release(ao[0]);
    tf_tensor_release(ao[1]);
  }
  EXPECT_EQ(tf::mem_alloc_count(), allocs) << "runs allocated";
  EXPECT_EQ(pool_misses(e), misses) << "runs missed the pool";
  ASSERT_EQ(tf_prepared_get_info(pp, &info), TF_OK);
  EXPECT_EQ(info.specializations, specs) << "a known signature was planned again";
  tf_prepared_release(pp);
}

TEST(ProgramAlloc, ImmediateSmallSerial) {
  tf_engine* e;
  ASSERT_EQ(tf_engine_create_serial(&e), TF_OK);
  steady_state(e, 3, TF_PROGRAM_DRIVER_IMMEDIATE);
  tf_engine_destroy(e);
}

TEST(ProgramAlloc, ImmediateBlasSerial) {  // BLAS path with strided copies (scratch)
  tf_engine* e;
  ASSERT_EQ(tf_engine_create_serial(&e), TF_OK);
  steady_state(e, 48, TF_PROGRAM_DRIVER_IMMEDIATE);
  tf_engine_destroy(e);
}

TEST(ProgramAlloc, GraphPooled) {
  tf_engine* e;
  ASSERT_EQ(tf_engine_create_pooled(2, &e), TF_OK);
  steady_state(e, 64, TF_PROGRAM_DRIVER_GRAPH);
  tf_engine_destroy(e);
}

// A gradient program with linear-algebra rule commands (svd truncated, qr,
// eigh: ops_ad_rule.cpp) allocates nothing in steady state either: each
// rule's scratch comes from its command's private engine pool.
TEST(ProgramAlloc, VjpWithLinalgRules) {
  tf_engine* e;
  ASSERT_EQ(tf_engine_create_serial(&e), TF_OK);
  tf_program* p;
  ASSERT_EQ(tf_program_create(&p), TF_OK);
  int64_t sx[2] = {6, 4};
  int32_t x, u, s, vh, q, r, xtx, w, v, l1, l2, l3, t, loss;
  ASSERT_EQ(tf_program_input(p, TF_F64, 2, sx, &x), TF_OK);
  tf_svd_options so{};
  so.struct_size = sizeof so;
  so.max_rank = 3;
  ASSERT_EQ(tf_program_svd(p, x, &so, &u, &s, &vh), TF_OK);
  ASSERT_EQ(tf_program_qr(p, x, 1, &q, &r), TF_OK);
  int32_t ops[2] = {x, x};
  ASSERT_EQ(tf_program_einsum(p, "ki,kj->ij", 2, ops, nullptr, &xtx), TF_OK);
  ASSERT_EQ(tf_program_eigh(p, xtx, &w, &v), TF_OK);
  ASSERT_EQ(tf_program_reduce(p, TF_REDUCE_SUM, s, 0, nullptr, 0, &l1), TF_OK);
  ASSERT_EQ(tf_program_binary(p, TF_BINARY_MUL, r, r, &t), TF_OK);
  ASSERT_EQ(tf_program_reduce(p, TF_REDUCE_SUM, t, 0, nullptr, 0, &l2), TF_OK);
  ASSERT_EQ(tf_program_reduce(p, TF_REDUCE_SUM, w, 0, nullptr, 0, &l3), TF_OK);
  ASSERT_EQ(tf_program_binary(p, TF_BINARY_ADD, l1, l2, &t), TF_OK);
  ASSERT_EQ(tf_program_binary(p, TF_BINARY_ADD, t, l3, &loss), TF_OK);
  ASSERT_EQ(tf_program_output(p, loss), TF_OK);
  tf_program* g;
  int32_t zero = 0;
  tf_program_vjp_options vo{sizeof vo, 1, 1};
  ASSERT_EQ(tf_program_vjp(p, 1, &zero, 1, &zero, &vo, &g), TF_OK) << tf_last_error();
  tf_prepared* pp;
  ASSERT_EQ(tf_program_prepare(e, g, nullptr, &pp), TF_OK);
  tf_program_release(p);
  tf_program_release(g);
  Mat a(6, 4, 0.3), dx(6, 4, 0);
  double val = 0;
  int64_t none[1] = {0};
  tf_tensor* tv;
  ASSERT_EQ(tf_tensor_wrap(TF_F64, 0, none, nullptr, &val, &tv), TF_OK);
  for (size_t i = 0; i < a.buf.size(); ++i) a.buf[i] += 0.37 * (double)((i * 7) % 5);
  const tf_tensor* in[1] = {a.t};
  tf_tensor* out[2] = {tv, dx.t};
  ASSERT_EQ(tf_program_run(e, pp, in, 1, out, 2), TF_OK) << tf_last_error();
  const uint64_t allocs = tf::mem_alloc_count(), misses = pool_misses(e);
  for (int i = 0; i < 20; ++i) ASSERT_EQ(tf_program_run(e, pp, in, 1, out, 2), TF_OK);
  EXPECT_EQ(tf::mem_alloc_count(), allocs) << "runs allocated";
  EXPECT_EQ(pool_misses(e), misses) << "runs missed the pool";
  tf_tensor_release(tv);
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

}  // namespace

#include "program/program.hpp"
#include "program/transform.hpp"

namespace {

// Two independent chains recorded interleaved (a1 b1 a2 b2 ...): the graph
// must keep them independent (no edge from one chain to the other, even
// though their intermediates share one arena), so both can run at once.
TEST(ProgramGraph, IndependentBranchesStayIndependent) {
  tf_engine* e;
  ASSERT_EQ(tf_engine_create_pooled(2, &e), TF_OK);
  tf_program* p;
  ASSERT_EQ(tf_program_create(&p), TF_OK);
  int64_t s[2] = {64, 64};
  int32_t a, b, w;
  ASSERT_EQ(tf_program_input(p, TF_F64, 2, s, &a), TF_OK);
  ASSERT_EQ(tf_program_input(p, TF_F64, 2, s, &b), TF_OK);
  ASSERT_EQ(tf_program_input(p, TF_F64, 2, s, &w), TF_OK);
  for (int i = 0; i < 5; ++i) {
    ASSERT_EQ(tf_program_matmul(p, a, w, &a), TF_OK);
    ASSERT_EQ(tf_program_matmul(p, b, w, &b), TF_OK);
  }
  ASSERT_EQ(tf_program_output(p, a), TF_OK);
  ASSERT_EQ(tf_program_output(p, b), TF_OK);
  tf_prepare_options o{};
  o.struct_size = sizeof o;
  o.driver = TF_PROGRAM_DRIVER_GRAPH;
  tf_prepared* pp;
  ASSERT_EQ(tf_program_prepare(e, p, &o, &pp), TF_OK);
  tf_program_release(p);
  const tf::prog::Spec& sp = *reinterpret_cast<tf::prog::Prepared*>(pp)->cur;
  ASSERT_EQ(sp.cmds.size(), 10u);
  EXPECT_EQ(sp.width, 2);
  tf_prepared_info info{};
  info.struct_size = sizeof info;
  ASSERT_EQ(tf_prepared_get_info(pp, &info), TF_OK);
  EXPECT_LT(info.arena_bytes, info.intermediate_bytes);  // blocks are still shared
  size_t edges = 0;
  for (int32_t i = 0; i < 10; ++i)
    for (int32_t k = sp.succ_begin[i]; k < sp.succ_begin[i + 1]; ++k, ++edges)
      EXPECT_EQ(i % 2, sp.succ[k] % 2) << "edge " << i << " -> " << sp.succ[k]
                                       << " joins the two chains";
  EXPECT_GE(edges, 8u);  // at least the data edges of both chains
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

// Recomputation in the reverse transform: w = exp(x) is read by the last
// adjoints of the backward sweep (exp's rule and w @ a's); recorded again
// there, it is not kept while the chain's intermediates are, so the arena
// shrinks by w's block, and the gradient is bitwise the same.
TEST(ProgramTransform, RecomputeShrinksArenaSameGradient) {
  tf_engine* e;
  ASSERT_EQ(tf_engine_create_serial(&e), TF_OK);
  tf_program* p;
  ASSERT_EQ(tf_program_create(&p), TF_OK);
  const int64_t n = 32;
  int64_t s[2] = {n, n};
  int32_t x, a, w, m, loss;
  ASSERT_EQ(tf_program_input(p, TF_F64, 2, s, &x), TF_OK);
  ASSERT_EQ(tf_program_input(p, TF_F64, 2, s, &a), TF_OK);
  ASSERT_EQ(tf_program_unary(p, TF_UNARY_EXP, x, &w), TF_OK);
  m = w;
  for (int i = 0; i < 6; ++i) {
    const int32_t ops[2] = {m, a};
    ASSERT_EQ(tf_program_einsum(p, "ij,jk->ik", 2, ops, nullptr, &m), TF_OK);
  }
  ASSERT_EQ(tf_program_reduce(p, TF_REDUCE_SUM, m, 0, nullptr, 0, &loss), TF_OK);
  ASSERT_EQ(tf_program_output(p, loss), TF_OK);
  const auto& f = *reinterpret_cast<const tf::prog::Program*>(p);
  Mat xv(n, n, -0.2), av(n, n, 0.01);
  double val[2];
  std::vector<Mat*> grads;
  size_t arena[2], commands[2];
  for (int rc = 0; rc < 2; ++rc) {
    auto g = std::make_unique<tf::prog::Program>();
    ASSERT_EQ(tf::prog::vjp(f, {0}, {0, 1}, true, true, g.get(), rc == 1), TF_OK)
        << tf_last_error();
    tf_prepared* pp;
    ASSERT_EQ(tf_program_prepare(e, reinterpret_cast<tf_program*>(g.get()), nullptr, &pp), TF_OK)
        << tf_last_error();
    grads.push_back(new Mat(n, n, 0));
    grads.push_back(new Mat(n, n, 0));
    tf_tensor* tv;
    ASSERT_EQ(tf_tensor_wrap(TF_F64, 0, nullptr, nullptr, &val[rc], &tv), TF_OK);
    const tf_tensor* in[2] = {xv.t, av.t};
    tf_tensor* out[3] = {tv, grads[2 * rc]->t, grads[2 * rc + 1]->t};
    ASSERT_EQ(tf_program_run(e, pp, in, 2, out, 3), TF_OK) << tf_last_error();
    tf_prepared_info info{};
    info.struct_size = sizeof info;
    ASSERT_EQ(tf_prepared_get_info(pp, &info), TF_OK);
    arena[rc] = info.arena_bytes;
    commands[rc] = info.commands;
    tf_tensor_release(tv);
    tf_prepared_release(pp);
  }
  EXPECT_EQ(val[0], val[1]);
  EXPECT_EQ(grads[0]->buf, grads[2]->buf);  // bitwise: the same exp, the same order
  EXPECT_EQ(grads[1]->buf, grads[3]->buf);
  EXPECT_LE(arena[1] + n * n * sizeof(double), arena[0])
      << "kept " << arena[0] << " bytes, recomputing " << arena[1];
  EXPECT_EQ(commands[1], commands[0] + 1);  // one more exp
  for (Mat* g : grads) delete g;
  tf_program_release(p);
  tf_engine_destroy(e);
}

}  // namespace
