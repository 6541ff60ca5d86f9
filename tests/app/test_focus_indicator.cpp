// SPDX-License-Identifier: GPL-3.0-or-later
// A keyboard user sees where the focus is, in every theme. For each kind of control the window
// has (line edit, spin box, slider, push button, tool button, combo box, list item, tab, check
// box), in light, dark and high contrast, the control is grabbed with the focus (reached by Tab,
// as a keyboard user reaches it) and without (Shift+Tab away), and the two images are compared
// pixel by pixel (WCAG 2.2 SC 2.4.13 and 1.4.11, measured, not judged by eye):
//   - the indicator: the pixels within 4 px of the component's edge (the list's current item,
//     the current tab, else the control) whose colour changed by a contrast ratio of at least
//     3:1 between the two states; there must be at least as many as a 1 px line around the
//     component has, 2·(w + h) (Fusion's 1 px tinted outlines fall just short of it, its
//     faint dotted ones far short);
//   - its contrast against what is beside it: of the indicator's edge pixels, at least 90 %
//     differ by 3:1 or more from a neighbour outside the indicator (in the focused image).
#include "SceneColours.h"
#include "Theme.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QTabBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <functional>

using namespace pl;

class TestFocusIndicator : public QObject {
    Q_OBJECT

    struct Measured {
        int indicator = 0;      // pixels changed by ≥ 3:1
        int perimeter = 0;      // 2·(w + h) of the component
        double adjacent = 0.0;  // share of the indicator's edge pixels with a 3:1 neighbour
        QList<QPoint> failing;  // some edge pixels without one
        QString why() const
        {
            return QStringLiteral("%1 indicator pixels for a perimeter of %2; %3 % of its edge at 3:1 from beside it")
                .arg(indicator).arg(perimeter).arg(100.0 * adjacent, 0, 'f', 1);
        }
    };

    // Pixels within `band` px of the component's edge, inside or out, are looked at: the
    // indicator is there, while a field's selected text or cursor inside is not one.
    static Measured compare(const QImage& focused, const QImage& unfocused, const QRect& box, int band)
    {
        Measured m;
        m.perimeter = 2 * (box.width() + box.height());
        const QRect r = box.adjusted(-band, -band, band, band).intersected(focused.rect());
        const QRect inner = box.adjusted(band, band, -band, -band);
        QVector<bool> mark(focused.width() * focused.height(), false);
        auto at = [&](int x, int y) -> bool& { return mark[y * focused.width() + x]; };
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x)
                if (!inner.contains(x, y) && contrastRatio(QColor(focused.pixel(x, y)), QColor(unfocused.pixel(x, y))) >= 3.0) {
                    at(x, y) = true;
                    ++m.indicator;
                }
        int edge = 0, contrasted = 0;
        for (int y = r.top(); y <= r.bottom(); ++y)
            for (int x = r.left(); x <= r.right(); ++x) {
                if (!at(x, y))
                    continue;
                bool isEdge = false;
                double best = 1.0;
                for (const QPoint d : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
                    const QPoint n(x + d.x(), y + d.y());
                    if (!focused.rect().contains(n) || at(n.x(), n.y()))
                        continue;
                    isEdge = true;
                    best = std::max(best, contrastRatio(QColor(focused.pixel(x, y)), QColor(focused.pixel(n))));
                }
                if (isEdge) {
                    ++edge;
                    contrasted += best >= 3.0 ? 1 : 0;
                    if (best < 3.0 && m.failing.size() < 12)
                        m.failing << QPoint(x, y);
                }
            }
        m.adjacent = edge ? double(contrasted) / edge : 0.0;
        return m;
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabFocusTest"));
    }

    void everyControlShowsItsFocus_data()
    {
        QTest::addColumn<int>("theme");
        QTest::addColumn<QString>("kind");
        const QStringList kinds{QStringLiteral("line edit"), QStringLiteral("spin box"), QStringLiteral("slider"),
                                QStringLiteral("button"), QStringLiteral("tool button"), QStringLiteral("combo box"),
                                QStringLiteral("list item"), QStringLiteral("tab"), QStringLiteral("check box")};
        for (Theme theme : {Theme::Light, Theme::Dark, Theme::HighContrast})
            for (const QString& kind : kinds)
                QTest::newRow(qPrintable(themeName(theme) + QLatin1Char(' ') + kind)) << int(theme) << kind;
    }

    void everyControlShowsItsFocus()
    {
        QFETCH(int, theme);
        QFETCH(QString, kind);
        useTheme(Theme(theme));

        QWidget host;
        auto* layout = new QVBoxLayout(&host);
        layout->setContentsMargins(12, 12, 12, 12);
        auto* before = new QLineEdit(&host);
        before->setAccessibleName(QStringLiteral("before"));
        layout->addWidget(before);
        QWidget* control = nullptr;
        std::function<QRect()> component;  // in the control's coordinates
        if (kind == QLatin1String("line edit")) {
            control = new QLineEdit(QStringLiteral("0.05"), &host);
        } else if (kind == QLatin1String("spin box")) {
            control = new QDoubleSpinBox(&host);
        } else if (kind == QLatin1String("slider")) {
            control = new QSlider(Qt::Horizontal, &host);
        } else if (kind == QLatin1String("button")) {
            control = new QPushButton(QStringLiteral("Reset"), &host);
        } else if (kind == QLatin1String("tool button")) {
            auto* tool = new QToolButton(&host);
            tool->setText(QStringLiteral("Step"));
            tool->setAutoRaise(true);  // as in the window's tool bars
            tool->setFocusPolicy(Qt::TabFocus);
            control = tool;
        } else if (kind == QLatin1String("combo box")) {
            auto* combo = new QComboBox(&host);
            combo->addItems({QStringLiteral("Heun"), QStringLiteral("RK4")});
            control = combo;
        } else if (kind == QLatin1String("list item")) {
            auto* list = new QListWidget(&host);
            list->addItems({QStringLiteral("Pendulum"), QStringLiteral("Integrators"), QStringLiteral("Dam break")});
            list->setCurrentRow(1);
            list->setFixedHeight(100);
            component = [list] { return list->visualItemRect(list->currentItem()).translated(list->viewport()->pos()); };
            control = list;
        } else if (kind == QLatin1String("tab")) {
            auto* tabs = new QTabBar(&host);
            tabs->addTab(QStringLiteral("Lesson"));
            tabs->addTab(QStringLiteral("Questions"));
            tabs->setCurrentIndex(1);
            component = [tabs] { return tabs->tabRect(1); };
            control = tabs;
        } else {
            control = new QCheckBox(QStringLiteral("Step through stages"), &host);
        }
        control->setAccessibleName(kind);
        layout->addWidget(control);
        layout->addStretch(1);
        host.resize(360, 220);
        host.show();
        host.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&host));
        before->setFocus(Qt::TabFocusReason);

        QTest::keyClick(before, Qt::Key_Tab);
        QTRY_COMPARE(QApplication::focusWidget(), control->focusProxy() ? control->focusProxy() : control);
        QTest::qWait(50);
        const QImage focused = host.grab().toImage();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab, Qt::ShiftModifier);
        QTRY_COMPARE(QApplication::focusWidget(), before);
        QTest::qWait(50);
        const QImage unfocused = host.grab().toImage();

        const qreal dpr = focused.devicePixelRatio();
        const QRect inControl = component ? component() : control->rect();
        const QRect box(control->mapTo(&host, inControl.topLeft()) * dpr, inControl.size() * dpr);
        const Measured m = compare(focused, unfocused, box, qRound(4 * dpr));
        if (qEnvironmentVariableIsSet("PL_FOCUS_SHOTS")) {
            const QString stem = qEnvironmentVariable("PL_FOCUS_SHOTS") + QLatin1Char('/') +
                                 themeName(Theme(theme)) + QLatin1Char('-') + QString(kind).replace(QLatin1Char(' '), QLatin1Char('-'));
            focused.save(stem + QStringLiteral("-focused.png"));
            unfocused.save(stem + QStringLiteral("-unfocused.png"));
            qInfo("%s: %s", qPrintable(kind), qPrintable(m.why()));
            for (const QPoint p : m.failing)
                qInfo("  %d,%d %s was %s", p.x(), p.y(), qPrintable(QColor(focused.pixel(p)).name()),
                      qPrintable(QColor(unfocused.pixel(p)).name()));
        }
        QVERIFY2(m.indicator >= m.perimeter, qPrintable(m.why()));
        QVERIFY2(m.adjacent >= 0.9, qPrintable(m.why()));
    }

    void cleanupTestCase() { useTheme(Theme::Light); }
};

PARTICLELAB_TEST_MAIN(TestFocusIndicator)
#include "test_focus_indicator.moc"
