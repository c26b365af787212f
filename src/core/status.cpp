// core/status.cpp: the thread-local last-error message.
#include "core/status.hpp"

#include <cstdarg>
#include <cstdio>

namespace tf {
namespace {
thread_local char g_message[512] = "";
}

Status fail(Status code, const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(g_message, sizeof g_message, fmt, ap);
  va_end(ap);
  return code;
}

void clear_error() noexcept { g_message[0] = '\0'; }
const char* last_error() noexcept { return g_message; }

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
