// SPDX-License-Identifier: GPL-3.0-or-later
// One lesson chart drawn with Qt Charts: axes with units (linear or log), one series per
// SeriesSpec. refresh() pushes the lesson's ChartData with replace() (never append-forever) when
// its revision changed, and refits the axes. Writes the chart as PNG, SVG and CSV and draws it
// into images and onto paper: what the exports, recordings and handouts use, with no window.
// The window's chart (menu, messages) is ui/ChartWidget.h, built on this.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <utility>

#include "framework/Charts.h"
#include "Readability.h"

#include "LessonWords.h"
#include "QtAdapters.h"

#include <QChartView>
#include <QColor>
#include <QString>

#include <vector>

class QAbstractAxis;
class QGraphicsSimpleTextItem;
class QPalette;
class QValueAxis;
class QXYSeries;

namespace pl {

class ChartDrawing : public QChartView {
    Q_OBJECT
public:
    // `textContext`: the lesson's translation context (LessonWords.h); the chart shows its titles,
    // axis titles and legends translated, spec() and the CSV keep the English.
    explicit ChartDrawing(const ChartSpec& spec, QWidget* parent = nullptr,
                          const std::string& textContext = {});

    const ChartSpec& spec() const { return m_spec; }
    // The title as shown: translated, readable.
    QString shownTitle() const { return readable(m_words.title(m_spec)); }
    // Text and line sizes: the person's text size, and presentation mode's floor (Readability.h).
    void setReadability(const Readability& readability);
    const Readability& readability() const { return m_readability; }
    // Shows or hides the chart's own title (presentation mode hides it under a chooser that
    // names the chart already, for the plot's height).
    void setTitleShown(bool shown);
    // Colours from the application palette (the theme), a faint grid with a minor grid between
    // the major lines (ChartFit.cpp); or from a given palette (a recording in a chosen theme).
    void applyPalette();
    void applyPalette(const QPalette& palette);
    // Pushes the data of this chart when it changed since the last call.
    void refresh(const ChartData& chartData);
    // The charts of abandoned runs (branches: label and data), drawn dashed and faint beside the
    // run's own curves; `revision` changes when the list does (ChartBranches.cpp).
    void setBranches(const std::vector<std::pair<std::string, const ChartData*>>& branches,
                     unsigned long long revision);
    // A vertical line at time `t` (s) while the run is replayed from a past moment; none when
    // empty. Only charts over time show it.
    void setTimeCursor(std::optional<double> t);

    // Exports; each returns an error message, or an empty string on success.
    QString savePng(const QString& path, const QSize& size = QSize(900, 560));
    QString saveSvg(const QString& path, const QSize& size = QSize(900, 560));
    // A PNG `width` px wide with text scaled along, for slides (ChartExport.cpp).
    QString savePngAtWidth(const QString& path, int width);
    // The chart laid out and drawn at `size`, as a frame of a recording (ChartExport.cpp).
    QImage renderImage(const QSize& size);
    // For paper (HandoutPdf.cpp): the chart laid out at `size` and drawn as vectors into
    // `painter` from its origin, in the light theme, each curve with its own dash pattern or
    // marker shape and a colour dark enough to print in black and white, the key drawn at the
    // right with a long piece of each curve's pen (ChartExport.cpp).
    // It changes this chart's pens: use a chart made for the print.
    void renderForPaper(QPainter& painter, const QSize& size);
    static QString saveCsv(const ChartSpec& spec, const ChartData& data, const QString& path);

protected:
    // The data last shown (for CSV export from the window's menu); null before the first refresh.
    const ChartData* shownData() const { return m_data; }
    void resizeEvent(QResizeEvent* event) override;
    // A chart hidden behind a chooser is brought up to date when it is shown (see refresh()).
    void showEvent(QShowEvent* event) override;

private:
    QAbstractAxis* makeAxis(const AxisSpec& axis, Qt::Alignment alignment);
    // The axes fitted to the data (the series' finite points, the branches' curves). With
    // `curvesFollow`, showPoints() comes next and the line series may be emptied first.
    void fitAxes(bool curvesFollow = false);
    // After fitAxes and on resize (ChartFit.cpp): as many ticks as the labels have room for,
    // round tick values, equal scales for phase portraits.
    void fitToSize();
    // Log axes: Qt prints their ticks with a printf format ("1e-08"); the labels are drawn here
    // as a reader writes them (10⁻⁸), over Qt's own, which stay transparent to keep their room
    // in the layout (ChartFit.cpp).
    void placeLogTickLabels();
    // Equal scales on both axes (phase portraits); returns the plot area the ticks are fitted to.
    QRectF fitEqualScales(QValueAxis* xValue, QValueAxis* yValue, QRectF plot);
    // Texts broken into lines between words where Qt Charts would elide them: legend entries
    // longer than the legend's share of the chart's width (Qt gives a legend beside the plot at
    // most 38 % of it: "Region of Symplect..."), a title wider than the chart, axis titles
    // longer than the plot's side. Called when the chart's size or plot area, a font or a name
    // changes (ChartDrawing.cpp).
    void wrapTexts();
    // Renders at `size` without disturbing the widget on screen.
    void renderTo(QPainter& painter, const QSize& size);
    // A new image of `size` filled with `paper`, the chart rendered on it (ChartExport.cpp).
    QImage drawOn(const QColor& paper, const QSize& size);

    ChartSpec m_spec;
    LessonWords m_words;
    Readability m_readability;
    bool m_highContrast = false;  // the palette is high contrast (applyPalette)
    // Series i's pen width: its declared width, at least 2 px in high contrast, times the
    // readability's line scale.
    double seriesWidth(std::size_t i) const;
    std::vector<QXYSeries*> m_series;
    std::vector<QList<QPointF>> m_fullPoints;  // per series: the data's finite points, unthinned
    std::vector<QXYSeries*> m_branchSeries;  // dashed curves of abandoned runs
    QXYSeries* m_timeCursor = nullptr;
    unsigned long long m_branchesRevision = ~0ULL;
    bool m_titleShown = true;  // setTitleShown
    // The title and the axis titles (x, y) as rich text, whole: wrapTexts() breaks these.
    QString m_titleHtml;
    std::array<QString, 2> m_axisTitleHtml;
    QAbstractAxis* m_axisX = nullptr;
    QAbstractAxis* m_axisY = nullptr;
    std::vector<QGraphicsSimpleTextItem*> m_logTickLabels;  // see placeLogTickLabels()
    QColor m_tickLabelColour;
    // Scatter series drawn by stamping one image of their marker at each point, for a device
    // of `ratio` device pixels per pixel; with 0, by Qt's own marker items (vector output).
    void setScatterMarkers(double ratio);
    // Replaces each series' points by its full points, line series thinned for a drawing of
    // `pixels` (ChartThinning.h).
    void showPoints(const QSizeF& pixels);

    unsigned long long m_revision = ~0ULL;
    const ChartData* m_data = nullptr;  // the data last shown, for CSV export from the menu
    bool m_stale = false;  // m_data changed while the chart was hidden: pushed when shown
    bool m_everShown = false;  // showEvent() came once: the chart has a place in a window
    // Pushes m_data's points into the series and refits the axes.
    void pushData();
    // The chart's straight lines (grid, ticks, axis lines) and framed rectangles (its paper
    // with rounded corners, the plot's background) kept as pictures of themselves (Qt's
    // device-coordinate item cache) while `cached`: a new point repaints the plot, and its ~70
    // grid lines, drawn one antialiased pixel at a time, were half of a slow frame.
    // Exports draw them afresh (an SVG gets lines, not pictures).
    void cacheLines(bool cached);
};

// A logarithmic axis's range [lo, hi] (> 0) widened to whole multiples of `every` decades,
// labelled one every `every` decades (fitToSize); at least `every` decades wide.
std::pair<double, double> logRangeOnLabels(double lo, double hi, int every);

} // namespace pl
