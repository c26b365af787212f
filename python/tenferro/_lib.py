"""Loading libtenferro and declaring its C functions for ctypes.

The library is found, in order, at: the path given to load(), the
TENFERRO_LIBRARY environment variable, next to this package (a
libtenferro.so.1 inside it, or the library directory that `cmake --install`
recorded in _install.py), a build tree of the source checkout this package
sits in (build*/libtenferro.so.1), then the system loader (the soname
libtenferro.so.1 through LD_LIBRARY_PATH and ldconfig's cache). It is opened
once per process with RTLD_LOCAL.

Each C function is declared once in _PROTOTYPES (name: restype, argtypes).
Adding a binding for a new function of tenferro.h is one row there plus
the Python wrapper that calls it; a row whose symbol the loaded library
lacks (an older library) only fails when that function is called.
"""
import ctypes
import ctypes.util
import glob
import os
import threading

c_status = ctypes.c_int32
c_dtype = ctypes.c_int32   # tf_dtype (C enum, int-sized)
c_layout = ctypes.c_int32  # tf_layout
c_op = ctypes.c_int32      # tf_op
vp = ctypes.c_void_p
i64p = ctypes.POINTER(ctypes.c_int64)
i32p = ctypes.POINTER(ctypes.c_int32)


class Scalar(ctypes.Structure):
    """tf_scalar"""
    _fields_ = [("re", ctypes.c_double), ("im", ctypes.c_double)]


class EngineStats(ctypes.Structure):
    """tf_engine_stats"""
    _fields_ = [("struct_size", ctypes.c_size_t)] + [
        (n, ctypes.c_uint64) for n in ("calls", "plan_hits", "plan_misses", "pool_hits",
                                       "pool_misses", "bytes_retained", "parallel_regions")]


class EinsumOptions(ctypes.Structure):
    """tf_einsum_options (version 1.1 layout)"""
    _fields_ = [("struct_size", ctypes.c_size_t), ("conj", ctypes.POINTER(ctypes.c_uint8)),
                ("path", i32p), ("path_len", ctypes.c_int32),
                ("reserved0", ctypes.c_int32), ("semiring", ctypes.c_int32)]


class ProgramVjpOptions(ctypes.Structure):
    """tf_program_vjp_options"""
    _fields_ = [("struct_size", ctypes.c_size_t), ("keep_outputs", ctypes.c_int32),
                ("unit_seed", ctypes.c_int32)]


# name: (restype, [argtypes]); handles are void pointers.
_PROTOTYPES = {
    "tf_version": (ctypes.c_uint32, []),
    "tf_version_string": (ctypes.c_char_p, []),
    "tf_last_error": (ctypes.c_char_p, []),
    "tf_status_name": (ctypes.c_char_p, [c_status]),
    "tf_engine_create_serial": (c_status, [ctypes.POINTER(vp)]),
    "tf_engine_create_pooled": (c_status, [ctypes.c_int32, ctypes.POINTER(vp)]),
    "tf_engine_destroy": (None, [vp]),
    "tf_engine_num_threads": (c_status, [vp, ctypes.POINTER(ctypes.c_int32)]),
    "tf_engine_get_stats": (c_status, [vp, ctypes.POINTER(EngineStats)]),
    "tf_engine_trim": (c_status, [vp]),
    "tf_tensor_wrap": (c_status, [c_dtype, ctypes.c_int32, i64p, i64p, vp,
                                  ctypes.POINTER(vp)]),
    "tf_tensor_empty": (c_status, [vp, c_dtype, ctypes.c_int32, i64p, c_layout,
                                   ctypes.POINTER(vp)]),
    "tf_tensor_zeros": (c_status, [vp, c_dtype, ctypes.c_int32, i64p, c_layout,
                                   ctypes.POINTER(vp)]),
    "tf_tensor_from_data": (c_status, [vp, c_dtype, ctypes.c_int32, i64p, i64p, vp, c_layout,
                                       ctypes.POINTER(vp)]),
    "tf_tensor_read": (c_status, [vp, c_layout, vp, ctypes.c_size_t]),
    "tf_tensor_release": (None, [vp]),
    "tf_tensor_dtype": (c_status, [vp, ctypes.POINTER(c_dtype)]),
    "tf_tensor_ndim": (c_status, [vp, ctypes.POINTER(ctypes.c_int32)]),
    "tf_tensor_shape": (c_status, [vp, i64p]),
    "tf_tensor_strides": (c_status, [vp, i64p]),
    "tf_tensor_data": (c_status, [vp, ctypes.POINTER(vp)]),
    "tf_matmul": (c_status, [vp, vp, vp, ctypes.POINTER(vp)]),
    "tf_matmul_into": (c_status, [vp, vp, vp, vp]),
    "tf_matmul_acc": (c_status, [vp, c_op, vp, c_op, vp, Scalar, Scalar, vp]),
    "tf_tensor_from_dlpack": (c_status, [vp, ctypes.POINTER(vp)]),
    "tf_tensor_from_dlpack_versioned": (c_status, [vp, ctypes.c_uint32, ctypes.POINTER(vp)]),
    "tf_tensor_to_dlpack": (c_status, [vp, ctypes.POINTER(vp)]),
    "tf_tensor_to_dlpack_versioned": (c_status, [vp, ctypes.POINTER(vp)]),
    # programs (sections 10, 12) and their transforms
    "tf_program_create": (c_status, [ctypes.POINTER(vp)]),
    "tf_program_release": (None, [vp]),
    "tf_program_input": (c_status, [vp, c_dtype, ctypes.c_int32, i64p, i32p]),
    "tf_program_output": (c_status, [vp, ctypes.c_int32]),
    "tf_program_unary": (c_status, [vp, ctypes.c_int32, ctypes.c_int32, i32p]),
    "tf_program_scale": (c_status, [vp, Scalar, ctypes.c_int32, i32p]),
    "tf_program_binary": (c_status, [vp, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32,
                                     i32p]),
    "tf_program_reduce": (c_status, [vp, ctypes.c_int32, ctypes.c_int32, ctypes.c_int32,
                                     i32p, ctypes.c_int32, i32p]),
    "tf_program_einsum": (c_status, [vp, ctypes.c_char_p, ctypes.c_int32, i32p,
                                     ctypes.POINTER(EinsumOptions), i32p]),
    "tf_program_vjp": (c_status, [vp, ctypes.c_size_t, i32p, ctypes.c_size_t, i32p,
                                  ctypes.POINTER(ProgramVjpOptions), ctypes.POINTER(vp)]),
    "tf_program_jvp": (c_status, [vp, ctypes.c_size_t, i32p, ctypes.POINTER(vp)]),
    "tf_program_prepare": (c_status, [vp, vp, vp, ctypes.POINTER(vp)]),
    "tf_prepared_release": (None, [vp]),
    "tf_program_run": (c_status, [vp, vp, ctypes.POINTER(vp), ctypes.c_size_t,
                                  ctypes.POINTER(vp), ctypes.c_size_t]),
}

_lock = threading.Lock()
_lib = None


class _Lib:
    """The loaded library: attribute access returns the declared function."""

    def __init__(self, cdll, path):
        self._cdll = cdll
        self.path = path
        for name in _PROTOTYPES:
            try:
                fn = getattr(cdll, name)
            except AttributeError:
                continue  # an older library: fails when called (see __getattr__)
            fn.restype, fn.argtypes = _PROTOTYPES[name]
            setattr(self, name, fn)

    def __getattr__(self, name):
        raise AttributeError(f"{self.path} has no function {name} "
                             f"(the library is older than this binding, or it is not declared)")


SONAME = "libtenferro.so.1"


def _candidates():
    env = os.environ.get("TENFERRO_LIBRARY")
    if env:
        yield env
        return
    here = os.path.dirname(os.path.abspath(__file__))
    yield os.path.join(here, SONAME)
    try:  # written by `cmake --install`: where the library went, relative to here
        from ._install import LIBDIR
        yield os.path.normpath(os.path.join(here, LIBDIR, SONAME))
    except ImportError:
        pass
    root = os.path.dirname(os.path.dirname(here))
    if os.path.exists(os.path.join(root, "include", "tenferro.h")):  # a source checkout
        for d in sorted(glob.glob(os.path.join(root, "build*"))):
            yield os.path.join(d, SONAME)
    yield SONAME  # the loader's search: LD_LIBRARY_PATH, RUNPATH, ldconfig
    found = ctypes.util.find_library("tenferro")
    if found and found != SONAME:
        yield found


def load(path=None):
    """Loads the library (once per process) and returns it. path overrides
    the search; loading another path after the first load is an error."""
    global _lib
    with _lock:
        if _lib is not None:
            if path is not None and os.path.realpath(path) != os.path.realpath(_lib.path):
                raise RuntimeError(f"tenferro already loaded from {_lib.path}")
            return _lib
        tried = []
        for cand in ([path] if path is not None else _candidates()):
            if os.path.sep in cand and not os.path.exists(cand):
                tried.append(cand + " (missing)")
                continue
            try:
                cdll = ctypes.CDLL(cand, mode=os.RTLD_NOW | os.RTLD_LOCAL)
            except OSError as e:
                tried.append(f"{cand} ({e})")
                continue
            _lib = _Lib(cdll, cand)
            return _lib
        raise OSError("libtenferro not found; set TENFERRO_LIBRARY=/path/to/libtenferro.so.1 "
                      "or call tenferro.load(path). Tried: " + "; ".join(tried or ["nothing"]))


def lib():
    return _lib if _lib is not None else load()


# ------------------------------------------------------ the C extension
_native = False  # not looked for yet; then the module or None


def native():
    """The C extension tenferro._native set up on the loaded library, or
    None when it is not built (or TENFERRO_NATIVE=0): the package then runs
    on ctypes alone. Looked for inside the package (an installed build),
    then next to the library in a build tree (BUILD/python/tenferro/)."""
    global _native
    if _native is not False:
        return _native
    L = lib()
    mod = None
    if os.environ.get("TENFERRO_NATIVE", "1") != "0":
        try:
            from . import _native as mod
        except ImportError:
            mod = _native_from_build_tree(L.path)
    if mod is not None:
        import numpy
        errors = (TenferroError,) + tuple(_ERRORS.get(i, TenferroError) for i in range(1, 8))
        from .tensor import Tensor
        mod._setup(L._cdll._handle, errors, numpy, Tensor.from_dlpack)
    _native = mod
    return mod


def _native_from_build_tree(libpath):
    import importlib.machinery
    import importlib.util
    here = os.path.dirname(os.path.realpath(libpath)) if os.path.sep in libpath else None
    if here is None:
        return None
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        path = os.path.join(here, "python", "tenferro", "_native" + suffix)
        if os.path.exists(path):
            spec = importlib.util.spec_from_file_location("tenferro._native", path)
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            return mod
    return None


# ---------------------------------------------------------------- errors
class TenferroError(Exception):
    """A tenferro call failed. status is the tf_status code, status_name its
    name, and the message is tf_last_error() of the failing call."""

    def __init__(self, status, status_name, message):
        super().__init__(f"{status_name}: {message}")
        self.status = status
        self.status_name = status_name
        self.message = message


class InvalidArgumentError(TenferroError, ValueError):
    pass


class ShapeMismatchError(TenferroError, ValueError):
    pass


class DtypeMismatchError(TenferroError, TypeError):
    pass


class OutOfMemoryError(TenferroError, MemoryError):
    pass


class UnsupportedError(TenferroError, NotImplementedError):
    pass


class NumericalError(TenferroError, ArithmeticError):
    pass


_ERRORS = {1: InvalidArgumentError, 2: ShapeMismatchError, 3: DtypeMismatchError,
           4: OutOfMemoryError, 5: UnsupportedError, 6: NumericalError}


def check(status):
    """Raises the matching TenferroError for a non-zero status. Call it right
    after the C call, on the same thread (the message is thread-local)."""
    if status == 0:
        return
    L = lib()
    message = L.tf_last_error().decode("utf-8", "replace")
    name = L.tf_status_name(status).decode()
    raise _ERRORS.get(status, TenferroError)(status, name, message)
