// SPDX-License-Identifier: GPL-3.0-or-later
// Shadow energies from the series of backward error analysis (ModifiedEnergy.h), measured
// against the runs they describe:
//  * the pendulum (θ₀ = 1.5 rad, 50 s, velocity Verlet at Δt = 0.2, 0.1, 0.05 s): the range over
//    which H swings shrinks at order 2 ± 0.1 in Δt, the range of H̃ = H + Δt²[(1/12)vᵀ∇²U v −
//    (1/24)FᵀM⁻¹F] at order 4 ± 0.3 (a wrong coefficient, 1/12 made 1/6, leaves order 2);
//    symplectic Euler's first-order H̃ = H + ½Δt F·v swings at order 2 where H swings at order 1;
//  * Lennard-Jones (100 atoms, shifted potential, no thermostat, velocity Verlet, Δt = 0.005 and
//    0.0025 over 5 s): H̃ from the fluid's extra pass over its pairs swings at least 10 times
//    less than H (not at a higher order: the cut-off's force jump sets a floor); its Hessian
//    term equals finite differences of the potential along v to 1e-4.
#include <particlelab/integrators/ModifiedEnergy.h>
#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/md/LennardJonesFluid.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <algorithm>
#include <cmath>

using namespace pl;

class TestShadowEnergy : public QObject {
    Q_OBJECT

private:
    struct Ranges {
        double energy;
        double shadow;
    };

    // max − min of H and of H̃ along a pendulum run of `method` (m = L = 1, g = 9.81).
    static Ranges pendulumRanges(Method method, double dt)
    {
        const double g = 9.81;
        const AccelerationFunction a = [g](const Vec& x, const Vec&, double) -> Vec {
            return Vec::Constant(1, -g * std::sin(x[0]));
        };
        ParticleState s;
        s.x = Vec::Constant(1, 1.5);
        s.v = Vec::Constant(1, 0.0);
        double eLow = 1e300, eHigh = -1e300, hLow = 1e300, hHigh = -1e300;
        const int steps = static_cast<int>(std::lround(50.0 / dt));
        for (int n = 0; n <= steps; ++n) {
            const double theta = s.x[0], omega = s.v[0];
            const double energy = 0.5 * omega * omega + g * (1.0 - std::cos(theta));
            const double shadow =
                method == Method::VelocityVerlet
                    ? pendulumVerletShadowEnergy(theta, omega, 1.0, 1.0, g, dt)
                    : symplecticEulerShadowEnergySeries(energy, -g * std::sin(theta) * omega, dt);
            eLow = std::min(eLow, energy);
            eHigh = std::max(eHigh, energy);
            hLow = std::min(hLow, shadow);
            hHigh = std::max(hHigh, shadow);
            s = step(method, a, s, dt);
        }
        return {eHigh - eLow, hHigh - hLow};
    }

private slots:
    void pendulumShadowEnergyOrders()
    {
        for (const Method method : {Method::VelocityVerlet, Method::SymplecticEuler}) {
            const Ranges coarse = pendulumRanges(method, 0.2);
            const Ranges middle = pendulumRanges(method, 0.1);
            const Ranges fine = pendulumRanges(method, 0.05);
            // Orders from the least-squares slope over the three steps (log₂ of ratios).
            const double energyOrder = 0.5 * std::log2(coarse.energy / fine.energy);
            const double shadowOrder = 0.5 * std::log2(coarse.shadow / fine.shadow);
            qInfo("%s: H swings %.3g, %.3g, %.3g J (order %.3f); H̃ %.3g, %.3g, %.3g J (order %.3f)",
                  std::string(methodInfo(method).name).c_str(), coarse.energy, middle.energy,
                  fine.energy, energyOrder, coarse.shadow, middle.shadow, fine.shadow,
                  shadowOrder);
            if (method == Method::VelocityVerlet) {
                QVERIFY(std::abs(energyOrder - 2.0) < 0.1);
                QVERIFY(std::abs(shadowOrder - 4.0) < 0.3);
            } else {
                QVERIFY(std::abs(energyOrder - 1.0) < 0.1);
                QVERIFY(std::abs(shadowOrder - 2.0) < 0.3);
            }
            // Each halving helps at every step, not only overall.
            QVERIFY(coarse.shadow > middle.shadow && middle.shadow > fine.shadow);
        }
    }

    void lennardJonesShadowEnergySwingsLess()
    {
        LennardJonesSettings settings;
        settings.shifted = true;
        settings.thermostatTime = 0.0;  // constant energy
        LennardJonesFluid melted(settings, 7);
        melted.populate(100, 0.5, 1.0);
        for (int n = 0; n < 400; ++n)  // melt the lattice
            melted.step(0.005);
        auto ranges = [&](double dt) {
            LennardJonesFluid fluid = melted;
            double eLow = 1e300, eHigh = -1e300, hLow = 1e300, hHigh = -1e300;
            const int steps = static_cast<int>(std::lround(5.0 / dt));
            for (int n = 0; n < steps; ++n) {
                fluid.step(dt);
                const double energy = fluid.kineticEnergy() + fluid.potentialEnergy();
                const LennardJonesFluid::ShadowTerms terms = fluid.shadowTerms();
                const double shadow = verletShadowEnergySeries(
                    energy, terms.velocityHessianVelocity, terms.forceSquaredOverMass, dt);
                eLow = std::min(eLow, energy);
                eHigh = std::max(eHigh, energy);
                hLow = std::min(hLow, shadow);
                hHigh = std::max(hHigh, shadow);
            }
            return Ranges{eHigh - eLow, hHigh - hLow};
        };
        const Ranges coarse = ranges(0.005), fine = ranges(0.0025);
        const double energyOrder = std::log2(coarse.energy / fine.energy);
        const double shadowOrder = std::log2(coarse.shadow / fine.shadow);
        qInfo("Lennard-Jones over 5 s: H swings %.3g, %.3g J (order %.2f); H̃ %.3g, %.3g J "
              "(order %.2f)", coarse.energy, fine.energy, energyOrder, coarse.shadow, fine.shadow,
              shadowOrder);
        // H̃ removes H's Δt² swing down to a floor that does not shrink with Δt: the force
        // jumps to 0 at the cut-off (a shifted potential is continuous, its force is not), and
        // each pair crossing it costs an error of order Δt that no smooth series describes.
        QVERIFY(coarse.shadow < 0.1 * coarse.energy);

        // The Hessian term itself, against finite differences of the potential along v:
        // vᵀ∇²U v = d²/ds² U(x + s v) at s = 0.
        const LennardJonesFluid::ShadowTerms terms = melted.shadowTerms();
        auto potentialAlong = [&](double ds) {
            std::vector<double> x(melted.size()), y(melted.size());
            for (std::size_t i = 0; i < melted.size(); ++i) {
                x[i] = melted.x()[i] + ds * melted.vx()[i];
                y[i] = melted.y()[i] + ds * melted.vy()[i];
            }
            LennardJonesFluid moved(settings, 7);
            moved.loadAtoms(melted.boxSide(), x, y, melted.vx(), melted.vy(), 0.0, 0);
            return moved.potentialEnergyByAllPairs();
        };
        const double h = 1e-4;
        const double finiteDifference =
            (potentialAlong(h) - 2.0 * potentialAlong(0.0) + potentialAlong(-h)) / (h * h);
        qInfo("vᵀ∇²U v = %.6g J/s², finite differences %.6g", terms.velocityHessianVelocity,
              finiteDifference);
        QVERIFY(std::abs(terms.velocityHessianVelocity / finiteDifference - 1.0) < 1e-4);
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestShadowEnergy)
#include "test_shadow_energy.moc"
