// SPDX-License-Identifier: GPL-3.0-or-later
// Help → User guide (and F1 when a lesson has no text on show): docs/user-guide.md in a window of
// its own, offline, with a search field. The guide, the other pages of docs/ and the images the
// guide shows are compiled into the program (qt_add_resources in ui/CMakeLists.txt, prefix
// ":/docs"), so an installed program finds them wherever it lives.
#pragma once

#include <QUrl>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTextBrowser;
class QToolButton;

namespace pl {

class UserGuideWindow : public QWidget {
    Q_OBJECT
public:
    explicit UserGuideWindow(QWidget* parent = nullptr);

    // qrc:/docs/user-guide.md
    static QUrl guideUrl();
    // The anchor GitHub gives a heading ("Sessions, the timeline and branches" →
    // "sessions-the-timeline-and-branches"), so that the pages' links work here as there.
    static QString headingSlug(const QString& heading);

    // Shows a page of docs/ ("user-guide.md", "lammps.md") at the heading whose slug is
    // `anchor` (the top when empty); false, with a message under the search field, when the
    // page is not in the program or has no such heading.
    bool showPage(const QUrl& url);
    // Moves to the next (or previous) match of the search field's text, wrapping at the end;
    // false when there is none.
    bool findNext(bool backward = false);
    // How many times the search field's text occurs in the page on show (case ignored).
    int matchCount() const { return m_matchCount; }

    QTextBrowser* browser() const { return m_browser; }
    QLineEdit* searchField() const { return m_search; }
    QLabel* status() const { return m_status; }

protected:
    // The text column's width, known only once the viewport has its size, bounds the images.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void search();
    void followLink(const QUrl& url);
    bool scrollToHeading(const QString& slug);
    void fitImages();
    void fitImagesOnce();

    QTextBrowser* m_browser = nullptr;
    QLineEdit* m_search = nullptr;
    QLabel* m_status = nullptr;
    QToolButton* m_back = nullptr;
    QToolButton* m_previous = nullptr;
    QToolButton* m_next = nullptr;
    int m_matchCount = 0;
    bool m_fitting = false;  // a resized image may show the scroll bar: the column narrows
    bool m_refit = false;
};

// Opens the guide over `parent` (object name "userGuide"), or raises the one already open; at
// `anchor` (a heading's slug) when given.
UserGuideWindow* showUserGuide(QWidget* parent, const QString& anchor = QString());

} // namespace pl
