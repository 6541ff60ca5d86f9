// SPDX-License-Identifier: GPL-3.0-or-later
// The Lessons panel: every registered lesson as a row, its title in bold over its summary, each
// row as tall as its text in the current font; the row on show in the highlight's text colour.
#pragma once

#include <QListWidget>

#include <string>

namespace pl {

class LessonBrowser : public QListWidget {
    Q_OBJECT
public:
    explicit LessonBrowser(QWidget* parent = nullptr);

    // Marks lesson `id` as the one on show, or none (a scene or session file's own lesson),
    // without announcing it.
    void markShown(const std::string& id);
    // Each row as tall as its title and summary in the current font.
    void fit();

signals:
    // The person chose lesson `id`.
    void lessonChosen(const std::string& id);
};

} // namespace pl
