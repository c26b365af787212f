#!/usr/bin/env bash
# Checks a built libtenferro.so.N against the committed ABI baseline in abi/.
#
#   abi/check-abi.sh PATH/TO/libtenferro.so.N            check (CI, ctest)
#   abi/check-abi.sh --update PATH/TO/libtenferro.so.N   record additions
#
# Each difference from the baseline is either an ADDITION (allowed in a
# minor version: a new function, a new enumerator or constant, an options
# struct grown at its end) or a BREAK (anything else). The check fails on
# both, naming what changed; --update records additions and refuses breaks,
# unless the header's TENFERRO_VERSION_MAJOR (and so the SONAME) differs
# from the baseline's, which is the one way to record a break.
#
#   1. SONAME is libtenferro.so.MAJOR, MAJOR from the header (readelf -d).
#   2. Every exported (defined, dynamic) symbol starts with tf_.
#   3. The exported symbols, with their versions, against abi/symbols.txt.
#   4. The integer constants of include/tenferro.h (enumerators, TF_*
#      defines, TENFERRO_VERSION_MAJOR) against abi/constants.txt; anonymous
#      enums never reach DWARF, so abidiff cannot see them.
#   5. abidiff of abi/tenferro.abi against the library: every function's
#      parameter and return types, struct layouts and enum types, including
#      types from system headers (int32_t, size_t). Needs abidw/abidiff and a
#      library built with -g; without debug information the step is skipped
#      with a warning, or fails when TF_ABI_REQUIRE_TYPES=1. Struct layouts
#      are also asserted at compile time by tests/layout, whatever the build.
#
# Self-test: abi/selftest/run.sh (ctest abi_selftest) applies every kind of
# break to a stub library made from the header and checks that this script
# catches each one.
set -euo pipefail

ABI_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$ABI_DIR/.." && pwd)
INCLUDE_DIR="$ROOT/include"
HEADER="$INCLUDE_DIR/tenferro.h"
SYMBOLS="$ABI_DIR/symbols.txt"
CONSTANTS="$ABI_DIR/constants.txt"
BASELINE="$ABI_DIR/tenferro.abi"

update=0
if [[ "${1:-}" == "--update" ]]; then
  update=1
  shift
fi
if [[ $# -ne 1 || "$1" == -* ]]; then
  echo "usage: $0 [--update] PATH/TO/libtenferro.so.N" >&2
  exit 2
fi
LIB=$1
if [[ ! -f "$LIB" ]]; then
  echo "abi-check: FAIL: library '$LIB' not found" >&2
  exit 2
fi

export LC_ALL=C
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

failures=0 # breaks and other failures
additions=0
fail() {
  echo "abi-check: FAIL: $*" >&2
  failures=$((failures + 1))
}
added() {
  echo "abi-check: ADDED: $*" >&2
  additions=$((additions + 1))
}
note() { echo "abi-check: $*"; }


# ------------------------------------------------ 2. only tf_ is exported
# nm -P prints "name type value size"; names carry @@VERSION. Version-node
# definitions (type A, no @) such as TENFERRO_1 are not symbols of the API.
nm -D --defined-only -P "$LIB" |
  awk '!($2 == "A" && index($1, "@") == 0) { print $1 }' |
  sort -u >"$TMP/symbols.txt"
if [[ ! -s "$TMP/symbols.txt" ]]; then
  fail "the library exports no symbol at all"
fi
leaks=$(grep -v '^tf_' "$TMP/symbols.txt" || true)
leaked=0
if [[ -n "$leaks" ]]; then
  leaked=1
  fail "exported symbols without the tf_ prefix (fix visibility or abi/tenferro.map):"
  sed 's/^/    /' <<<"$leaks" >&2
fi

# -------------------------------------- 4 (prepared). header constants
# Every enumerator and every integer #define named TF_* in the public header,
# plus the major version (MINOR/PATCH/NUMBER change with every release and are
# not ABI). Comments are stripped first; several enumerators may share a line.
(
python3 - "$HEADER" <<'PY'
import re, sys
src = open(sys.argv[1]).read()
src = re.sub(r"/\*.*?\*/", " ", src, flags=re.S)
src = re.sub(r"//[^\n]*", " ", src)
names = {"TENFERRO_VERSION_MAJOR"}
for body in re.findall(r"\benum\b[^{;]*\{([^}]*)\}", src):
    for item in body.split(","):
        m = re.match(r"\s*([A-Za-z_]\w*)", item)
        if m:
            names.add(m.group(1))
for m in re.finditer(r"^[ \t]*#[ \t]*define[ \t]+(TF_\w+)[ \t]+(\S[^\n]*)$", src, re.M):
    if re.fullmatch(r"[-+()0-9A-Za-z_ \t|&<>*~]+", m.group(2)) and "attribute" not in m.group(2):
        names.add(m.group(1))
print("\n".join(sorted(names)))
PY
) | sort -u >"$TMP/constant-names.txt"
{
  echo '#include <stdio.h>'
  echo '#include "tenferro.h"'
  echo 'int main(void) {'
  while read -r name; do
    echo "  printf(\"%s %lld\\n\", \"$name\", (long long)($name));"
  done <"$TMP/constant-names.txt"
  echo '  return 0;'
  echo '}'
} >"$TMP/constants.c"
if ! ${CC:-cc} -std=c99 -I"$INCLUDE_DIR" -o "$TMP/constants" "$TMP/constants.c" 2>"$TMP/cc.log"; then
  cat "$TMP/cc.log" >&2
  fail "could not compile the constants probe for $HEADER"
  : >"$TMP/constants.txt"
else
  "$TMP/constants" | sort >"$TMP/constants.txt"
fi

have_abigail=0
if command -v abidw >/dev/null && command -v abidiff >/dev/null; then
  have_abigail=1
fi
# Only what the exported tf_ functions reach, only types from include/ (the
# definitions of opaque handles live in src/ and are private), file names
# without directories.
# No source locations: a baseline diff then shows only interface changes.
ABIDW_FLAGS=(--no-corpus-path --exported-interfaces-only --headers-dir "$INCLUDE_DIR"
  --drop-private-types --no-show-locs)
has_debug_info() {
  local sections
  sections=$(readelf -S -W "$LIB")
  [[ "$sections" == *".debug_info"* ]]
}

# ------------------------------------------------------------ 1. SONAME
major=$(awk '$1 == "TENFERRO_VERSION_MAJOR" { print $2 }' "$TMP/constants.txt")
base_major=""
[[ -f "$CONSTANTS" ]] && base_major=$(awk '$1 == "TENFERRO_VERSION_MAJOR" { print $2 }' "$CONSTANTS")
expected_soname="libtenferro.so.${major:-?}"
soname=$(readelf -d "$LIB" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
if [[ "$soname" != "$expected_soname" ]]; then
  fail "SONAME is '${soname:-<none>}', expected '$expected_soname' (TENFERRO_VERSION_MAJOR ${major:-?} in $HEADER)"
fi
# A new major version may break anything; --update then records it.
major_bump=0
[[ -n "$base_major" && "$major" != "$base_major" ]] && major_bump=1

# ------------------------------------------------- 3. symbols vs baseline
if [[ ! -f "$SYMBOLS" ]]; then
  [[ $update -eq 1 ]] || fail "$SYMBOLS is missing; generate it with: $0 --update $LIB"
elif ! diff -u "$SYMBOLS" "$TMP/symbols.txt" >"$TMP/symbols.diff"; then
  add=$(sed -n 's/^+\([^+]\)/\1/p' "$TMP/symbols.diff")
  removed=$(sed -n 's/^-\([^-]\)/\1/p' "$TMP/symbols.diff")
  if [[ -n "$removed" ]]; then
    fail "symbols removed from the ABI (a major-version change, see docs/abi-policy.md):"
    sed 's/^/    - /' <<<"$removed" >&2
  fi
  if [[ -n "$add" ]]; then
    added "symbols added to the ABI:"
    sed 's/^/    + /' <<<"$add" >&2
  fi
fi

# ------------------------------------------------ 4. constants vs baseline
if [[ ! -f "$CONSTANTS" ]]; then
  [[ $update -eq 1 ]] || fail "$CONSTANTS is missing; generate it with: $0 --update $LIB"
elif ! diff -u "$CONSTANTS" "$TMP/constants.txt" >"$TMP/constants.diff"; then
  old_names=$(awk '{ print $1 }' "$CONSTANTS" | sort)
  changed=""
  add=""
  while read -r name value; do
    base=$(awk -v n="$name" '$1 == n { print $2 }' "$CONSTANTS")
    if [[ -z "$base" ]]; then
      add+="$name = $value"$'\n'
    elif [[ "$base" != "$value" ]]; then
      changed+="$name: $base -> $value"$'\n'
    fi
  done <"$TMP/constants.txt"
  removed=$(comm -23 <(echo "$old_names") <(awk '{ print $1 }' "$TMP/constants.txt" | sort))
  if [[ -n "$changed" ]]; then
    fail "constant values changed in include/tenferro.h (a major-version change):"
    printf '%s' "$changed" | sed 's/^/    /' >&2
  fi
  if [[ -n "$removed" ]]; then
    fail "constants removed from include/tenferro.h (a major-version change):"
    sed 's/^/    - /' <<<"$removed" >&2
  fi
  if [[ -n "$add" ]]; then
    added "constants added to include/tenferro.h:"
    printf '%s' "$add" | sed 's/^/    + /' >&2
  fi
fi

# ------------------------------------------------------- 5. abidiff types
# abidiff's exit code is a bit field (man abidiff): 1 error, 2 usage error,
# 4 ABI change, 8 incompatible change. --no-added-syms leaves added
# functions to check 3. No --headers-dir1/2: those filter out every change
# whose type comes from a system header (int32_t -> int64_t, size_t ->
# uint32_t). A change report (4) is an addition only if every change it
# lists is a struct that starts with struct_size growing at its end
# (classify_abidiff below); anything else is a break.
classify_abidiff() {
  python3 - "$1" "$HEADER" <<'PY'
import re, sys
report, header = open(sys.argv[1]).read(), open(sys.argv[2]).read()
header = re.sub(r"/\*.*?\*/", " ", header, flags=re.S)
growable = set(re.findall(r"typedef\s+struct\s+(\w+)\s*\{\s*size_t\s+struct_size\s*;", header))
ok = [r"Functions changes summary:.*", r"Variables changes summary:.*", r"\d+ functions? with some indirect sub-type changes?:",
      r"\[C\] '(function|method) .*' has some indirect sub-type changes:",
      r"parameter \d+ of type '.*' has sub-type changes:", r"return type changed:",
      r"in pointed to type '.*':", r"in unqualified underlying type '.*':",
      r"\d+ data member insertions?:"]
size, struct, bad = None, None, []
for line in report.splitlines():
    t = line.strip()
    if not t or any(re.fullmatch(p, t) for p in ok):
        continue
    m = re.fullmatch(r"underlying type 'struct (\w+)' changed:", t)
    if m:
        struct = m.group(1)
        if struct not in growable:
            bad.append(f"struct {struct} changed but has no leading struct_size (it may not grow)")
        continue
    m = re.fullmatch(r"type size changed from (\d+) to (\d+) \(in bits\)", t)
    if m and struct and int(m.group(2)) > int(m.group(1)):
        size = int(m.group(1))
        continue
    m = re.fullmatch(r"'.*', at offset (\d+) \(in bits\)", t)
    if m and size is not None and int(m.group(1)) >= size:
        continue
    bad.append(t)
if bad:
    print("\n".join(bad))
    sys.exit(1)
PY
}
types="not compared"
if [[ $have_abigail -eq 0 ]]; then
  note "warning: abidw/abidiff not installed; struct layouts and enum types not compared"
elif [[ ! -f "$BASELINE" ]]; then
  [[ $update -eq 1 ]] || note "warning: $BASELINE missing; struct layouts and enum types not compared"
elif ! has_debug_info; then
  if [[ "${TF_ABI_REQUIRE_TYPES:-0}" == 1 || $update -eq 1 ]]; then
    fail "$LIB has no debug information (build with -g); TF_ABI_REQUIRE_TYPES=1 and --update need the type comparison"
  else
    note "warning: $LIB has no debug information (build with -g); struct layouts and enum types not compared"
  fi
else
  abidw "${ABIDW_FLAGS[@]}" --out-file "$TMP/fresh.abi" "$LIB"
  set +e
  abidiff --no-added-syms "$BASELINE" "$TMP/fresh.abi" >"$TMP/abidiff.txt" 2>&1
  rc=$?
  set -e
  if ((rc & 3)); then
    cat "$TMP/abidiff.txt" >&2
    fail "abidiff could not run (exit code $rc)"
  elif ((rc & 8)); then
    cat "$TMP/abidiff.txt" >&2
    fail "abidiff reports an INCOMPATIBLE ABI change against $BASELINE (a major-version change)"
  elif ((rc & 4)); then
    if classify_abidiff "$TMP/abidiff.txt" >"$TMP/abidiff-breaks.txt"; then
      added "options structs grown at their end (abidiff):"
      sed 's/^/    /' "$TMP/abidiff.txt" >&2
    else
      sed 's/^/    /' "$TMP/abidiff.txt" >&2
      fail "abidiff reports an ABI change against $BASELINE that is not an addition" \
        "(a major-version change, docs/abi-policy.md):"
      sed 's/^/    ! /' "$TMP/abidiff-breaks.txt" >&2
    fi
  else
    types="compared with abidiff, no change"
  fi
fi

nsym=$(wc -l <"$TMP/symbols.txt")
# -------------------------------------------------------------- --update
if [[ $update -eq 1 ]]; then
  if [[ $leaked -eq 1 ]]; then
    echo "abi-check: --update refuses a library that exports symbols without the tf_ prefix" >&2
    exit 1
  fi
  if [[ $failures -ne 0 && $major_bump -eq 0 ]]; then
    echo "abi-check: --update refuses: $failures break(s) above; a minor version may only add" \
      "(docs/abi-policy.md). A deliberate break bumps TENFERRO_VERSION_MAJOR and the SONAME." >&2
    exit 1
  fi
  if [[ $have_abigail -eq 0 ]]; then
    echo "abi-check: FAIL: abidw not installed (apt-get install abigail-tools); baseline not written" >&2
    exit 1
  fi
  if ! has_debug_info; then
    echo "abi-check: FAIL: $LIB has no debug information; build it with -g to write $BASELINE" >&2
    exit 1
  fi
  if [[ "$soname" != "$expected_soname" ]]; then
    echo "abi-check: FAIL: SONAME '$soname' does not match the header's major version" >&2
    exit 1
  fi
  [[ $major_bump -eq 1 ]] && note "major version $base_major -> $major: recording a new baseline"
  cp "$TMP/symbols.txt" "$SYMBOLS"
  cp "$TMP/constants.txt" "$CONSTANTS"
  abidw "${ABIDW_FLAGS[@]}" --out-file "$TMP/tenferro.abi" "$LIB"
  # No absolute paths, so the baseline does not depend on where it was made.
  sed -e "s|comp-dir-path='[^']*'|comp-dir-path='.'|" "$TMP/tenferro.abi" >"$BASELINE"
  note "wrote $SYMBOLS ($nsym symbols), $CONSTANTS, $BASELINE"
  note "review 'git diff abi/' and commit it with the change (docs/abi-policy.md)"
  exit 0
fi

if [[ $failures -ne 0 || $additions -ne 0 ]]; then
  echo "abi-check: $failures break(s), $additions addition(s) against the baseline for $LIB" >&2
  [[ $failures -eq 0 ]] && echo "abi-check: additions are allowed in a minor version; review and record them with: bash abi/check-abi.sh --update $LIB" >&2
  exit 1
fi
note "OK: soname $soname, $nsym tf_ symbols as in abi/symbols.txt, constants as in abi/constants.txt, types $types"
