// ops/einsum.cpp: einsum and tensordot calls: the checks every call needs,
// the plan key (subscripts or labels, dtype, semiring, shapes, strides,
// conjugation, path, search options, output layout), the plan lookup (built by ops/einsum_plan.cpp on a
// miss), and running the plan's steps on the caller's data.
#include "ops/einsum.hpp"

#include <algorithm>
#include <cstring>
#include <vector>

#include "core/shape.hpp"
#include "engine/threads.hpp"
#include "ops/contraction_order.hpp"
#include "ops/einsum_plan.hpp"
#include "ops/matmul.hpp"
#include "ops/op_kind.hpp"
#include "ops/semiring.hpp"
#include "ops/strided.hpp"
#include "providers/sum_permute.hpp"

namespace tf {
namespace {

// Operands of one call (include/tenferro.h says it): far past any network
// an order search can plan in a reasonable time.
constexpr int32_t kMaxOperands = 1 << 20;

// Shape and strides; strides of unit axes do not matter and key as 0.
// When every extent and stride is in [0, 2^15) (the common case) a marker
// word with the rank is followed by two axes to a word, 16 bits each for
// extent and stride; otherwise rank, extents and strides one to a word.
inline void key_tensor(PlanKey& k, const Tensor& t) {
  const uint32_t n0 = k.n;
  uint64_t any = 0;  // all values or-ed: < 2^15 when every one is (negatives are huge)
  k.add((int64_t)(1ull << 63 | (uint64_t)t.ndim));
  for (int32_t i = 0; i < t.ndim; i += 2) {
    uint64_t w = 0;
    for (int32_t j = i; j < i + 2 && j < t.ndim; ++j) {
      const uint64_t e = (uint64_t)t.shape[j], st = e == 1 ? 0 : (uint64_t)t.strides[j];
      any |= e | st;
      w |= (e << 16 | st) << (32 * (j - i));
    }
    k.add((int64_t)w);
  }
  if (any < 32768) return;
  k.n = n0;
  k.add(t.ndim);
  for (int32_t i = 0; i < t.ndim; ++i) k.add(t.shape[i]);
  for (int32_t i = 0; i < t.ndim; ++i) k.add(t.shape[i] == 1 ? 0 : t.strides[i]);
}

// Packs 32-bit values two to a word.
inline void key_ints(PlanKey& k, const int32_t* v, int32_t count) {
  for (int32_t i = 0; i < count; i += 2) {
    uint64_t w = (uint32_t)v[i];
    if (i + 1 < count) w |= (uint64_t)(uint32_t)v[i + 1] << 32;
    k.add((int64_t)w);
  }
}

Status make_key(const EinsumSpec& spec, int32_t n, const Tensor* const* ops, const Tensor* out,
                PlanKey* key, bool finish = true) {
  PlanKey& k = *key;
  k.add(plan_tag(OpKind::Einsum));
  const bool search = spec.search;
  // The algebra is part of every plan's key: a plan is built (and refused,
  // e.g. slicing outside the standard semiring) for the algebra it runs in.
  k.add((int64_t)ops[0]->dtype | (int64_t)(spec.subscripts != nullptr) << 16 |
        (int64_t)(out != nullptr) << 17 | (int64_t)(spec.path != nullptr) << 18 |
        (int64_t)search << 19 | (int64_t)spec.semiring << 20 | (int64_t)n << 32);
  if (spec.subscripts) {
    // Eight characters to a word.
    const char* s = spec.subscripts;
    const std::size_t len = std::strlen(s);
    {  // a long string spills into the key's tail digest
      std::size_t i = 0;
      for (; i + 8 <= len; i += 8) {
        int64_t w;
        std::memcpy(&w, s + i, 8);
        k.add(w);
      }
      uint64_t w = 0;
      for (std::size_t j = 0; i + j < len; ++j) w |= (uint64_t)(unsigned char)s[i + j] << (8 * j);
      k.add((int64_t)w);
      k.add((int64_t)len);
    }
  } else {
    for (int32_t i = 0; i < n; ++i) key_ints(k, spec.labels[i], ops[i]->ndim);
    k.add(spec.out_ndim);
    if (spec.out_ndim > 0 && spec.out_labels) key_ints(k, spec.out_labels, spec.out_ndim);
  }
  if (spec.conj) {
    for (int32_t b = 0; b < n; b += 64) {
      uint64_t c = 0;
      for (int32_t i = b; i < n && i < b + 64; ++i) c |= (uint64_t)(spec.conj[i] != 0) << (i - b);
      k.add((int64_t)c);
    }
  }
  if (spec.path) key_ints(k, spec.path, 2 * spec.path_len);
  if (search) {
    int64_t tb;
    std::memcpy(&tb, &spec.time_budget, sizeof tb);
    k.add((int64_t)spec.optimizer | (int64_t)spec.objective << 32);
    k.add(tb);
    k.add((int64_t)spec.seed);
    k.add(spec.memory_budget);
    k.add(spec.sliced_len);
    for (int32_t i = 0; i < spec.sliced_len; ++i) k.add(spec.sliced[i]);
  }
  for (int32_t i = 0; i < n; ++i) key_tensor(k, *ops[i]);
  if (out) key_tensor(k, *out);
  if (finish) k.finish();
  return TF_OK;
}

inline char* resolve(const EinsumRef& r, const Tensor* const* ops, char* base, Tensor* out) {
  switch (r.kind) {
    case EinsumRef::Operand: return ops[r.operand]->data;
    case EinsumRef::Scratch: return base + r.offset;
    default: return out->data;
  }
}

// Runs the plan's steps. In a non-standard semiring s (scaled by sc at the
// last step; alpha and beta unused) the same steps take the semiring
// kernels: a reduction takes max/min, a product the semiring GEMM, a
// plain copy stays the (+, x) permute.
// one_worker: inside a parallel region (the slices split across workers):
// every product on the calling thread, the engine not touched.
void run(Engine& e, const EinsumPlan& p, const Tensor* const* ops, char* base, Tensor* out,
         tf_scalar alpha, tf_scalar beta, Semiring s, const SrScale& sc,
         bool one_worker = false) {
  const bool std_sr = s == Semiring::Standard;
  const SrScale inner{semiring_one(s), 0.0, false};
  for (const EinsumStep& st : p.steps) {
    const tf_scalar al = st.last ? alpha : kOne, be = st.last ? beta : kZero;
    const SrScale& c = st.last ? sc : inner;
    const bool copy = st.rext.empty() && !c.acc && c.alpha == inner.alpha;
    if (st.kind == EinsumStep::Unary && (std_sr || copy)) {
      SumPermute sp;
      sp.nout = (int32_t)st.ext.size();
      sp.nred = (int32_t)st.rext.size();
      sp.ext = st.ext.data();
      sp.sstr = st.sstr.data();
      sp.dstr = st.dstr.data();
      sp.rext = st.rext.data();
      sp.rstr = st.rstr.data();
      sp.conj = st.conj;
      sum_permute(p.dt, sp, resolve(st.src, ops, base, out), resolve(st.dst, ops, base, out),
                  std_sr ? al : kOne, std_sr ? be : kZero);
    } else if (st.kind == EinsumStep::Unary) {
      semiring_reduce(s, p.dt, (int32_t)st.ext.size(), st.ext.data(), st.sstr.data(),
                      st.dstr.data(), (int32_t)st.rext.size(), st.rext.data(), st.rstr.data(),
                      resolve(st.src, ops, base, out), resolve(st.dst, ops, base, out), c.alpha,
                      c.beta, c.acc, nullptr, nullptr);
    } else if (std_sr) {
      const MatmulExec& x = st.mm_x;
      matmul_execute(x, resolve(st.a, ops, base, out), resolve(st.b, ops, base, out),
                     resolve(st.c, ops, base, out), al, be,
                     x.scratch_bytes ? base + st.mm_scratch : nullptr,
                     x.small || one_worker ? 1 : e.workers_for(x.madds));
    } else {
      const MatmulExec& x = st.mm_x;
      semiring_matmul_execute(x, s, c, resolve(st.a, ops, base, out),
                              resolve(st.b, ops, base, out), resolve(st.c, ops, base, out),
                              nullptr, e.workers_for(x.madds));
    }
  }
}

// Slices [s0, s1) of the plan (ops shifted by each slice's offsets) into
// out, in slice order: the first with beta, the next ones adding.
void run_slices(Engine& e, const EinsumPlan& p, int32_t n, const Tensor* const* ops, char* base,
                Tensor* out, tf_scalar alpha, tf_scalar beta, int64_t s0, int64_t s1,
                bool one_worker) {
  const int32_t ns = (int32_t)p.slice_ext.size();
  std::vector<Tensor> shifted(n);
  std::vector<const Tensor*> ptr(n);
  for (int32_t i = 0; i < n; ++i) {
    shifted[i] = *ops[i];
    ptr[i] = &shifted[i];
  }
  std::vector<int64_t> idx(ns, 0);
  for (int64_t r = s0, k = ns - 1; k >= 0; --k) {  // s0 in mixed radix, last fastest
    idx[k] = r % p.slice_ext[k];
    r /= p.slice_ext[k];
  }
  for (int64_t s = s0; s < s1; ++s) {
    for (int32_t i = 0; i < n; ++i) {
      int64_t off = 0;
      for (int32_t k = 0; k < ns; ++k) off += idx[k] * p.slice_off[(size_t)i * ns + k];
      shifted[i].data = ops[i]->data + off;
    }
    run(e, p, ptr.data(), base, out, alpha, s == s0 ? beta : kOne, Semiring::Standard,
        SrScale{}, one_worker);
    int32_t k = ns - 1;
    while (k >= 0 && ++idx[k] == p.slice_ext[k]) idx[k--] = 0;
  }
}

// The slices summed into out in a fixed order: deterministic, bitwise the
// same per run. On a pooled engine, when one slice is too small to be split
// itself (the cost model gives it one worker) and all of them together are
// not, the slices go to W workers in contiguous blocks: worker 0 into out,
// worker w > 0 into a partial result of its own (out's layout) with its own
// intermediates, the partials then added to out in worker order; bitwise the
// same between runs with the same worker count. That takes W - 1 more
// intermediates and outputs; without memory for them the slices run one
// after another.
void run_sliced(Engine& e, const EinsumPlan& p, int32_t n, const Tensor* const* ops, char* base,
                Tensor* out, tf_scalar alpha, tf_scalar beta) {
  int64_t slices = 1;
  for (int64_t x : p.slice_ext) slices *= x;
  int workers = 1;
  if (!e.serial() && slices >= 2 && p.flops > 0 &&
      choose_workers(e.cost_model(), e.num_threads(), p.flops / (double)slices) == 1)
    workers = (int)std::min<int64_t>(slices, e.workers_for(p.flops));
  const std::size_t out_bytes = ((std::size_t)span_bytes(*out) + 63) & ~std::size_t{63};
  const std::size_t inter_bytes = (p.scratch_bytes + 63) & ~std::size_t{63};
  Storage* extra = workers > 1 ? e.scratch((out_bytes + inter_bytes) * (workers - 1)) : nullptr;
  if (!extra) {
    run_slices(e, p, n, ops, base, out, alpha, beta, 0, slices, false);
    return;
  }
  std::vector<Tensor> part((size_t)workers, *out);
  std::vector<char*> bases((size_t)workers, base);
  for (int w = 1; w < workers; ++w) {
    char* block = extra->payload() + (out_bytes + inter_bytes) * (std::size_t)(w - 1);
    part[(size_t)w].data = block;
    bases[(size_t)w] = block + out_bytes;
  }
  auto run_part = [&](int w) {
    run_slices(e, p, n, ops, bases[(size_t)w], w == 0 ? out : &part[(size_t)w], alpha,
               w == 0 ? beta : kZero, slices * w / workers, slices * (w + 1) / workers, true);
  };
  run_parts(workers, run_part);
  int64_t str[TF_MAX_RANK];
  for (int32_t d = 0; d < out->ndim; ++d) str[d] = out->strides[d];
  SumPermute add;
  add.nout = out->ndim;
  add.ext = out->shape;
  add.sstr = str;
  add.dstr = str;
  for (int w = 1; w < workers; ++w)
    sum_permute(p.dt, add, part[(size_t)w].data, out->data, kOne, kOne);
  extra->drop();
}

}  // namespace

Status einsum_check_search(const EinsumSpec& spec) {
  if (spec.optimizer < 0 || spec.optimizer > (int32_t)Optimizer::Bisect)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options->optimizer: %d, expected a tf_einsum_optimizer value in [0, %d]",
                spec.optimizer, (int32_t)Optimizer::Bisect);
  if (spec.objective < 0 || spec.objective > (int32_t)Objective::Mix)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options->objective: %d, expected a tf_einsum_objective value in [0, %d]",
                spec.objective, (int32_t)Objective::Mix);
  if (!(spec.time_budget >= 0 && spec.time_budget <= 86400.0))
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options->time_budget_seconds: %g, expected 0 (default) or a time in (0, 86400]",
                spec.time_budget);
  if (spec.memory_budget < 0)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options->memory_budget_bytes: %lld, expected 0 (no slicing) or a positive "
                "byte count", (long long)spec.memory_budget);
  return TF_OK;
}

Status check_operand_count(int32_t n, const Tensor* const* ops, const char* more) {
  if (n < 1)
    return fail(TF_ERR_INVALID_ARGUMENT, "n: %d, expected at least 1 operand%s", n, more);
  if (n > kMaxOperands)
    return fail(TF_ERR_UNSUPPORTED, "n: %d operands, at most %d are supported", n, kMaxOperands);
  for (int32_t i = 0; i < n; ++i)
    if (!ops[i]) return fail(TF_ERR_INVALID_ARGUMENT, "operands[%d]: NULL", i);
  return TF_OK;
}

Status check_operand_dtypes(int32_t n, const Tensor* const* ops) {
  for (int32_t i = 1; i < n; ++i)
    if (ops[i]->dtype != ops[0]->dtype)
      return fail(TF_ERR_DTYPE_MISMATCH, "operands[%d]: dtype %s does not match operands[0]'s %s",
                  i, dtype_name(ops[i]->dtype), dtype_name(ops[0]->dtype));
  return TF_OK;
}

Status check_operand_labels(const EinsumSpec& spec, int32_t n, const Tensor* const* ops) {
  if (spec.labels)
    for (int32_t i = 0; i < n; ++i)
      if (!spec.labels[i] && ops[i]->ndim > 0)
        return fail(TF_ERR_INVALID_ARGUMENT, "%s[%d]: NULL for an operand of rank %d",
                    spec.labels_name, i, ops[i]->ndim);
  return TF_OK;
}

Status check_path_len(const EinsumSpec& spec, int32_t n) {
  if (spec.path && spec.path_len != n - 1)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options->path_len: %d, expected n - 1 = %d pairs for %d operands", spec.path_len,
                n - 1, n);
  return TF_OK;
}

namespace {
// Everything but memory: arguments, overlap, then the plan (cached).
Status einsum_validate(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                       const Tensor* out, const EinsumPlan** p) {
  TF_TRY(check_operand_count(n, ops, " (wrong operand count)"));
  const DType dt = ops[0]->dtype;
  TF_TRY(check_operand_dtypes(n, ops));
  if (out && out->dtype != dt)
    return fail(TF_ERR_DTYPE_MISMATCH, "out: dtype %s, expected %s", dtype_name(out->dtype),
                dtype_name(dt));
  if (out) TF_TRY(check_writable(*out, "out"));
  TF_TRY(check_operand_labels(spec, n, ops));
  TF_TRY(check_path_len(spec, n));
  TF_TRY(einsum_check_search(spec));
  if (out)
    for (int32_t i = 0; i < n; ++i)
      if (tensors_overlap(*out, *ops[i]))
        return fail(TF_ERR_INVALID_ARGUMENT, "out: overlaps the memory of operands[%d]", i);

  PlanKey key;
  TF_TRY(make_key(spec, n, ops, out, &key));
  return e.plan<EinsumPlan>(
      key, [&](PlanPtr* pp) { return einsum_build(spec, n, ops, out, pp); }, p);

}

// What a direct string-form call with up to kMemoOps operands memoises
// (CallMemo): the plan, the subscripts it was made for, the ids of the
// operands past the two in the memo key, and the operands' byte-span
// lengths (overlap check of a repeat on rebound data).
constexpr int32_t kMemoOps = 6;
struct EinsumMemo {
  const EinsumPlan* plan;
  uint64_t more_ids[kMemoOps - 2];
  int64_t len_op[kMemoOps], len_out;
  uint32_t sublen;
  char sub[60];
};

// The memo key of a call that can use the memo (string form, no explicit
// path, 1 to kMemoOps operands, all caller handles, short subscripts);
// false otherwise. key[0]: its memo tag, n, the conj flags and the
// semiring; key[1..2]: the
// first two operands' ids (the others are compared from the memo).
bool einsum_memo_key(const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                     const Tensor* out, uint64_t (&key)[4], uint32_t* sublen) {
  if (!spec.subscripts || spec.path || n < 1 || n > kMemoOps) return false;
  if (spec.search) return false;  // the memo's plans are the default search's
  uint64_t conj = 0;
  for (int32_t i = 0; i < n; ++i) {
    if (!ops[i] || !ops[i]->id) return false;
    conj |= (uint64_t)(spec.conj && spec.conj[i] ? 1 : 0) << i;
  }
  if (out && !out->id) return false;
  uint32_t len = 0;
  while (spec.subscripts[len])
    if (++len >= sizeof(EinsumMemo::sub)) return false;
  *sublen = len;
  key[0] = memo_tag(OpKind::Einsum) | (uint64_t)n << 8 | conj << 16 |
           (uint64_t)spec.semiring << 24;  // the algebra, as in the plan key
  key[1] = ops[0]->id;
  key[2] = n >= 2 ? ops[1]->id : 0;
  key[3] = out ? out->id : 0;
  return true;
}

// Whether memo m (whose key matched) was made for these subscripts and
// operands.
bool einsum_memo_matches(const EinsumMemo& m, const EinsumSpec& spec, int32_t n,
                         const Tensor* const* ops, uint32_t sublen) {
  if (m.sublen != sublen || std::memcmp(m.sub, spec.subscripts, sublen) != 0) return false;
  for (int32_t i = 2; i < n; ++i)
    if (m.more_ids[i - 2] != ops[i]->id) return false;
  return true;
}
}  // namespace

Status einsum(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
              tf_scalar alpha, tf_scalar beta, Tensor* out, Tensor** alloc_out) {
  if (n > 0 && ops[0]) {
    alpha = scalar_for(ops[0]->dtype, alpha);
    beta = scalar_for(ops[0]->dtype, beta);
  }
  // A repeat of an earlier call with these handles, flags and subscripts
  // (see CallMemo): validation, parsing and the plan lookup are skipped.
  SrScale sc{};
  if (spec.semiring != Semiring::Standard) {
    if (n >= 1 && ops && ops[0]) TF_TRY(semiring_dtype(spec.semiring, ops[0]->dtype, "operands[0]"));
    TF_TRY(semiring_scale(spec.semiring, spec.accumulate, alpha, beta, &sc));
  }
  uint64_t key[4];
  uint32_t sublen = 0;
  CallMemo* memo = nullptr;
  const EinsumPlan* p = nullptr;
  if (einsum_memo_key(spec, n, ops, out, key, &sublen)) {
    bool hit;
    memo = &e.memo(key, &hit);
    const EinsumMemo& em = memo->as<EinsumMemo>();
    if (hit && einsum_memo_matches(em, spec, n, ops, sublen)) {
      if (out)
        for (int32_t i = 0; i < n; ++i)
          if (spans_meet(out->data, em.len_out, ops[i]->data, em.len_op[i]))
            return fail(TF_ERR_INVALID_ARGUMENT, "out: overlaps the memory of operands[%d]", i);
      ++e.stats().plan_hits;
      p = em.plan;
    }
  }
  if (!p) {
    TF_TRY(einsum_validate(e, spec, n, ops, out, &p));
    if (memo) {
      e.memo_store(*memo, key);
      EinsumMemo& em = memo->as<EinsumMemo>();
      em.plan = p;
      for (int32_t i = 0; i < n; ++i) em.len_op[i] = span_bytes(*ops[i]);
      for (int32_t i = 2; i < n; ++i) em.more_ids[i - 2] = ops[i]->id;
      em.len_out = out ? span_bytes(*out) : 0;
      em.sublen = sublen;
      std::memcpy(em.sub, spec.subscripts, sublen);
    }
  }

  // Resources, then the first write.
  Storage* scratch;
  TF_TRY(call_scratch(e, p->scratch_bytes, "einsum intermediates", &scratch));
  Tensor* made = nullptr;
  if (!out) {
    Status st = e.new_tensor(p->dt, p->out_ndim, p->out_shape, TF_ROW_MAJOR, &made);
    if (st != TF_OK) {
      if (scratch) scratch->drop();
      return st;
    }
    out = made;
  }
  ++e.stats().calls;
  if (!p->slice_ext.empty())
    run_sliced(e, *p, n, ops, scratch ? scratch->payload() : nullptr, out, alpha, beta);
  else
    run(e, *p, ops, scratch ? scratch->payload() : nullptr, out, alpha, beta, spec.semiring, sc);
  if (scratch) scratch->drop();
  if (made) *alloc_out = made;
  return TF_OK;
}

Status einsum_plan_for(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                       const EinsumPlan** plan) {
  return einsum_validate(e, spec, n, ops, nullptr, plan);
}

Status einsum_key_words(const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                        PlanKey* key) {
  return make_key(spec, n, ops, nullptr, key, false);
}

void einsum_key_tensor(PlanKey* key, const Tensor& t) { key_tensor(*key, t); }

Status einsum_run_plan(Engine& e, const EinsumPlan& p, const Tensor* const* ops, Tensor& out,
                       tf_scalar alpha, tf_scalar beta) {
  Storage* scratch;
  TF_TRY(call_scratch(e, p.scratch_bytes, "einsum intermediates", &scratch));
  ++e.stats().calls;
  if (!p.slice_ext.empty())
    run_sliced(e, p, (int32_t)(p.slice_off.size() / p.slice_ext.size()), ops,
               scratch ? scratch->payload() : nullptr, &out, alpha, beta);
  else
    run(e, p, ops, scratch ? scratch->payload() : nullptr, &out, alpha, beta, Semiring::Standard,
        SrScale{});
  if (scratch) scratch->drop();
  return TF_OK;
}

Status tensordot_labels(int32_t na, const int64_t* ea, int32_t nb, const int64_t* eb,
                        int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                        int32_t* la, int32_t* lb, int32_t* lo, int32_t* out_ndim) {
  if (naxes < 0 || naxes > na || naxes > nb)
    return fail(TF_ERR_INVALID_ARGUMENT, "naxes: %d, expected in [0, %d] for a of rank %d and b of rank %d",
                naxes, na < nb ? na : nb, na, nb);
  if (naxes > 0 && !axes_a)
    return fail(TF_ERR_INVALID_ARGUMENT, "axes_a: NULL with naxes = %d", naxes);
  if (naxes > 0 && !axes_b)
    return fail(TF_ERR_INVALID_ARGUMENT, "axes_b: NULL with naxes = %d", naxes);
  int32_t ax_a[TF_MAX_RANK], ax_b[TF_MAX_RANK];
  for (int32_t i = 0; i < naxes; ++i) {
    int32_t x = axes_a[i], y = axes_b[i];
    if (x < -na || x >= na)
      return fail(TF_ERR_INVALID_ARGUMENT, "axes_a[%d]: %d out of range for a of rank %d", i, x, na);
    if (y < -nb || y >= nb)
      return fail(TF_ERR_INVALID_ARGUMENT, "axes_b[%d]: %d out of range for b of rank %d", i, y, nb);
    ax_a[i] = x < 0 ? x + na : x;
    ax_b[i] = y < 0 ? y + nb : y;
    for (int32_t j = 0; j < i; ++j) {
      if (ax_a[j] == ax_a[i])
        return fail(TF_ERR_INVALID_ARGUMENT, "axes_a[%d]: axis %d repeated (also axes_a[%d])", i,
                    ax_a[i], j);
      if (ax_b[j] == ax_b[i])
        return fail(TF_ERR_INVALID_ARGUMENT, "axes_b[%d]: axis %d repeated (also axes_b[%d])", i,
                    ax_b[i], j);
    }
    const int64_t da = ea[ax_a[i]], db = eb[ax_b[i]];
    if (da >= 0 && db >= 0 && da != db)
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "axes_b[%d]: axis %d of b has extent %lld, but axis %d of a (axes_a[%d]) has "
                  "extent %lld",
                  i, ax_b[i], (long long)db, ax_a[i], i, (long long)da);
  }
  if (na + nb - 2 * naxes > TF_MAX_RANK)
    return fail(TF_ERR_INVALID_ARGUMENT, "b: the result would have rank %d, more than %d",
                na + nb - 2 * naxes, TF_MAX_RANK);
  int32_t r = 0;
  for (int32_t i = 0; i < na; ++i) la[i] = i;
  for (int32_t j = 0; j < nb; ++j) lb[j] = na + j;
  for (int32_t i = 0; i < naxes; ++i) lb[ax_b[i]] = ax_a[i];
  for (int32_t i = 0; i < na; ++i) {
    bool free = true;
    for (int32_t k = 0; k < naxes; ++k) free &= ax_a[k] != i;
    if (free) lo[r++] = i;
  }
  for (int32_t j = 0; j < nb; ++j)
    if (lb[j] >= na) lo[r++] = lb[j];
  *out_ndim = r;
  return TF_OK;
}

Status tensordot_labels(const Tensor* a, const Tensor* b, int32_t naxes, const int32_t* axes_a,
                        const int32_t* axes_b, TensordotLabels* t) {
  if (b->dtype != a->dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "b: dtype %s does not match a's dtype %s",
                dtype_name(b->dtype), dtype_name(a->dtype));
  return tensordot_labels(a->ndim, a->shape, b->ndim, b->shape, naxes, axes_a, axes_b, t->la,
                          t->lb, t->lo, &t->rank);
}

Status tensordot(Engine& e, const Tensor* a, const Tensor* b, int32_t naxes,
                 const int32_t* axes_a, const int32_t* axes_b, bool conj_a, bool conj_b,
                 tf_scalar alpha, tf_scalar beta, Tensor* out, Tensor** alloc_out,
                 Semiring semiring, bool accumulate) {
  if (b->dtype != a->dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "b: dtype %s does not match a's dtype %s",
                dtype_name(b->dtype), dtype_name(a->dtype));
  int32_t la[TF_MAX_RANK], lb[TF_MAX_RANK], lo[TF_MAX_RANK], r;
  TF_TRY(tensordot_labels(a->ndim, a->shape, b->ndim, b->shape, naxes, axes_a, axes_b, la, lb,
                          lo, &r));
  const int32_t* labels[2] = {la, lb};
  const uint8_t conj[2] = {conj_a, conj_b};
  const Tensor* ops[2] = {a, b};
  EinsumSpec spec;
  spec.labels = labels;
  spec.out_ndim = r;
  spec.out_labels = lo;
  spec.conj = conj;
  spec.semiring = semiring;
  spec.accumulate = accumulate;
  return einsum(e, spec, 2, ops, alpha, beta, out, alloc_out);
}

}  // namespace tf
