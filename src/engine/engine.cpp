// engine/engine.cpp: engine construction, owned tensors, trimming.
#include "engine/engine.hpp"

#include "core/shape.hpp"

namespace tf {

Engine::Engine(bool serial, int num_threads, PlanCache* cache, std::size_t pool_max_bytes)
    : serial_(serial), num_threads_(serial ? 1 : num_threads) {
  pool_ = new BufferPool(pool_max_bytes);
  if (cache) {
    cache->retain();
    cache_ = cache;
  } else {
    try {
      cache_ = new PlanCache(4096, 64u << 20);
    } catch (...) {  // out of memory: give the pool back, then report
      pool_->close();
      throw;
    }
  }
}

Engine::~Engine() {
  for (auto& f : front_) f.plan.reset();
  uncached_.plan.reset();
  cache_->release();
  pool_->close();
}

Status Engine::new_tensor(DType dt, int32_t ndim, const int64_t* shape, tf_layout layout,
                          Tensor** out, const char* what) {
  int64_t numel, data_bytes;
  TF_TRY(checked_size(ndim, shape, dt, what, &numel, &data_bytes));
  std::size_t bytes = kEmbeddedTensorBytes + (std::size_t)data_bytes;
  bool hit;
  Storage* s = pool_->acquire(bytes, &hit);
  if (!s)
    return fail(TF_ERR_OUT_OF_MEMORY, "out of memory allocating a %s tensor of %lld elements",
                dtype_name(dt), (long long)numel);
  auto* t = new (s->payload()) Tensor;
  t->dtype = dt;
  t->ndim = ndim;
  for (int32_t i = 0; i < ndim; ++i) t->shape[i] = shape[i];
  contiguous_strides(ndim, shape, layout, t->strides);
  t->data = s->payload() + kEmbeddedTensorBytes;
  t->storage = s;
  t->embedded = true;
  t->id = new_tensor_id();
  *out = t;
  return TF_OK;
}

Storage* Engine::scratch(std::size_t bytes) {
  bool hit;
  return pool_->acquire(bytes, &hit);
}

void Engine::trim() {
  pool_->trim();
  for (auto& f : front_) { f.plan.reset(); ++f.gen; }
  uncached_.plan.reset();
  ++uncached_.gen;
}

}  // namespace tf
