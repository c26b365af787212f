// core/status.cpp: the thread-local last-error message.
#include "core/status.hpp"

#include <cstdarg>
#include <cstdio>

namespace tf {
namespace {
thread_local char g_message[512] = "";
// Whether g_message holds an error. Initial-exec TLS (one byte; glibc keeps
// static TLS room for it even when the library is dlopen'ed), so a
// successful call clears the error without a __tls_get_addr call.
__attribute__((tls_model("initial-exec"))) thread_local bool g_has_error = false;
}

Status fail(Status code, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(g_message, sizeof g_message, fmt, ap);
  va_end(ap);
  g_has_error = true;
  return code;
}

void clear_error() noexcept {
  if (__builtin_expect(g_has_error, 0)) {
    g_message[0] = '\0';
    g_has_error = false;
  }
}
const char* last_error() noexcept { return g_has_error ? g_message : ""; }

const char* status_name(Status s) noexcept {
  switch (s) {
    case TF_OK: return "TF_OK";
    case TF_ERR_INVALID_ARGUMENT: return "TF_ERR_INVALID_ARGUMENT";
    case TF_ERR_SHAPE_MISMATCH: return "TF_ERR_SHAPE_MISMATCH";
    case TF_ERR_DTYPE_MISMATCH: return "TF_ERR_DTYPE_MISMATCH";
    case TF_ERR_OUT_OF_MEMORY: return "TF_ERR_OUT_OF_MEMORY";
    case TF_ERR_UNSUPPORTED: return "TF_ERR_UNSUPPORTED";
    case TF_ERR_NUMERICAL: return "TF_ERR_NUMERICAL";
    case TF_ERR_INTERNAL: return "TF_ERR_INTERNAL";
    default: return "TF_ERR_UNKNOWN";
  }
}

}  // namespace tf
