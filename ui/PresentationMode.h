// SPDX-License-Identifier: GPL-3.0-or-later
// Presentation mode (F11, View menu) for a projector at the back of a room: the window goes full
// screen, the docks (lesson list, text, parameters, measurements) fold into the playback bar,
// which keeps play/pause and step and gains the lesson's title (kept in step with the window
// title, so a lesson chosen while presenting shows its own) and a "Panels" button that unfolds
// them again; the status bar is hidden; the view shares the screen with the charts (one across
// 1280×800, two across 1920×1080). Text everywhere is at least 2.5 % of the screen's height and
// lines thicker to match (TextScale.h; the window applies it).
// Leaving restores the window exactly as it was (geometry, docks).
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QDockWidget;
class QLabel;
class QMainWindow;
class QSplitter;
class QToolBar;

namespace pl {

class ChartPanel;

class PresentationMode : public QObject {
    Q_OBJECT
public:
    // The window's parts it folds, enlarges and restores.
    struct Parts {
        QMainWindow* window = nullptr;  // owns this object
        QToolBar* playbackBar = nullptr;
        QSplitter* viewAndCharts = nullptr;
        ChartPanel* charts = nullptr;
        std::function<QList<QDockWidget*>()> docks;  // the panels open now (student mode adds one)
    };
    explicit PresentationMode(const Parts& parts);

    bool active() const { return m_active; }
    // The playback bar's "Panels" button (present while active): unfolds the folded docks.
    QAction* unfoldAction() const { return m_unfold; }

public slots:
    void enter();
    void leave();
    void toggle() { m_active ? leave() : enter(); }

signals:
    void changed(bool active);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Splits the height between the view (36 %) and the charts (64 %).
    void shareHeight();
    // Adds the lesson's title and the Panels button to the playback bar; takes them away.
    void addToBar();
    void removeFromBar();
    // The bar's title: the lesson's short title (before its colon), taken from the window title
    // "ParticleLab — <lesson>", cut to fit.
    void showLessonTitle();

    Parts m_parts;
    QMainWindow* m_window;
    bool m_active = false;
    QByteArray m_savedState;     // QMainWindow::saveState()
    QByteArray m_savedGeometry;  // QWidget::saveGeometry()
    QByteArray m_savedSplitter;  // view / charts split
    bool m_statusShown = true;   // the status bar before presentation hid it
    QList<QDockWidget*> m_folded;  // the docks that were open when presentation began
    QList<QAction*> m_barActions;  // what addToBar put on the playback bar
    QAction* m_unfold = nullptr;
    QLabel* m_title = nullptr;
};

} // namespace pl
