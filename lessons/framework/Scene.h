// SPDX-License-Identifier: GPL-3.0-or-later
// What the view draws: primitives in world coordinates (metres, y up), each with its colour.
// A lesson fills a Scene from its state; ui/ draws it with QPainter, headless or on screen.
// Widths and text sizes are in screen pixels so that lines stay readable at any zoom.
#pragma once

#include "framework/Color.h"
#include "framework/Translatable.h"

#include <Eigen/Core>

#include <string>
#include <vector>

namespace pl {

using Vec2 = Eigen::Vector2d;

struct Stroke {
    Color color = colors::black;
    double width = 1.5;   // px
    bool dashed = false;
};

struct CircleItem {
    Vec2 center = Vec2::Zero();
    double radius = 0.1;  // m (or px when radiusInPixels)
    Color fill = colors::grey;
    Stroke stroke{colors::none, 1.0, false};
    bool radiusInPixels = false;
};

struct SegmentItem {
    Vec2 a = Vec2::Zero();
    Vec2 b = Vec2::Zero();
    Stroke stroke;
};

// An open polyline, a trail (older points fade out) or, when closed, a polygon.
struct PolylineItem {
    std::vector<Vec2> points;
    Stroke stroke;
    bool closed = false;
    Color fill = colors::none;  // closed polygons only
    bool fadeTail = false;      // a trail: the first (oldest) points fade to transparent
};

struct ArrowItem {
    Vec2 from = Vec2::Zero();
    Vec2 to = Vec2::Zero();
    Stroke stroke;
};

struct RectItem {
    Vec2 min = Vec2::Zero();
    Vec2 max = Vec2::Zero();
    Stroke stroke;
    Color fill = colors::none;
};

struct LabelItem {
    Vec2 at = Vec2::Zero();   // world position of the text's left baseline
    std::string text;
    Color color = colors::black;
    double size = 11.0;       // pt
    // The text as a sentence to translate (Translatable.h); `text` keeps the English.
    TrText shownText{};

    static LabelItem of(Vec2 at, TrText text, Color color, double size) {
        std::string english = text.english();
        return {std::move(at), std::move(english), color, size, std::move(text)};
    }
};

// Arrows on a grid: vectors[i] at points[i], drawn scaled so the longest is `cellSize` long.
struct VectorFieldItem {
    std::vector<Vec2> points;
    std::vector<Vec2> vectors;
    double cellSize = 0.1;    // m: spacing of the grid, the length of the longest arrow
    Color color = colors::grey;
};

// Many equal-radius disks at once (gas, SPH): drawn from pre-rendered sprites, fast enough for
// 10⁵ particles a frame. One colour per disk, or all in `colors[0]` when colors has one entry.
struct DiskCloudItem {
    std::vector<Vec2> centers;
    std::vector<Color> colors;
    double radius = 0.01;     // m
};

// A colour bar for DiskCloud colouring: what the ramp from rampColor(0) to rampColor(1) means.
struct ColorLegend {
    std::string quantity;     // e.g. "speed"
    std::string unit;         // e.g. "m/s"
    double min = 0.0;
    double max = 1.0;
};

struct LegendEntry {
    std::string label;
    Color color;
    // The label as a sentence to translate (Translatable.h); `label` keeps the English.
    TrText labelText{};
    // The swatch shows the colour ramp instead of `color`: for things drawn in the colours of
    // the scene's colour legend (particles coloured by speed), not in one colour.
    bool ramp = false;

    static LegendEntry of(TrText text, Color color) {
        std::string english = text.english();
        return {std::move(english), color, std::move(text)};
    }
};

struct Scene {
    // The world rectangle the view fits on reset (m). The user may pan and zoom away from it.
    Vec2 boundsMin{-1.0, -1.0};
    Vec2 boundsMax{1.0, 1.0};
    std::string lengthUnit = "m"; // the scale bar's unit

    std::vector<RectItem> rects;
    std::vector<VectorFieldItem> fields;
    std::vector<PolylineItem> polylines;
    std::vector<SegmentItem> segments;
    std::vector<DiskCloudItem> clouds;
    std::vector<CircleItem> circles;
    std::vector<ArrowItem> arrows;
    std::vector<LabelItem> labels;

    std::vector<LegendEntry> legend;      // drawn in a corner of the view
    std::vector<ColorLegend> colorLegends;
    std::string caption;                  // one line drawn at the top of the view
    std::vector<std::string> warnings;    // drawn in red under the caption ("diverged at t = …")
    // The caption and warnings as sentences to translate (Translatable.h): when set, the view
    // shows these in the reader's language; caption and warnings keep the English.
    TrText captionText;
    std::vector<TrText> warningTexts;

    void setCaption(TrText text) {
        caption = text.english();
        captionText = std::move(text);
    }
    void setWarnings(std::vector<TrText> texts) {
        warnings = english(texts);
        warningTexts = std::move(texts);
    }

    // Drawing order: rects, fields, polylines, segments, clouds, circles, arrows, labels.
    void clear() { *this = Scene{}; }
};

} // namespace pl
