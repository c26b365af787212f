// fuzz_tensor.cpp -- libFuzzer target: tensors from arbitrary dtypes, ranks,
// shapes and strides, and matrix products on them.
//
// Each input is a short program of operations read with FuzzedDataProvider:
//   wrap        tf_tensor_wrap; the status must match an independent model of
//               the documented validation rules (dtype, rank, extents >= 0,
//               element count and byte size fit int64, strides >= 0 and every
//               reachable byte offset fits int64); a valid tensor is queried
//               (ndim/shape/strides/numel must round-trip) and read back
//   from_data   tf_tensor_from_data, same model; contents checked
//   empty/zeros creation with the model (huge valid sizes are skipped: the
//               fuzzer's malloc limit would flag them)
//   matmul      tf_matmul / tf_matmul_acc on two wrapped tensors (and an
//               output): any status from the documented set; a TF_OK f64
//               result of tf_matmul is checked exactly against a reference
//               (operands hold small integers, so sums are exact)
// Any disagreement calls __builtin_trap(): a finding.
#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "fuzz_common.hpp"
#include "tenferro.h"

namespace {

constexpr int64_t kBufElems = 1 << 15;  // per buffer, in 16-byte (c128) units
alignas(64) double g_in[2][kBufElems * 2];
alignas(64) double g_out[kBufElems * 2];

// The operands' values, set once before the first input.
[[maybe_unused]] const bool g_data_ready = [] {
  for (int b = 0; b < 2; ++b)
    for (int64_t i = 0; i < kBufElems * 2; ++i) g_in[b][i] = (double)((i * 7 + b * 3) % 9) - 4;
  return true;
}();

struct Desc {
  int32_t dtype, ndim;
  int64_t shape[TF_MAX_RANK + 2];
  int64_t strides[TF_MAX_RANK + 2];
  bool has_strides;
};

int64_t pick_extent(FuzzedDataProvider& p) {
  switch (p.ConsumeIntegralInRange<int>(0, 9)) {
    case 0: return p.ConsumeIntegral<int64_t>();
    case 1: return (int64_t)1 << p.ConsumeIntegralInRange<int>(20, 62);
    case 2: return 0;
    default: return p.ConsumeIntegralInRange<int64_t>(1, 6);
  }
}
int64_t pick_stride(FuzzedDataProvider& p) {
  switch (p.ConsumeIntegralInRange<int>(0, 9)) {
    case 0: return p.ConsumeIntegral<int64_t>();
    case 1: return (int64_t)1 << p.ConsumeIntegralInRange<int>(20, 62);
    case 2: return -p.ConsumeIntegralInRange<int64_t>(1, 4);
    default: return p.ConsumeIntegralInRange<int64_t>(0, 40);
  }
}

Desc pick(FuzzedDataProvider& p, bool matrix) {
  Desc d{};
  d.dtype = p.ConsumeBool() ? TF_F64 : p.ConsumeIntegralInRange<int32_t>(-1, 4);
  d.ndim = matrix ? p.ConsumeIntegralInRange<int32_t>(1, 5)
                  : p.ConsumeIntegralInRange<int32_t>(-1, TF_MAX_RANK + 1);
  for (int i = 0; i < d.ndim && i < TF_MAX_RANK + 2; ++i) d.shape[i] = pick_extent(p);
  d.has_strides = p.ConsumeBool();
  for (int i = 0; i < d.ndim && i < TF_MAX_RANK + 2; ++i) d.strides[i] = pick_stride(p);
  return d;
}

size_t esize(int32_t dt) { return dt == TF_F32 ? 4 : dt == TF_C128 ? 16 : 8; }

// The documented validation rules, written independently of the library.
// On true: *numel and *max_off (largest element offset reachable) are set.
bool model_valid(const Desc& d, int64_t* numel, int64_t* max_off) {
  if (d.dtype < 0 || d.dtype > 3) return false;
  if (d.ndim < 0 || d.ndim > TF_MAX_RANK) return false;
  int64_t n = 1;
  bool empty = false;
  for (int i = 0; i < d.ndim; ++i) {
    if (d.shape[i] < 0) return false;
    if (d.shape[i] == 0) empty = true;
    else if (__builtin_mul_overflow(n, d.shape[i], &n)) return false;
  }
  int64_t bytes;
  if (__builtin_mul_overflow(n, (int64_t)esize(d.dtype), &bytes)) return false;
  *numel = empty ? 0 : n;
  int64_t off = 0;
  if (d.has_strides) {
    for (int i = 0; i < d.ndim; ++i) {
      if (d.strides[i] < 0) return false;
      int64_t t;
      if (d.shape[i] > 0 && (__builtin_mul_overflow(d.shape[i] - 1, d.strides[i], &t) ||
                             __builtin_add_overflow(off, t, &off)))
        return false;
    }
    int64_t end;
    if (__builtin_add_overflow(off, (int64_t)1, &end) ||
        __builtin_mul_overflow(end, (int64_t)esize(d.dtype), &bytes))
      return false;
  } else {
    off = *numel > 0 ? *numel - 1 : 0;
  }
  *max_off = empty ? 0 : off;
  return true;
}

// Inside our buffer, and a bounded amount of work: a stride-0 (broadcast)
// view may have a huge element count over a tiny span, and copying 2^30
// elements is legitimate but takes longer than the fuzzer's timeout.
bool fits(const Desc& d, int64_t numel, int64_t max_off) {
  return numel == 0 ||
         ((max_off + 1) * (int64_t)esize(d.dtype) <= kBufElems * 16 && numel <= (1 << 20));
}

// strides_given: the tensor must report d's strides (a wrap); a copy
// (from_data, empty, zeros) is contiguous in its own layout instead.
void check_queries(const tf_tensor* t, const Desc& d, int64_t numel, bool strides_given) {
  int32_t nd = -1;
  int64_t n = -1, sh[TF_MAX_RANK], st[TF_MAX_RANK];
  tf_dtype dt;
  CHECK(tf_tensor_ndim(t, &nd) == TF_OK && nd == d.ndim);
  CHECK(tf_tensor_numel(t, &n) == TF_OK && n == numel);
  CHECK(tf_tensor_dtype(t, &dt) == TF_OK && (int32_t)dt == d.dtype);
  CHECK(tf_tensor_shape(t, sh) == TF_OK && tf_tensor_strides(t, st) == TF_OK);
  for (int i = 0; i < nd; ++i) {
    CHECK(sh[i] == d.shape[i]);
    if (strides_given && d.has_strides) CHECK(st[i] == d.strides[i]);
  }
}

// Reads element `lin` (row-major linear index) of a strided view.
const char* elem(const char* base, const Desc& d, int64_t lin) {
  int64_t off = 0;
  int64_t st[TF_MAX_RANK];
  if (!d.has_strides) {
    int64_t s = 1;
    for (int i = d.ndim - 1; i >= 0; --i) { st[i] = s; s *= d.shape[i] > 0 ? d.shape[i] : 1; }
  }
  for (int i = d.ndim - 1; i >= 0; --i) {
    int64_t idx = lin % d.shape[i];
    lin /= d.shape[i];
    off += idx * (d.has_strides ? d.strides[i] : st[i]);
  }
  return base + off * (int64_t)esize(d.dtype);
}

void op_wrap(FuzzedDataProvider& p, bool copy) {
  Desc d = pick(p, false);
  int64_t numel = 0, max_off = 0;
  bool valid = model_valid(d, &numel, &max_off);
  tf_tensor* t = reinterpret_cast<tf_tensor*>(0x5157);
  const int32_t nd = d.ndim;
  const int64_t* shape = d.shape;
  const int64_t* strides = d.has_strides ? d.strides : nullptr;
  const int32_t layout = p.ConsumeBool() ? TF_ROW_MAJOR : TF_COL_MAJOR;
  if (copy && valid && !fits(d, numel, max_off)) return;  // would read past our buffer
  tf_status st = copy ? tf_tensor_from_data(engine(), (tf_dtype)d.dtype, nd, shape, strides,
                                            g_in[0], (tf_layout)layout, &t)
                      : tf_tensor_wrap((tf_dtype)d.dtype, nd, shape, strides, g_in[0], &t);
  if (!valid) {
    CHECK(st == TF_ERR_INVALID_ARGUMENT && t == reinterpret_cast<tf_tensor*>(0x5157));
    CHECK(tf_last_error()[0] != '\0');
    return;
  }
  CHECK(st == TF_OK || st == TF_ERR_OUT_OF_MEMORY);
  if (st != TF_OK) return;
  check_queries(t, d, numel, !copy);
  if (fits(d, numel, max_off) && numel <= 4096) {
    static char out[4096 * 16];
    CHECK(tf_tensor_read(t, TF_ROW_MAJOR, out, sizeof out) == TF_OK);
    const size_t es = esize(d.dtype);
    for (int64_t i = 0; i < numel; ++i)
      CHECK(std::memcmp(out + i * es, elem((const char*)g_in[0], d, i), es) == 0);
  }
  tf_tensor_release(t);
}

void op_create(FuzzedDataProvider& p) {
  Desc d = pick(p, false);
  d.has_strides = false;
  int64_t numel = 0, max_off = 0;
  bool valid = model_valid(d, &numel, &max_off);
  if (valid && numel * (int64_t)esize(d.dtype) > (1 << 24)) return;  // fuzzer malloc limit
  const int32_t layout = p.ConsumeIntegralInRange<int32_t>(-1, 2);
  if (layout != TF_ROW_MAJOR && layout != TF_COL_MAJOR) valid = false;
  tf_tensor* t = reinterpret_cast<tf_tensor*>(0x5157);
  bool zeros = p.ConsumeBool();
  tf_status st =
      zeros ? tf_tensor_zeros(engine(), (tf_dtype)d.dtype, d.ndim, d.shape, (tf_layout)layout, &t)
            : tf_tensor_empty(engine(), (tf_dtype)d.dtype, d.ndim, d.shape, (tf_layout)layout, &t);
  if (!valid) {
    CHECK(st == TF_ERR_INVALID_ARGUMENT && t == reinterpret_cast<tf_tensor*>(0x5157));
    return;
  }
  CHECK(st == TF_OK);
  check_queries(t, d, numel, false);
  tf_tensor_release(t);
}

void op_matmul(FuzzedDataProvider& p) {
  Desc da = pick(p, true), db = pick(p, true);
  if (p.ConsumeBool()) db.dtype = da.dtype;
  int64_t na, nb, oa, ob;
  if (!model_valid(da, &na, &oa) || !model_valid(db, &nb, &ob)) return;
  if (!fits(da, na, oa) || !fits(db, nb, ob)) return;  // the caller vouches for memory
  tf_tensor *a, *b, *c = reinterpret_cast<tf_tensor*>(0x5157);
  CHECK(tf_tensor_wrap((tf_dtype)da.dtype, da.ndim, da.shape, da.has_strides ? da.strides : nullptr,
                       g_in[0], &a) == TF_OK);
  CHECK(tf_tensor_wrap((tf_dtype)db.dtype, db.ndim, db.shape, db.has_strides ? db.strides : nullptr,
                       g_in[1], &b) == TF_OK);
  // Work bound: skip products that would take long (zero strides can make
  // huge logical operands out of a few elements) or allocate much (a zero
  // inner extent leaves an m x n result of huge m and n: extents 0 count
  // as 1 on both sides, which bounds the result's elements too).
  double work = 1;
  for (int i = 0; i < da.ndim; ++i) work *= (double)(da.shape[i] > 0 ? da.shape[i] : 1);
  for (int i = 0; i < db.ndim; ++i) work *= (double)(db.shape[i] > 0 ? db.shape[i] : 1);
  const bool cheap = work < 2e5;
  if (p.ConsumeBool()) {
    if (cheap) {
      tf_status st = tf_matmul(engine(), a, b, &c);
      CHECK(st == TF_OK || st == TF_ERR_INVALID_ARGUMENT || st == TF_ERR_SHAPE_MISMATCH ||
            st == TF_ERR_DTYPE_MISMATCH || st == TF_ERR_OUT_OF_MEMORY);
      if (st != TF_OK) {
        CHECK(c == reinterpret_cast<tf_tensor*>(0x5157));
      } else {
        // Reference (f64 only, unbatched or same-rank batches without broadcast).
        int64_t numel = 0;
        CHECK(tf_tensor_numel(c, &numel) == TF_OK);
        if (da.dtype == TF_F64 && da.ndim == 2 && db.ndim == 2 && numel > 0 && numel <= 4096) {
          int64_t m = da.shape[0], k = da.shape[1], n = db.shape[1];
          std::vector<double> got(numel);
          CHECK(tf_tensor_read(c, TF_ROW_MAJOR, got.data(), numel * 8) == TF_OK);
          for (int64_t i = 0; i < m; ++i)
            for (int64_t j = 0; j < n; ++j) {
              double s = 0;
              for (int64_t q = 0; q < k; ++q)
                s += *(const double*)elem((const char*)g_in[0], da, i * k + q) *
                     *(const double*)elem((const char*)g_in[1], db, q * n + j);
              CHECK(got[i * n + j] == s);
            }
        }
        tf_tensor_release(c);
      }
    }
  } else {
    Desc dc = pick(p, true);
    dc.dtype = p.ConsumeBool() ? da.dtype : dc.dtype;
    int64_t nc, oc;
    const int32_t opa = p.ConsumeIntegralInRange<int32_t>(-1, 3);
    const int32_t opb = p.ConsumeIntegralInRange<int32_t>(-1, 3);
    tf_scalar alpha{1, 0}, beta{p.ConsumeBool() ? 0.0 : 0.5, 0};
    if (cheap && model_valid(dc, &nc, &oc) && fits(dc, nc, oc)) {
      tf_tensor* out;
      CHECK(tf_tensor_wrap((tf_dtype)dc.dtype, dc.ndim, dc.shape,
                           dc.has_strides ? dc.strides : nullptr, g_out, &out) == TF_OK);
      tf_status st = tf_matmul_acc(engine(), (tf_op)opa, a, (tf_op)opb, b, alpha, beta, out);
      CHECK(st == TF_OK || st == TF_ERR_INVALID_ARGUMENT || st == TF_ERR_SHAPE_MISMATCH ||
            st == TF_ERR_DTYPE_MISMATCH || st == TF_ERR_OUT_OF_MEMORY);
      tf_tensor_release(out);
    }
  }
  tf_tensor_release(a);
  tf_tensor_release(b);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider p(data, size);
  for (int ops = 0; ops < 8 && p.remaining_bytes() > 0; ++ops) {
    switch (p.ConsumeIntegralInRange<int>(0, 3)) {
      case 0: op_wrap(p, false); break;
      case 1: op_wrap(p, true); break;
      case 2: op_create(p); break;
      default: op_matmul(p); break;
    }
  }
  return 0;
}
