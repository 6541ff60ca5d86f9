// SPDX-License-Identifier: GPL-3.0-or-later
// The usual shape of a lesson, written once: a Model that evolves (core numerics wrapped in the
// lesson's folder), a Settings struct it resets from, a parameter table bound to that struct and
// a set of declared charts. A lesson derived from ModelLesson<Derived, Model, Settings> writes:
//
//   static constexpr LessonAbout about{"id", "Title", "One line for the browser"};
//   static ParameterTable<Settings> makeParameterTable();
//   void declareCharts(ChartSet& set) override;     // keeps the handles record() writes through
//   void record(ChartData& data) const override;
//   std::vector<Measurement> measurements() const override;
//   void scene(Scene& out) const override;
//   (+ noticeTexts(), applyLive(), validate() … where it has them)
//
// and gets the rest from the model:
//   info()        from `about` and the lesson's Markdown text (LessonText.h);
//   parameterTable()  the table makeParameterTable() builds, built once (builtOnce);
//   parameters()  the table's rows;  reset(values)  resetModel(table.settings(values)), then
//                 the charts are declared again;  applyLive(values)  model.applyLive(settings);
//   step()        model.step();  time()  model.time() or model.state().time;
//   finished()    model.finished(), else model.state().divergedAt, else never;
//   clone()       a copy of the whole lesson (the state rule of Lesson.h: a value);
//   saveState / loadState   model.save(out) / model.load(in) when the model has them, else the
//                 model's state() as one value; checkState()  model.checkState() when it has one.
// Any of these can still be overridden.
#pragma once

#include "framework/Lesson.h"
#include "framework/LessonText.h"
#include "framework/ParameterTable.h"

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace pl {

// What a lesson is called; its text comes from lessons/<folder>/<id>.md.
struct LessonAbout {
    const char* id;
    const char* title;
    const char* summary;
};

template <class Derived, class Model, class Settings>
class ModelLesson : public Lesson {
public:
    LessonInfo info() const override
    {
        return {Derived::about.id, Derived::about.title, Derived::about.summary,
                lessonText(Derived::about.id)};
    }
    std::string textContext() const override { return Derived::about.id; }
    static const ParameterTable<Settings>& parameterTable()
    {
        return builtOnce<&Derived::makeParameterTable>();
    }
    std::vector<ParameterSpec> parameters() const override
    {
        return parameterTable().specs();
    }
    void reset(const ParameterValues& values) override
    {
        resetModel(settingsFrom(values));
        ChartSet set;
        declareCharts(set);
        m_chartSet = std::move(set);
    }
    // Live rows (appliesLive) go to model.applyLive(settings) when the model has one; else the
    // lesson resets, as Lesson does.
    void applyLive(const ParameterValues& values) override
    {
        if constexpr (requires(Model& m, const Settings& s) { m.applyLive(s); })
            m_model.applyLive(settingsFrom(values));
        else
            Lesson::applyLive(values);
    }
    void step() override { m_model.step(); }
    double time() const override
    {
        if constexpr (requires(const Model& m) { m.time(); })
            return m_model.time();
        else
            return m_model.state().time;
    }
    bool finished() const override
    {
        if constexpr (requires(const Model& m) { m.finished(); })
            return m_model.finished();
        else if constexpr (requires(const Model& m) { m.state().divergedAt.has_value(); })
            return m_model.state().divergedAt.has_value();
        else
            return false;
    }
    std::vector<ChartSpec> charts() const override { return m_chartSet.specs(); }

    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<Derived>(static_cast<const Derived&>(*this));
    }
    void saveState(StateWriter& out) const override
    {
        if constexpr (requires(const Model& m) { m.save(out); })
            m_model.save(out);
        else
            out(m_model.state());
    }
    void loadState(StateReader& in) override
    {
        if constexpr (requires(Model& m) { m.load(in); })
            m_model.load(in);
        else
            in(m_model.state());
    }
    TrText checkState() const override
    {
        if constexpr (requires(const Model& m) { m.checkState(); })
            return m_model.checkState();
        else
            return {};
    }

    const Model& model() const { return m_model; }

protected:
    // The settings `values` stand for (every bound row of the table).
    static Settings settingsFrom(const ParameterValues& values)
    {
        return parameterTable().settings(values);
    }
    // Starts the model over; a lesson converts units or adds derived settings here. A lesson
    // whose model resets from more than its settings (a model's reset(settings, live)) must
    // override it.
    virtual void resetModel(const Settings& settings)
    {
        if constexpr (requires(Model& m) { m.reset(settings); })
            m_model.reset(settings);
        else
            throw std::logic_error("this lesson's model does not reset from its settings alone: "
                                   "the lesson overrides resetModel");
    }
    // Declares the charts for the current settings (after every reset); keeps the handles.
    virtual void declareCharts(ChartSet& set) { (void)set; }

    Model m_model;

private:
    ChartSet m_chartSet;
};

} // namespace pl
