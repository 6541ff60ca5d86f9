// SPDX-License-Identifier: GPL-3.0-or-later
// What a screen reader finds in the window: every object a person can reach with Tab or click —
// buttons, fields, sliders, lists and their items, combo boxes, tabs — has a name, in every
// lesson, in presentation mode too, in student mode with its questions, and in the dialogs
// (export, record, keyboard help); no name carries a subscript as markup ("k_d" is read out
// "k underscore d"). The tree is walked through QAccessible, the interface Qt hands to AT-SPI
// (Orca reads the same names).
#include "ChartPanel.h"
#include "ExportDialog.h"
#include "KeyboardHelp.h"
#include "MainWindow.h"
#include "PresentationMode.h"
#include "RecordDialog.h"
#include "framework/LessonSession.h"
#include "SceneView.h"
#include "Registry.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QAccessible>
#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QTemporaryDir>
#include <QRegularExpression>

using namespace pl;

class TestAccessibleNames : public QObject {
    Q_OBJECT

    // "role 'name' in parent" lines for the reachable objects without a name below `node`.
    static void collectUnnamed(QAccessibleInterface* node, QStringList& out, int depth = 0)
    {
        if (!node || depth > 60)
            return;
        const QAccessible::State state = node->state();
        const QAccessible::Role role = node->role();
        // The items of a combo box's closed list are reached through the combo box, which is
        // walked and named itself. (Qt 6.4 reports them with empty names while the list has never
        // been shown, whatever the items' text or Qt::AccessibleTextRole: the chart choosers in
        // presentation mode showed that.)
        if (node->object() && node->object()->inherits("QComboBoxListView") &&
            !static_cast<QWidget*>(node->object())->isVisible())
            return;
        const bool reachable = (state.focusable || role == QAccessible::PushButton ||
                                role == QAccessible::CheckBox || role == QAccessible::ListItem) &&
                               !state.invisible && !state.offscreen;
        // Containers that only group (their children carry the names) are left to them.
        const bool container = role == QAccessible::Client || role == QAccessible::Pane ||
                               role == QAccessible::Grouping || role == QAccessible::ScrollBar ||
                               role == QAccessible::Window || role == QAccessible::Separator;
        // A name with a subscript written as markup ("k_d") is read out as "k underscore d".
        if (reachable && node->text(QAccessible::Name).contains(QLatin1Char('_')))
            out << QStringLiteral("markup in the name '%1'").arg(node->text(QAccessible::Name));
        if (reachable && !container && node->text(QAccessible::Name).trimmed().isEmpty()) {
            QAccessibleInterface* parent = node->parent();
            const QObject* owner = node->object() ? node->object()
                                   : parent ? parent->object() : nullptr;
            out << QStringLiteral("role %1 (child %2 of role %3 '%4', %5)")
                       .arg(int(role))
                       .arg(parent ? parent->indexOfChild(node) : -1)
                       .arg(parent ? int(parent->role()) : -1)
                       .arg(parent ? parent->text(QAccessible::Name) : QString())
                       .arg(owner ? QString::fromLatin1(owner->metaObject()->className()) : QString());
        }
        for (int i = 0; i < node->childCount(); ++i)
            collectUnnamed(node->child(i), out, depth + 1);
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabAccessibleNamesTest"));
        // As when a screen reader listens: widgets then report their changes (a list refilled),
        // and the interfaces read below follow them.
        QAccessible::setActive(true);
    }

    void everyReachableObjectIsNamed()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList problems;
        for (const LessonEntry& entry : registerLessons()) {
            QVERIFY(window.selectLesson(entry.id, true));
            QCoreApplication::processEvents();
            QStringList unnamed;
            collectUnnamed(QAccessible::queryAccessibleInterface(&window), unnamed);
            unnamed.removeDuplicates();
            for (const QString& line : unnamed)
                problems << QString::fromStdString(entry.id) + QStringLiteral(": ") + line;
        }
        if (!problems.isEmpty())
            qWarning().noquote() << problems.join(QLatin1Char('\n'));
        QCOMPARE(problems.size(), 0);
    }

    // Presentation mode folds the panels into a bar; student mode shows the questions; the
    // dialogs a teacher and a student open. Each walked as above.
    void everyModeAndDialogIsNamed()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList problems;
        auto walk = [&problems](QWidget* top, const QString& where) {
            QCoreApplication::processEvents();
            QStringList unnamed;
            collectUnnamed(QAccessible::queryAccessibleInterface(top), unnamed);
            unnamed.removeDuplicates();
            for (const QString& line : unnamed)
                problems << where + QStringLiteral(": ") + line;
        };
        for (const char* id : {"pendulum", "integrators", "sph-tank"}) {
            QVERIFY(window.selectLesson(id, true));
            auto* presentation = window.findChild<PresentationMode*>();
            QVERIFY(presentation);
            presentation->enter();
            walk(&window, QStringLiteral("%1 in presentation mode").arg(QLatin1String(id)));
            presentation->leave();
        }
        {
            ExportDialog dialog(window.chartPanel()->charts(), window.session()->chartData(),
                                &window);
            dialog.show();
            walk(&dialog, QStringLiteral("export dialog"));
        }
        {
            RecordDialog dialog(true, &window);
            dialog.show();
            walk(&dialog, QStringLiteral("record dialog"));
        }
        {
            KeyboardHelp help(&window);
            help.show();
            walk(&help, QStringLiteral("keyboard help"));
        }
        QTemporaryDir dir;
        const QString quiz = dir.filePath(QStringLiteral("quiz.json"));
        QFile file(quiz);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"title": "Quiz", "particles": [{"position": [0, 1], "radius": 0.1}],
            "student": {"locked": ["dt"], "questions": [
              {"text": "How high is the ball?", "answer": 1.0, "unit": "m"},
              {"text": "Why does it fall?"}]}})");
        file.close();
        window.openScene(quiz);
        QTRY_VERIFY(window.findChild<QLineEdit*>(QStringLiteral("studentName")) &&
                    window.findChild<QLineEdit*>(QStringLiteral("studentName"))->isVisible());
        walk(&window, QStringLiteral("student mode"));
        if (!problems.isEmpty())
            qWarning().noquote() << problems.join(QLatin1Char('\n'));
        QCOMPARE(problems.size(), 0);
    }

    // The view described in words: after steps, and when playing stops, it tells the time the
    // run has reached and the lesson's first measurement.
    void viewDescriptionFollowsTheRun()
    {
        MainWindow window;
        QVERIFY(window.selectLesson("pendulum", true));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QWidget* view = window.sceneView();
        const QString before = view->accessibleDescription();
        QVERIFY2(before.contains(QStringLiteral("t = 0.00 s")), qPrintable(before));
        for (int i = 0; i < 50; ++i)
            window.stepOnce();
        const QString after = view->accessibleDescription();
        QVERIFY2(after.contains(QStringLiteral("t = 0.25 s")), qPrintable(after));
        const std::vector<Measurement> measurements = window.session()->lesson().measurements();
        QVERIFY(!measurements.empty());
        QVERIFY2(after.contains(QString::fromStdString(measurements.front().label).left(12)), qPrintable(after));
        // The interface a screen reader reads carries it.
        QCOMPARE(QAccessible::queryAccessibleInterface(view)->text(QAccessible::Description), after);
        // The lesson's own sentence names its key quantity, from the model: the angle the
        // caption shows (θ = …°, released right of the vertical, on its way back to the left).
        const QString caption = QString::fromStdString(window.sceneView()->scene().caption);
        const QRegularExpressionMatch theta = QRegularExpression(QStringLiteral("θ = (-?[0-9.]+)°")).match(caption);
        QVERIFY2(theta.hasMatch(), qPrintable(caption));
        const QString expected = QStringLiteral("Pendulum %1° right of the vertical, swinging to the left")
                                     .arg(std::round(std::abs(theta.captured(1).toDouble())));
        QVERIFY2(after.startsWith(expected), qPrintable(after + QStringLiteral(" / ") + expected));
    }

    // The dam break's sentence: where the surge front is, and it moves on as the water falls.
    void damBreakDescriptionFollowsTheFront()
    {
        MainWindow window;
        QVERIFY(window.selectLesson("sph-tank", true));
        QVERIFY(window.changeParameter(QStringLiteral("particles"), QStringLiteral("1000")));
        window.resetLesson();
        const QRegularExpression front(QStringLiteral("surge front ([0-9.]+) m from the left wall"));
        const auto frontNow = [&] {
            const QString text = window.sceneView()->accessibleDescription();
            const QRegularExpressionMatch m = front.match(text);
            return m.hasMatch() ? m.captured(1).toDouble() : -1.0;
        };
        const double start = frontNow();
        QVERIFY2(start >= 0.5 && start < 0.6, qPrintable(window.sceneView()->accessibleDescription()));
        for (int i = 0; i < 200 && window.session()->lesson().time() < 0.3; ++i)
            window.stepOnce();
        QVERIFY2(frontNow() > start + 0.05, qPrintable(window.sceneView()->accessibleDescription()));
    }

    void lessonListItemsCarryTheirTitles()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QListWidget* list = nullptr;
        for (QListWidget* candidate : window.findChildren<QListWidget*>())
            if (candidate->count() == static_cast<int>(registerLessons().size()))
                list = candidate;
        QVERIFY(list);
        QAccessibleInterface* view = QAccessible::queryAccessibleInterface(list);
        QVERIFY(view);
        QStringList names;
        for (int i = 0; i < view->childCount(); ++i)
            if (QAccessibleInterface* item = view->child(i); item && item->role() == QAccessible::ListItem)
                names << item->text(QAccessible::Name);
        QCOMPARE(names.size(), list->count());
        QVERIFY(names.contains(QStringLiteral("Pendulum: large swings, the separatrix and the period")));
    }
};

PARTICLELAB_TEST_MAIN(TestAccessibleNames)
#include "test_accessible_names.moc"
