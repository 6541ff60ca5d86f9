// SPDX-License-Identifier: GPL-3.0-or-later
#include "velocity_field/VelocityFields.h"

#include <cmath>
#include <numbers>

namespace pl {

namespace {

constexpr double pi = std::numbers::pi;
const Vec2 centre(pi, pi);                // m: centre of the rotation and the vortex
constexpr double rotationRate = 1.0;      // rad/s
constexpr double circulation = 20.0;      // Γ (m²/s)
constexpr double coreRadius = 1.0;        // r_c (m)
constexpr double gyreAmplitude = 0.1;     // A (dimensionless stream function)
constexpr double gyreEpsilon = 0.25;      // ε
constexpr double gyreOmega = 2.0 * pi / 10.0;  // rad/s
constexpr double gyreScale = pi;          // L (m)

} // namespace

Vec2 VelocityField::velocity(const Vec2& p, double t) const
{
    switch (m_kind) {
    case VelocityFieldKind::Cosine:
        return Vec2(p.x(), 5.0 * std::cos(p.x()));
    case VelocityFieldKind::Rotation: {
        const Vec2 r = p - centre;
        return rotationRate * Vec2(-r.y(), r.x());
    }
    case VelocityFieldKind::Vortex: {
        const Vec2 r = p - centre;
        const double r2 = r.squaredNorm();
        // v_θ / r, with its limit Γ/(2π r_c²) at the centre.
        const double turnRate = r2 > 1e-24
                                    ? circulation / (2.0 * pi * r2) *
                                          (1.0 - std::exp(-r2 / (coreRadius * coreRadius)))
                                    : circulation / (2.0 * pi * coreRadius * coreRadius);
        return turnRate * Vec2(-r.y(), r.x());
    }
    case VelocityFieldKind::DoubleGyre: {
        const double X = p.x() / gyreScale, Y = p.y() / gyreScale;
        const double s = std::sin(gyreOmega * t);
        const double a = gyreEpsilon * s, b = 1.0 - 2.0 * gyreEpsilon * s;
        const double f = a * X * X + b * X, dfdx = 2.0 * a * X + b;
        const double u = -pi * gyreAmplitude * std::sin(pi * f) * std::cos(pi * Y);
        const double v = pi * gyreAmplitude * std::cos(pi * f) * std::sin(pi * Y) * dfdx;
        return gyreScale * Vec2(u, v);
    }
    }
    return Vec2::Zero();
}

DerivativeFunction VelocityField::derivative() const
{
    const VelocityField field = *this;
    return [field](double t, const Vec& y) -> Vec {
        const Vec2 v = field.velocity(Vec2(y[0], y[1]), t);
        Vec out(2);
        out << v.x(), v.y();
        return out;
    };
}

void VelocityField::domain(Vec2& min, Vec2& max) const
{
    min = Vec2(0.0, 0.0);
    max = m_kind == VelocityFieldKind::DoubleGyre ? Vec2(2.0 * pi, pi) : Vec2(2.0 * pi, 2.0 * pi);
}

double VelocityField::rate() const
{
    switch (m_kind) {
    case VelocityFieldKind::Cosine: return 4.0;  // |d(5 cos x)/dt| / 5 = |x'| ≈ x ≤ 4 over T
    case VelocityFieldKind::Rotation: return rotationRate;
    case VelocityFieldKind::Vortex: return circulation / (2.0 * pi * coreRadius * coreRadius);
    case VelocityFieldKind::DoubleGyre: return 1.0;
    }
    return 1.0;
}

std::string VelocityField::formula() const
{
    switch (m_kind) {
    case VelocityFieldKind::Cosine: return "v(x, y) = (x, 5 cos x)";
    case VelocityFieldKind::Rotation: return "v = ω(−(y − π), x − π), ω = 1 rad/s";
    case VelocityFieldKind::Vortex: return "Lamb–Oseen vortex: v_θ = Γ/(2πr)(1 − e^(−r²/r_c²))";
    case VelocityFieldKind::DoubleGyre: return "double gyre: ψ = A sin(πf(x, t)) sin(πy)";
    }
    return {};
}

bool VelocityField::exactPosition(const Vec2& p0, double t, Vec2& out) const
{
    if (m_kind != VelocityFieldKind::Rotation)
        return false;
    const double c = std::cos(rotationRate * t), s = std::sin(rotationRate * t);
    const Vec2 r = p0 - centre;
    out = centre + Vec2(c * r.x() - s * r.y(), s * r.x() + c * r.y());
    return true;
}

} // namespace pl
