// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `ideal-gas`, its presentation: the parameter table, the speed histogram against
// Maxwell–Boltzmann, the pressure, temperature and mean-free-path charts, the measurements, the
// scene (disks coloured by speed, the piston, the bounding boxes and candidate pairs on demand),
// the notices, a click that adds a puff of disks, and a study of how many pairs the three
// broadphases test (N², N^{1…2} or N) as N grows. The physics is in IdealGasModel.h.
#pragma once

#include "framework/Lesson.h"
#include "ideal_gas/IdealGasModel.h"

namespace pl {

class IdealGasLesson final : public Lesson,
                         public StudyCapability,
                         public PointerCapability {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_model.gas().time(); }
    bool finished() const override { return m_model.state().divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::vector<StudySpec> studies() const override;
    StudyFunction prepareStudy(const std::string& id) const override;
    void acceptStudy(const std::string& id, const StudyResult& result) override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    void saveState(StateWriter& out) const override;
    void loadState(StateReader& in) override;
    std::string checkState() const override { return m_model.checkState(); }
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<IdealGasLesson>(*this);
    }

    const IdealGasModel& model() const { return m_model; }
    // For the LAMMPS export.
    const DiskGas& gas() const { return m_model.gas(); }
    bool thermalWalls() const { return m_model.settings().thermalWalls; }
    double pistonSpeed() const { return m_model.settings().pistonSpeed; }  // m/s

private:
    void applyViewOptions(const ParameterValues& values);

    IdealGasModel m_model;
    // View-only options.
    Color m_color2;           // of the second species
    bool m_showBoxes = false;
    int m_addBatch = 50;      // disks added per click
    // From the pairs-vs-N study: log-log slope of pairs tested against N, per broadphase.
    std::vector<std::pair<std::string, double>> m_pairExponents;
};

} // namespace pl
