// SPDX-License-Identifier: GPL-3.0-or-later
#include "FocusRing.h"

#include <QApplication>
#include <QEvent>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPointer>
#include <QWidget>

namespace pl {

namespace {

constexpr int ringWidth = 2;  // px
// px inside the widget's edge: its frame and the 1 px inside it stay as they were, so that the
// ring lies between colours it stands out from (next to a frame it would only thicken it).
constexpr int ringInset = 2;

class Ring : public QWidget {
public:
    explicit Ring(QWidget* target) : QWidget(target)
    {
        setObjectName(QStringLiteral("focusRing"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setFocusPolicy(Qt::NoFocus);
        follow();
        target->installEventFilter(this);
        show();
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        QPen pen(QApplication::palette().color(QPalette::Active, QPalette::Highlight), ringWidth);
        pen.setJoinStyle(Qt::MiterJoin);
        painter.setPen(pen);
        const qreal half = ringWidth / 2.0;
        painter.drawRect(QRectF(rect()).adjusted(ringInset + half, ringInset + half,
                                                 -ringInset - half, -ringInset - half));
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == parentWidget() && (event->type() == QEvent::Resize || event->type() == QEvent::ChildAdded))
            follow();
        return QWidget::eventFilter(watched, event);
    }

private:
    void follow()
    {
        setGeometry(parentWidget()->rect());
        raise();
    }
};

// Widgets that show the focus themselves or have no place for a ring.
bool wantsRing(const QWidget* widget)
{
    return widget && !widget->isWindow() && !qobject_cast<const QMenu*>(widget) &&
           !qobject_cast<const QMenuBar*>(widget) && widget->width() >= 8 && widget->height() >= 8;
}

class RingKeeper : public QObject {
public:
    explicit RingKeeper(QObject* parent) : QObject(parent)
    {
        connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) { move(now); });
        move(QApplication::focusWidget());
    }

private:
    void move(QWidget* now)
    {
        delete m_ring;  // a QPointer: gone already when its widget was deleted
        if (wantsRing(now))
            m_ring = new Ring(now);
    }

    QPointer<Ring> m_ring;
};

} // namespace

void installFocusRing()
{
    static QPointer<RingKeeper> keeper;
    if (!keeper)
        keeper = new RingKeeper(qApp);
}

} // namespace pl
