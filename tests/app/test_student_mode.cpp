// SPDX-License-Identifier: GPL-3.0-or-later
// Student mode as a student meets it, in a 1280×800 window: every action of
// the window and every button, pressed in turn, leaves the student in the teacher's lesson (the
// lesson list, Open, Defaults and the lesson switch are gone or disabled) unless the teacher's
// file allows a way out; the lesson list never marks a lesson that is not on show; all the
// questions are in sight at once, beside the lesson's text or without it.
#include "MainWindow.h"
#include "StudentPanel.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QTimer>

namespace {

// A scene in student mode with `questions` numeric questions and the "allow" list `allow`
// (JSON array text); the text panel hidden when `hideText`.
QByteArray quizScene(int questions, const char* allow, bool hideText)
{
    QByteArray list;
    for (int i = 0; i < questions; ++i)
        list += QStringLiteral(R"(%1{"text": "Question %2: how high does the ball bounce after %2 bounces, in metres?", "answer": 0.5, "unit": "m"})")
                    .arg(i == 0 ? QString() : QStringLiteral(","))
                    .arg(i + 1)
                    .toUtf8();
    return QByteArray(R"({"title": "Quiz", "particles": [{"position": [0, 1], "radius": 0.1}],
        "walls": [{"type": "plane", "point": [0, 0], "normal": [0, 1]}],
        "student": {"locked": ["dt"], "allow": )") +
           allow + R"(, "hidden_panels": )" + (hideText ? R"(["text"])" : "[]") +
           R"(, "questions": [)" + list + "]}}";
}

QString writeQuiz(const QTemporaryDir& dir, const QByteArray& text)
{
    const QString path = dir.filePath(QStringLiteral("quiz.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(text);
    return path;
}

// While it lives, any dialog or menu that opens is dismissed at once (Cancel), so that every
// action can be pressed without a person to answer it.
class Dismisser {
public:
    Dismisser()
    {
        QObject::connect(&m_timer, &QTimer::timeout, [] {
            if (QWidget* popup = QApplication::activePopupWidget())
                popup->close();
            if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
                dialog->reject();
        });
        m_timer.start(10);
    }

private:
    QTimer m_timer;
};

QListWidget* lessonListOf(pl::MainWindow& window)
{
    return qobject_cast<QListWidget*>(window.findChild<QDockWidget*>(QStringLiteral("lessonsDock"))->widget());
}

} // namespace

class TestStudentMode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
        QVERIFY(m_dir.isValid());
    }

    void noActionLeavesStudentMode()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson("springs"));
        window.openScene(writeQuiz(m_dir, quizScene(2, "[]", false)));
        QVERIFY(window.inStudentMode());
        QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("lessonsDock"))->isVisible());
        QVERIFY(!lessonListOf(window)->currentItem());  // springs is not marked: it is not on show

        const Dismisser dismisser;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (!action->isEnabled() || action->isSeparator() || action->menu() ||
                action->shortcut() == QKeySequence(QKeySequence::Quit))
                continue;
            action->trigger();
            QCoreApplication::processEvents();
            QVERIFY2(window.inStudentMode(), qPrintable(action->text() + " left student mode"));
            QCOMPARE(window.session()->lesson().info().title, std::string("Quiz"));
        }
        for (QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
            if (!button->isVisible() || !button->isEnabled())
                continue;
            button->click();
            QCoreApplication::processEvents();
            QVERIFY2(window.inStudentMode(), qPrintable(button->text() + " left student mode"));
            QCOMPARE(window.session()->lesson().info().title, std::string("Quiz"));
        }
        QVERIFY(!window.findChild<QDockWidget*>(QStringLiteral("lessonsDock"))->isVisible());
    }

    void aTeacherMayAllowTheWaysOut()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson("xpbd"));
        window.openScene(writeQuiz(m_dir, quizScene(1, R"(["lessons", "open", "defaults"])", false)));
        QVERIFY(window.inStudentMode());
        QListWidget* list = lessonListOf(window);
        QVERIFY(list->isVisible() && list->isEnabled());
        QVERIFY2(!list->currentItem() && list->selectedItems().isEmpty(),
                 "the list marks no lesson: the scene on show is not in it");
        for (QAction* action : window.findChildren<QAction*>())
            if (action->shortcut() == QKeySequence(QKeySequence::Open))
                QVERIFY(action->isEnabled());
        // A click in the list leaves student mode for that lesson, and marks it.
        QListWidgetItem* springs = nullptr;
        for (int row = 0; row < list->count(); ++row)
            if (list->item(row)->data(Qt::UserRole).toString() == QLatin1String("springs"))
                springs = list->item(row);
        QVERIFY(springs);
        list->scrollToItem(springs);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(springs).center());
        QVERIFY(!window.inStudentMode());
        QCOMPARE(window.session()->lesson().info().id, std::string("springs"));
        QCOMPARE(list->currentItem(), springs);
    }

    void allQuestionsAreInSight_data()
    {
        QTest::addColumn<bool>("hideText");
        QTest::addColumn<bool>("beforeShow");  // the file given at start-up (--open)
        QTest::newRow("beside the lesson's text") << false << false;
        QTest::newRow("beside the text, opened at start-up") << false << true;
        QTest::newRow("text hidden") << true << false;
    }

    void allQuestionsAreInSight()
    {
        QFETCH(bool, hideText);
        QFETCH(bool, beforeShow);
        pl::MainWindow window;
        window.resize(1280, 800);
        if (beforeShow)
            window.openScene(writeQuiz(m_dir, quizScene(5, "[]", hideText)));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (!beforeShow)
            window.openScene(writeQuiz(m_dir, quizScene(5, "[]", hideText)));
        QVERIFY(window.inStudentMode());
        for (int i = 0; i < 3; ++i) {  // the docks are laid out from the event loop
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCoreApplication::processEvents();
        }
        pl::StudentPanel* panel = window.studentPanel();
        auto* scroll = panel->findChild<QScrollArea*>();
        QVERIFY(scroll);
        const QRect viewport = scroll->viewport()->rect();
        int questions = 0;
        QList<QWidget*> parts;
        for (QLabel* label : panel->findChildren<QLabel*>())
            if (label->text().contains(QLatin1String("Question"))) {
                ++questions;
                parts << label;
            }
        for (QLineEdit* answer : scroll->widget()->findChildren<QLineEdit*>())
            parts << answer;
        QCOMPARE(questions, 5);
        QCOMPARE(parts.size(), 10);
        for (QWidget* part : parts) {
            const QRect where(part->mapTo(scroll->viewport(), QPoint(0, 0)), part->size());
            QVERIFY2(part->isVisible() && viewport.contains(where),
                     qPrintable(QStringLiteral("%1 at (%2, %3) %4×%5 is outside the %6×%7 panel")
                                    .arg(part->objectName().isEmpty() ? part->metaObject()->className() : part->objectName())
                                    .arg(where.x()).arg(where.y()).arg(where.width()).arg(where.height())
                                    .arg(viewport.width()).arg(viewport.height())));
        }
    }

private:
    QTemporaryDir m_dir;
};

PARTICLELAB_TEST_PROJECTOR_MAIN(TestStudentMode)
#include "test_student_mode.moc"
