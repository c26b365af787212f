/*
 * test_planner.c -- the contraction planner through the C API: every
 * optimizer's result against the same network contracted in a naive order,
 * the sliced search's plans within their budget and equal to the naive order,
 * sliced against unsliced (every dtype, conjugation), bitwise repeatable
 * slices, plans as values (read out, bytes round trip, refusal for other
 * shapes), the plan cache (no second search), bad input, and a network of
 * 5,000 operands and 10,000 labels.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "test_util.h"

static uint64_t rng_state = 88172645463325252ull;
static uint64_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}
static double urand(void) { return (double)(rnd() >> 11) / 9007199254740992.0 - 0.5; }

static size_t esize(tf_dtype dt) {
  return dt == TF_F32 ? 4 : dt == TF_F64 ? 8 : dt == TF_C64 ? 8 : 16;
}

/* A random tensor of dtype dt and the given shape (row-major), data owned
 * by the returned tensor. */
static tf_tensor* random_tensor(tf_engine* e, tf_dtype dt, int32_t nd, const int64_t* shape) {
  tf_tensor* t;
  int64_t numel = 1;
  void* p;
  CHECK_OK(tf_tensor_zeros(e, dt, nd, shape, TF_ROW_MAJOR, &t));
  CHECK_OK(tf_tensor_data(t, &p));
  for (int32_t i = 0; i < nd; ++i) numel *= shape[i];
  for (int64_t k = 0; k < numel; ++k) {
    switch (dt) {
      case TF_F32: ((float*)p)[k] = (float)urand(); break;
      case TF_F64: ((double*)p)[k] = urand(); break;
      case TF_C64: ((float*)p)[2 * k] = (float)urand(); ((float*)p)[2 * k + 1] = (float)urand(); break;
      default: ((double*)p)[2 * k] = urand(); ((double*)p)[2 * k + 1] = urand(); break;
    }
  }
  return t;
}

/* Max |a - b| / max(1, max |b|) over two tensors of one shape and dtype. */
static double rel_diff(const tf_tensor* a, const tf_tensor* b, tf_dtype dt) {
  void *pa, *pb;
  int64_t n;
  double m = 0, s = 1;
  CHECK_OK(tf_tensor_data((tf_tensor*)a, &pa));
  CHECK_OK(tf_tensor_data((tf_tensor*)b, &pb));
  CHECK_OK(tf_tensor_numel(a, &n));
  if (dt == TF_C64 || dt == TF_C128) n *= 2;
  for (int64_t k = 0; k < n; ++k) {
    double x = (dt == TF_F32 || dt == TF_C64) ? ((float*)pa)[k] : ((double*)pa)[k];
    double y = (dt == TF_F32 || dt == TF_C64) ? ((float*)pb)[k] : ((double*)pb)[k];
    if (fabs(x - y) > m) m = fabs(x - y);
    if (fabs(y) > s) s = fabs(y);
  }
  return m / s;
}

/* A random network in integer labels: n operands, L labels of extent 2..3,
 * each in 1..3 operands; output: the labels held once, plus a few. */
typedef struct {
  int32_t n, L;
  int32_t nd[12];
  int32_t lab[12][TF_MAX_RANK];
  const int32_t* labp[12];
  int64_t ext[32];
  int32_t out[TF_MAX_RANK], out_nd;
} Net;

static void random_net(Net* net, int32_t n, int32_t L) {
  int32_t count[32] = {0};
  memset(net, 0, sizeof *net);
  net->n = n;
  net->L = L;
  for (int32_t l = 0; l < L; ++l) {
    int32_t holders = 1 + (int32_t)(rnd() % 3), h;
    net->ext[l] = 2 + (int64_t)(rnd() % 2);
    for (h = 0; h < holders; ++h) {
      int32_t i = (int32_t)(rnd() % (uint64_t)n), k, dup = 0;
      for (k = 0; k < net->nd[i]; ++k) dup |= net->lab[i][k] == l;
      if (dup || net->nd[i] >= 6) continue;
      net->lab[i][net->nd[i]++] = l;
      ++count[l];
    }
  }
  for (int32_t i = 0; i < n; ++i) {
    if (net->nd[i] == 0) { net->lab[i][net->nd[i]++] = 0; ++count[0]; }
    net->labp[i] = net->lab[i];
  }
  for (int32_t l = 0; l < L && net->out_nd < 4; ++l)
    if (count[l] == 1 || (count[l] > 1 && rnd() % 8 == 0)) net->out[net->out_nd++] = l;
}

static void make_ops(tf_engine* e, tf_dtype dt, const Net* net, tf_tensor** ops) {
  for (int32_t i = 0; i < net->n; ++i) {
    int64_t shape[TF_MAX_RANK];
    for (int32_t k = 0; k < net->nd[i]; ++k) shape[k] = net->ext[net->lab[i][k]];
    ops[i] = random_tensor(e, dt, net->nd[i], shape);
  }
}

/* The naive order: fold left to right (operand 0 with 1, the result with 2, ...). */
static void naive_path(int32_t n, int32_t* path) {
  for (int32_t k = 0; k < n - 1; ++k) {
    path[2 * k] = 0;
    path[2 * k + 1] = k == 0 ? 1 : n - 1 - k;
  }
}

static tf_einsum_options opts(void) {
  tf_einsum_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  return o;
}

static void test_every_optimizer_matches_naive_order(void** state) {
  tf_engine* e;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  for (int trial = 0; trial < 24; ++trial) {
    Net net;
    tf_tensor* ops[12];
    tf_tensor *ref, *got;
    int32_t path[24];
    tf_einsum_options o = opts();
    random_net(&net, 3 + trial % 6, 6 + trial % 5);
    make_ops(e, TF_F64, &net, ops);
    naive_path(net.n, path);
    o.path = path;
    o.path_len = net.n - 1;
    CHECK_OK(tf_einsum_labels(e, net.n, (const tf_tensor* const*)ops, net.labp, net.out_nd,
                              net.out, &o, &ref));
    for (int32_t opt = 0; opt <= TF_EINSUM_OPT_BISECT; ++opt) {
      tf_einsum_options q = opts();
      q.optimizer = opt;
      q.objective = trial % 3;
      q.time_budget_seconds = 0.02;
      q.seed = (uint64_t)trial;
      CHECK_OK(tf_einsum_labels(e, net.n, (const tf_tensor* const*)ops, net.labp, net.out_nd,
                                net.out, &q, &got));
      assert_true(rel_diff(got, ref, TF_F64) < 1e-12);
      tf_tensor_release(got);
    }
    tf_tensor_release(ref);
    for (int32_t i = 0; i < net.n; ++i) tf_tensor_release(ops[i]);
  }
  tf_engine_destroy(e);
}

/* A 4-cycle with a diagonal coupling: A(i,j,k) B(k,l,m) C(m,n,i) D(j,l,n),
 * every extent x: inputs x^3 elements, the best intermediates x^4. */
static const int32_t ring_lab[4][3] = {{0, 1, 2}, {2, 3, 4}, {4, 5, 0}, {1, 3, 5}};
static void ring_ops(tf_engine* e, tf_dtype dt, int64_t x, tf_tensor** ops,
                     const int32_t** labp) {
  const int64_t sh[3] = {x, x, x};
  for (int i = 0; i < 4; ++i) {
    ops[i] = random_tensor(e, dt, 3, sh);
    labp[i] = ring_lab[i];
  }
}

static void test_sliced_equals_unsliced(void** state) {
  const tf_dtype dts[4] = {TF_F32, TF_F64, TF_C64, TF_C128};
  (void)state;
  for (int d = 0; d < 4; ++d) {
    for (int pooled = 0; pooled < 2; ++pooled) {
      tf_engine* e;
      tf_tensor *ops[4], *ref, *s1, *s2;
      const int32_t* labp[4];
      const uint8_t conj[4] = {0, 1, 0, 1};
      const int32_t out[1] = {1};
      void *p1, *p2;
      int64_t numel;
      tf_einsum_options o = opts();
      tf_einsum_path* path;
      tf_einsum_path_info info;
      if (pooled) {
        CHECK_OK(tf_engine_create_pooled(2, &e));
      } else {
        CHECK_OK(tf_engine_create_serial(&e));
      }
      ring_ops(e, dts[d], 4, ops, labp);
      o.conj = conj;
      CHECK_OK(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o, &ref));
      o.memory_budget_bytes = (int64_t)(64 * esize(dts[d]));
      CHECK_OK(tf_einsum_labels_path_create(e, 4, (const tf_tensor* const*)ops, labp, 1, out,
                                            &o, &path));
      info.struct_size = sizeof info;
      CHECK_OK(tf_einsum_path_info_get(path, &info));
      assert_true(info.nsliced >= 1);
      assert_true(info.log2_largest <= 6.0 + 1e-9);
      assert_true(info.peak_bytes > 0);
      tf_einsum_path_release(path);
      CHECK_OK(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o, &s1));
      CHECK_OK(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o, &s2));
      assert_true(rel_diff(s1, ref, dts[d]) <
                  (dts[d] == TF_F32 || dts[d] == TF_C64 ? 1e-5 : 1e-12));
      CHECK_OK(tf_tensor_data(s1, &p1));
      CHECK_OK(tf_tensor_data(s2, &p2));
      CHECK_OK(tf_tensor_numel(s1, &numel));
      assert_memory_equal(p1, p2, (size_t)numel * esize(dts[d]));
      tf_tensor_release(ref);
      tf_tensor_release(s1);
      tf_tensor_release(s2);
      for (int i = 0; i < 4; ++i) tf_tensor_release(ops[i]);
      tf_engine_destroy(e);
    }
  }
}

/* Slices split across a pooled engine's workers: the ring with extents 12
 * and a budget of one operand gives 12 slices of about 2^15 multiply-adds,
 * too small to split one, 2^19 in all: the call runs them on 2 workers (one
 * parallel region), each into its own partial. Equal to the unsliced
 * contraction, bitwise the same between runs, for f64 and c128 (conj). */
static void test_sliced_across_workers(void** state) {
  const tf_dtype dts[2] = {TF_F64, TF_C128};
  (void)state;
  for (int d = 0; d < 2; ++d) {
    tf_engine* e;
    tf_tensor *ops[4], *ref, *s1, *s2;
    const uint8_t conj[4] = {1, 0, 0, 1};
    const int32_t out[1] = {1};
    const int32_t* labp[4];
    tf_einsum_options o = opts();
    tf_engine_stats st0, st1;
    void *p1, *p2;
    int64_t numel;
    CHECK_OK(tf_engine_create_pooled(2, &e));
    ring_ops(e, dts[d], 12, ops, labp);
    o.conj = conj;
    CHECK_OK(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o, &ref));
    o.memory_budget_bytes = (int64_t)(12 * 12 * 12 * esize(dts[d]));
    st0.struct_size = st1.struct_size = sizeof st0;
    CHECK_OK(tf_engine_get_stats(e, &st0));
    CHECK_OK(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o, &s1));
    CHECK_OK(tf_engine_get_stats(e, &st1));
    assert_int_equal(st1.parallel_regions - st0.parallel_regions, 1);
    CHECK_OK(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o, &s2));
    assert_true(rel_diff(s1, ref, dts[d]) < 1e-12);
    CHECK_OK(tf_tensor_data(s1, &p1));
    CHECK_OK(tf_tensor_data(s2, &p2));
    CHECK_OK(tf_tensor_numel(s1, &numel));
    assert_memory_equal(p1, p2, (size_t)numel * esize(dts[d]));
    {
      /* _acc: out = alpha r + beta out, beta applied once (worker 0) and
       * alpha to every partial. s2 holds r; s1 becomes 2 r + 0.5 r. */
      const tf_scalar two = {2.0, 0.0}, half = {0.5, 0.0};
      tf_tensor* want;
      CHECK_OK(tf_einsum_labels_acc(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o, two,
                                    half, s1));
      CHECK_OK(tf_scale(e, (tf_scalar){2.5, 0.0}, ref, &want));
      assert_true(rel_diff(s1, want, dts[d]) < 1e-12);
      tf_tensor_release(want);
    }
    tf_tensor_release(ref);
    tf_tensor_release(s1);
    tf_tensor_release(s2);
    for (int i = 0; i < 4; ++i) tf_tensor_release(ops[i]);
    tf_engine_destroy(e);
  }
}

/* The sliced search (random greedy and annealing under a memory budget,
 * ops/contraction_order.cpp slice_in_search) on random networks: a budget
 * 8x below the unsliced plan's largest intermediate (but holding every
 * operand and the output, so some slicing fits); every intermediate of the
 * plan fits, and the sliced contraction equals the naive order's result. */
static void test_sliced_search_equals_naive_order(void** state) {
  tf_engine* e;
  int sliced_plans = 0;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  for (int trial = 0; trial < 16; ++trial) {
    Net net;
    tf_tensor* ops[12];
    tf_tensor* ref;
    int32_t path[24];
    double floor_elems = 1;
    tf_einsum_options o = opts();
    random_net(&net, 6 + trial % 6, 12 + trial % 8);
    make_ops(e, TF_F64, &net, ops);
    for (int32_t i = 0; i < net.n; ++i) {
      double numel = 1;
      for (int32_t k = 0; k < net.nd[i]; ++k) numel *= (double)net.ext[net.lab[i][k]];
      if (numel > floor_elems) floor_elems = numel;
    }
    {
      double numel = 1;
      for (int32_t k = 0; k < net.out_nd; ++k) numel *= (double)net.ext[net.out[k]];
      if (numel > floor_elems) floor_elems = numel;
    }
    naive_path(net.n, path);
    o.path = path;
    o.path_len = net.n - 1;
    CHECK_OK(tf_einsum_labels(e, net.n, (const tf_tensor* const*)ops, net.labp, net.out_nd,
                              net.out, &o, &ref));
    for (int32_t opt = TF_EINSUM_OPT_RANDOM_GREEDY; opt <= TF_EINSUM_OPT_BISECT; ++opt) {
      tf_einsum_options q = opts();
      tf_einsum_path* p;
      tf_einsum_path_info info;
      tf_tensor* got;
      double budget;
      q.optimizer = opt;
      q.time_budget_seconds = 0.05;
      q.seed = (uint64_t)trial;
      info.struct_size = sizeof info;
      CHECK_OK(tf_einsum_labels_path_create(e, net.n, (const tf_tensor* const*)ops, net.labp,
                                            net.out_nd, net.out, &q, &p));
      CHECK_OK(tf_einsum_path_info_get(p, &info));
      tf_einsum_path_release(p);
      budget = floor(exp2(info.log2_largest - 3));
      if (budget < floor_elems) budget = floor_elems;
      q.memory_budget_bytes = (int64_t)budget * 8;
      CHECK_OK(tf_einsum_labels_path_create(e, net.n, (const tf_tensor* const*)ops, net.labp,
                                            net.out_nd, net.out, &q, &p));
      CHECK_OK(tf_einsum_path_info_get(p, &info));
      tf_einsum_path_release(p);
      assert_true(info.log2_largest <= log2(budget) + 1e-9);
      sliced_plans += info.nsliced > 0;
      CHECK_OK(tf_einsum_labels(e, net.n, (const tf_tensor* const*)ops, net.labp, net.out_nd,
                                net.out, &q, &got));
      assert_true(rel_diff(got, ref, TF_F64) < 1e-11);
      tf_tensor_release(got);
    }
    tf_tensor_release(ref);
    for (int32_t i = 0; i < net.n; ++i) tf_tensor_release(ops[i]);
  }
  assert_true(sliced_plans >= 8); /* the budgets do make most plans slice */
  tf_engine_destroy(e);
}

/* _acc with slicing: out = alpha * r + beta * out, the slices summed once. */
static void test_sliced_acc(void** state) {
  tf_engine* e;
  tf_tensor *ops[4], *ref, *out;
  const int32_t* labp[4];
  const int32_t outl[1] = {1};
  const int64_t sh[1] = {4};
  double base[4] = {1, 2, 3, 4}, *r;
  void* p;
  tf_einsum_options o = opts();
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  ring_ops(e, TF_F64, 4, ops, labp);
  CHECK_OK(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, outl, NULL, &ref));
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, sh, NULL, base, &out));
  o.memory_budget_bytes = 64 * 8;
  CHECK_OK(tf_einsum_labels_acc(e, 4, (const tf_tensor* const*)ops, labp, 1, outl, &o,
                                (tf_scalar){2, 0}, (tf_scalar){0.5, 0}, out));
  CHECK_OK(tf_tensor_data(ref, &p));
  r = (double*)p;
  for (int k = 0; k < 4; ++k) assert_true(fabs(base[k] - (2 * r[k] + 0.5 * (k + 1))) < 1e-9);
  tf_tensor_release(out);
  tf_tensor_release(ref);
  for (int i = 0; i < 4; ++i) tf_tensor_release(ops[i]);
  tf_engine_destroy(e);
}

static void test_plan_round_trip_and_refusal(void** state) {
  tf_engine* e;
  tf_tensor *ops[4], *ref, *got, *other[4];
  const int32_t* labp[4];
  const int32_t out[1] = {1};
  tf_einsum_options o = opts();
  tf_einsum_path *path, *back;
  tf_einsum_path_info a, b;
  size_t size = 0, size2 = 0;
  unsigned char* bytes;
  int32_t pairs[6], pairs2[6];
  int64_t sl[8], sl2[8];
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  ring_ops(e, TF_F64, 4, ops, labp);
  o.optimizer = TF_EINSUM_OPT_ANNEAL;
  o.time_budget_seconds = 0.05;
  o.memory_budget_bytes = 64 * 8;
  CHECK_OK(tf_einsum_labels_path_create(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o,
                                        &path));
  CHECK_OK(tf_einsum_path_write(path, NULL, 0, &size));
  assert_true(size > 16);
  bytes = malloc(size);
  EXPECT_FAIL(tf_einsum_path_write(path, bytes, size - 1, &size2), TF_ERR_INVALID_ARGUMENT, "cap");
  CHECK_OK(tf_einsum_path_write(path, bytes, size, &size2));
  assert_int_equal(size, size2);
  CHECK_OK(tf_einsum_path_read(bytes, size, &back));
  a.struct_size = sizeof a;
  b.struct_size = sizeof b;
  CHECK_OK(tf_einsum_path_info_get(path, &a));
  CHECK_OK(tf_einsum_path_info_get(back, &b));
  assert_memory_equal(&a, &b, sizeof a);
  assert_int_equal(a.npairs, 3);
  CHECK_OK(tf_einsum_path_pairs(path, pairs, 6));
  CHECK_OK(tf_einsum_path_pairs(back, pairs2, 6));
  assert_memory_equal(pairs, pairs2, sizeof pairs);
  CHECK_OK(tf_einsum_path_sliced(path, sl, a.nsliced));
  CHECK_OK(tf_einsum_path_sliced(back, sl2, b.nsliced));
  assert_memory_equal(sl, sl2, sizeof(int64_t) * (size_t)a.nsliced);
  EXPECT_FAIL(tf_einsum_path_pairs(path, pairs, 5), TF_ERR_INVALID_ARGUMENT, "len");
  /* the plan read back runs the same contraction, bitwise like the search's */
  {
    tf_einsum_options q = opts();
    void *p1, *p2;
    q.plan = back;
    CHECK_OK(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o, &ref));
    CHECK_OK(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &q, &got));
    CHECK_OK(tf_tensor_data(ref, &p1));
    CHECK_OK(tf_tensor_data(got, &p2));
    assert_memory_equal(p1, p2, 4 * sizeof(double));
    tf_tensor_release(got);
    /* with a path as well: refused */
    q.path = pairs;
    q.path_len = 3;
    got = (tf_tensor*)0x1;
    EXPECT_FAIL(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &q, &got),
                TF_ERR_INVALID_ARGUMENT, "options->plan");
    assert_ptr_equal(got, (tf_tensor*)0x1);
  }
  /* another shape: refused, naming the operand and both shapes */
  {
    const int64_t sh5[3] = {5, 4, 4}, sh4[3] = {4, 4, 4};
    tf_einsum_options q = opts();
    q.plan = back;
    other[0] = random_tensor(e, TF_F64, 3, sh5);
    other[1] = random_tensor(e, TF_F64, 3, sh4);
    other[2] = random_tensor(e, TF_F64, 3, sh4);
    other[3] = random_tensor(e, TF_F64, 3, sh4);
    /* labels 0 now has extent 5 in operand 0 but 4 in operand 2: use a
     * network where it is consistent: give C a 5 as well */
    tf_tensor_release(other[2]);
    {
      const int64_t shc[3] = {4, 4, 5};
      other[2] = random_tensor(e, TF_F64, 3, shc);
    }
    got = (tf_tensor*)0x1;
    EXPECT_FAIL(tf_einsum_labels(e, 4, (const tf_tensor* const*)other, labp, 1, out, &q, &got),
                TF_ERR_SHAPE_MISMATCH, "options->plan");
    EXPECT_MSG_CONTAINS("operands[0]");
    EXPECT_MSG_CONTAINS("(4, 4, 4)");
    EXPECT_MSG_CONTAINS("(5, 4, 4)");
    assert_ptr_equal(got, (tf_tensor*)0x1);
    EXPECT_FAIL(tf_einsum_labels(e, 3, (const tf_tensor* const*)other, labp, 1, out, &q, &got),
                TF_ERR_INVALID_ARGUMENT, "options->plan");
    for (int i = 0; i < 4; ++i) tf_tensor_release(other[i]);
  }
  /* damaged bytes: refused, *path untouched */
  {
    tf_einsum_path* x = (tf_einsum_path*)0x1;
    bytes[size / 2] ^= 0x40;
    EXPECT_FAIL(tf_einsum_path_read(bytes, size, &x), TF_ERR_INVALID_ARGUMENT, "buf");
    assert_ptr_equal(x, (tf_einsum_path*)0x1);
    bytes[size / 2] ^= 0x40;
    EXPECT_FAIL(tf_einsum_path_read(bytes, size - 3, &x), TF_ERR_INVALID_ARGUMENT, "buf");
    EXPECT_FAIL(tf_einsum_path_read("nope", 4, &x), TF_ERR_INVALID_ARGUMENT, "buf");
    assert_ptr_equal(x, (tf_einsum_path*)0x1);
  }
  free(bytes);
  tf_einsum_path_release(path);
  tf_einsum_path_release(back);
  tf_einsum_path_release(NULL);
  tf_tensor_release(ref);
  for (int i = 0; i < 4; ++i) tf_tensor_release(ops[i]);
  tf_engine_destroy(e);
}

/* A plan from a network with a sliced label given to one without it. */
static void test_plan_slicing_a_missing_label(void** state) {
  tf_engine* e;
  tf_tensor *ops[4], *got = (tf_tensor*)0x1;
  const int32_t* labp[4];
  const int32_t out[1] = {1};
  int32_t relab[4][3];
  const int32_t* relabp[4];
  tf_einsum_options o = opts(), q = opts();
  tf_einsum_path* path;
  tf_einsum_path_info info;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  ring_ops(e, TF_F64, 4, ops, labp);
  o.memory_budget_bytes = 64 * 8;
  CHECK_OK(tf_einsum_labels_path_create(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o,
                                        &path));
  info.struct_size = sizeof info;
  CHECK_OK(tf_einsum_path_info_get(path, &info));
  assert_true(info.nsliced >= 1);
  /* the same shapes with every summed label renamed (+100) */
  for (int i = 0; i < 4; ++i) {
    for (int k = 0; k < 3; ++k) relab[i][k] = ring_lab[i][k] == 1 ? 1 : ring_lab[i][k] + 100;
    relabp[i] = relab[i];
  }
  q.plan = path;
  EXPECT_FAIL(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, relabp, 1, out, &q, &got),
              TF_ERR_INVALID_ARGUMENT, "options->plan");
  EXPECT_MSG_CONTAINS("not in the network");
  assert_ptr_equal(got, (tf_tensor*)0x1);
  tf_einsum_path_release(path);
  for (int i = 0; i < 4; ++i) tf_tensor_release(ops[i]);
  tf_engine_destroy(e);
}

/* TF_EINSUM_OPT_BISECT on a 6x6 lattice of random 2x2..2x2x2x2 tensors
 * (bond 2, open boundary, the scalar partition function): the same value as
 * the default optimizer's order, with both objectives; 6 is refused. */
static void test_bisect_matches_default(void** state) {
  tf_engine* e;
  tf_tensor *ops[36], *ref, *got;
  int32_t lab[36][4], nd[36] = {0};
  const int32_t* labp[36];
  int32_t next = 0;
  tf_einsum_options o = opts();
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  for (int r = 0; r < 6; ++r)
    for (int c = 0; c < 6; ++c) {
      if (c + 1 < 6) { lab[r * 6 + c][nd[r * 6 + c]++] = next; lab[r * 6 + c + 1][nd[r * 6 + c + 1]++] = next++; }
      if (r + 1 < 6) { lab[r * 6 + c][nd[r * 6 + c]++] = next; lab[r * 6 + c + 6][nd[r * 6 + c + 6]++] = next++; }
    }
  for (int i = 0; i < 36; ++i) {
    const int64_t sh[4] = {2, 2, 2, 2};
    ops[i] = random_tensor(e, TF_F64, nd[i], sh);
    labp[i] = lab[i];
  }
  CHECK_OK(tf_einsum_labels(e, 36, (const tf_tensor* const*)ops, labp, 0, NULL, &o, &ref));
  for (int32_t objective = 0; objective <= TF_EINSUM_OBJECTIVE_SIZE; ++objective) {
    tf_einsum_options q = opts();
    q.optimizer = TF_EINSUM_OPT_BISECT;
    q.objective = objective;
    q.time_budget_seconds = 0.05;
    CHECK_OK(tf_einsum_labels(e, 36, (const tf_tensor* const*)ops, labp, 0, NULL, &q, &got));
    assert_true(rel_diff(got, ref, TF_F64) < 1e-12);
    tf_tensor_release(got);
    q.optimizer = 6;
    got = (tf_tensor*)0x1;
    EXPECT_FAIL(tf_einsum_labels(e, 36, (const tf_tensor* const*)ops, labp, 0, NULL, &q, &got),
                TF_ERR_INVALID_ARGUMENT, "options->optimizer");
    assert_ptr_equal(got, (tf_tensor*)0x1);
  }
  tf_tensor_release(ref);
  for (int i = 0; i < 36; ++i) tf_tensor_release(ops[i]);
  tf_engine_destroy(e);
}

static void test_bad_input(void** state) {
  tf_engine* e;
  tf_tensor *ops[4], *got = (tf_tensor*)0x1;
  const int32_t* labp[4];
  const int32_t out[1] = {1};
  int32_t path[6] = {0, 1, 0, 7, 0, 1};
  tf_einsum_path* pp = (tf_einsum_path*)0x1;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  ring_ops(e, TF_F64, 4, ops, labp);
#define RUN(o) tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &(o), &got)
  {
    tf_einsum_options o = opts();
    o.optimizer = TF_EINSUM_OPT_BISECT + 1;
    EXPECT_FAIL(RUN(o), TF_ERR_INVALID_ARGUMENT, "options->optimizer");
    o.optimizer = -1;
    EXPECT_FAIL(RUN(o), TF_ERR_INVALID_ARGUMENT, "options->optimizer");
    EXPECT_FAIL(tf_einsum_labels_path_create(e, 4, (const tf_tensor* const*)ops, labp, 1, out,
                                             &o, &pp),
                TF_ERR_INVALID_ARGUMENT, "options->optimizer");
    assert_ptr_equal(pp, (tf_einsum_path*)0x1);
  }
  {
    tf_einsum_options o = opts();
    o.objective = 3;
    EXPECT_FAIL(RUN(o), TF_ERR_INVALID_ARGUMENT, "options->objective");
  }
  {
    tf_einsum_options o = opts();
    o.time_budget_seconds = -1;
    EXPECT_FAIL(RUN(o), TF_ERR_INVALID_ARGUMENT, "options->time_budget_seconds");
    o.time_budget_seconds = 1e30;
    EXPECT_FAIL(RUN(o), TF_ERR_INVALID_ARGUMENT, "options->time_budget_seconds");
    o.time_budget_seconds = NAN;
    EXPECT_FAIL(RUN(o), TF_ERR_INVALID_ARGUMENT, "options->time_budget_seconds");
  }
  {
    tf_einsum_options o = opts();
    o.memory_budget_bytes = -8;
    EXPECT_FAIL(RUN(o), TF_ERR_INVALID_ARGUMENT, "options->memory_budget_bytes");
    o.memory_budget_bytes = 100; /* below the 512 bytes of an operand */
    EXPECT_FAIL(RUN(o), TF_ERR_INVALID_ARGUMENT, "options->memory_budget_bytes");
    EXPECT_MSG_CONTAINS("operands[0]");
    o.memory_budget_bytes = INT64_MAX; /* absurdly large: no slicing needed, runs */
    CHECK_OK(RUN(o));
    tf_tensor_release(got);
    got = (tf_tensor*)0x1;
  }
  {
    tf_einsum_options o = opts();
    o.path = path;
    o.path_len = 3;
    EXPECT_FAIL(RUN(o), TF_ERR_INVALID_ARGUMENT, "options->path");
    EXPECT_MSG_CONTAINS("7");
  }
  {
    /* a semiring contraction cannot slice */
    tf_einsum_options o = opts();
    o.semiring = TF_SEMIRING_MAX_PLUS;
    o.memory_budget_bytes = 64 * 8;
    EXPECT_FAIL(RUN(o), TF_ERR_UNSUPPORTED, "options->memory_budget_bytes");
  }
  assert_ptr_equal(got, (tf_tensor*)0x1);
#undef RUN
  for (int i = 0; i < 4; ++i) tf_tensor_release(ops[i]);
  tf_engine_destroy(e);
}

/* A searched plan is cached: the repeat finds it (a plan hit, no search). */
static void test_search_is_cached(void** state) {
  tf_engine* e;
  tf_tensor *ops[4], *got;
  const int32_t* labp[4];
  const int32_t out[1] = {1};
  tf_engine_stats s0, s1;
  tf_einsum_options o = opts();
  tf_einsum_path* path;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  ring_ops(e, TF_F64, 4, ops, labp);
  o.optimizer = TF_EINSUM_OPT_ANNEAL;
  o.time_budget_seconds = 0.2;
  CHECK_OK(tf_einsum_labels_path_create(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o,
                                        &path));
  s0.struct_size = sizeof s0;
  CHECK_OK(tf_engine_get_stats(e, &s0));
  CHECK_OK(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o, &got));
  tf_tensor_release(got);
  CHECK_OK(tf_einsum_labels(e, 4, (const tf_tensor* const*)ops, labp, 1, out, &o, &got));
  tf_tensor_release(got);
  s1.struct_size = sizeof s1;
  CHECK_OK(tf_engine_get_stats(e, &s1));
  assert_int_equal(s1.plan_misses, s0.plan_misses);
  assert_true(s1.plan_hits >= s0.plan_hits + 2);
  tf_einsum_path_release(path);
  for (int i = 0; i < 4; ++i) tf_tensor_release(ops[i]);
  tf_engine_destroy(e);
}

/* 5,000 operands, 10,000 labels: a ring of 4x4 permutation matrices, each
 * with its row and column split into two labels of extent 2:
 * T_i(a_i, b_i, a_{i+1}, b_{i+1}). The trace of the product counts the
 * fixed points of the composed permutation (exact in floating point). */
static void test_five_thousand_operands(void** state) {
  enum { N = 5000 };
  tf_engine* e;
  tf_tensor** ops = malloc(sizeof(tf_tensor*) * N);
  int32_t(*lab)[4] = malloc(sizeof(int32_t[4]) * N);
  const int32_t** labp = malloc(sizeof(int32_t*) * N);
  int perm[N][4], comp[4] = {0, 1, 2, 3}, fixed = 0;
  tf_tensor* got;
  const int64_t sh[4] = {2, 2, 2, 2};
  void* p;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  for (int i = 0; i < N; ++i) {
    double* d;
    for (int k = 0; k < 4; ++k) perm[i][k] = k;
    for (int k = 3; k > 0; --k) {
      int j = (int)(rnd() % (uint64_t)(k + 1)), t = perm[i][k];
      perm[i][k] = perm[i][j];
      perm[i][j] = t;
    }
    CHECK_OK(tf_tensor_zeros(e, TF_F64, 4, sh, TF_ROW_MAJOR, &ops[i]));
    CHECK_OK(tf_tensor_data(ops[i], &p));
    d = (double*)p;
    for (int r = 0; r < 4; ++r) d[r * 4 + perm[i][r]] = 1; /* row r -> column perm(r) */
    lab[i][0] = 2 * i;
    lab[i][1] = 2 * i + 1;
    lab[i][2] = (2 * i + 2) % (2 * N);
    lab[i][3] = (2 * i + 3) % (2 * N);
    labp[i] = lab[i];
  }
  for (int i = 0; i < N; ++i)
    for (int k = 0; k < 4; ++k) comp[k] = perm[i][comp[k]];
  for (int k = 0; k < 4; ++k) fixed += comp[k] == k;
  CHECK_OK(tf_einsum_labels(e, N, (const tf_tensor* const*)ops, labp, 0, NULL, NULL, &got));
  CHECK_OK(tf_tensor_data(got, &p));
  assert_true(*(double*)p == (double)fixed);
  tf_tensor_release(got);
  /* the repeat is a plan hit */
  {
    tf_engine_stats s0, s1;
    s0.struct_size = s1.struct_size = sizeof s0;
    CHECK_OK(tf_engine_get_stats(e, &s0));
    CHECK_OK(tf_einsum_labels(e, N, (const tf_tensor* const*)ops, labp, 0, NULL, NULL, &got));
    CHECK_OK(tf_engine_get_stats(e, &s1));
    assert_int_equal(s1.plan_misses, s0.plan_misses);
    tf_tensor_release(got);
  }
  for (int i = 0; i < N; ++i) tf_tensor_release(ops[i]);
  free(ops);
  free(lab);
  free(labp);
  tf_engine_destroy(e);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_every_optimizer_matches_naive_order),
      cmocka_unit_test(test_sliced_equals_unsliced),
      cmocka_unit_test(test_sliced_across_workers),
      cmocka_unit_test(test_sliced_search_equals_naive_order),
      cmocka_unit_test(test_sliced_acc),
      cmocka_unit_test(test_plan_round_trip_and_refusal),
      cmocka_unit_test(test_plan_slicing_a_missing_label),
      cmocka_unit_test(test_bisect_matches_default),
      cmocka_unit_test(test_bad_input),
      cmocka_unit_test(test_search_is_cached),
      cmocka_unit_test(test_five_thousand_operands),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
