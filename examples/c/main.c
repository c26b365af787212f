/* main.c -- tenferro from C, built against an INSTALLED tenferro:
 *
 *   CMake:      cmake -S examples/c -B build-c -DCMAKE_PREFIX_PATH=<prefix>
 *   pkg-config: cc main.c $(pkg-config --cflags --libs tenferro)
 *
 * A matmul into caller memory, an error, and a DLPack round trip (export a
 * tensor, import it back zero-copy). Exits non-zero if anything is off.
 */
#include <stdio.h>
#include <tenferro.h>

#define TRY(call)                                                              \
  do {                                                                         \
    tf_status st_ = (call);                                                    \
    if (st_ != TF_OK) {                                                        \
      fprintf(stderr, "%s failed: %s: %s\n", #call, tf_status_name(st_), tf_last_error()); \
      return 1;                                                                \
    }                                                                          \
  } while (0)

int main(void) {
  double a[2 * 3] = {1, 2, 3, 4, 5, 6};    /* 2x3 row-major */
  double b[3 * 2] = {7, 8, 9, 10, 11, 12}; /* 3x2 */
  double c[2 * 2] = {0};
  const int64_t sa[2] = {2, 3}, sb[2] = {3, 2}, sc[2] = {2, 2};
  tf_engine* e;
  tf_tensor *ta, *tb, *tc, *owned, *back;
  tf_dl_managed_tensor_versioned* dl;
  double got[4];
  tf_status st;

  printf("tenferro %s (header %d.%d.%d)\n", tf_version_string(), TENFERRO_VERSION_MAJOR,
         TENFERRO_VERSION_MINOR, TENFERRO_VERSION_PATCH);
  TRY(tf_engine_create_serial(&e));
  TRY(tf_tensor_wrap(TF_F64, 2, sa, NULL, a, &ta));
  TRY(tf_tensor_wrap(TF_F64, 2, sb, NULL, b, &tb));
  TRY(tf_tensor_wrap(TF_F64, 2, sc, NULL, c, &tc));
  TRY(tf_matmul_into(e, ta, tb, tc));
  printf("c = [[%g, %g], [%g, %g]]\n", c[0], c[1], c[2], c[3]);
  if (c[0] != 58 || c[1] != 64 || c[2] != 139 || c[3] != 154) return 1;

  st = tf_matmul_into(e, ta, ta, tc); /* inner dimensions differ */
  printf("expected error: %s: %s\n", tf_status_name(st), tf_last_error());
  if (st != TF_ERR_SHAPE_MISMATCH) return 1;

  /* DLPack: an engine-owned result exported and imported back */
  TRY(tf_matmul(e, ta, tb, &owned));
  TRY(tf_tensor_to_dlpack_versioned(owned, &dl));
  tf_tensor_release(owned); /* the export keeps the storage alive */
  TRY(tf_tensor_from_dlpack_versioned(dl, 0, &back)); /* takes dl over */
  TRY(tf_tensor_read(back, TF_ROW_MAJOR, got, sizeof got));
  printf("via DLPack: [[%g, %g], [%g, %g]]\n", got[0], got[1], got[2], got[3]);
  if (got[0] != 58 || got[3] != 154) return 1;

  tf_tensor_release(back);
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  tf_engine_destroy(e);
  printf("OK\n");
  return 0;
}
