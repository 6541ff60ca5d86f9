// SPDX-License-Identifier: GPL-3.0-or-later
// The ideal-gas lesson's pressures, driven through LessonSession as the window and the command
// line drive it; a long physics validation (label long: 76 s of the asan stage's
// test_ideal_gas_dynamics, where the event-driven and the stepped gas, the session and the studies
// are reached by test_ideal_gas_dynamics, test_ideal_gas_window and the classroom's runs):
//  * event-driven, in a box of 100 diameters: no overlap is ever found, energy stays to
//    round-off, and the walls' pressure is within 3 % of the hard-disk equation of state (Liu's
//    and Henderson's) while the ideal gas law is 35 % off;
//  * from the same initial state, the stepped pressure converges on the exact one as Δt shrinks:
//    about 9 % short at 8 Δt, within 1.5 % at ½ Δt.
#include "framework/LessonSession.h"
#include "ideal_gas/IdealGasStudies.h"

#include <particlelab/collision/HardDiskEquationOfState.h>

#include <QtTest/QtTest>

#include "LessonTestHelpers.h"
#include "TestRegistry.h"

#include <cmath>
#include <numbers>

using namespace pl;
using pl::test::lessonSession;

class TestIdealGasPressure : public QObject {
    Q_OBJECT

    static double measured(const LessonSession& s, const std::string& id)
    {
        return measurementNumber(s.lesson().measurements(), id);
    }

private slots:
    void eventDrivenPressureMeetsTheEquationOfState()
    {
        LessonSession s = lessonSession("ideal-gas");
        // The defaults' area fraction (0.196) in a box twice as large each way: the walls'
        // pressure is then within about 1 % of the bulk's (an effect of order d/L).
        for (auto [id, value] : {std::pair{"dynamics", "event-driven"}, {"count", "4000"},
                                 {"box_width", "160"}, {"box_height", "100"},
                                 {"initial_speeds", "maxwell"}, {"seed", "3"}})
            QVERIFY(!s.set(id, value));
        QVERIFY(!s.reset());
        s.advanceTo(400.0);
        const double eta = measured(s, "area_fraction");
        QVERIFY(std::abs(eta - 0.19635) < 1e-4);
        const double z = measured(s, "compressibility_measured");
        const double liu = liuHardDiskCompressibility(eta);
        qInfo("event-driven, N = 4000: Z = %.4f, Liu %.4f (%+.2f %%), Henderson %.4f, ideal 1; "
              "%g collisions",
              z, liu, 100.0 * (z / liu - 1.0), hendersonHardDiskCompressibility(eta),
              measured(s, "collisions"));
        QVERIFY(std::abs(measured(s, "pressure_eos_error") - (z / liu - 1.0)) < 1e-12);
        QVERIFY(std::abs(z / liu - 1.0) < 0.03);
        QVERIFY(std::abs(z / hendersonHardDiskCompressibility(eta) - 1.0) < 0.03);
        QVERIFY(z > 1.3);  // not the ideal gas
        // Exact: nothing overlaps at any sample, energy to round-off.
        QCOMPARE(measured(s, "overlaps_repaired_rate"), 0.0);
        QCOMPARE(measured(s, "overlapping_pairs"), 0.0);
        QVERIFY(std::abs(measured(s, "energy_drift")) < 1e-12);
        QVERIFY(measured(s, "collisions") > 1e5);
        // The collision rate of kinetic theory (Enskog's, for the bulk).
        const double rate = measured(s, "collision_rate");
        const double enskog = measured(s, "collision_rate_enskog");
        qInfo("collisions per second %.1f, Enskog %.1f", rate, enskog);
        QVERIFY(std::abs(rate / enskog - 1.0) < 0.03);
    }

    void steppedPressureConvergesOnTheExactOne()
    {
        IdealGasSettings settings;  // the lesson's defaults
        Progress progress;
        const double time = simulatedTimeForWallHits(settings, 20000.0);
        const SteppedAgainstExact run =
            compareSteppedWithExact(settings, time, {8.0, 2.0, 0.5}, progress);
        QVERIFY(!run.cancelled);
        QCOMPARE(run.stepped.size(), std::size_t{3});
        std::vector<double> error;
        for (const auto& p : run.stepped) {
            error.push_back(p.pressure / run.exactPressure - 1.0);
            qInfo("Δt = %.4f s: P = %.5f N/m, exact %.5f: %+.2f %%", p.dt, p.pressure,
                  run.exactPressure, 100.0 * error.back());
        }
        QVERIFY(error[0] < -0.05);                       // 8 Δt: far short
        QVERIFY(std::abs(error[1]) < 0.5 * std::abs(error[0]));
        QVERIFY(std::abs(error[2]) < 0.015);             // ½ Δt: within the statistics
        QVERIFY(std::abs(error[2]) < std::abs(error[0]));
        // The exact pressure itself is the hard-disk gas's: near the equation of state.
        const double eta = settings.count * std::numbers::pi * settings.radius * settings.radius /
                           (settings.boxWidth * settings.boxHeight);
        const double ideal = settings.count * settings.kT / (settings.boxWidth * settings.boxHeight);
        QVERIFY(std::abs(run.exactPressure / (ideal * liuHardDiskCompressibility(eta)) - 1.0) < 0.04);
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestIdealGasPressure)
#include "test_ideal_gas_pressure.moc"
