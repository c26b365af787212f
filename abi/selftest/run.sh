#!/usr/bin/env bash
# Self-test of abi/check-abi.sh (ctest abi_selftest): a stub library is made
# from include/tenferro.h (every TF_API function with an empty body, built
# with -g and the real version script), a baseline is recorded from it, and
# then every kind of ABI change in abi/selftest/mutate.py is applied to a
# copy of the header and built the same way. The test passes only if
#   - the check passes on the unchanged stub;
#   - every break fails the check with a message naming what changed, and
#     --update refuses it and leaves the baseline as it was;
#   - every break of a struct or enum layout also fails tests/layout's
#     compile-time asserts, which do not depend on debug information;
#   - a SONAME bump without a major version fails;
#   - every addition fails the check until --update records it, then passes;
#   - a break recorded together with a major-version bump is accepted.
# Needs gcc, python3, readelf/nm and abigail-tools. Takes seconds.
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
CC=${CC:-cc}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
export LC_ALL=C
unset TF_ABI_REQUIRE_TYPES

for tool in abidw abidiff readelf nm python3 "$CC"; do
  command -v "$tool" >/dev/null || { echo "abi-selftest: $tool not found" >&2; exit 1; }
done

errors=0
bad() { echo "abi-selftest: FAIL: $*" >&2; errors=$((errors + 1)); }

# A tree with the check script, the version script and a header: the check
# finds its header and baseline relative to its own location.
make_tree() { # dir header
  mkdir -p "$1/abi" "$1/include"
  cp "$ROOT/abi/check-abi.sh" "$ROOT/abi/tenferro.map" "$1/abi/"
  cp "$2" "$1/include/tenferro.h"
}
build_stub() { # dir [soname]
  local major
  major=$(sed -n 's/^#define TENFERRO_VERSION_MAJOR \([0-9]*\).*/\1/p' "$1/include/tenferro.h")
  python3 "$ROOT/abi/selftest/make_stub.py" "$1/include/tenferro.h" "$1/stub.c" >/dev/null &&
    "$CC" -std=c99 -g -O0 -shared -fPIC -I"$1/include" -o "$1/lib.so" "$1/stub.c" \
      -Wl,--version-script="$1/abi/tenferro.map" -Wl,-soname,"${2:-libtenferro.so.$major}"
}
layout_fails() { # header: true if tests/layout's asserts reject it
  mkdir -p "$TMP/layout"
  cp "$1" "$TMP/layout/tenferro.h"
  ! "$CC" -std=c11 -fsyntax-only -I"$TMP/layout" -I"$ROOT/tests/layout" \
      "$ROOT/tests/layout/layout_asserts.c" 2>/dev/null
}
abi_files() { cat "$1/abi/symbols.txt" "$1/abi/constants.txt" "$1/abi/tenferro.abi" | md5sum; }

# ------------------------------------------------------------- baseline
base="$TMP/base"
make_tree "$base" "$ROOT/include/tenferro.h"
build_stub "$base" || { echo "abi-selftest: the stub does not build" >&2; exit 1; }
bash "$base/abi/check-abi.sh" --update "$base/lib.so" >"$TMP/log" 2>&1 ||
  { cat "$TMP/log" >&2; echo "abi-selftest: --update on the unchanged stub failed" >&2; exit 1; }
if ! bash "$base/abi/check-abi.sh" "$base/lib.so" >"$TMP/log" 2>&1; then
  cat "$TMP/log" >&2; bad "the check fails on the unchanged stub"
fi
layout_fails "$base/include/tenferro.h" && bad "layout asserts fail on the unchanged header"

run_case() { # name kind expect
  local name=$1 kind=$2 expect=$3 dir="$TMP/$1"
  make_tree "$dir" "$base/include/tenferro.h"
  cp "$base/abi/symbols.txt" "$base/abi/constants.txt" "$base/abi/tenferro.abi" "$dir/abi/"
  python3 "$ROOT/abi/selftest/mutate.py" "$name" "$base/include/tenferro.h" "$dir/include/tenferro.h" ||
    { bad "$name: could not apply"; return; }
  build_stub "$dir" || { bad "$name: the mutated stub does not build"; return; }
  if bash "$dir/abi/check-abi.sh" "$dir/lib.so" >"$dir/check.log" 2>&1; then
    bad "$name: the check passed"; return
  fi
  if ! grep -Eq -- "$expect" "$dir/check.log"; then
    sed 's/^/    /' "$dir/check.log" >&2
    bad "$name: the check failed without naming /$expect/"
  fi
  local before
  before=$(abi_files "$dir")
  if [[ $kind == break ]]; then
    if bash "$dir/abi/check-abi.sh" --update "$dir/lib.so" >"$dir/update.log" 2>&1; then
      bad "$name: --update recorded a break"
    fi
    [[ "$(abi_files "$dir")" == "$before" ]] || bad "$name: a refused --update changed the baseline"
    case $name in
      field_*|fields_*|struct_*|enum_widened)
        layout_fails "$dir/include/tenferro.h" || bad "$name: the layout asserts do not catch it" ;;
    esac
  else
    bash "$dir/abi/check-abi.sh" --update "$dir/lib.so" >"$dir/update.log" 2>&1 ||
      { sed 's/^/    /' "$dir/update.log" >&2; bad "$name: --update refused an addition"; return; }
    bash "$dir/abi/check-abi.sh" "$dir/lib.so" >"$dir/check2.log" 2>&1 ||
      { sed 's/^/    /' "$dir/check2.log" >&2; bad "$name: the check fails after --update"; }
  fi
  echo "abi-selftest: ok  $name ($kind)"
}

while read -r name kind expect; do
  run_case "$name" "$kind" "$expect"
done < <(python3 "$ROOT/abi/selftest/mutate.py" --list)

# SONAME bumped without a new major version.
dir="$TMP/soname"
make_tree "$dir" "$base/include/tenferro.h"
cp "$base/abi/symbols.txt" "$base/abi/constants.txt" "$base/abi/tenferro.abi" "$dir/abi/"
build_stub "$dir" libtenferro.so.2
if bash "$dir/abi/check-abi.sh" "$dir/lib.so" >"$dir/check.log" 2>&1 ||
   ! grep -q "SONAME is 'libtenferro.so.2'" "$dir/check.log"; then
  bad "soname: a SONAME bump without a major version was not reported"
else
  echo "abi-selftest: ok  soname_bumped (break)"
fi

# A break with a major-version bump (header major + 1, SONAME with it) is
# the one break --update records.
dir="$TMP/major"
make_tree "$dir" "$base/include/tenferro.h"
cp "$base/abi/symbols.txt" "$base/abi/constants.txt" "$base/abi/tenferro.abi" "$dir/abi/"
python3 "$ROOT/abi/selftest/mutate.py" param_widened "$base/include/tenferro.h" "$dir/include/tenferro.h"
sed -i 's/^#define TENFERRO_VERSION_MAJOR \([0-9]*\)/echo "#define TENFERRO_VERSION_MAJOR $((\1 + 1))"/e' \
  "$dir/include/tenferro.h"
build_stub "$dir"
if bash "$dir/abi/check-abi.sh" --update "$dir/lib.so" >"$dir/update.log" 2>&1 &&
   bash "$dir/abi/check-abi.sh" "$dir/lib.so" >"$dir/check.log" 2>&1; then
  echo "abi-selftest: ok  major_bump (recorded)"
else
  sed 's/^/    /' "$dir"/*.log >&2
  bad "major_bump: a break with a new major version could not be recorded"
fi

if [[ $errors -ne 0 ]]; then
  echo "abi-selftest: FAILED ($errors)"
  exit 1
fi
echo "abi-selftest: PASSED"
