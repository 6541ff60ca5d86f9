// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's marked strings (lessons/framework/Translatable.h) in the reader's language: looked
// up in the lesson's translation context, then in the shared one ("lessons"); English when
// neither has it. A text the lesson carries in the reader's language itself (OwnTexts.h: a scene
// file's translations) comes before both. Sentences with numbers (TrText) are translated
// as templates and get their numbers in the default QLocale. The window and the exported images show what these return;
// report.json, CSV for machines and sessions keep the lesson's English.
#pragma once

#include "framework/Charts.h"
#include "framework/ImageSpec.h"
#include "framework/Lesson.h"
#include "framework/Measurement.h"
#include "framework/OwnTexts.h"
#include "framework/Parameters.h"
#include "framework/Scene.h"
#include "framework/Study.h"
#include "framework/Table.h"
#include "framework/Translatable.h"

#include <QLocale>
#include <QString>

#include <memory>
#include <string>
#include <vector>

namespace pl {

class LessonWords {
public:
    // `context`: the lesson's (Lesson::textContext()); empty: the shared context only.
    explicit LessonWords(std::string context = {});
    // The lesson's context and its own texts in the current language (i18n/Language.h).
    static LessonWords of(const Lesson& lesson);

    const std::string& context() const { return m_context; }

    // One marked string, translated (UTF-8 in and out).
    std::string str(const std::string& text) const;
    QString text(const std::string& text) const { return QString::fromStdString(str(text)); }
    // A sentence with its arguments put in.
    QString text(const TrText& text) const;
    std::string str(const TrText& text) const {
        return text.empty() ? std::string() : this->text(text).toStdString();
    }
    std::vector<std::string> strs(const std::vector<TrText>& texts) const;

    // Translated copies of what a lesson declares: the texts a person reads, nothing else (ids,
    // units and values stay).
    ChartSpec chart(ChartSpec spec) const;
    // A chart's title and a series' legend text (their TrText when the lesson gave one).
    std::string title(const ChartSpec& spec) const;
    std::string name(const SeriesSpec& spec) const;
    // An axis's title (its TrText when the lesson gave one).
    std::string title(const AxisSpec& axis) const;
    ImageSpec image(ImageSpec spec) const;
    ParameterSpec parameter(ParameterSpec spec) const;
    std::vector<ParameterSpec> parameters(std::vector<ParameterSpec> specs) const;
    Measurement measurement(Measurement m) const;
    std::vector<Measurement> measurements(std::vector<Measurement> list) const;
    StudySpec study(StudySpec spec) const;
    // A lesson's one-line summary (its summaryText when it has one).
    std::string summary(const LessonInfo& info) const;
    Table table(Table table) const;
    // The caption, warnings, labels and legends of a scene (captionText and warningTexts win).
    void translate(Scene& scene) const;

private:
    std::string m_context;
    std::shared_ptr<const OwnTexts> m_own;
};

// The lesson's scene as the view draws it: lesson.scene(out), then translated.
void shownScene(const Lesson& lesson, Scene& out);
// The same at time `t` for a lesson that draws between steps (Lesson::sceneAt); returns the
// time the scene shows.
double shownSceneAt(const Lesson& lesson, Scene& out, double t);

} // namespace pl
