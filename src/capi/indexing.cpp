// capi/indexing.cpp: comparisons, where, index_select / scatter_add,
// cumsum / cumprod, argmax / argmin, sort / topk and their VJPs at the C
// boundary (tenferro.h section 7, "Indexing", and section 11).
#include "capi/boundary.hpp"
#include "capi/rule_out.hpp"
#include "ops/elementwise.hpp"
#include "ops/indexing.hpp"

using namespace tf;

namespace {

// tf_compare_op -> the binary row that computes its mask.
Status compare_row(int32_t op, Binary* out) {
  static const Binary rows[] = {Binary::Eq, Binary::Ne, Binary::Lt,
                                Binary::Le, Binary::Gt, Binary::Ge};
  if (op < 0 || op > TF_COMPARE_GE)
    return fail(TF_ERR_INVALID_ARGUMENT, "op: %d is not a tf_compare_op (0 .. %d)", op,
                TF_COMPARE_GE);
  *out = rows[op];
  return TF_OK;
}

template <class O>
tf_status compare_entry(tf_engine* engine, int32_t op, const tf_tensor* x, const tf_tensor* y,
                        O out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(out)}, [&](Engine& e) -> Status {
    Binary b = Binary::Eq;
    TF_TRY(compare_row(op, &b));
    const RuleOut o = rule_out(out, "out");
    return binary(e, b, kOne, kOne, *obj(x), *obj(y), o.into, o.alloc);
  });
}

const Tensor& ref(const tf_tensor* t) { return *obj(t); }

}  // namespace

TF_ALLOC_AND_INTO(compare,
    (tf_engine* engine, tf_compare_op op, const tf_tensor* x, const tf_tensor* y, Out out),
    return compare_entry(engine, enum_arg(op), x, y, out);)

TF_ALLOC_AND_INTO(where,
    (tf_engine* engine, const tf_tensor* mask, const tf_tensor* a, const tf_tensor* b, Out out),
    return op_entry(engine, {TF_ARG(mask), TF_ARG(a), TF_ARG(b), TF_ARG(out)}, [&](Engine& e) {
      return where(e, ref(mask), ref(a), ref(b), rule_out(out, "out"));
    });)
TF_ALLOC_AND_INTO(where_vjp,
    (tf_engine* engine, const tf_tensor* mask, const tf_tensor* a, const tf_tensor* b,
     const tf_tensor* grad_out, Out grad_a, Out grad_b),
    return op_entry(engine, {TF_ARG(mask), TF_ARG(a), TF_ARG(b), TF_ARG(grad_out)},
                    [&](Engine& e) {
                      return where_vjp(e, ref(mask), ref(a), ref(b), ref(grad_out),
                                       rule_out(grad_a, "grad_a"), rule_out(grad_b, "grad_b"));
                    });)

TF_ALLOC_AND_INTO(index_select,
    (tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t n, const int64_t* indices,
     Out out),
    return op_entry(engine, {TF_ARG(x), {indices, "indices", n > 0}, TF_ARG(out)},
                    [&](Engine& e) {
                      return index_select(e, ref(x), axis, n, indices, rule_out(out, "out"));
                    });)
TF_ALLOC_AND_INTO(index_select_vjp,
    (tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t n, const int64_t* indices,
     const tf_tensor* grad_out, Out grad_x),
    return op_entry(engine, {TF_ARG(x), {indices, "indices", n > 0}, TF_ARG(grad_out)},
                    [&](Engine& e) {
                      return index_select_vjp(e, ref(x), axis, n, indices, ref(grad_out),
                                              rule_out(grad_x, "grad_x"));
                    });)
TF_ALLOC_AND_INTO(scatter_add,
    (tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t n, const int64_t* indices,
     const tf_tensor* src, Out out),
    return op_entry(engine, {TF_ARG(x), {indices, "indices", n > 0}, TF_ARG(src), TF_ARG(out)},
                    [&](Engine& e) {
                      return scatter_add(e, ref(x), axis, n, indices, ref(src),
                                         rule_out(out, "out"));
                    });)
TF_ALLOC_AND_INTO(scatter_add_vjp,
    (tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t n, const int64_t* indices,
     const tf_tensor* src, const tf_tensor* grad_out, Out grad_x, Out grad_src),
    return op_entry(engine,
                    {TF_ARG(x), {indices, "indices", n > 0}, TF_ARG(src), TF_ARG(grad_out)},
                    [&](Engine& e) {
                      return scatter_add_vjp(e, ref(x), axis, n, indices, ref(src),
                                             ref(grad_out), rule_out(grad_x, "grad_x"),
                                             rule_out(grad_src, "grad_src"));
                    });)

TF_ALLOC_AND_INTO(cumsum,
    (tf_engine* engine, const tf_tensor* x, int32_t axis, Out out),
    return op_entry(engine, {TF_ARG(x), TF_ARG(out)}, [&](Engine& e) {
      return cumulative(e, false, ref(x), axis, rule_out(out, "out"));
    });)
TF_ALLOC_AND_INTO(cumprod,
    (tf_engine* engine, const tf_tensor* x, int32_t axis, Out out),
    return op_entry(engine, {TF_ARG(x), TF_ARG(out)}, [&](Engine& e) {
      return cumulative(e, true, ref(x), axis, rule_out(out, "out"));
    });)
TF_ALLOC_AND_INTO(cumsum_vjp,
    (tf_engine* engine, const tf_tensor* x, int32_t axis, const tf_tensor* grad_out,
     Out grad_x),
    return op_entry(engine, {TF_ARG(x), TF_ARG(grad_out)}, [&](Engine& e) {
      return cumulative_vjp(e, false, ref(x), axis, ref(grad_out), rule_out(grad_x, "grad_x"));
    });)
TF_ALLOC_AND_INTO(cumprod_vjp,
    (tf_engine* engine, const tf_tensor* x, int32_t axis, const tf_tensor* grad_out,
     Out grad_x),
    return op_entry(engine, {TF_ARG(x), TF_ARG(grad_out)}, [&](Engine& e) {
      return cumulative_vjp(e, true, ref(x), axis, ref(grad_out), rule_out(grad_x, "grad_x"));
    });)

TF_ALLOC_AND_INTO(sort,
    (tf_engine* engine, const tf_tensor* x, int32_t axis, int32_t descending, Out values,
     int64_t* indices),
    return op_entry(engine, {TF_ARG(x), TF_ARG(values)}, [&](Engine& e) -> Status {
      int32_t nd = obj(x)->ndim, ax = axis < 0 ? axis + nd : axis;
      const int64_t k = ax >= 0 && ax < nd ? obj(x)->shape[ax] : 0;  // axis checked below
      return topk(e, ref(x), axis, k, descending != 0, rule_out(values, "values"), indices);
    });)
TF_ALLOC_AND_INTO(topk,
    (tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t k, int32_t largest,
     Out values, int64_t* indices),
    return op_entry(engine, {TF_ARG(x), TF_ARG(values)}, [&](Engine& e) {
      return topk(e, ref(x), axis, k, largest != 0, rule_out(values, "values"), indices);
    });)
TF_ALLOC_AND_INTO(topk_vjp,
    (tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t k, const int64_t* indices,
     const tf_tensor* grad_out, Out grad_x),
    return op_entry(engine, {TF_ARG(x), TF_ARG(indices), TF_ARG(grad_out)}, [&](Engine& e) {
      return topk_vjp(e, ref(x), axis, k, indices, ref(grad_out), rule_out(grad_x, "grad_x"));
    });)

extern "C" {

tf_status tf_argmax(tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t* out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(out)},
                  [&](Engine& e) { return arg_extreme(e, true, ref(x), axis, out); });
}
tf_status tf_argmin(tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t* out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(out)},
                  [&](Engine& e) { return arg_extreme(e, false, ref(x), axis, out); });
}

}  // extern "C"
