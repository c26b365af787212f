// bench/linalg/bench_common.hpp: the operands both linalg benchmarks share:
// n x n column-major f64 matrices with fixed random values (a general one, a
// symmetric one, a right-hand side) and tenferro tensors wrapping them.
#pragma once
#include <tenferro.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <random>
#include <vector>

namespace bench {

struct Data {
  int n = 0;
  std::vector<double> A, S, B;  // general, symmetric, rhs (n x 1)
};

inline Data* data(int n) {
  static std::map<int, std::unique_ptr<Data>> cache;
  auto& d = cache[n];
  if (d) return d.get();
  d = std::make_unique<Data>();
  d->n = n;
  std::mt19937_64 rng(1234 + n);
  std::uniform_real_distribution<double> u(-1, 1);
  d->A.resize((size_t)n * n);
  d->S.resize((size_t)n * n);
  d->B.resize((size_t)n);
  for (auto& x : d->A) x = u(rng);
  for (int i = 0; i < n; ++i) d->A[(size_t)i * n + i] += n;  // well conditioned
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < n; ++i) d->S[(size_t)j * n + i] = d->A[(size_t)j * n + i] + d->A[(size_t)i * n + j];
  for (auto& x : d->B) x = u(rng);
  return d.get();
}

inline void check(tf_status st, const char* what) {
  if (st != TF_OK) {
    std::fprintf(stderr, "%s: %s (%s)\n", what, tf_status_name(st), tf_last_error());
    std::abort();
  }
}

// A column-major n x m tensor over p.
inline tf_tensor* colmajor(double* p, int64_t rows, int64_t cols) {
  int64_t shape[2] = {rows, cols}, strides[2] = {1, rows > 0 ? rows : 1};
  tf_tensor* t;
  check(tf_tensor_wrap(TF_F64, 2, shape, strides, p, &t), "wrap");
  return t;
}

}  // namespace bench
