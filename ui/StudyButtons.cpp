// SPDX-License-Identifier: GPL-3.0-or-later
#include "StudyButtons.h"

#include "LessonWords.h"
#include "QtAdapters.h"

#include <QPushButton>
#include <QVBoxLayout>

namespace pl {

StudyButtons::StudyButtons(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
}

void StudyButtons::showStudies(const Lesson& lesson)
{
    QLayout* studyLayout = layout();
    while (QLayoutItem* item = studyLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const LessonWords words = LessonWords::of(lesson);
    for (const StudySpec& original : lesson.studies()) {
        const StudySpec spec = words.study(original);
        auto* button = new QPushButton(readable(spec.label), this);
        button->setToolTip(tooltipText(spec.description));
        button->setAccessibleDescription(spokenText(spec.description));
        const std::string studyId = spec.id;
        connect(button, &QPushButton::clicked, this, [this, studyId] { emit studyRequested(studyId); });
        studyLayout->addWidget(button);
    }
}

} // namespace pl
