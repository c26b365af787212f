#!/usr/bin/env python3
"""gen_null_sweep.py -- generates the table of the NULL sweep (null_sweep.c).

    gen_null_sweep.py SYMBOLS HEADER OUT.c

Reads every exported name from abi/symbols.txt (one `tf_name@@TENFERRO_1` or
plain `tf_name` per line; `#` comments and blank lines ignored), finds its
declaration in include/tenferro.h, and writes one C function per symbol that
calls it with valid arguments, or with NULL in one chosen pointer argument.
The driver (null_sweep_main.c) runs the baseline and every NULL case.

A symbol this script cannot build a call for (an argument type or name it has
no valid value for, no declaration in the header, a non-status function with
a pointer argument not known to accept NULL) becomes an UNHANDLED entry: the
test FAILS and prints what table line is missing. Nothing is skipped silently;
EXCEPTIONS below is the only way to skip, with a reason.

How to cover a new function (usually nothing to do):
  - handles (tf_engine*, const tf_tensor*, tf_tensor**, ...), options structs
    (`const tf_X_options*` starting with struct_size), out-structs with
    struct_size, out arrays/scalars (int64_t*, void**, ...), enums, tf_scalar
    and the usual argument names (ndim, shape, strides, data, ...) are known.
  - a new handle type: one line in HANDLES.
  - a new argument name or type: one line in BY_NAME / BY_TYPE, or a
    per-function line in OVERRIDES (a C expression; `fx` is the fixture,
    GNU statement expressions `({ ... })` are fine, sweep_defer() registers a
    cleanup).
  - an argument documented as accepting NULL: one line in NULLABLE.
"""
import re
import sys

# ------------------------------------------------------------------ tables

# Handle types: fixture expression for an input of this type, the function
# that gives one back, and the expression that hands a fresh one over for a
# release/destroy call (the fixture forgets it).
HANDLES = {
    "tf_engine": ("fx->engine", "tf_engine_destroy", "sweep_take_engine(fx)"),
    "tf_tensor": ("fx->a", "tf_tensor_release", "sweep_take_tensor(fx)"),
    "tf_plan_cache": ("fx->cache", "tf_plan_cache_release", "sweep_take_cache(fx)"),
    "tf_program": ("fx->program", "tf_program_release", "sweep_take_program(fx)"),
    "tf_prepared": ("fx->prepared", "tf_prepared_release", "sweep_take_prepared(fx)"),
    "tf_einsum_path": ("fx->path", "tf_einsum_path_release", "sweep_take_path(fx)"),
    # Block-sparse (section 16).
    "tf_symmetry": ("fx->sym", "tf_symmetry_release", "sweep_take_symmetry(fx)"),
    "tf_leg": ("fx->leg_out", "tf_leg_release", "sweep_take_leg(fx)"),
    "tf_bsparse": ("fx->bs_a", "tf_bsparse_release", "sweep_take_bsparse(fx)"),
    # DLPack: an input is a fresh managed tensor over fixture memory whose
    # deleter counts its calls (fx->dl_deleted); an output (an export) is
    # given back through its own deleter.
    "tf_dl_managed_tensor": ("sweep_dl_legacy(fx)", "sweep_dl_free_legacy",
                             "sweep_dl_legacy(fx)"),
    "tf_dl_managed_tensor_versioned": ("sweep_dl_versioned(fx)", "sweep_dl_free_versioned",
                                       "sweep_dl_versioned(fx)"),
}

# Input handles chosen by argument name (all fixture tensors are 2x2 f64).
HANDLE_BY_NAME = {
    ("tf_tensor", "a"): "fx->a",
    ("tf_tensor", "b"): "fx->b",
    ("tf_tensor", "c"): "fx->c",
    ("tf_tensor", "x"): "fx->a",
    ("tf_tensor", "y"): "fx->b",
    ("tf_tensor", "tensor"): "fx->a",
    ("tf_tensor", "src"): "fx->a",
    ("tf_tensor", "lu"): "fx->a",
    ("tf_bsparse", "b"): "fx->bs_b",
    ("tf_bsparse", "y"): "fx->bs_b",
    ("tf_bsparse", "out"): "fx->bs_out",
}

# Output tensors (non-const tf_tensor*, not a release call): distinct
# zero-filled tensors so that outputs never overlap inputs or each other.
# By name where the shape differs from 2x2, else in order of appearance.
OUT_TENSOR_BY_NAME = {
    "s": "fx->vec",    # singular values (2)
    "w": "fx->vec",    # eigenvalues (2)
    "d": "fx->scal",   # determinant: rank 0
}
OUT_TENSORS = ["fx->c", "fx->out2", "fx->out3"]

# Per-function overrides: (function, argument) -> C expression.
OVERRIDES = {
    # rebind works on wrapped tensors only.
    ("tf_tensor_rebind", "tensor"): "fx->wrapped",
    # Cholesky needs a positive-definite matrix.
    ("tf_cholesky", "a"): "fx->spd",
    ("tf_cholesky_into", "a"): "fx->spd",
    # Reducing axis 0 of a 2x2 gives shape (2).
    ("tf_reduce_into", "out"): "fx->vec",
    # The fixture program: slot 0 = input x (2x2 f64), slot 1 = x @ x (output).
    # run_alloc: an array of one output handle, sentinel-filled, released
    # after a success (FINAL below checks it on failure).
    ("tf_program_run_alloc", "outputs"): "fx->alloc_out",
    # Argmax, configuration recovery and the VJP exist for the non-standard
    # semirings only; the fixture's 2x2 result has 4 elements (one summed label).
    ("tf_matmul_semiring_argmax", "semiring"): "TF_SEMIRING_MAX_PLUS",
    ("tf_matmul_semiring_argmax", "argmax_len"): "4",
    ("tf_matmul_semiring_vjp", "semiring"): "TF_SEMIRING_MAX_PLUS",
    ("tf_einsum_semiring_argmax", "options"): "sweep_max_plus_options()",
    ("tf_einsum_semiring_argmax", "config_len"): "4",
    ("tf_einsum_labels_semiring_argmax", "options"): "sweep_max_plus_options()",
    ("tf_einsum_labels_semiring_argmax", "config_len"): "4",
    # Derivative rules: reducing axis 0 of a 2x2 gives shape (2).
    ("tf_reduce_vjp", "grad_out"): "fx->vec",
    ("tf_reduce_vjp_into", "grad_out"): "fx->vec",
    ("tf_reduce_jvp_into", "t_out"): "fx->vec",
    # Program transforms: positions in the fixture program's outputs / inputs.
    ("tf_program_vjp", "outputs"): "(const int32_t[]){0}",
    ("tf_program_vjp", "inputs"): "(const int32_t[]){0}",
    ("tf_program_jvp", "inputs"): "(const int32_t[]){0}",
    # Krylov solvers: the fixture's linear map x -> 2 x on 2x2 f64 (no
    # parameters); tf_eigsh_into's outputs for k = 1: w (1), v (1, 2, 2).
    ("tf_eigsh", "map"): "fx->linear_map",
    ("tf_eigsh_into", "map"): "fx->linear_map",
    ("tf_eigsh_into", "w"): "fx->eig_w",
    ("tf_eigsh_into", "v"): "fx->eig_v",
    ("tf_expm_multiply", "map"): "fx->linear_map",
    ("tf_expm_multiply_into", "map"): "fx->linear_map",
    ("tf_expm_multiply", "v"): "fx->a",
    ("tf_expm_multiply_into", "v"): "fx->a",
    ("tf_cg", "map"): "fx->linear_map",
    ("tf_cg_into", "map"): "fx->linear_map",
    ("tf_gmres", "map"): "fx->linear_map",
    ("tf_gmres_into", "map"): "fx->linear_map",
    ("tf_cg", "b"): "fx->a",
    ("tf_cg_into", "b"): "fx->a",
    ("tf_gmres", "b"): "fx->a",
    ("tf_gmres_into", "b"): "fx->a",
    # Least squares and the pseudo-inverse: the default cutoff.
    ("tf_lstsq", "rcond"): "-1.0",
    ("tf_lstsq_into", "rcond"): "-1.0",
    ("tf_pinv", "rcond"): "-1.0",
    ("tf_pinv_into", "rcond"): "-1.0",
    # Matrix norms: one scalar per 2x2 matrix; residuals of a 2x2 rhs: (2).
    ("tf_matrix_norm_into", "out"): "fx->scal",
    ("tf_lstsq_into", "residuals"): "fx->vec",
    # tf_eig: complex results, w (2) and v (2, 2).
    ("tf_eig_into", "w"): "sweep_fresh_c(fx, 1)",
    ("tf_eig_into", "v"): "sweep_fresh_c(fx, 2)",
    ("tf_eigvals_into", "w"): "sweep_fresh_c(fx, 1)",
    # Block-sparse _into outputs of another structure than bs_a's.
    ("tf_bsparse_flip_into", "out"): "fx->bs_flip",
    ("tf_bsparse_conj_into", "out"): "fx->bs_conj",
    ("tf_bsparse_permute_into", "perm"): "(const int32_t[]){0, 1}",
    ("tf_bsparse_svd_into", "u"): "fx->bs_u",
    ("tf_bsparse_svd_into", "vh"): "fx->bs_vh",
    ("tf_bsparse_qr_into", "q"): "fx->bs_u",
    ("tf_bsparse_qr_into", "r"): "fx->bs_vh",
}

# Lines run at the end of a generated call, after outputs were given back.
FINAL = {
    "tf_program_run_alloc": [
        "if (st != TF_OK) sweep_expect(chk, fx->alloc_out[0] == (tf_tensor*)SWEEP_SENTINEL, "
        "\"outputs: changed by a failing call\");",
        "else if (fx->alloc_out[0] != (tf_tensor*)SWEEP_SENTINEL) "
        "{ tf_tensor_release(fx->alloc_out[0]); fx->alloc_out[0] = (tf_tensor*)SWEEP_SENTINEL; }",
    ],
    # Import takes ownership in every case: the deleter runs exactly once (at
    # once on failure, at the release of the result on success), never when
    # managed itself was NULL.
    "tf_tensor_from_dlpack": [
        "sweep_expect(chk, fx->dl_deleted == (null_arg == 0 ? 0 : 1), "
        "\"managed: deleter not called exactly once\");",
    ],
    "tf_tensor_from_dlpack_versioned": [
        "sweep_expect(chk, fx->dl_deleted == (null_arg == 0 ? 0 : 1), "
        "\"managed: deleter not called exactly once\");",
    ],
}

# Pointer-array arguments (const T* const*): (element type, fixture array,
# elements passed). Besides the NULL array, one case puts NULL in element 0:
# it must fail naming the argument too.
ARRAYS = {
    ("const tf_tensor* const*", "operands"): ("const tf_tensor*", "fx->tensors", 2),
    ("const tf_tensor* const*", "inputs"): ("const tf_tensor*", "fx->tensors", 1),
    ("tf_tensor* const*", "outputs"): ("tf_tensor*", "fx->outputs", 1),
    ("const int32_t* const*", "labels"): ("const int32_t*", "fx->labels", 2),
    ("const tf_leg* const*", "legs"): ("const tf_leg*", "fx->legs", 2),
}

# Non-pointer arguments (and const arrays) by name, any function.
BY_NAME = {
    ("int32_t", "ndim"): "2",
    ("int32_t", "n"): "2",                 # einsum: two operands a, b
    ("int32_t", "naxes"): "1",             # tensordot/reduce: one axis
    ("int32_t", "keepdims"): "0",
    ("int32_t", "conj_a"): "0",
    ("int32_t", "conj_b"): "0",
    ("int32_t", "nonneg_diag"): "1",
    ("int32_t", "upper"): "1",
    ("int32_t", "unit_diag"): "0",
    ("int32_t", "n_left"): "1",
    ("int32_t", "out_ndim"): "2",
    ("int32_t", "a"): "0",                 # program slots
    ("int32_t", "b"): "0",
    ("int32_t", "c"): "0",
    ("int32_t", "x"): "0",
    ("int32_t", "y"): "0",
    ("const int32_t*", "operands"): "(const int32_t[]){0, 0}",  # program slots
    ("int32_t", "slot"): "1",
    ("uint32_t", "flags"): "0",
    ("size_t", "piv_count"): "2",
    ("size_t", "rank_count"): "1",              # tf_lstsq: one 2x2 matrix
    ("int64_t*", "rank"): "(int64_t[1]){0}",
    ("size_t", "num_inputs"): "1",
    ("size_t", "num_outputs"): "1",
    ("size_t", "num_params"): "0",
    ("const tf_tensor* const*", "params"): "NULL",
    ("const char*", "subscripts"): "\"ij,jk->ik\"",
    ("const int32_t*", "axes"): "fx->axes0",
    ("const int32_t*", "axes_a"): "fx->axes1",
    ("const int32_t*", "axes_b"): "fx->axes0",
    ("const int32_t*", "left_axes"): "fx->axes0",
    ("const int32_t*", "perm"): "fx->perm",
    ("const int32_t*", "piv"): "fx->piv",
    ("const int32_t*", "out_labels"): "fx->out_labels",
    ("const int64_t*", "starts"): "fx->starts",
    ("const int64_t*", "stops"): "fx->stops",
    ("const int64_t*", "steps"): "fx->steps",
    ("int32_t", "num_threads"): "1",
    ("size_t", "cap"): "64",
    ("size_t", "dst_bytes"): "SWEEP_BUF",
    ("size_t", "src_bytes"): "SWEEP_BUF",
    ("tf_status", "status"): "TF_OK",
    # Block-sparse (section 16): the fixture's U(1) legs (charges {0, 1}).
    ("int32_t", "nfactors"): "1",
    ("const int32_t*", "kinds"): "(const int32_t[]){TF_SYMMETRY_U1}",
    ("const int64_t*", "orders"): "(const int64_t[]){0}",
    ("int32_t", "dir"): "TF_LEG_OUT",
    ("int32_t", "nsectors"): "2",
    ("const int64_t*", "charges"): "(const int64_t[]){0, 1}",
    ("const int64_t*", "dims"): "(const int64_t[]){1, 1}",
    ("int32_t", "nlegs"): "2",
    ("const int64_t*", "flux"): "(const int64_t[]){0}",
    ("uint64_t", "seed"): "1",
    ("size_t", "bytes"): "SWEEP_BUF",
    ("int32_t", "i"): "0",
    ("int64_t", "b"): "0",
    ("int32_t", "leg"): "0",
    ("int32_t", "conj_x"): "0",
    ("double", "tol"): "1e300",    # the fixture's dense a is not symmetric
    ("const int64_t*", "shape"): "fx->shape",
    ("const int64_t*", "strides"): "fx->strides",
    ("const void*", "data"): "fx->src",
    ("const void*", "src"): "fx->src",
    # Derivative rules (tenferro.h sections 11, 12). t_operands: one tangent
    # per operand (a, b). grad_operands: the allocating form with every
    # result skipped (nothing to release), the _into form with two distinct
    # zero tensors.
    ("const tf_tensor* const*", "t_operands"): "(const tf_tensor* const*)fx->tensors",
    ("tf_tensor** const*", "grad_operands"): "(tf_tensor** const*)(tf_tensor**[]){NULL, NULL}",
    ("tf_tensor* const*", "grad_operands"): "(tf_tensor* const*)(tf_tensor*[]){fx->c, fx->out2}",
}

# Types with one valid value whatever the name.
BY_TYPE = {
    "tf_scalar": "sweep_one",
    "tf_dtype": "TF_F64",  # the fixture's tensors are f64
}

# Pointer arguments the header documents as accepting NULL: a NULL there must
# succeed (or, for functions without a status, simply work).
NULLABLE = {
    ("tf_plan_cache_create", "options"),   # NULL = defaults
    ("tf_engine_create", "options"),       # NULL = defaults (a serial engine)
    ("tf_plan_cache_size", "entries"),     # either out may be NULL
    ("tf_plan_cache_size", "bytes"),
    ("tf_tensor_wrap", "strides"),         # NULL = row-major
    ("tf_tensor_from_data", "strides"),    # NULL = row-major
    ("tf_last_error_copy", "buf"),         # NULL = only return the length
    ("tf_slice_view", "steps"),            # NULL = all 1
    ("tf_einsum", "options"),              # NULL = defaults
    ("tf_einsum_into", "options"),
    ("tf_einsum_acc", "options"),
    ("tf_einsum_labels", "options"),
    ("tf_einsum_labels_into", "options"),
    ("tf_einsum_labels_acc", "options"),
    ("tf_svd", "options"),                 # NULL = no truncation
    ("tf_svd", "info"),                    # NULL = not reported
    ("tf_svd_into", "options"),
    ("tf_svd_into", "info"),
    ("tf_svd_split", "options"),
    ("tf_svd_split", "info"),
    ("tf_svd_split_into", "options"),
    ("tf_svd_split_into", "info"),
    ("tf_program_prepare", "options"),     # NULL = defaults
    ("tf_program_vjp", "options"),         # NULL = defaults
    ("tf_program_slice", "steps"),         # NULL = all 1
    ("tf_program_svd", "options"),         # NULL = no truncation
    ("tf_program_einsum", "options"),      # NULL = defaults
    ("tf_program_einsum_labels", "options"),
    ("tf_cg", "params"), ("tf_cg_into", "params"), ("tf_gmres", "params"),
    ("tf_gmres_into", "params"), ("tf_cg", "options"), ("tf_cg_into", "options"),
    ("tf_gmres", "options"), ("tf_gmres_into", "options"), ("tf_cg", "info"),
    ("tf_cg_into", "info"), ("tf_gmres", "info"), ("tf_gmres_into", "info"),
    ("tf_lstsq", "rank"), ("tf_lstsq_into", "rank"),  # NULL = not reported
    ("tf_eigsh", "params"),                # NULL with num_params 0
    ("tf_eigsh_into", "params"),
    ("tf_expm_multiply", "params"),
    ("tf_expm_multiply_into", "params"),
    ("tf_eigsh", "options"),               # NULL = defaults
    ("tf_eigsh_into", "options"),
    ("tf_expm_multiply", "options"),
    ("tf_expm_multiply_into", "options"),
    ("tf_eigsh", "info"),                  # NULL = not reported
    ("tf_eigsh_into", "info"),
    ("tf_expm_multiply", "info"),
    ("tf_expm_multiply_into", "info"),
    ("tf_symmetry_create", "orders"),      # NULL without a Z_n factor
    ("tf_bsparse_svd", "options"),         # NULL = no truncation
    ("tf_bsparse_svd", "info"),            # NULL = not reported
    ("tf_bsparse_svd_into", "options"),
    ("tf_bsparse_svd_into", "info"),
    ("tf_matmul_semiring_vjp", "grad_a"),  # NULL = not wanted
    ("tf_matmul_semiring_vjp", "grad_b"),
}
# Derivative rules (tenferro.h section 11): a NULL tangent is a zero tangent,
# a NULL result is not computed, NULL options are the defaults, NULL steps
# all 1.
import itertools as _it
for _fn in ["tf_%s_%s%s" % (op, kind, form)
            for op, kind, form in _it.product(
                ["einsum", "einsum_labels", "tensordot", "matmul", "unary", "scale", "binary",
                 "axpby", "cast", "reduce", "dot", "vdot", "permute", "reshape", "slice",
                 "contiguous"], ["vjp", "jvp"], ["", "_into"])]:
    for _arg in ["options", "t_operands", "t_a", "t_b", "t_x", "t_y", "grad_a", "grad_b",
                 "grad_x", "grad_y", "steps"]:
        NULLABLE.add((_fn, _arg))

# Derivative rules of the linear algebra (tenferro.h section 12, "Derivatives:
# linear algebra"): every cotangent, tangent and result, and the options, may be
# NULL (zero / not computed / defaults); vector and scalar operands get
# fresh tensors of their shape (the fixture's 2x2 would not fit).
AD_RULES = {
    # function: (nullable arguments, (2)-vector arguments, scalar arguments)
    "svd_vjp": ("grad_u grad_s grad_vh options grad_a", "s grad_s", ""),
    "svd_jvp": ("t_a options t_u t_s t_vh", "s", ""),
    "qr_vjp": ("grad_q grad_r grad_a", "", ""),
    "qr_jvp": ("t_a t_q t_r", "", ""),
    "lq_vjp": ("grad_l grad_q grad_a", "", ""),
    "lq_jvp": ("t_a t_l t_q", "", ""),
    "eigh_vjp": ("grad_w grad_v options grad_a", "w grad_w", ""),
    "eigh_jvp": ("t_a options t_w t_v", "w", ""),
    "eigvalsh_vjp": ("grad_w grad_a", "w grad_w", ""),
    "eigvalsh_jvp": ("t_a t_w", "w", ""),
    "solve_vjp": ("grad_x grad_a grad_b", "", ""),
    "solve_jvp": ("t_a t_b t_x", "", ""),
    "solve_triangular_vjp": ("grad_x grad_a grad_b", "", ""),
    "solve_triangular_jvp": ("t_a t_b t_x", "", ""),
    "cholesky_vjp": ("grad_l grad_a", "", ""),
    "cholesky_jvp": ("t_a t_l", "", ""),
    "lu_vjp": ("grad_lu grad_a", "", ""),
    "lu_jvp": ("t_a t_lu", "", ""),
    "inv_vjp": ("grad_x grad_a", "", ""),
    "inv_jvp": ("t_a t_x", "", ""),
    "det_vjp": ("grad_d grad_a", "", "d grad_d"),
    "det_jvp": ("t_a t_d", "", "d"),
    "slogdet_vjp": ("grad_sign grad_logabsdet grad_a", "",
                    "sign logabsdet grad_sign grad_logabsdet"),
    "slogdet_jvp": ("t_a t_sign t_logabsdet", "", "sign logabsdet"),
    "lstsq_vjp": ("grad_x grad_a grad_b", "", ""),
    "lstsq_jvp": ("t_a t_b t_x", "", ""),
    "pinv_vjp": ("grad_x grad_a", "", ""),
    "pinv_jvp": ("t_a t_x", "", ""),
    "expm_vjp": ("grad_x grad_a", "", ""),
    "expm_jvp": ("t_a t_x", "", ""),
    "matrix_norm_vjp": ("grad_out grad_a", "", "out grad_out"),
    "matrix_norm_jvp": ("t_a t_out", "", "out"),
    "eig_vjp": ("grad_w grad_v options grad_a", "", ""),
    "eig_jvp": ("t_a options t_w t_v", "", ""),
}
for _f, (_null, _vec, _scal) in AD_RULES.items():
    for _fn in ("tf_" + _f, "tf_" + _f + "_into"):
        NULLABLE.update((_fn, a) for a in _null.split())
        OVERRIDES.update(((_fn, a), "sweep_fresh(fx, 1)") for a in _vec.split())
        OVERRIDES.update(((_fn, a), "sweep_fresh(fx, 0)") for a in _scal.split())
OUT_TENSOR_BY_NAME.update({"t_s": "fx->vec", "t_w": "fx->vec", "t_d": "fx->scal",
                           "t_sign": "fx->scal"})
OVERRIDES[("tf_slogdet_into", "sign")] = "fx->scal"
OVERRIDES[("tf_slogdet_into", "logabsdet")] = "sweep_fresh(fx, 0)"
# tf_eig's rules: complex w (2) and v (2x2 identity), cotangents and tangents.
for _fn in ("tf_eig_vjp", "tf_eig_vjp_into", "tf_eig_jvp", "tf_eig_jvp_into"):
    for _a, _r in (("w", 1), ("v", 2), ("grad_w", 1), ("grad_v", 2)):
        OVERRIDES[(_fn, _a)] = "sweep_fresh_c(fx, %d)" % _r
OVERRIDES[("tf_eig_jvp_into", "t_w")] = "sweep_fresh_c(fx, 1)"
OVERRIDES[("tf_eig_jvp_into", "t_v")] = "sweep_fresh_c(fx, 2)"
OVERRIDES[("tf_matrix_norm_jvp_into", "t_out")] = "sweep_fresh(fx, 0)"
# Outputs: only the _into form takes a tensor (the allocating form's
# tf_tensor** is handled like every other result).
OVERRIDES[("tf_slogdet_jvp_into", "t_logabsdet")] = "sweep_fresh(fx, 0)"

# Plans as values (fx->path: "ij,jk->ik" on a, b, no slicing).
OVERRIDES[("tf_einsum_path_pairs", "len")] = "2"
OVERRIDES[("tf_einsum_path_sliced", "len")] = "0"
OVERRIDES[("tf_einsum_path_write", "cap")] = "SWEEP_BUF"
OVERRIDES[("tf_einsum_path_read", "buf")] = "sweep_path_bytes(fx, NULL)"
OVERRIDES[("tf_einsum_path_read", "size")] = "({ size_t n_; sweep_path_bytes(fx, &n_); n_; })"
NULLABLE.add(("tf_einsum_path_create", "options"))         # NULL = defaults
NULLABLE.add(("tf_einsum_labels_path_create", "options"))
NULLABLE.add(("tf_einsum_path_sliced", "labels"))          # len = 0 (nsliced of fx->path)
NULLABLE.add(("tf_einsum_path_write", "buf"))              # NULL asks the size

# Structure and indexing operations (tenferro.h section 7): axes, offsets
# and index arrays that fit the fixture's 2x2 tensors; results of another
# shape get tensors of theirs.
BY_NAME.update({
    ("int32_t", "axis"): "0",
    ("int32_t", "axis1"): "0",
    ("int32_t", "axis2"): "1",
    ("int64_t", "offset"): "0",
    ("int64_t", "shift"): "1",
    ("int64_t", "n"): "2",
    ("int64_t", "k"): "2",
    ("int32_t", "descending"): "0",
    ("int32_t", "largest"): "1",
    ("const int64_t*", "before"): "(const int64_t[]){0, 0}",
    ("const int64_t*", "after"): "(const int64_t[]){0, 1}",
    ("const int64_t*", "indices"): "(const int64_t[]){1, 0, 0, 1}",
    ("tf_tensor** const*", "grad_xs"): "(tf_tensor** const*)(tf_tensor**[]){NULL}",
    ("tf_tensor* const*", "grad_xs"): "(tf_tensor* const*)(tf_tensor*[]){fx->out3}",
})
ARRAYS[("const tf_tensor* const*", "xs")] = ("const tf_tensor*", "fx->tensors", 1)
_T122 = ("({ tf_tensor* t_ = NULL; const int64_t sh_[3] = {1, 2, 2}; "
         "tf_tensor_zeros(fx->engine, TF_F64, 3, sh_, TF_ROW_MAJOR, &t_); "
         "sweep_defer(fx, t_, (void (*)(void*))tf_tensor_release); t_; })")
_T23 = ("({ tf_tensor* t_ = NULL; const int64_t sh_[2] = {2, 3}; "
        "tf_tensor_zeros(fx->engine, TF_F64, 2, sh_, TF_ROW_MAJOR, &t_); "
        "sweep_defer(fx, t_, (void (*)(void*))tf_tensor_release); t_; })")
for _op in ("concatenate", "stack"):
    for _form in ("", "_into", "_vjp", "_vjp_into"):
        OVERRIDES[("tf_" + _op + _form, "n")] = "1"  # one 2x2 input
OVERRIDES[("tf_stack_into", "out")] = _T122
OVERRIDES[("tf_stack_vjp", "grad_out")] = _T122
OVERRIDES[("tf_stack_vjp_into", "grad_out")] = _T122
OVERRIDES[("tf_pad_into", "out")] = _T23
OVERRIDES[("tf_pad_vjp", "grad_out")] = _T23
OVERRIDES[("tf_pad_vjp_into", "grad_out")] = _T23
OVERRIDES[("tf_diagonal_into", "out")] = "fx->vec"
OVERRIDES[("tf_trace_into", "out")] = "fx->scal"
for _f in ("tf_diag_embed", "tf_diag_embed_into", "tf_diag_embed_vjp", "tf_diag_embed_vjp_into"):
    OVERRIDES[(_f, "x")] = "sweep_fresh(fx, 1)"
OVERRIDES[("tf_diag_embed_vjp_into", "grad_x")] = "fx->vec"
for _f in ("tf_diagonal_vjp", "tf_diagonal_vjp_into"):
    OVERRIDES[(_f, "grad_out")] = "sweep_fresh(fx, 1)"
for _f in ("tf_trace_vjp", "tf_trace_vjp_into"):
    OVERRIDES[(_f, "grad_out")] = "sweep_fresh(fx, 0)"
for _f in ("sort", "topk"):
    for _form in ("", "_into"):
        NULLABLE.add(("tf_" + _f + _form, "indices"))  # NULL: positions not wanted
for _op in ("concatenate", "stack", "pad", "diagonal", "diag_embed", "trace", "flip", "roll",
            "tril", "triu", "broadcast_to", "where", "index_select", "scatter_add", "cumsum",
            "cumprod", "topk"):
    for _form in ("_vjp", "_vjp_into"):
        for _arg in ("grad_x", "grad_a", "grad_b", "grad_src"):
            NULLABLE.add(("tf_" + _op + _form, _arg))  # NULL: not computed

# Symbols the sweep does not call, each with the reason. Keep this empty
# unless a function truly cannot be called with a generic fixture.
EXCEPTIONS = {
}

# ------------------------------------------------------------------ parsing

def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def parse_header(text):
    text = strip_comments(text)
    decls = {}
    for m in re.finditer(r"\bTF_API\s+([^;{}()]*?)\b(tf_\w+)\s*\(([^;{}]*?)\)\s*;", text, re.S):
        ret = " ".join(m.group(1).split())
        params = " ".join(m.group(3).split())
        decls[m.group(2)] = (norm_type(ret), params)
    enums = {}
    for m in re.finditer(r"typedef\s+enum\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", text, re.S):
        first = m.group(2).split(",")[0].split("=")[0].strip()
        enums[m.group(3)] = first
    structs, struct_enums = {}, {}
    for m in re.finditer(r"typedef\s+struct\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", text, re.S):
        fields = [" ".join(f.split()) for f in m.group(2).split(";") if f.strip()]
        structs[m.group(3)] = bool(fields) and fields[0] == "size_t struct_size"
        struct_enums[m.group(3)] = [f.split()[-1] for f in fields
                                    if "(" not in f and len(f.split()) == 2
                                    and f.split()[0] in enums]
    return decls, structs, enums, struct_enums


def norm_type(t):
    t = " ".join(t.replace("*", " * ").split())
    return t.replace(" *", "*").replace("* *", "**")


def split_param(p):
    p = norm_type(p)
    m = re.match(r"^(.*?)\s*\b(\w+)$", p)
    if not m or not m.group(1):
        return None
    return norm_type(m.group(1)), m.group(2)


def base_of(t):
    return t.replace("const ", "").replace("*", "").strip()


# ------------------------------------------------------------------ codegen

class Unhandled(Exception):
    pass


def is_release(fn, ret):
    return ret == "void" and (fn.endswith("_release") or fn.endswith("_destroy"))


class Gen:
    """The call of one function being generated."""

    def __init__(self, fn, ret, structs, enums, struct_enums):
        self.fn, self.ret = fn, ret
        self.structs, self.enums, self.struct_enums = structs, enums, struct_enums
        self.out_tensors = list(OUT_TENSORS)
        # Extra failing cases: (code passed as null_arg, name the message must
        # give, kind) with kind one of "enum", "field", "element".
        self.bad = []

    def out_tensor(self, pname):
        if pname in OUT_TENSOR_BY_NAME:
            return OUT_TENSOR_BY_NAME[pname]
        if not self.out_tensors:
            raise Unhandled(f"argument 'tf_tensor* {pname}': more output tensors than the "
                            f"fixture has (OUT_TENSORS)")
        return self.out_tensors.pop(0)

    def param(self, i, ptype, pname):
        """Returns (declaration lines, after-call lines, is_pointer)."""
        fn, ret, structs, enums = self.fn, self.ret, self.structs, self.enums
        v = f"v{i}"
        ptr = "*" in ptype
        base = base_of(ptype)
        stars = ptype.count("*")
        const = ptype.startswith("const ")
        pre, post = [], []
        key = (fn, pname)
        if key in OVERRIDES:
            pre.append(f"{ptype} {v} = {OVERRIDES[key]};")
        elif (ptype, pname) in ARRAYS:
            etype, src, n = ARRAYS[(ptype, pname)]
            pre.append(f"{etype} e{i}[{n}]; memcpy(e{i}, {src}, sizeof e{i});")
            pre.append(f"if (null_arg == SWEEP_ELEM_CASE + {i}) e{i}[0] = NULL;")
            pre.append(f"{ptype} {v} = e{i};")
            self.bad.append((f"SWEEP_ELEM_CASE + {i}", pname, "element"))
        elif base in HANDLES and stars == 2 and not const:
            release = HANDLES[base][1]
            pre.append(f"{base}* o{i} = ({base}*)SWEEP_SENTINEL;")
            pre.append(f"{ptype} {v} = &o{i};")
            post.append(f"if (null_arg != {i}) {{")
            post.append(f"  if (st != TF_OK) sweep_expect(chk, o{i} == ({base}*)SWEEP_SENTINEL, "
                        f"\"{pname}: *out changed by a failing call\");")
            post.append(f"  else if (o{i} == ({base}*)SWEEP_SENTINEL || o{i} == NULL) "
                        f"sweep_expect(chk, has_status == 0, \"{pname}: success without a result\");")
            post.append(f"  if (o{i} != ({base}*)SWEEP_SENTINEL && o{i} != NULL) {release}(o{i});")
            post.append("}")
        elif base in HANDLES and stars == 1:
            if is_release(fn, ret):
                # The callee takes a fresh handle; if it got NULL instead, the
                # handle is given back here so nothing leaks.
                pre.append(f"{base}* t{i} = {HANDLES[base][2]};")
                post.append(f"if (null_arg == {i}) {HANDLES[base][1]}(t{i});")
                expr = f"t{i}"
            elif base == "tf_tensor" and not const:
                expr = self.out_tensor(pname)
            else:
                expr = HANDLE_BY_NAME.get((base, pname), HANDLES[base][0])
            pre.append(f"{ptype} {v} = {expr};")
        elif (ptype, pname) in BY_NAME:
            pre.append(f"{ptype} {v} = {BY_NAME[(ptype, pname)]};")
        elif ptr and const and stars == 1 and structs.get(base):
            # An options struct: zeroed, struct_size set (0 means default).
            # Each enum field is also tried out of range.
            pre.append(f"{base} s{i}; memset(&s{i}, 0, sizeof s{i}); s{i}.struct_size = sizeof s{i};")
            for j, f in enumerate(self.struct_enums.get(base, [])):
                code = f"SWEEP_FIELD_CASE + {i} * 16 + {j}"
                pre.append(f"if (null_arg == {code}) {{ int32_t bad = SWEEP_BAD_ENUM; "
                           f"memcpy(&s{i}.{f}, &bad, sizeof bad); }}")
                self.bad.append((code, f, "field"))
            pre.append(f"{ptype} {v} = &s{i};")
        elif ptr and not const and (stars == 1 or (stars == 2 and base == "void")) and (
                base in ("void", "char", "int32_t", "int64_t", "uint32_t", "uint64_t", "size_t",
                         "double", "float") or base in enums or base in structs):
            # An output buffer (or caller memory): canary-filled and snapshotted;
            # a failing call must leave it byte-identical.
            pre.append(f"SWEEP_ALIGNED unsigned char b{i}[SWEEP_BUF], s{i}[SWEEP_BUF];")
            pre.append(f"memset(b{i}, 0xA5, sizeof b{i});")
            if stars == 1 and structs.get(base):
                pre.append(f"(({base}*)b{i})->struct_size = sizeof({base});")
            pre.append(f"memcpy(s{i}, b{i}, sizeof b{i});")
            pre.append(f"{ptype} {v} = ({ptype})(void*)b{i};")
            post.append(f"if (has_status && st != TF_OK && null_arg != {i})")
            post.append(f"  sweep_expect(chk, memcmp(b{i}, s{i}, sizeof b{i}) == 0, "
                        f"\"{pname}: output buffer changed by a failing call\");")
        elif not ptr and base in BY_TYPE:
            pre.append(f"{ptype} {v} = {BY_TYPE[base]};")
        elif not ptr and base in enums:
            pre.append(f"{ptype} {v} = {enums[base]};")
        else:
            raise Unhandled(f"argument '{ptype} {pname}': no valid value; add a line to "
                            f"OVERRIDES[('{fn}', '{pname}')], BY_NAME[('{ptype}', '{pname}')], "
                            f"ARRAYS, BY_TYPE or HANDLES in tests/hardening/gen_null_sweep.py")
        if ptr:
            pre.append(f"if (null_arg == {i}) {v} = NULL;")
        if not ptr and base in enums:
            # The bad-enum case: a value outside the enum (C callers may pass any
            # int). null_arg = SWEEP_ENUM_CASE + i selects it.
            pre.append(f"if (null_arg == SWEEP_ENUM_CASE + {i}) {v} = ({ptype})SWEEP_BAD_ENUM;")
            self.bad.append((f"SWEEP_ENUM_CASE + {i}", pname, "enum"))
        return pre, post, ptr


def gen_function(fn, decl, structs, enums, struct_enums):
    ret, params = decl
    g = Gen(fn, ret, structs, enums, struct_enums)
    plist = [] if params in ("", "void") else [p.strip() for p in params.split(",")]
    body, after, ptrs, names, nullable = [], [], [], [], []
    mut_engine = False
    for i, p in enumerate(plist):
        if "(" in p:
            raise Unhandled(f"argument '{p}': function-pointer arguments are not generated")
        sp = split_param(p)
        if not sp:
            raise Unhandled(f"argument '{p}': cannot parse")
        ptype, pname = sp
        pre, post, ptr = g.param(i, ptype, pname)
        body += pre
        after += post
        if ptr:
            ptrs.append(i)
            names.append(pname)
            nullable.append(1 if (fn, pname) in NULLABLE else 0)
        if ptype == "tf_engine*" and not is_release(fn, ret):
            mut_engine = True
    has_status = ret == "tf_status"
    if not has_status and ret != "void":
        for i, n, nb in zip(ptrs, names, nullable):
            if not nb:
                raise Unhandled(f"returns {ret} (no status) and takes pointer '{n}': list it "
                                f"in NULLABLE if the header says NULL is accepted, else it "
                                f"cannot report an error")
    args = ", ".join(f"v{i}" for i in range(len(plist)))
    lines = [f"static tf_status call_{fn}(sweep_fx* fx, int null_arg, sweep_check* chk) {{",
             "  (void)fx; (void)null_arg; (void)chk;",
             f"  const int has_status = {1 if has_status else 0};"]
    lines += ["  " + l for l in body]
    if has_status:
        # Every fixture tensor (outputs of _into calls included) must be
        # byte-identical after a failing call.
        lines.append("  double snap[SWEEP_SNAP]; sweep_snapshot(fx, snap);")
        lines.append(f"  tf_status st = {fn}({args});")
        lines.append("  tf_last_error_copy(chk->msg, sizeof chk->msg);")
        lines.append("  if (st != TF_OK) sweep_expect(chk, sweep_unchanged(fx, snap), "
                     "\"a fixture tensor changed by a failing call\");")
    elif ret == "void":
        lines.append(f"  {fn}({args});")
        lines.append("  tf_status st = TF_OK;")
    else:
        lines.append(f"  {ret} r = {fn}({args}); (void)r;")
        lines.append("  tf_status st = TF_OK;")
    lines += ["  " + l for l in after]
    lines += ["  " + l for l in FINAL.get(fn, [])]
    lines.append("  (void)has_status;")
    lines.append("  return has_status ? st : SWEEP_NO_STATUS;")
    lines.append("}")
    kind = "SWEEP_STATUS" if has_status else ("SWEEP_VOID" if ret == "void" else "SWEEP_VALUE")
    return "\n".join(lines), kind, ptrs, names, nullable, mut_engine, g.bad


def c_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def c_list(items):
    return "{" + ", ".join(items) + "}"


def main():
    sym_path, hdr_path, out_path = sys.argv[1:4]
    symbols = []
    with open(sym_path) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if line:
                symbols.append(line.split("@")[0].strip())
    with open(hdr_path) as f:
        decls, structs, enums, struct_enums = parse_header(f.read())

    funcs, entries = [], []
    for fn in symbols:
        # Designated initializers: fields not named are zero (and
        # -Wmissing-field-initializers stays quiet).
        if fn in EXCEPTIONS:
            entries.append(f"  {{.name = {c_str(fn)}, .kind = SWEEP_EXCEPTION, "
                           f".reason = {c_str(EXCEPTIONS[fn])}}},")
            continue
        if fn not in decls:
            entries.append(f"  {{.name = {c_str(fn)}, .kind = SWEEP_UNHANDLED, .reason = "
                           f"{c_str('exported but no TF_API declaration found in tenferro.h')}}},")
            continue
        try:
            code, kind, ptrs, names, nullable, mut, bad = gen_function(
                fn, decls[fn], structs, enums, struct_enums)
        except Unhandled as e:
            entries.append(f"  {{.name = {c_str(fn)}, .kind = SWEEP_UNHANDLED, "
                           f".reason = {c_str(str(e))}}},")
            continue
        if len(ptrs) > 16 or len(bad) > 16:
            raise SystemExit(f"{fn}: more than SWEEP_MAX_PTRS pointer arguments or cases")
        funcs.append(code)
        e = [f".name = {c_str(fn)}", f".kind = {kind}", f".call = call_{fn}",
             f".nptrs = {len(ptrs)}", f".takes_mutable_engine = {1 if mut else 0}",
             f".nbad = {len(bad)}"]
        if ptrs:
            e += [f".ptr_index = {c_list(str(i) for i in ptrs)}",
                  f".ptr_name = {c_list(c_str(n) for n in names)}",
                  f".nullable = {c_list(str(n) for n in nullable)}"]
        if bad:
            e += [f".bad_code = {c_list(c for c, _, _ in bad)}",
                  f".bad_name = {c_list(c_str(n) for _, n, _ in bad)}",
                  f".bad_kind = {c_list(c_str(k) for _, _, k in bad)}"]
        entries.append("  {" + ", ".join(e) + "},")

    with open(out_path, "w") as f:
        f.write("/* Generated by tests/hardening/gen_null_sweep.py from abi/symbols.txt and\n"
                " * include/tenferro.h. Do not edit. */\n")
        f.write("#include <string.h>\n#include \"sweep.h\"\n\n")
        f.write("\n\n".join(funcs))
        f.write("\n\nconst sweep_entry sweep_table[] = {\n")
        f.write("\n".join(entries))
        f.write("\n};\n")
        f.write(f"const size_t sweep_count = {len(entries)};\n")


if __name__ == "__main__":
    main()
