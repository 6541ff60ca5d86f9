// SPDX-License-Identifier: GPL-3.0-or-later
// 2D weakly compressible SPH (WCSPH) after Monaghan, with boundary particles for walls and
// obstacles.
//
//   density      summation  ρᵢ = Σⱼ mⱼ Wᵢⱼ + Σ_b ψ_b W_ib                                  (1)
//                continuity dρᵢ/dt = Σⱼ mⱼ vᵢⱼ·∇ᵢWᵢⱼ + Σ_b ψ_b (vᵢ − v_b)·∇ᵢW_ib            (2)
//   pressure     Tait       p = B ((ρ/ρ₀)^γ − 1),  γ = 7,  B = ρ₀c₀²/γ                       (3)
//   momentum     dvᵢ/dt = −Σⱼ mⱼ (pᵢ/ρᵢ² + pⱼ/ρⱼ² + Πᵢⱼ) ∇ᵢWᵢⱼ
//                         −Σ_b ψ_b ((pᵢ⁺ + p_b)/ρᵢ² + Π_ib) ∇ᵢW_ib + g                         (4)
//   viscosity    Πᵢⱼ = (−α c₀ μᵢⱼ + β μᵢⱼ²)/ρ̄ᵢⱼ  if vᵢⱼ·xᵢⱼ < 0, else 0,
//                μᵢⱼ = h vᵢⱼ·xᵢⱼ / (|xᵢⱼ|² + εh²)                                           (5)
//   XSPH         dxᵢ/dt = vᵢ + ε_X Σⱼ (mⱼ/ρ̄ᵢⱼ)(vⱼ − vᵢ) Wᵢⱼ                                   (6)
//   time step    Δt = min( C_cfl h / (c₀ + max |μᵢⱼ|),  C_f min √(h/|aᵢ|) )                (7)
//
// Sources: J. J. Monaghan, "Smoothed particle hydrodynamics", Annu. Rev. Astron. Astrophys. 30
// (1992) 543–574: (1) eq. 2.5, (4) eq. 3.3, (5) eq. 4.1–4.2, (6) eq. 4.3, (7) eq. 10.6–10.7;
// J. J. Monaghan, "Simulating free surface flows with SPH", J. Comput. Phys. 110 (1994) 399–406:
// (3) eq. 3.1 with c₀ ≥ 10 v_max so that |ρ − ρ₀|/ρ₀ ≲ 1 %; Monaghan, "Smoothed particle
// hydrodynamics", Rep. Prog. Phys. 68 (2005) 1703–1759, §3.4 (2) and §10 (leapfrog).
//
// Boundaries follow N. Akinci et al., "Versatile rigid-fluid coupling for incompressible SPH",
// ACM Trans. Graph. 31(4) 62 (2012): boundary particles enter the density sum with a mass
// ψ_b = ρ₀ V_b (eq. 4–6) and push on the fluid with the fluid particle's pressure mirrored
// onto them (the symmetric form of eq. 10 with ρ_b = ρᵢ), plus the weight of the water between
// the two, p_b = (pᵢ⁺ + ρᵢ g·(x_b − xᵢ))⁺ (S. Adami et al., J. Comput. Phys. 231 (2012) 7057,
// eq. 27, with the one fluid particle): a wall holds up water even where pᵢ is clamped to 0,
// as happens with continuity density in stretched flow. Where Akinci use one layer
// with an enlarged volume, we lay three layers on the fluid's own lattice with V_b = Δx², which
// fills the kernel support exactly (as Adami et al. do):
// a fluid particle at rest beside a wall sees the same density as one far inside. Only the
// positive part pᵢ⁺ pushes, so a wall never pulls fluid onto itself; the viscosity (5) with the
// wall's velocity gives the wall its friction.
//
// Integration is leapfrog in kick–drift–kick form, one neighbour search per step:
//   v ← v + ½Δt a;   x ← x + Δt (v + δv_XSPH);   search (and summation density (1));
//   continuity density (2) with v½;   pressure (3);   a, δv_XSPH at the new state;
//   v ← v + ½Δt a.
// The density and force loops gather over each particle's neighbours, so splitting the
// particles between threads changes nothing in the arithmetic: 1 and 2 threads give identical
// bits.
#pragma once

#include <particlelab/sph/CellList.h>
#include <particlelab/sph/CubicSplineKernel2D.h>
#include <particlelab/sph/SphFluid.h>

#include <Eigen/Core>

#include <vector>

namespace pl {

enum class SphDensityMethod { Summation, Continuity };

// Tait's equation of state (3): pressure (Pa) of density rho (kg/m³).
inline double taitPressure(double rho, double restDensity, double stiffnessB)
{
    const double r = rho / restDensity;
    const double r2 = r * r;
    const double r4 = r2 * r2;
    return stiffnessB * (r4 * r2 * r - 1.0);
}

// The density (kg/m³) at which Tait's law (3) gives pressure p (Pa): ρ₀ (1 + p/B)^(1/7).
double taitDensity(double pressure, double restDensity, double stiffnessB);

// Parameters of a WCSPH fluid; every field has its unit.
struct WcsphSettings {
    double restDensity = 1000.0;     // ρ₀, kg/m³
    double spacing = 0.02;           // Δx, m: initial particle spacing (and boundary spacing)
    double smoothingRatio = 1.3;     // h/Δx
    double soundSpeed = 20.0;        // c₀, m/s: choose ≥ 10 × the largest flow speed
    double alpha = 0.1;              // Monaghan viscosity α (linear term)
    double beta = 0.0;               // Monaghan viscosity β (quadratic term)
    double viscosityEpsilon = 0.01;  // ε in μᵢⱼ's denominator εh²
    bool xsph = true;                // XSPH velocity correction (6) on/off
    double xsphEpsilon = 0.5;        // ε_X of (6)
    SphDensityMethod density = SphDensityMethod::Summation;
    bool clampNegativePressure = true; // p = max(p, 0): no tension at the free surface
    double courantFactor = 0.25;     // C_cfl of (7)
    double forceFactor = 0.25;       // C_f of (7)
    double maxTimeStep = 1e-3;       // s: upper bound of the adaptive Δt
    Eigen::Vector2d gravity{0.0, -9.81}; // m/s²
    int threads = 1;                 // threads of the neighbour, density and force loops (≥ 1)
};

// Which condition of (7) set the last time step.
enum class TimeStepLimit { Courant, Force, Maximum };

// Everything a WCSPH step reads from the previous step: saving this and restoring it into a model
// built from the same scene and settings continues the run bit for bit. Arrays are in the
// model's current order (fluid in cell order, boundary in boundary-grid order).
struct WcsphState {
    std::vector<Eigen::Vector2d> positions, velocities, accelerations;  // m, m/s, m/s²
    std::vector<Eigen::Vector2d> xsphVelocities;  // m/s: δv of (6), used by the next drift
    std::vector<double> densities, pressures;      // kg/m³, Pa
    std::vector<double> maxMu;                     // m/s: max |μᵢⱼ| per particle, for (7)
    std::vector<int> ids;
    std::vector<Eigen::Vector2d> boundaryRest, boundaryPositions, boundaryVelocities;  // m, m, m/s
    std::vector<BoundaryBody> boundaryBodies;
    double tankAngle = 0.0, tankTarget = 0.0, tankRate = 0.0;  // rad, rad, rad/s
    Eigen::Vector2d obstacleOffset = Eigen::Vector2d::Zero();  // m
    Eigen::Vector2d obstacleTarget = Eigen::Vector2d::Zero();  // m
    double obstacleSpeed = 0.0;                                // m/s
    bool boundaryMoved = true;
    double time = 0.0, lastTimeStep = 0.0;  // s
    TimeStepLimit lastLimit = TimeStepLimit::Courant;
    long long steps = 0;
};

class WeaklyCompressibleSph final : public SphFluid {
public:
    explicit WeaklyCompressibleSph(const WcsphSettings& settings = {});

    const WcsphSettings& settings() const { return m_settings; }
    double spacing() const override { return m_settings.spacing; }
    double restDensity() const override { return m_settings.restDensity; }
    const CubicSplineKernel2D& kernel() const override { return m_kernel; }
    double particleMass() const override { return m_mass; }      // kg per metre of depth (2D)
    double stiffness() const { return m_stiffnessB; }    // B, Pa
    void setThreads(int threads) override;
    // Changes α, β and XSPH on the fly (applies from the next step).
    void setViscosity(double alpha, double beta);
    void setXsph(bool on);

    // Building the scene, before initialise(): a fluid particle at x (m) with velocity v (m/s)
    // and density rho (kg/m³; the continuity method starts from it, summation recomputes it),
    // and boundary particles of a body, given at their rest place (the body at angle 0 and
    // offset 0).
    void addFluidParticle(const Vector2& x, const Vector2& v, double rho);
    void addBoundaryParticle(const Vector2& x, BoundaryBody body);
    // The tank rotates about this point (m).
    void setTankPivot(const Vector2& pivot) { m_tankPivot = pivot; }
    // First neighbour search, density, pressure and accelerations: call once after building.
    void initialise();
    // The evolving values, and restoring them into a model built from the same scene and settings
    // (the neighbour lists are rebuilt from the restored positions).
    WcsphState state() const;
    void setState(const WcsphState& state);

    // Moves the tank towards angle `target` (rad, counter-clockwise) at no more than
    // `maxRate` (rad/s), and the obstacle towards offset `target` (m) at no more than
    // `maxSpeed` (m/s). The walls' velocities enter the viscosity and continuity terms.
    void setTankAngleTarget(double target, double maxRate) override;
    void setObstacleTarget(const Vector2& target, double maxSpeed) override;
    double tankAngle() const override { return m_tankAngle; }        // rad
    Vector2 obstacleOffset() const override { return m_obstacleOffset; } // m

    // One leapfrog step with the adaptive Δt of (7). Returns Δt (s).
    double step() override;
    double time() const override { return m_time; }  // s
    long long steps() const override { return m_steps; }
    double lastTimeStep() const override { return m_lastDt; } // s
    TimeStepLimit lastLimit() const { return m_lastLimit; }
    // The Courant and force limits of (7) for the current state (s).
    double courantTimeStep() const;
    double forceTimeStep() const;

    // Fluid state, in cell order (it changes at every step: follow a particle by its id()).
    const std::vector<Vector2>& positions() const override { return m_x; }       // m
    const std::vector<Vector2>& velocities() const override { return m_v; }      // m/s
    const std::vector<Vector2>& accelerations() const { return m_a; }   // m/s²
    const std::vector<double>& densities() const override { return m_rho; }      // kg/m³
    const std::vector<double>& pressures() const override { return m_p; }        // Pa
    const std::vector<int>& ids() const override { return m_id; }                // creation order
    const std::vector<Vector2>& boundaryPositions() const override { return m_xb; } // m
    const std::vector<BoundaryBody>& boundaryBodies() const override { return m_body; }
    // Index of the fluid particle with creation id `id`, or −1.
    int indexOfId(int id) const override;
    // Neighbours of fluid particle i from the last search: fluid indices (j ≠ i) and boundary
    // indices, all within 2h.
    std::vector<int> fluidNeighbours(int i) const override;
    std::vector<int> boundaryNeighbours(int i) const override;
    int neighbourCount(int i) const override;  // fluid + boundary

    // Shepard-normalised SPH interpolation Σ (mⱼ/ρⱼ) fⱼ Wⱼ / Σ (mⱼ/ρⱼ) Wⱼ of the pressure (Pa) at
    // x (m) over fluid particles; NaN where no fluid particle is within 2h.
    double interpolatePressure(const Vector2& x) const override;
    // Colour function c(x) = Σⱼ (mⱼ/ρ₀) W(x − xⱼ) of the fluid (≈ 1 inside, 0 outside) on the
    // nodesX × nodesY grid origin + (i, j)·spacing (m), row-major, by scattering each particle
    // onto the nodes within its support. The rest volume m/ρ₀ (not m/ρⱼ) keeps the level ½
    // about Δx/2 outside the outermost particles even where summation makes their ρⱼ small.
    // With `boundary` the same sum over the boundary particles instead: ≈ 1 inside walls.
    std::vector<double> colourFieldOnGrid(const Vector2& origin, double spacing, int nodesX,
                                          int nodesY, bool boundary = false) const override;

    double kineticEnergy() const override;  // J per metre of depth
    Vector2 momentum() const override;      // kg·m/s per metre of depth
    // False when a position, velocity or density is not finite or a speed exceeds 10 c₀.
    bool isFiniteAndBounded() const override;

private:
    // Runs body(begin, end, chunk) over chunkCount(n) contiguous ranges of [0, n), one thread
    // each.
    int chunkCount(int n) const;
    template <class Body>
    void parallelFor(int n, Body&& body) const;
    void searchNeighbours();
    void sortByCell();
    void computeDensityAndPressure(double dt);
    void computeAccelerations();
    void moveBoundaries(double dt);

    WcsphSettings m_settings;
    CubicSplineKernel2D m_kernel;
    double m_mass = 0.0;        // kg/m (fluid and boundary particles alike)
    double m_stiffnessB = 0.0;  // Pa

    // Fluid: hot arrays, permuted into cell order at every step.
    std::vector<Vector2> m_x, m_v, m_a, m_xsph; // m, m/s, m/s², m/s
    std::vector<double> m_rho, m_p;             // kg/m³, Pa
    std::vector<double> m_pressureTerm;         // pᵢ/ρᵢ², m⁵/(kg·s²), from the density stage
    std::vector<double> m_maxMu;                // m/s: max |μᵢⱼ| per particle, for (7)
    std::vector<int> m_id;

    // Boundary particles.
    std::vector<Vector2> m_xb0;  // m: rest positions
    std::vector<Vector2> m_xb;   // m
    std::vector<Vector2> m_vb;   // m/s
    std::vector<BoundaryBody> m_body;
    Vector2 m_tankPivot = Vector2::Zero();            // m
    double m_tankAngle = 0.0, m_tankTarget = 0.0;     // rad
    double m_tankRate = 0.0;                          // rad/s
    Vector2 m_obstacleOffset = Vector2::Zero();       // m
    Vector2 m_obstacleTarget = Vector2::Zero();       // m
    double m_obstacleSpeed = 0.0;                     // m/s
    bool m_boundaryMoved = true;

    // Neighbour lists (CSR), rebuilt every step.
    CellGrid m_fluidGrid, m_boundaryGrid;
    std::vector<int> m_fluidStart, m_fluidNbr, m_boundaryStart, m_boundaryNbr;
    // Per-thread scratch of the search, kept to reuse its memory from step to step.
    std::vector<std::vector<int>> m_fluidChunks, m_boundaryChunks;
    std::vector<int> m_fluidCounts, m_boundaryCounts;

    double m_time = 0.0;   // s
    double m_lastDt = 0.0; // s
    TimeStepLimit m_lastLimit = TimeStepLimit::Courant;
    long long m_steps = 0;
};

} // namespace pl
