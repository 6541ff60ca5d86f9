// SPDX-License-Identifier: GPL-3.0-or-later
// The Parameters panel's content: the lesson's parameter form in a scroll area, Reset and
// Defaults under it, and the lesson's study buttons. The window connects what they ask for.
#pragma once

#include "framework/Parameters.h"

#include <QWidget>

#include <vector>

class QPushButton;
class QScrollArea;

namespace pl {

class ParameterPanel;
class StudyButtons;

class ParameterBox : public QWidget {
    Q_OBJECT
public:
    explicit ParameterBox(QWidget* parent = nullptr);

    ParameterPanel* form() const { return m_form; }
    // The form for `table`, its fields next in the Tab order after the panel's title (before
    // Reset): built again for every lesson, they would otherwise come last in the window.
    void build(const std::vector<ParameterSpec>& table, const ParameterValues& values);
    StudyButtons* studyButtons() const { return m_studies; }
    // Student mode may close the way back to the defaults.
    void setDefaultsAllowed(bool allowed);
    // At least 380 px, and as wide as the form needs beside the scroll bar: a form wider than
    // the panel had its numbers cut at the right (with the text three steps larger at
    // 1280×800: "0.02 N" for "0.02 N·s"); the sideways scroll bar is for a window too narrow.
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

signals:
    void resetRequested();
    void defaultsRequested();

private:
    ParameterPanel* m_form = nullptr;
    QScrollArea* m_scroll = nullptr;
    QPushButton* m_defaults = nullptr;
    StudyButtons* m_studies = nullptr;
};

} // namespace pl
