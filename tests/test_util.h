/*
 * test_util.h -- small helpers shared by the C API tests (C99, cmocka).
 *
 *   CHECK_OK(call)               the call must return TF_OK; on failure the
 *                                test fails with the status and message.
 *   EXPECT_FAIL(call, S, "arg")  the call must return status S, leave a
 *                                non-empty tf_last_error() that names the
 *                                argument "arg" as a whole word. "a|b" accepts
 *                                either name; NULL skips the name check.
 *   fill_canary / is_canary      0xA5 byte pattern for "output unchanged".
 *   tu_wrap(dt, nd, s, st, d)    tf_tensor_wrap that must succeed.
 *   tu_serial_setup / tu_engine_teardown
 *                                cmocka fixtures: *state is a serial engine.
 *
 * Include after <stdarg.h>, <stddef.h>, <setjmp.h>, <stdint.h> and
 * <cmocka.h>, as cmocka requires.
 */
#ifndef TENFERRO_TEST_UTIL_H
#define TENFERRO_TEST_UTIL_H

#include <stdio.h>
#include <string.h>

#include "tenferro.h"

#define TF_CANARY 0xA5

static inline void fill_canary(void* p, size_t n) { memset(p, TF_CANARY, n); }

static inline int is_canary(const void* p, size_t n) {
  const unsigned char* c = (const unsigned char*)p;
  size_t i;
  for (i = 0; i < n; ++i)
    if (c[i] != TF_CANARY) return 0;
  return 1;
}

static inline int is_ident_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         c == '_';
}

/* Does msg contain word as a whole identifier ("a" matches "a:" or "'a'" but
 * not "at")? */
static inline int names_word(const char* msg, const char* word, size_t wlen) {
  const char* p;
  if (wlen == 0) return 1;
  for (p = msg; *p; ++p) {
    if (strncmp(p, word, wlen) != 0) continue;
    if ((p == msg || !is_ident_char(p[-1])) && !is_ident_char(p[wlen])) return 1;
  }
  return 0;
}

/* names is "x" or "x|y|z": true if msg names any of them. */
static inline int names_any(const char* msg, const char* names) {
  const char* start = names;
  for (;;) {
    const char* bar = strchr(start, '|');
    size_t len = bar ? (size_t)(bar - start) : strlen(start);
    if (names_word(msg, start, len)) return 1;
    if (!bar) return 0;
    start = bar + 1;
  }
}

static inline void check_ok_at(tf_status got, const char* what, const char* file, int line) {
  if (got != TF_OK) {
    char msg[1024];
    snprintf(msg, sizeof msg, "%s", tf_last_error());
    print_error("%s:%d: %s\n    returned %s: \"%s\"\n", file, line, what,
                tf_status_name(got), msg);
    _fail(file, line);
  }
}
#define CHECK_OK(call) check_ok_at((call), #call, __FILE__, __LINE__)

static inline void expect_fail_at(tf_status got, tf_status want, const char* arg,
                           const char* what, const char* file, int line) {
  char msg[1024];
  const char* m = tf_last_error(); /* read before any other tenferro call */
  snprintf(msg, sizeof msg, "%s", m ? m : "(NULL)");
  if (got != want) {
    print_error("%s:%d: %s\n    returned %s, expected %s (message: \"%s\")\n", file, line,
                what, tf_status_name(got), tf_status_name(want), msg);
    _fail(file, line);
  } else if (m == NULL || m[0] == '\0') {
    print_error("%s:%d: %s\n    returned %s as expected but tf_last_error() is empty\n",
                file, line, what, tf_status_name(got));
    _fail(file, line);
  } else if (arg != NULL && !names_any(msg, arg)) {
    print_error("%s:%d: %s\n    message \"%s\" does not name the argument \"%s\"\n", file,
                line, what, msg, arg);
    _fail(file, line);
  }
}
#define EXPECT_FAIL(call, want, arg) \
  expect_fail_at((call), (want), (arg), #call, __FILE__, __LINE__)

/* The last error message must contain text (e.g. the offending value). */
static inline void expect_msg_contains_at(const char* text, const char* file, int line) {
  char msg[1024];
  snprintf(msg, sizeof msg, "%s", tf_last_error());
  if (strstr(msg, text) == NULL) {
    print_error("%s:%d: message \"%s\" does not contain \"%s\"\n", file, line, msg, text);
    _fail(file, line);
  }
}
#define EXPECT_MSG_CONTAINS(text) expect_msg_contains_at((text), __FILE__, __LINE__)

/* Wraps caller memory as a tensor (the call must succeed). */
static inline tf_tensor* tu_wrap(tf_dtype dt, int32_t ndim, const int64_t* shape,
                                 const int64_t* strides, void* data) {
  tf_tensor* t = NULL;
  CHECK_OK(tf_tensor_wrap(dt, ndim, shape, strides, data, &t));
  return t;
}

/* cmocka setup/teardown: *state is a serial engine. */
static inline int tu_serial_setup(void** state) {
  tf_engine* e = NULL;
  if (tf_engine_create_serial(&e) != TF_OK) return -1;
  *state = e;
  return 0;
}
static inline int tu_engine_teardown(void** state) {
  tf_engine_destroy((tf_engine*)*state);
  return 0;
}

#endif /* TENFERRO_TEST_UTIL_H */
