#!/usr/bin/env python3
"""Run tenferro-bench and print the matmul ratio targets as a Markdown table.

usage:
  python3 bench/ratios.py BUILD/bench/tenferro-bench [--runs N] [--strict]
                          [-- extra bench args]
  python3 bench/ratios.py --from-json results.json [--from-json more.json] [--strict]

Runs the benchmark binary with --benchmark_format=json and random
interleaving of the repetitions (so both sides of a ratio see the same
machine conditions), or reads JSON files it wrote; takes the median aggregate
of every benchmark (real time, and the "flops" rate counter for throughput);
with several runs (--runs N, or several --from-json files) keeps each
benchmark's best median, which filters out runs disturbed by other load on a
shared machine. Prints one row per target with a
pass/fail column, plus the same ratio from the benchmark thread's CPU time
(not inflated while another process holds the core, so it stays fair on a
loaded machine; meaningless for rows with more than one thread). Exit status 0, or 1 with --strict when a target fails or a
benchmark is missing. Standard library only.
"""

import argparse
import json
import os
import subprocess
import sys

UNIT_NS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}

# Name parts Google Benchmark appends that are not part of the identity.
DROP_PREFIXES = ("real_time", "manual_time", "repeats:", "min_time:", "iterations:")


def base_name(name):
    parts = [p for p in name.split("/") if not p.startswith(DROP_PREFIXES)]
    return "/".join(parts)


def load_medians(doc):
    """{base name: {"ns": median real time in ns, "flops": median FLOP/s}}"""
    out = {}
    have_median = any(b.get("aggregate_name") == "median" for b in doc.get("benchmarks", []))
    for b in doc.get("benchmarks", []):
        if b.get("error_occurred"):
            out[base_name(b.get("run_name", b["name"]))] = {"error": b.get("error_message", "?")}
            continue
        if have_median:
            if b.get("run_type") != "aggregate" or b.get("aggregate_name") != "median":
                continue
        elif b.get("run_type") == "aggregate":
            continue
        name = base_name(b.get("run_name", b["name"]))
        unit = UNIT_NS[b.get("time_unit", "ns")]
        entry = {"ns": float(b["real_time"]) * unit, "cpu_ns": float(b["cpu_time"]) * unit}
        if "flops" in b:
            entry["flops"] = float(b["flops"])
        out[name] = entry
    return out


def best_of(runs):
    """Per benchmark, the run whose median real time is lowest."""
    best = {}
    for med in runs:
        for name, e in med.items():
            cur = best.get(name)
            if cur is None or "error" in cur or ("error" not in e and e["ns"] < cur["ns"]):
                best[name] = e
    return best


def run_bench(binary, extra, interleave):
    cmd = [binary, "--benchmark_format=json"]
    if interleave:
        cmd.append("--benchmark_enable_random_interleaving=true")
    cmd += extra
    print("running: " + " ".join(cmd), file=sys.stderr, flush=True)
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, check=False)
    if proc.returncode != 0:
        sys.exit("ratios.py: %s exited with status %d" % (binary, proc.returncode))
    return json.loads(proc.stdout.decode("utf-8"))


def fmt_time(ns):
    if ns < 1e3:
        return "%.1f ns" % ns
    if ns < 1e6:
        return "%.2f us" % (ns / 1e3)
    return "%.2f ms" % (ns / 1e6)


def fmt_flops(f):
    return "%.2f GFLOP/s" % (f / 1e9)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("binary", nargs="?", help="path to tenferro-bench")
    ap.add_argument("--from-json", metavar="FILE", action="append",
                    help="read benchmark JSON from FILE instead of running the binary "
                         "(repeatable: best median over the files)")
    ap.add_argument("--runs", type=int, default=1,
                    help="run the binary N times and keep each benchmark's best median")
    ap.add_argument("--no-interleave", action="store_true",
                    help="do not pass --benchmark_enable_random_interleaving=true")
    ap.add_argument("--save-json", metavar="PREFIX",
                    help="also write each run's JSON to PREFIX.N.json")
    ap.add_argument("--strict", action="store_true",
                    help="exit 1 when a target fails or a figure is missing")
    args, extra = ap.parse_known_args()
    if extra and extra[0] == "--":
        extra = extra[1:]
    docs = []
    if args.from_json:
        for path in args.from_json:
            with open(path, encoding="utf-8") as f:
                docs.append(json.load(f))
    elif args.binary:
        if not os.path.exists(args.binary):
            sys.exit("ratios.py: no such file: " + args.binary)
        for i in range(max(1, args.runs)):
            doc = run_bench(args.binary, extra, not args.no_interleave)
            if args.save_json:
                with open("%s.%d.json" % (args.save_json, i + 1), "w", encoding="utf-8") as f:
                    json.dump(doc, f, indent=1)
            docs.append(doc)
    else:
        ap.error("give the path to tenferro-bench or --from-json FILE")

    med = best_of([load_medians(d) for d in docs])
    doc = docs[-1]

    def get(name, what):
        e = med.get(name)
        if e is None or what not in e:
            return None
        return e[what]

    # (label, numerator, denominator, kind, target, stretch, single_thread)
    # kind "time": ratio of median real times, lower is better, target is a max.
    # kind "tput": ratio of median FLOP/s, higher is better, target is a min.
    rows = []
    for n in (2, 8, 32):
        rows.append(("tf_matmul_into %dx%d / cblas_dgemm %dx%d (serial engine, 1 thread)"
                     % (n, n, n, n),
                     "BM_matmul_into_serial/%d" % n, "BM_cblas_dgemm/%d" % n,
                     "time", 1.0, 0.5, True))
    rows.append(("tf_matmul 2x2 (alloc, warm pool) / tf_matmul_into 2x2",
                 "BM_matmul_alloc_serial/2", "BM_matmul_into_serial/2", "time", 1.5, None,
                 True))
    rows.append(("pooled engine 2x2 / serial engine 2x2",
                 "BM_matmul_into_pooled/2", "BM_matmul_into_serial/2", "time", 1.05, None,
                 True))
    rows.append(("pooled engine inside caller's 1-thread OpenMP region / serial engine, 128x128",
                 "BM_matmul_into_pooled_in_region/128", "BM_matmul_into_serial/128", "time",
                 1.05, None, True))
    for w in (1, 2):
        rows.append(("1024 throughput tenferro / cblas, %d thread%s" % (w, "s" if w > 1 else ""),
                     "BM_matmul_into_pooled_1024/workers:%d" % w,
                     "BM_cblas_dgemm_1024/omp_threads:%d" % w, "tput", 0.97, None, w == 1))
    rows.append(("1024 throughput tenferro 2 workers / 1 worker (machine: %s cores)"
                 % (os.cpu_count() or "?"),
                 "BM_matmul_into_pooled_1024/workers:2",
                 "BM_matmul_into_pooled_1024/workers:1", "tput", 1.7, None, False))

    info = [
        ("cblas_dgemm 1024: 2 threads / 1 thread throughput (what the machine allows)",
         "BM_cblas_dgemm_1024/omp_threads:2", "BM_cblas_dgemm_1024/omp_threads:1", "tput"),
        ("1024 throughput serial engine / cblas 1 thread",
         "BM_matmul_into_serial/1024", "BM_cblas_dgemm_1024/omp_threads:1", "tput"),
    ]

    failed = False
    print("| ratio | numerator | denominator | value | target | result | CPU-time ratio |")
    print("|---|---|---|---:|---:|---|---:|")
    for label, num, den, kind, target, stretch, single in rows:
        what = "ns" if kind == "time" else "flops"
        a, b = get(num, what), get(den, what)
        show = fmt_time if kind == "time" else fmt_flops
        if a is None or b is None or b == 0:
            missing = [x for x, v in ((num, a), (den, b)) if v is None]
            print("| %s | %s | %s | n/a | %s | MISSING (%s) | |"
                  % (label, num, den, ("<= %.2f" if kind == "time" else ">= %.2f") % target,
                     ", ".join(missing) or "zero"))
            failed = True
            continue
        r = a / b
        if kind == "time":
            ok = r <= target
            tgt = "<= %.2f" % target
            if stretch is not None:
                tgt += " (stretch <= %.2f)" % stretch
        else:
            ok = r >= target
            tgt = ">= %.2f" % target
        res = "pass" if ok else "**FAIL**"
        if stretch is not None:
            res += ", stretch " + ("met" if r <= stretch else "not met")
        failed |= not ok
        ca, cb = get(num, "cpu_ns"), get(den, "cpu_ns")
        if not single:
            rc = "n/a (threads)"
        elif not ca or not cb:
            rc = "n/a"
        else:
            # time rows: time ratio; throughput rows: inverse time ratio
            rc = "%.3f" % (ca / cb if kind == "time" else cb / ca)
        print("| %s | %s: %s | %s: %s | %.3f | %s | %s | %s |"
              % (label, num, show(a), den, show(b), r, tgt, res, rc))

    print()
    print("Informational (no target):")
    print()
    print("| ratio | numerator | denominator | value |")
    print("|---|---|---|---:|")
    for label, num, den, kind in info:
        a, b = get(num, "flops"), get(den, "flops")
        if a is None or b is None or b == 0:
            print("| %s | %s | %s | n/a |" % (label, num, den))
            continue
        print("| %s | %s: %s | %s: %s | %.3f |"
              % (label, num, fmt_flops(a), den, fmt_flops(b), a / b))

    print()
    print("Medians (real time%s):" % (", best over %d runs" % len(docs) if len(docs) > 1 else ""))
    print()
    print("| benchmark | time | throughput | CPU time (benchmark thread) |")
    print("|---|---:|---:|---:|")
    for name in med:
        e = med[name]
        if "error" in e:
            print("| %s | error: %s | | |" % (name, e["error"]))
            failed = True
            continue
        print("| %s | %s | %s | %s |" % (name, fmt_time(e["ns"]),
                                         fmt_flops(e["flops"]) if "flops" in e else "",
                                         fmt_time(e["cpu_ns"])))
    ctx = doc.get("context", {})
    print()
    load = ctx.get("load_avg")
    print("Context: %s, %s CPUs, tenferro %s, date %s, load average at start %s" % (
        ctx.get("host_name", "?"), ctx.get("num_cpus", "?"),
        ctx.get("tenferro_version", "?"), ctx.get("date", "?"),
        " ".join("%.2f" % x for x in load) if load else "?"))

    if args.strict and failed:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
