// capi/dlpack.cpp: DLPack import and export at the C boundary. Imports take
// ownership of the managed tensor in every case: every path out of an
// import either hands the deleter to a tensor's storage or calls it.
#include <cstdio>

#include "capi/boundary.hpp"
#include "ops/dlpack.hpp"

using namespace tf;

namespace {

void release_legacy(void* ctx) noexcept {
  auto* m = static_cast<tf_dl_managed_tensor*>(ctx);
  if (m->deleter) m->deleter(m);
}

void release_versioned(void* ctx) noexcept {
  auto* m = static_cast<tf_dl_managed_tensor_versioned*>(ctx);
  if (m->deleter) m->deleter(m);
}

// Sets the message of a failure that happens before dlpack_import could
// take over, and gives the managed tensor back to its producer.
Status reject_early(Status st, void (*release)(void*) noexcept, void* ctx) {
  char msg[512];
  std::snprintf(msg, sizeof msg, "%s", last_error());
  release(ctx);
  return fail(st, "%s", msg);
}

}  // namespace

extern "C" {

tf_status tf_tensor_from_dlpack(tf_dl_managed_tensor* managed, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(managed);
    if (!out) return reject_early(null_arg("out"), release_legacy, managed);
    Tensor* t;
    TF_TRY(dlpack_import(managed->dl_tensor, false, false, release_legacy, managed,
                         "managed", &t));
    *out = handle(t);
    return TF_OK;
  });
}

tf_status tf_tensor_from_dlpack_versioned(tf_dl_managed_tensor_versioned* managed,
                                          uint32_t flags, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(managed);
    if (!out) return reject_early(null_arg("out"), release_versioned, managed);
    if (flags & ~(uint32_t)TF_DLPACK_IMPORT_READ_ONLY)
      return reject_early(fail(TF_ERR_INVALID_ARGUMENT,
                               "flags: 0x%x, expected 0 or TF_DLPACK_IMPORT_READ_ONLY (1)",
                               flags),
                          release_versioned, managed);
    // Only version and deleter may be read when the major version differs.
    if (managed->version.major != TF_DLPACK_VERSION_MAJOR)
      return reject_early(fail(TF_ERR_UNSUPPORTED,
                               "managed->version: %u.%u, expected major version %d",
                               managed->version.major, managed->version.minor,
                               TF_DLPACK_VERSION_MAJOR),
                          release_versioned, managed);
    Tensor* t;
    TF_TRY(dlpack_import(managed->dl_tensor, (managed->flags & TF_DL_FLAG_READ_ONLY) != 0,
                         (flags & TF_DLPACK_IMPORT_READ_ONLY) != 0, release_versioned,
                         managed, "managed", &t));
    *out = handle(t);
    return TF_OK;
  });
}

tf_status tf_tensor_to_dlpack(const tf_tensor* tensor, tf_dl_managed_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(tensor);
    TF_NOT_NULL(out);
    return dlpack_export(*obj(tensor), out);
  });
}

tf_status tf_tensor_to_dlpack_versioned(const tf_tensor* tensor,
                                        tf_dl_managed_tensor_versioned** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(tensor);
    TF_NOT_NULL(out);
    return dlpack_export_versioned(*obj(tensor), out);
  });
}

}  // extern "C"
