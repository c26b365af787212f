#!/usr/bin/env python3
"""Runs the peer suite and writes the report (issue 8).

    python3 bench/suite/run_suite.py --build build [--quick] [--out DIR]
        [--threads 1,2] [--families matmul_f64,svd]
    python3 bench/suite/run_suite.py --build build --threads 2 --merge
        (rerun one thread count, e.g. on a quieter machine, keep the rest)
    python3 bench/suite/run_suite.py --build build --report-only
        (rewrite results.md and the plots after editing analysis.md)

Runs, at each thread count, every suite executable found in
BUILD/bench/suite (suite-tenferro, suite-blas, suite-eigen, suite-torch;
a missing one is skipped with a message) and the NumPy script (with an
interpreter that imports numpy; tenferro's Python binding is timed there
too), each in its own process, on the cases suite-tenferro lists. Writes
into DIR (default docs/performance of the checkout):
    results.json      raw medians (ns per call), machine, load, versions
    results.md        ratio tables tenferro / peer, best peer marked,
                      targets, the cases where a peer wins (+ analysis.md)
    <family>.png      log-log time per call against size, one line per
                      library, 1 and 2 threads side by side (gnuplot)
Standard library only (the NumPy script needs numpy, nothing else).
"""
import argparse
import datetime
import json
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
EXES = [("tenferro", "suite-tenferro"), ("openblas", "suite-blas"),
        ("eigen", "suite-eigen"), ("libtorch", "suite-torch"),
        ("libxsmm-jit", "suite-xsmm-jit"), ("libxsmm", "suite-xsmm")]
LIBS = ["tenferro", "openblas", "eigen", "libtorch", "libxsmm-jit", "libxsmm", "numpy", "tenferro-py"]
PEERS = ["openblas", "eigen", "libtorch", "libxsmm-jit", "libxsmm", "numpy"]
FAMILY_TITLES = {
    "matmul_f64": "matmul f64 (n x n)", "matmul_c128": "matmul complex128 (n x n)",
    "tn_f64": "tensor-network product f64: chi x 4chi times 4chi x chi",
    "tn_c128": "tensor-network product complex128: chi x 4chi times 4chi x chi",
    "einsum_matmul": "einsum ij,jk->ik (n)", "einsum_batched": "einsum bij,bjk->bik (64 x n x n)",
    "einsum_tt_site": "einsum ab,bsc,cd->asd (bond n, s=4)",
    "einsum_4op": "einsum aib,bjc,aid,djc-> (bond n, 4)",
    "svd": "svd (n x n)", "qr": "qr (n x n)", "eigh": "eigh (n x n)", "solve": "solve (n x n, 1 rhs)",
    "ew_add": "z = x + y (n elements)", "ew_exp": "z = exp(x) (n elements)",
    "reduce_sum": "sum(x) (n elements)", "tt_program": "TT inner product, prepared program (8 sites, bond n)",
}
BANNERS = {}  # "exe --threads=N" -> what its native_blas_banner printed
ELEMENT_FAMILIES = {"ew_add", "ew_exp", "reduce_sum"}


def bench_env(**extra):
    """The environment of a benchmark process: OpenBLAS runs its native
    kernels for this CPU (OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE removed for
    the benchmark alone; the suite executables also re-execute without them,
    see bench/native_blas.hpp), plus `extra`."""
    env = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")}
    if "TF_BENCH_KEEP_OPENBLAS_ENV" in os.environ:  # ctest smoke: keep the test environment
        env = dict(os.environ)
    env.update(extra)
    return env


def log(msg):
    print(f"run_suite: {msg}", file=sys.stderr, flush=True)


def small(family, n):
    """The 'every size up to 64' target: matrix extents <= 64; for element
    counts, <= 64 * 64 elements."""
    return n <= 4096 if family in ELEMENT_FAMILIES else n <= 64


def list_cases(exe, quick, families):
    cmd = [exe, "--benchmark_list_tests"] + (["--quick"] if quick else [])
    if families:
        cmd.append("--families=" + ",".join(families))
    out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True, env=bench_env()).stdout
    return ["/".join(l.strip().split("/")[:2]) for l in out.splitlines() if "/" in l]


def run_gbench(exe, threads, quick, families):
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as f:
        path = f.name
    cmd = [exe, f"--threads={threads}", f"--benchmark_out={path}",
           "--benchmark_out_format=json", "--benchmark_format=console"]
    if quick:
        cmd.append("--quick")
    if families:
        cmd.append("--families=" + ",".join(families))
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                       env=bench_env())
    for l in r.stderr.splitlines():
        if "OpenBLAS core" in l:  # native_blas_banner: cpu, threads, OpenBLAS kernel
            log(l)
            BANNERS[f"{os.path.basename(exe)} --threads={threads}"] = l.split(": ", 1)[-1]
    if r.returncode != 0:
        log(f"{os.path.basename(exe)} --threads={threads} failed ({r.returncode}): {r.stderr[-2000:]}")
        return {}
    with open(path) as f:
        data = json.load(f)
    os.unlink(path)
    # One thread: CPU time of the calling thread (the machine is shared, and
    # time spent waiting in the run queue is not the library's). More
    # threads: wall-clock time (the calling thread's CPU time would miss
    # the other workers' share).
    key = "cpu_time" if threads == 1 else "real_time"
    res, other = {}, {}
    for b in data.get("benchmarks", []):
        if b.get("aggregate_name") == "median":
            unit = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[b.get("time_unit", "ns")]
            name = "/".join(b["run_name"].split("/")[:2])
            res[name] = b[key] * unit
            other[name] = b["real_time" if key == "cpu_time" else "cpu_time"] * unit
    return res, other


def numpy_python():
    for py in [sys.executable, "/usr/bin/python3", shutil.which("python3")]:
        if py and subprocess.run([py, "-c", "import numpy"], stderr=subprocess.DEVNULL).returncode == 0:
            return py
    return None


def run_numpy(py, build, cases, threads, quick):
    with tempfile.TemporaryDirectory() as d:
        cf, of = os.path.join(d, "cases.txt"), os.path.join(d, "out.json")
        with open(cf, "w") as f:
            f.write("\n".join(cases) + "\n")
        env = bench_env(OMP_NUM_THREADS=str(threads), OPENBLAS_NUM_THREADS=str(threads),
                        TENFERRO_SUITE_THREADS=str(threads))
        cmd = [py, os.path.join(HERE, "suite_numpy.py"), "--cases", cf, "--out", of,
               "--pydir", os.path.join(ROOT, "python")]
        lib = os.path.join(build, "libtenferro.so.1")
        if os.path.exists(lib):
            cmd += ["--lib", lib]
        if quick:
            cmd.append("--quick")
        r = subprocess.run(cmd, env=env, stderr=subprocess.PIPE, text=True)
        if r.returncode != 0:
            log(f"NumPy script failed: {r.stderr[-2000:]}")
            return {}
        if r.stderr.strip():
            log(r.stderr.strip())
        with open(of) as f:
            return json.load(f)


def machine():
    m = {"platform": platform.platform(), "python": platform.python_version()}
    try:
        out = subprocess.run(["lscpu"], stdout=subprocess.PIPE, text=True).stdout
        for l in out.splitlines():
            if l.startswith("Model name:"):
                m["cpu"] = l.split(":", 1)[1].strip()
        m["nproc"] = os.cpu_count()
    except OSError:
        pass
    return m


# ------------------------------------------------------------------ report
def fmt_t(ns):
    if ns is None:
        return "-"
    if ns < 1e3:
        return f"{ns:.0f} ns"
    if ns < 1e6:
        return f"{ns / 1e3:.3g} µs"
    if ns < 1e9:
        return f"{ns / 1e6:.3g} ms"
    return f"{ns / 1e9:.3g} s"


def ratios(R, t, case):
    """{peer: (ratio, note)} for one case at t threads; ratio = tenferro / peer.
    Against NumPy, tenferro's Python binding is used where it binds the op."""
    res = R.get(str(t), {})
    tf = res.get("tenferro", {}).get(case)
    out = {}
    if tf is None:
        return None, out
    for p in PEERS:
        pt = res.get(p, {}).get(case)
        if pt is None:
            continue
        if p == "numpy" and case in res.get("tenferro-py", {}):
            out[p] = (res["tenferro-py"][case] / pt, "py")
        else:
            out[p] = (tf / pt, "")
    return tf, out


def verdict(family, n, rs):
    if not rs:
        return "n/a", True
    worst = max(r for r, _ in rs.values())
    if small(family, n):
        ok = worst < 1.0
        return ("ok" if ok else "**miss** (< 1.0)"), ok
    ok = worst <= 1.05
    return ("ok" if ok else "**miss** (<= 1.05)"), ok


def families_of(cases):
    """Families in first-seen order and their sorted sizes, from "family/n" case names."""
    families, sizes = [], {}
    for c in cases:
        f, n = c.split("/")
        if f not in sizes:
            families.append(f)
            sizes[f] = []
        sizes[f].append(int(n))
    return families, {f: sorted(set(v)) for f, v in sizes.items()}


def write_markdown(R, meta, families, sizes, out_dir, plots):
    L = []
    L.append("# tenferro against its peers\n")
    L.append(f"Generated by `python3 bench/suite/run_suite.py --build build{' --quick' if meta['quick'] else ''}` "
             f"on {meta['date']}.\n")
    L.append(f"- Machine: {meta['machine'].get('cpu', '?')}, {meta['machine'].get('nproc', '?')} CPUs; "
             f"{meta['machine']['platform']}.")
    L.append(f"- Load average (1 min) during the run: from {meta['load_min']:.2f} to {meta['load_max']:.2f} "
             f"(the machine is shared; see the notes below).")
    nproc = meta["machine"].get("nproc") or 1
    if meta["load_max"] > nproc and any(t > 1 for t in meta["threads"]):
        L.append(f"- **Warning**: the load average exceeded the {nproc} CPUs during this run. At "
                 "2 threads every library waits for the scheduler to run its second thread (a "
                 "wait of milliseconds whenever a call enters a parallel region), so the 2-thread "
                 "wall-clock figures above ~50 µs measure the load, not the libraries. The "
                 "1-thread figures (CPU time of the calling thread) are the ones to read.")
    for exe, b in sorted(meta.get("banners", {}).items()):
        L.append(f"- `{exe}`: {b}.")
    L.append("- OpenBLAS ran its native kernels for this CPU: the suite removes OPENBLAS_CORETYPE "
             "and OPENBLAS_L2_SIZE from every benchmark process (bench/native_blas.hpp).")
    L.append(f"- Libraries found: {', '.join(meta['libraries'])}; skipped: {', '.join(meta['skipped']) or 'none'}.")
    L.append(f"- NumPy {meta.get('numpy_version', '-')}; LibTorch from Debian libtorch-dev; Eigen from libeigen3-dev; "
             "OpenBLAS is the OpenMP build tenferro links.")
    L.append("- Clock: at 1 thread, CPU time of the calling thread (Google Benchmark cpu_time, "
             "Python time.thread_time), so time the shared machine spends running other "
             "engineers' jobs is not counted; at 2 threads, wall-clock time. results.json "
             "also holds the other clock.")
    L.append("- Each figure is the median of repeats (5; 3 for calls above ~0.1 s) of the mean time per call "
             "of a timed batch; data is made outside the timed region.")
    L.append("- Threads: 1 = tenferro serial engine, torch/Eigen/OpenBLAS/NumPy at 1 thread; "
             "2 = tenferro pooled engine of 2 workers, every peer at 2 threads.\n")
    L.append("Cells of peer columns are **ratios tenferro / peer** (below 1.0: tenferro is faster). "
             "The best peer of a row (the one tenferro compares worst against) is in bold. "
             "Against NumPy, `(py)` marks a ratio taken with tenferro's Python binding "
             "(Python call against Python call); elsewhere the NumPy ratio compares the C API "
             "with a Python call and flatters tenferro at small sizes.\n")
    L.append("Targets: ratio below 1.0 against every peer for every size up to 64 "
             "(up to 64 x 64 = 4096 elements for elementwise and reductions); within 5% "
             "(ratio <= 1.05) of the best peer above.\n")
    misses = []
    for fam in families:
        L.append(f"## {FAMILY_TITLES.get(fam, fam)}\n")
        if fam in plots:
            L.append(f"![{fam}]({os.path.basename(plots[fam])})\n")
        for t in meta["threads"]:
            L.append(f"Threads: {t}\n")
            L.append("| n | tenferro | " + " | ".join(PEERS) + " | best peer time | target |")
            L.append("|---:|---:|" + "---:|" * len(PEERS) + "---:|:---|")
            for n in sizes[fam]:
                case = f"{fam}/{n}"
                tf, rs = ratios(R, t, case)
                if tf is None:
                    continue
                best = max(rs, key=lambda p: rs[p][0]) if rs else None
                cells = []
                for p in PEERS:
                    if p not in rs:
                        cells.append("-")
                        continue
                    r, note = rs[p]
                    s = f"{r:.2f}" + (" (py)" if note else "")
                    cells.append(f"**{s}**" if p == best else s)
                bt = R[str(t)].get(best, {}).get(case) if best else None
                v, ok = verdict(fam, n, rs)
                if not ok:
                    misses.append((fam, n, t, best, rs[best][0], rs[best][1]))
                L.append(f"| {n} | {fmt_t(tf)} | " + " | ".join(cells) +
                         f" | {fmt_t(bt)} ({best or '-'}) | {v} |")
            L.append("")
    L.append("## Where a peer wins\n")
    if not misses:
        L.append("No case misses its target in this run.\n")
    else:
        L.append(f"{len(misses)} of the rows above miss their target: \n")
        L.append("| case | threads | winner | ratio tenferro / winner |")
        L.append("|---|---:|---|---:|")
        for fam, n, t, best, r, note in misses:
            L.append(f"| {fam}/{n} | {t} | {best} | {r:.2f}{' (py)' if note else ''} |")
        L.append("")
    analysis = os.path.join(out_dir, "analysis.md")
    if os.path.exists(analysis):
        L.append("## Reasons and fixes\n")
        L.append(f"(From [analysis.md](analysis.md), written by hand after reading this run and profiling.)\n")
        with open(analysis) as f:
            txt = f.read()
        # drop the file's own title line
        L.append("\n".join(l for l in txt.splitlines() if not l.startswith("# ")))
    with open(os.path.join(out_dir, "results.md"), "w") as f:
        f.write("\n".join(L) + "\n")
    return misses


def plot(R, meta, families, sizes, out_dir):
    gp = shutil.which("gnuplot")
    if not gp:
        log("gnuplot not found (apt-get install gnuplot-nox): no plots")
        return {}
    plots = {}
    styles = {"tenferro": "lc rgb '#d62728' lw 3 pt 7", "openblas": "lc rgb '#1f77b4' lw 1.5 pt 5",
              "eigen": "lc rgb '#2ca02c' lw 1.5 pt 9", "libtorch": "lc rgb '#ff7f0e' lw 1.5 pt 11",
              "numpy": "lc rgb '#9467bd' lw 1.5 pt 13",
              "libxsmm-jit": "lc rgb '#17becf' lw 1.5 pt 3", "libxsmm": "lc rgb '#7f7f7f' lw 1.5 dt 3 pt 1", "tenferro-py": "lc rgb '#8c564b' lw 1.5 dt 2 pt 7"}
    for fam in families:
        dat = os.path.join(out_dir, f".{fam}.dat")
        libs = [l for l in LIBS if any(f"{fam}/{n}" in R[str(t)].get(l, {})
                                       for t in meta["threads"] for n in sizes[fam])]
        with open(dat, "w") as f:
            for t in meta["threads"]:
                f.write(f"# threads {t}: n " + " ".join(libs) + "\n")
                for n in sizes[fam]:
                    vals = [R[str(t)].get(l, {}).get(f"{fam}/{n}") for l in libs]
                    f.write(f"{n} " + " ".join("NaN" if v is None else f"{v:.6g}" for v in vals) + "\n")
                f.write("\n\n")
        svg = os.path.join(out_dir, f"{fam}.png")
        g = [f"set terminal pngcairo enhanced size {520 * len(meta['threads'])},420 font 'sans,9'",
             f"set output '{svg}'", "set logscale xy", "set grid",
             "set format y '10^{%L}'", "set xlabel 'n'", "set ylabel 'ns per call'",
             "set key top left font ',9'", "set datafile missing 'NaN'",
             f"set multiplot layout 1,{len(meta['threads'])} title '{FAMILY_TITLES.get(fam, fam)}'"]
        for i, t in enumerate(meta["threads"]):
            parts = [f"'{dat}' index {i} using 1:{j + 2} with linespoints {styles[l]} title '{l}'"
                     for j, l in enumerate(libs)]
            g.append(f"set title '{t} thread{'s' if t > 1 else ''}'")
            g.append("plot " + ", ".join(parts))
        g.append("unset multiplot")
        r = subprocess.run([gp], input="\n".join(g) + "\n", text=True, stderr=subprocess.PIPE)
        os.unlink(dat)
        if r.returncode != 0:
            log(f"gnuplot failed for {fam}: {r.stderr[-500:]}")
            continue
        plots[fam] = svg
    return plots


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", required=True, help="CMake build directory")
    ap.add_argument("--quick", action="store_true", help="a handful of cases (CI smoke)")
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "performance"))
    ap.add_argument("--threads", default="1,2")
    ap.add_argument("--families", default="", help="comma-separated subset")
    ap.add_argument("--no-numpy", action="store_true")
    ap.add_argument("--merge", action="store_true",
                    help="keep what this run did not measure (other thread counts, other "
                         "families) from OUT/results.json (e.g. --threads 2 --merge)")
    ap.add_argument("--report-only", action="store_true",
                    help="rewrite results.md and the plots from OUT/results.json (after editing analysis.md)")
    a = ap.parse_args()
    if a.report_only:
        with open(os.path.join(a.out, "results.json")) as f:
            d = json.load(f)
        R, meta = d["ns_per_call"], d["meta"]
        families, sizes = families_of(R[str(meta["threads"][0])]["tenferro"])
        plots = plot(R, meta, families, sizes, a.out)
        misses = write_markdown(R, meta, families, sizes, a.out, plots)
        log(f"rewrote {a.out}/results.md and {len(plots)} plots; {len(misses)} rows miss their target")
        return 0
    build = os.path.abspath(a.build)
    bdir = os.path.join(build, "bench", "suite")
    threads = [int(x) for x in a.threads.split(",") if x]
    fams = [f for f in a.families.split(",") if f]
    os.makedirs(a.out, exist_ok=True)

    exes, skipped = {}, []
    for lib, name in EXES:
        p = os.path.join(bdir, name)
        if os.path.exists(p):
            exes[lib] = p
        else:
            skipped.append(lib)
            log(f"{lib}: {name} not built (peer not found at configure time); skipped")
    if "tenferro" not in exes:
        log(f"suite-tenferro not found in {bdir}: build first "
            "(cmake --build BUILD --target suite-tenferro; needs libbenchmark-dev)")
        return 2
    py = None if a.no_numpy else numpy_python()
    if py is None:
        skipped.append("numpy")
        log("numpy: no interpreter imports numpy (apt-get install python3-numpy); skipped")

    cases = list_cases(exes["tenferro"], a.quick, fams)
    families, sizes = families_of(cases)

    R, loads, t0 = {}, [os.getloadavg()[0]], time.time()
    ALT = {}
    meta = {"quick": a.quick, "threads": threads, "machine": machine(),
            "date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
            "libraries": list(exes) + ([] if py is None else ["numpy"]), "skipped": skipped}
    for t in threads:
        R[str(t)] = {}
        for lib, exe in exes.items():
            s = time.time()
            R[str(t)][lib], aux = run_gbench(exe, t, a.quick, fams)
            ALT.setdefault(str(t), {})[lib] = aux
            loads.append(os.getloadavg()[0])
            log(f"{lib:9s} threads={t}: {len(R[str(t)][lib])} cases in {time.time() - s:.0f} s "
                f"(load {loads[-1]:.2f})")
        if py:
            s = time.time()
            res = run_numpy(py, build, cases, t, a.quick)
            R[str(t)]["numpy"] = res.get("numpy", {})
            R[str(t)]["tenferro-py"] = res.get("tenferro-py", {})
            meta["numpy_version"] = res.get("numpy_version", "-")
            loads.append(os.getloadavg()[0])
            log(f"numpy     threads={t}: {len(R[str(t)]['numpy'])} cases in {time.time() - s:.0f} s "
                f"(load {loads[-1]:.2f})")
    if a.merge and os.path.exists(os.path.join(a.out, "results.json")):
        with open(os.path.join(a.out, "results.json")) as f:
            old = json.load(f)
        for t in old["meta"]["threads"]:
            if t not in threads:
                R[str(t)] = old["ns_per_call"][str(t)]
                ALT[str(t)] = old.get("ns_per_call_other_clock", {}).get(str(t), {})
                loads += old["meta"].get("loads", [])
            else:  # rerun: keep the cases (other families) this run did not measure
                for src, dst in ((old["ns_per_call"], R),
                                 (old.get("ns_per_call_other_clock", {}), ALT)):
                    for lib, cases_old in src.get(str(t), {}).items():
                        cur = dst.setdefault(str(t), {}).setdefault(lib, {})
                        for case, v in cases_old.items():
                            cur.setdefault(case, v)
        meta["threads"] = sorted(set(threads) | set(old["meta"]["threads"]))
        meta["merged_from"] = old["meta"].get("date")
        families, sizes = families_of(R[str(meta["threads"][0])]["tenferro"])
    meta["banners"] = BANNERS
    meta["load_min"], meta["load_max"] = min(loads), max(loads)
    meta["loads"] = loads
    meta["seconds"] = round(time.time() - t0)

    with open(os.path.join(a.out, "results.json"), "w") as f:
        json.dump({"meta": meta, "ns_per_call": R,
                   "ns_per_call_other_clock": ALT,
                   "clock": {"1": "cpu time of the calling thread", "2+": "wall clock"}},
                  f, indent=1)
    plots = plot(R, meta, families, sizes, a.out)
    misses = write_markdown(R, meta, families, sizes, a.out, plots)
    log(f"wrote {a.out}/results.md, results.json and {len(plots)} plots in {meta['seconds']} s; "
        f"{len(misses)} rows miss their target")
    # The run fails only when tenferro produced nothing (a crash, a bad build).
    return 0 if all(R[str(t)].get("tenferro") for t in threads) else 1


if __name__ == "__main__":
    sys.exit(main())
