// The gas lessons driven through LessonSession, as the GUI and the command line drive them:
//  * every lesson (ideal-gas, brownian, lennard-jones) resets, steps, reports the measurement ids
//    the issue names, with finite values, and is deterministic for a seed (same seed, same
//    report; a clone stepped on matches the original);
//  * ideal-gas: after a few hundred steps the speeds pass the KS test at 1 % and the piston heats
//    the gas when it compresses it (adiabatic compression: kT rises);
//  * brownian: the big disk's MSD grows linearly at long times (fit R² > 0.95) and D > 0.5 kT/γ
//    (in 2D the measured D exceeds the uncorrelated-collision estimate: long-time tails);
//    in Langevin mode, whose friction is exactly γ, D = kT/γ within 30 %;
//  * lennard-jones: the thermostat cools a gas at kT = 1 to kT = 0.3 and the potential energy per
//    atom falls below −1 ε (condensation into drops), g(r) has its first peak near 2^{1/6}σ.
#include "Registry.h"
#include "brownian/BrownianLesson.h"
#include "framework/LessonSession.h"
#include "ideal_gas/IdealGasLesson.h"

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
};

PARTICLELAB_TEST_GUILESS_MAIN(TestGasLessons)
#include "test_gas_lessons.moc"
