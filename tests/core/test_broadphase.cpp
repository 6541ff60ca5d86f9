// SPDX-License-Identifier: GPL-3.0-or-later
// The three broadphases must find exactly the same candidate pairs (every pair of disks whose
// bounding boxes overlap): brute force is the reference, sweep and prune and the uniform grid
// must return the identical set on 100 random configurations (N up to 2000, radii varied over
// a factor of 20, clustered and spread out), and keep doing so as the disks move and the sweep's
// insertion sort starts from the previous order.
#include <particlelab/collision/Broadphase.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <algorithm>
#include <numeric>
#include <cmath>
#include <random>
#include <set>
#include <utility>

using namespace pl;

namespace {

using PairSet = std::vector<std::pair<std::uint32_t, std::uint32_t>>;

PairSet sortedPairs(const std::vector<CandidatePair>& pairs)
{
    PairSet out;
    out.reserve(pairs.size());
    for (const CandidatePair& p : pairs) {
        Q_ASSERT(p.i < p.j);
        out.emplace_back(p.i, p.j);
    }
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

class TestBroadphase : public QObject {
    Q_OBJECT

private slots:
    void sameSetAsBruteForce()
    {
        std::mt19937_64 random(2024);
        BruteForceBroadphase brute;
        SweepAndPrune sweep;
        UniformGrid grid;
        std::vector<CandidatePair> reference, pairs;
        long long totalPairs = 0;
        for (int config = 0; config < 100; ++config) {
            const int n = 1 + static_cast<int>(random() % 2000);
            const double side = 1.0 + static_cast<double>(random() % 100);  // m
            const double rMin = 0.002 * side * (1 + random() % 4);
            const double rMax = rMin * (1.0 + static_cast<double>(random() % 20));
            // Every fourth configuration is clustered into a corner of the region.
            const double extent = config % 4 == 3 ? 0.3 * side : side;
            std::uniform_real_distribution<double> pos(-0.5 * side, -0.5 * side + extent);
            std::uniform_real_distribution<double> rad(rMin, rMax);
            std::vector<double> x(static_cast<std::size_t>(n)), y(x.size()), r(x.size());
            for (std::size_t i = 0; i < x.size(); ++i) {
                x[i] = pos(random);
                y[i] = pos(random);
                r[i] = rad(random);
            }
            // Some exact ties: equal x, and boxes that touch exactly.
            if (n > 4) {
                x[1] = x[0];
                x[3] = x[2] + r[2] + r[3];
                y[3] = y[2];
            }
            brute.findPairs(x, y, r, reference);
            const PairSet expected = sortedPairs(reference);
            totalPairs += static_cast<long long>(expected.size());
            QCOMPARE(brute.pairsTested(), static_cast<long long>(n) * (n - 1) / 2);

            // The sweep keeps its order between calls: move the disks a little and call again.
            for (int moveStep = 0; moveStep < 2; ++moveStep) {
                if (moveStep > 0) {
                    std::normal_distribution<double> jiggle(0.0, 0.3 * rMin);
                    for (std::size_t i = 0; i < x.size(); ++i) {
                        x[i] += jiggle(random);
                        y[i] += jiggle(random);
                    }
                    brute.findPairs(x, y, r, reference);
                }
                const PairSet want = sortedPairs(reference);
                sweep.findPairs(x, y, r, pairs);
                QVERIFY2(sortedPairs(pairs) == want,
                         qPrintable(QString("sweep and prune differs: config %1 (N = %2), move %3: "
                                            "%4 pairs vs %5")
                                        .arg(config).arg(n).arg(moveStep)
                                        .arg(pairs.size()).arg(want.size())));
                grid.findPairs(x, y, r, pairs);
                QVERIFY2(sortedPairs(pairs) == want,
                         qPrintable(QString("grid differs: config %1 (N = %2), move %3: "
                                            "%4 pairs vs %5")
                                        .arg(config).arg(n).arg(moveStep)
                                        .arg(pairs.size()).arg(want.size())));
            }
        }
        QVERIFY(totalPairs > 10000);  // the configurations do contain many overlapping boxes
    }

    // On a spread-out gas the fast methods test far fewer pairs than brute force (the reason
    // they exist), while finding the same ones.
    void fewerTestsThanBruteForce()
    {
        std::mt19937_64 random(5);
        const int n = 2000;
        std::uniform_real_distribution<double> pos(0.0, 100.0);
        std::vector<double> x(n), y(n), r(n, 0.3);
        for (int i = 0; i < n; ++i) {
            x[static_cast<std::size_t>(i)] = pos(random);
            y[static_cast<std::size_t>(i)] = pos(random);
        }
        std::vector<CandidatePair> pairs;
        BruteForceBroadphase brute;
        SweepAndPrune sweep;
        UniformGrid grid;
        brute.findPairs(x, y, r, pairs);
        sweep.findPairs(x, y, r, pairs);
        grid.findPairs(x, y, r, pairs);
        QVERIFY(sweep.pairsTested() * 20 < brute.pairsTested());
        QVERIFY(grid.pairsTested() * 100 < brute.pairsTested());
        QVERIFY(grid.cellSize() >= 0.6);
    }

    // DiskGas moves large gases to new slots now and then; the sweep follows the disks
    // (renumber) so that its next insertion sort has nothing to do, and still finds the same set.
    void sweepFollowsRenumbering()
    {
        std::mt19937_64 random(17);
        const std::size_t n = 1500;
        std::uniform_real_distribution<double> pos(0.0, 60.0);
        std::vector<double> x(n), y(n), r(n, 0.4);
        for (std::size_t i = 0; i < n; ++i) {
            x[i] = pos(random);
            y[i] = pos(random);
        }
        SweepAndPrune sweep;
        std::vector<CandidatePair> pairs, reference;
        sweep.findPairs(x, y, r, pairs);
        // Disk i moves to slot newSlot[i].
        std::vector<std::uint32_t> newSlot(n);
        std::iota(newSlot.begin(), newSlot.end(), 0u);
        std::shuffle(newSlot.begin(), newSlot.end(), random);
        std::vector<double> px(n), py(n);
        for (std::size_t i = 0; i < n; ++i) {
            px[newSlot[i]] = x[i];
            py[newSlot[i]] = y[i];
        }
        sweep.renumber(newSlot);
        sweep.findPairs(px, py, r, pairs);
        QCOMPARE(sweep.sortShifts(), 0LL);
        BruteForceBroadphase().findPairs(px, py, r, reference);
        QVERIFY(sortedPairs(pairs) == sortedPairs(reference));
        // Without renumbering the old order is useless: the sort has to move almost everything.
        SweepAndPrune stale;
        stale.findPairs(x, y, r, pairs);
        stale.findPairs(px, py, r, pairs);
        QVERIFY(stale.sortShifts() > static_cast<long long>(n) * 100);
        QVERIFY(sortedPairs(pairs) == sortedPairs(reference));
    }

    void noDisksNoPairs()
    {
        std::vector<double> none;
        std::vector<CandidatePair> pairs{{0, 1}};
        for (BroadphaseKind k : {BroadphaseKind::BruteForce, BroadphaseKind::SweepAndPrune,
                                 BroadphaseKind::UniformGrid}) {
            auto b = makeBroadphase(k);
            b->findPairs(none, none, none, pairs);
            QVERIFY(pairs.empty());
            QCOMPARE(b->pairsTested(), 0LL);
            QCOMPARE(broadphaseFromId(broadphaseId(k)), std::optional<BroadphaseKind>(k));
        }
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestBroadphase)
#include "test_broadphase.moc"
