// core/memory.hpp: the one place tenferro takes memory from the system.
// Counts allocations (tests prove steady-state calls allocate nothing) and
// can be told to fail the N-th allocation (failure-path tests).
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>

namespace tf {

// 64-byte aligned; nullptr on failure (never throws).
void* mem_alloc(std::size_t bytes) noexcept;
void mem_free(void* p) noexcept;

// Number of successful mem_alloc calls in this process so far.
uint64_t mem_alloc_count() noexcept;
// Number of mem_free calls with a non-null pointer so far (leak checks:
// allocations minus frees is what is live).
uint64_t mem_free_count() noexcept;
// Test hook: the n-th mem_alloc from now fails (0 disables).
void mem_fail_nth(uint64_t n) noexcept;

}  // namespace tf
