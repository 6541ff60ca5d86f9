// SPDX-License-Identifier: GPL-3.0-or-later
// Charts that fit: every lesson is opened in the window offscreen at its defaults and
// played for a second, at a 1280×800 projector in presentation mode, and at 1280×800 and
// 1920×1080 at the desk. For every chart on show:
//   - its size is at least the readable cell (ChartLayout: 440×270 px at the desk, 600×360 px in
//     presentation mode) and it lies wholly inside the window (nothing below the fold);
//   - no text drawn in it is elided (no text item ends in "…" or "...") or cut by its edge;
//   - each label fits the space it is given, measured with QFontMetricsF in the font it is drawn
//     in: the x axis title within the plot's width, the y axis title within its height, each
//     legend entry within the legend's width, the x tick labels side by side within the plot.
// A lesson with more items than cells offers a chooser per cell (and no scroll area);
// double-click enlarges a chart to the whole area and back; a phase portrait has equal scales
// (one unit spans the same pixels on both axes, to 3 %: the plot moves by a few pixels when its
// tick labels change width); no axis starts at ±1e-9. The flip map
// is drawn as a chart with every label fitting its box. Themes recolour the charts readably;
// the export dialog writes PNG at 1920 px by default and remembers its folder; presentation
// mode folds the panels into a slim bar with the title, play and step, and a Panels button.
// sph-tank's Δt chart shows its first points (a lone point as a dot) on the solvers' decades
// from t = 0; the view's caption wraps left of its legend instead of running under it.
#include "ChartPanel.h"
#include "ChartText.h"
#include "ChartWidget.h"
#include "ExportDialog.h"
#include "MainWindow.h"
#include "PresentationMode.h"
#include "Sanitizers.h"
#include "SceneColours.h"
#include "SceneOverlayLayout.h"
#include "SceneView.h"
#include "StudyImageView.h"
#include "StudyRunner.h"
#include "Theme.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QComboBox>
#include <QFile>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QDockWidget>
#include <QLabel>
#include <QLegend>
#include <QTextDocumentFragment>
#include <QToolBar>
#include <QLineEdit>
#include <QSpinBox>
#include <QLegendMarker>
#include <QLogValueAxis>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTextLayout>
#include <QValueAxis>
#include <QXYSeries>
#include <QRegularExpression>

#include <array>
#include <map>
#include <set>
#include <utility>

#include "LessonTestHelpers.h"
#include "Registry.h"
#include "sph_tank/SphTankLesson.h"

namespace {

// A tick label as the axis writes it (its label format is a printf format set by the chart code).
QString axisLabel(const QString& format, double v)
{
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    return QString::asprintf(format.toLatin1().constData(), v);
#pragma GCC diagnostic pop
}

enum class Mode { Presentation1280, Desk1280, Desk1920 };

// Every problem with the text of one chart, as readable lines.
QStringList textProblems(pl::ChartWidget* view)
{
    QStringList problems = pl::test::cutChartTexts(view);
    QChart* chart = view->chart();
    const QRectF plot = chart->plotArea();
    for (QAbstractAxis* axis : chart->axes()) {
        const bool horizontal = axis->orientation() == Qt::Horizontal;
        const double space = horizontal ? plot.width() : plot.height();
        const double width = QFontMetricsF(axis->titleFont()).horizontalAdvance(axis->titleText());
        if (width > space)
            problems << QStringLiteral("axis title '%1' is %2 px in %3 px")
                            .arg(axis->titleText()).arg(width).arg(space);
        if (!horizontal)
            continue;
        // Tick labels of the x axis, side by side within the plot's width.
        const QFontMetricsF metrics(axis->labelsFont());
        double labels = 0.0;
// The axes' label formats are printf formats chosen at run time, as the chart prints them.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
        if (auto* labelled = qobject_cast<QCategoryAxis*>(axis)) {
            for (const QString& label : labelled->categoriesLabels())
                labels += metrics.horizontalAdvance(label);
        } else if (auto* value = qobject_cast<QValueAxis*>(axis)) {
            const double step = value->tickInterval();
            for (double v = value->tickAnchor(); step > 0 && v <= value->max() + 1e-9 * step; v += step)
                labels += metrics.horizontalAdvance(
                    axisLabel(value->labelFormat(), v));
        } else if (auto* log = qobject_cast<QLogValueAxis*>(axis)) {
            for (double v = log->min(); v <= log->max() * (1 + 1e-9); v *= log->base())
                labels += metrics.horizontalAdvance(
                    axisLabel(log->labelFormat(), v));
        }
#pragma GCC diagnostic pop
        if (labels > plot.width())
            problems << QStringLiteral("x tick labels need %1 px in %2 px").arg(labels).arg(plot.width());
    }
    const QLegend* legend = chart->legend();
    const QFontMetricsF metrics(legend->font());
    for (QLegendMarker* marker : legend->markers()) {
        if (!marker->isVisible() || marker->label().isEmpty())
            continue;
        QTextDocument doc;
        doc.setHtml(marker->label());
        // A long entry is broken into lines (ChartDrawing::wrapTexts): its widest line counts.
        double widest = 0.0;
        for (const QString& line : doc.toPlainText().split(QChar::LineSeparator))
            widest = std::max(widest, metrics.horizontalAdvance(line));
        const double width = widest + metrics.height() * 1.5;
        if (width > legend->geometry().width())
            problems << QStringLiteral("legend entry '%1' is %2 px in %3 px")
                            .arg(doc.toPlainText()).arg(width).arg(legend->geometry().width());
    }
    return problems;
}

double relativeLuminance(const QColor& c)
{
    auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// CIE 1976 colour difference ΔE*ab of two sRGB colours (D65 white).
double colourDifference(const QColor& a, const QColor& b)
{
    auto lab = [](const QColor& c) {
        auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        const double r = channel(c.redF()), g = channel(c.greenF()), bl = channel(c.blueF());
        const double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047;
        const double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl;
        const double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883;
        auto f = [](double t) {
            constexpr double delta = 6.0 / 29.0;
            return t > delta * delta * delta ? std::cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0;
        };
        return std::array<double, 3>{116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
    };
    const auto p = lab(a), q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

// The colour most pixels of `image` have (a view's background) and their mean luminance.
std::pair<QColor, double> backgroundAndMeanLuminance(const QImage& image)
{
    std::map<QRgb, int> counts;
    double sum = 0.0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QRgb rgb = image.pixel(x, y) | 0xff000000u;
            ++counts[rgb];
            sum += relativeLuminance(QColor(rgb));
        }
    const auto most = std::max_element(counts.begin(), counts.end(),
                                       [](const auto& a, const auto& b) { return a.second < b.second; });
    return {QColor(most->first), sum / (image.width() * image.height())};
}

void settle()
{
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
}

} // namespace

class TestChartLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
    }

    void everyChartFitsAndNoTextIsElided_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<int>("mode");
        // Under AddressSanitizer each lesson is laid out in one of the three modes, in turn
        // (every mode still appears; the release stage runs all of them for every lesson).
        const std::pair<Mode, const char*> modes[] = {{Mode::Presentation1280, " presentation 1280x800"},
                                                      {Mode::Desk1280, " desk 1280x800"},
                                                      {Mode::Desk1920, " desk 1920x1080"}};
        int lessonIndex = 0;
        for (const pl::LessonEntry& e : pl::registerLessons()) {
            for (int m = 0; m < 3; ++m) {
                if (pl::test::lightSweeps() && m != lessonIndex % 3)
                    continue;
                QTest::newRow((e.id + modes[m].second).c_str())
                    << QString::fromStdString(e.id) << static_cast<int>(modes[m].first);
            }
            ++lessonIndex;
        }
    }

    void everyChartFitsAndNoTextIsElided()
    {
        QFETCH(QString, lesson);
        QFETCH(int, mode);
        const bool presentation = static_cast<Mode>(mode) == Mode::Presentation1280;
        pl::MainWindow window;
        window.resize(static_cast<Mode>(mode) == Mode::Desk1920 ? QSize(1920, 1080) : QSize(1280, 800));
        window.show();
        QVERIFY(window.selectLesson(lesson.toStdString()));
        if (presentation)
            window.findChild<pl::PresentationMode*>()->enter();
        settle();
        window.setPlaying(true);
        for (int frame = 0; frame < 60; ++frame)
            window.advanceFrame(1.0 / 60.0);
        window.studies()->waitForAll();
        settle();
        window.advanceFrame(1.0 / 60.0);
        window.setPlaying(false);
        settle();
        pl::ChartPanel* panel = window.chartPanel();
        QVERIFY2(!panel->findChild<QScrollArea*>(), "charts are chosen, not scrolled");
        const QByteArray shots = qgetenv("PARTICLELAB_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            window.grab().save(QString::fromLocal8Bit(shots) + QLatin1Char('/') + lesson +
                               QStringLiteral("_%1.png").arg(mode));

        const QSize cell = pl::minimumChartCell(presentation);
        auto check = [&](pl::ChartWidget* c) {
            const QString what = lesson + QLatin1Char(' ') + QString::fromStdString(c->spec().id);
            QVERIFY2(c->width() >= cell.width() && c->height() >= cell.height(),
                     qPrintable(what + QStringLiteral(" is %1×%2").arg(c->width()).arg(c->height())));
            const QRect inWindow(c->mapTo(&window, QPoint(0, 0)), c->size());
            QVERIFY2(window.rect().contains(inWindow), qPrintable(what + " lies inside the window"));
            const QStringList problems = textProblems(c);
            QVERIFY2(problems.isEmpty(), qPrintable(what + QStringLiteral(": ") + problems.join(QStringLiteral("; "))));
            for (QAbstractAxis* axis : c->chart()->axes())
                if (auto* value = qobject_cast<QValueAxis*>(axis))
                    QVERIFY2(value->max() - value->min() > 1e-6 || value->max() > 1e-6,
                             qPrintable(what + QStringLiteral(" axis %1 … %2").arg(value->min()).arg(value->max())));
        };
        int shown = 0;
        for (pl::ChartWidget* c : panel->charts())
            if (c->isVisible()) {
                ++shown;
                check(c);
            }
        QVERIFY2(shown >= 1, "a chart is on show");
        QVERIFY(shown <= panel->grid().capacity());
        if (panel->itemCount() > panel->grid().capacity())
            for (int cellIndex = 0; cellIndex < panel->grid().capacity(); ++cellIndex)
                QVERIFY2(panel->chooser(cellIndex) && panel->chooser(cellIndex)->isVisible() &&
                             panel->chooser(cellIndex)->count() == panel->itemCount(),
                         "more items than cells: each cell has a chooser of every item");
        // Every chart, chosen into the first cell in turn.
        for (int index = 0; index < panel->itemCount(); ++index)
            if (auto* c = qobject_cast<pl::ChartWidget*>(panel->item(index)); c && !c->isVisible()) {
                panel->showItem(0, index);
                settle();
                QVERIFY(c->isVisible());
                check(c);
            }
    }

    // A log axis labels every `k` decades when the chart is short, and draws k − 1 faint minor
    // ticks between labels. Qt draws floor(base) − 2 minor ticks while the count is automatic,
    // so a base of 10^k must never meet an automatic count: with k = 14 that asked for 10^14
    // ticks, and the window grew by gigabytes (the classroom test was killed for want of memory).
    void aShortLogAxisNeverAsksForABaseWorthOfMinorTicks()
    {
        pl::ChartSpec spec{"error", "Global error", {"time step", "s", true}, {"error", "", true}, {}};
        spec.series.push_back({"euler", "Euler", {}});
        pl::ChartWidget chart(spec);
        chart.resize(600, 420);
        chart.show();
        auto curve = [](double lowest, double highest) {
            std::vector<pl::ChartPoint> points;
            for (double dt = 1e-3, e = lowest; dt <= 0.1 * (1 + 1e-9); dt *= 10, e *= highest / lowest * 0.5)
                points.push_back({dt, std::min(e, highest)});
            return points;
        };
        pl::ChartData data;
        data.replace("error", "euler", curve(1e-4, 1e-1));
        chart.refresh(data);
        settle();
        auto* y = qobject_cast<QLogValueAxis*>(chart.chart()->axes(Qt::Vertical).value(0));
        QVERIFY(y);
        QStringList problems;
        connect(y, &QLogValueAxis::baseChanged, this, [&](qreal base) {
            if (base > 10 && y->minorTickCount() < 0) {
                problems << QStringLiteral("base %1 with an automatic minor tick count").arg(base);
                y->setMinorTickCount(0);  // so the failure is reported, not run out of memory
            }
        });
        for (int round = 0; round < 2; ++round) {
            chart.resize(600, 90);  // a few labels fit: several decades per label
            data.replace("error", "euler", curve(1e-16, 1e-2));
            data.setRevisions(static_cast<unsigned long long>(10 + 2 * round));
            chart.refresh(data);
            settle();
            QVERIFY2(y->base() > 10, qPrintable(QStringLiteral("base %1").arg(y->base())));
            QCOMPARE(y->minorTickCount(), static_cast<int>(std::lround(std::log10(y->base()))) - 1);
            chart.resize(600, 420);  // one label per decade again
            data.replace("error", "euler", curve(1e-4, 1e-1));
            data.setRevisions(static_cast<unsigned long long>(11 + 2 * round));
            chart.refresh(data);
            settle();
            QCOMPARE(y->base(), 10.0);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }

    // sph-tank's Δt chart starts on the solvers' decades: at t = 0 the WCSPH sound limit
    // C h/c₀ (known before any step) is on show as a dot and the log axis spans at most three
    // decades around it, not the empty chart's 0.1 … 10 s; the Δt used shows as a dot from its
    // first sample and as a line from its second.
    void theSphTimeStepChartShowsItsFirstPoints_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("hydrostatic, WCSPH") << "hydrostatic";
        QTest::newRow("dam break, DFSPH") << "dam-break";
    }

    void theSphTimeStepChartShowsItsFirstPoints()
    {
        QFETCH(QString, scenario);
        std::unique_ptr<pl::LessonSession> session = pl::test::openLesson("sph-tank");
        QVERIFY(!session->set("scenario", scenario.toStdString()));
        QVERIFY(!session->reset());
        const auto& lesson = dynamic_cast<const pl::SphTankLesson&>(session->lesson());
        const auto spec = std::find_if(session->charts().begin(), session->charts().end(),
                                       [](const pl::ChartSpec& c) { return c.id == "time_step"; });
        QVERIFY(spec != session->charts().end());
        pl::ChartWidget chart(*spec);
        chart.resize(600, 420);
        chart.show();
        auto series = [&](const std::string& id) {
            for (std::size_t i = 0; i < spec->series.size(); ++i)
                if (spec->series[i].id == id)
                    return qobject_cast<QXYSeries*>(chart.chart()->series().at(static_cast<qsizetype>(i)));
            qFatal("no series %s", id.c_str());
        };
        auto* y = qobject_cast<QLogValueAxis*>(chart.chart()->axes(Qt::Vertical).value(0));
        QVERIFY(y);
        auto within = [&](double value) { return y->min() <= value && value <= y->max(); };

        chart.refresh(session->chartData());
        settle();
        const double sound = lesson.model().wcsphTimeStep();
        QCOMPARE(series("courant")->count(), 1);
        QVERIFY(series("courant")->pointsVisible());
        QVERIFY2(within(sound) && y->max() / y->min() <= 1e3 * (1 + 1e-9),
                 qPrintable(QStringLiteral("C h/c₀ = %1 s on an axis %2 … %3 s")
                                .arg(sound).arg(y->min()).arg(y->max())));
        QCOMPARE(series("dt")->count(), 0);

        while (session->chartData().points("time_step", "dt").empty())
            session->step();
        chart.refresh(session->chartData());
        settle();
        const double used = lesson.model().fluid().lastTimeStep();
        QCOMPARE(series("dt")->count(), 1);
        QVERIFY(series("dt")->pointsVisible());
        QVERIFY2(within(used), qPrintable(QStringLiteral("Δt = %1 s on an axis %2 … %3 s")
                                              .arg(used).arg(y->min()).arg(y->max())));
        auto* x = qobject_cast<QValueAxis*>(chart.chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(x && x->min() <= 0.0 && x->max() >= session->lesson().time() && x->max() > x->min());

        const std::size_t first = session->chartData().points("time_step", "dt").size();
        while (session->chartData().points("time_step", "dt").size() == first)
            session->step();
        chart.refresh(session->chartData());
        settle();
        QCOMPARE(series("dt")->count(), 2);
        QVERIFY(!series("dt")->pointsVisible());
    }

    // The view's caption (sph-tank's is one 700 px line) wraps left of the legend box instead
    // of running under it, at 1280×800 and 1920×1080; every field of it is still drawn.
    void theViewCaptionClearsTheLegend_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("scenario");
        for (const QSize& size : {QSize(1280, 800), QSize(1920, 1080)})
            for (const char* scenario : {"hydrostatic", "dam-break"})
                QTest::newRow(qPrintable(QStringLiteral("%1x%2 %3").arg(size.width()).arg(size.height()).arg(scenario)))
                    << size << QString::fromLatin1(scenario);
    }

    void theViewCaptionClearsTheLegend()
    {
        QFETCH(QSize, size);
        QFETCH(QString, scenario);
        pl::MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(window.selectLesson("sph-tank"));
        QVERIFY(window.changeParameter(QStringLiteral("scenario"), scenario));
        QVERIFY(window.resetLesson());
        settle();
        window.setPlaying(true);
        for (int frame = 0; frame < 3; ++frame)
            window.advanceFrame(1.0 / 60.0);
        window.setPlaying(false);
        settle();
        const auto* view = window.findChild<pl::SceneView*>();
        QVERIFY(view);
        const pl::Scene& scene = view->scene();
        QVERIFY(!scene.caption.empty() && !scene.legend.empty());
        const QFontMetricsF metrics(pl::sceneOverlayFont());
        const pl::SceneOverlayLayout layout = pl::layoutSceneOverlay(QRectF(view->rect()), scene, metrics);
        const QString caption = QString::fromStdString(scene.caption);
        QVERIFY2(!layout.captionBox.intersects(layout.legend),
                 qPrintable(QStringLiteral("caption %1 px wide, legend at x = %2 in a view %3 px wide")
                                .arg(layout.captionBox.width()).arg(layout.legend.left()).arg(view->width())));
        QVERIFY(QRectF(view->rect()).contains(layout.captionBox));
        // No-break spaces keep a quantity whole (keepQuantitiesWhole); they separate words too.
        const QStringList drawn = QString(layout.caption)
                                      .replace(QChar(0x00A0), QLatin1Char(' '))
                                      .split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        QCOMPARE(drawn, caption.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts));
        if (metrics.horizontalAdvance(caption) > layout.legend.left() - view->rect().left())
            QVERIFY2(layout.caption.contains(QLatin1Char('\n')), "a caption wider than the room wraps");
    }

    // Where the legend leaves less than 120 px beside it (xpbd at the desk with the text three
    // sizes larger: its legend took all but 60 px of the view), the caption and the warnings go
    // below the legend, across the view, instead of running under it.
    void aCaptionWithNoRoomBesideTheLegendGoesBelowIt()
    {
        pl::Scene scene;
        scene.caption = "t = 0.00 s   Δt = 0.0167 s   in 10 substeps   × 1 iterations   α = 0.0001 m/N";
        scene.legend.push_back({"XPBD constraints", pl::Color{}});
        scene.legend.push_back({"Damped springs (symplectic Euler)", pl::Color{}});
        scene.warnings.push_back("A warning long enough to take more than one line in a view this narrow.");
        QFont font = pl::sceneOverlayFont();
        font.setPointSizeF(2.0 * font.pointSizeF());
        const QFontMetricsF metrics(font);
        const double legendWidth = metrics.horizontalAdvance(QStringLiteral("Damped springs (symplectic Euler)")) + 32;
        for (const double room : {60.0, 119.0, 200.0}) {  // px beside the legend
            const QRectF area(0.0, 0.0, legendWidth + 8 + room + 12 + 10, 600.0);
            const pl::SceneOverlayLayout layout = pl::layoutSceneOverlay(area, scene, font);
            const QString where = QStringLiteral("%1 px beside the legend").arg(room);
            QVERIFY2(!layout.captionBox.intersects(layout.legend), qPrintable(where));
            QVERIFY2(area.contains(layout.captionBox), qPrintable(where));
            for (const auto& line : layout.warningLines)
                QVERIFY2(!line.box.intersects(layout.legend) && !line.box.intersects(layout.captionBox),
                         qPrintable(where + QStringLiteral(": warning line '") + line.text + QLatin1Char('\'')));
            // Beside the legend when there is room for the narrowest column, else below it.
            QCOMPARE(layout.captionBox.top() >= layout.legend.bottom(), room < 120.0);
        }
    }

    // A caption field wider than its column is word-wrapped by Qt; a quantity stays whole:
    // no drawn line begins with "=" or is a unit left alone ("s" below "Δt = 0.05").
    void wrappedCaptionKeepsQuantitiesWhole()
    {
        pl::Scene scene;
        scene.caption = "t = 12.50 s   Δt = 0.0005 s   ω_max Δt = 0.32   largest stable Δt "
                        "(symplectic Euler) = 0.0031 s";
        const QFont font = pl::sceneOverlayFont();
        const QFontMetricsF metrics(font);
        // From the narrowest column the layout gives (kNarrowestColumn, 120 px).
        for (double width = 120.0; width <= 420.0; width += 7.0) {
            const pl::SceneOverlayLayout layout =
                pl::layoutSceneOverlay(QRectF(0.0, 0.0, width + 20.0, 400.0), scene, metrics);
            QString text = layout.caption;
            text.replace(QLatin1Char('\n'), QChar::LineSeparator);
            QTextLayout lines(text, font);
            QTextOption option;
            option.setWrapMode(QTextOption::WordWrap);
            lines.setTextOption(option);
            lines.beginLayout();
            for (QTextLine line = lines.createLine(); line.isValid(); line = lines.createLine())
                line.setLineWidth(layout.column.width());
            lines.endLayout();
            static const QRegularExpression unitAlone(QStringLiteral("^[^\\d=]{1,2}$"));
            for (int i = 0; i < lines.lineCount(); ++i) {
                const QTextLine line = lines.lineAt(i);
                const QString drawn = text.mid(line.textStart(), line.textLength()).trimmed();
                QVERIFY2(!drawn.startsWith(QLatin1Char('=')) &&
                             !unitAlone.match(drawn).hasMatch(),
                         qPrintable(QStringLiteral("column %1 px: line '%2' of\n%3")
                                        .arg(layout.column.width()).arg(drawn, layout.caption)));
            }
        }
    }

    void aChooserShowsAnyChartAndDoubleClickEnlarges()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson("harmonic-oscillator"));
        settle();
        pl::ChartPanel* panel = window.chartPanel();
        QVERIFY(panel->itemCount() == 4);  // phase space, energy, position, stability meter
        QVERIFY2(panel->grid().capacity() < 4, "at 1280×800 not all four fit at the desk");
        QComboBox* chooser = panel->chooser(0);
        QVERIFY(chooser && chooser->isVisible());
        const int last = panel->itemCount() - 1;
        chooser->setCurrentIndex(last);
        emit chooser->activated(last);
        settle();
        QCOMPARE(panel->shownItems().front(), last);
        QVERIFY(panel->item(last)->isVisible());

        auto* chart = qobject_cast<pl::ChartWidget*>(panel->item(last));
        QVERIFY(chart);
        const QSize before = chart->size();
        QTest::mouseDClick(chart->viewport(), Qt::LeftButton, {}, chart->viewport()->rect().center());
        settle();
        QCOMPARE(panel->enlargedItem(), last);
        QVERIFY(chart->height() > before.height());
        QVERIFY(chart->width() >= panel->width() - 20);
        QTest::mouseDClick(chart->viewport(), Qt::LeftButton, {}, chart->viewport()->rect().center());
        settle();
        QCOMPARE(panel->enlargedItem(), -1);
        QCOMPARE(chart->size(), before);
    }

    // A chart out of sight behind a chooser is not redrawn while the lesson plays (the frames
    // paid for every chart), so it must catch up when a person chooses it: the double
    // pendulum's θ₂–ω₂ portrait, chosen with the keyboard after two seconds of play, holds every
    // point the run has recorded, and its markers are painted where those points are (drawn as
    // stamped images since Qt's own items cost too much per frame).
    void aChartOutOfSightShowsTheWholeRunWhenChosen()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson("double-pendulum"));
        settle();
        pl::ChartPanel* panel = window.chartPanel();
        int index = -1;
        for (int i = 0; i < panel->itemCount(); ++i)
            if (auto* c = qobject_cast<pl::ChartWidget*>(panel->item(i)); c && c->spec().id == "theta2_omega2")
                index = i;
        QVERIFY(index > 0);
        auto* chart = qobject_cast<pl::ChartWidget*>(panel->item(index));
        QVERIFY2(!chart->isVisible(), "at 1280×800 the portrait starts behind the chooser");
        window.setPlaying(true);
        for (int frame = 0; frame < 120; ++frame)
            window.advanceFrame(1.0 / 60.0);
        window.setPlaying(false);
        settle();
        const std::vector<pl::ChartPoint>& recorded =
            window.session()->chartData().points("theta2_omega2", "trajectory");
        QVERIFY(recorded.size() > 100);

        QComboBox* chooser = panel->chooser(0);
        QVERIFY(chooser && chooser->isVisible());
        chooser->setFocus();
        for (int i = chooser->currentIndex(); i < index; ++i)
            QTest::keyClick(chooser, Qt::Key_Down);
        settle();
        QVERIFY(chart->isVisible());
        auto* series = qobject_cast<QXYSeries*>(chart->chart()->series().front());
        QVERIFY(series);
        QCOMPARE(series->count(), static_cast<qsizetype>(recorded.size()));
        QCOMPARE(series->points().back(), QPointF(recorded.back().x, recorded.back().y));

        // Painted: the series' colour at the newest points, and nowhere in the plot's empty corner
        // checked against the whole plot (the portrait fills only part of it).
        const QImage image = chart->grab().toImage();
        const QColor colour = series->color();
        auto near = [&](QPoint at) {
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const QColor c = image.pixelColor(at + QPoint(dx, dy));
                    if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                            std::abs(c.blue() - colour.blue()) < 60)
                        return true;
                }
            return false;
        };
        int painted = 0, checked = 0;
        for (std::size_t i = recorded.size() - 20; i < recorded.size(); ++i, ++checked) {
            const QPointF at = chart->chart()->mapToPosition(QPointF(recorded[i].x, recorded[i].y), series);
            const QPoint pixel = chart->mapFromScene(at);
            if (chart->chart()->plotArea().contains(at) && near(pixel))
                ++painted;
        }
        QVERIFY2(painted >= checked - 2,
                 qPrintable(QStringLiteral("%1 of the %2 newest points painted").arg(painted).arg(checked)));
    }

    // Phase portraits are drawn at equal scales where both axes are in one unit: the lessons
    // plot v/ω (m) against x (m) and θ'/ω₀ (°) against θ (°). Every chart of every lesson that
    // asks for equal scales has one unit on both axes; the three phase portraits ask for them and
    // get a metre (degree) per pixel that is the same along both axes, within 3 %.
    void phasePortraitsHaveEqualScales()
    {
        std::set<std::string> withEqualScales;
        for (const pl::LessonEntry& e : pl::registerLessons()) {
            const auto session = pl::test::openLesson(e.id);
            QVERIFY2(session, e.id.c_str());
            for (const pl::ChartSpec& spec : session->lesson().charts())
                if (spec.equalScales) {
                    withEqualScales.insert(e.id);
                    // The same unit on both axes; none only on the complex plane of λΔt (the
                    // stability meter), whose two axes are pure numbers.
                    const bool complexPlane =
                        spec.x.title.rfind("Re ", 0) == 0 && spec.y.title.rfind("Im ", 0) == 0;
                    QVERIFY2(spec.x.unit == spec.y.unit && (!spec.x.unit.empty() || complexPlane),
                             (e.id + " " + spec.id + ": " + spec.x.unit + " against " + spec.y.unit).c_str());
                }
        }
        for (const char* lesson : {"harmonic-oscillator", "integrators", "pendulum"})
            QVERIFY2(withEqualScales.count(lesson), lesson);
        for (const char* lesson : {"harmonic-oscillator", "integrators", "pendulum"}) {
            pl::MainWindow window;
            window.resize(1920, 1080);
            window.show();
            QVERIFY(window.selectLesson(lesson));
            window.setPlaying(true);
            for (int frame = 0; frame < 120; ++frame)
                window.advanceFrame(1.0 / 60.0);
            settle();
            int portraits = 0;
            for (pl::ChartWidget* c : window.chartPanel()->charts()) {
                if (!c->spec().equalScales)
                    continue;
                ++portraits;
                pl::ChartPanel* panel = window.chartPanel();
                for (int i = 0; i < panel->itemCount(); ++i)
                    if (panel->item(i) == c || panel->item(i)->isAncestorOf(c))
                        panel->showItem(0, i);  // on show in the first cell, however many charts
                panel->toggleEnlarged(panel->shownItems().front());
                panel->toggleEnlarged(panel->shownItems().front());
                settle();
                QVERIFY2(c->isVisible(), lesson);
                const QRectF plot = c->chart()->plotArea();
                auto* x = qobject_cast<QValueAxis*>(c->chart()->axes(Qt::Horizontal).front());
                auto* y = qobject_cast<QValueAxis*>(c->chart()->axes(Qt::Vertical).front());
                QVERIFY(x && y);
                const double xPerPixel = (x->max() - x->min()) / plot.width();
                const double yPerPixel = (y->max() - y->min()) / plot.height();
                // A fixed range (the pendulum's wrapped angle) stays as declared: the plot
                // narrows instead of showing angles beyond ±180°.
                if (c->spec().x.min < c->spec().x.max) {
                    QCOMPARE(x->min(), c->spec().x.min);
                    QCOMPARE(x->max(), c->spec().x.max);
                }
                QVERIFY2(std::abs(xPerPixel / yPerPixel - 1.0) < 0.03,
                         qPrintable(QStringLiteral("%1: %2 vs %3 per px").arg(QLatin1String(lesson)).arg(xPerPixel).arg(yPerPixel)));
            }
            QVERIFY2(portraits >= 1, lesson);
        }
    }

    // Light, dark and high contrast from the View menu: charts take the theme's colours with
    // text of WCAG contrast at least 4.5:1 (7:1 in high contrast), and the choice is remembered.
    void themesRecolourChartsAndAreRemembered()
    {
        auto luminance = [](const QColor& c) {
            auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
            return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
        };
        auto contrast = [&](const QColor& a, const QColor& b) {
            const double la = luminance(a), lb = luminance(b);
            return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
        };
        {
            pl::MainWindow window;
            window.show();
            QVERIFY(window.selectLesson("harmonic-oscillator"));
            for (const char* name : {"theme-dark", "theme-high-contrast", "theme-light", "theme-dark"}) {
                auto* action = window.findChild<QAction*>(QString::fromLatin1(name));
                QVERIFY2(action, name);
                action->trigger();
                settle();
                pl::ChartWidget* chart = window.chartPanel()->charts().front();
                const QColor base = chart->chart()->backgroundBrush().color();
                QCOMPARE(base, QApplication::palette().color(QPalette::Base));
                const QColor text = chart->chart()->legend()->labelColor();
                const double least = QLatin1String(name) == QLatin1String("theme-high-contrast") ? 7.0 : 4.5;
                QVERIFY2(contrast(text, base) >= least, name);
                for (QAbstractAxis* axis : chart->chart()->axes())
                    QVERIFY2(contrast(axis->labelsBrush().color(), base) >= least, name);
                // The simulation view too: its background is the palette's Base (the lessons'
                // own light paper in the light theme), its mean luminance within 0.2 of it (a
                // light view in the dark theme is about 0.9 away), its text readable on it.
                window.sceneView()->update();
                settle();
                const auto [background, mean] = backgroundAndMeanLuminance(window.sceneView()->grab().toImage());
                const pl::SceneColours colours = pl::SceneColours::fromPalette(QApplication::palette());
                QCOMPARE(background, colours.background);
                if (QLatin1String(name) != QLatin1String("theme-light"))
                    QCOMPARE(background, base);
                QVERIFY2(std::abs(mean - luminance(base)) < 0.2,
                         qPrintable(QStringLiteral("%1: view %2, Base %3").arg(QLatin1String(name)).arg(mean).arg(luminance(base))));
                QVERIFY2(contrast(colours.ink, background) >= least, name);
            }
            QCOMPARE(pl::currentTheme(), pl::Theme::Dark);
        }
        pl::MainWindow again;
        QCOMPARE(pl::currentTheme(), pl::Theme::Dark);  // remembered
        QVERIFY(again.findChild<QAction*>(QStringLiteral("theme-dark"))->isChecked());
        again.findChild<QAction*>(QStringLiteral("theme-light"))->trigger();
        QCOMPARE(pl::currentTheme(), pl::Theme::Light);
    }

    // Lesson colours in the view on each theme's background. Metric: WCAG 2.1 contrast ratio
    // against the background at least 3:1 (non-text contrast, SC 1.4.11) in the dark and
    // high-contrast themes, for the eight palette colours, the colour ramp's ends and middle, and
    // the warning red; and every pair of palette colours at least ΔE*ab = 15 apart (CIE 1976,
    // five times the just-noticeable 2.3, as in test_method_colors), so mapped particle colours
    // stay distinguishable. In the light theme the lesson colours are drawn as chosen.
    void sceneColoursStayApartOnEveryTheme()
    {
        for (pl::Theme theme : {pl::Theme::Light, pl::Theme::Dark, pl::Theme::HighContrast}) {
            const pl::SceneColours colours = pl::SceneColours::fromPalette(pl::themePalette(theme));
            const QString what = QStringLiteral("theme %1").arg(static_cast<int>(theme));
            std::vector<pl::Color> lessonColours;
            for (int i = 0; i < 8; ++i)
                lessonColours.push_back(pl::paletteColor(i));
            std::vector<QColor> mapped;
            for (const pl::Color& c : lessonColours)
                mapped.push_back(colours.map(c));
            for (double s : {0.0, 0.5, 1.0})
                lessonColours.push_back(pl::rampColor(s));
            lessonColours.push_back(pl::colors::warning);
            if (theme == pl::Theme::Light) {
                QCOMPARE(colours.map(pl::colors::black), QColor(20, 20, 20));
            } else {
                QCOMPARE(colours.background, pl::themePalette(theme).color(QPalette::Base));
                for (const pl::Color& c : lessonColours) {
                    const double ratio = pl::contrastRatio(colours.map(c), colours.background);
                    QVERIFY2(ratio >= 3.0, qPrintable(what + QStringLiteral(": %1 has %2:1").arg(colours.map(c).name()).arg(ratio)));
                }
                // Ink stays ink: the lessons' black is the theme's text colour.
                QVERIFY(pl::contrastRatio(colours.map(pl::colors::black), colours.background) >= 4.5);
            }
            for (std::size_t i = 0; i < mapped.size(); ++i)
                for (std::size_t j = i + 1; j < mapped.size(); ++j) {
                    const double difference = colourDifference(mapped[i], mapped[j]);
                    QVERIFY2(difference >= 15.0,
                             qPrintable(what + QStringLiteral(": %1 and %2 are ΔE %3 apart").arg(mapped[i].name(), mapped[j].name()).arg(difference)));
                }
        }
    }

    // File → Export chart: PNG at 1920 px by default (any width chosen), the folder remembered
    // for the next export, and a message saying what was written and where.
    void theExportDialogRemembersItsFolderAndSaysWhatItWrote()
    {
        pl::MainWindow window;
        QVERIFY(window.selectLesson("harmonic-oscillator"));
        QTemporaryDir dir;
        {
            pl::ExportDialog dialog(window.chartPanel()->charts(), window.session()->chartData(), &window);
            QCOMPARE(dialog.widthChoice()->value(), 1920);
            dialog.folder()->setText(dir.path());
            bool ok = false;
            const QString message = dialog.write(&ok);
            QVERIFY2(ok, qPrintable(message));
            const QString path = dir.filePath(dialog.fileName()->text());
            QCOMPARE(QImage(path).width(), 1920);
            QVERIFY2(message.contains(path) && message.contains(QStringLiteral("1920")), qPrintable(message));
            dialog.widthChoice()->setValue(1280);
            dialog.fileName()->setText(QStringLiteral("small.png"));
            QVERIFY(!dialog.write(&ok).isEmpty() && ok);
            QCOMPARE(QImage(dir.filePath(QStringLiteral("small.png"))).width(), 1280);
            dialog.folder()->setText(dir.filePath(QStringLiteral("missing")));
            QVERIFY(dialog.write(&ok).contains(QStringLiteral("does not exist")) && !ok);
        }
        pl::ExportDialog again(window.chartPanel()->charts(), window.session()->chartData(), &window);
        QCOMPARE(again.folder()->text(), QDir(dir.path()).absolutePath());
    }

    // Presentation mode folds the panels into the playback bar: the lesson's title, play/pause
    // and step stay on screen, and "Panels" unfolds what was folded (and folds it again).
    void presentationFoldsThePanelsIntoASlimBar()
    {
        pl::MainWindow window;
        window.show();
        QVERIFY(window.selectLesson("pendulum"));
        auto* parameters = window.findChild<QDockWidget*>(QStringLiteral("parametersDock"));
        parameters->show();
        auto* present = window.findChild<pl::PresentationMode*>();
        present->enter();
        settle();
        QVERIFY(!parameters->isVisible());
        auto* bar = window.findChild<QToolBar*>(QStringLiteral("playbackToolbar"));
        QVERIFY(bar && bar->isVisible());
        QVERIFY(bar->height() <= 60);
        auto* title = bar->findChild<QLabel*>(QStringLiteral("presentationTitle"));
        QVERIFY(title && title->isVisible());
        QVERIFY(window.windowTitle().contains(QTextDocumentFragment::fromHtml(title->text()).toPlainText()));
        QStringList shown;
        for (QAction* a : bar->actions())
            if (a->isVisible())
                shown << a->text();
        QVERIFY2(shown.contains(QStringLiteral("Play")) && shown.contains(QStringLiteral("Step")),
                 qPrintable(shown.join(QLatin1Char(','))));
        QVERIFY(present->unfoldAction() && bar->actions().contains(present->unfoldAction()));
        present->unfoldAction()->trigger();
        settle();
        QVERIFY2(parameters->isVisible(), "Panels unfolds the parameters");
        present->unfoldAction()->trigger();
        QVERIFY(!parameters->isVisible());
        present->leave();
        QVERIFY(!bar->findChild<QLabel*>(QStringLiteral("presentationTitle")) ||
                !bar->findChild<QLabel*>(QStringLiteral("presentationTitle"))->isVisible());
        QVERIFY(parameters->isVisible());
    }

    void theFlipMapIsAChartWithAxesAndAColourKey()
    {
        pl::MainWindow window;
        window.resize(1920, 1080);
        window.show();
        QVERIFY(window.selectLesson("double-pendulum"));
        QVERIFY(window.changeParameter(QStringLiteral("flip_grid"), QStringLiteral("24")));
        window.studies()->start("flip_map");
        window.studies()->waitForAll();
        settle();
        window.advanceFrame(1.0 / 60.0);
        settle();
        auto* map = window.chartPanel()->findChild<pl::StudyImageView*>();
        QVERIFY(map);
        QVERIFY2(map->isVisible(), "a finished study's image has a place on screen");
        QVERIFY(map->title().contains(QStringLiteral("flip")));
        QVERIFY(!map->spec().x.unit.empty() && !map->spec().y.unit.empty());
        QVERIFY(!map->spec().ramp.empty() && !map->spec().key.empty());
        const QByteArray shots = qgetenv("PARTICLELAB_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            window.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/flip_map.png"));
        for (bool presentation : {false, true}) {
            map->setTextScale(presentation ? 1.6 : 1.0);
            const QSize size = presentation ? pl::minimumChartCell(true) : pl::minimumChartCell(false);
            for (const auto& box : map->textBoxes(size))
                QVERIFY2(box.width <= box.space + 0.5,
                         qPrintable(QStringLiteral("'%1' is %2 px in %3 px").arg(box.text).arg(box.width).arg(box.space)));
        }
    }
};

// A 1280×800 projector for presentation mode (ProjectorScreen.h).
PARTICLELAB_TEST_PROJECTOR_MAIN(TestChartLayout)
#include "test_chart_layout.moc"
