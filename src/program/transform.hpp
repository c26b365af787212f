// program/transform.hpp: program transforms (transform.cpp).
#pragma once
#include <vector>

#include "program/program.hpp"

namespace tf {
namespace prog {

// Reverse mode: *result = a program whose inputs are f's inputs followed by
// one cotangent per chosen output (none with unit_seed: the one chosen 0-d
// real output gets cotangent 1), and whose outputs are the chosen outputs
// (keep_outputs) followed by the cotangents of the chosen inputs. outs and
// ins are positions in f.outputs / f.inputs. recompute: forward values the
// adjoints read that are elementwise maps of inputs are recorded again
// where the backward sweep reads them instead of kept (a smaller or equal
// arena; false keeps them, for tests that compare).
Status vjp(const Program& f, const std::vector<int32_t>& outs, const std::vector<int32_t>& ins,
           bool keep_outputs, bool unit_seed, Program* result, bool recompute = true);
// Forward mode: inputs = f's inputs then one tangent per chosen input (ins:
// positions in f.inputs); outputs = f's outputs then their tangents.
Status jvp(const Program& f, const std::vector<int32_t>& ins, Program* result);

}  // namespace prog
}  // namespace tf
