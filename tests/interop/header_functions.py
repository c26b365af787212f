#!/usr/bin/env python3
"""Lists every function the public header declares (TF_API), with its
return type and parameters, for tests and binding checks.

    header_functions.py HEADER                 one "name nparams" per line
    header_functions.py HEADER --c-table OUT   writes a C include file with
                                               TF_FN(name) per function

The parser is small on purpose and refuses to guess: it fails when the
number of declarations it understood differs from the number of TF_API
occurrences, so a new declaration can never be silently skipped.
"""
import re
import sys


def strip_comments(src):
    src = re.sub(r"/\*.*?\*/", " ", src, flags=re.S)
    return re.sub(r"//[^\n]*", " ", src)


def split_params(params):
    """Splits a parameter list at top-level commas (function pointers)."""
    out, depth, cur = [], 0, ""
    for ch in params:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    if out == ["void"]:
        return []
    return out


def functions(header_path):
    src = strip_comments(open(header_path).read())
    # Drop the macro that defines TF_API itself.
    src = re.sub(r"^[ \t]*#[^\n]*(\\\n[^\n]*)*", " ", src, flags=re.M)
    expected = len(re.findall(r"\bTF_API\b", src))
    decl = re.compile(
        r"\bTF_API\s+(?P<ret>[^;(]*?)\b(?P<name>tf_\w+)\s*\((?P<params>[^;]*?)\)\s*;", re.S)
    found = []
    for m in decl.finditer(src):
        ret = " ".join(m.group("ret").split())
        params = [" ".join(p.split()) for p in split_params(m.group("params"))]
        found.append((m.group("name"), ret, params))
    if len(found) != expected:
        sys.exit(f"header_functions.py: understood {len(found)} declarations but "
                 f"{header_path} has {expected} TF_API occurrences; extend the parser")
    names = [f[0] for f in found]
    dups = {n for n in names if names.count(n) > 1}
    if dups:
        sys.exit(f"header_functions.py: declared twice: {sorted(dups)}")
    return found


def parse_decl(decl, named=True):
    """Splits a C declaration ("const tf_tensor* const* operands") into
    (base type, base const, [const of each pointer level], name). Function
    pointers are returned with base "fnptr"."""
    decl = " ".join(decl.replace("struct ", "").split())
    if "(" in decl:  # a function pointer: void (*deleter)(T* self)
        m = re.match(r"^(.*?)\(\s*\*\s*(\w+)\s*\)\s*\((.*)\)$", decl)
        if not m:
            sys.exit(f"header_functions.py: cannot parse declaration {decl!r}")
        return "fnptr", False, [], m.group(2)
    name = None
    if named:
        m = re.match(r"^(.*?)(\w+)$", decl)
        decl, name = m.group(1), m.group(2)
    head, *levels = decl.split("*")
    words = head.split()
    const = "const" in words
    base = " ".join(w for w in words if w != "const")
    return base, const, ["const" in lv for lv in levels], name


def types(header_path):
    """The header's types: {"enums": {typedef name: [(NAME, value)]},
    "constants": [(NAME, value)] (unnamed enums and integer #defines),
    "structs": {name: [field declarations]}, "opaque": [names],
    "aliases": {name: C type} (typedef int32_t tf_status)}."""
    raw = open(header_path).read()
    src = strip_comments(raw)
    out = {"enums": {}, "constants": [], "structs": {}, "opaque": [], "aliases": {}}
    for m in re.finditer(r"typedef\s+enum\s+\w*\s*\{(.*?)\}\s*(\w+)\s*;", src, re.S):
        out["enums"][m.group(2)] = enumerators(m.group(1))
    for m in re.finditer(r"(?<!typedef)\s\benum\s*\{(.*?)\}\s*;", src, re.S):
        out["constants"] += enumerators(m.group(1))
    for m in re.finditer(r"^#define\s+(TF_\w+|TENFERRO_VERSION_(?:MAJOR|MINOR|PATCH))\s+"
                         r"\(?(-?\d+)\)?\s*$", src, re.M):
        out["constants"].append((m.group(1), int(m.group(2))))
    for m in re.finditer(r"^#define\s+(TF_\w+)\s+\(\(uint64_t\)1 << (\d+)\)", src, re.M):
        out["constants"].append((m.group(1), 1 << int(m.group(2))))
    for m in re.finditer(r"typedef\s+struct\s+(\w+)\s*\{(.*?)\}\s*(\w+)\s*;", src, re.S):
        fields = [" ".join(f.split()) for f in m.group(2).split(";") if f.strip()]
        out["structs"][m.group(3)] = fields
    for m in re.finditer(r"typedef\s+struct\s+(\w+)\s+(\w+)\s*;", src):
        out["opaque"].append(m.group(2))
    for m in re.finditer(r"typedef\s+(u?int\d+_t|size_t|double)\s+(\w+)\s*;", src):
        out["aliases"][m.group(2)] = m.group(1)
    return out


def enumerators(body):
    values, nxt = [], 0
    for item in body.split(","):
        item = item.strip()
        if not item:
            continue
        name, _, value = item.partition("=")
        nxt = int(value.strip(), 0) if value.strip() else nxt
        values.append((name.strip(), nxt))
        nxt += 1
    return values


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__)
    fns = functions(argv[1])
    if len(argv) == 4 and argv[2] == "--c-table":
        body = "".join(f"TF_FN({name})\n" for name, _, _ in fns)
        text = ("/* Generated from the public header by header_functions.py; "
                "do not edit. */\n" + body)
        try:
            if open(argv[3]).read() == text:
                return
        except OSError:
            pass
        with open(argv[3], "w") as f:
            f.write(text)
        return
    for name, ret, params in fns:
        print(name, len(params))


if __name__ == "__main__":
    main(sys.argv)
