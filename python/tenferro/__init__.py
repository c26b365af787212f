"""tenferro: Python bindings of the tenferro C API: a C extension
(tenferro._native, the stable ABI) for the operations, ctypes for loading,
tensors, DLPack and programs.

    import numpy as np, tenferro as tf
    a, b = np.ones((2, 3)), np.ones((3, 4))
    c = tf.einsum("ij,jk->ik", a, b)          # NumPy arrays in and out
    u, s, vh = tf.svd(c)
    with tf.Engine() as eng:                  # an engine of one's own
        out = np.empty((2, 4))
        eng.matmul(a, b, out=out)             # the _into form: allocates nothing

Every operation family is a function here (tenferro.api): einsum,
einsum_path, tensordot, matmul, the elementwise and reduction rows of the
header's enums (exp, maximum, sum, ...), layout, the decompositions and
solvers, semiring products with argmax, and the derivative rules (*_vjp,
*_jvp; any other tf_X taking an engine is tenferro.X).

Library loading: tenferro.load(path), else $TENFERRO_LIBRARY, else a build
directory of the source checkout, else the system search path. Errors raise
TenferroError subclasses carrying tf_last_error(). docs/ffi/python.md has
the ownership, threading and zero-copy rules.
"""
from ._lib import (DtypeMismatchError, InvalidArgumentError, NumericalError,
                   OutOfMemoryError, ShapeMismatchError, TenferroError, UnsupportedError,
                   load)
from . import api as _api
from .api import (EinsumPath, axpby, binary, binary_vjp, cast, cholesky, contiguous,
                  copy_into, default_engine, det, dot, eigh, eigh_vjp, eigvalsh, einsum,
                  einsum_acc, einsum_jvp, einsum_path, einsum_semiring_argmax, einsum_vjp, inv,
                  lq, lu, lu_solve, matmul, matmul_acc, matmul_semiring, matmul_semiring_argmax,
                  matmul_vjp, permute, qr, reduce, reduce_vjp, reshape, scale, slogdet, solve,
                  solve_triangular, svd, svd_vjp, tensordot, tensordot_vjp, transpose, unary,
                  unary_vjp, vdot)
from .engine import Engine
from .program import Prepared, Program
from .tensor import C64, C128, F32, F64, Tensor

_ROWS = _api.row_functions()  # exp, maximum, sum, ... (the header's enum rows)
globals().update(_ROWS)


def version():
    """The loaded library's version string."""
    return load().tf_version_string().decode()


def from_numpy(array, writable=False):
    return Tensor.from_numpy(array, writable)


def from_dlpack(obj, accept_read_only=False):
    return Tensor.from_dlpack(obj, accept_read_only)


def __getattr__(name):
    """tenferro.X for any header function tf_X taking an engine first that
    has no wrapper above (e.g. qr_vjp, svd_split, unary_jvp)."""
    if name.startswith("_"):
        raise AttributeError(name)
    f = _api.raw_function(name)
    globals()[name] = f
    return f


__all__ = ["load", "version", "Engine", "Tensor", "matmul", "from_numpy", "from_dlpack",
           "Program", "Prepared", "EinsumPath", "default_engine",
           "einsum", "einsum_acc", "einsum_path", "tensordot", "matmul_acc",
           "matmul_semiring", "matmul_semiring_argmax", "einsum_semiring_argmax",
           "unary", "binary", "reduce", "scale", "axpby", "dot", "vdot", "cast",
           "permute", "transpose", "reshape", "contiguous", "copy_into",
           "svd", "qr", "lq", "eigh", "eigvalsh", "solve", "solve_triangular", "cholesky",
           "lu", "lu_solve", "det", "slogdet", "inv",
           "einsum_vjp", "einsum_jvp", "unary_vjp", "binary_vjp", "reduce_vjp", "matmul_vjp",
           "tensordot_vjp", "svd_vjp", "eigh_vjp",
           *_ROWS,
           "TenferroError", "InvalidArgumentError", "ShapeMismatchError",
           "DtypeMismatchError", "OutOfMemoryError", "UnsupportedError", "NumericalError",
           "F32", "F64", "C64", "C128"]
