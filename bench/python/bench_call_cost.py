#!/usr/bin/env python3
"""Call cost of tenferro from Python against NumPy in the same process,
2x2 float64 on a serial engine (issue 30's targets):

    matmul_out    eng.matmul(a, b, out=c) / (a @ b)         target <= 1.0
    matmul_alloc  eng.matmul(a, b) / (a @ b)                target <= 1.5
    einsum_cached eng.einsum("ij,jk->ik", a, b, out=c)
                  / np.einsum("ij,jk->ik", a, b)            target <= 1.0
    (einsum_alloc, the allocating einsum, and the ctypes-only matmul are
    reported too.)

Each time is the median of `repeat` timeit runs of `number` calls; ratios
are of medians measured interleaved (peer, tenferro, peer, ...), so load on
the machine hits both. Writes JSON (--out, default stdout) with the times
in ns per call, the ratios, the targets and whether each holds, the
OpenBLAS core of the BLAS tenferro loaded, the CPU and the command. Run as
the benchmarks are (docs/benchmarks.md):

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE \\
      TENFERRO_LIBRARY=build/libtenferro.so.1 /usr/bin/python3 \\
      bench/python/bench_call_cost.py --out python_call_cost.json

Exit status 1 when a target does not hold (--no-check: always 0).
"""
import argparse
import ctypes
import json
import os
import platform
import statistics
import sys
import timeit

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))

import numpy as np  # noqa: E402

import tenferro as tf  # noqa: E402
from tenferro import _lib  # noqa: E402

TARGETS = {"matmul_out": 1.0, "matmul_alloc": 1.5, "einsum_cached": 1.0}


def openblas_corename():
    try:
        blas = ctypes.CDLL("libopenblas.so.0")  # the one libtenferro loaded (same soname)
        blas.openblas_get_corename.restype = ctypes.c_char_p
        return blas.openblas_get_corename().decode()
    except (OSError, AttributeError):
        return "unknown"


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", help="JSON file (default: stdout)")
    ap.add_argument("--number", type=int, default=20000, help="calls per timeit run")
    ap.add_argument("--repeat", type=int, default=15, help="timeit runs (the median is kept)")
    ap.add_argument("--no-check", action="store_true", help="exit 0 even if a target fails")
    args = ap.parse_args()
    if _lib.native() is None:
        sys.exit("bench_call_cost: the C extension tenferro._native is not built")

    a, b = np.random.default_rng(1).standard_normal((2, 2, 2))
    c = np.empty((2, 2))
    eng = tf.Engine()
    saved, _lib._native = _lib._native, None  # a ctypes-only engine for comparison
    ceng = tf.Engine()
    _lib._native = saved
    assert ceng._native is None and eng._native is not None
    sub = "ij,jk->ik"
    cases = {  # name: (peer, tenferro)
        "matmul_out": (lambda: a @ b, lambda: eng.matmul(a, b, out=c)),
        "matmul_alloc": (lambda: a @ b, lambda: eng.matmul(a, b)),
        "einsum_cached": (lambda: np.einsum(sub, a, b), lambda: eng.einsum(sub, a, b, out=c)),
        "einsum_alloc": (lambda: np.einsum(sub, a, b), lambda: eng.einsum(sub, a, b)),
        "matmul_out_ctypes": (lambda: a @ b, lambda: ceng.matmul(a, b, out=c)),
    }
    for name, (peer, ours) in cases.items():  # right answers, and warm plans
        c[...] = np.nan
        got = ours()
        np.testing.assert_allclose(np.asarray(got), a @ b, rtol=1e-14)
        np.testing.assert_allclose(np.asarray(peer()), a @ b, rtol=1e-14)
    results = {}
    for name, (peer, ours) in cases.items():
        tp, to = [], []
        for _ in range(args.repeat):
            tp.append(timeit.timeit(peer, number=args.number) / args.number * 1e9)
            to.append(timeit.timeit(ours, number=args.number) / args.number * 1e9)
        mp, mo = statistics.median(tp), statistics.median(to)
        r = {"peer_ns": round(mp, 1), "tenferro_ns": round(mo, 1), "ratio": round(mo / mp, 3)}
        if name in TARGETS:
            r["target"] = TARGETS[name]
            r["holds"] = mo / mp <= TARGETS[name]
        results[name] = r
    report = {
        "benchmark": "python call cost, 2x2 float64, serial engine",
        "peer": {"matmul": "numpy a @ b", "einsum": "numpy.einsum"},
        "results": results,
        "openblas_corename": openblas_corename(),
        "cpu": cpu_model(),
        "nproc": os.cpu_count(),
        "kernel": platform.release(),
        "python": sys.version.split()[0],
        "numpy": np.__version__,
        "tenferro": tf.version(),
        "threads": "serial engine (1)",
        "env_openblas": {k: v for k, v in os.environ.items() if k.startswith("OPENBLAS")},
        "command": " ".join([sys.executable] + sys.argv),
        "timeit": {"number": args.number, "repeat": args.repeat, "statistic": "median"},
    }
    text = json.dumps(report, indent=2)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text + "\n")
    print(text)
    print("openblas corename:", report["openblas_corename"], file=sys.stderr)
    failed = [n for n, r in results.items() if r.get("holds") is False]
    if failed and not args.no_check:
        print("targets not met:", failed, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
