// SPDX-License-Identifier: GPL-3.0-or-later
// Every lesson text in the four languages besides English (<lesson-id>.<language>.md beside the
// English file), each a translation of the English one and not a drifting copy: the same
// headings, the same links that set parameters (same targets), the same formulas' numbers in
// those links, no TeX markup; a language without a file falls back to English.
#include "framework/LessonText.h"
#include "framework/MathText.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <string>
#include <vector>

class TestLessonTranslations : public QObject {
    Q_OBJECT

    static int headings(const std::string& text)
    {
        int count = 0;
        for (std::size_t at = 0; at < text.size();) {
            if (text[at] == '#')
                ++count;
            const std::size_t end = text.find('\n', at);
            at = end == std::string::npos ? text.size() : end + 1;
        }
        return count;
    }

    // The targets of the links that set parameters, in order: "set:dt=0.5" of "](set:dt=0.5)".
    // (Scanned by hand: GCC 12 warns falsely inside std::regex under the sanitizers.)
    static std::vector<std::string> setLinks(const std::string& text)
    {
        std::vector<std::string> out;
        const std::string opening = "](set:";
        for (std::size_t at = text.find(opening); at != std::string::npos; at = text.find(opening, at + 1)) {
            const std::size_t start = at + 2;
            const std::size_t end = text.find(')', start);
            if (end == std::string::npos)
                break;
            out.push_back(text.substr(start, end - start));
        }
        return out;
    }

private slots:
    void everyTextInEveryLanguage()
    {
        const std::vector<std::string> languages{"de", "fr", "es", "pt_BR"};
        QVERIFY(pl::lessonTextIds().size() >= 15);
        for (const std::string& id : pl::lessonTextIds()) {
            const std::string& english = pl::lessonText(id);
            const std::vector<std::string> have = pl::lessonTextLanguages(id);
            for (const std::string& language : languages) {
                const QString where = QString::fromStdString(id + "." + language + ".md");
                QVERIFY2(std::find(have.begin(), have.end(), language) != have.end(),
                         qPrintable(where + " exists"));
                const std::string& translated = pl::lessonText(id, language);
                QVERIFY2(translated != english, qPrintable(where + " is not the English text"));
                QVERIFY2(translated.rfind("# ", 0) == 0, qPrintable(where + " starts with its heading"));
                QVERIFY2(headings(translated) == headings(english),
                         qPrintable(where + ": as many headings as the English text"));
                QVERIFY2(setLinks(translated) == setLinks(english),
                         qPrintable(where + ": the same parameter links, in the same order"));
                QVERIFY2(!pl::hasRawMath(translated), qPrintable(where + ": no TeX markup"));
            }
        }
    }

    void aMissingLanguageFallsBackToEnglish()
    {
        QCOMPARE(pl::lessonText("pendulum", "xx"), pl::lessonText("pendulum"));
        QCOMPARE(pl::lessonText("pendulum", "en"), pl::lessonText("pendulum"));
        QVERIFY(pl::lessonText("no-such-lesson", "de").empty());
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestLessonTranslations)
#include "test_lesson_translations.moc"
