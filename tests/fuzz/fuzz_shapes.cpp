// fuzz_shapes.cpp -- libFuzzer target: operands that own (almost) no
// memory. Extent-0 axes (NULL data) and all-zero strides over one element
// let a caller describe results of any size; this target builds such
// operands with extents drawn from {0, 1, 2, 3, 2^k, arbitrary} and feeds
// them to the operations that size results: einsum (random subscripts,
// sometimes a random path), tensordot, matmul, broadcasting add/mul/sub and
// axpby, cast, reduce, _into forms with a self-overlapping (zero-stride)
// out, and a one-operation program (prepare + run_alloc).
//
// Oracles (a failure calls __builtin_trap()):
//   - every status is documented, never TF_ERR_INTERNAL;
//   - a call whose result's element count or byte size overflows int64 is
//     refused (TF_ERR_INVALID_ARGUMENT), before any work;
//   - a TF_OK result's numel is the product of its shape, and its contents
//     are the value every element must have (each operand holds one small
//     integer v_i, so an einsum element is prod v_i * prod of the summed
//     extents; exact in f64 for the sizes checked);
//   - an _into whose out has a stride 0 on an axis of extent > 1 fails.
// Calls whose result or work is valid but large are skipped (the fuzzer's
// malloc limit and timeout would flag them, not tenferro).
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "fuzz_common.hpp"
#include "tenferro.h"

namespace {

constexpr int kMaxRank = 4;
constexpr int64_t kSmallWork = 1 << 14;  // elements of work checked by value
constexpr int kLabels = 6;

int64_t pick_extent(FuzzedDataProvider& p) {
  switch (p.ConsumeIntegralInRange<int>(0, 11)) {
    case 0: case 1: return 0;
    case 2: return (int64_t)1 << p.ConsumeIntegralInRange<int>(16, 62);
    case 3: return p.ConsumeIntegralInRange<int64_t>(1, INT64_MAX);
    case 4: return 384307168202282326LL;  // 48 x this wraps to 32
    default: return p.ConsumeIntegralInRange<int64_t>(1, 3);
  }
}

// Product of the non-zero extents (the handle invariant) and the element
// count; false when the former or its byte size overflows int64.
bool sized(int32_t nd, const int64_t* s, int64_t esize, int64_t* numel) {
  int64_t n = 1, b;
  bool empty = false;
  for (int32_t i = 0; i < nd; ++i) {
    if (s[i] == 0) empty = true;
    else if (__builtin_mul_overflow(n, s[i], &n)) return false;
  }
  if (__builtin_mul_overflow(n, esize, &b)) return false;
  *numel = empty ? 0 : n;
  return true;
}

// Product of every extent, saturating at 2^62 (the work of a call).
int64_t work(std::initializer_list<int64_t> e) {
  int64_t w = 1;
  for (int64_t x : e) {
    if (x == 0) return 0;
    if (__builtin_mul_overflow(w, x, &w) || w > ((int64_t)1 << 62)) return (int64_t)1 << 62;
  }
  return w;
}
int64_t work_of(const std::vector<int64_t>& e) {
  int64_t w = 1;
  for (int64_t x : e) {
    if (x == 0) return 0;
    if (__builtin_mul_overflow(w, x, &w) || w > ((int64_t)1 << 62)) return (int64_t)1 << 62;
  }
  return w;
}

// An operand: one f64 value v behind all-zero strides (NULL when empty).
struct Op {
  int32_t nd = 0;
  int64_t s[kMaxRank] = {};
  double v = 1;
  tf_tensor* t = nullptr;
};
double g_vals[8];

bool make(Op& o, int slot) {
  int64_t z[kMaxRank] = {}, numel;
  if (!sized(o.nd, o.s, 8, &numel)) {  // wrap must refuse it
    tf_tensor* t = nullptr;
    CHECK(tf_tensor_wrap(TF_F64, o.nd, o.s, z, &g_vals[slot], &t) == TF_ERR_INVALID_ARGUMENT);
    return false;
  }
  g_vals[slot] = o.v;
  CHECK(tf_tensor_wrap(TF_F64, o.nd, o.s, z, numel ? &g_vals[slot] : nullptr, &o.t) == TF_OK);
  return true;
}

// A TF_OK result: shape, numel and (when small) every element.
void check_result(tf_tensor* r, int32_t nd, const int64_t* shape, tf_dtype dt, double want) {
  int32_t rnd = -1;
  int64_t rs[TF_MAX_RANK], n = -1, expect;
  CHECK(tf_tensor_ndim(r, &rnd) == TF_OK && rnd == nd);
  CHECK(tf_tensor_shape(r, rs) == TF_OK);
  for (int32_t i = 0; i < nd; ++i) CHECK(rs[i] == shape[i]);
  const int64_t es = (int64_t)tf_dtype_size(dt);
  CHECK(sized(nd, rs, es, &expect));
  CHECK(tf_tensor_numel(r, &n) == TF_OK && n == expect);
  if (n > kSmallWork) return;
  std::vector<double> buf((size_t)n * 2 + 1);
  CHECK(tf_tensor_read(r, TF_ROW_MAJOR, buf.data(), (size_t)(n * es)) == TF_OK);
  for (int64_t i = 0; i < n; ++i) {
    double got;
    if (dt == TF_F32) { float f; std::memcpy(&f, (char*)buf.data() + i * 4, 4); got = f; }
    else if (dt == TF_C128) { got = buf[2 * i]; CHECK(buf[2 * i + 1] == 0.0); }
    else got = buf[i];
    CHECK(got == want);
  }
}

// The status of an allocating call whose result (nd, shape, dt) either
// overflows (must be refused) or is valid (TF_OK checked; OOM accepted).
void expect_alloc(tf_status st, tf_tensor* r, int32_t nd, const int64_t* shape, tf_dtype dt,
                  double want) {
  int64_t numel;
  CHECK(documented(st));
  if (!sized(nd, shape, (int64_t)tf_dtype_size(dt), &numel)) {
    CHECK(st == TF_ERR_INVALID_ARGUMENT);
    CHECK(r == nullptr);
    return;
  }
  if (st == TF_OK) {
    check_result(r, nd, shape, dt, want);
    tf_tensor_release(r);
  }
}

// May the call run (result overflowing: refused before work; else small)?
bool runnable(int32_t nd, const int64_t* shape, int64_t esize, int64_t w) {
  int64_t numel;
  return !sized(nd, shape, esize, &numel) || (w <= kSmallWork && numel <= kSmallWork);
}

// _into with out of the result shape over one element (all strides 0):
// must fail when two of its elements share that element.
void expect_into_refused(int32_t nd, const int64_t* shape, tf_status (*call)(tf_tensor*, void*),
                         void* ctx) {
  int64_t numel, z[TF_MAX_RANK] = {};
  if (!sized(nd, shape, 8, &numel) || numel <= 1) return;
  static double one;
  tf_tensor* out = nullptr;
  CHECK(tf_tensor_wrap(TF_F64, nd, shape, z, &one, &out) == TF_OK);
  tf_status st = call(out, ctx);
  CHECK(documented(st) && st != TF_OK);
  tf_tensor_release(out);
}

struct Ctx {
  const tf_tensor* a;
  const tf_tensor* b;
  const char* subs;
  int32_t n;
  const tf_tensor* ops[3];
  int32_t naxes;
  int32_t ax_a[kMaxRank], ax_b[kMaxRank];
};

void fuzz_einsum(FuzzedDataProvider& p, std::vector<Op>& ops) {
  // Labels per operand axis; each label has one extent.
  int64_t ext[kLabels];
  for (int l = 0; l < kLabels; ++l) ext[l] = pick_extent(p);
  const int n = (int)ops.size();
  std::string subs;
  int count[kLabels] = {};
  std::vector<Op> eo(n);
  for (int i = 0; i < n; ++i) {
    eo[i].nd = p.ConsumeIntegralInRange<int32_t>(0, 3);
    eo[i].v = ops[i].v;
    if (i) subs += ',';
    for (int ax = 0; ax < eo[i].nd; ++ax) {
      int l = p.ConsumeIntegralInRange<int>(0, kLabels - 1);
      subs += (char)('a' + l);
      eo[i].s[ax] = ext[l];
      ++count[l];
    }
  }
  std::vector<int> out;
  if (p.ConsumeBool()) {  // explicit output: distinct used labels
    subs += "->";
    for (int l = 0; l < kLabels; ++l)
      if (count[l] && p.ConsumeBool()) { out.push_back(l); subs += (char)('a' + l); }
  } else {
    for (int l = 0; l < kLabels; ++l)
      if (count[l] == 1) out.push_back(l);
  }
  for (int i = 0; i < n; ++i)
    if (!make(eo[i], 4 + i)) {
      for (int j = 0; j < i; ++j) tf_tensor_release(eo[j].t);
      return;
    }
  int64_t oshape[kLabels];
  bool in_out[kLabels] = {};
  for (size_t k = 0; k < out.size(); ++k) { oshape[k] = ext[out[k]]; in_out[out[k]] = true; }
  std::vector<int64_t> all;
  double want = 1;
  bool exact = true;
  for (int i = 0; i < n; ++i) want *= eo[i].v;
  for (int l = 0; l < kLabels; ++l)
    if (count[l]) {
      all.push_back(ext[l]);
      if (!in_out[l]) {
        if (ext[l] > kSmallWork) exact = false;
        else want *= (double)ext[l];
      }
    }
  if (!runnable((int32_t)out.size(), oshape, 8, work_of(all))) {
    for (int i = 0; i < n; ++i) tf_tensor_release(eo[i].t);
    return;
  }
  const tf_tensor* t[3];
  for (int i = 0; i < n; ++i) t[i] = eo[i].t;
  tf_einsum_options opt;
  std::memset(&opt, 0, sizeof opt);
  opt.struct_size = sizeof opt;
  int32_t path[4];
  bool with_path = n > 1 && p.ConsumeBool();
  if (with_path) {  // valid or not
    for (int k = 0; k < 2 * (n - 1); ++k) path[k] = p.ConsumeIntegralInRange<int32_t>(-1, 3);
    opt.path = path;
    opt.path_len = n - 1;
  }
  tf_tensor* r = nullptr;
  tf_status st = tf_einsum(engine(), subs.c_str(), n, t, with_path ? &opt : nullptr, &r);
  CHECK(documented(st));
  bool path_ok = true;
  if (with_path) {  // positions in the shrinking list: [0, n - k)
    for (int k = 0; k < n - 1; ++k) {
      int32_t a = path[2 * k], b = path[2 * k + 1], len = n - k;
      if (a < 0 || a >= len || b < 0 || b >= len || a == b) path_ok = false;
    }
    if (!path_ok) CHECK(st == TF_ERR_INVALID_ARGUMENT);
  }
  if (path_ok) {
    int64_t numel;
    if (!sized((int32_t)out.size(), oshape, 8, &numel)) CHECK(st == TF_ERR_INVALID_ARGUMENT);
    if (st == TF_OK) {
      if (exact) check_result(r, (int32_t)out.size(), oshape, TF_F64, want);
      tf_tensor_release(r);
    }
  } else if (st == TF_OK) {
    tf_tensor_release(r);
  }
  // The same into a self-overlapping out.
  Ctx c{};
  c.subs = subs.c_str();
  c.n = n;
  for (int i = 0; i < n; ++i) c.ops[i] = t[i];
  expect_into_refused((int32_t)out.size(), oshape,
                      [](tf_tensor* o, void* x) {
                        Ctx* c = (Ctx*)x;
                        return tf_einsum_into(engine(), c->subs, c->n, c->ops, nullptr, o);
                      },
                      &c);
  for (int i = 0; i < n; ++i) tf_tensor_release(eo[i].t);
}

void fuzz_pair(FuzzedDataProvider& p, Op& x, Op& y) {
  tf_engine* e = engine();
  const int what = p.ConsumeIntegralInRange<int>(0, 5);
  if (what <= 1) {  // broadcasting binary / axpby: y's shape from x's, some axes 1
    y.nd = x.nd;
    for (int i = 0; i < x.nd; ++i) {
      if (p.ConsumeBool()) { y.s[i] = x.s[i]; }
      else if (p.ConsumeBool()) { y.s[i] = 1; }
      else { y.s[i] = pick_extent(p); x.s[i] = 1; }
    }
    if (!make(x, 0)) return;
    if (!make(y, 1)) { tf_tensor_release(x.t); return; }
    int64_t shape[kMaxRank];
    for (int i = 0; i < x.nd; ++i) shape[i] = x.s[i] == 1 ? y.s[i] : x.s[i];
    std::vector<int64_t> w(shape, shape + x.nd);
    if (runnable(x.nd, shape, 8, work_of(w))) {
      tf_tensor* r = nullptr;
      const int op = p.ConsumeIntegralInRange<int>(0, 3);
      tf_status st;
      double want;
      if (op == 0) { st = tf_add(e, x.t, y.t, &r); want = x.v + y.v; }
      else if (op == 1) { st = tf_mul(e, x.t, y.t, &r); want = x.v * y.v; }
      else if (op == 2) { st = tf_binary(e, TF_BINARY_SUB, x.t, y.t, &r); want = x.v - y.v; }
      else {
        const tf_scalar al = {2, 0}, be = {3, 7};  // be.im ignored for f64
        st = tf_axpby(e, al, x.t, be, y.t, &r);
        want = 2 * x.v + 3 * y.v;
      }
      expect_alloc(st, r, x.nd, shape, TF_F64, want);
      Ctx c{};
      c.a = x.t;
      c.b = y.t;
      expect_into_refused(x.nd, shape,
                          [](tf_tensor* o, void* v) {
                            Ctx* c = (Ctx*)v;
                            return tf_add_into(engine(), c->a, c->b, o);
                          },
                          &c);
    }
  } else if (what == 2) {  // tensordot over naxes leading axes of y
    int32_t naxes = p.ConsumeIntegralInRange<int32_t>(0, x.nd < y.nd ? x.nd : y.nd);
    Ctx c{};
    c.naxes = naxes;
    for (int k = 0; k < naxes; ++k) {
      c.ax_a[k] = x.nd - naxes + k;
      c.ax_b[k] = k;
      if (p.ConsumeBool()) y.s[k] = x.s[x.nd - naxes + k];  // else perhaps a mismatch
    }
    if (!make(x, 0)) return;
    if (!make(y, 1)) { tf_tensor_release(x.t); return; }
    bool match = true;
    int64_t shape[2 * kMaxRank], kprod = 1;
    int32_t nd = 0;
    std::vector<int64_t> w;
    for (int k = 0; k < naxes; ++k) {
      match = match && x.s[c.ax_a[k]] == y.s[k];
      w.push_back(x.s[c.ax_a[k]]);
    }
    for (int i = 0; i < x.nd - naxes; ++i) { shape[nd++] = x.s[i]; w.push_back(x.s[i]); }
    for (int i = naxes; i < y.nd; ++i) { shape[nd++] = y.s[i]; w.push_back(y.s[i]); }
    for (int k = 0; k < naxes; ++k) kprod = work({kprod, x.s[c.ax_a[k]]});
    if (runnable(nd, shape, 8, work_of(w))) {
      tf_tensor* r = nullptr;
      tf_status st = tf_tensordot(e, x.t, y.t, naxes, c.ax_a, c.ax_b, 0, 0, &r);
      CHECK(documented(st));
      if (!match) {
        CHECK(st != TF_OK);
      } else {
        expect_alloc(st, r, nd, shape, TF_F64, x.v * y.v * (double)kprod);
      }
      if (match) {
        c.a = x.t;
        c.b = y.t;
        expect_into_refused(nd, shape,
                            [](tf_tensor* o, void* v) {
                              Ctx* c = (Ctx*)v;
                              return tf_tensordot_into(engine(), c->a, c->b, c->naxes, c->ax_a,
                                                       c->ax_b, 0, 0, o);
                            },
                            &c);
      }
    }
  } else if (what == 3) {  // matmul of (m, k) @ (k, n)
    x.nd = y.nd = 2;
    y.s[0] = x.s[1];
    if (!make(x, 0)) return;
    if (!make(y, 1)) { tf_tensor_release(x.t); return; }
    int64_t shape[2] = {x.s[0], y.s[1]};
    if (runnable(2, shape, 8, work({x.s[0], x.s[1], y.s[1]}))) {
      tf_tensor* r = nullptr;
      tf_status st = tf_matmul(e, x.t, y.t, &r);
      expect_alloc(st, r, 2, shape, TF_F64, x.v * y.v * (double)x.s[1]);
      Ctx c{};
      c.a = x.t;
      c.b = y.t;
      expect_into_refused(2, shape,
                          [](tf_tensor* o, void* v) {
                            Ctx* c = (Ctx*)v;
                            return tf_matmul_into(engine(), c->a, c->b, o);
                          },
                          &c);
    }
  } else if (what == 4) {  // cast and reduce
    if (!make(x, 0)) return;
    const tf_dtype dts[3] = {TF_F32, TF_F64, TF_C128};
    const tf_dtype dt = dts[p.ConsumeIntegralInRange<int>(0, 2)];
    std::vector<int64_t> w(x.s, x.s + x.nd);
    if (runnable(x.nd, x.s, (int64_t)tf_dtype_size(dt), work_of(w))) {
      tf_tensor* r = nullptr;
      expect_alloc(tf_cast(e, x.t, dt, &r), r, x.nd, x.s, dt, x.v);
    }
    if (work_of(w) <= kSmallWork) {
      tf_tensor* r = nullptr;
      int64_t numel;
      sized(x.nd, x.s, 8, &numel);
      expect_alloc(tf_reduce(e, TF_REDUCE_SUM, x.t, 0, nullptr, 0, &r), r, 0, nullptr, TF_F64,
                   x.v * (double)numel);
    }
  } else {  // a one-operation program: einsum outer product or add
    if (!make(x, 0)) return;
    tf_program* pr = nullptr;
    CHECK(tf_program_create(&pr) == TF_OK);
    int32_t a, res = -1;
    tf_status st = tf_program_input(pr, TF_F64, x.nd, x.s, &a);
    CHECK(st == TF_OK);  // x is a valid handle: its shape is a valid input
    const bool outer = p.ConsumeBool() && x.nd <= 2;
    int64_t shape[2 * kMaxRank];
    int32_t nd = 0;
    if (outer) {
      const char* subs = x.nd == 0 ? ",->" : x.nd == 1 ? "i,j->ij" : "ij,kl->ijkl";
      const int32_t two[2] = {a, a};
      st = tf_program_einsum(pr, subs, 2, two, nullptr, &res);
      for (int r2 = 0; r2 < 2; ++r2)
        for (int i = 0; i < x.nd; ++i) shape[nd++] = x.s[i];
    } else {
      st = tf_program_binary(pr, TF_BINARY_ADD, a, a, &res);
      for (int i = 0; i < x.nd; ++i) shape[nd++] = x.s[i];
    }
    CHECK(documented(st));
    int64_t numel;
    const bool fits = sized(nd, shape, 8, &numel);
    std::vector<int64_t> w(shape, shape + nd);
    if (st == TF_OK) {
      CHECK(fits);  // a recorded static value sizes like a tensor
      CHECK(tf_program_output(pr, res) == TF_OK);
      if (numel <= kSmallWork && work_of(w) <= kSmallWork) {
        tf_prepared* pp = nullptr;
        st = tf_program_prepare(e, pr, nullptr, &pp);
        CHECK(documented(st));
        if (st == TF_OK) {
          tf_tensor* r = nullptr;
          const tf_tensor* in[1] = {x.t};
          st = tf_program_run_alloc(e, pp, in, 1, &r, 1);
          CHECK(documented(st));
          if (st == TF_OK) {
            check_result(r, nd, shape, TF_F64, outer ? x.v * x.v : 2 * x.v);
            tf_tensor_release(r);
          }
          tf_prepared_release(pp);
        }
      }
    } else if (!fits) {
      CHECK(st == TF_ERR_INVALID_ARGUMENT);
    }
    tf_program_release(pr);
  }
  tf_tensor_release(x.t);
  tf_tensor_release(y.t);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider p(data, size);
  int rounds = p.ConsumeIntegralInRange<int>(1, 4);
  while (rounds-- > 0 && p.remaining_bytes() > 0) {
    if (p.ConsumeBool()) {
      std::vector<Op> ops(p.ConsumeIntegralInRange<int>(1, 3));
      for (Op& o : ops) o.v = p.ConsumeIntegralInRange<int>(-3, 3);
      fuzz_einsum(p, ops);
    } else {
      Op x, y;
      x.nd = p.ConsumeIntegralInRange<int32_t>(0, kMaxRank);
      y.nd = p.ConsumeIntegralInRange<int32_t>(0, kMaxRank);
      for (int i = 0; i < kMaxRank; ++i) { x.s[i] = pick_extent(p); y.s[i] = pick_extent(p); }
      x.v = p.ConsumeIntegralInRange<int>(-3, 3);
      y.v = p.ConsumeIntegralInRange<int>(-3, 3);
      fuzz_pair(p, x, y);
    }
  }
  return 0;
}
