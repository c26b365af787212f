// fuzz_dlpack.cpp -- libFuzzer target: DLPack import from arbitrary
// DLManagedTensor / DLManagedTensorVersioned descriptions.
//
// Each input decodes into one description (legacy or versioned): device,
// dtype code/bits/lanes, rank, shape, strides (or NULL), byte_offset, data
// pointer (the target's buffer, NULL, or misaligned), version, flags, import
// flags. Oracles (any failure calls __builtin_trap()):
//   - the deleter runs exactly once: at once when the import fails (out
//     untouched), never before the release when it succeeds, once after the
//     last reference (the tensor and a DLPack re-export of it) is gone;
//   - the import is accepted exactly when an independent model of the
//     documented rules accepts it (host device, float/complex 32..128 with
//     lanes 1, rank <= TF_MAX_RANK, extents >= 0 and sizes that fit int64,
//     strides >= 0 except on axes of extent <= 1, data non-NULL when
//     non-empty, data + byte_offset aligned to the scalar, read-only only
//     with TF_DLPACK_IMPORT_READ_ONLY, version major 1);
//   - an accepted tensor reports the shape and strides it was given (axes of
//     extent <= 1 excepted) and, when every element lies inside the target's
//     buffer, reads back exactly what a plain strided gather gives.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "fuzz_common.hpp"
#include "tenferro.h"

namespace {

constexpr int64_t kBufBytes = 1 << 16;
alignas(64) unsigned char g_buf[kBufBytes];
int g_deleted = 0;

void del_legacy(tf_dl_managed_tensor* m) {
  CHECK(m && m->manager_ctx == &g_deleted);
  ++g_deleted;
}
void del_versioned(tf_dl_managed_tensor_versioned* m) {
  CHECK(m && m->manager_ctx == &g_deleted);
  ++g_deleted;
}

int64_t pick_extent(FuzzedDataProvider& p) {
  switch (p.ConsumeIntegralInRange<int>(0, 11)) {
    case 0: return p.ConsumeIntegral<int64_t>();
    case 1: return (int64_t)1 << p.ConsumeIntegralInRange<int>(20, 62);
    case 2: return 0;
    case 3: return -p.ConsumeIntegralInRange<int64_t>(1, 3);
    default: return p.ConsumeIntegralInRange<int64_t>(1, 5);
  }
}
int64_t pick_stride(FuzzedDataProvider& p) {
  switch (p.ConsumeIntegralInRange<int>(0, 11)) {
    case 0: return p.ConsumeIntegral<int64_t>();
    case 1: return (int64_t)1 << p.ConsumeIntegralInRange<int>(20, 62);
    case 2: return -p.ConsumeIntegralInRange<int64_t>(1, 4);
    default: return p.ConsumeIntegralInRange<int64_t>(0, 30);
  }
}

// Element size from (code, bits), 0 if unsupported.
int64_t elem_size(uint8_t code, uint8_t bits, uint16_t lanes) {
  if (lanes != 1) return 0;
  if (code == TF_DL_FLOAT && (bits == 32 || bits == 64)) return bits / 8;
  if (code == TF_DL_COMPLEX && (bits == 64 || bits == 128)) return bits / 8;
  return 0;
}

struct Model {
  bool ok = false;
  int64_t numel = 0;
  int64_t strides[TF_MAX_RANK] = {};  // effective (extent <= 1 axes: row-major)
  __int128 lo = 0, hi = 0;            // byte range touched, relative to data + offset
};

Model model(const tf_dl_tensor& d, bool read_only, bool accept_ro, bool version_ok) {
  Model m;
  if (!version_ok) return m;
  const int32_t dev = d.device.device_type;
  if (dev != TF_DL_CPU && dev != TF_DL_CUDA_HOST && dev != TF_DL_ROCM_HOST) return m;
  const int64_t es = elem_size(d.dtype.code, d.dtype.bits, d.dtype.lanes);
  if (!es) return m;
  if (read_only && !accept_ro) return m;
  if (d.ndim < 0 || d.ndim > TF_MAX_RANK) return m;
  if (d.ndim > 0 && !d.shape) return m;
  __int128 n = 1;
  bool empty = false;
  for (int32_t i = 0; i < d.ndim; ++i) {
    if (d.shape[i] < 0) return m;
    if (d.shape[i] == 0) empty = true;
    else n *= d.shape[i];
    if (n > INT64_MAX) return m;
  }
  if (n * es > INT64_MAX) return m;
  int64_t rm[TF_MAX_RANK];
  {
    int64_t s = 1;
    for (int32_t i = d.ndim - 1; i >= 0; --i) {
      rm[i] = s;
      s *= d.shape[i] > 0 ? d.shape[i] : 1;
    }
  }
  __int128 off = 0;
  for (int32_t i = 0; i < d.ndim; ++i) {
    int64_t st = d.strides && d.shape[i] > 1 ? d.strides[i] : rm[i];
    if (d.strides && d.shape[i] > 1 && st < 0) return m;
    m.strides[i] = st;
    if (d.shape[i] > 0) off += (__int128)(d.shape[i] - 1) * st;
    if (off > INT64_MAX) return m;
  }
  if ((off + 1) * es > INT64_MAX) return m;
  m.numel = empty ? 0 : (int64_t)n;
  if (!d.data && m.numel > 0) return m;
  if (d.byte_offset > (uint64_t)INTPTR_MAX) return m;
  const uintptr_t p = (uintptr_t)d.data + (uintptr_t)d.byte_offset;
  const int64_t scalar = d.dtype.code == TF_DL_COMPLEX ? es / 2 : es;
  if (m.numel > 0 && p % (uintptr_t)scalar != 0) return m;
  m.hi = (off + 1) * es;
  m.ok = true;
  return m;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider p(data, size);
  for (int64_t i = 0; i < kBufBytes; ++i) g_buf[i] = (unsigned char)(i * 31 + 7);
  const bool versioned = p.ConsumeBool();
  int64_t shape[TF_MAX_RANK + 2] = {}, strides[TF_MAX_RANK + 2] = {};
  tf_dl_tensor d{};
  d.device.device_type = p.ConsumeIntegralInRange<int>(0, 7) ? TF_DL_CPU
                                                              : p.ConsumeIntegralInRange<int32_t>(-1, 17);
  d.device.device_id = p.ConsumeIntegralInRange<int32_t>(0, 2);
  switch (p.ConsumeIntegralInRange<int>(0, 5)) {
    case 0: d.dtype = {TF_DL_FLOAT, 32, 1}; break;
    case 1: d.dtype = {TF_DL_FLOAT, 64, 1}; break;
    case 2: d.dtype = {TF_DL_COMPLEX, 64, 1}; break;
    case 3: d.dtype = {TF_DL_COMPLEX, 128, 1}; break;
    default:
      d.dtype.code = p.ConsumeIntegral<uint8_t>();
      d.dtype.bits = p.ConsumeIntegral<uint8_t>();
      d.dtype.lanes = p.ConsumeIntegralInRange<uint16_t>(0, 4);
  }
  d.ndim = p.ConsumeIntegralInRange<int>(0, 9) ? p.ConsumeIntegralInRange<int32_t>(0, 4)
                                               : p.ConsumeIntegralInRange<int32_t>(-2, TF_MAX_RANK + 2);
  const int32_t nd = d.ndim < 0 ? 0 : d.ndim;
  for (int32_t i = 0; i < nd; ++i) shape[i] = pick_extent(p);
  const bool has_shape = nd == 0 ? p.ConsumeBool() : p.ConsumeIntegralInRange<int>(0, 15) != 0;
  d.shape = has_shape ? shape : nullptr;
  if (p.ConsumeBool()) {
    for (int32_t i = 0; i < nd; ++i) strides[i] = pick_stride(p);
    d.strides = strides;
  }
  switch (p.ConsumeIntegralInRange<int>(0, 9)) {
    case 0: d.data = nullptr; break;
    case 1: d.data = g_buf + p.ConsumeIntegralInRange<int>(1, 7); break;  // misaligned
    default: d.data = g_buf;
  }
  d.byte_offset = p.ConsumeIntegralInRange<int>(0, 9) ? 16u * p.ConsumeIntegralInRange<uint64_t>(0, 64)
                                                      : p.ConsumeIntegral<uint64_t>();
  const bool read_only = versioned && p.ConsumeIntegralInRange<int>(0, 3) == 0;
  const uint32_t flags = p.ConsumeIntegralInRange<int>(0, 5) == 0 ? p.ConsumeIntegral<uint32_t>()
                                                                  : p.ConsumeIntegralInRange<uint32_t>(0, 1);
  const uint32_t major = p.ConsumeIntegralInRange<int>(0, 7) ? TF_DLPACK_VERSION_MAJOR
                                                             : p.ConsumeIntegral<uint32_t>();

  tf_dl_managed_tensor m{};
  tf_dl_managed_tensor_versioned mv{};
  m.dl_tensor = d;
  m.manager_ctx = &g_deleted;
  m.deleter = del_legacy;
  mv.version.major = major;
  mv.version.minor = 0;
  mv.manager_ctx = &g_deleted;
  mv.deleter = del_versioned;
  mv.flags = read_only ? TF_DL_FLAG_READ_ONLY : 0;
  mv.dl_tensor = d;

  const bool flags_ok = !versioned || (flags & ~(uint32_t)TF_DLPACK_IMPORT_READ_ONLY) == 0;
  const Model want = model(d, read_only, versioned && (flags & TF_DLPACK_IMPORT_READ_ONLY),
                           flags_ok && (!versioned || major == TF_DLPACK_VERSION_MAJOR));

  g_deleted = 0;
  tf_tensor* t = reinterpret_cast<tf_tensor*>(uintptr_t{0x5157});
  tf_status st = versioned ? tf_tensor_from_dlpack_versioned(&mv, flags, &t)
                           : tf_tensor_from_dlpack(&m, &t);
  CHECK(st != TF_ERR_INTERNAL);
  if (st != TF_OK) {
    CHECK(g_deleted == 1);
    CHECK(t == reinterpret_cast<tf_tensor*>(uintptr_t{0x5157}));
    CHECK(tf_last_error()[0] != '\0');
    CHECK(!want.ok);
    return 0;
  }
  CHECK(want.ok);
  CHECK(g_deleted == 0);
  int32_t got_nd = -1;
  int64_t gs[TF_MAX_RANK], gst[TF_MAX_RANK], numel = -1;
  CHECK(tf_tensor_ndim(t, &got_nd) == TF_OK && got_nd == d.ndim);
  CHECK(tf_tensor_shape(t, gs) == TF_OK && tf_tensor_strides(t, gst) == TF_OK);
  CHECK(tf_tensor_numel(t, &numel) == TF_OK && numel == want.numel);
  for (int32_t i = 0; i < d.ndim; ++i) {
    CHECK(gs[i] == d.shape[i]);
    if (d.shape[i] > 1) CHECK(gst[i] == want.strides[i]);
  }
  void* p0 = nullptr;
  CHECK(tf_tensor_data(t, &p0) == TF_OK);
  CHECK((uintptr_t)p0 == (uintptr_t)d.data + (uintptr_t)d.byte_offset);
  // Read back when every element is inside g_buf.
  const int64_t es = elem_size(d.dtype.code, d.dtype.bits, d.dtype.lanes);
  const __int128 start = (__int128)(uintptr_t)p0 - (__int128)(uintptr_t)g_buf;
  if (numel > 0 && numel <= 4096 && d.data && start >= 0 && start + want.hi <= kBufBytes) {
    std::vector<unsigned char> got((size_t)(numel * es)), ref((size_t)(numel * es));
    CHECK(tf_tensor_read(t, TF_ROW_MAJOR, got.data(), got.size()) == TF_OK);
    int64_t idx[TF_MAX_RANK] = {};
    for (int64_t k = 0; k < numel; ++k) {
      int64_t off = 0;
      for (int32_t i = 0; i < d.ndim; ++i) off += idx[i] * want.strides[i];
      std::memcpy(&ref[(size_t)(k * es)], g_buf + (int64_t)start + off * es, (size_t)es);
      for (int32_t i = d.ndim - 1; i >= 0; --i) {
        if (++idx[i] < d.shape[i]) break;
        idx[i] = 0;
      }
    }
    CHECK(std::memcmp(got.data(), ref.data(), got.size()) == 0);
  }
  // A re-export keeps the memory alive after the tensor is released.
  tf_dl_managed_tensor* ex = nullptr;
  if (p.ConsumeBool() && tf_tensor_to_dlpack(t, &ex) == TF_OK) {
    tf_tensor_release(t);
    CHECK(g_deleted == 0);
    CHECK(ex->dl_tensor.data == p0 && ex->dl_tensor.ndim == d.ndim);
    ex->deleter(ex);
  } else {
    tf_tensor_release(t);
  }
  CHECK(g_deleted == 1);
  return 0;
}
