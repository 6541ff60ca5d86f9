// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `ideal-gas`, its presentation: the parameter table, the speed histogram against
// Maxwell–Boltzmann, the pressure, temperature and mean-free-path charts, the charts that tell
// the time-stepped gas from the exact event-driven one (energy drift, repaired overlaps and
// collisions, pressure against the hard-disk equation of state), the measurements, the scene
// (disks coloured by speed, the piston, the bounding boxes and candidate pairs on demand), the
// notices, a click that adds a puff of disks, and three studies: how many pairs the three
// broadphases test (N², N^{1…2} or N) as N grows, the stepped gas's pressure converging on the
// exact one's as Δt shrinks, and the equation of state Z(η) measured from 5 % to 70 % area
// fraction. The physics is in IdealGasModel.h.
#pragma once

#include "common/SpeedHistogramChart.h"
#include "framework/ModelLesson.h"
#include "framework/StudyTable.h"
#include "ideal_gas/IdealGasModel.h"

#include <optional>
#include <span>

namespace pl {

class IdealGasLesson final
    : public ModelLesson<IdealGasLesson, IdealGasModel, IdealGasSettings>,
      public StudiesFromTable<IdealGasLesson>,
      public PointerCapability,
      public InBetweenCapability {
public:
    static constexpr LessonAbout about{
        "ideal-gas",
        PL_TR_NOOP("ideal-gas", "Ideal gas: elastic disks, Maxwell–Boltzmann and sweep and prune"),
        PL_TR_NOOP("ideal-gas", "Hard disks in a box: pressure, temperature and the speed "
                                "distribution emerge from collisions; three broadphases find the "
                                "colliding pairs.")};
    static ParameterTable<IdealGasSettings> makeParameterTable();

    TrText validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    // The event-driven gas between two samples: each disk flown from its last event before t.
    double sceneAt(Scene& out, double t) const override;
    TrText describe() const override;
    std::vector<TrText> noticeTexts() const override;
    static StudyTable<IdealGasLesson> makeStudyTable();
    bool pointer(PointerEvent event, const Vec2& world) override;
    // The model's state and the accepted study result (the layout of every saved session).
    void saveState(StateWriter& out) const override;
    void loadState(StateReader& in) override;

    // For the LAMMPS export.
    const DiskGas& gas() const { return m_model.gas(); }
    bool thermalWalls() const { return m_model.settings().thermalWalls; }
    double pistonSpeed() const { return m_model.settings().pistonSpeed; }  // m/s

private:
    // The scene with the disks (in the shown gas's slots) at x, y and the caption's time.
    void drawScene(Scene& out, std::span<const double> x, std::span<const double> y,
                   double shownTime) const;
    // The studies (makeStudyTable()); each keeps its figures in m_studyValues under its prefix.
    StudyFunction preparePairsStudy() const;
    void acceptPairsStudy(const StudyResult& result);
    StudyFunction prepareSteppedStudy() const;
    void acceptSteppedStudy(const StudyResult& result);
    StudyFunction prepareEquationOfStateStudy() const;
    void acceptEquationOfStateStudy(const StudyResult& result);
    // What each costs (IdealGasStudies.h).
    std::optional<WorkEstimate> estimatePairsStudy() const;
    std::optional<WorkEstimate> estimateSteppedStudy() const;
    std::optional<WorkEstimate> estimateEquationOfStateStudy() const;
    void keepStudyValues(const std::string& prefix, const StudyResult& result);

    void declareCharts(ChartSet& set) override;
    void applyViewOptions(const ParameterValues& values);

    struct Series {
        SpeedHistogramSeries speeds;
        SeriesHandle pressureMeasured, pressureIdeal, pressureHenderson;
        SeriesHandle kT;
        SeriesHandle pathMeasured, pathEstimate, pathEnskog;
        SeriesHandle drift;
        SeriesHandle zMeasured, zHenderson, zLiu;
        SeriesHandle collisionRate, overlapRate, collisionEnskog;
    };
    Series m_series;
    // View-only options (rows the table binds to no settings field).
    Color m_color2;           // of the second species
    bool m_showBoxes = false;
    int m_addBatch = 50;      // disks added per click
    // The studies' figures, part of the saved state. The pairs-vs-N study's log-log slopes of
    // pairs tested against N are under the broadphase's id ("brute", "sweep", "grid": the layout
    // of every session saved before the other studies came); the others' under "<study>.<name>".
    std::vector<std::pair<std::string, double>> m_studyValues;
    std::optional<double> studyValue(const std::string& key) const;
};

// ModelLesson's members for this lesson are compiled once, in IdealGasLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<IdealGasLesson, IdealGasModel, IdealGasSettings>;

} // namespace pl
