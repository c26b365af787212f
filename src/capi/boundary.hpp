// capi/boundary.hpp: what every C entry point shares: handle <-> object
// casts, NULL checks, and the guard that turns any C++ exception into a
// status so nothing unwinds into the caller.
#pragma once
#include <cstring>
#include <new>

#include "core/status.hpp"
#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "engine/plan_cache.hpp"

struct tf_engine {};
struct tf_tensor {};
struct tf_plan_cache {};

namespace tf {

inline Engine* obj(tf_engine* e) { return reinterpret_cast<Engine*>(e); }
inline const Engine* obj(const tf_engine* e) { return reinterpret_cast<const Engine*>(e); }
inline Tensor* obj(tf_tensor* t) { return reinterpret_cast<Tensor*>(t); }
inline const Tensor* obj(const tf_tensor* t) { return reinterpret_cast<const Tensor*>(t); }
inline PlanCache* obj(tf_plan_cache* c) { return reinterpret_cast<PlanCache*>(c); }
inline PlanCache* obj(const tf_plan_cache* c) {
  return reinterpret_cast<PlanCache*>(const_cast<tf_plan_cache*>(c));
}
inline tf_engine* handle(Engine* e) { return reinterpret_cast<tf_engine*>(e); }
inline tf_tensor* handle(Tensor* t) { return reinterpret_cast<tf_tensor*>(t); }
inline tf_plan_cache* handle(PlanCache* c) { return reinterpret_cast<tf_plan_cache*>(c); }

// The value of an enum argument as the C caller passed it. A C caller may pass
// any int (tf_op 7, tf_dtype 42); in C++ loading an enum object holding a
// value outside the enum's range is undefined, so entry points read enum
// arguments (and enum fields of options structs) through this, and the
// layers below take int32_t and validate.
template <class E>
inline int32_t enum_arg(const E& e) {
  static_assert(sizeof(E) == sizeof(int32_t), "C enums are int-sized");
  int32_t v;
  std::memcpy(&v, &e, sizeof v);
  return v;
}

inline Status null_arg(const char* name) {
  return fail(TF_ERR_INVALID_ARGUMENT, "%s: NULL", name);
}
#define TF_NOT_NULL(p) \
  do {                 \
    if (!(p)) return ::tf::null_arg(#p); \
  } while (0)

// The one-thread-at-a-time contract of an engine, checked in every build
// (-DTF_CHECK_ENGINE_OWNERSHIP=0 compiles it out): every entry point taking
// a non-const tf_engine* starts with TF_ENGINE_USE(engine) (after its NULL
// check), which marks the engine in use for the call (one atomic exchange
// and one store; docs/hardening.md has its measured cost) and fails a
// second, overlapping call from another thread instead of letting it
// corrupt state.
#ifndef TF_CHECK_ENGINE_OWNERSHIP
#define TF_CHECK_ENGINE_OWNERSHIP 1
#endif
// Exact (debug builds, the sanitizer runs): an atomic exchange, so of two
// overlapping calls one always fails. Release: a relaxed load and store
// (plain moves on x86; a locked exchange cost 2-5 ns per call, see
// docs/hardening.md), which catches a call made while another is running
// but not two calls entering within the same few instructions.
#ifndef TF_ENGINE_USE_EXACT
#ifdef NDEBUG
#define TF_ENGINE_USE_EXACT 0
#else
#define TF_ENGINE_USE_EXACT 1
#endif
#endif

class EngineUse {
 public:
  explicit EngineUse(tf_engine* e) noexcept : e_(obj(e)) {
#if TF_ENGINE_USE_EXACT
    if (e_->in_use().exchange(true, std::memory_order_acquire)) e_ = nullptr;
#else
    if (e_->in_use().load(std::memory_order_relaxed)) e_ = nullptr;
    else e_->in_use().store(true, std::memory_order_relaxed);
#endif
  }
  ~EngineUse() {
    if (e_) e_->in_use().store(false, std::memory_order_release);
  }
  EngineUse(const EngineUse&) = delete;
  EngineUse& operator=(const EngineUse&) = delete;
  bool busy() const { return e_ == nullptr; }

 private:
  Engine* e_;
};

inline Status engine_busy() {
  return fail(TF_ERR_INVALID_ARGUMENT,
              "engine: used by two threads at once (an engine is used by one thread at a "
              "time; give each thread its own engine, engines may share a plan cache)");
}

#if TF_CHECK_ENGINE_OWNERSHIP
#define TF_ENGINE_USE(e)                        \
  ::tf::EngineUse tf_engine_use_(e);            \
  if (tf_engine_use_.busy()) return ::tf::engine_busy()
#else
#define TF_ENGINE_USE(e) ((void)0)
#endif

// Runs body (returning Status) with the error contract of the C API.
template <class F>
inline Status guard(F&& body) noexcept {
  clear_error();
  try {
    return body();
  } catch (const std::bad_alloc&) {
    return fail(TF_ERR_OUT_OF_MEMORY, "out of memory");
  } catch (const std::exception& ex) {
    return fail(TF_ERR_INTERNAL, "internal error: %s", ex.what());
  } catch (...) {
    return fail(TF_ERR_INTERNAL, "internal error: unknown exception");
  }
}

// Reads the caller's options struct, of which only the first `have` bytes
// exist (struct_size), into a zero-initialised current struct.
template <class S>
inline Status read_options(const S* in, std::size_t min_size, const char* name, S* out) {
  *out = S{};
  if (!in) return TF_OK;
  if (in->struct_size < min_size)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s->struct_size: %zu, expected at least %zu", name,
                in->struct_size, min_size);
  std::size_t n = in->struct_size < sizeof(S) ? in->struct_size : sizeof(S);
  std::memcpy(static_cast<void*>(out), in, n);
  out->struct_size = sizeof(S);
  return TF_OK;
}

}  // namespace tf
