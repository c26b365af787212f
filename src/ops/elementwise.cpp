// ops/elementwise.cpp: the elementwise family's inference, plans, execute
// and direct calls (see elementwise.hpp).
#include "ops/elementwise.hpp"

#include <cstdio>
#include <memory>

#include "core/shape.hpp"
#include "ops/op_kind.hpp"
#include "ops/strided.hpp"
#include "ops/tensor_ops.hpp"

namespace tf {
namespace {

// "TF_UNARY_<NAME>" for a public row, the row's own name for an internal one.
struct PublicNames {
  char unary[(int)Unary::Count][40];
  char binary[(int)Binary::Count][40];
  static void put(char (&dst)[40], const char* prefix, const char* name, bool pub) {
    if (pub) public_name(dst, prefix, name);
    else std::snprintf(dst, sizeof dst, "%s", name);
  }
  PublicNames() {
    for (int i = 0; i < (int)Unary::Count; ++i)
      put(unary[i], "TF_UNARY_", unary_info((Unary)i).name, i < kUnaryPublic);
    for (int i = 0; i < (int)Binary::Count; ++i)
      put(binary[i], "TF_BINARY_", binary_info((Binary)i).name, i < kBinaryPublic);
  }
};
const PublicNames& names() {
  static const PublicNames n;
  return n;
}

// The output's strides: out's, or row-major for a new result, whose size
// is checked first (zero-stride operands may broadcast to a result too large
// to size; a cast may need more bytes than x: f32 -> c128).
Status out_strides(const Tensor* out, DType odt, int32_t nd, const int64_t* shape,
                   int64_t* st) {
  if (out) {
    for (int32_t i = 0; i < nd; ++i) st[i] = out->strides[i];
    return TF_OK;
  }
  int64_t numel;
  TF_TRY(checked_size(nd, shape, odt, "out", &numel));
  contiguous_strides(nd, shape, TF_ROW_MAJOR, st);
  return TF_OK;
}

// The cached plan of a finished key; built on a miss from the loop operands.
Status map_plan(Engine& e, const PlanKey& key, RunFn fn, DType odt, int32_t nd,
                const int64_t* shape, int nops, const int64_t* const* st, const int64_t* es,
                double work, const MapPlan** p, PlanPtr* keep) {
  auto build = [&](PlanPtr* pp) -> Status {
    auto q = std::make_shared<MapPlan>();
    q->bytes = sizeof(MapPlan);
    loop_build(nd, shape, nops, st, 0, &q->loop);
    q->fn = fn;
    for (int k = 0; k < nops; ++k) q->esize[k] = es[k];
    q->work = work;
    q->numel = 1;
    for (int32_t i = 0; i < nd; ++i) q->numel *= (double)shape[i];
    q->odt = odt;
    q->ond = nd;
    for (int32_t i = 0; i < nd; ++i) q->oshape[i] = shape[i];
    *pp = std::move(q);
    return TF_OK;
  };
  return plan_for(e, key, build, p, keep);
}

// The plan of a one-operand map out = fn(x) (unary ops, casts).
Status map1_plan(Engine& e, Unary op, RunFn fn, DType odt, const Tensor& x, const Tensor* out,
                 const MapPlan** p, PlanPtr* keep) {
  if (out) {
    TF_TRY(check_out(*out, odt, x.ndim, x.shape, "out"));
    TF_TRY(check_writable(*out, "out"));
  }
  int64_t ostr[TF_MAX_RANK];
  TF_TRY(out_strides(out, odt, x.ndim, x.shape, ostr));
  const int64_t* st[2] = {ostr, x.strides};
  PlanKey key;
  key.add(plan_tag(OpKind::Unary));
  key.add((int64_t)op | (int64_t)x.dtype << 8 | (int64_t)odt << 16);
  key_add_loop(key, x.ndim, x.shape, 2, st);
  key.finish();
  const int64_t es[2] = {(int64_t)dtype_size(odt), (int64_t)x.esize()};
  return map_plan(e, key, fn, odt, x.ndim, x.shape, 2, st, es, unary_info(op).work, p, keep);
}

}  // namespace

// ------------------------------------------------------------ inference

const char* unary_name(Unary op) {
  return (int)op >= 0 && op < Unary::Count ? names().unary[(int)op] : "?";
}

const char* binary_name(Binary op) {
  return (int)op >= 0 && op < Binary::Count ? names().binary[(int)op] : "?";
}

Status check_unary_op(int32_t op, const char* what) {
  if (op < 0 || op >= kUnaryPublic)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: unknown tf_unary_op %d (expected %s .. %s, 0 .. %d)",
                what, op, unary_name((Unary)0), unary_name((Unary)(kUnaryPublic - 1)),
                kUnaryPublic - 1);
  return TF_OK;
}

Status check_binary_op(int32_t op, const char* what) {
  if (op < 0 || op >= kBinaryPublic)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "%s: unknown tf_binary_op %d (expected %s .. %s, 0 .. %d)", what, op,
                binary_name((Binary)0), binary_name((Binary)(kBinaryPublic - 1)),
                kBinaryPublic - 1);
  return TF_OK;
}

Status unary_dtype(Unary op, DType x, DType* out, RunFn* fn) {
  const DType odt = unary_out_dtype(op, x);
  RunFn k = unary_kernel(op, x, odt);
  if (!k)
    return fail(TF_ERR_DTYPE_MISMATCH, "x: %s is not defined for %s", unary_name(op),
                dtype_name(x));
  *out = odt;
  if (fn) *fn = k;
  return TF_OK;
}

Status binary_dtype(Binary op, DType x, DType y, DType* out, RunFn* fn) {
  if (x != y)
    return fail(TF_ERR_DTYPE_MISMATCH, "y: dtype %s does not match x's dtype %s",
                dtype_name(y), dtype_name(x));
  RunFn k = binary_kernel(op, x);
  if (!k)
    return fail(TF_ERR_DTYPE_MISMATCH, "x: %s is defined for real dtypes (f32, f64) only, got %s",
                binary_name(op), dtype_name(x));
  *out = x;
  if (fn) *fn = k;
  return TF_OK;
}

Status cast_check(DType from, DType to, const char* what) {
  if (is_complex(from) && !is_complex(to))
    return fail(TF_ERR_DTYPE_MISMATCH,
                "%s: cannot cast complex %s to real %s (it would drop the imaginary part); "
                "take TF_UNARY_REAL or TF_UNARY_ABS instead",
                what, dtype_name(from), dtype_name(to));
  return TF_OK;
}

__attribute__((always_inline)) static inline Status broadcast_impl(int32_t xnd, const int64_t* xs,
                                                            int32_t ynd, const int64_t* ys,
                                                            int32_t* nd_out, int64_t* shape) {
  const int32_t nd = xnd > ynd ? xnd : ynd;
  for (int32_t i = 0; i < nd; ++i) {
    const int32_t ix = i - (nd - xnd), iy = i - (nd - ynd);
    const int64_t dx = ix >= 0 ? xs[ix] : 1, dy = iy >= 0 ? ys[iy] : 1;
    if (dx == dy || dy == 1) {
      shape[i] = dx;
    } else if (dx == 1 || dx == -1) {
      shape[i] = dy;
    } else if (dy == -1) {
      shape[i] = dx;
    } else {
      char a[200], b[200];
      fmt_shape(a, sizeof a, ynd, ys);
      fmt_shape(b, sizeof b, xnd, xs);
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "y: shape %s does not broadcast with x's shape %s: y's axis %d has extent "
                  "%lld, x's axis %d has %lld (extents must match or be 1)",
                  a, b, iy, (long long)dy, ix, (long long)dx);
    }
  }
  *nd_out = nd;
  return TF_OK;
}

Status broadcast_shape(int32_t xnd, const int64_t* xs, int32_t ynd, const int64_t* ys,
                       int32_t* nd, int64_t* shape) {
  return broadcast_impl(xnd, xs, ynd, ys, nd, shape);
}

// ----------------------------------------------------------------- plan

Status unary_plan(Engine& e, Unary op, const Tensor& x, const Tensor* out, const MapPlan** p,
                  PlanPtr* keep) {
  DType odt = x.dtype;
  RunFn fn = nullptr;
  TF_TRY(unary_dtype(op, x.dtype, &odt, &fn));
  return map1_plan(e, op, fn, odt, x, out, p, keep);
}

Status cast_plan(Engine& e, const Tensor& x, DType to, const Tensor* out, const MapPlan** p,
                 PlanPtr* keep) {
  TF_TRY(cast_check(x.dtype, to, out ? "out" : "dtype"));
  return map1_plan(e, Unary::Copy, unary_kernel(Unary::Copy, x.dtype, to), to, x, out, p, keep);
}

Status binary_plan(Engine& e, Binary op, const Tensor& x, const Tensor& y, const Tensor* out,
                   const MapPlan** p, PlanPtr* keep) {
  DType dt = x.dtype;
  RunFn fn = nullptr;
  TF_TRY(binary_dtype(op, x.dtype, y.dtype, &dt, &fn));
  int32_t nd = 0;
  int64_t shape[TF_MAX_RANK], sx[TF_MAX_RANK], sy[TF_MAX_RANK], so[TF_MAX_RANK];
  TF_TRY(broadcast_impl(x.ndim, x.shape, y.ndim, y.shape, &nd, shape));
  for (int32_t i = 0; i < nd; ++i) {
    const int32_t ix = i - (nd - x.ndim), iy = i - (nd - y.ndim);
    sx[i] = (ix < 0 || x.shape[ix] == 1) ? 0 : x.strides[ix];
    sy[i] = (iy < 0 || y.shape[iy] == 1) ? 0 : y.strides[iy];
  }
  if (out) {
    TF_TRY(check_out(*out, dt, nd, shape, "out"));
    TF_TRY(check_writable(*out, "out"));
  }
  TF_TRY(out_strides(out, dt, nd, shape, so));
  const int64_t* st[3] = {so, sx, sy};
  PlanKey key;
  key.add(plan_tag(OpKind::Binary));
  key.add((int64_t)op | (int64_t)dt << 16);
  key_add_loop(key, nd, shape, 3, st);
  key.finish();
  const int64_t es = (int64_t)dtype_size(dt);
  const int64_t esz[3] = {es, es, es};
  return map_plan(e, key, fn, dt, nd, shape, 3, st, esz, binary_info(op).work, p, keep);
}

// -------------------------------------------------------------- execute

void map_execute(const MapPlan& p, char* const* base, const KernelArgs& args, int workers) {
  loop_execute(p.loop, base, p.esize, p.fn, &args, workers);
}

// --------------------------------------------------------- direct calls
namespace {

// What a direct _into call memoises (CallMemo): the plan, the byte-span
// lengths of the handles (the overlap check of a repeat on rebound data)
// and whether out has x's (y's) layout (in place allowed when data equal).
struct MapMemo {
  const MapPlan* plan;
  int64_t len_out, len_x, len_y;
  bool same_x, same_y;
};

// The memo slot of an _into call whose handles all have ids, else nullptr;
// *hit: it holds this call. y may be nullptr (unary).
CallMemo* map_memo(Engine& e, const Tensor& x, const Tensor* y, const Tensor* out,
                   uint64_t (&key)[4], bool* hit) {
  *hit = false;
  if (!out || !x.id || (y && !y->id) || !out->id) return nullptr;
  key[1] = x.id;
  key[2] = y ? y->id : 0;
  key[3] = out->id;
  return &e.memo(key, hit);
}

// The repeat of a memoised call: overlap on the current data, then run.
Status map_repeat(Engine& e, CallMemo& memo, const Tensor& x, const Tensor* y, Tensor& out,
                  const KernelArgs& args) {
  const MapMemo& mm = memo.as<MapMemo>();
  TF_TRY(memo_no_overlap(out.data, mm.len_out, x.data, mm.len_x, mm.same_x, "out", "x", true));
  if (y)
    TF_TRY(memo_no_overlap(out.data, mm.len_out, y->data, mm.len_y, mm.same_y, "out", "y", true));
  ++e.stats().plan_hits;
  char* base[3] = {out.data, x.data, y ? y->data : nullptr};
  map_execute(*mm.plan, base, args, map_workers(e, *mm.plan));
  ++e.stats().calls;
  return TF_OK;
}

// A call the memo does not hold, its plan p found: overlap, memo record,
// allocation, run.
__attribute__((noinline)) Status map_run(Engine& e, const MapPlan& p, const Tensor& x,
                                         const Tensor* y, Tensor* out, Tensor** alloc_out,
                                         const KernelArgs& args, CallMemo* memo,
                                         const uint64_t (&mkey)[4]) {
  if (out) {
    TF_TRY(check_no_overlap(*out, "out", x, "x", true));
    if (y) TF_TRY(check_no_overlap(*out, "out", *y, "y", true));
    if (memo) {
      e.memo_store(*memo, mkey);
      MapMemo& mm = memo->as<MapMemo>();
      mm.plan = &p;
      mm.len_out = span_bytes(*out);
      mm.len_x = span_bytes(x);
      mm.len_y = y ? span_bytes(*y) : 0;
      mm.same_x = same_layout(*out, x);
      mm.same_y = y && same_layout(*out, *y);
    }
  } else {
    TF_TRY(e.new_tensor(p.odt, p.ond, p.oshape, TF_ROW_MAJOR, &out));
    *alloc_out = out;
  }
  char* base[3] = {out->data, x.data, y ? y->data : nullptr};
  map_execute(p, base, args, map_workers(e, p));
  ++e.stats().calls;
  return TF_OK;
}

}  // namespace

Status unary(Engine& e, Unary op, tf_scalar alpha, const Tensor& x, Tensor* out,
             Tensor** alloc_out) {
  // A repeat of an _into call on these handles with this op (see CallMemo):
  // validation and the plan lookup cannot come out differently.
  uint64_t mkey[4] = {memo_tag(OpKind::Unary) | (uint64_t)(uint32_t)op << 8, 0, 0, 0};
  bool hit;
  CallMemo* memo = map_memo(e, x, nullptr, out, mkey, &hit);
  KernelArgs args;
  args.alpha = alpha;
  if (hit) return map_repeat(e, *memo, x, nullptr, *out, args);
  const MapPlan* p;
  TF_TRY(unary_plan(e, op, x, out, &p));
  return map_run(e, *p, x, nullptr, out, alloc_out, args, memo, mkey);
}

Status cast(Engine& e, const Tensor& x, int32_t dt, Tensor* out, Tensor** alloc_out) {
  uint64_t mkey[4] = {memo_tag(OpKind::Cast), 0, 0, 0};
  bool hit;
  CallMemo* memo = map_memo(e, x, nullptr, out, mkey, &hit);
  if (hit) return map_repeat(e, *memo, x, nullptr, *out, KernelArgs{});
  if (!out) TF_TRY(check_dtype(dt, "dtype"));
  const MapPlan* p;
  TF_TRY(cast_plan(e, x, out ? out->dtype : static_cast<DType>(dt), out, &p));
  return map_run(e, *p, x, nullptr, out, alloc_out, KernelArgs{}, memo, mkey);
}

Status binary(Engine& e, Binary op, tf_scalar alpha, tf_scalar beta, const Tensor& x,
              const Tensor& y, Tensor* out, Tensor** alloc_out) {
  uint64_t mkey[4] = {memo_tag(OpKind::Binary) | (uint64_t)(uint32_t)op << 8, 0, 0, 0};
  bool hit;
  CallMemo* memo = map_memo(e, x, &y, out, mkey, &hit);
  KernelArgs args;
  args.alpha = alpha;
  args.beta = beta;
  if (hit) return map_repeat(e, *memo, x, &y, *out, args);
  const MapPlan* p;
  TF_TRY(binary_plan(e, op, x, y, out, &p));
  return map_run(e, *p, x, &y, out, alloc_out, args, memo, mkey);
}

}  // namespace tf
