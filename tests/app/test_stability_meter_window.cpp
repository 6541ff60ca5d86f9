// SPDX-License-Identifier: GPL-3.0-or-later
// The stability meter in the window: typing a time step into the Δt field (key clicks, Enter)
// changes the meter's readout in the Measurements panel, and its chart's points, at once.
#include "MainWindow.h"
#include "MeasurementsTable.h"
#include "NumberField.h"
#include "ParameterPanel.h"
#include "framework/LessonSession.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"
#include "TypedInput.h"

#include <QApplication>
#include <QLabel>

class TestStabilityMeterWindow : public QObject {
    Q_OBJECT

    // The value text of the row whose name mentions `name`, or a null string.
    static QString rowValue(pl::MeasurementsTable* table, const QString& name)
    {
        for (int row = 0; row < table->rowCount(); ++row) {
            const auto* label = qobject_cast<QLabel*>(table->cellWidget(row, 0));
            if (label && label->text().contains(name) && table->item(row, 1))
                return table->item(row, 1)->text();
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
    }

    void typedTimeStepMovesTheReadout()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        auto* table = window.findChild<pl::MeasurementsTable*>();
        QVERIFY(table);
        const QString before = rowValue(table, QStringLiteral("stability limit"));
        QVERIFY2(!before.isEmpty(), "the meter's margin has a row");
        // ω = 1 rad/s: at Δt = 0.05 s symplectic Euler is at 0.025 of its limit 2/ω.
        QVERIFY2(before.contains(QStringLiteral("0.025")), qPrintable(before));

        pl::NumberField* dt = pl::test::numberField(window.findChild<pl::ParameterPanel*>(),
                                                    QStringLiteral("dt"));
        QVERIFY(dt);
        pl::test::typeIntoField(dt, QStringLiteral("1.5"), Qt::Key_Return);
        QCOMPARE(window.session()->values().number("dt"), 1.5);
        QTRY_VERIFY2(rowValue(table, QStringLiteral("stability limit")) != before,
                     qPrintable(rowValue(table, QStringLiteral("stability limit"))));
        const QString after = rowValue(table, QStringLiteral("stability limit"));
        QVERIFY2(after.contains(QStringLiteral("0.75")), qPrintable(after));
        // The chart's points moved with it: z = ±1.5i.
        const auto& points = window.session()->chartData().points("stability", "eigenvalues");
        QCOMPARE(points.size(), std::size_t(2));
        QCOMPARE(std::abs(points[0].y), 1.5);
    }
};

PARTICLELAB_TEST_MAIN(TestStabilityMeterWindow)
#include "test_stability_meter_window.moc"
