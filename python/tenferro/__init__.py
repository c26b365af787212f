"""tenferro: Python bindings (ctypes) of the tenferro C API.

    import numpy as np, tenferro as tf
    with tf.Engine() as eng:
        c = eng.matmul(np.ones((2, 3)), np.ones((3, 4)))   # a tenferro Tensor
        print(c.numpy())                                   # zero-copy view

Library loading: tenferro.load(path), else $TENFERRO_LIBRARY, else a build
directory of the source checkout, else the system search path. Errors raise
TenferroError subclasses carrying tf_last_error(). docs/ffi/python.md has
the ownership, threading and zero-copy rules.
"""
from ._lib import (DtypeMismatchError, InvalidArgumentError, NumericalError,
                   OutOfMemoryError, ShapeMismatchError, TenferroError, UnsupportedError,
                   load)
from .engine import Engine
from .ops import matmul
from .program import Prepared, Program
from .tensor import C64, C128, F32, F64, Tensor


def version():
    """The loaded library's version string."""
    return load().tf_version_string().decode()


def from_numpy(array, writable=False):
    return Tensor.from_numpy(array, writable)


def from_dlpack(obj, accept_read_only=False):
    return Tensor.from_dlpack(obj, accept_read_only)


__all__ = ["load", "version", "Engine", "Tensor", "matmul", "from_numpy", "from_dlpack",
           "Program", "Prepared",
           "TenferroError", "InvalidArgumentError", "ShapeMismatchError",
           "DtypeMismatchError", "OutOfMemoryError", "UnsupportedError", "NumericalError",
           "F32", "F64", "C64", "C128"]
