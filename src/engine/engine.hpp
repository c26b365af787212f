// engine/engine.hpp: the engine a caller holds and passes to every call. It
// owns the thread budget, the buffer pool, a plan cache handle (private or
// shared) with a small lock-free front for its own recent plans, and stats.
// One thread uses an engine at a time.
#pragma once
#include <atomic>
#include <cstdint>
#include <new>
#include <type_traits>

#include "core/tensor.hpp"
#include "engine/buffer_pool.hpp"
#include "engine/plan_cache.hpp"
#include "engine/threads.hpp"

namespace tf {

struct EngineStats {
  uint64_t calls = 0, plan_hits = 0, plan_misses = 0, parallel_regions = 0;
  uint64_t pool_hits_base = 0, pool_misses_base = 0;  // pool counters at reset
};

// Which cached plan a plan() call returned: its front slot and the slot's
// generation. The plan stays alive while the slot's generation is unchanged.
struct PlanTicket {
  const void* slot = nullptr;
  uint64_t gen = 0;
};

// A recent successful direct call of an operation with given handles: the
// operation stores what it resolved (its exec, whose plan the ticket keeps
// valid) so that a repeat with the same handle ids and flags skips
// validation and the plan lookup. key[0]: the operation's tag (nonzero;
// 0 = empty slot) and flags; key[1..3]: handle ids (0 where the call has no
// such handle, e.g. an allocating call's out). The operation owns the
// layout of exec.
struct CallMemo {
  static constexpr int kSlots = 8;
  static constexpr std::size_t kExecBytes = 800;
  uint64_t key[4] = {};
  PlanTicket ticket;
  alignas(16) unsigned char exec[kExecBytes];

  bool holds(const uint64_t (&k)[4]) const {
    return key[0] == k[0] && key[1] == k[1] && key[2] == k[2] && key[3] == k[3];
  }
  template <class T> T& as() {
    static_assert(sizeof(T) <= kExecBytes, "CallMemo::exec too small");
    static_assert(std::is_trivially_copyable_v<T>);
    return *reinterpret_cast<T*>(exec);
  }
};

class Engine {
 public:
  // cache may be nullptr (private cache). Takes its own cache reference.
  Engine(bool serial, int num_threads, PlanCache* cache, std::size_t pool_max_bytes);
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  bool serial() const { return serial_; }
  int num_threads() const { return num_threads_; }
  BufferPool& pool() { return *pool_; }
  const BufferPool& pool() const { return *pool_; }
  PlanCache& cache() { return *cache_; }
  const CostModel& cost_model() const { return model_; }
  EngineStats& stats() { return stats_; }
  const EngineStats& stats() const { return stats_; }

  // Workers a call of `madds` work gets; counts a parallel region when > 1.
  int workers_for(double madds) {
    if (serial_) return 1;
    int w = choose_workers(model_, num_threads_, madds);
    if (w > 1) ++stats_.parallel_regions;
    return w;
  }

  // Workers for a LAPACK driver of `madds` work (see lapack_min_madds).
  int lapack_workers(double madds) {
    return madds < model_.lapack_min_madds ? 1 : workers_for(madds);
  }

  // The plan for key: from the front, else the shared cache, else built by
  // build() (which returns a PlanPtr, nullptr on out of memory).
  template <class P, class Build>
  Status plan(const PlanKey& key, Build&& build, const P** out) {
    FrontEntry& f = front_[key.hash % kFront];
    if (f.plan && f.key == key) {
      ++stats_.plan_hits;
      last_ = &f;
      *out = static_cast<const P*>(f.plan.get());
      return TF_OK;
    }
    return plan_slow(key, build, out);
  }

  // The ticket of the plan the last plan() call returned.
  PlanTicket last_plan_ticket() const { return {last_, last_->gen}; }
  bool ticket_valid(const PlanTicket& t) const {
    return t.slot && static_cast<const FrontEntry*>(t.slot)->gen == t.gen;
  }
  // The memo slot for key k; *hit: it holds k with a plan still alive.
  CallMemo& memo(const uint64_t (&k)[4], bool* hit) {
    CallMemo& m = memo_[(k[1] * 0x9E3779B97F4A7C15ull ^ k[2] * 0xC2B2AE3D27D4EB4Full ^ k[3]) %
                        CallMemo::kSlots];
    *hit = m.holds(k) && ticket_valid(m.ticket);
    return m;
  }
  // Records k in m, valid while the plan of the last plan() call lives.
  void memo_store(CallMemo& m, const uint64_t (&k)[4]) {
    for (int i = 0; i < 4; ++i) m.key[i] = k[i];
    m.ticket = last_plan_ticket();
  }

  // A new owned, contiguous tensor from the pool (header and data in one
  // block). Contents uninitialised. Its size is checked (checked_size in
  // core/shape.hpp; what names the result in the message).
  Status new_tensor(DType dt, int32_t ndim, const int64_t* shape, tf_layout layout,
                    Tensor** out, const char* what = "out");
  // Scratch storage from the pool (drop() it when done).
  Storage* scratch(std::size_t bytes);

  void trim();

  // Set by the C boundary for the duration of a call in builds that check
  // the one-thread-at-a-time contract (TF_ENGINE_USE in capi/boundary.hpp).
  std::atomic<bool>& in_use() { return in_use_; }

 private:
  template <class P, class Build>
  Status plan_slow(const PlanKey& key, Build& build, const P** out) {
    PlanPtr p = key.overflow ? nullptr : cache_->find(key);
    if (p) {
      ++stats_.plan_hits;
    } else {
      ++stats_.plan_misses;
      Status st = build(&p);
      if (st != TF_OK) return st;
      if (!key.overflow) p = cache_->insert(key, std::move(p));
    }
    FrontEntry& f = key.overflow ? uncached_ : front_[key.hash % kFront];
    f.key = key;
    f.plan = std::move(p);
    ++f.gen;
    last_ = &f;
    *out = static_cast<const P*>(f.plan.get());
    return TF_OK;
  }

  struct FrontEntry {
    PlanKey key;
    PlanPtr plan;
    uint64_t gen = 0;  // bumped whenever plan is replaced or dropped
  };
  static constexpr int kFront = 16;

  bool serial_;
  int num_threads_;
  BufferPool* pool_;
  PlanCache* cache_;
  CostModel model_;
  EngineStats stats_;
  FrontEntry front_[kFront];
  FrontEntry uncached_;
  FrontEntry* last_ = &uncached_;
  CallMemo memo_[CallMemo::kSlots];
  std::atomic<bool> in_use_{false};
};

}  // namespace tf
