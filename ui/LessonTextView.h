// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson's text: its Markdown with readable maths, and "Try this" links that set the
// parameters they mention. A link "set:dt=0.5&methods=euler,rk4" asks for dt = 0.5 and
// methods = euler,rk4; other links open in the browser.
#pragma once

#include <QList>
#include <QPair>
#include <QTextBrowser>

namespace pl {

class LessonTextView : public QTextBrowser {
    Q_OBJECT
public:
    explicit LessonTextView(QWidget* parent = nullptr);

    // Shows a lesson's Markdown text.
    void showLesson(const std::string& markdown);
    // The (parameter id, value) pairs of a "set:" link; empty for any other link.
    static QList<QPair<QString, QString>> parseSetLink(const QUrl& url);

signals:
    void parametersRequested(const QList<QPair<QString, QString>>& settings);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // Keeps every heading's words whole: a heading with a word wider than the panel (a narrow
    // panel, or large text: "constrain|ts") is set a size smaller, down to the text's own size,
    // and back up when there is room again. Qt breaks such a word anywhere.
    void fitHeadings();
};

} // namespace pl
