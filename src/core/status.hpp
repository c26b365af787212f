// core/status.hpp: status codes and the thread-local last-error message.
// Internal code returns Status; the failure site formats the message once.
#pragma once
#include <cstddef>
#include <cstdint>

#include "tenferro.h"

namespace tf {

using Status = tf_status;

// Sets the thread-local message and returns code. printf-style.
Status fail(Status code, const char* fmt, ...) __attribute__((format(printf, 2, 3)));
// Marks the last call on this thread as successful ("" message).
void clear_error() noexcept;
const char* last_error() noexcept;
const char* status_name(Status s) noexcept;

#define TF_TRY(expr)                    \
  do {                                  \
    ::tf::Status tf_st_ = (expr);       \
    if (tf_st_ != TF_OK) return tf_st_; \
  } while (0)

}  // namespace tf
