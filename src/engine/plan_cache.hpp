// engine/plan_cache.hpp: plans and the bounded, LRU, thread-safe plan cache
// that engines share. A plan is keyed by everything it depends on (operation,
// dtypes, shapes, stride classes, flags), never by data or pointers.
#pragma once
#include <atomic>
#include <cstdint>
#include <cstring>
#include <list>
#include <memory>
#include <mutex>
#include <unordered_map>

namespace tf {

// A plan: immutable once built, shared by every engine using the cache.
struct Plan {
  virtual ~Plan() = default;
  std::size_t bytes = 0;  // what the plan costs the cache's byte bound
};
using PlanPtr = std::shared_ptr<const Plan>;

// A key; an operation appends the words its plan depends on. The first
// kMaxWords are kept and compared; words past them (large einsum networks)
// are folded into two independent 64-bit hashes that are compared instead
// (a 128-bit digest of the tail: a false match is not a practical concern).
struct PlanKey {
  static constexpr int kMaxWords = 120;
  uint32_t n = 0;
  bool overflow = false;  // an operation may still refuse to key: planned without caching
  uint64_t hash = 0;
  uint64_t nspill = 0, spill0 = 0, spill1 = 0;
  int64_t w[kMaxWords];

  void add(int64_t v) {
    if (n == kMaxWords) { spill(v); return; }
    w[n++] = v;
  }
  void spill(int64_t v) {
    ++nspill;
    spill0 = (spill0 ^ (uint64_t)v) * 1099511628211ull + nspill;
    uint64_t z = spill1 + (uint64_t)v + 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    spill1 = (z ^ (z >> 27)) * 0x94D049BB133111EBull ^ (spill1 << 7 | spill1 >> 57);
  }
  // FNV-1a over four interleaved lanes (one serial multiply chain per word
  // was the latency of a small call's key), then folded and mixed.
  void finish() {
    constexpr uint64_t kPrime = 1099511628211ull;
    uint64_t h0 = 1469598103934665603ull ^ n, h1 = h0 + 1, h2 = h0 + 2, h3 = h0 + 3;
    uint32_t i = 0;
    for (; i + 4 <= n; i += 4) {
      h0 = (h0 ^ (uint64_t)w[i]) * kPrime;
      h1 = (h1 ^ (uint64_t)w[i + 1]) * kPrime;
      h2 = (h2 ^ (uint64_t)w[i + 2]) * kPrime;
      h3 = (h3 ^ (uint64_t)w[i + 3]) * kPrime;
    }
    if (i < n) h0 = (h0 ^ (uint64_t)w[i]) * kPrime;
    if (i + 1 < n) h1 = (h1 ^ (uint64_t)w[i + 1]) * kPrime;
    if (i + 2 < n) h2 = (h2 ^ (uint64_t)w[i + 2]) * kPrime;
    uint64_t h = h0 ^ (h1 << 16 | h1 >> 48) ^ (h2 << 32 | h2 >> 32) ^ (h3 << 48 | h3 >> 16);
    if (nspill) h ^= spill0 ^ (spill1 * kPrime) ^ nspill;
    h = (h ^ (h >> 29)) * 0xbf58476d1ce4e5b9ull;
    hash = h ^ (h >> 32);
  }
  bool operator==(const PlanKey& o) const {
    if (hash != o.hash || n != o.n) return false;
    if (nspill != o.nspill || spill0 != o.spill0 || spill1 != o.spill1) return false;
    for (uint32_t i = 0; i < n; ++i)
      if (w[i] != o.w[i]) return false;
    return true;
  }
};

struct PlanKeyHash {
  std::size_t operator()(const PlanKey& k) const { return k.hash; }
};

class PlanCache {
 public:
  PlanCache(std::size_t max_entries, std::size_t max_bytes);
  // The plan for key, or nullptr. Locks only for the lookup.
  PlanPtr find(const PlanKey& key);
  // Inserts (or keeps an existing equal key's plan) and evicts LRU entries
  // beyond the bounds; returns the plan now cached for key.
  PlanPtr insert(const PlanKey& key, PlanPtr plan);
  void clear();
  std::size_t entries();
  std::size_t bytes();
  std::size_t max_entries() const { return max_entries_; }
  std::size_t max_bytes() const { return max_bytes_; }

  void retain() { refs_.fetch_add(1, std::memory_order_relaxed); }
  void release() {
    if (refs_.fetch_sub(1, std::memory_order_acq_rel) == 1) delete this;
  }

 private:
  ~PlanCache() = default;
  struct Entry {
    PlanKey key;
    PlanPtr plan;
  };
  std::mutex mu_;
  std::list<Entry> lru_;  // front = most recently used
  std::unordered_map<PlanKey, std::list<Entry>::iterator, PlanKeyHash> map_;
  std::size_t max_entries_, max_bytes_, bytes_ = 0;
  std::atomic<int64_t> refs_{1};
};

}  // namespace tf
