"""Every operation family from Python on NumPy arrays (tenferro.api over the
C extension), against NumPy references; derivative rules against central
finite differences. Run by ctest interop_python and interop_python_package.

TENFERRO_EXPECT_NATIVE=1 (set by ctest) makes a missing extension a
failure instead of a skip.
"""
import os
import sys
import threading
import unittest

import numpy as np

if os.environ.get("TENFERRO_TEST_INSTALLED") != "1":
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import tenferro as tf  # noqa: E402
from tenferro import _lib, _ops_gen  # noqa: E402

NATIVE = _lib.native()
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
RNG = np.random.default_rng(int(os.environ.get("TENFERRO_TEST_SEED", "7")))


def rand(shape, dtype=np.float64):
    x = RNG.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * RNG.standard_normal(shape)
    return x.astype(dtype)


def spd(n, dtype=np.float64):
    a = rand((n, n), dtype)
    return a @ a.conj().T + n * np.eye(n)


class Native(unittest.TestCase):
    def test_extension_in_use(self):
        if os.environ.get("TENFERRO_EXPECT_NATIVE") == "1":
            self.assertIsNotNone(NATIVE, "tenferro._native was not found")
        if NATIVE is None:
            self.skipTest("tenferro._native not built")
        self.assertIsNotNone(tf.Engine()._native)

    def test_every_header_function_reachable(self):
        # The generated raw layer binds every header function except the
        # ones the generator's SKIPPED table names as bound elsewhere.
        if NATIVE is None:
            self.skipTest("tenferro._native not built")
        header = os.path.join(SOURCE, "include", "tenferro.h")
        if not os.path.exists(header):
            self.skipTest("no source checkout")
        sys.path.insert(0, os.path.join(SOURCE, "bindings"))
        sys.path.insert(0, os.path.join(SOURCE, "tests", "interop"))
        import generate_python
        from header_functions import functions
        g = generate_python.Gen(header)
        bound = set(NATIVE.signatures())
        missing = [n for n, _, _ in functions(header) if n not in bound and not g.skipped(n)]
        self.assertEqual(missing, [])
        for name in bound:
            self.assertTrue(callable(getattr(NATIVE, name)), name)
            self.assertTrue(getattr(NATIVE, name).__doc__.startswith(name + "("), name)


@unittest.skipIf(NATIVE is None, "tenferro._native not built")
class Contractions(unittest.TestCase):
    def test_einsum_against_numpy(self):
        cases = [("ij,jk->ik", [(3, 4), (4, 5)]), ("ijk,kl->ijl", [(2, 3, 4), (4, 2)]),
                 ("ii->i", [(4, 4)]), ("ij,ij->", [(3, 3), (3, 3)]),
                 ("abc,cd,db->a", [(2, 3, 4), (4, 5), (5, 3)]),
                 ("...ij,jk->...ik", [(2, 3, 4), (4, 2)]), ("ij,j->i", [(3, 1), (4,)])]
        for dt in (np.float32, np.float64, np.complex64, np.complex128):
            for sub, shapes in cases:
                with self.subTest(dtype=dt.__name__, sub=sub):
                    ops = [rand(s, dt) for s in shapes]
                    ref = np.einsum(sub, *ops)
                    tol = 1e-4 if dt in (np.float32, np.complex64) else 1e-12
                    np.testing.assert_allclose(tf.einsum(sub, *ops), ref, rtol=tol, atol=tol)
                    out = np.full(ref.shape, np.nan, dt)
                    self.assertIs(tf.einsum(sub, *ops, out=out), out)
                    np.testing.assert_allclose(out, ref, rtol=tol, atol=tol)

    def test_einsum_options(self):
        a, b, c = rand((3, 4), complex), rand((4, 5), complex), rand((5, 2), complex)
        ref = np.einsum("ij,jk,kl->il", a.conj(), b, c)
        got = tf.einsum("ij,jk,kl->il", a, b, c, conj=[1, 0, 0], path=[(1, 2), (0, 1)])
        np.testing.assert_allclose(got, ref, rtol=1e-12)
        for opt in ("greedy", "exact", "random_greedy"):
            np.testing.assert_allclose(tf.einsum("ij,jk,kl->il", a, b, c, optimizer=opt, seed=1),
                                       np.einsum("ij,jk,kl->il", a, b, c), rtol=1e-12)
        out = rand((3, 2), complex)
        ref = 2.0 * np.einsum("ij,jk,kl->il", a, b, c) + 0.5 * out
        tf.einsum_acc("ij,jk,kl->il", a, b, c, out=out, alpha=2.0, beta=0.5)
        np.testing.assert_allclose(out, ref, rtol=1e-12)

    def test_einsum_path_saved_and_reloaded(self):
        ops = [rand((8, 2)), rand((2, 8)), rand((8, 3))]
        path = tf.einsum_path("ab,bc,cd->ad", *ops, optimizer="exact")
        info = path.info
        self.assertEqual((info["n"], info["npairs"]), (3, 2))
        self.assertEqual(len(path.pairs), 2)
        data = path.to_bytes()
        again = tf.EinsumPath.from_bytes(data)
        self.assertEqual(again.pairs, path.pairs)
        self.assertEqual(again.to_bytes(), data)
        ref = np.einsum("ab,bc,cd->ad", *ops)
        np.testing.assert_allclose(tf.einsum("ab,bc,cd->ad", *ops, plan=again), ref, rtol=1e-12)
        with self.assertRaises(tf.TenferroError):  # a plan for other shapes
            tf.einsum("ab,bc,cd->ad", rand((4, 2)), ops[1], ops[2][:, :3], plan=again)
        with self.assertRaises(tf.TenferroError) as cm:
            tf.EinsumPath.from_bytes(data[:-1] + bytes([data[-1] ^ 1]))  # checksum
        self.assertEqual(cm.exception.status, 1)

    def test_tensordot(self):
        a, b = rand((3, 4, 5), complex), rand((5, 4, 2), complex)
        np.testing.assert_allclose(tf.tensordot(a, b, axes=([1, 2], [1, 0])),
                                   np.tensordot(a, b, axes=([1, 2], [1, 0])), rtol=1e-12)
        np.testing.assert_allclose(tf.tensordot(a, b, axes=([2], [0]), conj_a=True),
                                   np.tensordot(a.conj(), b, axes=([2], [0])), rtol=1e-12)
        x, y = rand((3, 4)), rand((3, 4))
        np.testing.assert_allclose(tf.tensordot(x, y.T, axes=1), x @ y.T, rtol=1e-12)
        np.testing.assert_allclose(tf.tensordot(x, y, axes=0), np.tensordot(x, y, axes=0))
        out = np.empty((3, 3))
        tf.tensordot(x, y, axes=([1], [1]), out=out)
        np.testing.assert_allclose(out, x @ y.T, rtol=1e-12)

    def test_matmul_forms(self):
        e = tf.Engine()
        for dt in (np.float64, np.complex128):
            a, b = rand((2, 3, 4), dt), rand((4, 5), dt)
            np.testing.assert_allclose(e.matmul(a, b), a @ b, rtol=1e-12)
            np.testing.assert_allclose(tf.matmul(a, b), a @ b, rtol=1e-12)
            out = np.empty((2, 3, 5), dt)
            self.assertIs(tf.matmul(a, b, out, engine=e), out)
            np.testing.assert_allclose(out, a @ b, rtol=1e-12)
            c = rand((4, 4), dt)
            ref = 2.0 * (a[0].conj().T @ a[1]) + 3.0 * c
            tf.matmul_acc(a[0], a[1], c, alpha=2.0, beta=3.0, op_a="C")
            np.testing.assert_allclose(c, ref, rtol=1e-12)

    def test_descriptor_cache_follows_new_arrays(self):
        # The fast path rebinds its cached descriptors: every call must
        # read its own arrays, whatever layouts come and go.
        e = tf.Engine()
        for i in range(30):
            shape = [(2, 2), (3, 2), (2, 2)][i % 3]
            a = rand(shape)
            a = a if i % 4 else np.asfortranarray(a)
            b = rand((shape[1], 4))
            out = np.empty((shape[0], 4))
            e.matmul(a, b, out=out)
            np.testing.assert_allclose(out, a @ b, rtol=1e-12)
            np.testing.assert_allclose(e.matmul(a, b), a @ b, rtol=1e-12)
            np.testing.assert_allclose(e.einsum("ij,jk->ki", a, b), (a @ b).T, rtol=1e-12)

    def test_dlpack_producers_in(self):
        # An operand with __dlpack__ but no buffer protocol (as a torch
        # tensor) is imported without a copy.
        class DLOnly:
            def __init__(self, a):
                self.a = a

            def __dlpack__(self, **kw):
                return self.a.__dlpack__(**kw)

            def __dlpack_device__(self):
                return self.a.__dlpack_device__()
        a, b = rand((3, 4)), rand((4, 2))
        np.testing.assert_allclose(tf.einsum("ij,jk->ik", DLOnly(a), b), a @ b, rtol=1e-12)
        np.testing.assert_allclose(tf.default_engine().matmul(DLOnly(a), DLOnly(b)), a @ b,
                                   rtol=1e-12)
        np.testing.assert_allclose(tf.exp(DLOnly(a)), np.exp(a), rtol=1e-14)

    def test_engines_on_threads(self):
        errors = []

        def work(seed):
            try:
                e = tf.Engine()
                rng = np.random.default_rng(seed)  # the module's RNG stays deterministic
                for _ in range(200):
                    a, b = rng.standard_normal((2, 3, 3))
                    np.testing.assert_allclose(e.einsum("ij,jk->ik", a, b), a @ b, rtol=1e-12)
                    np.testing.assert_allclose(tf.exp(a), np.exp(a), rtol=1e-14)
            except Exception as ex:  # noqa: BLE001
                errors.append(ex)
        ts = [threading.Thread(target=work, args=(i,)) for i in range(3)]
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        self.assertEqual(errors, [])


# NumPy references of the header's operation rows; a row without one fails
# test_every_row_has_a_reference (a new enum value needs its reference here).
def _sign(x):
    if np.iscomplexobj(x):
        m = np.abs(x)
        return np.where(m == 0, 0, x / np.where(m == 0, 1, m))
    return np.sign(x)


UNARY_REF = {"negative": np.negative, "conj": np.conj, "abs": np.abs, "real": np.real,
             "imag": np.imag, "exp": np.exp, "log": np.log, "sqrt": np.sqrt, "sin": np.sin,
             "cos": np.cos, "tanh": np.tanh, "reciprocal": lambda x: 1 / x, "expm1": np.expm1,
             "log1p": np.log1p, "sigmoid": lambda x: 1 / (1 + np.exp(-x)), "sign": _sign}
BINARY_REF = {"add": np.add, "subtract": np.subtract, "multiply": np.multiply,
              "divide": np.divide, "maximum": np.maximum, "minimum": np.minimum,
              "power": np.power, "atan2": np.arctan2}
REDUCE_REF = {"sum": np.sum, "prod": np.prod, "mean": np.mean, "max": np.max, "min": np.min,
              "frobenius": lambda x, axis=None, keepdims=False:
              np.sqrt(np.sum(np.abs(x) ** 2, axis=axis, keepdims=keepdims))}
REAL_ONLY = {"maximum", "minimum", "atan2", "max", "min"}


@unittest.skipIf(NATIVE is None, "tenferro._native not built")
class Rows(unittest.TestCase):
    def test_every_row_has_a_reference(self):
        refs = {"unary": UNARY_REF, "binary": BINARY_REF, "reduce": REDUCE_REF}
        for family, name, cname, value, doc in _ops_gen.ROWS:
            self.assertIn(name, refs[family], f"{cname}: no NumPy reference in test_api.py")
            self.assertTrue(callable(getattr(tf, name)), name)
            self.assertIn(name, tf.__all__)
            self.assertTrue(getattr(tf, name).__doc__.startswith(cname))

    def test_unary(self):
        for name, ref in UNARY_REF.items():
            for dt in (np.float32, np.float64, np.complex64, np.complex128):
                with self.subTest(op=name, dtype=dt.__name__):
                    x = rand((3, 4), dt)
                    if name in ("log", "sqrt", "log1p") and not np.iscomplexobj(x):
                        x = np.abs(x) + 0.1
                    tol = 1e-5 if dt in (np.float32, np.complex64) else 1e-13
                    want = ref(x)
                    got = getattr(tf, name)(x)
                    self.assertEqual(got.dtype, np.asarray(want).dtype)
                    np.testing.assert_allclose(got, want, rtol=tol, atol=tol)
                    out = np.empty_like(np.asarray(want))
                    getattr(tf, name)(x[:, ::2], out=out[:, ::2])  # strided in and out
                    np.testing.assert_allclose(out[:, ::2], want[:, ::2], rtol=tol, atol=tol)

    def test_binary_broadcast(self):
        for name, ref in BINARY_REF.items():
            for dt in (np.float64, np.complex128):
                if name in REAL_ONLY and dt is np.complex128:
                    with self.assertRaises(tf.DtypeMismatchError):
                        getattr(tf, name)(rand((2, 3), dt), rand((2, 3), dt))
                    continue
                with self.subTest(op=name, dtype=dt.__name__):
                    x, y = rand((4, 1, 3), dt), rand((2, 3), dt)
                    if name == "power" and dt is np.float64:
                        x = np.abs(x) + 0.5
                    np.testing.assert_allclose(getattr(tf, name)(x, y), ref(x, y), rtol=1e-12)

    def test_reduce(self):
        x = rand((3, 4, 5))
        for name, ref in REDUCE_REF.items():
            for axis in (None, 1, (0, 2), -1):
                for keep in (False, True):
                    with self.subTest(op=name, axis=axis, keepdims=keep):
                        want = ref(x, axis=axis, keepdims=keep)
                        got = getattr(tf, name)(x, axis, keep)
                        np.testing.assert_allclose(got, want, rtol=1e-12)
                        self.assertEqual(np.shape(got), np.shape(want))
        z = rand((3, 4), complex)
        np.testing.assert_allclose(tf.sum(z, 0), z.sum(0), rtol=1e-12)
        with self.assertRaises(tf.DtypeMismatchError):
            tf.max(z)

    def test_scale_axpby_dot_cast(self):
        x, y = rand((3, 4), complex), rand((3, 4), complex)
        np.testing.assert_allclose(tf.scale(2 - 1j, x), (2 - 1j) * x, rtol=1e-14)
        np.testing.assert_allclose(tf.axpby(2.0, x, 1j, y), 2 * x + 1j * y, rtol=1e-14)
        self.assertAlmostEqual(tf.dot(x, y), np.sum(x * y), places=12)
        self.assertAlmostEqual(tf.vdot(x, y), np.vdot(x, y), places=12)
        r = rand((5,))
        self.assertIsInstance(tf.dot(r, r), float)
        self.assertAlmostEqual(tf.dot(r, r), r @ r, places=12)
        c = tf.cast(r, np.complex64)
        self.assertEqual(c.dtype, np.complex64)
        np.testing.assert_allclose(c, r.astype(np.complex64), rtol=1e-6)


@unittest.skipIf(NATIVE is None, "tenferro._native not built")
class Layout(unittest.TestCase):
    def test_layout(self):
        x = rand((2, 3, 4))
        np.testing.assert_array_equal(tf.permute(x, (2, 0, 1)), np.transpose(x, (2, 0, 1)))
        np.testing.assert_array_equal(tf.transpose(x), x.T)
        self.assertTrue(tf.transpose(x).flags.c_contiguous)
        np.testing.assert_array_equal(tf.reshape(x, (6, 4)), x.reshape(6, 4))
        np.testing.assert_array_equal(tf.reshape(x, (4, 6), order="F"),
                                      x.reshape((4, 6), order="F"))
        f = tf.contiguous(x[:, ::2], order="F")
        self.assertTrue(f.flags.f_contiguous)
        np.testing.assert_array_equal(f, x[:, ::2])
        dst = np.zeros((4, 3, 2)).transpose(2, 1, 0)
        self.assertIs(tf.copy_into(x, dst), dst)
        np.testing.assert_array_equal(dst, x)
        out = np.empty((4, 2, 3))
        tf.permute(x, (2, 0, 1), out=out)
        np.testing.assert_array_equal(out, np.transpose(x, (2, 0, 1)))


@unittest.skipIf(NATIVE is None, "tenferro._native not built")
class Linalg(unittest.TestCase):
    def test_decompositions(self):
        for dt in (np.float64, np.complex128):
            with self.subTest(dtype=dt.__name__):
                a = rand((5, 3), dt)
                u, s, vh = tf.svd(a)
                np.testing.assert_allclose(s, np.linalg.svd(a, compute_uv=False), rtol=1e-12)
                np.testing.assert_allclose((u * s) @ vh, a, atol=1e-12)
                u, s, vh, info = tf.svd(a, max_rank=2, return_info=True)
                self.assertEqual((u.shape, s.shape, vh.shape, info["rank"]),
                                 ((5, 2), (2,), (2, 3), 2))
                q, r = tf.qr(a, nonneg_diag=True)
                np.testing.assert_allclose(q @ r, a, atol=1e-12)
                np.testing.assert_allclose(q.conj().T @ q, np.eye(3), atol=1e-12)
                self.assertTrue((np.diag(r).real >= 0).all())
                np.testing.assert_allclose(np.triu(r), r)
                l_, q2 = tf.lq(a.T.copy())
                np.testing.assert_allclose(l_ @ q2, a.T, atol=1e-12)
                h = spd(4, dt)
                w, v = tf.eigh(h)
                np.testing.assert_allclose(w, np.linalg.eigvalsh(h), rtol=1e-12)
                np.testing.assert_allclose(h @ v, v * w, atol=1e-10)
                np.testing.assert_allclose(tf.eigvalsh(h), w, rtol=1e-12)
                L = tf.cholesky(h)
                np.testing.assert_allclose(L @ L.conj().T, h, atol=1e-10)

    def test_solvers_and_determinants(self):
        a, b = rand((4, 4)) + 4 * np.eye(4), rand((4, 2))
        np.testing.assert_allclose(tf.solve(a, b), np.linalg.solve(a, b), rtol=1e-12)
        t = np.triu(a)
        np.testing.assert_allclose(tf.solve_triangular(t, b, upper=True),
                                   np.linalg.solve(t, b), rtol=1e-12)
        np.testing.assert_allclose(tf.solve_triangular(t, b, upper=True, op="T"),
                                   np.linalg.solve(t.T, b), rtol=1e-12)
        lu, piv = tf.lu(a)
        self.assertEqual(piv.dtype, np.int32)
        np.testing.assert_allclose(tf.lu_solve(lu, piv, b), np.linalg.solve(a, b), rtol=1e-12)
        np.testing.assert_allclose(tf.det(a), np.linalg.det(a), rtol=1e-12)
        sign, logdet = tf.slogdet(a)
        ref = np.linalg.slogdet(a)
        np.testing.assert_allclose((sign, logdet), (ref[0], ref[1]), rtol=1e-12)
        np.testing.assert_allclose(tf.inv(a), np.linalg.inv(a), rtol=1e-12)
        with self.assertRaises(tf.NumericalError) as cm:
            tf.solve(np.zeros((2, 2)), np.ones((2, 1)))
        self.assertEqual(cm.exception.status, 6)


@unittest.skipIf(NATIVE is None, "tenferro._native not built")
class Semirings(unittest.TestCase):
    def ref(self, semiring, a, b):
        if semiring == "max_plus":
            return (a[:, :, None] + b[None, :, :]).max(1), (a[:, :, None] + b[None]).argmax(1)
        if semiring == "min_plus":
            return (a[:, :, None] + b[None, :, :]).min(1), (a[:, :, None] + b[None]).argmin(1)
        return (a[:, :, None] * b[None, :, :]).max(1), (a[:, :, None] * b[None]).argmax(1)

    def test_products_and_argmax(self):
        for s in ("max_plus", "min_plus", "max_times"):
            with self.subTest(semiring=s):
                a, b = np.abs(rand((3, 5))), np.abs(rand((5, 4)))
                val, arg = self.ref(s, a, b)
                np.testing.assert_allclose(tf.matmul_semiring(s, a, b), val, rtol=1e-14)
                got, garg = tf.matmul_semiring_argmax(s, a, b)
                np.testing.assert_allclose(got, val, rtol=1e-14)
                np.testing.assert_array_equal(garg, arg)
                np.testing.assert_allclose(tf.einsum("ik,kj->ij", a, b, semiring=s), val,
                                           rtol=1e-14)
                np.testing.assert_allclose(tf.tensordot(a, b, axes=1, semiring=s), val,
                                           rtol=1e-14)

    def test_einsum_argmax_configuration(self):
        a, b, c = rand((3, 4)), rand((4, 5)), rand((5, 2))
        out, config = tf.einsum_semiring_argmax("ij,jk,kl->il", a, b, c, semiring="max_plus")
        full = a[:, :, None, None] + b[None, :, :, None] + c[None, None, :, :]
        np.testing.assert_allclose(out, full.max(axis=(1, 2)), rtol=1e-14)
        self.assertEqual(config.shape, (3, 2, 2))  # summed labels j, k
        for i in range(3):
            for l_ in range(2):
                j, k = config[i, l_]
                self.assertAlmostEqual(a[i, j] + b[j, k] + c[k, l_], out[i, l_], places=12)


def fd_check(test, f, x, grad, seed_out, h=1e-6, tol=1e-6):
    """<grad, v> against d/dt <seed_out, f(x + t v)> by central differences
    (real inner products; complex x perturbed along v and i v)."""
    v = rand(np.shape(x), np.asarray(x).dtype)
    for direction in ((v, 1j * v) if np.iscomplexobj(x) else (v,)):
        lp = np.real(np.vdot(seed_out, f(x + h * direction)))
        lm = np.real(np.vdot(seed_out, f(x - h * direction)))
        fd = (lp - lm) / (2 * h)
        an = np.real(np.vdot(grad, direction))
        test.assertAlmostEqual(fd, an, delta=tol * max(1.0, abs(fd)))


@unittest.skipIf(NATIVE is None, "tenferro._native not built")
class Derivatives(unittest.TestCase):
    def test_einsum_vjp_and_jvp(self):
        sub = "ij,jk,kl->il"
        ops = [rand((3, 4)), rand((4, 5)), rand((5, 2))]
        g = rand((3, 2))
        grads = tf.einsum_vjp(sub, ops, g)
        self.assertEqual(len(grads), 3)
        for i in range(3):
            def f(xi, i=i):
                return np.einsum(sub, *[xi if k == i else ops[k] for k in range(3)])
            fd_check(self, f, ops[i], grads[i], g)
        ts = [rand(o.shape) for o in ops]
        t_out = tf.einsum_jvp(sub, ops, ts)
        h = 1e-6
        fd = (np.einsum(sub, *[o + h * t for o, t in zip(ops, ts)]) -
              np.einsum(sub, *[o - h * t for o, t in zip(ops, ts)])) / (2 * h)
        np.testing.assert_allclose(t_out, fd, rtol=1e-6, atol=1e-8)

    def test_complex_einsum_vjp(self):
        ops = [rand((3, 4), complex), rand((4,), complex)]
        g = rand((3,), complex)
        grads = tf.einsum_vjp("ij,j->i", ops, g)
        # Cotangent convention: grad = conj(J)^T g as the library documents
        # (section 11): check through the real inner product Re<g, J v>.
        for i in range(2):
            def f(xi, i=i):
                return np.einsum("ij,j->i", *[xi if k == i else ops[k] for k in range(2)])
            fd_check(self, f, ops[i], grads[i], g)

    def test_elementwise_and_reduce_vjp(self):
        x = np.abs(rand((3, 4))) + 0.2
        g = rand((3, 4))
        for name in ("exp", "log", "sqrt", "sin", "cos", "tanh", "reciprocal", "expm1",
                     "log1p", "sigmoid", "negative", "abs"):
            with self.subTest(op=name):
                row = next(r for r in _ops_gen.ROWS if r[0] == "unary" and r[1] == name)
                fd_check(self, UNARY_REF[name], x, tf.unary_vjp(row[3], x, g), g)
        y = np.abs(rand((1, 4))) + 0.5
        g = rand((3, 4))
        for name in ("add", "subtract", "multiply", "divide", "power", "atan2"):
            with self.subTest(op=name):
                gx, gy = tf.binary_vjp(name if name not in ("subtract", "multiply", "divide",
                                                             "power") else
                                       {"subtract": "sub", "multiply": "mul", "divide": "div",
                                        "power": "pow"}[name], x, y, g)
                self.assertEqual(gy.shape, y.shape)  # summed over the broadcast axis
                fd_check(self, lambda v: BINARY_REF[name](v, y), x, gx, g)
                fd_check(self, lambda v: BINARY_REF[name](x, v), y, gy, g)
        for name in ("sum", "mean", "frobenius"):  # PROD has no rule (TF_ERR_UNSUPPORTED)
            with self.subTest(op=name):
                g = rand((3,))
                fd_check(self, lambda v: REDUCE_REF[name](v, axis=1), x,
                         tf.reduce_vjp(name, x, g, axis=1), g)

    def test_matmul_and_tensordot_vjp(self):
        a, b, g = rand((3, 4)), rand((4, 2)), rand((3, 2))
        ga, gb = tf.matmul_vjp(a, b, g)
        fd_check(self, lambda v: v @ b, a, ga, g)
        fd_check(self, lambda v: a @ v, b, gb, g)
        ga, gb = tf.tensordot_vjp(a, b, g, axes=1)
        fd_check(self, lambda v: np.tensordot(v, b, 1), a, ga, g)

    def test_linalg_vjp(self):
        a = rand((4, 3))
        u, s, vh = tf.svd(a)
        gs = rand((3,))
        ga = tf.svd_vjp(a, u, s, vh, None, gs, None)
        fd_check(self, lambda v: np.linalg.svd(v, compute_uv=False), a, ga, gs)
        h = spd(4)
        w, v = tf.eigh(h)
        gw = rand((4,))
        gh = tf.eigh_vjp(h, w, v, gw, None)
        sym = lambda m: (m + m.T) / 2  # noqa: E731  (perturb within symmetric matrices)
        fd_check(self, lambda m: np.linalg.eigvalsh(sym(m)), h, sym(gh), gw)
        # Any other rule through tenferro.X (the generated raw wrappers).
        q, r = tf.qr(a)
        gq, gr = rand(q.shape), rand(r.shape)
        ga = tf.qr_vjp(a, q, r, gq, gr)
        fd_check(self, lambda m: np.concatenate([x.ravel() for x in np.linalg.qr(m)]), a, ga,
                 np.concatenate([gq.ravel(), gr.ravel()]))
        m = rand((3, 3)) + 3 * np.eye(3)
        d = tf.det(m)
        fd_check(self, lambda x: np.array(np.linalg.det(x)), m, tf.det_vjp(m, d, np.array(1.5)),
                 np.array(1.5))
        x = tf.inv(m)
        g = rand((3, 3))
        fd_check(self, np.linalg.inv, m, tf.inv_vjp(m, x, g), g)
        b = rand((3, 2))
        xs = tf.solve(m, b)
        g = rand((3, 2))
        gm, gb = tf.solve_vjp(m, b, xs, g)
        fd_check(self, lambda v: np.linalg.solve(v, b), m, gm, g)
        fd_check(self, lambda v: np.linalg.solve(m, v), b, gb, g)


@unittest.skipIf(NATIVE is None, "tenferro._native not built")
class Errors(unittest.TestCase):
    def test_status_and_message(self):
        out = np.full((2, 2), 7.0)
        with self.assertRaises(tf.ShapeMismatchError) as cm:
            tf.einsum("ij,jk->ik", np.ones((2, 3)), np.ones((2, 2)), out=out)
        e = cm.exception
        self.assertEqual((e.status, e.status_name), (2, "TF_ERR_SHAPE_MISMATCH"))
        self.assertTrue(e.message)
        self.assertTrue((out == 7.0).all())  # untouched
        with self.assertRaises(tf.DtypeMismatchError):
            tf.add(np.ones(2), np.ones(2, np.float32))
        with self.assertRaises(TypeError) as cm:
            tf.exp(np.ones(3, np.int64))
        self.assertIn("format", str(cm.exception))
        with self.assertRaises(TypeError):
            tf.sum(np.ones(3), axis="x")
        with self.assertRaises(ValueError):  # read-only output
            ro = np.ones((2, 2))
            ro.flags.writeable = False
            tf.exp(np.ones((2, 2)), out=ro)
        with self.assertRaises(ValueError):
            tf.unary("nope", np.ones(2))
        with self.assertRaises(AttributeError):
            tf.no_such_function  # noqa: B018

    def test_engine_closed(self):
        e = tf.Engine()
        e.close()
        with self.assertRaises(ValueError):
            tf.exp(np.ones(2), engine=e)
        with self.assertRaises(ValueError):
            e.einsum("i->", np.ones(2))


if __name__ == "__main__":
    unittest.main()
