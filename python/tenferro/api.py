"""The library on NumPy arrays: every operation family of tenferro.h as a
function taking and returning NumPy arrays (any object with the buffer
protocol goes in without a copy; results are new NumPy arrays viewing
tenferro's memory), through the C extension tenferro._native.

Every function takes engine=None: None is this thread's default serial
engine (default_engine()). out=, where offered, is the _into form: it
overwrites out (a writable array of the exact result shape and dtype),
allocates nothing and returns out. Errors raise TenferroError subclasses
carrying status, status_name and the library's message.

Elementwise maps and reductions are made from the header's enums
(tf_unary_op, tf_binary_op, tf_reduce_op; _ops_gen.ROWS, written by
bindings/generate_python.py): a new enum row is a new function without an
edit here.
Any other header function tf_X taking an engine first is reachable as
tenferro.X(*args, engine=None) (the raw wrapper's arguments; see
tenferro.raw_signature("X")), e.g. tenferro.qr_vjp(a, q, r, grad_q, grad_r).
"""
import threading

import numpy as np

from . import _lib, _ops_gen

_local = threading.local()


def _N():
    n = _lib.native()
    if n is None:
        raise ImportError("tenferro: this operation needs the C extension tenferro._native, "
                          "which is not built (python3-dev; cmake or pip build it)")
    return n


def default_engine():
    """This thread's serial engine (made on first use; an engine is used by
    one thread at a time)."""
    e = getattr(_local, "engine", None)
    if e is None:
        from .engine import Engine
        e = _local.engine = Engine()
    return e


def _E(engine):
    e = engine if engine is not None else default_engine()
    n = e._native
    if n is None:
        _N()
    return n


def _enum(table, prefix, value):
    """An enum value from its int or its name ("max_plus", "MAX_PLUS")."""
    if isinstance(value, str):
        key = prefix + value.upper()
        for name, v in _ops_gen.ENUMS[table]:
            if name == key:
                return v
        names = [n[len(prefix):].lower() for n, _ in _ops_gen.ENUMS[table]]
        raise ValueError(f"{table}: {value!r} is not one of {names}")
    return int(value)


_OPS = {"N": 0, "T": 1, "C": 2, "n": 0, "t": 1, "c": 2}


def _op(value):
    return _OPS[value] if isinstance(value, str) else int(value)


# ------------------------------------------------------------ contractions
def matmul(a, b, out=None, *rest, engine=None):
    """a @ b over the last two axes, batch axes broadcast (numpy.matmul for
    rank >= 2). out: tf_matmul_into. The older form matmul(engine, a, b,
    out=None) is accepted too."""
    from .engine import Engine
    if isinstance(a, Engine):
        return a.matmul(b, out, rest[0] if rest else None)
    if engine is not None and engine._native is None:
        return engine.matmul(a, b, out)
    return _E(engine).matmul(a, b, out=out)


def matmul_acc(a, b, out, alpha=1.0, beta=0.0, op_a="N", op_b="N", *, engine=None):
    """out = alpha * op_a(a) @ op_b(b) + beta * out (op: "N", "T", "C");
    beta = 0 ignores out's contents. Returns out."""
    _N().tf_matmul_acc(_E(engine), _op(op_a), a, _op(op_b), b, alpha, beta, out)
    return out


def _einsum_options(plan=None, path=None, conj=None, semiring=None, optimizer=None,
                    objective=None, memory_budget_bytes=None, time_budget_seconds=None,
                    seed=None):
    opts = {}
    if plan is not None:
        opts["plan"] = plan._handle if isinstance(plan, EinsumPath) else plan
    if path is not None:
        opts["path"] = [tuple(p) for p in path]
    if conj is not None:
        opts["conj"] = list(conj)
    if semiring is not None:
        opts["semiring"] = _enum("tf_semiring", "TF_SEMIRING_", semiring)
    if optimizer is not None:
        opts["optimizer"] = _enum("tf_einsum_optimizer", "TF_EINSUM_OPT_", optimizer)
    if objective is not None:
        opts["objective"] = _enum("tf_einsum_objective", "TF_EINSUM_OBJECTIVE_", objective)
    for k, v in (("memory_budget_bytes", memory_budget_bytes),
                 ("time_budget_seconds", time_budget_seconds), ("seed", seed)):
        if v is not None:
            opts[k] = v
    return opts or None


def einsum(subscripts, *operands, out=None, engine=None, plan=None, **options):
    """Einstein summation with NumPy subscripts ("ij,jk->ik"; "..."
    broadcasts). A repeated call with the same shapes reuses the engine's
    plan. out: tf_einsum_into. plan: an EinsumPath (einsum_path) used
    without a search. options: path (pairs, opt_einsum's linear format),
    conj (a flag per operand), semiring ("max_plus", "min_plus",
    "max_times"), optimizer ("greedy", "exact", ...), objective,
    memory_budget_bytes (slicing), time_budget_seconds, seed."""
    e = _E(engine)
    if not options:
        p = plan._handle if isinstance(plan, EinsumPath) else plan
        return e.einsum(subscripts, *operands, out=out, plan=p)
    opts = _einsum_options(plan=plan, **options)
    N = _N()
    if out is None:
        return N.tf_einsum(e, subscripts, list(operands), opts)
    N.tf_einsum_into(e, subscripts, list(operands), opts, out)
    return out


def einsum_acc(subscripts, *operands, out, alpha=1.0, beta=0.0, engine=None, **options):
    """out = alpha * einsum(...) + beta * out (in the semiring, if given). Returns out."""
    _N().tf_einsum_acc(_E(engine), subscripts, list(operands), _einsum_options(**options),
                       alpha, beta, out)
    return out


class EinsumPath:
    """A contraction plan as a value (tf_einsum_path): the order (and
    slicing) einsum would use for these shapes. pairs and info read it;
    to_bytes() / EinsumPath.from_bytes() save and reload it; pass it to
    einsum(..., plan=path) to run it without a search."""

    def __init__(self, handle):
        self._handle = handle

    @property
    def info(self):
        """n, npairs, nsliced, log2_flops, log2_largest, log2_slices, peak_bytes."""
        return _N().tf_einsum_path_info_get(self._handle)

    @property
    def pairs(self):
        """The path as a list of pairs (i, j) (opt_einsum's linear format)."""
        n = self.info["npairs"]
        buf = np.zeros(2 * n, np.int32)
        _N().tf_einsum_path_pairs(self._handle, buf)
        return [(int(buf[2 * i]), int(buf[2 * i + 1])) for i in range(n)]

    @property
    def sliced(self):
        """The sliced labels (character codes in the string form)."""
        n = self.info["nsliced"]
        buf = np.zeros(n, np.int64)
        _N().tf_einsum_path_sliced(self._handle, buf)
        return [int(v) for v in buf]

    def to_bytes(self):
        """Versioned, checksummed, machine-independent bytes (tf_einsum_path_write)."""
        return self._handle.to_bytes()

    @classmethod
    def from_bytes(cls, data):
        """A plan from to_bytes() (tf_einsum_path_read)."""
        return cls(_N().path_from_bytes(data))

    def release(self):
        self._handle.release()

    def __repr__(self):
        i = self.info
        return (f"<tenferro.EinsumPath {i['n']} operands, pairs={self.pairs}, "
                f"log2_flops={i['log2_flops']:.2f}>")


def einsum_path(subscripts, *operands, engine=None, **options):
    """The plan einsum would use for these operands' shapes (their data is
    not read), as an EinsumPath; the search is cached in the engine's plan
    cache. options as einsum's (optimizer, objective, memory_budget_bytes,
    ...)."""
    h = _N().tf_einsum_path_create(_E(engine), subscripts, list(operands),
                                   _einsum_options(**options))
    return EinsumPath(h)


def _axes_pairs(a, b, axes):
    if isinstance(axes, int):
        na = np.ndim(a)
        return list(range(na - axes, na)), list(range(axes))
    axes_a, axes_b = axes
    if isinstance(axes_a, int):
        axes_a = [axes_a]
    if isinstance(axes_b, int):
        axes_b = [axes_b]
    return list(axes_a), list(axes_b)


def tensordot(a, b, axes=2, out=None, *, conj_a=False, conj_b=False, semiring=None,
              engine=None):
    """numpy.tensordot: axes is an int (the last axes of a with the first of
    b) or a pair of axis lists. conj_a / conj_b conjugate an operand.
    semiring: as einsum's (no conjugation there)."""
    N = _N()
    e = _E(engine)
    aa, bb = _axes_pairs(a, b, axes)
    if semiring is not None:
        s = _enum("tf_semiring", "TF_SEMIRING_", semiring)
        if out is None:
            return N.tf_tensordot_semiring(e, s, a, b, aa, bb)
        N.tf_tensordot_semiring_into(e, s, a, b, aa, bb, out)
        return out
    if out is None:
        return N.tf_tensordot(e, a, b, aa, bb, int(conj_a), int(conj_b))
    N.tf_tensordot_into(e, a, b, aa, bb, int(conj_a), int(conj_b), out)
    return out


# --------------------------------------------------------------- semirings
def matmul_semiring(semiring, a, b, out=None, *, engine=None):
    """a (x) b over the last two axes in the semiring ("max_plus",
    "min_plus", "max_times")."""
    N = _N()
    s = _enum("tf_semiring", "TF_SEMIRING_", semiring)
    if out is None:
        return N.tf_matmul_semiring(_E(engine), s, a, b)
    N.tf_matmul_semiring_into(_E(engine), s, a, b, out)
    return out


def matmul_semiring_argmax(semiring, a, b, op_a="N", op_b="N", *, engine=None):
    """(out, argmax): the semiring product and, per element of out, the k
    attaining it (argmax has out's shape, int64)."""
    N = _N()
    e = _E(engine)
    s = _enum("tf_semiring", "TF_SEMIRING_", semiring)
    av, bv = _opview(a, op_a), _opview(b, op_b)
    shape = np.broadcast_shapes(av.shape[:-2], bv.shape[:-2]) + (av.shape[-2], bv.shape[-1])
    out = np.empty(shape, av.dtype)
    arg = np.empty(shape, np.int64)
    N.tf_matmul_semiring_argmax(e, s, _op(op_a), a, _op(op_b), b, out, arg.reshape(-1))
    return out, arg


def _opview(x, op):
    x = np.asarray(x)
    return x if _op(op) == 0 else np.swapaxes(x, -1, -2)


def einsum_semiring_argmax(subscripts, *operands, semiring, engine=None, **options):
    """(out, config): the semiring einsum and, per element of out, one
    optimal assignment of the summed labels (ascending character code):
    config has out's shape plus one axis of nsummed entries."""
    N = _N()
    e = _E(engine)
    opts = _einsum_options(semiring=semiring, **options)
    lhs, _, rhs = subscripts.replace(" ", "").partition("->")
    if "->" not in subscripts or "." in subscripts:
        raise ValueError("einsum_semiring_argmax: subscripts need an explicit output and "
                         "no '...'")
    extent = {}
    for labels, x in zip(lhs.split(","), operands):
        for label, n in zip(labels, np.shape(x)):
            extent[label] = max(extent.get(label, 1), n) if n != 0 else 0
    out = np.empty(tuple(extent[c] for c in rhs), np.asarray(operands[0]).dtype)
    summed = sorted(set(lhs.replace(",", "")) - set(rhs))
    config = np.empty(out.shape + (len(summed),), np.int64)
    nsummed = N.tf_einsum_semiring_argmax(e, subscripts, list(operands), opts, out,
                                          config.reshape(-1) if config.size else None)
    if nsummed != len(summed):
        raise AssertionError(f"einsum_semiring_argmax: {nsummed} summed labels, "
                             f"expected {len(summed)}")
    return out, config


# ----------------------------------------------------- elementwise, reduce
def unary(op, x, out=None, *, engine=None):
    """op(x) elementwise; op is a tf_unary_op value or name ("exp")."""
    N = _N()
    o = _enum("tf_unary_op", "TF_UNARY_", op)
    if out is None:
        return N.tf_unary(_E(engine), o, x)
    N.tf_unary_into(_E(engine), o, x, out)
    return out


def binary(op, x, y, out=None, *, engine=None):
    """op(x, y) with NumPy broadcasting; op is a tf_binary_op value or name."""
    N = _N()
    o = _enum("tf_binary_op", "TF_BINARY_", op)
    if out is None:
        return N.tf_binary(_E(engine), o, x, y)
    N.tf_binary_into(_E(engine), o, x, y, out)
    return out


def _axes(axis):
    if axis is None:
        return None
    return [axis] if isinstance(axis, int) else list(axis)


def reduce(op, x, axis=None, keepdims=False, out=None, *, engine=None):
    """Reduction over axis (None: all; an int or a sequence); op is a
    tf_reduce_op value or name ("sum")."""
    N = _N()
    o = _enum("tf_reduce_op", "TF_REDUCE_", op)
    if out is None:
        return N.tf_reduce(_E(engine), o, x, _axes(axis), int(keepdims))
    N.tf_reduce_into(_E(engine), o, x, _axes(axis), int(keepdims), out)
    return out


def scale(alpha, x, out=None, *, engine=None):
    """alpha * x."""
    if out is None:
        return _N().tf_scale(_E(engine), alpha, x)
    _N().tf_scale_into(_E(engine), alpha, x, out)
    return out


def axpby(alpha, x, beta, y, out=None, *, engine=None):
    """alpha * x + beta * y with broadcasting."""
    if out is None:
        return _N().tf_axpby(_E(engine), alpha, x, beta, y)
    _N().tf_axpby_into(_E(engine), alpha, x, beta, y, out)
    return out


def _scalar_result(z, x):
    return z if np.iscomplexobj(x) else z.real


def dot(x, y, *, engine=None):
    """sum(x * y) over all elements (a Python float or complex)."""
    return _scalar_result(_N().tf_dot(_E(engine), x, y), x)


def vdot(x, y, *, engine=None):
    """sum(conj(x) * y) over all elements."""
    return _scalar_result(_N().tf_vdot(_E(engine), x, y), x)


_DTYPES = {"float32": 0, "float64": 1, "complex64": 2, "complex128": 3}


def cast(x, dtype, out=None, *, engine=None):
    """x converted to dtype (real to complex, between precisions)."""
    if out is None:
        return _N().tf_cast(_E(engine), x, _DTYPES[np.dtype(dtype).name])
    _N().tf_cast_into(_E(engine), x, out)
    return out


# ------------------------------------------------------------------ layout
def permute(x, axes, out=None, *, engine=None):
    """A new array of x with permuted axes (result axis i is x's axes[i])."""
    if out is None:
        return _N().tf_permute(_E(engine), x, list(axes))
    _N().tf_permute_into(_E(engine), x, list(axes), out)
    return out


def transpose(x, axes=None, out=None, *, engine=None):
    """permute with numpy.transpose's default (reversed axes); a copy."""
    if axes is None:
        axes = list(range(np.ndim(x)))[::-1]
    return permute(x, axes, out, engine=engine)


def reshape(x, shape, order="C", *, engine=None):
    """A new contiguous array of shape holding x's elements read in order
    ("C": row-major, "F": column-major); always copies."""
    return _N().tf_reshape(_E(engine), x, list(shape), 1 if order == "F" else 0)


def contiguous(x, order="C", *, engine=None):
    """A contiguous copy of x in order."""
    return _N().tf_contiguous(_E(engine), x, 1 if order == "F" else 0)


def copy_into(src, dst, *, engine=None):
    """dst[...] = src (any strides). Returns dst."""
    _N().tf_copy_into(_E(engine), src, dst)
    return dst


# ----------------------------------------------------------- linear algebra
def svd(a, max_rank=0, cutoff=0.0, *, return_info=False, engine=None):
    """Thin SVD (u, s, vh) of a (..., m, n), truncated to max_rank (0: no
    limit) and by cutoff (relative discarded weight). return_info: also the
    info dict (rank, trunc_err, used_fallback)."""
    opts = {"max_rank": max_rank, "cutoff": cutoff} if (max_rank or cutoff) else None
    u, s, vh, info = _N().tf_svd(_E(engine), a, opts)
    return (u, s, vh, info) if return_info else (u, s, vh)


def qr(a, nonneg_diag=False, *, engine=None):
    """Thin QR (q, r); nonneg_diag: r's diagonal made non-negative."""
    return _N().tf_qr(_E(engine), a, int(nonneg_diag))


def lq(a, nonneg_diag=False, *, engine=None):
    """Thin LQ (l, q)."""
    return _N().tf_lq(_E(engine), a, int(nonneg_diag))


def eigh(a, *, engine=None):
    """(w, v) of a Hermitian a: w ascending, v's columns the eigenvectors."""
    return _N().tf_eigh(_E(engine), a)


def eigvalsh(a, *, engine=None):
    return _N().tf_eigvalsh(_E(engine), a)


def solve(a, b, *, engine=None):
    """x with a x = b."""
    return _N().tf_solve(_E(engine), a, b)


def solve_triangular(a, b, upper=False, op="N", unit_diag=False, *, engine=None):
    """x with op(a) x = b, a triangular."""
    return _N().tf_solve_triangular(_E(engine), a, b, int(upper), _op(op), int(unit_diag))


def cholesky(a, *, engine=None):
    """Lower l with a = l l^H."""
    return _N().tf_cholesky(_E(engine), a)


def lu(a, *, engine=None):
    """(lu, piv): LU with partial pivoting; piv (int32, batch..., k) holds
    0-based row interchanges in order (LAPACK's getrf, 0-based)."""
    a_ = np.asarray(a)
    k = min(a_.shape[-2:])
    piv = np.zeros(a_.shape[:-2] + (k,), np.int32)
    out = _N().tf_lu(_E(engine), a, piv.reshape(-1))
    return out, piv


def lu_solve(lu_, piv, b, *, engine=None):
    """x with a x = b from lu(a)."""
    return _N().tf_lu_solve(_E(engine), lu_, [int(p) for p in np.ravel(piv)], b)


def det(a, *, engine=None):
    return _N().tf_det(_E(engine), a)


def slogdet(a, *, engine=None):
    """(sign, logabsdet)."""
    return _N().tf_slogdet(_E(engine), a)


def inv(a, *, engine=None):
    return _N().tf_inv(_E(engine), a)


# ------------------------------------------------------------ derivatives
def einsum_vjp(subscripts, operands, grad_out, *, engine=None, **options):
    """The cotangents of every operand of einsum(subscripts, *operands)
    given grad_out (a list of arrays)."""
    return _N().tf_einsum_vjp(_E(engine), subscripts, list(operands),
                              _einsum_options(**options), grad_out)


def einsum_jvp(subscripts, operands, tangents, *, engine=None, **options):
    """The tangent of einsum(subscripts, *operands) along tangents (one per
    operand, None: zero)."""
    return _N().tf_einsum_jvp(_E(engine), subscripts, list(operands),
                              _einsum_options(**options), list(tangents))


def unary_vjp(op, x, grad_out, *, engine=None):
    return _N().tf_unary_vjp(_E(engine), _enum("tf_unary_op", "TF_UNARY_", op), x, grad_out)


def binary_vjp(op, x, y, grad_out, *, engine=None):
    """(grad_x, grad_y), summed over broadcast axes."""
    return _N().tf_binary_vjp(_E(engine), _enum("tf_binary_op", "TF_BINARY_", op), x, y,
                              grad_out)


def reduce_vjp(op, x, grad_out, axis=None, keepdims=False, *, engine=None):
    return _N().tf_reduce_vjp(_E(engine), _enum("tf_reduce_op", "TF_REDUCE_", op), x,
                              _axes(axis), int(keepdims), grad_out)


def matmul_vjp(a, b, grad_out, op_a="N", op_b="N", *, engine=None):
    """(grad_a, grad_b) of op_a(a) @ op_b(b)."""
    return _N().tf_matmul_vjp(_E(engine), _op(op_a), a, _op(op_b), b, grad_out)


def tensordot_vjp(a, b, grad_out, axes=2, *, conj_a=False, conj_b=False, engine=None):
    aa, bb = _axes_pairs(a, b, axes)
    return _N().tf_tensordot_vjp(_E(engine), a, b, aa, bb, int(conj_a), int(conj_b), grad_out)


def svd_vjp(a, u, s, vh, grad_u=None, grad_s=None, grad_vh=None, *, engine=None):
    """grad_a from the cotangents of svd(a)'s results (None: zero)."""
    return _N().tf_svd_vjp(_E(engine), a, u, s, vh, grad_u, grad_s, grad_vh, None)


def eigh_vjp(a, w, v, grad_w=None, grad_v=None, *, engine=None):
    return _N().tf_eigh_vjp(_E(engine), a, w, v, grad_w, grad_v, None)


# ---------------------------------------------------- made from the header
def _row_function(family, name, cname, value, doc):
    base = {"unary": unary, "binary": binary, "reduce": reduce}[family]
    if family == "unary":
        def f(x, out=None, *, engine=None):
            return base(value, x, out, engine=engine)
    elif family == "binary":
        def f(x, y, out=None, *, engine=None):
            return base(value, x, y, out, engine=engine)
    else:
        def f(x, axis=None, keepdims=False, out=None, *, engine=None):
            return base(value, x, axis, keepdims, out, engine=engine)
    f.__name__ = f.__qualname__ = name
    f.__doc__ = doc
    return f


def row_functions():
    """{name: function} of every elementwise and reduction row of the
    header's enums (_ops_gen.ROWS, generated from tf_unary_op, tf_binary_op,
    tf_reduce_op)."""
    return {name: _row_function(*row) for row in _ops_gen.ROWS for name in row[1:2]}


def raw_signature(name):
    """(arguments, results) of the raw wrapper of tf_<name>."""
    return _N().signatures()["tf_" + name]


def raw_function(name):
    """tenferro.<name> for a header function tf_<name> without a hand-written
    wrapper: the raw wrapper with this thread's default engine first
    (engine= picks another). AttributeError if there is none."""
    N = _lib.native()
    sig = N.signatures().get("tf_" + name) if N is not None else None
    if sig is None or not sig[0].startswith("engine"):
        raise AttributeError(name)
    fn = getattr(N, "tf_" + name)

    def f(*args, engine=None):
        return fn(_E(engine), *args)
    f.__name__ = f.__qualname__ = name
    f.__doc__ = fn.__doc__
    return f
