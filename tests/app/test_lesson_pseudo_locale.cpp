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
#include "Language.h"
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "SceneView.h"
#include "LessonWords.h"
#include "Registry.h"
#include "framework/LessonSession.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLegendMarker>
#include <QRegularExpression>
#include <QStatusBar>
#include <QTableWidget>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QXYSeries>

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

class TestLessonPseudoLocale : public QObject {
    Q_OBJECT

    static bool wrapped(const QString& text) { return text.contains(QStringLiteral("⟦")); }
    // Text with a word (three Latin letters or more): numbers, units and symbols alone
    // ("t = 1.2 s   Δt = 0.01 s") are not the lesson's to translate.
    static bool hasWords(const QString& text)
    {
        return text.contains(QRegularExpression(QStringLiteral("[A-Za-z]{3,}")));
    }

    static void check(QStringList& unwrapped, const QString& lesson, const QString& where,
                      const QString& text)
    {
        if (!text.isEmpty() && hasWords(text) && !wrapped(text))
            unwrapped << QStringLiteral("%1 · %2: %3").arg(lesson, where, text);
    }

    // Every lesson string on show in `window`, and those that are not wrapped.
    // `panelOnly`: the scene-file lesson, whose charts, measurements and caption are named by
    // the scene file itself (scene files carry their own texts), is checked in its panel only.
    static void walk(MainWindow& window, const QString& lesson, QStringList& unwrapped, int& seen,
                     bool panelOnly = false)
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
        if (panelOnly)
            return;
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
        for (int row = 0; row < table->rowCount(); ++row)
            if (auto* name = qobject_cast<QLabel*>(table->cellWidget(row, 0))) {
                ++seen;
                check(unwrapped, lesson, QStringLiteral("measurement"), name->text());
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
        PseudoLocaleTranslator pseudo;
        QVERIFY(pseudo.loadSources(QStringLiteral(PARTICLELAB_SOURCE_DIR "/i18n/particlelab_de.ts")));
        QVERIFY(QCoreApplication::installTranslator(&pseudo));
        auto cleanup = qScopeGuard([&] { QCoreApplication::removeTranslator(&pseudo); });

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

        for (const QString& line : unwrapped)
            qInfo("untranslated: %s", qPrintable(line));
        QVERIFY2(seen > 60, qPrintable(QString::number(seen)));
        QVERIFY2(unwrapped.isEmpty(), qPrintable(QStringLiteral("%1 of %2 lesson strings shown untranslated:\n")
                                                     .arg(unwrapped.size())
                                                     .arg(seen) +
                                                 unwrapped.join(QLatin1Char('\n'))));
    }
};

PARTICLELAB_TEST_MAIN(TestLessonPseudoLocale)
#include "test_lesson_pseudo_locale.moc"
