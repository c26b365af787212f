#!/usr/bin/env python3
"""Runs tenferro-bench-small-gemm and prints tf_matmul_into / cblas_?gemm
(medians) per dtype and size.

    python3 bench/smallcalls/ratios_small_gemm.py build/bench/smallcalls/tenferro-bench-small-gemm
"""
import json
import re
import subprocess
import sys


def main():
    exe = sys.argv[1] if len(sys.argv) > 1 else "build/bench/smallcalls/tenferro-bench-small-gemm"
    out = subprocess.run([exe, "--benchmark_format=json"] + sys.argv[2:], check=True,
                         capture_output=True, text=True).stdout
    med = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("aggregate_name") == "median":
            m = re.match(r"BM_(tf|blas)/(\w+)/(\d+)", b["run_name"])
            med[(m.group(1), m.group(2), int(m.group(3)))] = b["real_time"]
    print("| dtype | n | tf_matmul_into (ns) | cblas (ns) | ratio |")
    print("|---|---|---|---|---|")
    for (who, dt, n), t in med.items():
        if who == "tf" and ("blas", dt, n) in med:
            p = med[("blas", dt, n)]
            print(f"| {dt} | {n} | {t:.0f} | {p:.0f} | {t / p:.3f} |")


if __name__ == "__main__":
    main()
