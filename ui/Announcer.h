// SPDX-License-Identifier: GPL-3.0-or-later
// One place where what the window says in passing is announced: the status bar's messages (run
// ended, file saved, branch made), the lesson's notice (diverged at t = …), a student's checked
// answer, and message boxes (errors). A screen reader hears them through the "Announcements"
// label: Qt 6.4 has no announcement event on Linux (its AT-SPI bridge drops Alert events), but
// a label's new text goes out as a name change, which the bus carries (seen with pyatspi). The
// label sits in the status bar, one pixel in size, since what it says is on show there already.
// View → Speak (remembered) lets ParticleLab's own voice say them too; View → Describe the view
// (D) says where the run is, and so does each step taken by hand while the voice is on (in
// step-through, the integrator's stage).
#pragma once

#include <QObject>
#include <QString>

#include <functional>

class QAction;
class QLabel;
class QMenu;
class QStatusBar;

namespace pl {

class Voice;

class Announcer : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QStatusBar* bar;
        std::function<QString()> description;  // the view's description, brought up to date
    };
    Announcer(Parts parts, QObject* parent);

    void notice(const QString& text);
    // The view's description, said while it is the latest.
    void describe();
    // After a step taken by hand: in step-through, what the stage did (`stage`, the lesson's
    // sentences), on the label and to the voice; after a whole step, the description when the
    // voice is on.
    void stepped(const QString& stage = {});
    // Speak and Describe the view, for the View menu; Describe's key (D) is a classroom key.
    void addActions(QMenu* menu);
    QAction* describeAction() const { return m_describe; }
    QAction* speakAction() const { return m_speak; }
    QLabel* label() const { return m_label; }
    Voice* voice() const { return m_voice; }

signals:
    // `text` went to the screen reader (set on the label).
    void announced(const QString& text);

protected:
    // Message boxes: said when they are shown (a screen reader reads them by itself).
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void show(const QString& text);

    Parts m_parts;
    QLabel* m_label;
    Voice* m_voice;
    QAction* m_speak;
    QAction* m_describe;
};

} // namespace pl
