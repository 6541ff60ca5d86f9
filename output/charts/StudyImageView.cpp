// SPDX-License-Identifier: GPL-3.0-or-later
#include "StudyImageView.h"

#include "QtAdapters.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

// About four "nice" values (1, 2 or 5 × 10ⁿ apart) in [lo, hi]; on an angle axis in degrees
// over at least a half turn, quarter turns (90°) read better than 100° steps.
std::vector<double> niceTicks(double lo, double hi, const std::string& unit = {})
{
    std::vector<double> ticks;
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi))
        return ticks;
    const double raw = (hi - lo) / 4.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * magnitude >= raw) {
            step = m * magnitude;
            break;
        }
    if (unit == "°" && hi - lo >= 180.0)
        step = 90.0;
    for (double first = std::ceil(lo / step - 1e-9) * step; first <= hi + 1e-9 * step; first += step)
        ticks.push_back(std::abs(first) < 1e-12 * step ? 0.0 : first);
    return ticks;
}

// Powers of ten in [lo, hi] (both > 0), or the two ends when there is at most one.
std::vector<double> logTicks(double lo, double hi)
{
    std::vector<double> ticks;
    for (double p = std::ceil(std::log10(lo) - 1e-9); p <= std::log10(hi) + 1e-9; p += 1.0)
        ticks.push_back(std::pow(10.0, p));
    if (ticks.size() < 2)
        ticks = {lo, hi};
    return ticks;
}

QString tickText(double v) { return QString::number(v, 'g', 3); }

} // namespace

struct StudyImageView::Layout {
    QFont titleFont, axisFont, tickFont;
    enum FontRole { TitleFont, AxisFont, TickFont };
    const QFont& font(FontRole role) const
    {
        return role == TitleFont ? titleFont : role == AxisFont ? axisFont : tickFont;
    }
    QRectF image, bar;
    struct Text {
        QRectF box;  // for a turned text, its box before the quarter turn about its bottom-left
        QString text;
        FontRole font;
        Qt::Alignment align = Qt::AlignCenter;
        bool turned = false;  // runs upwards (y axis title, colour bar title)
        QPointF origin = {};  // where a turned text's box starts (its lower-left corner)
    };
    std::vector<Text> texts;  // every text drawn
    std::vector<double> xTicks, yTicks, barTicks;
    std::vector<std::pair<QRectF, Color>> keySwatches;
};

StudyImageView::StudyImageView(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void StudyImageView::setImage(const StudyResult::Image& image, const ImageSpec& spec)
{
    m_spec = spec;
    if (m_spec.id.empty()) {
        m_spec.id = image.id;
        m_spec.title = image.id;
    }
    m_image = QImage(image.width, image.height, QImage::Format_ARGB32);
    for (int row = 0; row < image.height; ++row)
        for (int column = 0; column < image.width; ++column)
            m_image.setPixel(column, row,
                             image.argb[static_cast<std::size_t>(row) * image.width + column]);
    setAccessibleName(tr("Study chart: %1").arg(title()));
    update();
}

QString StudyImageView::title() const { return readable(m_spec.title); }

void StudyImageView::setTextScale(double scale)
{
    m_textScale = scale;
    update();
}

StudyImageView::Layout StudyImageView::layout(QSize size) const
{
    Layout l;
    const double s = m_textScale;
    // Fractional sizes: rounding 8 pt × s down could take the ticks below presentation's floor.
    auto font = [s](double points) {
        QFont f(uiFontFamily());
        f.setPointSizeF(points * s);
        return f;
    };
    l.titleFont = font(11);
    l.titleFont.setBold(true);
    l.axisFont = font(9);
    l.tickFont = font(8);
    const QFontMetricsF titleMetrics(l.titleFont), axisMetrics(l.axisFont), tickMetrics(l.tickFont);
    const double pad = 6 * s;
    const QRectF all(0, 0, size.width(), size.height());

    const bool axes = m_spec.x.min < m_spec.x.max && m_spec.y.min < m_spec.y.max;
    if (axes) {
        l.xTicks = niceTicks(m_spec.x.min, m_spec.x.max, m_spec.x.unit);
        l.yTicks = niceTicks(m_spec.y.min, m_spec.y.max, m_spec.y.unit);
    }
    const bool bar = !m_spec.ramp.empty() && m_spec.high > m_spec.low &&
                     (!m_spec.logarithmic || m_spec.low > 0);
    if (bar)
        l.barTicks = m_spec.logarithmic ? logTicks(m_spec.low, m_spec.high)
                                        : niceTicks(m_spec.low, m_spec.high);

    // Right column: the colour bar with its labels and title, then the key below it.
    double barLabels = 0.0;
    for (double v : l.barTicks)
        barLabels = std::max(barLabels, tickMetrics.horizontalAdvance(tickText(v)));
    double keyWidth = 0.0;
    for (const ColorKeyEntry& e : m_spec.key)
        keyWidth = std::max(keyWidth, tickMetrics.height() + pad +
                                          tickMetrics.horizontalAdvance(readable(e.label)));
    const double barWidth = 14 * s;
    const double right = (bar ? barWidth + pad + barLabels + pad + axisMetrics.height() : 0.0);
    const double column = std::max(right, keyWidth) + (bar || !m_spec.key.empty() ? 2 * pad : 0.0);

    double yLabels = 0.0;
    for (double v : l.yTicks)
        yLabels = std::max(yLabels, tickMetrics.horizontalAdvance(tickText(v)));
    const double left = axes ? pad + axisMetrics.height() + pad + yLabels + pad : pad;
    const double top = pad + titleMetrics.height() + pad;
    const double bottom = axes ? pad + tickMetrics.height() + pad + axisMetrics.height() + pad : pad;
    l.texts.push_back({QRectF(pad, pad, all.width() - 2 * pad, titleMetrics.height()), title(),
                       Layout::TitleFont});

    QRectF plot(left, top, std::max(10.0, all.width() - left - column),
                std::max(10.0, all.height() - top - bottom));
    // Keep the image's aspect (a square grid stays square), centred in the space.
    if (!m_image.isNull()) {
        const double aspect = static_cast<double>(m_image.width()) / m_image.height();
        if (plot.width() > aspect * plot.height())
            plot.setWidth(aspect * plot.height());
        else
            plot.setHeight(plot.width() / aspect);
    }
    l.image = plot;

    if (axes) {
        const QString xTitle = withUnit(m_spec.x.title, m_spec.x.unit);
        const QString yTitle = withUnit(m_spec.y.title, m_spec.y.unit);
        l.texts.push_back({QRectF(plot.left(), plot.bottom() + pad + tickMetrics.height() + pad,
                                  plot.width(), axisMetrics.height()), xTitle, Layout::AxisFont});
        l.texts.push_back({QRectF(0, 0, plot.height(), axisMetrics.height()), yTitle, Layout::AxisFont,
                           Qt::AlignCenter, true, QPointF(pad, plot.bottom())});
        const double xStep = plot.width() / std::max<std::size_t>(1, l.xTicks.size());
        for (double v : l.xTicks) {
            const double x = plot.left() + (v - m_spec.x.min) / (m_spec.x.max - m_spec.x.min) * plot.width();
            l.texts.push_back({QRectF(x - xStep / 2, plot.bottom() + pad, xStep, tickMetrics.height()),
                               tickText(v), Layout::TickFont});
        }
        for (double v : l.yTicks) {
            const double y = plot.bottom() - (v - m_spec.y.min) / (m_spec.y.max - m_spec.y.min) * plot.height();
            l.texts.push_back({QRectF(left - pad - yLabels, y - tickMetrics.height() / 2, yLabels,
                                      tickMetrics.height()), tickText(v), Layout::TickFont,
                               Qt::AlignRight | Qt::AlignVCenter});
        }
    }

    const double columnLeft = plot.right() + 2 * pad;
    double keyTop = plot.top();
    if (bar) {
        const double barHeight = std::max(40.0, plot.height() * (m_spec.key.empty() ? 1.0 : 0.7));
        l.bar = QRectF(columnLeft, plot.top(), barWidth, barHeight);
        auto barY = [&](double v) {
            const double f = m_spec.logarithmic
                                 ? std::log(v / m_spec.low) / std::log(m_spec.high / m_spec.low)
                                 : (v - m_spec.low) / (m_spec.high - m_spec.low);
            return l.bar.bottom() - f * l.bar.height();
        };
        for (double v : l.barTicks)
            l.texts.push_back({QRectF(l.bar.right() + pad, barY(v) - tickMetrics.height() / 2,
                                      barLabels, tickMetrics.height()), tickText(v), Layout::TickFont,
                               Qt::AlignLeft | Qt::AlignVCenter});
        l.texts.push_back({QRectF(0, 0, l.bar.height(), axisMetrics.height()),
                           withUnit(m_spec.barTitle, m_spec.barUnit), Layout::AxisFont, Qt::AlignCenter,
                           true, QPointF(l.bar.right() + pad + barLabels + pad, l.bar.bottom())});
        keyTop = l.bar.bottom() + 2 * pad;
    }
    for (const ColorKeyEntry& e : m_spec.key) {
        const QRectF swatch(columnLeft, keyTop, tickMetrics.height(), tickMetrics.height());
        l.keySwatches.push_back({swatch, e.color});
        l.texts.push_back({QRectF(swatch.right() + pad, keyTop,
                                  all.right() - swatch.right() - 2 * pad, tickMetrics.height()),
                           readable(e.label), Layout::TickFont, Qt::AlignLeft | Qt::AlignVCenter});
        keyTop += tickMetrics.height() + pad;
    }
    return l;
}

std::vector<StudyImageView::TextBox> StudyImageView::textBoxes(QSize size) const
{
    const Layout l = layout(size);
    std::vector<TextBox> boxes;
    for (const Layout::Text& t : l.texts)
        boxes.push_back({t.text, QFontMetricsF(l.font(t.font)).horizontalAdvance(t.text), t.box.width()});
    return boxes;
}

void StudyImageView::render(QPainter& painter, QSize size) const
{
    const Layout l = layout(size);
    const QPalette& pal = palette();
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);  // cells stay sharp
    painter.drawImage(l.image, m_image);
    painter.setPen(QPen(pal.color(QPalette::Text), 1.0));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(l.image);
    if (!l.bar.isNull()) {
        QLinearGradient gradient(l.bar.bottomLeft(), l.bar.topLeft());
        const auto n = m_spec.ramp.size();
        for (std::size_t i = 0; i < n; ++i)
            gradient.setColorAt(n == 1 ? 0.0 : static_cast<double>(i) / (n - 1), toQColor(m_spec.ramp[i]));
        painter.fillRect(l.bar, gradient);
        painter.drawRect(l.bar);
    }
    for (const auto& [swatch, color] : l.keySwatches) {
        painter.fillRect(swatch, toQColor(color));
        painter.drawRect(swatch);
    }
    for (const Layout::Text& t : l.texts) {
        painter.setFont(l.font(t.font));
        if (!t.turned) {
            painter.drawText(t.box, t.align, t.text);
            continue;
        }
        painter.save();
        painter.translate(t.origin);
        painter.rotate(-90);
        painter.drawText(t.box, t.align, t.text);
        painter.restore();
    }
    painter.restore();
}

void StudyImageView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    render(painter, size());
}

QImage StudyImageView::renderImage(QSize size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(palette().color(QPalette::Base));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing, true);
    render(painter, size);
    painter.end();
    return image;
}

ImageSpec imageSpecOf(const Lesson& lesson, const std::string& id)
{
    for (const ImageSpec& spec : lesson.imageSpecs())
        if (spec.id == id)
            return LessonWords::of(lesson).image(spec);
    return {};
}

} // namespace pl
