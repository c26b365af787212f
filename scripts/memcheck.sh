#!/usr/bin/env bash
# Runs the C API tests under valgrind memcheck: no memory error and no
# definite leak allowed.
#
#   scripts/memcheck.sh [build dir, default build-memcheck]
#
# Configures a Release build with -g (same code as shipped, with line
# numbers) unless the build dir already exists (scripts/hardening.sh passes
# the CI's build-test/, a Release -g build), then runs every ctest test
# labelled "memcheck" plus the tests named in TF_MEMCHECK_TESTS (default:
# the C API tests c_api_test, einsum, elementwise_test, program_api,
# interop_dlpack), TF_JOBS of them at a time, under
#   valgrind --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite
# with the suppressions in tests/hardening/valgrind.supp (libgomp/OpenBLAS
# start-up only). Logs: <build>/memcheck/<test>.log.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
BUILD=${1:-build-memcheck}
JOBS=${TF_JOBS:-2}
EXTRA=${TF_MEMCHECK_TESTS:-c_api_test einsum elementwise_test program_api interop_dlpack}
command -v valgrind >/dev/null || { echo "memcheck.sh: valgrind not installed (scripts/install-deps.sh test)" >&2; exit 1; }

if [[ ! -f "$BUILD/CMakeCache.txt" ]]; then
  cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DTF_BUILD_BENCH=OFF \
    -DCMAKE_C_FLAGS=-g -DCMAKE_CXX_FLAGS=-g >/dev/null
fi
cmake --build "$BUILD" -j"$JOBS" >/dev/null
mkdir -p "$BUILD/memcheck"

# name<TAB>command... for tests labelled memcheck or named in EXTRA.
mapfile -t tests < <(ctest --test-dir "$BUILD" -N --show-only=json-v1 | python3 -c '
import json, sys
extra = set(sys.argv[1].split())
for t in json.load(sys.stdin)["tests"]:
    labels = []
    for p in t.get("properties", []):
        if p["name"] == "LABELS": labels = p["value"]
    if "memcheck" in labels or t["name"] in extra:
        print("\t".join([t["name"]] + t["command"]))
' "$EXTRA")

# One test under valgrind; prints its result line, returns non-zero on failure.
# OMP_WAIT_POLICY=PASSIVE: OpenMP workers that spin while waiting make
# valgrind (which runs one thread at a time) crawl; blocking is equivalent.
run_one() {
  local line=$1 name log start res errs def
  IFS=$'\t' read -r -a parts <<<"$line"
  name=${parts[0]}
  local cmd=("${parts[@]:1}")
  log=$BUILD/memcheck/$name.log
  start=$(date +%s)
  if env -u OMP_NUM_THREADS -u TENFERRO_NUM_THREADS -u TENFERRO_POOL_MAX_BYTES \
       OMP_WAIT_POLICY=PASSIVE \
       valgrind --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite \
       --show-leak-kinds=definite --track-origins=yes --num-callers=30 \
       --suppressions="$ROOT/tests/hardening/valgrind.supp" --log-file="$log" \
       "${cmd[@]}" >"$log.out" 2>&1; then
    res=ok
  else
    res=FAILED
  fi
  errs=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$log" | tail -1)
  def=$(sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$log" | tail -1)
  echo "memcheck: $name: $res (${errs:-?} errors, ${def:-0} bytes definitely lost, $(( $(date +%s) - start ))s)"
  if [[ $res != ok ]]; then
    tail -40 "$log" >&2
    tail -20 "$log.out" >&2
    return 1
  fi
}

status=0
running=0
for line in "${tests[@]}"; do
  if (( running >= JOBS )); then
    wait -n || status=1
    running=$((running - 1))
  fi
  run_one "$line" &
  running=$((running + 1))
done
while (( running > 0 )); do
  wait -n || status=1
  running=$((running - 1))
done
[[ ${#tests[@]} -gt 0 ]] || { echo "memcheck.sh: no tests selected" >&2; exit 1; }
exit "$status"
