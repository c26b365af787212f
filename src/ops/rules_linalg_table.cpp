// ops/rules_linalg_table.cpp: the table of the linear-algebra derivative
// rules, one row per operation (see ops/rules_linalg.hpp), the signatures
// derived from it and la_call, the one place that calls a rule.
//
// A row is written through `rule` (differentiable) or `no_rule` (not: with
// the reason); neither has default arguments, so a row cannot leave out a
// column, and the static_asserts below check what the types cannot.
#include "ops/rules_linalg.hpp"

namespace tf {
namespace {

struct Ins {
  const char* n[kLaMaxPrimalIn];
};
struct Outs {
  const char* n[kLaMaxPrimalOut];
};

constexpr int32_t count(const char* const* n, int cap) {
  int32_t k = 0;
  while (k < cap && n[k]) ++k;
  return k;
}

constexpr LaRow make(LaRule id, const char* name, OpKind op, Ins in, Outs out, Rule vjp,
                     Rule jvp, const char* why, uint8_t flags) {
  LaRow r{id, name, op, count(in.n, kLaMaxPrimalIn), count(out.n, kLaMaxPrimalOut),
          {}, {}, vjp, jvp, why, flags};
  for (int i = 0; i < kLaMaxPrimalIn; ++i) r.in[i] = in.n[i];
  for (int i = 0; i < kLaMaxPrimalOut; ++i) r.out[i] = out.n[i];
  return r;
}
constexpr LaRow rule(LaRule id, const char* name, OpKind op, Ins in, Outs out, Rule vjp,
                     Rule jvp, uint8_t flags) {  // vjp, jvp: never nullptr
  return make(id, name, op, in, out, vjp, jvp, nullptr, flags);
}
constexpr LaRow no_rule(LaRule id, const char* name, OpKind op, Ins in, Outs out,
                        const char* why, uint8_t flags) {
  return make(id, name, op, in, out, nullptr, nullptr, why, flags);
}

constexpr OpKind kNoNode = OpKind::Count;  // not recorded by programs
using L = LaRule;
using K = OpKind;

// clang-format off
constexpr LaRow kRows[] = {
  rule(L::Svd, "svd", K::Svd, {"a"}, {"u", "s", "vh"}, svd_vjp, svd_jvp, kLaOptions),
  rule(L::Qr, "qr", K::Qr, {"a"}, {"q", "r"}, qr_vjp, qr_jvp, 0),
  rule(L::Lq, "lq", K::Lq, {"a"}, {"l", "q"}, qr_vjp, qr_jvp, kLaLq),
  rule(L::Eigh, "eigh", K::Eigh, {"a"}, {"w", "v"}, eigh_vjp, eigh_jvp, kLaOptions),
  rule(L::Eigvalsh, "eigvalsh", kNoNode, {"a"}, {"w"}, eigvalsh_vjp, eigvalsh_jvp, 0),
  rule(L::Solve, "solve", K::Solve, {"a", "b"}, {"x"}, solve_vjp, solve_jvp, 0),
  rule(L::SolveTri, "solve_triangular", K::SolveTri, {"a", "b"}, {"x"}, solve_triangular_vjp,
       solve_triangular_jvp, kLaTri),
  rule(L::Cholesky, "cholesky", K::Cholesky, {"a"}, {"l"}, cholesky_vjp, cholesky_jvp, 0),
  rule(L::Inv, "inv", K::Inv, {"a"}, {"x"}, inv_vjp, inv_jvp, 0),
  rule(L::Det, "det", K::Det, {"a"}, {"d"}, det_vjp, det_jvp, 0),
  rule(L::Slogdet, "slogdet", kNoNode, {"a"}, {"sign", "logabsdet"}, slogdet_vjp, slogdet_jvp,
       0),
  rule(L::Lu, "lu", kNoNode, {"a"}, {"lu"}, lu_vjp, lu_jvp, kLaPiv),
  no_rule(L::LuSolve, "lu_solve", kNoNode, {"lu", "b"}, {"x"},
          "no rule: differentiate tf_solve (a = P L U) or compose tf_lu_vjp with tf_solve_vjp",
          kLaPiv),
  rule(L::Lstsq, "lstsq", kNoNode, {"a", "b"}, {"x"}, lstsq_vjp, lstsq_jvp, 0),
  rule(L::Pinv, "pinv", kNoNode, {"a"}, {"x"}, pinv_vjp, pinv_jvp, 0),
  rule(L::MatrixNorm, "matrix_norm", kNoNode, {"a"}, {"out"}, matrix_norm_vjp, matrix_norm_jvp,
       kLaKind),
  rule(L::Expm, "expm", kNoNode, {"a"}, {"x"}, expm_vjp, expm_jvp, 0),
  rule(L::Eig, "eig", kNoNode, {"a"}, {"w", "v"}, eig_vjp, eig_jvp, kLaOptions),
};
// clang-format on
constexpr int kN = (int)LaRule::Count;
static_assert(sizeof(kRows) / sizeof(kRows[0]) == kN, "one row per LaRule");

constexpr int len(const char* s) {
  int k = 0;
  while (s[k]) ++k;
  return k;
}
constexpr bool fits(const char* s, int extra) { return len(s) + extra < (int)sizeof(LaName{}.s); }

constexpr bool valid(const LaRow& r, int i) {
  if ((int)r.id != i || !r.name || !r.name[0] || r.nin < 1 || r.nout < 1) return false;
  if (!fits(r.name, 4)) return false;  // + "_vjp
  // Both directions or none, and a stated reason exactly when none: rule()
  // takes both functions, no_rule() the reason (function addresses are not
  // constant expressions under the sanitizers, so they are not compared here).
  if (r.not_differentiable && !r.not_differentiable[0]) return false;
  if (r.nin + 2 * r.nout > kLaMaxIn || 2 * r.nin + r.nout > kLaMaxIn) return false;
  for (int k = 0; k < r.nin; ++k)
    if (!r.in[k][0] || !fits(r.in[k], 5)) return false;  // + "grad_"
  for (int k = 0; k < r.nout; ++k)
    if (!r.out[k][0] || !fits(r.out[k], 5)) return false;  // + "grad_" or "t_"
  return true;
}
constexpr bool all_valid() {
  for (int i = 0; i < kN; ++i)
    if (!valid(kRows[i], i)) return false;
  return true;
}
static_assert(all_valid(), "a row is out of order, incomplete, or has one rule without the other");

// ---------------------------------------------------------------- signatures
constexpr LaName name_of(const char* prefix, const char* a, const char* suffix) {
  LaName n{};
  int k = 0;
  for (const char* p : {prefix, a, suffix})
    for (; *p && k + 1 < (int)sizeof(n.s); ++p) n.s[k++] = *p;
  return n;
}

constexpr LaSig sig_of(const LaRow& r, bool jvp) {
  LaSig s{};
  s.name = name_of("", r.name, jvp ? "_jvp" : "_vjp");
  for (int i = 0; i < r.nin; ++i) s.in[s.nin++] = name_of("", r.in[i], "");
  for (int i = 0; i < r.nout; ++i) s.in[s.nin++] = name_of("", r.out[i], "");
  s.nrequired = s.nin;
  if (!jvp) {
    for (int i = 0; i < r.nout; ++i) s.in[s.nin++] = name_of("grad_", r.out[i], "");
    for (int i = 0; i < r.nin; ++i) s.out[s.nout++] = name_of("grad_", r.in[i], "");
  } else {
    for (int i = 0; i < r.nin; ++i) s.in[s.nin++] = name_of("t_", r.in[i], "");
    for (int i = 0; i < r.nout; ++i) s.out[s.nout++] = name_of("t_", r.out[i], "");
  }
  return s;
}

// The forward call's: primal inputs -> primal outputs.
constexpr LaSig forward_sig_of(const LaRow& r) {
  LaSig s{};
  s.name = name_of("", r.name, "");
  for (int i = 0; i < r.nin; ++i) s.in[s.nin++] = name_of("", r.in[i], "");
  for (int i = 0; i < r.nout; ++i) s.out[s.nout++] = name_of("", r.out[i], "");
  s.nrequired = s.nin;
  return s;
}

struct Sigs {
  LaSig s[3 * kN];  // per row: vjp, jvp, forward
};
constexpr Sigs make_sigs() {
  Sigs t{};
  for (int i = 0; i < kN; ++i) {
    t.s[3 * i] = sig_of(kRows[i], false);
    t.s[3 * i + 1] = sig_of(kRows[i], true);
    t.s[3 * i + 2] = forward_sig_of(kRows[i]);
  }
  return t;
}
constexpr Sigs kSigs = make_sigs();
static_assert(kSigs.s[1].nin == 5 && kSigs.s[1].in[4].s[0] == 't', "svd_jvp: a u s vh t_a");

}  // namespace

const LaRow& la_row(LaRule id) { return kRows[(int)id]; }

const LaRow* la_row_of(OpKind op) {
  if (op == kNoNode) return nullptr;
  for (const LaRow& r : kRows)
    if (r.op == op) return &r;
  return nullptr;
}

const LaSig& la_sig(LaRule id, bool jvp) { return kSigs.s[3 * (int)id + (jvp ? 1 : 0)]; }
const LaSig& la_forward_sig(LaRule id) { return kSigs.s[3 * (int)id + 2]; }

Status la_call(Engine& e, LaRule id, bool jvp, const RuleArgs& r) {
  const LaRow& row = la_row(id);
  const Rule fn = jvp ? row.jvp : row.vjp;
  if (!fn)
    return fail(TF_ERR_UNSUPPORTED, "%s: not differentiable (%s)", row.name,
                row.not_differentiable);
  if (row.flags & (kLaTri | kLaKind)) return fn(e, r);  // the caller's flags
  RuleArgs a = r;
  for (int32_t& f : a.flags) f = 0;
  a.flags[0] = (row.flags & kLaLq) ? 1 : 0;
  return fn(e, a);
}

}  // namespace tf
