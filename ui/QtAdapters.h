// The one place where lesson types meet Qt types: std::string ↔ QString, Color ↔ QColor,
// Vec2 ↔ QPointF. Everything else in ui/ converts through these.
#pragma once

#include "framework/Color.h"
#include "framework/Scene.h"

#include <QColor>
#include <QPointF>
#include <QString>

#include <string>

namespace pl {

inline QString toQString(const std::string& s) { return QString::fromStdString(s); }
inline std::string toStdString(const QString& s) { return s.toStdString(); }
inline QColor toQColor(const Color& c) { return QColor(c.r, c.g, c.b, c.a); }
inline QPointF toQPointF(const Vec2& v) { return QPointF(v.x(), v.y()); }
inline Vec2 toVec2(const QPointF& p) { return Vec2(p.x(), p.y()); }

// "label (unit)" or "label" when there is no unit.
inline QString withUnit(const std::string& label, const std::string& unit)
{
    return unit.empty() ? toQString(label) : toQString(label + " (" + unit + ")");
}

// The font every chart, view and export uses, so PNG and SVG look alike everywhere.
inline QString uiFontFamily() { return QStringLiteral("DejaVu Sans"); }

} // namespace pl
