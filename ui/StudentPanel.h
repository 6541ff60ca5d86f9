// SPDX-License-Identifier: GPL-3.0-or-later
// The student-mode panel beside the view: the teacher's questions, a field for each answer, a
// check against the answer's tolerance (StudentSetup.h), and "Save answers…" as CSV or JSON
// (name, question, answer, correct) to hand in. The questions are shown in the reader's language
// where the scene file translates them; the answers file keeps the file's own texts.
#pragma once

#include "LessonWords.h"
#include "framework/StudentSetup.h"

#include <QWidget>

#include <vector>

class QLabel;
class QLineEdit;

namespace pl {

class StudentPanel : public QWidget {
    Q_OBJECT
public:
    // `title`: the lesson's, for the answers file; `words`: the lesson's (its own translations).
    StudentPanel(const StudentSetup& setup, QString title, const LessonWords& words = LessonWords(),
                 QWidget* parent = nullptr);

    // Types `text` as the answer to question `index` and checks it (tests use this too).
    void answer(int index, const QString& text);
    // "✓ within tolerance", "✗ not within …", or empty for a question without a numeric answer.
    QString verdict(int index) const;
    // Writes the answers; the format follows the extension (.json, otherwise CSV).
    QString saveAnswers(const QString& path) const;
    // What the teacher set (saved again with a session in student mode).
    const StudentSetup& setup() const { return m_setup; }

signals:
    // An answer was checked: the question's number (from 1) and the verdict as shown.
    void checked(int question, const QString& verdict);

private:
    void check(int index);

    StudentSetup m_setup;
    QString m_title;
    QLineEdit* m_name = nullptr;
    std::vector<QLineEdit*> m_answers;
    std::vector<QLabel*> m_verdicts;
};

} // namespace pl
