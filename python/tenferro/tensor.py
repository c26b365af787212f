"""Tensor: a Python object owning one tenferro tensor handle.

Zero-copy rules:
  * Tensor.from_numpy(a) wraps a's memory (tf_tensor_wrap) and keeps a
    alive; any layout with non-negative strides that are multiples of the
    item size (C order, Fortran order, slices, transposes).
  * t.numpy() is an ndarray over t's memory (data pointer + strides) whose
    base keeps t alive; np.from_dlpack(t) and tenferro.from_dlpack(x) go
    through DLPack and keep the producer alive through its deleter.
  * t.to_numpy() copies.
"""
import ctypes

from . import _dlpack, _lib

# tf_dtype <-> numpy dtype names
F32, F64, C64, C128 = 0, 1, 2, 3
_NP_NAMES = {F32: "float32", F64: "float64", C64: "complex64", C128: "complex128"}
_ITEMSIZE = {F32: 4, F64: 8, C64: 8, C128: 16}
ROW_MAJOR, COL_MAJOR = 0, 1


def dtype_of_numpy(np_dtype):
    """The tf_dtype of a numpy dtype; TypeError for any other."""
    for code, name in _NP_NAMES.items():
        if np_dtype.name == name and np_dtype.isnative:
            return code
    raise TypeError(f"dtype: {np_dtype} is not supported, expected native float32, float64, "
                    "complex64 or complex128")


def _i64_array(values):
    return (ctypes.c_int64 * max(len(values), 1))(*values)


class _ArrayView:
    """Exposes a tensor's memory through __array_interface__; numpy keeps
    this object (and so the tensor) as the array's base."""

    def __init__(self, tensor):
        self._tensor = tensor
        isz = _ITEMSIZE[tensor.dtype]
        self.__array_interface__ = {
            "version": 3,
            "shape": tensor.shape,
            "typestr": __import__("numpy").dtype(_NP_NAMES[tensor.dtype]).str,
            "data": (tensor.data_ptr or 0, False),
            "strides": tuple(s * isz for s in tensor.strides),
        }


class Tensor:
    """Owns one tf_tensor handle; release() (or `with`, or garbage
    collection) gives it back. Shape and strides are in elements."""

    __slots__ = ("_handle", "_keepalive", "__weakref__")

    def __init__(self, handle, keepalive=None):
        self._handle = handle
        self._keepalive = keepalive  # what owns borrowed memory (a numpy array)

    # ------------------------------------------------------------ lifetime
    @property
    def handle(self):
        if not self._handle:
            raise ValueError("tensor: already released")
        return self._handle

    def release(self):
        """Gives the handle back; idempotent."""
        h, self._handle = self._handle, None
        if h:
            _lib.lib().tf_tensor_release(h)
        self._keepalive = None

    close = release

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.release()

    def __del__(self):
        try:
            self.release()
        except Exception:  # interpreter shutdown: the library may be gone
            pass

    # ------------------------------------------------------------- queries
    def _query(self, fn, ctype):
        v = ctype()
        _lib.check(fn(self.handle, ctypes.byref(v)))
        return v.value

    @property
    def dtype(self):
        return self._query(_lib.lib().tf_tensor_dtype, ctypes.c_int32)

    @property
    def ndim(self):
        return self._query(_lib.lib().tf_tensor_ndim, ctypes.c_int32)

    def _dims(self, fn):
        n = self.ndim
        buf = (ctypes.c_int64 * max(n, 1))()
        _lib.check(fn(self.handle, buf))
        return tuple(buf[i] for i in range(n))

    @property
    def shape(self):
        return self._dims(_lib.lib().tf_tensor_shape)

    @property
    def strides(self):
        """Strides in elements."""
        return self._dims(_lib.lib().tf_tensor_strides)

    @property
    def data_ptr(self):
        return self._query(_lib.lib().tf_tensor_data, ctypes.c_void_p)

    def __repr__(self):
        if not self._handle:
            return "<tenferro.Tensor released>"
        return (f"<tenferro.Tensor {_NP_NAMES[self.dtype]} shape={self.shape} "
                f"strides={self.strides}>")

    # --------------------------------------------------------------- numpy
    @classmethod
    def from_numpy(cls, array, writable=False):
        """Wraps a numpy array without copying; the tensor keeps it alive.
        writable=True requires a writeable array (for use as an output)."""
        import numpy as np
        if not isinstance(array, np.ndarray):
            raise TypeError(f"array: expected numpy.ndarray, got {type(array).__name__}")
        dt = dtype_of_numpy(array.dtype)
        if writable and not array.flags.writeable:
            raise ValueError("array: read-only, expected a writeable array for an output")
        isz = array.itemsize
        strides = []
        for i, s in enumerate(array.strides):
            if array.shape[i] <= 1:
                s = 0 if s < 0 else s  # never stepped along
            if s < 0 or s % isz:
                raise ValueError(f"array: strides[{i}] = {s} bytes, expected a non-negative "
                                 f"multiple of the item size {isz} (copy it with "
                                 "numpy.ascontiguousarray)")
            strides.append(s // isz)
        out = ctypes.c_void_p()
        _lib.check(_lib.lib().tf_tensor_wrap(
            dt, array.ndim, _i64_array(array.shape), _i64_array(strides),
            ctypes.c_void_p(array.ctypes.data), ctypes.byref(out)))
        return cls(out.value, keepalive=array)

    def numpy(self):
        """An ndarray viewing this tensor's memory (zero copy); it keeps
        the tensor alive."""
        import numpy as np
        return np.asarray(_ArrayView(self))

    def __array__(self, dtype=None, copy=None):
        a = self.numpy()
        return a if dtype is None else a.astype(dtype)

    def to_numpy(self, order="C"):
        """A copy as a new contiguous ndarray (order 'C' or 'F')."""
        import numpy as np
        a = np.empty(self.shape, dtype=_NP_NAMES[self.dtype], order=order)
        layout = COL_MAJOR if order == "F" else ROW_MAJOR
        _lib.check(_lib.lib().tf_tensor_read(self.handle, layout,
                                             ctypes.c_void_p(a.ctypes.data), a.nbytes))
        return a

    # -------------------------------------------------------------- DLPack
    def __dlpack__(self, stream=None, max_version=None, dl_device=None, copy=None):
        """A DLPack capsule viewing this tensor (zero copy). Versioned when
        the consumer asks for max_version >= (1, 0)."""
        if stream is not None and stream != -1:
            raise BufferError("tenferro tensors are CPU tensors: stream must be None")
        if copy:
            raise BufferError("tenferro exports without copying (copy=True unsupported)")
        if dl_device is not None and tuple(dl_device) != (1, 0):
            raise BufferError(f"dl_device: {dl_device}, tenferro tensors are on (kDLCPU, 0)")
        versioned = max_version is not None and tuple(max_version)[0] >= 1
        return _dlpack.export_capsule(self.handle, versioned)

    def __dlpack_device__(self):
        return (1, 0)  # kDLCPU, device 0

    @classmethod
    def from_dlpack(cls, obj, accept_read_only=False):
        """Imports any DLPack producer (an object with __dlpack__, or a
        capsule) without copying. accept_read_only: see
        TF_DLPACK_IMPORT_READ_ONLY (only use the result as an input)."""
        if hasattr(obj, "__dlpack__"):
            try:
                capsule = obj.__dlpack__(max_version=(1, 0))
            except TypeError:  # a producer older than DLPack 1.0
                capsule = obj.__dlpack__()
        else:
            capsule = obj
        return cls(_dlpack.import_capsule(capsule, accept_read_only))


def as_tensor(x, writable=False):
    """(tensor, owned): x itself if it is a Tensor, else a zero-copy wrap of
    a numpy array that the caller releases after the call."""
    if isinstance(x, Tensor):
        return x, False
    return Tensor.from_numpy(x, writable=writable), True
