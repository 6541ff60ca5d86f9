// SPDX-License-Identifier: GPL-3.0-or-later
// The status bar's account of a background study: a progress bar that names the study and a
// Cancel button, both shown only while one runs. The window calls update() on its frame ticks.
#pragma once

#include <QObject>

class QProgressBar;
class QStatusBar;
class QToolButton;

namespace pl {

class StudyRunner;

class StudyProgress : public QObject {
    Q_OBJECT
public:
    StudyProgress(StudyRunner* studies, QStatusBar* bar);

    // The bar follows the studies' progress (cheap; nothing happens when none runs).
    void update();

private:
    StudyRunner* m_studies;
    QProgressBar* m_progress = nullptr;
    QToolButton* m_cancel = nullptr;
};

} // namespace pl
