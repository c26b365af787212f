// fuzz_rules.cpp -- libFuzzer target: derivative rules (issue 35).
//
// Each input calls one rule (tf_*_vjp / tf_*_jvp, allocating or _into) of
// the elementwise maps (unary, scale, binary, axpby, cast), reductions
// (reduce, dot, vdot), layout (permute, reshape, slice, contiguous),
// contractions (einsum string and label forms, tensordot, matmul) and
// linear algebra (svd, qr, lq, eigh, eigvalsh, solve, solve_triangular,
// cholesky, lu, inv, det, slogdet). Its primal inputs are drawn from the
// input (dtype, rank, extents 0-3, layout: row-major, column-major, padded,
// zero strides on some or all axes), its primal outputs come from the
// forward call, and every tensor argument is then, as the input chooses,
// the right one with its own layout (zero strides too), NULL, a tensor of
// another shape or dtype, or (for results) an input it overlaps. Enums,
// axes, permutations, shapes, pivots and options take in-range and
// out-of-range values.
//
// Oracles (a failure calls __builtin_trap()):
//   - no crash or sanitizer report; the status is documented, never
//     TF_ERR_INTERNAL;
//   - on failure every caller buffer is byte-identical and every result
//     handle keeps its sentinel;
//   - on success every caller buffer but the _into results is
//     byte-identical (the rule wrote no input).
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "fuzz_common.hpp"
#include "tenferro.h"

namespace {

tf_tensor* const kSentinel = reinterpret_cast<tf_tensor*>(uintptr_t{0x5e471});

using Shape = std::vector<int64_t>;

// Caller memory behind a wrapped tensor.
struct Wrapped {
  std::vector<double> mem;  // 8-byte aligned, any dtype
  std::vector<double> snap;
  tf_tensor* t = nullptr;
  bool out = false;         // passed as an _into result
};

struct Ctx {
  FuzzedDataProvider& p;
  tf_engine* e;
  std::vector<std::unique_ptr<Wrapped>> wrapped;
  std::vector<tf_tensor*> owned;  // forward results, views
  tf_tensor* slot[4] = {kSentinel, kSentinel, kSentinel, kSentinel};
  int nslots = 0;

  explicit Ctx(FuzzedDataProvider& fdp) : p(fdp), e(engine(fdp.ConsumeIntegralInRange<int>(0, 5) == 0)) {}
  ~Ctx() {
    for (auto& w : wrapped) tf_tensor_release(w->t);
    for (tf_tensor* t : owned) tf_tensor_release(t);
  }
  int pick(int lo, int hi) { return p.ConsumeIntegralInRange<int>(lo, hi); }
  bool one_in(int n) { return pick(0, n - 1) == 0; }
  tf_tensor* keep(tf_tensor* t) {
    if (t) owned.push_back(t);
    return t;
  }

  tf_dtype dtype() {
    static const tf_dtype d[] = {TF_F64, TF_F64, TF_F64, TF_F32, TF_C128, TF_C64};
    return d[pick(0, 5)];
  }
  int64_t extent() {
    static const int64_t x[] = {0, 1, 1, 2, 2, 2, 3, 3};
    return x[pick(0, 7)];
  }
  Shape shape(int lo, int hi) {
    Shape s(pick(lo, hi));
    for (auto& x : s) x = extent();
    return s;
  }
  tf_scalar scalar() {
    static const double v[] = {0, 1, -1, 2, 0.5, NAN, INFINITY};
    return tf_scalar{v[pick(0, 6)], v[pick(0, 6)]};
  }

  // A wrapped tensor of this shape and dtype with a layout drawn from the
  // input. spd: the last two axes hold a Hermitian diagonally dominant
  // (positive definite) matrix.
  tf_tensor* make(const Shape& s, tf_dtype dt, bool spd = false) {
    const int nd = (int)s.size();
    std::vector<int64_t> st(nd);
    const int kind = pick(0, 5);
    int64_t step = 1;
    if (kind == 1) {  // column-major
      for (int a = 0; a < nd; ++a) { st[a] = step; step *= s[a] ? s[a] : 1; }
    } else {
      for (int a = nd - 1; a >= 0; --a) {
        st[a] = step * (kind == 2 ? 2 : 1);  // 2: padded
        step = st[a] * (s[a] ? s[a] : 1);
      }
      if (kind == 3)
        for (int a = 0; a < nd; ++a) if (one_in(2)) st[a] = 0;  // some axes broadcast
      if (kind == 4) for (auto& x : st) x = 0;
    }
    int64_t numel = 1, span = 1;
    for (int a = 0; a < nd; ++a) {
      numel *= s[a];
      if (s[a]) span += (s[a] - 1) * st[a];
    }
    auto w = std::make_unique<Wrapped>();
    const size_t esize = tf_dtype_size(dt), comps = (dt == TF_C64 || dt == TF_C128) ? 2 : 1;
    w->mem.assign(((size_t)span * esize + 7) / 8 + 1, 0.0);
    // Values by logical index (a zero-stride tensor keeps the last write).
    const int64_t n = nd >= 2 ? s[nd - 1] : 0;
    std::vector<int64_t> idx(nd, 0);
    for (int64_t k = 0; k < numel; ++k) {
      int64_t off = 0;
      for (int a = 0; a < nd; ++a) off += idx[a] * st[a];
      for (size_t c = 0; c < comps; ++c) {
        double v = pick(-2, 2);
        if (spd && nd >= 2) {
          const int64_t i = idx[nd - 2], j = idx[nd - 1];
          v = i == j ? (c ? 0.0 : (double)n + 2) : (c && i > j ? -0.5 : 0.5);
        } else if (one_in(64)) {
          v = one_in(2) ? NAN : INFINITY;
        }
        const size_t at = (size_t)off * esize + c * (esize / comps);
        if (esize / comps == 4) { float f = (float)v; std::memcpy((char*)w->mem.data() + at, &f, 4); }
        else std::memcpy((char*)w->mem.data() + at, &v, 8);
      }
      for (int a = nd - 1; a >= 0; --a) {
        if (++idx[a] < s[a]) break;
        idx[a] = 0;
      }
    }
    void* data = numel == 0 && one_in(2) ? nullptr : w->mem.data();
    if (tf_tensor_wrap(dt, nd, s.data(), st.data(), data, &w->t) != TF_OK) return nullptr;
    wrapped.push_back(std::move(w));
    return wrapped.back()->t;
  }
  tf_tensor* any() { return make(shape(0, 4), dtype()); }

  static bool describe(const tf_tensor* t, Shape* s, tf_dtype* dt) {
    int32_t nd = 0;
    if (!t || tf_tensor_ndim(t, &nd) != TF_OK) return false;
    s->assign(nd, 0);
    return tf_tensor_shape(t, s->data()) == TF_OK && tf_tensor_dtype(t, dt) == TF_OK;
  }
  // An argument meant to look like ref (a cotangent of ref, a tangent of
  // it): mostly a new tensor of its shape and dtype (own layout), else
  // NULL, ref itself, another dtype or a random tensor.
  const tf_tensor* like(const tf_tensor* ref) {
    Shape s;
    tf_dtype dt;
    if (!describe(ref, &s, &dt)) return one_in(2) ? nullptr : any();
    switch (pick(0, 15)) {
      case 0: case 1: return nullptr;
      case 2: return ref;
      case 3: return make(s, (tf_dtype)((dt + 1) % 4));
      case 4: return any();
      default: return make(s, dt);
    }
  }
  // An _into result shaped like ref, or NULL, a random tensor, or one of
  // the inputs (which it overlaps: must be refused).
  tf_tensor* out_like(const tf_tensor* ref, std::initializer_list<const tf_tensor*> inputs = {}) {
    tf_tensor* t;
    const int k = pick(0, 15);
    if (k == 0) return nullptr;
    if (k == 1 && inputs.size()) {
      t = const_cast<tf_tensor*>(inputs.begin()[pick(0, (int)inputs.size() - 1)]);
      return t;  // not marked: a success that writes it is caught
    }
    Shape s;
    tf_dtype dt;
    t = (k == 2 || !describe(ref, &s, &dt)) ? any() : make(s, dt);
    for (auto& w : wrapped)
      if (w->t == t) w->out = true;
    return t;
  }
  // A result handle of an allocating rule: NULL (not computed) or a slot
  // holding the sentinel.
  tf_tensor** res() {
    if (nslots == 4 || one_in(5)) return nullptr;
    return &slot[nslots++];
  }

  void arm() {
    for (auto& w : wrapped) w->snap = w->mem;
  }
  void done(tf_status s) {
    CHECK(documented(s, true));
    for (auto& w : wrapped)
      if (s != TF_OK || !w->out) CHECK(std::memcmp(w->snap.data(), w->mem.data(), w->mem.size() * 8) == 0);
    for (int i = 0; i < nslots; ++i) {
      if (s != TF_OK) CHECK(slot[i] == kSentinel);
      else if (slot[i] != kSentinel) tf_tensor_release(slot[i]);
      slot[i] = kSentinel;
    }
    nslots = 0;
  }
  // The forward result (or NULL when the forward call fails).
  tf_tensor* fwd(tf_status s, tf_tensor* r) {
    CHECK(documented(s, true));
    return s == TF_OK ? keep(r) : nullptr;
  }
};

// vjp or jvp, allocating or _into: the four forms of a rule.
enum Form { VJP, VJP_INTO, JVP, JVP_INTO };

void elementwise(Ctx& c) {
  const Form f = (Form)c.pick(0, 3);
  const tf_tensor* x = c.any();
  switch (c.pick(0, 4)) {
    case 0: {
      const int op = c.one_in(16) ? 0x7A5A5 : c.pick(0, 12);  // enums as int: no UB here
      tf_tensor* y = nullptr;
      y = c.fwd(tf_unary(c.e, (tf_unary_op)op, x, &y), y);
      const tf_tensor *cot = c.like(y), *t = c.like(x);
      tf_tensor* o = f == VJP_INTO ? c.out_like(x, {x, cot}) : c.out_like(y, {x, t});
      c.arm();
      c.done(f == VJP ? tf_unary_vjp(c.e, (tf_unary_op)op, x, cot, c.res())
           : f == VJP_INTO ? tf_unary_vjp_into(c.e, (tf_unary_op)op, x, cot, o)
           : f == JVP ? tf_unary_jvp(c.e, (tf_unary_op)op, x, t, c.res())
           : tf_unary_jvp_into(c.e, (tf_unary_op)op, x, t, o));
      break;
    }
    case 1: {
      const tf_scalar a = c.scalar();
      const tf_tensor *cot = c.like(x), *t = c.like(x);
      // An _into output may alias one of the call's own inputs (t is not one
      // of the VJP's, cot not one of the JVP's).
      tf_tensor* o = f == VJP_INTO ? c.out_like(x, {x, cot}) : c.out_like(x, {x, t});
      c.arm();
      c.done(f == VJP ? tf_scale_vjp(c.e, a, x, cot, c.res())
           : f == VJP_INTO ? tf_scale_vjp_into(c.e, a, x, cot, o)
           : f == JVP ? tf_scale_jvp(c.e, a, x, t, c.res())
           : tf_scale_jvp_into(c.e, a, x, t, o));
      break;
    }
    case 2: case 3: {  // binary and axpby; y broadcasts against x
      Shape s;
      tf_dtype dt;
      if (!Ctx::describe(x, &s, &dt)) return;
      s.erase(s.begin(), s.begin() + c.pick(0, (int)s.size()));
      for (auto& v : s) if (c.one_in(3)) v = 1;
      const tf_tensor* y = c.one_in(8) ? c.any() : c.make(s, c.one_in(8) ? c.dtype() : dt);
      const bool axpby = c.pick(2, 3) == 3;
      const int op = c.one_in(16) ? -1 : c.pick(0, 5);
      const tf_scalar al = c.scalar(), be = c.scalar();
      tf_tensor* r = nullptr;
      r = c.fwd(axpby ? tf_axpby(c.e, al, x, be, y, &r) : tf_binary(c.e, (tf_binary_op)op, x, y, &r), r);
      const tf_tensor *cot = c.like(r), *tx = c.like(x), *ty = c.like(y);
      tf_tensor* o1 = f == VJP_INTO ? c.out_like(x, {x, y, cot}) : c.out_like(r, {x, y, tx, ty});
      tf_tensor* o2 = f == VJP_INTO ? c.out_like(y, {x, y, cot}) : nullptr;
      c.arm();
      if (axpby)
        c.done(f == VJP ? tf_axpby_vjp(c.e, al, x, be, y, cot, c.res(), c.res())
             : f == VJP_INTO ? tf_axpby_vjp_into(c.e, al, x, be, y, cot, o1, o2)
             : f == JVP ? tf_axpby_jvp(c.e, al, x, be, y, tx, ty, c.res())
             : tf_axpby_jvp_into(c.e, al, x, be, y, tx, ty, o1));
      else
        c.done(f == VJP ? tf_binary_vjp(c.e, (tf_binary_op)op, x, y, cot, c.res(), c.res())
             : f == VJP_INTO ? tf_binary_vjp_into(c.e, (tf_binary_op)op, x, y, cot, o1, o2)
             : f == JVP ? tf_binary_jvp(c.e, (tf_binary_op)op, x, y, tx, ty, c.res())
             : tf_binary_jvp_into(c.e, (tf_binary_op)op, x, y, tx, ty, o1));
      break;
    }
    default: {
      const int to = c.one_in(16) ? 7 : c.dtype();
      tf_tensor* y = nullptr;
      y = c.fwd(tf_cast(c.e, x, (tf_dtype)to, &y), y);
      const tf_tensor *cot = c.like(y), *t = c.like(x);
      tf_tensor* o = f == VJP_INTO ? c.out_like(x, {x, cot}) : c.out_like(y, {x, t});
      c.arm();
      c.done(f == VJP ? tf_cast_vjp(c.e, x, (tf_dtype)to, cot, c.res())
           : f == VJP_INTO ? tf_cast_vjp_into(c.e, x, (tf_dtype)to, cot, o)
           : f == JVP ? tf_cast_jvp(c.e, x, (tf_dtype)to, t, c.res())
           : tf_cast_jvp_into(c.e, x, (tf_dtype)to, t, o));
    }
  }
}

void reductions(Ctx& c) {
  const Form f = (Form)c.pick(0, 3);
  const tf_tensor* x = c.any();
  if (c.one_in(3)) {  // dot, vdot
    Shape s;
    tf_dtype dt;
    const tf_tensor* y = Ctx::describe(x, &s, &dt) && !c.one_in(8) ? c.make(s, dt) : c.any();
    const bool v = c.one_in(2);
    const tf_scalar cot = c.scalar();
    const tf_tensor *tx = c.like(x), *ty = c.like(y);
    tf_tensor* o1 = c.out_like(x, {x, y});
    tf_tensor* o2 = c.out_like(y, {x, y});
    tf_scalar d{7, 7};
    c.arm();
    tf_status st;
    switch (f) {
      case VJP: st = v ? tf_vdot_vjp(c.e, x, y, cot, c.res(), c.res())
                       : tf_dot_vjp(c.e, x, y, cot, c.res(), c.res()); break;
      case VJP_INTO: st = v ? tf_vdot_vjp_into(c.e, x, y, cot, o1, o2)
                            : tf_dot_vjp_into(c.e, x, y, cot, o1, o2); break;
      default: {
        tf_scalar* out = c.one_in(8) ? nullptr : &d;
        st = v ? tf_vdot_jvp(c.e, x, y, tx, ty, out) : tf_dot_jvp(c.e, x, y, tx, ty, out);
        if (st != TF_OK) CHECK(d.re == 7 && d.im == 7);
      }
    }
    c.done(st);
    return;
  }
  const int op = c.one_in(16) ? 99 : c.pick(0, 5);
  int32_t axes[5];
  const int32_t naxes = c.pick(-1, 5);
  for (auto& a : axes) a = c.pick(-5, 5);
  const int32_t* ax = naxes > 0 && c.one_in(16) ? nullptr : axes;
  const int32_t keep = c.pick(0, 1);
  tf_tensor* y = nullptr;
  y = c.fwd(tf_reduce(c.e, (tf_reduce_op)op, x, naxes, ax, keep, &y), y);
  const tf_tensor *cot = c.like(y), *t = c.like(x);
  tf_tensor* o = f == VJP_INTO ? c.out_like(x, {x, cot}) : c.out_like(y, {x, t});
  c.arm();
  c.done(f == VJP ? tf_reduce_vjp(c.e, (tf_reduce_op)op, x, naxes, ax, keep, cot, c.res())
       : f == VJP_INTO ? tf_reduce_vjp_into(c.e, (tf_reduce_op)op, x, naxes, ax, keep, cot, o)
       : f == JVP ? tf_reduce_jvp(c.e, (tf_reduce_op)op, x, naxes, ax, keep, t, c.res())
       : tf_reduce_jvp_into(c.e, (tf_reduce_op)op, x, naxes, ax, keep, t, o));
}

void layout(Ctx& c) {
  const bool into = c.one_in(2);
  const tf_tensor* x = c.any();
  Shape s;
  tf_dtype dt = TF_F64;
  Ctx::describe(x, &s, &dt);
  const int nd = (int)s.size();
  tf_tensor* y = nullptr;
  int32_t perm[TF_MAX_RANK];
  int64_t shape[4], starts[TF_MAX_RANK], stops[TF_MAX_RANK], steps[TF_MAX_RANK];
  static const int64_t big[] = {0, 1, 2, 3, 4, 6, -1, (int64_t{1} << 62) + 1, INT64_MAX};
  const int which = c.pick(0, 3);
  const int32_t rnd = c.pick(0, 4);
  const int lay = c.one_in(16) ? 5 : c.pick(0, 1);
  for (int a = 0; a < TF_MAX_RANK; ++a) {
    perm[a] = c.one_in(8) ? c.pick(-1, 5) : nd - 1 - a;
    starts[a] = c.pick(-1, 3);
    stops[a] = c.pick(-1, 4);
    steps[a] = c.pick(-1, 3);
  }
  for (int a = 0; a < nd; ++a) std::swap(perm[a], perm[c.pick(0, nd - 1)]);
  if (which == 1) {  // a shape with the same element count, or any
    int64_t numel = 1;
    for (int64_t v : s) numel *= v;
    for (int a = 0; a < rnd; ++a) shape[a] = c.one_in(4) ? big[c.pick(0, 8)] : 1;
    if (rnd > 0 && !c.one_in(8)) shape[c.pick(0, rnd - 1)] = numel;
  }
  const int64_t* st = c.one_in(4) ? nullptr : steps;
  switch (which) {
    case 0: y = c.fwd(tf_permute(c.e, x, perm, &y), y); break;
    case 1: y = c.fwd(tf_reshape(c.e, x, rnd, shape, (tf_layout)lay, &y), y); break;
    case 2: y = c.fwd(tf_slice_view(x, starts, stops, st, &y), y); break;
    default: y = c.fwd(tf_contiguous(c.e, x, (tf_layout)lay, &y), y);
  }
  const tf_tensor* cot = c.like(y);
  tf_tensor* o = c.out_like(x, {x, cot});
  c.arm();
  switch (which) {
    case 0: c.done(into ? tf_permute_vjp_into(c.e, x, perm, cot, o)
                        : tf_permute_vjp(c.e, x, perm, cot, c.res())); break;
    case 1: c.done(into ? tf_reshape_vjp_into(c.e, x, rnd, shape, (tf_layout)lay, cot, o)
                        : tf_reshape_vjp(c.e, x, rnd, shape, (tf_layout)lay, cot, c.res())); break;
    case 2: c.done(into ? tf_slice_vjp_into(c.e, x, starts, stops, st, cot, o)
                        : tf_slice_vjp(c.e, x, starts, stops, st, cot, c.res())); break;
    default: c.done(into ? tf_contiguous_vjp_into(c.e, x, (tf_layout)lay, cot, o)
                         : tf_contiguous_vjp(c.e, x, (tf_layout)lay, cot, c.res()));
  }
}

void contractions(Ctx& c) {
  const Form f = (Form)c.pick(0, 3);
  const int which = c.pick(0, 3);
  if (which >= 2) {  // einsum, string or label form
    int64_t ext[6];
    for (auto& x : ext) x = c.extent();
    const int n = c.one_in(32) ? c.pick(64, 70) : c.pick(1, 3);
    std::vector<std::string> l(n);
    std::vector<const tf_tensor*> ops(n);
    const tf_dtype dt = c.dtype();
    for (int i = 0; i < n; ++i) {
      const int nd = n > 8 ? 1 : c.pick(0, 3);
      Shape s;
      for (int a = 0; a < nd; ++a) {
        const int k = c.pick(0, 5);
        l[i].push_back((char)('a' + k));
        s.push_back(ext[k]);
      }
      ops[i] = c.one_in(16) ? c.any() : c.make(s, c.one_in(16) ? c.dtype() : dt);
    }
    std::string subs;
    for (int i = 0; i < n; ++i) subs += (i ? "," : "") + l[i];
    if (c.one_in(2)) {
      subs += "->";
      for (int k = c.pick(0, 3); k > 0; --k) subs.push_back((char)('a' + c.pick(0, 5)));
    }
    // The integer form: letters as label values; the output (if any) too.
    std::vector<std::vector<int32_t>> il(n);
    std::vector<const int32_t*> ilp(n);
    // The labels form reads ops[i]'s rank of labels (the API cannot check an
    // array's length): a drawn operand of another rank gets label 'a' padding.
    for (int i = 0; i < n; ++i) {
      il[i].assign(l[i].begin(), l[i].end());
      il[i].resize(il[i].size() + TF_MAX_RANK, 'a');
      ilp[i] = il[i].data();
    }
    const size_t arrow = subs.find("->");
    std::vector<int32_t> outl;
    if (arrow != std::string::npos) outl.assign(subs.begin() + arrow + 2, subs.end());
    const int32_t out_nd = arrow == std::string::npos ? -1 : (int32_t)outl.size();
    const bool labels = c.one_in(2);
    tf_einsum_options opt{};
    opt.struct_size = sizeof opt;
    opt.semiring = c.one_in(16) ? 1 : 0;
    const tf_einsum_options* o = c.one_in(2) ? nullptr : &opt;
    tf_tensor* y = nullptr;
    y = c.fwd(labels ? tf_einsum_labels(c.e, n, ops.data(), ilp.data(), out_nd, outl.data(), o, &y)
                     : tf_einsum(c.e, subs.c_str(), n, ops.data(), o, &y), y);
    const tf_tensor* cot = c.like(y);
    std::vector<const tf_tensor*> tang(n);
    std::vector<tf_tensor*> into(n);
    std::vector<tf_tensor*> slots(n, kSentinel);
    std::vector<tf_tensor**> d(n);
    for (int i = 0; i < n; ++i) {
      tang[i] = c.like(ops[i]);
      into[i] = c.out_like(ops[i], {ops[i], cot});
      d[i] = c.one_in(3) ? nullptr : &slots[i];
    }
    tf_tensor* dout = c.out_like(y, {ops[0], cot});
    const tf_tensor* const* tg = c.one_in(8) ? nullptr : tang.data();
    c.arm();
    tf_status st;
    switch (f) {
      case VJP: st = labels ? tf_einsum_labels_vjp(c.e, n, ops.data(), ilp.data(), out_nd, outl.data(), o, cot, d.data())
                            : tf_einsum_vjp(c.e, subs.c_str(), n, ops.data(), o, cot, d.data()); break;
      case VJP_INTO: st = labels ? tf_einsum_labels_vjp_into(c.e, n, ops.data(), ilp.data(), out_nd, outl.data(), o, cot, into.data())
                                 : tf_einsum_vjp_into(c.e, subs.c_str(), n, ops.data(), o, cot, into.data()); break;
      case JVP: st = labels ? tf_einsum_labels_jvp(c.e, n, ops.data(), ilp.data(), out_nd, outl.data(), o, tg, c.res())
                            : tf_einsum_jvp(c.e, subs.c_str(), n, ops.data(), o, tg, c.res()); break;
      default: st = labels ? tf_einsum_labels_jvp_into(c.e, n, ops.data(), ilp.data(), out_nd, outl.data(), o, tg, dout)
                           : tf_einsum_jvp_into(c.e, subs.c_str(), n, ops.data(), o, tg, dout);
    }
    for (int i = 0; i < n; ++i) {
      if (st != TF_OK) CHECK(slots[i] == kSentinel);
      else if (d[i] && slots[i] != kSentinel) tf_tensor_release(slots[i]);
    }
    c.done(st);
    return;
  }
  const tf_tensor* a = c.make(c.shape(0, 4), c.dtype());
  Shape sa;
  tf_dtype dt = TF_F64;
  Ctx::describe(a, &sa, &dt);
  tf_tensor* y = nullptr;
  if (which == 0) {  // tensordot: b starts with a's last naxes extents
    const int32_t naxes = c.one_in(16) ? c.pick(-1, 5) : c.pick(0, (int)sa.size());
    int32_t axa[5], axb[5];
    Shape sb;
    for (int k = 0; k < 5; ++k) {
      axa[k] = (int32_t)sa.size() - std::max(naxes, 0) + k;
      axb[k] = k;
      if (c.one_in(16)) axa[k] = c.pick(-2, 5);
      if (k < naxes && axa[k] >= 0 && axa[k] < (int32_t)sa.size()) sb.push_back(sa[axa[k]]);
    }
    for (int k = c.pick(0, 2); k > 0; --k) sb.push_back(c.extent());
    const tf_tensor* b = c.one_in(16) ? c.any() : c.make(sb, dt);
    const int32_t ca = c.pick(0, 1), cb = c.pick(0, 1);
    y = c.fwd(tf_tensordot(c.e, a, b, naxes, axa, axb, ca, cb, &y), y);
    const tf_tensor *cot = c.like(y), *ta = c.like(a), *tb = c.like(b);
    tf_tensor* o1 = f == VJP_INTO ? c.out_like(a, {a, b, cot}) : c.out_like(y, {a, b, ta, tb});
    tf_tensor* o2 = f == VJP_INTO ? c.out_like(b, {a, b, cot}) : nullptr;
    c.arm();
    c.done(f == VJP ? tf_tensordot_vjp(c.e, a, b, naxes, axa, axb, ca, cb, cot, c.res(), c.res())
         : f == VJP_INTO ? tf_tensordot_vjp_into(c.e, a, b, naxes, axa, axb, ca, cb, cot, o1, o2)
         : f == JVP ? tf_tensordot_jvp(c.e, a, b, naxes, axa, axb, ca, cb, ta, tb, c.res())
         : tf_tensordot_jvp_into(c.e, a, b, naxes, axa, axb, ca, cb, ta, tb, o1));
    return;
  }
  // matmul: b's batch is a's (or 1), its rows are op_a(a)'s columns.
  const int opa = c.one_in(16) ? 9 : c.pick(0, 2), opb = c.pick(0, 2);
  Shape sb = sa;
  if (sb.size() >= 2) {
    const int64_t k = opa == 0 ? sa.back() : sa[sa.size() - 2];
    const int64_t m = c.extent();
    sb[sb.size() - 2] = opb == 0 ? k : m;
    sb[sb.size() - 1] = opb == 0 ? m : k;
    for (size_t i = 0; i + 2 < sb.size(); ++i) if (c.one_in(3)) sb[i] = 1;
  }
  const tf_tensor* b = c.one_in(16) ? c.any() : c.make(sb, dt);
  int32_t sw[TF_MAX_RANK];
  auto op_view = [&](const tf_tensor* t, int op) -> const tf_tensor* {
    Shape s;
    tf_dtype d;
    if (op == 0 || !Ctx::describe(t, &s, &d) || s.size() < 2) return t;
    for (int i = 0; i < (int)s.size(); ++i) sw[i] = i;
    std::swap(sw[s.size() - 1], sw[s.size() - 2]);
    tf_tensor* v = nullptr;
    return tf_permute_view(t, sw, &v) == TF_OK ? c.keep(v) : t;
  };
  y = c.fwd(tf_matmul(c.e, op_view(a, opa), op_view(b, opb), &y), y);
  const tf_tensor *cot = c.like(y), *ta = c.like(a), *tb = c.like(b);
  tf_tensor* o1 = f == VJP_INTO ? c.out_like(a, {a, b, cot}) : c.out_like(y, {a, b, ta, tb});
  tf_tensor* o2 = f == VJP_INTO ? c.out_like(b, {a, b, cot}) : nullptr;
  c.arm();
  c.done(f == VJP ? tf_matmul_vjp(c.e, (tf_op)opa, a, (tf_op)opb, b, cot, c.res(), c.res())
       : f == VJP_INTO ? tf_matmul_vjp_into(c.e, (tf_op)opa, a, (tf_op)opb, b, cot, o1, o2)
       : f == JVP ? tf_matmul_jvp(c.e, (tf_op)opa, a, (tf_op)opb, b, ta, tb, c.res())
       : tf_matmul_jvp_into(c.e, (tf_op)opa, a, (tf_op)opb, b, ta, tb, o1));
}

void linalg(Ctx& c) {
  const Form f = (Form)c.pick(0, 3);
  const bool vjp = f == VJP || f == VJP_INTO;
  const int which = c.pick(0, 11);
  const bool square = which >= 3;
  Shape s = c.shape(0, 1);  // batch
  const int64_t m = c.extent(), n = square && !c.one_in(16) ? m : c.extent();
  s.push_back(m);
  s.push_back(n);
  if (c.one_in(32)) s.resize(c.pick(0, 1));  // rank < 2
  const tf_dtype dt = c.dtype();
  const tf_tensor* a = c.make(s, dt, c.one_in(2));
  tf_ad_options adopt{sizeof(tf_ad_options), 1e-12};
  static const double br[] = {0, 1e-12, 1e-3, -1, NAN, INFINITY};
  adopt.broadening = br[c.pick(0, 5)];
  if (c.one_in(16)) adopt.struct_size = c.pick(0, 8);
  const tf_ad_options* ao = c.one_in(2) ? nullptr : &adopt;
  tf_tensor *r[3] = {nullptr, nullptr, nullptr};
  tf_status st = TF_OK;
  switch (which) {
    case 0: {  // svd
      tf_svd_options so{sizeof so, c.pick(0, 3), 0.0};
      st = tf_svd(c.e, a, c.one_in(2) ? nullptr : &so, &r[0], &r[1], &r[2], nullptr);
      for (auto& x : r) x = c.fwd(st, x);
      const tf_tensor *u = c.like(r[0]), *sv = c.like(r[1]), *vh = c.like(r[2]);
      const tf_tensor *gu = c.like(r[0]), *gs = c.like(r[1]), *gvh = c.like(r[2]), *da = c.like(a);
      tf_tensor *oa = c.out_like(a, {a, u, gu}), *o0 = c.out_like(r[0], {a, u}),
                *o1 = c.out_like(r[1], {a, sv}), *o2 = c.out_like(r[2], {a, vh});
      c.arm();
      c.done(f == VJP ? tf_svd_vjp(c.e, a, u, sv, vh, gu, gs, gvh, ao, c.res())
           : f == VJP_INTO ? tf_svd_vjp_into(c.e, a, u, sv, vh, gu, gs, gvh, ao, oa)
           : f == JVP ? tf_svd_jvp(c.e, a, u, sv, vh, da, ao, c.res(), c.res(), c.res())
           : tf_svd_jvp_into(c.e, a, u, sv, vh, da, ao, o0, o1, o2));
      return;
    }
    case 1: case 2: {  // qr, lq
      const bool qr = which == 1;
      st = qr ? tf_qr(c.e, a, c.pick(0, 1), &r[0], &r[1]) : tf_lq(c.e, a, c.pick(0, 1), &r[0], &r[1]);
      for (auto& x : r) x = c.fwd(st, x);
      const tf_tensor *p = c.like(r[0]), *q = c.like(r[1]), *g0 = c.like(r[0]), *g1 = c.like(r[1]),
                      *da = c.like(a);
      tf_tensor *oa = c.out_like(a, {a, p, q}), *o0 = c.out_like(r[0], {a, p}), *o1 = c.out_like(r[1], {a, q});
      c.arm();
      if (qr)
        c.done(f == VJP ? tf_qr_vjp(c.e, a, p, q, g0, g1, c.res())
             : f == VJP_INTO ? tf_qr_vjp_into(c.e, a, p, q, g0, g1, oa)
             : f == JVP ? tf_qr_jvp(c.e, a, p, q, da, c.res(), c.res())
             : tf_qr_jvp_into(c.e, a, p, q, da, o0, o1));
      else
        c.done(f == VJP ? tf_lq_vjp(c.e, a, p, q, g0, g1, c.res())
             : f == VJP_INTO ? tf_lq_vjp_into(c.e, a, p, q, g0, g1, oa)
             : f == JVP ? tf_lq_jvp(c.e, a, p, q, da, c.res(), c.res())
             : tf_lq_jvp_into(c.e, a, p, q, da, o0, o1));
      return;
    }
    case 3: case 4: {  // eigh, eigvalsh
      st = tf_eigh(c.e, a, &r[0], &r[1]);
      for (auto& x : r) x = c.fwd(st, x);
      const tf_tensor *w = c.like(r[0]), *v = c.like(r[1]), *gw = c.like(r[0]), *gv = c.like(r[1]),
                      *da = c.like(a);
      tf_tensor *oa = c.out_like(a, {a, w, v}), *o0 = c.out_like(r[0], {a, w}), *o1 = c.out_like(r[1], {a, v});
      c.arm();
      if (which == 3)
        c.done(f == VJP ? tf_eigh_vjp(c.e, a, w, v, gw, gv, ao, c.res())
             : f == VJP_INTO ? tf_eigh_vjp_into(c.e, a, w, v, gw, gv, ao, oa)
             : f == JVP ? tf_eigh_jvp(c.e, a, w, v, da, ao, c.res(), c.res())
             : tf_eigh_jvp_into(c.e, a, w, v, da, ao, o0, o1));
      else
        c.done(f == VJP ? tf_eigvalsh_vjp(c.e, a, w, gw, c.res())
             : f == VJP_INTO ? tf_eigvalsh_vjp_into(c.e, a, w, gw, oa)
             : f == JVP ? tf_eigvalsh_jvp(c.e, a, w, da, c.res())
             : tf_eigvalsh_jvp_into(c.e, a, w, da, o0));
      return;
    }
    case 5: case 6: {  // solve, solve_triangular
      Shape sb = s;
      if (!sb.empty()) sb.back() = c.extent();
      const tf_tensor* b = c.one_in(16) ? c.any() : c.make(sb, dt);
      const int32_t up = c.pick(0, 1), unit = c.pick(0, 1);
      const int op = c.one_in(16) ? 5 : c.pick(0, 2);
      st = which == 5 ? tf_solve(c.e, a, b, &r[0]) : tf_solve_triangular(c.e, a, b, up, (tf_op)op, unit, &r[0]);
      r[0] = c.fwd(st, r[0]);
      const tf_tensor *x = c.like(r[0]), *gx = c.like(r[0]), *da = c.like(a), *db = c.like(b);
      tf_tensor *oa = c.out_like(a, {a, b, x}), *ob = c.out_like(b, {a, b, gx}), *ox = c.out_like(r[0], {a, b, x});
      c.arm();
      if (which == 5)
        c.done(f == VJP ? tf_solve_vjp(c.e, a, b, x, gx, c.res(), c.res())
             : f == VJP_INTO ? tf_solve_vjp_into(c.e, a, b, x, gx, oa, ob)
             : f == JVP ? tf_solve_jvp(c.e, a, b, x, da, db, c.res())
             : tf_solve_jvp_into(c.e, a, b, x, da, db, ox));
      else
        c.done(f == VJP ? tf_solve_triangular_vjp(c.e, a, b, up, (tf_op)op, unit, x, gx, c.res(), c.res())
             : f == VJP_INTO ? tf_solve_triangular_vjp_into(c.e, a, b, up, (tf_op)op, unit, x, gx, oa, ob)
             : f == JVP ? tf_solve_triangular_jvp(c.e, a, b, up, (tf_op)op, unit, x, da, db, c.res())
             : tf_solve_triangular_jvp_into(c.e, a, b, up, (tf_op)op, unit, x, da, db, ox));
      return;
    }
    case 7: {  // lu: pivots as tf_lu wrote them, or altered; count within the array
      int32_t piv[64];
      for (auto& v : piv) v = 0;
      size_t cnt = (size_t)c.pick(0, 64);
      st = tf_lu(c.e, a, &r[0], piv, cnt);
      r[0] = c.fwd(st, r[0]);
      if (c.one_in(4)) piv[c.pick(0, 63)] = c.pick(-2, 5);
      const int32_t* pv = c.one_in(16) ? nullptr : piv;
      const tf_tensor *lu = c.like(r[0]), *g = c.like(r[0]), *da = c.like(a);
      tf_tensor *oa = c.out_like(a, {a, lu, g}), *o0 = c.out_like(r[0], {a, lu, da});
      c.arm();
      c.done(f == VJP ? tf_lu_vjp(c.e, a, lu, pv, cnt, g, c.res())
           : f == VJP_INTO ? tf_lu_vjp_into(c.e, a, lu, pv, cnt, g, oa)
           : f == JVP ? tf_lu_jvp(c.e, a, lu, pv, cnt, da, c.res())
           : tf_lu_jvp_into(c.e, a, lu, pv, cnt, da, o0));
      return;
    }
    case 11: {  // slogdet
      st = tf_slogdet(c.e, a, &r[0], &r[1]);
      for (auto& x : r) x = c.fwd(st, x);
      const tf_tensor *sg = c.like(r[0]), *la = c.like(r[1]), *g0 = c.like(r[0]), *g1 = c.like(r[1]),
                      *da = c.like(a);
      tf_tensor *oa = c.out_like(a, {a, sg, la}), *o0 = c.out_like(r[0], {a, sg}), *o1 = c.out_like(r[1], {a, la});
      c.arm();
      c.done(f == VJP ? tf_slogdet_vjp(c.e, a, sg, la, g0, g1, c.res())
           : f == VJP_INTO ? tf_slogdet_vjp_into(c.e, a, sg, la, g0, g1, oa)
           : f == JVP ? tf_slogdet_jvp(c.e, a, sg, la, da, c.res(), c.res())
           : tf_slogdet_jvp_into(c.e, a, sg, la, da, o0, o1));
      return;
    }
    default: {  // cholesky, inv, det: one input a, one result
      const int k = which - 8;  // 0 cholesky, 1 inv, 2 det
      st = k == 0 ? tf_cholesky(c.e, a, &r[0]) : k == 1 ? tf_inv(c.e, a, &r[0]) : tf_det(c.e, a, &r[0]);
      r[0] = c.fwd(st, r[0]);
      const tf_tensor *y = c.like(r[0]), *g = c.like(r[0]), *da = c.like(a);
      tf_tensor* o = vjp ? c.out_like(a, {a, y, g}) : c.out_like(r[0], {a, y, da});
      c.arm();
      switch (k) {
        case 0: c.done(f == VJP ? tf_cholesky_vjp(c.e, a, y, g, c.res())
                     : f == VJP_INTO ? tf_cholesky_vjp_into(c.e, a, y, g, o)
                     : f == JVP ? tf_cholesky_jvp(c.e, a, y, da, c.res())
                     : tf_cholesky_jvp_into(c.e, a, y, da, o)); break;
        case 1: c.done(f == VJP ? tf_inv_vjp(c.e, a, y, g, c.res())
                     : f == VJP_INTO ? tf_inv_vjp_into(c.e, a, y, g, o)
                     : f == JVP ? tf_inv_jvp(c.e, a, y, da, c.res())
                     : tf_inv_jvp_into(c.e, a, y, da, o)); break;
        default: c.done(f == VJP ? tf_det_vjp(c.e, a, y, g, c.res())
                      : f == VJP_INTO ? tf_det_vjp_into(c.e, a, y, g, o)
                      : f == JVP ? tf_det_jvp(c.e, a, y, da, c.res())
                      : tf_det_jvp_into(c.e, a, y, da, o));
      }
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider p(data, size);
  Ctx c(p);
  switch (c.pick(0, 4)) {
    case 0: elementwise(c); break;
    case 1: reductions(c); break;
    case 2: layout(c); break;
    case 3: contractions(c); break;
    default: linalg(c); break;
  }
  return 0;
}
