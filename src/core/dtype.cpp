// core/dtype.cpp: dtype names for messages.
#include "core/dtype.hpp"

namespace tf {
const char* dtype_name(DType d) {
  static const char* names[] = {"f32", "f64", "c64", "c128"};
  return names[static_cast<int>(d)];
}
}  // namespace tf
