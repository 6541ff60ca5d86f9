// SPDX-License-Identifier: GPL-3.0-or-later
// Help → User guide as a reader uses it: opened from the Help menu it shows
// docs/user-guide.md from the program's resources (the file on disk, word for word), with its
// screenshots loaded and no wider than the window; typing into the search field counts and
// marks the matches and Enter walks through them; the pages' links reach headings and other
// pages; F1 opens the guide where the lesson's text is hidden (student mode) and the lesson's
// text where there is one.
#include "MainWindow.h"
#include "UserGuide.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>

class TestUserGuide : public QObject {
    Q_OBJECT

    // The Help menu's action whose text, without '&', is `text`.
    static QAction* helpAction(pl::MainWindow& window, const QString& text)
    {
        for (QAction* menu : window.menuBar()->actions())
            if (menu->menu())
                for (QAction* action : menu->menu()->actions())
                    if (action->text().remove(QLatin1Char('&')) == text)
                        return action;
        return nullptr;
    }

    static pl::UserGuideWindow* openGuide(pl::MainWindow& window)
    {
        QAction* action = helpAction(window, QStringLiteral("User guide"));
        if (!action)
            return nullptr;
        action->trigger();
        return window.findChild<pl::UserGuideWindow*>(QStringLiteral("userGuide"));
    }

    // Occurrences of `word` in `text`, case ignored, counted apart from QTextDocument::find.
    static int occurrences(const QString& text, const QString& word)
    {
        int count = 0;
        for (qsizetype at = text.indexOf(word, 0, Qt::CaseInsensitive); at >= 0;
             at = text.indexOf(word, at + word.size(), Qt::CaseInsensitive))
            ++count;
        return count;
    }

private slots:
    void helpMenuOpensTheGuideFromTheProgram()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        pl::UserGuideWindow* guide = openGuide(window);
        QVERIFY(guide);
        QVERIFY(QTest::qWaitForWindowExposed(guide));
        QCOMPARE(guide->browser()->source(), pl::UserGuideWindow::guideUrl());
        // The compiled-in guide is the file in docs/, not a stale or empty copy.
        QFile onDisk(QStringLiteral(PARTICLELAB_SOURCE_DIR "/docs/user-guide.md"));
        QVERIFY(onDisk.open(QIODevice::ReadOnly));
        QFile inProgram(QStringLiteral(":/docs/user-guide.md"));
        QVERIFY(inProgram.open(QIODevice::ReadOnly));
        QCOMPARE(inProgram.readAll(), onDisk.readAll());
        const QTextDocument* document = guide->browser()->document();
        QVERIFY(document->toPlainText().contains(QLatin1String("Sessions, the timeline and branches")));
        // Rendered as Markdown: the title is a heading, not "# ParticleLab user guide".
        QCOMPARE(document->begin().blockFormat().headingLevel(), 1);
        QVERIFY(!document->toPlainText().contains(QLatin1String("](")));

        // Every image the guide shows is loaded and fits the text column.
        int images = 0;
        const int column = guide->browser()->viewport()->width();
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next())
            for (auto it = block.begin(); !it.atEnd(); ++it)
                if (it.fragment().charFormat().isImageFormat()) {
                    const QTextImageFormat image = it.fragment().charFormat().toImageFormat();
                    const QVariant data = guide->browser()->document()->resource(
                        QTextDocument::ImageResource,
                        guide->browser()->source().resolved(QUrl(image.name())));
                    QVERIFY2(data.isValid(), qPrintable(image.name()));
                    QVERIFY2(image.width() > 100 && image.width() <= column,
                             qPrintable(QStringLiteral("%1 is %2 px wide in a %3 px column")
                                            .arg(image.name())
                                            .arg(image.width())
                                            .arg(column)));
                    ++images;
                }
        QVERIFY(images >= 1);
        // The same window is raised, not a second one opened.
        openGuide(window);
        QCOMPARE(window.findChildren<pl::UserGuideWindow*>().size(), 1);
    }

    void typingSearchesAndEnterWalksTheMatches()
    {
        pl::MainWindow window;
        window.show();
        pl::UserGuideWindow* guide = openGuide(window);
        QVERIFY(guide);
        QVERIFY(QTest::qWaitForWindowActive(guide));
        QLineEdit* field = guide->searchField();
        QVERIFY(!field->accessibleName().isEmpty());
        QTest::keyClick(guide, Qt::Key_F, Qt::ControlModifier);  // Ctrl+F goes to the field
        QVERIFY(field->hasFocus());
        QTest::keyClicks(field, QStringLiteral("keyframe"));
        const int expected =
            occurrences(guide->browser()->document()->toPlainText(), QStringLiteral("keyframe"));
        QVERIFY(expected >= 3);
        QCOMPARE(guide->matchCount(), expected);
        QCOMPARE(guide->browser()->extraSelections().size(), expected);
        QCOMPARE(guide->status()->text(), QStringLiteral("%1 matches").arg(expected));
        // The first match is selected; Enter moves on to the next, and on past the last wraps.
        QTextCursor at = guide->browser()->textCursor();
        QCOMPARE(at.selectedText().toLower(), QStringLiteral("keyframe"));
        const int first = at.selectionStart();
        QTest::keyClick(field, Qt::Key_Return);
        const int second = guide->browser()->textCursor().selectionStart();
        QVERIFY(second > first);
        for (int i = 1; i < expected; ++i)
            QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(guide->browser()->textCursor().selectionStart(), first);

        // A word that is not there: said, and nothing marked.
        field->clear();
        QTest::keyClicks(field, QStringLiteral("zqxjv"));
        QCOMPARE(guide->matchCount(), 0);
        QVERIFY(guide->browser()->extraSelections().isEmpty());
        QVERIFY(guide->status()->text().contains(QLatin1String("No match")));
        QVERIFY(!guide->findNext());
    }

    void linksReachHeadingsAndPages()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        pl::UserGuideWindow* guide = openGuide(window);
        QVERIFY(guide);
        QVERIFY(QTest::qWaitForWindowExposed(guide));
        QScrollBar* scroll = guide->browser()->verticalScrollBar();
        QCOMPARE(scroll->value(), 0);
        // The table of contents' link, as a click on it delivers it.
        emit guide->browser()->anchorClicked(QUrl(QStringLiteral("#student-mode")));
        QVERIFY(scroll->value() > 0);
        const QTextCursor top = guide->browser()->cursorForPosition(QPoint(4, 4));
        const QTextBlock shown = top.block();
        QVERIFY2(shown.text().contains(QLatin1String("Student mode")) ||
                     shown.next().text().contains(QLatin1String("Student mode")),
                 qPrintable(shown.text()));
        // Another page of docs/, then back.
        emit guide->browser()->anchorClicked(QUrl(QStringLiteral("lammps.md")));
        QCOMPARE(guide->browser()->source(), QUrl(QStringLiteral("qrc:/docs/lammps.md")));
        QVERIFY(guide->browser()->document()->toPlainText().startsWith(
            QLatin1String("Beyond one machine: LAMMPS")));
        guide->browser()->backward();
        QCOMPARE(guide->browser()->source(), pl::UserGuideWindow::guideUrl());
        // A heading that does not exist is said, not silently ignored.
        QVERIFY(!guide->showPage(QUrl(QStringLiteral("qrc:/docs/user-guide.md#no-such-part"))));
        QVERIFY(guide->status()->text().contains(QLatin1String("no-such-part")));
        QVERIFY(!guide->showPage(QUrl(QStringLiteral("qrc:/docs/nothing.md"))));
    }

    void headingSlugsFollowGitHub()
    {
        using pl::UserGuideWindow;
        QCOMPARE(UserGuideWindow::headingSlug(QStringLiteral("Sessions, the timeline and branches")),
                 QStringLiteral("sessions-the-timeline-and-branches"));
        QCOMPARE(UserGuideWindow::headingSlug(QStringLiteral("Notices in the view and in report.json (warnings)")),
                 QStringLiteral("notices-in-the-view-and-in-reportjson-warnings"));
        QCOMPARE(UserGuideWindow::headingSlug(QStringLiteral("Charts, themes and text size")),
                 QStringLiteral("charts-themes-and-text-size"));
    }

    // F1 shows the lesson's text where there is one on show, and the guide where student mode
    // hides the text (before, F1 brought the hidden panel back).
    void f1OpensTheGuideWhenTheLessonTextIsHidden()
    {
        {
            pl::MainWindow window;
            window.resize(1280, 800);
            window.show();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            QVERIFY(window.selectLesson("pendulum"));
            auto* text = window.findChild<QDockWidget*>(QStringLiteral("textDock"));
            text->hide();
            QTest::keyClick(&window, Qt::Key_F1);
            QVERIFY(text->isVisible());
            QVERIFY(!window.findChild<pl::UserGuideWindow*>());
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("quiz.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"title": "Quiz", "particles": [{"position": [0, 1]}],
            "student": {"hidden_panels": ["text"], "questions": [{"text": "Why?"}]}})");
        file.close();
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.openScene(path);
        QVERIFY(window.inStudentMode());
        auto* text = window.findChild<QDockWidget*>(QStringLiteral("textDock"));
        QVERIFY(!text->isVisible());
        QTest::keyClick(&window, Qt::Key_F1);
        QVERIFY(!text->isVisible());
        auto* guide = window.findChild<pl::UserGuideWindow*>(QStringLiteral("userGuide"));
        QVERIFY(guide);
        QVERIFY(guide->isVisible());
    }
};

PARTICLELAB_TEST_MAIN(TestUserGuide)
#include "test_user_guide.moc"
