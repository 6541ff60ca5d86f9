// SPDX-License-Identifier: GPL-3.0-or-later
// Formulas as students read them: readableMath() turns TeX habits into Unicode, and
// every lesson's text comes from the Markdown file in its folder, compiled in.
#include "Registry.h"
#include "framework/LessonText.h"
#include "framework/MathText.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <set>

class TestMathText : public QObject {
    Q_OBJECT

private slots:
    void readableMath_data()
    {
        QTest::addColumn<QString>("raw");
        QTest::addColumn<QString>("readable");
        QTest::newRow("superscript") << "x^{2n+1}" << "x²ⁿ⁺¹";
        QTest::newRow("subscript") << "h_{n+1}/h_n" << "hₙ₊₁/hₙ";
        QTest::newRow("exp alone") << "f(v) = (mv/kT) e^{−mv²/2kT}" << "f(v) = (mv/kT) exp(−mv²/2kT)";
        QTest::newRow("exp after a factor") << "Fit d₀e^{λt}" << "Fit d₀·exp(λt)";
        QTest::newRow("no glyph") << "r = 2^{1/6} σ" << "r = 2^(1/6) σ";
        QTest::newRow("fraction") << "\\frac{1}{2} m v²" << "1/2 m v²";
        QTest::newRow("compound fraction") << "\\frac{a+b}{2c}" << "(a+b)/2c";
        QTest::newRow("one-letter symbol") << "Spring stiffness k_s" << "Spring stiffness kₛ";
        QTest::newRow("greek symbol") << "2/ω_max" << "2/ωₘₐₓ";
        QTest::newRow("four-letter subscript") << "A/A_rest = 1" << "A/Aᵣₑₛₜ = 1";
        QTest::newRow("identifier untouched") << "dt_factor and x_values" << "dt_factor and x_values";
        QTest::newRow("no subscript glyph") << "r_c = 2.5σ" << "r_c = 2.5σ";
        QTest::newRow("word ending in e") << "time^{2}" << "time²";
        QTest::newRow("caret and digits") << "M|x − a|^4/4!" << "M|x − a|⁴/4!";
        QTest::newRow("e-notation") << "(E − E₀)/E₀ = -1.28e-08" << "(E − E₀)/E₀ = −1.28 × 10⁻⁸";
        QTest::newRow("e-notation, plus") << "N = 3e+05 steps" << "N = 3 × 10⁵ steps";
        QTest::newRow("e-notation after a minus sign") << "d = −4.5E-12 m" << "d = −4.5 × 10⁻¹² m";
        QTest::newRow("subtraction keeps its hyphen") << "a - 1e-3" << "a - 1 × 10⁻³";
        QTest::newRow("part of a word stays") << "RK4e-3, x1e5, 2e, 1e-3a" << "RK4e-3, x1e5, 2e, 1e-3a";
    }

    void readableMath()
    {
        QFETCH(QString, raw);
        QFETCH(QString, readable);
        const std::string out = pl::readableMath(raw.toStdString());
        QCOMPARE(QString::fromStdString(out), readable);
        QVERIFY(!pl::hasRawMath(out));
    }

    // Link targets are addresses and parameter ids: never rewritten (taylor's
    // "set:x_min=-0.9" became "set:xₘᵢₙ=-0.9" and set nothing). The text around them still is.
    void readableMarkdownLeavesLinkTargetsAlone()
    {
        const std::string raw = "ω_max: [f = ln(1 + x), x_min to 2](set:function=ln1p&x_min=-0.9&x_max=2) "
                                "and e^{λt} [k_s](set:k_s=1)";
        QCOMPARE(QString::fromStdString(pl::readableMarkdown(raw)),
                 QStringLiteral("ωₘₐₓ: [f = ln(1 + x), xₘᵢₙ to 2](set:function=ln1p&x_min=-0.9&x_max=2) "
                                "and exp(λt) [kₛ](set:k_s=1)"));
        QCOMPARE(QString::fromStdString(pl::readableMarkdown("no link, h_{n+1}")), QStringLiteral("no link, hₙ₊₁"));
    }

    void everyLessonTextComesFromItsMarkdownFile()
    {
        std::set<std::string> texts;
        for (const std::string& id : pl::lessonTextIds())
            texts.insert(id);
        for (const pl::LessonEntry& entry : pl::registerLessons()) {
            const pl::LessonInfo info = entry.create()->info();
            // A shipped scene's text is its file's "description" (checked below for markup).
            if (info.id.rfind("scene-", 0) != 0) {
                QVERIFY2(texts.count(info.id),
                         qPrintable(QString::fromStdString(info.id + ".md exists")));
                QCOMPARE(info.text, pl::lessonText(info.id));
                QVERIFY(info.text.rfind("# ", 0) == 0);  // starts with its heading
            }
            QVERIFY2(!pl::hasRawMath(info.text),
                     qPrintable(QString::fromStdString(info.id + ": no TeX markup in the text")));
        }
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestMathText)
#include "test_math_text.moc"
