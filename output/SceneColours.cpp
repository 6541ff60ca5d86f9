// SPDX-License-Identifier: GPL-3.0-or-later
#include "SceneColours.h"

#include <QPalette>

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

constexpr double lessonPaper = 252.0;
constexpr double lessonInk = 20.0;

double relativeLuminance(const QColor& c)
{
    auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

bool isGrey(const Color& c)
{
    return std::max({c.r, c.g, c.b}) - std::min({c.r, c.g, c.b}) <= 24;
}

QColor mix(const QColor& from, const QColor& to, double t)
{
    auto channel = [t](int a, int b) { return static_cast<int>(std::lround(a + t * (b - a))); };
    return QColor(channel(from.red(), to.red()), channel(from.green(), to.green()),
                  channel(from.blue(), to.blue()));
}

} // namespace

double contrastRatio(const QColor& a, const QColor& b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor withContrast(const QColor& colour, const QColor& background, const QColor& toward,
                    double least)
{
    QColor mixed = colour;
    for (int step = 1; step <= 20 && contrastRatio(mixed, background) < least; ++step)
        mixed = mix(colour, toward, 0.05 * step);
    return mixed;
}

SceneColours SceneColours::fromPalette(const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    // The same test as the charts' (ChartDrawing::applyPalette): only high contrast draws its
    // frames in the text colour.
    const bool highContrast = palette.color(QPalette::Mid) == text;
    const bool dark = relativeLuminance(base) < relativeLuminance(text);
    if (!highContrast && !dark)
        return paper();
    SceneColours c;
    c.background = base;
    c.ink = text;
    c.panel = highContrast ? base : palette.color(QPalette::Window);
    c.panel.setAlpha(highContrast ? 240 : 225);
    c.frame = palette.color(QPalette::Mid);
    c.muted = mix(base, text, highContrast ? 0.8 : 0.6);
    c.mapsLessonColours = true;
    c.greyExponent = highContrast ? 0.6 : 1.0;
    c.leastContrast = 3.0;
    c.leastTextContrast = highContrast ? 7.0 : 4.5;
    return c;
}

QColor SceneColours::map(const Color& lessonColour) const
{
    const QColor original(lessonColour.r, lessonColour.g, lessonColour.b, lessonColour.a);
    if (!mapsLessonColours)
        return original;
    QColor mapped;
    if (isGrey(lessonColour)) {
        mapped = mapGreys(lessonColour);
    } else {
        const QColor opaque(lessonColour.r, lessonColour.g, lessonColour.b);
        mapped = opaque;
        for (int step = 1; step <= 20 && contrastRatio(mapped, background) < leastContrast; ++step)
            mapped = mix(opaque, ink, 0.05 * step);
    }
    mapped.setAlpha(lessonColour.a);
    return mapped;
}

QColor SceneColours::text(const Color& lessonColour) const
{
    QColor mapped = map(lessonColour);
    mapped.setAlpha(255);
    return withContrast(mapped, background, ink, leastTextContrast);
}

QColor SceneColours::mapGreys(const Color& lessonColour) const
{
    QColor mapped(lessonColour.r, lessonColour.g, lessonColour.b, lessonColour.a);
    if (!mapsLessonColours || !isGrey(lessonColour))
        return mapped;
    const double lightness = (lessonColour.r + lessonColour.g + lessonColour.b) / 3.0;
    const double t = std::clamp((lessonPaper - lightness) / (lessonPaper - lessonInk), 0.0, 1.0);
    mapped = mix(background, ink, std::pow(t, greyExponent));
    mapped.setAlpha(lessonColour.a);
    return mapped;
}

} // namespace pl
