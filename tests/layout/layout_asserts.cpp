// layout_asserts.cpp -- C++11 static_assert of layout_table.h, plus the
// properties C++ callers rely on (standard layout, trivially copyable).
#include <cstddef>
#include <cstdio>
#include <type_traits>

#include "tenferro.h"

static_assert(sizeof(void*) == 8 && sizeof(std::size_t) == 8, "layout_table.h is for LP64");

#define TF_SIZE(type, bytes)                                               \
  static_assert(sizeof(type) == (bytes), "sizeof(" #type ") changed");     \
  static_assert(std::is_trivially_copyable<type>::value, #type " must be trivially copyable");
#define TF_FIELD(type, field, off, bytes)                                                  \
  static_assert(std::is_standard_layout<type>::value, #type " must be standard layout");    \
  static_assert(offsetof(type, field) == (off), "offsetof(" #type ", " #field ") changed"); \
  static_assert(sizeof(((type*)0)->field) == (bytes), "sizeof(" #type "." #field ") changed");
#include "layout_table.h"
#undef TF_SIZE
#undef TF_FIELD

int main() {
  int rows = 0;
#define TF_SIZE(type, bytes) ++rows;
#define TF_FIELD(type, field, off, bytes) ++rows;
#include "layout_table.h"
  std::printf("layout_asserts (C++11): %d layout facts hold\n", rows);
  return rows > 0 ? 0 : 1;
}
