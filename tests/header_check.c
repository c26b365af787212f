/* header_check.c -- tenferro.h must compile cleanly as strict C (C99 and
 * C11, -Wall -Wextra -Werror -pedantic) and be usable from it. */
#include "tenferro.h"
#include "tenferro.h" /* include guard */

int main(void) {
  tf_engine* engine = NULL;
  tf_engine_options options = {sizeof(tf_engine_options), TF_ENGINE_SERIAL, 0, NULL, 0};
  tf_scalar one = {1.0, 0.0};
  tf_status (*matmul_acc)(tf_engine*, tf_op, const tf_tensor*, tf_op, const tf_tensor*,
                          tf_scalar, tf_scalar, tf_tensor*) = tf_matmul_acc;
  int ok = tf_version() == TENFERRO_VERSION_NUMBER && tf_version_string()[0] != '\0';
  if (tf_engine_create(&options, &engine) != TF_OK) ok = 0;
  tf_engine_destroy(engine);
  (void)one;
  (void)matmul_acc;
  return ok && tf_dtype_size(TF_C128) == 16 && TF_MAX_RANK >= 2 ? 0 : 1;
}
