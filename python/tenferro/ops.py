"""Operations: one function per tenferro operation family, engine first.

Operands may be Tensors or numpy arrays (wrapped without copying for the
duration of the call). Without out, the result is a new engine-owned
Tensor (view it with .numpy()); with out (a Tensor or a writeable numpy
array of the exact result shape and dtype), the _into form overwrites it
and out is returned.

To bind a new operation (einsum, programs, ...): declare its C functions
in _lib._PROTOTYPES, add a function here following matmul, and forward to
it from Engine.
"""
import ctypes

from . import _lib
from .tensor import Tensor, as_tensor


def _call(engine, operands, out, alloc_fn, into_fn, *extra):
    """Runs alloc_fn(engine, *operands, *extra, &result) or
    into_fn(engine, *operands, *extra, out), releasing temporary wraps."""
    temps = []
    try:
        handles = []
        for x in operands:
            t, owned = as_tensor(x)
            if owned:
                temps.append(t)
            handles.append(t.handle)
        if out is None:
            res = ctypes.c_void_p()
            _lib.check(alloc_fn(engine.handle, *handles, *extra, ctypes.byref(res)))
            return Tensor(res.value)
        o, owned = as_tensor(out, writable=True)
        if owned:
            temps.append(o)
        _lib.check(into_fn(engine.handle, *handles, *extra, o.handle))
        return out
    finally:
        for t in temps:
            t.release()


_matmul_into = None  # L.tf_matmul_into, bound on first use


def matmul(engine, a, b, out=None):
    """a @ b over the last two axes, batch axes broadcast (numpy.matmul
    semantics for rank >= 2)."""
    global _matmul_into
    # The hot case, Tensors in and out, goes straight to the C call (no
    # wraps to make or release); anything else, or a released handle (which
    # must raise), takes the general path.
    if (out.__class__ is Tensor and a.__class__ is Tensor and b.__class__ is Tensor and
            engine._handle and a._handle and b._handle and out._handle):
        if _matmul_into is None:
            _matmul_into = _lib.lib().tf_matmul_into
        status = _matmul_into(engine._handle, a._handle, b._handle, out._handle)
        if status:
            _lib.check(status)
        return out
    L = _lib.lib()
    return _call(engine, (a, b), out, L.tf_matmul, L.tf_matmul_into)
