// SPDX-License-Identifier: GPL-3.0-or-later
// The GUI under the offscreen platform: it opens, loads every registered lesson, plays 100
// frames of each, steps and resets, exports a chart to PNG and SVG, refuses a bad parameter
// without losing the current values, and prints no Qt warning while doing so.
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "MainWindow.h"
#include "MessageFilter.h"
#include "NumberField.h"
#include "ParameterPanel.h"
#include "Registry.h"
#include "Sanitizers.h"
#include "SceneView.h"
#include "StudyRunner.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"
#include "TypedInput.h"

#include <algorithm>

#include <QApplication>
#include <QTemporaryDir>

namespace {

QStringList g_warnings;

void recordWarnings(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && !pl::isHarmlessQtMessage(message))
        g_warnings << message;
}

// A picture that is not one flat colour: something was drawn.
bool hasContent(const QImage& image)
{
    if (image.isNull())
        return false;
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            if (image.pixel(x, y) != first)
                return true;
    return false;
}

} // namespace

class TestGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qInstallMessageHandler(recordWarnings);
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
    }

    void everyLessonPlaysAndExports_data()
    {
        QTest::addColumn<QString>("lesson");
        for (const pl::LessonEntry& e : pl::registerLessons())
            QTest::newRow(e.id.c_str()) << QString::fromStdString(e.id);
    }

    void everyLessonPlaysAndExports()
    {
        QFETCH(QString, lesson);
        g_warnings.clear();
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson(lesson.toStdString()));
        const double start = window.session()->lesson().time();
        window.setPlaying(true);
        // 100 frames; 30 under AddressSanitizer, where each costs about 6 times as much.
        const int frames = pl::test::lightSweeps() ? 30 : 100;
        for (int frame = 0; frame < frames; ++frame) {
            window.advanceFrame(1.0 / 60.0);
            QCoreApplication::processEvents();
        }
        QVERIFY2(window.session()->lesson().time() > start ||
                     window.session()->lesson().finished(),
                 "playing advanced the simulation");
        window.stepOnce();
        QVERIFY(window.resetLesson());
        window.advanceFrame(1.0 / 60.0);
        window.studies()->waitForAll();
        QCoreApplication::processEvents();

        QVERIFY(hasContent(window.sceneView()->renderImage()));
        // Only this lesson's charts are on show (the previous lesson's are gone), as many as
        // fit the area.
        const auto& charts = window.chartPanel()->charts();
        int visibleCharts = 0;
        for (pl::ChartWidget* c : window.chartPanel()->findChildren<pl::ChartWidget*>()) {
            visibleCharts += c->isVisible() ? 1 : 0;
            QVERIFY(!c->isVisible() || std::find(charts.begin(), charts.end(), c) != charts.end());
        }
        QVERIFY(visibleCharts >= 1 && visibleCharts <= window.chartPanel()->grid().capacity());
        QVERIFY2(!charts.empty(), "every lesson has at least one chart");
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("chart.png"));
        const QString svg = dir.filePath(QStringLiteral("chart.svg"));
        QCOMPARE(charts.front()->savePng(png), QString());
        QCOMPARE(charts.front()->saveSvg(svg), QString());
        QVERIFY(hasContent(QImage(png)));
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QVERIFY(svgFile.readAll().contains("<svg"));

        const QByteArray shots = qgetenv("PARTICLELAB_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            window.grab().save(QString::fromLocal8Bit(shots) + QLatin1Char('/') + lesson +
                               QStringLiteral(".png"));
        QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join(QLatin1Char('\n'))));
    }

    // Typed into the Δt field as a person types (driving the setter alone missed typed values
    // being thrown away):
    // a good value is taken, a bad one is refused beside the field, and every value stays.
    void badParameterIsRefusedAndNothingIsLost()
    {
        pl::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson("harmonic-oscillator"));
        auto* panel = window.findChild<pl::ParameterPanel*>();
        QVERIFY(panel);
        pl::NumberField* dt = pl::test::numberField(panel, QStringLiteral("dt"));
        QVERIFY(dt);
        pl::test::typeIntoField(dt, QStringLiteral("0.2 s"), Qt::Key_Return);
        QCOMPARE(window.session()->values().number("dt"), 0.2);
        const pl::ParameterValues kept = window.session()->values();
        for (const char* bad : {"-1", "0", "nan", "abc", "0.2 kg"}) {
            pl::test::typeIntoField(dt, QLatin1String(bad), Qt::Key_Return);
            QVERIFY2(window.session()->values() == kept, bad);
            QVERIFY2(!panel->problem(QStringLiteral("dt")).isEmpty(), bad);
            QCOMPARE(dt->value(), 0.2);
        }
    }
};

PARTICLELAB_TEST_MAIN(TestGui)
#include "test_gui.moc"
