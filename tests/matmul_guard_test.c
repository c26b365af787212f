/*
 * matmul_guard_test.c -- no matmul kernel reads or writes outside its
 * operands.
 *
 * Every operand is placed flush against an inaccessible (PROT_NONE) page,
 * once ending at it and once starting right after it, so a read one element
 * past the end or before the start faults (a crash fails the test) instead
 * of silently reading a neighbour. Covers every dtype, op flag, row- and
 * column-major operands, and sizes around every kernel's block edges
 * (fixed 2..4, the 4 x NR register blocks, the BLAS path). The results are
 * compared with a plain triple loop, so a kernel that skipped work also
 * fails.
 *
 * Regression: GCC 12 -O3 compiled the complex register-block kernel into
 * code that loaded a(i, k) one step past the last l (found by valgrind in
 * CI, then reproduced here as a segfault).
 */
#define _DEFAULT_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <complex.h>
#include <math.h>
#include "guard_pages.h"
#include "test_util.h"

static const size_t esize[4] = {4, 8, 8, 16};

static double complex get(tf_dtype dt, const void* p, int64_t i) {
  switch (dt) {
    case TF_F32: return ((const float*)p)[i];
    case TF_F64: return ((const double*)p)[i];
    case TF_C64: return ((const float complex*)p)[i];
    default: return ((const double complex*)p)[i];
  }
}

static void set(tf_dtype dt, void* p, int64_t i, double complex v) {
  switch (dt) {
    case TF_F32: ((float*)p)[i] = (float)creal(v); break;
    case TF_F64: ((double*)p)[i] = creal(v); break;
    case TF_C64: ((float complex*)p)[i] = (float complex)v; break;
    default: ((double complex*)p)[i] = v; break;
  }
}

/* Element (r, c) of a rows x cols matrix stored row- or column-major. */
static int64_t at(int col_major, int64_t rows, int64_t cols, int64_t r, int64_t c) {
  return col_major ? r + c * rows : r * cols + c;
}

static void wrap(tf_dtype dt, int64_t rows, int64_t cols, int col_major, void* data,
                 tf_tensor** out) {
  int64_t shape[2] = {rows, cols};
  int64_t es = 1;
  int64_t strides[2] = {col_major ? es : cols * es, col_major ? rows * es : es};
  CHECK_OK(tf_tensor_wrap(dt, 2, shape, strides, data, out));
}

static int64_t failures;

static void one_case(tf_engine* e, tf_dtype dt, tf_op oa, tf_op ob, int64_t m, int64_t n,
                     int64_t k, int cma, int cmb, int at_end, Guarded* ga, Guarded* gb,
                     Guarded* gc) {
  size_t es = esize[dt];
  /* op(A) is m x k: A itself is m x k (N) or k x m (T, C). */
  int64_t ar = oa == TF_OP_N ? m : k, ac = oa == TF_OP_N ? k : m;
  int64_t br = ob == TF_OP_N ? k : n, bc = ob == TF_OP_N ? n : k;
  void* A = place(ga, (size_t)(m * k) * es, at_end);
  void* B = place(gb, (size_t)(k * n) * es, at_end);
  void* C = place(gc, (size_t)(m * n) * es, at_end);
  int iscx = dt == TF_C64 || dt == TF_C128;
  for (int64_t i = 0; i < m * k; ++i)
    set(dt, A, i, (double)((i * 7) % 11 - 5) + (iscx ? I * (double)((i * 3) % 5 - 2) : 0));
  for (int64_t i = 0; i < k * n; ++i)
    set(dt, B, i, (double)((i * 5) % 9 - 4) + (iscx ? I * (double)((i * 2) % 7 - 3) : 0));
  tf_tensor *a, *b, *c;
  wrap(dt, ar, ac, cma, A, &a);
  wrap(dt, br, bc, cmb, B, &b);
  wrap(dt, m, n, 0, C, &c);
  tf_scalar one = {1, 0}, zero = {0, 0};
  CHECK_OK(tf_matmul_acc(e, oa, a, ob, b, one, zero, c));
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double complex want = 0;
      for (int64_t l = 0; l < k; ++l) {
        double complex x = oa == TF_OP_N ? get(dt, A, at(cma, ar, ac, i, l))
                                         : get(dt, A, at(cma, ar, ac, l, i));
        double complex y = ob == TF_OP_N ? get(dt, B, at(cmb, br, bc, l, j))
                                         : get(dt, B, at(cmb, br, bc, j, l));
        if (oa == TF_OP_C) x = conj(x);
        if (ob == TF_OP_C) y = conj(y);
        want += x * y;
      }
      /* Small integers: exact in every dtype. */
      if (cabs(get(dt, C, i * n + j) - want) != 0.0) {
        if (failures++ < 5)
          print_error("dtype %d op %d,%d %ldx%ldx%ld cm %d,%d: C(%ld,%ld) wrong\n", (int)dt,
                      (int)oa, (int)ob, (long)m, (long)n, (long)k, cma, cmb, (long)i,
                      (long)j);
      }
    }
  tf_tensor_release(a);
  tf_tensor_release(b);
  tf_tensor_release(c);
}

static void run_all(tf_engine* e) {
  static const int64_t sizes[] = {1, 2, 3, 4, 5, 7, 8, 9, 13, 16, 17};
  const int ns = (int)(sizeof sizes / sizeof sizes[0]);
  size_t most = 17 * 17 * 16;
  Guarded ga = guarded_new(most), gb = guarded_new(most), gc = guarded_new(most);
  failures = 0;
  for (int dt = 0; dt < 4; ++dt) {
    int nops = dt >= 2 ? 3 : 2;
    for (int oa = 0; oa < nops; ++oa)
      for (int ob = 0; ob < nops; ++ob)
        for (int im = 0; im < ns; ++im)
          for (int in = 0; in < ns; ++in)
            for (int ik = 0; ik < ns; ++ik)
              for (int lay = 0; lay < 4; ++lay)
                for (int at_end = 0; at_end < 2; ++at_end)
                  one_case(e, (tf_dtype)dt, (tf_op)oa, (tf_op)ob, sizes[im], sizes[in],
                           sizes[ik], lay & 1, lay >> 1, at_end, &ga, &gb, &gc);
  }
  guarded_free(&ga);
  guarded_free(&gb);
  guarded_free(&gc);
  assert_int_equal(failures, 0);
}

static void serial_engine(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  run_all(e);
  tf_engine_destroy(e);
}

int main(void) {
  const struct CMUnitTest tests[] = {cmocka_unit_test(serial_engine)};
  return cmocka_run_group_tests(tests, NULL, NULL);
}
