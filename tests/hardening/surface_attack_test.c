/*
 * surface_attack_test.c -- the reproducers of the attack on the surface added
 * since the last hardening (issue 35): plans read from bytes, derivative
 * rules and program transforms. Each test fails (crash, sanitizer report,
 * wrong status or unwritten output) on the code before its fix.
 *
 *   plan_slices_empty_label    a read plan slicing the extent-0 label of a
 *                              2x0 @ 0x2 network: zeros, no division by 0
 *   plan_slices_absent_label   a read plan slicing a letter the subscripts
 *                              do not use: refused, out untouched
 *   rule_operand_limit         einsum JVPs of 65 operands: TF_ERR_UNSUPPORTED
 *                              naming n (they wrote past 64-entry arrays),
 *                              64 operands: the right tangent
 *   rule_path_checked          einsum VJP / JVP (all tangents NULL) refuse
 *                              an options->path that tf_einsum refuses
 *   transform_one_operand      tf_program_vjp / tf_program_jvp of a program
 *                              with a one-operand einsum (ASan: they read a
 *                              second operand slot that does not exist)
 *   transform_counts           a count of SIZE_MAX chosen outputs or inputs:
 *                              TF_ERR_INVALID_ARGUMENT naming the count
 *   program_einsum_rank0       tf_program_einsum("") of a rank-0 operand is
 *                              recorded and runs as tf_einsum("")
 *   linalg_rules_broadcast     the linear-algebra rules read zero-stride
 *                              (broadcast) primal results, cotangents and
 *                              tangents: a batch of 3 identical items as
 *                              stride-0 views gives the single item's
 *                              result 3 times (they were refused as "cannot
 *                              be written")
 *   reshape_vjp_overflow       tf_reshape_vjp to a shape whose element count
 *                              overflows int64 ({2^62 + 1, 4} wrapped to 4):
 *                              refused naming shape, as tf_reshape_view
 *   plan_counts_overflow       counts of INT32_MAX pairs or sliced labels in
 *                              plan bytes: refused as malformed (UBSan: no
 *                              int32 overflow while reading them)
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tenferro.h"
#include "test_util.h"

static double* data_f64(const tf_tensor* t) {
  void* p = NULL;
  CHECK_OK(tf_tensor_data(t, &p));
  return (double*)p;
}

/* ------------------------------------------------ crafted plan bytes
 * The byte form of tf_einsum_path_write (ops/einsum_path.cpp), written here
 * independently so that a test can say what a crafted plan holds. */
typedef struct {
  unsigned char b[1024];
  size_t n;
} bytes;

static void put(bytes* w, uint64_t v, int k) {
  int i;
  for (i = 0; i < k; ++i) w->b[w->n++] = (unsigned char)(v >> (8 * i));
}
static void put_f64(bytes* w, double d) {
  uint64_t v;
  memcpy(&v, &d, 8);
  put(w, v, 8);
}
static void seal(bytes* w) { /* FNV-1a of every byte before it */
  uint64_t h = 1469598103934665603ull;
  size_t i;
  for (i = 0; i < w->n; ++i) h = (h ^ w->b[i]) * 1099511628211ull;
  put(w, h, 8);
}

/* A plan of two rank-2 operands sa, sb, the pair (0, 1), the sliced labels
 * sliced[0..ns), then pair_count (normally 1) overriding the pair count. */
static void plan2(bytes* w, const int64_t* sa, const int64_t* sb, int32_t pair_count,
                  const int64_t* sliced, int32_t ns) {
  int32_t k;
  w->n = 0;
  memcpy(w->b, "TFEP", 4);
  w->n = 4;
  put(w, 1, 4); /* version */
  put(w, 2, 4); /* n */
  put(w, 2, 4);
  put(w, (uint64_t)sa[0], 8);
  put(w, (uint64_t)sa[1], 8);
  put(w, 2, 4);
  put(w, (uint64_t)sb[0], 8);
  put(w, (uint64_t)sb[1], 8);
  put(w, (uint32_t)pair_count, 4);
  put(w, 0, 4);
  put(w, 1, 4);
  put(w, (uint32_t)ns, 4);
  for (k = 0; k < ns; ++k) put(w, (uint64_t)sliced[k], 8);
  put_f64(w, 1.0);
  put_f64(w, 1.0);
  put_f64(w, 1.0);
  put(w, 0, 8);
  seal(w);
}

static tf_einsum_path* read_plan(const bytes* w) {
  tf_einsum_path* p = NULL;
  CHECK_OK(tf_einsum_path_read(w->b, w->n, &p));
  return p;
}

static tf_einsum_options plan_options(const tf_einsum_path* p) {
  tf_einsum_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.plan = p;
  return o;
}

/* ------------------------------------------- 1. slicing an extent-0 label */
static void plan_slices_empty_label(void** state) {
  tf_engine* e = (tf_engine*)*state;
  const int64_t sa[2] = {2, 0}, sb[2] = {0, 2}, so[2] = {2, 2}, j = 'j';
  bytes w;
  plan2(&w, sa, sb, 1, &j, 1);
  tf_einsum_path* p = read_plan(&w);
  tf_einsum_options o = plan_options(p);
  tf_tensor* a = tu_wrap(TF_F64, 2, sa, NULL, NULL);
  tf_tensor* b = tu_wrap(TF_F64, 2, sb, NULL, NULL);
  const tf_tensor* ab[2] = {a, b};
  double out[4] = {7, 7, 7, 7};
  tf_tensor* to = tu_wrap(TF_F64, 2, so, NULL, out);
  tf_tensor* r = NULL;
  int i;
  /* an empty sum: every element 0 (the sliced label has no value to run) */
  CHECK_OK(tf_einsum_into(e, "ij,jk->ik", 2, ab, &o, to));
  for (i = 0; i < 4; ++i) assert_true(out[i] == 0.0);
  /* out = alpha * 0 + beta * out */
  for (i = 0; i < 4; ++i) out[i] = 1.5;
  CHECK_OK(tf_einsum_acc(e, "ij,jk->ik", 2, ab, &o, (tf_scalar){1, 0}, (tf_scalar){2, 0}, to));
  for (i = 0; i < 4; ++i) assert_true(out[i] == 3.0);
  CHECK_OK(tf_einsum(e, "ij,jk->ik", 2, ab, &o, &r));
  for (i = 0; i < 4; ++i) assert_true(data_f64(r)[i] == 0.0);
  tf_tensor_release(r);
  tf_tensor_release(to);
  tf_tensor_release(a);
  tf_tensor_release(b);
  tf_einsum_path_release(p);
}

/* ------------------------------------- 2. slicing a label not in the call */
static void plan_slices_absent_label(void** state) {
  tf_engine* e = (tf_engine*)*state;
  const int64_t sa[2] = {2, 3}, sb[2] = {3, 2}, so[2] = {2, 2}, j = 'j', z = 'z';
  double va[6] = {1, 2, 3, 4, 5, 6}, vb[6] = {1, -1, 2, 0, 0.5, 3};
  tf_tensor* a = tu_wrap(TF_F64, 2, sa, NULL, va);
  tf_tensor* b = tu_wrap(TF_F64, 2, sb, NULL, vb);
  const tf_tensor* ab[2] = {a, b};
  double out[4];
  tf_tensor* to = tu_wrap(TF_F64, 2, so, NULL, out);
  tf_tensor* r = (tf_tensor*)0x1;
  bytes w;
  int i, k, m;
  /* control: the crafted bytes slicing the summed 'j' give the product */
  {
    plan2(&w, sa, sb, 1, &j, 1);
    tf_einsum_path* p = read_plan(&w);
    tf_einsum_options o = plan_options(p);
    CHECK_OK(tf_einsum_into(e, "ij,jk->ik", 2, ab, &o, to));
    for (i = 0; i < 2; ++i)
      for (m = 0; m < 2; ++m) {
        double s = 0;
        for (k = 0; k < 3; ++k) s += va[i * 3 + k] * vb[k * 2 + m];
        assert_true(fabs(out[i * 2 + m] - s) <= 1e-12);
      }
    tf_einsum_path_release(p);
  }
  /* 'z' is no label of "ij,jk->ik": refused, nothing written */
  plan2(&w, sa, sb, 1, &z, 1);
  tf_einsum_path* p = read_plan(&w);
  tf_einsum_options o = plan_options(p);
  fill_canary(out, sizeof out);
  EXPECT_FAIL(tf_einsum_into(e, "ij,jk->ik", 2, ab, &o, to), TF_ERR_INVALID_ARGUMENT, "plan");
  EXPECT_MSG_CONTAINS("122"); /* the label, as the call names it */
  assert_true(is_canary(out, sizeof out));
  EXPECT_FAIL(tf_einsum(e, "ij,jk->ik", 2, ab, &o, &r), TF_ERR_INVALID_ARGUMENT, "plan");
  assert_ptr_equal(r, (tf_tensor*)0x1);
  tf_einsum_path_release(p);
  tf_tensor_release(to);
  tf_tensor_release(a);
  tf_tensor_release(b);
}

/* ------------------------------------- 3. more operands than rules take */
/* "->" preceded by n - 1 commas: n rank-0 operands, their product. */
static void scalar_subscripts(char* s, int32_t n) {
  int32_t i;
  for (i = 0; i + 1 < n; ++i) s[i] = ',';
  strcpy(s + (n > 0 ? n - 1 : 0), "->");
}

static void rule_operand_limit(void** state) {
  tf_engine* e = (tf_engine*)*state;
  enum { N = 65 };
  double x[N], t[N], dv = -1.0;
  tf_tensor *xs[N], *ts[N], *d = (tf_tensor*)0x1, *dt = tu_wrap(TF_F64, 0, NULL, NULL, &dv);
  const int32_t* labels[N];
  char sub[N + 4];
  int32_t i;
  for (i = 0; i < N; ++i) {
    x[i] = 1.0 + i / 64.0;
    t[i] = (i % 3) - 1.0;
    xs[i] = tu_wrap(TF_F64, 0, NULL, NULL, &x[i]);
    ts[i] = tu_wrap(TF_F64, 0, NULL, NULL, &t[i]);
    labels[i] = NULL; /* rank 0: no labels */
  }
  scalar_subscripts(sub, N);
  /* tf_einsum takes 65 operands; the rules take 64 (tenferro.h) */
  CHECK_OK(tf_einsum(e, sub, N, (const tf_tensor* const*)xs, NULL, &d));
  tf_tensor_release(d);
  d = (tf_tensor*)0x1;
  EXPECT_FAIL(tf_einsum_jvp(e, sub, N, (const tf_tensor* const*)xs, NULL,
                            (const tf_tensor* const*)ts, &d),
              TF_ERR_UNSUPPORTED, "n");
  EXPECT_MSG_CONTAINS("64");
  assert_ptr_equal(d, (tf_tensor*)0x1);
  EXPECT_FAIL(tf_einsum_jvp_into(e, sub, N, (const tf_tensor* const*)xs, NULL,
                                 (const tf_tensor* const*)ts, dt),
              TF_ERR_UNSUPPORTED, "n");
  EXPECT_FAIL(tf_einsum_labels_jvp(e, N, (const tf_tensor* const*)xs, labels, 0, NULL, NULL,
                                   (const tf_tensor* const*)ts, &d),
              TF_ERR_UNSUPPORTED, "n");
  EXPECT_FAIL(tf_einsum_labels_jvp_into(e, N, (const tf_tensor* const*)xs, labels, 0, NULL, NULL,
                                        (const tf_tensor* const*)ts, dt),
              TF_ERR_UNSUPPORTED, "n");
  assert_ptr_equal(d, (tf_tensor*)0x1);
  assert_true(dv == -1.0);
  /* 64 operands: d = sum_i t_i prod_{j != i} x_j */
  {
    double want = 0;
    int32_t k;
    for (i = 0; i < N - 1; ++i) {
      double p = t[i];
      for (k = 0; k < N - 1; ++k)
        if (k != i) p *= x[k];
      want += p;
    }
    scalar_subscripts(sub, N - 1);
    CHECK_OK(tf_einsum_jvp_into(e, sub, N - 1, (const tf_tensor* const*)xs, NULL,
                                (const tf_tensor* const*)ts, dt));
    assert_true(fabs(dv - want) <= 1e-12 * fabs(want));
    dv = -1.0;
    CHECK_OK(tf_einsum_labels_jvp_into(e, N - 1, (const tf_tensor* const*)xs, labels, 0, NULL,
                                       NULL, (const tf_tensor* const*)ts, dt));
    assert_true(fabs(dv - want) <= 1e-12 * fabs(want));
  }
  for (i = 0; i < N; ++i) {
    tf_tensor_release(xs[i]);
    tf_tensor_release(ts[i]);
  }
  tf_tensor_release(dt);
}

/* ------------------------------------------ 6. the rules' options->path */
static void rule_path_checked(void** state) {
  tf_engine* e = (tf_engine*)*state;
  const int64_t sa[2] = {2, 3}, sb[2] = {3, 2}, so[2] = {2, 2};
  double va[6] = {1, 2, 3, 4, 5, 6}, vb[6] = {1, -1, 2, 0, 0.5, 3}, vc[4] = {1, 0, 0, 1};
  double vda[6], vdb[6], vd[4];
  tf_tensor* a = tu_wrap(TF_F64, 2, sa, NULL, va);
  tf_tensor* b = tu_wrap(TF_F64, 2, sb, NULL, vb);
  tf_tensor* ct = tu_wrap(TF_F64, 2, so, NULL, vc);
  tf_tensor* da = tu_wrap(TF_F64, 2, sa, NULL, vda);
  tf_tensor* db = tu_wrap(TF_F64, 2, sb, NULL, vdb);
  tf_tensor* d = tu_wrap(TF_F64, 2, so, NULL, vd);
  const tf_tensor* ab[2] = {a, b};
  tf_tensor* const into[2] = {da, db};
  tf_tensor *ra = (tf_tensor*)0x1, *r = (tf_tensor*)0x1;
  tf_tensor** const alloc[2] = {&ra, NULL};
  const int32_t la[2] = {0, 1}, lb[2] = {1, 2}, lo[2] = {0, 2};
  const int32_t* labels[2] = {la, lb};
  /* a bad position; a pair naming one position twice; 3 pairs for 2 operands */
  int32_t bad_pos[6] = {0, 5, 0, 1, 0, 1}, twice[6] = {1, 1, 0, 1, 0, 1}, good[2] = {1, 0};
  const struct {
    const int32_t* path;
    int32_t len;
    const char* arg;
  } bad[3] = {{bad_pos, 1, "options->path[1]"}, {twice, 1, "options->path[1]"},
              {bad_pos, 3, "options->path_len"}};
  tf_einsum_options o;
  int k;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  for (k = 0; k < 3; ++k) {
    o.path = bad[k].path;
    o.path_len = bad[k].len;
    EXPECT_FAIL(tf_einsum(e, "ij,jk->ik", 2, ab, &o, &r), TF_ERR_INVALID_ARGUMENT, bad[k].arg);
    fill_canary(vda, sizeof vda);
    fill_canary(vdb, sizeof vdb);
    fill_canary(vd, sizeof vd);
    EXPECT_FAIL(tf_einsum_vjp(e, "ij,jk->ik", 2, ab, &o, ct, alloc), TF_ERR_INVALID_ARGUMENT,
                bad[k].arg);
    EXPECT_FAIL(tf_einsum_vjp_into(e, "ij,jk->ik", 2, ab, &o, ct, into),
                TF_ERR_INVALID_ARGUMENT, bad[k].arg);
    EXPECT_FAIL(tf_einsum_labels_vjp_into(e, 2, ab, labels, 2, lo, &o, ct, into),
                TF_ERR_INVALID_ARGUMENT, bad[k].arg);
    EXPECT_FAIL(tf_einsum_jvp(e, "ij,jk->ik", 2, ab, &o, NULL, &r), TF_ERR_INVALID_ARGUMENT,
                bad[k].arg);
    EXPECT_FAIL(tf_einsum_jvp_into(e, "ij,jk->ik", 2, ab, &o, NULL, d), TF_ERR_INVALID_ARGUMENT,
                bad[k].arg);
    EXPECT_FAIL(tf_einsum_labels_jvp_into(e, 2, ab, labels, 2, lo, &o, NULL, d),
                TF_ERR_INVALID_ARGUMENT, bad[k].arg);
    assert_true(is_canary(vda, sizeof vda) && is_canary(vdb, sizeof vdb));
    assert_true(is_canary(vd, sizeof vd));
    assert_ptr_equal(ra, (tf_tensor*)0x1);
    assert_ptr_equal(r, (tf_tensor*)0x1);
  }
  /* control: a valid path is taken; with ct = I, da = ct b^T = b^T */
  o.path = good;
  o.path_len = 1;
  CHECK_OK(tf_einsum_vjp_into(e, "ij,jk->ik", 2, ab, &o, ct, into));
  for (k = 0; k < 6; ++k) assert_true(vda[k] == vb[(k % 3) * 2 + k / 3]);
  CHECK_OK(tf_einsum_jvp_into(e, "ij,jk->ik", 2, ab, &o, NULL, d));
  for (k = 0; k < 4; ++k) assert_true(vd[k] == 0.0);
  tf_tensor_release(a);
  tf_tensor_release(b);
  tf_tensor_release(ct);
  tf_tensor_release(da);
  tf_tensor_release(db);
  tf_tensor_release(d);
}

/* -------------------------------------------------- programs: helpers */
static int32_t input(tf_program* p, int32_t nd, const int64_t* s) {
  int32_t slot = -1;
  CHECK_OK(tf_program_input(p, TF_F64, nd, s, &slot));
  return slot;
}

/* Runs program p (allocating outputs) on nin inputs into nout outputs. */
static void run_program(tf_engine* e, const tf_program* p, const tf_tensor* const* in,
                        size_t nin, tf_tensor** out, size_t nout) {
  tf_prepared* pp = NULL;
  CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
  CHECK_OK(tf_program_run_alloc(e, pp, in, nin, out, nout));
  tf_prepared_release(pp);
}

/* ------------------------------- 4. transforms of a one-operand einsum */
static void transform_one_operand(void** state) {
  tf_engine* e = (tf_engine*)*state;
  const int64_t s23[2] = {2, 3}, s32[2] = {3, 2};
  double vx[6] = {1, 2, 3, 4, 5, 6}, vg[6] = {0.5, -1, 2, 3, -4, 0.25};
  tf_tensor* x = tu_wrap(TF_F64, 2, s23, NULL, vx);
  tf_tensor* g = tu_wrap(TF_F64, 2, s32, NULL, vg); /* a cotangent of y, a tangent of x */
  tf_tensor* t = tu_wrap(TF_F64, 2, s23, NULL, vg);
  tf_program *f = NULL, *b = NULL, *fj = NULL;
  const int32_t zero[1] = {0};
  int32_t sx, sy, sl, i, k;
  /* y = x^T, in the string and the labels form */
  for (sl = 0; sl < 2; ++sl) {
    const int32_t lx[2] = {0, 1}, ly[2] = {1, 0};
    const int32_t* labels[1] = {lx};
    CHECK_OK(tf_program_create(&f));
    sx = input(f, 2, s23);
    if (sl == 0) CHECK_OK(tf_program_einsum(f, "ij->ji", 1, &sx, NULL, &sy));
    else CHECK_OK(tf_program_einsum_labels(f, 1, &sx, labels, 2, ly, NULL, &sy));
    CHECK_OK(tf_program_output(f, sy));
    /* reverse: x_bar = g^T */
    CHECK_OK(tf_program_vjp(f, 1, zero, 1, zero, NULL, &b));
    {
      const tf_tensor* in[2] = {x, g};
      tf_tensor* out[1] = {NULL};
      run_program(e, b, in, 2, out, 1);
      for (i = 0; i < 2; ++i)
        for (k = 0; k < 3; ++k) assert_true(data_f64(out[0])[i * 3 + k] == vg[k * 2 + i]);
      tf_tensor_release(out[0]);
    }
    /* forward: y_dot = t^T, next to y = x^T */
    CHECK_OK(tf_program_jvp(f, 1, zero, &fj));
    {
      const tf_tensor* in[2] = {x, t};
      tf_tensor* out[2] = {NULL, NULL};
      run_program(e, fj, in, 2, out, 2);
      for (i = 0; i < 3; ++i)
        for (k = 0; k < 2; ++k) {
          assert_true(data_f64(out[0])[i * 2 + k] == vx[k * 3 + i]);
          assert_true(data_f64(out[1])[i * 2 + k] == vg[k * 3 + i]);
        }
      tf_tensor_release(out[0]);
      tf_tensor_release(out[1]);
    }
    tf_program_release(f);
    tf_program_release(b);
    tf_program_release(fj);
  }
  tf_tensor_release(x);
  tf_tensor_release(g);
  tf_tensor_release(t);
}

/* --------------------------------------------- 8. transform counts */
static void transform_counts(void** state) {
  (void)state;
  const int64_t s2[1] = {2};
  tf_program *f = NULL, *r = (tf_program*)0x1;
  const int32_t zero[1] = {0};
  int32_t sx, sy;
  CHECK_OK(tf_program_create(&f));
  sx = input(f, 1, s2);
  CHECK_OK(tf_program_unary(f, TF_UNARY_NEG, sx, &sy));
  CHECK_OK(tf_program_output(f, sy));
  EXPECT_FAIL(tf_program_vjp(f, SIZE_MAX, zero, 1, zero, NULL, &r), TF_ERR_INVALID_ARGUMENT,
              "num_outputs");
  EXPECT_FAIL(tf_program_vjp(f, 1, zero, SIZE_MAX, zero, NULL, &r), TF_ERR_INVALID_ARGUMENT,
              "num_inputs");
  EXPECT_FAIL(tf_program_jvp(f, SIZE_MAX, zero, &r), TF_ERR_INVALID_ARGUMENT, "num_inputs");
  EXPECT_FAIL(tf_program_jvp(f, (size_t)INT32_MAX + 1, zero, &r), TF_ERR_INVALID_ARGUMENT,
              "num_inputs");
  assert_ptr_equal(r, (tf_tensor*)0x1);
  /* control: the same calls with a count of 1 */
  CHECK_OK(tf_program_vjp(f, 1, zero, 1, zero, NULL, &r));
  tf_program_release(r);
  CHECK_OK(tf_program_jvp(f, 1, zero, &r));
  tf_program_release(r);
  tf_program_release(f);
}

/* ------------------------------- 11. program einsum("") of a rank 0 */
static void program_einsum_rank0(void** state) {
  tf_engine* e = (tf_engine*)*state;
  double v = 3.25;
  tf_tensor* x = tu_wrap(TF_F64, 0, NULL, NULL, &v);
  const tf_tensor* in[1] = {x};
  tf_tensor *want = NULL, *out[1] = {NULL};
  tf_program* f = NULL;
  int32_t sx, sy = -1;
  CHECK_OK(tf_einsum(e, "", 1, in, NULL, &want));
  CHECK_OK(tf_program_create(&f));
  sx = input(f, 0, NULL);
  CHECK_OK(tf_program_einsum(f, "", 1, &sx, NULL, &sy));
  CHECK_OK(tf_program_output(f, sy));
  run_program(e, f, in, 1, out, 1);
  assert_true(data_f64(out[0])[0] == data_f64(want)[0]);
  assert_true(data_f64(out[0])[0] == v);
  tf_tensor_release(out[0]);
  tf_tensor_release(want);
  tf_program_release(f);
  /* "" of a rank-1 operand: refused by both */
  {
    const int64_t s2[1] = {2};
    double w[2] = {1, 2};
    tf_tensor* y = tu_wrap(TF_F64, 1, s2, NULL, w);
    tf_tensor* r = (tf_tensor*)0x1;
    const tf_tensor* yy[1] = {y};
    tf_prepared* pp = (tf_prepared*)0x1;
    tf_status direct = tf_einsum(e, "", 1, yy, NULL, &r), st;
    assert_int_not_equal(direct, TF_OK);
    CHECK_OK(tf_program_create(&f));
    sx = input(f, 1, s2);
    st = tf_program_einsum(f, "", 1, &sx, NULL, &sy);
    if (st == TF_OK) {
      CHECK_OK(tf_program_output(f, sy));
      st = tf_program_prepare(e, f, NULL, &pp);
    }
    assert_int_equal(st, direct);
    EXPECT_MSG_CONTAINS("operands[0]");
    assert_ptr_equal(pp, (tf_prepared*)0x1);
    assert_ptr_equal(r, (tf_tensor*)0x1);
    tf_program_release(f);
    tf_tensor_release(y);
  }
  tf_tensor_release(x);
}

/* ------------------------- 7. linear-algebra rules read broadcast views */
enum { NB = 3 }; /* batch items of the broadcast views */

/* t (row-major f64) as NB identical items: a new leading axis of stride 0. */
static tf_tensor* bcast(const tf_tensor* t) {
  int32_t nd = 0, i;
  int64_t sh[8], st[8];
  CHECK_OK(tf_tensor_ndim(t, &nd));
  CHECK_OK(tf_tensor_shape(t, sh + 1));
  CHECK_OK(tf_tensor_strides(t, st + 1));
  sh[0] = NB;
  st[0] = 0;
  for (i = 1; i <= nd; ++i) assert_true(sh[i] == 1 || st[i] != 0); /* t itself is dense */
  return tu_wrap(TF_F64, nd + 1, sh, st, data_f64(t));
}

/* Every item of the batched result rb equals the unbatched r. */
static void expect_items(const tf_tensor* rb, const tf_tensor* r) {
  int64_t n = 0, nb = 0, k;
  const double *x, *y;
  CHECK_OK(tf_tensor_numel(r, &n));
  CHECK_OK(tf_tensor_numel(rb, &nb));
  assert_int_equal(nb, NB * n);
  x = data_f64(r);
  y = data_f64(rb);
  for (k = 0; k < nb; ++k) assert_true(fabs(y[k] - x[k % n]) <= 1e-13 * (1 + fabs(x[k % n])));
}

static void linalg_rules_broadcast(void** state) {
  tf_engine* e = (tf_engine*)*state;
  const int64_t s33[2] = {3, 3};
  /* symmetric positive definite, distinct eigen- and singular values */
  double va[9] = {4, 1, 0.5, 1, 3, 0.25, 0.5, 0.25, 2};
  double vg[9] = {0.3, -1, 0.5, 2, 0.1, -0.7, 1.5, 0.2, -0.4};
  double vgs[3] = {0.5, -0.25, 1}, vgd = 0.75;
  tf_tensor* a = tu_wrap(TF_F64, 2, s33, NULL, va);
  tf_tensor* g = tu_wrap(TF_F64, 2, s33, NULL, vg);          /* cotangent or tangent */
  tf_tensor* gs = tu_wrap(TF_F64, 1, s33, NULL, vgs);        /* of a vector */
  tf_tensor* gd = tu_wrap(TF_F64, 0, NULL, NULL, &vgd);      /* of a scalar */
  tf_tensor *x, *d, *w, *v, *u, *sv, *vh, *l, *q, *rr, *b = a;
  tf_tensor *A, *G, *GS, *GD, *X, *D, *W, *V, *U, *SV, *VH, *L, *Q, *RR;
  tf_tensor *r1 = NULL, *r2 = NULL, *r3 = NULL, *q1 = NULL, *q2 = NULL, *q3 = NULL;
  CHECK_OK(tf_inv(e, a, &x));
  CHECK_OK(tf_det(e, a, &d));
  CHECK_OK(tf_eigh(e, a, &w, &v));
  CHECK_OK(tf_svd(e, a, NULL, &u, &sv, &vh, NULL));
  CHECK_OK(tf_cholesky(e, a, &l));
  CHECK_OK(tf_qr(e, a, 1, &q, &rr));
  A = bcast(a); G = bcast(g); GS = bcast(gs); GD = bcast(gd);
  X = bcast(x); D = bcast(d); W = bcast(w); V = bcast(v); U = bcast(u); SV = bcast(sv);
  VH = bcast(vh); L = bcast(l); Q = bcast(q); RR = bcast(rr);
#define SAME1(call_b, call_1) \
  do {                        \
    CHECK_OK(call_1);         \
    CHECK_OK(call_b);         \
    expect_items(q1, r1);     \
    tf_tensor_release(r1);    \
    tf_tensor_release(q1);    \
    r1 = q1 = NULL;           \
  } while (0)
  /* inv: x read; det: d read (a scalar per item) */
  SAME1(tf_inv_vjp(e, A, X, G, &q1), tf_inv_vjp(e, a, x, g, &r1));
  SAME1(tf_inv_jvp(e, A, X, G, &q1), tf_inv_jvp(e, a, x, g, &r1));
  SAME1(tf_det_vjp(e, A, D, GD, &q1), tf_det_vjp(e, a, d, gd, &r1));
  SAME1(tf_det_jvp(e, A, D, G, &q1), tf_det_jvp(e, a, d, g, &r1));
  /* eigh: w, v read */
  SAME1(tf_eigh_vjp(e, A, W, V, GS, G, NULL, &q1), tf_eigh_vjp(e, a, w, v, gs, g, NULL, &r1));
  CHECK_OK(tf_eigh_jvp(e, a, w, v, g, NULL, &r1, &r2));
  CHECK_OK(tf_eigh_jvp(e, A, W, V, G, NULL, &q1, &q2));
  expect_items(q1, r1);
  expect_items(q2, r2);
  tf_tensor_release(r1); tf_tensor_release(r2); tf_tensor_release(q1); tf_tensor_release(q2);
  r1 = r2 = q1 = q2 = NULL;
  /* svd: u, s, vh read */
  SAME1(tf_svd_vjp(e, A, U, SV, VH, G, GS, G, NULL, &q1),
        tf_svd_vjp(e, a, u, sv, vh, g, gs, g, NULL, &r1));
  CHECK_OK(tf_svd_jvp(e, a, u, sv, vh, g, NULL, &r1, &r2, &r3));
  CHECK_OK(tf_svd_jvp(e, A, U, SV, VH, G, NULL, &q1, &q2, &q3));
  expect_items(q1, r1);
  expect_items(q2, r2);
  expect_items(q3, r3);
  tf_tensor_release(r1); tf_tensor_release(r2); tf_tensor_release(r3);
  tf_tensor_release(q1); tf_tensor_release(q2); tf_tensor_release(q3);
  r1 = q1 = NULL;
  /* cholesky: l read; qr: q, r read; solve (b = a, x = I): x read */
  SAME1(tf_cholesky_vjp(e, A, L, G, &q1), tf_cholesky_vjp(e, a, l, g, &r1));
  SAME1(tf_cholesky_jvp(e, A, L, G, &q1), tf_cholesky_jvp(e, a, l, g, &r1));
  SAME1(tf_qr_vjp(e, A, Q, RR, G, G, &q1), tf_qr_vjp(e, a, q, rr, g, g, &r1));
  CHECK_OK(tf_qr_jvp(e, a, q, rr, g, &r1, &r2));
  CHECK_OK(tf_qr_jvp(e, A, Q, RR, G, &q1, &q2));
  expect_items(q1, r1);
  expect_items(q2, r2);
  tf_tensor_release(r1); tf_tensor_release(r2); tf_tensor_release(q1); tf_tensor_release(q2);
  r1 = q1 = NULL;
  {
    tf_tensor *xs = NULL, *XS;
    CHECK_OK(tf_solve(e, a, b, &xs));
    XS = bcast(xs);
    SAME1(tf_solve_jvp(e, A, A, XS, G, G, &q1), tf_solve_jvp(e, a, b, xs, g, g, &r1));
    CHECK_OK(tf_solve_vjp(e, a, b, xs, g, &r1, &r2));
    CHECK_OK(tf_solve_vjp(e, A, A, XS, G, &q1, &q2));
    expect_items(q1, r1);
    expect_items(q2, r2);
    tf_tensor_release(r1); tf_tensor_release(r2); tf_tensor_release(q1); tf_tensor_release(q2);
    tf_tensor_release(XS);
    tf_tensor_release(xs);
  }
#undef SAME1
  {
    tf_tensor* all[] = {a, g, gs, gd, x, d, w, v, u, sv, vh, l, q, rr,
                        A, G, GS, GD, X, D, W, V, U, SV, VH, L, Q, RR};
    size_t k;
    for (k = 0; k < sizeof all / sizeof all[0]; ++k) tf_tensor_release(all[k]);
  }
}

/* ---------------------------------------------- 9. reshape_vjp sizes */
static void reshape_vjp_overflow(void** state) {
  tf_engine* e = (tf_engine*)*state;
  double v[4] = {1, 2, 3, 4}, dv[4];
  const int64_t s4[1] = {4}, wraps[2] = {((int64_t)1 << 62) + 1, 4}, s22[2] = {2, 2};
  tf_tensor* x = tu_wrap(TF_F64, 1, s4, NULL, v);
  tf_tensor* ct = tu_wrap(TF_F64, 2, s22, NULL, v);
  tf_tensor* dx = tu_wrap(TF_F64, 1, s4, NULL, dv);
  tf_tensor *r = (tf_tensor*)0x1, *view = (tf_tensor*)0x1;
  int i;
  /* the forward refuses the shape ... */
  EXPECT_FAIL(tf_reshape_view(x, 2, wraps, TF_ROW_MAJOR, &view), TF_ERR_INVALID_ARGUMENT,
              "shape");
  EXPECT_MSG_CONTAINS("overflows");
  /* ... and so does its VJP, before looking at the cotangent */
  EXPECT_FAIL(tf_reshape_vjp(e, x, 2, wraps, TF_ROW_MAJOR, ct, &r), TF_ERR_INVALID_ARGUMENT,
              "shape");
  EXPECT_MSG_CONTAINS("overflows");
  fill_canary(dv, sizeof dv);
  EXPECT_FAIL(tf_reshape_vjp_into(e, x, 2, wraps, TF_COL_MAJOR, ct, dx), TF_ERR_INVALID_ARGUMENT,
              "shape");
  assert_true(is_canary(dv, sizeof dv));
  assert_ptr_equal(r, (tf_tensor*)0x1);
  assert_ptr_equal(view, (tf_tensor*)0x1);
  /* control: {2, 2} gives the cotangent back in x's shape */
  CHECK_OK(tf_reshape_vjp_into(e, x, 2, s22, TF_ROW_MAJOR, ct, dx));
  for (i = 0; i < 4; ++i) assert_true(dv[i] == v[i]);
  tf_tensor_release(x);
  tf_tensor_release(ct);
  tf_tensor_release(dx);
}

/* -------------------------------------------- 10. counts in plan bytes */
static void plan_counts_overflow(void** state) {
  (void)state;
  const int64_t sa[2] = {2, 3}, sb[2] = {3, 2}, j = 'j';
  tf_einsum_path* p = (tf_einsum_path*)0x1;
  bytes w;
  plan2(&w, sa, sb, 1, &j, 1); /* control: well-formed */
  CHECK_OK(tf_einsum_path_read(w.b, w.n, &p));
  tf_einsum_path_release(p);
  p = (tf_einsum_path*)0x1;
  plan2(&w, sa, sb, INT32_MAX, &j, 1); /* 2 * pair count overflowed int32 */
  EXPECT_FAIL(tf_einsum_path_read(w.b, w.n, &p), TF_ERR_INVALID_ARGUMENT, "buf");
  plan2(&w, sa, sb, -1, &j, 1);
  EXPECT_FAIL(tf_einsum_path_read(w.b, w.n, &p), TF_ERR_INVALID_ARGUMENT, "buf");
  plan2(&w, sa, sb, 1, &j, 1);
  /* the sliced count (at byte 4 + 4 + 4 + 2 * 20 + 4 + 8) set to INT32_MAX */
  {
    size_t at = 4 + 4 + 4 + 2 * (4 + 16) + 4 + 8;
    w.n -= 8;
    w.b[at] = 0xff;
    w.b[at + 1] = 0xff;
    w.b[at + 2] = 0xff;
    w.b[at + 3] = 0x7f;
    seal(&w);
    EXPECT_FAIL(tf_einsum_path_read(w.b, w.n, &p), TF_ERR_INVALID_ARGUMENT, "buf");
  }
  assert_ptr_equal(p, (tf_einsum_path*)0x1);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(plan_slices_empty_label, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(plan_slices_absent_label, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(rule_operand_limit, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(rule_path_checked, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(transform_one_operand, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test(transform_counts),
      cmocka_unit_test_setup_teardown(program_einsum_rank0, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(linalg_rules_broadcast, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(reshape_vjp_overflow, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test(plan_counts_overflow),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
