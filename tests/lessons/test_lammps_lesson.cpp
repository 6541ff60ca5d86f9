// SPDX-License-Identifier: GPL-3.0-or-later
// Handing the Lennard-Jones and gas lessons to LAMMPS and reading its runs back:
//  * the exported deck and data file for a fixed seed are byte-for-byte those committed under
//    tests/lessons/data/ (lennard-jones, 64 atoms, seed 7; ideal-gas, 24 + 4 disks, seed 7);
//  * after a run, the data file reads back with every position and velocity bit-identical to the
//    lesson's state (by atom id), for both lessons; the gas's WCA σ reproduce the disk diameters
//    through the Barker–Henderson diameter (1e-12) and its walls sit one radius inside the box;
//  * the lammps-run lesson reads a dump and log written here from a ParticleLab run: per frame
//    its U/N, P and kT equal those of the run at that step (1e-12 relative: only the summation
//    order differs), the log's averages are those of the written column;
//  * a truncated dump or log is refused by reset() with "file:line: what is wrong";
//  * the lennard-jones lesson reports P + ΔP = pressure_with_tail and time averages with errors;
//  * with LAMMPS installed (else skipped): 2 000 atoms at ρ = 0.1σ⁻², kT = 1ε, Berendsen τ = 1,
//    Δt = 0.005, exported at t = 0 and run 22 000 steps by LAMMPS and by ParticleLab. After 10
//    σ√(m/ε) of equilibration, the means of U/N and P (samples every 10 steps: ParticleLab's
//    own, LAMMPS's thermo rows) agree within 3 combined standard errors √(e₁² + e₂²), each error
//    from block averaging (core/statistics/BlockAverage.h). Every dump frame's U/N and P,
//    recomputed by ParticleLab, equal LAMMPS's log row of the same step to its 8 printed digits.
#include "RequiredTool.h"
#include "LammpsFrames.h"
#include "Registry.h"
#include "framework/LessonSession.h"
#include "ideal_gas/IdealGasLesson.h"
#include "lammps/LammpsExport.h"
#include "lammps/LammpsRunLesson.h"
#include "lennard_jones/LennardJonesLesson.h"

#include <particlelab/io/LammpsDump.h>
#include <particlelab/io/LammpsInput.h>
#include <particlelab/io/LammpsLog.h>

#include <QtTest/QtTest>

#include "LessonTestHelpers.h"
#include "TestRegistry.h"

#include <cmath>
#include <cstring>
#include <fstream>
#include <sstream>

using namespace pl;
using pl::test::lessonSession;

namespace {

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

std::string readText(const QString& path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeText(const QString& path, const std::string& text)
{
    std::ofstream out(path.toStdString(), std::ios::binary);
    out << text;
}

// The lesson's atoms as a dump frame at the fluid's own step count.
LammpsFrame frameOf(const LennardJonesFluid& fluid)
{
    return test::lammpsFrameOf(fluid, fluid.steps());
}

std::string number(double v) { return roundTripText(v); }

double relativeGap(double a, double b) { return std::abs(a - b) / std::max(std::abs(b), 1e-300); }

} // namespace

class TestLammpsLesson : public QObject {
    Q_OBJECT

private slots:
    void exportedDeckIsStable_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("settings");
        QTest::addColumn<QString>("reference");
        QTest::newRow("lennard-jones") << "lennard-jones" << "count=64,seed=7" << "lammps-lj-seed7";
        QTest::newRow("ideal-gas") << "ideal-gas"
                                   << "count=24,count2=4,box_width=16,box_height=12,seed=7,"
                                      "initial_speeds=maxwell"
                                   << "lammps-gas-seed7";
    }

    void exportedDeckIsStable()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, settings);
        QFETCH(QString, reference);
        LessonSession s = lessonSession(lesson.toStdString());
        for (const QString& pair : settings.split(',')) {
            const QStringList kv = pair.split('=');
            QVERIFY(!s.set(kv[0].toStdString(), kv[1].toStdString()));
        }
        QVERIFY(!s.reset());
        QTemporaryDir dir;
        QCOMPARE(exportToLammps(s.lesson(), dir.path().toStdString()), std::string());
        for (const char* file : {lammpsFiles::deck, lammpsFiles::data}) {
            const QString expected = QFINDTESTDATA("lessons/data/" + reference + "/" + file);
            QVERIFY2(!expected.isEmpty(), file);
            QVERIFY2(readText(dir.path() + "/" + file) == readText(expected),
                     qPrintable(QString("%1 differs from %2").arg(file, expected)));
        }
    }

    void dataRoundTripsExactly()
    {
        LessonSession lj = lessonSession("lennard-jones");
        QVERIFY(!lj.set("count", "500"));
        QVERIFY(!lj.reset());
        for (int k = 0; k < 200; ++k)
            lj.step();
        QTemporaryDir dir;
        QCOMPARE(exportToLammps(lj.lesson(), dir.path().toStdString()), std::string());
        LammpsDataAtoms atoms;
        auto error = readLammpsData((dir.path() + "/particlelab.data").toStdString(), atoms);
        QVERIFY2(!error, error ? error->message().c_str() : "");
        const auto& fluid = dynamic_cast<const LennardJonesLesson&>(lj.lesson()).fluid();
        QVERIFY(sameBits(atoms.xhi, fluid.boxSide()));
        QCOMPARE(atoms.id.size(), fluid.size());
        for (std::size_t i = 0; i < fluid.size(); ++i) {
            const std::size_t id = fluid.ids()[i];
            QVERIFY(sameBits(atoms.x[id], fluid.x()[i]) && sameBits(atoms.y[id], fluid.y()[i]));
            QVERIFY(sameBits(atoms.vx[id], fluid.vx()[i]) && sameBits(atoms.vy[id], fluid.vy()[i]));
        }

        LessonSession gasSession = lessonSession("ideal-gas");
        QVERIFY(!gasSession.set("count", "200"));
        QVERIFY(!gasSession.set("count2", "10"));
        QVERIFY(!gasSession.reset());
        for (int k = 0; k < 50; ++k)
            gasSession.step();
        const auto& gasLesson = dynamic_cast<const IdealGasLesson&>(gasSession.lesson());
        const auto system = lammpsSystemOf(gasLesson);
        QVERIFY(std::holds_alternative<LammpsSystem>(system));
        const LammpsSystem& s = std::get<LammpsSystem>(system);
        QCOMPARE(writeLammpsInput(s, dir.path().toStdString()), std::string());
        error = readLammpsData((dir.path() + "/particlelab.data").toStdString(), atoms);
        QVERIFY2(!error, error ? error->message().c_str() : "");
        const DiskGas& gas = gasLesson.gas();
        QCOMPARE(atoms.id.size(), gas.size());
        for (std::size_t id = 0; id < gas.size(); ++id) {
            const std::size_t slot = gas.slotOf(id);
            QCOMPARE(atoms.type[id], gas.species()[slot] + 1);
            QVERIFY(sameBits(atoms.x[id], gas.x()[slot]) && sameBits(atoms.vy[id], gas.vy()[slot]));
            QVERIFY(sameBits(atoms.masses[static_cast<std::size_t>(atoms.type[id] - 1)],
                             gas.mass()[slot]));
        }
        // WCA: the Barker–Henderson diameter of each pair is the sum of the radii.
        QCOMPARE(s.pairs.size(), std::size_t{3});
        for (const LammpsPairCoefficients& p : s.pairs) {
            const double d = s.types[static_cast<std::size_t>(p.typeI - 1)].wallDistance +
                             s.types[static_cast<std::size_t>(p.typeJ - 1)].wallDistance;
            QVERIFY(relativeGap(p.sigma * wcaBarkerHendersonDiameter(), d) < 1e-12);
            QVERIFY(relativeGap(p.cutoff, std::pow(2.0, 1.0 / 6.0) * p.sigma) < 1e-12);
            QVERIFY(sameBits(p.epsilon, gas.temperature()));
        }
        QVERIFY(s.shiftedPotential && !s.periodic);
        QCOMPARE(s.types[0].wallDistance, 0.5);
        QVERIFY(wcaBarkerHendersonDiameter() > 1.0 && wcaBarkerHendersonDiameter() < 2.0 / 1.9);

        QVERIFY(std::holds_alternative<std::string>(lammpsSystemOf(*createLesson("pendulum"))));
    }

    void importsADumpWrittenHere()
    {
        LessonSession lj = lessonSession("lennard-jones");
        QVERIFY(!lj.set("count", "400"));
        QVERIFY(!lj.reset());
        const auto& fluid = dynamic_cast<const LennardJonesLesson&>(lj.lesson()).fluid();
        std::string dump;
        std::string log = "timestep 0.005\nStep Time Temp PotEng KinEng TotEng Press\n";
        std::vector<double> potential, pressure, temperature;
        for (int frame = 0; frame < 40; ++frame) {
            if (frame > 0)
                for (int k = 0; k < 25; ++k)
                    lj.step();
            appendLammpsDumpFrame(frameOf(fluid), dump);
            const double n = static_cast<double>(fluid.size());
            potential.push_back(fluid.potentialEnergy() / n);
            pressure.push_back(fluid.pressure());
            temperature.push_back(fluid.temperature());
            log += std::to_string(fluid.steps()) + " " + number(fluid.time()) + " " +
                   number(temperature.back()) + " " + number(potential.back()) + " " +
                   number(fluid.kineticEnergy() / n) + " " +
                   number(potential.back() + fluid.kineticEnergy() / n) + " " +
                   number(pressure.back()) + "\n";
        }
        log += "Loop time of 1 on 1 procs for 975 steps with 400 atoms\n";
        QTemporaryDir dir;
        const QString dumpPath = dir.path() + "/run.lammpstrj", logPath = dir.path() + "/log.lammps";
        writeText(dumpPath, dump);
        writeText(logPath, log);

        LessonSession run = lessonSession("lammps-run");
        QVERIFY(!run.set("dump", dumpPath.toStdString()));
        QVERIFY(!run.set("log", logPath.toStdString()));
        const auto error = run.reset();
        QVERIFY2(!error, error ? error->c_str() : "");
        const auto& lesson = dynamic_cast<const LammpsRunLesson&>(run.lesson());
        QCOMPARE(lesson.frameCount(), std::size_t{40});
        for (std::size_t frame = 0; frame < 40; ++frame) {
            QCOMPARE(lesson.frameIndex(), frame);
            const auto m = run.lesson().measurements();
            QVERIFY(relativeGap(measurementNumber(m, "potential_energy"), potential[frame]) < 1e-12);
            QVERIFY(relativeGap(measurementNumber(m, "pressure"), pressure[frame]) < 1e-12);
            QVERIFY(relativeGap(measurementNumber(m, "temperature"), temperature[frame]) < 1e-12);
            QCOMPARE(run.lesson().time(), 0.005 * 25.0 * static_cast<double>(frame));
            run.step();
        }
        QVERIFY(run.lesson().finished());
        const auto m = run.lesson().measurements();
        double mean = 0.0;
        for (double p : pressure)
            mean += p / static_cast<double>(pressure.size());
        QVERIFY(relativeGap(measurementNumber(m, "log_pressure_mean"), mean) < 1e-12);
        QVERIFY(relativeGap(measurementNumber(m, "pressure_mean"), mean) < 1e-12);
        QVERIFY(measurementNumber(m, "pressure_error") > 0.0);
        // The charts carry the log's points beside the recomputed ones.
        QCOMPARE(run.chartData().points("pressure", "lammps").size(), std::size_t{40});
        QVERIFY(!run.chartData().points("rdf", "g").empty());
        QVERIFY(!run.chartData().points("speed_histogram", "measured").empty());
    }

    void truncatedFilesAreRefused()
    {
        LessonSession lj = lessonSession("lennard-jones");
        QVERIFY(!lj.set("count", "100"));
        QVERIFY(!lj.reset());
        const auto& fluid = dynamic_cast<const LennardJonesLesson&>(lj.lesson()).fluid();
        std::string dump;
        appendLammpsDumpFrame(frameOf(fluid), dump);
        lj.step();
        appendLammpsDumpFrame(frameOf(fluid), dump);
        // Keep the second frame's 9 header lines and 30 of its 100 rows (lines 110 … 148): the
        // 31st row, line 149, is missing.
        std::size_t cut = 0;
        for (int line = 0; line < 109 + 9 + 30; ++line)
            cut = dump.find('\n', cut) + 1;
        QTemporaryDir dir;
        const QString path = dir.path() + "/cut.lammpstrj";
        writeText(path, dump.substr(0, cut));
        LessonSession run = lessonSession("lammps-run");
        QVERIFY(!run.set("dump", path.toStdString()));
        auto error = run.reset();
        QVERIFY(error);
        const std::string expected = path.toStdString() + ":149: the file ends after 30 of 100 atoms";
        QVERIFY2(error->find(expected) != std::string::npos, error->c_str());

        const QString logPath = dir.path() + "/log.lammps";
        writeText(path, dump);
        writeText(logPath, "Step Temp PotEng\n0 1.0 -0.2\n10 1.1 -0.3\n20 1.0");
        QVERIFY(!run.set("log", logPath.toStdString()));
        error = run.reset();
        QVERIFY(error);
        QVERIFY2(error->find(logPath.toStdString() + ":4: a thermo row with 2 values") !=
                     std::string::npos,
                 error->c_str());
    }

    void lennardJonesReportsPressureAndAverages()
    {
        LessonSession lj = lessonSession("lennard-jones");
        QVERIFY(!lj.set("count", "400"));
        QVERIFY(!lj.set("equilibration", "1"));
        QVERIFY(!lj.reset());
        lj.advanceTo(6.0);
        const auto m = lj.lesson().measurements();
        const double p = measurementNumber(m, "pressure");
        const double tail = measurementNumber(m, "pressure_tail_correction");
        QVERIFY(tail < 0.0);  // the attraction beyond r_c lowers the pressure
        QVERIFY(relativeGap(measurementNumber(m, "pressure_with_tail"), p + tail) < 1e-14);
        QVERIFY(measurementNumber(m, "average_samples") >= 90);
        for (const char* id : {"pressure", "potential_energy", "temperature"}) {
            const double mean = measurementNumber(m, std::string(id) + "_mean");
            const double error = measurementNumber(m, std::string(id) + "_error");
            QVERIFY2(std::isfinite(mean) && error > 0.0 && error < 0.1 * std::abs(mean), id);
        }
    }

    void agreesWithLammps()
    {
        PARTICLELAB_REQUIRE_TOOLS(QStringList{QStringLiteral("lmp")}, "the comparison with LAMMPS is not run");
        const QString lmp = pl::test::findTool("lmp");
        const int steps = 22000;
        LessonSession lj = lessonSession("lennard-jones");
        for (const auto& [k, v] : {std::pair{"count", "2000"}, {"density", "0.1"},
                                   {"temperature", "1"}, {"initial_temperature", "1"},
                                   {"thermostat_time", "1"}, {"dt", "0.005"}, {"seed", "3"},
                                   {"equilibration", "10"}})  // σ√(m/ε) = 2 000 steps
            QVERIFY(!lj.set(k, v));
        QVERIFY(!lj.reset());
        QTemporaryDir dir;
        QCOMPARE(exportToLammps(lj.lesson(), dir.path().toStdString()), std::string());

        QProcess process;
        process.setWorkingDirectory(dir.path());
        process.start(lmp, {"-in", lammpsFiles::deck, "-var", "nsteps", QString::number(steps),
                            "-var", "thermo_every", "10", "-var", "dump_every", "2000",
                            "-screen", "none"});
        // ParticleLab's own run meanwhile.
        for (int k = 0; k < steps; ++k)
            lj.step();
        QVERIFY(process.waitForFinished(300000));
        QCOMPARE(process.exitCode(), 0);

        LessonSession run = lessonSession("lammps-run");
        QVERIFY(!run.set("dump", (dir.path() + "/dump.lammpstrj").toStdString()));
        QVERIFY(!run.set("log", (dir.path() + "/log.lammps").toStdString()));
        QVERIFY(!run.set("equilibration", "10"));
        const auto error = run.reset();
        QVERIFY2(!error, error ? error->c_str() : "");

        // Every frame recomputed by ParticleLab equals LAMMPS's log row of the same step.
        LammpsThermo log;
        QVERIFY(!readLammpsLog((dir.path() + "/log.lammps").toStdString(), log));
        const auto& lesson = dynamic_cast<const LammpsRunLesson&>(run.lesson());
        QCOMPARE(lesson.frameCount(), std::size_t{steps / 2000 + 1});
        while (true) {
            const auto m = run.lesson().measurements();
            const long long step = lesson.fluid().steps();
            const std::size_t row = static_cast<std::size_t>(step / 10);
            QCOMPARE((*log.column("Step"))[row], static_cast<double>(step));
            const double u = measurementNumber(m, "potential_energy");
            const double p = measurementNumber(m, "pressure");
            QVERIFY2(std::abs(u - (*log.column("PotEng"))[row]) < 1e-7 &&
                         std::abs(p - (*log.column("Press"))[row]) < 1e-7,
                     qPrintable(QString("step %1: U/N %2 vs %3, P %4 vs %5").arg(step)
                                    .arg(u, 0, 'g', 10).arg((*log.column("PotEng"))[row], 0, 'g', 10)
                                    .arg(p, 0, 'g', 10).arg((*log.column("Press"))[row], 0, 'g', 10)));
            if (run.lesson().finished())
                break;
            run.step();
        }

        const auto ours = lj.lesson().measurements();
        const auto theirs = run.lesson().measurements();
        for (const char* id : {"potential_energy", "pressure"}) {
            const double a = measurementNumber(ours, std::string(id) + "_mean");
            const double ea = measurementNumber(ours, std::string(id) + "_error");
            const double b = measurementNumber(theirs, std::string("log_") + id + "_mean");
            const double eb = measurementNumber(theirs, std::string("log_") + id + "_error");
            const double combined = std::hypot(ea, eb);
            qInfo("%s: ParticleLab %.6f ± %.6f, LAMMPS %.6f ± %.6f, |Δ| = %.2f σ", id, a, ea, b,
                  eb, std::abs(a - b) / combined);
            QVERIFY(std::isfinite(a) && std::isfinite(b) && ea > 0.0 && eb > 0.0);
            QVERIFY2(std::abs(a - b) < 3.0 * combined, id);
        }
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestLammpsLesson)
#include "test_lammps_lesson.moc"
