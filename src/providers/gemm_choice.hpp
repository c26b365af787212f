// providers/gemm_choice.hpp: which provider runs a matrix product -- the
// one place that decides it.
//
// Providers: the small kernels (small_gemm_kernel), tenferro's own AVX-512
// GEMM (avx512::gemm, only where cpu_isa() is Avx512) and OpenBLAS
// (blas_gemm). Which is fastest for a shape depends on the CPU and on the
// OpenBLAS kernels it runs, so the crossovers are not constants: on first
// use in a process a short, bounded calibration (a few ms) times the
// providers on this machine (square row-major products on a ladder of
// sizes, 1 thread) and keeps the table for the process. The table can be
// kept in a file:
//
//   TENFERRO_CALIBRATION=PATH   load the table from PATH when it exists;
//                               otherwise measure and save it to PATH.
//
// A file that does not parse, or was made for another instruction set, is
// refused with a message on stderr naming the file and the fault, and the
// table is measured instead (nothing is written over the refused file).
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/dtype.hpp"
#include "core/status.hpp"
#include "providers/gemm.hpp"

namespace tf {

enum class GemmProvider : uint8_t { Small = 0, Own = 1, Blas = 2 };
const char* gemm_provider_name(GemmProvider p);

// The choice per dtype (index: F32, F64, C64, C128) and layout ([0]: B or
// C strided, the small kernels' generic variant; [1]: unit column strides,
// their vectorised variant), as bands of work m*n*k: band i runs provider
// prov[i] for work up to max_work[i] (the last band: everything above).
struct GemmBands {
  static constexpr int kMax = 16;
  int count = 0;
  int64_t max_work[kMax];
  GemmProvider prov[kMax];
};
struct GemmTable {
  GemmBands bands[4][2];
  std::string source;  // "measured", "file PATH", "built-in", or what forced it
  double calibration_ms = 0;  // time the measurement took (0: not measured)
  bool per_shape = true;  // gemm_choose_shape times shapes (not the built-in table)
};

// The process's table (calibrated or loaded on first use; thread-safe).
// TENFERRO_CALIBRATION=builtin gives the built-in table without measuring.
const GemmTable& gemm_table();

// The provider for an m x n x k product of dtype dt. unit: the small
// kernels' vectorised variant applies; own_ok: the own GEMM can take the
// layout (it runs on this CPU and C has a unit-stride axis); where the table
// names the own GEMM and it cannot take the call, OpenBLAS.
GemmProvider gemm_choose(DType dt, int64_t m, int64_t n, int64_t k, bool unit, bool own_ok);

// The measured table (what the first use does without a file). Per dtype,
// square row-major products on a ladder of sizes (4..128 real, 4..64
// complex), each provider timed by the best of a few short batches, one
// thread, the providers in turn (interleaved batches); the small kernels
// win a point when no slower than the best other kernel plus what their
// shorter call path saves (kPathNs, 50 ns); each ladder point's winner
// takes the works nearest it (geometric
// midpoints between points); above the ladder, OpenBLAS. The small kernels
// are timed until they lost at two consecutive points; the strided layout
// times them against the unit layout's best other provider (the own GEMM
// takes any strides, OpenBLAS transposes without copies). Bounded: after
// ~40 ms (a loaded machine, valgrind) the rest of the ladder takes the
// built-in choice.
GemmTable gemm_calibrate();

// The built-in table (the choice before calibration existed: small kernels
// up to 12^3 where the own GEMM runs, 40^3 strided / 48^3 (f32 64^3) unit
// elsewhere; then the own GEMM where it runs, else OpenBLAS).
GemmTable gemm_builtin_table();

// Text form (one file):
//   tenferro-gemm-calibration 2
//   isa avx512
//   f64 unit small 941 own 30000 openblas
//   ...   (one line per dtype f32 f64 c64 c128 and layout unit strided:
//          PROVIDER (MAX_WORK PROVIDER)*, MAX_WORK increasing)
// parse fails with TF_ERR_INVALID_ARGUMENT and a message naming `what`, the
// line and the fault (also for an isa other than this process's, or "own"
// where the own GEMM does not run).
std::string gemm_table_format(const GemmTable& t);
Status gemm_table_parse(const std::string& text, const char* what, GemmTable* out);
Status gemm_table_load(const char* path, GemmTable* out);
Status gemm_table_save(const char* path, const GemmTable& t);

// What the first use does with TENFERRO_CALIBRATION's value (nullptr or
// empty: measure; "builtin"; a path: load it, or measure and save it there
// when it does not exist; a refused file: a message on stderr, measure).
GemmTable gemm_table_from(const char* value);

// ------------------------------------------------------------ per shape
// The table extrapolates: its points are square products timed at one
// worker, and the last one stands for every larger product. Other shapes of
// the same work can rank the providers differently (f64 64 x 256 times
// 256 x 64: own GEMM 21 us, OpenBLAS 31 us, where the ladder's 96^3 point
// picks OpenBLAS). So the plan of a product of 2^18 to 2^27 real
// multiply-adds (a complex one counting 4: f64 from 64^3 to 512^3, c128
// from about 40^3 to 323^3) that both the own GEMM and OpenBLAS run without
// copies asks gemm_choose_shape, which times both on scratch operands of
// that shape and layout (one thread, in turn, the best of 3 to 16 runs
// each; once per shape in a process, 0.6-20 ms) and keeps the faster for
// the process, in the spirit of FFTW's measure mode. The choice is made
// before the plan computes anything and is the same for every engine of the
// process, so repeated calls stay bitwise identical (docs/hardening.md).
// Outside that range, under the built-in table, for operands a provider
// would copy, or when the scratch (at most 32 MiB) cannot be had: the
// table's choice. At most 4096 shapes are kept; later ones take the table's.
struct GemmShape {
  DType dt;
  int64_t m, n, k;
  MatClass a, b, c;  // the operands' layouts (after op)
  bool conj_a, conj_b;
};
GemmProvider gemm_choose_shape(const GemmShape& s, GemmProvider table_choice);
// How many shapes this process has timed (tests).
std::size_t gemm_shapes_timed();

// Replaces the process's table (tests; the plan cache of an engine keeps
// plans built under the previous table).
void gemm_table_force(const GemmTable& t);

}  // namespace tf
