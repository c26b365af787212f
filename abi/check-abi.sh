#!/usr/bin/env bash
# Checks a built libtenferro.so.1 against the committed ABI baseline in abi/.
#
#   abi/check-abi.sh PATH/TO/libtenferro.so.1            check (CI, ctest)
#   abi/check-abi.sh --update PATH/TO/libtenferro.so.1   rewrite the baseline
#
# Checks, each failing the run with a message that says what differs:
#   1. SONAME is exactly libtenferro.so.1 (readelf -d).
#   2. Every exported (defined, dynamic) symbol starts with tf_: no C++,
#      libstdc++ or OpenBLAS symbol leaks out of the version script.
#   3. The exported symbols, with their versions, equal abi/symbols.txt.
#   4. The integer constants of include/tenferro.h (enumerators such as the
#      status codes, TF_MAX_RANK, TENFERRO_VERSION_MAJOR) equal
#      abi/constants.txt. Anonymous enums never reach DWARF, so abidiff
#      cannot see them.
#   5. If abidw/abidiff are installed and abi/tenferro.abi exists: abidiff
#      of the baseline against the library (public types only, from
#      include/) reports no change other than added functions. This needs
#      the library built with -g (scripts/test.sh does); without debug
#      information the step is skipped with a warning, or fails when
#      TF_ABI_REQUIRE_TYPES=1.
#
# --update is the deliberate, reviewed step after an intended ABI change
# (docs/abi-policy.md): it still enforces 1 and 2, then rewrites
# abi/symbols.txt, abi/constants.txt and abi/tenferro.abi from the given
# library. Commit the three files together with the change; the diff of
# symbols.txt and constants.txt is what reviewers read.
set -euo pipefail

ABI_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$ABI_DIR/.." && pwd)
INCLUDE_DIR="$ROOT/include"
HEADER="$INCLUDE_DIR/tenferro.h"
SYMBOLS="$ABI_DIR/symbols.txt"
CONSTANTS="$ABI_DIR/constants.txt"
BASELINE="$ABI_DIR/tenferro.abi"
EXPECTED_SONAME=libtenferro.so.1

update=0
if [[ "${1:-}" == "--update" ]]; then
  update=1
  shift
fi
if [[ $# -ne 1 || "$1" == -* ]]; then
  echo "usage: $0 [--update] PATH/TO/libtenferro.so.1" >&2
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

failures=0
fail() {
  echo "abi-check: FAIL: $*" >&2
  failures=$((failures + 1))
}
note() { echo "abi-check: $*"; }

# ------------------------------------------------------------ 1. SONAME
soname=$(readelf -d "$LIB" | sed -n 's/.*(SONAME).*\[\(.*\)\].*/\1/p')
if [[ "$soname" != "$EXPECTED_SONAME" ]]; then
  fail "SONAME is '${soname:-<none>}', expected '$EXPECTED_SONAME'"
fi

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
if [[ -n "$leaks" ]]; then
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
ABIDW_FLAGS=(--no-corpus-path --exported-interfaces-only --headers-dir "$INCLUDE_DIR"
  --drop-private-types --short-locs)
has_debug_info() {
  local sections
  sections=$(readelf -S -W "$LIB")
  [[ "$sections" == *".debug_info"* ]]
}

# -------------------------------------------------------------- --update
if [[ $update -eq 1 ]]; then
  if [[ $failures -ne 0 ]]; then
    echo "abi-check: refusing to write a baseline from a library that fails the checks above" >&2
    exit 1
  fi
  cp "$TMP/symbols.txt" "$SYMBOLS"
  cp "$TMP/constants.txt" "$CONSTANTS"
  note "wrote $SYMBOLS ($(wc -l <"$SYMBOLS") symbols)"
  note "wrote $CONSTANTS ($(wc -l <"$CONSTANTS") constants)"
  if [[ $have_abigail -eq 0 ]]; then
    echo "abi-check: FAIL: abidw not installed (apt-get install abigail-tools); $BASELINE not written" >&2
    exit 1
  fi
  if ! has_debug_info; then
    echo "abi-check: FAIL: $LIB has no debug information; build it with -g" \
      "(scripts/test.sh does, in build-test/) to write $BASELINE" >&2
    exit 1
  fi
  abidw "${ABIDW_FLAGS[@]}" --out-file "$TMP/tenferro.abi" "$LIB"
  # No absolute paths, so the baseline does not depend on where it was made.
  sed -e "s|comp-dir-path='[^']*'|comp-dir-path='.'|" "$TMP/tenferro.abi" >"$BASELINE"
  note "wrote $BASELINE"
  note "review 'git diff abi/' and commit it with the change (docs/abi-policy.md)"
  exit 0
fi

# ------------------------------------------------- 3. symbols vs baseline
if [[ ! -f "$SYMBOLS" ]]; then
  fail "$SYMBOLS is missing; generate it with: $0 --update $LIB"
elif ! diff -u "$SYMBOLS" "$TMP/symbols.txt" >"$TMP/symbols.diff"; then
  added=$(sed -n 's/^+\([^+]\)/\1/p' "$TMP/symbols.diff")
  removed=$(sed -n 's/^-\([^-]\)/\1/p' "$TMP/symbols.diff")
  if [[ -n "$removed" ]]; then
    fail "symbols removed from the ABI (a major-version change, see docs/abi-policy.md):"
    sed 's/^/    - /' <<<"$removed" >&2
  fi
  if [[ -n "$added" ]]; then
    fail "symbols added to the ABI; if intended, review and record them with: bash abi/check-abi.sh --update $LIB"
    sed 's/^/    + /' <<<"$added" >&2
  fi
fi

# ------------------------------------------------ 4. constants vs baseline
if [[ ! -f "$CONSTANTS" ]]; then
  fail "$CONSTANTS is missing; generate it with: $0 --update $LIB"
elif ! diff -u "$CONSTANTS" "$TMP/constants.txt" >"$TMP/constants.diff"; then
  old_names=$(awk '{ print $1 }' "$CONSTANTS" | sort)
  changed=""
  added=""
  while read -r name value; do
    base=$(awk -v n="$name" '$1 == n { print $2 }' "$CONSTANTS")
    if [[ -z "$base" ]]; then
      added+="$name = $value"$'\n'
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
  if [[ -n "$added" ]]; then
    fail "constants added to include/tenferro.h; if intended, record them with: bash abi/check-abi.sh --update $LIB"
    printf '%s' "$added" | sed 's/^/    + /' >&2
  fi
fi

# ------------------------------------------------------- 5. abidiff types
types="not compared"
if [[ $have_abigail -eq 0 ]]; then
  note "warning: abidw/abidiff not installed; struct layouts and enum types not compared"
elif [[ ! -f "$BASELINE" ]]; then
  note "warning: $BASELINE missing; struct layouts and enum types not compared"
elif ! has_debug_info; then
  if [[ "${TF_ABI_REQUIRE_TYPES:-0}" == 1 ]]; then
    fail "$LIB has no debug information (build with -g); TF_ABI_REQUIRE_TYPES=1 needs the type comparison"
  else
    note "warning: $LIB has no debug information (build with -g); struct layouts and enum types not compared"
  fi
else
  abidw "${ABIDW_FLAGS[@]}" --out-file "$TMP/fresh.abi" "$LIB"
  # Exit code bits (man abidiff): 1 error, 2 usage error, 4 ABI change,
  # 8 incompatible change. --no-added-syms filters out added functions and
  # variables, so adding a function gives 0; harmless changes such as an
  # enumerator appended at the end are filtered by abidiff itself.
  set +e
  abidiff --no-added-syms \
    --headers-dir1 "$INCLUDE_DIR" --headers-dir2 "$INCLUDE_DIR" \
    "$BASELINE" "$TMP/fresh.abi" >"$TMP/abidiff.txt" 2>&1
  rc=$?
  set -e
  if ((rc & 1)); then
    cat "$TMP/abidiff.txt" >&2
    fail "abidiff could not run (exit code $rc)"
  elif ((rc & 8)); then
    cat "$TMP/abidiff.txt" >&2
    fail "abidiff reports an INCOMPATIBLE ABI change against $BASELINE (a major-version change)"
  elif ((rc & 4)); then
    cat "$TMP/abidiff.txt" >&2
    fail "abidiff reports an ABI change against $BASELINE; if it is an allowed minor change" \
      "(docs/abi-policy.md), review it and record it with: bash abi/check-abi.sh --update $LIB"
  else
    types="compared with abidiff, no change besides additions"
  fi
fi

nsym=$(wc -l <"$TMP/symbols.txt")
if [[ $failures -ne 0 ]]; then
  echo "abi-check: $failures check(s) failed for $LIB" >&2
  exit 1
fi
note "OK: soname $soname, $nsym tf_ symbols as in abi/symbols.txt, constants as in abi/constants.txt, types $types"
