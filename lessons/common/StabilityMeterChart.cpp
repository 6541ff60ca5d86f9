// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/StabilityMeterChart.h"
#include "framework/Translatable.h"

#include "framework/MethodColor.h"
#include "framework/TextFormat.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>

namespace pl {

namespace {

std::atomic<long long> pointWriteCount{0};

// Each method once, in the order given (a lesson may run one method twice side by side).
std::vector<SteppingMethod> distinctMethods(const std::vector<Method>& methods,
                                            const std::vector<EmbeddedPair>& pairs)
{
    std::vector<SteppingMethod> out;
    auto add = [&](SteppingMethod method) {
        if (std::find(out.begin(), out.end(), method) == out.end())
            out.push_back(method);
    };
    for (const Method method : methods)
        add(method);
    for (const EmbeddedPair pair : pairs)
        add(pair);
    return out;
}

// A method's outline as chart points, traced once per process: it never changes, and tracing
// Dormand–Prince's takes some milliseconds, which every reset of a lesson would pay again.
const std::vector<std::vector<ChartPoint>>& outlineOf(SteppingMethod method)
{
    static std::mutex mutex;
    static std::map<SteppingMethod, std::vector<std::vector<ChartPoint>>> traced;
    const std::lock_guard<std::mutex> lock(mutex);
    auto found = traced.find(method);
    if (found == traced.end()) {
        std::vector<std::vector<ChartPoint>> curves;
        for (const std::vector<std::complex<double>>& curve : stabilityRegionOutline(method)) {
            std::vector<ChartPoint>& points = curves.emplace_back();
            points.reserve(curve.size());
            for (const std::complex<double>& z : curve)
                points.push_back({z.real(), z.imag()});
        }
        found = traced.emplace(method, std::move(curves)).first;
    }
    return found->second;  // a map's elements stay where they are
}

} // namespace

void StabilityMeterChart::declare(ChartSet& set, const std::vector<Method>& methods,
                                  const std::vector<EmbeddedPair>& pairs)
{
    const ChartHandle chart =
        set.chart({"stability",
                   PL_TR_NOOP("lessons", "Stability meter: z = λΔt and the regions"),
                   {PL_TR_NOOP("lessons", "Re λΔt"), ""},
                   {PL_TR_NOOP("lessons", "Im λΔt"), ""},
                   {}});
    set.spec(chart).equalScales = true;
    m_chart = chart;
    m_outlines.clear();
    m_outlinePoints.clear();
    for (const SteppingMethod method : distinctMethods(methods, pairs)) {
        const std::string id(steppingMethodId(method));
        const auto& curves = outlineOf(method);
        for (std::size_t k = 0; k < curves.size(); ++k) {
            // Appended piece by piece: GCC 12 warns (-Wrestrict, a false alarm) on "_" + string.
            std::string seriesId = "region_" + id;
            if (k > 0) {
                seriesId += '_';
                seriesId += std::to_string(k);
            }
            m_outlines.push_back(set.series(
                chart, {seriesId,
                        k == 0 ? regionName(method) : std::string(), methodColor(method),
                        SeriesStyle::Line, 1.5}));
            m_outlinePoints.push_back(&curves[k]);
        }
    }
    m_points = set.series(chart, {"eigenvalues", PL_TR_NOOP("lessons", "λΔt now"), colors::warning,
                                  SeriesStyle::Points, 2.5});
    m_pairPoints.clear();
    for (const EmbeddedPair pair : pairs) {
        const std::string id(embeddedPairInfo(pair).id);
        const std::string name = pair == EmbeddedPair::DormandPrince54
                                     ? PL_TR_NOOP("lessons", "λΔt of Dormand–Prince 5(4) now")
                                     : PL_TR_NOOP("lessons", "λΔt of Heun–Euler 2(1) now");
        m_pairPoints.emplace_back(
            pair, set.series(chart, {"eigenvalues_" + id, name, methodColor(pair),
                                     SeriesStyle::Points, 2.5}));
    }
}

// "Region of <method>", each marked whole so that it is translated as a whole.
std::string StabilityMeterChart::regionName(SteppingMethod stepping)
{
    if (const auto* pair = std::get_if<EmbeddedPair>(&stepping))
        return *pair == EmbeddedPair::DormandPrince54
                   ? PL_TR_NOOP("lessons", "Region of Dormand–Prince 5(4)")
                   : PL_TR_NOOP("lessons", "Region of Heun–Euler 2(1)");
    const Method method = std::get<Method>(stepping);
    switch (method) {
    case Method::ForwardEuler:
        return PL_TR_NOOP("lessons", "Region of Forward Euler");
    case Method::SymplecticEuler:
        return PL_TR_NOOP("lessons", "Region of Symplectic Euler");
    case Method::Heun:
        return PL_TR_NOOP("lessons", "Region of Heun");
    case Method::Midpoint:
        return PL_TR_NOOP("lessons", "Region of Midpoint");
    case Method::RK4:
        return PL_TR_NOOP("lessons", "Region of RK4");
    case Method::VelocityVerlet:
        return PL_TR_NOOP("lessons", "Region of Velocity Verlet");
    }
    return "Region of " + std::string(methodInfo(method).name);
}

long long StabilityMeterChart::pointWrites() { return pointWriteCount.load(); }

void StabilityMeterChart::record(ChartData& data, std::span<const LinearMode> modes,
                                 double dt) const
{
    pointWriteCount.fetch_add(1, std::memory_order_relaxed);
    // The outlines are written together, so the first one says whether they are there.
    if (!m_outlines.empty() && data.pointCount(m_outlines.front()) == 0)
        for (std::size_t i = 0; i < m_outlines.size(); ++i)
            data.replaceIfChanged(m_outlines[i], *m_outlinePoints[i]);
    replacePoints(data, m_points, modes, dt);
}

void StabilityMeterChart::recordPair(ChartData& data, EmbeddedPair pair,
                                     std::span<const LinearMode> modes, double dt) const
{
    pointWriteCount.fetch_add(1, std::memory_order_relaxed);
    for (const auto& [p, series] : m_pairPoints)
        if (p == pair)
            replacePoints(data, series, modes, dt);
}

void StabilityMeterChart::replacePoints(ChartData& data, const SeriesHandle& series,
                                        std::span<const LinearMode> modes, double dt) const
{
    m_scratch.clear();
    for (const LinearMode& mode : modes)
        for (const std::complex<double>& lambda : modeEigenvalues(mode))
            if (std::isfinite(lambda.real()) && std::isfinite(lambda.imag()))
                m_scratch.push_back({lambda.real() * dt, lambda.imag() * dt});
    data.replaceIfChanged(series, m_scratch);
}

std::vector<Measurement> StabilityMeterChart::measurements(const std::vector<Method>& methods,
                                                           const std::vector<LinearMode>& modes,
                                                           double dt,
                                                           const std::string& modeName) const
{
    std::vector<MeterReading> readings;
    for (const Method method : methods)
        readings.push_back({method, modes, dt});
    return measurements(readings, modeName);
}

std::vector<Measurement> StabilityMeterChart::measurements(
    const std::vector<MeterReading>& readings, const std::string& modeName) const
{
    std::vector<std::pair<std::string, double>> margin, growth;
    std::vector<TrText> marginNote, growthNote;  // one sentence per method, joined with "; "
    std::vector<SteppingMethod> seen;
    bool anyMode = false;
    for (const MeterReading& reading : readings) {
        const SteppingMethod method = reading.method;
        if (std::find(seen.begin(), seen.end(), method) != seen.end())
            continue;
        seen.push_back(method);
        const std::string id(steppingMethodId(method)), name(steppingMethodName(method));
        const std::vector<LinearMode>& modes = reading.modes;
        const double dt = reading.dt;
        anyMode = anyMode || !modes.empty();
        // The mode nearest its limit decides the margin; the fastest-growing one the prediction.
        double fraction = 0.0, factor = 1.0;
        bool any = false;
        for (const LinearMode& mode : modes) {
            const StabilityReading r = m_meter.read(method, mode, dt);
            if (mode.omegaSquared <= 0.0)
                continue;
            any = true;
            fraction = std::max(fraction, r.fractionOfLimit);
            factor = std::max(factor, r.energyGrowthPerSecond);
        }
        if (!any) {
            margin.emplace_back(id, std::nan(""));
            growth.emplace_back(id, std::nan(""));
            if (marginNote.empty())
                marginNote.push_back(TrText(PL_TR_NOOP("lessons", "no oscillating mode in %1 (λ real ≥ 0: "
                                                                  "the motion itself runs away there, "
                                                                  "whatever the method)"),
                                            {trWord(modeName)}));
            continue;
        }
        margin.emplace_back(id, fraction);
        growth.emplace_back(id, factor);
        if (std::isinf(fraction))
            marginNote.push_back(TrText(PL_TR_NOOP("lessons", "%1 is stable at no Δt for %2"),
                                        {trWord(name), trWord(modeName)}));
        else
            marginNote.push_back(TrText(PL_TR_NOOP("lessons", "Δt is %1 of the stability limit of %2 for %3"),
                                        {trNumber(fraction, 2), trWord(name), trWord(modeName)}));
        if (factor > 1.0)
            growthNote.push_back(TrText(PL_TR_NOOP("lessons", "%1: energy grows by a factor %2 per second"),
                                        {trWord(name), std::isfinite(factor) ? trNumber(factor, 3)
                                                                             : trText("> 10³⁰⁸")}));
        else
            growthNote.push_back(TrText(PL_TR_NOOP("lessons", "%1: no mode grows"), {trWord(name)}));
    }
    if (!anyMode || margin.empty())
        return {Measurement::missing("stability_margin",
                                     PL_TR_NOOP("lessons", "Δt over the stability limit"), "",
                                     PL_TR_NOOP("lessons", "no mode to read")),
                Measurement::missing(
                    "predicted_energy_growth",
                    PL_TR_NOOP("lessons", "Predicted energy growth per second |R(z)|^(2/Δt)"), "",
                    PL_TR_NOOP("lessons", "no mode to read"))};
    return {Measurement{"stability_margin", PL_TR_NOOP("lessons", "Δt over the stability limit"),
                        "", margin, {}}
                .noted(joined(std::move(marginNote))),
            Measurement{"predicted_energy_growth",
                        PL_TR_NOOP("lessons", "Predicted energy growth per second |R(z)|^(2/Δt)"),
                        "", growth, {}}
                .noted(joined(std::move(growthNote)))};
}

} // namespace pl
