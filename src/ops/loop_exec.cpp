// ops/loop_exec.cpp: plan/execute halves of the strided-loop operations
// (see loop_exec.hpp). Same rules and kernels as ops/elementwise.cpp and
// ops/reduce.cpp; the Exec holds the built loop itself (no cache entry to
// keep alive).
#include "ops/loop_exec.hpp"

#include <limits>

#include "ops/strided.hpp"

namespace tf {
namespace {

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

double count(int32_t nd, const int64_t* shape) {
  double n = 1;
  for (int32_t i = 0; i < nd; ++i) n *= (double)shape[i];
  return n;
}

Status map1(RunFn fn, DType odt, const Tensor& x, const Tensor& out, double work,
            MapExec* m) {
  TF_TRY(check_out(out, odt, x.ndim, x.shape, "out"));
  TF_TRY(check_writable(out, "out"));
  const int64_t* st[2] = {out.strides, x.strides};
  loop_build(x.ndim, x.shape, 2, st, 0, &m->loop);
  m->fn = fn;
  m->esize[0] = (int64_t)dtype_size(odt);
  m->esize[1] = (int64_t)x.esize();
  m->work = work;
  m->numel = count(x.ndim, x.shape);
  return TF_OK;
}

}  // namespace

Status unary_plan(Unary op, tf_scalar alpha, const Tensor& x, const Tensor& out, MapExec* m) {
  const DType odt = unary_out_dtype(op, x.dtype);
  RunFn fn = unary_kernel(op, x.dtype, odt);
  if (!fn) return fail(TF_ERR_DTYPE_MISMATCH, "x: no kernel for this op on %s", dtype_name(x.dtype));
  m->args.alpha = alpha;
  return map1(fn, odt, x, out, unary_work(op), m);
}

Status cast_plan(const Tensor& x, const Tensor& out, MapExec* m) {
  if (is_complex(x.dtype) && !is_complex(out.dtype))
    return fail(TF_ERR_DTYPE_MISMATCH,
                "out: cannot cast complex %s to real %s (take TF_UNARY_REAL or TF_UNARY_ABS)",
                dtype_name(x.dtype), dtype_name(out.dtype));
  return map1(unary_kernel(Unary::Copy, x.dtype, out.dtype), out.dtype, x, out, 1.0, m);
}

Status copy_plan(const Tensor& src, const Tensor& dst, MapExec* m) {
  TF_TRY(check_out(dst, src.dtype, src.ndim, src.shape, "dst"));
  TF_TRY(check_writable(dst, "dst"));
  return map1(copy_kernel(src.esize()), src.dtype, src, dst, 0.5, m);
}

Status broadcast_shape(int32_t xnd, const int64_t* xs, int32_t ynd, const int64_t* ys,
                       int32_t* nd_out, int64_t* shape) {
  const int32_t nd = xnd > ynd ? xnd : ynd;
  for (int32_t i = 0; i < nd; ++i) {
    const int32_t ix = i - (nd - xnd), iy = i - (nd - ynd);
    const int64_t dx = ix >= 0 ? xs[ix] : 1, dy = iy >= 0 ? ys[iy] : 1;
    if (dx != dy && dx != 1 && dy != 1) {
      char a[200], b[200];
      fmt_shape(a, sizeof a, ynd, ys);
      fmt_shape(b, sizeof b, xnd, xs);
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "y: shape %s does not broadcast with x's shape %s: y's axis %d has extent "
                  "%lld, x's axis %d has %lld (extents must match or be 1)",
                  a, b, iy, (long long)dy, ix, (long long)dx);
    }
    shape[i] = dx == 1 ? dy : dx;
  }
  *nd_out = nd;
  return TF_OK;
}

Status binary_plan(Binary op, tf_scalar alpha, tf_scalar beta, const Tensor& x,
                   const Tensor& y, const Tensor& out, MapExec* m) {
  if (x.dtype != y.dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "y: dtype %s does not match x's dtype %s",
                dtype_name(y.dtype), dtype_name(x.dtype));
  RunFn fn = binary_kernel(op, x.dtype);
  if (!fn)
    return fail(TF_ERR_DTYPE_MISMATCH, "x: this binary op is defined for real dtypes only, got %s",
                dtype_name(x.dtype));
  int32_t nd;
  int64_t shape[TF_MAX_RANK], sx[TF_MAX_RANK], sy[TF_MAX_RANK];
  TF_TRY(broadcast_shape(x.ndim, x.shape, y.ndim, y.shape, &nd, shape));
  for (int32_t i = 0; i < nd; ++i) {
    const int32_t ix = i - (nd - x.ndim), iy = i - (nd - y.ndim);
    sx[i] = (ix < 0 || x.shape[ix] == 1) ? 0 : x.strides[ix];
    sy[i] = (iy < 0 || y.shape[iy] == 1) ? 0 : y.strides[iy];
  }
  TF_TRY(check_out(out, x.dtype, nd, shape, "out"));
  TF_TRY(check_writable(out, "out"));
  const int64_t* st[3] = {out.strides, sx, sy};
  loop_build(nd, shape, 3, st, 0, &m->loop);
  m->fn = fn;
  m->args.alpha = alpha;
  m->args.beta = beta;
  const int64_t es = (int64_t)x.esize();
  m->esize[0] = m->esize[1] = m->esize[2] = es;
  m->work = op == Binary::Div ? 2.0 : 1.0;
  m->numel = count(nd, shape);
  return TF_OK;
}

void map_execute(const MapExec& m, char* const* base, int workers) {
  const Loop& L = m.loop;
  if (L.empty) return;
  if (workers > 1) {
    const int32_t split = loop_split_axis(L, workers, true);
    if (split >= 0 && L.shape[split] > 1) {
      loop_run_parallel(L, base, m.esize, m.fn, &m.args, workers, split);
      return;
    }
  }
  loop_run(L, base, m.esize, m.fn, &m.args);
}

// ------------------------------------------------------------ reductions
namespace {
enum : int32_t { kSum = 0, kProd, kMean, kMax, kMin, kFrobenius, kLastReduce = kFrobenius };
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

Status reduce_axes(int32_t op, int32_t nd, int32_t naxes, const int32_t* axes, bool* red) {
  if (op < 0 || op > kLastReduce)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "op: unknown tf_reduce_op %d (expected TF_REDUCE_SUM .. TF_REDUCE_FROBENIUS)",
                op);
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
}  // namespace

Status reduce_shape(int32_t op, DType dt, int32_t nd, const int64_t* shape, int32_t naxes,
                    const int32_t* axes, bool keepdims, int32_t* ond_out, int64_t* oshape,
                    DType* odt) {
  bool red[TF_MAX_RANK];
  TF_TRY(reduce_axes(op, nd, naxes, axes, red));
  if (!reduce_kernel(accumulation(op), dt))
    return fail(TF_ERR_DTYPE_MISMATCH, "x: this reduction is defined for real dtypes only, got %s",
                dtype_name(dt));
  int32_t ond = 0;
  for (int32_t i = 0; i < nd; ++i) {
    if (red[i] && !keepdims) continue;
    oshape[ond++] = red[i] ? 1 : shape[i];
  }
  *ond_out = ond;
  *odt = op == kFrobenius ? real_dtype(dt) : dt;
  return TF_OK;
}

Status reduce_plan(int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                   bool keepdims, const Tensor& out, ReduceExec* r) {
  bool red[TF_MAX_RANK];
  int32_t ond;
  int64_t oshape[TF_MAX_RANK];
  DType odt;
  TF_TRY(reduce_shape(op, x.dtype, x.ndim, x.shape, naxes, axes, keepdims, &ond, oshape, &odt));
  TF_TRY(reduce_axes(op, x.ndim, naxes, axes, red));
  TF_TRY(check_out(out, odt, ond, oshape, "out"));
  TF_TRY(check_writable(out, "out"));
  int64_t cnt = 1, onumel = 1;
  for (int32_t i = 0; i < x.ndim; ++i)
    if (red[i]) cnt *= x.shape[i];
  for (int32_t i = 0; i < ond; ++i) onumel *= oshape[i];
  if ((op == kMax || op == kMin) && cnt == 0 && onumel > 0)
    return fail(TF_ERR_SHAPE_MISMATCH, "x: max/min over an empty axis has no identity");
  int64_t sox[TF_MAX_RANK];
  for (int32_t i = 0, o = 0; i < x.ndim; ++i) {
    if (red[i] && !keepdims) { sox[i] = 0; continue; }
    sox[i] = red[i] ? 0 : out.strides[o];
    ++o;
  }
  const int64_t* mst[2] = {sox, x.strides};
  const int64_t* ost[2] = {out.strides, out.strides};
  loop_build(x.ndim, x.shape, 2, mst, 1, &r->main);
  loop_build(ond, oshape, 2, ost, 0, &r->outl);
  const Reduce acc = accumulation(op);
  r->acc = reduce_kernel(acc, x.dtype);
  r->fill = unary_kernel(Unary::Fill, odt, odt);
  r->comb = reduce_kernel(acc == Reduce::SumAbs2 ? Reduce::Sum : acc, odt);
  r->fin = op == kMean ? unary_kernel(Unary::Scale, odt, odt)
           : op == kFrobenius ? unary_kernel(Unary::Sqrt, odt, odt)
                              : nullptr;
  const double inf = std::numeric_limits<double>::infinity();
  r->ident.alpha.re = op == kProd ? 1.0 : op == kMax ? -inf : op == kMin ? inf : 0.0;
  r->fin_args.alpha.re = 1.0 / (double)cnt;
  r->oes = (int64_t)dtype_size(odt);
  r->xes = (int64_t)x.esize();
  r->numel = count(x.ndim, x.shape);
  return TF_OK;
}

void reduce_execute(const ReduceExec& r, char* out, const char* x, int w) {
  char* ob[2] = {out, out};
  const int64_t oesz[2] = {r.oes, r.oes};
  if (!r.outl.empty) loop_run(r.outl, ob, oesz, r.fill, &r.ident);
  const Loop& L = r.main;
  char* mb[2] = {out, const_cast<char*>(x)};
  const int64_t mes[2] = {r.oes, r.xes};
  if (!L.empty) {
    bool done = false;
    if (w > 1) {
      int32_t split = loop_split_axis(L, w, true);
      if (split >= 0 && L.shape[split] > 1) {
        loop_run_parallel(L, mb, mes, r.acc, nullptr, w, split);
        done = true;
      } else {
        split = loop_split_axis(L, w, false);
        if (split >= 0 && L.shape[split] >= 2) {
          if (w > kMaxPartials) w = kMaxPartials;
          alignas(64) char partials[kMaxPartials * 16];
          char* pp[2] = {partials, partials};
          const int64_t unit[2] = {1, 1};
          r.fill(w, pp, unit, &r.ident);
          loop_run_partials(L, mb, mes, r.acc, nullptr, w, split, partials);
          char* cp[2] = {out, partials};
          const int64_t cs[2] = {0, 1};
          r.comb(w, cp, cs, nullptr);
          done = true;
        }
      }
    }
    if (!done) loop_run(L, mb, mes, r.acc, nullptr);
  }
  if (r.fin && !r.outl.empty) loop_run(r.outl, ob, oesz, r.fin, &r.fin_args);
}

}  // namespace tf
