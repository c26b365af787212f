#!/usr/bin/env python3
"""NumPy peer of the suite (and tenferro through its Python binding).

    suite_numpy.py --cases CASES_FILE --out OUT.json [--lib LIBTENFERRO] [--quick]

CASES_FILE holds one case name per line ("matmul_f64/32"), as listed by
suite-tenferro --benchmark_list_tests, so every peer runs the same cases.
The thread count is set by the caller through OMP_NUM_THREADS and
OPENBLAS_NUM_THREADS before this process starts (Debian's NumPy uses the
system libblas.so.3, here the OpenMP build of OpenBLAS); TENFERRO_SUITE_THREADS
picks the tenferro engine (1: serial, else pooled).

Timing: timeit, a batch of calls long enough to take ~2 ms (0.5 ms with
--quick), repeated 5 times (3), median ns per call. Data is made outside
the timed statements; results go to preallocated out= arrays where NumPy
has them. "tenferro-py" times tenferro's binding on the operations it binds
(matmul), so its ratio against NumPy compares Python call with Python call.
"""
import argparse
import json
import os
import sys
import time
import timeit

import numpy as np

BATCH, PHYS, TT_SITES, TT_PHYS = 64, 4, 8, 2   # as in suite.hpp


def rnd(shape, seed, dtype=np.float64):
    g = np.random.default_rng(seed)
    x = g.uniform(-1, 1, size=shape)
    if dtype == np.complex128:
        x = x + 1j * g.uniform(-1, 1, size=shape)
    return x


def time_ns(fn, quick, clock):
    target = 0.5e-3 if quick else 2e-3
    fn()
    t = timeit.Timer(fn, timer=clock)
    number = 1
    while True:
        s = t.timeit(number)
        if s >= target or number > 1 << 24:
            break
        number = max(number + 1, int(number * target / max(s, 1e-9) * 1.2))
    reps = t.repeat(repeat=3 if quick else 5, number=number)
    return sorted(reps)[len(reps) // 2] / number * 1e9


def linalg_data(n):
    A = rnd((n, n), 1000 + n)
    A[np.arange(n), np.arange(n)] += n
    S = A + A.T
    return np.asfortranarray(A), np.asfortranarray(S), rnd((n, 1), 2000 + n)


def einsum_case(family, n):
    P = PHYS
    spec = {
        "einsum_matmul": ("ij,jk->ik", [(n, n), (n, n)]),
        "einsum_batched": ("bij,bjk->bik", [(BATCH, n, n), (BATCH, n, n)]),
        "einsum_tt_site": ("ab,bsc,cd->asd", [(n, n), (n, P, n), (n, n)]),
        "einsum_4op": ("aib,bjc,aid,djc->", [(n, P, n)] * 4),
    }[family]
    subs, shapes = spec
    ops = [rnd(s, 10 + i) for i, s in enumerate(shapes)]
    path = np.einsum_path(subs, *ops, optimize="optimal")[0]   # planned once
    return lambda: np.einsum(subs, *ops, optimize=path)


def tt_case(chi):
    ls = [1 if k == 0 else chi for k in range(TT_SITES)]
    rs = [1 if k == TT_SITES - 1 else chi for k in range(TT_SITES)]
    A = [rnd((ls[k], TT_PHYS, rs[k]), 3000 + k) for k in range(TT_SITES)]
    B = [rnd((ls[k], TT_PHYS, rs[k]), 4000 + k) for k in range(TT_SITES)]
    A0, B0 = A[0].reshape(TT_PHYS, rs[0]), B[0].reshape(TT_PHYS, rs[0])
    Ar = [A[k].reshape(ls[k], TT_PHYS * rs[k]) for k in range(TT_SITES)]
    Br = [B[k].reshape(ls[k] * TT_PHYS, rs[k]) for k in range(TT_SITES)]
    E = [np.empty((rs[0], rs[0]))] + [np.empty((rs[k], rs[k])) for k in range(1, TT_SITES)]
    T = [None] + [np.empty((ls[k], TT_PHYS * rs[k])) for k in range(1, TT_SITES)]
    Tr = [None] + [T[k].reshape(ls[k] * TT_PHYS, rs[k]) for k in range(1, TT_SITES)]

    def run():
        np.matmul(A0.T, B0, out=E[0])
        for k in range(1, TT_SITES):
            np.matmul(E[k - 1].T, Ar[k], out=T[k])
            np.matmul(Tr[k].T, Br[k], out=E[k])
        return E[-1]
    return run


def numpy_case(family, n):
    if family in ("matmul_f64", "matmul_c128"):
        dt = np.complex128 if family == "matmul_c128" else np.float64
        a, b = rnd((n, n), 1, dt), rnd((n, n), 2, dt)
        c = np.empty((n, n), dt)
        return lambda: np.matmul(a, b, out=c)
    if family.startswith("einsum_"):
        return einsum_case(family, n)
    if family in ("svd", "qr", "eigh", "solve"):
        A, S, b = linalg_data(n)
        return {"svd": lambda: np.linalg.svd(A, full_matrices=False),
                "qr": lambda: np.linalg.qr(A),
                "eigh": lambda: np.linalg.eigh(S),
                "solve": lambda: np.linalg.solve(A, b)}[family]
    if family == "ew_add":
        x, y, z = rnd(n, 1), rnd(n, 2), np.empty(n)
        return lambda: np.add(x, y, out=z)
    if family == "ew_exp":
        x, z = rnd(n, 1), np.empty(n)
        return lambda: np.exp(x, out=z)
    if family == "reduce_sum":
        x = rnd(n, 1)
        return lambda: x.sum()
    if family == "tt_program":
        return tt_case(n)
    return None


def tenferro_py_case(tf, eng, family, n):
    if family not in ("matmul_f64", "matmul_c128"):
        return None
    dt = np.complex128 if family == "matmul_c128" else np.float64
    a, b = rnd((n, n), 1, dt), rnd((n, n), 2, dt)
    c = np.empty((n, n), dt)
    ta, tb = tf.Tensor.from_numpy(a), tf.Tensor.from_numpy(b)
    tc = tf.Tensor.from_numpy(c, writable=True)
    keep = (a, b, c)
    return lambda: (keep, eng.matmul(ta, tb, out=tc))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--lib", default=None, help="libtenferro.so.1 for tenferro-py")
    ap.add_argument("--pydir", default=None, help="directory holding the tenferro package")
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    cases = [l.strip() for l in open(a.cases) if l.strip()]
    res = {"numpy": {}, "tenferro-py": {}, "numpy_version": np.__version__}
    tf = eng = None
    if a.lib and a.pydir:
        try:
            sys.path.insert(0, a.pydir)
            import tenferro as tf
            tf.load(a.lib)
            threads = int(os.environ.get("TENFERRO_SUITE_THREADS", "1"))
            eng = tf.Engine() if threads == 1 else tf.Engine(threads=threads)
        except Exception as e:   # the binding is optional
            print(f"suite_numpy: tenferro binding unavailable ({e}); tenferro-py skipped",
                  file=sys.stderr)
            tf = eng = None
    # One thread: CPU time of this thread (as the C++ peers' cpu_time); more
    # threads: wall clock.
    clock = time.thread_time if os.environ.get("OMP_NUM_THREADS", "1") == "1" else time.perf_counter
    for case in cases:
        family, n = case.split("/")
        n = int(n)
        fn = numpy_case(family, n)
        if fn is not None:
            res["numpy"][case] = time_ns(fn, a.quick, clock)
        if eng is not None:
            fn = tenferro_py_case(tf, eng, family, n)
            if fn is not None:
                res["tenferro-py"][case] = time_ns(fn, a.quick, clock)
    with open(a.out, "w") as f:
        json.dump(res, f)


if __name__ == "__main__":
    main()
