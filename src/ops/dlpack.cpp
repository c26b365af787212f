// ops/dlpack.cpp: DLPack import and export on top of core's reference-
// counted Storage (imports: core/foreign.hpp; exports: one more reference).
#include "ops/dlpack.hpp"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <new>

#include "core/foreign.hpp"
#include "core/memory.hpp"
#include "core/shape.hpp"

namespace tf {
namespace {

const char* device_name(int32_t d) {
  switch (d) {
    case 1: return "kDLCPU";
    case 2: return "kDLCUDA";
    case 3: return "kDLCUDAHost";
    case 4: return "kDLOpenCL";
    case 7: return "kDLVulkan";
    case 8: return "kDLMetal";
    case 9: return "kDLVPI";
    case 10: return "kDLROCM";
    case 11: return "kDLROCMHost";
    case 12: return "kDLExtDev";
    case 13: return "kDLCUDAManaged";
    case 14: return "kDLOneAPI";
    case 15: return "kDLWebGPU";
    case 16: return "kDLHexagon";
    default: return "unknown device";
  }
}

Status check_dl(const tf_dl_tensor& dl, bool read_only, bool accept_read_only,
                const char* what, DType* dt, int64_t* strides, char** data) {
  const int32_t dev = dl.device.device_type;
  if (dev != TF_DL_CPU && dev != TF_DL_CUDA_HOST && dev != TF_DL_ROCM_HOST)
    return fail(TF_ERR_UNSUPPORTED,
                "%s->dl_tensor.device.device_type: %d (%s), expected host memory: kDLCPU (1), "
                "kDLCUDAHost (3) or kDLROCMHost (11)",
                what, dev, device_name(dev));
  const tf_dl_data_type t = dl.dtype;
  if (t.lanes != 1)
    return fail(TF_ERR_UNSUPPORTED, "%s->dl_tensor.dtype.lanes: %u, expected 1", what,
                (unsigned)t.lanes);
  if (t.code == TF_DL_FLOAT && t.bits == 32) *dt = DType::F32;
  else if (t.code == TF_DL_FLOAT && t.bits == 64) *dt = DType::F64;
  else if (t.code == TF_DL_COMPLEX && t.bits == 64) *dt = DType::C64;
  else if (t.code == TF_DL_COMPLEX && t.bits == 128) *dt = DType::C128;
  else
    return fail(TF_ERR_UNSUPPORTED,
                "%s->dl_tensor.dtype: code %u bits %u, expected float 32/64 (code 2) or "
                "complex 64/128 (code 5)",
                what, (unsigned)t.code, (unsigned)t.bits);
  if (read_only && !accept_read_only)
    return fail(TF_ERR_UNSUPPORTED,
                "%s->flags: TF_DL_FLAG_READ_ONLY set; tenferro tensors are writable, pass "
                "TF_DLPACK_IMPORT_READ_ONLY to promise the tensor is used only as an input",
                what);
  const int32_t ndim = dl.ndim;
  int64_t numel;
  char name[96];
  std::snprintf(name, sizeof name, "%s->dl_tensor.shape", what);
  TF_TRY(check_shape(ndim, dl.shape, *dt, name, &numel));
  if (dl.strides) {
    for (int32_t i = 0; i < ndim; ++i) strides[i] = dl.strides[i];
    // An axis of extent <= 1 is never stepped along: its stride is free
    // (producers put anything there, even negative values).
    int64_t c[TF_MAX_RANK];
    contiguous_strides(ndim, dl.shape, TF_ROW_MAJOR, c);
    for (int32_t i = 0; i < ndim; ++i)
      if (dl.shape[i] <= 1) strides[i] = c[i];
    std::snprintf(name, sizeof name, "%s->dl_tensor.strides", what);
    TF_TRY(check_strides(ndim, dl.shape, strides, *dt, name));
  } else {
    contiguous_strides(ndim, dl.shape, TF_ROW_MAJOR, strides);
  }
  if (!dl.data && numel > 0)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s->dl_tensor.data: NULL for %lld elements", what,
                (long long)numel);
  if (dl.byte_offset > (uint64_t)INTPTR_MAX)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s->dl_tensor.byte_offset: %llu is too large",
                what, (unsigned long long)dl.byte_offset);
  // As integers: data may be NULL for an empty tensor, and NULL + offset
  // is undefined behaviour on pointers (UBSan, found by fuzz_dlpack).
  char* p = reinterpret_cast<char*>(reinterpret_cast<std::uintptr_t>(dl.data) +
                                    static_cast<std::uintptr_t>(dl.byte_offset));
  std::snprintf(name, sizeof name, "%s->dl_tensor: data + byte_offset", what);
  TF_TRY(check_aligned(p, numel, *dt, name));
  *data = p;
  return TF_OK;
}

// Calls release(ctx) without losing the error message the failure set
// (the producer's deleter may itself call into tenferro).
Status reject(Status st, DLRelease release, void* ctx) {
  char msg[512];
  std::snprintf(msg, sizeof msg, "%s", last_error());
  if (release) release(ctx);
  return fail(st, "%s", msg);
}

// What an export allocates: the managed struct, shape/strides it points at,
// and the storage reference it holds.
template <class M>
struct ExportBlock {
  M managed;
  int64_t shape[TF_MAX_RANK];
  int64_t strides[TF_MAX_RANK];
  Storage* storage;
};

template <class M>
void export_deleter(M* self) {
  if (!self) return;
  auto* b = static_cast<ExportBlock<M>*>(self->manager_ctx);
  Storage* s = b->storage;
  b->~ExportBlock<M>();
  mem_free(b);
  s->drop();
}

void fill_dl(const Tensor& t, int64_t* shape, int64_t* strides, tf_dl_tensor* dl) {
  for (int32_t i = 0; i < t.ndim; ++i) {
    shape[i] = t.shape[i];
    strides[i] = t.strides[i];
  }
  dl->data = t.data;
  dl->device.device_type = TF_DL_CPU;
  dl->device.device_id = 0;
  dl->ndim = t.ndim;
  dl->dtype.code = is_complex(t.dtype) ? TF_DL_COMPLEX : TF_DL_FLOAT;
  dl->dtype.bits = static_cast<uint8_t>(dtype_size(t.dtype) * 8);
  dl->dtype.lanes = 1;
  dl->shape = shape;
  dl->strides = strides;
  dl->byte_offset = 0;
}

template <class M>
Status export_common(const Tensor& t, ExportBlock<M>** out) {
  if (!t.storage)
    return fail(TF_ERR_UNSUPPORTED,
                "tensor: borrows caller memory (tf_tensor_wrap), which tenferro cannot keep "
                "alive for a DLPack consumer; export a tensor made by an engine (e.g. "
                "tf_tensor_from_data) or imported from DLPack");
  void* mem = mem_alloc(sizeof(ExportBlock<M>));
  if (!mem) return fail(TF_ERR_OUT_OF_MEMORY, "out of memory allocating a DLPack tensor");
  auto* b = new (mem) ExportBlock<M>();
  fill_dl(t, b->shape, b->strides, &b->managed.dl_tensor);
  b->managed.manager_ctx = b;
  b->managed.deleter = &export_deleter<M>;
  b->storage = t.storage;
  t.storage->retain();
  *out = b;
  return TF_OK;
}

}  // namespace

Status dlpack_import(const tf_dl_tensor& dl, bool read_only, bool accept_read_only,
                     DLRelease release, void* ctx, const char* what, Tensor** out) {
  DType dt = DType::F64;
  int64_t strides[TF_MAX_RANK];
  char* data = nullptr;
  Status st = check_dl(dl, read_only, accept_read_only, what, &dt, strides, &data);
  if (st != TF_OK) return reject(st, release, ctx);
  Tensor* t = tensor_new_foreign(dt, dl.ndim, dl.shape, strides, data, release, ctx);
  if (!t)
    return reject(fail(TF_ERR_OUT_OF_MEMORY, "out of memory allocating a tensor handle"),
                  release, ctx);
  *out = t;
  return TF_OK;
}

Status dlpack_export(const Tensor& t, tf_dl_managed_tensor** out) {
  ExportBlock<tf_dl_managed_tensor>* b = nullptr;
  TF_TRY(export_common(t, &b));
  *out = &b->managed;
  return TF_OK;
}

Status dlpack_export_versioned(const Tensor& t, tf_dl_managed_tensor_versioned** out) {
  ExportBlock<tf_dl_managed_tensor_versioned>* b = nullptr;
  TF_TRY(export_common(t, &b));
  b->managed.version.major = TF_DLPACK_VERSION_MAJOR;
  b->managed.version.minor = TF_DLPACK_VERSION_MINOR;
  b->managed.flags = 0;
  *out = &b->managed;
  return TF_OK;
}

}  // namespace tf
