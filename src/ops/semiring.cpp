// ops/semiring.cpp: see semiring.hpp. matmul in a semiring reuses matmul's
// validation and geometry (matmul_plan) and runs the semiring kernel on it;
// the VJP recomputes the attaining k and scatters the cotangent; the einsum
// configuration recovery re-runs the plan's pairwise order keeping each
// step's attaining index, then walks back from every output element.
#include "ops/semiring.hpp"

#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

#include "engine/threads.hpp"
#include "ops/einsum_plan.hpp"
#include "ops/strided.hpp"

namespace tf {

Status semiring_arg(int32_t v, const char* name, Semiring* out) {
  if (v < TF_SEMIRING_STANDARD || v > TF_SEMIRING_MAX_TIMES)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "%s: unknown tf_semiring %d (expected 0 = STANDARD, 1 = MAX_PLUS, 2 = MIN_PLUS "
                "or 3 = MAX_TIMES)",
                name, v);
  *out = static_cast<Semiring>(v);
  return TF_OK;
}

Status semiring_dtype(Semiring s, DType dt, const char* name) {
  if (s != Semiring::Standard && dt != DType::F32 && dt != DType::F64)
    return fail(TF_ERR_UNSUPPORTED,
                "%s: dtype %s in a non-standard semiring; only float32 and float64 are supported",
                name, dtype_name(dt));
  return TF_OK;
}

Status semiring_scale(Semiring s, bool acc, tf_scalar alpha, tf_scalar beta, SrScale* out) {
  if (!acc) {
    *out = SrScale{semiring_one(s), semiring_zero(s), false};
    return TF_OK;
  }
  // Semirings are real (f32, f64): as for every real dtype, im is ignored.
  // beta equal to the semiring's zero drops the term beta (x) out, and out
  // is not read (BLAS's beta = 0 rule): NaN or the opposite infinity in out
  // must not reach the result (-inf + inf is NaN, 0 * inf too). This is
  // the one place that decides it for every form (matmul, tensordot,
  // einsum) and every kernel: they read out only when acc is set.
  *out = SrScale{alpha.re, beta.re, beta.re != semiring_zero(s)};
  return TF_OK;
}

namespace {
// Element offsets of batch item `item` in a, b and c (x's batch strides).
void item_offsets(const MatmulExec& x, int64_t item, int64_t* oa, int64_t* ob, int64_t* oc) {
  *oa = *ob = *oc = 0;
  for (int32_t i = x.nb - 1; i >= 0; --i) {
    const int64_t idx = item % x.bshape[i];
    item /= x.bshape[i];
    *oa += idx * x.bsa[i];
    *ob += idx * x.bsb[i];
    *oc += idx * x.bsc[i];
  }
}

// Runs batch items [lo, hi) of x; each item's product on `workers`.
void run_items(const MatmulExec& x, Semiring s, const SrScale& sc, const char* a, const char* b,
               char* c, int64_t* arg, int64_t lo, int64_t hi, int workers) {
  const int64_t es = (int64_t)dtype_size(x.dt);
  for (int64_t item = lo; item < hi; ++item) {
    int64_t oa, ob, oc;
    item_offsets(x, item, &oa, &ob, &oc);
    SrGemm g{x.m, x.n, x.k, a ? a + oa * es : a, x.rsa, x.csa, b ? b + ob * es : b, x.rsb,
             x.csb, c + oc * es, x.rsc, x.csc, arg ? arg + item * x.m * x.n : nullptr, x.n, 1,
             sc.alpha, sc.beta, sc.acc};
    semiring_gemm(s, x.dt, g, workers);
  }
}
}  // namespace

void semiring_matmul_execute(const MatmulExec& x, Semiring s, const SrScale& sc, const void* a,
                             const void* b, void* c, int64_t* arg, int workers) {
  if (x.m == 0 || x.n == 0 || x.batch == 0) return;
  const char* pa = static_cast<const char*>(a);
  const char* pb = static_cast<const char*>(b);
  char* pc = static_cast<char*>(c);
  if (workers > 1 && x.batch >= workers) {
    const int64_t batch = x.batch;
    auto part = [&](int t) {
      run_items(x, s, sc, pa, pb, pc, arg, batch * t / workers, batch * (t + 1) / workers, 1);
    };
    run_parts(workers, part);
  } else {
    run_items(x, s, sc, pa, pb, pc, arg, 0, x.batch, workers);
  }
}

namespace {
int64_t result_numel(const MatmulExec& x) { return x.batch * x.m * x.n; }
}  // namespace

Status matmul_semiring(Engine& e, Semiring s, int32_t op_a, const Tensor* a, int32_t op_b,
                       const Tensor* b, const SrScale& sc, Tensor* out, Tensor** alloc_out,
                       int64_t* arg, int64_t arg_len) {
  TF_TRY(semiring_dtype(s, a->dtype, "a"));
  MatmulExec x;  // matmul_plan checks op_a and op_b
  TF_TRY(matmul_plan(e, static_cast<tf_op>(op_a), *a, static_cast<tf_op>(op_b), *b, out, &x,
                     nullptr));
  if (out) {
    TF_TRY(check_writable(*out, "out"));
    TF_TRY(check_no_overlap(*out, "out", *a, "a", false));
    TF_TRY(check_no_overlap(*out, "out", *b, "b", false));
  }
  if (arg) {
    if (sc.acc)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "argmax: not available with accumulation (the _acc form); use the _into form");
    if (arg_len < result_numel(x))
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "argmax_len: %lld entries, the result has %lld elements",
                  (long long)arg_len, (long long)result_numel(x));
    if (x.dt == DType::F32 && x.k >= (int64_t(1) << 24))
      return fail(TF_ERR_UNSUPPORTED,
                  "a: k = %lld; float32 argmax is exact for k below 2^24", (long long)x.k);
  }
  if (!out) {
    int64_t shape[TF_MAX_RANK];
    for (int32_t i = 0; i < x.nb; ++i) shape[i] = x.bshape[i];
    shape[x.nb] = x.m;
    shape[x.nb + 1] = x.n;
    TF_TRY(e.new_tensor(x.dt, x.nb + 2, shape, TF_ROW_MAJOR, &out));
    *alloc_out = out;
  }
  ++e.stats().calls;
  if (result_numel(x) == 0) return TF_OK;
  semiring_matmul_execute(x, s, sc, a->data, b->data, out->data, arg, e.workers_for(x.madds));
  return TF_OK;
}

namespace {
template <class T>
void scatter_vjp(Semiring s, const MatmulExec& x, const MatmulExec& xg, const T* A, const T* B,
                 const T* C, const T* G, T* GA, T* GB, const int64_t* arg) {
  const T zero = (T)semiring_zero(s);
  for (int64_t item = 0; item < x.batch; ++item) {
    int64_t oa, ob, oc, oga, ogb, unused;
    item_offsets(x, item, &oa, &ob, &oc);
    item_offsets(xg, item, &oga, &ogb, &unused);
    for (int64_t i = 0; i < x.m; ++i)
      for (int64_t j = 0; j < x.n; ++j) {
        const T cv = C[item * x.m * x.n + i * x.n + j];
        if (cv == zero) continue;
        const int64_t k = arg[item * x.m * x.n + i * x.n + j];
        const T g = G[oc + i * x.rsc + j * x.csc];
        T da = g, db = g;
        if (s == Semiring::MaxTimes) {
          da = g * B[ob + k * x.rsb + j * x.csb];
          db = g * A[oa + i * x.rsa + k * x.csa];
        }
        if (GA) GA[oga + i * xg.rsa + k * xg.csa] += da;
        if (GB) GB[ogb + k * xg.rsb + j * xg.csb] += db;
      }
  }
}

Status zero_fill(Engine& e, Tensor& t) {
  // An all-zero view broadcast onto t (stride 0 everywhere).
  const double z[2] = {0.0, 0.0};
  Tensor src = t;
  src.data = reinterpret_cast<char*>(const_cast<double*>(z));
  src.storage = nullptr;
  src.id = 0;
  for (int32_t i = 0; i < src.ndim; ++i) src.strides[i] = 0;
  return copy_unchecked(e, src, t);
}
}  // namespace

Status matmul_semiring_vjp(Engine& e, Semiring s, const Tensor* a, const Tensor* b,
                           const Tensor* g, Tensor* grad_a, Tensor* grad_b) {
  TF_TRY(semiring_dtype(s, a->dtype, "a"));
  if (s == Semiring::Standard)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "semiring: TF_SEMIRING_STANDARD has no argmax VJP here (use the matmul VJP)");
  MatmulExec x, xg;
  TF_TRY(matmul_plan(e, TF_OP_N, *a, TF_OP_N, *b, g, &x, nullptr));
  // A gradient: shaped like its operand, writable, apart from every input.
  auto check_grad = [&](const Tensor& d, const Tensor& like, const char* name) -> Status {
    TF_TRY(check_out(d, like.dtype, like.ndim, like.shape, name));
    TF_TRY(check_writable(d, name));
    TF_TRY(check_no_overlap(d, name, *a, "a", false));
    TF_TRY(check_no_overlap(d, name, *b, "b", false));
    return check_no_overlap(d, name, *g, "grad_out", false);
  };
  if (grad_a) TF_TRY(check_grad(*grad_a, *a, "grad_a"));
  if (grad_b) {
    TF_TRY(check_grad(*grad_b, *b, "grad_b"));
    if (grad_a && tensors_overlap(*grad_a, *grad_b))
      return fail(TF_ERR_INVALID_ARGUMENT, "grad_b: overlaps grad_a");
  }
  // Geometry of the gradients (shaped as a and b): their strides in xg.
  TF_TRY(matmul_plan(e, TF_OP_N, grad_a ? *grad_a : *a, TF_OP_N, grad_b ? *grad_b : *b, g, &xg,
                     nullptr));
  ++e.stats().calls;
  const int64_t total = result_numel(x);
  const std::size_t es = dtype_size(x.dt);
  std::unique_ptr<char[]> cbuf(new char[(std::size_t)(total > 0 ? total : 1) * es]);
  std::unique_ptr<int64_t[]> abuf(new int64_t[(std::size_t)(total > 0 ? total : 1)]);
  if (grad_a) TF_TRY(zero_fill(e, *grad_a));
  if (grad_b) TF_TRY(zero_fill(e, *grad_b));
  if (total == 0) return TF_OK;
  // The values and attaining k into row-major scratch (c at unit strides).
  MatmulExec xc = x;
  xc.rsc = x.n;
  xc.csc = 1;
  {
    int64_t st = x.m * x.n;
    for (int32_t i = x.nb - 1; i >= 0; --i) { xc.bsc[i] = st; st *= x.bshape[i]; }
  }
  semiring_matmul_execute(xc, s, SrScale{semiring_one(s), 0.0, false}, a->data, b->data,
                          cbuf.get(), abuf.get(), e.workers_for(x.madds));
  if (x.dt == DType::F64)
    scatter_vjp<double>(s, x, xg, (const double*)a->data, (const double*)b->data,
                        (const double*)cbuf.get(), (const double*)g->data,
                        grad_a ? (double*)grad_a->data : nullptr,
                        grad_b ? (double*)grad_b->data : nullptr, abuf.get());
  else
    scatter_vjp<float>(s, x, xg, (const float*)a->data, (const float*)b->data,
                       (const float*)cbuf.get(), (const float*)g->data,
                       grad_a ? (float*)grad_a->data : nullptr,
                       grad_b ? (float*)grad_b->data : nullptr, abuf.get());
  return TF_OK;
}

// ------------------------------------------------------ einsum argmax

namespace {

// The call in integer labels: per operand its labels, the output's, and
// every label's extent.
struct LabelForm {
  std::vector<std::vector<int32_t>> lab;
  std::vector<int32_t> out;
  std::vector<int32_t> ids;  // distinct labels, ascending
};

Status to_labels(const EinsumSpec& spec, int32_t n, const Tensor* const* ops, LabelForm* f) {
  f->lab.assign(n, {});
  // The implicit output: the labels that occur once, ascending.
  auto implicit_out = [f] {
    std::vector<int32_t> all;
    for (auto& l : f->lab) all.insert(all.end(), l.begin(), l.end());
    std::sort(all.begin(), all.end());
    for (std::size_t k = 0; k < all.size(); ++k)
      if ((k == 0 || all[k - 1] != all[k]) && (k + 1 == all.size() || all[k + 1] != all[k]))
        f->out.push_back(all[k]);
  };
  if (spec.subscripts) {
    const char* s = spec.subscripts;
    int32_t i = 0;
    bool arrow = false;
    for (; *s; ++s) {
      const char c = *s;
      if (c == '.')
        return fail(TF_ERR_UNSUPPORTED,
                    "subscripts: '...' is not supported with configuration recovery");
      if (c == ' ') continue;
      if (c == ',') { ++i; continue; }
      if (c == '-' && s[1] == '>') { arrow = true; ++s; continue; }
      if (arrow) f->out.push_back((unsigned char)c);
      else if (i < n) f->lab[i].push_back((unsigned char)c);
    }
    if (!arrow) implicit_out();
  } else {
    for (int32_t i = 0; i < n; ++i) f->lab[i].assign(spec.labels[i], spec.labels[i] + ops[i]->ndim);
    if (spec.out_ndim >= 0) {
      f->out.assign(spec.out_labels, spec.out_labels + spec.out_ndim);
    } else {
      implicit_out();
    }
  }
  for (auto& l : f->lab) f->ids.insert(f->ids.end(), l.begin(), l.end());
  std::sort(f->ids.begin(), f->ids.end());
  f->ids.erase(std::unique(f->ids.begin(), f->ids.end()), f->ids.end());
  return TF_OK;
}

// A node of the recovery: a labelled tensor (an operand view, or a step's
// contiguous row-major result) and, for a step, what it kept.
template <class T> struct RNode {
  std::vector<int32_t> lab;  // label index (into LabelForm::ids)
  std::vector<int64_t> str;  // element strides per label
  const T* data = nullptr;
  std::vector<T> own;
  // Step: children, the summed labels (row-major order of arg's index),
  // and per result element the attaining flat index of the summed labels.
  int32_t x = -1, y = -1;
  std::vector<int32_t> sum;
  std::vector<int64_t> arg;
  int64_t stride(int32_t l) const {
    for (std::size_t i = 0; i < lab.size(); ++i)
      if (lab[i] == l) return str[i];
    return 0;
  }
};

// dst (contiguous, row-major over labels `order`) = src gathered (labels
// src lacks broadcast).
template <class T>
void gather(const RNode<T>& src, const std::vector<int32_t>& order, const std::vector<int64_t>& ext,
            T* dst) {
  const int32_t r = (int32_t)order.size();
  std::vector<int64_t> st(r), idx(r, 0);
  int64_t total = 1;
  for (int32_t i = 0; i < r; ++i) {
    st[i] = src.stride(order[i]);
    total *= ext[order[i]];
  }
  int64_t off = 0;
  for (int64_t t = 0; t < total; ++t) {
    dst[t] = src.data[off];
    for (int32_t i = r - 1; i >= 0; --i) {
      off += st[i];
      if (++idx[i] < ext[order[i]]) break;
      off -= st[i] * idx[i];
      idx[i] = 0;
    }
  }
}

template <class T>
Status recover(Engine& e, Semiring s, const LabelForm& f, int32_t n, const Tensor* const* ops,
               const std::vector<std::pair<int32_t, int32_t>>& pairs, int64_t* config) {
  const int32_t L = (int32_t)f.ids.size();
  auto id = [&](int32_t v) {
    return (int32_t)(std::lower_bound(f.ids.begin(), f.ids.end(), v) - f.ids.begin());
  };
  std::vector<int64_t> ext(L, 1);
  std::vector<uint8_t> in_out(L, 0);
  for (int32_t v : f.out) in_out[id(v)] = 1;
  std::vector<RNode<T>> nodes(n);
  for (int32_t i = 0; i < n; ++i) {
    RNode<T>& v = nodes[i];
    v.data = reinterpret_cast<const T*>(ops[i]->data);
    for (int32_t ax = 0; ax < ops[i]->ndim; ++ax) {
      const int32_t l = id(f.lab[i][ax]);
      const int64_t e = ops[i]->shape[ax];
      if (ext[l] == 1) ext[l] = e;  // an extent 1 broadcasts (einsum_build checked the rest)
      if (e == 1) continue;         // stride 0: a label v lacks reads as broadcast
      auto it = std::find(v.lab.begin(), v.lab.end(), l);
      if (it != v.lab.end()) v.str[it - v.lab.begin()] += ops[i]->strides[ax];  // diagonal
      else { v.lab.push_back(l); v.str.push_back(ops[i]->strides[ax]); }
    }
  }
  std::vector<int32_t> summed;
  for (int32_t l = 0; l < L; ++l)
    if (!in_out[l]) summed.push_back(l);
  const int32_t S = (int32_t)summed.size();
  int64_t onumel = 1;
  for (int32_t v : f.out) onumel *= ext[id(v)];
  bool empty = false;
  for (int32_t l = 0; l < L; ++l) empty |= ext[l] == 0;
  if (empty) {
    for (int64_t t = 0; t < onumel * S; ++t) config[t] = -1;
    return TF_OK;
  }
  // A scalar "one" joins a single operand, so its reduction is a step too.
  std::vector<std::pair<int32_t, int32_t>> order = pairs;
  const T one_val = (T)semiring_one(s);
  if (n == 1) {
    nodes.emplace_back();
    nodes.back().data = &one_val;
    order.push_back({0, 1});
  }
  // alive[l]: how many live nodes (and the output) hold label l; a step
  // keeps the labels some other live node or the output still holds (any
  // number of operands).
  std::vector<int32_t> alive(L, 0);
  for (const RNode<T>& v : nodes)
    for (int32_t l : v.lab) ++alive[l];
  for (int32_t l = 0; l < L; ++l) alive[l] += in_out[l];
  std::vector<uint8_t> seen(L, 0);  // x's labels during a step
  for (std::size_t st = 0; st < order.size(); ++st) {
    const int32_t xi = order[st].first, yi = order[st].second;
    for (int32_t l : nodes[xi].lab) --alive[l];
    for (int32_t l : nodes[yi].lab) --alive[l];
    std::vector<int32_t> bt, mm, nn, kk;
    for (int32_t l : nodes[xi].lab) {
      seen[l] = 1;
      const bool iny = std::find(nodes[yi].lab.begin(), nodes[yi].lab.end(), l) != nodes[yi].lab.end();
      if (alive[l] == 0) kk.push_back(l);
      else if (iny) bt.push_back(l);
      else mm.push_back(l);
    }
    for (int32_t l : nodes[yi].lab)
      if (!seen[l]) (alive[l] > 0 ? nn : kk).push_back(l);
    for (int32_t l : nodes[xi].lab) seen[l] = 0;
    std::sort(kk.begin(), kk.end());
    int64_t B = 1, M = 1, N = 1, K = 1;
    for (int32_t l : bt) B *= ext[l];
    for (int32_t l : mm) M *= ext[l];
    for (int32_t l : nn) N *= ext[l];
    for (int32_t l : kk) K *= ext[l];
    if (sizeof(T) == 4 && K >= (int64_t(1) << 24))
      return fail(TF_ERR_UNSUPPORTED,
                  "operands: a pairwise step sums %lld terms; float32 configuration recovery "
                  "is exact below 2^24",
                  (long long)K);
    std::vector<int32_t> oa(bt), ob(bt);
    oa.insert(oa.end(), mm.begin(), mm.end());
    oa.insert(oa.end(), kk.begin(), kk.end());
    ob.insert(ob.end(), kk.begin(), kk.end());
    ob.insert(ob.end(), nn.begin(), nn.end());
    std::vector<T> pa((std::size_t)(B * M * K)), pb((std::size_t)(B * K * N));
    gather(nodes[xi], oa, ext, pa.data());
    gather(nodes[yi], ob, ext, pb.data());
    RNode<T> r;
    r.lab = bt;
    r.lab.insert(r.lab.end(), mm.begin(), mm.end());
    r.lab.insert(r.lab.end(), nn.begin(), nn.end());
    r.str.resize(r.lab.size());
    int64_t sz = 1;
    for (std::size_t i = r.lab.size(); i-- > 0;) { r.str[i] = sz; sz *= ext[r.lab[i]]; }
    r.own.resize((std::size_t)(B * M * N));
    r.arg.resize((std::size_t)(B * M * N));
    r.x = xi;
    r.y = yi;
    r.sum = kk;
    const int workers = e.workers_for((double)B * M * N * K);
    for (int64_t bi = 0; bi < B; ++bi) {
      SrGemm g{M, N, K, pa.data() + bi * M * K, K, 1, pb.data() + bi * K * N, N, 1,
               r.own.data() + bi * M * N, N, 1, r.arg.data() + bi * M * N, N, 1,
               semiring_one(s), 0.0, false};
      semiring_gemm(s, sizeof(T) == 8 ? DType::F64 : DType::F32, g, workers);
    }
    r.data = r.own.data();
    for (int32_t l : r.lab) ++alive[l];
    nodes.push_back(std::move(r));
  }
  // Walk back from every output element.
  const RNode<T>& root = nodes.back();
  std::vector<int64_t> val(L, 0), oidx(f.out.size(), 0);
  std::vector<int32_t> stack;
  for (int64_t o = 0; o < onumel; ++o) {
    for (std::size_t i = 0; i < f.out.size(); ++i) val[id(f.out[i])] = oidx[i];
    stack.assign(1, (int32_t)nodes.size() - 1);
    while (!stack.empty()) {
      const RNode<T>& v = nodes[stack.back()];
      stack.pop_back();
      if (v.x < 0) continue;
      int64_t off = 0;
      for (std::size_t i = 0; i < v.lab.size(); ++i) off += val[v.lab[i]] * v.str[i];
      int64_t kf = v.arg[off];
      for (std::size_t i = v.sum.size(); i-- > 0;) {
        const int64_t e2 = ext[v.sum[i]];
        val[v.sum[i]] = kf % e2;
        kf /= e2;
      }
      stack.push_back(v.x);
      stack.push_back(v.y);
    }
    for (int32_t q = 0; q < S; ++q) config[o * S + q] = val[summed[q]];
    for (std::size_t i = f.out.size(); i-- > 0;) {
      if (++oidx[i] < ext[id(f.out[i])]) break;
      oidx[i] = 0;
    }
  }
  (void)root;
  return TF_OK;
}

}  // namespace

Status einsum_semiring_argmax(Engine& e, const EinsumSpec& spec, int32_t n,
                              const Tensor* const* ops, Tensor* out, int64_t* config,
                              int64_t config_len, int32_t* nsummed) {
  if (spec.semiring == Semiring::Standard)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options->semiring: TF_SEMIRING_STANDARD has no configuration to recover "
                "(expected MAX_PLUS, MIN_PLUS or MAX_TIMES)");
  TF_TRY(check_operand_count(n, ops));  // the operand limit of every einsum
  TF_TRY(semiring_dtype(spec.semiring, ops[0]->dtype, "operands[0]"));
  // Full validation and the pairwise order: the einsum plan of this call.
  PlanPtr pp;
  TF_TRY(check_operand_dtypes(n, ops));
  TF_TRY(check_operand_labels(spec, n, ops));
  if (spec.path && spec.path_len != n - 1)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options->path_len: %d, expected n - 1 = %d pairs for %d operands", spec.path_len,
                n - 1, n);
  TF_TRY(einsum_build(spec, n, ops, out, &pp));
  const EinsumPlan& plan = static_cast<const EinsumPlan&>(*pp);
  LabelForm f;
  TF_TRY(to_labels(spec, n, ops, &f));
  const int32_t S = (int32_t)(f.ids.size() - f.out.size());
  const int64_t need = out->numel() * S;
  if (S > 0 && !config)
    return fail(TF_ERR_INVALID_ARGUMENT, "config: NULL, but %d labels are summed", S);
  if (config_len < need)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "config_len: %lld entries, expected at least %lld (%lld output elements x %d "
                "summed labels)",
                (long long)config_len, (long long)need, (long long)out->numel(), S);
  std::vector<std::pair<int32_t, int32_t>> pairs;
  for (std::size_t i = 0; i + 1 < plan.order.size(); i += 2)
    pairs.push_back({plan.order[i], plan.order[i + 1]});
  std::vector<int64_t> cfg((std::size_t)(need > 0 ? need : 1));
  if (ops[0]->dtype == DType::F64)
    TF_TRY(recover<double>(e, spec.semiring, f, n, ops, pairs, cfg.data()));
  else
    TF_TRY(recover<float>(e, spec.semiring, f, n, ops, pairs, cfg.data()));
  // The values through the einsum plan itself; the configuration last.
  EinsumSpec vs = spec;
  vs.accumulate = false;
  TF_TRY(einsum(e, vs, n, ops, tf_scalar{1, 0}, tf_scalar{0, 0}, out, nullptr));
  if (need > 0) std::memcpy(config, cfg.data(), (std::size_t)need * sizeof(int64_t));
  *nsummed = S;
  return TF_OK;
}

}  // namespace tf
