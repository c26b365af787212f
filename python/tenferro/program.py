"""Programs: record once, transform (vjp / jvp), prepare, run many times.

    p = tf.Program()
    x = p.input("complex128", (2, 3))
    y = p.einsum("ij,ij->", [x, x], conj=[1, 0])
    p.output(p.unary(tf.Program.REAL, y))
    g = p.vjp([0], [0], keep_outputs=True, unit_seed=True)  # value and gradient
    with g.prepare(eng) as run:
        value, grad = np.zeros(()), np.zeros((2, 3), complex)
        run(eng, [a], [value, grad])

Slots are the integers the recording methods return (tenferro.h sections
10, 12 and "Program transforms"). Inputs and outputs of a run may be
Tensors or numpy arrays (outputs: writeable, of the exact shape and dtype),
wrapped without copying for the duration of the run.
"""
import ctypes

from . import _lib
from .tensor import as_tensor, dtype_of_numpy


def _i32(values):
    values = [int(v) for v in values]
    return (ctypes.c_int32 * max(1, len(values)))(*values)


class _Owned:
    """A handle this object owns: released once, by release(), a with block
    or the garbage collector. Subclasses name what they hold and the C
    function that releases it."""

    _what = ""
    _release_fn = ""

    @property
    def handle(self):
        if not self._handle:
            raise ValueError("%s: already released" % self._what)
        return self._handle

    def release(self):
        h, self._handle = self._handle, None
        if h:
            getattr(_lib.lib(), self._release_fn)(h)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.release()

    def __del__(self):
        try:
            self.release()
        except Exception:
            pass


class Program(_Owned):
    """A recorded program (owns one tf_program)."""

    _what = "program"
    _release_fn = "tf_program_release"

    # tf_unary_op, tf_binary_op, tf_reduce_op values used most
    NEG, CONJ, ABS, REAL, IMAG, EXP, LOG, SQRT = 0, 1, 2, 3, 4, 5, 6, 7
    ADD, SUB, MUL, DIV = 0, 1, 2, 3
    SUM = 0

    def __init__(self, handle=None):
        if handle is None:
            h = ctypes.c_void_p()
            _lib.check(_lib.lib().tf_program_create(ctypes.byref(h)))
            handle = h.value
        self._handle = handle

    def _slot(self, fn, *args):
        s = ctypes.c_int32()
        _lib.check(fn(self.handle, *args, ctypes.byref(s)))
        return s.value

    # ------------------------------------------------------------ recording
    def input(self, dtype, shape):
        import numpy as np
        from .tensor import _i64_array
        shape = tuple(shape)
        return self._slot(_lib.lib().tf_program_input, dtype_of_numpy(np.dtype(dtype)),
                          len(shape), _i64_array(shape))

    def output(self, slot):
        _lib.check(_lib.lib().tf_program_output(self.handle, int(slot)))

    def unary(self, op, x):
        return self._slot(_lib.lib().tf_program_unary, int(op), int(x))

    def scale(self, alpha, x):
        a = complex(alpha)
        return self._slot(_lib.lib().tf_program_scale, _lib.Scalar(a.real, a.imag), int(x))

    def binary(self, op, x, y):
        return self._slot(_lib.lib().tf_program_binary, int(op), int(x), int(y))

    def reduce(self, op, x, axes=None, keepdims=False):
        axes = [] if axes is None else list(axes)
        return self._slot(_lib.lib().tf_program_reduce, int(op), int(x), len(axes),
                          _i32(axes) if axes else None, int(bool(keepdims)))

    def einsum(self, subscripts, operands, conj=None):
        opts = None
        if conj is not None:
            flags = (ctypes.c_uint8 * len(operands))(*[int(bool(c)) for c in conj])
            opts = _lib.EinsumOptions(ctypes.sizeof(_lib.EinsumOptions), flags, None, 0, 0, 0)
        return self._slot(_lib.lib().tf_program_einsum, subscripts.encode(), len(operands),
                          _i32(operands), ctypes.byref(opts) if opts is not None else None)

    # ----------------------------------------------------------- transforms
    def vjp(self, outputs, inputs, keep_outputs=False, unit_seed=False):
        """Reverse mode (tf_program_vjp): a new Program. outputs and inputs
        are positions in this program's outputs and inputs."""
        o = _lib.ProgramVjpOptions(ctypes.sizeof(_lib.ProgramVjpOptions), int(bool(keep_outputs)),
                                   int(bool(unit_seed)))
        h = ctypes.c_void_p()
        _lib.check(_lib.lib().tf_program_vjp(self.handle, len(outputs), _i32(outputs),
                                             len(inputs), _i32(inputs), ctypes.byref(o),
                                             ctypes.byref(h)))
        return Program(h.value)

    def jvp(self, inputs):
        """Forward mode (tf_program_jvp): a new Program."""
        h = ctypes.c_void_p()
        _lib.check(_lib.lib().tf_program_jvp(self.handle, len(inputs), _i32(inputs),
                                             ctypes.byref(h)))
        return Program(h.value)

    def prepare(self, engine):
        """Prepares on engine: a Prepared (the program may be released)."""
        h = ctypes.c_void_p()
        _lib.check(_lib.lib().tf_program_prepare(engine.handle, self.handle, None,
                                                 ctypes.byref(h)))
        return Prepared(h.value)


class Prepared(_Owned):
    """A prepared program (owns one tf_prepared); call it to run."""

    _what = "prepared program"
    _release_fn = "tf_prepared_release"

    def __init__(self, handle):
        self._handle = handle

    def __call__(self, engine, inputs, outputs):
        """tf_program_run: inputs in declaration order, outputs (caller-owned,
        exact shapes) in marking order; returns outputs."""
        temps = []
        try:
            hi, ho = [], []
            for x in inputs:
                t, owned = as_tensor(x)
                if owned:
                    temps.append(t)
                hi.append(t.handle)
            for x in outputs:
                t, owned = as_tensor(x, writable=True)
                if owned:
                    temps.append(t)
                ho.append(t.handle)
            ai = (ctypes.c_void_p * max(1, len(hi)))(*hi)
            ao = (ctypes.c_void_p * max(1, len(ho)))(*ho)
            _lib.check(_lib.lib().tf_program_run(engine.handle, self.handle, ai, len(hi), ao,
                                                 len(ho)))
            return outputs
        finally:
            for t in temps:
                t.release()
