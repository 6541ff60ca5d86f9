// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson handout to print (File → Export handout…, --handout FILE.pdf): a PDF on A4 or Letter
// paper, written with QPdfWriter and QPainter. Sections, each starting on a new page:
//   Lesson        the title, the summary, the simulated time and the lesson's text
//   Parameters    the run's parameters (label, value, unit)
//   Charts        the lesson's charts, two to a page, drawn as vectors (ChartDrawing's own
//                 drawing, ChartDrawing::renderForPaper): sharp at any zoom, text selectable
//   Measurements  the measurements at the end of the run and the lesson's tables
//   Questions     in student mode only: the teacher's questions, each with lines to answer on
//                 and, for a numeric answer, a box with its unit; name and date at the top
// A section the teacher hid in student mode (StudentSetup::hides) is left out. Everything is
// black on white, curves told apart by dash pattern, so that it prints in black and white.
// Every page has a footer: the lesson's title and "page N of M".
#pragma once

#include "framework/LessonSession.h"
#include "framework/StudentSetup.h"

#include <QLocale>
#include <QString>

#include <optional>
#include <vector>

namespace pl {

enum class Paper { A4, Letter };

// Letter where it is the custom (the United States and Canada), A4 everywhere else.
Paper paperForLocale(const QLocale& locale = QLocale());
// "a4" or "letter" (any case) → the paper; none for anything else.
std::optional<Paper> paperNamed(const QString& name);
// "A4" or "Letter", as a person reads it.
QString paperLabel(Paper paper);

struct HandoutOptions {
    Paper paper = Paper::A4;
    // Student mode: the questions to print, and the panels the teacher hid. None: a teacher's
    // handout without questions.
    std::optional<StudentSetup> student;
};

// Where each section landed: its title (as printed at its top) and its pages, from 1.
struct HandoutSection {
    QString title;
    int firstPage = 0;
    int pageCount = 0;
};

struct HandoutResult {
    QString error;  // empty on success
    std::vector<HandoutSection> sections;
    int pageCount = 0;
};

// Writes the handout of `session` as it stands to `path`, all or nothing.
HandoutResult writeHandout(const LessonSession& session, const QString& path,
                           const HandoutOptions& options);

} // namespace pl
