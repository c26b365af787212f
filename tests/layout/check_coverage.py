#!/usr/bin/env python3
"""Fails unless layout_table.h has a TF_SIZE row for every struct of the
public header and a TF_FIELD row for every one of its fields, so a struct
or field added to tenferro.h cannot go without a layout assert.

    check_coverage.py include/tenferro.h tests/layout/layout_table.h
"""
import re
import sys


def strip_comments(src):
    src = re.sub(r"/\*.*?\*/", " ", src, flags=re.S)
    return re.sub(r"//[^\n]*", " ", src)


def header_structs(path):
    src = strip_comments(open(path).read())
    out = {}
    for m in re.finditer(r"typedef\s+struct\s+\w*\s*\{(?P<body>[^}]*)\}\s*(?P<name>\w+)\s*;", src):
        fields = []
        for decl in m.group("body").split(";"):
            decl = decl.strip()
            if not decl:
                continue
            fp = re.search(r"\(\s*\*\s*(\w+)\s*\)", decl)  # function pointer
            if fp:
                fields.append(fp.group(1))
            else:
                fields.append(re.search(r"(\w+)\s*(\[[^\]]*\])?$", decl).group(1))
        out[m.group("name")] = fields
    return out


def main():
    header, table = sys.argv[1], sys.argv[2]
    structs = header_structs(header)
    text = strip_comments(open(table).read())
    sizes = set(re.findall(r"TF_SIZE\(\s*(\w+)", text))
    fields = set(re.findall(r"TF_FIELD\(\s*(\w+)\s*,\s*(\w+)\s*,\s*\d+\s*,\s*\d+\s*\)", text))
    missing = []
    for name, fs in sorted(structs.items()):
        if name not in sizes:
            missing.append(f"TF_SIZE({name}, ...)")
        for f in fs:
            if (name, f) not in fields:
                missing.append(f"TF_FIELD({name}, {f}, offset, bytes)")
    if not structs:
        sys.exit("check_coverage.py: found no struct in the header; parser broken?")
    if missing:
        print("layout_table.h lacks rows for public structs of tenferro.h:", file=sys.stderr)
        for m in missing:
            print("    " + m, file=sys.stderr)
        sys.exit(1)
    print(f"check_coverage.py: {len(structs)} structs, "
          f"{sum(len(f) for f in structs.values())} fields, all asserted")


if __name__ == "__main__":
    main()
