// SPDX-License-Identifier: GPL-3.0-or-later
// A fixed team of worker threads that runs one loop body over fixed blocks of particles.
//
// An SPH step of the divergence-free solver makes some twenty passes over the particles (search,
// density, factor, and two passes per solver iteration); starting threads for each pass would
// cost more than the pass itself on small scenes. The team starts its threads once; between
// passes they spin for a moment (the next pass usually comes within microseconds), then sleep
// on an atomic (C++20 wait/notify, a futex on Linux).
//
// Determinism: the work is cut into blocks of `blockSize` consecutive indices that do not
// depend on the number of threads; each thread takes the next block not yet taken. A pass that
// gathers per index, or reduces per block and then sums the blocks in order (sumBlocks), gives
// the same bits for any number of threads.
//
// The helpers belong to the thread that runs the passes: they are started again when another
// thread takes the team over, so that they take its scheduling priority.
//
// Copying a team makes a new team of the same size: threads are never shared between copies,
// so a copied simulation steps on its own.
#pragma once

#include <functional>
#include <memory>
#include <vector>

namespace pl {

class ThreadTeam {
public:
    static constexpr int blockSize = 256;

    explicit ThreadTeam(int threads = 1);
    ThreadTeam(const ThreadTeam& other);
    ThreadTeam& operator=(const ThreadTeam& other);
    ThreadTeam(ThreadTeam&&) noexcept;
    ThreadTeam& operator=(ThreadTeam&&) noexcept;
    ~ThreadTeam();

    int size() const { return m_threads; }
    void resize(int threads);

    static int blockCount(int n) { return (n + blockSize - 1) / blockSize; }

    // Calls body(block, begin, end) for every block [begin, end) of [0, n), the blocks spread
    // over the team; returns when all are done.
    void forEachBlock(int n, const std::function<void(int block, int begin, int end)>& body)
    {
        forEachChunk(n, blockSize, body);
    }
    // The same with chunks of `chunk` consecutive indices (chunk ≥ 1): for passes whose indices
    // are not particles (the rows of a grid).
    void forEachChunk(int n, int chunk,
                      const std::function<void(int index, int begin, int end)>& body);

private:
    struct Workers;
    int m_threads = 1;
    std::unique_ptr<Workers> m_workers;  // started on first use with more than one thread
};

} // namespace pl
