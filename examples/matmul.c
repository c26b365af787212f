/* matmul.c -- the minimal tenferro example from README.md.
 *
 * Build against an installed tenferro:
 *   cc matmul.c $(pkg-config --cflags --libs tenferro) -o matmul
 * or with CMake (this directory): cmake -S examples -B build-examples
 *   -DCMAKE_PREFIX_PATH=<install prefix> && cmake --build build-examples
 */
#include <stdio.h>
#include <tenferro.h>

int main(void) {
  double a[2 * 3] = {1, 2, 3, 4, 5, 6};    /* 2x3, row-major */
  double b[3 * 2] = {7, 8, 9, 10, 11, 12}; /* 3x2 */
  double c[2 * 2] = {0};                   /* result: 2x2 */
  const int64_t shape_a[2] = {2, 3}, shape_b[2] = {3, 2}, shape_c[2] = {2, 2};

  tf_engine* engine = NULL;
  tf_tensor *ta = NULL, *tb = NULL, *tc = NULL;
  tf_status st = tf_engine_create_serial(&engine);
  /* Zero-copy views of the arrays above; NULL strides = row-major. */
  if (st == TF_OK) st = tf_tensor_wrap(TF_F64, 2, shape_a, NULL, a, &ta);
  if (st == TF_OK) st = tf_tensor_wrap(TF_F64, 2, shape_b, NULL, b, &tb);
  if (st == TF_OK) st = tf_tensor_wrap(TF_F64, 2, shape_c, NULL, c, &tc);
  /* c = a @ b, written into c; allocates nothing. */
  if (st == TF_OK) st = tf_matmul_into(engine, ta, tb, tc);
  if (st == TF_OK)
    printf("c = [[%g, %g], [%g, %g]]\n", c[0], c[1], c[2], c[3]); /* 58 64 139 154 */

  /* Errors: a status code plus a message; c is left exactly as it was. */
  if (st == TF_OK) {
    st = tf_matmul_into(engine, ta, ta, tc); /* (2x3) @ (2x3): inner dims differ */
    printf("%s: %s\n", tf_status_name(st), tf_last_error());
  }

  tf_tensor_release(ta); /* release and destroy functions accept NULL */
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  tf_engine_destroy(engine);
  return 0;
}
