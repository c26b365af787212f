// ops/matmul.cpp: batched matrix product. Validates the call, finds or
// builds its plan (provider choice, copies, which side is swapped), then runs
// the batch on the small provider or BLAS with the workers the cost model
// grants.
#include "ops/matmul.hpp"

#include "core/shape.hpp"
#include "engine/threads.hpp"
#include "ops/strided.hpp"
#include "providers/gemm.hpp"
#include "providers/gemm_choice.hpp"

namespace tf {

struct MatmulPlan : Plan {
  DType dt;
  bool conj_a, conj_b;
  int64_t m, n, k, batch;
  int32_t nb;                 // batch rank of the result
  int64_t bshape[TF_MAX_RANK];
  SmallGemmFn small;          // nullptr: the AVX-512 provider (wide) or BLAS
  bool wide;                  // AVX-512 provider: any operand strides, no copies
  bool swap;                  // small: run C^T = B^T A^T (unit columns)
  bool copy_a, copy_b, copy_c;// BLAS: operand goes through column-major scratch
  GemmProvider provider;      // what gemm_choose(_shape) picked (Small when k == 0)
};

namespace {


// A logical matrix operand: the last two axes after op, plus its batch axes.
struct Operand {
  int64_t rows, cols, rs, cs;
  bool conj;
};

Operand view(const Tensor& t, tf_op op) {
  int32_t d = t.ndim;
  Operand o{t.shape[d - 2], t.shape[d - 1], t.strides[d - 2], t.strides[d - 1], false};
  if (op != TF_OP_N) {
    std::swap(o.rows, o.cols);
    std::swap(o.rs, o.cs);
    o.conj = op == TF_OP_C && is_complex(t.dtype);
  }
  // An axis of extent 1 is never stepped along: its stride becomes the
  // contiguous one for the other axis (any value addresses the same
  // elements; a huge one would overflow the kernels' offset arithmetic).
  if (o.rows == 1) o.rs = o.cs == 1 ? std::max<int64_t>(o.cols, 1) : 1;
  if (o.cols == 1) o.cs = o.rs == 1 ? std::max<int64_t>(o.rows, 1) : 1;
  return o;
}

// Batch stride of tensor t for result batch axis i (0 when broadcast).
inline int64_t batch_stride(const Tensor& t, int32_t nb, int32_t i) {
  int32_t ti = i - (nb - (t.ndim - 2));
  return (ti < 0 || t.shape[ti] == 1) ? 0 : t.strides[ti];
}

// 1: A, B and C packed row-major (contiguous, leading dimension = columns);
// 2: all packed column-major; 0 otherwise. Part of the plan key (the
// specialised kernels need it; the stride classes do not tell it).
int packed_layout(const Operand& A, const Operand& B, const Operand& C) {
  if (A.rs == A.cols && A.cs == 1 && B.rs == B.cols && B.cs == 1 && C.rs == C.cols && C.cs == 1)
    return 1;
  if (A.cs == A.rows && A.rs == 1 && B.cs == B.rows && B.rs == 1 && C.cs == C.rows && C.rs == 1)
    return 2;
  return 0;
}

Status build_plan(DType dt, const Operand& A, const Operand& B, const Operand& C,
                  int32_t nb, const int64_t* bshape, PlanPtr* out) {
  auto p = std::make_shared<MatmulPlan>();
  p->bytes = sizeof(MatmulPlan);
  p->dt = dt;
  p->conj_a = A.conj;
  p->conj_b = B.conj;
  p->m = A.rows;
  p->n = B.cols;
  p->k = A.cols;
  p->nb = nb;
  p->batch = 1;
  for (int32_t i = 0; i < nb; ++i) { p->bshape[i] = bshape[i]; p->batch *= bshape[i]; }
  MatClass ca = mat_class(A.rows, A.cols, A.rs, A.cs);
  MatClass cb = mat_class(B.rows, B.cols, B.rs, B.cs);
  MatClass cc = mat_class(C.rows, C.cols, C.rs, C.cs);
  p->small = nullptr;
  p->wide = false;
  p->swap = false;
  p->copy_a = p->copy_b = p->copy_c = false;
  // The small kernels' vectorised variant needs unit column strides in B
  // and C, or (run as C^T = B^T A^T) unit row strides in A and C.
  bool unit = cb == MatClass::RowContig && cc == MatClass::RowContig;
  const bool swap = !unit && ca == MatClass::ColContig && cc == MatClass::ColContig;
  unit |= swap;
  // The provider: gemm_choose, from this machine's calibration. The
  // AVX-512 provider takes any operand strides (C needs a unit-stride axis);
  // BLAS takes General operands through copies.
  const bool own_ok = wide_gemm_covers(dt) && cc != MatClass::General;
  GemmProvider prov = gemm_choose(dt, p->m, p->n, p->k, unit, own_ok);
  if (own_ok && p->k > 0)  // this shape timed once per process (mid sizes)
    prov = gemm_choose_shape(GemmShape{dt, p->m, p->n, p->k, ca, cb, cc, A.conj, B.conj}, prov);
  p->provider = p->k == 0 ? GemmProvider::Small : prov;
  if (p->provider == GemmProvider::Small) {
    p->swap = swap;
    // Not unit-stride, C with a unit-stride axis: the kernel that gathers
    // B (or, C column-contiguous, runs C^T = B^T A^T gathering A^T).
    SmallGemmFn gather = nullptr;
    if (!unit && cc != MatClass::General) {
      p->swap = cc == MatClass::ColContig;
      gather = p->swap ? gather_gemm_kernel(dt, p->n, p->m, p->k, B.conj, A.conj)
                       : gather_gemm_kernel(dt, p->m, p->n, p->k, A.conj, B.conj);
      if (!gather) p->swap = swap;
    }
    p->small = gather           ? gather
               : p->swap ? small_gemm_kernel(dt, p->n, p->m, p->k, B.conj, A.conj, unit)
                         : small_gemm_kernel(dt, p->m, p->n, p->k, A.conj, B.conj, unit);
    // Packed row-major operands (column-major ones run swapped): the kernel
    // specialised for the shape, where there is one.
    const int pk = packed_layout(A, B, C);
    if (pk) {
      const bool sw = pk == 2;
      SmallGemmFn f = sw ? packed_gemm_kernel(dt, p->n, p->m, p->k, B.conj, A.conj)
                         : packed_gemm_kernel(dt, p->m, p->n, p->k, A.conj, B.conj);
      if (f) {
        p->small = f;
        p->swap = sw;
      }
    }
  } else if (p->provider == GemmProvider::Own) {
    p->wide = true;
  } else {
    p->copy_a = ca == MatClass::General;
    p->copy_b = cb == MatClass::General;
    p->copy_c = cc == MatClass::General;
  }
  *out = std::move(p);
  return TF_OK;
}

// Runs batch item range [lo, hi) of x.
void run_batches(const MatmulExec& x, const char* a, const char* b, char* c, tf_scalar alpha,
                 tf_scalar beta, int64_t lo, int64_t hi, int blas_workers, char* scratch) {
  const MatmulPlan& p = *x.plan;
  const int64_t es = (int64_t)dtype_size(p.dt);
  for (int64_t item = lo; item < hi; ++item) {
    int64_t oa = 0, ob = 0, oc = 0, rem = item;
    for (int32_t i = p.nb - 1; i >= 0; --i) {
      int64_t idx = rem % p.bshape[i];
      rem /= p.bshape[i];
      oa += idx * x.bsa[i];
      ob += idx * x.bsb[i];
      oc += idx * x.bsc[i];
    }
    // An empty operand (k = 0) may be NULL: no offset is applied to NULL
    // (undefined behaviour; UBSan, found by fuzz_program).
    GemmCall g{p.m, p.n, p.k, a ? a + oa * es : a, x.rsa, x.csa, b ? b + ob * es : b, x.rsb,
               x.csb, c + oc * es, x.rsc, x.csc, alpha, beta};
    if (p.small) {
      if (p.swap)
        g = GemmCall{p.n, p.m, p.k, g.b, x.csb, x.rsb, g.a, x.csa, x.rsa, g.c, x.csc, x.rsc,
                     alpha, beta};
      p.small(g);
      continue;
    }
    if (p.wide) {
      // Without memory for its packing workspace, the strided small kernel.
      if (!avx512::gemm(p.dt, g, p.conj_a, p.conj_b, blas_workers))
        small_gemm_kernel(p.dt, p.m, p.n, p.k, p.conj_a, p.conj_b, false)(g);
      continue;
    }
    char* s = scratch;
    if (p.copy_a) {
      copy_to_colmajor(p.dt, p.m, p.k, g.a, x.rsa, x.csa, s);
      g.a = s; g.rsa = 1; g.csa = p.m > 0 ? p.m : 1;
      s += p.m * p.k * es;
    }
    if (p.copy_b) {
      copy_to_colmajor(p.dt, p.k, p.n, g.b, x.rsb, x.csb, s);
      g.b = s; g.rsb = 1; g.csb = p.k > 0 ? p.k : 1;
      s += p.k * p.n * es;
    }
    void* c_target = g.c;
    if (p.copy_c) {
      if (beta.re != 0.0 || beta.im != 0.0) copy_to_colmajor(p.dt, p.m, p.n, g.c, x.rsc, x.csc, s);
      g.c = s; g.rsc = 1; g.csc = p.m > 0 ? p.m : 1;
    }
    blas_gemm(p.dt, g, p.conj_a, p.conj_b, blas_workers);
    if (p.copy_c) copy_from_colmajor(p.dt, p.m, p.n, s, c_target, x.rsc, x.csc);
  }
}

}  // namespace

Status check_op(int32_t op, const char* name) {
  if (op < TF_OP_N || op > TF_OP_C)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: unknown tf_op %d (expected TF_OP_N, TF_OP_T or TF_OP_C)",
                name, op);
  return TF_OK;
}

Status check_matmul_ranks(int32_t a_ndim, int32_t b_ndim) {
  if (a_ndim < 2)
    return fail(TF_ERR_INVALID_ARGUMENT, "a: matmul needs rank >= 2, got rank %d", a_ndim);
  if (b_ndim < 2)
    return fail(TF_ERR_INVALID_ARGUMENT, "b: matmul needs rank >= 2, got rank %d", b_ndim);
  return TF_OK;
}

namespace {
void fill_exec(const MatmulPlan& p, const Tensor& a, const Operand& A, const Tensor& b,
               const Operand& B, const Tensor* out, const Operand& C, MatmulExec* x);
}

// Validation and plan lookup: everything but pointers, overlap and memory.
Status matmul_plan(Engine& e, tf_op op_a, const Tensor& a_, tf_op op_b, const Tensor& b_,
                   const Tensor* out, MatmulExec* x, PlanPtr* keep) {
  const Tensor* a = &a_;
  const Tensor* b = &b_;
  TF_TRY(check_op(op_a, "op_a"));
  TF_TRY(check_op(op_b, "op_b"));
  TF_TRY(check_matmul_ranks(a->ndim, b->ndim));
  if (a->dtype != b->dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "b: dtype %s does not match a's dtype %s",
                dtype_name(b->dtype), dtype_name(a->dtype));
  const DType dt = a->dtype;
  Operand A = view(*a, static_cast<tf_op>(op_a)), B = view(*b, static_cast<tf_op>(op_b));
  if (A.cols != B.rows)
    return fail(TF_ERR_SHAPE_MISMATCH,
                "b: inner dimensions differ: op(a) is %lld x %lld, op(b) is %lld x %lld",
                (long long)A.rows, (long long)A.cols, (long long)B.rows, (long long)B.cols);
  // Broadcast the batch axes (aligned from the right).
  int32_t na = a->ndim - 2, nbb = b->ndim - 2, nb = na > nbb ? na : nbb;
  int64_t* bshape = x->bshape;
  for (int32_t i = 0; i < nb; ++i) {
    int32_t ia = i - (nb - na), ib = i - (nb - nbb);
    int64_t da = ia >= 0 ? a->shape[ia] : 1, db = ib >= 0 ? b->shape[ib] : 1;
    if (da != db && da != 1 && db != 1)
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "b: batch axis %d of b has extent %lld, incompatible with %lld in a "
                  "(extents must match or be 1)",
                  ib, (long long)db, (long long)da);
    bshape[i] = da == 1 ? db : da;
  }
  const int32_t rank = nb + 2;
  if (!out) {  // the result's size must fit like any tensor's (out was checked when made)
    int64_t shape[TF_MAX_RANK], numel;
    for (int32_t i = 0; i < nb; ++i) shape[i] = bshape[i];
    shape[nb] = A.rows;
    shape[nb + 1] = B.cols;
    TF_TRY(checked_size(rank, shape, dt, "out", &numel));
  }
  if (out) {
    if (out->dtype != dt)
      return fail(TF_ERR_DTYPE_MISMATCH, "out: dtype %s, expected %s", dtype_name(out->dtype),
                  dtype_name(dt));
    bool ok = out->ndim == rank && out->shape[nb] == A.rows && out->shape[nb + 1] == B.cols;
    for (int32_t i = 0; ok && i < nb; ++i) ok = out->shape[i] == bshape[i];
    if (!ok) {
      char want[256], got[256];
      int w = 0, g = 0;
      for (int32_t i = 0; i < rank; ++i) {
        int64_t d = i < nb ? bshape[i] : (i == nb ? A.rows : B.cols);
        w += snprintf(want + w, sizeof want - w, i ? ", %lld" : "%lld", (long long)d);
      }
      for (int32_t i = 0; i < out->ndim && g < (int)sizeof got; ++i)
        g += snprintf(got + g, sizeof got - g, i ? ", %lld" : "%lld", (long long)out->shape[i]);
      if (out->ndim == 0) got[0] = 0;
      return fail(TF_ERR_SHAPE_MISMATCH, "out: shape (%s), expected (%s)", got, want);
    }
  }

  // Plan: keyed by op, dtype, conj flags, extents, broadcast pattern and
  // stride classes (the output's class is unknown before allocation: the
  // allocated result is row-major).
  Operand C{A.rows, B.cols, 0, 0, false};
  if (out) {
    C.rs = out->strides[nb];
    C.cs = out->strides[nb + 1];
  } else {
    C.rs = B.cols;
    C.cs = 1;
  }
  PlanKey key;
  key.add(plan_tag(OpKind::Matmul));
  key.add((int64_t)dt | (int64_t)A.conj << 8 | (int64_t)B.conj << 9 | (int64_t)nb << 16 |
          (int64_t)mat_class(A.rows, A.cols, A.rs, A.cs) << 24 |
          (int64_t)mat_class(B.rows, B.cols, B.rs, B.cs) << 28 |
          (int64_t)mat_class(C.rows, C.cols, C.rs, C.cs) << 32 |
          (int64_t)packed_layout(A, B, C) << 36);
  key.add(A.rows);
  key.add(A.cols);
  key.add(B.cols);
  for (int32_t i = 0; i < nb; ++i) key.add(bshape[i]);
  if (nb > 0) {
    int64_t bc = 0;  // which batch axes each operand broadcasts
    for (int32_t i = 0; i < nb && i < 31; ++i)
      bc |= (int64_t)(batch_stride(*a, nb, i) == 0) << i |
            (int64_t)(batch_stride(*b, nb, i) == 0) << (i + 32);
    key.add(bc);
  }
  key.finish();
  auto build = [&](PlanPtr* pp) { return build_plan(dt, A, B, C, nb, bshape, pp); };
  const MatmulPlan* p = nullptr;
  TF_TRY(plan_for(e, key, build, &p, keep));

  fill_exec(*p, *a, A, *b, B, out, C, x);
  return TF_OK;
}

namespace {
// The MatmulExec of plan p for these operands (after op) and output.
void fill_exec(const MatmulPlan& pl, const Tensor& ta, const Operand& A, const Tensor& tb,
               const Operand& B, const Tensor* out, const Operand& C, MatmulExec* x) {
  const MatmulPlan* p = &pl;
  const Tensor* a = &ta;
  const Tensor* b = &tb;
  const int32_t nb = p->nb;
  const int64_t* bshape = p->bshape;
  x->plan = p;
  x->dt = p->dt;
  x->m = p->m;
  x->n = p->n;
  x->k = p->k;
  x->batch = p->batch;
  x->nb = nb;
  for (int32_t i = 0; i < nb; ++i) {
    x->bshape[i] = bshape[i];  // (matmul_prepare's callers read it too)
    x->bsa[i] = batch_stride(*a, nb, i);
    x->bsb[i] = batch_stride(*b, nb, i);
    x->bsc[i] = out ? out->strides[i] : 0;
  }
  if (!out) {  // row-major result: batch strides from the inner extents
    int64_t s = A.rows * B.cols;
    for (int32_t i = nb - 1; i >= 0; --i) { x->bsc[i] = s; s *= bshape[i]; }
  }
  x->rsa = A.rs; x->csa = A.cs;
  x->rsb = B.rs; x->csb = B.cs;
  x->rsc = C.rs; x->csc = C.cs;
  x->small = p->small && p->batch == 1 ? p->small : nullptr;
  x->a_is_b = p->swap;
  x->provider = p->provider;
  if (p->swap)
    x->call = GemmCall{p->n, p->m, p->k, nullptr, B.cs, B.rs, nullptr, A.cs, A.rs,
                       nullptr, C.cs, C.rs, tf_scalar{1, 0}, tf_scalar{0, 0}};
  else
    x->call = GemmCall{p->m, p->n, p->k, nullptr, A.rs, A.cs, nullptr, B.rs, B.cs,
                       nullptr, C.rs, C.cs, tf_scalar{1, 0}, tf_scalar{0, 0}};
  // No scratch when nothing runs (matmul_execute returns at once): an empty
  // result must not copy a large zero-stride operand (fuzz_shapes found
  // {0, k} @ {k, n} with k * n = 2^30 taking 8 GiB of scratch).
  const bool empty = p->m == 0 || p->n == 0 || p->batch == 0;
  x->scratch_bytes = p->small || empty ? 0
                              : (std::size_t)((p->copy_a ? p->m * p->k : 0) +
                                              (p->copy_b ? p->k * p->n : 0) +
                                              (p->copy_c ? p->m * p->n : 0)) *
                                    dtype_size(p->dt);
  x->madds = (double)p->batch * (double)p->m * (double)p->n * (double)p->k;
}
}  // namespace

void matmul_execute(const MatmulExec& x, const void* a, const void* b, void* c,
                    tf_scalar alpha, tf_scalar beta, char* scratch, int workers) {
  if (x.m == 0 || x.n == 0 || x.batch == 0) return;
  if (x.small) {
    GemmCall g = x.call;
    g.a = x.a_is_b ? b : a;
    g.b = x.a_is_b ? a : b;
    g.c = c;
    g.alpha = alpha;
    g.beta = beta;
    x.small(g);
    return;
  }
  const char* pa = static_cast<const char*>(a);
  const char* pb = static_cast<const char*>(b);
  char* pc = static_cast<char*>(c);
  if (workers > 1 && x.scratch_bytes == 0 && x.batch >= workers) {
    // Independent batch items split across workers; BLAS stays serial in them.
    const int64_t batch = x.batch;
    auto part = [&](int t) {
      run_batches(x, pa, pb, pc, alpha, beta, batch * t / workers, batch * (t + 1) / workers, 1,
                  nullptr);
    };
    run_parts(workers, part);
  } else {
    run_batches(x, pa, pb, pc, alpha, beta, 0, x.batch, workers, scratch);
  }
}

namespace {
// What a direct call memoises (CallMemo): the resolved exec and the byte
// lengths of the operands' spans, so the overlap check of a repeat needs
// only the (possibly rebound) data pointers.
struct MatmulMemo {
  MatmulExec x;
  int64_t len_a, len_b, len_out;
};
}  // namespace

namespace {
// Every call but the fast repeat in matmul() below.
__attribute__((noinline)) Status matmul_full(Engine& e, int32_t op_a_arg, const Tensor* a,
                                             int32_t op_b_arg, const Tensor* b, tf_scalar alpha,
                                             tf_scalar beta, Tensor* out, Tensor** alloc_out) {
  // A repeat of an earlier call with these handles (out_id 0: allocating)
  // and flags (see CallMemo): its validation and plan lookup cannot come out
  // differently; only the data pointers may have been rebound.
  const uint64_t key[4] = {memo_tag(OpKind::Matmul) | (uint64_t)(uint32_t)op_a_arg << 8 |
                               (uint64_t)(uint32_t)op_b_arg << 40,
                           a->id, b->id, out ? out->id : 0};
  bool hit;
  CallMemo& memo = e.memo(key, &hit);
  auto* mm = &memo.as<MatmulMemo>();
  const MatmulExec* xp;
  MatmulExec x;
  if (hit) {
    if (out) {
      const char* o = static_cast<const char*>(out->data);
      TF_TRY(memo_no_overlap(o, mm->len_out, static_cast<const char*>(a->data), mm->len_a,
                             false, "out", "a", false));
      TF_TRY(memo_no_overlap(o, mm->len_out, static_cast<const char*>(b->data), mm->len_b,
                             false, "out", "b", false));
    }
    ++e.stats().plan_hits;
    xp = &mm->x;
  } else {
    TF_TRY(check_op(op_a_arg, "op_a"));
    TF_TRY(check_op(op_b_arg, "op_b"));
    const tf_op op_a = static_cast<tf_op>(op_a_arg), op_b = static_cast<tf_op>(op_b_arg);
    TF_TRY(matmul_plan(e, op_a, *a, op_b, *b, out, &x, nullptr));
    if (out) {
      TF_TRY(check_writable(*out, "out"));
      TF_TRY(check_no_overlap(*out, "out", *a, "a", false));
      TF_TRY(check_no_overlap(*out, "out", *b, "b", false));
    }
    // Ids are nonzero for every caller-visible handle (0: an internal copy).
    if (a->id && b->id && (!out || out->id)) {
      e.memo_store(memo, key);
      mm->x = x;
      mm->len_a = span_bytes(*a);
      mm->len_b = span_bytes(*b);
      mm->len_out = out ? span_bytes(*out) : 0;
    }
    xp = &x;
  }

  // Resources, then the first write.
  Storage* scratch;
  TF_TRY(call_scratch(e, xp->scratch_bytes, "matmul scratch", &scratch));
  if (!out) {
    int64_t shape[TF_MAX_RANK];
    for (int32_t i = 0; i < xp->nb; ++i) shape[i] = xp->bshape[i];
    shape[xp->nb] = xp->m;
    shape[xp->nb + 1] = xp->n;
    Status st = e.new_tensor(xp->dt, xp->nb + 2, shape, TF_ROW_MAJOR, &out);
    if (st != TF_OK) {
      if (scratch) scratch->drop();
      return st;
    }
    *alloc_out = out;
  }
  ++e.stats().calls;
  if (xp->m == 0 || xp->n == 0 || xp->batch == 0) {
    if (scratch) scratch->drop();
    return TF_OK;
  }
  int workers = xp->small ? 1 : e.workers_for(xp->madds);
  matmul_execute(*xp, a->data, b->data, out->data, alpha, beta,
                 scratch ? scratch->payload() : nullptr, workers);
  if (scratch) scratch->drop();
  return TF_OK;
}

}  // namespace

Status matmul(Engine& e, int32_t op_a_arg, const Tensor* a, int32_t op_b_arg, const Tensor* b,
              tf_scalar alpha, tf_scalar beta, Tensor* out, Tensor** alloc_out) {
  alpha = scalar_for(a->dtype, alpha);
  beta = scalar_for(a->dtype, beta);
  // The fast repeat: an _into call whose memo holds one small-kernel call
  // (x.small: one batch item, no scratch; len_out > 0: not empty). Only the
  // overlap of the (possibly rebound) data is checked; the pointers and
  // scalars go into the memo's x.call (the memo is the engine's, used by one
  // thread at a time) and the kernel runs. Kept small (no frame for a
  // MatmulExec): everything else is matmul_full.
  if (out) {
    const uint64_t key[4] = {memo_tag(OpKind::Matmul) | (uint64_t)(uint32_t)op_a_arg << 8 |
                                 (uint64_t)(uint32_t)op_b_arg << 40,
                             a->id, b->id, out->id};
    bool hit;
    CallMemo& memo = e.memo(key, &hit);
    MatmulMemo& mm = memo.as<MatmulMemo>();
    if (hit && mm.x.small && mm.len_out > 0) {
      const char* o = static_cast<const char*>(out->data);
      const char* pa = static_cast<const char*>(a->data);
      const char* pb = static_cast<const char*>(b->data);
      if (spans_meet(o, mm.len_out, pa, mm.len_a) || spans_meet(o, mm.len_out, pb, mm.len_b))
        return matmul_full(e, op_a_arg, a, op_b_arg, b, alpha, beta, out, alloc_out);
      ++e.stats().plan_hits;
      ++e.stats().calls;
      GemmCall& g = mm.x.call;
      const bool sw = mm.x.a_is_b;
      g.a = sw ? pb : pa;
      g.b = sw ? pa : pb;
      g.c = out->data;
      g.alpha = alpha;
      g.beta = beta;
      mm.x.small(g);
      return TF_OK;
    }
  }
  return matmul_full(e, op_a_arg, a, op_b_arg, b, alpha, beta, out, alloc_out);
}

Status matmul_prepare(const Tensor& a, tf_op op_a, const Tensor& b, tf_op op_b,
                      const Tensor& c, PlanPtr* plan, MatmulExec* x) {
  Operand A = view(a, op_a), B = view(b, op_b);
  Operand C{A.rows, B.cols, c.strides[c.ndim - 2], c.strides[c.ndim - 1], false};
  PlanPtr pp;
  TF_TRY(build_plan(a.dtype, A, B, C, c.ndim - 2, c.shape, &pp));
  fill_exec(static_cast<const MatmulPlan&>(*pp), a, A, b, B, &c, C, x);
  *plan = std::move(pp);
  return TF_OK;
}

}  // namespace tf
