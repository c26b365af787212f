#!/usr/bin/env python3
"""Writes python/tenferro/_native_gen.h, the raw layer of the Python
extension (python/tenferro/_native.c), from include/tenferro.h: one
METH_FASTCALL wrapper per header function whose parameters it understands,
the header's enums and constants as module attributes, converters for the
options structs and dictionaries for the info structs, and each function's
header comment as its docstring.

    bindings/generate_python.py [HEADER]    (also run by bindings/generate.py)

How a C parameter reaches Python (the wrapper's Python signature is the C
one without the parameters marked "derived" or "returned"):

    tf_engine*                      an Engine
    const tf_tensor*                an array (buffer protocol, no copy) or None
    tf_tensor*                      a writable array (an output) or None
    tf_tensor**                     returned: a new NumPy array
    const tf_tensor* const*         a sequence of arrays
    tf_tensor* const*               a sequence of writable arrays
    tf_tensor** const*              returned: a list of new arrays
    integers, enums                 int; double: float; tf_scalar: complex
    const int32_t*, const int64_t*  a sequence of ints or None
    const int32_t* const*           a sequence of sequences of ints
    int32_t* / int64_t* + a length  a writable int32 / int64 array
    int32_t*, size_t*, tf_scalar*   returned (an int, a complex)
    const char*                     str
    const tf_X_options*             a dict of field values, or None
    tf_X_info*, tf_engine_stats*    returned: a dict
    tf_einsum_path*, tf_program*,   a Handle (as returned by the functions
    tf_prepared* (const or not)     that create them); tf_X** is returned

An integer parameter right before an array is derived from its length (n,
naxes, ndim; out_ndim is -1 for None), and one right after an array (piv_count,
argmax_len, len) from that array's length. Functions that manage tensors,
engines and errors themselves (tf_tensor_*, DLPack, tf_last_error, ...) are
bound by hand in _native.c or by the ctypes layer; SKIPPED names them, and
every other header function must be bound (the script fails otherwise).
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "interop"))
from header_functions import functions, parse_decl, strip_comments, types  # noqa: E402

OUT = os.path.join(ROOT, "python", "tenferro", "_native_gen.h")

# Bound elsewhere (by hand in _native.c, or the ctypes layer), with the reason.
SKIPPED = {
    r"tf_version(_string)?": "module-level version() (ctypes)",
    r"tf_last_error(_copy)?|tf_status_name": "read by every wrapper when it raises",
    r"tf_plan_cache_\w+": "engines keep a private plan cache from Python",
    r"tf_engine_create\w*|tf_engine_destroy": "the Engine type",
    r"tf_tensor_\w+|tf_dtype_size": "tensors are NumPy arrays (buffer protocol)",
    r"\w+_release": "Handle objects release themselves",
    r"tf_einsum_path_(write|read)": "Handle.to_bytes / path_from_bytes in _native.c",
    r"\w*dlpack\w*": "tenferro.from_dlpack / Tensor.__dlpack__ (ctypes)",
}

INTS = {"int32_t": "int32_t", "int64_t": "int64_t", "size_t": "size_t",
        "uint32_t": "uint32_t", "uint64_t": "uint64_t"}
HANDLES = ("tf_einsum_path", "tf_program", "tf_prepared")


class Unsupported(Exception):
    pass


def header_docs(header):
    """{function name: the comment block right above its declaration}."""
    raw = open(header).read()
    docs = {}
    last = ""
    for m in re.finditer(r"/\*(.*?)\*/|\bTF_API\b[^;(]*?\b(tf_\w+)\s*\(", raw, re.S):
        if m.group(1) is not None:
            last = m.group(1)
            last_end = m.end()
            continue
        gap = raw[last_end:m.start()] if last else ""
        # The comment applies to this declaration and the ones that follow
        # it without a blank line (tf_add / tf_add_into).
        docs[m.group(2)] = last if last and "\n\n" not in gap.replace(" ", "") else ""
        if docs[m.group(2)] == "":
            last = ""
        last_end = m.end()
    clean = {}
    for name, text in docs.items():
        lines = [ln.strip().lstrip("*").rstrip() for ln in text.strip().splitlines()]
        clean[name] = "\n".join(ln[1:] if ln.startswith(" ") else ln for ln in lines).strip()
    return clean


def c_string(s):
    s = str(s)
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


class Gen:
    def __init__(self, header):
        self.t = types(header)
        self.fns = functions(header)
        self.docs = header_docs(header)
        self.enums = self.t["enums"]
        self.aliases = self.t["aliases"]
        self.structs = self.t["structs"]

    def is_int(self, base):
        return base in INTS or base in self.enums or base in self.aliases

    # One parameter: (kind, C declaration type, detail)
    def classify(self, decl):
        base, const, levels, name = parse_decl(decl)
        n = len(levels)
        if base == "tf_engine" and n == 1:
            return "engine", name, None
        if base == "tf_tensor":
            if n == 1:
                return ("tin" if const else "tout"), name, None
            if n == 2 and const and levels[0]:
                return "tinlist", name, None
            if n == 2 and not const and levels[0]:
                return "toutlist", name, None
            if n == 2 and not const:
                return "talloc", name, None
            if n == 3 and levels[1]:
                return "tallloclist", name, None
        if self.is_int(base) and n == 0:
            return "int", name, self.aliases.get(base, INTS.get(base, "int32_t"))
        if base == "double" and n == 0:
            return "double", name, None
        if base == "tf_scalar":
            if n == 0:
                return "scalar", name, None
            if n == 1 and not const:
                return "scalarout", name, None
        if base in ("int32_t", "int64_t") and n == 1:
            return ("iarr" if const else "iout"), name, base
        if base == "int32_t" and n == 2 and const and levels[0]:
            return "iarrlist", name, base
        if base == "size_t" and n == 1 and not const:
            return "iout", name, "size_t"
        if base == "tf_dtype" and n == 1 and not const:
            return "iout", name, "tf_dtype"
        if base == "char" and const and n == 1:
            return "str", name, None
        if base in self.structs and n == 1:
            if const and base.endswith("_options"):
                self.struct_fields(base)  # raises when a field is not convertible
                return "opts", name, base
            if not const and (base.endswith("_info") or base.endswith("_stats")):
                self.struct_fields(base)
                return "info", name, base
        if base in HANDLES:
            if n == 1:
                return "handle", name, base
            if n == 2 and not const:
                return "handleout", name, base
        raise Unsupported(decl)

    def struct_fields(self, sname):
        """[(kind, field name, C type)] of a struct past struct_size."""
        out = []
        fields = self.structs[sname]
        if not fields or not fields[0].startswith("size_t struct_size"):
            raise Unsupported(sname)
        for f in fields[1:]:
            base, const, levels, name = parse_decl(f)
            if not levels and self.is_int(base):
                out.append(("int", name, self.aliases.get(base, INTS.get(base, "int32_t"))))
            elif not levels and base == "double":
                out.append(("double", name, "double"))
            elif levels == [False] and const and base == "uint8_t":
                out.append(("u8arr", name, base))
            elif levels == [False] and const and base == "int32_t":
                out.append(("i32arr", name, base))
            elif levels == [False] and const and base == "tf_tensor":
                out.append(("tensor", name, base))
            elif levels == [False] and base in HANDLES + ("tf_plan_cache",):
                out.append(("handle", name, base))
            else:
                raise Unsupported(f"{sname}.{f}")
        return out

    def skipped(self, name):
        for pat, why in SKIPPED.items():
            if re.fullmatch(pat, name):
                return why
        return None

    # ------------------------------------------------------------ wrapper
    def wrapper(self, name, ret, params):
        if ret != "tf_status":
            raise Unsupported(f"returns {ret}")
        ps = [self.classify(p) for p in params]
        arrays = ("iarr", "iout", "tinlist", "toutlist", "iarrlist", "tallloclist")
        derived = {}  # index of an int parameter -> index of the array giving its length
        for i, (kind, pname, ctype) in enumerate(ps):
            if kind != "int":
                continue
            if i > 0 and ps[i - 1][0] in ("iarr", "iout", "tinlist", "toutlist") and \
                    re.search(r"(count|len|cap)$|^num_", pname):
                derived[i] = i - 1
            elif i + 1 < len(ps) and ps[i + 1][0] in arrays and ps[i + 1][0] != "iout":
                derived[i] = i + 1
        # Lists whose length is an earlier n (labels, grad_operands).
        n_index = next((i for i, p in enumerate(ps) if p[0] == "int" and p[1] == "n"), None)
        py_args, returns, lines, call = [], [], [], []
        decls = []
        for i, (kind, pname, ctype) in enumerate(ps):
            v = f"a{i}"
            call.append(v)
            if i in derived:
                continue
            if kind in ("talloc", "scalarout", "iout", "info", "handleout", "tallloclist") and not (
                    kind == "iout" and any(derived.get(j) == i for j in derived)):
                returns.append((i, kind, pname, ctype))
                continue
            py_args.append((i, kind, pname, ctype))
        # Declarations and conversions.
        for i, (kind, pname, ctype) in enumerate(ps):
            v = f"a{i}"
            if kind == "engine":
                decls.append(f"tf_engine* {v} = NULL;")
            elif kind in ("tin", "tout"):
                decls.append(f"tf_tensor* {v} = NULL;")
            elif kind == "talloc":
                decls.append(f"tf_tensor* r{i} = NULL;")
                call[i] = f"&r{i}"
            elif kind in ("tinlist", "toutlist"):
                decls.append(f"tf_tensor** {v} = NULL; Py_ssize_t n{i} = 0;")
            elif kind == "tallloclist":
                decls.append(f"tf_tensor** r{i} = NULL; tf_tensor*** {v} = NULL;")
            elif kind == "int":
                decls.append(f"{ctype} {v} = 0;")
            elif kind == "double":
                decls.append(f"double {v} = 0;")
            elif kind == "scalar":
                decls.append(f"tf_scalar {v} = {{0, 0}};")
            elif kind == "scalarout":
                decls.append(f"tf_scalar r{i} = {{0, 0}};")
                call[i] = f"&r{i}"
            elif kind == "iarr":
                decls.append(f"{ctype}* {v} = NULL; Py_ssize_t n{i} = 0;")
            elif kind == "iout":
                if any(derived.get(j) == i for j in derived):
                    decls.append(f"{ctype}* {v} = NULL; Py_ssize_t n{i} = 0;")
                else:
                    decls.append(f"{ctype} r{i} = 0;")
                    call[i] = f"&r{i}"
            elif kind == "iarrlist":
                decls.append(f"int32_t** {v} = NULL; Py_ssize_t n{i} = 0;")
            elif kind == "str":
                decls.append(f"const char* {v} = NULL;")
            elif kind == "opts":
                decls.append(f"{ctype} s{i}; const {ctype}* {v} = NULL;")
            elif kind == "info":
                decls.append(f"{ctype} r{i}; memset(&r{i}, 0, sizeof r{i}); "
                             f"r{i}.struct_size = sizeof r{i};")
                call[i] = f"&r{i}"
            elif kind == "handle":
                decls.append(f"{ctype}* {v} = NULL;")
            elif kind == "handleout":
                decls.append(f"{ctype}* r{i} = NULL;")
                call[i] = f"&r{i}"
        for k, (i, kind, pname, ctype) in enumerate(py_args):
            v, o = f"a{i}", f"args[{k}]"
            slot = i if i < 8 else -1
            conv = {
                "engine": f"cv_engine(&c, {o}, &{v})",
                "tin": f"cv_tensor(&c, {o}, 0, {slot}, &{v})",
                "tout": f"cv_tensor(&c, {o}, 1, {slot}, &{v})",
                "tinlist": f"cv_tensor_list(&c, {o}, 0, &{v}, &n{i})",
                "toutlist": f"cv_tensor_list(&c, {o}, 1, &{v}, &n{i})",
                "int": f"cv_int(&c, {o}, {c_string(pname)}, &{v}, sizeof {v}, "
                       f"{1 if str(ctype) in ('int32_t', 'int64_t') or str(ctype).startswith('tf_') else 0})",
                "double": f"cv_double({o}, {c_string(pname)}, &{v})",
                "scalar": f"cv_scalar({o}, {c_string(pname)}, &{v})",
                "iarr": f"cv_iarr(&c, {o}, {c_string(pname)}, (void**)&{v}, sizeof *{v}, &n{i})",
                "iout": f"cv_ibuf(&c, {o}, {c_string(pname)}, (void**)&{v}, sizeof *{v}, &n{i})",
                "iarrlist": f"cv_iarr_list(&c, {o}, {c_string(pname)}, &{v}, &n{i})",
                "str": f"cv_str({o}, {c_string(pname)}, &{v})",
                "opts": f"opts_{ctype}(&c, {o}, &s{i}, &{v})",
                "handle": f"cv_handle({o}, {c_string(ctype)}, {c_string(pname)}, (void**)&{v})",
            }[kind]
            lines.append(f"  if ({conv}) goto done;")
        for i, j in derived.items():
            kind, pname, ctype = ps[i]
            src_kind, src_name = ps[j][0], ps[j][1]
            if pname == "out_ndim":
                lines.append(f"  {call[i]} = a{j} ? ({ctype})n{j} : -1;")
            else:
                lines.append(f"  if (check_len(n{j}, {c_string(src_name)})) goto done;")
                lines.append(f"  {call[i]} = ({ctype})n{j};")
        # Lists sized by n, and equal lengths of arrays sharing one length.
        for i, (kind, pname, ctype) in enumerate(ps):
            if kind == "iarrlist" and n_index is not None:
                lines.append(f"  if (check_same_len(n{i}, (Py_ssize_t)a{n_index}, "
                             f"{c_string(pname)}, {c_string(ps[n_index][1])})) goto done;")
            if kind == "tallloclist" and n_index is not None:
                lines.append(f"  if (alloc_out_list(&c, (Py_ssize_t)a{n_index}, &r{i}, &a{i})) "
                             "goto done;")
            if kind == "iarr" and i - 1 in derived and derived[i - 1] != i:
                pass
            if kind == "iarr" and i - 1 >= 0 and ps[i - 1][0] == "iarr" and (i - 2) in derived:
                lines.append(f"  if (a{i} && check_same_len(n{i}, n{i - 1}, "
                             f"{c_string(pname)}, {c_string(ps[i - 1][1])})) goto done;")
        lines.append("  Py_BEGIN_ALLOW_THREADS")
        lines.append(f"  st = P({name})({', '.join(self.cast(ps[i], call[i]) for i in range(len(ps)))});")
        lines.append("  Py_END_ALLOW_THREADS")
        lines.append("  if (st != TF_OK) { raise_status(st); goto done; }")
        # Results.
        conv_ret = []
        keep = "NULL"
        if "_view" in name:  # a view borrows its input's memory
            keep = "args[0]"
        for i, kind, pname, ctype in returns:
            conv_ret.append({
                "talloc": f"out_tensor(&r{i}, {keep})",
                "scalarout": f"PyComplex_FromDoubles(r{i}.re, r{i}.im)",
                "iout": f"PyLong_FromLongLong((long long)r{i})",
                "info": f"info_{ctype}(&r{i})",
                "handleout": f"new_handle(r{i}, {c_string(ctype)}, (void (*)(void*))P({ctype}_release))",
                "tallloclist": f"out_tensor_list(r{i}, (Py_ssize_t)a{n_index})",
            }[kind])
        if not conv_ret:
            lines.append("  ret = Py_NewRef(Py_None);")
        elif len(conv_ret) == 1:
            lines.append(f"  ret = {conv_ret[0]};")
        else:
            lines.append(f"  ret = PyTuple_New({len(conv_ret)});")
            lines.append("  if (!ret) goto done;")
            for k, expr in enumerate(conv_ret):
                lines.append(f"  {{ PyObject* o = {expr}; if (!o) {{ Py_CLEAR(ret); goto done; }} "
                             f"PyTuple_SetItem(ret, {k}, o); }}")
        # Allocated outputs not handed over (an error after the call) are released.
        cleanup = []
        for i, kind, pname, ctype in returns:
            if kind == "talloc":
                cleanup.append(f"  P(tf_tensor_release)(r{i});")
            elif kind == "handleout":
                cleanup.append(f"  P({ctype}_release)(r{i});")
        sig_args = ", ".join(p[2] for p in py_args)
        sig_ret = ", ".join(r[2] for r in returns) or "None"
        body = [f"static PyObject* w_{name}(PyObject* self, PyObject* const* args, "
                "Py_ssize_t nargs) {",
                "  Call c; PyObject* ret = NULL; tf_status st;",
                "  " + "\n  ".join(decls) if decls else "",
                "  (void)self; call_init(&c);",
                f"  if (check_nargs(nargs, {len(py_args)}, {c_string(name)})) goto done;",
                *lines,
                "done:",
                *cleanup,
                "  call_done(&c);",
                "  return ret;",
                "}"]
        doc = f"{name}({sig_args}) -> {sig_ret}\n\n{self.docs.get(name, '')}".strip()
        return "\n".join(b for b in body if b), doc, sig_args, sig_ret

    @staticmethod
    def cast(p, expr):
        kind = p[0]
        if kind == "tinlist":
            return f"(const tf_tensor* const*){expr}"
        if kind == "toutlist":
            return f"(tf_tensor* const*){expr}"
        if kind == "iarrlist":
            return f"(const int32_t* const*){expr}"
        if kind == "tallloclist":
            return f"(tf_tensor** const*){expr}"
        return expr

    # --------------------------------------------------------- structs
    def struct_code(self, sname, kind):
        fields = self.struct_fields(sname)
        if kind == "opts":
            lines = [f"static int opts_{sname}(Call* c, PyObject* d, {sname}* s, "
                     f"const {sname}** out) {{",
                     "  PyObject *key, *val; Py_ssize_t pos = 0;",
                     "  if (d == Py_None) { *out = NULL; return 0; }",
                     f"  if (!PyDict_Check(d)) return type_error({c_string(sname)}, "
                     "\"a dict of field values or None\", d);",
                     "  memset(s, 0, sizeof *s); s->struct_size = sizeof *s;",
                     "  while (PyDict_Next(d, &pos, &key, &val)) {",
                     "    const char* k = PyUnicode_AsUTF8AndSize(key, NULL);",
                     "    if (!k) return -1;"]
            for fk, fname, ctype in fields:
                cond = f"    {'if' if fk == fields[0][0] and fname == fields[0][1] else 'else if'} " \
                       f"(!strcmp(k, {c_string(fname)}))"
                if fk == "int":
                    signed = 1 if ctype in ("int32_t", "int64_t") or ctype.startswith("tf_") else 0
                    lines.append(f"{cond} {{ if (cv_int(c, val, {c_string(fname)}, &s->{fname}, "
                                 f"sizeof s->{fname}, {signed})) return -1; }}")
                elif fk == "double":
                    lines.append(f"{cond} {{ if (cv_double(val, {c_string(fname)}, "
                                 f"&s->{fname})) return -1; }}")
                elif fk == "u8arr":
                    lines.append(f"{cond} {{ Py_ssize_t n; if (cv_u8arr(c, val, "
                                 f"{c_string(fname)}, &s->{fname}, &n)) return -1; }}")
                elif fk == "i32arr":
                    # A pair list ("path") with its count in the next field (path_len).
                    lines.append(f"{cond} {{ Py_ssize_t n; if (cv_pairs(c, val, "
                                 f"{c_string(fname)}, &s->{fname}, &n)) return -1; "
                                 f"s->{fname}_len = (int32_t)n; }}")
                elif fk == "tensor":
                    lines.append(f"{cond} {{ tf_tensor* t; if (cv_tensor(c, val, 0, -1, &t)) "
                                 f"return -1; s->{fname} = t; }}")
                elif fk == "handle":
                    lines.append(f"{cond} {{ void* h; if (cv_handle(val, {c_string(ctype)}, "
                                 f"{c_string(fname)}, &h)) return -1; s->{fname} = h; }}")
            lines += ["    else return unknown_field(" + c_string(sname) + ", k);",
                      "  }", "  *out = s;", "  return 0;", "}"]
            return "\n".join(lines)
        lines = [f"static PyObject* info_{sname}(const {sname}* s) {{",
                 "  PyObject* d = PyDict_New();", "  if (!d) return NULL;"]
        for fk, fname, ctype in fields:
            if fk == "int":
                signed = ctype in ("int32_t", "int64_t") or ctype.startswith("tf_")
                mk = (f"PyLong_FromLongLong((long long)s->{fname})" if signed else
                      f"PyLong_FromUnsignedLongLong((unsigned long long)s->{fname})")
            elif fk == "double":
                mk = f"PyFloat_FromDouble(s->{fname})"
            else:
                continue
            lines.append(f"  if (dict_set(d, {c_string(fname)}, {mk})) return NULL;")
        lines += ["  return d;", "}"]
        return "\n".join(lines)

    def generate(self):
        wrappers, methods, sigs, fn_names, unbound = [], [], [], [], []
        for name, ret, params in self.fns:
            why = self.skipped(name)
            if why:
                continue
            try:
                code, doc, sig_args, sig_ret = self.wrapper(name, ret, params)
            except Unsupported as e:
                unbound.append(f"{name} ({e})")
                continue
            wrappers.append(code)
            methods.append(f'  {{{c_string(name)}, (PyCFunction)(void (*)(void))w_{name}, '
                           f'METH_FASTCALL, {c_string(doc)}}},')
            sigs.append(f"  {{{c_string(name)}, {c_string(sig_args)}, {c_string(sig_ret)}}},")
        if unbound:
            raise SystemExit("generate_python.py: no conversion for these parameters; extend "
                             "classify() or add the function to SKIPPED:\n  " +
                             "\n  ".join(unbound))
        # Every function any code here calls through P(): all header functions.
        for name, ret, params in self.fns:
            fn_names.append(f"  X({name})")
        structs = []
        used = set()
        for name, ret, params in self.fns:
            if self.skipped(name):
                continue
            for p in params:
                kind, _, ctype = self.classify(p)
                if kind in ("opts", "info") and ctype not in used:
                    used.add(ctype)
                    structs.append(self.struct_code(ctype, kind))
        consts = []
        for ename, values in self.enums.items():
            for cname, value in values:
                consts.append(f"  {{{c_string(cname)}, {value}LL}},")
        for cname, value in self.t["constants"]:
            consts.append(f"  {{{c_string(cname)}, {value}LL}},")
        enum_names = [f"  {{{c_string(e)}, {c_string(v[0][0])}, {len(v)}}}," for e, v in
                      self.enums.items()]
        out = ["/* Generated from include/tenferro.h by bindings/generate_python.py; do not",
               " * edit. Included once by _native.c, which defines Call, P() and the cv_*",
               " * converters. */", "",
               "/* Every header function, resolved by name from the loaded library. */",
               "#ifndef TF_GEN_BODY",
               "#define TF_GEN_FUNCTIONS(X) \\", " \\\n".join(fn_names), "", "#else",
               "/* Options and info structs. */", *structs, "",
               "/* One wrapper per bound function. */", *wrappers, "",
               "static PyMethodDef gen_methods[] = {", *methods, "  {NULL, NULL, 0, NULL}};", "",
               "/* Python signature of each wrapper: name, arguments, results. */",
               "static const struct { const char* name; const char* args; const char* rets; }"
               " gen_signatures[] = {", *sigs, "  {NULL, NULL, NULL}};", "",
               "/* Enumerators and constants. */",
               "static const struct { const char* name; long long value; } gen_constants[] = {",
               *consts, "  {NULL, 0}};", "",
               "/* Each enum: its typedef name, first enumerator and count (the enumerators",
               " * above, in order). */",
               "static const struct { const char* name; const char* first; int count; }"
               " gen_enums[] = {", *enum_names, "  {NULL, NULL, 0}};", "#endif", ""]
        return "\n".join(out)


def main(argv):
    header = argv[1] if len(argv) > 1 else os.path.join(ROOT, "include", "tenferro.h")
    out = argv[2] if len(argv) > 2 else OUT
    text = Gen(header).generate()
    try:
        if open(out).read() == text:
            return
    except OSError:
        pass
    with open(out, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main(sys.argv)
