// SPDX-License-Identifier: GPL-3.0-or-later
#include "LessonWords.h"

#include "LocalNumbers.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include "Language.h"

#include <QCoreApplication>

#include <cmath>

namespace pl {

LessonWords::LessonWords(std::string context) : m_context(std::move(context)) {}

LessonWords LessonWords::of(const Lesson& lesson)
{
    LessonWords words(lesson.textContext());
    if (const auto* own = dynamic_cast<const OwnTextsCapability*>(&lesson))
        words.m_own = own->ownTexts(currentLanguage().toStdString());
    return words;
}

namespace {

// The translation of `source` in `context`, or a null QString when there is none.
QString lookUp(const std::string& context, const std::string& source, int n = -1)
{
    if (context.empty())
        return {};
    const QString shown = QCoreApplication::translate(context.c_str(), source.c_str(), nullptr, n);
    QString untranslated = QString::fromUtf8(source.data(), static_cast<qsizetype>(source.size()));
    if (n >= 0)
        untranslated.replace(QLatin1String("%n"), QString::number(n));
    return shown == untranslated ? QString() : shown;
}

// The translation in the lesson's context, else in the shared one; null when neither has it.
QString lookUpEither(const std::string& lessonContext, const std::string& source, int n = -1)
{
    const QString t = lookUp(lessonContext, source, n);
    return t.isNull() ? lookUp(sharedTextContext, source, n) : t;
}

// `singular`: the English for n = 1, shown when no translation has the sentence.
QString translated(const std::string& lessonContext, const std::string& source, int n = -1,
                   const std::string& singular = {})
{
    QString t = lookUpEither(lessonContext, source, n);
    if (t.isNull()) {
        t = QString::fromStdString(n == 1 && !singular.empty() ? singular : source);
        if (n >= 0)
            t.replace(QLatin1String("%n"), QLocale().toString(n));
    }
    return t;
}


} // namespace

std::string LessonWords::str(const std::string& text) const
{
    if (text.empty())
        return text;
    if (m_own)
        if (const auto found = m_own->find(text); found != m_own->end())
            return found->second;
    if (const QString t = lookUpEither(m_context, text); !t.isNull())
        return t.toStdString();
    // A study's renamed series is plain text (SeriesUpdate::name, kept so in sessions): the
    // integrators' and velocity-field's "%1 (diverged)" with a method's name put in, and
    // "RK4 p=3.98", a method's name and its fitted order. The template and the name are
    // translated here, the order shown in the reader's numbers; every other sentence with a name
    // or a number is a TrText.
    for (const MethodInfo& m : allMethods()) {
        const std::string name(m.name);
        const std::size_t at = text.find(name);
        if (at == std::string::npos)
            continue;
        if (at == 0 && text.compare(name.size(), 3, " p=") == 0) {
            const QString order = QString::fromStdString(text.substr(name.size() + 3));
            bool isNumber = false;
            order.toDouble(&isNumber);
            if (isNumber)
                return str(name) + " p=" + localDecimals(order).toStdString();
        }
        std::string marked = text;
        marked.replace(at, name.size(), "%1");
        if (QString shown = lookUpEither(m_context, marked); !shown.isNull())
            return shown.replace(QLatin1String("%1"), QString::fromStdString(str(name)))
                .toStdString();
    }
    return text;
}

QString LessonWords::text(const TrText& t) const
{
    if (t.empty())
        return {};
    const QString shown =
        translated(t.context.empty() ? m_context : t.context, t.source, t.count, t.singular);
    if (t.args.empty())
        return shown;
    const QLocale locale = numberLocale();
    std::vector<QString> args;
    for (const TrArg& a : t.args) {
        switch (a.kind) {
        case TrArg::Kind::Significant:
            args.push_back(std::isfinite(a.number) ? locale.toString(a.number, 'g', a.digits)
                                                   : nonFiniteNumber(a.number));
            break;
        case TrArg::Kind::Fixed:
            args.push_back(std::isfinite(a.number) ? locale.toString(a.number, 'f', a.digits)
                                                   : nonFiniteNumber(a.number));
            break;
        case TrArg::Kind::Word:
            args.push_back(text(a.text));
            break;
        case TrArg::Kind::Text:
            args.push_back(QString::fromStdString(a.text));
            break;
        case TrArg::Kind::Sentence:
            args.push_back(a.sentence.empty() ? QString() : text(a.sentence.front()));
            break;
        }
    }
    // One pass, so that an argument's own "%2" is not replaced again.
    QString out;
    out.reserve(shown.size() + 16);
    for (qsizetype i = 0; i < shown.size(); ++i) {
        const QChar c = shown[i];
        if (c == QLatin1Char('%') && i + 1 < shown.size()) {
            const int d = shown[i + 1].digitValue();
            if (d >= 1 && static_cast<std::size_t>(d) <= args.size()) {
                out += args[static_cast<std::size_t>(d - 1)];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::vector<std::string> LessonWords::strs(const std::vector<TrText>& texts) const
{
    std::vector<std::string> out;
    out.reserve(texts.size());
    for (const TrText& t : texts)
        out.push_back(str(t));
    return out;
}

std::string LessonWords::title(const ChartSpec& spec) const
{
    return spec.titleText.empty() ? str(spec.title) : str(spec.titleText);
}

std::string LessonWords::title(const AxisSpec& axis) const
{
    return axis.titleText.empty() ? str(axis.title) : str(axis.titleText);
}

std::string LessonWords::name(const SeriesSpec& spec) const
{
    return spec.nameText.empty() ? str(spec.name) : str(spec.nameText);
}

ChartSpec LessonWords::chart(ChartSpec spec) const
{
    spec.title = title(spec);
    spec.x.title = title(spec.x);
    spec.y.title = title(spec.y);
    for (SeriesSpec& s : spec.series)
        s.name = name(s);
    return spec;
}

ImageSpec LessonWords::image(ImageSpec spec) const
{
    spec.title = str(spec.title);
    spec.x.title = str(spec.x.title);
    spec.y.title = str(spec.y.title);
    spec.barTitle = str(spec.barTitle);
    for (ColorKeyEntry& e : spec.key)
        e.label = str(e.label);
    return spec;
}

ParameterSpec LessonWords::parameter(ParameterSpec spec) const
{
    spec.label = str(spec.label);
    spec.description =
        spec.descriptionText.empty() ? str(spec.description) : str(spec.descriptionText);
    for (Choice& c : spec.choices)
        c.label = c.labelText.empty() ? str(c.label) : str(c.labelText);
    return spec;
}

std::vector<ParameterSpec> LessonWords::parameters(std::vector<ParameterSpec> specs) const
{
    for (ParameterSpec& s : specs)
        s = parameter(std::move(s));
    return specs;
}

Measurement LessonWords::measurement(Measurement m) const
{
    m.label = m.labelText.empty() ? str(m.label) : str(m.labelText);
    m.note = m.noteText.empty() ? str(m.note) : str(m.noteText);
    for (std::size_t i = 0; i < m.keyTexts.size() && i < m.keyLabels.size(); ++i)
        m.keyLabels[i].second = str(m.keyTexts[i].second);
    return m;
}

std::vector<Measurement> LessonWords::measurements(std::vector<Measurement> list) const
{
    for (Measurement& m : list)
        m = measurement(std::move(m));
    return list;
}

std::string LessonWords::summary(const LessonInfo& info) const
{
    return info.summaryText.empty() ? str(info.summary) : str(info.summaryText);
}

StudySpec LessonWords::study(StudySpec spec) const
{
    spec.label = str(spec.label);
    spec.description = str(spec.description);
    return spec;
}

Table LessonWords::table(Table t) const
{
    t.title = t.titleText.empty() ? str(t.title) : str(t.titleText);
    for (TableColumn& c : t.columns)
        c.title = str(c.title);
    return t;
}

void LessonWords::translate(Scene& scene) const
{
    scene.caption = scene.captionText.empty() ? str(scene.caption) : str(scene.captionText);
    if (!scene.warningTexts.empty())
        scene.warnings = strs(scene.warningTexts);
    else
        for (std::string& w : scene.warnings)
            w = str(w);
    for (LabelItem& l : scene.labels)
        l.text = l.shownText.empty() ? str(l.text) : str(l.shownText);
    for (LegendEntry& e : scene.legend)
        e.label = e.labelText.empty() ? str(e.label) : str(e.labelText);
    for (ColorLegend& c : scene.colorLegends)
        c.quantity = str(c.quantity);
    scene.lengthUnit = str(scene.lengthUnit);
}

void shownScene(const Lesson& lesson, Scene& out)
{
    lesson.scene(out);
    LessonWords::of(lesson).translate(out);
}

double shownSceneAt(const Lesson& lesson, Scene& out, double t)
{
    const double shown = lesson.sceneAt(out, t);
    LessonWords::of(lesson).translate(out);
    return shown;
}

} // namespace pl
