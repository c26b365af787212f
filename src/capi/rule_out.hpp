// capi/rule_out.hpp: one result slot of a C caller as the layer below's
// RuleOut: in the allocating form an out-pointer (NULL: not computed), in
// the _into form a tensor (NULL: not computed). The derivative rules and
// the structure operations take their outputs this way.
#pragma once
#include "capi/boundary.hpp"
#include "ops/rules.hpp"

namespace tf {

inline RuleOut rule_out(tf_tensor** alloc, const char* name) {
  RuleOut o;
  o.alloc = reinterpret_cast<Tensor**>(alloc);
  o.name = name;
  return o;
}
inline RuleOut rule_out(tf_tensor* into, const char* name) {
  RuleOut o;
  o.into = into ? obj(into) : nullptr;
  o.name = name;
  return o;
}

}  // namespace tf
