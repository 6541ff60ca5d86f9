// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson interface: everything the UI and the command line know about a lesson.
//
// A lesson declares its text, parameters, charts, studies and measurements, resets from
// parameter values, advances in time and describes what the view draws. It is plain C++ on top
// of core/ and never includes Qt: the same lesson runs in the window, headless and in tests.
//
// State rule: a lesson's state is a value. clone() copies it exactly (no pointers into shared
// mutable data), and a run is deterministic for given parameters (random numbers come from a
// seeded engine kept in the lesson), so a copy stepped on gives the same bits as the original.
#pragma once

#include "framework/Charts.h"
#include "framework/ImageSpec.h"
#include "framework/Measurement.h"
#include "framework/Parameters.h"
#include "framework/Scene.h"
#include "framework/SceneDescription.h"
#include "framework/StateArchive.h"
#include "framework/Study.h"
#include "framework/Table.h"
#include "framework/Translatable.h"
#include "framework/WorkEstimate.h"

#include <particlelab/util/StepMonitor.h>

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pl {

struct LessonInfo {
    std::string id;       // command-line id, e.g. "harmonic-oscillator"
    std::string title;    // e.g. "Harmonic oscillator: Euler vs symplectic Euler"
    std::string summary;  // one line for the lesson browser
    std::string text;     // Markdown: the idea, the equations (Unicode/HTML math), "Try this"
    // The summary as a sentence to translate (Translatable.h), when it has numbers put in;
    // `summary` keeps the English.
    TrText summaryText{};
};

// Pointer buttons the view forwards to a lesson (in world coordinates).
enum class PointerEvent { Press, Move, Release };

// The contract in three parts:
//  - what evolves: reset, step, time, clone, saveState/loadState/checkState (ModelLesson.h
//    writes clone, state and info for a lesson built around a model);
//  - the presentation: charts/record, measurements, scene, notices, tables;
//  - optional capabilities, each an interface of its own below (studies, pointer input, a
//    scene file of the lesson, step-through, long steps, drawing between steps), asked for
//    through Lesson's non-virtual functions of the same names.
class Lesson {
public:
    virtual ~Lesson() = default;

    virtual LessonInfo info() const = 0;
    // The translation context of the lesson's marked strings (Translatable.h): its id.
    virtual std::string textContext() const { return info().id; }
    virtual std::vector<ParameterSpec> parameters() const = 0;

    // Cross-parameter checks beyond each parameter's own range (the framework checks ranges).
    // Returns an error message (a sentence to translate, Translatable.h: the window shows it in
    // the reader's language, the command line its English), or empty when the values are
    // acceptable.
    virtual TrText validate(const ParameterValues& values) const { (void)values; return {}; }

    // Starts over from `values` (already validated) at t = 0.
    virtual void reset(const ParameterValues& values) = 0;
    // Applies parameters declared `live` without a reset. The default resets.
    virtual void applyLive(const ParameterValues& values) { reset(values); }

    // Advances the simulation by one step of the lesson's own time step (fixed or adaptive).
    virtual void step() = 0;
    // Simulated time (s).
    virtual double time() const = 0;
    // True when nothing more happens (every method diverged, a static lesson): playback pauses.
    virtual bool finished() const { return false; }

    // Chart declarations for the current parameters (called after every reset).
    virtual std::vector<ChartSpec> charts() const = 0;
    // Called after every step (and after reset): append the current points to the charts.
    virtual void record(ChartData& data) const = 0;
    // Called after a live parameter change while the run stands (before the next step): redraw
    // the whole curves that show a parameter (a stability meter's points move with Δt). Appends
    // nothing; the default does nothing.
    virtual void recordLiveChange(ChartData& data) const { (void)data; }
    // Which charts the window has on show (ChartsOnShow in Charts.h; every chart unless a
    // window said otherwise). View state: set through LessonSession::showCharts, copied by
    // clone(), never saved with the state. record() may skip an instrument whose chart is
    // hidden; recordShown() then fills it.
    const ChartsOnShow& chartsOnShow() const { return m_chartsOnShow; }
    void setChartsOnShow(ChartsOnShow shown) { m_chartsOnShow = std::move(shown); }
    // Called when a chart comes on show that was hidden, and before a file is written: write
    // now the whole curves record() skipped while their chart was hidden, from the state now.
    // Appends nothing. The default redraws what a live change redraws (recordLiveChange).
    virtual void recordShown(ChartData& data) const { recordLiveChange(data); }

    virtual std::vector<Measurement> measurements() const = 0;
    // Tables shown beside the charts and exported as CSV (most lessons have none).
    virtual std::vector<Table> tables() const { return {}; }
    // Fills the view's scene from the current state.
    virtual void scene(Scene& out) const = 0;
    // Messages the lesson wants seen now: "Forward Euler diverged at t = 3.20 s", with why, as
    // sentences to translate, their numbers put in after (Translatable.h). The window shows them
    // in the reader's language; none by default.
    virtual std::vector<TrText> noticeTexts() const { return {}; }
    // The same notices in English, as files for machines (report.json) and the command line
    // write them.
    std::vector<std::string> notices() const { return english(noticeTexts()); }
    // What the view shows now, for a student who cannot see it, in a sentence or two of plain
    // words ("Pendulum at 32° right of vertical, swinging left at 1.2 rad/s"). The window reads
    // it out with the time, the first measurements and the notices; empty: those alone. A
    // sentence with numbers (TrText) so that it is read in the window's language.
    virtual TrText describe() const { return {}; }

    // Optional capabilities (below): a lesson that has one also derives from its interface, and
    // these ask for it. A lesson without one has none of it.
    std::vector<StudySpec> studies() const;
    std::vector<ImageSpec> imageSpecs() const;
    StudyFunction prepareStudy(const std::string& id) const;
    void acceptStudy(const std::string& id, const StudyResult& result);
    std::optional<WorkEstimate> estimateStudy(const std::string& id) const;
    bool pointer(PointerEvent event, const Vec2& world);
    ParameterValues takeParameterChanges();
    std::optional<SceneDescription> asScene() const;
    void stepOnce();
    std::vector<TrText> stageSentences() const;
    void setStepMonitor(StepMonitor* monitor);
    // The scene at time t (InBetweenCapability), else scene(); returns the time it shows.
    double sceneAt(Scene& out, double t) const;

    // An exact copy of the whole lesson (state, derived values and view options).
    virtual std::unique_ptr<Lesson> clone() const = 0;

    // The lesson's State as data (see StateArchive.h). saveState writes what evolves;
    // loadState reads it back into a lesson that was just reset() with the parameter values in
    // force when the state was saved, and leaves it where the saved lesson was: stepping on
    // gives the same bits. loadState throws (StateError, cereal::Exception) on a damaged state.
    virtual void saveState(StateWriter& out) const = 0;
    virtual void loadState(StateReader& in) = 0;
    // After loadState: a message when the state read cannot be a state of this lesson (NaN where
    // a value must be finite, a negative mass, a particle count that does not match); empty
    // when it is acceptable. A sentence to translate (Translatable.h), its field names and
    // numbers put in as arguments: the window shows it in the reader's language when a session
    // cannot be opened, the command line its English.
    virtual TrText checkState() const { return {}; }

private:
    ChartsOnShow m_chartsOnShow;
};

// Background studies (see Study.h).
class StudyCapability {
public:
    virtual ~StudyCapability() = default;
    virtual std::vector<StudySpec> studies() const = 0;
    // How to read the studies' images: axes, title and colour key (see ImageSpec.h).
    virtual std::vector<ImageSpec> imageSpecs() const { return {}; }
    virtual StudyFunction prepareStudy(const std::string& id) const = 0;
    virtual void acceptStudy(const std::string& id, const StudyResult& result)
    {
        (void)id;
        (void)result;
    }
    // The cost of study `id` at the current parameters, when it can be counted (see
    // WorkEstimate.h); none for studies that always take a moment.
    virtual std::optional<WorkEstimate> estimateStudy(const std::string& id) const
    {
        (void)id;
        return std::nullopt;
    }
};

// Mouse in the view, in world coordinates.
class PointerCapability {
public:
    virtual ~PointerCapability() = default;
    // Returns true when the lesson used the event (it then may have changed parameters).
    virtual bool pointer(PointerEvent event, const Vec2& world) = 0;
    // Parameter values the lesson changed itself (e.g. θ₀ set by dragging the bob). The UI
    // updates its form from them. Empty when nothing changed since the last call.
    virtual ParameterValues takeParameterChanges() { return {}; }
};

// The lesson's particles and links as a scene file's content ("Save as scene").
class SceneCapability {
public:
    virtual ~SceneCapability() = default;
    virtual std::optional<SceneDescription> asScene() const = 0;
};

// The "one step" button advances one stage of the integrators (step-through mode) instead of a
// whole step.
class StepThroughCapability {
public:
    virtual ~StepThroughCapability() = default;
    virtual void stepOnce() = 0;
    // What the stage just run did, for a student who hears it: a sentence per method with the
    // numbers the model holds ("Heun: predictor, x̃ = x + Δt·v = 0.9988"). Empty when the last
    // step was a whole one (step-through off).
    virtual std::vector<TrText> stageSentences() const { return {}; }
};

// A lesson whose one step can take long (a scene file of any size) polls `monitor` inside the
// step (particlelab/util/StepMonitor.h); not owned, nullptr for none. Other lessons' steps are
// bounded by their parameters' ranges.
class LongStepCapability {
public:
    virtual ~LongStepCapability() = default;
    virtual void setStepMonitor(StepMonitor* monitor) = 0;
};

// A lesson that moves in whole steps but knows its state between them exactly (hard disks fly
// straight between events) draws the view at any time within its last step: the window plays it
// at a frame's own time, not at the step's end, so motion is smooth at any speed. Lessons
// without it draw scene() at time().
class InBetweenCapability {
public:
    virtual ~InBetweenCapability() = default;
    // Fills the view's scene at time `t` (s); the lesson clamps t to the span it can draw,
    // at most its last step up to time(). Returns the time the scene shows (t as clamped, or
    // time() when it drew the run as it stands). Changes nothing of the run.
    virtual double sceneAt(Scene& out, double t) const = 0;
};

inline std::vector<StudySpec> Lesson::studies() const
{
    const auto* c = dynamic_cast<const StudyCapability*>(this);
    return c ? c->studies() : std::vector<StudySpec>{};
}
inline std::vector<ImageSpec> Lesson::imageSpecs() const
{
    const auto* c = dynamic_cast<const StudyCapability*>(this);
    return c ? c->imageSpecs() : std::vector<ImageSpec>{};
}
inline StudyFunction Lesson::prepareStudy(const std::string& id) const
{
    const auto* c = dynamic_cast<const StudyCapability*>(this);
    return c ? c->prepareStudy(id) : StudyFunction{};
}
inline void Lesson::acceptStudy(const std::string& id, const StudyResult& result)
{
    if (auto* c = dynamic_cast<StudyCapability*>(this))
        c->acceptStudy(id, result);
}
inline std::optional<WorkEstimate> Lesson::estimateStudy(const std::string& id) const
{
    const auto* c = dynamic_cast<const StudyCapability*>(this);
    return c ? c->estimateStudy(id) : std::nullopt;
}
inline bool Lesson::pointer(PointerEvent event, const Vec2& world)
{
    auto* c = dynamic_cast<PointerCapability*>(this);
    return c && c->pointer(event, world);
}
inline ParameterValues Lesson::takeParameterChanges()
{
    auto* c = dynamic_cast<PointerCapability*>(this);
    return c ? c->takeParameterChanges() : ParameterValues{};
}
inline std::optional<SceneDescription> Lesson::asScene() const
{
    const auto* c = dynamic_cast<const SceneCapability*>(this);
    return c ? c->asScene() : std::nullopt;
}
inline std::vector<TrText> Lesson::stageSentences() const
{
    const auto* c = dynamic_cast<const StepThroughCapability*>(this);
    return c ? c->stageSentences() : std::vector<TrText>{};
}
inline void Lesson::stepOnce()
{
    if (auto* c = dynamic_cast<StepThroughCapability*>(this))
        c->stepOnce();
    else
        step();
}
inline void Lesson::setStepMonitor(StepMonitor* monitor)
{
    if (auto* c = dynamic_cast<LongStepCapability*>(this))
        c->setStepMonitor(monitor);
}

inline double Lesson::sceneAt(Scene& out, double t) const
{
    if (const auto* c = dynamic_cast<const InBetweenCapability*>(this))
        return c->sceneAt(out, t);
    scene(out);
    return time();
}

} // namespace pl
