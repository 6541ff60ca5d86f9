// SPDX-License-Identifier: GPL-3.0-or-later
// LAMMPS files (core/io) and the physics the comparison with LAMMPS rests on:
//  * numbers written by roundTripText read back as the same double, bit for bit (10⁵ random
//    doubles over all magnitudes, plus edge cases);
//  * a data file written from a Lennard-Jones state reads back with identical box, masses,
//    positions and velocities;
//  * a dump written by appendLammpsDumpFrame reads back identically; rows in any order come back
//    in id order; `dump atom` (scaled xs ys) gives unscaled positions (1e-12);
//  * a truncated or malformed dump or log is refused with the file, the exact line and what is
//    wrong; a log with two runs joins their tables and drops the repeated step;
//  * the virial pressure equals −∂U/∂A (potential part, central difference under a uniform
//    scaling of the box, 1e-6 relative) and the 2D tail correction equals its integral
//    −(πρ²/2)∫ r²U′ dr computed by quadrature to 200σ (1e-6 relative: the part left out is 2e-8);
//  * block averaging: for an AR(1) series with φ = 0.9 (τ ≈ 19 samples) the error estimate is within 25 %
//    of the exact σ/√n·√((1 + φ)/(1 − φ)), for uncorrelated samples within 15 % of σ/√n.
#include "LammpsFrames.h"

#include <particlelab/io/LammpsDump.h>
#include <particlelab/io/LammpsInput.h>
#include <particlelab/io/LammpsLog.h>
#include <particlelab/md/LennardJonesFluid.h>
#include <particlelab/statistics/BlockAverage.h>
#include <particlelab/statistics/BlockedSeries.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <numbers>
#include <random>

using namespace pl;

namespace {

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

LammpsFrame frameOf(const LennardJonesFluid& fluid, long long timestep)
{
    return test::lammpsFrameOf(fluid, timestep);
}

std::string logText()
{
    return "LAMMPS (29 Sep 2021 - Update 2)\n"
           "timestep 0.005     # as in ParticleLab\n"
           "Step Time Temp PotEng KinEng TotEng Press \n"
           "       0            0    1.0    -0.25   0.9995   0.7495   0.09 \n"
           "     100          0.5    1.1    -0.26   1.0994   0.8394   0.10 \n"
           "Loop time of 0.1 on 1 procs for 100 steps with 2000 atoms\n"
           "\n"
           "Step Time Temp PotEng KinEng TotEng Press \n"
           "     100          0.5    1.1    -0.26   1.0994   0.8394   0.10 \n"
           "WARNING: something LAMMPS wanted to say\n"
           "     200            1    1.2    -0.27   1.1994   0.9294   0.11 \n"
           "Loop time of 0.1 on 1 procs for 100 steps with 2000 atoms\n";
}

} // namespace

class TestLammpsIo : public QObject {
    Q_OBJECT

private slots:
    void numbersRoundTripExactly()
    {
        std::mt19937_64 random(42);
        std::uniform_real_distribution<double> exponent(-300.0, 300.0);
        std::normal_distribution<double> mantissa(0.0, 1.0);
        for (int k = 0; k < 100000; ++k) {
            const double v = mantissa(random) * std::pow(10.0, exponent(random));
            const auto back = parseNumber(roundTripText(v));
            QVERIFY(back && sameBits(*back, v));
        }
        for (double v : {0.0, -0.0, 0.1, 1.0 / 3.0, 5e-324, 1.7976931348623157e308,
                         141.4213562373095}) {
            const auto back = parseNumber(roundTripText(v));
            QVERIFY2(back && sameBits(*back, v), roundTripText(v).c_str());
        }
        QVERIFY(!parseNumber("1.0abc"));
        QVERIFY(!parseNumber(""));
        QVERIFY(!parseNumber("1,5"));
    }

    void dataFileRoundTrip()
    {
        LennardJonesFluid fluid(LennardJonesSettings{}, 11);
        fluid.populate(300, 0.2, 1.3);
        for (int k = 0; k < 50; ++k)
            fluid.step(0.005);
        LammpsSystem s;
        s.title = "round trip";
        s.xhi = s.yhi = fluid.boxSide();
        s.types = {{"atom", 1.0, 0.0}};
        const LammpsFrame f = frameOf(fluid, 0);
        s.type.assign(fluid.size(), 1);
        s.x = f.x;
        s.y = f.y;
        s.vx = f.vx;
        s.vy = f.vy;
        s.pairs = {{1, 1, 1.0, 1.0, 2.5}};
        QTemporaryDir dir;
        QVERIFY(writeLammpsInput(s, dir.path().toStdString()).empty());
        LammpsDataAtoms back;
        const auto error = readLammpsData((dir.path() + "/particlelab.data").toStdString(), back);
        QVERIFY2(!error, error ? error->message().c_str() : "");
        QVERIFY(sameBits(back.xhi, s.xhi) && sameBits(back.yhi, s.yhi));
        QCOMPARE(back.masses, std::vector<double>{1.0});
        QCOMPARE(back.id.size(), fluid.size());
        for (std::size_t i = 0; i < fluid.size(); ++i) {
            QCOMPARE(back.id[i], static_cast<long long>(i + 1));
            QVERIFY(sameBits(back.x[i], s.x[i]) && sameBits(back.y[i], s.y[i]));
            QVERIFY(sameBits(back.vx[i], s.vx[i]) && sameBits(back.vy[i], s.vy[i]));
        }
    }

    void dumpRoundTripAndOrder()
    {
        LennardJonesFluid fluid(LennardJonesSettings{}, 5);
        fluid.populate(200, 0.1, 1.0);
        std::string text;
        std::vector<LammpsFrame> written;
        for (int k = 0; k < 3; ++k) {
            for (int j = 0; j < 20; ++j)
                fluid.step(0.005);
            written.push_back(frameOf(fluid, fluid.steps()));
            appendLammpsDumpFrame(written.back(), text);
        }
        LammpsTrajectory t;
        auto error = parseLammpsDump(text, "test.lammpstrj", t);
        QVERIFY2(!error, error ? error->message().c_str() : "");
        QCOMPARE(t.frames.size(), std::size_t{3});
        QVERIFY(t.hasVelocities);
        QCOMPARE(t.columns, std::string("id type x y vx vy"));
        for (std::size_t k = 0; k < 3; ++k) {
            QCOMPARE(t.frames[k].timestep, written[k].timestep);
            QCOMPARE(t.frames[k].id, written[k].id);
            for (std::size_t i = 0; i < written[k].x.size(); ++i)
                QVERIFY(sameBits(t.frames[k].x[i], written[k].x[i]) &&
                        sameBits(t.frames[k].vy[i], written[k].vy[i]));
        }

        // Rows in reverse order and `dump atom` style (scaled positions, no velocities).
        const LammpsFrame& f = written[0];
        const double side = f.xhi;
        std::string atomStyle = "ITEM: TIMESTEP\n7\nITEM: NUMBER OF ATOMS\n" +
                                std::to_string(f.id.size()) + "\nITEM: BOX BOUNDS pp pp pp\n0 " +
                                roundTripText(side) + "\n0 " + roundTripText(side) +
                                "\n-0.5 0.5\nITEM: ATOMS id type xs ys zs\n";
        for (std::size_t i = f.id.size(); i-- > 0;)
            atomStyle += std::to_string(f.id[i]) + " 1 " + roundTripText(f.x[i] / side) + " " +
                         roundTripText(f.y[i] / side) + " 0.5\n";
        error = parseLammpsDump(atomStyle, "atom.lammpstrj", t);
        QVERIFY2(!error, error ? error->message().c_str() : "");
        QVERIFY(!t.hasVelocities);
        QCOMPARE(t.frames[0].id, f.id);
        for (std::size_t i = 0; i < f.id.size(); ++i)
            QVERIFY(std::abs(t.frames[0].x[i] - f.x[i]) < 1e-12 * side);
    }

    void truncatedOrMalformedDumpIsRefused()
    {
        LennardJonesFluid fluid(LennardJonesSettings{}, 5);
        fluid.populate(100, 0.1, 1.0);
        std::string text;
        appendLammpsDumpFrame(frameOf(fluid, 0), text);
        appendLammpsDumpFrame(frameOf(fluid, 10), text);
        // Frame 2 starts at line 110 (109 lines per frame: 9 header lines + 100 rows); keep its
        // header and 40 rows: the file then ends at line 158, and line 159 is missing.
        std::size_t cut = 0;
        for (int line = 0; line < 109 + 9 + 40; ++line)
            cut = text.find('\n', cut) + 1;
        LammpsTrajectory t;
        auto error = parseLammpsDump(std::string_view(text).substr(0, cut), "cut.lammpstrj", t);
        QVERIFY(error);
        QCOMPARE(error->line, 159LL);
        QVERIFY2(error->message().starts_with("cut.lammpstrj:159: the file ends after 40 of 100 "
                                              "atoms of the frame at timestep 10"),
                 error->message().c_str());

        // Cut inside a row: that row has too few values.
        error = parseLammpsDump(std::string_view(text).substr(0, cut + 10), "cut.lammpstrj", t);
        QVERIFY(error);
        QCOMPARE(error->line, 159LL);
        QVERIFY2(error->what.find("values; the ATOMS header names 6 columns") != std::string::npos,
                 error->message().c_str());

        // A text where a number belongs, on line 12 (the third atom row of frame 1).
        std::string bad = text;
        std::size_t at = 0;
        for (int line = 0; line < 11; ++line)
            at = bad.find('\n', at) + 1;
        bad.replace(bad.find(' ', bad.find(' ', at) + 1) + 1, 0, "x");
        error = parseLammpsDump(bad, "bad.lammpstrj", t);
        QVERIFY(error);
        QCOMPARE(error->line, 12LL);
        QVERIFY2(error->what.find("is not a number (column x)") != std::string::npos,
                 error->message().c_str());

        error = parseLammpsDump("ITEM: TIMESTEP\n0\nITEM: NUMBER OF ATOMS\n", "short", t);
        QVERIFY(error && error->line == 4);
        error = parseLammpsDump("", "empty", t);
        QVERIFY(error && error->what.find("empty") != std::string::npos);
    }

    void logTables()
    {
        LammpsThermo log;
        auto error = parseLammpsLog(logText(), "log.lammps", log);
        QVERIFY2(!error, error ? error->message().c_str() : "");
        QCOMPARE(log.columns.size(), std::size_t{7});
        QCOMPARE(log.rows(), std::size_t{3});  // the repeated step 100 dropped, warning skipped
        QCOMPARE(*log.column("Step"), (std::vector<double>{0, 100, 200}));
        QCOMPARE(*log.column("Press"), (std::vector<double>{0.09, 0.10, 0.11}));
        QVERIFY(log.timestep && *log.timestep == 0.005);
        QCOMPARE(latestThermoStep(logText()), 200LL);

        // Cut before the second table's Loop line: the file ends inside that table.
        const std::string text = logText();
        const std::string cut = text.substr(0, text.rfind("Loop time"));
        error = parseLammpsLog(cut, "log.lammps", log);
        QVERIFY(error);
        QCOMPARE(error->line, 11LL);
        QVERIFY2(error->what.find("ends inside the thermo table begun at line 8") != std::string::npos,
                 error->message().c_str());
        // Progress while running counts only complete rows.
        QCOMPARE(latestThermoStep(cut.substr(0, cut.size() - 30)), 100LL);

        std::string bad = text;
        bad.replace(bad.find("-0.26"), 5, "-0.2b");
        error = parseLammpsLog(bad, "log.lammps", log);
        QVERIFY(error && error->line == 5);
        QVERIFY2(error->what.find("(column PotEng)") != std::string::npos, error->message().c_str());
        error = parseLammpsLog("LAMMPS\nnothing here\n", "log.lammps", log);
        QVERIFY(error && error->what.find("no thermo table") != std::string::npos);
    }

    void virialPressureIsMinusDerivativeOfEnergyByArea()
    {
        LennardJonesSettings settings;
        settings.shifted = true;  // U continuous at r_c, so U(A) is differentiable
        LennardJonesFluid fluid(settings, 9);
        fluid.populate(400, 0.4, 1.0);
        for (int k = 0; k < 300; ++k)
            fluid.step(0.004);
        const LammpsFrame f = frameOf(fluid, 0);
        const double side = fluid.boxSide(), area = side * side;
        const double configurational = fluid.virial() / (2.0 * area);  // ½Σ r·F / A
        auto energyAt = [&](double lambda) {
            std::vector<double> x(f.x), y(f.y);
            for (double& v : x)
                v *= lambda;
            for (double& v : y)
                v *= lambda;
            LennardJonesFluid scaled(settings, 1);
            scaled.loadAtoms(lambda * side, x, y, f.vx, f.vy, 0.0, 0);
            return scaled.potentialEnergy();
        };
        const double h = 1e-6;
        // A = λ²A₀: dU/dA = (dU/dλ) / (2A₀) at λ = 1.
        const double dUdA = (energyAt(1.0 + h) - energyAt(1.0 - h)) / (2.0 * h) / (2.0 * area);
        QVERIFY(std::abs(configurational) > 1e-3);
        QVERIFY2(std::abs(-dUdA - configurational) < 1e-6 * std::abs(configurational),
                 qPrintable(QString("−dU/dA = %1, ½Σr·F/A = %2").arg(-dUdA, 0, 'g', 12)
                                .arg(configurational, 0, 'g', 12)));
        // Kinetic part: K/A.
        QVERIFY(std::abs(fluid.pressure() - configurational - fluid.kineticEnergy() / area) <
                1e-12 * std::abs(fluid.pressure()));
    }

    void tailCorrectionsMatchTheirIntegrals()
    {
        LennardJonesSettings settings;
        settings.epsilon = 1.3;
        settings.sigma = 0.9;
        settings.cutoff = 2.2;
        LennardJonesFluid fluid(settings, 2);
        fluid.populate(500, 0.3, 1.0);
        const double rho = fluid.density();
        // Simpson on [r_c, 200σ] (the rest is below 1e-12 of the integral).
        auto integrate = [&](auto f) {
            const double a = settings.cutoff, b = 200.0 * settings.sigma;
            const int n = 200000;
            const double h = (b - a) / n;
            double sum = f(a) + f(b);
            for (int k = 1; k < n; ++k)
                sum += (k % 2 ? 4.0 : 2.0) * f(a + k * h);
            return sum * h / 3.0;
        };
        const double e = settings.epsilon, s = settings.sigma;
        auto u = [&](double r) { return 4.0 * e * (std::pow(s / r, 12) - std::pow(s / r, 6)); };
        auto du = [&](double r) {
            return 4.0 * e * (-12.0 * std::pow(s / r, 12) + 6.0 * std::pow(s / r, 6)) / r;
        };
        const double pressure =
            -0.5 * std::numbers::pi * rho * rho * integrate([&](double r) { return r * r * du(r); });
        const double energy = std::numbers::pi * rho * integrate([&](double r) { return u(r) * r; });
        QVERIFY2(std::abs(fluid.pressureTailCorrection() / pressure - 1.0) < 1e-6,
                 qPrintable(QString("%1 vs %2").arg(fluid.pressureTailCorrection()).arg(pressure)));
        QVERIFY(std::abs(fluid.energyTailCorrectionPerAtom() / energy - 1.0) < 1e-6);
    }

    void blockAveragingFindsTheCorrelatedError_data()
    {
        QTest::addColumn<double>("phi");
        QTest::newRow("uncorrelated") << 0.0;
        QTest::newRow("φ = 0.9") << 0.9;
    }

    void blockAveragingFindsTheCorrelatedError()
    {
        // x_{k+1} = φ x_k + √(1 − φ²) ξ: variance 1, integrated correlation (1 + φ)/(1 − φ).
        QFETCH(double, phi);
        const int n = 1 << 16;
        std::mt19937_64 random(3);
        std::normal_distribution<double> xi(0.0, 1.0);
        std::vector<double> series(n);
        double x = xi(random);
        for (int k = 0; k < n; ++k) {
            x = phi * x + std::sqrt(1.0 - phi * phi) * xi(random);
            series[static_cast<std::size_t>(k)] = x;
        }
        const double exact =
            std::sqrt((1.0 + phi) / (1.0 - phi) / static_cast<double>(n));
        const BlockAverage a = blockAverage(series);
        QVERIFY(a.converged);
        QVERIFY2(std::abs(a.error / exact - 1.0) < (phi == 0.0 ? 0.15 : 0.25),
                 qPrintable(QString("error %1, exact %2, blocks of %3")
                                .arg(a.error).arg(exact).arg(a.blockLength)));
        QVERIFY(std::abs(a.mean) < 5.0 * exact);
    }

    void blockedSeriesKeepsTheErrorInBoundedMemory()
    {
        // 2²⁰ samples of the φ = 0.9 series through a BlockedSeries that keeps at most 2¹⁰
        // blocks: it must hold the blocks that halving every sample gives, bit for bit, and
        // find the same error, with memory bounded by its capacity.
        const double phi = 0.9;
        const std::size_t n = std::size_t{1} << 20, capacity = std::size_t{1} << 10;
        std::mt19937_64 random(5);
        std::normal_distribution<double> xi(0.0, 1.0);
        std::vector<double> series(n);
        BlockedSeries blocked(capacity);
        double x = xi(random);
        std::size_t largest = 0;
        for (double& s : series) {
            x = phi * x + std::sqrt(1.0 - phi * phi) * xi(random);
            s = x;
            blocked.add(x);
            largest = std::max(largest, blocked.blocks().size());
        }
        QVERIFY(largest < capacity);
        QCOMPARE(blocked.count(), static_cast<long long>(n));
        QVERIFY(blocked.check().empty());

        std::vector<double> level = series;
        while (level.size() > blocked.blocks().size()) {
            for (std::size_t i = 0; i < level.size() / 2; ++i)
                level[i] = 0.5 * (level[2 * i] + level[2 * i + 1]);
            level.resize(level.size() / 2);
        }
        QCOMPARE(level.size() * static_cast<std::size_t>(blocked.blockLength()), n);
        QVERIFY(level == blocked.blocks());

        const BlockAverage full = blockAverage(series), kept = blocked.average();
        const double exact = std::sqrt((1.0 + phi) / (1.0 - phi) / static_cast<double>(n));
        QCOMPARE(kept.samples, static_cast<long long>(n));
        QVERIFY(std::abs(kept.mean - full.mean) < 1e-12);
        QVERIFY(kept.converged);
        QVERIFY2(std::abs(kept.error / exact - 1.0) < 0.25 &&
                     std::abs(kept.error / full.error - 1.0) < 0.1,
                 qPrintable(QString("kept %1 (blocks of %2), all samples %3, exact %4")
                                .arg(kept.error).arg(kept.blockLength).arg(full.error)
                                .arg(exact)));

        // One more sample waits in the carry: counted, not yet in a block.
        blocked.add(0.0);
        QCOMPARE(blocked.count(), static_cast<long long>(n) + 1);
        QVERIFY(blocked.check().empty());
        QCOMPARE(blocked.average().samples, static_cast<long long>(n));
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestLammpsIo)
#include "test_lammps_io.moc"
