// fuzz_einsum.cpp -- libFuzzer target: einsum subscripts and operands.
//
// Each input is either
//   raw         an arbitrary subscript string (up to 48 bytes) and 1-3 small
//               f64/c128 operands of arbitrary rank: any documented status,
//               never TF_ERR_INTERNAL, never a crash; on TF_OK the result is
//               readable;
//   structured  1-3 operands whose axes carry labels from "abcde" (repeats
//               allowed: diagonals), an explicit or implicit output, maybe a
//               wrong extent or a label outside the operands; on TF_OK (f64,
//               small integers: exact) the result must equal a plain
//               loop-over-all-labels reference, and tf_einsum_labels with the
//               same labels as integers, tf_einsum_into and a given
//               contraction path must give the same.
// Any disagreement calls __builtin_trap(): a finding.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "fuzz_common.hpp"
#include "tenferro.h"

namespace {

constexpr int kMaxOps = 3;
constexpr int kBuf = 4096;
alignas(64) double g_data[kMaxOps][kBuf * 2];

// The operands' values, set once before the first input.
[[maybe_unused]] const bool g_data_ready = [] {
  for (int b = 0; b < kMaxOps; ++b)
    for (int i = 0; i < kBuf * 2; ++i) g_data[b][i] = (double)((i * 5 + b * 3) % 7) - 3;
  return true;
}();

bool status_documented(tf_status s) {
  return s == TF_OK || s == TF_ERR_INVALID_ARGUMENT || s == TF_ERR_SHAPE_MISMATCH ||
         s == TF_ERR_DTYPE_MISMATCH || s == TF_ERR_UNSUPPORTED || s == TF_ERR_OUT_OF_MEMORY;
}

void raw_case(FuzzedDataProvider& p) {
  std::string sub = p.ConsumeRandomLengthString(48);
  const int n = p.ConsumeIntegralInRange<int>(1, kMaxOps);
  const tf_dtype dt = p.ConsumeIntegralInRange<int>(0, 4) ? TF_F64 : TF_C128;
  tf_tensor* ops[kMaxOps] = {};
  for (int k = 0; k < n; ++k) {
    int64_t shape[5];
    const int nd = p.ConsumeIntegralInRange<int>(0, 5);
    for (int i = 0; i < nd; ++i) shape[i] = p.ConsumeIntegralInRange<int64_t>(0, 3);
    CHECK(tf_tensor_wrap(dt, nd, shape, nullptr, g_data[k], &ops[k]) == TF_OK);
  }
  const int32_t n_call = p.ConsumeIntegralInRange<int>(0, 9) ? n
                                                             : p.ConsumeIntegralInRange<int32_t>(-1, 4);
  tf_tensor* out = nullptr;
  tf_status st = tf_einsum(engine(), sub.c_str(), n_call > n ? n : n_call,
                           (const tf_tensor* const*)ops, nullptr, &out);
  CHECK(status_documented(st));
  if (st == TF_OK) {
    int64_t numel = 0;
    CHECK(tf_tensor_numel(out, &numel) == TF_OK);
    if (numel <= 4096) {
      std::vector<double> buf((size_t)numel * 2 + 1);
      CHECK(tf_tensor_read(out, TF_ROW_MAJOR, buf.data(), buf.size() * sizeof(double)) == TF_OK);
    }
    tf_tensor_release(out);
  } else {
    CHECK(tf_last_error()[0] != '\0');
  }
  for (int k = 0; k < n; ++k) tf_tensor_release(ops[k]);
}

struct Op {
  int nd;
  int lab[5];
  int64_t shape[5];
};

// out[free labels] = sum over all label values of prod_k op_k[labels].
std::vector<double> reference(const std::vector<Op>& ops, const int64_t* ext, int nlab,
                              const std::vector<int>& out) {
  int64_t on = 1;
  for (int l : out) on *= ext[l];
  std::vector<double> r((size_t)on, 0.0);
  int64_t total = 1;
  for (int l = 0; l < nlab; ++l) total *= ext[l];
  int64_t v[8] = {};
  for (int64_t it = 0; it < total; ++it) {
    double prod = 1;
    for (std::size_t k = 0; k < ops.size(); ++k) {
      int64_t off = 0, m = 1;
      for (int i = ops[k].nd - 1; i >= 0; --i) {
        off += v[ops[k].lab[i]] * m;
        m *= ops[k].shape[i];
      }
      prod *= g_data[k][off];
    }
    int64_t o = 0;
    for (int l : out) o = o * ext[l] + v[l];
    r[(size_t)o] += prod;
    for (int l = nlab - 1; l >= 0; --l) {
      if (++v[l] < ext[l]) break;
      v[l] = 0;
    }
  }
  return r;
}

void structured_case(FuzzedDataProvider& p) {
  const int nlab = p.ConsumeIntegralInRange<int>(1, 5);
  int64_t ext[5];
  for (int l = 0; l < nlab; ++l) ext[l] = p.ConsumeIntegralInRange<int64_t>(0, 3);
  const int n = p.ConsumeIntegralInRange<int>(1, kMaxOps);
  std::vector<Op> ops(n);
  bool bad_extent = false;
  int count[5] = {};
  std::string sub;
  for (int k = 0; k < n; ++k) {
    Op& o = ops[k];
    o.nd = p.ConsumeIntegralInRange<int>(0, 4);
    for (int i = 0; i < o.nd; ++i) {
      o.lab[i] = p.ConsumeIntegralInRange<int>(0, nlab - 1);
      o.shape[i] = ext[o.lab[i]];
      if (p.ConsumeIntegralInRange<int>(0, 40) == 0) {
        o.shape[i] += 1;  // disagrees with the label's extent
        bad_extent = true;
      }
      ++count[o.lab[i]];
      sub += (char)('a' + o.lab[i]);
    }
    if (k + 1 < n) sub += ',';
  }
  std::vector<int> out;
  const bool implicit = p.ConsumeIntegralInRange<int>(0, 3) == 0;
  bool bad_label = false;
  if (implicit) {
    for (int l = 0; l < nlab; ++l)
      if (count[l] == 1) out.push_back(l);
  } else {
    sub += "->";
    bool used[6] = {};
    const int ond = p.ConsumeIntegralInRange<int>(0, nlab);
    for (int i = 0; i < ond; ++i) {
      int l = p.ConsumeIntegralInRange<int>(0, nlab - 1);
      if (used[l]) continue;  // an output label appears once
      used[l] = true;
      if (count[l] == 0) bad_label = true;
      out.push_back(l);
      sub += (char)('a' + l);
    }
  }
  int64_t total = 1;
  for (int l = 0; l < nlab; ++l) total *= ext[l];

  tf_tensor* t[kMaxOps] = {};
  for (int k = 0; k < n; ++k)
    CHECK(tf_tensor_wrap(TF_F64, ops[k].nd, ops[k].shape, nullptr, g_data[k], &t[k]) == TF_OK);
  const tf_tensor* const* tt = (const tf_tensor* const*)t;

  tf_tensor* r = nullptr;
  tf_status st = tf_einsum(engine(), sub.c_str(), n, tt, nullptr, &r);
  CHECK(status_documented(st));
  // Integer labels: the same call.
  std::vector<std::vector<int32_t>> labs(n);
  const int32_t* lp[kMaxOps];
  for (int k = 0; k < n; ++k) {
    for (int i = 0; i < ops[k].nd; ++i) labs[k].push_back(100 + 7 * ops[k].lab[i]);
    lp[k] = labs[k].data();
  }
  std::vector<int32_t> olab;
  for (int l : out) olab.push_back(100 + 7 * l);
  tf_tensor* r2 = nullptr;
  tf_status st2 = tf_einsum_labels(engine(), n, tt, lp, implicit ? -1 : (int32_t)olab.size(),
                                   olab.data(), nullptr, &r2);
  CHECK(status_documented(st2));
  CHECK((st == TF_OK) == (st2 == TF_OK));
  if (bad_label) CHECK(st != TF_OK);
  if (st == TF_OK && !bad_extent && total <= 20000) {
    // Labels no operand uses take no part in the sum (their extent is free).
    int64_t used_ext[5];
    for (int l = 0; l < nlab; ++l) used_ext[l] = count[l] ? ext[l] : 1;
    auto want = reference(ops, used_ext, nlab, out);
    std::vector<double> got(want.size() + 1), got2(want.size() + 1);
    int64_t numel = -1;
    CHECK(tf_tensor_numel(r, &numel) == TF_OK && numel == (int64_t)want.size());
    CHECK(tf_tensor_read(r, TF_ROW_MAJOR, got.data(), want.size() * sizeof(double)) == TF_OK);
    CHECK(tf_tensor_read(r2, TF_ROW_MAJOR, got2.data(), want.size() * sizeof(double)) == TF_OK);
    for (std::size_t i = 0; i < want.size(); ++i) CHECK(got[i] == want[i] && got2[i] == want[i]);
    // _into a column-major output, and (n >= 2) an explicit path.
    int32_t ond = 0;
    int64_t os[8];
    CHECK(tf_tensor_ndim(r, &ond) == TF_OK && tf_tensor_shape(r, os) == TF_OK);
    tf_tensor* o = nullptr;
    CHECK(tf_tensor_zeros(engine(), TF_F64, ond, os, TF_COL_MAJOR, &o) == TF_OK);
    tf_einsum_options opt{};
    opt.struct_size = sizeof opt;
    int32_t path[4] = {0, 1, 0, 1};
    if (n >= 2 && p.ConsumeBool()) {
      if (n == 3 && p.ConsumeBool()) {
        path[0] = 1;
        path[1] = 2;
      }
      opt.path = path;
      opt.path_len = n - 1;
    }
    CHECK(tf_einsum_into(engine(), sub.c_str(), n, tt, &opt, o) == TF_OK);
    CHECK(tf_tensor_read(o, TF_ROW_MAJOR, got.data(), want.size() * sizeof(double)) == TF_OK);
    for (std::size_t i = 0; i < want.size(); ++i) CHECK(got[i] == want[i]);
    tf_tensor_release(o);
  }
  if (st == TF_OK) tf_tensor_release(r);
  if (st2 == TF_OK) tf_tensor_release(r2);
  for (int k = 0; k < n; ++k) tf_tensor_release(t[k]);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider p(data, size);
  engine();
  if (p.ConsumeBool()) raw_case(p);
  else structured_case(p);
  return 0;
}
