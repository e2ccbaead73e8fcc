// Edge coverage for libFuzzer from code compiled by g++ (DTRIAGE_FUZZ=ON with GCC).
//
// g++ 12 offers -fsanitize-coverage=trace-pc (a call to __sanitizer_cov_trace_pc in
// every basic block) and trace-cmp, but not the inline 8-bit counters libFuzzer
// reads. libFuzzer 14 still defines __sanitizer_cov_trace_pc, only to print
// "-fsanitize-coverage=trace-pc is no longer supported" and exit. So the fuzz
// executables link with -Wl,--wrap=__sanitizer_cov_trace_pc: every call lands in
// __wrap___sanitizer_cov_trace_pc below, which bumps an 8-bit counter picked by the
// caller's address. The counters (and a PC table of the same length, one fake
// "PC" per slot) are registered with libFuzzer like a clang-instrumented module's,
// so cov: counts the slots hit and ft: the usual counter buckets.
//
// The engine is instrumented for every executable of a fuzz build, so this file
// also gives the others (the app, the Qt tests) what they need to link: a weak
// __sanitizer_cov_trace_pc, and g++'s float comparison hooks (trace_cmpf/cmpd),
// which neither libFuzzer nor libasan define. Outside a fuzzer nothing is registered.
#include <cstddef>
#include <cstdint>

extern "C" {
// libFuzzer's (strong) or libasan's (weak no-ops).
void __sanitizer_cov_8bit_counters_init(uint8_t* begin, uint8_t* end);
void __sanitizer_cov_pcs_init(const uintptr_t* begin, const uintptr_t* end);
// Defined by a fuzz target only.
__attribute__((weak)) int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);
}

namespace {

// A power of two. The instrumented engine has ~100k call sites; collisions cost a little
// precision, a larger table costs every execution a longer reset and scan.
constexpr std::size_t kSlots = std::size_t(1) << 19;

alignas(64) uint8_t g_counters[kSlots];
// libFuzzer's PC table: {pc, flags} per counter.
uintptr_t g_pcs[2 * kSlots];

__attribute__((constructor)) void registerCounters()
{
    if (!LLVMFuzzerTestOneInput)
        return;
    for (std::size_t i = 0; i < kSlots; ++i) {
        g_pcs[2 * i] = i + 1;
        g_pcs[2 * i + 1] = 0;
    }
    __sanitizer_cov_8bit_counters_init(g_counters, g_counters + kSlots);
    __sanitizer_cov_pcs_init(g_pcs, g_pcs + 2 * kSlots);
}

__attribute__((always_inline, no_sanitize("address", "undefined"))) inline void hit(uintptr_t pc)
{
    // Call sites are at least 5 bytes apart; fold the high bits in so that code
    // a multiple of the table size apart does not always collide.
    uint8_t& counter = g_counters[(pc ^ (pc >> 18) ^ (pc >> 36)) & (kSlots - 1)];
    counter = uint8_t(counter + 1);
}

}  // namespace

extern "C" {

__attribute__((no_sanitize("address", "undefined"))) void __wrap___sanitizer_cov_trace_pc()
{
    hit(reinterpret_cast<uintptr_t>(__builtin_return_address(0)));
}

// Executables without libFuzzer (and without --wrap) call this one.
__attribute__((weak, no_sanitize("address", "undefined"))) void __sanitizer_cov_trace_pc()
{
    hit(reinterpret_cast<uintptr_t>(__builtin_return_address(0)));
}

__attribute__((weak)) void __sanitizer_cov_trace_cmpf(float, float) {}
__attribute__((weak)) void __sanitizer_cov_trace_cmpd(double, double) {}

}  // extern "C"
