"""DLPack structs (tenferro.h section 14, the DLPack 1.x layouts) and the
PyCapsule plumbing of the Python DLPack protocol (__dlpack__ capsules named
"dltensor" / "dltensor_versioned", renamed "used_..." once consumed)."""
import ctypes

from . import _lib


class DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", DLDevice), ("ndim", ctypes.c_int32),
                ("dtype", DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


class DLManagedTensor(ctypes.Structure):
    pass


DLManagedTensor._fields_ = [
    ("dl_tensor", DLTensor), ("manager_ctx", ctypes.c_void_p),
    ("deleter", ctypes.CFUNCTYPE(None, ctypes.POINTER(DLManagedTensor)))]


class DLPackVersion(ctypes.Structure):
    _fields_ = [("major", ctypes.c_uint32), ("minor", ctypes.c_uint32)]


class DLManagedTensorVersioned(ctypes.Structure):
    pass


DLManagedTensorVersioned._fields_ = [
    ("version", DLPackVersion), ("manager_ctx", ctypes.c_void_p),
    ("deleter", ctypes.CFUNCTYPE(None, ctypes.POINTER(DLManagedTensorVersioned))),
    ("flags", ctypes.c_uint64), ("dl_tensor", DLTensor)]

assert ctypes.sizeof(DLTensor) == 48 and ctypes.sizeof(DLManagedTensor) == 64
assert ctypes.sizeof(DLManagedTensorVersioned) == 80

IMPORT_READ_ONLY = 1  # TF_DLPACK_IMPORT_READ_ONLY
FLAG_READ_ONLY = 1    # TF_DL_FLAG_READ_ONLY

# Capsule names: the C strings must outlive every capsule (module lifetime).
_NAMES = {n: ctypes.create_string_buffer(n) for n in
          (b"dltensor", b"used_dltensor", b"dltensor_versioned", b"used_dltensor_versioned")}

_api = ctypes.pythonapi
_capsule_new = ctypes.PYFUNCTYPE(ctypes.py_object, ctypes.c_void_p, ctypes.c_char_p,
                                 ctypes.c_void_p)(("PyCapsule_New", _api))
_get_pointer = ctypes.PYFUNCTYPE(ctypes.c_void_p, ctypes.py_object, ctypes.c_char_p)(
    ("PyCapsule_GetPointer", _api))
_set_name = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.py_object, ctypes.c_char_p)(
    ("PyCapsule_SetName", _api))
_is_valid = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.py_object, ctypes.c_char_p)(
    ("PyCapsule_IsValid", _api))
# The destructor gets the dying capsule: raw pointers only (no py_object,
# which would take a new reference to an object being deallocated).
_get_pointer_raw = ctypes.PYFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_char_p)(
    ("PyCapsule_GetPointer", _api))
_is_valid_raw = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_char_p)(
    ("PyCapsule_IsValid", _api))
_DESTRUCTOR = ctypes.CFUNCTYPE(None, ctypes.c_void_p)


def _destroy(capsule, name, struct):
    # Not consumed (still "dltensor..."): the producer's deleter is ours to call.
    if _is_valid_raw(capsule, _NAMES[name]):
        ptr = _get_pointer_raw(capsule, _NAMES[name])
        m = ctypes.cast(ptr, ctypes.POINTER(struct))
        if m.contents.deleter:
            m.contents.deleter(m)


@_DESTRUCTOR
def _destroy_legacy(capsule):
    _destroy(capsule, b"dltensor", DLManagedTensor)


@_DESTRUCTOR
def _destroy_versioned(capsule):
    _destroy(capsule, b"dltensor_versioned", DLManagedTensorVersioned)


def export_capsule(handle, versioned):
    """A new DLPack capsule viewing the tensor handle's storage."""
    L = _lib.lib()
    out = ctypes.c_void_p()
    if versioned:
        _lib.check(L.tf_tensor_to_dlpack_versioned(handle, ctypes.byref(out)))
        return _capsule_new(out, _NAMES[b"dltensor_versioned"],
                            ctypes.cast(_destroy_versioned, ctypes.c_void_p))
    _lib.check(L.tf_tensor_to_dlpack(handle, ctypes.byref(out)))
    return _capsule_new(out, _NAMES[b"dltensor"], ctypes.cast(_destroy_legacy, ctypes.c_void_p))


def import_capsule(capsule, accept_read_only=False):
    """Consumes a DLPack capsule and returns a tenferro tensor handle."""
    L = _lib.lib()
    out = ctypes.c_void_p()
    if _is_valid(capsule, _NAMES[b"dltensor_versioned"]):
        ptr = _get_pointer(capsule, _NAMES[b"dltensor_versioned"])
        # tenferro owns it from the call on, whatever the result.
        _set_name(capsule, _NAMES[b"used_dltensor_versioned"])
        flags = IMPORT_READ_ONLY if accept_read_only else 0
        _lib.check(L.tf_tensor_from_dlpack_versioned(ptr, flags, ctypes.byref(out)))
    elif _is_valid(capsule, _NAMES[b"dltensor"]):
        ptr = _get_pointer(capsule, _NAMES[b"dltensor"])
        _set_name(capsule, _NAMES[b"used_dltensor"])
        _lib.check(L.tf_tensor_from_dlpack(ptr, ctypes.byref(out)))
    else:
        raise ValueError("not an unconsumed DLPack capsule (expected a PyCapsule named "
                         "'dltensor' or 'dltensor_versioned')")
    return out.value
