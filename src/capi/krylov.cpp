// capi/krylov.cpp: the Krylov solvers at the C boundary. A prepared program
// becomes the LinearMap of ops/krylov (x, then the caller's parameters, as
// its inputs; one run per application).
#include <vector>

#include "capi/boundary.hpp"
#include "ops/krylov.hpp"
#include "program/program.hpp"

struct tf_prepared {};

using namespace tf;

namespace {

struct ProgramMap {
  prog::Prepared* pp;
  std::vector<const Tensor*> inputs;  // [0]: x (set per application), then params
};

Status apply_program(void* ctx, Engine& e, const Tensor& x, Tensor& y) {
  ProgramMap& m = *static_cast<ProgramMap*>(ctx);
  m.inputs[0] = &x;
  Tensor* out = &y;
  return prog::run(e, *m.pp, m.inputs.data(), m.inputs.size(), &out, 1);
}

// Binds map and params to *a; vec (may be NULL) gives the vector shape,
// else the map's declared input shape does.
Status bind_map(tf_prepared* map, const tf_tensor* const* params, size_t num_params,
                const tf_tensor* vec, const char* vec_name, ProgramMap* pm, LinearMap* a) {
  prog::Prepared& pp = *reinterpret_cast<prog::Prepared*>(map);
  const prog::Program& p = pp.prog;
  if (num_params && !params) return null_arg("params");
  if (p.inputs.size() != 1 + num_params)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "map: %zu inputs, expected 1 + num_params = %zu (x, then the parameters)",
                p.inputs.size(), 1 + num_params);
  if (p.outputs.size() != 1)
    return fail(TF_ERR_INVALID_ARGUMENT, "map: %zu outputs, expected 1 (A x)", p.outputs.size());
  for (size_t i = 0; i < num_params; ++i)
    if (!params[i]) return fail(TF_ERR_INVALID_ARGUMENT, "params[%zu]: NULL", i);
  const prog::Node& in = p.nodes[p.inputs[0]];
  const prog::Node& out = p.nodes[p.outputs[0]];
  if (in.dt != DType::F64 && in.dt != DType::C128)
    return fail(TF_ERR_UNSUPPORTED, "map: input 0 (x) has dtype %s, expected TF_F64 or TF_C128",
                dtype_name(in.dt));
  if (out.dt != in.dt)
    return fail(TF_ERR_DTYPE_MISMATCH, "map: output dtype %s differs from x's %s",
                dtype_name(out.dt), dtype_name(in.dt));
  a->dt = in.dt;
  if (vec) {
    const Tensor& t = *obj(vec);
    bool fits = t.ndim == in.shape.ndim;
    for (int32_t i = 0; fits && i < t.ndim; ++i)
      fits = in.shape.d[i] == prog::kDynamic || in.shape.d[i] == t.shape[i];
    if (!fits)
      return fail(TF_ERR_SHAPE_MISMATCH, "%s: rank %d shape does not fit the map's input 0 "
                  "(rank %d; a declared extent differs)",
                  vec_name, (int)t.ndim, (int)in.shape.ndim);
    a->ndim = t.ndim;
    for (int32_t i = 0; i < t.ndim; ++i) a->shape[i] = t.shape[i];
  } else {
    a->ndim = in.shape.ndim;
    for (int32_t i = 0; i < in.shape.ndim; ++i) {
      if (in.shape.d[i] == prog::kDynamic)
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "%s: NULL, but the map's input 0 has a TF_DYNAMIC extent (axis %d): give "
                    "a vector of the shape to use",
                    vec_name, (int)i);
      a->shape[i] = in.shape.d[i];
    }
  }
  // The output shape for this x and these parameters must be x's.
  Tensor x{};
  x.dtype = a->dt;
  x.ndim = a->ndim;
  for (int32_t i = 0; i < a->ndim; ++i) x.shape[i] = a->shape[i];
  pm->pp = &pp;
  pm->inputs.assign(1 + num_params, &x);
  for (size_t i = 0; i < num_params; ++i) pm->inputs[1 + i] = obj(params[i]);
  std::vector<prog::Shape> shapes;
  TF_TRY(prog::infer_shapes(pp, pm->inputs.data(), &shapes));
  const prog::Shape& os = shapes[p.outputs[0]];
  bool same = os.ndim == x.ndim;
  for (int32_t i = 0; same && i < x.ndim; ++i) same = os.d[i] == x.shape[i];
  if (!same)
    return fail(TF_ERR_SHAPE_MISMATCH,
                "map: its output's shape differs from x's (A must map x's shape to itself)");
  a->apply = apply_program;
  a->ctx = pm;
  return TF_OK;
}

Status check_info(const tf_krylov_info* info) {
  return info ? check_out_struct(info, "info") : TF_OK;
}
void write_info(const KrylovResult& r, tf_krylov_info* info) {
  if (!info) return;
  tf_krylov_info x{};
  x.iterations = r.iterations;
  x.matvecs = r.matvecs;
  x.restarts = r.restarts;
  x.residual = r.residual;
  write_out_struct(x, info);
}

auto eigsh_op(tf_prepared* map, const tf_tensor* const* params, size_t num_params,
              const tf_eigsh_options* options, tf_krylov_info* info) {
  return [=](Engine& e, const Outs& o) -> Status {
    TF_TRY(check_info(info));
    tf_eigsh_options x;
    TF_TRY(read_options(options, "options", &x));
    const int32_t which = enum_arg(x.which);
    if (which != TF_EIGSH_LOWEST && which != TF_EIGSH_HIGHEST)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "options->which: unknown tf_eigsh_which %d (expected TF_EIGSH_LOWEST or "
                  "TF_EIGSH_HIGHEST)",
                  (int)which);
    ProgramMap pm;
    LinearMap a;
    TF_TRY(bind_map(map, params, num_params, x.start, "options->start", &pm, &a));
    EigshOpts eo;
    eo.k = x.k;
    eo.highest = which == TF_EIGSH_HIGHEST;
    eo.tol = x.tol;
    eo.max_iter = x.max_iter;
    eo.krylov_dim = x.krylov_dim;
    eo.start = x.start ? obj(x.start) : nullptr;
    KrylovResult r;
    TF_TRY(eigsh(e, a, eo, o.in(0), o.in(1), o.alloc(0), o.alloc(1), &r));
    write_info(r, info);
    return TF_OK;
  };
}

auto expm_op(tf_prepared* map, const tf_tensor* const* params, size_t num_params, tf_scalar t,
             const tf_tensor* v, const tf_expm_options* options, tf_krylov_info* info) {
  return [=](Engine& e, const Outs& o) -> Status {
    TF_TRY(check_info(info));
    tf_expm_options x;
    TF_TRY(read_options(options, "options", &x));
    ProgramMap pm;
    LinearMap a;
    TF_TRY(bind_map(map, params, num_params, v, "v", &pm, &a));
    ExpmOpts eo;
    eo.tol = x.tol;
    eo.krylov_dim = x.krylov_dim;
    eo.max_iter = x.max_iter;
    KrylovResult r;
    TF_TRY(expm_multiply(e, a, t, *obj(v), eo, o.in(0), o.alloc(0), &r));
    write_info(r, info);
    return TF_OK;
  };
}

auto solve_op(bool gmres, tf_prepared* map, const tf_tensor* const* params, size_t num_params,
              const tf_tensor* b, const tf_solve_options* options, tf_krylov_info* info) {
  return [=](Engine& e, const Outs& o) -> Status {
    TF_TRY(check_info(info));
    tf_solve_options x;
    TF_TRY(read_options(options, "options", &x));
    ProgramMap pm;
    LinearMap a;
    TF_TRY(bind_map(map, params, num_params, b, "b", &pm, &a));
    SolveOpts so;
    so.tol = x.tol;
    so.max_iter = x.max_iter;
    so.restart = x.restart;
    so.x0 = x.x0 ? obj(x.x0) : nullptr;
    KrylovResult r;
    TF_TRY(linsolve(e, a, gmres, *obj(b), so, o.in(0), o.alloc(0), &r));
    write_info(r, info);
    return TF_OK;
  };
}

}  // namespace

extern "C" {

tf_status tf_eigsh(tf_engine* engine, tf_prepared* map, const tf_tensor* const* params,
                   size_t num_params, const tf_eigsh_options* options, tf_tensor** w,
                   tf_tensor** v, tf_krylov_info* info) {
  return alloc_form(engine, {TF_ARG(map), TF_ARG(w), TF_ARG(v)}, {w, v},
                    eigsh_op(map, params, num_params, options, info));
}

tf_status tf_eigsh_into(tf_engine* engine, tf_prepared* map, const tf_tensor* const* params,
                        size_t num_params, const tf_eigsh_options* options, tf_tensor* w,
                        tf_tensor* v, tf_krylov_info* info) {
  return into_form(engine, {TF_ARG(map), TF_ARG(w), TF_ARG(v)}, {w, v},
                   eigsh_op(map, params, num_params, options, info));
}

tf_status tf_expm_multiply(tf_engine* engine, tf_prepared* map, const tf_tensor* const* params,
                           size_t num_params, tf_scalar t, const tf_tensor* v,
                           const tf_expm_options* options, tf_tensor** out,
                           tf_krylov_info* info) {
  return alloc_form(engine, {TF_ARG(map), TF_ARG(v), TF_ARG(out)}, {out},
                    expm_op(map, params, num_params, t, v, options, info));
}

tf_status tf_expm_multiply_into(tf_engine* engine, tf_prepared* map,
                                const tf_tensor* const* params, size_t num_params, tf_scalar t,
                                const tf_tensor* v, const tf_expm_options* options,
                                tf_tensor* out, tf_krylov_info* info) {
  return into_form(engine, {TF_ARG(map), TF_ARG(v), TF_ARG(out)}, {out},
                   expm_op(map, params, num_params, t, v, options, info));
}

#define TF_SOLVER(NAME, GMRES)                                                               \
  tf_status tf_##NAME(tf_engine* engine, tf_prepared* map, const tf_tensor* const* params,    \
                      size_t num_params, const tf_tensor* b, const tf_solve_options* options, \
                      tf_tensor** x, tf_krylov_info* info) {                                  \
    return alloc_form(engine, {TF_ARG(map), TF_ARG(b), TF_ARG(x)}, {x},                       \
                      solve_op(GMRES, map, params, num_params, b, options, info));            \
  }                                                                                           \
  tf_status tf_##NAME##_into(tf_engine* engine, tf_prepared* map,                             \
                             const tf_tensor* const* params, size_t num_params,               \
                             const tf_tensor* b, const tf_solve_options* options,             \
                             tf_tensor* x, tf_krylov_info* info) {                            \
    return into_form(engine, {TF_ARG(map), TF_ARG(b), TF_ARG(x)}, {x},                        \
                     solve_op(GMRES, map, params, num_params, b, options, info));             \
  }
TF_SOLVER(cg, false)
TF_SOLVER(gmres, true)
#undef TF_SOLVER

}  // extern "C"
