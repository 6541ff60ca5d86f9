// SPDX-License-Identifier: GPL-3.0-or-later
#include "brownian/BrownianLesson.h"
#include "framework/Translatable.h"

#include "framework/LessonText.h"
#include "framework/TextFormat.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <sstream>

namespace pl {

template class ModelLesson<BrownianLesson, BrownianModel, BrownianSettings>;

namespace {

const Color bigColor = paletteColor(0);
const Color smallColor{120, 170, 220};
const Color pathColor = colors::black;
const double fieldHalfWidth = 10.0;  // m: half the side of the view's field at the start

} // namespace

ParameterTable<BrownianSettings> BrownianLesson::makeParameterTable()
{
    using S = BrownianSettings;
    ParameterTable<S> t;
    t.bind(&S::count,
           ParameterSpec::integer(
               "count", PL_TR_NOOP("brownian", "Small disks"), 1500, 10, 20000,
               PL_TR_NOOP("brownian", "Number of small disks (radius 0.5 m, mass 1 kg)."))
               .onLogScale());
    t.bind(&S::bigRadius,
           ParameterSpec::number("big_radius", PL_TR_NOOP("brownian", "Big disk radius R"), "m",
                                 4.0, 0.5, 20.0,
                                 PL_TR_NOOP("brownian", "Radius of the Brownian disk."))
               .withStep(0.5));
    t.bind(&S::bigMass, ParameterSpec::number(
                            "big_mass", PL_TR_NOOP("brownian", "Big disk mass M"), "kg", 10.0,
                            1.0, 1000.0, PL_TR_NOOP("brownian", "Mass of the Brownian disk."))
                            .onLogScale());
    t.bind(&S::seed,
           seedParameter());
    t.bind(&S::kT, ParameterSpec::number(
                       "temperature", PL_TR_NOOP("brownian", "Temperature kT"), "J", 1.0, 0.01,
                       100.0, PL_TR_NOOP("brownian", "kT of the small disks."))
                       .onLogScale());
    t.bind(&S::boxSide, ParameterSpec::number("box_size", PL_TR_NOOP("brownian", "Box side"),
                                              "m", 120.0, 20.0, 1000.0,
                                              PL_TR_NOOP("brownian", "Side of the square box."))
                            .onLogScale());
    t.bind([](S& s, const std::string& mode) { s.langevin = mode == "langevin"; },
           ParameterSpec::choice(
               "mode", PL_TR_NOOP("brownian", "Mode"),
               {{"gas", PL_TR_NOOP("brownian", "Gas of small disks")},
                {"langevin", PL_TR_NOOP("brownian", "Langevin equation (big disk alone)")}},
               "gas",
               PL_TR_NOOP("brownian",
                          "Simulate every small disk, or only their average effect.")));
    return t;
}

TrText BrownianLesson::validate(const ParameterValues& values) const
{
    const BrownianSettings settings = settingsFrom(values);
    const double side = settings.boxSide;
    const double bigRadius = settings.bigRadius;
    if (2.0 * bigRadius > 0.5 * side)
        return TrText(PL_TR_NOOP("brownian", "parameters 'big_radius' and 'box_size': the big disk "
                                             "(diameter %1 m) must be smaller than half the box "
                                             "side (%2 m)."),
                      {trNumber(2.0 * bigRadius), trNumber(side)});
    const int count = settings.count;
    if (DiskGas::latticeSpacing(count, {0.0, side, 0.0, side}) <= 1.0)
        return TrText(PL_TR_NOOP("brownian", "parameters 'count' and 'box_size': the small disks do "
                                             "not fit: %1 disks of diameter 1 m in a %2 m box. Use "
                                             "fewer disks or a larger box."),
                      {trText(std::to_string(count)), trNumber(side)});
    return {};
}

void BrownianLesson::declareCharts(ChartSet& set)
{
    const ChartHandle msd =
        set.chart({"msd",
                   PL_TR_NOOP("brownian", "Mean squared displacement of the big disk"),
                   {PL_TR_NOOP("brownian", "lag time t"), "s"},
                   {PL_TR_NOOP("brownian", "MSD"), "m²", false, 0.0, 0.0, /*fromZero=*/true},
                   {}});
    m_measured = set.series(msd, {"measured", PL_TR_NOOP("brownian", "Measured"), paletteColor(1),
                                  SeriesStyle::Points, 3.0});
    m_fit = set.series(msd, {"fit", PL_TR_NOOP("brownian", "Fit, long times"), paletteColor(0),
                             SeriesStyle::Line, 2.0});
    m_langevin = set.series(msd, {"langevin", PL_TR_NOOP("brownian", "Langevin"), colors::grey,
                                  SeriesStyle::DashedLine, 2.0});
    const ChartHandle position = set.chart({"position",
                                            PL_TR_NOOP("brownian", "Big disk position"),
                                            {PL_TR_NOOP("brownian", "time"), "s"},
                                            {PL_TR_NOOP("brownian", "position"), "m"},
                                            {}});
    m_x = set.series(position, {"x", "x", paletteColor(0), SeriesStyle::Line, 1.5});
    m_y = set.series(position, {"y", "y", paletteColor(2), SeriesStyle::Line, 1.5});
}

void BrownianLesson::record(ChartData& data) const
{
    const BrownianModel::State& state = m_model.state();
    const Vec2 p = m_model.bigPosition();
    if (state.steps % 5 == 0) {
        data.append(m_x, state.time, p.x());
        data.append(m_y, state.time, p.y());
    }
    if (!state.msdUpdated || state.msd.empty())
        return;
    std::vector<ChartPoint> measured, fit, langevin;
    for (std::size_t k = 0; k < state.msd.size(); ++k)
        measured.push_back({state.lagTimes[k], state.msd[k]});
    const double tau = m_model.relaxationTime(), d = m_model.diffusionEstimate();
    for (int k = 0; k <= 100; ++k) {
        const double t = state.lagTimes.back() * k / 100.0;
        langevin.push_back({t, 4.0 * d * (t - tau * (1.0 - std::exp(-t / tau)))});
    }
    data.replace(m_measured, std::move(measured));
    data.replace(m_langevin, std::move(langevin));
    if (state.fit) {
        const double first = m_model.fitStart(), last = state.lagTimes.back();
        fit.push_back({first, state.fit->intercept + state.fit->slope * first});
        fit.push_back({last, state.fit->intercept + state.fit->slope * last});
        data.replace(m_fit, std::move(fit));
        data.setSeriesName(m_fit,
                           "Fit MSD = 4Dt + c: D = " + formatNumber(m_model.diffusionCoefficient()) +
                               " m²/s (R² = " + formatNumber(state.fit->rSquared, 3) + ")");
    }
}

std::vector<Measurement> BrownianLesson::measurements() const
{
    const BrownianModel::State& state = m_model.state();
    std::vector<Measurement> out;
    if (state.fit) {
        Measurement d = Measurement::number(
            "diffusion_coefficient",
            PL_TR_NOOP("brownian", "Diffusion coefficient D (fit of MSD = 4Dt)"), "m²/s",
            m_model.diffusionCoefficient());
        out.push_back(std::move(d).noted(
            TrText(PL_TR_NOOP("brownian", "fit over lag times %1 … %2 s, R² = %3"),
                   {trNumber(m_model.fitStart()), trNumber(state.lagTimes.back()),
                    trNumber(state.fit->rSquared, 4)})));
        out.push_back(Measurement::number("msd_fit_r2", PL_TR_NOOP("brownian", "R² of the MSD fit"),
                                          "", state.fit->rSquared));
    } else {
        out.push_back(Measurement::missing(
            "diffusion_coefficient",
            PL_TR_NOOP("brownian", "Diffusion coefficient D (fit of MSD = 4Dt)"), "m²/s", {})
                          .noted(TrText(PL_TR_NOOP("brownian",
                                                   "the run is still too short: the fit starts at "
                                                   "lag %1 s and needs a run four times as long as "
                                                   "its lags"),
                                        {trNumber(m_model.fitStart())})));
    }
    out.push_back(Measurement::number("diffusion_estimate",
                                      PL_TR_NOOP("brownian", "Kinetic theory D = kT/γ"), "m²/s",
                                      m_model.diffusionEstimate()));
    out.push_back(Measurement::number("friction_estimate",
                                      PL_TR_NOOP("brownian", "Friction γ = n R √(8π m kT)"), "kg/s",
                                      m_model.friction()));
    out.push_back(Measurement::number("relaxation_time",
                                      PL_TR_NOOP("brownian", "Momentum relaxation time M/γ"), "s",
                                      m_model.relaxationTime()));
    for (Measurement& m : out)
        sanitize(m);
    return out;
}

void BrownianLesson::scene(Scene& out) const
{
    const BrownianSettings& settings = m_model.settings();
    const BrownianModel::State& state = m_model.state();
    out.clear();
    // The view is a microscope's field around the box's centre, where the disk starts: a few
    // disk diameters across, so the kicks of the first seconds show (the whole 120 m box would
    // make them a pixel or two). It widens by half again whenever the path nears its edge, and
    // becomes the whole box when it would not be smaller; the scale bar gives its size.
    const double margin = 0.03 * settings.boxSide;
    const double wholeHalf = 0.5 * settings.boxSide + margin;
    const Vec2 centre = Vec2::Constant(0.5 * settings.boxSide);
    double reach = 0.0;  // m: how far the disk has gone from the centre, from the drawn path on
    for (const Vec2& p : state.path)
        reach = std::max(reach, (p - centre).cwiseAbs().maxCoeff());
    reach = std::max(reach, (m_model.bigPosition() - centre).cwiseAbs().maxCoeff());
    double half = std::max(fieldHalfWidth, 2.5 * settings.bigRadius);
    while (half < reach + 1.5 * settings.bigRadius && half < wholeHalf)
        half *= 1.5;
    half = std::min(half, wholeHalf);
    out.boundsMin = centre - Vec2::Constant(half);
    out.boundsMax = centre + Vec2::Constant(half);
    out.rects.push_back({Vec2(0.0, 0.0), Vec2(settings.boxSide, settings.boxSide),
                         Stroke{colors::black, 2.0, false}, colors::none});
    if (!settings.langevin) {
        DiskCloudItem cloud;
        cloud.radius = BrownianModel::smallRadius;
        cloud.colors = {smallColor};
        cloud.centers.reserve(state.gas.size());
        for (std::size_t i = 0; i < state.gas.size(); ++i)
            if (state.gas.species()[i] == 0)
                cloud.centers.emplace_back(state.gas.x()[i], state.gas.y()[i]);
        out.clouds.push_back(std::move(cloud));
    }
    if (state.path.size() > 1) {
        PolylineItem path;
        const std::size_t first = state.path.size() > 4000 ? state.path.size() - 4000 : 0;
        path.points.assign(state.path.begin() + static_cast<std::ptrdiff_t>(first),
                           state.path.end());
        path.points.push_back(m_model.bigPosition());
        path.stroke = Stroke{pathColor, 1.5, false};
        path.fadeTail = true;
        out.polylines.push_back(std::move(path));
    }
    // Translucent, so that its path (drawn before it) shows through: in the first seconds the
    // disk moves less than its own radius.
    out.circles.push_back({m_model.bigPosition(), settings.bigRadius, bigColor.withAlpha(150),
                           Stroke{colors::black, 1.5, false}, false});
    out.legend.push_back({PL_TR_NOOP("brownian", "Brownian disk"), bigColor});
    out.legend.push_back({settings.langevin
                              ? PL_TR_NOOP("brownian", "Langevin mode: gas replaced by −γv + noise")
                              : PL_TR_NOOP("brownian", "Small disks"),
                          smallColor});
    const bool part = 2.0 * half < settings.boxSide;
    const char* const templates[] = {
        PL_TR_NOOP("brownian", "t = %1 s   kinetic theory D = kT/γ = %2 m²/s"),
        PL_TR_NOOP("brownian", "t = %1 s   kinetic theory D = kT/γ = %2 m²/s   view: %3 m of the %4 m box"),
        PL_TR_NOOP("brownian", "t = %1 s   kinetic theory D = kT/γ = %2 m²/s   fitted D = %5 m²/s"),
        PL_TR_NOOP("brownian", "t = %1 s   kinetic theory D = kT/γ = %2 m²/s   view: %3 m of the %4 m "
                               "box   fitted D = %5 m²/s"),
    };
    out.setCaption(TrText(templates[(part ? 1 : 0) + (state.fit ? 2 : 0)],
                          {trNumber(state.time), trNumber(m_model.diffusionEstimate()),
                           trNumber(2.0 * half), trNumber(settings.boxSide),
                           trNumber(state.fit ? m_model.diffusionCoefficient() : 0.0)}));
    out.setWarnings(noticeTexts());
}

TrText BrownianLesson::describe() const
{
    // How far the big disk has wandered from where it started (the box's centre), and the mean
    // squared displacement at the longest lag measured against 4Dt with kinetic theory's D.
    const BrownianModel::State& state = m_model.state();
    if (state.divergedAt)
        return TrText(PL_TR_NOOP("brownian", "Brownian disk: the run diverged at t = %1 s."),
                      {trFixed(*state.divergedAt, 2)});
    const Vec2 centre = Vec2::Constant(0.5 * m_model.settings().boxSide);
    const double away = (m_model.bigPosition() - centre).norm();
    const double d = m_model.diffusionEstimate();
    if (state.msd.empty() || state.lagTimes.empty())
        return TrText(PL_TR_NOOP("brownian", "The big disk is %1 m from where it started; kinetic "
                                             "theory gives D = %2 m²/s. No mean squared "
                                             "displacement yet."),
                      {trNumber(away, 3), trNumber(d, 3)});
    const double lag = state.lagTimes.back();
    return TrText(PL_TR_NOOP("brownian", "The big disk is %1 m from where it started. Mean "
                                         "squared displacement %2 m² at a lag of %3 s, against "
                                         "4Dt = %4 m² with kinetic theory's D = %5 m²/s."),
                  {trNumber(away, 3), trNumber(state.msd.back(), 3), trNumber(lag, 3),
                   trNumber(4.0 * d * lag, 3), trNumber(d, 3)});
}

std::vector<TrText> BrownianLesson::noticeTexts() const
{
    const BrownianModel::State& state = m_model.state();
    if (state.divergedAt)
        return {TrText(PL_TR_NOOP("brownian", "The simulation diverged at t = %1 s: a position or "
                                              "velocity is no longer finite. Reset."),
                       {trNumber(*state.divergedAt, 3)})};
    return {};
}

} // namespace pl
