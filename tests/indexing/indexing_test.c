/*
 * indexing_test.c -- the indexing operations of tenferro.h section 7
 * (compare, where, index_select, scatter_add, cumsum, cumprod, argmax,
 * argmin, sort, topk) against plain reference loops written from NumPy's
 * definitions; the VJPs of the linear ones by the adjoint identity
 * <op(x), g> = <x, vjp(g)>, cumprod's by central finite differences (with a
 * zero in x); bad input: status, message naming the argument, outputs
 * untouched.
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

static tf_engine* E;

static int setup(void** s) {
  (void)s;
  return tf_engine_create_serial(&E) == TF_OK ? 0 : -1;
}
static int teardown(void** s) {
  (void)s;
  tf_engine_destroy(E);
  return 0;
}

static tf_tensor* make(int nd, const int64_t* sh, const double* d) {
  tf_tensor* t;
  CHECK_OK(tf_tensor_from_data(E, TF_F64, nd, sh, NULL, d, TF_ROW_MAJOR, &t));
  return t;
}
static void read_into(const tf_tensor* t, double* d, size_t n) {
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, d, n * sizeof(double)));
}
static void expect_vals(const tf_tensor* t, const double* want, size_t n) {
  double got[64];
  size_t i;
  read_into(t, got, n);
  for (i = 0; i < n; ++i)
    if (!(fabs(got[i] - want[i]) <= 1e-12 * (1 + fabs(want[i])) ||
          (isnan(got[i]) && isnan(want[i])))) {
      print_error("element %zu: got %.17g, want %.17g\n", i, got[i], want[i]);
      fail();
    }
}
static double dot_t(const tf_tensor* a, const tf_tensor* b) {
  tf_scalar s;
  CHECK_OK(tf_dot(E, a, b, &s));
  return s.re;
}
static void expect_close(double a, double b, double tol) {
  if (fabs(a - b) > tol * (1 + fabs(a))) {
    print_error("%.17g vs %.17g\n", a, b);
    fail();
  }
}
static tf_tensor* colmajor(int nd, const int64_t* sh) {
  tf_tensor* t;
  CHECK_OK(tf_tensor_zeros(E, TF_F64, nd, sh, TF_COL_MAJOR, &t));
  return t;
}

static void test_compare(void** s) {
  const int64_t sx[2] = {2, 3}, sy[1] = {3};
  const double xd[6] = {1, 2, NAN, 4, 2, 0}, yd[3] = {1, 3, 0};
  tf_tensor *x = make(2, sx, xd), *y = make(1, sy, yd), *o, *o2 = colmajor(2, sx);
  int op, i;
  (void)s;
  for (op = TF_COMPARE_EQ; op <= TF_COMPARE_GE; ++op) {
    double want[6];
    for (i = 0; i < 6; ++i) {
      const double a = xd[i], b = yd[i % 3];
      int r = 0;
      switch (op) {
        case TF_COMPARE_EQ: r = a == b; break;
        case TF_COMPARE_NE: r = a != b; break;
        case TF_COMPARE_LT: r = a < b; break;
        case TF_COMPARE_LE: r = a <= b; break;
        case TF_COMPARE_GT: r = a > b; break;
        default: r = a >= b; break;
      }
      want[i] = r;
    }
    CHECK_OK(tf_compare(E, (tf_compare_op)op, x, y, &o));
    expect_vals(o, want, 6);
    CHECK_OK(tf_compare_into(E, (tf_compare_op)op, x, y, o2));
    expect_vals(o2, want, 6);
    tf_tensor_release(o);
  }
  tf_tensor_release(x);
  tf_tensor_release(y);
  tf_tensor_release(o2);
}

static void test_where(void** s) {
  const int64_t sm[2] = {2, 1}, sa[2] = {2, 3}, sb[1] = {3};
  const double md[2] = {0, 2}, ad[6] = {1, 2, 3, 4, 5, 6}, bd[3] = {-1, -2, -3};
  const double gd[6] = {0.5, 1.5, -2, 3, 0.25, 7};
  tf_tensor *m = make(2, sm, md), *a = make(2, sa, ad), *b = make(1, sb, bd), *o, *g, *ga, *gb;
  double want[6];
  int i;
  (void)s;
  for (i = 0; i < 6; ++i) want[i] = md[i / 3] != 0 ? ad[i] : bd[i % 3];
  CHECK_OK(tf_where(E, m, a, b, &o));
  expect_vals(o, want, 6);
  g = make(2, sa, gd);
  CHECK_OK(tf_where_vjp(E, m, a, b, g, &ga, &gb));
  expect_close(dot_t(o, g), dot_t(a, ga) + dot_t(b, gb), 1e-12);
  {
    const double gbw[3] = {0.5, 1.5, -2};
    expect_vals(gb, gbw, 3);
  }
  tf_tensor_release(o);
  tf_tensor_release(g);
  tf_tensor_release(ga);
  tf_tensor_release(gb);
  tf_tensor_release(m);
  tf_tensor_release(a);
  tf_tensor_release(b);
}

static void test_index_select_scatter(void** s) {
  const int64_t sx[2] = {2, 3}, so[2] = {2, 4}, idx[4] = {2, -3, 2, 0};
  const double xd[6] = {1, 2, 3, 4, 5, 6}, gd[8] = {1, -2, 3, 0.5, 2, 7, -1, 4};
  tf_tensor *x = make(2, sx, xd), *o, *o2 = colmajor(2, so), *g = make(2, so, gd), *gx, *gs;
  double want[8], sw[6];
  int i, k;
  (void)s;
  for (i = 0; i < 2; ++i)
    for (k = 0; k < 4; ++k) want[i * 4 + k] = xd[i * 3 + (idx[k] < 0 ? idx[k] + 3 : idx[k])];
  CHECK_OK(tf_index_select(E, x, -1, 4, idx, &o));
  expect_vals(o, want, 8);
  CHECK_OK(tf_index_select_into(E, x, 1, 4, idx, o2));
  expect_vals(o2, want, 8);
  CHECK_OK(tf_index_select_vjp(E, x, 1, 4, idx, g, &gx));
  expect_close(dot_t(o, g), dot_t(x, gx), 1e-12);
  tf_tensor_release(gx);
  /* scatter_add: out = x + src scattered (src = g) */
  memcpy(sw, xd, sizeof sw);
  for (i = 0; i < 2; ++i)
    for (k = 0; k < 4; ++k) sw[i * 3 + (idx[k] < 0 ? idx[k] + 3 : idx[k])] += gd[i * 4 + k];
  tf_tensor_release(o);
  CHECK_OK(tf_scatter_add(E, x, 1, 4, idx, g, &o));
  expect_vals(o, sw, 6);
  {
    const double hd[6] = {0.5, -1, 2, 3, 1, -4};
    tf_tensor* h = make(2, sx, hd);
    CHECK_OK(tf_scatter_add_vjp(E, x, 1, 4, idx, g, h, &gx, &gs));
    expect_close(dot_t(o, h), dot_t(x, gx) + dot_t(g, gs), 1e-12);
    tf_tensor_release(h);
    tf_tensor_release(gx);
    tf_tensor_release(gs);
  }
  tf_tensor_release(o);
  tf_tensor_release(o2);
  tf_tensor_release(g);
  tf_tensor_release(x);
}

static void test_cumulative(void** s) {
  const int64_t sx[2] = {3, 3};
  const double xd[9] = {1.5, -2, 0.5, 0, 3, 1.25, 2, -0.5, 4};
  const double gd[9] = {1, 2, -1, 0.5, 3, 2, -2, 1, 0.25};
  tf_tensor *x = make(2, sx, xd), *g = make(2, sx, gd), *o, *gx;
  int ax, i, j, k;
  (void)s;
  for (ax = 0; ax < 2; ++ax) {
    double ws[9], wp[9], gxv[9];
    for (i = 0; i < 3; ++i)
      for (j = 0; j < 3; ++j) {
        double acc = 0, pr = 1;
        for (k = 0; k <= (ax ? j : i); ++k) {
          const double v = ax ? xd[i * 3 + k] : xd[k * 3 + j];
          acc += v;
          pr *= v;
        }
        ws[i * 3 + j] = acc;
        wp[i * 3 + j] = pr;
      }
    CHECK_OK(tf_cumsum(E, x, ax, &o));
    expect_vals(o, ws, 9);
    CHECK_OK(tf_cumsum_vjp(E, x, ax, g, &gx));
    expect_close(dot_t(o, g), dot_t(x, gx), 1e-12);
    tf_tensor_release(o);
    tf_tensor_release(gx);
    CHECK_OK(tf_cumprod(E, x, ax, &o));
    expect_vals(o, wp, 9);
    tf_tensor_release(o);
    /* cumprod VJP against central differences of L(x) = <cumprod(x), g> */
    CHECK_OK(tf_cumprod_vjp(E, x, ax, g, &gx));
    read_into(gx, gxv, 9);
    for (i = 0; i < 9; ++i) {
      double xp[9], lp, lm, h = 1e-6;
      tf_tensor *t, *c;
      memcpy(xp, xd, sizeof xp);
      xp[i] += h;
      t = make(2, sx, xp);
      CHECK_OK(tf_cumprod(E, t, ax, &c));
      lp = dot_t(c, g);
      tf_tensor_release(t);
      tf_tensor_release(c);
      xp[i] -= 2 * h;
      t = make(2, sx, xp);
      CHECK_OK(tf_cumprod(E, t, ax, &c));
      lm = dot_t(c, g);
      tf_tensor_release(t);
      tf_tensor_release(c);
      expect_close((lp - lm) / (2 * h), gxv[i], 1e-6);
    }
    tf_tensor_release(gx);
  }
  tf_tensor_release(x);
  tf_tensor_release(g);
}

static void test_arg_sort_topk(void** s) {
  const int64_t sx[2] = {3, 4};
  const double xd[12] = {3, 1, 3, 2, NAN, 5, -1, NAN, 0, 0, -2, 7};
  tf_tensor* x = make(2, sx, xd);
  int64_t am[4], an[3];
  int i, j, ax;
  (void)s;
  CHECK_OK(tf_argmax(E, x, 1, an));
  assert_int_equal(an[0], 0); /* first of the ties */
  assert_int_equal(an[1], 0); /* first NaN */
  assert_int_equal(an[2], 3);
  CHECK_OK(tf_argmin(E, x, -1, an));
  assert_int_equal(an[0], 1);
  assert_int_equal(an[1], 0);
  assert_int_equal(an[2], 2);
  CHECK_OK(tf_argmax(E, x, 0, am));
  assert_int_equal(am[0], 1);
  assert_int_equal(am[1], 1);
  assert_int_equal(am[2], 0);
  assert_int_equal(am[3], 1);
  /* sort / topk against a selection by repeated scans (stable, NaN highest) */
  for (ax = 0; ax < 2; ++ax) {
    const int n = ax ? 4 : 3, lines = ax ? 3 : 4;
    int largest;
    for (largest = 0; largest < 2; ++largest) {
      int k;
      for (k = 0; k <= n; ++k) {
        int64_t vsh[2] = {3, 4}, idx[12];
        double want[12];
        int64_t widx[12];
        tf_tensor *v, *g, *gx;
        double gd[12];
        vsh[ax] = k;
        for (i = 0; i < lines; ++i) {
          int used[4] = {0, 0, 0, 0};
          for (j = 0; j < k; ++j) {
            int best = -1, c;
            for (c = 0; c < n; ++c) {
              const double cv = ax ? xd[i * 4 + c] : xd[c * 4 + i];
              double bv;
              int better;
              if (used[c]) continue;
              if (best < 0) { best = c; continue; }
              bv = ax ? xd[i * 4 + best] : xd[best * 4 + i];
              if (largest) better = isnan(cv) ? !isnan(bv) : (!isnan(bv) && cv > bv);
              else better = isnan(bv) ? !isnan(cv) : (!isnan(cv) && cv < bv);
              if (better) best = c;
            }
            used[best] = 1;
            if (ax) {
              want[i * k + j] = xd[i * 4 + best];
              widx[i * k + j] = best;
            } else {
              want[j * 4 + i] = xd[best * 4 + i];
              widx[j * 4 + i] = best;
            }
          }
        }
        CHECK_OK(tf_topk(E, x, ax, k, largest, &v, idx));
        expect_vals(v, want, (size_t)(k * lines));
        for (i = 0; i < k * lines; ++i) assert_int_equal(idx[i], widx[i]);
        /* VJP: adjoint identity on the finite elements (NaN-free rows only) */
        for (i = 0; i < k * lines; ++i) gd[i] = 0.5 * i - 1;
        g = make(2, vsh, gd);
        CHECK_OK(tf_topk_vjp(E, x, ax, k, idx, g, &gx));
        {
          double gxv[12], lhs = 0, rhs = 0;
          read_into(gx, gxv, 12);
          for (i = 0; i < k * lines; ++i) lhs += isnan(want[i]) ? 0 : want[i] * gd[i];
          for (i = 0; i < 12; ++i) rhs += isnan(xd[i]) ? 0 : xd[i] * gxv[i];
          expect_close(lhs, rhs, 1e-12);
        }
        tf_tensor_release(g);
        tf_tensor_release(gx);
        tf_tensor_release(v);
        if (k == n) { /* sort is topk of every element */
          CHECK_OK(tf_sort(E, x, ax, largest, &v, NULL));
          expect_vals(v, want, 12);
          tf_tensor_release(v);
        }
      }
    }
  }
  tf_tensor_release(x);
}

static void test_bad_input(void** s) {
  const int64_t sx[2] = {2, 3}, bad_idx[2] = {0, 3};
  const double xd[6] = {1, 2, 3, 4, 5, 6};
  tf_tensor *x = make(2, sx, xd), *r = (tf_tensor*)0x1, *o = colmajor(2, sx), *c;
  int64_t am[3] = {-7, -7, -7}, sh2[2] = {2, 2};
  double before[6], after[6];
  (void)s;
  read_into(o, before, 6);
  EXPECT_FAIL(tf_index_select(E, x, 1, 2, bad_idx, &r), TF_ERR_INVALID_ARGUMENT, "indices");
  EXPECT_FAIL(tf_index_select(E, x, 2, 2, bad_idx, &r), TF_ERR_INVALID_ARGUMENT, "axis");
  EXPECT_FAIL(tf_topk(E, x, 1, 4, 1, &r, NULL), TF_ERR_INVALID_ARGUMENT, "k");
  EXPECT_FAIL(tf_compare(E, (tf_compare_op)9, x, x, &r), TF_ERR_INVALID_ARGUMENT, "op");
  EXPECT_FAIL(tf_cumsum_into(E, x, 0, x), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_argmax(E, x, 5, am), TF_ERR_INVALID_ARGUMENT, "axis");
  assert_int_equal(am[0], -7);
  CHECK_OK(tf_cast(E, x, TF_C128, &c));
  EXPECT_FAIL(tf_where(E, c, x, x, &r), TF_ERR_DTYPE_MISMATCH, "mask");
  EXPECT_FAIL(tf_argmin(E, c, 0, am), TF_ERR_DTYPE_MISMATCH, "x");
  EXPECT_FAIL(tf_where(E, x, x, c, &r), TF_ERR_DTYPE_MISMATCH, "b");
  {
    tf_tensor* y = colmajor(2, sh2);
    EXPECT_FAIL(tf_where(E, x, x, y, &r), TF_ERR_SHAPE_MISMATCH, "b");
    EXPECT_FAIL(tf_scatter_add(E, x, 1, 2, bad_idx + 0, y, &r), TF_ERR_INVALID_ARGUMENT, "indices");
    tf_tensor_release(y);
  }
  {
    tf_tensor* y = colmajor(2, sh2);
    EXPECT_FAIL(tf_where_into(E, x, x, x, y), TF_ERR_SHAPE_MISMATCH, "out");
    tf_tensor_release(y);
  }
  assert_ptr_equal(r, (tf_tensor*)0x1);
  read_into(o, after, 6);
  assert_memory_equal(before, after, sizeof before);
  tf_tensor_release(c);
  tf_tensor_release(o);
  tf_tensor_release(x);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_compare),    cmocka_unit_test(test_where),
      cmocka_unit_test(test_index_select_scatter), cmocka_unit_test(test_cumulative),
      cmocka_unit_test(test_arg_sort_topk), cmocka_unit_test(test_bad_input),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
