#!/usr/bin/env python3
"""Compact ratio tables of the matmul families of a peer-suite run.

    python3 bench/suite/matmul_ratios.py docs/performance/matmul/results.json

Per family and thread count, one row per size: tenferro's time, the best
peer (the fastest library other than tenferro) and tenferro / best peer,
tenferro / native OpenBLAS and tenferro / LIBXSMM JIT kernel (f64).
"""
import json
import sys


def fmt(ns):
    if ns is None:
        return "-"
    return f"{ns:.0f} ns" if ns < 1e3 else f"{ns / 1e3:.3g} µs" if ns < 1e6 else f"{ns / 1e6:.3g} ms"


def main(path):
    d = json.load(open(path))
    R, meta = d["ns_per_call"], d["meta"]
    fams = ["matmul_f64", "matmul_c128", "tn_f64", "tn_c128"]
    for fam in fams:
        for t in meta["threads"]:
            res = R.get(str(t), {})
            tf = res.get("tenferro", {})
            cases = sorted((int(c.split("/")[1]), c) for c in tf if c.split("/")[0] == fam)
            if not cases:
                continue
            print(f"\n{fam}, {t} thread{'s' if t > 1 else ''}\n")
            print("| n | tenferro | best peer | tenferro / best | tenferro / openblas | tenferro / libxsmm-jit |")
            print("|---:|---:|---|---:|---:|---:|")
            for n, c in cases:
                peers = {l: v[c] for l, v in res.items()
                         if l not in ("tenferro", "tenferro-py") and c in v}
                best = min(peers, key=peers.get) if peers else None
                ob = peers.get("openblas")
                jit = peers.get("libxsmm-jit")
                r = lambda p: f"{tf[c] / p:.2f}" if p else "-"
                print(f"| {n} | {fmt(tf[c])} | {best} {fmt(peers.get(best))} | {r(peers.get(best))} "
                      f"| {r(ob)} | {r(jit)} |")
    if "1" in R and "2" in R:
        for fam in ("matmul_f64", "matmul_c128"):
            print(f"\n{fam}: 2-thread speed-up (1-thread / 2-thread wall-clock time)\n")
            print("| n | tenferro | openblas |")
            print("|---:|---:|---:|")
            for n in (128, 256, 512, 1024, 2048):
                c = f"{fam}/{n}"
                cells = []
                for lib in ("tenferro", "openblas"):
                    wall1 = d.get("ns_per_call_other_clock", {}).get("1", {})
                    a, b = wall1.get(lib, {}).get(c), R["2"].get(lib, {}).get(c)
                    cells.append(f"{a / b:.2f}" if a and b else "-")
                print(f"| {n} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/performance/matmul/results.json")
