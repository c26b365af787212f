// capi/engine.cpp: engines, plan caches and statistics at the C boundary.
#include <cstdlib>
#include <cstring>

#include "capi/boundary.hpp"

using namespace tf;

namespace {

constexpr std::size_t kDefaultPoolBytes = std::size_t{256} << 20;

std::size_t default_pool_bytes() {
  const char* v = std::getenv("TENFERRO_POOL_MAX_BYTES");
  if (v && *v) {
    char* end = nullptr;
    unsigned long long n = std::strtoull(v, &end, 10);
    if (end != v && *end == '\0') return (std::size_t)n;
  }
  return kDefaultPoolBytes;
}

Status create(const tf_engine_options& o, tf_engine** out) {
  const int32_t kind = enum_arg(o.kind);
  if (kind != TF_ENGINE_SERIAL && kind != TF_ENGINE_POOLED)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options->kind: unknown tf_engine_kind %d (expected TF_ENGINE_SERIAL or "
                "TF_ENGINE_POOLED)",
                kind);
  if (o.num_threads < 0 || o.num_threads > kMaxThreads)
    return fail(TF_ERR_INVALID_ARGUMENT, "num_threads: must be in [0, %d], got %d", kMaxThreads,
                o.num_threads);
  bool serial = kind == TF_ENGINE_SERIAL;
  int threads = serial ? 1 : pooled_num_threads(o.num_threads);
  std::size_t pool = o.pool_max_bytes ? o.pool_max_bytes : default_pool_bytes();
  *out = handle(new Engine(serial, threads, obj(o.plan_cache), pool));
  return TF_OK;
}

}  // namespace

extern "C" {

tf_status tf_plan_cache_create(const tf_plan_cache_options* options, tf_plan_cache** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    tf_plan_cache_options o;
    TF_TRY(read_options(options, "options", &o));
    auto* c = new PlanCache(o.max_entries ? o.max_entries : 4096,
                            o.max_bytes ? o.max_bytes : (64u << 20));
    *out = handle(c);
    return TF_OK;
  });
}

void tf_plan_cache_release(tf_plan_cache* cache) {
  if (cache) obj(cache)->release();
}

tf_status tf_plan_cache_clear(tf_plan_cache* cache) {
  return guard([&]() -> Status {
    TF_NOT_NULL(cache);
    obj(cache)->clear();
    return TF_OK;
  });
}

tf_status tf_plan_cache_size(const tf_plan_cache* cache, size_t* entries, size_t* bytes) {
  return guard([&]() -> Status {
    TF_NOT_NULL(cache);
    if (entries) *entries = obj(cache)->entries();
    if (bytes) *bytes = obj(cache)->bytes();
    return TF_OK;
  });
}

tf_status tf_engine_create_serial(tf_engine** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    tf_engine_options o{};
    o.kind = TF_ENGINE_SERIAL;
    return create(o, out);
  });
}

tf_status tf_engine_create_pooled(int32_t num_threads, tf_engine** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    tf_engine_options o{};
    o.kind = TF_ENGINE_POOLED;
    o.num_threads = num_threads;
    return create(o, out);
  });
}

tf_status tf_engine_create(const tf_engine_options* options, tf_engine** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    tf_engine_options o;  // NULL options: a serial engine, all defaults
    TF_TRY(read_options(options, "options", &o));
    return create(o, out);
  });
}

void tf_engine_destroy(tf_engine* engine) { delete obj(engine); }

tf_status tf_engine_num_threads(const tf_engine* engine, int32_t* out) {
  return getter(engine, "engine", out, [](const Engine& e) { return e.num_threads(); });
}

tf_status tf_engine_get_stats(const tf_engine* engine, tf_engine_stats* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_NOT_NULL(out);
    TF_TRY(check_out_struct(out, "out"));
    const Engine& e = *obj(engine);
    const EngineStats& s = e.stats();
    tf_engine_stats r{};
    r.calls = s.calls;
    r.plan_hits = s.plan_hits;
    r.plan_misses = s.plan_misses;
    r.pool_hits = e.pool().hits() - s.pool_hits_base;
    r.pool_misses = e.pool().misses() - s.pool_misses_base;
    r.bytes_retained = e.pool().retained_bytes();
    r.parallel_regions = s.parallel_regions;
    write_out_struct(r, out);
    return TF_OK;
  });
}

tf_status tf_engine_reset_stats(tf_engine* engine) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    Engine& e = *obj(engine);
    e.stats() = EngineStats{};
    e.stats().pool_hits_base = e.pool().hits();
    e.stats().pool_misses_base = e.pool().misses();
    return TF_OK;
  });
}

tf_status tf_engine_trim(tf_engine* engine) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    obj(engine)->trim();
    return TF_OK;
  });
}

}  // extern "C"
