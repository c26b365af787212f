#!/usr/bin/env python3
"""Instructions per call of tenferro-icount's cases under callgrind, and the
ratio of each tenferro case to its peer.

    python3 bench/smallcalls/icount.py build/bench/smallcalls/tenferro-icount [case-prefix...]

Pairs: small_einsum_into_2x2 / small_matmul_into_2x2, small_matmul_alloc_2x2 /
small_matmul_into_2x2, mps_einsum_X / mps_zgemm_X, matmul_into_T_N / blas_T_N,
OP_tf_N / OP_lapack_N.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile


def main():
    exe = sys.argv[1] if len(sys.argv) > 1 else "build/bench/smallcalls/tenferro-icount"
    with tempfile.TemporaryDirectory() as d:
        subprocess.run(["valgrind", "--tool=callgrind", "--collect-atstart=no",
                        f"--callgrind-out-file={d}/cg.%p", exe] + sys.argv[2:],
                       check=True, capture_output=True)
        per = {}
        files = glob.glob(f"{d}/cg.*")
        files.sort(key=lambda f: int(f.rsplit(".", 1)[1]) if f.count(".") > 1 else 0)
        for f in files:
            desc = tot = None
            for line in open(f):
                m = re.match(r"desc: Trigger: Client Request: (\S+) (\d+)", line)
                if m:
                    desc = (m.group(1), int(m.group(2)))
                m = re.match(r"(?:totals|summary): (\d+)", line)
                if m:
                    tot = int(m.group(1))
            if desc and tot is not None:
                per[desc[0]] = tot / desc[1]
    def peer(name):
        for a, b in (("small_einsum_into_2x2", "small_matmul_into_2x2"),
                     ("small_matmul_alloc_2x2", "small_matmul_into_2x2")):
            if name == a:
                return b
        for a, b in (("mps_einsum_", "mps_zgemm_"), ("matmul_into_", "blas_"),
                     ("_tf_", "_lapack_")):
            if a in name:
                return name.replace(a, b)
        return None
    print("| case | Ir/call | peer Ir/call | ratio |")
    print("|---|---|---|---|")
    for name in per:
        p = peer(name)
        if p is None:
            print(f"| {name} | {per[name]:.0f} | | |")
            continue
        r = per[name] / per[p] if p in per else float("nan")
        print(f"| {name} | {per[name]:.0f} | {per.get(p, float('nan')):.0f} | {r:.3f} |")


if __name__ == "__main__":
    main()
