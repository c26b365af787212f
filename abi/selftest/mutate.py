#!/usr/bin/env python3
"""Applies one named ABI change to a copy of tenferro.h (abi/selftest/run.sh).

    mutate.py NAME HEADER_IN HEADER_OUT     apply mutation NAME
    mutate.py --list                        NAME KIND EXPECT, one per line

KIND is 'break' (the check must fail and --update must refuse it) or 'add'
(the check fails until --update records it, then passes). EXPECT is a
regular expression the check's output must match: the message must name
what changed. Each mutation is an exact text replacement, so a header edit
that moves its anchor makes the self-test fail loudly instead of testing
nothing.
"""
import re
import sys

# name: (kind, expected message regex, [(old, new), ...])
MUTATIONS = {
    "remove_function": ("break", r"tf_engine_trim",
        [("TF_API tf_status tf_engine_trim(tf_engine* engine);", "")]),
    "enum_value": ("break", r"TF_ERR_OUT_OF_MEMORY: 4 -> 40",
        [("TF_ERR_OUT_OF_MEMORY = 4,", "TF_ERR_OUT_OF_MEMORY = 40,")]),
    "dtype_value": ("break", r"TF_C128: 3 -> 4",
        [("TF_C128 = 3", "TF_C128 = 4")]),
    "define_value": ("break", r"TF_MAX_RANK: 16 -> 32",
        [("#define TF_MAX_RANK 16", "#define TF_MAX_RANK 32")]),
    "field_inserted": ("break", r"tf_engine_stats",
        [("  uint64_t plan_hits;        /* plans found in the cache */",
          "  uint64_t inserted;\n  uint64_t plan_hits;")]),
    "field_retyped": ("break", r"tf_engine_stats",
        [("  uint64_t pool_hits;        /* buffers served from the pool */",
          "  uint32_t pool_hits;")]),
    "fields_swapped": ("break", r"tf_engine_stats",
        [("  uint64_t plan_hits;        /* plans found in the cache */\n"
          "  uint64_t plan_misses;      /* plans built */",
          "  uint64_t plan_misses;\n  uint64_t plan_hits;")]),
    "struct_shrunk": ("break", r"tf_svd_info",
        [("  int32_t used_fallback; /* 1 if ?gesdd failed to converge on some item and\n"
          "                            ?gesvd (QR iteration) computed it instead */\n", "")]),
    "param_widened": ("break", r"tf_engine_create_pooled",
        [("tf_engine_create_pooled(int32_t num_threads", "tf_engine_create_pooled(int64_t num_threads")]),
    "return_narrowed": ("break", r"tf_dtype_size",
        [("TF_API size_t tf_dtype_size(tf_dtype dtype);", "TF_API uint32_t tf_dtype_size(tf_dtype dtype);")]),
    "pointee_changed": ("break", r"tf_tensor_wrap",
        [("tf_tensor_wrap(tf_dtype dtype, int32_t ndim, const int64_t* shape",
          "tf_tensor_wrap(tf_dtype dtype, int32_t ndim, const int32_t* shape")]),
    "param_added": ("break", r"tf_engine_create_pooled",
        [("tf_engine_create_pooled(int32_t num_threads,", "tf_engine_create_pooled(int32_t num_threads, int32_t extra,")]),
    "enum_widened": ("break", r"tf_dtype",
        [("TF_C128 = 3  /* complex128: two doubles */",
          "TF_C128 = 3,  /* complex128: two doubles */\n  TF_DTYPE_WIDE_ = 0x100000000LL")]),
    # Additions: allowed in a minor version once recorded with --update.
    "function_added": ("add", r"tf_selftest_added",
        [("TF_API tf_status tf_engine_trim(tf_engine* engine);",
          "TF_API tf_status tf_engine_trim(tf_engine* engine);\n"
          "TF_API tf_status tf_selftest_added(tf_engine* engine);")]),
    "enumerator_added": ("add", r"TF_C128_SELFTEST_",
        [("TF_C128 = 3  /* complex128: two doubles */",
          "TF_C128 = 3,  /* complex128: two doubles */\n  TF_C128_SELFTEST_ = 4")]),
}


def main():
    if sys.argv[1:] == ["--list"]:
        for name, (kind, expect, _) in MUTATIONS.items():
            print(name, kind, expect)
        return
    name, src_path, dst_path = sys.argv[1:4]
    src = open(src_path).read()
    for old, new in MUTATIONS[name][2]:
        if src.count(old) != 1:
            sys.exit(f"mutate.py: {name}: anchor not found exactly once in {src_path}: {old!r}")
        src = src.replace(old, new)
    open(dst_path, "w").write(src)


if __name__ == "__main__":
    main()
