// capi/program.cpp: programs at the C boundary.
#include "capi/boundary.hpp"
#include "program/program.hpp"

struct tf_program {};
struct tf_prepared {};

using namespace tf;

namespace {
inline prog::Program* obj(tf_program* p) { return reinterpret_cast<prog::Program*>(p); }
inline const prog::Program* obj(const tf_program* p) {
  return reinterpret_cast<const prog::Program*>(p);
}
inline prog::Prepared* obj(tf_prepared* p) { return reinterpret_cast<prog::Prepared*>(p); }
inline const prog::Prepared* obj(const tf_prepared* p) {
  return reinterpret_cast<const prog::Prepared*>(p);
}

static_assert(offsetof(tf_prepare_options, driver) == sizeof(size_t), "layout");
static_assert(offsetof(tf_prepared_info, commands) == sizeof(size_t), "layout");
}  // namespace

extern "C" {

tf_status tf_program_create(tf_program** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    *out = reinterpret_cast<tf_program*>(new prog::Program());
    return TF_OK;
  });
}

void tf_program_release(tf_program* program) { delete obj(program); }

tf_status tf_program_input(tf_program* program, tf_dtype dtype, int32_t ndim,
                           const int64_t* shape, int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_input(*obj(program), enum_arg(dtype), ndim, shape, slot);
  });
}

tf_status tf_program_matmul(tf_program* program, int32_t a, int32_t b, int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_matmul(*obj(program), TF_OP_N, a, TF_OP_N, b, kOne, kZero,
                               prog::kNoSlot, slot);
  });
}

tf_status tf_program_matmul_acc(tf_program* program, tf_op op_a, int32_t a, tf_op op_b,
                                int32_t b, tf_scalar alpha, tf_scalar beta, int32_t c,
                                int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_matmul(*obj(program), enum_arg(op_a), a, enum_arg(op_b), b, alpha, beta, c,
                               slot);
  });
}

tf_status tf_program_reshape(tf_program* program, int32_t x, int32_t ndim,
                             const int64_t* shape, int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_reshape(*obj(program), x, ndim, shape, slot);
  });
}

tf_status tf_program_output(tf_program* program, int32_t slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    return prog::record_output(*obj(program), slot);
  });
}

tf_status tf_program_prepare(tf_engine* engine, const tf_program* program,
                             const tf_prepare_options* options, tf_prepared** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(program);
    TF_NOT_NULL(out);
    tf_prepare_options o;
    TF_TRY(read_options(options, "options", &o));
    const int32_t driver = enum_arg(o.driver);
    if (driver < TF_PROGRAM_DRIVER_AUTO || driver > TF_PROGRAM_DRIVER_GRAPH)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "options->driver: unknown tf_program_driver %d (expected "
                  "TF_PROGRAM_DRIVER_AUTO, _IMMEDIATE or _GRAPH)",
                  (int)driver);
    if (o.max_specializations > 4096)
      return fail(TF_ERR_INVALID_ARGUMENT, "options->max_specializations: %zu, expected <= 4096",
                  o.max_specializations);
    prog::Prepared* p = nullptr;
    TF_TRY(prog::prepare(*tf::obj(engine), *obj(program), (prog::Driver)driver,
                         o.max_specializations ? o.max_specializations : 8, &p));
    *out = reinterpret_cast<tf_prepared*>(p);
    return TF_OK;
  });
}

void tf_prepared_release(tf_prepared* prepared) { delete obj(prepared); }

tf_status tf_program_run(tf_engine* engine, tf_prepared* prepared, const tf_tensor* const* inputs,
                         size_t num_inputs, tf_tensor* const* outputs, size_t num_outputs) {
  return op_entry(engine, {TF_ARG(prepared)}, [&](Engine& e) {
    return prog::run(e, *obj(prepared), reinterpret_cast<const Tensor* const*>(inputs),
                     num_inputs, reinterpret_cast<Tensor* const*>(outputs), num_outputs);
  });
}

tf_status tf_program_run_alloc(tf_engine* engine, tf_prepared* prepared,
                               const tf_tensor* const* inputs, size_t num_inputs,
                               tf_tensor** outputs, size_t num_outputs) {
  return op_entry(engine, {TF_ARG(prepared)}, [&](Engine& e) {
    return prog::run_alloc(e, *obj(prepared), reinterpret_cast<const Tensor* const*>(inputs),
                           num_inputs, reinterpret_cast<Tensor**>(outputs), num_outputs);
  });
}

tf_status tf_prepared_get_info(const tf_prepared* prepared, tf_prepared_info* out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(prepared);
    TF_NOT_NULL(out);
    TF_TRY(check_out_struct(out, "out"));
    const prog::Prepared& p = *obj(prepared);
    tf_prepared_info r{};
    if (p.cur) {
      r.commands = p.cur->cmds.size();
      r.arena_bytes = p.cur->arena_bytes;
      r.intermediate_bytes = p.cur->inter_bytes;
      r.removed_values = p.cur->removed;
    } else {
      for (std::size_t v = 0; v < p.live.size(); ++v) r.removed_values += !p.live[v];
    }
    r.specializations = p.specialised;
    r.cached_specializations = p.specs.size();
    r.runs = p.runs;
    r.driver = (tf_program_driver)p.driver;
    write_out_struct(r, out);
    return TF_OK;
  });
}

}  // extern "C"
