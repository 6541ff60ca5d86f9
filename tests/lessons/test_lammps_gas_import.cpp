// SPDX-License-Identifier: GPL-3.0-or-later
// A run of the ideal-gas lesson handed to LAMMPS and read back by the lammps-run lesson: two
// species of WCA disks in the lesson's closed box (LammpsMixtureRun.h).
//  * a two-species dump written here with known velocities gives kT = Σ m v² / (2N) exactly,
//    each atom with its own type's mass from the data file (a single mass would give 11/16 of it
//    here), and the kT of each species;
//  * a gas run exported (800 + 40 disks) and run 4 000 steps by LAMMPS (or, without `lmp`,
//    ParticleLab's own run of the same export written as a dump by the test): every frame has
//    finite energies and a positive pressure; the first frame's kT is the gas lesson's own
//    (1e-12 relative); with LAMMPS, each frame's U/N and P equal LAMMPS's log row of the same step
//    to its printed digits (2e-6 relative); g(r), edge-corrected for the walls, averages to 1
//    within 0.05 over the outer half of its range (uncorrected, the walls would pull it to ≈ 0.6).
//  * a deck without a mass for a type present is refused with the deck's name, a dump with an
//    atom of type 0 with the file and line.
#include "Registry.h"
#include "framework/LessonSession.h"
#include "ideal_gas/IdealGasLesson.h"
#include "lammps/LammpsExport.h"
#include "lammps/LammpsRunLesson.h"

#include <particlelab/io/LammpsDump.h>
#include <particlelab/io/LammpsInput.h>
#include <particlelab/io/LammpsLog.h>

#include <QtTest/QtTest>

#include "LessonTestHelpers.h"
#include "TestRegistry.h"

#include <cmath>
#include <fstream>

using namespace pl;
using pl::test::lessonSession;

namespace {

void writeText(const QString& path, const std::string& text)
{
    std::ofstream out(path.toStdString(), std::ios::binary);
    out << text;
}

double relativeGap(double a, double b) { return std::abs(a - b) / std::max(std::abs(b), 1e-300); }

// The gas's disks as a dump frame (ids = identities + 1, as the export numbers them).
LammpsFrame frameOf(const DiskGas& gas, long long step)
{
    LammpsFrame f;
    f.timestep = step;
    f.xlo = gas.box().xMin;
    f.xhi = gas.box().xMax;
    f.ylo = gas.box().yMin;
    f.yhi = gas.box().yMax;
    const std::size_t n = gas.size();
    f.id.resize(n);
    f.type.resize(n);
    f.x.resize(n);
    f.y.resize(n);
    f.vx.resize(n);
    f.vy.resize(n);
    for (std::size_t id = 0; id < n; ++id) {
        const std::size_t i = gas.slotOf(id);
        f.id[id] = static_cast<long long>(id + 1);
        f.type[id] = gas.species()[i] + 1;
        f.x[id] = gas.x()[i];
        f.y[id] = gas.y()[i];
        f.vx[id] = gas.vx()[i];
        f.vy[id] = gas.vy()[i];
    }
    return f;
}

} // namespace

class TestLammpsGasImport : public QObject {
    Q_OBJECT

private slots:
    void twoSpeciesTemperatureIsExact()
    {
        QTemporaryDir dir;
        LammpsSystem s;
        s.title = "two species";
        s.xlo = s.ylo = 0.0;
        s.xhi = 10.0;
        s.yhi = 8.0;
        s.periodic = false;
        s.types = {{"light", 1.0, 0.5}, {"heavy", 4.0, 1.0}};
        s.type = {1, 1, 2, 2};
        s.x = {2.0, 5.0, 3.0, 7.0};
        s.y = {2.0, 2.0, 6.0, 5.0};
        s.vx = {1.0, 0.0, 0.5, -1.0};
        s.vy = {0.0, 2.0, 0.5, 0.0};
        s.globalCutoff = 2.0;
        s.shiftedPotential = true;
        s.pairs = {{1, 1, 1.0, 0.9, 1.0}, {1, 2, 1.0, 1.4, 1.6}, {2, 2, 1.0, 1.8, 2.0}};
        QCOMPARE(writeLammpsInput(s, dir.path().toStdString()), std::string());
        writeText(dir.path() + "/dump.lammpstrj",
                  "ITEM: TIMESTEP\n0\nITEM: NUMBER OF ATOMS\n4\nITEM: BOX BOUNDS ff ff pp\n"
                  "0 10\n0 8\n-0.5 0.5\nITEM: ATOMS id type x y vx vy\n"
                  "1 1 2 2 1 0\n2 1 5 2 0 2\n3 2 3 6 0.5 0.5\n4 2 7 5 -1 0\n");
        LessonSession run = lessonSession("lammps-run");
        QVERIFY(!run.set("dump", (dir.path() + "/dump.lammpstrj").toStdString()));
        const auto error = run.reset();
        QVERIFY2(!error, error ? error->c_str() : "");
        const auto m = run.lesson().measurements();
        // Σ m v² = 1·1 + 1·4 + 4·0.5 + 4·1 = 11 over 2N = 8 degrees of freedom (closed box).
        QCOMPARE(measurementNumber(m, "temperature"), 11.0 / 8.0);
        QCOMPARE(measurementNumber(m, "temperature_type1"), 5.0 / 4.0);
        QCOMPARE(measurementNumber(m, "temperature_type2"), 6.0 / 4.0);
        // No pair is within its cut-off: U = 0, P = K/A.
        QCOMPARE(measurementNumber(m, "potential_energy"), 0.0);
        QCOMPARE(measurementNumber(m, "pressure"), 5.5 / 80.0);

        // A deck that names no mass for type 2 (and no data file) is refused, naming the deck.
        writeText(dir.path() + "/in.particlelab",
                  "boundary f f p\nmass 1 1.0\npair_style lj/cut 2.0\npair_coeff 1 1 1 1\n"
                  "pair_coeff 2 2 1 1\n");
        LessonSession bad = lessonSession("lammps-run");
        QVERIFY(!bad.set("dump", (dir.path() + "/dump.lammpstrj").toStdString()));
        const auto refused = bad.reset();
        QVERIFY(refused);
        QVERIFY2(refused->find("in.particlelab") != std::string::npos &&
                     refused->find("no mass for atom type 2") != std::string::npos,
                 refused->c_str());
    }

    void atomTypeZeroIsRefused()
    {
        QTemporaryDir dir;
        writeText(dir.path() + "/dump.lammpstrj",
                  "ITEM: TIMESTEP\n0\nITEM: NUMBER OF ATOMS\n2\nITEM: BOX BOUNDS ff ff pp\n"
                  "0 10\n0 8\n-0.5 0.5\nITEM: ATOMS id type x y vx vy\n"
                  "1 1 2 2 1 0\n2 0 5 2 0 2\n");
        LessonSession run = lessonSession("lammps-run");
        QVERIFY(!run.set("dump", (dir.path() + "/dump.lammpstrj").toStdString()));
        const auto refused = run.reset();
        QVERIFY(refused);
        QVERIFY2(refused->find("dump.lammpstrj:11: the atom type '0'") != std::string::npos,
                 refused->c_str());
    }

    void gasRunRoundTrip()
    {
        const int steps = 4000, every = 200;
        LessonSession gasSession = lessonSession("ideal-gas");
        for (const auto& [k, v] : {std::pair{"count", "800"}, {"count2", "40"}, {"seed", "5"}})
            QVERIFY(!gasSession.set(k, v));
        const auto refused = gasSession.reset();
        QVERIFY2(!refused, refused ? refused->c_str() : "");
        const auto& gasLesson = dynamic_cast<const IdealGasLesson&>(gasSession.lesson());
        const double exportedKT = gasLesson.gas().temperature();
        QTemporaryDir dir;
        LammpsExportOptions options;
        options.runSteps = steps;
        options.thermoEvery = every;
        options.dumpEvery = every;
        QCOMPARE(exportToLammps(gasLesson, dir.path().toStdString(), options), std::string());

        const QString lmp = QStandardPaths::findExecutable("lmp");
        if (!lmp.isEmpty()) {
            QProcess process;
            process.setWorkingDirectory(dir.path());
            process.start(lmp, {"-in", lammpsFiles::deck, "-screen", "none"});
            QVERIFY(process.waitForFinished(300000));
            QCOMPARE(process.exitCode(), 0);
        } else {
            qInfo("lmp not installed: ParticleLab's own run of the gas is written as the dump");
            std::string dump;
            for (int frame = 0; frame <= steps / every; ++frame) {
                if (frame > 0)
                    for (int k = 0; k < every; ++k)
                        gasSession.step();
                appendLammpsDumpFrame(frameOf(gasLesson.gas(), frame * every), dump);
            }
            writeText(dir.path() + "/dump.lammpstrj", dump);
        }

        LessonSession run = lessonSession("lammps-run");
        QVERIFY(!run.set("dump", (dir.path() + "/dump.lammpstrj").toStdString()));
        if (!lmp.isEmpty())
            QVERIFY(!run.set("log", (dir.path() + "/log.lammps").toStdString()));
        const auto error = run.reset();
        QVERIFY2(!error, error ? error->c_str() : "");
        const auto& lesson = dynamic_cast<const LammpsRunLesson&>(run.lesson());
        QCOMPARE(lesson.frameCount(), std::size_t{steps / every + 1});
        QVERIFY(relativeGap(measurementNumber(lesson.measurements(), "temperature"), exportedKT) <
                1e-12);

        LammpsThermo log;
        if (!lmp.isEmpty())
            QVERIFY(!readLammpsLog((dir.path() + "/log.lammps").toStdString(), log));
        for (std::size_t frame = 0;; ++frame) {
            const auto m = lesson.measurements();
            const double u = measurementNumber(m, "potential_energy");
            const double e = measurementNumber(m, "total_energy");
            const double p = measurementNumber(m, "pressure");
            QVERIFY(std::isfinite(u) && u >= 0.0 && std::isfinite(e) && e > u);
            QVERIFY(std::isfinite(p) && p > 0.0);
            if (!lmp.isEmpty()) {
                const std::size_t row = frame;  // thermo and dump both every `every` steps
                QCOMPARE((*log.column("Step"))[row], static_cast<double>(frame * every));
                QVERIFY(std::abs(u - (*log.column("PotEng"))[row]) <= 2e-6 * std::max(u, 1e-3));
                QVERIFY(relativeGap(p, (*log.column("Press"))[row]) < 2e-6);
                // LAMMPS's Temp counts 2N − 2 degrees of freedom, the walled gas's kT 2N
                // (lammps-run.md): Temp = kT·N/(N − 1), N = 840 disks.
                const double kT = measurementNumber(m, "temperature"), n = 840.0;
                QVERIFY2(relativeGap((*log.column("Temp"))[row], kT * n / (n - 1.0)) < 2e-6,
                         qPrintable(QString("Temp %1, kT %2").arg((*log.column("Temp"))[row]).arg(kT)));
            }
            if (lesson.finished())
                break;
            run.step();
        }
        ChartData charts;
        lesson.record(charts);
        const std::vector<ChartPoint>& g = charts.points("rdf", "g");
        QVERIFY(g.size() >= 20);
        double outer = 0.0;
        int bins = 0;
        for (std::size_t k = g.size() / 2; k < g.size(); ++k, ++bins)
            outer += g[k].y;
        outer /= bins;
        qInfo("g(r) averaged over the outer half of its range: %.4f", outer);
        QVERIFY2(std::abs(outer - 1.0) < 0.05, qPrintable(QString::number(outer)));
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestLammpsGasImport)
#include "test_lammps_gas_import.moc"
