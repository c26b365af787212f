#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan + fuzzer coverage) and
# runs each for a bounded time on its seed corpus, TF_JOBS targets at a time
# (libFuzzer runs one thread per target).
#
#   scripts/fuzz.sh [seconds per target, default 20] [target...]
#
# Build dir: build-fuzz/ (CC=clang-14, CXX=clang++-14, -DTF_FUZZ=ON, -g1
# line tables; only the library and the fuzz targets are built). The corpus
# grows in a scratch copy (build-fuzz/corpus/<target>/); the seeds in
# tests/fuzz/corpus/<target>/ are not modified. Findings (crash-*, leak-*, timeout-*) are written to
# build-fuzz/findings/<target>/ and fail the run.
# Prints, per target, the number of executions and the coverage reached.
# TF_FUZZ_SEED: libFuzzer's -seed (0 = random). Under CI=true it defaults to
# 1, so a CI run explores the same inputs in the same order (how far it gets
# in the time still depends on the machine); elsewhere to 0, to explore.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
SECS=${1:-20}
shift || true
JOBS=${TF_JOBS:-2}
if [[ "${CI:-}" == true ]]; then SEED=${TF_FUZZ_SEED:-1}; else SEED=${TF_FUZZ_SEED:-0}; fi
CC_BIN=${TF_FUZZ_CC:-clang-14}
CXX_BIN=${TF_FUZZ_CXX:-clang++-14}
B=build-fuzz

cmake -S . -B "$B" -DCMAKE_BUILD_TYPE=Debug -DTF_BUILD_BENCH=OFF -DTF_FUZZ=ON \
  -DCMAKE_C_COMPILER="$CC_BIN" -DCMAKE_CXX_COMPILER="$CXX_BIN" \
  -DTF_SANITIZE=address,undefined -DCMAKE_C_FLAGS_DEBUG="-g1 -O1" -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" \
  -DCMAKE_C_FLAGS="-fsanitize=fuzzer-no-link -fno-sanitize-recover=all" \
  -DCMAKE_CXX_FLAGS="-fsanitize=fuzzer-no-link -fno-sanitize-recover=all" >/dev/null
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  mapfile -t targets < <(sed -n 's/.*set(TF_FUZZ_TARGETS \(.*\))/\1/p' tests/fuzz/CMakeLists.txt | tr ' ' '\n')
fi
start=$SECONDS
cmake --build "$B" -j"$JOBS" --target "${targets[@]}" >/dev/null
echo "fuzz: build $((SECONDS - start))s"

# One target; prints its result, returns non-zero on a finding.
fuzz_one() {
  local t=$1 rc=0
  local seeds=tests/fuzz/corpus/$t work=$B/corpus/$t findings=$B/findings/$t log=$B/$t.log
  rm -rf "$findings"  # findings of an earlier run would be reported again
  mkdir -p "$work" "$findings"
  [[ -d "$seeds" ]] && cp -n "$seeds"/* "$work"/ 2>/dev/null || true
  ASAN_OPTIONS="allocator_may_return_null=1:detect_leaks=1" \
  UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
    ./"$B"/tests/fuzz/"$t" -seed="$SEED" -max_total_time="$SECS" -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix="$findings/" "$work" >"$log" 2>&1 || rc=1
  if [[ $rc -ne 0 ]]; then
    echo "fuzz: $t FOUND A PROBLEM (see $log and $findings/):" >&2
    grep -aE "ERROR|runtime error|SUMMARY|Test unit written" "$log" >&2 || tail -30 "$log" >&2
  fi
  local execs cov
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  cov=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -1 || true)
  echo "fuzz: $t: ${execs:-?} executions in ${SECS}s, ${cov:-no coverage line}, corpus $(ls "$work" | wc -l) inputs"
  return $rc
}

echo "== fuzz: ${#targets[@]} targets for ${SECS}s each, $JOBS at a time"
status=0
running=0
for t in "${targets[@]}"; do
  if (( running >= JOBS )); then
    wait -n || status=1
    running=$((running - 1))
  fi
  fuzz_one "$t" &
  running=$((running + 1))
done
while (( running > 0 )); do
  wait -n || status=1
  running=$((running - 1))
done
exit "$status"
