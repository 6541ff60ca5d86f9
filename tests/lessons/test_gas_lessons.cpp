// SPDX-License-Identifier: GPL-3.0-or-later
// The gas lessons driven through LessonSession, as the GUI and the command line drive them:
//  * every lesson (ideal-gas, brownian, lennard-jones) resets, steps, reports the measurement ids
//    the issue names, with finite values, and is deterministic for a seed (same seed, same
//    report; a clone stepped on matches the original);
//  * ideal-gas: after a few hundred steps the speeds pass the KS test at 1 % and the piston heats
//    the gas when it compresses it (adiabatic compression: kT rises);
//  * brownian: the big disk's MSD grows linearly at long times (fit R² > 0.95) and D > 0.5 kT/γ
//    (in 2D the measured D exceeds the uncorrelated-collision estimate: long-time tails);
//    in Langevin mode, whose friction is exactly γ, D = kT/γ within 30 %, and averaged over
//    eight seeds at the defaults within 8 %;
//  * lennard-jones: a solid's split second peak of g(r) lies at √3·a and 2a; with the
//    thermostat off the unshifted cut loses energy, the shifted potential keeps it;
//  * lennard-jones: the thermostat cools a gas at kT = 1 to kT = 0.3 and the potential energy per
//    atom falls below −1 ε (condensation into drops), g(r) has its first peak near 2^{1/6}σ.
#include "Registry.h"
#include "brownian/BrownianLesson.h"
#include "framework/LessonSession.h"
#include "ideal_gas/IdealGasLesson.h"
#include "lennard_jones/LennardJonesLesson.h"

#include <QtTest/QtTest>

#include "LessonTestHelpers.h"
#include "TestRegistry.h"

#include <cmath>

using namespace pl;
using pl::test::lessonSession;

class TestGasLessons : public QObject {
    Q_OBJECT

private slots:
    void reportsAndDeterminism_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("ids");
        QTest::addColumn<double>("duration");
        QTest::newRow("ideal-gas") << "ideal-gas"
                                   << "temperature,pressure_measured,pressure_ideal,ks_statistic,"
                                      "pairs_tested,mean_free_path"
                                   << 20.0;
        QTest::newRow("brownian") << "brownian" << "diffusion_coefficient" << 2.0;
        QTest::newRow("lennard-jones") << "lennard-jones" << "temperature,potential_energy" << 2.0;
    }

    void reportsAndDeterminism()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, ids);
        QFETCH(double, duration);
        LessonSession a = lessonSession(lesson.toStdString());
        LessonSession b = lessonSession(lesson.toStdString());
        QVERIFY(!a.set("seed", "7"));
        QVERIFY(!b.set("seed", "7"));
        QVERIFY(!a.reset());
        QVERIFY(!b.reset());
        a.advanceTo(duration);
        b.advanceTo(duration);
        const std::vector<Measurement> ma = a.lesson().measurements();
        const std::vector<Measurement> mb = b.lesson().measurements();
        for (const QString& id : ids.split(',')) {
            const Measurement* m = findMeasurement(ma, id.toStdString());
            QVERIFY2(m, qPrintable("missing measurement " + id));
            // Present: a finite number, or (brownian early on) null with a reason.
            if (const double* v = std::get_if<double>(&m->value))
                QVERIFY2(std::isfinite(*v), qPrintable(id));
            else
                QVERIFY2(!m->note.empty(), qPrintable(id + " is null without a note"));
            const Measurement* other = findMeasurement(mb, id.toStdString());
            QVERIFY(other && other->value == m->value);  // same seed, same bits
        }
        // A clone stepped on matches the original stepped on.
        std::unique_ptr<Lesson> copy = a.lesson().clone();
        for (int k = 0; k < 50; ++k) {
            a.lesson().step();
            copy->step();
        }
        QCOMPARE(copy->time(), a.lesson().time());
        const auto m1 = a.lesson().measurements(), m2 = copy->measurements();
        QCOMPARE(m1.size(), m2.size());
        for (std::size_t k = 0; k < m1.size(); ++k)
            QVERIFY2(m1[k].value == m2[k].value, qPrintable(QString::fromStdString(m1[k].id)));
        // The scene draws ≥ 10⁴-capable content as a disk cloud, without NaN.
        Scene scene;
        a.lesson().scene(scene);
        QVERIFY(!scene.clouds.empty() || lesson == "brownian");
        for (const DiskCloudItem& cloud : scene.clouds)
            for (const Vec2& c : cloud.centers)
                QVERIFY(c.allFinite());
    }

    void idealGasRelaxesAndPistonHeats()
    {
        LessonSession s = lessonSession("ideal-gas");
        QVERIFY(!s.set("count", "1500"));
        QVERIFY(!s.set("box_width", "100"));
        QVERIFY(!s.set("box_height", "100"));
        QVERIFY(!s.reset());
        auto& gas = dynamic_cast<IdealGasLesson&>(s.lesson());
        const IdealGasModel& model = gas.model();
        QVERIFY(model.ksStatistic() > 5.0 * model.ksCritical());  // all speeds equal at the start
        s.advanceTo(60.0);
        QVERIFY2(model.ksStatistic() < model.ksCritical(),
                 qPrintable(
                     QString("KS %1 ≥ %2").arg(model.ksStatistic()).arg(model.ksCritical())));
        const double kT0 = gas.gas().temperature();
        QVERIFY(!s.set("piston_speed", "-2"));  // live: compress
        s.advanceTo(80.0);
        QVERIFY2(gas.gas().temperature() > 1.05 * kT0,
                 qPrintable(QString("kT %1 → %2").arg(kT0).arg(gas.gas().temperature())));
        QVERIFY(gas.gas().box().xMax < 100.0 - 30.0);
        QVERIFY(!s.set("broadphase", "brute"));
        QVERIFY(s.set("count", "50000").has_value() == false);
        QVERIFY(s.reset().has_value());  // brute force refused above 20 000 disks
    }

    void brownianMsdIsLinear()
    {
        LessonSession s = lessonSession("brownian");
        QVERIFY(!s.set("count", "1000"));
        QVERIFY(!s.set("box_size", "100"));
        QVERIFY(!s.reset());
        s.advanceTo(1200.0);
        const BrownianModel& model = dynamic_cast<const BrownianLesson&>(s.lesson()).model();
        QVERIFY(model.msdFit().has_value());
        const double r2 = model.msdFit()->rSquared;
        const double d = model.diffusionCoefficient(), estimate = model.diffusionEstimate();
        qInfo("MSD fit: D = %.4g m²/s (kinetic theory %.4g), R² = %.4f", d, estimate, r2);
        QVERIFY2(r2 > 0.95, qPrintable(QString("R² = %1").arg(r2)));
        QVERIFY2(d > 0.5 * estimate,
                 qPrintable(QString("D = %1, kT/γ = %2").arg(d).arg(estimate)));
        QCOMPARE(measurementNumber(s.lesson().measurements(), "diffusion_coefficient"), d);

        // The Langevin mode with the same γ diffuses with D = kT/γ.
        QVERIFY(!s.set("mode", "langevin"));
        QVERIFY(!s.reset());
        s.advanceTo(3000.0);
        const double dl = model.diffusionCoefficient();
        QVERIFY2(std::abs(dl / estimate - 1.0) < 0.3,
                 qPrintable(QString("Langevin D = %1, kT/γ = %2").arg(dl).arg(estimate)));
    }

    // brownian.md: Langevin mode, whose friction is exactly the kinetic-theory γ, diffuses with
    // D = kT/γ (0.43 m²/s at the defaults), not with the gas's larger D. Averaged over eight
    // seeds of 1200 s at the defaults, Langevin's D/(kT/γ) lies within 8 % of 1, the gas's
    // (four seeds) above 1.05; single runs scatter widely (the qInfo lists them).
    void brownianLangevinDiffusesWithKTOverGamma_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("seeds");
        QTest::newRow("langevin") << QStringLiteral("langevin") << 8;
        QTest::newRow("gas") << QStringLiteral("gas") << 4;
    }

    void brownianLangevinDiffusesWithKTOverGamma()
    {
        QFETCH(QString, mode);
        QFETCH(int, seeds);
        double sum = 0.0, estimate = 0.0;
        QString runs;
        for (int seed = 1; seed <= seeds; ++seed) {
            LessonSession s = lessonSession("brownian");
            QVERIFY(!s.set("mode", mode.toStdString()));
            QVERIFY(!s.set("seed", QString::number(seed).toStdString()));
            QVERIFY(!s.reset());
            s.advanceTo(1200.0);
            const auto ms = s.lesson().measurements();
            estimate = measurementNumber(ms, "diffusion_estimate");
            const double d = measurementNumber(ms, "diffusion_coefficient");
            sum += d / estimate;
            runs += QString(" %1").arg(d, 0, 'f', 3);
        }
        const double ratio = sum / seeds;
        qInfo("%s: D over %d seeds (m²/s):%s; kT/γ = %.3f; mean D/(kT/γ) = %.3f",
              qPrintable(mode), seeds, qPrintable(runs), estimate, ratio);
        QVERIFY2(std::abs(estimate - 0.43) < 0.01, qPrintable(QString::number(estimate)));
        if (mode == QStringLiteral("langevin"))
            QVERIFY2(std::abs(ratio - 1.0) < 0.08, qPrintable(QString::number(ratio)));
        else
            QVERIFY2(ratio > 1.05, qPrintable(QString::number(ratio)));
    }

    void lennardJonesCondenses()
    {
        LessonSession s = lessonSession("lennard-jones");
        QVERIFY(!s.set("count", "600"));
        QVERIFY(!s.set("temperature", "0.3"));
        QVERIFY(!s.set("thermostat_time", "0.5"));
        QVERIFY(!s.reset());
        s.advanceTo(60.0);
        const auto ms = s.lesson().measurements();
        const double kT = measurementNumber(ms, "temperature"), u = measurementNumber(ms, "potential_energy");
        qInfo("LJ after cooling: kT = %.3f, U/N = %.3f, g(r) peak at %.3f σ", kT, u,
              measurementNumber(ms, "rdf_peak_position"));
        QVERIFY2(std::abs(kT - 0.3) < 0.06, qPrintable(QString("kT = %1").arg(kT)));
        QVERIFY2(u < -1.0, qPrintable(QString("U/N = %1").arg(u)));
        QVERIFY(std::abs(measurementNumber(ms, "rdf_peak_position") - std::pow(2.0, 1.0 / 6.0)) < 0.1);
    }

    // lennard-jones.md: frozen patches are triangular lattices of spacing a (the first peak of
    // g(r), ≈ 2^{1/6}σ), so g(r)'s second peak splits into √3·a and 2a (≈ 1.94σ and 2.24σ).
    // Cooled to kT = 0.1 for 150 time units, the highest points of g(r) in [1.75σ, 2.09σ) and
    // [2.09σ, 2.45σ) lie within 0.03σ of √3·a and 2a. At kT = 0.2 the two sub-peaks are broad
    // and overlap, which pulls their maxima together (the text: about 1.99σ and 2.21σ): the
    // inner one lies above √3·a, and the two are closer together than 2a − √3·a.
    // Peaks are placed between bins (the parabola through the highest bin and its two
    // neighbours; the bins are 0.025σ wide), a included: on bin centres a one-bin step of
    // either peak decides the test. Three seeds, each held to it: for one run the claim holds
    // only as physics does, not by the luck of one trajectory (on bin centres and seed 1 alone,
    // this test passed where seeds 2–8 failed its kT = 0.1 case in 6 runs of 7).
    void lennardJonesSolidHasSplitSecondPeak_data()
    {
        QTest::addColumn<QString>("temperature");
        QTest::addColumn<double>("duration");
        QTest::addColumn<QString>("seed");
        for (const char* seed : {"1", "2", "3"}) {
            QTest::addRow("kT = 0.1, seed %s", seed) << QStringLiteral("0.1") << 150.0 << seed;
            QTest::addRow("kT = 0.2, seed %s", seed) << QStringLiteral("0.2") << 80.0 << seed;
        }
    }

    void lennardJonesSolidHasSplitSecondPeak()
    {
        QFETCH(QString, temperature);
        QFETCH(double, duration);
        QFETCH(QString, seed);
        LessonSession s = lessonSession("lennard-jones");
        for (const auto& [id, value] : {std::pair{"count", "600"}, {"thermostat_time", "0.5"}})
            QVERIFY(!s.set(id, value));
        QVERIFY(!s.set("seed", seed.toStdString()));
        QVERIFY(!s.set("temperature", temperature.toStdString()));
        QVERIFY(!s.reset());
        s.advanceTo(duration);
        const auto& model = dynamic_cast<const LennardJonesLesson&>(s.lesson()).model();
        const std::vector<double> r = model.fluid().rdfRadii(), g = model.state().rdfShown;
        QCOMPARE(g.size(), r.size());
        // The peak of g(r) in [from, to): the vertex of the parabola through its highest bin
        // and the two beside it.
        auto peakIn = [&](double from, double to) {
            std::size_t best = 0;
            for (std::size_t k = 1; k + 1 < r.size(); ++k)
                if (r[k] >= from && r[k] < to && (best == 0 || g[k] > g[best]))
                    best = k;
            const double curvature = g[best - 1] - 2.0 * g[best] + g[best + 1];
            const double offset = curvature < 0.0 ? 0.5 * (g[best - 1] - g[best + 1]) / curvature : 0.0;
            return r[best] + offset * (r[best + 1] - r[best]);
        };
        const double a = peakIn(0.9, 1.5);
        const double inner = peakIn(1.75, 2.09), outer = peakIn(2.09, 2.45);
        qInfo("LJ at kT = %s, seed %s: a = %.4f σ; split second peak at %.4f σ (√3·a = %.4f σ) "
              "and %.4f σ (2a = %.4f σ)", qPrintable(temperature), qPrintable(seed), a, inner,
              std::sqrt(3.0) * a, outer, 2.0 * a);
        const double measured = measurementNumber(s.lesson().measurements(), "rdf_peak_position");
        QVERIFY2(std::abs(measured - 1.12) < 0.03, qPrintable(QString("a = %1").arg(measured)));
        QVERIFY2(std::abs(a - 1.12) < 0.01, qPrintable(QString("a = %1").arg(a)));
        if (temperature == QStringLiteral("0.1")) {
            QVERIFY2(std::abs(inner - std::sqrt(3.0) * a) <= 0.03, qPrintable(QString::number(inner)));
            QVERIFY2(std::abs(outer - 2.0 * a) <= 0.03, qPrintable(QString::number(outer)));
        } else {
            QVERIFY2(inner > std::sqrt(3.0) * a + 0.02 && inner < 2.05, qPrintable(QString::number(inner)));
            QVERIFY2(outer > 2.15, qPrintable(QString::number(outer)));
            QVERIFY2(outer - inner < (2.0 - std::sqrt(3.0)) * a - 0.03,
                     qPrintable(QString("gap %1").arg(outer - inner)));
        }
    }

    // lennard-jones.md: without a thermostat the unshifted cut loses energy as pairs cross r_c
    // (E/N 0.999 → 0.983ε in 5 time units at the defaults); shifted, E/N stays within 0.002ε.
    void lennardJonesShiftKeepsTheEnergy()
    {
        for (const char* shifted : {"0", "1"}) {
            LessonSession s = lessonSession("lennard-jones");
            QVERIFY(!s.set("thermostat_time", "0"));
            QVERIFY(!s.set("shifted", shifted));
            QVERIFY(!s.reset());
            const double e0 = measurementNumber(s.lesson().measurements(), "total_energy");
            s.advanceTo(5.0);
            const double e5 = measurementNumber(s.lesson().measurements(), "total_energy");
            qInfo("shifted = %s: E/N %.4f → %.4f ε in 5 time units", shifted, e0, e5);
            if (shifted[0] == '0')
                QVERIFY2(e0 - e5 > 0.008 && e0 - e5 < 0.03, qPrintable(QString("%1 → %2").arg(e0).arg(e5)));
            else
                QVERIFY2(std::abs(e5 - e0) < 0.002, qPrintable(QString("%1 → %2").arg(e0).arg(e5)));
        }
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestGasLessons)
#include "test_gas_lessons.moc"
