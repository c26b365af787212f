/*
 * null_sweep_main.c -- drives the generated table (gen_null_sweep.py) over
 * every function exported in abi/symbols.txt.
 *
 *   null_sweep            baseline call (all arguments valid) must succeed;
 *                         then NULL in each pointer argument in turn: an
 *                         error status TF_ERR_INVALID_ARGUMENT whose message
 *                         names the argument, every output untouched, or
 *                         TF_OK where the header documents NULL as accepted;
 *                         release/destroy functions: NULL is a no-op;
 *                         then each enum argument (and each enum field of
 *                         an options struct) out of range, and NULL as
 *                         element 0 of each pointer array: an error
 *                         TF_ERR_INVALID_ARGUMENT naming it (functions
 *                         without a status: no crash, no UB under UBSan).
 *   null_sweep --misuse   (linked with the internals; every build) every
 *                         function taking a non-const tf_engine* is called
 *                         while the engine is marked in use by another thread:
 *                         it must fail with "used by two threads at once" and
 *                         leave its outputs untouched.
 *
 * Exit 0 = all passed, 1 = failures (incl. functions the generator could not
 * handle), 77 = skipped (--misuse in a build without the ownership check).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sweep.h"

/* Provided by engine_hold.cpp in the --misuse build, weak stubs otherwise. */
int sweep_ownership_checked(void) __attribute__((weak));
void sweep_hold_engine(tf_engine* e, int hold) __attribute__((weak));

static int is_word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
static int names_word(const char* msg, const char* w) {
  size_t n = strlen(w);
  const char* p;
  for (p = msg; (p = strstr(p, w)) != NULL; ++p)
    if ((p == msg || !is_word_char(p[-1])) && !is_word_char(p[n])) return 1;
  return 0;
}

static int run_null_sweep(void) {
  size_t i;
  int failures = 0, cases = 0, funcs = 0, unhandled = 0, enum_cases = 0, elem_cases = 0;
  for (i = 0; i < sweep_count; ++i) {
    const sweep_entry* e = &sweep_table[i];
    char where[256];
    int k;
    if (e->kind == SWEEP_EXCEPTION) {
      printf("SKIP %s: %s\n", e->name, e->reason);
      continue;
    }
    if (e->kind == SWEEP_UNHANDLED) {
      printf("FAIL %s: not covered by the generator: %s\n", e->name, e->reason);
      ++failures;
      ++unhandled;
      continue;
    }
    ++funcs;
    for (k = -1; k < e->nptrs; ++k) {
      sweep_fx fx;
      sweep_check chk = {0, where, {0}};
      tf_status st;
      int arg = k < 0 ? -1 : e->ptr_index[k];
      if (k < 0) snprintf(where, sizeof where, "%s(valid arguments)", e->name);
      else snprintf(where, sizeof where, "%s(%s=NULL)", e->name, e->ptr_name[k]);
      fprintf(stderr, "%s\n", where); /* names the culprit if it crashes */
      if (!sweep_fx_init(&fx)) {
        printf("FAIL %s: fixture\n", where);
        return 1;
      }
      st = e->call(&fx, arg, &chk);
      ++cases;
      if (e->kind == SWEEP_STATUS) {
        const char* msg = chk.msg;
        if (k < 0 || e->nullable[k]) {
          if (st != TF_OK) {
            printf("FAIL %s: returned %s (%s), expected TF_OK\n", where, tf_status_name(st), msg);
            ++chk.failures;
          }
        } else if (st != TF_ERR_INVALID_ARGUMENT) {
          printf("FAIL %s: returned %s, expected TF_ERR_INVALID_ARGUMENT\n", where,
                 tf_status_name(st));
          ++chk.failures;
        } else if (!names_word(msg, e->ptr_name[k])) {
          printf("FAIL %s: message \"%s\" does not name \"%s\"\n", where, msg, e->ptr_name[k]);
          ++chk.failures;
        }
      }
      sweep_fx_free(&fx);
      failures += chk.failures;
    }
    for (k = 0; k < e->nbad; ++k) {
      sweep_fx fx;
      sweep_check chk = {0, where, {0}};
      tf_status st;
      const char* kind = e->bad_kind[k];
      if (strcmp(kind, "element") == 0)
        snprintf(where, sizeof where, "%s(%s[0]=NULL)", e->name, e->bad_name[k]);
      else if (strcmp(kind, "field") == 0)
        snprintf(where, sizeof where, "%s(options->%s=%d)", e->name, e->bad_name[k],
                 SWEEP_BAD_ENUM);
      else
        snprintf(where, sizeof where, "%s(%s=%d)", e->name, e->bad_name[k], SWEEP_BAD_ENUM);
      fprintf(stderr, "%s\n", where);
      if (!sweep_fx_init(&fx)) return 1;
      st = e->call(&fx, e->bad_code[k], &chk);
      ++cases;
      if (strcmp(kind, "element") == 0) ++elem_cases;
      else ++enum_cases;
      if (e->kind == SWEEP_STATUS) {
        const char* msg = chk.msg;
        if (st != TF_ERR_INVALID_ARGUMENT) {
          printf("FAIL %s: returned %s, expected TF_ERR_INVALID_ARGUMENT\n", where,
                 tf_status_name(st));
          ++chk.failures;
        } else if (!names_word(msg, e->bad_name[k])) {
          printf("FAIL %s: message \"%s\" does not name \"%s\"\n", where, msg,
                 e->bad_name[k]);
          ++chk.failures;
        }
      }
      sweep_fx_free(&fx);
      failures += chk.failures;
    }
  }
  printf("null sweep: %d functions, %d calls (%d baseline + %d NULL cases + %d bad-enum "
         "cases + %d NULL-element cases), %d unhandled, %d failures\n",
         funcs, cases, funcs, cases - funcs - enum_cases - elem_cases, enum_cases, elem_cases,
         unhandled, failures);
  return failures ? 1 : 0;
}

static int run_misuse_sweep(void) {
  size_t i;
  int failures = 0, funcs = 0;
  if (!sweep_ownership_checked || !sweep_ownership_checked()) {
    printf("misuse sweep: this build has no engine ownership check (Release): skipped\n");
    return 77;
  }
  for (i = 0; i < sweep_count; ++i) {
    const sweep_entry* e = &sweep_table[i];
    sweep_fx fx;
    char where[256];
    sweep_check chk = {0, where, {0}};
    tf_status st;
    if (e->kind != SWEEP_STATUS || !e->takes_mutable_engine) continue;
    ++funcs;
    snprintf(where, sizeof where, "%s(engine in use by another thread)", e->name);
    fprintf(stderr, "%s\n", where);
    if (!sweep_fx_init(&fx)) return 1;
    sweep_hold_engine(fx.engine, 1);
    st = e->call(&fx, -1, &chk);
    sweep_hold_engine(fx.engine, 0);
    if (st != TF_ERR_INVALID_ARGUMENT || !strstr(chk.msg, "two threads at once")) {
      printf("FAIL %s: returned %s \"%s\", expected TF_ERR_INVALID_ARGUMENT \"engine: used by "
             "two threads at once ...\"\n",
             where, tf_status_name(st), chk.msg);
      ++chk.failures;
    }
    /* Released again, the same call works. */
    st = e->call(&fx, -1, &chk);
    if (st != TF_OK) {
      printf("FAIL %s: after release returned %s \"%s\"\n", e->name, tf_status_name(st),
             chk.msg);
      ++chk.failures;
    }
    sweep_fx_free(&fx);
    failures += chk.failures;
  }
  printf("misuse sweep: %d functions taking a mutable engine, %d failures\n", funcs, failures);
  return failures ? 1 : 0;
}

int main(int argc, char** argv) {
  if (argc > 1 && strcmp(argv[1], "--misuse") == 0) return run_misuse_sweep();
  return run_null_sweep();
}
