# Typing stubs of the tenferro package (the public names of __init__.py).
# tests: python/tests/test_package.py checks that they name exactly what
# the package exports, with the same parameters.
from types import TracebackType
from typing import Any, Dict, List, Optional, Sequence, Tuple, Type, Union

import numpy as np
import numpy.typing as npt

F32: int
F64: int
C64: int
C128: int

ArrayLike = Union["Tensor", npt.ArrayLike]

class TenferroError(Exception):
    status: int
    status_name: str
    message: str
    def __init__(self, status: int, status_name: str, message: str) -> None: ...

class InvalidArgumentError(TenferroError, ValueError): ...
class ShapeMismatchError(TenferroError, ValueError): ...
class DtypeMismatchError(TenferroError, TypeError): ...
class OutOfMemoryError(TenferroError, MemoryError): ...
class UnsupportedError(TenferroError, NotImplementedError): ...
class NumericalError(TenferroError, ArithmeticError): ...

class _Library:
    path: str

def load(path: Optional[str] = None) -> _Library: ...
def version() -> str: ...

class Tensor:
    def __init__(self, handle: int, keepalive: Any = None) -> None: ...
    @property
    def handle(self) -> int: ...
    def release(self) -> None: ...
    def __enter__(self) -> "Tensor": ...
    def __exit__(self, exc_type: Optional[Type[BaseException]], exc: Optional[BaseException],
                 tb: Optional[TracebackType]) -> None: ...
    @property
    def dtype(self) -> int: ...
    @property
    def ndim(self) -> int: ...
    @property
    def shape(self) -> Tuple[int, ...]: ...
    @property
    def strides(self) -> Tuple[int, ...]: ...
    @property
    def data_ptr(self) -> int: ...
    @classmethod
    def from_numpy(cls, array: np.ndarray, writable: bool = False) -> "Tensor": ...
    def numpy(self) -> np.ndarray: ...
    def __array__(self, dtype: Any = None, copy: Optional[bool] = None) -> np.ndarray: ...
    def to_numpy(self, order: str = "C") -> np.ndarray: ...
    def __dlpack__(self, stream: Any = None, max_version: Optional[Tuple[int, int]] = None,
                   dl_device: Optional[Tuple[int, int]] = None,
                   copy: Optional[bool] = None) -> Any: ...
    def __dlpack_device__(self) -> Tuple[int, int]: ...
    @classmethod
    def from_dlpack(cls, obj: Any, accept_read_only: bool = False) -> "Tensor": ...

class Engine:
    def __init__(self, threads: Optional[int] = None) -> None: ...
    @property
    def handle(self) -> int: ...
    def close(self) -> None: ...
    def __enter__(self) -> "Engine": ...
    def __exit__(self, exc_type: Optional[Type[BaseException]], exc: Optional[BaseException],
                 tb: Optional[TracebackType]) -> None: ...
    @property
    def num_threads(self) -> int: ...
    def stats(self) -> Dict[str, int]: ...
    def empty(self, shape: Tuple[int, ...], dtype: Any = "float64", order: str = "C") -> Tensor: ...
    def zeros(self, shape: Tuple[int, ...], dtype: Any = "float64", order: str = "C") -> Tensor: ...
    def tensor(self, array: npt.ArrayLike, order: str = "C") -> Tensor: ...
    def matmul(self, a: ArrayLike, b: ArrayLike, out: Optional[ArrayLike] = None) -> Any: ...
    def einsum(self, subscripts: str, *operands: ArrayLike, out: Optional[ArrayLike] = None,
               plan: Optional["EinsumPath"] = None) -> np.ndarray: ...

def matmul(engine: Engine, a: ArrayLike, b: ArrayLike, out: Optional[ArrayLike] = None) -> Any: ...
def from_numpy(array: np.ndarray, writable: bool = False) -> Tensor: ...
def from_dlpack(obj: Any, accept_read_only: bool = False) -> Tensor: ...

class Prepared:
    def __init__(self, handle: int) -> None: ...
    @property
    def handle(self) -> int: ...
    def release(self) -> None: ...
    def __enter__(self) -> "Prepared": ...
    def __exit__(self, exc_type: Optional[Type[BaseException]], exc: Optional[BaseException],
                 tb: Optional[TracebackType]) -> None: ...
    def __call__(self, engine: Engine, inputs: Sequence[ArrayLike],
                 outputs: Sequence[ArrayLike]) -> Sequence[ArrayLike]: ...

class Program:
    NEG: int
    CONJ: int
    ABS: int
    REAL: int
    IMAG: int
    EXP: int
    LOG: int
    SQRT: int
    ADD: int
    SUB: int
    MUL: int
    DIV: int
    SUM: int
    def __init__(self, handle: Optional[int] = None) -> None: ...
    @property
    def handle(self) -> int: ...
    def release(self) -> None: ...
    def __enter__(self) -> "Program": ...
    def __exit__(self, exc_type: Optional[Type[BaseException]], exc: Optional[BaseException],
                 tb: Optional[TracebackType]) -> None: ...
    def input(self, dtype: Any, shape: Sequence[int]) -> int: ...
    def output(self, slot: int) -> None: ...
    def unary(self, op: int, x: int) -> int: ...
    def scale(self, alpha: complex, x: int) -> int: ...
    def binary(self, op: int, x: int, y: int) -> int: ...
    def reduce(self, op: int, x: int, axes: Optional[Sequence[int]] = None,
               keepdims: bool = False) -> int: ...
    def einsum(self, subscripts: str, operands: Sequence[int],
               conj: Optional[Sequence[int]] = None) -> int: ...
    def vjp(self, outputs: Sequence[int], inputs: Sequence[int], keep_outputs: bool = False,
            unit_seed: bool = False) -> "Program": ...
    def jvp(self, inputs: Sequence[int]) -> "Program": ...
    def prepare(self, engine: Engine) -> Prepared: ...


# ---- operations on NumPy arrays (tenferro.api; the C extension) ----
_Engine = Optional[Engine]
_Axes = Union[None, int, Sequence[int]]

def default_engine() -> Engine: ...
def matmul(a: Any, b: ArrayLike, out: Optional[ArrayLike] = None, *rest: Any,
           engine: _Engine = None) -> Any: ...
def matmul_acc(a: ArrayLike, b: ArrayLike, out: ArrayLike, alpha: complex = 1.0,
               beta: complex = 0.0, op_a: str = "N", op_b: str = "N", *,
               engine: _Engine = None) -> ArrayLike: ...

class EinsumPath:
    def __init__(self, handle: Any) -> None: ...
    @property
    def info(self) -> Dict[str, float]: ...
    @property
    def pairs(self) -> List[Tuple[int, int]]: ...
    @property
    def sliced(self) -> List[int]: ...
    def to_bytes(self) -> bytes: ...
    @classmethod
    def from_bytes(cls, data: bytes) -> "EinsumPath": ...
    def release(self) -> None: ...

def einsum(subscripts: str, *operands: ArrayLike, out: Optional[ArrayLike] = None,
           engine: _Engine = None, plan: Optional[EinsumPath] = None,
           **options: Any) -> np.ndarray: ...
def einsum_acc(subscripts: str, *operands: ArrayLike, out: ArrayLike, alpha: complex = 1.0,
               beta: complex = 0.0, engine: _Engine = None, **options: Any) -> ArrayLike: ...
def einsum_path(subscripts: str, *operands: ArrayLike, engine: _Engine = None,
                **options: Any) -> EinsumPath: ...
def tensordot(a: ArrayLike, b: ArrayLike, axes: Any = 2, out: Optional[ArrayLike] = None, *,
              conj_a: bool = False, conj_b: bool = False, semiring: Any = None,
              engine: _Engine = None) -> np.ndarray: ...
def matmul_semiring(semiring: Union[int, str], a: ArrayLike, b: ArrayLike,
                    out: Optional[ArrayLike] = None, *, engine: _Engine = None) -> np.ndarray: ...
def matmul_semiring_argmax(semiring: Union[int, str], a: ArrayLike, b: ArrayLike,
                           op_a: str = "N", op_b: str = "N", *,
                           engine: _Engine = None) -> Tuple[np.ndarray, np.ndarray]: ...
def einsum_semiring_argmax(subscripts: str, *operands: ArrayLike, semiring: Union[int, str],
                           engine: _Engine = None,
                           **options: Any) -> Tuple[np.ndarray, np.ndarray]: ...
def unary(op: Union[int, str], x: ArrayLike, out: Optional[ArrayLike] = None, *,
          engine: _Engine = None) -> np.ndarray: ...
def binary(op: Union[int, str], x: ArrayLike, y: ArrayLike, out: Optional[ArrayLike] = None, *,
           engine: _Engine = None) -> np.ndarray: ...
def reduce(op: Union[int, str], x: ArrayLike, axis: _Axes = None, keepdims: bool = False,
           out: Optional[ArrayLike] = None, *, engine: _Engine = None) -> np.ndarray: ...
def scale(alpha: complex, x: ArrayLike, out: Optional[ArrayLike] = None, *,
          engine: _Engine = None) -> np.ndarray: ...
def axpby(alpha: complex, x: ArrayLike, beta: complex, y: ArrayLike,
          out: Optional[ArrayLike] = None, *, engine: _Engine = None) -> np.ndarray: ...
def dot(x: ArrayLike, y: ArrayLike, *, engine: _Engine = None) -> complex: ...
def vdot(x: ArrayLike, y: ArrayLike, *, engine: _Engine = None) -> complex: ...
def cast(x: ArrayLike, dtype: Any, out: Optional[ArrayLike] = None, *,
         engine: _Engine = None) -> np.ndarray: ...
def permute(x: ArrayLike, axes: Sequence[int], out: Optional[ArrayLike] = None, *,
            engine: _Engine = None) -> np.ndarray: ...
def transpose(x: ArrayLike, axes: Optional[Sequence[int]] = None,
              out: Optional[ArrayLike] = None, *, engine: _Engine = None) -> np.ndarray: ...
def reshape(x: ArrayLike, shape: Sequence[int], order: str = "C", *,
            engine: _Engine = None) -> np.ndarray: ...
def contiguous(x: ArrayLike, order: str = "C", *, engine: _Engine = None) -> np.ndarray: ...
def copy_into(src: ArrayLike, dst: ArrayLike, *, engine: _Engine = None) -> ArrayLike: ...
def svd(a: ArrayLike, max_rank: int = 0, cutoff: float = 0.0, *, return_info: bool = False,
        engine: _Engine = None) -> Tuple[Any, ...]: ...
def qr(a: ArrayLike, nonneg_diag: bool = False, *,
       engine: _Engine = None) -> Tuple[np.ndarray, np.ndarray]: ...
def lq(a: ArrayLike, nonneg_diag: bool = False, *,
       engine: _Engine = None) -> Tuple[np.ndarray, np.ndarray]: ...
def eigh(a: ArrayLike, *, engine: _Engine = None) -> Tuple[np.ndarray, np.ndarray]: ...
def eigvalsh(a: ArrayLike, *, engine: _Engine = None) -> np.ndarray: ...
def solve(a: ArrayLike, b: ArrayLike, *, engine: _Engine = None) -> np.ndarray: ...
def solve_triangular(a: ArrayLike, b: ArrayLike, upper: bool = False, op: str = "N",
                     unit_diag: bool = False, *, engine: _Engine = None) -> np.ndarray: ...
def cholesky(a: ArrayLike, *, engine: _Engine = None) -> np.ndarray: ...
def lu(a: ArrayLike, *, engine: _Engine = None) -> Tuple[np.ndarray, np.ndarray]: ...
def lu_solve(lu_: ArrayLike, piv: ArrayLike, b: ArrayLike, *,
             engine: _Engine = None) -> np.ndarray: ...
def det(a: ArrayLike, *, engine: _Engine = None) -> np.ndarray: ...
def slogdet(a: ArrayLike, *, engine: _Engine = None) -> Tuple[np.ndarray, np.ndarray]: ...
def inv(a: ArrayLike, *, engine: _Engine = None) -> np.ndarray: ...
def einsum_vjp(subscripts: str, operands: Sequence[ArrayLike], grad_out: ArrayLike, *,
               engine: _Engine = None, **options: Any) -> List[np.ndarray]: ...
def einsum_jvp(subscripts: str, operands: Sequence[ArrayLike],
               tangents: Sequence[Optional[ArrayLike]], *, engine: _Engine = None,
               **options: Any) -> np.ndarray: ...
def unary_vjp(op: Union[int, str], x: ArrayLike, grad_out: ArrayLike, *,
              engine: _Engine = None) -> np.ndarray: ...
def binary_vjp(op: Union[int, str], x: ArrayLike, y: ArrayLike, grad_out: ArrayLike, *,
               engine: _Engine = None) -> Tuple[np.ndarray, np.ndarray]: ...
def reduce_vjp(op: Union[int, str], x: ArrayLike, grad_out: ArrayLike, axis: _Axes = None,
               keepdims: bool = False, *, engine: _Engine = None) -> np.ndarray: ...
def matmul_vjp(a: ArrayLike, b: ArrayLike, grad_out: ArrayLike, op_a: str = "N",
               op_b: str = "N", *, engine: _Engine = None) -> Tuple[np.ndarray, np.ndarray]: ...
def tensordot_vjp(a: ArrayLike, b: ArrayLike, grad_out: ArrayLike, axes: Any = 2, *,
                  conj_a: bool = False, conj_b: bool = False,
                  engine: _Engine = None) -> Tuple[np.ndarray, np.ndarray]: ...
def svd_vjp(a: ArrayLike, u: ArrayLike, s: ArrayLike, vh: ArrayLike,
            grad_u: Optional[ArrayLike] = None, grad_s: Optional[ArrayLike] = None,
            grad_vh: Optional[ArrayLike] = None, *, engine: _Engine = None) -> np.ndarray: ...
def eigh_vjp(a: ArrayLike, w: ArrayLike, v: ArrayLike, grad_w: Optional[ArrayLike] = None,
             grad_v: Optional[ArrayLike] = None, *, engine: _Engine = None) -> np.ndarray: ...
def __getattr__(name: str) -> Any: ...

# ---- generated by bindings/generate_python.py: operation rows ----
def negative(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_NEG: tf_unary (out: tf_unary_into), tenferro.h section 7. Unary maps. ABS, REAL
    and IMAG of a complex tensor give the real dtype (f32 from c64, f64 from c128);
    everything else keeps the dtype. CONJ and REAL of a real tensor copy it, IMAG of a
    real tensor is zero. LOG and SQRT of negative reals give NaN (use a complex dtype
    for the complex branch)."""
def conj(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_CONJ: tf_unary (out: tf_unary_into), tenferro.h section 7. Unary maps. ABS,
    REAL and IMAG of a complex tensor give the real dtype (f32 from c64, f64 from c128);
    everything else keeps the dtype. CONJ and REAL of a real tensor copy it, IMAG of a
    real tensor is zero. LOG and SQRT of negative reals give NaN (use a complex dtype
    for the complex branch)."""
def abs(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_ABS: tf_unary (out: tf_unary_into), tenferro.h section 7. Unary maps. ABS, REAL
    and IMAG of a complex tensor give the real dtype (f32 from c64, f64 from c128);
    everything else keeps the dtype. CONJ and REAL of a real tensor copy it, IMAG of a
    real tensor is zero. LOG and SQRT of negative reals give NaN (use a complex dtype
    for the complex branch)."""
def real(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_REAL: tf_unary (out: tf_unary_into), tenferro.h section 7. Unary maps. ABS,
    REAL and IMAG of a complex tensor give the real dtype (f32 from c64, f64 from c128);
    everything else keeps the dtype. CONJ and REAL of a real tensor copy it, IMAG of a
    real tensor is zero. LOG and SQRT of negative reals give NaN (use a complex dtype
    for the complex branch)."""
def imag(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_IMAG: tf_unary (out: tf_unary_into), tenferro.h section 7. Unary maps. ABS,
    REAL and IMAG of a complex tensor give the real dtype (f32 from c64, f64 from c128);
    everything else keeps the dtype. CONJ and REAL of a real tensor copy it, IMAG of a
    real tensor is zero. LOG and SQRT of negative reals give NaN (use a complex dtype
    for the complex branch)."""
def exp(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_EXP: tf_unary (out: tf_unary_into), tenferro.h section 7. Unary maps. ABS, REAL
    and IMAG of a complex tensor give the real dtype (f32 from c64, f64 from c128);
    everything else keeps the dtype. CONJ and REAL of a real tensor copy it, IMAG of a
    real tensor is zero. LOG and SQRT of negative reals give NaN (use a complex dtype
    for the complex branch)."""
def log(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_LOG: tf_unary (out: tf_unary_into), tenferro.h section 7. Unary maps. ABS, REAL
    and IMAG of a complex tensor give the real dtype (f32 from c64, f64 from c128);
    everything else keeps the dtype. CONJ and REAL of a real tensor copy it, IMAG of a
    real tensor is zero. LOG and SQRT of negative reals give NaN (use a complex dtype
    for the complex branch)."""
def sqrt(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_SQRT: tf_unary (out: tf_unary_into), tenferro.h section 7. Unary maps. ABS,
    REAL and IMAG of a complex tensor give the real dtype (f32 from c64, f64 from c128);
    everything else keeps the dtype. CONJ and REAL of a real tensor copy it, IMAG of a
    real tensor is zero. LOG and SQRT of negative reals give NaN (use a complex dtype
    for the complex branch)."""
def sin(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_SIN: tf_unary (out: tf_unary_into), tenferro.h section 7. Unary maps. ABS, REAL
    and IMAG of a complex tensor give the real dtype (f32 from c64, f64 from c128);
    everything else keeps the dtype. CONJ and REAL of a real tensor copy it, IMAG of a
    real tensor is zero. LOG and SQRT of negative reals give NaN (use a complex dtype
    for the complex branch)."""
def cos(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_COS: tf_unary (out: tf_unary_into), tenferro.h section 7. Unary maps. ABS, REAL
    and IMAG of a complex tensor give the real dtype (f32 from c64, f64 from c128);
    everything else keeps the dtype. CONJ and REAL of a real tensor copy it, IMAG of a
    real tensor is zero. LOG and SQRT of negative reals give NaN (use a complex dtype
    for the complex branch)."""
def tanh(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_TANH: tf_unary (out: tf_unary_into), tenferro.h section 7. Unary maps. ABS,
    REAL and IMAG of a complex tensor give the real dtype (f32 from c64, f64 from c128);
    everything else keeps the dtype. CONJ and REAL of a real tensor copy it, IMAG of a
    real tensor is zero. LOG and SQRT of negative reals give NaN (use a complex dtype
    for the complex branch)."""
def reciprocal(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_RECIPROCAL (1 / x): tf_unary (out: tf_unary_into), tenferro.h section 7. Unary
    maps. ABS, REAL and IMAG of a complex tensor give the real dtype (f32 from c64, f64
    from c128); everything else keeps the dtype. CONJ and REAL of a real tensor copy it,
    IMAG of a real tensor is zero. LOG and SQRT of negative reals give NaN (use a
    complex dtype for the complex branch)."""
def expm1(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_EXPM1 (exp(x) - 1, accurate near 0): tf_unary (out: tf_unary_into), tenferro.h
    section 7. Unary maps. ABS, REAL and IMAG of a complex tensor give the real dtype
    (f32 from c64, f64 from c128); everything else keeps the dtype. CONJ and REAL of a
    real tensor copy it, IMAG of a real tensor is zero. LOG and SQRT of negative reals
    give NaN (use a complex dtype for the complex branch)."""
def log1p(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_LOG1P (log(1 + x), accurate near 0): tf_unary (out: tf_unary_into), tenferro.h
    section 7. Unary maps. ABS, REAL and IMAG of a complex tensor give the real dtype
    (f32 from c64, f64 from c128); everything else keeps the dtype. CONJ and REAL of a
    real tensor copy it, IMAG of a real tensor is zero. LOG and SQRT of negative reals
    give NaN (use a complex dtype for the complex branch)."""
def sigmoid(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_SIGMOID (1 / (1 + exp(-x))): tf_unary (out: tf_unary_into), tenferro.h section
    7. Unary maps. ABS, REAL and IMAG of a complex tensor give the real dtype (f32 from
    c64, f64 from c128); everything else keeps the dtype. CONJ and REAL of a real tensor
    copy it, IMAG of a real tensor is zero. LOG and SQRT of negative reals give NaN (use
    a complex dtype for the complex branch)."""
def sign(x: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_UNARY_SIGN (x / |x|, 0 at 0 (real: -1, 0, 1)): tf_unary (out: tf_unary_into),
    tenferro.h section 7. Unary maps. ABS, REAL and IMAG of a complex tensor give the
    real dtype (f32 from c64, f64 from c128); everything else keeps the dtype. CONJ and
    REAL of a real tensor copy it, IMAG of a real tensor is zero. LOG and SQRT of
    negative reals give NaN (use a complex dtype for the complex branch)."""
def add(x: ArrayLike, y: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_BINARY_ADD: tf_binary (out: tf_binary_into), tenferro.h section 7. Binary maps with
    NumPy broadcasting (shapes align from the right; each extent pair must match or
    contain a 1). MAX and MIN are real only and propagate NaN."""
def subtract(x: ArrayLike, y: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_BINARY_SUB (x - y): tf_binary (out: tf_binary_into), tenferro.h section 7. Binary
    maps with NumPy broadcasting (shapes align from the right; each extent pair must
    match or contain a 1). MAX and MIN are real only and propagate NaN."""
def multiply(x: ArrayLike, y: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_BINARY_MUL: tf_binary (out: tf_binary_into), tenferro.h section 7. Binary maps with
    NumPy broadcasting (shapes align from the right; each extent pair must match or
    contain a 1). MAX and MIN are real only and propagate NaN."""
def divide(x: ArrayLike, y: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_BINARY_DIV (x / y): tf_binary (out: tf_binary_into), tenferro.h section 7. Binary
    maps with NumPy broadcasting (shapes align from the right; each extent pair must
    match or contain a 1). MAX and MIN are real only and propagate NaN."""
def maximum(x: ArrayLike, y: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_BINARY_MAX: tf_binary (out: tf_binary_into), tenferro.h section 7. Binary maps with
    NumPy broadcasting (shapes align from the right; each extent pair must match or
    contain a 1). MAX and MIN are real only and propagate NaN."""
def minimum(x: ArrayLike, y: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_BINARY_MIN: tf_binary (out: tf_binary_into), tenferro.h section 7. Binary maps with
    NumPy broadcasting (shapes align from the right; each extent pair must match or
    contain a 1). MAX and MIN are real only and propagate NaN."""
def power(x: ArrayLike, y: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_BINARY_POW (x^y (real x < 0 with non-integer y: NaN)): tf_binary (out:
    tf_binary_into), tenferro.h section 7. Binary maps with NumPy broadcasting (shapes
    align from the right; each extent pair must match or contain a 1). MAX and MIN are
    real only and propagate NaN."""
def atan2(x: ArrayLike, y: ArrayLike, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_BINARY_ATAN2 (atan2(x, y), the angle of the point (y, x); real only): tf_binary (out:
    tf_binary_into), tenferro.h section 7. Binary maps with NumPy broadcasting (shapes
    align from the right; each extent pair must match or contain a 1). MAX and MIN are
    real only and propagate NaN."""
def sum(x: ArrayLike, axis: Union[None, int, Sequence[int]] = None, keepdims: bool = False, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_REDUCE_SUM: tf_reduce (out: tf_reduce_into), tenferro.h section 7. Reductions over a
    set of axes. MEAN of nothing is NaN; MAX and MIN are real only, propagate NaN, and
    reject an empty reduced axis. FROBENIUS is sqrt(sum |x|^2) in the real dtype. SUM,
    MEAN and FROBENIUS add long sums pairwise (as NumPy does; n equal terms are off by
    O(log n) roundings), also along strided and outer axes when the output spans at most
    2^14 elements."""
def prod(x: ArrayLike, axis: Union[None, int, Sequence[int]] = None, keepdims: bool = False, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_REDUCE_PROD: tf_reduce (out: tf_reduce_into), tenferro.h section 7. Reductions over a
    set of axes. MEAN of nothing is NaN; MAX and MIN are real only, propagate NaN, and
    reject an empty reduced axis. FROBENIUS is sqrt(sum |x|^2) in the real dtype. SUM,
    MEAN and FROBENIUS add long sums pairwise (as NumPy does; n equal terms are off by
    O(log n) roundings), also along strided and outer axes when the output spans at most
    2^14 elements."""
def mean(x: ArrayLike, axis: Union[None, int, Sequence[int]] = None, keepdims: bool = False, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_REDUCE_MEAN: tf_reduce (out: tf_reduce_into), tenferro.h section 7. Reductions over a
    set of axes. MEAN of nothing is NaN; MAX and MIN are real only, propagate NaN, and
    reject an empty reduced axis. FROBENIUS is sqrt(sum |x|^2) in the real dtype. SUM,
    MEAN and FROBENIUS add long sums pairwise (as NumPy does; n equal terms are off by
    O(log n) roundings), also along strided and outer axes when the output spans at most
    2^14 elements."""
def max(x: ArrayLike, axis: Union[None, int, Sequence[int]] = None, keepdims: bool = False, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_REDUCE_MAX: tf_reduce (out: tf_reduce_into), tenferro.h section 7. Reductions over a
    set of axes. MEAN of nothing is NaN; MAX and MIN are real only, propagate NaN, and
    reject an empty reduced axis. FROBENIUS is sqrt(sum |x|^2) in the real dtype. SUM,
    MEAN and FROBENIUS add long sums pairwise (as NumPy does; n equal terms are off by
    O(log n) roundings), also along strided and outer axes when the output spans at most
    2^14 elements."""
def min(x: ArrayLike, axis: Union[None, int, Sequence[int]] = None, keepdims: bool = False, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_REDUCE_MIN: tf_reduce (out: tf_reduce_into), tenferro.h section 7. Reductions over a
    set of axes. MEAN of nothing is NaN; MAX and MIN are real only, propagate NaN, and
    reject an empty reduced axis. FROBENIUS is sqrt(sum |x|^2) in the real dtype. SUM,
    MEAN and FROBENIUS add long sums pairwise (as NumPy does; n equal terms are off by
    O(log n) roundings), also along strided and outer axes when the output spans at most
    2^14 elements."""
def frobenius(x: ArrayLike, axis: Union[None, int, Sequence[int]] = None, keepdims: bool = False, out: Optional[ArrayLike] = None, *, engine: Optional[Engine] = None) -> np.ndarray:
    """TF_REDUCE_FROBENIUS: tf_reduce (out: tf_reduce_into), tenferro.h section 7. Reductions
    over a set of axes. MEAN of nothing is NaN; MAX and MIN are real only, propagate
    NaN, and reject an empty reduced axis. FROBENIUS is sqrt(sum |x|^2) in the real
    dtype. SUM, MEAN and FROBENIUS add long sums pairwise (as NumPy does; n equal terms
    are off by O(log n) roundings), also along strided and outer axes when the output
    spans at most 2^14 elements."""
# ---- end of generated rows ----
