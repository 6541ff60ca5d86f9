// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/integrators/FirstOrderIntegrators.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace pl {

const std::vector<Method>& firstOrderMethods()
{
    static const std::vector<Method> methods = {Method::ForwardEuler, Method::Heun,
                                                Method::Midpoint, Method::RK4};
    return methods;
}

bool hasFirstOrderForm(Method method)
{
    const std::vector<Method>& methods = firstOrderMethods();
    return std::find(methods.begin(), methods.end(), method) != methods.end();
}

Vec stepFirstOrder(Method method, const DerivativeFunction& f, double t, const Vec& y, double dt,
                   long long* evaluations)
{
    assert(hasFirstOrderForm(method));
    int count = 0;
    auto slope = [&](double ts, const Vec& ys) {
        ++count;
        return f(ts, ys);
    };
    Vec result;
    switch (method) {
    case Method::Heun: {
        const Vec k0 = slope(t, y);
        const Vec predictor = y + dt * k0;
        result = y + 0.5 * dt * (k0 + slope(t + dt, predictor));
        break;
    }
    case Method::Midpoint: {
        const Vec midpoint = y + 0.5 * dt * slope(t, y);
        result = y + dt * slope(t + 0.5 * dt, midpoint);
        break;
    }
    case Method::RK4: {
        const Vec k1 = slope(t, y);
        const Vec k2 = slope(t + 0.5 * dt, y + 0.5 * dt * k1);
        const Vec k3 = slope(t + 0.5 * dt, y + 0.5 * dt * k2);
        const Vec k4 = slope(t + dt, y + dt * k3);
        result = y + (dt / 6.0) * (k1 + 2.0 * k2 + 2.0 * k3 + k4);
        break;
    }
    default:
        result = y + dt * slope(t, y);
        break;
    }
    if (evaluations)
        *evaluations += count;
    return result;
}

bool isFiniteAndBounded(const Vec& y, double bound)
{
    for (Eigen::Index i = 0; i < y.size(); ++i)
        if (!std::isfinite(y[i]) || std::abs(y[i]) > bound)
            return false;
    return true;
}

} // namespace pl
