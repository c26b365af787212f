// capi/program_transform.cpp: program transforms at the C boundary (section "Program transforms"
// of tenferro.h).
#include "capi/boundary.hpp"
#include "program/transform.hpp"

struct tf_program {};

using namespace tf;

namespace {

// The chosen positions p[0..count) (name: the count's argument). A program's
// slots are int32, so a count past INT32_MAX is no list of positions.
Status chosen(const int32_t* p, std::size_t count, const char* name, std::vector<int32_t>* out) {
  if (count > (std::size_t)INT32_MAX)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: %zu, expected at most %d positions", name, count,
                INT32_MAX);
  out->assign(p, p + count);
  return TF_OK;
}

}  // namespace

extern "C" {

tf_status tf_program_vjp(const tf_program* forward, size_t num_outputs, const int32_t* outputs,
                         size_t num_inputs, const int32_t* inputs,
                         const tf_program_vjp_options* options, tf_program** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(forward);
    TF_NOT_NULL(out);
    if (num_outputs > 0) TF_NOT_NULL(outputs);
    if (num_inputs > 0) TF_NOT_NULL(inputs);
    tf_program_vjp_options o;
    TF_TRY(read_options(options, "options", &o));
    const auto& f = *reinterpret_cast<const prog::Program*>(forward);
    std::vector<int32_t> outs, ins;
    TF_TRY(chosen(outputs, num_outputs, "num_outputs", &outs));
    TF_TRY(chosen(inputs, num_inputs, "num_inputs", &ins));
    auto r = std::make_unique<prog::Program>();
    TF_TRY(prog::vjp(f, outs, ins, o.keep_outputs != 0, o.unit_seed != 0, r.get()));
    *out = reinterpret_cast<tf_program*>(r.release());
    return TF_OK;
  });
}

tf_status tf_program_jvp(const tf_program* forward, size_t num_inputs, const int32_t* inputs,
                         tf_program** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(forward);
    TF_NOT_NULL(out);
    if (num_inputs > 0) TF_NOT_NULL(inputs);
    const auto& f = *reinterpret_cast<const prog::Program*>(forward);
    std::vector<int32_t> ins;
    TF_TRY(chosen(inputs, num_inputs, "num_inputs", &ins));
    auto r = std::make_unique<prog::Program>();
    TF_TRY(prog::jvp(f, ins, r.get()));
    *out = reinterpret_cast<tf_program*>(r.release());
    return TF_OK;
  });
}

}  // extern "C"
