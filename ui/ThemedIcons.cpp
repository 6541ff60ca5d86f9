// SPDX-License-Identifier: GPL-3.0-or-later
#include "ThemedIcons.h"

#include "ReducedMotion.h"
#include "SceneColours.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QPainter>
#include <QPalette>
#include <QPointer>
#include <QProxyStyle>
#include <QStyleFactory>
#include <QStyleOption>
#include <QWidget>

namespace pl {

namespace {

const char* const iconProperty = "themedIcon";

QPixmap filled(const QPixmap& shape, const QColor& colour)
{
    QImage image = shape.toImage().convertToFormat(QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    painter.setCompositionMode(QPainter::CompositionMode_SourceIn);
    painter.fillRect(image.rect(), colour);
    painter.end();
    QPixmap pixmap = QPixmap::fromImage(image);
    pixmap.setDevicePixelRatio(shape.devicePixelRatio());
    return pixmap;
}

// Re-fills the icon of its parent (an action or a button) when the application palette changes.
class IconKeeper : public QObject {
public:
    explicit IconKeeper(QObject* owner) : QObject(owner) { qApp->installEventFilter(this); }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange)
            refill();
        return false;
    }

    void refill() const
    {
        const QVariant which = parent()->property(iconProperty);
        if (!which.isValid())
            return;
        const QIcon icon = themedIcon(static_cast<QStyle::StandardPixmap>(which.toInt()),
                                      QApplication::palette());
        if (auto* action = qobject_cast<QAction*>(parent()))
            action->setIcon(icon);
        else if (auto* button = qobject_cast<QAbstractButton*>(parent()))
            button->setIcon(icon);
    }
};

void keep(QObject* owner, QStyle::StandardPixmap which)
{
    IconKeeper* kept = owner->findChild<IconKeeper*>(QString(), Qt::FindDirectChildrenOnly);
    if (kept && owner->property(iconProperty).toInt() == static_cast<int>(which))
        return;  // already this icon (setPlaying(false) on every step)
    owner->setProperty(iconProperty, static_cast<int>(which));
    IconKeeper* keeper = owner->findChild<IconKeeper*>(QString(), Qt::FindDirectChildrenOnly);
    if (!keeper)
        keeper = new IconKeeper(owner);
    keeper->refill();
}

} // namespace

QIcon themedIcon(QStyle::StandardPixmap which, const QPalette& palette, const QStyle* shapes)
{
    const QIcon standard = (shapes ? shapes : QApplication::style())->standardIcon(which);
    QIcon icon;
    for (int size : {16, 22, 24, 32, 48, 64}) {
        QPixmap shape = standard.pixmap(QSize(size, size));
        if (shape.isNull())
            continue;
        if (shape.width() < size)  // the style has none this large: presentation's bar
            shape = shape.scaled(size, size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        icon.addPixmap(filled(shape, palette.color(QPalette::Active, QPalette::ButtonText)),
                       QIcon::Normal);
        icon.addPixmap(filled(shape, palette.color(QPalette::Active, QPalette::ButtonText)),
                       QIcon::Active);
        icon.addPixmap(filled(shape, palette.color(QPalette::Disabled, QPalette::ButtonText)),
                       QIcon::Disabled);
        icon.addPixmap(filled(shape, palette.color(QPalette::Active, QPalette::HighlightedText)),
                       QIcon::Selected);
    }
    return icon;
}

namespace {

class ThemedStyle : public QProxyStyle {
public:
    ThemedStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}

    QIcon standardIcon(StandardPixmap which, const QStyleOption* option,
                       const QWidget* widget) const override
    {
        switch (which) {
        case SP_TitleBarCloseButton:
        case SP_TitleBarNormalButton:
        case SP_DockWidgetCloseButton:
        case SP_TitleBarMinButton:
        case SP_TitleBarMaxButton:
        case SP_MediaPlay:
        case SP_MediaPause:
        case SP_MediaSeekForward:
        case SP_MediaSeekBackward:
        case SP_BrowserReload:
            return themedIcon(which, widget ? widget->palette()
                                            : option ? option->palette : QApplication::palette(),
                              baseStyle());
        default:
            return QProxyStyle::standardIcon(which, option, widget);
        }
    }

    // Reduced motion (ReducedMotion.h): widgets that ask how long to animate hear 0.
    int styleHint(StyleHint hint, const QStyleOption* option, const QWidget* widget,
                  QStyleHintReturn* returned) const override
    {
        if (hint == SH_Widget_Animation_Duration && reducedMotion())
            return 0;
        return QProxyStyle::styleHint(hint, option, widget, returned);
    }

    // The current item of a list with the focus: Fusion's mark is 1 px at 80/255 opacity; here
    // 2 px, 2 px inside the item, in the palette colour that stands out most from the item's
    // background (FocusRing.h; other widgets show their focus by the ring).
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override
    {
        if (element != PE_FrameFocusRect || !(option->state & State_KeyboardFocusChange) ||
            !qobject_cast<const QAbstractItemView*>(widget)) {
            QProxyStyle::drawPrimitive(element, option, painter, widget);
            return;
        }
        const auto* focus = qstyleoption_cast<const QStyleOptionFocusRect*>(option);
        const QColor behind = focus && focus->backgroundColor.isValid()
                                  ? focus->backgroundColor
                                  : option->palette.color(QPalette::Window);
        QColor ink = option->palette.color(QPalette::Highlight);
        for (QPalette::ColorRole role : {QPalette::HighlightedText, QPalette::WindowText, QPalette::Text})
            if (contrastRatio(option->palette.color(role), behind) > contrastRatio(ink, behind))
                ink = option->palette.color(role);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, false);
        painter->setPen(QPen(ink, 2, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(QRectF(option->rect).adjusted(3, 3, -3, -3));
        painter->restore();
    }
};

} // namespace

QStyle* newThemedStyle() { return new ThemedStyle(); }

void setThemedIcon(QAction* action, QStyle::StandardPixmap which) { keep(action, which); }

void setThemedIcon(QAbstractButton* button, QStyle::StandardPixmap which) { keep(button, which); }

} // namespace pl
