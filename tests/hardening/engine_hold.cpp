// engine_hold.cpp -- lets the misuse sweep mark an engine as "in use by
// another thread" exactly as the C boundary does (capi/boundary.hpp).
#include "capi/boundary.hpp"

extern "C" int sweep_ownership_checked(void) { return TF_CHECK_ENGINE_OWNERSHIP; }

extern "C" void sweep_hold_engine(tf_engine* e, int hold) {
  tf::obj(e)->in_use().store(hold != 0, std::memory_order_release);
}
