// SPDX-License-Identifier: GPL-3.0-or-later
// Every lesson string a person reads passes through translation. A pseudo-locale translator
// knows exactly the strings of the .ts files (what lupdate found marked) and shows each wrapped
// in ⟦…⟧ and 40 % longer; every other string comes through as it was. The window then shows
// every lesson of the registry (and some of them again with other parameters, for the charts,
// legends and notices those bring), and every lesson text in the parameter panel, the charts
// (titles, axes, legends), the tables (titles, column heads), the measurement table's names, the
// status line's notice, the view's caption, warnings, legends, colour legends and scale bar and
// the lesson's own description must be wrapped: one that is not was never marked, or was built
// where no translation can reach it.
#include "ChartWidget.h"
#include "DocumentExports.h"
#include "HandoutPdf.h"
#include "Language.h"
#include "LessonBrowser.h"
#include "LessonWords.h"
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "Registry.h"
#include "SceneView.h"
#include "SessionFile.h"
#include "framework/LessonSession.h"

#include <QtTest/QtTest>

#include "DamagedSession.h"
#include "DialogsShown.h"
#include "ProgramRun.h"
#include "RequiredTool.h"
#include "TestRegistry.h"
#include "TypedInput.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLegendMarker>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTextDocumentFragment>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXYSeries>
#include <QXmlStreamReader>

#include <cmath>
#include <functional>
#include <set>
#include <utility>

using namespace pl;

// Wraps the strings of one .ts file (their contexts and sources); knows nothing else.
class PseudoLocaleTranslator : public QTranslator {
public:
    bool loadSources(const QString& tsPath)
    {
        QFile file(tsPath);
        if (!file.open(QIODevice::ReadOnly))
            return false;
        QXmlStreamReader xml(&file);
        QString context;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("source"))
                m_known.emplace(context, xml.readElementText());
        }
        return !xml.hasError() && !m_known.empty();
    }
    bool isEmpty() const override { return m_known.empty(); }
    QString translate(const char* context, const char* source, const char* disambiguation,
                      int n) const override
    {
        (void)disambiguation;
        (void)n;
        const QString text = QString::fromUtf8(source);
        if (!m_known.count({QString::fromUtf8(context), text}))
            return {};
        return QStringLiteral("⟦") + text +
               QString(static_cast<qsizetype>(text.size() * 0.4 + 0.5), QChar(0x00B7)) +
               QStringLiteral("⟧");
    }

private:
    std::set<std::pair<QString, QString>> m_known;
};
// The pseudo-locale over the German catalogue's sources, installed for one test function and
// removed when it ends.
struct InstalledPseudoLocale {
    PseudoLocaleTranslator translator;
    bool installed =
        translator.loadSources(QStringLiteral(PARTICLELAB_SOURCE_DIR "/i18n/particlelab_de.ts")) &&
        QCoreApplication::installTranslator(&translator);
    ~InstalledPseudoLocale() { QCoreApplication::removeTranslator(&translator); }
};

class TestLessonPseudoLocale : public QObject {
    Q_OBJECT

    static bool wrapped(const QString& text) { return text.contains(QStringLiteral("⟦")); }
    // Text with a word (three Latin letters or more): numbers, units and symbols alone
    // ("t = 1.2 s   Δt = 0.01 s") are not the lesson's to translate.
    static bool hasWords(const QString& text)
    {
        return text.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}")));
    }

    // The text of `message` outside every ⟦…⟧ (shown as it was written), and how deep the
    // wrapping nests (a sentence put into a sentence: 2).
    static std::pair<QString, int> outsideWrapping(const QString& message)
    {
        int depth = 0, deepest = 0;
        QString outside;
        for (const QChar c : message) {
            if (c == QChar(0x27E6))
                deepest = std::max(deepest, ++depth);
            else if (c == QChar(0x27E7))
                --depth;
            else if (depth == 0)
                outside += c;
        }
        return {outside, deepest};
    }

    // The dialog ("title: message") that names `path`, with `path` and `asIs` (a place in a
    // JSON file, "particles[0].mass") removed wherever they appear: every word inside a ⟦…⟧,
    // at least `depth` deep, or it goes into `unwrapped`.
    static void checkMessage(QStringList& unwrapped, int& seen, const QString& what,
                             const QStringList& dialogs, const QString& path, int depth,
                             const QString& asIs = {}) {
        QString message = dialogs.join(QLatin1Char('\n'));
        if (dialogs.isEmpty() || !message.contains(path)) {
            unwrapped << QStringLiteral("%1: no dialog naming %2 (%3)").arg(what, path, message);
            return;
        }
        message.remove(path);
        if (!asIs.isEmpty())
            message.remove(asIs);
        ++seen;
        qInfo("%s: %s", qPrintable(what), qPrintable(message));
        const auto [outside, deepest] = outsideWrapping(message);
        if (hasWords(outside) || deepest < depth)
            unwrapped << QStringLiteral("%1: %2").arg(what, message);
    }

    static void check(QStringList& unwrapped, const QString& lesson, const QString& where,
                      const QString& text)
    {
        // Rich text as a reader sees it ("r<sub>c</sub>" holds no word).
        const QString read = Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
        if (!read.isEmpty() && hasWords(read) && !wrapped(read))
            unwrapped << QStringLiteral("%1 · %2: %3").arg(lesson, where, text);
    }

    static void report(const QStringList& unwrapped, int seen)
    {
        for (const QString& line : unwrapped)
            qInfo("untranslated: %s", qPrintable(line));
        QVERIFY2(seen > 0, qPrintable(QString::number(seen)));
        QVERIFY2(unwrapped.isEmpty(), qPrintable(QStringLiteral("%1 of %2 lesson strings shown untranslated:\n")
                                                     .arg(unwrapped.size())
                                                     .arg(seen) +
                                                 unwrapped.join(QLatin1Char('\n'))));
    }

    // Every lesson string on show in `window`, and those that are not wrapped.
    // `sceneFile`: a scene-file lesson, whose particles' names are the file's own words (a scene
    // file carries its own translations): its view's labels are not checked.
    static void walk(MainWindow& window, const QString& lesson, QStringList& unwrapped, int& seen,
                     bool sceneFile = false)
    {
        QStringList found;
        auto* panel = window.findChild<ParameterPanel*>();
        QVERIFY(panel);
        for (QLabel* label : panel->findChildren<QLabel*>()) {
            if (label->objectName() == QLatin1String("parameterProblem") || label->text().isEmpty())
                continue;
            ++seen;
            check(unwrapped, lesson, QStringLiteral("parameter"), label->text());
        }
        for (QComboBox* combo : panel->findChildren<QComboBox*>())
            for (int i = 0; i < combo->count(); ++i, ++seen)
                check(unwrapped, lesson, QStringLiteral("choice"), combo->itemText(i));
        for (QCheckBox* box : panel->findChildren<QCheckBox*>()) {
            ++seen;
            check(unwrapped, lesson, QStringLiteral("choice"), box->text());
        }
        for (ChartWidget* chart : window.findChildren<ChartWidget*>()) {
            ++seen;
            check(unwrapped, lesson, QStringLiteral("chart title"), chart->shownTitle());
            for (QAbstractAxis* axis : chart->chart()->axes()) {
                ++seen;
                check(unwrapped, lesson, QStringLiteral("axis"), axis->titleText());
            }
            for (QAbstractSeries* series : chart->chart()->series()) {
                for (QLegendMarker* marker : chart->chart()->legend()->markers(series)) {
                    if (!marker->isVisible())
                        continue;
                    ++seen;
                    check(unwrapped, lesson, QStringLiteral("legend"), marker->label());
                }
            }
        }
        auto* table = window.findChild<QTableWidget*>(QStringLiteral("measurements"));
        QVERIFY(table);
        for (int row = 0; row < table->rowCount(); ++row) {
            if (auto* name = qobject_cast<QLabel*>(table->cellWidget(row, 0))) {
                ++seen;
                check(unwrapped, lesson, QStringLiteral("measurement"), name->text());
            }
            // The note (why a value is missing, how it was found) is the value's tooltip.
            if (const QTableWidgetItem* value = table->item(row, 1); value && !value->toolTip().isEmpty()) {
                ++seen;
                check(unwrapped, lesson, QStringLiteral("measurement note"), value->toolTip());
            }
        }
        // The lesson's tables beside its charts: the box's title, and each column's head as the
        // panel shows it (its title translated, the unit as it is).
        for (QTableWidget* shown : window.findChildren<QTableWidget*>()) {
            if (auto* box = qobject_cast<QGroupBox*>(shown->parentWidget()); box && shown != table) {
                ++seen;
                check(unwrapped, lesson, QStringLiteral("table title"), box->title());
            }
        }
        const LessonWords words = LessonWords::of(window.session()->lesson());
        for (const Table& t : window.session()->lesson().tables())
            for (const TableColumn& c : t.columns) {
                ++seen;
                check(unwrapped, lesson, QStringLiteral("table column"), words.text(c.title));
            }
        if (auto* notice = window.findChild<QLabel*>(QStringLiteral("notice")); notice && !notice->text().isEmpty()) {
            ++seen;
            check(unwrapped, lesson, QStringLiteral("notice"), notice->text());
        }
        const Scene& scene = window.sceneView()->scene();
        if (!scene.caption.empty()) {
            ++seen;
            check(unwrapped, lesson, QStringLiteral("caption"), QString::fromStdString(scene.caption));
        }
        for (const std::string& w : scene.warnings) {
            ++seen;
            check(unwrapped, lesson, QStringLiteral("view warning"), QString::fromStdString(w));
        }
        // Text drawn in the view itself: names beside what they mark, headers, the stages of a
        // step. A scene file's own labels (its particles' names) are the file's.
        if (!sceneFile)
            for (const LabelItem& l : scene.labels) {
                ++seen;
                check(unwrapped, lesson, QStringLiteral("view label"), QString::fromStdString(l.text));
            }
        for (const LegendEntry& e : scene.legend) {
            ++seen;
            check(unwrapped, lesson, QStringLiteral("view legend"), QString::fromStdString(e.label));
        }
        for (const ColorLegend& c : scene.colorLegends) {
            ++seen;
            check(unwrapped, lesson, QStringLiteral("colour legend"), QString::fromStdString(c.quantity));
        }
        if (!scene.lengthUnit.empty()) {
            ++seen;
            check(unwrapped, lesson, QStringLiteral("scale bar"), QString::fromStdString(scene.lengthUnit));
        }
        const Lesson& shownLesson = window.session()->lesson();
        if (const TrText own = shownLesson.describe(); !own.empty()) {
            ++seen;
            check(unwrapped, lesson, QStringLiteral("description"),
                  LessonWords::of(shownLesson).text(own));
        }
    }

    // Shows `id` after five steps (after `changes`, parameter id and typed value, if any) and
    // walks it.
    static void showAndWalk(MainWindow& window, const QString& id,
                            const std::vector<std::pair<QString, QString>>& changes,
                            QStringList& unwrapped, int& seen)
    {
        QVERIFY2(window.selectLesson(id.toStdString(), true), qPrintable(id));
        if (!window.isVisible()) {
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
        }
        QString name = id;
        for (const auto& [parameter, value] : changes) {
            QVERIFY2(window.changeParameter(parameter, value), qPrintable(parameter));
            name += QStringLiteral(" %1=%2").arg(parameter, value);
        }
        for (int i = 0; i < 5; ++i)
            window.stepOnce();
        QApplication::processEvents();
        // The last lesson's charts go with deleteLater(): gone before the walk.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        walk(window, name, unwrapped, seen, id.startsWith(QLatin1String("scene-")));
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabPseudoLocaleTest"));
        useLanguage(QStringLiteral("en"));
    }

    // The lessons whose strings are marked, each shown after a few steps, and a run of
    // forward Euler driven to divergence for a notice and the view's warnings.
    void everyShownLessonStringIsTranslated()
    {
        InstalledPseudoLocale pseudo;
        QVERIFY(pseudo.installed);

        MainWindow window;
        window.resize(1280, 800);
        QStringList unwrapped;
        int seen = 0;
        int lessons = 0;
        for (const LessonEntry& entry : registerLessons()) {
            showAndWalk(window, QString::fromStdString(entry.id), {}, unwrapped, seen);
            ++lessons;
        }
        QVERIFY2(lessons >= 16, qPrintable(QString::number(lessons)));
        // What other parameters bring: the adaptive methods' charts and legends, the stages of
        // a step, the Kepler orbit's sun; a Taylor series that diverges in the range (its
        // legends and notices) and one whose x lies outside its domain; the event-driven gas's
        // caption and a second species; WCSPH in the hydrostatic tank and the stirred tank.
        const std::vector<std::pair<QString, std::vector<std::pair<QString, QString>>>> variants{
            {QStringLiteral("integrators"),
             {{QStringLiteral("methods"), QStringLiteral("rk4,heun_euler,dopri5")},
              {QStringLiteral("problem"), QStringLiteral("kepler")}}},
            {QStringLiteral("integrators"),
             {{QStringLiteral("methods"), QStringLiteral("euler,rk4")},
              {QStringLiteral("step_through"), QStringLiteral("true")}}},
            {QStringLiteral("taylor"),
             {{QStringLiteral("function"), QStringLiteral("ln1p")},
              {QStringLiteral("x"), QStringLiteral("1.5")}}},
            {QStringLiteral("taylor"),
             {{QStringLiteral("function"), QStringLiteral("geometric")},
              {QStringLiteral("x"), QStringLiteral("1")}}},
            {QStringLiteral("ideal-gas"),
             {{QStringLiteral("dynamics"), QStringLiteral("event-driven")},
              {QStringLiteral("radius2"), QStringLiteral("0.5")},
              {QStringLiteral("count2"), QStringLiteral("20")}}},
            {QStringLiteral("ideal-gas"), {{QStringLiteral("show_boxes"), QStringLiteral("true")}}},
            {QStringLiteral("sph-tank"),
             {{QStringLiteral("scenario"), QStringLiteral("hydrostatic")},
              {QStringLiteral("particles"), QStringLiteral("1000")},
              {QStringLiteral("colour_by"), QStringLiteral("pressure")}}},
            {QStringLiteral("sph-tank"),
             {{QStringLiteral("scenario"), QStringLiteral("stir")},
              {QStringLiteral("particles"), QStringLiteral("1000")},
              {QStringLiteral("solver"), QStringLiteral("wcsph")}}},
        };
        for (const auto& [id, changes] : variants)
            showAndWalk(window, id, changes, unwrapped, seen);
        // Forward Euler on the spring at ω·Δt = 1.5 diverges within a few steps: a notice, a
        // warning in the view.
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        QVERIFY(window.changeParameter(QStringLiteral("methods"), QStringLiteral("euler")));
        QVERIFY(window.changeParameter(QStringLiteral("dt"), QStringLiteral("1.5")));
        for (int i = 0; i < 400 && window.session()->lesson().notices().empty(); ++i)
            window.stepOnce();
        QVERIFY(!window.session()->lesson().notices().empty());
        QApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        const int before = seen;
        walk(window, QStringLiteral("harmonic-oscillator (diverged)"), unwrapped, seen);
        QVERIFY(seen > before);
        QVERIFY(!window.sceneView()->scene().warnings.empty());
        QVERIFY(wrapped(QString::fromStdString(window.sceneView()->scene().warnings.front())));
        QVERIFY(wrapped(window.findChild<QLabel*>(QStringLiteral("notice"))->text()));
        // The numbers are put in after translation, not translated with the sentence.
        QVERIFY(QString::fromStdString(window.sceneView()->scene().caption).contains(QStringLiteral("1.5")));
        // The other lessons that say why a run diverged, each driven there within a few dozen
        // steps: their notices, view warnings, labels and measurement notes translated too.
        // (The Brownian disk diverges only on a number that is no longer finite, which no
        // parameter reaches.)
        const std::vector<std::pair<QString, std::vector<std::pair<QString, QString>>>> diverging{
            {QStringLiteral("double-pendulum"),
             {{QStringLiteral("method"), QStringLiteral("euler")},
              {QStringLiteral("dt"), QStringLiteral("0.05")},
              {QStringLiteral("omega1"), QStringLiteral("3600")},
              {QStringLiteral("omega2"), QStringLiteral("-3600")}}},
            {QStringLiteral("velocity-field"),
             {{QStringLiteral("methods"), QStringLiteral("euler,rk4")},
              {QStringLiteral("field"), QStringLiteral("rotation")},
              {QStringLiteral("end_time"), QStringLiteral("20")},
              {QStringLiteral("dt"), QStringLiteral("1")}}},
            {QStringLiteral("soft-body"),
             {{QStringLiteral("integrator"), QStringLiteral("euler")},
              {QStringLiteral("ks"), QStringLiteral("10000")},
              {QStringLiteral("kd"), QStringLiteral("0")},
              {QStringLiteral("dt"), QStringLiteral("0.01")}}},
            {QStringLiteral("lennard-jones"),
             {{QStringLiteral("count"), QStringLiteral("100")},
              {QStringLiteral("density"), QStringLiteral("0.9")},
              {QStringLiteral("temperature"), QStringLiteral("5")},
              {QStringLiteral("initial_temperature"), QStringLiteral("5")},
              {QStringLiteral("dt"), QStringLiteral("0.02")}}},
            {QStringLiteral("springs"),
             {{QStringLiteral("methods"), QStringLiteral("euler,symplectic_euler")},
              {QStringLiteral("dt"), QStringLiteral("0.004")}}},
        };
        for (const auto& [id, changes] : diverging) {
            QVERIFY2(window.selectLesson(id.toStdString(), true), qPrintable(id));
            for (const auto& [parameter, value] : changes)
                QVERIFY2(window.changeParameter(parameter, value), qPrintable(id + QLatin1Char(' ') + parameter));
            for (int i = 0; i < 400 && window.session()->lesson().notices().empty(); ++i)
                window.stepOnce();
            QVERIFY2(!window.session()->lesson().notices().empty(), qPrintable(id));
            QApplication::processEvents();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            walk(window, id + QStringLiteral(" (diverged)"), unwrapped, seen);
            const std::vector<std::string>& warnings = window.sceneView()->scene().warnings;
            QVERIFY2(!warnings.empty(), qPrintable(id));
            for (const std::string& w : warnings)
                QVERIFY2(wrapped(QString::fromStdString(w)), w.c_str());
            QVERIFY2(wrapped(window.findChild<QLabel*>(QStringLiteral("notice"))->text()), qPrintable(id));
        }

        // The lesson list: each lesson's one-line summary (a scene file's is counted from it).
        auto* browser = window.findChild<LessonBrowser*>();
        QVERIFY(browser);
        for (int row = 0; row < browser->count(); ++row) {
            ++seen;
            check(unwrapped, browser->item(row)->data(Qt::UserRole).toString(),
                  QStringLiteral("lesson list summary"),
                  browser->item(row)->data(Qt::AccessibleDescriptionRole).toString());
        }
        QVERIFY2(seen > 60, qPrintable(QString::number(seen)));
        report(unwrapped, seen);
    }

    // The integrators' step-through: each stage's name drawn beside its point, the line per
    // method at the top of the view and the sentence said after each stage.
    void stepThroughIsTranslated()
    {
        InstalledPseudoLocale pseudo;
        QVERIFY(pseudo.installed);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectLesson("integrators", true));
        QVERIFY(window.changeParameter(QStringLiteral("methods"),
                                       QStringLiteral("euler,heun,midpoint,rk4,verlet")));
        QVERIFY(window.changeParameter(QStringLiteral("step_through"), QStringLiteral("true")));
        QStringList unwrapped;
        int seen = 0;
        auto* said = window.findChild<QLabel*>(QStringLiteral("announcements"));
        QVERIFY(said);
        // Four stages take RK4 through its step; every method's every stage is drawn on the way.
        for (int stage = 0; stage < 4; ++stage) {
            window.stepOnce();
            QApplication::processEvents();
            const QString where = QStringLiteral("integrators stage %1").arg(stage + 1);
            const Scene& scene = window.sceneView()->scene();
            QVERIFY(!scene.labels.empty());
            for (const LabelItem& l : scene.labels) {
                ++seen;
                check(unwrapped, where, QStringLiteral("view label"), QString::fromStdString(l.text));
            }
            ++seen;
            check(unwrapped, where, QStringLiteral("caption"), QString::fromStdString(scene.caption));
            ++seen;
            check(unwrapped, where, QStringLiteral("said"), said->text());
        }
        // A study's renamed series is plain text (sessions keep it so): the convergence
        // studies' "Forward Euler (diverged)" and "Forward Euler p=1.00" (the method's name and
        // its fitted order) come through translated all the same, in both lessons that name them.
        for (const char* context : {"integrators", "velocity-field"})
            for (const char* series : {"Forward Euler (diverged)", "Forward Euler p=1.00"}) {
                ++seen;
                check(unwrapped, QStringLiteral("%1 study").arg(QLatin1String(context)),
                      QStringLiteral("series"),
                      QString::fromStdString(LessonWords(context).str(std::string(series))));
            }
        report(unwrapped, seen);
    }

    // A typed value the lesson refuses is explained beside its field in the reader's language:
    // a number out of its range, and values the lesson's own check refuses.
    void refusalsAreTranslated()
    {
        InstalledPseudoLocale pseudo;
        QVERIFY(pseudo.installed);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QStringList unwrapped;
        int seen = 0;
        struct Typed {
            const char* lesson;
            const char* parameter;
            const char* text;
        };
        // Out of its range; the pendulum's Δt against its small-swing period and a range that
        // ends before it starts, refused by the lessons' own checks.
        for (const Typed& t : {Typed{"harmonic-oscillator", "dt", "50"},
                               Typed{"pendulum", "dt", "0.9"},
                               Typed{"taylor", "x_min", "5"}}) {
            QVERIFY2(window.selectLesson(t.lesson, true), t.lesson);
            QApplication::processEvents();
            auto* panel = window.findChild<ParameterPanel*>();
            NumberField* field = test::numberField(panel, QString::fromLatin1(t.parameter));
            QVERIFY2(field, t.parameter);
            test::typeIntoField(field, QString::fromLatin1(t.text), Qt::Key_Return);
            QApplication::processEvents();
            QLabel* problem = nullptr;
            for (QLabel* label : panel->findChildren<QLabel*>(QStringLiteral("parameterProblem")))
                if (label->parentWidget()->property("parameterId").toString() == QLatin1String(t.parameter))
                    problem = label;
            QVERIFY(problem);
            QVERIFY2(!problem->text().isEmpty(), t.lesson);
            // Beside its field a parameter is not named again, by its id least of all
            // ("Parameter 'dt': …" in German read so).
            QVERIFY2(!problem->text().contains(QLatin1Char('\'') + QString::fromLatin1(t.parameter)),
                     qPrintable(problem->text()));
            ++seen;
            check(unwrapped, QString::fromLatin1(t.lesson), QStringLiteral("refusal"), problem->text());
        }
        report(unwrapped, seen);
    }

    // A session whose state a lesson's check refuses (its clock NaN, the checksum made to
    // match), opened in the window for every lesson whose state holds its clock: the dialog's
    // message after the file name is the reader's sentences all through, down to the lesson's
    // own reason (nested at least two deep: "the saved state does not fit lesson '%1': %2"
    // around "the state is not acceptable: %1" or what loading the state found). A word outside
    // every ⟦…⟧ was never marked.
    void damagedSessionsAreTranslated()
    {
        InstalledPseudoLocale pseudo;
        QVERIFY(pseudo.installed);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        MainWindow window;
        QStringList unwrapped;
        int seen = 0;
        for (const LessonEntry& entry : registerLessons()) {
            LessonSession run(createLesson(entry.id));
            for (int i = 0; i < 20; ++i)
                run.step();
            const std::string text = test::sessionWithNaNTime(run);
            if (text.empty())
                continue;  // a lesson whose state does not hold its clock as one number
            const QString path = dir.filePath(QString::fromStdString(entry.id) +
                                              QStringLiteral(".plsession"));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text.data(), static_cast<qint64>(text.size()));
            file.close();
            QString error;
            const QStringList shown = test::dialogsWhile([&] { error = window.openSession(path); });
            const QString lesson = QString::fromStdString(entry.id);
            QVERIFY2(!error.isEmpty(), qPrintable(lesson));
            const QString dialog = shown.join(QLatin1Char('\n'));
            const qsizetype at = dialog.indexOf(path + QStringLiteral(": "));
            QVERIFY2(at >= 0, qPrintable(dialog));
            const QString message = dialog.mid(at + path.size() + 2);
            ++seen;
            qInfo("%s: %s", qPrintable(lesson), qPrintable(message));
            const auto [outside, deepest] = outsideWrapping(message);
            if (hasWords(outside) || deepest < 2)
                unwrapped << QStringLiteral("%1 · damaged session: %2").arg(lesson, message);
        }
        QVERIFY2(seen >= 10, qPrintable(QString::number(seen)));
        report(unwrapped, seen);
    }

    // A LAMMPS file the lammps-run lesson cannot read is refused with the file and line as
    // they are and what core's reader found translated: "⟦parameter 'dump': cannot read the
    // LAMMPS dump: path:2: ⟦'abc' is not a timestep number⟧⟧", for a dump, a log and the deck
    // a two-type dump needs.
    void lammpsReadErrorsAreTranslated()
    {
        InstalledPseudoLocale pseudo;
        QVERIFY(pseudo.installed);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto write = [&](const QString& name, const QByteArray& text) {
            QFile file(dir.filePath(name));
            if (!file.open(QIODevice::WriteOnly))
                return QString();
            file.write(text);
            return file.fileName();
        };
        const QString good = write(QStringLiteral("dump.lammpstrj"),
                                   "ITEM: TIMESTEP\n0\nITEM: NUMBER OF ATOMS\n2\n"
                                   "ITEM: BOX BOUNDS pp pp pp\n0 10\n0 10\n-0.5 0.5\n"
                                   "ITEM: ATOMS id type x y vx vy\n1 1 1 1 0 0\n2 2 3 3 0 0\n");
        const QString badDump = write(QStringLiteral("bad.lammpstrj"), "ITEM: TIMESTEP\nabc\n");
        const QString badLog = write(QStringLiteral("log.lammps"),
                                     "Step Temp\n0 1.0\n1 nan\nLoop time of 1\n");
        const QString badDeck = write(QStringLiteral("in.bad"), "pair_style lj/cut -1\n");
        MainWindow window;
        QVERIFY(window.selectLesson("lammps-run", true));
        QStringList unwrapped;
        int seen = 0;
        struct Typed {
            const char* parameter;
            QString value;
            QString file;
        };
        for (const Typed& t : {Typed{"dump", badDump, badDump}, Typed{"dump", good, {}},
                               Typed{"log", badLog, badLog}, Typed{"log", QString(), {}},
                               Typed{"deck", badDeck, badDeck}}) {
            // Files are read when the run starts over (R), as File → Import LAMMPS run does.
            bool taken = false;
            const QStringList shown = test::dialogsWhile([&] {
                taken = window.changeParameter(QString::fromLatin1(t.parameter), t.value) &&
                        window.resetLesson();
            });
            if (t.file.isEmpty()) {
                QVERIFY2(taken, t.parameter);
                continue;
            }
            QVERIFY2(!taken, t.parameter);
            QVERIFY2(!shown.isEmpty(), t.parameter);
            const QString dialog = shown.first();
            const qsizetype at = dialog.indexOf(QStringLiteral("⟦"));
            QVERIFY2(at >= 0 && dialog.contains(t.file), qPrintable(dialog));
            QString message = dialog.mid(at);
            message.remove(t.file);
            ++seen;
            qInfo("%s: %s", t.parameter, qPrintable(message));
            const auto [outside, deepest] = outsideWrapping(message);
            if (hasWords(outside) || deepest < 2)
                unwrapped << QStringLiteral("lammps-run · %1: %2").arg(QLatin1String(t.parameter), message);
        }
        report(unwrapped, seen);
    }

    // Files the window cannot read, each opened as a teacher would: a folder named like a
    // session, a session that is not there, a session cut off in its JSON, a session whose
    // lesson state ends halfway (cereal runs out of bytes), a locked copy whose "student" part
    // names a parameter the lesson does not have, a scene that is a folder, a scene cut off, and
    // a scene with a negative mass. The dialog's message after the file name is the reader's
    // sentences all through, down to the reason (the kind of file, the system's words, the JSON
    // parser's words, the field's complaint).
    void unreadableFilesAreTranslated() {
        InstalledPseudoLocale pseudo;
        QVERIFY(pseudo.installed);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto write = [&](const QString& name, const QByteArray& text) {
            QFile file(dir.filePath(name));
            if (!file.open(QIODevice::WriteOnly))
                return QString();
            file.write(text);
            return file.fileName();
        };
        LessonSession run(createLesson("pendulum"));
        for (int i = 0; i < 20; ++i)
            run.step();
        const std::string truncated = test::sessionWithTruncatedState(run);
        QVERIFY(!truncated.empty());
        const std::string locked =
            writeSessionText(run, {}, R"({"locked": ["no_such_parameter"]})");
        const QString folderSession = dir.filePath(QStringLiteral("folder.plsession"));
        QVERIFY(QDir().mkpath(folderSession));
        const QString folderScene = dir.filePath(QStringLiteral("folder.json"));
        QVERIFY(QDir().mkpath(folderScene));
        struct Case {
            const char* what;
            QString path;
            int depth;    // how deep the reason is nested at least
            QString asIs; // the place in the file the message names, as it is
        };
        const Case cases[] = {
            {"session that is a folder", folderSession, 2, {}},
            {"session that is not there", dir.filePath(QStringLiteral("missing.plsession")), 2, {}},
            {"session cut off",
             write(QStringLiteral("cut.plsession"),
                   QByteArray(R"({"format": "particlelab-session", "payload": [1, 2)")),
             2,
             {}},
            {"session whose state ends halfway",
             write(QStringLiteral("truncated.plsession"), QByteArray::fromStdString(truncated)),
             3,
             {}},
            {"locked copy naming an unknown parameter",
             write(QStringLiteral("locked.plsession"), QByteArray::fromStdString(locked)), 1,
             QStringLiteral("student.locked[0]")},
            {"scene that is a folder", folderScene, 3, {}},
            {"scene cut off", write(QStringLiteral("cut.json"), R"({"particles": [)"), 2, {}},
            {"scene with a lone surrogate",
             write(QStringLiteral("surrogate.json"),
                   R"({"title": "\udc00", "particles": []})"),
             2, {}},
            {"scene with a broken byte-order mark",
             write(QStringLiteral("bom.json"), "\xEF\xBB{\"particles\": []}"), 2, {}},
            {"scene with a number too large",
             write(QStringLiteral("huge.json"),
                   R"({"particles": [{"position": [0, 0], "mass": 1e999}]})"),
             1, {}},
            {"session with a number too large",
             write(QStringLiteral("huge.plsession"),
                   QByteArray::fromStdString(writeSessionText(run, {})).replace(
                       QByteArrayLiteral("\"format\""), QByteArrayLiteral("\"huge\": 1e999, \"format\""))),
             2, {}},
            {"scene with a negative mass",
             write(QStringLiteral("mass.json"),
                   R"({"particles": [{"position": [0, 0], "mass": -2}]})"),
             2, QStringLiteral("particles[0].mass")},
        };
        MainWindow window;
        QStringList unwrapped;
        int seen = 0;
        for (const Case& c : cases) {
            QVERIFY2(!c.path.isEmpty(), c.what);
            const QStringList dialogs = test::dialogsWhile([&] { window.openSession(c.path); });
            checkMessage(unwrapped, seen, QString::fromLatin1(c.what), dialogs, c.path, c.depth,
                         c.asIs);
        }
        QCOMPARE(seen, static_cast<int>(std::size(cases)));
        report(unwrapped, seen);
    }

    // File → Save session as… where it cannot be written: into a folder that is not there, and
    // as a name that is a folder. The refusal and the system's reason in the reader's language.
    void saveErrorsAreTranslated() {
        InstalledPseudoLocale pseudo;
        QVERIFY(pseudo.installed);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString folder = dir.filePath(QStringLiteral("taken.plsession"));
        QVERIFY(QDir().mkpath(folder));
        MainWindow window;
        QVERIFY(window.selectLesson("pendulum", true));
        window.stepOnce();
        struct Case {
            const char* what;
            QString path;
        };
        const Case cases[] = {
            {"save into a missing folder", dir.filePath(QStringLiteral("missing/run.plsession"))},
            {"save over a folder", folder},
        };
        QStringList unwrapped;
        int seen = 0;
        for (const Case& c : cases) {
            QString error;
            const QStringList dialogs = test::dialogsWhile([&] { error = window.saveSession(c.path); });
            QVERIFY2(!error.isEmpty(), c.what);
            checkMessage(unwrapped, seen, QString::fromLatin1(c.what), dialogs, c.path, 2);
        }
        QCOMPARE(seen, static_cast<int>(std::size(cases)));
        report(unwrapped, seen);
        QVERIFY(QFileInfo(folder).isDir()); // nothing the user had is touched
    }

    // File → Export all to folder… into a folder nothing can be written in (/proc, not even by
    // root): the refusal and the system's reason in the reader's language, in the dialog.
    void exportErrorsAreTranslated() {
        InstalledPseudoLocale pseudo;
        QVERIFY(pseudo.installed);
        MainWindow window;
        QVERIFY(window.selectLesson("pendulum", true));
        window.stepOnce();
        // Where the folder dialog ends (Qt's own dialog is not what is tested).
        auto* exports = window.findChild<DocumentExports*>();
        QVERIFY(exports);
        const QString folder = QStringLiteral("/proc");
        QString error;
        const QStringList dialogs = test::dialogsWhile([&] { error = exports->exportAllTo(folder); });
        QVERIFY(!error.isEmpty());
        QStringList unwrapped;
        int seen = 0;
        checkMessage(unwrapped, seen, QStringLiteral("export into /proc"), dialogs,
                     QStringLiteral("'") + folder + QStringLiteral("'"), 2);
        report(unwrapped, seen);
    }

    // A number that is no longer finite reads as words in the reader's language, not "nan": a
    // scene of one particle whose kinetic energy overflows to +∞ and whose potential energy in
    // a strong field overflows to −∞ from the start, so that its energy is ∞ − ∞, in the view's
    // caption.
    void notANumberIsTranslated() {
        InstalledPseudoLocale pseudo;
        QVERIFY(pseudo.installed);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("overflow.json"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(R"({"title": "Overflow", "gravity": [0, 1e308],
                          "particles": [{"position": [0, 1e308], "velocity": [1e200, 0]}]})");
        }
        MainWindow window;
        const QStringList dialogs = test::dialogsWhile([&] { window.openSession(path); });
        QVERIFY2(dialogs.isEmpty(), qPrintable(dialogs.join(QLatin1Char('\n'))));
        QApplication::processEvents();
        const QString caption = QString::fromStdString(window.sceneView()->scene().caption);
        qInfo("caption: %s", qPrintable(caption));
        QVERIFY2(caption.contains(QStringLiteral("⟦not a number")), qPrintable(caption));
        QVERIFY2(!outsideWrapping(caption).first.contains(QLatin1String("nan")),
                 qPrintable(caption));
    }

    // The handout's title, summary, parameter and measurement names are printed translated.
    void handoutIsTranslated()
    {
        PARTICLELAB_REQUIRE_TOOLS((QStringList{"pdftotext"}), "the handout's text is not read back");
        InstalledPseudoLocale pseudo;
        QVERIFY(pseudo.installed);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
        std::unique_ptr<Lesson> lesson = createLesson("harmonic-oscillator");
        QVERIFY(lesson);
        LessonSession session(std::move(lesson));
        for (int i = 0; i < 20; ++i)
            session.stepOnce();
        const HandoutResult written = writeHandout(session, pdf, HandoutOptions{});
        QVERIFY2(written.error.isEmpty(), qPrintable(written.error));
        const auto read = test::runProgram(QStringLiteral("pdftotext"),
                                           {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf,
                                            QStringLiteral("-")},
                                           60000);
        QCOMPARE(read.exitCode, 0);
        static const QRegularExpression space(QStringLiteral("\\s+"));
        const QString text = read.out.normalized(QString::NormalizationForm_KC).remove(space);
        // Each name printed wrapped: "⟦" right before it.
        QStringList names{QString::fromStdString(session.lesson().info().title),
                          QString::fromStdString(session.lesson().info().summary)};
        for (const ParameterSpec& p : session.parameterTable())
            names << QString::fromStdString(p.label);
        for (const Measurement& m : session.lesson().measurements())
            names << QString::fromStdString(m.label);
        QStringList unwrapped;
        int found = 0;
        for (QString name : names) {
            name = name.normalized(QString::NormalizationForm_KC).remove(space);
            if (!hasWords(name) || !text.contains(name))
                continue;  // printed as rich text (subscripts): not this check's to find
            ++found;
            if (!text.contains(QStringLiteral("⟦") + name))
                unwrapped << QStringLiteral("handout: %1").arg(name);
        }
        QVERIFY2(found > 4, qPrintable(QString::number(found)));
        QVERIFY2(unwrapped.isEmpty(), qPrintable(unwrapped.join(QLatin1Char('\n'))));
    }
};

PARTICLELAB_TEST_MAIN(TestLessonPseudoLocale)
#include "test_lesson_pseudo_locale.moc"
