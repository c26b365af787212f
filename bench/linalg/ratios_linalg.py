#!/usr/bin/env python3
"""Run the linalg benchmarks and print tenferro's time ratios as Markdown.

usage: python3 build/bench/linalg/ratios_linalg.py build/bench/linalg [--cpu] [benchmark flags]

--cpu takes CPU time instead of real time (steadier on a loaded machine);
other flags go to the benchmark binaries, e.g.
--benchmark_filter='(svd|solve)/(4|16)$' to run only some cases.

Runs tenferro-bench-linalg (and tenferro-bench-linalg-torch when it was
built), takes median real times and prints, per op and size, tenferro /
hand-made LAPACK (target <= 1.1) and tenferro / LibTorch (targets <= 0.5 at
4 and 16, <= 1.0 at 128). Standard library only.
"""
import json, os, subprocess, sys

UNIT = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}


def medians(binary, flags, field):
    out = subprocess.run([binary, "--benchmark_format=json"] + flags, check=True,
                         capture_output=True, text=True, env=dict(os.environ, OMP_NUM_THREADS="1")).stdout
    res = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("aggregate_name") == "median":
            name = b["run_name"].replace("/real_time", "").split("/repeats")[0]
            res[name] = b[field] * UNIT[b["time_unit"]]
    return res


def main():
    args = sys.argv[1:]
    d = args.pop(0) if args and not args[0].startswith("-") else "."
    field = "cpu_time" if "--cpu" in args else "real_time"
    flags = [a for a in args if a != "--cpu"]
    t = medians(os.path.join(d, "tenferro-bench-linalg"), flags, field)
    torch_bin = os.path.join(d, "tenferro-bench-linalg-torch")
    tt = medians(torch_bin, flags, field) if os.path.exists(torch_bin) else {}
    if not tt:
        print("(LibTorch benchmark not built: apt-get install libtorch-dev)")
    print("| op | n | tenferro us | LAPACK us | tf/LAPACK (<=1.1) | torch us | tf/torch (target) |")
    print("|---|---|---|---|---|---|---|")
    for op in ["svd", "qr", "eigh", "solve"]:
        for n in [4, 16, 64, 128]:
            a = t.get(f"BM_tf_{op}/{n}")
            b = t.get(f"BM_lapack_{op}/{n}")
            if not (a and b):
                continue
            c = tt.get(f"BM_torch_{op}/{n}")
            target = {4: 0.5, 16: 0.5, 128: 1.0}.get(n)
            r1 = f"{a / b:.3f}" if a and b else "-"
            r2 = f"{a / c:.3f}" + (f" (<= {target})" if target else "") if a and c else "-"
            print(f"| {op} | {n} | {a/1e3:.2f} | {b/1e3:.2f} | {r1} | "
                  + (f"{c/1e3:.2f}" if c else "-") + f" | {r2} |")


if __name__ == "__main__":
    main()
