/* layout_asserts.c -- C11 compile-time asserts of layout_table.h. The build
 * is the test; the program only reports how many rows it checked. */
#include <stddef.h>
#include <stdio.h>

#include "tenferro.h"

_Static_assert(sizeof(void*) == 8 && sizeof(size_t) == 8, "layout_table.h is for LP64");

#define TF_SIZE(type, bytes) _Static_assert(sizeof(type) == (bytes), "sizeof(" #type ") changed");
#define TF_FIELD(type, field, off, bytes)                                               \
  _Static_assert(offsetof(type, field) == (off), "offsetof(" #type ", " #field ") changed"); \
  _Static_assert(sizeof(((type*)0)->field) == (bytes), "sizeof(" #type "." #field ") changed");
#include "layout_table.h"
#undef TF_SIZE
#undef TF_FIELD

int main(void) {
  int rows = 0;
#define TF_SIZE(type, bytes) ++rows;
#define TF_FIELD(type, field, off, bytes) ++rows;
#include "layout_table.h"
  printf("layout_asserts (C11): %d layout facts hold\n", rows);
  return rows > 0 ? 0 : 1;
}
