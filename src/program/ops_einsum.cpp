// program/ops_einsum.cpp: einsum (string and integer-label forms, per-operand
// conjugation, a caller's path) and tensordot (an einsum with labels) in
// programs. Lowering builds the einsum plan of the signature once and emits
// one command per step: a sum/permute kernel call, or the step's resolved
// matmul (matmul_cmd: one small kernel call on a precomputed GemmCall when
// small). The plan's intermediates and its gemm steps' BLAS copies live in
// one arena block shared by the steps.
#include <algorithm>
#include <cstring>
#include <string>

#include "core/shape.hpp"
#include "ops/einsum.hpp"
#include "ops/einsum_plan.hpp"
#include "ops/matmul.hpp"
#include "ops/semiring.hpp"
#include "program/families.hpp"
#include "providers/sum_permute.hpp"

namespace tf {
namespace prog {
namespace {

constexpr int32_t kMaxOperands = 64;
inline char* at(char* const* base, const Ref& r) { return base[r.base] + r.off; }

struct UnaryStepExec {
  DType dt;
  SumPermute sp;
};

void run_sum_permute(const Cmd& c, char* const* base, int) {
  const UnaryStepExec& x = *static_cast<const UnaryStepExec*>(c.exec);
  sum_permute(x.dt, x.sp, at(base, c.r[0]), at(base, c.r[1]), c.alpha, c.beta);
}
// A step in a non-standard semiring: the unary step's reduction, or the
// product with the step's resolved MatmulExec.
struct SemiringStepExec {
  Semiring s;
  SrScale sc;
  const EinsumStep* st;
  DType dt;
};

void run_semiring_unary(const Cmd& c, char* const* base, int) {
  const SemiringStepExec& x = *static_cast<const SemiringStepExec*>(c.exec);
  const EinsumStep& st = *x.st;
  semiring_reduce(x.s, x.dt, (int32_t)st.ext.size(), st.ext.data(), st.sstr.data(),
                  st.dstr.data(), (int32_t)st.rext.size(), st.rext.data(), st.rstr.data(),
                  at(base, c.r[0]), at(base, c.r[1]), x.sc.alpha, x.sc.beta, x.sc.acc, nullptr,
                  nullptr);
}

void run_semiring_gemm(const Cmd& c, char* const* base, int workers) {
  const SemiringStepExec& x = *static_cast<const SemiringStepExec*>(c.exec);
  semiring_matmul_execute(x.st->mm_x, x.s, x.sc, at(base, c.r[0]), at(base, c.r[1]),
                          at(base, c.r[2]), nullptr, workers);
}

// The EinsumSpec of node n (pointers into n and *lab); rank(i): the rank
// of operand i.
template <class Rank>
EinsumSpec spec_of(const Node& n, Rank rank, std::vector<const int32_t*>* lab) {
  EinsumSpec sp;
  if (n.text.empty()) {
    lab->clear();
    std::size_t off = 0;
    for (std::size_t i = 0; i < n.in.size(); ++i) {
      lab->push_back(n.labels.data() + off);
      off += (std::size_t)rank(i);
    }
    sp.labels = lab->data();
    sp.out_ndim = n.out_ndim;
    sp.out_labels = n.out_labels.empty() ? nullptr : n.out_labels.data();
  } else {
    sp.subscripts = n.text.c_str();
  }
  sp.conj = n.conj.empty() ? nullptr : n.conj.data();
  sp.path = n.path.empty() ? nullptr : n.path.data();
  sp.path_len = (int32_t)n.path.size() / 2;
  return sp;
}
// ... with the ranks of the operand nodes' shapes.
EinsumSpec spec_of(const Program& p, const Node& n, std::vector<const int32_t*>* lab) {
  return spec_of(n, [&](std::size_t i) { return p.nodes[n.in[i]].shape.ndim; }, lab);
}

// Output shape with dynamic extents: each output label takes the extent of
// an operand axis it labels (a static one other than 1 when there is one).
Status infer_dynamic(const Program& p, const Node& n, const Shape* s, Shape* out) {
  std::vector<std::vector<int32_t>> lab(n.in.size());
  std::vector<int32_t> outl;
  bool implicit;
  if (n.text.empty()) {
    std::size_t off = 0;
    for (std::size_t i = 0; i < n.in.size(); ++i) {
      const int32_t r = p.nodes[n.in[i]].shape.ndim;
      lab[i].assign(n.labels.begin() + off, n.labels.begin() + off + r);
      off += r;
    }
    implicit = n.out_ndim < 0;
    if (!implicit) outl = n.out_labels;
  } else {
    const std::string& t = n.text;
    if (t.find('.') != std::string::npos)
      return fail(TF_ERR_UNSUPPORTED,
                  "subscripts: '...' with a TF_DYNAMIC operand extent is not supported in "
                  "programs (declare the extents static)");
    const std::size_t arrow = t.find("->");
    const std::string lhs = t.substr(0, arrow);
    std::size_t i = 0;
    for (char c : lhs) {
      if (c == ',') { ++i; continue; }
      if (c == ' ') continue;
      if (i < lab.size()) lab[i].push_back((unsigned char)c);
    }
    implicit = arrow == std::string::npos;
    if (!implicit)
      for (char c : t.substr(arrow + 2))
        if (c != ' ') outl.push_back((unsigned char)c);
  }
  if (implicit) {
    std::vector<int32_t> all;
    for (auto& l : lab) all.insert(all.end(), l.begin(), l.end());
    std::sort(all.begin(), all.end());
    for (std::size_t i = 0; i < all.size(); ++i) {
      const bool dup = (i > 0 && all[i - 1] == all[i]) || (i + 1 < all.size() && all[i + 1] == all[i]);
      if (!dup) outl.push_back(all[i]);
    }
  }
  out->ndim = (int32_t)outl.size();
  for (std::size_t k = 0; k < outl.size(); ++k) {
    // A static extent other than 1 decides; 1 broadcasts, so with a
    // dynamic extent beside it the result stays dynamic.
    int64_t e = 1;
    bool found = false, dyn = false;
    for (std::size_t i = 0; i < lab.size(); ++i)
      for (std::size_t a = 0; a < lab[i].size() && a < (std::size_t)s[i].ndim; ++a)
        if (lab[i][a] == outl[k]) {
          found = true;
          if (s[i].d[a] == kDynamic) dyn = true;
          else if (s[i].d[a] != 1) e = s[i].d[a];
        }
    if (dyn && e == 1) e = kDynamic;
    if (!found)
      return fail(TF_ERR_INVALID_ARGUMENT, "output label %zu occurs in no operand", k);
    out->d[k] = e;
  }
  return TF_OK;
}

}  // namespace

Status record_einsum(Program& p, const char* subscripts, int32_t n, const int32_t* ops,
                     const int32_t* const* labels, int32_t out_ndim, const int32_t* out_labels,
                     const uint8_t* conj, const int32_t* path, int32_t path_len, int32_t* slot,
                     int32_t semiring) {
  Semiring sr;
  TF_TRY(semiring_arg(semiring, "options->semiring", &sr));
  if (n < 1) return fail(TF_ERR_INVALID_ARGUMENT, "n: %d, expected at least 1 operand", n);
  if (n > kMaxOperands)
    return fail(TF_ERR_UNSUPPORTED, "n: %d operands, at most %d are supported", n, kMaxOperands);
  if (!ops) return fail(TF_ERR_INVALID_ARGUMENT, "operands: NULL");
  char what[32];
  for (int32_t i = 0; i < n; ++i) {
    snprintf(what, sizeof what, "operands[%d]", i);
    TF_TRY(check_slot(p, ops[i], what));
    if (i > 0) TF_TRY(check_same_dtype(p, ops[i], what, ops[0], "operands[0]"));
  }
  if (path && path_len != n - 1)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options->path_len: %d, expected n - 1 = %d pairs for %d operands", path_len,
                n - 1, n);
  TF_TRY(semiring_dtype(sr, p.nodes[ops[0]].dt, "operands[0]"));
  Node nd{};
  nd.op = OpId::Einsum;
  nd.dt = p.nodes[ops[0]].dt;
  nd.semiring = (uint8_t)sr;
  nd.in.assign(ops, ops + n);
  if (subscripts) {
    // An empty text marks the labels form; "" (one rank-0 operand, implicit
    // output, as tf_einsum accepts it) is the same call as "->".
    nd.text = *subscripts ? subscripts : "->";
  } else {
    if (!labels) return fail(TF_ERR_INVALID_ARGUMENT, "labels: NULL");
    for (int32_t i = 0; i < n; ++i) {
      const int32_t r = p.nodes[ops[i]].shape.ndim;
      if (r > 0 && !labels[i])
        return fail(TF_ERR_INVALID_ARGUMENT, "labels[%d]: NULL for operand slot %d of rank %d",
                    i, ops[i], r);
      for (int32_t a = 0; a < r; ++a) nd.labels.push_back(labels[i][a]);
    }
    nd.out_ndim = out_ndim;
    if (out_ndim > 0) {
      if (!out_labels)
        return fail(TF_ERR_INVALID_ARGUMENT, "out_labels: NULL with out_ndim = %d", out_ndim);
      nd.out_labels.assign(out_labels, out_labels + out_ndim);
    }
  }
  if (conj) nd.conj.assign(conj, conj + n);
  if (path) nd.path.assign(path, path + 2 * path_len);
  return append(p, nd, slot);
}

Status record_tensordot(Program& p, int32_t a, int32_t b, int32_t naxes, const int32_t* axes_a,
                        const int32_t* axes_b, bool conj_a, bool conj_b, int32_t* slot) {
  TF_TRY(check_slot(p, a, "a"));
  TF_TRY(check_slot(p, b, "b"));
  TF_TRY(check_same_dtype(p, b, "b", a, "a"));
  const Shape &A = p.nodes[a].shape, &B = p.nodes[b].shape;
  int32_t la[TF_MAX_RANK], lb[TF_MAX_RANK], lo[TF_MAX_RANK], r;
  TF_TRY(tensordot_labels(A.ndim, A.d, B.ndim, B.d, naxes, axes_a, axes_b, la, lb, lo, &r));
  const int32_t* labels[2] = {la, lb};
  const uint8_t conj[2] = {conj_a, conj_b};
  const int32_t ops[2] = {a, b};
  return record_einsum(p, nullptr, 2, ops, labels, r, lo, conj, nullptr, 0, slot);
}

Status infer_einsum(const Program& p, const Node& n, const Shape* s, Shape* out,
                    const char* where) {
  const int32_t k = (int32_t)n.in.size();
  bool dynamic = false;
  for (int32_t i = 0; i < k; ++i)
    for (int32_t d = 0; d < s[i].ndim; ++d) dynamic |= s[i].d[d] == kDynamic;
  if (dynamic) return prefixed(infer_dynamic(p, n, s, out), where);
  std::vector<Tensor> views(k);
  std::vector<const Tensor*> ptr(k);
  for (int32_t i = 0; i < k; ++i) {
    Tensor& t = views[i];
    t = Tensor{};
    t.dtype = p.nodes[n.in[i]].dt;
    t.ndim = s[i].ndim;
    for (int32_t d = 0; d < t.ndim; ++d) t.shape[d] = s[i].d[d];
    row_major(s[i], t.strides);
    t.data = nullptr;
    ptr[i] = &t;
  }
  std::vector<const int32_t*> lab;
  EinsumSpec sp = spec_of(p, n, &lab);
  PlanPtr plan;
  TF_TRY(prefixed(einsum_build(sp, k, ptr.data(), nullptr, &plan), where));
  const EinsumPlan& ep = static_cast<const EinsumPlan&>(*plan);
  out->ndim = ep.out_ndim;
  for (int32_t d = 0; d < ep.out_ndim; ++d) out->d[d] = ep.out_shape[d];
  return TF_OK;
}

Status lower_einsum(Lowering& L, int32_t slot) {
  const Node& n = L.node(slot);
  const int32_t k = (int32_t)n.in.size();
  L.fresh(slot);
  std::vector<Tensor> views(k);
  std::vector<const Tensor*> ptr(k);
  for (int32_t i = 0; i < k; ++i) {
    views[i] = L.view(n.in[i]);
    ptr[i] = &views[i];
  }
  Tensor out = L.view(slot);
  std::vector<const int32_t*> lab;
  // the operand ranks from the views
  const EinsumSpec sp = spec_of(n, [&](std::size_t i) { return views[i].ndim; }, &lab);
  PlanPtr plan;
  TF_TRY(einsum_build(sp, k, ptr.data(), &out, &plan));
  const EinsumPlan& ep = static_cast<const EinsumPlan&>(*plan);
  L.keep(plan);
  const int32_t scratch = ep.scratch_bytes ? L.block(ep.scratch_bytes) : -1;
  auto ref = [&](const EinsumRef& r) -> Ref {
    switch (r.kind) {
      case EinsumRef::Operand: return L.ref(n.in[r.operand]);
      case EinsumRef::Scratch: return Ref{(uint32_t)scratch, r.offset};
      default: return L.ref(slot);
    }
  };
  auto root = [&](const EinsumRef& r) -> int32_t {
    switch (r.kind) {
      case EinsumRef::Operand: return L.place(n.in[r.operand]).root;
      case EinsumRef::Scratch: return scratch;
      default: return L.place(slot).root;
    }
  };
  const Semiring sr = static_cast<Semiring>(n.semiring);
  Cmd c{};
  // A unary step (sum and permute, src -> dst) as command c, run by fn; its
  // work: the product of its kept and summed extents.
  auto emit_unary = [&](CmdFn fn, const EinsumStep& st) {
    double w = 1;
    for (int64_t e : st.ext) w *= (double)e;
    for (int64_t e : st.rext) w *= (double)e;
    c.fn = fn;
    c.r[0] = ref(st.src);
    c.r[1] = ref(st.dst);
    c.madds = w;
    L.emit(c, {{root(st.src), false}, {root(st.dst), true}});
  };
  for (const EinsumStep& st : ep.steps) {
    c = Cmd{};
    c.alpha = tf_scalar{1, 0};
    c.beta = tf_scalar{0, 0};
    if (sr != Semiring::Standard) {
      SemiringStepExec* x = L.own<SemiringStepExec>();
      *x = SemiringStepExec{sr, SrScale{semiring_one(sr), 0.0, false}, &st, ep.dt};
      c.exec = x;
      if (st.kind == EinsumStep::Unary) {
        emit_unary(run_semiring_unary, st);
      } else {
        c.fn = run_semiring_gemm;
        c.r[0] = ref(st.a);
        c.r[1] = ref(st.b);
        c.r[2] = ref(st.c);
        c.madds = st.mm_x.madds;
        c.big = true;
        L.emit(c, {{root(st.a), false}, {root(st.b), false}, {root(st.c), true}});
      }
      continue;
    }
    if (st.kind == EinsumStep::Unary) {
      UnaryStepExec* x = L.own<UnaryStepExec>();
      x->dt = ep.dt;
      x->sp.nout = (int32_t)st.ext.size();
      x->sp.nred = (int32_t)st.rext.size();
      x->sp.ext = st.ext.data();
      x->sp.sstr = st.sstr.data();
      x->sp.dstr = st.dstr.data();
      x->sp.rext = st.rext.data();
      x->sp.rstr = st.rstr.data();
      x->sp.conj = st.conj;
      c.exec = x;
      emit_unary(run_sum_permute, st);
    } else {
      // The step's MatmulExec, resolved when the einsum plan was built (L
      // keeps the plan); its BLAS copies go to the step's part of the
      // einsum's scratch block.
      const MatmulExec& x = st.mm_x;
      c = matmul_cmd(x, ref(st.a), ref(st.b), ref(st.c), c.alpha, c.beta);
      if (c.mm && x.scratch_bytes) {
        c.r[3] = Ref{(uint32_t)scratch, st.mm_scratch};
        L.emit(c, {{root(st.a), false}, {root(st.b), false}, {root(st.c), true}, {scratch, true}});
      } else {
        L.emit(c, {{root(st.a), false}, {root(st.b), false}, {root(st.c), true}});
      }
    }
  }
  return TF_OK;
}

}  // namespace prog
}  // namespace tf
