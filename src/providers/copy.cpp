// providers/copy.cpp: strided element copies.
#include "providers/copy.hpp"

#include <cstring>
#include <utility>

#include "tenferro.h"

namespace tf {

namespace {

// n elements of ES bytes, strides in elements (a constant-size memcpy is a
// plain load and store).
template <std::size_t ES>
void copy_elems(int64_t n, const char* s, int64_t ss, char* d, int64_t ds) {
  for (int64_t j = 0; j < n; ++j)
    std::memcpy(d + j * ds * (int64_t)ES, s + j * ss * (int64_t)ES, ES);
}

void copy_elems_any(std::size_t es, int64_t n, const char* s, int64_t ss, char* d, int64_t ds) {
  switch (es) {
    case 1: return copy_elems<1>(n, s, ss, d, ds);
    case 2: return copy_elems<2>(n, s, ss, d, ds);
    case 4: return copy_elems<4>(n, s, ss, d, ds);
    case 8: return copy_elems<8>(n, s, ss, d, ds);
    case 16: return copy_elems<16>(n, s, ss, d, ds);
    default:
      for (int64_t j = 0; j < n; ++j)
        std::memcpy(d + j * ds * (int64_t)es, s + j * ss * (int64_t)es, es);
  }
}

// True when an outer stride steps exactly over `extent` inner elements
// (without overflowing on huge strides).
bool steps_over(int64_t outer, int64_t inner, int64_t extent) {
  int64_t span;
  return !__builtin_mul_overflow(inner, extent, &span) && outer == span;
}

}  // namespace

void strided_copy(std::size_t esize, int32_t ndim, const int64_t* shape, const void* src,
                  const int64_t* ss_in, void* dst, const int64_t* ds_in) {
  const char* s = static_cast<const char*>(src);
  char* d = static_cast<char*>(dst);
  const int64_t es = (int64_t)esize;
  // Simplify the iteration space: drop extent-1 axes; bring an axis that is
  // unit-strided on both sides innermost (unless dst repeats elements: a
  // zero dst stride makes the order visible); merge axes that are
  // contiguous on both sides. A dense block of any layout becomes one run.
  int64_t sh[TF_MAX_RANK], ss[TF_MAX_RANK], ds[TF_MAX_RANK];
  int32_t r = 0;
  bool dst_repeats = false;
  for (int32_t i = 0; i < ndim; ++i) {
    if (shape[i] == 0) return;
    if (shape[i] == 1) continue;
    sh[r] = shape[i];
    ss[r] = ss_in[i];
    ds[r] = ds_in[i];
    dst_repeats |= ds[r] == 0;
    ++r;
  }
  if (r == 0) { std::memcpy(d, s, esize); return; }
  if (!dst_repeats && !(ss[r - 1] == 1 && ds[r - 1] == 1))
    for (int32_t i = r - 2; i >= 0; --i)
      if (ss[i] == 1 && ds[i] == 1) {
        std::swap(sh[i], sh[r - 1]);
        std::swap(ss[i], ss[r - 1]);
        std::swap(ds[i], ds[r - 1]);
        break;
      }
  int32_t m = r - 1;  // merged axes are [m, r)
  for (int32_t i = r - 2; i >= 0; --i) {
    if (steps_over(ss[i], ss[m], sh[m]) && steps_over(ds[i], ds[m], sh[m])) {
      sh[m] *= sh[i];
    } else {
      --m;
      sh[m] = sh[i];
      ss[m] = ss[i];
      ds[m] = ds[i];
    }
  }
  const int32_t nd = r - m;
  const int64_t* const shp = sh + m;
  const int64_t* const sst = ss + m;
  const int64_t* const dst_s = ds + m;
  const int32_t last = nd - 1;
  const int64_t n = shp[last];
  const bool run = sst[last] == 1 && dst_s[last] == 1;
  int64_t idx[TF_MAX_RANK] = {0};
  for (;;) {
    if (run) std::memcpy(d, s, (std::size_t)(n * es));
    else copy_elems_any(esize, n, s, sst[last], d, dst_s[last]);
    // Step only to offsets inside the tensor: (extent - 1) * stride * esize
    // fits int64 for every valid tensor, stride * esize alone need not (a
    // huge stride on an extent-1 axis is valid; UBSan, found by fuzz_tensor).
    int32_t ax = last - 1;
    for (; ax >= 0; --ax) {
      if (++idx[ax] < shp[ax]) {
        s += sst[ax] * es;
        d += dst_s[ax] * es;
        break;
      }
      s -= (shp[ax] - 1) * sst[ax] * es;
      d -= (shp[ax] - 1) * dst_s[ax] * es;
      idx[ax] = 0;
    }
    if (ax < 0) return;
  }
}

}  // namespace tf
