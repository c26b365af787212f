// capi/program_transform.cpp: program transforms at the C boundary (section "Program transforms"
// of tenferro.h).
#include "capi/boundary.hpp"
#include "program/transform.hpp"

struct tf_program {};

using namespace tf;

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
    std::vector<int32_t> outs(outputs, outputs + num_outputs), ins(inputs, inputs + num_inputs);
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
    std::vector<int32_t> ins(inputs, inputs + num_inputs);
    auto r = std::make_unique<prog::Program>();
    TF_TRY(prog::jvp(f, ins, r.get()));
    *out = reinterpret_cast<tf_program*>(r.release());
    return TF_OK;
  });
}

}  // extern "C"
