// tests/under_tsan.h: TF_UNDER_TSAN is 1 in a ThreadSanitizer build
// (scripts/sanitize.sh tsan), else 0. Tests use it to keep OpenBLAS on one
// thread and to skip what TSan does not support.
#pragma once
#if defined(__SANITIZE_THREAD__)
#define TF_UNDER_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define TF_UNDER_TSAN 1
#endif
#endif
#ifndef TF_UNDER_TSAN
#define TF_UNDER_TSAN 0
#endif
