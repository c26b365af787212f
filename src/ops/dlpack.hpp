// ops/dlpack.hpp: DLPack import (zero-copy, takes ownership) and export
// (a new managed tensor holding a storage reference). The C structs are the
// tf_dl_* mirrors of DLPack in tenferro.h.
#pragma once
#include "core/tensor.hpp"

namespace tf {

// Import: validate dl, then make a tensor whose storage calls release(ctx)
// when its last reference goes. On ANY failure release(ctx) has been called
// exactly once before returning (after the error message was set), so the
// producer's memory is never leaked. what names the argument in messages.
using DLRelease = void (*)(void* ctx) noexcept;
Status dlpack_import(const tf_dl_tensor& dl, bool read_only, bool accept_read_only,
                     DLRelease release, void* ctx, const char* what, Tensor** out);

// Exports: t must own its storage. *out is a freshly allocated managed
// tensor whose deleter drops the storage reference it took.
Status dlpack_export(const Tensor& t, tf_dl_managed_tensor** out);
Status dlpack_export_versioned(const Tensor& t, tf_dl_managed_tensor_versioned** out);

}  // namespace tf
