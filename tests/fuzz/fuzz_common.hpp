// tests/fuzz/fuzz_common.hpp: what every libFuzzer target shares.
//   CHECK(cond)       a failed oracle: __builtin_trap(), a finding.
//   engine(pooled)    one serial (or 2-worker pooled) engine for the process.
//   documented(s)     s is a status the C API documents for bad input (or OK).
#ifndef TENFERRO_FUZZ_COMMON_HPP
#define TENFERRO_FUZZ_COMMON_HPP

#include <cstdlib>

#include "tenferro.h"

#define CHECK(cond)                \
  do {                             \
    if (!(cond)) __builtin_trap(); \
  } while (0)

static inline tf_engine* engine(bool pooled = false) {
  static tf_engine* e[2] = {nullptr, nullptr};
  if (!e[pooled]) {
    tf_status st = pooled ? tf_engine_create_pooled(2, &e[1]) : tf_engine_create_serial(&e[0]);
    if (st != TF_OK) std::abort();
  }
  return e[pooled];
}

// numerical: TF_ERR_NUMERICAL is also documented (the linear-algebra rules).
static inline bool documented(tf_status s, bool numerical = false) {
  return s == TF_OK || s == TF_ERR_INVALID_ARGUMENT || s == TF_ERR_SHAPE_MISMATCH ||
         s == TF_ERR_DTYPE_MISMATCH || s == TF_ERR_UNSUPPORTED || s == TF_ERR_OUT_OF_MEMORY ||
         (numerical && s == TF_ERR_NUMERICAL);
}

#endif
