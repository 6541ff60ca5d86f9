// SPDX-License-Identifier: GPL-3.0-or-later
// Error control in the window: on the integrators lesson's Kepler orbit (e = 0.9) with
// Dormand–Prince beside RK4, typing a tighter tolerance into its field (key clicks, Enter) and
// pressing the form's Reset button changes the error-control charts: the same stretch of the
// orbit then takes more and smaller steps, and the measurements count them.
#include "MainWindow.h"
#include "NumberField.h"
#include "ParameterPanel.h"
#include "StudyRunner.h"
#include "framework/LessonSession.h"
#include "framework/Measurement.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"
#include "TypedInput.h"

#include <QApplication>
#include <QPushButton>

#include <algorithm>
#include <vector>

class TestErrorControlWindow : public QObject {
    Q_OBJECT

    struct Steps {
        std::size_t kept = 0;
        double median = 0.0;  // s: the median Δt of the kept steps
        double rejected = -1.0;  // from the measurement
    };

    static Steps dopriSteps(pl::MainWindow& window)
    {
        Steps out;
        const auto& kept = window.session()->chartData().points("step_size", "dopri5");
        out.kept = kept.size();
        std::vector<double> dts;
        for (const pl::ChartPoint& p : kept)
            dts.push_back(p.y);
        if (!dts.empty()) {
            std::nth_element(dts.begin(), dts.begin() + dts.size() / 2, dts.end());
            out.median = dts[dts.size() / 2];
        }
        for (const pl::Measurement& m : window.session()->lesson().measurements())
            if (m.id == "rejected_steps")
                if (const auto* keyed =
                        std::get_if<std::vector<std::pair<std::string, double>>>(&m.value))
                    for (const auto& [id, value] : *keyed)
                        if (id == "dopri5")
                            out.rejected = value;
        return out;
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
    }

    void typedToleranceChangesTheCharts()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson("integrators", true));
        pl::LessonSession* session = window.session();
        for (const auto& [id, value] :
             {std::pair<std::string, std::string>{"problem", "kepler"},
              {"eccentricity", "0.9"}, {"methods", "rk4,dopri5"}, {"end_time", "2"}})
            QVERIFY2(!session->set(id, value), id.c_str());
        QVERIFY(window.resetLesson());
        for (int n = 0; n < 20; ++n)
            window.stepOnce();
        const Steps loose = dopriSteps(window);
        QVERIFY(loose.kept > 0);
        QVERIFY(loose.rejected >= 0.0);

        pl::NumberField* tolerance = pl::test::numberField(window.findChild<pl::ParameterPanel*>(),
                                                           QStringLiteral("tolerance"));
        QVERIFY(tolerance);
        pl::test::typeIntoField(tolerance, QStringLiteral("1e-10"), Qt::Key_Return);
        QCOMPARE(window.session()->values().number("tolerance"), 1e-10);
        QPushButton* reset = nullptr;
        for (QPushButton* button : window.findChildren<QPushButton*>())
            if (button->text().startsWith(QStringLiteral("Reset")) && button->isVisible())
                reset = button;
        QVERIFY(reset);
        QTest::mouseClick(reset, Qt::LeftButton);
        QCOMPARE(window.session()->lesson().time(), 0.0);
        for (int n = 0; n < 20; ++n)
            window.stepOnce();
        const Steps tight = dopriSteps(window);
        qInfo("tolerance 1e-6: %zu kept steps (median Δt %.3g s), %g rejected; 1e-10: %zu "
              "(median %.3g s), %g rejected",
              loose.kept, loose.median, loose.rejected, tight.kept, tight.median, tight.rejected);
        // Δt ∝ tol^(1/5): four decades tighter is about 6 times smaller steps, 6 times as many.
        QVERIFY(tight.kept > 3 * loose.kept);
        QVERIFY(tight.median < loose.median / 3.0);
        window.studies()->waitForAll();
    }
};

PARTICLELAB_TEST_MAIN(TestErrorControlWindow)
#include "test_error_control_window.moc"
