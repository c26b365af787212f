// capi/errors.cpp: version and error queries.
#include <cstring>

#include "capi/boundary.hpp"

using namespace tf;

extern "C" {

uint32_t tf_version(void) { return TENFERRO_VERSION_NUMBER; }

const char* tf_version_string(void) {
#define TF_STR2(x) #x
#define TF_STR(x) TF_STR2(x)
  return TF_STR(TENFERRO_VERSION_MAJOR) "." TF_STR(TENFERRO_VERSION_MINOR) "." TF_STR(
      TENFERRO_VERSION_PATCH);
}

const char* tf_last_error(void) { return last_error(); }

size_t tf_last_error_copy(char* buf, size_t cap) {
  const char* m = last_error();
  size_t len = std::strlen(m);
  if (buf && cap > 0) {
    size_t n = len < cap - 1 ? len : cap - 1;
    std::memcpy(buf, m, n);
    buf[n] = '\0';
  }
  return len;
}

const char* tf_status_name(tf_status status) { return status_name(status); }

size_t tf_dtype_size(tf_dtype dtype) {
  const int32_t d = enum_arg(dtype);
  return dtype_valid(d) ? dtype_size(static_cast<DType>(d)) : 0;
}

}  // extern "C"
