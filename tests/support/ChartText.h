// SPDX-License-Identifier: GPL-3.0-or-later
// What a chart's drawn text looks like to a reader, for the window tests that lay charts out:
// texts Qt Charts elided or that run past the chart's edge. Header only: the app tests link
// Qt Charts, the other tests that share test_support do not.
#pragma once

#include "ChartWidget.h"

#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QStringList>

namespace pl::test {

// Qt Charts cuts a text that does not fit and ends it with "..." (an ellipsis of our own, as
// in "P₀ … P₃", stands between words).
inline bool endsElided(const QString& text)
{
    return text.endsWith(QChar(0x2026)) || text.endsWith(QLatin1String("..."));
}

// Every visible text item of `view` that is elided or runs past its edge, as readable lines.
inline QStringList cutChartTexts(ChartWidget* view)
{
    QStringList problems;
    for (QGraphicsItem* item : view->scene()->items()) {
        if (!item->isVisible())
            continue;
        QString text;
        if (auto* t = dynamic_cast<QGraphicsTextItem*>(item))
            text = t->toPlainText();
        else if (auto* s = dynamic_cast<QGraphicsSimpleTextItem*>(item))
            text = s->text();
        if (text.isEmpty())
            continue;
        if (endsElided(text))
            problems << QStringLiteral("elided: '%1'").arg(text);
        const QRectF box = view->mapFromScene(item->sceneBoundingRect()).boundingRect();
        if (!QRectF(view->rect()).adjusted(-1, -1, 1, 1).contains(box))
            problems << QStringLiteral("cut by the edge: '%1'").arg(text);
    }
    return problems;
}

} // namespace pl::test
