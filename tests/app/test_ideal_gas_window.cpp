// SPDX-License-Identifier: GPL-3.0-or-later
// The ideal gas's event-driven dynamics as a person reaches it:
//  * in the window: "Dynamics" chosen by keyboard (↓ in the real combo box of the parameter
//    form), the run reset and played; the lesson then runs the exact gas (no overlap repaired,
//    the caption says so, the time step reads as a sampling interval) and the view changes as
//    it plays;
//  * headless: `particlelab --lesson ideal-gas --set dynamics=event-driven --duration 2 --export`
//    writes a report.json with the new quantities (energy drift, overlaps repaired per second,
//    pair collisions, Z against the equations of state, the studies' figures) and the charts of
//    the comparison and the equation of state.
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "SceneView.h"
#include "ideal_gas/ExactGas.h"
#include "ideal_gas/IdealGasLesson.h"

#include <QtTest/QtTest>

#include "ProgramRun.h"
#include "TestRegistry.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace pl;

class TestIdealGasWindow : public QObject {
    Q_OBJECT

    static QComboBox* dynamicsCombo(MainWindow& window)
    {
        for (QComboBox* combo : window.findChild<ParameterPanel*>()->findChildren<QComboBox*>())
            if (combo->accessibleName() == QStringLiteral("Dynamics"))
                return combo;
        return nullptr;
    }

    static double measured(const Lesson& lesson, const std::string& id)
    {
        for (const Measurement& m : lesson.measurements())
            if (m.id == id)
                if (const double* v = std::get_if<double>(&m.value))
                    return *v;
        return std::nan("");
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabIdealGasWindowTest"));
    }

    void eventDrivenChosenByKeyboardAndPlayed()
    {
        MainWindow window;
        QVERIFY(window.selectLesson("ideal-gas", true));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QComboBox* dynamics = dynamicsCombo(window);
        QVERIFY(dynamics);
        QCOMPARE(dynamics->currentData().toString(), QStringLiteral("time-stepped"));
        dynamics->setFocus(Qt::TabFocusReason);
        QTest::keyClick(dynamics, Qt::Key_Down);
        QCOMPARE(dynamics->currentData().toString(), QStringLiteral("event-driven"));
        QCOMPARE(window.session()->values().choice("dynamics"), std::string("event-driven"));
        if (window.session()->hasPendingReset())
            QVERIFY(window.resetLesson());
        QCOMPARE(window.session()->appliedValues().choice("dynamics"), std::string("event-driven"));

        const QImage before = window.sceneView()->renderImage();
        window.setPlaying(true);
        for (int frame = 0; frame < 30; ++frame)
            window.advanceFrame(1.0 / 60.0);
        window.setPlaying(false);
        const Lesson& lesson = window.session()->lesson();
        QVERIFY(lesson.time() > 0.3);
        const auto& gas = dynamic_cast<const IdealGasLesson&>(lesson);
        QVERIFY(gas.model().eventDriven());
        QVERIFY(gas.model().collisions() > 0);
        QCOMPARE(measured(lesson, "overlaps_repaired_rate"), 0.0);
        QCOMPARE(measured(lesson, "overlapping_pairs"), 0.0);
        Scene scene;
        lesson.scene(scene);
        QVERIFY(scene.caption.find("event-driven") != std::string::npos);
        bool sampling = false;
        for (const Measurement& m : lesson.measurements())
            sampling = sampling || (m.id == "time_step" && m.label == "Sampling interval Δt");
        QVERIFY(sampling);
        QVERIFY(window.sceneView()->renderImage() != before);  // the disks moved on screen
    }

    void headlessEventDrivenRunReportsTheNewQuantities()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("x"));
        const pl::test::ProgramRun run = pl::test::runProgram(
            QStringLiteral(PARTICLELAB_EXECUTABLE),
            {QStringLiteral("--lesson"), QStringLiteral("ideal-gas"), QStringLiteral("--set"),
             QStringLiteral("dynamics=event-driven"), QStringLiteral("--duration"),
             QStringLiteral("2"), QStringLiteral("--export"), out},
            240000);
        QVERIFY2(!run.crashed && !run.timedOut && run.exitCode == 0, qPrintable(run.err));
        QFile file(out + QStringLiteral("/report.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(report.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("dynamics")).toString(),
                 QStringLiteral("event-driven"));
        const QJsonObject m = report.value(QStringLiteral("measurements")).toObject();
        for (const char* id : {"energy_drift", "overlaps_repaired_rate", "overlapping_pairs",
                               "collisions", "collision_rate", "compressibility_measured",
                               "compressibility_henderson", "compressibility_liu",
                               "pressure_eos_error", "study_exact_pressure",
                               "study_stepped_error", "study_eos_rms_liu",
                               "study_eos_rms_henderson", "study_eos_z_070"})
            QVERIFY2(m.contains(QLatin1String(id)), id);
        QCOMPARE(m.value(QStringLiteral("overlaps_repaired_rate")).toDouble(), 0.0);
        QVERIFY(std::abs(m.value(QStringLiteral("energy_drift")).toDouble()) < 1e-12);
        QVERIFY(m.value(QStringLiteral("collisions")).toDouble() > 100.0);
        // The study's fluid points follow Liu's form more closely than Henderson's, and the
        // liquid–hexatic region bends the measured Z below both.
        QVERIFY(m.value(QStringLiteral("study_eos_rms_liu")).toDouble() < 0.005);
        QVERIFY(m.value(QStringLiteral("study_eos_rms_liu")).toDouble() <
                m.value(QStringLiteral("study_eos_rms_henderson")).toDouble());
        QVERIFY(m.value(QStringLiteral("study_eos_z_070")).toDouble() <
                0.97 * liuHardDiskCompressibility(0.70));
        for (const char* chart : {"pressure_vs_dt.csv", "equation_of_state.csv",
                                  "energy_drift.csv", "collisions.csv", "pressure_eos.csv"})
            QVERIFY2(QFile::exists(out + QLatin1Char('/') + QLatin1String(chart)), chart);
    }
};

PARTICLELAB_TEST_MAIN(TestIdealGasWindow)
#include "test_ideal_gas_window.moc"
