// fuzz_plan.cpp -- libFuzzer target: einsum plan bytes (issue 35).
//
// Every input ends in tf_einsum_path_read; a plan that reads is then given
// (options->plan) to tf_einsum and tf_einsum_into (or the integer-label
// forms) on small operands. Three ways to make the bytes:
//   raw      the input's bytes as they are, or with the trailing FNV-1a
//            checksum recomputed (so the mutations reach the field checks);
//            operands are shaped as the plan's recorded shapes say;
//   made     a network drawn from the input (1-4 operands, labels a-f with
//            extents 0-3, diagonals, implicit or explicit output),
//            planned by tf_einsum_path_create (random optimizer, memory
//            budgets that slice), written and read back;
//   forged   the same network with a plan written field by field: its
//            shapes (sometimes altered), arbitrary pairs, sliced labels
//            drawn from the network's labels, absent letters, extent-0
//            labels and arbitrary integers, arbitrary predicted sizes.
// The plan byte format (written here for "forged" and read back for "raw")
// is the one of src/ops/einsum_path.cpp.
//
// Oracles (a failure calls __builtin_trap()):
//   - no crash or sanitizer report, every status documented, never
//     TF_ERR_INTERNAL;
//   - a planned call that returns TF_OK gives exactly the result of the
//     same call without a plan (operands hold small integers, so every
//     order of summation is exact), in tf_einsum and in tf_einsum_into,
//     whose out is pre-filled with a canary: an output left unwritten
//     fails;
//   - a planned call that fails leaves tf_einsum_into's out untouched.
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "fuzz_common.hpp"
#include "tenferro.h"

namespace {

constexpr int kLabels = 6;          // a..f
constexpr int64_t kMaxWork = 4096;  // product of the distinct labels' extents
constexpr double kCanary = -12345.0;

uint64_t fnv(const uint8_t* p, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

void put(std::vector<uint8_t>& b, uint64_t v, int bytes) {
  for (int i = 0; i < bytes; ++i) b.push_back((uint8_t)(v >> (8 * i)));
}

void seal(std::vector<uint8_t>& b) {  // appends the checksum
  put(b, fnv(b.data(), b.size()), 8);
}

// The operand shapes recorded in plan bytes that tf_einsum_path_read
// accepted (so the header is well formed).
std::vector<std::vector<int64_t>> plan_shapes(const std::vector<uint8_t>& b) {
  size_t at = 8;
  auto get = [&](int bytes) {
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= (uint64_t)b[at + i] << (8 * i);
    at += bytes;
    return v;
  };
  const int32_t n = (int32_t)get(4);
  std::vector<std::vector<int64_t>> r;
  for (int32_t i = 0; i < n; ++i) {
    const int32_t nd = (int32_t)get(4);
    std::vector<int64_t> s;
    for (int32_t a = 0; a < nd; ++a) s.push_back((int64_t)get(8));
    r.push_back(std::move(s));
  }
  return r;
}

struct Net {
  std::vector<std::vector<int64_t>> shapes;
  std::vector<std::string> labels;  // one letter per axis
  std::string out;                  // explicit output letters
  bool implicit = true;
  int64_t ext[kLabels] = {-1, -1, -1, -1, -1, -1};
  bool ok = true;                   // labels' extents agree, work is small
  std::string subscripts() const {
    std::string s;
    for (size_t i = 0; i < labels.size(); ++i) s += (i ? "," : "") + labels[i];
    if (!implicit) s += "->" + out;
    return s;
  }
};

// Labels for given operand shapes: mostly consistent (a letter whose
// extent differs is replaced by a free one), with a diagonal or a clash
// sometimes.
void label(FuzzedDataProvider& p, Net& net) {
  for (const auto& s : net.shapes) {
    std::string l;
    for (int64_t e : s) {
      int c = p.ConsumeIntegralInRange<int>(0, kLabels - 1);
      if (net.ext[c] != -1 && net.ext[c] != e && !p.ConsumeBool())
        for (int k = 0; k < kLabels; ++k)
          if (net.ext[k] == -1) { c = k; break; }
      if (net.ext[c] == -1) net.ext[c] = e;
      if (net.ext[c] != e) net.ok = false;
      l.push_back((char)('a' + c));
    }
    net.labels.push_back(l);
  }
  net.implicit = p.ConsumeBool();
  if (!net.implicit) {
    const int k = p.ConsumeIntegralInRange<int>(0, kLabels);
    bool used[kLabels] = {};
    for (int i = 0; i < k; ++i) {
      const int c = p.ConsumeIntegralInRange<int>(0, kLabels - 1);
      if (used[c] || net.ext[c] == -1) continue;  // repeats and unknown letters: refused, dull
      used[c] = true;
      net.out.push_back((char)('a' + c));
    }
  }
  int64_t work = 1;
  for (int c = 0; c < kLabels; ++c) {
    const int64_t e = net.ext[c];
    if (e < 0 || e > kMaxWork) { if (e != -1) net.ok = false; continue; }
    work *= e ? e : 1;
    if (work > kMaxWork) net.ok = false;
  }
}

void draw_net(FuzzedDataProvider& p, Net& net) {
  int64_t ext[kLabels];
  for (int c = 0; c < kLabels; ++c) {
    const int k = p.ConsumeIntegralInRange<int>(0, 5);
    ext[c] = k <= 1 ? 0 : k - 2;  // 0 is frequent: the extent-0 paths
  }
  const int n = p.ConsumeIntegralInRange<int>(1, 4);
  for (int i = 0; i < n; ++i) {
    const int nd = p.ConsumeIntegralInRange<int>(0, 3);
    std::vector<int64_t> s;
    for (int a = 0; a < nd; ++a) s.push_back(ext[p.ConsumeIntegralInRange<int>(0, kLabels - 1)]);
    net.shapes.push_back(s);
  }
  label(p, net);
}

// Small-integer operands, row-major or broadcast from one element.
struct Operands {
  std::vector<std::vector<double>> data;
  std::vector<tf_tensor*> t;
  ~Operands() {
    for (tf_tensor* x : t) tf_tensor_release(x);
  }
};

bool make_operands(FuzzedDataProvider& p, const Net& net, Operands& o) {
  for (const auto& s : net.shapes) {
    int64_t numel = 1;
    for (int64_t e : s) numel *= e;
    const bool zero_strides = p.ConsumeIntegralInRange<int>(0, 4) == 0;
    std::vector<double> d(zero_strides || numel == 0 ? 1 : (size_t)numel);
    for (double& v : d) v = p.ConsumeIntegralInRange<int>(-3, 3);
    std::vector<int64_t> st(s.size(), 0);
    tf_tensor* t = nullptr;
    o.data.push_back(std::move(d));
    if (tf_tensor_wrap(TF_F64, (int32_t)s.size(), s.data(), zero_strides ? st.data() : nullptr,
                       numel ? o.data.back().data() : nullptr, &t) != TF_OK)
      return false;
    o.t.push_back(t);
  }
  return true;
}

std::vector<double> contents(const tf_tensor* t) {
  int64_t n = 0;
  CHECK(tf_tensor_numel(t, &n) == TF_OK);
  std::vector<double> r((size_t)n);
  CHECK(tf_tensor_read(t, TF_ROW_MAJOR, r.data(), r.size() * sizeof(double)) == TF_OK);
  return r;
}

// Calls of the network with `plan` (string or integer-label form), each
// checked against the same call without a plan.
void call_with_plan(FuzzedDataProvider& p, const Net& net, const tf_einsum_path* plan) {
  Operands ops;
  if (!make_operands(p, net, ops)) return;
  tf_engine* e = engine(p.ConsumeIntegralInRange<int>(0, 3) == 0);
  const int32_t n = (int32_t)ops.t.size();
  const bool labels_form = p.ConsumeBool();
  const std::string subs = net.subscripts();
  std::vector<std::vector<int32_t>> il;
  std::vector<const int32_t*> ilp;
  std::vector<int32_t> iout;
  for (const auto& l : net.labels) il.emplace_back(l.begin(), l.end());
  for (const auto& l : il) ilp.push_back(l.data());
  for (char c : net.out) iout.push_back(c);
  const int32_t out_ndim = net.implicit ? -1 : (int32_t)iout.size();

  tf_einsum_options o{};
  o.struct_size = sizeof o;
  auto run = [&](const tf_einsum_options* opt, tf_tensor** r) {
    return labels_form ? tf_einsum_labels(e, n, ops.t.data(), ilp.data(), out_ndim, iout.data(),
                                          opt, r)
                       : tf_einsum(e, subs.c_str(), n, ops.t.data(), opt, r);
  };
  auto run_into = [&](const tf_einsum_options* opt, tf_tensor* r) {
    return labels_form ? tf_einsum_labels_into(e, n, ops.t.data(), ilp.data(), out_ndim,
                                               iout.data(), opt, r)
                       : tf_einsum_into(e, subs.c_str(), n, ops.t.data(), opt, r);
  };
  tf_tensor* ref = nullptr;
  const tf_status sref = run(nullptr, &ref);
  CHECK(documented(sref));
  o.plan = plan;

  tf_tensor* got = nullptr;
  const tf_status sgot = run(&o, &got);
  CHECK(documented(sgot));
  if (sgot == TF_OK) {
    CHECK(sref == TF_OK);  // a plan makes no invalid call valid
    CHECK(contents(got) == contents(ref));
  } else {
    CHECK(got == nullptr);
  }
  tf_tensor_release(got);
  if (sref != TF_OK) return;

  // tf_einsum_into: a canary-filled out of the result's shape.
  int32_t nd = 0;
  int64_t shape[TF_MAX_RANK];
  CHECK(tf_tensor_ndim(ref, &nd) == TF_OK && tf_tensor_shape(ref, shape) == TF_OK);
  const std::vector<double> want = contents(ref);
  tf_tensor_release(ref);
  std::vector<double> buf(want.size() + 1, kCanary);
  tf_tensor* out = nullptr;
  CHECK(tf_tensor_wrap(TF_F64, nd, shape, nullptr, buf.data(), &out) == TF_OK);
  const tf_status sinto = run_into(&o, out);
  CHECK(documented(sinto));
  std::vector<double> after(buf.begin(), buf.end() - 1);
  if (sinto == TF_OK) {
    CHECK(after == want);
  } else {
    for (double v : after) CHECK(v == kCanary);
  }
  CHECK(buf.back() == kCanary);
  tf_tensor_release(out);
}

// Reads bytes; returns the plan or NULL. The read must not crash; a plan
// that reads must answer its queries.
tf_einsum_path* read(const std::vector<uint8_t>& b) {
  tf_einsum_path* plan = nullptr;
  const tf_status s = tf_einsum_path_read(b.data(), b.size(), &plan);
  CHECK(s == TF_OK || s == TF_ERR_INVALID_ARGUMENT || s == TF_ERR_UNSUPPORTED ||
        s == TF_ERR_OUT_OF_MEMORY);
  if (s != TF_OK) {
    CHECK(plan == nullptr);
    return nullptr;
  }
  tf_einsum_path_info info{};
  info.struct_size = sizeof info;
  CHECK(tf_einsum_path_info_get(plan, &info) == TF_OK);
  CHECK(info.n >= 1 && info.npairs == (info.n > 1 ? info.n - 1 : 0) && info.nsliced >= 0);
  if (info.npairs < 4096 && info.nsliced < 4096) {
    std::vector<int32_t> pairs(2 * (size_t)info.npairs + 1);
    std::vector<int64_t> sliced((size_t)info.nsliced + 1);
    CHECK(tf_einsum_path_pairs(plan, pairs.data(), 2 * info.npairs) == TF_OK);
    CHECK(tf_einsum_path_sliced(plan, sliced.data(), info.nsliced) == TF_OK);
  }
  // A plan written again reads again, to the same bytes.
  size_t size = 0;
  CHECK(tf_einsum_path_write(plan, nullptr, 0, &size) == TF_OK);
  std::vector<uint8_t> again(size);
  CHECK(tf_einsum_path_write(plan, again.data(), size, &size) == TF_OK);
  CHECK(again == b);
  return plan;
}

void raw(FuzzedDataProvider& p) {
  const bool fix = p.ConsumeBool();
  std::vector<uint8_t> b = p.ConsumeBytes<uint8_t>(p.ConsumeIntegralInRange<size_t>(0, 2048));
  if (fix && b.size() >= 16) {
    b.resize(b.size() - 8);
    seal(b);
  }
  tf_einsum_path* plan = read(b);
  if (!plan) return;
  Net net;
  net.shapes = plan_shapes(b);
  if (net.shapes.size() <= 8) {
    for (const auto& s : net.shapes)
      for (int64_t e : s)
        if (e < 0 || e > kMaxWork) net.ok = false;
    if (net.ok) label(p, net);
    if (net.ok) call_with_plan(p, net, plan);
  }
  tf_einsum_path_release(plan);
}

void made(FuzzedDataProvider& p) {
  Net net;
  draw_net(p, net);
  if (!net.ok) return;
  Operands ops;
  if (!make_operands(p, net, ops)) return;
  tf_einsum_options o{};
  o.struct_size = sizeof o;
  static const int64_t budgets[] = {0, 0, 8, 16, 24, 32, 64, 256};
  o.memory_budget_bytes = budgets[p.ConsumeIntegralInRange<int>(0, 7)];
  o.optimizer = p.ConsumeIntegralInRange<int32_t>(0, 6);
  o.seed = p.ConsumeIntegral<uint8_t>();
  const std::string subs = net.subscripts();
  tf_einsum_path* made_plan = nullptr;
  const tf_status s = tf_einsum_path_create(engine(false), subs.c_str(), (int32_t)ops.t.size(),
                                            ops.t.data(), &o, &made_plan);
  CHECK(documented(s));
  if (s != TF_OK) return;
  size_t size = 0;
  CHECK(tf_einsum_path_write(made_plan, nullptr, 0, &size) == TF_OK);
  std::vector<uint8_t> b(size);
  CHECK(tf_einsum_path_write(made_plan, b.data(), size, &size) == TF_OK);
  tf_einsum_path_release(made_plan);
  tf_einsum_path* plan = read(b);
  CHECK(plan != nullptr);  // what the library wrote, it reads
  call_with_plan(p, net, plan);
  tf_einsum_path_release(plan);
}

void forged(FuzzedDataProvider& p) {
  Net net;
  draw_net(p, net);
  if (!net.ok) return;
  std::vector<uint8_t> b = {'T', 'F', 'E', 'P'};
  put(b, 1, 4);
  const int32_t n = (int32_t)net.shapes.size();
  put(b, (uint32_t)n, 4);
  for (const auto& s : net.shapes) {
    put(b, s.size(), 4);
    for (int64_t e : s)  // now and then another extent: the call refuses it
      put(b, p.ConsumeIntegralInRange<int>(0, 15) ? e : p.ConsumeIntegralInRange<int64_t>(-1, 4),
          8);
  }
  const int32_t np = n > 1 ? n - 1 : 0;
  put(b, (uint32_t)np, 4);
  int32_t len = n;  // a valid linear path mostly, any pair now and then
  for (int32_t k = 0; k < np; ++k, --len) {
    const bool wild = p.ConsumeIntegralInRange<int>(0, 7) == 0;
    int32_t i = wild ? p.ConsumeIntegralInRange<int32_t>(-2, n + 1)
                     : p.ConsumeIntegralInRange<int32_t>(0, len - 1);
    int32_t j = wild ? p.ConsumeIntegralInRange<int32_t>(-2, n + 1)
                     : p.ConsumeIntegralInRange<int32_t>(0, len - 1);
    if (!wild && i == j) j = (j + 1) % len;
    put(b, (uint32_t)i, 4);
    put(b, (uint32_t)j, 4);
  }
  const int ns = p.ConsumeIntegralInRange<int>(0, 4);
  put(b, (uint32_t)ns, 4);
  for (int k = 0; k < ns; ++k) {
    int64_t l;
    switch (p.ConsumeIntegralInRange<int>(0, 5)) {
      case 0: l = p.ConsumeIntegral<int64_t>(); break;     // anything
      case 1: l = 'a' + kLabels + p.ConsumeIntegralInRange<int>(0, 3); break;  // absent letter
      default: l = 'a' + p.ConsumeIntegralInRange<int>(0, kLabels - 1); break;  // maybe used
    }
    put(b, (uint64_t)l, 8);
  }
  static const double sizes[] = {0.0, 1.0, -1.0, 1e300, NAN, INFINITY};
  for (int k = 0; k < 3; ++k) {
    double d = sizes[p.ConsumeIntegralInRange<int>(0, 5)];
    uint64_t v;
    std::memcpy(&v, &d, 8);
    put(b, v, 8);
  }
  put(b, (uint64_t)p.ConsumeIntegralInRange<int64_t>(-1, 1 << 20), 8);
  seal(b);
  if (p.ConsumeIntegralInRange<int>(0, 15) == 0) b[p.ConsumeIntegralInRange<size_t>(0, b.size() - 1)] ^= 1;
  tf_einsum_path* plan = read(b);
  if (!plan) return;
  call_with_plan(p, net, plan);
  tf_einsum_path_release(plan);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider p(data, size);
  switch (p.ConsumeIntegralInRange<int>(0, 2)) {
    case 0: raw(p); break;
    case 1: made(p); break;
    default: forged(p); break;
  }
  return 0;
}
