// SPDX-License-Identifier: GPL-3.0-or-later
// Window-level faults a teacher met in class, driven as a person drives the window (menu
// actions, keys, the chart's context menu, dialogs' buttons): a second window does not offer the
// runs of one still running, a stale lock still allows restoring; a saved chart says where it
// went; the "press R" notice shows whole; recording leaves the class's run where it was; the
// recording's "charts beside" is remembered; the keyboard help is an aligned table; the About box
// names licence and address; the keyframe budget is shared fairly and said; branch legends show
// whole; step-through zooms to the step.
#include "AboutBox.h"
#include "AutosaveStore.h"
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "KeyboardHelp.h"
#include "KeyframeBudget.h"
#include "MainWindow.h"
#include "PresentationMode.h"
#include "RecordDialog.h"
#include "SceneView.h"
#include "TimelineBar.h"
#include "framework/LessonSession.h"
#include "framework/LessonState.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLockFile>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolButton>

#include <cmath>

using namespace pl;

class TestWindowFaults : public QObject {
    Q_OBJECT

    // The menu action whose text (without '&') is `text`.
    static QAction* menuAction(QMainWindow& window, const QString& text)
    {
        for (QAction* top : window.menuBar()->actions())
            if (QMenu* menu = top->menu())
                for (QAction* a : menu->actions())
                    if (a->text().remove(QLatin1Char('&')) == text)
                        return a;
        return nullptr;
    }

    // Runs `work` on the next modal dialog or popup that appears (polling from the event loop,
    // as a person waits for the dialog to open).
    static void whenShown(std::function<bool()> work)
    {
        auto* timer = new QTimer(qApp);
        timer->setInterval(20);
        QObject::connect(timer, &QTimer::timeout, timer, [timer, work = std::move(work)] {
            if (work())
                timer->deleteLater();
        });
        timer->start();
    }

    // Chooses `text` in the context menu that is open; true once done.
    static bool chooseInPopup(const QString& text)
    {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu)
            return false;
        for (QAction* a : menu->actions())
            if (a->text() == text) {
                menu->setActiveAction(a);
                QTest::keyClick(menu, Qt::Key_Return);
                return true;
            }
        return false;
    }

    static void rightClickChart(ChartWidget* chart)
    {
        const QPoint at = chart->viewport()->rect().center();
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, chart->viewport()->mapToGlobal(at));
        QApplication::sendEvent(chart->viewport(), &event);
    }

    static QString autosaveRoot() { return AutosaveStore::defaultRoot(); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabWindowFaultsTest"));
        QSettings().clear();
        QDir(autosaveRoot()).removeRecursively();
    }

    void cleanup() { QSettings().clear(); }

    // (a) A window still running keeps its autosaved runs: a second window does not offer them.
    // A window that ended without closing (its lock names a process that no longer exists)
    // leaves them to be restored.
    void aRunningWindowsRunsAreNotOffered()
    {
        MainWindow first;
        QVERIFY(first.selectLesson("pendulum", true));
        for (int k = 0; k < 7; ++k)
            first.stepOnce();
        const double firstTime = first.session()->lesson().time();
        first.autosave();
        const QDir root(autosaveRoot());
        const QStringList folders = root.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(folders.size(), 1);
        const QString firstFile = root.filePath(folders.front() + QStringLiteral("/pendulum.plsession"));
        QVERIFY(QFile::exists(firstFile));

        {
            QStringList asked;
            MainWindow second;
            second.setAnswerer([&](const QString& q) {
                asked << q;
                return QMessageBox::Open;
            });
            QTest::qWait(50);  // the offer is made from the event loop
            QVERIFY2(asked.isEmpty(), qPrintable(asked.join('\n')));
            QVERIFY(QFile::exists(firstFile));
        }

        // A crashed window: its folder and a lock left by a process that has ended.
        QProcess ended;
        ended.start(QStringLiteral("true"), {});
        QVERIFY(ended.waitForStarted());
        const qint64 deadPid = ended.processId();
        QVERIFY(ended.waitForFinished());
        QByteArray lockText;
        {
            QLockFile probe(QDir(autosaveRoot()).filePath(QStringLiteral("probe.lock")));
            QVERIFY(probe.tryLock(0));
            QFile f(QDir(autosaveRoot()).filePath(QStringLiteral("probe.lock")));
            QVERIFY(f.open(QIODevice::ReadOnly));
            lockText = f.readAll();
            probe.unlock();
        }
        lockText = QByteArray::number(deadPid) + lockText.mid(lockText.indexOf('\n'));
        const QString crashed = root.filePath(QStringLiteral("crashed-window"));
        QVERIFY(QDir().mkpath(crashed));
        QVERIFY(QFile::copy(firstFile, crashed + QStringLiteral("/pendulum.plsession")));
        {
            QFile lock(crashed + QStringLiteral(".lock"));
            QVERIFY(lock.open(QIODevice::WriteOnly));
            lock.write(lockText);
        }

        QStringList asked;
        MainWindow third;
        third.setAnswerer([&](const QString& q) {
            asked << q;
            return QMessageBox::Open;
        });
        QTest::qWait(50);
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked.front().contains(QLatin1String("1 run")), qPrintable(asked.front()));
        QCOMPARE(third.session()->lesson().info().id, std::string("pendulum"));
        QCOMPARE(third.session()->lesson().time(), firstTime);
        QVERIFY(third.hasUnsavedRun());
        QVERIFY(!QDir(crashed).exists());           // restored: gone
        QVERIFY(!QFile::exists(crashed + QStringLiteral(".lock")));
        QVERIFY(QFile::exists(firstFile));          // the running window's run is untouched
    }

    // (b) Right-click → Save as PNG… says where the chart went; a failed save says why.
    void savingAChartSaysWhereItWent()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        QCoreApplication::processEvents();
        ChartWidget* chart = nullptr;
        for (ChartWidget* c : window.chartPanel()->charts())
            if (c->isVisible())
                chart = c;
        QVERIFY(chart);
        const QString path = dir.filePath(QStringLiteral("phase.png"));
        // The file dialog answers with `answer` (Qt's own dialog is not what is tested).
        QString answer = path;
        ChartWidget::setSavePathAsker([&](QWidget*, const QString&, const QString&) { return answer; });
        whenShown([] { return chooseInPopup(QObject::tr("Save as PNG…")); });
        rightClickChart(chart);
        QTRY_VERIFY(QFile::exists(path));
        QTRY_VERIFY2(window.statusBar()->currentMessage().contains(path),
                     qPrintable(window.statusBar()->currentMessage()));

        // Nothing can be written in /proc, not even by root.
        answer = QStringLiteral("/proc/particlelab-chart.png");
        whenShown([] { return chooseInPopup(QObject::tr("Save as PNG…")); });
        rightClickChart(chart);
        QMessageBox* failed = nullptr;
        QTRY_VERIFY((failed = chart->findChild<QMessageBox*>(QStringLiteral("chartExportFailed"))));
        QVERIFY(failed->isVisible());
        QVERIFY2(failed->text().contains(QLatin1String("/proc/")), qPrintable(failed->text()));
        failed->close();
        ChartWidget::setSavePathAsker({});
    }

    // (c) The "press R" notice for changed parameters shows whole, at the desk and presenting.
    void pendingNoticeShowsWhole()
    {
        MainWindow window;
        window.show();
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        window.stepOnce();
        QVERIFY(window.changeParameter(QStringLiteral("m"), QStringLiteral("2")));
        QVERIFY(window.session()->hasPendingReset());
        auto* present = window.findChild<PresentationMode*>();
        QVERIFY(present);
        for (bool presenting : {false, true}) {
            if (presenting)
                present->enter();
            else
                window.resize(1280, 800);
            QCoreApplication::processEvents();
            QLabel* notice = nullptr;
            for (QLabel* l : window.findChildren<QLabel*>())
                if (l->isVisible() && l->text().contains(QLatin1String("press R")))
                    notice = l;
            QVERIFY2(notice, presenting ? "presenting" : "at the desk");
            const QRect onWindow(notice->mapTo(&window, QPoint(0, 0)), notice->size());
            const QString where = QStringLiteral("%1: notice at %2,%3 %4×%5 (needs %6×%7) in %8×%9")
                                      .arg(presenting ? "presenting" : "desk")
                                      .arg(onWindow.x()).arg(onWindow.y())
                                      .arg(onWindow.width()).arg(onWindow.height())
                                      .arg(notice->sizeHint().width()).arg(notice->sizeHint().height())
                                      .arg(window.width()).arg(window.height());
            QVERIFY2(window.rect().contains(onWindow), qPrintable(where));
            const QRect onScreen(notice->mapToGlobal(QPoint(0, 0)), notice->size());
            QVERIFY2(window.screen()->geometry().contains(onScreen),
                     qPrintable(where + QStringLiteral(", window minimum %1×%2")
                                           .arg(window.minimumSizeHint().width())
                                           .arg(window.minimumSizeHint().height())));
            QVERIFY2(notice->width() >= notice->sizeHint().width() &&
                         notice->height() >= notice->sizeHint().height(),
                     qPrintable(where));
            QVERIFY2(notice->visibleRegion().boundingRect() == notice->rect(), qPrintable(where));
            // The text itself keeps clear of the window's edges (full screen: the screen's,
            // which a projector crops): 12 px to the right, 3 px below.
            const QRect text(notice->mapTo(&window, notice->contentsRect().topLeft()),
                             notice->contentsRect().size());
            const int textWidth = notice->fontMetrics().horizontalAdvance(notice->text());
            QVERIFY2(text.left() + textWidth <= window.width() - 12 &&
                         text.bottom() <= window.height() - 3 && textWidth <= text.width(),
                     qPrintable(where + QStringLiteral(", text %1 px from the right, %2 below")
                                           .arg(window.width() - text.left() - textWidth)
                                           .arg(window.height() - 1 - text.bottom())));
        }
        present->leave();
    }

    // (d, e) Recording from File → Record video… leaves the run where it was, and the dialog
    // remembers "charts beside" for the next window.
    void recordingLeavesTheRunAndRemembersItsChoices()
    {
        QTemporaryDir dir;
        const QString frames = dir.filePath(QStringLiteral("frames"));
        {
            MainWindow window;
            QVERIFY(window.selectLesson("harmonic-oscillator", true));
            for (int k = 0; k < 30; ++k)
                window.stepOnce();
            LessonSession& session = *window.session();
            const double time = session.lesson().time();
            const long long tick = session.tick(), head = session.headTick();
            const std::string state = saveStateBytes(session.lesson());
            const ChartData charts = session.chartData();

            QAction* record = menuAction(window, QStringLiteral("Record video…"));
            QVERIFY(record);
            record->trigger();
            auto* dialog = window.findChild<RecordDialog*>();
            QVERIFY(dialog);
            auto* target = dialog->findChild<QLineEdit*>();
            target->selectAll();
            QTest::keyClicks(target, frames);
            const QList<QAbstractSpinBox*> boxes = dialog->findChildren<QAbstractSpinBox*>();
            QCOMPARE(boxes.size(), 4);  // duration, fps, width, height
            for (auto [box, text] : {std::pair{boxes[0], "0.5"}, {boxes[1], "10"},
                                     {boxes[2], "160"}, {boxes[3], "120"}}) {
                box->setFocus();
                box->selectAll();
                QTest::keyClicks(box, QString::fromLatin1(text));
                QTest::keyClick(box, Qt::Key_Tab);
            }
            auto* beside = dialog->findChild<QCheckBox*>(QStringLiteral("chartsBeside"));
            QVERIFY(beside && !beside->isChecked());
            QTest::mouseClick(beside, Qt::LeftButton, {}, QPoint(8, beside->height() / 2));
            QVERIFY(beside->isChecked());
            QTest::mouseClick(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                              Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(
                window.statusBar()->currentMessage().startsWith(QLatin1String("Recorded")), 20000);
            QCOMPARE(QDir(frames).entryList({QStringLiteral("*.png")}).size(), 5);
            // The class's run is where it was: time, moment, run and the whole state.
            QCOMPARE(session.lesson().time(), time);
            QCOMPARE(session.tick(), tick);
            QCOMPARE(session.headTick(), head);
            QVERIFY(saveStateBytes(session.lesson()) == state);
            for (const ChartSpec& spec : session.charts())
                for (const SeriesSpec& series : spec.series)
                    QCOMPARE(session.chartData().points(spec.id, series.id).size(),
                             charts.points(spec.id, series.id).size());
        }
        MainWindow next;  // a restart
        menuAction(next, QStringLiteral("Record video…"))->trigger();
        auto* dialog = next.findChild<RecordDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->findChild<QCheckBox*>(QStringLiteral("chartsBeside"))->isChecked());
        QCOMPARE(dialog->options().fps, 10);
        QCOMPARE(dialog->options().size, QSize(160, 120));
        dialog->reject();
    }

    // (f) Help → Keyboard and mouse: keys in one column, what they do in the next, nothing cut.
    void keyboardHelpIsAnAlignedTable()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        menuAction(window, QStringLiteral("Keyboard and mouse"))->trigger();
        auto* help = window.findChild<KeyboardHelp*>();
        QVERIFY(help);
        QVERIFY(QTest::qWaitForWindowExposed(help));
        QTableWidget* table = help->table();
        QCOMPARE(table->columnCount(), 2);
        const int actionLeft = table->columnViewportPosition(1);
        int rows = 0;
        for (int r = 0; r < table->rowCount(); ++r) {
            if (table->columnSpan(r, 0) == 2)
                continue;  // a section's title
            ++rows;
            const QString keys = table->item(r, 0)->text();
            const QString action = table->item(r, 1)->text();
            const int keysWidth = table->fontMetrics().horizontalAdvance(keys);
            QVERIFY2(keysWidth + 6 <= table->columnWidth(0) && keysWidth < actionLeft,
                     qPrintable(keys));
            // The description, wrapped in its column, fits its row.
            const QRect need = table->fontMetrics().boundingRect(
                QRect(0, 0, table->columnWidth(1) - 8, 10000), Qt::TextWordWrap, action);
            QVERIFY2(need.height() <= table->rowHeight(r), qPrintable(action));
            QCOMPARE(table->visualRect(table->model()->index(r, 1)).left(), actionLeft);
        }
        QVERIFY(rows >= 15);
        QVERIFY(help->width() <= 1280 && help->height() <= 800);
        help->close();
    }

    // (g) Help → About: version, licence, web address and Qt version.
    void aboutNamesLicenceAndAddress()
    {
        MainWindow window;
        menuAction(window, QStringLiteral("About ParticleLab"))->trigger();
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("aboutBox"));
        QVERIFY(box);
        const QString text = box->text();
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("ParticleLab \\d+\\.\\d+\\.\\d+"))),
                 qPrintable(text));
        QVERIFY(text.contains(QLatin1String("GPL-3.0-or-later")));
        QVERIFY(text.contains(QLatin1String("https://particlelab.org")));
        QVERIFY(text.contains(QString::fromLatin1(qVersion())));
        box->close();
    }

    // (h) The budget: the lesson on show keeps at least half, the others what they hold up to
    // an equal part of the rest, never more than the budget in all.
    void keyframeBudgetIsSharedFairly()
    {
        const std::size_t mb = std::size_t{1} << 20;
        std::vector<std::size_t> used(25, 30 * mb);
        const KeyframeShares shares = shareKeyframeBudget(512 * mb, 3, used);
        std::size_t sum = 0;
        for (std::size_t i = 0; i < used.size(); ++i) {
            sum += shares.budgets[i];
            if (i != 3)
                QVERIFY(shares.budgets[i] <= shares.otherCap);
        }
        QVERIFY(shares.budgets[3] >= 256 * mb);  // it was 512 / 25 ≈ 20 MB
        QVERIFY(sum <= 512 * mb);
        // Runs that hold little keep it and leave the rest to the lesson on show.
        const KeyframeShares small = shareKeyframeBudget(512 * mb, 0, {0, 5 * mb, 5 * mb});
        QCOMPARE(small.budgets[1], 5 * mb);
        QCOMPARE(small.budgets[0], 502 * mb);
    }

    void keyframeBudgetIsSaidInTheWindow()
    {
        QSettings().setValue(QStringLiteral("timelineBudgetMB"), 64);
        MainWindow window;
        const std::vector<std::string> lessons = {"pendulum", "springs", "harmonic-oscillator",
                                                  "double-pendulum", "integrators"};
        for (const std::string& id : lessons) {
            QVERIFY(window.selectLesson(id, true));
            for (int k = 0; k < 20; ++k)
                window.stepOnce();
        }
        QVERIFY(window.selectLesson("pendulum"));
        const std::size_t shown = window.session()->record().budget();
        QVERIFY2(shown >= (std::size_t{32} << 20), qPrintable(QString::number(shown)));
        auto* memory = window.timeline()->findChild<QToolButton*>(QStringLiteral("timelineMemory"));
        QVERIFY(memory);
        const QString tip = memory->toolTip();
        QVERIFY2(tip.contains(QLatin1String("shared by the 5 lessons")) &&
                     tip.contains(QLatin1String("64 MB")) &&
                     tip.contains(formatMegabytes(shown)),
                 qPrintable(tip));
        QVERIFY2(memory->text().contains(formatMegabytes(shown)), qPrintable(memory->text()));
    }

    // (i) A branch's legend entry shows whole: the value the dashed run kept; the whole label
    // (what changed, from what to what, when) in the chart's tooltip.
    void branchLegendShowsWhole()
    {
        MainWindow window;
        window.resize(1152, 720);  // a first start at 1280×800: 90 % of the screen
        window.show();
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        for (int k = 0; k < 80; ++k)
            window.stepOnce();
        window.seekTo(40);
        QVERIFY(window.changeParameter(QStringLiteral("dt"), QStringLiteral("0.02")));
        for (int k = 0; k < 10; ++k)
            window.stepOnce();
        QCOMPARE(window.session()->branches().size(), std::size_t{1});
        QCoreApplication::processEvents();
        int checked = 0;
        for (ChartWidget* chart : window.chartPanel()->charts()) {
            if (!chart->isVisible())
                continue;
            chart->chart()->layout()->activate();
            QString legend;
            for (QGraphicsItem* item : chart->scene()->items())
                if (auto* text = dynamic_cast<QGraphicsTextItem*>(item); text && text->isVisible())
                    legend += text->toPlainText() + QLatin1Char('|');
            const QString what = QString::fromStdString(chart->spec().id) + QStringLiteral(": ") + legend;
            QVERIFY2(legend.contains(QStringLiteral("Δt 0.05 (before)")), qPrintable(what));
            QVERIFY2(!legend.contains(QChar(0x2026)) && !legend.contains(QLatin1String("...")),
                     qPrintable(what));
            QVERIFY2(chart->toolTip().contains(
                         QString::fromStdString(window.session()->branches().front().label)),
                     qPrintable(chart->toolTip()));
            ++checked;
        }
        QVERIFY(checked >= 1);
    }

    // (j) Step-through at Δt = 0.05: the view zooms to the step, so that the points a stage
    // starts from and predicts are far apart on screen.
    void stepThroughZoomsToTheStep()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson("integrators", true));
        QVERIFY(window.changeParameter(QStringLiteral("step_through"), QStringLiteral("1")));
        QCOMPARE(window.session()->lesson().time(), 0.0);
        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.sceneView()->setFocus();
        double smallest = 1e300;
        for (int press = 0; press < 6; ++press) {
            const double before = window.session()->lesson().time();
            const int stagesBefore = static_cast<int>(window.sceneView()->scene().circles.size());
            QTest::keyClick(window.sceneView(), Qt::Key_S);
            QCoreApplication::processEvents();
            QVERIFY(window.session()->lesson().time() > before ||
                    static_cast<int>(window.sceneView()->scene().circles.size()) != stagesBefore ||
                    press > 0);
            const Scene& scene = window.sceneView()->scene();
            const double scale = window.sceneView()->placement().scale;  // px per m
            // The stage's start (hollow, 4 px) and its prediction (filled, 4.5 px) per method.
            std::vector<Vec2> starts, predictions;
            for (const CircleItem& c : scene.circles) {
                if (c.radius == 4.0)
                    starts.push_back(c.center);
                if (c.radius == 4.5)
                    predictions.push_back(c.center);
            }
            QVERIFY2(!starts.empty() && starts.size() == predictions.size(),
                     qPrintable(QStringLiteral("%1 starts, %2 predictions").arg(starts.size()).arg(predictions.size())));
            double spread = 0.0;
            for (std::size_t i = 0; i < starts.size(); ++i)
                spread = std::max(spread, (predictions[i] - starts[i]).norm() * scale);
            smallest = std::min(smallest, spread);
        }
        // Each stage moves its prediction visibly away from where it started: four marker
        // diameters (36 px) at least; the 30 % floor the view had left them 16 px apart.
        QVERIFY2(smallest >= 36.0, qPrintable(QString::number(smallest)));
    }
};

// A 1280×800 projector for presentation mode (ProjectorScreen.h).
PARTICLELAB_TEST_PROJECTOR_MAIN(TestWindowFaults)
#include "test_window_faults.moc"
