// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/ThreadTeam.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

namespace pl {

namespace {

// Passes of a step follow each other within microseconds, while putting a thread to sleep on a
// futex and waking it again costs tens of microseconds on a virtual machine (in a profile of the
// dam break the kernel's wake-ups took 14 % of the CPU time): a waiting thread first spins for up
// to kSpin before it sleeps.
constexpr std::chrono::microseconds kSpin{100};

template <class T>
void spinWhileEqual(const std::atomic<T>& value, T old)
{
    const auto until = std::chrono::steady_clock::now() + kSpin;
    for (unsigned round = 1; value.load(std::memory_order_acquire) == old; ++round) {
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
        if (round % 64 == 0 && std::chrono::steady_clock::now() > until)
            return;
    }
}

} // namespace

// The helper threads 1 … size−1 (the caller's thread is member 0). A pass is published by
// bumping `generation`; each helper runs its share and decrements `pending`.
struct ThreadTeam::Workers {
    explicit Workers(int threads)
    {
        for (int t = 1; t < threads; ++t)
            helpers.emplace_back([this, t] { loop(t); });
    }
    ~Workers()
    {
        stop.store(true);
        generation.fetch_add(1);
        generation.notify_all();
        for (std::thread& helper : helpers)
            helper.join();
    }
    void loop(int member)
    {
        unsigned seen = 0;
        for (;;) {
            spinWhileEqual(generation, seen);
            generation.wait(seen);
            seen = generation.load();
            if (stop.load())
                return;
            (*task)(member);
            if (pending.fetch_sub(1) == 1)
                pending.notify_one();
        }
    }
    void run(int members, const std::function<void(int)>& work)
    {
        task = &work;
        pending.store(members - 1);
        generation.fetch_add(1);
        generation.notify_all();
        work(0);
        for (int left = pending.load(); left != 0; left = pending.load()) {
            spinWhileEqual(pending, left);
            pending.wait(left);  // returns at once if it changed meanwhile
        }
    }

    std::vector<std::thread> helpers;
    const std::function<void(int)>* task = nullptr;
    std::atomic<unsigned> generation{0};
    std::atomic<int> pending{0};
    std::atomic<bool> stop{false};
};

ThreadTeam::ThreadTeam(int threads) : m_threads(std::max(1, threads)) {}
ThreadTeam::ThreadTeam(const ThreadTeam& other) : m_threads(other.m_threads) {}
ThreadTeam& ThreadTeam::operator=(const ThreadTeam& other)
{
    if (this != &other)
        resize(other.m_threads);
    return *this;
}
ThreadTeam::ThreadTeam(ThreadTeam&&) noexcept = default;
ThreadTeam& ThreadTeam::operator=(ThreadTeam&&) noexcept = default;
ThreadTeam::~ThreadTeam() = default;

void ThreadTeam::resize(int threads)
{
    threads = std::max(1, threads);
    if (threads != m_threads)
        m_workers.reset();
    m_threads = threads;
}

void ThreadTeam::forEachChunk(int n, int chunk, const std::function<void(int, int, int)>& body)
{
    chunk = std::max(1, chunk);
    const int blocks = (n + chunk - 1) / chunk;
    // A helper pays off only with a few blocks of work each.
    const int members = std::clamp(blocks / 2, 1, m_threads);
    if (members == 1) {
        for (int b = 0; b < blocks; ++b)
            body(b, b * chunk, std::min(n, (b + 1) * chunk));
        return;
    }
    // Each member takes the next block not yet taken, so that a member the system holds back (a
    // machine shared with other programs, the window's GUI thread) leaves its blocks to the
    // others instead of keeping them all waiting. The blocks are the same whoever runs them.
    std::atomic<int> next{0};
    const auto share = [&](int member) {
        if (member >= members)
            return;  // fewer blocks than threads want: the spare helpers have nothing to do
        for (int b = next.fetch_add(1, std::memory_order_relaxed); b < blocks;
             b = next.fetch_add(1, std::memory_order_relaxed))
            body(b, b * chunk, std::min(n, (b + 1) * chunk));
    };
    if (!m_workers)
        m_workers = std::make_unique<Workers>(m_threads);
    m_workers->run(m_threads, share);
}

} // namespace pl
