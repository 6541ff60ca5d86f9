// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/sph/SphTankScenes.h>

#include <cmath>
#include <vector>

namespace pl {

namespace {

// Walls (and the obstacle) of boundary particles, the same for both solvers.
template <class Model>
void addTankBoundaries(Model& model, const SphTankSpec& spec, double dx)
{
    // Walls: lattice sites (i + ½, j + ½)Δx outside the inner box, three layers thick.
    for (int j = -sphWallLayers; j < spec.wallRows; ++j)
        for (int i = -sphWallLayers; i < spec.tankColumns + sphWallLayers; ++i)
            if (i < 0 || i >= spec.tankColumns || j < 0)
                model.addBoundaryParticle(Eigen::Vector2d((i + 0.5) * dx, (j + 0.5) * dx),
                                          BoundaryBody::Tank);
    model.setTankPivot(Eigen::Vector2d(0.5 * spec.tankColumns * dx, 0.0));

    // Obstacle: a ring of lattice sites three layers thick.
    if (spec.obstacle) {
        const double r = spec.obstacleRadius;
        const int reach = static_cast<int>(std::ceil(r / dx)) + 1;
        const Eigen::Vector2d c = spec.obstacleCentre;
        for (int j = -reach; j <= reach; ++j)
            for (int i = -reach; i <= reach; ++i) {
                const Eigen::Vector2d offset(i * dx, j * dx);
                const double d = offset.norm();
                if (d <= r && d > r - sphWallLayers * dx)
                    model.addBoundaryParticle(c + offset, BoundaryBody::Obstacle);
            }
    }
}

bool insideObstacle(const SphTankSpec& spec, const Eigen::Vector2d& x, double dx)
{
    return spec.obstacle && (x - spec.obstacleCentre).norm() < spec.obstacleRadius + 0.5 * dx;
}

} // namespace

WeaklyCompressibleSph buildSphTank(const WcsphSettings& settings, const SphTankSpec& spec)
{
    WeaklyCompressibleSph model(settings);
    const double dx = settings.spacing;
    const double rho0 = settings.restDensity;
    const double g = settings.gravity.norm();
    addTankBoundaries(model, spec, dx);

    // Water rows from the bottom, each compressed to its hydrostatic density.
    const double height = spec.waterRows * dx;  // m, the uncompressed height
    const double b = model.stiffness();
    double y = 0.0;
    double previousSpacing = 0.0;
    for (int row = 0; row < spec.waterRows; ++row) {
        const double depth = height - (row + 0.5) * dx;
        const double rho = taitDensity(rho0 * g * depth, rho0, b);
        const double rowSpacing = dx * rho0 / rho;
        y += row == 0 ? 0.5 * rowSpacing : 0.5 * (previousSpacing + rowSpacing);
        previousSpacing = rowSpacing;
        for (int column = 0; column < spec.waterColumns; ++column) {
            const Eigen::Vector2d x((column + 0.5) * dx, y);
            if (insideObstacle(spec, x, dx))
                continue;
            model.addFluidParticle(x, Eigen::Vector2d::Zero(), rho);
        }
    }
    model.initialise();
    return model;
}

DivergenceFreeSph buildDfsphTank(const DfsphSettings& settings, const SphTankSpec& spec)
{
    DivergenceFreeSph model(settings);
    const double dx = settings.spacing;
    addTankBoundaries(model, spec, dx);
    // Water held between the walls starts from its hydrostatic pressure (a warm start of the
    // first step). A column that stands free on one side (the dam break) starts from none: the
    // solver finds its pressure. Its free face has no pressure once the gate is gone, and the
    // hydrostatic κ given there was a one-sided push the solver, which only removes
    // compression, never took back: 0.67 m/s in the first step at the foot of the face.
    const bool held = spec.waterColumns >= spec.tankColumns;
    const double weight = held ? settings.restDensity * settings.gravity.norm() : 0.0;  // ρ₀g, Pa/m
    for (int row = 0; row < spec.waterRows; ++row)
        for (int column = 0; column < spec.waterColumns; ++column) {
            const Eigen::Vector2d x((column + 0.5) * dx, (row + 0.5) * dx);
            if (!insideObstacle(spec, x, dx))
                model.addFluidParticle(x, Eigen::Vector2d::Zero(),
                                       weight * (spec.waterRows - row - 0.5) * dx);
        }
    model.initialise();
    return model;
}

} // namespace pl
