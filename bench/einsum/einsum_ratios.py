#!/usr/bin/env python3
"""Runs tenferro-bench-einsum and prints the einsum ratio targets (medians).

    python3 bench/einsum/einsum_ratios.py build/bench/einsum/tenferro-bench-einsum
"""
import json
import subprocess
import sys


def main():
    exe = sys.argv[1] if len(sys.argv) > 1 else "build/bench/einsum/tenferro-bench-einsum"
    out = subprocess.run([exe, "--benchmark_format=json"] + sys.argv[2:], check=True,
                         capture_output=True, text=True).stdout
    med = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("aggregate_name") == "median":
            med[b["run_name"].replace("/repeats:5", "")] = b["real_time"]
    rows = [("einsum ij,jk->ik 2x2 f64 _into / tf_matmul_into", "BM_einsum_into_2x2/real_time",
             "BM_matmul_into_2x2/real_time", 1.5)]
    for chi, target in ((1, 1.3), (4, None), (16, None), (64, 1.05)):
        rows.append((f"MPS site update chi={chi} einsum / zgemm",
                     f"BM_mps_einsum/chi:{chi}/real_time", f"BM_mps_zgemm/chi:{chi}/real_time",
                     target))
    print("| pair | tenferro (ns) | peer (ns) | ratio | target | ok |")
    print("|---|---|---|---|---|---|")
    for name, a, b, target in rows:
        if a not in med or b not in med:
            print(f"| {name} | missing | | | | |")
            continue
        r = med[a] / med[b]
        ok = "" if target is None else ("yes" if r <= target else "NO")
        print(f"| {name} | {med[a]:.1f} | {med[b]:.1f} | {r:.3f} | "
              f"{'' if target is None else '<= %.2f' % target} | {ok} |")


if __name__ == "__main__":
    main()
