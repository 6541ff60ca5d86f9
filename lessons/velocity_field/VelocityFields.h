// SPDX-License-Identifier: GPL-3.0-or-later
// The velocity fields of the `velocity-field` lesson: a particle carried by the flow moves as
// dx/dt = v(x, t), a first-order system integrated by FirstOrderIntegrators.h.
//
//   cosine       v(x, y) = (x, 5 cos x)  (1/s, m/s) on [0, 2π]²: x grows as x₀eᵗ while y
//                swings faster and faster; the example field.
//   rotation     v = ω(−(y − π), x − π), ω = 1 rad/s: rigid rotation about (π, π); the exact
//                paths are circles, so any drift of the radius is the method's error.
//   vortex       a Lamb–Oseen vortex at (π, π): azimuthal speed v_θ(r) = Γ/(2πr)(1 − e^(−r²/r_c²)),
//                Γ = 20 m²/s, r_c = 1 m (Saffman, "Vortex Dynamics", 1992, §1.6): solid-body
//                rotation in the core, a point vortex outside; the inner paths turn fastest.
//   double-gyre  the time-periodic double gyre of Shadden, Lekien & Marsden, Physica D 212
//                (2005) 271, §5.1: ψ = A sin(πf(X, t)) sin(πY), f = a(t)X² + b(t)X,
//                a = ε sin ωt, b = 1 − 2ε sin ωt, A = 0.1, ε = 0.25, ω = 2π/10 rad/s, on
//                X ∈ [0, 2], Y ∈ [0, 1], stretched here by L = π m to [0, 2π] × [0, π].
#pragma once

#include "framework/Scene.h"

#include <particlelab/integrators/FirstOrderIntegrators.h>

#include <string>

namespace pl {

enum class VelocityFieldKind { Cosine, Rotation, Vortex, DoubleGyre };

class VelocityField {
public:
    explicit VelocityField(VelocityFieldKind kind) : m_kind(kind) {}

    VelocityFieldKind kind() const { return m_kind; }
    // v(p, t) in m/s at position p (m) and time t (s).
    Vec2 velocity(const Vec2& p, double t) const;
    // The same as the right-hand side f(t, y) of dy/dt = f(t, y), y = (x, y).
    DerivativeFunction derivative() const;
    // The region the view shows (m).
    void domain(Vec2& min, Vec2& max) const;
    // The fastest rate at which the flow turns or stretches a path (1/s): sets the study's steps.
    double rate() const;
    // The formula as a person reads it.
    std::string formula() const;
    // The exact position at time t of the particle that started at p0 at t = 0, where known
    // (rotation only); otherwise nothing.
    bool exactPosition(const Vec2& p0, double t, Vec2& out) const;

private:
    VelocityFieldKind m_kind;
};

} // namespace pl
