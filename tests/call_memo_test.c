/*
 * call_memo_test.c -- repeated matmul and einsum calls with the same handles.
 *
 * An engine remembers what its recent direct matmul and einsum calls with
 * given handles resolved (validation, plan) and skips that work on a
 * repeat. These tests
 * try every way a remembered result could go stale and check against a
 * plain reference each time:
 *   - repeats give the right product, also after tf_tensor_rebind to new
 *     data, and rebinding into overlap is still rejected (out untouched);
 *   - handles released and new ones made (possibly at the same addresses)
 *     with other shapes or dtypes: validated afresh (errors are reported,
 *     results right);
 *   - the same handles with other op flags, alpha, beta;
 *   - many handle triples interleaved (more than the engine remembers);
 *   - tf_engine_trim and plan-cache churn between repeats;
 *   - repeats count as plan hits in the engine statistics;
 *   - einsum: other subscripts (same length, same handles), other conj
 *     flags, rebinding into overlap, one-operand forms.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>

#include "test_util.h"

/* c = alpha * op_a(a) @ op_b(b) + beta * c, row-major f64, ops N or T. */
static void reference(int ta, int tb, int64_t m, int64_t n, int64_t k, const double* a,
                      const double* b, double alpha, double beta, double* c) {
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double s = 0;
      for (int64_t l = 0; l < k; ++l)
        s += (ta ? a[l * m + i] : a[i * k + l]) * (tb ? b[j * k + l] : b[l * n + j]);
      c[i * n + j] = beta == 0 ? alpha * s : alpha * s + beta * c[i * n + j];
    }
}

static void fill(double* p, int64_t n, int seed) {
  for (int64_t i = 0; i < n; ++i) p[i] = (double)((i * 7 + seed * 13) % 17) - 8.0;
}

static void expect_equal(const double* x, const double* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i) assert_true(x[i] == y[i]);
}

static tf_tensor* wrap2(int64_t r, int64_t c, double* data) {
  int64_t shape[2] = {r, c};
  tf_tensor* t = NULL;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, shape, NULL, data, &t));
  return t;
}

static void repeat_and_rebind(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  double a1[6], a2[6], b[6], c[4], want[4];
  fill(a1, 6, 1);
  fill(a2, 6, 2);
  fill(b, 6, 3);
  tf_tensor *ta = wrap2(2, 3, a1), *tb = wrap2(3, 2, b), *tc = wrap2(2, 2, c);
  for (int rep = 0; rep < 5; ++rep) {
    double* src = rep % 2 ? a2 : a1;
    CHECK_OK(tf_tensor_rebind(ta, src));
    CHECK_OK(tf_matmul_into(e, ta, tb, tc));
    reference(0, 0, 2, 2, 3, src, b, 1, 0, want);
    expect_equal(c, want, 4);
  }
  /* Rebind out onto a's memory: overlap must still be caught. */
  double big[8];
  fill(big, 8, 4);
  double before[8];
  memcpy(before, big, sizeof big);
  CHECK_OK(tf_tensor_rebind(ta, big));
  CHECK_OK(tf_tensor_rebind(tc, big + 2));
  EXPECT_FAIL(tf_matmul_into(e, ta, tb, tc), TF_ERR_INVALID_ARGUMENT, "out");
  assert_memory_equal(big, before, sizeof big);
  /* Back to disjoint memory: works again. */
  CHECK_OK(tf_tensor_rebind(ta, a1));
  CHECK_OK(tf_tensor_rebind(tc, c));
  CHECK_OK(tf_matmul_into(e, ta, tb, tc));
  reference(0, 0, 2, 2, 3, a1, b, 1, 0, want);
  expect_equal(c, want, 4);
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  tf_engine_destroy(e);
}

static void new_handles_are_validated(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  double a[16], b[16], c[16], want[16];
  fill(a, 16, 5);
  fill(b, 16, 6);
  for (int rep = 0; rep < 20; ++rep) {
    /* Alternate a valid 2x3 @ 3x2 and an invalid 2x3 @ 2x2 on handles made
     * afresh each time (the allocator likely reuses the addresses). */
    tf_tensor *ta = wrap2(2, 3, a), *tb, *tc = wrap2(2, 2, c);
    if (rep % 2 == 0) {
      tb = wrap2(3, 2, b);
      CHECK_OK(tf_matmul_into(e, ta, tb, tc));
      reference(0, 0, 2, 2, 3, a, b, 1, 0, want);
      expect_equal(c, want, 4);
    } else {
      tb = wrap2(2, 2, b);
      fill_canary(c, sizeof c);
      EXPECT_FAIL(tf_matmul_into(e, ta, tb, tc), TF_ERR_SHAPE_MISMATCH, "b");
      assert_true(is_canary(c, sizeof c));
    }
    tf_tensor_release(ta);
    tf_tensor_release(tb);
    tf_tensor_release(tc);
  }
  /* A new out of another dtype on the same data. */
  tf_tensor *ta = wrap2(2, 3, a), *tb = wrap2(3, 2, b), *tc = wrap2(2, 2, c);
  CHECK_OK(tf_matmul_into(e, ta, tb, tc));
  tf_tensor_release(tc);
  int64_t shape[2] = {2, 2};
  CHECK_OK(tf_tensor_wrap(TF_F32, 2, shape, NULL, c, &tc));
  EXPECT_FAIL(tf_matmul_into(e, ta, tb, tc), TF_ERR_DTYPE_MISMATCH, "out");
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  tf_engine_destroy(e);
}

static void flags_and_scalars(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  double a[9], b[9], c[9], want[9];
  fill(a, 9, 7);
  fill(b, 9, 8);
  tf_tensor *ta = wrap2(3, 3, a), *tb = wrap2(3, 3, b), *tc = wrap2(3, 3, c);
  for (int rep = 0; rep < 12; ++rep) {
    int oa = rep % 2, ob = (rep / 2) % 2;
    double alpha = 1.0 + rep, beta = rep % 3 == 0 ? 0.0 : 0.5;
    fill(c, 9, rep);
    memcpy(want, c, sizeof c);
    tf_scalar al = {alpha, 0}, be = {beta, 0};
    CHECK_OK(tf_matmul_acc(e, oa ? TF_OP_T : TF_OP_N, ta, ob ? TF_OP_T : TF_OP_N, tb, al, be, tc));
    reference(oa, ob, 3, 3, 3, a, b, alpha, beta, want);
    expect_equal(c, want, 9);
  }
  /* A bad op value after good repeats: still an error, out untouched. */
  fill_canary(c, sizeof c);
  tf_scalar one = {1, 0}, zero = {0, 0};
  EXPECT_FAIL(tf_matmul_acc(e, (tf_op)7, ta, TF_OP_N, tb, one, zero, tc),
              TF_ERR_INVALID_ARGUMENT, "op_a");
  assert_true(is_canary(c, sizeof c));
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  tf_engine_destroy(e);
}

static void many_triples_trim_and_stats(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  enum { T = 24 };
  double a[T][36], b[T][36], c[T][36], want[36]; /* n <= 6 */
  tf_tensor *ta[T], *tb[T], *tc[T];
  for (int t = 0; t < T; ++t) {
    int64_t n = 2 + t % 5; /* several shapes: several plans */
    fill(a[t], n * n, t);
    fill(b[t], n * n, t + 1);
    ta[t] = wrap2(n, n, a[t]);
    tb[t] = wrap2(n, n, b[t]);
    tc[t] = wrap2(n, n, c[t]);
  }
  for (int round = 0; round < 6; ++round) {
    if (round == 3) CHECK_OK(tf_engine_trim(e));
    for (int t = 0; t < T; ++t) {
      int64_t n = 2 + t % 5;
      a[t][0] += 1.0; /* data changes between repeats */
      CHECK_OK(tf_matmul_into(e, ta[t], tb[t], tc[t]));
      reference(0, 0, n, n, n, a[t], b[t], 1, 0, want);
      expect_equal(c[t], want, n * n);
    }
  }
  /* Repeats are plan hits: after a warm round, T more calls, T more hits. */
  tf_engine_stats s0, s1;
  s0.struct_size = s1.struct_size = sizeof(tf_engine_stats);
  CHECK_OK(tf_engine_get_stats(e, &s0));
  for (int t = 0; t < T; ++t) CHECK_OK(tf_matmul_into(e, ta[t], tb[t], tc[t]));
  CHECK_OK(tf_engine_get_stats(e, &s1));
  assert_int_equal(s1.plan_hits - s0.plan_hits, T);
  assert_int_equal(s1.plan_misses, s0.plan_misses);
  for (int t = 0; t < T; ++t) {
    tf_tensor_release(ta[t]);
    tf_tensor_release(tb[t]);
    tf_tensor_release(tc[t]);
  }
  tf_engine_destroy(e);
}

/* Plan-cache churn: a tiny shared cache and other shapes evict the plan a
 * repeat would use; the repeat must still be right. */
static void cache_churn(void** state) {
  (void)state;
  tf_plan_cache* cache;
  tf_plan_cache_options co;
  memset(&co, 0, sizeof co);
  co.struct_size = sizeof co;
  co.max_entries = 2;
  CHECK_OK(tf_plan_cache_create(&co, &cache));
  tf_engine_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.kind = TF_ENGINE_SERIAL;
  o.plan_cache = cache;
  tf_engine* e;
  CHECK_OK(tf_engine_create(&o, &e));
  double a[64], b[64], c[64], want[64];
  fill(a, 64, 9);
  fill(b, 64, 10);
  tf_tensor *ta = wrap2(4, 4, a), *tb = wrap2(4, 4, b), *tc = wrap2(4, 4, c);
  for (int rep = 0; rep < 40; ++rep) {
    CHECK_OK(tf_matmul_into(e, ta, tb, tc));
    reference(0, 0, 4, 4, 4, a, b, 1, 0, want);
    expect_equal(c, want, 16);
    /* Other shapes in between (new handles each time). */
    int64_t n = 2 + rep % 7;
    if (n == 4) n = 8;
    tf_tensor *xa = wrap2(n, n, a), *xb = wrap2(n, n, b), *xc = wrap2(n, n, c);
    CHECK_OK(tf_matmul_into(e, xa, xb, xc));
    tf_tensor_release(xa);
    tf_tensor_release(xb);
    tf_tensor_release(xc);
    a[rep % 16] += 1.0;
    if (rep % 5 == 0) CHECK_OK(tf_plan_cache_clear(cache));
  }
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  tf_engine_destroy(e);
  tf_plan_cache_release(cache);
}

/* The allocating form remembers (a, b) too: repeats give fresh, right
 * results of the right shape; a new b handle of another shape is validated. */
static void allocating_repeats(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  double a[12], b[12], want[16];
  fill(a, 12, 11);
  fill(b, 12, 12);
  tf_tensor *ta = wrap2(4, 3, a), *tb = wrap2(3, 4, b);
  for (int rep = 0; rep < 6; ++rep) {
    a[rep] += 1.0;
    tf_tensor* o = NULL;
    CHECK_OK(tf_matmul(e, ta, tb, &o));
    int64_t shape[2];
    CHECK_OK(tf_tensor_shape(o, shape));
    assert_int_equal(shape[0], 4);
    assert_int_equal(shape[1], 4);
    double got[16];
    CHECK_OK(tf_tensor_read(o, TF_ROW_MAJOR, got, sizeof got));
    reference(0, 0, 4, 4, 3, a, b, 1, 0, want);
    expect_equal(got, want, 16);
    tf_tensor_release(o);
  }
  tf_tensor_release(tb);
  tb = wrap2(4, 3, b); /* 4x3 @ 4x3: inner extents differ */
  tf_tensor* o = NULL;
  EXPECT_FAIL(tf_matmul(e, ta, tb, &o), TF_ERR_SHAPE_MISMATCH, "b");
  assert_null(o);
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_engine_destroy(e);
}

static tf_tensor* wrapz(int64_t r, int64_t c, double* data) {
  int64_t shape[2] = {r, c};
  tf_tensor* t = NULL;
  CHECK_OK(tf_tensor_wrap(TF_C128, 2, shape, NULL, data, &t));
  return t;
}

static void einsum_repeats(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  double a[9], b[9], c[9], want[9], at[9];
  fill(a, 9, 13);
  fill(b, 9, 14);
  tf_tensor *ta = wrap2(3, 3, a), *tb = wrap2(3, 3, b), *tc = wrap2(3, 3, c);
  const tf_tensor* ops[2] = {ta, tb};
  /* Same handles; the subscripts alternate between strings of one length
   * (and one string at another address each time). */
  const char* subs[3] = {"ij,jk->ik", "ji,jk->ik", "ij,jk->ki"};
  for (int rep = 0; rep < 9; ++rep) {
    char buf[16];
    strcpy(buf, subs[rep % 3]);
    a[rep] += 1.0;
    CHECK_OK(tf_einsum_into(e, buf, 2, ops, NULL, tc));
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) at[i * 3 + j] = a[j * 3 + i];
    if (rep % 3 == 0) reference(0, 0, 3, 3, 3, a, b, 1, 0, want);
    if (rep % 3 == 1) reference(0, 0, 3, 3, 3, at, b, 1, 0, want);
    if (rep % 3 == 2) {
      double w[9];
      reference(0, 0, 3, 3, 3, a, b, 1, 0, w);
      for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) want[i * 3 + j] = w[j * 3 + i];
    }
    expect_equal(c, want, 9);
  }
  /* Rebinding out onto an operand: still rejected, memory untouched. */
  double big[18], before[18];
  fill(big, 18, 15);
  memcpy(before, big, sizeof big);
  CHECK_OK(tf_tensor_rebind(ta, big));
  CHECK_OK(tf_tensor_rebind(tc, big + 4));
  CHECK_OK(tf_tensor_rebind(tb, b));
  EXPECT_FAIL(tf_einsum_into(e, "ij,jk->ik", 2, ops, NULL, tc), TF_ERR_INVALID_ARGUMENT, "out");
  assert_memory_equal(big, before, sizeof big);
  /* One operand: a transpose into a new out, repeated. */
  CHECK_OK(tf_tensor_rebind(ta, a));
  CHECK_OK(tf_tensor_rebind(tc, c));
  const tf_tensor* one[1] = {ta};
  for (int rep = 0; rep < 3; ++rep) {
    a[0] += 1.0;
    CHECK_OK(tf_einsum_into(e, "ij->ji", 1, one, NULL, tc));
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) assert_true(c[i * 3 + j] == a[j * 3 + i]);
  }
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);

  /* Complex: the conj flags are part of what is remembered. */
  double za[8], zb[8], zc[8];
  for (int i = 0; i < 8; ++i) { za[i] = i + 1; zb[i] = 8 - i; }
  tf_tensor *xa = wrapz(2, 2, za), *xb = wrapz(2, 2, zb), *xc = wrapz(2, 2, zc);
  const tf_tensor* zops[2] = {xa, xb};
  uint8_t flags[2][2] = {{0, 0}, {1, 0}};
  for (int rep = 0; rep < 6; ++rep) {
    tf_einsum_options o;
    memset(&o, 0, sizeof o);
    o.struct_size = sizeof o;
    o.conj = flags[rep % 2];
    CHECK_OK(tf_einsum_into(e, "ij,jk->ik", 2, zops, &o, xc));
    for (int i = 0; i < 2; ++i)
      for (int k = 0; k < 2; ++k) {
        double re = 0, im = 0;
        for (int j = 0; j < 2; ++j) {
          double ar = za[2 * (i * 2 + j)], ai = za[2 * (i * 2 + j) + 1];
          double br = zb[2 * (j * 2 + k)], bi = zb[2 * (j * 2 + k) + 1];
          if (rep % 2) ai = -ai;
          re += ar * br - ai * bi;
          im += ar * bi + ai * br;
        }
        assert_true(zc[2 * (i * 2 + k)] == re);
        assert_true(zc[2 * (i * 2 + k) + 1] == im);
      }
  }
  tf_tensor_release(xa);
  tf_tensor_release(xb);
  tf_tensor_release(xc);
  tf_engine_destroy(e);
}

/* Three and four operands: the memo key holds only the first two operand
 * ids; the others must be compared too. The third operand alternates
 * between handles of different shapes (a wrong hit would read past the
 * 2x3 one or use the wrong extents), and a 4-operand chain alternates
 * its last operand with a same-shape handle holding other values. */
static void einsum_many_operands(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  double a[9], b[9], c3[9], c2[6], d[9], d2[9], out[9], want[9], t1[9], w2[9];
  fill(a, 9, 21);
  fill(b, 9, 22);
  fill(c3, 9, 23);
  fill(c2, 6, 24);
  fill(d, 9, 25);
  fill(d2, 9, 26);
  tf_tensor *ta = wrap2(3, 3, a), *tb = wrap2(3, 3, b), *tc3 = wrap2(3, 3, c3),
            *tc2 = wrap2(3, 2, c2), *td = wrap2(3, 3, d), *td2 = wrap2(3, 3, d2);
  int64_t s32[2] = {3, 2};
  tf_tensor* to32;
  double out32[6];
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, s32, NULL, out32, &to32));
  tf_tensor* to = wrap2(3, 3, out);
  for (int rep = 0; rep < 6; ++rep) {
    a[rep] += 0.5;
    reference(0, 0, 3, 3, 3, a, b, 1, 0, t1);
    if (rep % 2 == 0) {
      const tf_tensor* ops[3] = {ta, tb, tc3};
      CHECK_OK(tf_einsum_into(e, "ij,jk,kl->il", 3, ops, NULL, to));
      reference(0, 0, 3, 3, 3, t1, c3, 1, 0, want);
      expect_equal(out, want, 9);
    } else {
      const tf_tensor* ops[3] = {ta, tb, tc2};
      CHECK_OK(tf_einsum_into(e, "ij,jk,kl->il", 3, ops, NULL, to32));
      reference(0, 0, 3, 2, 3, t1, c2, 1, 0, want);
      expect_equal(out32, want, 6);
    }
  }
  for (int rep = 0; rep < 6; ++rep) {
    const tf_tensor* ops[4] = {ta, tb, tc3, rep % 2 ? td2 : td};
    CHECK_OK(tf_einsum_into(e, "ij,jk,kl,lm->im", 4, ops, NULL, to));
    reference(0, 0, 3, 3, 3, a, b, 1, 0, t1);
    reference(0, 0, 3, 3, 3, t1, c3, 1, 0, w2);
    reference(0, 0, 3, 3, 3, w2, rep % 2 ? d2 : d, 1, 0, want);
    expect_equal(out, want, 9);
  }
  /* Same out and first two operands; the third alternates between a
   * contiguous vector and a step-2 view of the same extent (a stale plan
   * would read it with the wrong stride). */
  double v[6], vc[3], yv[3];
  fill(v, 6, 27);
  int64_t s3[1] = {3}, st2[1] = {2};
  tf_tensor *tv, *tvs, *ty;
  for (int i = 0; i < 3; ++i) vc[i] = v[2 * i] + 1.0;
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, s3, NULL, vc, &tv));
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, s3, st2, v, &tvs));
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, s3, NULL, yv, &ty));
  for (int rep = 0; rep < 4; ++rep) {
    const tf_tensor* ops[3] = {ta, tb, rep % 2 ? tvs : tv};
    CHECK_OK(tf_einsum_into(e, "ij,jk,k->i", 3, ops, NULL, ty));
    reference(0, 0, 3, 3, 3, a, b, 1, 0, t1);
    for (int i = 0; i < 3; ++i) {
      double acc = 0;
      for (int k = 0; k < 3; ++k) acc += t1[i * 3 + k] * (rep % 2 ? v[2 * k] : vc[k]);
      assert_true(yv[i] == acc);
    }
  }
  tf_tensor_release(tv);
  tf_tensor_release(tvs);
  tf_tensor_release(ty);
  /* Out rebound onto the fourth operand: rejected by the remembered call. */
  CHECK_OK(tf_tensor_rebind(to, d));
  const tf_tensor* ops4[4] = {ta, tb, tc3, td};
  double before[9];
  memcpy(before, d, sizeof d);
  EXPECT_FAIL(tf_einsum_into(e, "ij,jk,kl,lm->im", 4, ops4, NULL, to), TF_ERR_INVALID_ARGUMENT,
              "out");
  assert_memory_equal(d, before, sizeof d);
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc3);
  tf_tensor_release(tc2);
  tf_tensor_release(td);
  tf_tensor_release(td2);
  tf_tensor_release(to);
  tf_tensor_release(to32);
  tf_engine_destroy(e);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(repeat_and_rebind),
      cmocka_unit_test(new_handles_are_validated),
      cmocka_unit_test(flags_and_scalars),
      cmocka_unit_test(many_triples_trim_and_stats),
      cmocka_unit_test(cache_churn),
      cmocka_unit_test(allocating_repeats),
      cmocka_unit_test(einsum_repeats),
      cmocka_unit_test(einsum_many_operands),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
