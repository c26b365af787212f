// providers/pairwise_sum.hpp: the one pairwise summation of long sums that
// are not contiguous runs (strided runs, sums over several axes), as NumPy
// sums: leaves of kPairwiseLeaf terms, each over eight interleaved partial
// sums, combined by a binary-counter cascade (a new leaf adds the partial of
// every level its count completes), so the error grows as
// O((kPairwiseLeaf / 8 + log2(n / kPairwiseLeaf)) eps) instead of O(n eps).
// Callers keep their plain loop for n <= kPairwiseLeaf (short sums unchanged).
// Contiguous runs have their vectorised pairwise kernels (vec_sum_impl.hpp).
#pragma once
#include <cstdint>

namespace tf {

constexpr int64_t kPairwiseLeaf = 128;

// The sum of next() over n calls (in order; next may keep state).
template <class T, class Next> T pairwise_sum(int64_t n, Next&& next) {
  T level[64];
  uint64_t count = 0;  // leaves so far; bit k set: level[k] holds 2^k leaves
  for (int64_t done = 0; done < n;) {
    const int64_t m = n - done < kPairwiseLeaf ? n - done : kPairwiseLeaf;
    T a[8] = {};
    for (int64_t t = 0; t < m; ++t) a[t & 7] += next();
    done += m;
    T leaf = ((a[0] + a[1]) + (a[2] + a[3])) + ((a[4] + a[5]) + (a[6] + a[7]));
    int lvl = 0;
    for (uint64_t c = count; c & 1; c >>= 1, ++lvl) leaf = level[lvl] + leaf;
    level[lvl] = leaf;
    ++count;
  }
  T r{};
  bool any = false;
  for (int lvl = 0; lvl < 64 && (count >> lvl); ++lvl)
    if ((count >> lvl) & 1) {
      r = any ? level[lvl] + r : level[lvl];
      any = true;
    }
  return r;
}

}  // namespace tf
