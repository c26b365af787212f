// ops/strided.cpp: shared checks, loop plans and their parallel execution.
#include "ops/strided.hpp"

#include <utility>

#include <cstdio>
#include <memory>

#include "providers/elementwise.hpp"

namespace tf {

void fmt_shape(char* buf, std::size_t cap, int32_t nd, const int64_t* shape) {
  std::size_t w = (std::size_t)std::snprintf(buf, cap, "(");
  for (int32_t i = 0; i < nd && w < cap; ++i)
    w += (std::size_t)std::snprintf(buf + w, cap - w, i ? ", %lld" : "%lld", (long long)shape[i]);
  if (w < cap) std::snprintf(buf + w, cap - w, ")");
}

bool shapes_differ(int32_t gn, const int64_t* got, int32_t wn, const int64_t* want,
                   ShapeMismatch* m) {
  bool same = gn == wn;
  for (int32_t i = 0; same && i < gn; ++i) same = got[i] == want[i];
  if (same) return false;
  fmt_shape(m->got, sizeof m->got, gn, got);
  fmt_shape(m->want, sizeof m->want, wn, want);
  return true;
}

Status check_out(const Tensor& out, DType dt, int32_t nd, const int64_t* shape,
                 const char* what) {
  if (out.dtype != dt)
    return fail(TF_ERR_DTYPE_MISMATCH, "%s: dtype %s, expected %s", what, dtype_name(out.dtype),
                dtype_name(dt));
  ShapeMismatch m;
  if (shapes_differ(out.ndim, out.shape, nd, shape, &m))
    return fail(TF_ERR_SHAPE_MISMATCH, "%s: shape %s, expected %s", what, m.got, m.want);
  return TF_OK;
}

Status check_writable(const Tensor& out, const char* what) {
  // The axes of extent > 1 by ascending stride: each stride must step past
  // the span of the smaller ones, else two elements share an address. A
  // sufficient test (an output interleaving its axes is refused too).
  int32_t ax[TF_MAX_RANK], n = 0;
  for (int32_t i = 0; i < out.ndim; ++i) {
    if (out.shape[i] == 0) return TF_OK;
    if (out.shape[i] > 1) ax[n++] = i;
  }
  for (int32_t k = 1; k < n; ++k)
    for (int32_t j = k; j > 0 && out.strides[ax[j]] < out.strides[ax[j - 1]]; --j)
      std::swap(ax[j], ax[j - 1]);
  int64_t span = 0;  // the largest offset the smaller axes reach (fits: a valid handle)
  for (int32_t k = 0; k < n; ++k) {
    const int32_t i = ax[k];
    if (out.strides[i] == 0)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "%s: stride 0 on axis %d of extent %lld: its elements share memory and "
                  "cannot be written",
                  what, i, (long long)out.shape[i]);
    if (out.strides[i] <= span)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "%s: stride %lld on axis %d falls inside the span of the axes of smaller "
                  "stride (axis %d, stride %lld): elements share memory and cannot be written",
                  what, (long long)out.strides[i], i, ax[k - 1],
                  (long long)out.strides[ax[k - 1]]);
    span += (out.shape[i] - 1) * out.strides[i];
  }
  return TF_OK;
}

bool same_layout(const Tensor& a, const Tensor& b) {
  if (a.dtype != b.dtype || a.ndim != b.ndim) return false;
  for (int32_t i = 0; i < a.ndim; ++i) {
    if (a.shape[i] != b.shape[i]) return false;
    if (a.shape[i] > 1 && a.strides[i] != b.strides[i]) return false;
  }
  return true;
}

bool same_view(const Tensor& a, const Tensor& b) {
  return a.data == b.data && same_layout(a, b);
}

Status check_no_overlap(const Tensor& out, const char* out_name, const Tensor& in,
                        const char* in_name, bool allow_same) {
  if (!tensors_overlap(out, in)) return TF_OK;
  if (allow_same && same_view(out, in)) return TF_OK;
  return overlap_error(out_name, in_name, allow_same);
}

Status overlap_error(const char* out_name, const char* in_name, bool allow_same) {
  if (allow_same)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "%s: overlaps the memory of %s without being the same view (in place "
                "needs %s to be exactly %s: same data, dtype, shape and strides)",
                out_name, in_name, out_name, in_name);
  return fail(TF_ERR_INVALID_ARGUMENT, "%s: overlaps the memory of %s", out_name, in_name);
}

void key_add_loop(PlanKey& key, int32_t nd, const int64_t* shape, int nops,
                  const int64_t* const* strides) {
  key.add(nd);
  for (int32_t i = 0; i < nd; ++i) key.add(shape[i]);
  for (int k = 0; k < nops; ++k)
    for (int32_t i = 0; i < nd; ++i) key.add(shape[i] == 1 ? 0 : strides[k][i]);
}

Status plan_loop(Engine& e, const PlanKey& key, int32_t nd, const int64_t* shape, int nops,
                 const int64_t* const* strides, int order_op, RunFn fn, const LoopPlan** out) {
  return e.plan<LoopPlan>(
      key,
      [&](PlanPtr* pp) -> Status {
        auto p = std::make_shared<LoopPlan>();
        p->bytes = sizeof(LoopPlan);
        loop_build(nd, shape, nops, strides, order_op, &p->loop);
        p->fn = fn;
        *pp = std::move(p);
        return TF_OK;
      },
      out);
}

void run_loop(Engine& e, const Loop& L, RunFn fn, char* const* base, const int64_t* esize,
              const void* args, double work_per_element) {
  if (L.empty) return;
  int w = 1;
  if (!e.serial()) {
    double numel = 1;
    for (int32_t i = 0; i < L.nd; ++i) numel *= (double)L.shape[i];
    w = e.workers_for(numel * work_per_element);
  }
  loop_execute(L, base, esize, fn, args, w);
}

Status copy_unchecked(Engine& e, const Tensor& src, Tensor& dst) {
  const int64_t* st[2] = {dst.strides, src.strides};
  const int64_t es = (int64_t)src.esize();
  PlanKey key;
  key.add(plan_tag(OpKind::Copy));
  key.add(es);
  key_add_loop(key, dst.ndim, dst.shape, 2, st);
  key.finish();
  const LoopPlan* p;
  TF_TRY(plan_loop(e, key, dst.ndim, dst.shape, 2, st, 0, copy_kernel((std::size_t)es), &p));
  char* base[2] = {dst.data, src.data};
  const int64_t esz[2] = {es, es};
  run_loop(e, *p, base, esz, nullptr, 0.5);
  return TF_OK;
}

}  // namespace tf
