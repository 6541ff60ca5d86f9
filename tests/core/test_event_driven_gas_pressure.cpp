// SPDX-License-Identifier: GPL-3.0-or-later
// The exact hard-disk gas (EventDrivenGas) against published equations of state: at area
// fraction 0.2 (4 096 disks in a periodic box, so that no wall takes area away from the centres
// and the collision virial gives the bulk pressure), Z = PA/(NkT) is within 0.5 % of Henderson's
// equation of state (Mol. Phys. 30, 971 (1975)) and of the tenth-order virial series (Clisby &
// McCoy 2006), neither of which it was fitted to, and far from the ideal gas and the second
// virial term; the counted mean free time agrees with Enskog's. A long physics validation
// (4.4·10⁶ collisions, label long).
#include <particlelab/collision/EventDrivenGas.h>
#include <particlelab/collision/HardDiskEquationOfState.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cmath>
#include <numbers>

using namespace pl;

class TestEventDrivenGasPressure : public QObject {
    Q_OBJECT

private slots:
    void compressibilityAtAFifthOfTheArea()
    {
        // Periodic: the virial pressure is the bulk's, and every centre has the whole area.
        const int count = 4096;
        const double eta0 = 0.2;
        EventDrivenGas gas(11);
        EventDrivenBox box;
        box.width = box.height = std::sqrt(count * std::numbers::pi / eta0);  // radius 1
        box.walls = EventDrivenBox::Walls::Periodic;
        gas.reset(box);
        QVERIFY(gas.fillLattice(count, 1.0, 1.0, 1.0));
        gas.advanceCollisions(400000);  // ~200 per disk: the lattice has melted
        gas.resetCounters();
        gas.advanceCollisions(4000000);
        const double eta = gas.areaFraction();
        const double z = gas.virialCompressibility();
        const double henderson = hendersonHardDiskCompressibility(eta);
        const double series = virialSeriesHardDiskCompressibility(eta);
        qInfo("η = %.4f: Z = %.5f, Henderson %.5f (%+.3f %%), virial series %.5f (%+.3f %%); "
              "mean free path %.4f r, mean free time %.4f s",
              eta, z, henderson, 100.0 * (z / henderson - 1.0), series,
              100.0 * (z / series - 1.0), gas.meanFreePath(), gas.meanFreeTime());
        QVERIFY(std::abs(z / henderson - 1.0) < 0.005);
        QVERIFY(std::abs(z / series - 1.0) < 0.005);
        // The ideal gas (Z = 1) and the second virial term alone (1 + 2η) are far off: the test
        // tells the exact equation of state from its crude forms.
        QVERIFY(std::abs(z / (1.0 + 2.0 * eta) - 1.0) > 0.02);
        // Kinetic theory's collision rate, Enskog-corrected: a mean free time τ = 1 / (2√π n d
        // χ √(kT/m)) (Chapman & Cowling ch. 16, in 2D) checks the counted collisions.
        const double n = gas.size() / (gas.state().box.width * gas.state().box.height);
        const double tau = 1.0 / (2.0 * std::sqrt(std::numbers::pi) * n * 2.0 *
                                  hardDiskContactValue(eta) * std::sqrt(gas.temperature()));
        qInfo("mean free time counted %.5f s, Enskog %.5f s", gas.meanFreeTime(), tau);
        QVERIFY(std::abs(gas.meanFreeTime() / tau - 1.0) < 0.02);
    }

};

PARTICLELAB_TEST_GUILESS_MAIN(TestEventDrivenGasPressure)
#include "test_event_driven_gas_pressure.moc"
