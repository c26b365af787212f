#!/usr/bin/env python3
"""Run tenferro-bench-program-tt and print the TT ratio targets.

usage: python3 build/bench/program/tt_ratios.py build/bench/program/tenferro-bench-program-tt
Medians of 5 repetitions, real and CPU time, one run of the binary.
"""
import json
import subprocess
import sys

UNIT = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = subprocess.run([sys.argv[1], "--benchmark_format=json"] + sys.argv[2:],
                         stdout=subprocess.PIPE, check=True).stdout
    real, cpu = {}, {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("aggregate_name") != "median":
            continue
        n = b["run_name"].split("/")[0]
        real[n] = b["real_time"] * UNIT[b["time_unit"]]
        cpu[n] = b["cpu_time"] * UNIT[b["time_unit"]]
    for label, m in (("real time", real), ("CPU time", cpu)):
        p, d, k = m["BM_tt_einsum_program"], m["BM_tt_einsum_direct"], m["BM_tt_bare_kernels"]
        print("### " + label)
        print("| ratio | measured | goal |")
        print("|---|---|---|")
        print("| program / direct einsum calls | %.3f | <= 0.5 |" % (p / d))
        for peer in ("BM_tt_torch_einsum", "BM_tt_torch_matmul"):
            if peer in m:
                print("| program / LibTorch %s | %.3f | <= 0.1 |" % (peer[6:], p / m[peer]))
        print("| bare kernels / program (kernel share) | %.3f | |" % (k / p))
        print("\nns per run: " + ", ".join("%s %.0f" % kv for kv in sorted(m.items())))
        print("per step (64): program %.1f ns, direct %.1f ns, bare kernel %.1f ns, "
              "program overhead %.1f ns\n" % (p / 64, d / 64, k / 64, (p - k) / 64))
    if "BM_tt_torch_einsum" not in real:
        print("LibTorch peers not built (find_package(Torch) failed).")


if __name__ == "__main__":
    main()
