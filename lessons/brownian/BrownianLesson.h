// SPDX-License-Identifier: GPL-3.0-or-later
// Lesson `brownian`, its presentation: the parameter table, the MSD chart (measured, the fit at
// long times and the Langevin curve 4D [t − τ(1 − e^{−t/τ})]) and the position chart, the
// measurements, the scene (the gas, the big disk and its path) and the notices. The physics is in
// BrownianModel.h.
#pragma once

#include "brownian/BrownianModel.h"
#include "framework/ModelLesson.h"
#include "framework/Translatable.h"

namespace pl {

class BrownianLesson final : public ModelLesson<BrownianLesson, BrownianModel, BrownianSettings> {
public:
    static constexpr LessonAbout about{
        "brownian", PL_TR_NOOP("brownian", "Brownian motion: a heavy disk in a gas"),
        PL_TR_NOOP(
            "brownian",
            "A big disk kicked by many small ones wanders; its mean squared displacement grows "
            "linearly in time, MSD = 4Dt.")};
    static ParameterTable<BrownianSettings> makeParameterTable();

    TrText validate(const ParameterValues& values) const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<TrText> noticeTexts() const override;
    TrText describe() const override;

private:
    void declareCharts(ChartSet& set) override;

    SeriesHandle m_measured, m_fit, m_langevin, m_x, m_y;
};

// ModelLesson's members for this lesson are compiled once, in BrownianLesson.cpp, not
// again in every file that makes the lesson (lessons/Registry.cpp makes them all).
extern template class ModelLesson<BrownianLesson, BrownianModel, BrownianSettings>;

} // namespace pl
