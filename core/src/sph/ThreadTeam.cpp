// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/ThreadTeam.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>

namespace pl {

namespace {

// Passes of a step follow each other within microseconds, while putting a thread to sleep on a
// futex and waking it again costs tens of microseconds on a virtual machine (in a profile of the
// dam break the kernel's wake-ups took 14 % of the CPU time): a waiting thread first spins for up
// to kSpin before it sleeps. Not longer: the stepping thread's serial work between passes (the
// sort into cells, the diagnostics, the frame's scene) is longer than that, and a helper spinning
// through it takes a core from the window's GUI thread (with 100 µs, 3.5 % of the dam break's CPU
// went to waiting; with 20 µs, 1 %).
constexpr std::chrono::microseconds kSpin{20};

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
// bumping `generation`; every member then claims blocks from `ticket` until none is left, and
// the caller waits until all blocks are `done`.
// The caller waits for blocks, not for helpers: a helper that the system has not yet run when
// the pass starts (two cores shared with the window's GUI thread and other programs) is not
// waited for when the others have done all the blocks; before, the caller waited until every
// helper had woken up and found nothing left, which held up each of a step's twenty passes
// whenever a helper was not on a core.
// A block is claimed by a compare-and-swap on ticket = (pass << 32) | next block, so a helper
// that wakes late can never claim a block of a pass that is over: that pass's ticket is gone.
// What a pass runs (`body`, `n`, `chunk`) is written before its ticket is published and
// read only by a member holding one of its blocks; the caller overwrites it for the next pass
// only after every block is done, so no member reads it while it changes.
struct ThreadTeam::Workers {
    explicit Workers(int threads)
    {
        for (int t = 1; t < threads; ++t)
            helpers.emplace_back([this] { loop(); });
    }
    ~Workers()
    {
        stop.store(true);
        generation.fetch_add(1);
        generation.notify_all();
        for (std::thread& helper : helpers)
            helper.join();
    }
    void loop()
    {
        unsigned seen = 0;
        for (;;) {
            spinWhileEqual(generation, seen);
            generation.wait(seen);
            seen = generation.load(std::memory_order_acquire);
            if (stop.load())
                return;
            work();
        }
    }
    // Claims and runs blocks of the current pass until none is left.
    void work()
    {
        std::uint64_t t = ticket.load(std::memory_order_acquire);
        for (;;) {
            const std::uint32_t block = static_cast<std::uint32_t>(t);
            // The pass's block count, read with its ticket: once this member's block is counted
            // done the caller may publish the next pass, so nothing of the pass is read after
            // counting (ThreadSanitizer found a read of the count there).
            const std::uint32_t count = blocksOf(t >> 32);
            if (block >= count)
                return;
            if (!ticket.compare_exchange_weak(t, t + 1, std::memory_order_acq_rel,
                                              std::memory_order_acquire))
                continue;  // t now holds the ticket as it is
            const int b = static_cast<int>(block);
            (*body)(b, b * chunk, std::min(n, (b + 1) * chunk));
            if (done.fetch_add(1, std::memory_order_acq_rel) + 1 == static_cast<int>(count))
                done.notify_one();
            t = ticket.load(std::memory_order_acquire);
        }
    }
    // The number of blocks of pass `which`, or 0 when that pass is not the one published (a
    // helper that read the ticket of a pass while the caller publishes the next).
    std::uint32_t blocksOf(std::uint64_t which) const
    {
        const std::uint64_t word = passBlocks.load(std::memory_order_acquire);
        return (word >> 32) == which ? static_cast<std::uint32_t>(word) : 0u;
    }
    void run(int count, int size, int total,
             const std::function<void(int, int, int)>& work_)
    {
        body = &work_;
        n = total;
        chunk = size;
        done.store(0, std::memory_order_relaxed);
        ++pass;
        passBlocks.store(pass << 32 | static_cast<std::uint32_t>(count), std::memory_order_release);
        ticket.store(pass << 32, std::memory_order_release);
        generation.fetch_add(1, std::memory_order_release);
        generation.notify_all();
        work();
        for (int finished = done.load(std::memory_order_acquire); finished != count;
             finished = done.load(std::memory_order_acquire)) {
            spinWhileEqual(done, finished);
            done.wait(finished, std::memory_order_acquire);  // returns at once if it changed
        }
    }

    std::vector<std::thread> helpers;
    std::thread::id owner = std::this_thread::get_id();  // the thread that started the helpers
    // The pass under way: written by the caller before its ticket is published.
    const std::function<void(int, int, int)>* body = nullptr;
    int n = 0, chunk = 1;
    std::uint64_t pass = 0;  // the caller's count of passes
    std::atomic<std::uint64_t> passBlocks{0};  // (pass << 32) | blocks
    std::atomic<std::uint64_t> ticket{0};      // (pass << 32) | next block to claim
    std::atomic<int> done{0};                  // blocks of the pass finished
    std::atomic<unsigned> generation{0};
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
    // (With fewer blocks than twice the team, the helpers that wake find nothing left.)
    // The helpers are started by the thread that runs the passes, and again when another thread
    // takes the team over (a run reset on the window's GUI thread, then played on its stepping
    // thread): a thread takes its scheduling priority from the thread that starts it, and helpers
    // the GUI thread started competed with it on equal terms while the stepping thread, a step
    // below, played (the GUI thread waited for a core for up to 4.5 ms of a frame).
    if (m_workers && m_workers->owner != std::this_thread::get_id())
        m_workers.reset();
    if (!m_workers)
        m_workers = std::make_unique<Workers>(m_threads);
    m_workers->run(blocks, chunk, n, body);
}

} // namespace pl
