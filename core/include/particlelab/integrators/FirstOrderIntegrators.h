// SPDX-License-Identifier: GPL-3.0-or-later
// Time integrators for first-order systems  y' = f(t, y)  (a particle carried by a velocity
// field, dx/dt = v(x, t)), on Eigen vectors of any length. One step of size Δt, as in Hairer,
// Nørsett & Wanner, "Solving Ordinary Differential Equations I" (2nd ed., 1993), §II.1:
//
//   forward Euler      y₁ = y₀ + Δt f(t₀, y₀)                                          order 1
//   Heun (trapezoid)   ỹ₁ = y₀ + Δt f(t₀, y₀);  y₁ = y₀ + ½Δt (f(t₀, y₀) + f(t₀ + Δt, ỹ₁))   order 2
//   explicit midpoint  yₘ = y₀ + ½Δt f(t₀, y₀);  y₁ = y₀ + Δt f(t₀ + ½Δt, yₘ)                order 2
//   classic RK4        k₁ = f(t₀, y₀), k₂ = f(t₀ + ½Δt, y₀ + ½Δt k₁), k₃ = f(t₀ + ½Δt, y₀ + ½Δt k₂),
//                      k₄ = f(t₀ + Δt, y₀ + Δt k₃);  y₁ = y₀ + Δt (k₁ + 2k₂ + 2k₃ + k₄)/6    order 4
//
// The methods share the ids of the second-order integrators (SecondOrderIntegrators.h): a
// lesson's method list and colours mean the same thing for both kinds of system. Symplectic
// Euler and velocity Verlet need the split into position and velocity and have no first-order
// form here.
#pragma once

#include "particlelab/integrators/SecondOrderIntegrators.h"

#include <functional>
#include <vector>

namespace pl {

// f(t, y): the time derivative of the state (for a velocity field: the velocity, m/s).
// Must not keep references to its arguments.
using DerivativeFunction = std::function<Vec(double t, const Vec& y)>;

// Forward Euler, Heun, midpoint and RK4, in that order.
const std::vector<Method>& firstOrderMethods();
bool hasFirstOrderForm(Method method);

// One step of size dt (s) from (t, y). Adds the evaluations of f it made to *evaluations when
// given. Precondition: hasFirstOrderForm(method).
Vec stepFirstOrder(Method method, const DerivativeFunction& f, double t, const Vec& y, double dt,
                   long long* evaluations = nullptr);

// True when every component of y is finite and no larger in magnitude than `bound`.
bool isFiniteAndBounded(const Vec& y, double bound);

} // namespace pl
