// Presentation mode (F11, View menu) for a projector at the back of a room: the window goes full
// screen, the docks (lesson list, text, parameters, measurements) fold away, and the view shares
// the screen with two charts whose text and lines are scaled up (ChartPanel::setPresentation).
// Leaving restores the window exactly as it was (geometry, docks).
#pragma once

#include <QByteArray>
#include <QObject>

class QMainWindow;

namespace pl {

class PresentationMode : public QObject {
    Q_OBJECT
public:
    explicit PresentationMode(QMainWindow* window);

    bool active() const { return m_active; }

public slots:
    void enter();
    void leave();
    void toggle() { m_active ? leave() : enter(); }

signals:
    void changed(bool active);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Splits the height between the view (42 %) and the charts (58 %).
    void shareHeight();

    QMainWindow* m_window;
    bool m_active = false;
    QByteArray m_savedState;     // QMainWindow::saveState()
    QByteArray m_savedGeometry;  // QWidget::saveGeometry()
    QByteArray m_savedSplitter;  // view / charts split
};

} // namespace pl
