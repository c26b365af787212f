// providers/copy.cpp: strided element copies.
#include "providers/copy.hpp"

#include <cstring>

#include "tenferro.h"

namespace tf {

void strided_copy(std::size_t esize, int32_t ndim, const int64_t* shape, const void* src,
                  const int64_t* ss, void* dst, const int64_t* ds) {
  const char* s = static_cast<const char*>(src);
  char* d = static_cast<char*>(dst);
  const int64_t es = (int64_t)esize;
  for (int32_t i = 0; i < ndim; ++i)
    if (shape[i] == 0) return;
  if (ndim == 0) { std::memcpy(d, s, esize); return; }
  const int32_t last = ndim - 1;
  const int64_t n = shape[last];
  const bool run = ss[last] == 1 && ds[last] == 1;
  int64_t idx[TF_MAX_RANK] = {0};
  for (;;) {
    if (run) {
      std::memcpy(d, s, (std::size_t)(n * es));
    } else {
      for (int64_t j = 0; j < n; ++j) std::memcpy(d + j * ds[last] * es, s + j * ss[last] * es, esize);
    }
    // Step only to offsets inside the tensor: (extent - 1) * stride * esize
    // fits int64 for every valid tensor, stride * esize alone need not (a
    // huge stride on an extent-1 axis is valid; UBSan, found by fuzz_tensor).
    int32_t ax = last - 1;
    for (; ax >= 0; --ax) {
      if (++idx[ax] < shape[ax]) {
        s += ss[ax] * es;
        d += ds[ax] * es;
        break;
      }
      s -= (shape[ax] - 1) * ss[ax] * es;
      d -= (shape[ax] - 1) * ds[ax] * es;
      idx[ax] = 0;
    }
    if (ax < 0) return;
  }
}

}  // namespace tf
