#!/usr/bin/env python3
"""Run tenferro-bench-program and print the program ratio targets.

usage: python3 bench/program/program_ratios.py BUILD/bench/program/tenferro-bench-program [extra args]

Medians of 5 repetitions from one run of the binary. Single-thread pairs
are reported on real time and on CPU time (the latter is steadier on a
shared, loaded machine); the graph-vs-immediate pair on real time only.
"""
import json
import subprocess
import sys

UNIT_NS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    cmd = [sys.argv[1], "--benchmark_format=json"] + sys.argv[2:]
    out = subprocess.run(cmd, stdout=subprocess.PIPE, check=True).stdout
    real, cpu = {}, {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("aggregate_name") != "median":
            continue
        name = b["run_name"].split("/")[0]
        real[name] = b["real_time"] * UNIT_NS[b["time_unit"]]
        cpu[name] = b["cpu_time"] * UNIT_NS[b["time_unit"]]
    for label, med in (("real time", real), ("CPU time", cpu)):
        report(label, med, real)


def report(label, med, real):
    rows = []

    def row(target, value, limit, better_low, unit=""):
        ok = value <= limit if better_low else value >= limit
        rows.append((target, "%.3f%s" % (value, unit), ("<= " if better_low else ">= ") +
                     str(limit) + unit, "pass" if ok else "FAIL"))

    n = 100
    prog, direct, bare = med["BM_chain_program"], med["BM_chain_direct"], med["BM_chain_bare"]
    row("chain 2x2 f64: program / direct per command", prog / direct, 0.7, True)
    row("chain 2x2 f64: overhead per command (program - bare)", (prog - bare) / n, 10, True, " ns")
    row("two 256x256 branches: immediate(serial) / graph(2 workers), real time",
        real["BM_branches_immediate"] / real["BM_branches_graph"], 1.6, False)
    row("TT inner product L=32 chi=4 c128: program / direct",
        med["BM_tt_program"] / med["BM_tt_direct"], 0.5, True)
    row("TT: overhead per command (program - bare)",
        (med["BM_tt_program"] - med["BM_tt_bare"]) / 64, 10, True, " ns")
    print("### " + label)
    print("| target | measured | goal | |")
    print("|---|---|---|---|")
    for r in rows:
        print("| %s | %s | %s | %s |" % r)
    print()
    print("medians (ns per run, %s): " % label + ", ".join("%s %.0f" % kv for kv in sorted(med.items())))
    print("per command: direct %.1f ns, program %.1f ns, bare kernel %.1f ns; TT per command: "
          "direct %.1f ns, program %.1f ns, bare %.1f ns\n" % (
              direct / n, prog / n, bare / n, med["BM_tt_direct"] / 64,
              med["BM_tt_program"] / 64, med["BM_tt_bare"] / 64))


if __name__ == "__main__":
    main()
