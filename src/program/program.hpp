// program/program.hpp: prepared programs. A Program is recorded once (nodes
// on value slots; a slot only names earlier slots, so a program is acyclic
// by construction), prepared on an engine into a Prepared (dead values
// removed, one Spec per input signature: plans resolved, intermediate
// storage planned by liveness into one arena, a flat command table), and
// run many times.
//
// Adding an operation: one recorder (record.cpp: validate, infer the result
// shape, append a Node), one NodeKind entry (ops.cpp: infer + lower, where
// lower resolves the op's plan once and emits a Cmd whose run function calls
// the op's execute half on precomputed pointers).
#pragma once
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "ops/matmul.hpp"
#include "ops/op_kind.hpp"

namespace tf {
namespace prog {

constexpr int64_t kDynamic = -1;
constexpr int32_t kNoSlot = -1;

// Node kinds: the program kinds of the registry (ops/op_kind.hpp; ops.cpp
// holds one NodeKind per kind, in its order; families in ops_*.cpp). A
// multi-output operation records one node per result: the first (part 0)
// computes every result, the others name it in `primary`.
using OpId = OpKind;

struct Shape {
  int32_t ndim = 0;
  int64_t d[TF_MAX_RANK] = {};
};

// One recorded value: the operation that makes it and its (partly dynamic)
// dtype and shape.
struct Node {
  OpId op;
  DType dt;
  Shape shape;                 // kDynamic extents are known only at run
  // Operand slots (earlier slots only; -1: none). At least 3 entries;
  // einsum has one per operand.
  std::vector<int32_t> in = std::vector<int32_t>(3, -1);
  int32_t input_index = -1;    // Input: position in the run's inputs
  tf_op op_a = TF_OP_N, op_b = TF_OP_N;
  tf_scalar alpha{1, 0}, beta{0, 0};  // Matmul; in[2] = c when >= 0. Unary/Binary factors
  // Other operations' parameters.
  int32_t code = 0;            // unary/binary/reduce op, cast dtype, layout, solve op
  bool flag = false;           // keepdims, nonneg_diag, upper, eigh vectors
  bool flag2 = false;          // unit_diag
  int32_t part = 0;            // multi-output: which result this node is
  int32_t primary = -1;        // part > 0: the slot of part 0
  std::vector<int64_t> iv;     // axes, perm, slice starts|stops|steps
  std::string text;            // einsum subscripts (empty: integer labels)
  std::vector<int32_t> labels; // einsum labels, operand after operand
  int32_t out_ndim = -1;       // einsum labels form
  std::vector<int32_t> out_labels, path;
  std::vector<uint8_t> conj;   // einsum: per operand (empty: none)
  uint8_t semiring = 0;        // einsum: a tf_semiring value (0: standard)
  int64_t max_rank = 0;        // svd
  double cutoff = 0;
};

struct Program {
  std::vector<Node> nodes;     // slot = index
  std::vector<int32_t> inputs; // slots, in run order
  std::vector<int32_t> outputs;// slots, in run order
};

// ------------------------------------------------------------- commands
// Where a command's operand lives once the arena is placed: base[b] + off,
// with base[0] the arena, base[1 + i] input i, base[1 + nin + j] output j.
constexpr uint32_t kNoRef = 0xFFFFFFFFu;
struct Ref {
  uint32_t base = kNoRef;
  int64_t off = 0;
};

struct Cmd;
using CmdFn = void (*)(const Cmd& c, char* const* base, int workers);

struct CopyExec {
  std::size_t esize;
  Shape shape;
  int64_t ss[TF_MAX_RANK], ds[TF_MAX_RANK];
};

// One step of a run: a function and everything it needs, fixed at prepare.
struct Cmd {
  CmdFn fn;
  Ref r[4];                    // kind-specific: matmul a, b, c, scratch; copy src, dst
  // small matmul: the whole call; a run writes the pointers into it in place
  // (a prepared program is run by one thread at a time, like its engine)
  mutable GemmCall call;
  SmallGemmFn small = nullptr;
  const MatmulExec* mm = nullptr;
  const CopyExec* cp = nullptr;
  const void* exec = nullptr;  // any other kind: its op's Exec (Lowering::own)
  Ref* more = nullptr;         // more operand refs (nmore, in the Exec), translated like r[]
  int32_t nmore = 0;
  tf_scalar alpha{1, 0}, beta{0, 0};
  double madds = 0;            // work, for the worker decision
  bool big = false;            // may deserve more than one worker
};

// ------------------------------------------------------- specialisation
// A storage root: caller input i, caller output j, or an arena block.
struct Root {
  enum Kind : uint8_t { Input, Output, Arena } kind;
  int32_t index = -1;          // input or output position
  std::size_t bytes = 0;
  int32_t first = -1, last = -1;  // commands touching it (arena liveness)
  int64_t arena_off = -1;
};

// A value's place: root, byte offset in it, element strides.
struct Place {
  int32_t root = -1;
  int64_t off = 0;
  int64_t strides[TF_MAX_RANK] = {};
};

struct Access {
  int32_t root;
  bool write;
};

struct Spec {
  std::vector<int64_t> sig;    // signature words (see signature.cpp)
  uint64_t hash = 0;
  std::vector<Shape> out_shapes;
  bool outs_rowmajor = false;
  std::vector<int64_t> in_span, out_span;  // bytes each tensor touches
  std::vector<Cmd> cmds;
  std::vector<std::unique_ptr<MatmulExec>> mm;
  std::vector<std::unique_ptr<CopyExec>> cp;
  std::vector<std::shared_ptr<void>> owned;  // other kinds' Exec objects
  std::vector<PlanPtr> keep;   // plans this spec runs
  // Commands that can fail at run (numerical failures of linear algebra)
  // report here, first failure wins; a run checks err once at its end.
  std::atomic<int32_t> err{0};
  std::string err_msg;
  Storage* arena = nullptr;
  std::size_t arena_bytes = 0, inter_bytes = 0;
  std::size_t removed = 0;     // commands of values that reach no output
  // Graph driver: successors (flat), in-degrees, per-run counters, queue.
  std::vector<int32_t> succ_begin, succ, indeg;
  std::unique_ptr<std::atomic<int32_t>[]> count, queue;
  int32_t width = 1;           // most commands on one dependency level
  double total_madds = 0;
  ~Spec() {
    if (arena) arena->drop();
  }
};

enum Driver : int32_t { kAuto = 0, kImmediate = 1, kGraph = 2 };

struct Prepared {
  Program prog;                // own copy: the recording may be released
  std::vector<bool> live;      // node reaches an output
  bool serial_kind = true;
  Driver driver = kImmediate;
  std::size_t max_specs = 8;
  std::vector<std::unique_ptr<Spec>> specs;  // most recently used first
  Spec* cur = nullptr;
  uint64_t specialised = 0, runs = 0;
  std::vector<int64_t> sigbuf; // reused for signature words on a miss
  std::vector<char*> base;     // reused pointer table
  // The input and output pointers last found not to overlap, and the
  // specialisation (spans) they were checked for: a run with the same
  // pointers skips the O(outputs x (inputs + outputs)) check.
  std::vector<char*> disjoint;
  const Spec* disjoint_spec = nullptr;
  std::size_t sig_words = 0;
};

// ------------------------------------------------------------ op table
// Lowering context of one specialisation (prepare.cpp).
class Lowering;

struct NodeKind {
  // Result dtype and shape from the operands (kDynamic allowed while
  // recording). where prefixes messages ("" while recording).
  Status (*infer)(const Program& p, const Node& n, const Shape* operand_shapes, Shape* out,
                  const char* where);
  // Emits the commands computing slot (operands already placed).
  Status (*lower)(Lowering& L, int32_t slot);
};
const NodeKind& op_kind(OpId id);  // its name: op_name(id)
// Every operand slot of n (in[] entries >= 0) and, for a part > 0, its primary.
template <class F> void for_operands(const Node& n, F&& f) {
  for (int32_t v : n.in)
    if (v >= 0) f(v);
}

// ------------------------------------------------------------ recording
Status record_input(Program& p, int32_t dtype, int32_t ndim, const int64_t* shape,
                    int32_t* slot);
Status record_matmul(Program& p, int32_t op_a, int32_t a, int32_t op_b, int32_t b,
                     tf_scalar alpha, tf_scalar beta, int32_t c, int32_t* slot);
Status record_reshape(Program& p, int32_t x, int32_t ndim, const int64_t* shape,
                      int32_t* slot);
Status record_output(Program& p, int32_t slot);

// --------------------------------------------------------- prepare / run
Status prepare(Engine& e, const Program& p, Driver driver, std::size_t max_specs,
               Prepared** out);
// outputs: caller tensors (run) or nullptr with alloc_out (run_alloc).
Status run(Engine& e, Prepared& pp, const Tensor* const* inputs, std::size_t nin,
           Tensor* const* outputs, std::size_t nout);
Status run_alloc(Engine& e, Prepared& pp, const Tensor* const* inputs, std::size_t nin,
                 Tensor** outputs, std::size_t nout);

// Builds the Spec for the signature of these tensors (the output tensors
// give the outputs' strides). infer_shapes: every live value's shape.
Status specialise(Engine& e, Prepared& pp, const Tensor* const* inputs,
                  const Tensor* const* outputs, std::unique_ptr<Spec>* out);
Status infer_shapes(const Prepared& pp, const Tensor* const* inputs,
                    std::vector<Shape>* values);

}  // namespace prog
}  // namespace tf
