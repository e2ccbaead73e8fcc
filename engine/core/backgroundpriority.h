#pragma once
// Who yields to the window. Everything dtype-triage does in the background -- its
// work pool's threads, the interpreter thread, the processes it starts -- runs at
// kNiceness, so the GUI thread (and Qt's own pool, which the raster engine splits
// large fills across while the GUI thread waits) win the CPU whenever they want it.
// With eight repros importing torch on two cores, analysis and pre-flight threads at
// the GUI's priority took it the CPU for 4 ms a wake-up: bench_stall cold measured
// 37-81 ms stalls with them, 24-46 ms without.
namespace dtriage {

class BackgroundPriority {
public:
    static constexpr int kNiceness = 10;

    // Lowers the calling thread to kNiceness (Linux keeps a niceness per thread);
    // never raises it, which an unprivileged process could not. Only system calls:
    // safe between fork and exec too.
    static void lowerCurrentThread();
    // The calling thread's niceness.
    static int currentNiceness();
};

}  // namespace dtriage
