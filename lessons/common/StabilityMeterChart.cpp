// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/StabilityMeterChart.h"
#include "framework/Translatable.h"

#include "framework/MethodColor.h"
#include "framework/TextFormat.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pl {

namespace {

// Each method once, in the order given (a lesson may run one method twice side by side).
std::vector<Method> distinctMethods(const std::vector<Method>& methods)
{
    std::vector<Method> out;
    for (const Method method : methods)
        if (std::find(out.begin(), out.end(), method) == out.end())
            out.push_back(method);
    return out;
}

} // namespace

void StabilityMeterChart::declare(ChartSet& set, const std::vector<Method>& methods)
{
    const ChartHandle chart =
        set.chart({"stability",
                   PL_TR_NOOP("lessons", "Stability meter: z = λΔt and each method's region"),
                   {PL_TR_NOOP("lessons", "Re λΔt"), ""},
                   {PL_TR_NOOP("lessons", "Im λΔt"), ""},
                   {}});
    set.spec(chart).equalScales = true;
    m_outlines.clear();
    m_outlinePoints.clear();
    for (const Method method : distinctMethods(methods)) {
        const MethodInfo& info = methodInfo(method);
        const auto curves = stabilityRegionOutline(method);
        for (std::size_t k = 0; k < curves.size(); ++k) {
            m_outlines.push_back(set.series(
                chart, {"region_" + std::string(info.id) + (k ? "_" + std::to_string(k) : ""),
                        k == 0 ? regionName(method) : std::string(), methodColor(method),
                        SeriesStyle::Line, 1.5}));
            m_outlinePoints.push_back(curves[k]);
        }
    }
    m_points = set.series(chart, {"eigenvalues", PL_TR_NOOP("lessons", "λΔt now"), colors::warning,
                                  SeriesStyle::Points, 2.5});
}

// "Region of <method>", each marked whole so that it is translated as a whole.
std::string StabilityMeterChart::regionName(Method method)
{
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

void StabilityMeterChart::record(ChartData& data, const std::vector<LinearMode>& modes,
                                 double dt) const
{
    for (std::size_t i = 0; i < m_outlines.size(); ++i)
        if (data.points(m_outlines[i]).empty()) {
            std::vector<ChartPoint> points;
            for (const std::complex<double>& z : m_outlinePoints[i])
                points.push_back({z.real(), z.imag()});
            data.replace(m_outlines[i], std::move(points));
        }
    std::vector<ChartPoint> points;
    for (const LinearMode& mode : modes)
        for (const std::complex<double>& lambda : modeEigenvalues(mode))
            if (std::isfinite(lambda.real()) && std::isfinite(lambda.imag()))
                points.push_back({lambda.real() * dt, lambda.imag() * dt});
    const std::vector<ChartPoint>& old = data.points(m_points);
    const bool same = old.size() == points.size() &&
                      std::equal(old.begin(), old.end(), points.begin(),
                                 [](const ChartPoint& a, const ChartPoint& b) {
                                     return a.x == b.x && a.y == b.y;
                                 });
    if (!same || !data.isWholeCurve(m_points.chart(), m_points.series()))
        data.replace(m_points, std::move(points));
}

std::vector<Measurement> StabilityMeterChart::measurements(const std::vector<Method>& methods,
                                                           const std::vector<LinearMode>& modes,
                                                           double dt,
                                                           const std::string& modeName) const
{
    std::vector<std::pair<std::string, double>> margin, growth;
    std::string marginNote, growthNote;
    for (const Method method : distinctMethods(methods)) {
        const MethodInfo& info = methodInfo(method);
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
            margin.emplace_back(std::string(info.id), std::nan(""));
            growth.emplace_back(std::string(info.id), std::nan(""));
            if (marginNote.empty())
                marginNote = "no oscillating mode in " + modeName +
                             " (λ real ≥ 0: the motion itself runs away there, whatever the method)";
            continue;
        }
        margin.emplace_back(std::string(info.id), fraction);
        growth.emplace_back(std::string(info.id), factor);
        if (!marginNote.empty())
            marginNote += "; ";
        if (std::isinf(fraction))
            marginNote += std::string(info.name) + " is stable at no Δt for " + modeName;
        else
            marginNote += "Δt is " + formatNumber(fraction, 2) + " of the stability limit of " +
                          std::string(info.name) + " for " + modeName;
        if (!growthNote.empty())
            growthNote += "; ";
        if (factor > 1.0)
            growthNote += std::string(info.name) + ": energy grows by a factor " +
                          (std::isfinite(factor) ? formatNumber(factor, 3) : std::string("> 10³⁰⁸")) +
                          " per second";
        else
            growthNote += std::string(info.name) + ": no mode grows";
    }
    if (modes.empty() || margin.empty())
        return {Measurement::missing("stability_margin",
                                     PL_TR_NOOP("lessons", "Δt over the stability limit"), "",
                                     PL_TR_NOOP("lessons", "no mode to read")),
                Measurement::missing(
                    "predicted_energy_growth",
                    PL_TR_NOOP("lessons", "Predicted energy growth per second |R(z)|^(2/Δt)"), "",
                    PL_TR_NOOP("lessons", "no mode to read"))};
    return {Measurement{"stability_margin", PL_TR_NOOP("lessons", "Δt over the stability limit"),
                        "", margin, marginNote},
            Measurement{"predicted_energy_growth",
                        PL_TR_NOOP("lessons", "Predicted energy growth per second |R(z)|^(2/Δt)"),
                        "", growth, growthNote}};
}

} // namespace pl
