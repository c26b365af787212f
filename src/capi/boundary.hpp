// capi/boundary.hpp: what every C entry point shares: handle <-> object
// casts, NULL checks, and the guard that turns any C++ exception into a
// status so nothing unwinds into the caller.
#pragma once
#include <cstddef>
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
// check), which marks the engine in use for the call and fails a second,
// overlapping call from another thread instead of letting it corrupt state.
#ifndef TF_CHECK_ENGINE_OWNERSHIP
#define TF_CHECK_ENGINE_OWNERSHIP 1
#endif
// Exact (debug builds, the sanitizer runs): an atomic exchange, so of two
// overlapping calls one always fails. Release: a relaxed load and store
// (plain moves on x86, +0.3-0.5 ns per call; the locked exchange costs
// 2-5 ns, docs/hardening.md), which catches a call made while another is running
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

// ---------------------------------------------------------- entry points
// A pointer argument an entry point requires, by the header's name; `need`
// false: NULL is allowed (it depends on another argument).
struct Arg {
  const void* p;
  const char* name;
  bool need = true;
};
#define TF_ARG(p) ::tf::Arg{static_cast<const void*>(p), #p}

// An entry point without an engine: the guard, each argument's NULL check
// in order, then body() -> Status.
template <std::size_t K, class F>
inline tf_status checked(const Arg (&args)[K], F&& body) noexcept {
  return guard([&]() -> Status {
#pragma GCC unroll 16
    for (std::size_t k = 0; k < K; ++k)
      if (args[k].need && !args[k].p) return null_arg(args[k].name);
    return body();
  });
}

// A getter without an engine: h (the header's name h_name) and out
// non-NULL, then *out = value(*obj(h)).
template <class H, class O, class F>
inline tf_status getter(const H* h, const char* h_name, O* out, F&& value) noexcept {
  return checked({Arg{h, h_name}, TF_ARG(out)}, [&]() -> Status {
    *out = value(*obj(h));
    return TF_OK;
  });
}

// Every operation entry point: the guard, engine NULL check and engine use
// (TF_ENGINE_USE), then each argument's NULL check in order, then
// body(Engine&) -> Status.
template <std::size_t K, class F>
inline tf_status op_entry(tf_engine* engine, const Arg (&args)[K], F&& body) noexcept {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
#pragma GCC unroll 16
    for (std::size_t k = 0; k < K; ++k)
      if (args[k].need && !args[k].p) return null_arg(args[k].name);
    return body(*obj(engine));
  });
}

// The outputs of one form of an operation: the caller's tensors (the _into
// and _acc forms: in(i), alloc(i) == nullptr) or the places for new ones
// (the allocating form: in(i) == nullptr, alloc(i)).
struct Outs {
  Tensor* const* into;
  Tensor** made;
  Tensor* in(int i) const { return into[i]; }
  Tensor** alloc(int i) const { return made ? made + i : nullptr; }
};

// An operation described once by body(Engine&, const Outs&) -> Status, as
// its allocating form: the new tensors reach the caller's out[i] only when
// the body succeeds (nothing is written on error).
template <std::size_t K, std::size_t N, class F>
inline tf_status alloc_form(tf_engine* engine, const Arg (&args)[K],
                            tf_tensor** const (&out)[N], F&& body) noexcept {
  return op_entry(engine, args, [&](Engine& e) -> Status {
    Tensor* none[N] = {};
    Tensor* made[N] = {};
    TF_TRY(body(e, Outs{none, made}));
    for (std::size_t i = 0; i < N; ++i) *out[i] = handle(made[i]);
    return TF_OK;
  });
}
// The same operation as its _into (or _acc) form on the caller's tensors.
template <std::size_t K, std::size_t N, class F>
inline tf_status into_form(tf_engine* engine, const Arg (&args)[K],
                           tf_tensor* const (&out)[N], F&& body) noexcept {
  return op_entry(engine, args, [&](Engine& e) -> Status {
    Tensor* into[N];
    for (std::size_t i = 0; i < N; ++i) into[i] = obj(out[i]);
    return body(e, Outs{into, nullptr});
  });
}

// Two C entry points from one definition: TF_ALLOC_AND_INTO(name, (params),
// body...) defines tf_<name>, in which the parameter type `Out` is
// tf_tensor** (the allocating form: places for new tensors), and
// tf_<name>_into, in which `Out` is tf_tensor* (the caller's tensors), with
// the same parameter list and the same body (usually an op_entry). The body
// turns each Out into the layer below's output slot through an overload on
// its type (e.g. rule_out in capi/autodiff.cpp). Each form is defined in a
// namespace of its own that holds its `Out`; the functions keep C linkage,
// so they are the entities the header declares (TF_API again: under
// -fvisibility=hidden GCC does not carry the header's visibility to a
// definition in another namespace).
#define TF_ALLOC_AND_INTO(NAME, PARAMS, ...)                            \
  namespace tf_alloc_form_##NAME {                                      \
  using Out = tf_tensor**;                                              \
  extern "C" TF_API tf_status tf_##NAME PARAMS { __VA_ARGS__ }          \
  }                                                                     \
  namespace tf_into_form_##NAME {                                       \
  using Out = tf_tensor*;                                               \
  extern "C" TF_API tf_status tf_##NAME##_into PARAMS { __VA_ARGS__ }   \
  }

// ------------------------------------------------------------ struct_size
// The one struct_size policy. Every public struct that starts with
// struct_size has a version-1 minimum (StructV1<S>::min, the offsetof bound
// of the fields version 1.0 requires; the header says it at the struct).
//
// Options structs (read by the library, read_options):
//   - NULL: every field its default (zero), wherever the header allows NULL;
//   - struct_size below the minimum: TF_ERR_INVALID_ARGUMENT;
//   - struct_size up to sizeof(S): the fields it covers are read, the rest
//     are zero (an older, smaller struct);
//   - struct_size above sizeof(S) (a struct from a newer header): accepted
//     when every byte past sizeof(S) is zero (fields this library does not
//     know, at their defaults); a nonzero byte there is
//     TF_ERR_INVALID_ARGUMENT naming its offset.
// Output structs (written by the library, check_out_struct +
// write_out_struct): struct_size at least the minimum, else
// TF_ERR_INVALID_ARGUMENT; the library writes the first
// min(struct_size, sizeof(S)) bytes, sets struct_size to that count and
// leaves any bytes beyond alone.
template <class S>
struct StructV1;  // static constexpr std::size_t min;
#define TF_STRUCT_V1(S, LAST_FIELD)                                                   \
  template <>                                                                         \
  struct StructV1<S> {                                                                \
    static constexpr std::size_t min = offsetof(S, LAST_FIELD) + sizeof(S::LAST_FIELD); \
  }
TF_STRUCT_V1(tf_plan_cache_options, struct_size);
TF_STRUCT_V1(tf_engine_options, kind);
TF_STRUCT_V1(tf_einsum_options, path_len);
TF_STRUCT_V1(tf_einsum_path_info, peak_bytes);
TF_STRUCT_V1(tf_svd_options, cutoff);
TF_STRUCT_V1(tf_prepare_options, struct_size);
TF_STRUCT_V1(tf_engine_stats, calls);
TF_STRUCT_V1(tf_svd_info, trunc_err);
TF_STRUCT_V1(tf_prepared_info, commands);
TF_STRUCT_V1(tf_ad_options, broadening);
TF_STRUCT_V1(tf_program_vjp_options, unit_seed);
TF_STRUCT_V1(tf_eigsh_options, start);
TF_STRUCT_V1(tf_expm_options, max_iter);
TF_STRUCT_V1(tf_solve_options, x0);
TF_STRUCT_V1(tf_krylov_info, residual);
TF_STRUCT_V1(tf_bsparse_svd_options, sv_min);
#undef TF_STRUCT_V1

// Reads the caller's options struct (see the policy above) into *out.
template <class S>
inline Status read_options(const S* in, const char* name, S* out) {
  *out = S{};
  if (!in) return TF_OK;
  const std::size_t have = in->struct_size, min = StructV1<S>::min;
  if (have < min)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s->struct_size: %zu, expected at least %zu", name,
                have, min);
  const unsigned char* bytes = reinterpret_cast<const unsigned char*>(in);
  for (std::size_t k = sizeof(S); k < have; ++k)
    if (bytes[k])
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "%s: byte %zu is nonzero, past the %zu bytes of the fields this library "
                  "knows (struct_size %zu): a newer field set to a value this version cannot "
                  "honour",
                  name, k, sizeof(S), have);
  std::memcpy(static_cast<void*>(out), in, have < sizeof(S) ? have : sizeof(S));
  out->struct_size = sizeof(S);
  return TF_OK;
}

// The caller's output struct must hold at least the version-1 fields.
template <class S>
inline Status check_out_struct(const S* out, const char* name) {
  if (out->struct_size < StructV1<S>::min)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s->struct_size: %zu, expected at least %zu", name,
                out->struct_size, StructV1<S>::min);
  return TF_OK;
}
// Writes r into the caller's checked output struct (see the policy above).
template <class S>
inline void write_out_struct(S r, S* out) {
  r.struct_size = out->struct_size < sizeof(S) ? out->struct_size : sizeof(S);
  std::memcpy(static_cast<void*>(out), &r, r.struct_size);
}

}  // namespace tf
