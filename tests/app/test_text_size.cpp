// SPDX-License-Identifier: GPL-3.0-or-later
// The back row reads it. Presentation mode on a 1280×800 and a 1920×1080
// screen, every lesson: no text on screen smaller than 2.5 % of the window's height (20 and
// 27 px), measured as the pixel size (QFontInfo) of the font of every visible label, button,
// combo box, number field, table and group box (the playback bar, the timeline, the chart
// choosers), of every chart's title, legend, axis titles and tick labels (Qt's and the log axes'
// own), and of the view's caption, legend and scene labels; the charts' curves and the view's
// lines thickened by floor / 12 px. View → Text size: Ctrl + (and Ctrl =) and Ctrl − change
// the size of the widgets', the charts' and the view's text, typed as keys on the window, in
// both modes; Ctrl 0 goes back; the size is remembered by a new window. At the desk of a
// 1280×800 screen with the text 1.5 times larger, every lesson's world is drawn clear of the
// view's overlay (what is drawn of it: the overlay may lie over empty air within its bounds) and at least a third as large as the whole view would show it, the overlay's
// text made smaller only where that needs it; after half a second of play the overlay stays
// off what is drawn, and a caption grown over empty air leaves the world its size.
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "MainWindow.h"
#include "PresentationMode.h"
#include "Registry.h"
#include "SceneOverlayLayout.h"
#include "SceneView.h"
#include "TextScale.h"

#include <QtTest/QtTest>

#include "Sanitizers.h"
#include "TestRegistry.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QFontInfo>
#include <QGraphicsSimpleTextItem>
#include <QGroupBox>
#include <QLabel>
#include <QLegend>
#include <QMenu>
#include <QScreen>
#include <QSettings>
#include <QTableWidget>
#include <QToolBar>
#include <QToolButton>
#include <QXYSeries>

#include <cmath>

class TestTextSize : public QObject {
    Q_OBJECT

    struct Text {
        QString what;
        int pixels;
    };

    static void settle()
    {
        for (int i = 0; i < 4; ++i)
            QCoreApplication::processEvents();
    }

    static int px(const QFont& font) { return QFontInfo(font).pixelSize(); }

    // Every text the window shows, with the pixel size of its font.
    static std::vector<Text> shownTexts(pl::MainWindow& window)
    {
        std::vector<Text> texts;
        auto add = [&](const QString& what, const QFont& font) { texts.push_back({what, px(font)}); };
        for (QWidget* w : window.findChildren<QWidget*>()) {
            if (!w->isVisible() || w->visibleRegion().isEmpty())
                continue;
            const QString name = QLatin1String(w->metaObject()->className()) + QLatin1Char(' ') + w->objectName();
            if (auto* label = qobject_cast<QLabel*>(w)) {
                if (!label->text().trimmed().isEmpty())
                    add(name + QStringLiteral(" \"%1\"").arg(label->text().left(40)), label->font());
            } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
                const auto* tool = qobject_cast<QToolButton*>(button);
                const bool iconOnly = tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly &&
                                      !button->icon().isNull();
                if (!button->text().isEmpty() && !iconOnly)
                    add(name + QStringLiteral(" \"%1\"").arg(button->text()), button->font());
            } else if (qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractSpinBox*>(w) ||
                       (qobject_cast<QTableWidget*>(w) && static_cast<QTableWidget*>(w)->rowCount() > 0)) {
                add(name, w->font());
            } else if (auto* box = qobject_cast<QGroupBox*>(w); box && !box->title().isEmpty()) {
                add(name + QStringLiteral(" \"%1\"").arg(box->title()), box->font());
            }
        }
        for (pl::ChartWidget* c : window.chartPanel()->charts()) {
            if (!c->isVisible())
                continue;
            const QString id = QString::fromStdString(c->spec().id);
            QChart* chart = c->chart();
            if (!chart->title().isEmpty())
                add(id + QStringLiteral(" title"), chart->titleFont());
            if (chart->legend()->isVisible())
                add(id + QStringLiteral(" legend"), chart->legend()->font());
            for (QAbstractAxis* axis : chart->axes()) {
                add(id + QStringLiteral(" tick labels"), axis->labelsFont());
                if (!axis->titleText().isEmpty())
                    add(id + QStringLiteral(" axis title"), axis->titleFont());
            }
            for (QGraphicsItem* item : c->scene()->items())
                if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item); text && text->isVisible())
                    add(id + QStringLiteral(" tick label ") + text->text(), text->font());
        }
        pl::SceneView* view = window.sceneView();
        if (view->isVisible()) {
            const pl::Readability& r = view->readability();
            add(QStringLiteral("view caption and legend"),
                r.sized(pl::sceneOverlayFont(), pl::sceneOverlayFont().pointSizeF()));
            for (const pl::LabelItem& l : view->scene().labels)
                add(QStringLiteral("view label ") + QString::fromStdString(l.text),
                    r.sized(QFont(QStringLiteral("DejaVu Sans")), l.size));
        }
        return texts;
    }

    // What the keys change: a widget's text (the toolbar's clock), a chart's tick labels and
    // the view's caption.
    static std::array<int, 3> sizes(pl::MainWindow& window)
    {
        auto* clock = window.findChild<QLabel*>(QStringLiteral("clock"));
        const pl::Readability& r = window.sceneView()->readability();
        return {px(clock->font()), px(window.chartPanel()->charts().front()->chart()->axes().front()->labelsFont()),
                px(r.sized(pl::sceneOverlayFont(), pl::sceneOverlayFont().pointSizeF()))};
    }

    static QString describe(const std::array<int, 3>& s)
    {
        return QStringLiteral("clock %1 px, ticks %2 px, view %3 px").arg(s[0]).arg(s[1]).arg(s[2]);
    }

    static bool allLarger(const std::array<int, 3>& a, const std::array<int, 3>& b)
    {
        return a[0] > b[0] && a[1] > b[1] && a[2] > b[2];
    }

    // The view shows the world clear of the overlay's texts and boxes, and large: at least a
    // third of the scale that would fit it in the whole view.
    static void verifyWorldClearAndLarge(const pl::SceneView& view)
    {
        const QRectF area(view.rect());
        const pl::Scene& scene = view.scene();
        const pl::ViewTransform& shown = view.viewTransform();
        const double whole = pl::ViewTransform::fit(scene.boundsMin, scene.boundsMax, area).pixelsPerMetre();
        const double share = shown.pixelsPerMetre() / whole;
        const pl::SceneOverlayLayout overlay = pl::layoutSceneOverlay(area, scene, view.overlayFont());
        std::vector<std::pair<QString, QRectF>> boxes{
            {QStringLiteral("legend"), overlay.legend},
            {QStringLiteral("colour bars"), pl::sceneColourBarsBox(area, scene, view.overlayFont())}};
        for (const QRectF& line : overlay.captionLines)
            boxes.emplace_back(QStringLiteral("caption"), line);
        for (const pl::SceneOverlayLayout::Line& line : overlay.warningLines)
            boxes.emplace_back(line.text, line.box);
        qInfo("%s: the world at %.2f of the whole view's scale (view %dx%d)", QTest::currentDataTag(), share,
              view.width(), view.height());
        QVERIFY2(share >= 1.0 / 3.0, qPrintable(QStringLiteral("%1 of the whole view's scale").arg(share)));
        // What is drawn of the world, not the empty air its bounds may keep.
        for (const auto& [what, box] : boxes)
            QVERIFY2(!pl::sceneDrawingMeets(scene, shown, {box}),
                     qPrintable(QStringLiteral("the world runs into the %1").arg(what)));
    }

    // `window` on the 1280×800 screen as it opens there (1152×742), showing `lesson`, with the
    // text made three sizes larger (1.5 times) by Ctrl = typed on the window.
    static void openAtTheDeskWithLargerText(pl::MainWindow& window, const QString& lesson)
    {
        QScreen* desk = nullptr;
        for (QScreen* screen : QGuiApplication::screens())
            if (screen->size() == QSize(1280, 800))
                desk = screen;
        QVERIFY(desk);
        window.setScreen(desk);
        window.move(desk->geometry().topLeft() + QPoint(64, 28));
        window.resize(1152, 742);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson(lesson.toStdString()));
        for (int larger = 0; larger < 3; ++larger)
            QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
        settle();
        QCOMPARE(window.sceneView()->readability().scale, 1.5);
    }

private slots:
    void init() { QSettings().remove(QStringLiteral("textSize")); }
    void cleanup() { QSettings().remove(QStringLiteral("textSize")); }  // none left for later tests

    void presentationTextMeetsTheBackRowFloor_data()
    {
        QTest::addColumn<int>("screen");
        QTest::addColumn<QString>("lesson");
        const QList<QScreen*> screens = QGuiApplication::screens();
        // Under AddressSanitizer (pl::test::lightSweeps) each lesson is presented on one of the
        // screens in turn; the release stage presents every lesson on each.
        for (int screen = 0; screen < screens.size(); ++screen) {
            int row = 0;
            for (const pl::LessonEntry& e : pl::registerLessons()) {
                if (!pl::test::inShare(row++, screen, static_cast<int>(screens.size())))
                    continue;
                QTest::newRow(qPrintable(QStringLiteral("%1x%2 %3")
                                             .arg(screens[screen]->size().width())
                                             .arg(screens[screen]->size().height())
                                             .arg(QString::fromStdString(e.id))))
                    << screen << QString::fromStdString(e.id);
            }
        }
    }

    void presentationTextMeetsTheBackRowFloor()
    {
        QFETCH(int, screen);
        QFETCH(QString, lesson);
        QVERIFY(QGuiApplication::screens().size() == 2);
        QScreen* target = QGuiApplication::screens().at(screen);
        pl::MainWindow window;
        window.setScreen(target);
        window.move(target->geometry().topLeft() + QPoint(20, 20));
        window.resize(1000, 700);
        window.show();
        QVERIFY(window.selectLesson(lesson.toStdString()));
        const int deskClock = px(window.findChild<QLabel*>(QStringLiteral("clock"))->font());
        auto* present = window.findChild<pl::PresentationMode*>();
        QVERIFY(present);
        present->enter();
        settle();
        QCOMPARE(window.size(), target->size());
        const int floor = static_cast<int>(std::ceil(0.025 * window.height()));
        QCOMPARE(floor, window.height() == 1080 ? 27 : 20);

        const std::vector<Text> texts = shownTexts(window);
        QVERIFY(texts.size() >= 10);
        QStringList small;
        int smallest = 1000;
        for (const Text& t : texts) {
            smallest = std::min(smallest, t.pixels);
            if (t.pixels < floor)
                small << QStringLiteral("%1: %2 px").arg(t.what).arg(t.pixels);
        }
        qInfo("%s: %zu texts, the smallest %d px (floor %d px)", QTest::currentDataTag(), texts.size(),
              smallest, floor);
        const QByteArray shots = qgetenv("PARTICLELAB_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            window.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/present_%1_%2.png").arg(window.height()).arg(lesson));
        QVERIFY2(small.isEmpty(), qPrintable(small.join(QLatin1Char('\n'))));

        // The view's labels, grown with the text, still read apart: two on one line are at
        // least a quarter of a line from each other (the springs' run names touched at 1080:
        // "Symplectic EulerRK4").
        window.sceneView()->grab();
        const auto& drawn = window.sceneView()->drawnLabels();
        for (std::size_t a = 0; a < drawn.size(); ++a)
            for (std::size_t b = 0; b < drawn.size(); ++b) {
                const QRectF& left = drawn[a].box;
                const QRectF& right = drawn[b].box;
                if (a == b || left.left() > right.left() || left.bottom() <= right.top() || right.bottom() <= left.top())
                    continue;
                QVERIFY2(right.left() - left.right() >= 0.25 * left.height(),
                         qPrintable(QStringLiteral("'%1' and '%2': %3 px apart")
                                        .arg(drawn[a].text, drawn[b].text).arg(right.left() - left.right())));
            }

        // The world is drawn clear of the overlay's texts and boxes, and large (the SPH tank's
        // water was a speck at 1920×1080, 0.15 of the whole view's scale: its three caption lines
        // and its colour bar took 260 of 306 px).
        verifyWorldClearAndLarge(*window.sceneView());
        if (QTest::currentTestFailed())
            return;

        // Lines and markers thicker to match: floor / 12 px, the desk's text height.
        const double lines = floor / 12.0;
        QVERIFY(window.sceneView()->readability().lineScale >= lines - 1e-9);
        for (pl::ChartWidget* c : window.chartPanel()->charts()) {
            if (!c->isVisible())
                continue;
            for (std::size_t i = 0; i < c->spec().series.size(); ++i) {
                auto* series = qobject_cast<QXYSeries*>(c->chart()->series().at(static_cast<qsizetype>(i)));
                QVERIFY2(series->pen().widthF() >= c->spec().series[i].width * lines - 1e-9,
                         qPrintable(QStringLiteral("%1 %2: %3 px").arg(QString::fromStdString(c->spec().id)).arg(i).arg(series->pen().widthF())));
            }
        }
        auto* bar = window.findChild<QToolBar*>(QStringLiteral("playbackToolbar"));
        QVERIFY2(bar->iconSize().height() >= floor, "the bar's icons grow with the text");

        present->leave();
        settle();
        QCOMPARE(px(window.findChild<QLabel*>(QStringLiteral("clock"))->font()), deskClock);
    }

    // At the desk with the text three sizes larger (1.5 times), typed on the window (a
    // teacher's projector of 1280×800): the world is still drawn clear of the overlay and
    // large. In the 500×250 px view the SPH tank's legend took the top right, its caption went
    // below the legend across the view and the colour bar took the bottom: the world was fitted
    // into the 40 px between them (0.2 of the view's scale), and the integrators' legend ran
    // into the drawing.
    void largerDeskTextKeepsTheWorldLarge_data()
    {
        QTest::addColumn<QString>("lesson");
        int row = 0;
        for (const pl::LessonEntry& e : pl::registerLessons())
            if (pl::test::inShare(row++, 0, 2))
                QTest::newRow(e.id.c_str()) << QString::fromStdString(e.id);
    }

    void largerDeskTextKeepsTheWorldLarge()
    {
        QFETCH(QString, lesson);
        pl::MainWindow window;
        openAtTheDeskWithLargerText(window, lesson);
        if (QTest::currentTestFailed())
            return;
        window.sceneView()->grab();  // painted as on screen
        const QByteArray shots = qgetenv("PARTICLELAB_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            window.grab().save(QString::fromLocal8Bit(shots) +
                               QStringLiteral("/desk_larger_%1.png").arg(lesson));
        const pl::SceneView& view = *window.sceneView();
        verifyWorldClearAndLarge(view);
        if (QTest::currentTestFailed())
            return;
        // The overlay's text is as large as the world leaves room for: smaller than the text
        // size asked for only where the world would then be shown at less than a third, and
        // never smaller than the desk's default size.
        const QFont asked =
            view.readability().sized(pl::sceneOverlayFont(), pl::sceneOverlayFont().pointSizeF());
        const int used = px(view.overlayFont());
        qInfo("%s: the overlay's text %d px (%d px asked for)", QTest::currentDataTag(), used,
              px(asked));
        QVERIFY(used >= px(pl::sceneOverlayFont()));
        if (used < px(asked))
            QVERIFY2(pl::sceneWorldShare(QRectF(view.rect()), view.scene(), asked) < 1.0 / 3.0,
                     "the overlay's text was made smaller than it needed to be");
    }

    void inPlayTheOverlayStaysOffWhatIsDrawn_data()
    {
        QTest::addColumn<QString>("lesson");
        int row = 0;
        for (const pl::LessonEntry& e : pl::registerLessons())
            if (pl::test::inShare(row++, 1, 2))
                QTest::newRow(e.id.c_str()) << QString::fromStdString(e.id);
    }

    void inPlayTheOverlayStaysOffWhatIsDrawn()
    {
        // Every lesson at the desk of a 1280×800 screen with the text 1.5 times larger, after
        // half a second of play: the caption and warnings, however they grew (the springs'
        // stability figures arrive in play), stay off what the view draws. The SPH tank's
        // caption grows from four lines to seven ("wall … s per simulated s") over the air kept
        // above the tank for the splash, not over the water or the tank: its world keeps its
        // size (a fit that kept the caption off that air drew the tank at 0.4 of it, and kept
        // it so after reset).
        QFETCH(QString, lesson);
        pl::MainWindow window;
        openAtTheDeskWithLargerText(window, lesson);
        if (QTest::currentTestFailed())
            return;
        pl::SceneView& view = *window.sceneView();
        view.grab();
        const QRectF area(view.rect());
        const double captionBefore =
            pl::layoutSceneOverlay(area, view.scene(), view.overlayFont()).captionBox.height();
        const double scaleBefore = view.viewTransform().pixelsPerMetre();
        QTest::keyClick(&window, Qt::Key_Space);  // play
        for (int frame = 0; frame < 30; ++frame) {
            window.advanceFrame(1.0 / 60.0);
            view.grab();  // painted as on screen
        }
        QTest::keyClick(&window, Qt::Key_Space);  // pause
        settle();
        view.grab();
        const pl::SceneOverlayLayout overlay = pl::layoutSceneOverlay(area, view.scene(), view.overlayFont());
        std::vector<std::pair<QString, QRectF>> boxes;
        for (const QRectF& line : overlay.captionLines)
            boxes.emplace_back(QStringLiteral("caption"), line);
        for (const pl::SceneOverlayLayout::Line& line : overlay.warningLines)
            boxes.emplace_back(line.text, line.box);
        for (const auto& [what, box] : boxes)
            QVERIFY2(!pl::sceneDrawingMeets(view.scene(), view.viewTransform(), {box}),
                     qPrintable(QStringLiteral("the %1 runs into the drawing").arg(what)));
        qInfo("%s: caption %.0f then %.0f px high; the world at %.4g then %.4g px/m",
              QTest::currentDataTag(), captionBefore, overlay.captionBox.height(), scaleBefore,
              view.viewTransform().pixelsPerMetre());
        if (lesson == QLatin1String("sph-tank")) {
            QVERIFY2(overlay.captionBox.height() > captionBefore, "the caption grew in play");
            QCOMPARE(view.viewTransform().pixelsPerMetre(), scaleBefore);
        }
    }

    void zoomingOutClearsTheTextAsLittleAsItMust()
    {
        // An 11 m × 6 m world fitted into 500×300 px with a wall of 2 px 1 m from its left, and
        // a caption line whose end lies 4 px past the wall's top (the SPH tank's wall-time line
        // in play). Zoomed out about the world's middle, the wall moves right and down; the line
        // is clear once the wall's box (1 px either side) is off the line's box (1 px inside):
        // at the largest factor of 1 − 4/(cx − x₀) and 1 − 12/(cy − y₀). The zoom found is that
        // one, to the bisection's 1/128 of the way from half the scale.
        pl::Scene scene;
        scene.boundsMin = {-1.0, 0.0};
        scene.boundsMax = {10.0, 6.0};
        pl::PolylineItem wall;
        wall.points = {{0.0, 0.0}, {0.0, 5.0}};
        wall.stroke.width = 2.0;
        scene.polylines.push_back(wall);
        const pl::ViewTransform view = pl::ViewTransform::fit(scene.boundsMin, scene.boundsMax, QRectF(0, 0, 500, 300));
        const QPointF top = view.toScreen(pl::Vec2(0.0, 5.0));
        const QPointF middle = QRectF(view.toScreen(scene.boundsMin), view.toScreen(scene.boundsMax)).normalized().center();
        const std::vector<QRectF> line{QRectF(top.x() - 100.0, top.y() - 5.0, 104.0, 17.0)};
        QVERIFY(pl::sceneDrawingMeets(scene, view, line));
        const std::optional<pl::ViewTransform> zoomed =
            pl::zoomOutUntilClear(scene, view, line, 0.5 * view.pixelsPerMetre());
        QVERIFY(zoomed);
        QVERIFY(!pl::sceneDrawingMeets(scene, *zoomed, line));
        const double factor = zoomed->pixelsPerMetre() / view.pixelsPerMetre();
        const double expected = std::max(1.0 - 4.0 / (middle.x() - top.x()), 1.0 - 12.0 / (middle.y() - top.y()));
        qInfo("zoomed by %.4f, the largest clear factor %.4f", factor, expected);
        QVERIFY(factor <= expected + 1e-9);
        QVERIFY(factor >= expected - 0.5 / 128.0 - 1e-9);
        // Text over the world's middle stays there however far it zooms out: no zoom clears it.
        const std::vector<QRectF> overTheMiddle{QRectF(middle - QPointF(60.0, 10.0), QSizeF(120.0, 20.0))};
        pl::Scene floor = scene;
        const double level = view.toWorld(middle).y();  // a floor through the middle
        floor.polylines = {pl::PolylineItem{{{0.0, level}, {10.0, level}}, wall.stroke}};
        QVERIFY(!pl::zoomOutUntilClear(floor, view, overTheMiddle, 0.5 * view.pixelsPerMetre()));
    }

    void textSizeKeysChangeEveryFontAndAreRemembered()
    {
        std::array<int, 3> larger{};
        {
            pl::MainWindow window;
            window.show();
            window.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            QVERIFY(window.selectLesson("harmonic-oscillator"));
            settle();
            auto* menu = window.findChild<QMenu*>(QStringLiteral("textSizeMenu"));
            QVERIFY2(menu && menu->actions().size() == 3, "View → Text size has three entries");
            const std::array<int, 3> desk = sizes(window);

            QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
            settle();
            const std::array<int, 3> once = sizes(window);
            QVERIFY2(allLarger(once, desk), qPrintable(describe(desk) + QStringLiteral(" → ") + describe(once)));
            QTest::keyClick(&window, Qt::Key_Plus, Qt::ControlModifier);
            settle();
            QVERIFY2(allLarger(sizes(window), once), qPrintable(describe(sizes(window))));

            QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
            settle();
            QCOMPARE(sizes(window), desk);
            QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
            settle();
            QVERIFY2(allLarger(desk, sizes(window)), qPrintable(describe(sizes(window))));

            // In presentation mode too (the menu bar hidden): larger than the floor-sized text.
            QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
            window.findChild<pl::PresentationMode*>()->enter();
            settle();
            const std::array<int, 3> presented = sizes(window);
            QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
            settle();
            QVERIFY2(allLarger(sizes(window), presented),
                     qPrintable(describe(presented) + QStringLiteral(" → ") + describe(sizes(window))));
            QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
            settle();
            QCOMPARE(sizes(window), presented);
            window.findChild<pl::PresentationMode*>()->leave();
            settle();
            QCOMPARE(sizes(window), desk);

            QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
            QTest::keyClick(&window, Qt::Key_Equal, Qt::ControlModifier);
            settle();
            larger = sizes(window);
            QVERIFY(allLarger(larger, desk));
        }
        pl::MainWindow again;
        again.show();
        QVERIFY(again.selectLesson("harmonic-oscillator"));
        settle();
        QVERIFY2(sizes(again) == larger, qPrintable(describe(sizes(again)) + QStringLiteral(" remembered as ") + describe(larger)));
        QTest::keyClick(&again, Qt::Key_0, Qt::ControlModifier);
    }
};

// Two screens, 1280×800 and 1920×1080 (ProjectorScreen.h).
PARTICLELAB_TEST_TWO_PROJECTORS_MAIN(TestTextSize)
#include "test_text_size.moc"
