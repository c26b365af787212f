// providers/vec_map_impl.hpp: the elementwise map over a vector math
// function (libmvec) for vec_isa_impl.hpp, one instantiation per instruction set.
// L describes the lanes: T, V, W, load, store.
#pragma once
#include <cstdint>

// out = F(x) elementwise. Every element goes through the vector function,
// the tail and strided runs too (gathered into a padded lane buffer): the
// value of an element does not depend on its position, layout or the run
// length. Never reads or writes past the run.
template <class L, typename L::V (*F)(typename L::V)>
void map_run(int64_t n, char* const* p, const int64_t* s, const void*) {
  using T = typename L::T;
  constexpr int W = L::W;
  T* o = reinterpret_cast<T*>(p[0]);
  const T* x = reinterpret_cast<const T*>(p[1]);
  const int64_t so = s[0], sx = s[1];
  int64_t i = 0;
  if (so == 1 && sx == 1) {
    for (; i + W <= n; i += W) L::store(o + i, F(L::load(x + i)));
  } else {
    for (; i + W <= n; i += W) {
      alignas(64) T b[W];
      for (int j = 0; j < W; ++j) b[j] = x[(i + j) * sx];
      L::store(b, F(L::load(b)));
      for (int j = 0; j < W; ++j) o[(i + j) * so] = b[j];
    }
  }
  if (i < n) {
    alignas(64) T b[W];
    const int r = (int)(n - i);
    for (int j = 0; j < W; ++j) b[j] = j < r ? x[(i + j) * sx] : T(1);
    L::store(b, F(L::load(b)));
    for (int j = 0; j < r; ++j) o[(i + j) * so] = b[j];
  }
}
