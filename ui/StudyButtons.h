// SPDX-License-Identifier: GPL-3.0-or-later
// Under the parameter form: a button per study the lesson offers (a sweep of runs on worker
// threads, StudyRunner.h), its description in the tooltip.
#pragma once

#include "framework/Lesson.h"

#include <QWidget>

#include <string>

namespace pl {

class StudyButtons : public QWidget {
    Q_OBJECT
public:
    explicit StudyButtons(QWidget* parent = nullptr);
    // The buttons of `lesson`'s studies (none: nothing shown).
    void showStudies(const Lesson& lesson);

signals:
    void studyRequested(const std::string& studyId);
};

} // namespace pl
