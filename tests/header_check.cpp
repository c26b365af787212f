// header_check.cpp -- tenferro.h must compile cleanly as C++ (C++11 and
// C++17, -Wall -Wextra -Werror -pedantic) with C linkage for every symbol.
#include "tenferro.h"
#include "tenferro.h"  // include guard

#include <cstring>
#include <type_traits>

static_assert(std::is_same<tf_status, int32_t>::value, "tf_status is int32_t");
static_assert(sizeof(tf_scalar) == 2 * sizeof(double), "tf_scalar is two doubles");
static_assert(TF_MAX_RANK == 16, "TF_MAX_RANK");

int main() {
  tf_engine* engine = nullptr;
  tf_engine_options options;
  std::memset(&options, 0, sizeof options);
  options.struct_size = sizeof options;
  options.kind = TF_ENGINE_SERIAL;
  tf_status (*matmul)(tf_engine*, const tf_tensor*, const tf_tensor*, tf_tensor**) =
      &tf_matmul;
  bool ok = tf_version() == TENFERRO_VERSION_NUMBER &&
            std::strcmp(tf_status_name(TF_OK), "TF_OK") == 0;
  if (tf_engine_create(&options, &engine) != TF_OK) ok = false;
  tf_engine_destroy(engine);
  (void)matmul;
  return ok ? 0 : 1;
}
