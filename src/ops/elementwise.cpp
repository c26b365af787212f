// ops/elementwise.cpp: unary maps, binary maps with broadcasting, axpby and
// casts. Each validates, keys its loop plan (op, dtypes, shape, strides),
// then runs the plan's kernel with the workers the engine grants.
#include "ops/elementwise.hpp"

#include "core/shape.hpp"
#include "ops/strided.hpp"
#include "ops/tensor_ops.hpp"

namespace tf {
namespace {

const char* const kUnaryNames[] = {"TF_UNARY_NEG",  "TF_UNARY_CONJ", "TF_UNARY_ABS",
                                   "TF_UNARY_REAL", "TF_UNARY_IMAG", "TF_UNARY_EXP",
                                   "TF_UNARY_LOG",  "TF_UNARY_SQRT", "TF_UNARY_SIN",
                                   "TF_UNARY_COS",  "TF_UNARY_TANH", "TF_UNARY_RECIPROCAL"};
const char* const kBinaryNames[] = {"TF_BINARY_ADD", "TF_BINARY_SUB", "TF_BINARY_MUL",
                                    "TF_BINARY_DIV", "TF_BINARY_MAX", "TF_BINARY_MIN"};

// Element operations per element, in the cost model's multiply-add units.
double unary_work(Unary op) {
  switch (op) {
    case Unary::Exp: case Unary::Log: case Unary::Sin: case Unary::Cos: case Unary::Tanh:
      return 8.0;
    case Unary::Sqrt: case Unary::Reciprocal: case Unary::Abs:
      return 2.0;
    default:
      return 1.0;
  }
}

// What a direct _into call memoises (CallMemo): the plan, the byte-span
// lengths of the handles (the overlap check of a repeat on rebound data)
// and whether out has x's (y's) layout (in place allowed when data equal).
struct MapMemo {
  const LoopPlan* plan;
  int64_t len_out, len_x, len_y;
  int64_t es[3];
  double work;
  bool same_x, same_y;
};

// Memo keys: tag in the low byte (matmul 1, einsum 2), then the op.
constexpr uint64_t kMemoUnary = 3, kMemoBinary = 4;

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
  run_loop(e, *mm.plan, base, mm.es, &args, mm.work);
  ++e.stats().calls;
  return TF_OK;
}

// Records a validated call (right after its plan lookup).
void map_store(Engine& e, CallMemo* memo, const uint64_t (&key)[4], const LoopPlan* p,
               const Tensor& x, const Tensor* y, const Tensor& out, const int64_t* es,
               double work) {
  if (!memo) return;
  e.memo_store(*memo, key);
  MapMemo& mm = memo->as<MapMemo>();
  mm.plan = p;
  mm.len_out = span_bytes(out);
  mm.len_x = span_bytes(x);
  mm.len_y = y ? span_bytes(*y) : 0;
  for (int k = 0; k < 3; ++k) mm.es[k] = es[k];
  mm.work = work;
  mm.same_x = same_layout(out, x);
  mm.same_y = y && same_layout(out, *y);
}

// out = fn(x) elementwise, out of dtype odt.
Status map1(Engine& e, Unary op, RunFn fn, DType odt, const Tensor& x, Tensor* out,
            Tensor** alloc_out, const KernelArgs& args, CallMemo* memo,
            const uint64_t (&mkey)[4]) {
  int64_t ostr[TF_MAX_RANK];
  if (out) {
    TF_TRY(check_out(*out, odt, x.ndim, x.shape, "out"));
    TF_TRY(check_writable(*out, "out"));
    TF_TRY(check_no_overlap(*out, "out", x, "x", true));
    for (int32_t i = 0; i < x.ndim; ++i) ostr[i] = out->strides[i];
  } else {  // a cast's result may need more bytes than x (f32 -> c128)
    int64_t numel;
    TF_TRY(checked_size(x.ndim, x.shape, odt, "out", &numel));
    contiguous_strides(x.ndim, x.shape, TF_ROW_MAJOR, ostr);
  }
  const int64_t* st[2] = {ostr, x.strides};
  PlanKey key;
  key.add(kKeyUnary);
  key.add((int64_t)op | (int64_t)x.dtype << 8 | (int64_t)odt << 16);
  key_add_loop(key, x.ndim, x.shape, 2, st);
  key.finish();
  const LoopPlan* p;
  TF_TRY(plan_loop(e, key, x.ndim, x.shape, 2, st, 0, fn, &p));
  const int64_t es[3] = {(int64_t)dtype_size(odt), (int64_t)x.esize(), 0};
  if (out) map_store(e, memo, mkey, p, x, nullptr, *out, es, unary_work(op));
  if (!out) {
    TF_TRY(e.new_tensor(odt, x.ndim, x.shape, TF_ROW_MAJOR, &out));
    *alloc_out = out;
  }
  char* base[2] = {out->data, x.data};
  run_loop(e, *p, base, es, &args, unary_work(op));
  ++e.stats().calls;
  return TF_OK;
}

}  // namespace

Status check_unary_op(int32_t op, const char* what) {
  if (op < 0 || op > (int32_t)Unary::Reciprocal)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "%s: unknown tf_unary_op %d (expected TF_UNARY_NEG .. TF_UNARY_RECIPROCAL, "
                "0 .. %d)",
                what, op, (int)Unary::Reciprocal);
  return TF_OK;
}

Status check_binary_op(int32_t op, const char* what) {
  if (op < 0 || op > (int32_t)Binary::Min)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "%s: unknown tf_binary_op %d (expected TF_BINARY_ADD .. TF_BINARY_MIN, 0 .. %d)",
                what, op, (int)Binary::Min);
  return TF_OK;
}

Status unary(Engine& e, Unary op, tf_scalar alpha, const Tensor& x, Tensor* out,
             Tensor** alloc_out) {
  // A repeat of an _into call on these handles with this op (see CallMemo):
  // validation and the plan lookup cannot come out differently.
  uint64_t mkey[4] = {kMemoUnary | (uint64_t)(uint32_t)op << 8, 0, 0, 0};
  bool hit;
  CallMemo* memo = map_memo(e, x, nullptr, out, mkey, &hit);
  KernelArgs args;
  args.alpha = alpha;
  if (hit) return map_repeat(e, *memo, x, nullptr, *out, args);
  const DType odt = unary_out_dtype(op, x.dtype);
  RunFn fn = unary_kernel(op, x.dtype, odt);
  if (!fn)
    return fail(TF_ERR_INTERNAL, "x: no kernel for %s on %s",
                (int)op < 12 ? kUnaryNames[(int)op] : "scale", dtype_name(x.dtype));
  return map1(e, op, fn, odt, x, out, alloc_out, args, memo, mkey);
}

Status cast(Engine& e, const Tensor& x, int32_t dt, Tensor* out, Tensor** alloc_out) {
  uint64_t mkey[4] = {kMemoUnary | (uint64_t)Unary::Copy << 8, 0, 0, 0};
  bool hit;
  CallMemo* memo = map_memo(e, x, nullptr, out, mkey, &hit);
  if (hit) return map_repeat(e, *memo, x, nullptr, *out, KernelArgs{});
  DType odt;
  if (out) {
    odt = out->dtype;
  } else {
    TF_TRY(check_dtype(dt, "dtype"));
    odt = static_cast<DType>(dt);
  }
  if (is_complex(x.dtype) && !is_complex(odt))
    return fail(TF_ERR_DTYPE_MISMATCH,
                "%s: cannot cast complex %s to real %s (it would drop the imaginary part); "
                "take TF_UNARY_REAL or TF_UNARY_ABS instead",
                out ? "out" : "dtype", dtype_name(x.dtype), dtype_name(odt));
  return map1(e, Unary::Copy, unary_kernel(Unary::Copy, x.dtype, odt), odt, x, out, alloc_out,
              KernelArgs{}, memo, mkey);
}

namespace {
// Validation, plan lookup and run of a binary call the memo does not hold.
__attribute__((noinline)) Status binary_full(Engine& e, Binary op, const Tensor& x,
                                             const Tensor& y, Tensor* out, Tensor** alloc_out,
                                             const KernelArgs& args, CallMemo* memo,
                                             const uint64_t (&mkey)[4]) {
  if (x.dtype != y.dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "y: dtype %s does not match x's dtype %s",
                dtype_name(y.dtype), dtype_name(x.dtype));
  const DType dt = x.dtype;
  RunFn fn = binary_kernel(op, dt);
  if (!fn)
    return fail(TF_ERR_DTYPE_MISMATCH, "x: %s is defined for real dtypes (f32, f64) only, got %s",
                (int)op < 6 ? kBinaryNames[(int)op] : "axpby", dtype_name(dt));
  // NumPy broadcasting: align from the right; extents match or one is 1.
  const int32_t nd = x.ndim > y.ndim ? x.ndim : y.ndim;
  int64_t shape[TF_MAX_RANK], sx[TF_MAX_RANK], sy[TF_MAX_RANK], so[TF_MAX_RANK];
  for (int32_t i = 0; i < nd; ++i) {
    const int32_t ix = i - (nd - x.ndim), iy = i - (nd - y.ndim);
    const int64_t dx = ix >= 0 ? x.shape[ix] : 1, dy = iy >= 0 ? y.shape[iy] : 1;
    if (dx != dy && dx != 1 && dy != 1) {
      char a[200], b[200];
      fmt_shape(a, sizeof a, y.ndim, y.shape);
      fmt_shape(b, sizeof b, x.ndim, x.shape);
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "y: shape %s does not broadcast with x's shape %s: y's axis %d has extent "
                  "%lld, x's axis %d has %lld (extents must match or be 1)",
                  a, b, iy, (long long)dy, ix, (long long)dx);
    }
    shape[i] = dx == 1 ? dy : dx;
    sx[i] = (ix < 0 || dx == 1) ? 0 : x.strides[ix];
    sy[i] = (iy < 0 || dy == 1) ? 0 : y.strides[iy];
  }
  if (out) {
    TF_TRY(check_out(*out, dt, nd, shape, "out"));
    TF_TRY(check_writable(*out, "out"));
    TF_TRY(check_no_overlap(*out, "out", x, "x", true));
    TF_TRY(check_no_overlap(*out, "out", y, "y", true));
    for (int32_t i = 0; i < nd; ++i) so[i] = out->strides[i];
  } else {  // zero-stride operands may broadcast to a result too large to size
    int64_t numel;
    TF_TRY(checked_size(nd, shape, dt, "out", &numel));
    contiguous_strides(nd, shape, TF_ROW_MAJOR, so);
  }
  const int64_t* st[3] = {so, sx, sy};
  PlanKey key;
  key.add(kKeyBinary);
  key.add((int64_t)op | (int64_t)dt << 8);
  key_add_loop(key, nd, shape, 3, st);
  key.finish();
  const LoopPlan* p;
  TF_TRY(plan_loop(e, key, nd, shape, 3, st, 0, fn, &p));
  const int64_t es = (int64_t)dtype_size(dt);
  const int64_t esz[3] = {es, es, es};
  const double work = op == Binary::Div ? 2.0 : 1.0;
  if (out) map_store(e, memo, mkey, p, x, &y, *out, esz, work);
  if (!out) {
    TF_TRY(e.new_tensor(dt, nd, shape, TF_ROW_MAJOR, &out));
    *alloc_out = out;
  }
  char* base[3] = {out->data, x.data, y.data};
  run_loop(e, *p, base, esz, &args, work);
  ++e.stats().calls;
  return TF_OK;
}
}  // namespace

Status binary(Engine& e, Binary op, tf_scalar alpha, tf_scalar beta, const Tensor& x,
              const Tensor& y, Tensor* out, Tensor** alloc_out) {
  uint64_t mkey[4] = {kMemoBinary | (uint64_t)(uint32_t)op << 8, 0, 0, 0};
  bool hit;
  CallMemo* memo = map_memo(e, x, &y, out, mkey, &hit);
  KernelArgs args;
  args.alpha = alpha;
  args.beta = beta;
  if (hit) return map_repeat(e, *memo, x, &y, *out, args);
  return binary_full(e, op, x, y, out, alloc_out, args, memo, mkey);
}

}  // namespace tf
