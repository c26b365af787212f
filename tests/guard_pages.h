/*
 * guard_pages.h -- memory flush against inaccessible pages, for tests that
 * prove a kernel never reads or writes outside its operands (C99, cmocka).
 *
 *   Guarded g = guarded_new(bytes);   usable [g.lo, g.hi), PROT_NONE pages
 *                                     on both sides
 *   place(&g, n, at_end)              n bytes ending at g.hi (at_end) or
 *                                     starting at g.lo
 *   guarded_free(&g)
 *
 * Include after <cmocka.h>.
 */
#ifndef TENFERRO_GUARD_PAGES_H
#define TENFERRO_GUARD_PAGES_H

#include <stddef.h>
#include <sys/mman.h>
#include <unistd.h>

typedef struct {
  char* base;   /* mapping start */
  size_t bytes; /* mapping length */
  char* lo;     /* first usable byte (just after the leading guard page) */
  char* hi;     /* one past the last usable byte (the trailing guard page) */
} Guarded;

static inline Guarded guarded_new(size_t usable) {
  size_t pg = (size_t)sysconf(_SC_PAGESIZE);
  size_t body = (usable + pg - 1) / pg * pg;
  Guarded g;
  g.bytes = body + 2 * pg;
  g.base = (char*)mmap(NULL, g.bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  assert_true(g.base != MAP_FAILED);
  assert_int_equal(mprotect(g.base, pg, PROT_NONE), 0);
  assert_int_equal(mprotect(g.base + pg + body, pg, PROT_NONE), 0);
  g.lo = g.base + pg;
  g.hi = g.base + pg + body;
  return g;
}

static inline void guarded_free(Guarded* g) { munmap(g->base, g->bytes); }

/* Where n bytes go: flush with the trailing guard (at_end) or the leading. */
static inline void* place(const Guarded* g, size_t n, int at_end) {
  return at_end ? g->hi - n : g->lo;
}

#endif
