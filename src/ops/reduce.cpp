// ops/reduce.cpp: the reduction family's inference, plans, execute and
// direct calls (see reduce.hpp). Workers split an axis the output moves
// along; a reduction to one element gives each worker a private partial
// instead.
#include "ops/reduce.hpp"

#include <cstring>
#include <limits>
#include <memory>
#include <vector>

#include "core/shape.hpp"
#include "ops/op_kind.hpp"
#include "ops/strided.hpp"
#include "providers/pairwise_sum.hpp"

namespace tf {
namespace {

enum : int32_t {
  kProd = (int32_t)RedOp::Prod,
  kMean = (int32_t)RedOp::Mean,
  kMax = (int32_t)RedOp::Max,
  kMin = (int32_t)RedOp::Min,
  kFrobenius = (int32_t)RedOp::Frobenius,
  kLastReduce = (int32_t)RedOp::Count - 1
};
constexpr int kMaxPartials = 64;

Reduce accumulation(int32_t op) {
  switch (op) {
    case kProd: return Reduce::Prod;
    case kMax: return Reduce::Max;
    case kMin: return Reduce::Min;
    case kFrobenius: return Reduce::SumAbs2;
    default: return Reduce::Sum;
  }
}

// Validates op and the axes; red[i]: axis i of x (rank nd) is reduced.
Status reduce_axes(int32_t op, int32_t nd, int32_t naxes, const int32_t* axes, bool* red) {
  if (op < 0 || op > kLastReduce)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "op: unknown tf_reduce_op %d (expected TF_REDUCE_SUM .. TF_REDUCE_FROBENIUS, "
                "0 .. %d)",
                op, kLastReduce);
  if (naxes < 0) return fail(TF_ERR_INVALID_ARGUMENT, "naxes: must be >= 0, got %d", naxes);
  if (!axes && naxes > 0)
    return fail(TF_ERR_INVALID_ARGUMENT, "axes: NULL with naxes = %d", naxes);
  for (int32_t i = 0; i < nd; ++i) red[i] = !axes;
  for (int32_t i = 0; axes && i < naxes; ++i) {
    int32_t a = axes[i];
    if (a < -nd || a >= nd)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "axes[%d]: axis %d out of range [%d, %d) for x of rank %d", i, a, -nd, nd, nd);
    if (a < 0) a += nd;
    if (red[a]) return fail(TF_ERR_INVALID_ARGUMENT, "axes[%d]: axis %d repeated", i, axes[i]);
    red[a] = true;
  }
  return TF_OK;
}

// A sum whose runs add into each output element more than kPairwiseLeaf
// times along the loop's outer axes (e.g. axis 0 of a (10^6, 2) tensor):
// chunks of the outermost such axis, each covering about 16 of those
// adds, accumulate into scratch copies of out (its layout, over its
// span) that combine in a binary-counter cascade and finally into out, so
// the error grows as O(log n) instead of O(n) across runs, as within a run.
// False (nothing done) when the adds are few or out spans more than
// kPairwiseSpan elements.
constexpr int64_t kPairwiseSpan = 1 << 14;
void run_out(const ReducePlan& p, RunFn fn, const KernelArgs* args, char* out, int w);
bool accumulate_pairwise(const ReducePlan& p, char* const* base) {
  const Loop& L = p.main;
  int32_t a = -1;
  double rest = 1;  // adds per element along the outer reduced axes but a
  for (int32_t ax = 0; ax + 1 < L.nd; ++ax)
    if (L.st[0][ax] == 0) {
      if (a < 0) a = ax;
      else rest *= (double)L.shape[ax];
    }
  if (a < 0 || (double)L.shape[a] * rest <= (double)kPairwiseLeaf) return false;
  const Loop& O = p.outl;
  int64_t lo = 0, hi = 0;  // out's element offsets, relative to its base
  for (int32_t ax = 0; ax < O.nd; ++ax) {
    const int64_t d = (O.shape[ax] - 1) * O.st[0][ax];
    (d < 0 ? lo : hi) += d;
  }
  if (hi - lo + 1 > kPairwiseSpan) return false;
  const int64_t es = p.es[0], bytes = (hi - lo + 1) * es;
  const int64_t ext = L.shape[a];
  // 16 adds to a chunk, as each of a pairwise leaf's eight chains makes.
  const int64_t chunk = rest >= 16 ? 1 : (int64_t)(16 / rest);
  const int64_t ces[2] = {es, es};
  std::vector<std::vector<char>> level;  // level k: 2^k chunks, when its bit is set
  std::vector<char> cur;
  uint64_t count = 0;
  auto add = [&](char* dst, char* src) {  // dst += src over out's layout
    char* b[2] = {dst, src};
    loop_execute(O, b, ces, p.comb, nullptr, 1);
  };
  for (int64_t c0 = 0; c0 < ext; c0 += chunk) {
    cur.resize((std::size_t)bytes);  // filled with the identity below
    char* cb = cur.data() - lo * es;
    run_out(p, p.fill, &p.ident, cb, 1);
    char* b[3] = {cb, base[1], L.nops > 2 ? base[2] : nullptr};
    loop_run(L, b, p.es, p.acc, nullptr, a, c0, c0 + chunk < ext ? c0 + chunk : ext);
    std::size_t k = 0;
    for (uint64_t c = count; c & 1; c >>= 1, ++k) add(cb, level[k].data() - lo * es);
    if (level.size() <= k) level.resize(k + 1);
    level[k].swap(cur);
    ++count;
  }
  for (std::size_t k = 0; k < level.size(); ++k)
    if ((count >> k) & 1) add(base[0], level[k].data() - lo * es);
  return true;
}

// Runs the main loop of p (operands base, element sizes p.es) into an
// output already filled with the identity.
void accumulate(const ReducePlan& p, char* const* base, int w) {
  const Loop& L = p.main;
  if (L.empty) return;
  if (w > 1) {
    int32_t split = loop_split_axis(L, w, true);
    if (split >= 0 && L.shape[split] > 1) {
      loop_run_parallel(L, base, p.es, p.acc, nullptr, w, split);
      return;
    }
    split = loop_split_axis(L, w, false);
    if (split >= 0 && L.shape[split] >= 2) {
      // One output element: private partials, combined afterwards.
      if (w > kMaxPartials) w = kMaxPartials;
      alignas(64) char partials[kMaxPartials * 16];
      char* pp[2] = {partials, partials};
      const int64_t unit[2] = {1, 1};
      p.fill(w, pp, unit, &p.ident);
      loop_run_partials(L, base, p.es, p.acc, nullptr, w, split, partials);
      char* cp[2] = {base[0], partials};
      const int64_t cs[2] = {0, 1};
      p.comb(w, cp, cs, nullptr);
      return;
    }
  }
  if (p.pairwise && accumulate_pairwise(p, base)) return;
  loop_run(L, base, p.es, p.acc, nullptr);
}

// Runs fn over the output loop (operands out, out).
void run_out(const ReducePlan& p, RunFn fn, const KernelArgs* args, char* out, int w) {
  char* ob[2] = {out, out};
  const int64_t oes[2] = {p.es[0], p.es[0]};
  loop_execute(p.outl, ob, oes, fn, args, w);
}

double count(int32_t nd, const int64_t* shape) {
  double n = 1;
  for (int32_t i = 0; i < nd; ++i) n *= (double)shape[i];
  return n;
}

}  // namespace

const char* reduce_name(int32_t op) {
  struct Names {
    char n[(int)RedOp::Count][40];
    Names() {
      for (int i = 0; i < (int)RedOp::Count; ++i)
        public_name(n[i], "TF_REDUCE_", reduce_info((RedOp)i).name);
    }
  };
  static const Names names;
  return op >= 0 && op < (int32_t)RedOp::Count ? names.n[op] : "?";
}

// ------------------------------------------------------------ inference

Status reduce_shape(int32_t op, DType dt, int32_t nd, const int64_t* shape, int32_t naxes,
                    const int32_t* axes, bool keepdims, int32_t* ond_out, int64_t* oshape,
                    DType* odt) {
  bool red[TF_MAX_RANK];
  TF_TRY(reduce_axes(op, nd, naxes, axes, red));
  if (!reduce_kernel(accumulation(op), dt))
    return fail(TF_ERR_DTYPE_MISMATCH, "x: %s is defined for real dtypes (f32, f64) only, got %s",
                reduce_name(op), dtype_name(dt));
  int32_t ond = 0;
  for (int32_t i = 0; i < nd; ++i) {
    if (red[i] && !keepdims) continue;
    oshape[ond++] = red[i] ? 1 : shape[i];
  }
  *ond_out = ond;
  *odt = op == kFrobenius ? real_dtype(dt) : dt;
  return TF_OK;
}

// ----------------------------------------------------------------- plan

Status reduce_plan(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                   bool keepdims, const Tensor* out, const ReducePlan** p, PlanPtr* keep) {
  const int32_t nd = x.ndim;
  int32_t ond;
  int64_t oshape[TF_MAX_RANK];
  DType odt;
  TF_TRY(reduce_shape(op, x.dtype, nd, x.shape, naxes, axes, keepdims, &ond, oshape, &odt));
  bool red[TF_MAX_RANK];
  TF_TRY(reduce_axes(op, nd, naxes, axes, red));
  int64_t cnt = 1;
  for (int32_t i = 0; i < nd; ++i)
    if (red[i]) cnt *= x.shape[i];
  const double onumel = count(ond, oshape);
  if ((op == kMax || op == kMin) && cnt == 0 && onumel > 0) {
    int32_t a = 0;
    while (a < nd && !(red[a] && x.shape[a] == 0)) ++a;
    return fail(TF_ERR_SHAPE_MISMATCH,
                "x: %s over an empty axis has no identity (axis %d has extent 0)", reduce_name(op), a);
  }
  int64_t ostr[TF_MAX_RANK];
  if (out) {
    TF_TRY(check_out(*out, odt, ond, oshape, "out"));
    TF_TRY(check_writable(*out, "out"));
    for (int32_t i = 0; i < ond; ++i) ostr[i] = out->strides[i];
  } else {
    contiguous_strides(ond, oshape, TF_ROW_MAJOR, ostr);
  }
  int64_t sox[TF_MAX_RANK];  // out's strides along x's axes
  for (int32_t i = 0, o = 0; i < nd; ++i) {
    if (red[i] && !keepdims) {
      sox[i] = 0;
      continue;
    }
    sox[i] = red[i] ? 0 : ostr[o];
    ++o;
  }
  const int64_t* mst[2] = {sox, x.strides};
  const int64_t* ost[2] = {ostr, ostr};
  PlanKey key;
  key.add(plan_tag(OpKind::Reduce));
  key.add((int64_t)op | (int64_t)x.dtype << 8 | (int64_t)keepdims << 16);
  key_add_loop(key, nd, x.shape, 2, mst);
  key_add_loop(key, ond, oshape, 1, ost);
  key.finish();
  auto build = [&](PlanPtr* pp) -> Status {
    auto q = std::make_shared<ReducePlan>();
    q->bytes = sizeof(ReducePlan);
    loop_build(nd, x.shape, 2, mst, 1, &q->main);
    loop_build(ond, oshape, 2, ost, 0, &q->outl);
    const Reduce r = accumulation(op);
    q->acc = reduce_kernel(r, x.dtype);
    q->fill = unary_kernel(Unary::Fill, odt, odt);
    q->comb = reduce_kernel(r == Reduce::SumAbs2 ? Reduce::Sum : r, odt);
    q->pairwise = r == Reduce::Sum || r == Reduce::SumAbs2;
    q->fin = op == kMean ? unary_kernel(Unary::Scale, odt, odt)
             : op == kFrobenius ? unary_kernel(Unary::Sqrt, odt, odt)
                                : nullptr;
    const double inf = std::numeric_limits<double>::infinity();
    q->ident.alpha.re = op == kProd ? 1.0 : op == kMax ? -inf : op == kMin ? inf : 0.0;
    q->fin_args.alpha.re = 1.0 / (double)cnt;  // mean of nothing: 0 * inf = NaN
    q->es[0] = (int64_t)dtype_size(odt);
    q->es[1] = (int64_t)x.esize();
    q->numel = count(nd, x.shape);
    q->onumel = onumel;
    q->odt = odt;
    q->ond = ond;
    for (int32_t i = 0; i < ond; ++i) q->oshape[i] = oshape[i];
    *pp = std::move(q);
    return TF_OK;
  };
  return plan_for(e, key, build, p, keep);
}

// -------------------------------------------------------------- execute

void reduce_execute(const ReducePlan& p, char* out, const char* x, int workers,
                    int out_workers) {
  run_out(p, p.fill, &p.ident, out, out_workers);
  char* mb[2] = {out, const_cast<char*>(x)};
  accumulate(p, mb, workers);
  if (p.fin) run_out(p, p.fin, &p.fin_args, out, out_workers);
}

// --------------------------------------------------------- direct calls
namespace {

void reduce_run(Engine& e, const ReducePlan& p, char* out, const char* x) {
  const bool par = !e.serial();
  const int ow = par ? e.workers_for(p.onumel * 0.5) : 1;
  reduce_execute(p, out, x, par ? e.workers_for(p.numel) : 1, ow);
}

// What a direct _into call memoises (CallMemo): the plan and the handles'
// byte-span lengths.
struct ReduceMemo {
  const ReducePlan* plan;
  int64_t len_out, len_x;
};

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
  key[0] = memo_tag(OpKind::Reduce) | (uint64_t)op << 8 | (uint64_t)keepdims << 16 | mask << 24;
  key[1] = x.id;
  key[2] = 0;
  key[3] = out->id;
  return true;
}

// A call the memo does not hold: plan, overlap, memo record, allocation, run.
__attribute__((noinline)) Status reduce_full(Engine& e, int32_t op, const Tensor& x,
                                             int32_t naxes, const int32_t* axes, bool keepdims,
                                             Tensor* out, Tensor** alloc_out, CallMemo* memo,
                                             const uint64_t (&mkey)[4]) {
  const ReducePlan* p;
  TF_TRY(reduce_plan(e, op, x, naxes, axes, keepdims, out, &p));
  if (out) {
    TF_TRY(check_no_overlap(*out, "out", x, "x", false));
    if (memo) {
      e.memo_store(*memo, mkey);
      ReduceMemo& rm = memo->as<ReduceMemo>();
      rm.plan = p;
      rm.len_out = span_bytes(*out);
      rm.len_x = span_bytes(x);
    }
  } else {
    TF_TRY(e.new_tensor(p->odt, p->ond, p->oshape, TF_ROW_MAJOR, &out));
    *alloc_out = out;
  }
  reduce_run(e, *p, out->data, x.data);
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
      reduce_run(e, *rm.plan, out->data, x.data);
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
  ShapeMismatch m;
  if (shapes_differ(y.ndim, y.shape, x.ndim, x.shape, &m))
    return fail(TF_ERR_SHAPE_MISMATCH, "y: shape %s, expected x's shape %s", m.got, m.want);
  const DType dt = x.dtype;
  const int64_t zeros[TF_MAX_RANK] = {};
  const int64_t* st[3] = {zeros, x.strides, y.strides};
  PlanKey key;
  key.add(plan_tag(OpKind::Dot));
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
        q->es[0] = q->es[1] = q->es[2] = (int64_t)dtype_size(dt);
        q->numel = count(x.ndim, x.shape);
        *pp = std::move(q);
        return TF_OK;
      },
      &p));
  alignas(16) char acc[16] = {};
  char* base[3] = {acc, x.data, y.data};
  accumulate(*p, base, e.serial() ? 1 : e.workers_for(p->numel));
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
