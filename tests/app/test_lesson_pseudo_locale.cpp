// SPDX-License-Identifier: GPL-3.0-or-later
// Every lesson string a person reads passes through translation. A pseudo-locale translator
// knows exactly the strings of the .ts files (what lupdate found marked) and shows each wrapped
// in ⟦…⟧ and 40 % longer; every other string comes through as it was. The window then shows
// each marked lesson, and every lesson text in the parameter panel, the charts (titles, axes,
// legends), the measurement table, the status line's notice and the view's caption must be
// wrapped: one that is not was never marked, or was built where no translation can reach it.
#include "ChartWidget.h"
#include "Language.h"
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "SceneView.h"
#include "framework/LessonSession.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
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
        const char* lessons[] = {"pendulum", "double-pendulum", "harmonic-oscillator", "bouncing",
                                 "brownian", "lennard-jones", "lammps-run", "velocity-field",
                                 "scene-triple-pendulum", "soft-body", "xpbd", "springs"};
        for (const char* id : lessons) {
            QVERIFY2(window.selectLesson(id, true), id);
            if (!window.isVisible()) {
                window.show();
                QVERIFY(QTest::qWaitForWindowExposed(&window));
            }
            for (int i = 0; i < 5; ++i)
                window.stepOnce();
            QApplication::processEvents();
            // The last lesson's charts go with deleteLater(): gone before the walk.
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            walk(window, QString::fromLatin1(id), unwrapped, seen,
                 QByteArray(id).startsWith("scene-"));
        }
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
