#!/usr/bin/env bash
# Runs the commands of a docs/ffi page, exactly as written, the way a user
# following it from a fresh machine would: every ```sh block of the page, in
# order, in one bash -euo pipefail script, except a block right after a line
# `<!-- ctest: skip -->` (installing Debian packages and building tenferro,
# which CI has done before ctest: scripts/test.sh). The page's variables
# get test values: TENFERRO_SRC (this checkout), TENFERRO_BUILD (this build
# tree), PREFIX and WORK (fresh temporary directories). cargo's target
# directory is kept in the build tree to keep reruns fast; go's build cache
# is fresh each run (go does not rebuild a cgo package when only the
# PKG_CONFIG_PATH prefix changed, see docs/ffi/go.md). The programs
# a page builds check their own results and exit non-zero when wrong.
#
#   doc_test.sh PAGE.md SOURCE_DIR BUILD_DIR CACHE_DIR
set -euo pipefail
PAGE=$(readlink -f "$1")
export TENFERRO_SRC=$(cd "$2" && pwd)
export TENFERRO_BUILD=$(cd "$3" && pwd)
mkdir -p "$4"
CACHE=$(cd "$4" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
export PREFIX=$TMP/prefix WORK=$TMP/work
export GOCACHE=$TMP/go-cache GOPATH=$CACHE/go-path CARGO_TARGET_DIR=$CACHE/cargo-target
export PYTHONDONTWRITEBYTECODE=1
unset TENFERRO_LIBRARY TENFERRO_LIB_DIR PYTHONPATH CGO_CFLAGS CGO_LDFLAGS
mkdir -p "$WORK"

awk '
  /^<!-- ctest: skip -->/ { skip = 1; next }
  /^```sh[ \t]*$/ && !inblock { inblock = 1; run = !skip; skip = 0; next }
  /^```/ && inblock { inblock = 0; if (run) print ""; next }
  inblock && run { print }
  !inblock && NF { skip = skip && /^<!--/ }
' "$PAGE" >"$TMP/commands.sh"
[[ -s "$TMP/commands.sh" ]] || { echo "FAIL: no \`\`\`sh block to run in $PAGE" >&2; exit 1; }
echo "== commands of $PAGE =="
cat "$TMP/commands.sh"
echo "== running =="
cd "$WORK"
bash -euo pipefail "$TMP/commands.sh"
echo "doc_test: $(basename "$PAGE"): OK"
