// ops/reduce.cpp: reductions over sets of axes (sum, prod, mean, max, min,
// Frobenius norm) and dot / vdot. A reduction fills the output with the
// identity, accumulates x into it through a loop in which the output has
// stride 0 on the reduced axes (ordered by x's strides, so a reduced
// contiguous axis becomes one register-accumulated run), then finishes
// (mean: scale, norm: sqrt). Workers split an axis the output moves along;
// a reduction to one element gives each worker a private partial instead.
#include "ops/reduce.hpp"

#include <cstring>
#include <limits>
#include <memory>

#include "core/shape.hpp"
#include "ops/strided.hpp"
#include "providers/elementwise.hpp"

namespace tf {
namespace {

enum : int32_t { kSum = 0, kProd, kMean, kMax, kMin, kFrobenius, kLastReduce = kFrobenius };
const char* const kNames[] = {"TF_REDUCE_SUM", "TF_REDUCE_PROD", "TF_REDUCE_MEAN",
                              "TF_REDUCE_MAX", "TF_REDUCE_MIN",  "TF_REDUCE_FROBENIUS"};
constexpr int kMaxPartials = 64;

struct ReducePlan : Plan {
  Loop main;  // operands (out, x); out has stride 0 on reduced axes
  Loop outl;  // operands (out, out): fill and finish
  RunFn acc = nullptr, fill = nullptr, comb = nullptr, fin = nullptr;
};

Reduce accumulation(int32_t op) {
  switch (op) {
    case kProd: return Reduce::Prod;
    case kMax: return Reduce::Max;
    case kMin: return Reduce::Min;
    case kFrobenius: return Reduce::SumAbs2;
    default: return Reduce::Sum;
  }
}

// Accumulates the main loop into out (already filled with the identity).
void accumulate(Engine& e, const Loop& L, RunFn acc, RunFn fill, RunFn comb,
                const KernelArgs& ident, char* const* base, const int64_t* es) {
  if (L.empty) return;
  if (e.serial()) {
    loop_run(L, base, es, acc, nullptr);
    return;
  }
  double numel = 1;
  for (int32_t i = 0; i < L.nd; ++i) numel *= (double)L.shape[i];
  int w = e.workers_for(numel);
  if (w > 1) {
    int32_t split = loop_split_axis(L, w, true);
    if (split >= 0 && L.shape[split] > 1) {
      loop_run_parallel(L, base, es, acc, nullptr, w, split);
      return;
    }
    split = loop_split_axis(L, w, false);
    if (split < 0 || L.shape[split] < 2) {
      loop_run(L, base, es, acc, nullptr);
      return;
    }
    // One output element: private partials, combined afterwards.
    if (w > kMaxPartials) w = kMaxPartials;
    alignas(64) char partials[kMaxPartials * 16];
    char* pp[2] = {partials, partials};
    const int64_t unit[2] = {1, 1};
    fill(w, pp, unit, &ident);
    loop_run_partials(L, base, es, acc, nullptr, w, split, partials);
    char* cp[2] = {base[0], partials};
    const int64_t cs[2] = {0, 1};
    comb(w, cp, cs, nullptr);
    return;
  }
  loop_run(L, base, es, acc, nullptr);
}

// Fill with the identity, accumulate, finish: the run of a validated call.
void reduce_run(Engine& e, const ReducePlan& p, int32_t op, int64_t count, int64_t oes,
                int64_t xes, char* out, char* x) {
  KernelArgs ident;
  const double inf = std::numeric_limits<double>::infinity();
  ident.alpha.re = op == kProd ? 1.0 : op == kMax ? -inf : op == kMin ? inf : 0.0;
  char* ob[2] = {out, out};
  const int64_t oesz[2] = {oes, oes};
  run_loop(e, p.outl, p.fill, ob, oesz, &ident, 0.5);
  char* mb[2] = {out, x};
  const int64_t mes[2] = {oes, xes};
  accumulate(e, p.main, p.acc, p.fill, p.comb, ident, mb, mes);
  if (p.fin) {
    KernelArgs fa;
    fa.alpha.re = 1.0 / (double)count;  // mean of nothing: 0 * inf = NaN
    run_loop(e, p.outl, p.fin, ob, oesz, &fa, 1.0);
  }
}

// What a direct _into call memoises (CallMemo): the plan, the reduced
// count, element sizes and the handles' byte-span lengths.
struct ReduceMemo {
  const ReducePlan* plan;
  int64_t count, oes, xes, len_out, len_x;
};
constexpr uint64_t kMemoReduce = 5;  // memo tag (matmul 1, einsum 2, maps 3, 4)

// The memo key of an _into call: false when some handle has no id or the
// arguments are not plainly valid (the full path then reports the error).
// The reduced axes enter as a mask over x's axes (equal masks, equal calls).
bool reduce_memo_key(int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                     bool keepdims, const Tensor* out, uint64_t (&key)[4]) {
  if (!out || !x.id || !out->id || op < 0 || op > kLastReduce || naxes < 0) return false;
  const int32_t nd = x.ndim;
  uint64_t mask = 0;
  if (!axes) {
    if (naxes > 0) return false;
    mask = nd >= 64 ? ~0ull : (1ull << nd) - 1;
  } else {
    for (int32_t i = 0; i < naxes; ++i) {
      int32_t a = axes[i];
      if (a < -nd || a >= nd) return false;
      if (a < 0) a += nd;
      if (mask >> a & 1) return false;
      mask |= 1ull << a;
    }
  }
  static_assert(TF_MAX_RANK <= 24, "the axis mask must fit the memo key");
  key[0] = kMemoReduce | (uint64_t)op << 8 | (uint64_t)keepdims << 16 | mask << 24;
  key[1] = x.id;
  key[2] = 0;
  key[3] = out->id;
  return true;
}

// Validation, plan lookup and run of a call the memo does not hold (memo:
// the slot to record it in, or nullptr).
__attribute__((noinline)) Status reduce_full(Engine& e, int32_t op, const Tensor& x,
                                             int32_t naxes, const int32_t* axes, bool keepdims,
                                             Tensor* out, Tensor** alloc_out, CallMemo* memo,
                                             const uint64_t (&mkey)[4]) {
  if (op < 0 || op > kLastReduce)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "op: unknown tf_reduce_op %d (expected TF_REDUCE_SUM .. TF_REDUCE_FROBENIUS, "
                "0 .. %d)",
                op, kLastReduce);
  const int32_t nd = x.ndim;
  if (naxes < 0)
    return fail(TF_ERR_INVALID_ARGUMENT, "naxes: must be >= 0, got %d", naxes);
  if (!axes && naxes > 0)
    return fail(TF_ERR_INVALID_ARGUMENT, "axes: NULL with naxes = %d", naxes);
  bool red[TF_MAX_RANK] = {};
  if (!axes) {
    for (int32_t i = 0; i < nd; ++i) red[i] = true;
  } else {
    for (int32_t i = 0; i < naxes; ++i) {
      int32_t a = axes[i];
      if (a < -nd || a >= nd)
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "axes[%d]: axis %d out of range [%d, %d) for x of rank %d", i, a, -nd, nd,
                    nd);
      if (a < 0) a += nd;
      if (red[a])
        return fail(TF_ERR_INVALID_ARGUMENT, "axes[%d]: axis %d repeated", i, axes[i]);
      red[a] = true;
    }
  }
  const Reduce r = accumulation(op);
  RunFn acc = reduce_kernel(r, x.dtype);
  if (!acc)
    return fail(TF_ERR_DTYPE_MISMATCH, "x: %s is defined for real dtypes (f32, f64) only, got %s",
                kNames[op], dtype_name(x.dtype));
  const DType odt = op == kFrobenius ? real_dtype(x.dtype) : x.dtype;

  // Output shape and the map from x's axes to out's.
  int32_t ond = 0, omap[TF_MAX_RANK];
  int64_t oshape[TF_MAX_RANK], count = 1;
  for (int32_t i = 0; i < nd; ++i) {
    if (red[i]) count *= x.shape[i];
    if (red[i] && !keepdims) { omap[i] = -1; continue; }
    omap[i] = ond;
    oshape[ond++] = red[i] ? 1 : x.shape[i];
  }
  int64_t onumel = 1;
  for (int32_t i = 0; i < ond; ++i) onumel *= oshape[i];
  if ((op == kMax || op == kMin) && count == 0 && onumel > 0) {
    int32_t a = 0;
    while (a < nd && !(red[a] && x.shape[a] == 0)) ++a;
    return fail(TF_ERR_SHAPE_MISMATCH,
                "x: %s over an empty axis has no identity (axis %d has extent 0)", kNames[op], a);
  }
  int64_t ostr[TF_MAX_RANK];
  if (out) {
    TF_TRY(check_out(*out, odt, ond, oshape, "out"));
    TF_TRY(check_writable(*out, "out"));
    TF_TRY(check_no_overlap(*out, "out", x, "x", false));
    for (int32_t i = 0; i < ond; ++i) ostr[i] = out->strides[i];
  } else {
    contiguous_strides(ond, oshape, TF_ROW_MAJOR, ostr);
  }
  int64_t sox[TF_MAX_RANK];  // out's strides along x's axes
  for (int32_t i = 0; i < nd; ++i) sox[i] = red[i] ? 0 : ostr[omap[i]];

  const int64_t* mst[2] = {sox, x.strides};
  const int64_t* ost[2] = {ostr, ostr};
  PlanKey key;
  key.add(kKeyReduce);
  key.add((int64_t)op | (int64_t)x.dtype << 8 | (int64_t)keepdims << 16);
  key_add_loop(key, nd, x.shape, 2, mst);
  key_add_loop(key, ond, oshape, 1, ost);
  key.finish();
  const ReducePlan* p;
  TF_TRY(e.plan<ReducePlan>(
      key,
      [&](PlanPtr* pp) -> Status {
        auto q = std::make_shared<ReducePlan>();
        q->bytes = sizeof(ReducePlan);
        loop_build(nd, x.shape, 2, mst, 1, &q->main);
        loop_build(ond, oshape, 2, ost, 0, &q->outl);
        q->acc = acc;
        q->fill = unary_kernel(Unary::Fill, odt, odt);
        q->comb = reduce_kernel(r == Reduce::SumAbs2 ? Reduce::Sum : r, odt);
        q->fin = op == kMean ? unary_kernel(Unary::Scale, odt, odt)
                 : op == kFrobenius ? unary_kernel(Unary::Sqrt, odt, odt)
                                    : nullptr;
        *pp = std::move(q);
        return TF_OK;
      },
      &p));
  const int64_t oes = (int64_t)dtype_size(odt), xes = (int64_t)x.esize();
  if (memo) {
    e.memo_store(*memo, mkey);
    ReduceMemo& rm = memo->as<ReduceMemo>();
    rm.plan = p;
    rm.count = count;
    rm.oes = oes;
    rm.xes = xes;
    rm.len_out = span_bytes(*out);
    rm.len_x = span_bytes(x);
  }
  if (!out) {
    TF_TRY(e.new_tensor(odt, ond, oshape, TF_ROW_MAJOR, &out));
    *alloc_out = out;
  }
  reduce_run(e, *p, op, count, oes, xes, out->data, x.data);
  ++e.stats().calls;
  return TF_OK;
}

}  // namespace

Status reduce(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
              bool keepdims, Tensor* out, Tensor** alloc_out) {
  // A repeat of an _into call on these handles with this op, these axes and
  // keepdims (see CallMemo): validation and the plan lookup are skipped.
  uint64_t mkey[4] = {};
  CallMemo* memo = nullptr;
  if (reduce_memo_key(op, x, naxes, axes, keepdims, out, mkey)) {
    bool hit;
    memo = &e.memo(mkey, &hit);
    if (hit) {
      const ReduceMemo& rm = memo->as<ReduceMemo>();
      TF_TRY(memo_no_overlap(out->data, rm.len_out, x.data, rm.len_x, false, "out", "x", false));
      ++e.stats().plan_hits;
      reduce_run(e, *rm.plan, op, rm.count, rm.oes, rm.xes, out->data, x.data);
      ++e.stats().calls;
      return TF_OK;
    }
  }
  return reduce_full(e, op, x, naxes, axes, keepdims, out, alloc_out, memo, mkey);
}

Status dot(Engine& e, const Tensor& x, const Tensor& y, bool conj_x, tf_scalar* out) {
  if (x.dtype != y.dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "y: dtype %s does not match x's dtype %s",
                dtype_name(y.dtype), dtype_name(x.dtype));
  bool same = x.ndim == y.ndim;
  for (int32_t i = 0; same && i < x.ndim; ++i) same = x.shape[i] == y.shape[i];
  if (!same) {
    char a[200], b[200];
    fmt_shape(a, sizeof a, y.ndim, y.shape);
    fmt_shape(b, sizeof b, x.ndim, x.shape);
    return fail(TF_ERR_SHAPE_MISMATCH, "y: shape %s, expected x's shape %s", a, b);
  }
  const DType dt = x.dtype;
  const int64_t zeros[TF_MAX_RANK] = {};
  const int64_t* st[3] = {zeros, x.strides, y.strides};
  PlanKey key;
  key.add(kKeyDot);
  key.add((int64_t)conj_x | (int64_t)dt << 8);
  key_add_loop(key, x.ndim, x.shape, 3, st);
  key.finish();
  const ReducePlan* p;
  TF_TRY(e.plan<ReducePlan>(
      key,
      [&](PlanPtr* pp) -> Status {
        auto q = std::make_shared<ReducePlan>();
        q->bytes = sizeof(ReducePlan);
        loop_build(x.ndim, x.shape, 3, st, 1, &q->main);
        q->acc = reduce_kernel(conj_x ? Reduce::Vdot : Reduce::Dot, dt);
        q->fill = unary_kernel(Unary::Fill, dt, dt);
        q->comb = reduce_kernel(Reduce::Sum, dt);
        *pp = std::move(q);
        return TF_OK;
      },
      &p));
  alignas(16) char acc[16] = {};
  char* base[3] = {acc, x.data, y.data};
  const int64_t es = (int64_t)dtype_size(dt);
  const int64_t esz[3] = {es, es, es};
  accumulate(e, p->main, p->acc, p->fill, p->comb, KernelArgs{}, base, esz);
  tf_scalar r{0.0, 0.0};
  dispatch(dt, [&](auto t) {
    using T = decltype(t);
    T v;
    std::memcpy(&v, acc, sizeof v);
    if constexpr (std::is_same_v<T, c64> || std::is_same_v<T, c128>) {
      r.re = (double)v.real();
      r.im = (double)v.imag();
    } else {
      r.re = (double)v;
    }
    return 0;
  });
  *out = r;
  ++e.stats().calls;
  return TF_OK;
}

}  // namespace tf
