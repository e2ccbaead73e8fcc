#pragma once
// The machine's own stalls, measured beside the window's (bench_stall): one plain
// thread pinned to each CPU, at the default priority, sleeping 2 ms at a time in
// clock_nanosleep -- no Qt, no event loop, nothing of the workbench. A gap in its
// ticks means the CPU did not run a ready, high-priority thread when its timer was
// due: the host descheduled the virtual CPU, or the timer fired late. When the GUI
// thread's probe stalls while one of these stalls over the same time, the stall is
// the machine's, not the window's; bench_stall reports both figures side by side.
#include <pthread.h>
#include <sched.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <memory>
#include <thread>
#include <vector>

namespace dtriage::bench {

class MachineProbe {
public:
    static constexpr long kIntervalNs = 2'000'000;
    struct Gap {
        long long fromNs;  // CLOCK_MONOTONIC, as std::chrono::steady_clock on Linux
        long long toNs;
        double ms() const { return double(toNs - fromNs) / 1e6 - double(kIntervalNs) / 1e6; }
    };

    MachineProbe() = default;
    MachineProbe(const MachineProbe&) = delete;
    MachineProbe& operator=(const MachineProbe&) = delete;
    ~MachineProbe() { stop(); }

    void start()
    {
        stop();
        m_running = true;
        m_ticks = 0;
        const long cpus = std::max(1L, sysconf(_SC_NPROCESSORS_ONLN));
        m_gaps.assign(size_t(cpus), {});
        for (long cpu = 0; cpu < cpus; ++cpu)
            m_threads.emplace_back([this, cpu] { tick(int(cpu)); });
    }
    void stop()
    {
        m_running = false;
        for (std::thread& thread : m_threads)
            thread.join();
        m_threads.clear();
    }
    // Ticks of all CPUs' threads: none means the probe measured nothing.
    long long ticks() const { return m_ticks.load(); }
    // The longest gap of any CPU's thread (beyond its 2 ms interval).
    double max() const
    {
        double longest = 0;
        for (const auto& gaps : m_gaps)
            for (const Gap& gap : gaps)
                longest = std::max(longest, gap.ms());
        return longest;
    }
    // How much of [fromNs, toNs] some CPU's thread was also stalled for: the longest
    // overlap of one of its gaps with that span, in ms.
    double overlapMs(long long fromNs, long long toNs) const
    {
        double longest = 0;
        for (const auto& gaps : m_gaps)
            for (const Gap& gap : gaps) {
                const long long from = std::max(gap.fromNs, fromNs);
                const long long to = std::min(gap.toNs - kIntervalNs, toNs);
                if (to > from)
                    longest = std::max(longest, double(to - from) / 1e6);
            }
        return longest;
    }

private:
    static long long nowNs()
    {
        timespec now{};
        clock_gettime(CLOCK_MONOTONIC, &now);
        return static_cast<long long>(now.tv_sec) * 1'000'000'000LL + now.tv_nsec;
    }
    void tick(int cpu)
    {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(cpu, &set);
        pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
        std::vector<Gap>& gaps = m_gaps[size_t(cpu)];
        long long last = nowNs();
        const timespec interval{0, kIntervalNs};
        while (m_running.load(std::memory_order_relaxed)) {
            clock_nanosleep(CLOCK_MONOTONIC, 0, &interval, nullptr);
            const long long now = nowNs();
            m_ticks.fetch_add(1, std::memory_order_relaxed);
            // Only gaps worth explaining are kept: a round is minutes of 2 ms ticks.
            if (now - last > 5 * kIntervalNs / 2)
                gaps.push_back({last, now});
            last = now;
        }
    }

    std::atomic<bool> m_running{false};
    std::atomic<long long> m_ticks{0};
    std::vector<std::thread> m_threads;
    std::vector<std::vector<Gap>> m_gaps;  // per CPU, written only by its thread until stop()
};

}  // namespace dtriage::bench
