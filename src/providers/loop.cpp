// providers/loop.cpp: building and running strided iteration plans.
#include "providers/loop.hpp"

#include "engine/threads.hpp"

namespace tf {

namespace {
constexpr int64_t kTile = 32;

// Is axis a outer to axis b? Larger stride of the order operand is outer;
// ties are broken by the other operands, then by the original axis order.
bool outer_before(int nops, const int64_t* const* st, int order_op, int32_t a, int32_t b) {
  if (st[order_op][a] != st[order_op][b]) return st[order_op][a] > st[order_op][b];
  for (int k = 0; k < nops; ++k)
    if (st[k][a] != st[k][b]) return st[k][a] > st[k][b];
  return a < b;
}
}  // namespace

void loop_build(int32_t nd, const int64_t* shape, int nops, const int64_t* const* strides,
                int order_op, Loop* out) {
  Loop& L = *out;
  L = Loop{};
  L.nops = nops;
  int32_t ax[TF_MAX_RANK];
  int32_t n = 0;
  for (int32_t i = 0; i < nd; ++i) {
    if (shape[i] == 0) L.empty = true;
    if (shape[i] != 1) ax[n++] = i;
  }
  // Insertion sort: outermost first.
  for (int32_t i = 1; i < n; ++i) {
    int32_t v = ax[i], j = i - 1;
    while (j >= 0 && outer_before(nops, strides, order_op, v, ax[j])) {
      ax[j + 1] = ax[j];
      --j;
    }
    ax[j + 1] = v;
  }
  // Merge an axis into its outer neighbour when every operand allows it.
  int32_t m = 0;
  for (int32_t i = 0; i < n; ++i) {
    const int32_t a = ax[i];
    bool merge = m > 0;
    for (int k = 0; merge && k < nops; ++k)
      merge = L.st[k][m - 1] == strides[k][a] * shape[a];
    if (merge) {
      L.shape[m - 1] *= shape[a];
      for (int k = 0; k < nops; ++k) L.st[k][m - 1] = strides[k][a];
    } else {
      L.shape[m] = shape[a];
      for (int k = 0; k < nops; ++k) L.st[k][m] = strides[k][a];
      ++m;
    }
  }
  if (m == 0) {  // rank 0 or all extents 1: one element
    L.shape[0] = 1;
    for (int k = 0; k < nops; ++k) L.st[k][0] = 0;
    m = 1;
  }
  L.nd = m;
  // Transposing access: block the two unit-stride axes so both operands stay
  // in cache (only worth it when both extents span several blocks).
  const int32_t last = m - 1;
  if (m >= 2 && nops >= 2 && order_op == 0 && L.st[0][last] == 1 && L.st[1][last] != 1 &&
      L.shape[last] >= 2 * kTile) {
    for (int32_t j = last - 1; j >= 0; --j)
      if (L.st[1][j] == 1 && L.shape[j] >= 2 * kTile) { L.tile = j; break; }
  }
}

namespace {
__attribute__((noinline)) void loop_run_nd(const Loop& L, char* const* base,
                                           const int64_t* esize, RunFn fn, const void* args,
                                           int32_t split, int64_t lo, int64_t hi) {
  const int nops = L.nops;
  const int32_t nd = L.nd, last = nd - 1;
  int64_t shape[TF_MAX_RANK] = {};
  char* p[kLoopMaxOps];
  int64_t s[kLoopMaxOps];
  for (int32_t i = 0; i < nd; ++i) shape[i] = L.shape[i];
  for (int k = 0; k < nops; ++k) {
    p[k] = base[k];
    s[k] = L.st[k][last];
  }
  if (split >= 0) {
    if (hi <= lo) return;
    shape[split] = hi - lo;
    for (int k = 0; k < nops; ++k) p[k] += lo * L.st[k][split] * esize[k];
  }
  const int64_t n = shape[last];
  if (nd == 1) {
    fn(n, p, s, args);
    return;
  }
  const int32_t tile = L.tile;
  int64_t idx[TF_MAX_RANK] = {0};
  for (;;) {
    if (tile >= 0) {
      const int64_t nj = shape[tile];
      for (int64_t j0 = 0; j0 < nj; j0 += kTile)
        for (int64_t l0 = 0; l0 < n; l0 += kTile) {
          const int64_t jn = nj - j0 < kTile ? nj - j0 : kTile;
          const int64_t ln = n - l0 < kTile ? n - l0 : kTile;
          for (int64_t j = j0; j < j0 + jn; ++j) {
            char* q[kLoopMaxOps];
            for (int k = 0; k < nops; ++k)
              q[k] = p[k] + (j * L.st[k][tile] + l0 * s[k]) * esize[k];
            fn(ln, q, s, args);
          }
        }
    } else {
      fn(n, p, s, args);
    }
    int32_t ax = last - 1;
    for (; ax >= 0; --ax) {
      if (ax == tile) continue;  // the tiled pair ran as a whole
      for (int k = 0; k < nops; ++k) p[k] += L.st[k][ax] * esize[k];
      if (++idx[ax] < shape[ax]) break;
      for (int k = 0; k < nops; ++k) p[k] -= L.st[k][ax] * esize[k] * shape[ax];
      idx[ax] = 0;
    }
    if (ax < 0) return;
  }
}
}  // namespace

void loop_run(const Loop& L, char* const* base, const int64_t* esize, RunFn fn,
              const void* args, int32_t split, int64_t lo, int64_t hi) {
  if (L.empty) return;
  if (L.nd == 1 && split < 0) {  // one run (e.g. any contiguous operands)
    static_assert(kLoopMaxOps == 3, "one stride per operand");
    const int64_t s[kLoopMaxOps] = {L.st[0][0], L.st[1][0], L.st[2][0]};
    fn(L.shape[0], base, s, args);
    return;
  }
  loop_run_nd(L, base, esize, fn, args, split, lo, hi);
}

int32_t loop_split_axis(const Loop& L, int workers, bool distinct_out) {
  // The outermost axis long enough to share evenly (>= 4 slices per worker),
  // else the longest one.
  int32_t best = -1;
  for (int32_t i = 0; i < L.nd; ++i) {
    if (distinct_out && L.st[0][i] == 0) continue;
    if (L.shape[i] >= 4 * (int64_t)workers) return i;
    if (best < 0 || L.shape[i] > L.shape[best]) best = i;
  }
  return best;
}

void loop_run_parallel(const Loop& L, char* const* base, const int64_t* esize, RunFn fn,
                       const void* args, int workers, int32_t split) {
  const int64_t ext = L.shape[split];
  auto part = [&](int t) {
    loop_run(L, base, esize, fn, args, split, ext * t / workers, ext * (t + 1) / workers);
  };
  run_parts(workers, part);
}

void loop_run_partials(const Loop& L, char* const* base, const int64_t* esize, RunFn fn,
                       const void* args, int workers, int32_t split, char* partials) {
  const int64_t ext = L.shape[split];
  auto part = [&](int t) {
    char* b[kLoopMaxOps];
    for (int k = 0; k < L.nops; ++k) b[k] = base[k];
    b[0] = partials + t * esize[0];
    loop_run(L, b, esize, fn, args, split, ext * t / workers, ext * (t + 1) / workers);
  };
  run_parts(workers, part);
}

}  // namespace tf
