// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/integrators/ConvergenceStudy.h"

#include <cmath>
#include <limits>

namespace pl {

namespace {

// How much smaller than RK4's the coarsest step of a method of order p is.
double shrinkForOrder(int order)
{
    switch (order) {
    case 1: return 16.0;
    case 2: return 4.0;
    case 3: return 2.0;
    default: return 1.0;
    }
}

} // namespace

long long coarsestStepCount(Method method, const ConvergenceOptions& options)
{
    const double dt = options.coarsestStepRK4 / shrinkForOrder(methodInfo(method).order);
    return std::max(1LL, static_cast<long long>(std::ceil(options.endTime / dt - 1e-9)));
}

std::vector<ConvergenceCurve> studyConvergence(const std::vector<Method>& methods,
                                               const ConvergenceOptions& options,
                                               const ConvergenceRun& run,
                                               const std::function<bool(double)>& keepGoing)
{
    // Work of a run is proportional to its step count: progress is reported by steps done.
    double totalWork = 0.0;
    for (Method m : methods)
        totalWork += static_cast<double>(coarsestStepCount(m, options)) *
                     (std::pow(2.0, options.halvings + 1) - 1.0) * methodInfo(m).stages;
    double workDone = 0.0;

    std::vector<ConvergenceCurve> curves;
    for (Method m : methods) {
        ConvergenceCurve curve{m, {}, std::nullopt};
        long long steps = coarsestStepCount(m, options);
        bool stopped = false;
        for (int k = 0; k <= options.halvings; ++k, steps *= 2) {
            if (keepGoing && !keepGoing(totalWork > 0.0 ? workDone / totalWork : 0.0)) {
                stopped = true;
                break;
            }
            curve.points.push_back(run(m, steps));
            workDone += static_cast<double>(steps) * methodInfo(m).stages;
        }
        std::vector<double> dts, errors;
        for (const ConvergencePoint& p : curve.points) {
            dts.push_back(p.dt);
            errors.push_back(p.error);
        }
        curve.fit = fitLogLog(dts, errors);
        curves.push_back(std::move(curve));
        if (stopped)
            break;
    }
    return curves;
}

ConvergenceRun secondOrderRun(AccelerationFunction acceleration, ParticleState start,
                              double endTime, std::function<double(const ParticleState&)> error,
                              double bound)
{
    return [acceleration = std::move(acceleration), start = std::move(start), endTime,
            error = std::move(error), bound](Method method, long long steps) {
        ConvergencePoint point;
        point.dt = (endTime - start.t) / static_cast<double>(steps);
        ParticleState s = start;
        for (long long n = 0; n < steps; ++n) {
            s = step(method, acceleration, s, point.dt, &point.forceEvaluations);
            if (!isFiniteAndBounded(s, bound)) {
                point.error = std::numeric_limits<double>::infinity();
                return point;
            }
        }
        point.error = error(s);
        return point;
    };
}

ConvergenceRun firstOrderRun(DerivativeFunction f, double t0, Vec y0, double endTime,
                             std::function<double(const Vec&)> error, double bound)
{
    return [f = std::move(f), t0, y0 = std::move(y0), endTime, error = std::move(error),
            bound](Method method, long long steps) {
        ConvergencePoint point;
        point.dt = (endTime - t0) / static_cast<double>(steps);
        Vec y = y0;
        for (long long n = 0; n < steps; ++n) {
            y = stepFirstOrder(method, f, t0 + static_cast<double>(n) * point.dt, y, point.dt,
                               &point.forceEvaluations);
            if (!isFiniteAndBounded(y, bound)) {
                point.error = std::numeric_limits<double>::infinity();
                return point;
            }
        }
        point.error = error(y);
        return point;
    };
}

} // namespace pl
