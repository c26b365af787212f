#!/usr/bin/env python3
"""Checks that an elementwise or reduction operation is one row.

  tests/ops_table_check.py [repo root]

1. The public rows of src/ops/elementwise_table.hpp (TF_UNARY_PUBLIC_ROWS,
   TF_BINARY_PUBLIC_ROWS, TF_REDUCE_ROWS) are, in order, the enumerators of
   tf_unary_op, tf_binary_op and tf_reduce_op in include/tenferro.h, with
   values 0, 1, 2, ... (the row's name upper-cased after the prefix).
2. No public operation is named (Unary::Tanh, TF_UNARY_TANH, ...) in more
   than two files under src/: its row and its kernel. The exceptions are
   the few building blocks every derivative expression is made of (conj,
   real, add, mul), which the two builders (the eager one of the direct
   rules, the recording one of the program transforms) apply as tools; they
   are listed here and nowhere else.
Exits 1 with one line per violation.
"""
import os
import re
import sys

ROOT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
TABLE = os.path.join(ROOT, "src/ops/elementwise_table.hpp")
HEADER = os.path.join(ROOT, "include/tenferro.h")
BUILDING_BLOCKS = {"Unary::Conj", "Unary::Real", "Binary::Add", "Binary::Mul"}
MAX_FILES = 2


def rows(text, macro):
    m = re.search(r"#define %s\(X\)(.*?)(?:\n#|\n\n)" % macro, text, re.S)
    if not m:
        sys.exit("ops_table_check: %s not found in %s" % (macro, TABLE))
    return re.findall(r"X\((\w+)\)", m.group(1))


def header_enum(text, name):
    m = re.search(r"typedef enum %s \{(.*?)\} %s;" % (name, name), text, re.S)
    if not m:
        sys.exit("ops_table_check: enum %s not found in %s" % (name, HEADER))
    body = re.sub(r"/\*.*?\*/", "", m.group(1), flags=re.S)
    return [(k, int(v)) for k, v in re.findall(r"(\w+)\s*=\s*(\d+)", body)]


def main():
    table = open(TABLE).read()
    header = open(HEADER).read()
    errors = []
    families = [
        ("Unary", "TF_UNARY_", "TF_UNARY_PUBLIC_ROWS", "tf_unary_op"),
        ("Binary", "TF_BINARY_", "TF_BINARY_PUBLIC_ROWS", "tf_binary_op"),
        ("RedOp", "TF_REDUCE_", "TF_REDUCE_ROWS", "tf_reduce_op"),
    ]
    names = {}  # qualified enumerator -> public name
    for enum, prefix, macro, cenum in families:
        rs = rows(table, macro)
        hs = header_enum(header, cenum)
        for i, r in enumerate(rs):
            m = re.search(r"struct \w+Row<%s::%s>[^{]*\{\s*static constexpr \w+Info info\{\"(\w+)\""
                          % (enum, r), table)
            if not m:
                errors.append("%s::%s: no row with a name in %s" % (enum, r, TABLE))
                continue
            public = prefix + m.group(1).upper()
            names["%s::%s" % (enum, r)] = public
            if i >= len(hs) or hs[i] != (public, i):
                errors.append("row %d of %s is %s = %d, tenferro.h has %s" %
                              (i, macro, public, i, hs[i] if i < len(hs) else "nothing"))
        if len(hs) > len(rs):
            errors.append("%s has %d enumerators, %s %d rows" % (cenum, len(hs), macro, len(rs)))

    sources = []
    for d, _, fs in os.walk(os.path.join(ROOT, "src")):
        for f in fs:
            if f.endswith((".cpp", ".hpp", ".h")):
                p = os.path.join(d, f)
                sources.append((os.path.relpath(p, ROOT), open(p, errors="replace").read()))
    for qual, public in sorted(names.items()):
        if qual.startswith("RedOp::"):
            continue  # reductions: the header check above (their kernels are accumulations)
        pats = [re.escape(public)] if qual in BUILDING_BLOCKS else [re.escape(qual), re.escape(public)]
        rx = re.compile(r"\b(?:%s)\b" % "|".join(pats))
        files = [p for p, text in sources if rx.search(text)]
        if len(files) > MAX_FILES:
            errors.append("%s (%s) is named in %d files under src/ (at most %d: its row and "
                          "its kernel): %s" % (qual, public, len(files), MAX_FILES, ", ".join(files)))
    for e in errors:
        print("ops_table_check: " + e)
    print("ops_table_check: %d public rows, %d problems" % (len(names), len(errors)))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
