// SPDX-License-Identifier: GPL-3.0-or-later
// Every text and icon of the window readable in every theme: the real
// MainWindow at 1280×800 for every lesson in light, dark and high contrast, grabbed as a person
// sees it. Metric: the WCAG 2.1 contrast ratio (L₁ + 0.05)/(L₂ + 0.05) of relative luminances,
// at least 4.5:1 (AA, SC 1.4.3) and 7:1 in high contrast, for
//   - every visible, enabled label, button, check box and combo box: the colour its palette
//     writes with against the colour behind it on the grabbed pixels (the rectangle's most
//     frequent colour), and on the pixels themselves: the pixel that differs most from that
//     background must reach 85 % of the ratio (antialiased glyph stems seldom reach the full
//     colour on a pixel of their own);
//   - every icon of a button: the colour of its opaque pixels against the button's background,
//     and on the pixels of the icon's place in the grab (85 %);
//   - the lesson selected in the list (its label on the highlight);
//   - each chart's title, legend, axis titles and tick labels against the chart's paper, and on
//     the legend's and the tick labels' pixels; in high contrast every curve against the paper
//     (4.5:1) and at least 2 px wide (Taylor's P₀ … P_{N−1} were thin translucent blue);
//   - the view's caption colour against its background, and each label of the scene on the
//     pixels where the view draws it (85 %; a label that would cover another is drawn a line
//     lower, as SceneRenderer does).
// Disabled controls are left out (WCAG exempts inactive components).
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "MainWindow.h"
#include "Registry.h"
#include "SceneColours.h"
#include "SceneView.h"
#include "Theme.h"
#include "ViewTransform.h"

#include <QtTest/QtTest>

#include "Sanitizers.h"
#include "TestRegistry.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QGraphicsSimpleTextItem>
#include <QGroupBox>
#include <QLabel>
#include <QLegend>
#include <QListWidget>
#include <QToolButton>
#include <QXYSeries>

#include <map>

class TestThemeContrast : public QObject {
    Q_OBJECT

    // Pixels reach this share of the required ratio (antialiasing), see the file's header.
    static constexpr double pixelShare = 0.85;

    static void settle()
    {
        for (int i = 0; i < 4; ++i)
            QCoreApplication::processEvents();
    }

    // The most frequent colour of `rect` in `image`: what is behind the text.
    static QColor background(const QImage& image, const QRect& rect)
    {
        std::map<QRgb, int> counts;
        for (int y = rect.top(); y <= rect.bottom(); ++y)
            for (int x = rect.left(); x <= rect.right(); ++x)
                ++counts[image.pixel(x, y) | 0xff000000u];
        const auto most = std::max_element(counts.begin(), counts.end(),
                                           [](const auto& a, const auto& b) { return a.second < b.second; });
        return most == counts.end() ? QColor() : QColor(most->first);
    }

    // The largest contrast ratio of a pixel of `rect` against `behind`.
    static double peakContrast(const QImage& image, const QRect& rect, const QColor& behind)
    {
        double peak = 1.0;
        for (int y = rect.top(); y <= rect.bottom(); ++y)
            for (int x = rect.left(); x <= rect.right(); ++x)
                peak = std::max(peak, pl::contrastRatio(QColor(image.pixel(x, y)), behind));
        return peak;
    }

    // The colour of an icon's most opaque pixels (its ink), averaged.
    static QColor iconInk(const QIcon& icon, const QSize& size)
    {
        const QImage image = icon.pixmap(size).toImage().convertToFormat(QImage::Format_ARGB32);
        int most = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                most = std::max(most, qAlpha(image.pixel(x, y)));
        double r = 0, g = 0, b = 0;
        int n = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QRgb p = image.pixel(x, y);
                if (qAlpha(p) >= most * 9 / 10 && most > 0) {
                    r += qRed(p);
                    g += qGreen(p);
                    b += qBlue(p);
                    ++n;
                }
            }
        return n ? QColor(int(r / n), int(g / n), int(b / n)) : QColor();
    }

    // Where `widget` is on the window's grab, its visible part only (clipped by scroll areas).
    static QRect placeOf(const QWidget* widget, const QWidget* window)
    {
        const QRect visible = widget->visibleRegion().boundingRect();
        if (visible.isEmpty())
            return {};
        return QRect(widget->mapTo(window, visible.topLeft()), visible.size()) & window->rect();
    }

    struct Check {
        QStringList failures;
        double least = 4.5;
        double lowestDeclared = 99.0;
        double lowestPixels = 99.0;
        int count = 0;

        void declared(const QString& what, const QColor& ink, const QColor& behind)
        {
            const double ratio = pl::contrastRatio(ink, behind);
            lowestDeclared = std::min(lowestDeclared, ratio);
            ++count;
            if (ratio < least)
                failures << QStringLiteral("%1: %2 on %3 is %4:1 (needs %5:1)")
                                .arg(what, ink.name(), behind.name())
                                .arg(ratio, 0, 'f', 2)
                                .arg(least);
        }
        void pixels(const QString& what, const QImage& shot, const QRect& rect, const QColor& behind)
        {
            if (rect.isEmpty())
                return;
            const double peak = peakContrast(shot, rect, behind);
            lowestPixels = std::min(lowestPixels, peak);
            if (peak < pixelShare * least)
                failures << QStringLiteral("%1: on screen at most %2:1 against %3 (needs %4:1)")
                                .arg(what)
                                .arg(peak, 0, 'f', 2)
                                .arg(behind.name())
                                .arg(pixelShare * least, 0, 'f', 2);
        }
    };

    void checkWidgets(const pl::MainWindow& window, const QImage& shot, Check& check)
    {
        for (QWidget* w : window.findChildren<QWidget*>()) {
            if (!w->isVisible() || !w->isEnabled())
                continue;
            const QRect place = placeOf(w, &window);
            if (place.width() < 2 || place.height() < 2)
                continue;
            const QString name = QStringLiteral("%1 '%2'").arg(QLatin1String(w->metaObject()->className()),
                                                                 w->objectName());
            if (auto* label = qobject_cast<QLabel*>(w)) {
                if (label->text().trimmed().isEmpty())
                    continue;
                const QString what = name + QStringLiteral(" \"%1\"").arg(label->text().left(40));
                const QColor behind = background(shot, place);
                check.declared(what, label->palette().color(label->foregroundRole()), behind);
                // A row scrolled almost out of sight shows a strip too thin for a line of text.
                if (place.height() >= label->fontMetrics().height())
                    check.pixels(what, shot, place, behind);
            } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
                const auto* tool = qobject_cast<QToolButton*>(button);
                const bool iconOnly = tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly &&
                                      !button->icon().isNull();
                const QColor behind = background(shot, place);
                const QString what = name + QStringLiteral(" \"%1\"").arg(button->text());
                if (!button->text().isEmpty() && !iconOnly) {
                    check.declared(what, button->palette().color(button->foregroundRole()), behind);
                    check.pixels(what, shot, place, behind);
                }
                if (!button->icon().isNull()) {
                    const QSize size = button->iconSize();
                    check.declared(what + QStringLiteral(" icon"), iconInk(button->icon(), size), behind);
                    // The icon sits at the left of a button with text beside it; the text
                    // begins after the icon and a 4 px gap.
                    const QRect icon = button->text().isEmpty() || iconOnly
                                           ? place
                                           : QRect(place.topLeft(), QSize(size.width() + 3, place.height())) & place;
                    check.pixels(what + QStringLiteral(" icon"), shot, icon, behind);
                }
            } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
                if (combo->currentText().isEmpty())
                    continue;
                const QString what = name + QStringLiteral(" \"%1\"").arg(combo->currentText());
                const QColor behind = background(shot, place);
                check.declared(what, combo->palette().color(QPalette::ButtonText), behind);
                check.pixels(what, shot, place, behind);
            } else if (auto* box = qobject_cast<QGroupBox*>(w)) {
                if (box->title().isEmpty())
                    continue;
                const QRect title(place.topLeft(), QSize(place.width(), box->fontMetrics().height() + 2));
                const QColor behind = background(shot, title & place);
                check.declared(name + QStringLiteral(" \"%1\"").arg(box->title()),
                               box->palette().color(QPalette::WindowText), behind);
            }
        }
    }

    void checkCharts(pl::MainWindow& window, const QImage& shot, Check& check, bool highContrast)
    {
        for (pl::ChartWidget* c : window.chartPanel()->charts()) {
            if (!c->isVisible())
                continue;
            QChart* chart = c->chart();
            const QColor paper = chart->backgroundBrush().color();
            const QString id = QString::fromStdString(c->spec().id);
            check.declared(id + QStringLiteral(" title"), chart->titleBrush().color(), paper);
            check.declared(id + QStringLiteral(" legend"), chart->legend()->labelColor(), paper);
            for (QAbstractAxis* axis : chart->axes()) {
                check.declared(id + QStringLiteral(" axis title"), axis->titleBrush().color(), paper);
                if (axis->labelsBrush().color().alpha() > 0)
                    check.declared(id + QStringLiteral(" tick labels"), axis->labelsBrush().color(), paper);
            }
            for (QGraphicsItem* item : c->scene()->items())
                if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item); text && text->isVisible())
                    check.declared(id + QStringLiteral(" tick label ") + text->text(), text->brush().color(), paper);
            const QPoint origin = c->mapTo(&window, QPoint(0, 0));
            const QRect legend = c->mapFromScene(chart->legend()->geometry()).boundingRect().translated(origin) & shot.rect();
            if (chart->legend()->isVisible() && legend.width() > 4)
                check.pixels(id + QStringLiteral(" legend"), shot, legend, background(shot, legend));
            const QRectF plot = chart->plotArea();
            const QRect ticks = c->mapFromScene(QRectF(chart->geometry().left(), plot.top(),
                                                       plot.left() - chart->geometry().left() - 2,
                                                       plot.height()))
                                    .boundingRect()
                                    .translated(origin) &
                                shot.rect();
            if (ticks.width() > 4)
                check.pixels(id + QStringLiteral(" y tick labels"), shot, ticks, background(shot, ticks));
            if (!highContrast)
                continue;
            for (QAbstractSeries* series : chart->series()) {
                auto* xy = qobject_cast<QXYSeries*>(series);
                if (!xy || !xy->isVisible() || xy->pen().style() == Qt::NoPen)
                    continue;
                const QString what = id + QStringLiteral(" curve ") + xy->name();
                ++check.count;
                const QColor colour = xy->pen().color();
                if (colour.alpha() < 255)
                    check.failures << what + QStringLiteral(": translucent (alpha %1)").arg(colour.alpha());
                const double ratio = pl::contrastRatio(colour, paper);
                if (ratio < 4.5)
                    check.failures << what + QStringLiteral(": %1 on %2 is %3:1 (needs 4.5:1)")
                                                 .arg(colour.name(), paper.name())
                                                 .arg(ratio, 0, 'f', 2);
                if (xy->pen().widthF() < 2.0)
                    check.failures << what + QStringLiteral(": %1 px wide").arg(xy->pen().widthF());
            }
        }
    }

    void checkView(pl::MainWindow& window, const QImage& shot, Check& check)
    {
        pl::SceneView* view = window.sceneView();
        const pl::SceneColours colours = pl::SceneColours::fromPalette(view->palette());
        check.declared(QStringLiteral("view caption"), colours.ink, colours.background);
        // Where the view drew its labels when the window was grabbed (one that would cover
        // another moves down a line or is left out).
        const QPoint origin = view->mapTo(&window, QPoint(0, 0));
        if (!view->scene().labels.empty() && view->drawnLabels().empty())
            check.failures << QStringLiteral("the view drew none of its %1 labels").arg(view->scene().labels.size());
        for (const auto& [text, box] : view->drawnLabels()) {
            const QRect inner = box.adjusted(2, 0, -2, 0).toAlignedRect();
            if (!QRect(QPoint(0, 0), view->size()).contains(inner) || text.trimmed().isEmpty())
                continue;
            const QRect onShot = inner.translated(origin);
            ++check.count;
            check.pixels(QStringLiteral("view label \"%1\"").arg(text), shot, onShot,
                         background(shot, onShot.adjusted(-3, -3, 3, 3) & shot.rect()));
        }
    }

private slots:
    void everyTextAndIconIsReadableInEveryTheme_data()
    {
        QTest::addColumn<int>("theme");
        QTest::addColumn<QString>("lesson");
        // Under AddressSanitizer (pl::test::lightSweeps) each lesson is grabbed in one of the
        // three themes in turn: every lesson's window and every theme are still drawn there; the
        // release stage checks every lesson in every theme.
        const pl::Theme themes[] = {pl::Theme::Light, pl::Theme::Dark, pl::Theme::HighContrast};
        for (int t = 0; t < 3; ++t) {
            int row = 0;
            for (const pl::LessonEntry& e : pl::registerLessons())
                if (pl::test::inShare(row++, t, 3))
                    QTest::newRow(qPrintable(pl::themeName(themes[t]) + QLatin1Char(' ') +
                                             QString::fromStdString(e.id)))
                        << static_cast<int>(themes[t]) << QString::fromStdString(e.id);
        }
    }

    void everyTextAndIconIsReadableInEveryTheme()
    {
        QFETCH(int, theme);
        QFETCH(QString, lesson);
        const auto which = static_cast<pl::Theme>(theme);
        pl::applyTheme(which);  // the window opens in the remembered theme
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson(lesson.toStdString()));
        window.stepOnce();
        auto* list = window.findChild<QListWidget*>();
        QVERIFY(list && list->currentItem());
        list->scrollToItem(list->currentItem());
        settle();
        QCOMPARE(pl::currentTheme(), which);
        const QImage shot = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QByteArray shots = qgetenv("PARTICLELAB_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            shot.save(QString::fromLocal8Bit(shots) + QStringLiteral("/contrast_%1_%2.png").arg(pl::themeName(which), lesson));

        Check check;
        check.least = which == pl::Theme::HighContrast ? 7.0 : 4.5;
        checkWidgets(window, shot, check);
        checkCharts(window, shot, check, which == pl::Theme::HighContrast);
        checkView(window, shot, check);

        // The lesson on show is marked in the list, and its label is among what was checked.
        QVERIFY(list->itemWidget(list->currentItem()));
        QVERIFY(!placeOf(list->itemWidget(list->currentItem()), &window).isEmpty());
        QVERIFY(check.count > 20);
        qInfo("%s: %d checks, lowest ratio %.2f:1 declared, %.2f:1 on pixels", QTest::currentDataTag(),
              check.count, check.lowestDeclared, check.lowestPixels);
        // Each failure on a line of its own (QTest cuts a long message short).
        check.failures.removeDuplicates();
        for (const QString& failure : std::as_const(check.failures))
            qInfo("%s", qPrintable(failure));
        QVERIFY2(check.failures.isEmpty(),
                 qPrintable(QStringLiteral("%1 texts or icons below the ratio, the first: %2")
                                .arg(check.failures.size())
                                .arg(check.failures.value(0))));
    }

    void cleanupTestCase() { pl::applyTheme(pl::Theme::Light); }
};

PARTICLELAB_TEST_MAIN(TestThemeContrast)
#include "test_theme_contrast.moc"
