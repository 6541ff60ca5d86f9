// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/SpeedHistogramChart.h"
#include "framework/Translatable.h"

#include <particlelab/statistics/SpeedHistogram.h>

namespace pl {

SpeedHistogramSeries declareSpeedHistogram(ChartSet& set, const SpeedHistogramLook& look)
{
    const ChartHandle chart =
        set.chart({"speed_histogram",
                   PL_TR_NOOP("lessons", "Speeds against 2D Maxwell–Boltzmann"),
                   {PL_TR_NOOP("lessons", "speed v"), look.speedUnit},
                   {PL_TR_NOOP("lessons", "density f(v)"), look.densityUnit},
                   {}});
    set.spec(chart).y.fromZero = true;
    return {set.series(chart, {"measured", PL_TR_NOOP("lessons", "Measured"), look.measured,
                               SeriesStyle::Line, 2.0}),
            set.series(chart, {"maxwell", PL_TR_NOOP("lessons", "Maxwell–Boltzmann"), look.maxwell,
                               SeriesStyle::DashedLine, 2.0})};
}

void recordSpeedHistogram(ChartData& data, const SpeedHistogramSeries& series,
                          const std::vector<double>& speeds, double mass, double kT)
{
    if (!(kT > 0.0))
        return;
    const SpeedHistogramCurves curves = speedHistogramAgainstMaxwell(speeds, mass, kT);
    std::vector<ChartPoint> measured, theory;
    for (std::size_t b = 0; b < curves.binCentre.size(); ++b)
        measured.push_back({curves.binCentre[b], curves.density[b]});
    for (std::size_t k = 0; k < curves.theorySpeed.size(); ++k)
        theory.push_back({curves.theorySpeed[k], curves.theoryDensity[k]});
    data.replace(series.measured, std::move(measured));
    data.replace(series.maxwell, std::move(theory));
}

} // namespace pl
