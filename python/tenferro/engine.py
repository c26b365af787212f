"""Engine: owns one tf_engine handle (thread budget, buffer pool, plans).

An engine is used by one thread at a time; give each thread its own.
Tensors made by an engine stay valid after the engine is closed.
"""
import ctypes

from . import _lib
from . import ops as _ops
from .tensor import COL_MAJOR, ROW_MAJOR, Tensor, _i64_array, dtype_of_numpy


class Engine:
    """Engine() is serial (never enters a thread pool, BLAS on the calling
    thread); Engine(threads=n) is pooled (threads=0: tenferro's default,
    TENFERRO_NUM_THREADS, else OMP_NUM_THREADS, else the CPUs this process
    may use: affinity mask and cgroup quota; tenferro.h, section 4)."""

    def __init__(self, threads=None):
        L = _lib.lib()
        N = _lib.native()
        if N is not None:
            # The extension's engine owns the tf_engine; its fast paths
            # become this object's matmul and einsum (instance attributes:
            # a call goes straight to C).
            self._native = N.Engine(threads)
            self._handle = self._native.handle
            self.matmul = self._native.matmul
            self.einsum = self._native.einsum
            return
        self._native = None
        h = ctypes.c_void_p()
        if threads is None:
            _lib.check(L.tf_engine_create_serial(ctypes.byref(h)))
        else:
            _lib.check(L.tf_engine_create_pooled(int(threads), ctypes.byref(h)))
        self._handle = h.value

    @property
    def handle(self):
        if not self._handle:
            raise ValueError("engine: already closed")
        return self._handle

    def close(self):
        h, self._handle = self._handle, None
        n = getattr(self, "_native", None)
        if n is not None:
            n.close()
        elif h:
            _lib.lib().tf_engine_destroy(h)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    @property
    def num_threads(self):
        n = ctypes.c_int32()
        _lib.check(_lib.lib().tf_engine_num_threads(self.handle, ctypes.byref(n)))
        return n.value

    def stats(self):
        s = _lib.EngineStats()
        s.struct_size = ctypes.sizeof(s)
        _lib.check(_lib.lib().tf_engine_get_stats(self.handle, ctypes.byref(s)))
        return {name: getattr(s, name) for name, _ in s._fields_[1:]}

    # ------------------------------------------------------------- tensors
    def _new(self, fn_name, shape, dtype, order):
        import numpy as np
        dt = dtype_of_numpy(np.dtype(dtype))
        out = ctypes.c_void_p()
        fn = getattr(_lib.lib(), fn_name)
        _lib.check(fn(self.handle, dt, len(shape), _i64_array(shape),
                      COL_MAJOR if order == "F" else ROW_MAJOR, ctypes.byref(out)))
        return Tensor(out.value)

    def empty(self, shape, dtype="float64", order="C"):
        return self._new("tf_tensor_empty", tuple(shape), dtype, order)

    def zeros(self, shape, dtype="float64", order="C"):
        return self._new("tf_tensor_zeros", tuple(shape), dtype, order)

    def tensor(self, array, order="C"):
        """A new engine-owned tensor holding a copy of array (any strides)."""
        import numpy as np
        a = np.asarray(array)
        dt = dtype_of_numpy(a.dtype)
        if any(s < 0 or s % a.itemsize for s in a.strides):
            a = np.ascontiguousarray(a)
        strides = [s // a.itemsize for s in a.strides]
        out = ctypes.c_void_p()
        _lib.check(_lib.lib().tf_tensor_from_data(
            self.handle, dt, a.ndim, _i64_array(a.shape), _i64_array(strides),
            ctypes.c_void_p(a.ctypes.data), COL_MAJOR if order == "F" else ROW_MAJOR,
            ctypes.byref(out)))
        return Tensor(out.value)

    # ---------------------------------------------------------- operations
    # Each operation is a function in ops.py taking the engine first; these
    # methods forward to it, so a new operation is one function there plus
    # one line here.
    def matmul(self, a, b, out=None):
        """a @ b over the last two axes (batch axes broadcast). out: written
        by the _into form (nothing allocated) and returned. With the C
        extension, the result is a new NumPy array; without it (ctypes
        only), a Tensor (np.asarray views either)."""
        return _ops.matmul(self, a, b, out)

    def einsum(self, subscripts, *operands, out=None, plan=None):
        """Einstein summation (NumPy subscripts); see tenferro.einsum."""
        from . import api
        return api.einsum(subscripts, *operands, out=out, plan=plan, engine=self)
