// SPDX-License-Identifier: GPL-3.0-or-later
// Core checks of the divergence-free SPH solver (core/include/particlelab/sph/DivergenceFreeSph.h):
//  * the pressure forces of both solvers conserve linear momentum to round-off in a wall-free
//    box (the stored gradients of a pair are exact negatives);
//  * after a step the divergence solver has left the mean (Dρ/Dt)⁺Δt/ρ₀ below its tolerance;
//  * one and two threads give bit-identical states (positions, velocities, κ, ids);
//  * restoring the State into a freshly built model continues bit-identically;
//  * the stored pairs are the cell-list neighbours within 2h, their kernels and gradients the
//    kernel's, and the AVX-512 rows hold the same bits as the plain loops;
//  * the thread team runs every block of every pass exactly once, and returns after the last;
//    its helpers run at the priority of the thread that uses the team.
#include <particlelab/sph/CellList.h>
#include <particlelab/sph/SphTankScenes.h>
#include <particlelab/sph/ThreadTeam.h>
#include <particlelab/util/NearCandidates.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <numbers>
#include <random>
#include <thread>

#ifdef __linux__
#include <filesystem>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

using namespace pl;
using Eigen::Vector2d;

namespace {

SphTankSpec damBreakSpec()
{
    SphTankSpec spec;
    spec.tankColumns = 120;
    spec.wallRows = 90;
    spec.waterColumns = 30;
    spec.waterRows = 60;
    return spec;
}

template <class A>
bool sameBits(const A& a, const A& b)
{
    return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(a[0])) == 0;
}

} // namespace

class TestSphDfsph : public QObject {
    Q_OBJECT

private slots:
    // A compressed, perturbed block with random velocities, no walls, no gravity: 20 steps of
    // both solvers (and the viscosity) change Σ m v by less than 1e-12 of Σ m |v|.
    void pressureConservesMomentum()
    {
        DfsphSettings s;
        s.spacing = 0.01;
        s.gravity = Vector2d::Zero();
        s.viscosity = 0.01;  // m²/s
        DivergenceFreeSph model(s);
        std::mt19937 rng(5);
        std::uniform_real_distribution<double> u(-1.0, 1.0);
        for (int i = 0; i < 24; ++i)
            for (int j = 0; j < 24; ++j)
                model.addFluidParticle(Vector2d((0.97 * i + 0.2 * u(rng)) * s.spacing,
                                                (0.97 * j + 0.2 * u(rng)) * s.spacing),
                                       Vector2d(u(rng), u(rng)));
        model.initialise();
        const Vector2d p0 = model.momentum();
        double scale = 0.0;
        for (const Vector2d& v : model.velocities())
            scale += model.particleMass() * v.norm();
        int iterations = 0;
        for (int n = 0; n < 20; ++n) {
            model.step();
            iterations += model.lastDensityIterations();
        }
        QVERIFY(model.isFiniteAndBounded());
        QVERIFY(iterations > 40);  // the solvers did push (the block starts 6 % compressed)
        const double drift = (model.momentum() - p0).norm();
        QVERIFY2(drift < 1e-12 * scale, qPrintable(QString("|ΔP| / Σ m|v| = %1").arg(drift / scale)));
    }

    // Dam break, 1 800 particles: after every one of 150 steps the divergence error of the final
    // velocities is below ηᵥ = 0.1 %, and the density solver's last error below η.
    void divergenceBelowTolerance()
    {
        DfsphSettings s;
        s.spacing = 0.5 / 30;
        DivergenceFreeSph model = buildDfsphTank(s, damBreakSpec());
        double worst = 0.0;
        for (int n = 0; n < 150; ++n) {
            model.step();
            worst = std::max(worst, model.divergenceError());
            QVERIFY(model.lastDensityError() <= s.densityTolerance ||
                    model.lastDensityIterations() == s.maxDensityIterations);
        }
        qInfo("largest mean (Dρ/Dt)⁺Δt/ρ₀ after a step: %.2e (tolerance %.0e), t = %.3f s",
              worst, s.divergenceTolerance, model.time());
        QVERIFY(worst > 0.0);
        QVERIFY2(worst <= s.divergenceTolerance, qPrintable(QString("divergence error %1").arg(worst)));
        QVERIFY(model.kineticEnergy() > 0.0);
    }

    // The viscosity acts per second, not per step: a shear wave vₓ = U sin(ky) in a free block
    // (no gravity, no walls) loses the same share of its kinetic energy over 0.2 s with steps of
    // 2 ms and of 0.5 ms (a smoothing of fixed weight per step would lose about four times as
    // much with the short steps), and between half and all of the loss ν∇²v gives,
    // E(t) = E(0) e^(−2νk²t) (measured: 70 %; the block's top and bottom rows, short of
    // neighbours, are smoothed less).
    void viscosityActsPerSecond()
    {
        const double nu = 3e-3, wave = 0.3, speed = 0.05;  // m²/s, m, m/s
        const double k = 2.0 * std::numbers::pi / wave;
        double remaining[2] = {0.0, 0.0};
        for (int run = 0; run < 2; ++run) {
            DfsphSettings s;
            s.spacing = 0.01;
            s.gravity = Vector2d::Zero();
            s.viscosity = nu;
            s.maxTimeStep = run == 0 ? 2e-3 : 0.5e-3;
            DivergenceFreeSph model(s);
            for (int i = 0; i < 30; ++i)
                for (int j = 0; j < 30; ++j) {
                    const Vector2d x((i + 0.5) * s.spacing, (j + 0.5) * s.spacing);
                    model.addFluidParticle(x, Vector2d(speed * std::sin(k * x.y()), 0.0));
                }
            model.initialise();
            const double e0 = model.kineticEnergy();
            while (model.time() < 0.2 - 1e-9)
                model.step();
            QVERIFY(std::abs(model.time() - 0.2) < 1e-9);
            QVERIFY(model.lastTimeStep() == s.maxTimeStep);
            remaining[run] = model.kineticEnergy() / e0;
        }
        const double exact = std::exp(-2.0 * nu * k * k * 0.2);
        qInfo("kinetic energy left after 0.2 s: %.4f (Δt = 2 ms), %.4f (0.5 ms); ν∇²v: %.4f",
              remaining[0], remaining[1], exact);
        QVERIFY2(std::abs(remaining[0] - remaining[1]) < 0.03 * remaining[1],
                 qPrintable(QString("%1 against %2").arg(remaining[0]).arg(remaining[1])));
        QVERIFY2(1.0 - remaining[1] > 0.5 * (1.0 - exact) && 1.0 - remaining[1] < 1.05 * (1.0 - exact),
                 qPrintable(QString("%1 against %2").arg(remaining[1]).arg(exact)));
    }

    void threadsGiveIdenticalBits()
    {
        DfsphSettings s;
        s.spacing = 0.5 / 30;
        DivergenceFreeSph one = buildDfsphTank(s, damBreakSpec());
        s.threads = 2;
        DivergenceFreeSph two = buildDfsphTank(s, damBreakSpec());
        for (int n = 0; n < 60; ++n) {
            one.step();
            two.step();
        }
        QVERIFY(one.fluidCount() >= 1024);
        QCOMPARE(one.time(), two.time());
        QVERIFY(sameBits(one.positions(), two.positions()));
        QVERIFY(sameBits(one.velocities(), two.velocities()));
        QVERIFY(sameBits(one.state().densityKappa, two.state().densityKappa));
        QVERIFY(sameBits(one.state().divergenceKappa, two.state().divergenceKappa));
        QVERIFY(sameBits(one.ids(), two.ids()));
        QVERIFY(one.kineticEnergy() > 0.0);
        // The colour field of the scene and the diagnostics, filled in bands of rows by the
        // team: node for node the same bits as from one thread, and water where the water is.
        const Eigen::Vector2d origin(-0.05, -0.05);
        const int nx = 210, ny = 110;  // 1 cm over the 2 m × 1 m of water and tank: 14 bands
        const std::vector<double> serial = one.colourFieldOnGrid(origin, 0.01, nx, ny);
        QVERIFY(sameBits(serial, two.colourFieldOnGrid(origin, 0.01, nx, ny)));
        QVERIFY(*std::max_element(serial.begin(), serial.end()) > 0.9);
    }

    // The State is all a step reads from the previous one: copied into a model built afresh,
    // it continues bit for bit.
    void stateRestoresExactly()
    {
        DfsphSettings s;
        s.spacing = 0.5 / 20;
        DivergenceFreeSph original = buildDfsphTank(s, damBreakSpec());
        for (int n = 0; n < 40; ++n)
            original.step();
        DivergenceFreeSph restored = buildDfsphTank(s, damBreakSpec());
        restored.setState(original.state());
        for (int n = 0; n < 40; ++n) {
            original.step();
            restored.step();
        }
        QCOMPARE(restored.time(), original.time());
        QVERIFY(sameBits(restored.positions(), original.positions()));
        QVERIFY(sameBits(restored.velocities(), original.velocities()));
    }

    // The stored pairs of every particle are its cell-list neighbours within 2h.
    void pairsAreTheNeighbours()
    {
        DfsphSettings s;
        s.spacing = 0.5 / 20;
        DivergenceFreeSph model = buildDfsphTank(s, damBreakSpec());
        for (int n = 0; n < 30; ++n)
            model.step();
        const auto reference = cellListNeighbours(model.positions(), model.kernel().supportRadius());
        for (int i = 0; i < model.fluidCount(); ++i) {
            std::vector<int> stored = model.fluidNeighbours(i);
            std::sort(stored.begin(), stored.end());
            QVERIFY(stored == reference[static_cast<std::size_t>(i)]);
        }
    }

    // The stored pairs of scattered points beside a wall: the rows that AVX-512 forms eight
    // pairs at a time hold the same bits as the plain loops (the lists, Wᵢⱼ, ∇ᵢWᵢⱼ and the sums
    // over them), and Wᵢⱼ and ∇ᵢWᵢⱼ are the kernel's at |xᵢ − xⱼ|.
    void packedAndPlainPairsAgreeToTheBit()
    {
        const CubicSplineKernel2D kernel(0.013);
        std::mt19937 rng(11);
        std::uniform_real_distribution<double> u(0.0, 1.0);
        std::vector<Vector2d> points, wall;
        for (int k = 0; k < 2011; ++k)  // not a whole number of slices or blocks
            points.emplace_back(0.4 * u(rng), 0.2 * u(rng));
        for (int k = 0; k < 160; ++k)
            wall.emplace_back(-0.1 + 0.004 * k, -0.005);
        const Vector2d lo(-0.1, -0.01), hi(0.55, 0.25);
        CellGrid grid, wallGrid;
        grid.build(points, lo, hi, kernel.supportRadius());
        wallGrid.build(wall, lo, hi, kernel.supportRadius());
        std::vector<Vector2d> x, xb, vb(wall.size(), Vector2d(0.3, 0.0));
        for (int k : grid.order())
            x.push_back(points[static_cast<std::size_t>(k)]);
        for (int k : wallGrid.order())
            xb.push_back(wall[static_cast<std::size_t>(k)]);
        ThreadTeam team(2);
        NeighbourPairs packed, plain;
        packed.build(x, grid, xb, vb, wallGrid, kernel, team, NeighbourPairs::Path::Packed);
        plain.build(x, grid, xb, vb, wallGrid, kernel, team, NeighbourPairs::Path::Plain);
        const int n = static_cast<int>(x.size());
        constexpr int lanes = NeighbourPairs::sliceLanes;
        int pairs = 0;
        for (int first = 0; first < n; first += lanes) {
            const NeighbourPairs::Slice a = packed.slice(first), b = plain.slice(first);
            QCOMPARE(a.width, b.width);
            const std::size_t rows = static_cast<std::size_t>(lanes * a.width);
            QVERIFY(std::memcmp(a.neighbour, b.neighbour, rows * sizeof(int)) == 0);
            QVERIFY(std::memcmp(a.kernelValue, b.kernelValue, rows * sizeof(double)) == 0);
            QVERIFY(std::memcmp(a.gradientX, b.gradientX, rows * sizeof(double)) == 0);
            QVERIFY(std::memcmp(a.gradientY, b.gradientY, rows * sizeof(double)) == 0);
        }
        QVERIFY(sameBits(packed.fluidKernelSum, plain.fluidKernelSum));
        QVERIFY(sameBits(packed.fluidGradientSum, plain.fluidGradientSum));
        QVERIFY(sameBits(packed.fluidGradientSquares, plain.fluidGradientSquares));
        const double reach2 = kernel.supportRadius() * kernel.supportRadius();
        for (int i = 0; i < n; ++i) {
            const NeighbourPairs::Range range = packed.of(i);
            const Vector2d xi = x[static_cast<std::size_t>(i)];
            int within = 0;
            for (const Vector2d& xj : x)
                within += (xi - xj).squaredNorm() < reach2 ? 1 : 0;
            QCOMPARE(range.count, within - 1);
            for (int k = 0; k < range.count; ++k) {
                const Vector2d xij = xi - x[static_cast<std::size_t>(range.neighbour(k))];
                const double r = xij.norm();
                QVERIFY(std::abs(range.kernelValue(k) - kernel.value(r)) <=
                        1e-13 * kernel.normalisation());
                QVERIFY((range.gradient(k) - kernel.gradient(xij, r)).norm() <=
                        1e-13 * kernel.normalisation() / kernel.smoothingLength());
            }
            pairs += range.count;
        }
        QVERIFY(pairs > 10 * n);
        QVERIFY(sameBits(packed.boundaryKernelSum, plain.boundaryKernelSum));
        QVERIFY(*std::max_element(packed.boundaryCount.begin(), packed.boundaryCount.end()) > 3);
        if (!nearCandidatesArePacked())
            qInfo("this processor takes the plain path only: the two were not compared");
    }

    // Pass after pass (some with fewer blocks than threads, some with one, most short, so that
    // helpers often wake after the others took every block), each index is visited once, by the
    // block that holds it, and all are visited when forEachChunk returns.
    void threadTeamRunsEveryBlockOnce()
    {
        for (const int threads : {2, 3, 4}) {
            ThreadTeam team(threads);
            std::mt19937 random(static_cast<unsigned>(threads));
            std::vector<std::atomic<int>> visits(4000);
            for (int pass = 0; pass < 3000; ++pass) {
                const int n = std::uniform_int_distribution<int>(0, 4000)(random);
                const int chunk = std::uniform_int_distribution<int>(1, 400)(random);
                std::atomic<int> misplaced{0};
                team.forEachChunk(n, chunk, [&](int block, int begin, int end) {
                    if (begin != block * chunk || end != std::min(n, (block + 1) * chunk))
                        misplaced.fetch_add(1);
                    for (int k = begin; k < end; ++k)
                        visits[static_cast<std::size_t>(k)].fetch_add(1, std::memory_order_relaxed);
                });
                QCOMPARE(misplaced.load(), 0);
                for (int k = 0; k < 4000; ++k) {
                    const int expected = k < n ? 1 : 0;
                    if (visits[static_cast<std::size_t>(k)].exchange(0) != expected)
                        QFAIL(qPrintable(QString("threads %1, pass %2 (n %3, chunk %4): index %5 not visited once")
                                             .arg(threads).arg(pass).arg(n).arg(chunk).arg(k)));
                }
            }
        }
    }

    // The window resets a run on its GUI thread and plays it on a stepping thread five nice
    // steps below: the helpers then work at the stepping thread's priority, not the GUI
    // thread's (they competed with it for a core).
    void threadTeamHelpersTakeThePriorityOfTheThreadThatUsesIt()
    {
#ifndef __linux__
        QSKIP("thread priorities are read from Linux's /proc");
#else
        const auto niceOf = [](long tid) { return ::getpriority(PRIO_PROCESS, static_cast<id_t>(tid)); };
        const auto threads = [] {
            std::vector<long> tids;
            for (const auto& entry : std::filesystem::directory_iterator("/proc/self/task"))
                tids.push_back(std::stol(entry.path().filename().string()));
            return tids;
        };
        // The nice values of the threads not in `before` (the team's helpers) but `caller`.
        const auto helperNices = [&](const std::vector<long>& before, long caller) {
            std::vector<int> nices;
            for (const long tid : threads())
                if (tid != caller && std::find(before.begin(), before.end(), tid) == before.end())
                    nices.push_back(niceOf(tid));
            return nices;
        };
        const std::vector<long> before = threads();  // this one, the test's watchdog, …
        const long self = ::syscall(SYS_gettid);
        ThreadTeam team(3);
        const auto pass = [&team] { team.forEachChunk(4000, 100, [](int, int, int) {}); };
        pass();  // helpers started here, at this thread's priority
        const int base = niceOf(self);
        QCOMPARE(helperNices(before, self), std::vector<int>(2, base));
        std::vector<int> afterTakeOver;
        std::thread([&] {
            const long player = ::syscall(SYS_gettid);
            ::setpriority(PRIO_PROCESS, static_cast<id_t>(player), base + 5);
            pass();
            afterTakeOver = helperNices(before, player);
        }).join();
        QCOMPARE(afterTakeOver, std::vector<int>(2, base + 5));
#endif
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestSphDfsph)
#include "test_sph_dfsph.moc"
