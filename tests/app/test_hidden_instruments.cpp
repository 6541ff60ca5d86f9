// SPDX-License-Identifier: GPL-3.0-or-later
// The window tells the run which charts it shows: while the pendulum's one chart cell shows its
// angle (the stability meter and the energy chart out of sight) stepping computes no meter
// points; the meter chosen in the cell with the keyboard is drawn at once from the state on
// show, and the charts then hold what a run that always showed them holds at the same moment
// (the meter's points; the shadow energy H̃, computed for its whole hidden stretch when its
// chart is chosen, with no gap). Presentation mode tells its charts too. Nothing of it enters
// undo or forks.
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "MainWindow.h"
#include "Registry.h"
#include "Sitting.h"
#include "common/StabilityMeterChart.h"
#include "framework/LessonSession.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QApplication>
#include <QComboBox>
#include <QUndoStack>

#include <algorithm>
#include <cmath>

class TestHiddenInstruments : public QObject {
    Q_OBJECT

    // Chooses item `index` in cell `cell` with the keyboard, as a person does: the cell's chooser
    // focused, the arrow keys pressed until it names the item.
    static bool choose(pl::ChartPanel* panel, int cell, int index)
    {
        QComboBox* chooser = panel->chooser(cell);
        if (!chooser || !chooser->isVisible())
            return false;
        chooser->setFocus();
        for (int presses = 0; presses < 2 * panel->itemCount(); ++presses) {
            if (panel->shownItems().at(static_cast<std::size_t>(cell)) == index)
                return true;
            QTest::keyClick(chooser, chooser->currentIndex() < index ? Qt::Key_Down : Qt::Key_Up);
        }
        return panel->shownItems().at(static_cast<std::size_t>(cell)) == index;
    }

    static int itemOf(pl::ChartPanel* panel, const std::string& chartId)
    {
        const auto& charts = panel->charts();
        for (std::size_t i = 0; i < charts.size(); ++i)
            if (charts[i]->spec().id == chartId)
                return static_cast<int>(i);
        return -1;
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
    }

    void choosingTheMeterInACellComputesItFromThen()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson("pendulum", true));
        pl::Sitting* sitting = window.sitting();
        // Velocity Verlet: the energy chart has its H̃.
        QVERIFY(sitting->changeParameter(QStringLiteral("method"), QStringLiteral("verlet")));
        QVERIFY(sitting->reset());
        auto* panel = window.findChild<pl::ChartPanel*>();
        QVERIFY(panel);
        const int meterItem = itemOf(panel, "stability"), angleItem = itemOf(panel, "angle");
        QVERIFY(meterItem >= 0 && angleItem >= 0);
        // At 1280×800 beside the docks the panel has one cell, showing the angle chart: the
        // meter and the energy chart are out of sight, and the run knows it.
        QCOMPARE(panel->grid().capacity(), 1);
        QCOMPARE(panel->shownItems().front(), angleItem);
        QTRY_VERIFY(!sitting->currentUnsettled()->chartsOnShow().everything());
        QVERIFY(sitting->currentUnsettled()->chartsOnShow().shows("angle"));
        QVERIFY(!sitting->currentUnsettled()->chartsOnShow().shows("stability"));
        QVERIFY(!sitting->currentUnsettled()->chartsOnShow().shows("energy"));
        const int undoSteps = sitting->undoStack("pendulum")->count();

        const long long before = pl::StabilityMeterChart::pointWrites();
        for (int i = 0; i < 37; ++i)
            sitting->stepOnce();
        QCOMPARE(sitting->current()->tick(), 37LL);
        QCOMPARE(pl::StabilityMeterChart::pointWrites(), before);  // not one meter evaluation

        // The same run with every chart on show all along.
        pl::LessonSession always(pl::createLesson("pendulum"));
        QVERIFY(!always.set("method", std::string("verlet")));
        QVERIFY(!always.reset());
        for (int i = 0; i < 37; ++i)
            always.step();
        QVERIFY(pl::StabilityMeterChart::pointWrites() > before);  // the control: shown, computed

        // The meter chosen in the cell: on show and drawn at once, from the state now.
        const long long beforeShow = pl::StabilityMeterChart::pointWrites();
        QVERIFY(choose(panel, 0, meterItem));
        QVERIFY(panel->chart("stability")->isVisible());
        QTRY_VERIFY(sitting->currentUnsettled()->chartsOnShow().shows("stability"));
        QVERIFY(pl::StabilityMeterChart::pointWrites() > beforeShow);
        pl::LessonSession* session = sitting->current();
        // The always-shown run last drew its meter at step 32; drawn now, at 37, it has these.
        always.showCharts(pl::ChartsOnShow::only({}));
        always.showCharts(pl::ChartsOnShow::every());
        const auto& points = session->chartData().points("stability", "eigenvalues");
        const auto& reference = always.chartData().points("stability", "eigenvalues");
        QCOMPARE(points.size(), std::size_t(2));
        QCOMPARE(points.size(), reference.size());
        for (std::size_t i = 0; i < points.size(); ++i) {
            QCOMPARE(points[i].x, reference[i].x);
            QCOMPARE(points[i].y, reference[i].y);
        }
        // H̃'s chart is still hidden: its points are kept at the same times, their values not
        // computed yet.
        {
            const auto& shadow = session->chartData().points("energy", "shadow");
            const auto& shadowReference = always.chartData().points("energy", "shadow");
            QCOMPARE(shadow.size(), std::size_t(38));
            QCOMPARE(shadow.size(), shadowReference.size());
            QCOMPARE(shadow.back().x, shadowReference.back().x);
            QVERIFY(std::isnan(shadow.back().y));
        }

        // Stepped on to 48 (the pendulum draws its meter every 8 steps): every series the
        // always-shown run has, the meter's, the energy chart's and the others, is the same.
        for (int i = 37; i < 48; ++i) {
            sitting->stepOnce();
            always.step();
        }
        QCOMPARE(session->tick(), 48LL);
        // The energy chart chosen in the cell: H̃'s values are computed then, from the run
        // reached again at their times, and its curve is the always-shown run's, bit for bit.
        const long long beforeEnergy = pl::ChartData::computedValues();
        const auto pending = static_cast<long long>(session->pendingPoints());
        QVERIFY(pending >= 48);  // every step's, the reset's too unless the run knew by then
        QVERIFY(choose(panel, 0, itemOf(panel, "energy")));
        QTRY_VERIFY(sitting->currentUnsettled()->chartsOnShow().shows("energy"));
        QCOMPARE(pl::ChartData::computedValues() - beforeEnergy, pending);
        QCOMPARE(session->pendingPoints(), std::size_t(0));
        const pl::ChartData& data = sitting->current()->chartData();
        // (The window's run also has the period study's curves, which it starts by itself.)
        QCOMPARE(always.chartData().seriesIds().size(), std::size_t(14));
        for (const auto& [chart, series] : always.chartData().seriesIds()) {
            const auto& a = data.points(chart, series);
            const auto& b = always.chartData().points(chart, series);
            QVERIFY2(a.size() == b.size() &&
                         std::equal(a.begin(), a.end(), b.begin(),
                                    [](const pl::ChartPoint& p, const pl::ChartPoint& q) {
                                        return p.x == q.x && p.y == q.y;
                                    }),
                     (chart + "/" + series).c_str());
        }

        // The angle chosen again: the meter is hidden again and computes nothing.
        QVERIFY(choose(panel, 0, angleItem));
        QTRY_VERIFY(!sitting->currentUnsettled()->chartsOnShow().shows("stability"));
        const long long hiddenAgain = pl::StabilityMeterChart::pointWrites();
        for (int i = 0; i < 16; ++i)
            sitting->stepOnce();
        QCOMPARE(pl::StabilityMeterChart::pointWrites(), hiddenAgain);

        // View state: nothing entered undo, nothing forked.
        QCOMPARE(sitting->undoStack("pendulum")->count(), undoSteps);
        QVERIFY(sitting->current()->branches().empty());
    }

    void presentationModeTellsItsCharts()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson("pendulum", true));
        pl::Sitting* sitting = window.sitting();
        auto* panel = window.findChild<pl::ChartPanel*>();
        QTRY_VERIFY(!sitting->currentUnsettled()->chartsOnShow().everything());
        // Presentation mode (F11) shows at most two charts: the run learns which.
        QTest::keyClick(&window, Qt::Key_F11);
        QTRY_VERIFY(panel->grid().capacity() <= 2);
        QTRY_COMPARE(sitting->currentUnsettled()->chartsOnShow(), panel->chartsOnShow());
        int shownCharts = 0;
        for (const char* id : {"angle", "phase_portrait", "energy", "stability"})
            shownCharts += sitting->currentUnsettled()->chartsOnShow().shows(id) ? 1 : 0;
        QVERIFY(shownCharts >= 1 && shownCharts <= 2);
        QTest::keyClick(&window, Qt::Key_Escape);
        QTRY_VERIFY(panel->grid().capacity() <= 1);
        QTRY_COMPARE(sitting->currentUnsettled()->chartsOnShow(), panel->chartsOnShow());
    }
};

PARTICLELAB_TEST_MAIN(TestHiddenInstruments)
#include "test_hidden_instruments.moc"
