// SPDX-License-Identifier: GPL-3.0-or-later
// A Kepler orbit r'' = −GM r/|r|³ (GM = 1 m³/s², a = 1 m, e = 0.5, period 2π s):
//  * forward Euler gains energy every orbit and spirals out: the specific energy
//    E = ½|v|² − GM/|r| after each of 10 orbits (of the initial period) is larger than after
//    the one before, and every apocentre passage lies farther from the sun than the last;
//  * velocity Verlet (symplectic) keeps the energy error bounded over 1000 orbits: with 1000
//    steps per orbit its relative error stays below 1e-2 and the worst error of the last 100
//    orbits is no larger than 1.1 × the worst of the first 100 (no secular drift).
#include <particlelab/integrators/TestProblems.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <vector>

using namespace pl;

class TestIntegratorsKepler : public QObject {
    Q_OBJECT

private slots:
    void forwardEulerSpiralsOut()
    {
        const KeplerOrbit orbit{1.0, 1.0, 0.5};
        const AccelerationFunction a = keplerAcceleration(orbit.gm);
        const int stepsPerOrbit = 1000;
        const double dt = orbit.period() / stepsPerOrbit;
        ParticleState s = orbit.start();
        double previousEnergy = keplerEnergy(orbit.gm, s.x, s.v);
        // Distances at the apocentre passages (local maxima of |r|); the orbit's period grows
        // with its energy, so they are found from the path rather than at fixed times.
        std::vector<double> apocentres;
        double r2 = 0.0, r1 = s.x.norm();
        for (int k = 0; k < 10; ++k) {
            for (int n = 0; n < stepsPerOrbit; ++n) {
                s = step(Method::ForwardEuler, a, s, dt);
                const double r = s.x.norm();
                if (r1 > r2 && r1 > r && r2 > 0.0)
                    apocentres.push_back(r1);
                r2 = r1;
                r1 = r;
            }
            const double energy = keplerEnergy(orbit.gm, s.x, s.v);
            QVERIFY2(energy > previousEnergy,
                     qPrintable(QString("orbit %1: E = %2 after %3").arg(k).arg(energy).arg(previousEnergy)));
            previousEnergy = energy;
        }
        QVERIFY2(apocentres.size() >= 3, qPrintable(QString("%1 apocentres").arg(apocentres.size())));
        QVERIFY(apocentres.front() > orbit.semiMajorAxis * (1.0 + orbit.eccentricity));
        for (std::size_t k = 1; k < apocentres.size(); ++k)
            QVERIFY2(apocentres[k] > apocentres[k - 1],
                     qPrintable(QString("apocentre %1: %2 after %3").arg(k).arg(apocentres[k])
                                    .arg(apocentres[k - 1])));
    }

    void verletEnergyBoundedOverThousandOrbits()
    {
        const KeplerOrbit orbit{1.0, 1.0, 0.5};
        const AccelerationFunction a = keplerAcceleration(orbit.gm);
        const int stepsPerOrbit = 1000, orbits = 1000;
        const double dt = orbit.period() / stepsPerOrbit;
        ParticleState s = orbit.start();
        const double e0 = keplerEnergy(orbit.gm, s.x, s.v);
        double worst = 0.0, worstFirst = 0.0, worstLast = 0.0;
        for (int k = 0; k < orbits; ++k) {
            for (int n = 0; n < stepsPerOrbit; ++n) {
                s = step(Method::VelocityVerlet, a, s, dt);
                const double err = std::abs((keplerEnergy(orbit.gm, s.x, s.v) - e0) / e0);
                worst = std::max(worst, err);
                if (k < 100)
                    worstFirst = std::max(worstFirst, err);
                if (k >= orbits - 100)
                    worstLast = std::max(worstLast, err);
            }
        }
        qInfo("Verlet: worst relative energy error %.3g (first 100 orbits %.3g, last 100 %.3g)",
              worst, worstFirst, worstLast);
        QVERIFY2(worst < 1e-2, qPrintable(QString("worst |ΔE/E| = %1").arg(worst)));
        QVERIFY2(worstLast <= 1.1 * worstFirst,
                 qPrintable(QString("drift: last 100 orbits %1, first 100 %2").arg(worstLast).arg(worstFirst)));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestIntegratorsKepler)
#include "test_integrators_kepler.moc"
