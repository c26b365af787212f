// engine/plan_cache.cpp: LRU plan cache bounded by entries and bytes.
#include "engine/plan_cache.hpp"

namespace tf {

PlanCache::PlanCache(std::size_t max_entries, std::size_t max_bytes)
    : max_entries_(max_entries), max_bytes_(max_bytes) {}

PlanPtr PlanCache::find(const PlanKey& key) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = map_.find(key);
  if (it == map_.end()) return nullptr;
  lru_.splice(lru_.begin(), lru_, it->second);
  return it->second->plan;
}

PlanPtr PlanCache::insert(const PlanKey& key, PlanPtr plan) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = map_.find(key);
  if (it != map_.end()) {  // another engine built it meanwhile: keep one
    lru_.splice(lru_.begin(), lru_, it->second);
    return it->second->plan;
  }
  std::size_t cost = plan->bytes + sizeof(Entry);
  lru_.push_front(Entry{key, plan});
  try {
    map_.emplace(key, lru_.begin());
  } catch (...) {  // out of memory: leave the cache as it was
    lru_.pop_front();
    throw;
  }
  bytes_ += cost;
  while (lru_.size() > 1 && (lru_.size() > max_entries_ || bytes_ > max_bytes_)) {
    Entry& victim = lru_.back();
    bytes_ -= victim.plan->bytes + sizeof(Entry);
    map_.erase(victim.key);
    lru_.pop_back();
  }
  return plan;
}

void PlanCache::clear() {
  std::lock_guard<std::mutex> lock(mu_);
  map_.clear();
  lru_.clear();
  bytes_ = 0;
}

std::size_t PlanCache::entries() {
  std::lock_guard<std::mutex> lock(mu_);
  return lru_.size();
}

std::size_t PlanCache::bytes() {
  std::lock_guard<std::mutex> lock(mu_);
  return bytes_;
}

}  // namespace tf
