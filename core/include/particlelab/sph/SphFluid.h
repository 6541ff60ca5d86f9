// SPDX-License-Identifier: GPL-3.0-or-later
// What a lesson, a test or a benchmark sees of an SPH fluid in a tank, whichever solver moves
// it: weakly compressible SPH (WeaklyCompressibleSph) or divergence-free SPH
// (DivergenceFreeSph). Both use the same cubic-spline kernel, the same boundary particles and the
// same particle mass, so everything measured through this interface (density error, probe
// pressure, surge front, free surface) compares the two solvers on equal terms.
//
// Fluid arrays are in cell order and are permuted at every step: follow a particle by its id().
#pragma once

#include <particlelab/sph/CubicSplineKernel2D.h>

#include <Eigen/Core>

#include <vector>

namespace pl {

// A rigid group of boundary particles that moves as a whole: the tank (rotates about a pivot)
// or an obstacle (translates).
enum class BoundaryBody { Tank = 0, Obstacle = 1 };

class SphFluid {
public:
    using Vector2 = Eigen::Vector2d;

    virtual ~SphFluid() = default;

    virtual double spacing() const = 0;      // Δx, m: initial particle spacing
    virtual double restDensity() const = 0;  // ρ₀, kg/m³
    virtual const CubicSplineKernel2D& kernel() const = 0;
    virtual double particleMass() const = 0; // kg per metre of depth (2D)
    virtual void setThreads(int threads) = 0;

    // One step of the solver's own (adaptive) Δt. Returns Δt (s).
    virtual double step() = 0;
    virtual double time() const = 0;          // s
    virtual long long steps() const = 0;
    virtual double lastTimeStep() const = 0;  // s

    // Moves the tank towards angle `target` (rad, counter-clockwise) at no more than `maxRate`
    // (rad/s), and the obstacle towards offset `target` (m) at no more than `maxSpeed` (m/s).
    virtual void setTankAngleTarget(double target, double maxRate) = 0;
    virtual void setObstacleTarget(const Vector2& target, double maxSpeed) = 0;
    virtual double tankAngle() const = 0;        // rad
    virtual Vector2 obstacleOffset() const = 0;  // m

    virtual const std::vector<Vector2>& positions() const = 0;   // m
    virtual const std::vector<Vector2>& velocities() const = 0;  // m/s
    virtual const std::vector<double>& densities() const = 0;    // kg/m³
    virtual const std::vector<double>& pressures() const = 0;    // Pa
    virtual const std::vector<int>& ids() const = 0;             // creation order
    virtual const std::vector<Vector2>& boundaryPositions() const = 0;  // m
    virtual const std::vector<BoundaryBody>& boundaryBodies() const = 0;
    int fluidCount() const { return static_cast<int>(positions().size()); }
    int boundaryCount() const { return static_cast<int>(boundaryPositions().size()); }

    // Index of the fluid particle with creation id `id`, or −1.
    virtual int indexOfId(int id) const = 0;
    // Neighbours of fluid particle i within 2h from the last search: fluid indices (j ≠ i) and
    // boundary indices.
    virtual std::vector<int> fluidNeighbours(int i) const = 0;
    virtual std::vector<int> boundaryNeighbours(int i) const = 0;
    virtual int neighbourCount(int i) const = 0;  // fluid + boundary

    // Shepard-normalised SPH interpolation of the pressure (Pa) at x (m); NaN where no fluid
    // particle is within 2h.
    virtual double interpolatePressure(const Vector2& x) const = 0;
    // Colour function c(x) = Σⱼ (m/ρ₀) W(x − xⱼ) of the fluid (or, with `boundary`, of the
    // boundary particles) on the nodesX × nodesY grid origin + (i, k)·spacing (m), row-major.
    virtual std::vector<double> colourFieldOnGrid(const Vector2& origin, double spacing,
                                                  int nodesX, int nodesY,
                                                  bool boundary = false) const = 0;

    virtual double kineticEnergy() const = 0;  // J per metre of depth
    virtual Vector2 momentum() const = 0;      // kg·m/s per metre of depth
    // False when a position, velocity or density is not finite or the flow runs away.
    virtual bool isFiniteAndBounded() const = 0;
};

} // namespace pl
