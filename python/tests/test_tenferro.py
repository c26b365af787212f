"""Tests of the Python bindings against numpy (Debian's python3-numpy).

Run: TENFERRO_LIBRARY=build/libtenferro.so.1 python3 -m unittest discover -s python/tests
"""
import ctypes
import gc
import os
import sys
import threading
import unittest
import weakref

import numpy as np

# The source tree's package, unless testing an installed one (test_package.py).
if os.environ.get("TENFERRO_TEST_INSTALLED") != "1":
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import tenferro as tf  # noqa: E402

DTYPES = [np.float32, np.float64, np.complex64, np.complex128]
RNG = np.random.default_rng(20240607)


def rand(shape, dtype):
    x = RNG.standard_normal(shape)
    if np.issubdtype(dtype, np.complexfloating):
        x = x + 1j * RNG.standard_normal(shape)
    return x.astype(dtype)


def tol(dtype):
    return 2e-4 if dtype in (np.float32, np.complex64) else 1e-12


def layouts(shape, dtype):
    """(name, array) of one matrix value in several memory layouts."""
    base = rand(shape, dtype)
    big = rand((shape[0] * 2, shape[1] * 3), dtype)
    big[::2, ::3] = base
    return [
        ("C", np.ascontiguousarray(base)),
        ("F", np.asfortranarray(base)),
        ("strided", big[::2, ::3]),                       # non-contiguous view
        ("transposed", np.ascontiguousarray(base.T).T),   # F-like view of a C array
    ]


def address(a):
    return a.__array_interface__["data"][0]


class MatmulTest(unittest.TestCase):
    def setUp(self):
        self.eng = tf.Engine()

    def tearDown(self):
        self.eng.close()

    def test_allocating_every_dtype_and_layout(self):
        for dt in DTYPES:
            for (na, a) in layouts((4, 3), dt):
                for (nb, b) in layouts((3, 5), dt):
                    with self.subTest(dtype=dt.__name__, a=na, b=nb):
                        c = self.eng.matmul(a, b)
                        self.assertEqual(c.shape, (4, 5))
                        np.testing.assert_allclose(np.asarray(c), a @ b, rtol=tol(dt),
                                                   atol=tol(dt))

    def test_into_numpy_output_every_layout(self):
        for dt in DTYPES:
            a, b = rand((6, 4), dt), rand((4, 7), dt)
            for (no, out) in layouts((6, 7), dt):
                with self.subTest(dtype=dt.__name__, out=no):
                    before = address(out)
                    res = self.eng.matmul(a, b, out=out)
                    self.assertIs(res, out)
                    self.assertEqual(address(out), before)  # written in place
                    np.testing.assert_allclose(out, a @ b, rtol=tol(dt), atol=tol(dt))

    def test_batched_broadcast(self):
        a, b = rand((3, 1, 4, 5), np.float64), rand((2, 5, 6), np.float64)
        c = self.eng.matmul(a, b)
        np.testing.assert_allclose(np.asarray(c), np.matmul(a, b), rtol=1e-12)

    def test_tensor_operands_and_copies(self):
        a, b = rand((5, 5), np.complex128), rand((5, 5), np.complex128)
        ta, tb = self.eng.tensor(a), self.eng.tensor(b, order="F")
        self.assertEqual(tb.strides, (1, 5))
        c = tf.matmul(self.eng, ta, tb)  # a NumPy array (a Tensor on ctypes alone)
        np.testing.assert_allclose(np.asarray(c), a @ b, rtol=1e-12)
        d = self.eng.tensor(np.asarray(c))
        self.assertTrue(d.to_numpy(order="F").flags.f_contiguous)

    def test_errors_raise_with_the_library_message(self):
        a, b = rand((2, 3), np.float64), rand((2, 3), np.float64)
        with self.assertRaises(tf.ShapeMismatchError) as cm:
            self.eng.matmul(a, b)
        self.assertEqual(cm.exception.status_name, "TF_ERR_SHAPE_MISMATCH")
        self.assertIn("inner dimensions", str(cm.exception))
        with self.assertRaises(tf.DtypeMismatchError):
            self.eng.matmul(a, rand((3, 2), np.float32))
        out = np.full((2, 2), 7.0)
        with self.assertRaises(tf.ShapeMismatchError):
            self.eng.matmul(a, rand((3, 3), np.float64), out=out)
        self.assertTrue((out == 7.0).all())  # untouched on error
        self.assertIsInstance(cm.exception, ValueError)

    def test_python_side_rejections(self):
        with self.assertRaises(TypeError):
            self.eng.matmul(np.ones((2, 2), np.int64), np.ones((2, 2), np.int64))
        with self.assertRaises(ValueError):  # negative strides are not wrapped
            tf.from_numpy(np.ones((3, 3))[::-1])
        ro = np.ones((2, 2))
        ro.flags.writeable = False
        with self.assertRaises(ValueError):
            self.eng.matmul(np.ones((2, 2)), np.ones((2, 2)), out=ro)
        self.assertTrue((np.asarray(self.eng.matmul(ro, ro)) == 2).all())  # fine as input
        with self.assertRaises(TypeError):
            tf.from_numpy(np.ones((2, 2)).astype(">f8"))  # non-native byte order

    def test_matmul_all_tensors(self):
        # Tensors in and out: the binding's direct path. Results, C errors
        # and released handles behave as on the general path.
        a, b = rand((3, 4), np.float64), rand((4, 2), np.float64)
        c = np.zeros((3, 2))
        ta, tb = tf.from_numpy(a), tf.from_numpy(b)
        tc = tf.Tensor.from_numpy(c, writable=True)
        for _ in range(3):
            self.assertIs(self.eng.matmul(ta, tb, out=tc), tc)
            np.testing.assert_allclose(c, a @ b, rtol=1e-13)
            a += 1.0
        bad = tf.from_numpy(np.zeros((3, 3)), writable=True)
        with self.assertRaises(tf.ShapeMismatchError):
            self.eng.matmul(ta, tb, out=bad)
        self.assertTrue((bad.numpy() == 0).all())
        tb.release()
        with self.assertRaises(ValueError):
            self.eng.matmul(ta, tb, out=tc)
        e = tf.Engine()
        e.close()
        with self.assertRaises(ValueError):
            e.matmul(ta, ta, out=tc)

    def test_closed_handles(self):
        e = tf.Engine()
        e.close()
        e.close()  # idempotent
        with self.assertRaises(ValueError):
            e.matmul(np.ones((2, 2)), np.ones((2, 2)))
        t = self.eng.zeros((2, 2))
        t.release()
        t.release()
        with self.assertRaises(ValueError):
            t.shape


class ZeroCopyTest(unittest.TestCase):
    def setUp(self):
        self.eng = tf.Engine()

    def tearDown(self):
        self.eng.close()

    def test_wrap_shares_memory_with_strides(self):
        for dt in DTYPES:
            for name, a in layouts((3, 4), dt):
                with self.subTest(dtype=dt.__name__, layout=name):
                    t = tf.from_numpy(a)
                    self.assertEqual(t.data_ptr, address(a))
                    self.assertEqual(t.strides, tuple(s // a.itemsize for s in a.strides))
                    v = t.numpy()
                    self.assertEqual(address(v), address(a))
                    a[1, 2] = 42
                    self.assertEqual(v[1, 2], 42)
                    np.testing.assert_array_equal(t.to_numpy(), a)

    def test_numpy_view_keeps_tensor_alive(self):
        t = self.eng.tensor(np.arange(12.0).reshape(3, 4), order="F")
        v = t.numpy()
        self.assertTrue(v.flags.f_contiguous)
        ref = weakref.ref(t)
        del t
        gc.collect()
        self.assertIsNotNone(ref())  # the view's base holds it
        np.testing.assert_array_equal(v, np.arange(12.0).reshape(3, 4))
        del v
        gc.collect()
        self.assertIsNone(ref())

    def test_wrap_keeps_array_alive(self):
        a = np.arange(4.0).reshape(2, 2)
        ref = weakref.ref(a.base if a.base is not None else a)
        t = tf.from_numpy(a)
        del a
        gc.collect()
        self.assertIsNotNone(ref())
        np.testing.assert_array_equal(t.to_numpy(), [[0, 1], [2, 3]])
        t.release()

    def test_export_to_numpy_via_dlpack(self):
        for dt in DTYPES:
            for order in "CF":
                with self.subTest(dtype=dt.__name__, order=order):
                    a = rand((3, 5), dt)
                    t = self.eng.tensor(a, order=order)
                    x = np.from_dlpack(t)
                    self.assertEqual(address(x), t.data_ptr)  # zero copy
                    np.testing.assert_array_equal(x, a)
                    del t
                    gc.collect()  # the capsule's storage reference keeps memory alive
                    junk = [self.eng.tensor(rand((3, 5), dt)) for _ in range(4)]
                    np.testing.assert_array_equal(x, a)
                    del junk

    def test_import_from_numpy_via_dlpack(self):
        for dt in DTYPES:
            for name, a in layouts((4, 6), dt):
                with self.subTest(dtype=dt.__name__, layout=name):
                    t = tf.from_dlpack(a)
                    self.assertEqual(t.data_ptr, address(a))
                    self.assertEqual(t.strides, tuple(s // a.itemsize for s in a.strides))
                    np.testing.assert_array_equal(t.to_numpy(), a)
                    c = self.eng.matmul(t, a.T.conj())
                    np.testing.assert_allclose(np.asarray(c), a @ a.T.conj(), rtol=tol(dt),
                                               atol=tol(dt) * 10)

    def test_dlpack_import_keeps_producer_alive(self):
        a = np.arange(6.0).reshape(2, 3)
        ref = weakref.ref(a)
        t = tf.from_dlpack(a)
        del a
        gc.collect()
        self.assertIsNotNone(ref())  # numpy's deleter has not run
        np.testing.assert_array_equal(t.to_numpy(), np.arange(6.0).reshape(2, 3))
        t.release()
        gc.collect()
        self.assertIsNone(ref())  # ... and runs exactly when the tensor goes

    def test_versioned_round_trip_and_capsule_rules(self):
        t = self.eng.tensor(rand((2, 3), np.complex64))
        cap = t.__dlpack__(max_version=(1, 0))
        u = tf.from_dlpack(cap)
        self.assertEqual(u.data_ptr, t.data_ptr)
        with self.assertRaises(ValueError):  # a consumed capsule cannot be imported twice
            tf.from_dlpack(cap)
        legacy = t.__dlpack__()
        del legacy  # never consumed: its destructor calls the deleter
        gc.collect()
        np.testing.assert_array_equal(u.to_numpy(), t.to_numpy())
        self.assertEqual(t.__dlpack_device__(), (1, 0))
        with self.assertRaises(BufferError):
            t.__dlpack__(stream=3)

    def test_dlpack_rejections(self):
        with self.assertRaises(tf.UnsupportedError) as cm:
            tf.from_dlpack(np.arange(4, dtype=np.int32))
        self.assertIn("dtype", str(cm.exception))
        w = tf.from_numpy(np.ones(3))
        with self.assertRaises(tf.UnsupportedError):  # borrowed memory cannot be exported
            np.from_dlpack(w)


class LibraryTest(unittest.TestCase):
    def test_version_and_load(self):
        self.assertRegex(tf.version(), r"^\d+\.\d+\.\d+$")
        lib = tf.load()
        self.assertIs(tf.load(lib.path), lib)
        with self.assertRaises(RuntimeError):
            tf.load("/nonexistent/libtenferro.so.1")

    def test_engines_on_threads(self):
        a = rand((16, 16), np.float64)
        errors = []

        def work():
            try:
                with tf.Engine() as e:
                    for _ in range(50):
                        np.testing.assert_allclose(np.asarray(e.matmul(a, a)), a @ a, rtol=1e-12)
                    self.assertEqual(e.num_threads, 1)
            except Exception as ex:  # pragma: no cover
                errors.append(ex)

        ts = [threading.Thread(target=work) for _ in range(4)]
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        self.assertEqual(errors, [])

    def test_error_message_is_per_thread(self):
        with tf.Engine() as e:
            with self.assertRaises(tf.ShapeMismatchError) as cm:
                e.matmul(np.ones((2, 3)), np.ones((2, 3)))
            self.assertIn("differ", cm.exception.message)

    def test_stats(self):
        with tf.Engine(threads=2) as e:
            e.matmul(np.ones((3, 3)), np.ones((3, 3)))
            s = e.stats()
            self.assertGreaterEqual(s["calls"], 1)
            self.assertEqual(e.num_threads, 2)


class ProgramTest(unittest.TestCase):
    """tenferro.Program: record, transform (vjp, jvp), prepare, run."""

    def record_loss(self, dtype, shape):
        # loss(x, y) = Re sum(conj(x) * (x @ y)) recorded as einsum + real.
        p = tf.Program()
        x = p.input(dtype, shape)
        y = p.input(dtype, (shape[1], shape[1]))
        xy = p.einsum("ij,jk->ik", [x, y])
        s = p.einsum("ik,ik->", [x, xy], conj=[1, 0])
        p.output(p.unary(tf.Program.REAL, s))
        return p

    def test_value_and_gradient_against_numpy(self):
        for dtype in (np.float64, np.complex128):
            with self.subTest(dtype=dtype), tf.Engine() as eng:
                x, y = rand((3, 4), dtype), rand((4, 4), dtype)
                f = self.record_loss(dtype, x.shape)
                g = f.vjp([0], [0, 1], keep_outputs=True, unit_seed=True)
                run = g.prepare(eng)
                val, dx, dy = np.zeros(()), np.zeros_like(x), np.zeros_like(y)
                run(eng, [x, y], [val, dx, dy])
                self.assertAlmostEqual(float(val), np.sum(np.conj(x) * (x @ y)).real, places=10)
                # L = Re tr(x^H x y): dL/dx = x y^H + x y (as dRe + i dIm), dL/dy = x^H x
                np.testing.assert_allclose(dx, x @ np.conj(y).T + x @ y, atol=1e-12)
                np.testing.assert_allclose(dy, np.conj(x).T @ x, atol=1e-12)
                # forward mode along (tx, 0): the tangent of L is Re <dx, tx>
                j = f.jvp([0])
                runj = j.prepare(eng)
                tx = rand(x.shape, dtype)
                v2, t = np.zeros(()), np.zeros(())
                runj(eng, [x, y, tx], [v2, t])
                self.assertAlmostEqual(float(t), np.sum(np.conj(dx) * tx).real, places=10)
                for h in (run, runj, g, j, f):
                    h.release()

    def test_bad_input_raises(self):
        f = self.record_loss("float64", (3, 4))
        with self.assertRaises(tf.InvalidArgumentError) as cm:
            f.vjp([0], [5])
        self.assertIn("inputs[0]", cm.exception.message)
        p = tf.Program()
        a = p.input("float64", (2,))
        p.output(p.reduce(1, a))  # TF_REDUCE_PROD: not differentiable
        with self.assertRaises(tf.UnsupportedError) as cm:
            p.vjp([0], [0])
        self.assertIn("TF_REDUCE_PROD", cm.exception.message)
        with tf.Engine() as eng:
            run = f.prepare(eng)
            out = np.full((), 42.0)
            with self.assertRaises(tf.TenferroError):
                run(eng, [np.zeros((3, 5)), np.zeros((4, 4))], [out])  # wrong shape
            self.assertEqual(float(out), 42.0)  # untouched
            run.release()


if __name__ == "__main__":
    unittest.main()
