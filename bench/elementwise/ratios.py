#!/usr/bin/env python3
"""Run tenferro-bench-elementwise and print the elementwise ratio targets.

usage: python3 bench/elementwise/ratios.py BUILD/bench/elementwise/tenferro-bench-elementwise

Takes the median real time of each benchmark (5 repetitions, one run) and
prints one Markdown row per target: ratio = peer time / tenferro time
(throughput ratio, wall clock), with a pass/fail column, and the same ratio
of calling-thread CPU times (robust on a loaded machine for the
single-thread rows). Standard library only.
"""
import json
import subprocess
import sys

UNIT_NS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}


def medians(binary):
    out = subprocess.run([binary, "--benchmark_format=json"], stdout=subprocess.PIPE,
                         check=True).stdout
    res = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("aggregate_name") == "median":
            name = b["run_name"].replace("/real_time", "").replace("/repeats:5", "")
            u = UNIT_NS[b["time_unit"]]
            res[name] = (float(b["real_time"]) * u, float(b["cpu_time"]) * u)
    return res


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    m = medians(sys.argv[1])
    rows = [
        ("add 10^6 f64: tf_add_into (serial) vs plain -O3 loop", "BM_add_plain",
         "BM_add_tf/threads:0", 0.8),
        ("add 10^6 f64: 2 workers vs 1 worker", "BM_add_tf/threads:0",
         "BM_add_tf/threads:2", 1.5),
        ("sum over last axis of 1000x1000 f64: tf_reduce_into vs plain loop",
         "BM_sum_last_plain", "BM_sum_last_tf", 0.8),
    ]
    print("| target | peer (us) | tenferro (us) | ratio | goal | | CPU-time ratio |")
    print("|---|---:|---:|---:|---:|---|---:|")
    for label, peer, ours, goal in rows:
        r = m[peer][0] / m[ours][0]
        # CPU time of the calling thread: a fair single-thread comparison on a
        # loaded machine; meaningless for the 2-worker row.
        rc = m[peer][1] / m[ours][1]
        print("| %s | %.1f | %.1f | %.2fx | >= %.1fx | %s | %.2fx |" %
              (label, m[peer][0] / 1e3, m[ours][0] / 1e3, r, goal,
               "pass" if r >= goal else "FAIL", rc))


if __name__ == "__main__":
    main()
