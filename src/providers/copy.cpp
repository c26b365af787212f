// providers/copy.cpp: strided element copies.
#include "providers/copy.hpp"

#include <cstring>

#include "tenferro.h"

namespace tf {
namespace {

struct E16 { uint64_t lo, hi; };

// n elements from s (stride ss) to d (stride ds), strides in elements.
template <class E>
inline void copy_line(int64_t n, const char* s, int64_t ss, char* d, int64_t ds) {
  const E* p = reinterpret_cast<const E*>(s);
  E* q = reinterpret_cast<E*>(d);
  for (int64_t j = 0; j < n; ++j) {
    E v;
    std::memcpy(&v, p + j * ss, sizeof(E));  // (no alignment assumed)
    std::memcpy(q + j * ds, &v, sizeof(E));
  }
}

void line(std::size_t es, int64_t n, const char* s, int64_t ss, char* d, int64_t ds) {
  switch (es) {
    case 4: return copy_line<uint32_t>(n, s, ss, d, ds);
    case 8: return copy_line<uint64_t>(n, s, ss, d, ds);
    case 16: return copy_line<E16>(n, s, ss, d, ds);
    default:
      for (int64_t j = 0; j < n; ++j)
        std::memcpy(d + j * ds * (int64_t)es, s + j * ss * (int64_t)es, es);
  }
}

}  // namespace

void strided_copy(std::size_t esize, int32_t ndim, const int64_t* shape, const void* src,
                  const int64_t* src_strides, void* dst, const int64_t* dst_strides) {
  const char* s = static_cast<const char*>(src);
  char* d = static_cast<char*>(dst);
  const int64_t es = (int64_t)esize;
  // Normalised copy: unit axes dropped, an axis with unit strides on both
  // sides moved innermost, then axes that merge into one stride merged.
  int64_t sh[TF_MAX_RANK], ss[TF_MAX_RANK], ds[TF_MAX_RANK];
  int32_t nd = 0, unit = -1;
  for (int32_t i = 0; i < ndim; ++i) {
    if (shape[i] == 0) return;
    if (shape[i] == 1) continue;
    if (src_strides[i] == 1 && dst_strides[i] == 1) unit = nd;
    sh[nd] = shape[i];
    ss[nd] = src_strides[i];
    ds[nd] = dst_strides[i];
    ++nd;
  }
  if (unit >= 0 && unit != nd - 1) {
    const int64_t a = sh[unit];
    for (int32_t i = unit; i + 1 < nd; ++i) {
      sh[i] = sh[i + 1];
      ss[i] = ss[i + 1];
      ds[i] = ds[i + 1];
    }
    sh[nd - 1] = a;
    ss[nd - 1] = ds[nd - 1] = 1;
  }
  int32_t m = 0;
  for (int32_t i = 0; i < nd; ++i) {
    if (m > 0 && ss[m - 1] == ss[i] * sh[i] && ds[m - 1] == ds[i] * sh[i]) {
      sh[m - 1] *= sh[i];
      ss[m - 1] = ss[i];
      ds[m - 1] = ds[i];
      continue;
    }
    sh[m] = sh[i];
    ss[m] = ss[i];
    ds[m] = ds[i];
    ++m;
  }
  nd = m;
  if (nd == 0) { std::memcpy(d, s, esize); return; }
  const int32_t last = nd - 1;
  const int64_t n = sh[last];
  const bool run = ss[last] == 1 && ds[last] == 1;
  int64_t idx[TF_MAX_RANK] = {0};
  for (;;) {
    if (run) std::memcpy(d, s, (std::size_t)(n * es));
    else line(esize, n, s, ss[last], d, ds[last]);
    // Step only to offsets inside the tensor: (extent - 1) * stride * esize
    // fits int64 for every valid tensor, stride * esize alone need not (a
    // huge stride on an extent-1 axis is valid; UBSan, found by fuzz_tensor).
    int32_t ax = last - 1;
    for (; ax >= 0; --ax) {
      if (++idx[ax] < sh[ax]) {
        s += ss[ax] * es;
        d += ds[ax] * es;
        break;
      }
      s -= (sh[ax] - 1) * ss[ax] * es;
      d -= (sh[ax] - 1) * ds[ax] * es;
      idx[ax] = 0;
    }
    if (ax < 0) return;
  }
}

}  // namespace tf
