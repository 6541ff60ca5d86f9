// SPDX-License-Identifier: GPL-3.0-or-later
// Lennard-Jones molecular dynamics (LennardJones.h, LennardJonesFluid.h):
//  * the pair potential has its minimum −ε at r = 2^{1/6}σ and F = −dU/dr (central differences,
//    1e-7 relative);
//  * the cell lists find every interacting pair: the potential energy equals the O(N²) sum over
//    all pairs with the minimum image to 1e-12 relative, in a gas and in a dense liquid;
//  * energies computed every fifth step only: the same run and, read in between, the same
//    energies to the bit as computed every step;
//  * without thermostat, with the potential shifted to 0 at the cut-off, velocity Verlet keeps
//    the total energy (|ΔE| < 5e-4 of the kinetic energy over 2000 steps) and the momentum (1e-10);
//  * the Berendsen thermostat brings the temperature to its target (within 3 %);
//  * g(r) of a hot dilute gas is 0 inside the core (r < 0.8σ) and ≈ 1 well outside (1.5σ…2.5σ,
//    within 10 %).
#include <particlelab/forces/LennardJones.h>
#include <particlelab/md/LennardJonesFluid.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <algorithm>
#include <cmath>

using namespace pl;

class TestLennardJones : public QObject {
    Q_OBJECT

private slots:
    void pairPotential()
    {
        const LennardJones lj(1.5, 0.8, 2.5 * 0.8);
        const double rMin = std::pow(2.0, 1.0 / 6.0) * 0.8;
        QVERIFY(std::abs(lj.potential(rMin) + 1.5) < 1e-12);
        QVERIFY(std::abs(lj.force(rMin)) < 1e-12);
        QVERIFY(std::abs(lj.potential(0.8)) < 1e-12);  // U(σ) = 0
        for (double r : {0.75, 0.9, 1.1, 1.4, 1.9}) {
            const double h = 1e-6;
            const double numeric = -(lj.potential(r + h) - lj.potential(r - h)) / (2.0 * h);
            QVERIFY2(std::abs(lj.force(r) - numeric) < 1e-7 * std::max(1.0, std::abs(numeric)),
                     qPrintable(QString("r = %1: F = %2, −dU/dr = %3")
                                    .arg(r).arg(lj.force(r)).arg(numeric)));
        }
        QCOMPARE(lj.potential(2.0), 0.0);  // beyond the cut-off
        const LennardJones shifted(1.0, 1.0, 2.5, true);
        QVERIFY(std::abs(shifted.potential(2.5 - 1e-9)) < 1e-8);
    }

    void cellListsFindEveryPair_data()
    {
        QTest::addColumn<double>("density");
        QTest::addColumn<double>("kT");
        QTest::newRow("gas, n = 0.1") << 0.1 << 1.0;
        QTest::newRow("liquid, n = 0.7") << 0.7 << 1.0;
    }

    void cellListsFindEveryPair()
    {
        QFETCH(double, density);
        QFETCH(double, kT);
        LennardJonesFluid fluid(LennardJonesSettings{}, 3);
        fluid.populate(900, density, kT);
        for (int k = 0; k < 200; ++k)  // let the lattice melt so pairs cross cell edges
            fluid.step(0.002);
        QVERIFY(fluid.usesCellLists());
        const double reference = fluid.potentialEnergyByAllPairs();
        QVERIFY(std::abs(reference) > 1.0);
        QVERIFY2(std::abs(fluid.potentialEnergy() - reference) <= 1e-12 * std::abs(reference),
                 qPrintable(QString("cells %1, all pairs %2")
                                .arg(fluid.potentialEnergy(), 0, 'g', 17)
                                .arg(reference, 0, 'g', 17)));
    }

    // With U, the virial and the atoms' energies computed only every fifth step, the run is the
    // same to the bit, and read between those steps (or after setState) they are computed then,
    // equal to the bit to those of a fluid that computes them every step. The gas's pairs are
    // added in rounds, the liquid's atom by atom.
    void energiesBetweenTheirStepsAreThoseOfEveryStep_data() { cellListsFindEveryPair_data(); }

    void energiesBetweenTheirStepsAreThoseOfEveryStep()
    {
        QFETCH(double, density);
        QFETCH(double, kT);
        LennardJonesFluid everyStep(LennardJonesSettings{}, 3);
        everyStep.populate(900, density, kT);
        LennardJonesFluid everyFifth = everyStep;
        everyFifth.setEnergyInterval(5);
        const auto compare = [&](const LennardJonesFluid& fluid, const char* when) {
            QVERIFY2(fluid.x().size() == everyStep.x().size() &&
                         std::equal(fluid.x().begin(), fluid.x().end(), everyStep.x().begin()) &&
                         std::equal(fluid.vy().begin(), fluid.vy().end(), everyStep.vy().begin()),
                     when);
            QVERIFY2(fluid.potentialEnergy() == everyStep.potentialEnergy(),
                     qPrintable(QString("%1: U %2, every step %3")
                                    .arg(when)
                                    .arg(fluid.potentialEnergy(), 0, 'g', 17)
                                    .arg(everyStep.potentialEnergy(), 0, 'g', 17)));
            QVERIFY2(fluid.virial() == everyStep.virial(), when);
            QVERIFY2(std::ranges::equal(fluid.atomEnergy(), everyStep.atomEnergy()), when);
        };
        // Another fluid at the same step count, its energies asked for (and kept) there.
        LennardJonesFluid restored(LennardJonesSettings{}, 99);
        restored.setEnergyInterval(5);
        restored.populate(900, density, kT);
        for (int k = 0; k < 203; ++k) {
            everyStep.step(0.002);
            everyFifth.step(0.002);
            restored.step(0.002);
        }
        QVERIFY(everyStep.neighbourListBuilds() > 2);
        QVERIFY(!everyFifth.energiesAreCurrent());
        compare(everyFifth, "between the steps that compute them");
        compare(everyFifth, "asked again");
        QVERIFY(restored.potentialEnergy() != everyStep.potentialEnergy());
        restored.setState(everyFifth.state());
        compare(restored, "after setState");
        for (int k = 0; k < 2; ++k) {
            everyStep.step(0.002);
            everyFifth.step(0.002);
            restored.step(0.002);
        }
        QVERIFY(everyFifth.energiesAreCurrent());
        compare(everyFifth, "on a step that computes them");
        compare(restored, "restored, on a step that computes them");
    }

    // The pair terms eight at a time (AVX-512, PackedPairTerms.h) and the compiler's loop: the
    // same run to the bit, forces and energies, for a gas (pairs in rounds), a liquid (atom by
    // atom) and the shifted potential. Where the processor has no AVX-512 both take the loop.
    void packedPairTermsAreTheLoopsBits_data()
    {
        QTest::addColumn<double>("density");
        QTest::addColumn<bool>("shifted");
        QTest::newRow("gas, n = 0.1") << 0.1 << false;
        QTest::newRow("liquid, n = 0.7") << 0.7 << false;
        QTest::newRow("liquid, shifted") << 0.7 << true;
    }

    void packedPairTermsAreTheLoopsBits()
    {
        QFETCH(double, density);
        QFETCH(bool, shifted);
        LennardJonesSettings settings;
        settings.shifted = shifted;
        LennardJonesFluid packed(settings, 8);
        packed.setEnergyInterval(3);
        packed.populate(700, density, 1.2);
        LennardJonesFluid loop = packed;
        loop.setPackedPairTerms(false);
        for (int k = 0; k < 301; ++k) {
            packed.step(0.003);
            loop.step(0.003);
        }
        QVERIFY(loop.neighbourListBuilds() > 2);
        QVERIFY(std::ranges::equal(packed.x(), loop.x()));
        QVERIFY(std::ranges::equal(packed.y(), loop.y()));
        QVERIFY(std::ranges::equal(packed.vx(), loop.vx()));
        QVERIFY(std::ranges::equal(packed.vy(), loop.vy()));
        // Between the steps that compute them (301 is not a multiple of 3), then on one.
        for (int k = 0; k < 2; ++k) {
            QVERIFY2(packed.potentialEnergy() == loop.potentialEnergy(),
                     qPrintable(QString("U %1 packed, %2 loop")
                                    .arg(packed.potentialEnergy(), 0, 'g', 17)
                                    .arg(loop.potentialEnergy(), 0, 'g', 17)));
            QVERIFY(packed.virial() == loop.virial());
            QVERIFY(std::ranges::equal(packed.atomEnergy(), loop.atomEnergy()));
            packed.step(0.003);
            loop.step(0.003);
        }
        QVERIFY(packed.energiesAreCurrent());
    }

    void velocityVerletConservesEnergyAndMomentum()
    {
        LennardJonesSettings settings;
        settings.thermostatTime = 0.0;
        settings.shifted = true;  // no energy jumps at the cut-off: what is left is Verlet's
        LennardJonesFluid fluid(settings, 5);
        fluid.populate(1000, 0.3, 0.8);
        const double e0 = fluid.kineticEnergy() + fluid.potentialEnergy();
        const double k0 = fluid.kineticEnergy();
        double worst = 0.0;
        for (int k = 0; k < 2000; ++k) {
            fluid.step(0.002);
            worst = std::max(worst,
                             std::abs(fluid.kineticEnergy() + fluid.potentialEnergy() - e0));
        }
        QVERIFY(fluid.isFinite());
        QVERIFY2(worst < 5e-4 * k0, qPrintable(QString("max |ΔE|/K₀ = %1").arg(worst / k0)));
        QVERIFY(std::abs(fluid.momentumX()) < 1e-10 && std::abs(fluid.momentumY()) < 1e-10);
    }

    void thermostatReachesTarget()
    {
        LennardJonesSettings settings;
        settings.targetTemperature = 0.45;
        settings.thermostatTime = 0.1;
        LennardJonesFluid fluid(settings, 8);
        fluid.populate(800, 0.1, 2.0);
        double sum = 0.0;
        int samples = 0;
        for (int k = 0; k < 3000; ++k) {
            fluid.step(0.005);
            if (k >= 2000) {
                sum += fluid.temperature();
                ++samples;
            }
        }
        const double mean = sum / samples;
        QVERIFY2(std::abs(mean / 0.45 - 1.0) < 0.03, qPrintable(QString("⟨kT⟩ = %1").arg(mean)));
    }

    void radialDistributionOfHotGas()
    {
        LennardJonesSettings settings;
        settings.targetTemperature = 5.0;
        settings.rdfInterval = 2;
        LennardJonesFluid fluid(settings, 13);
        fluid.populate(2000, 0.05, 5.0);
        for (int k = 0; k < 300; ++k)
            fluid.step(0.002);
        fluid.resetRdf();
        for (int k = 0; k < 2000; ++k)
            fluid.step(0.002);
        const std::vector<double> r = fluid.rdfRadii(), g = fluid.rdf();
        double outer = 0.0;
        int outerBins = 0;
        for (std::size_t b = 0; b < r.size(); ++b) {
            if (r[b] < 0.8)
                QVERIFY2(g[b] < 0.02, qPrintable(QString("g(%1) = %2").arg(r[b]).arg(g[b])));
            if (r[b] > 1.5) {
                outer += g[b];
                ++outerBins;
            }
        }
        outer /= outerBins;
        QVERIFY2(std::abs(outer - 1.0) < 0.1, qPrintable(QString("⟨g⟩(1.5σ…2.5σ) = %1").arg(outer)));
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestLennardJones)
#include "test_lennard_jones.moc"
