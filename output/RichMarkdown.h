// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's Markdown made rich for Qt's Markdown reader: the subscripts and powers Unicode lacks
// as inline HTML. The window's lesson text (LessonTextView) and the handout (HandoutPdf) both
// read a lesson's text through it.
#pragma once

#include <QString>

namespace pl {

// `markdown` with the subscripts and powers Unicode lacks as inline HTML (k_d → k<sub>d</sub>).
QString richMarkdown(const QString& markdown);

} // namespace pl
