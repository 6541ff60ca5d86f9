// SPDX-License-Identifier: GPL-3.0-or-later
// 2D divergence-free SPH (DFSPH) after Bender & Koschier: incompressible water whose time step
// is set by the flow speed, not by an artificial speed of sound.
//
// Weakly compressible SPH must resolve its sound waves, Δt ≲ 0.25 h/c₀ with c₀ ≥ 10 v_max.
// DFSPH instead solves for the pressure that keeps the density at ρ₀, iteratively, and takes
// the CFL step of the flow, Δt = λ h / v_max: roughly c₀/v_max ≈ 10–40 times longer steps, each
// paying a few solver iterations over the stored neighbour pairs.
//
// The fluid (sums over fluid neighbours j and boundary particles b, ψ_b = ρ₀ V_b = m):
//   density       ρᵢ = m W(0) + Σⱼ m Wᵢⱼ + Σ_b ψ_b W_ib, with m = ρ₀ / Σ_lattice W: a particle
//                 whose neighbours, fluid and wall, sit on the square lattice of spacing Δx
//                 has ρᵢ = ρ₀ exactly (the walls are on the fluid's lattice, ψ_b = m)
//   density rate  Dρᵢ/Dt = Σⱼ m (vᵢ − vⱼ)·∇ᵢWᵢⱼ + Σ_b ψ_b (vᵢ − v_b)·∇ᵢW_ib        [BK17 eq. 9]
//   pressure      p = κ ρ, acting as  aᵢᵖ = −Σⱼ m (κᵢ/ρᵢ + κⱼ/ρⱼ) ∇ᵢWᵢⱼ − Σ_b ψ_b (2κᵢ/ρᵢ) ∇ᵢW_ib
//                 (symmetric between fluid particles; towards a wall the pressure is mirrored,
//                 p_b = pᵢ and ρ_b = ρᵢ, so the wall pushes back as a fluid neighbour at the same
//                 pressure would: Band, Gissler & Teschner 2018, "pressure mirroring". With
//                 Akinci's one-sided κᵢ/ρᵢ the thin tip of the dam-break surge sank 0.25 Δx past
//                 the floor's face, mirrored 0.2 Δx: the tip is short of neighbours, so its
//                 density reaches ρ₀ only close to the wall.)
//   factor        αᵢ = ρᵢ / ( (Σⱼ m∇ᵢWᵢⱼ + Σ_b ψ_b∇ᵢW_ib)·(Σⱼ m∇ᵢWᵢⱼ + 2Σ_b ψ_b∇ᵢW_ib)
//                           + Σⱼ |m∇ᵢWᵢⱼ|² )                                    [BK17 eq. 11]
//                 (the diagonal of the pressure system with the mirrored wall term)
//   stiffness     κᵢ ← max(κᵢ + ω (ρ*ᵢ − ρ₀) αᵢ / Δt², 0)   (constant-density solver)
//                 κᵢᵛ ← max(κᵢᵛ + ω (Dρᵢ/Dt) αᵢ / Δt, 0)     (divergence-free solver)    [BK17 eq. 11]
// αᵢ is the inverse of the diagonal of the pressure system: one Jacobi update per iteration,
// both solvers reusing the same αᵢ and the same stored pairs ∇ᵢWᵢⱼ.
//
// Why p = κρ is the pressure (BK15 §3, BK17 §3.2). DFSPH treats the pressure of particle i as
// an equation of state pᵢ = κᵢ ρᵢ with a stiffness κᵢ found by the solver, so ∇pᵢ = κᵢ ∇ρᵢ and
// the force i feels from its own pressure is Fᵢ = −(mᵢ/ρᵢ) κᵢ Σⱼ m∇ᵢWᵢⱼ, with the reaction
// Fⱼ = +(mᵢ/ρᵢ) κᵢ m∇ᵢWᵢⱼ on each neighbour. Summed over all pressures, i feels
// aᵢᵖ = −Σⱼ m (κᵢ/ρᵢ + κⱼ/ρⱼ) ∇ᵢWᵢⱼ, and SPH's symmetric pressure gradient is
// aᵢᵖ = −Σⱼ m (pᵢ/ρᵢ² + pⱼ/ρⱼ²) ∇ᵢWᵢⱼ: the two are the same when κᵢ/ρᵢ = pᵢ/ρᵢ², pᵢ = κᵢ ρᵢ.
// κ (m²/s²) does not depend on Δt: each iteration applies Δv = Δt aᵖ(κ's change), so the
// κ a solver ends a step with is the pressure over density that acted during the whole step,
// and both solvers act in every step: pᵢ = ρᵢ (κᵢ + κᵢᵛ), the pressures() a probe reads.
//
// The iteration is a projected, relaxed Jacobi (the pressure of a fluid with a free surface is
// never negative: a particle whose predicted density is below ρ₀ takes back pressure until it
// has none, and is then free; ω = ½ as in IISPH, Ihmsen et al. 2014). Two earlier choices,
// measured on the hydrostatic tank (5 000 particles, 1 m deep, η = 0.1 %):
//  * BK17 as SPlisHSPlasH writes it adds only (·)⁺ with ω = 1 and lets the warm start's ½ take
//    pressure back. Inside a resting column the warm start then removes half of the pressure in
//    every step, while the compression that would build it back arises only at the floor: the
//    solver met its mean tolerance with the upper water half held, the column sagged and was
//    caught again, and the pressure at mid-depth swung between 22 and 26 500 Pa around its
//    ρ₀g·depth of 4 900 Pa (time average 4 690 Pa), mean density error 0.16 %.
//  * The projected update with ω = 1 diverges within a few steps (Jacobi does when the
//    spectrum of the system scaled by its diagonal reaches past 2, as SPH's wide stencils do).
// The constant-density solver accelerates its Jacobi updates with Chebyshev's weights
// (linear/ChebyshevWeights.h): κᵏ⁺¹ = max(κᵏ⁻¹ + wₖ₊₁ (κ̂ᵏ⁺¹ − κᵏ⁻¹), 0), κ̂ᵏ⁺¹ the Jacobi update
// of κᵏ, w from an assumed spectral radius ρ = 0.7. The warm start's ½ leaves half of the
// deep water's smooth pressure to rebuild in every step, and Jacobi rebuilds the smoothest
// part slowest. The tolerance bounds the density, not the pressure, and the faster the
// rebuild the further the pressure may overshoot. Measured, iterations a step, and the worst
// mid-depth probe over the last second of the hydrostatic tank at the defaults:
//   ρ = 0 (plain Jacobi): 37.9, 3.3 %;  0.7: 27.1, 4.0 %;  0.8: 23, 4.4 %;  0.85: 21, 5.3 %;
//   0.9: 18, 6.1 %;  0.97: 10, 7.2 % (the test allows 5 %).
// The dam break of 2·10⁴ particles (0 → 2 s) takes 14 428 density iterations at ρ = 0.7 instead
// of 19 222 (in 4 199 and 4 206 steps). The weighting is part of each particle's update, so it
// costs no pass of its own. The divergence solver mostly stops after its one iteration and is
// not accelerated.
// The error a solver stops on is the mean residual over the particles under pressure (κ > 0
// before or after the update): (ρ* − ρ₀)/ρ₀, or Dρ/Dt Δt/ρ₀, where positive, and the part of a
// deficit the pressure could still take back. A particle at a free surface with a density
// deficit and no pressure has met its constraint and is not counted (counted, it lets the
// rest of the water stay above η: the tank's mean deeper than 2h was 0.1027 % at η = 0.1 %
// counted over all particles, 0.1017 % over those under pressure; the deepest rows keep more
// than the mean).
//
// The step (BK17 Algorithm 1):
//   1. non-pressure forces: gravity and the viscosity vᵢ += Δt (2ν/M₂) Σⱼ (m/ρ̄ᵢⱼ)(vⱼ − vᵢ)Wᵢⱼ
//      (XSPH's smoothing sum scaled to Δt ν∇²v, M₂ = Σⱼ VⱼWᵢⱼxᵢⱼ² on the lattice; the walls
//      enter at their own velocities: friction)
//   2. Δt = clamp(min(λ h / max|vᵢ|, M₂/(2ν)), Δt_min, Δt_max)          (CFL, viscous limit)
//   3. predict v* = v + Δt g (+ viscosity)
//   4. constant-density solver (BK17 Algorithm 3): ρ*ᵢ = ρᵢ + Δt Dρᵢ/Dt(v*); iterate until the
//      mean residual |ρ* − ρ₀|/ρ₀ under pressure ≤ η (and at least twice), v* −= Δt aᵖ(Δκ),
//      Δκ the Chebyshev-weighted change
//   5. xᵢ += Δt v*ᵢ; walls move
//   6. neighbour pairs, ρᵢ and αᵢ at the new positions
//   7. divergence-free solver (BK17 Algorithm 2): iterate until the mean residual
//      |Dρ/Dt|Δt/ρ₀ under pressure ≤ ηᵥ (and at least once), each iteration v −= Δt aᵖ(Δκᵛ)
// The pressure never pulls (κ ≥ 0): a free surface may expand, the water is never pulled
// together. Warm start (BK17): each solver begins with half the κ it ended the previous step
// with, which is why it usually needs few iterations. (The whole κ diverged: what the
// tolerance leaves unsolved then stays in κ from step to step, and the slow, smooth part of
// it grows.)
//
// Sources: J. Bender and D. Koschier, "Divergence-free smoothed particle hydrodynamics",
// Proc. ACM SIGGRAPH/Eurographics SCA (2015) 147–155 [BK15]; "Divergence-free SPH for
// incompressible and viscous fluids", IEEE TVCG 23(3) (2017) 1193–1206 [BK17]; N. Akinci et
// al., ACM Trans. Graph. 31(4) 62 (2012) (boundary particles); M. Ihmsen et al., "Implicit
// incompressible SPH", IEEE TVCG 20(3) (2014) 426–435 (relaxed Jacobi, ω = ½); S. Band, C. Gissler and
// M. Teschner, "Pressure boundaries for implicit incompressible SPH", ACM Trans. Graph. 37(2)
// 14 (2018) (pressure mirroring at walls); B. Schechter and R. Bridson,
// "Ghost SPH", ACM Trans. Graph. 31(4) 75 (2012) (XSPH as viscosity); J. J. Monaghan,
// "Smoothed particle hydrodynamics", Rep. Prog. Phys. 68 (2005) 1703–1759 (ν = αhc/8 in 2D).
#pragma once

#include <particlelab/sph/CellList.h>
#include <particlelab/sph/CubicSplineKernel2D.h>
#include <particlelab/sph/NeighbourPairs.h>
#include <particlelab/sph/SphFluid.h>
#include <particlelab/sph/ThreadTeam.h>

#include <Eigen/Core>

#include <algorithm>
#include <limits>
#include <vector>

namespace pl {

// Parameters of a DFSPH fluid; every field has its unit.
struct DfsphSettings {
    double restDensity = 1000.0;        // ρ₀, kg/m³
    double spacing = 0.02;              // Δx, m: initial particle spacing (and boundary spacing)
    double smoothingRatio = 1.3;        // h/Δx
    double densityTolerance = 1e-3;     // η: mean |ρ* − ρ₀|/ρ₀ under pressure the density solver reaches (0.1 %)
    double divergenceTolerance = 1e-3;  // ηᵥ: mean |Dρ/Dt| Δt/ρ₀ under pressure the divergence solver reaches (0.1 %)
    int minDensityIterations = 2;       // BK17 Algorithm 3 iterates at least twice
    int maxDensityIterations = 500;     // a bound only: η = 0.01 % takes about 100 in a deep tank
    int minDivergenceIterations = 1;
    int maxDivergenceIterations = 100;
    // Both solvers also stop when their residual has grown to this many times its lowest value
    // in the step: the relaxed Jacobi iteration is then diverging. A dam break of 10⁴ particles
    // blew up at t = 0.48 s after 500 iterations whose residual fell to 1.13 η in 40 and then
    // rose (3 times that after 300). Converging solves wander less: the deep hydrostatic tank at
    // the lesson's defaults rises to at most 1.6 times its lowest before reaching η.
    double divergingGrowth = 2.0;
    bool warmStart = true;              // start each solver from ½ of the last step's κ
    double relaxation = 0.5;            // ω of the projected Jacobi update (IISPH's ½)
    // ρ of the Chebyshev acceleration of the constant-density solver (0: plain Jacobi): the
    // spectral radius assumed for its iteration; larger is faster and leaves more pressure error
    // within the tolerance (see the header)
    double chebyshevRadius = 0.7;
    double cflNumber = 0.4;             // λ of Δt = λ h / v_max
    double minTimeStep = 1e-5;          // s
    double maxTimeStep = 5e-3;          // s
    double viscosity = 0.0;             // ν, m²/s: kinematic viscosity, walls included (0 = inviscid)
    Eigen::Vector2d gravity{0.0, -9.81};  // m/s²
    int threads = 1;                    // threads of every pass (≥ 1); results do not depend on it
};

// Everything a DFSPH step reads from the previous step: saving this (with the settings and the
// scene) and restoring it continues the run bit for bit. Fluid arrays are in cell order.
struct DfsphState {
    std::vector<Eigen::Vector2d> positions;   // m
    std::vector<Eigen::Vector2d> velocities;  // m/s
    std::vector<int> ids;                     // creation order of each particle
    std::vector<double> densityKappa;         // κᵢ of the constant-density solver, m²/s² (≥ 0)
    std::vector<double> divergenceKappa;      // κᵢᵛ of the divergence solver, m²/s² (≥ 0)
    double time = 0.0;                        // s
    double lastTimeStep = 0.0;                // s
    long long steps = 0;
    int densityIterations = 0;                // of the last step
    int divergenceIterations = 0;             // of the last step
    double densityError = 0.0;                // last mean residual |ρ* − ρ₀|/ρ₀ under pressure
    double divergenceError = 0.0;             // last mean residual |Dρ/Dt| Δt/ρ₀ under pressure
    double tankAngle = 0.0, tankTarget = 0.0; // rad
    double tankRate = 0.0;                    // rad/s
    Eigen::Vector2d obstacleOffset = Eigen::Vector2d::Zero();  // m
    Eigen::Vector2d obstacleTarget = Eigen::Vector2d::Zero();  // m
    double obstacleSpeed = 0.0;               // m/s
    double tankAngularVelocity = 0.0;         // rad/s, over the last step
    Eigen::Vector2d obstacleVelocity = Eigen::Vector2d::Zero();  // m/s, over the last step
};

// What one solver iteration leaves to solve: the summed residual over the particles under
// pressure (kg/m³ for the density solver, kg/(m³·s) for the divergence solver), and how many.
struct DfsphResidual {
    double sum = 0.0;
    int count = 0;
};

// When an iterative solver is diverging: its residual has grown to `growth` times the lowest
// it reached.
class DivergenceWatch {
public:
    explicit DivergenceWatch(double growth) : m_growth(growth) {}
    // Takes the residual of one iteration; true when the solver is diverging.
    bool diverging(double residual)
    {
        m_lowest = std::min(m_lowest, residual);
        return residual > m_growth * m_lowest;
    }

private:
    double m_growth;
    double m_lowest = std::numeric_limits<double>::infinity();
};

class DivergenceFreeSph final : public SphFluid {
public:
    explicit DivergenceFreeSph(const DfsphSettings& settings = {});

    const DfsphSettings& settings() const { return m_settings; }
    double spacing() const override { return m_settings.spacing; }
    double restDensity() const override { return m_settings.restDensity; }
    const CubicSplineKernel2D& kernel() const override { return m_kernel; }
    double particleMass() const override { return m_mass; }
    void setThreads(int threads) override;
    void setViscosity(double nu) { m_settings.viscosity = nu; }

    // Building the scene, before initialise(): fluid particles (with a pressure in Pa that
    // warm-starts the first step: water at rest starts from its hydrostatic pressure), and
    // boundary particles of a body at their rest place (the tank at angle 0, the obstacle at
    // offset 0).
    void addFluidParticle(const Vector2& x, const Vector2& v, double pressure = 0.0);
    void addBoundaryParticle(const Vector2& x, BoundaryBody body);
    void setTankPivot(const Vector2& pivot) { m_tankPivot = pivot; }
    // First neighbour search, densities and factors αᵢ: call once after building.
    void initialise();

    // The evolving values, and restoring them into a model built from the same scene and
    // settings (derived values — pairs, ρ, α, walls — are rebuilt).
    const DfsphState& state() const { return m_state; }
    void setState(const DfsphState& state);

    void setTankAngleTarget(double target, double maxRate) override;
    void setObstacleTarget(const Vector2& target, double maxSpeed) override;
    double tankAngle() const override { return m_state.tankAngle; }
    Vector2 obstacleOffset() const override { return m_state.obstacleOffset; }

    double step() override;
    double time() const override { return m_state.time; }
    long long steps() const override { return m_state.steps; }
    double lastTimeStep() const override { return m_state.lastTimeStep; }
    // The CFL step λ h / max|vᵢ| for the current velocities, before the bounds (s).
    double cflTimeStep() const;
    // The longest step the viscosity allows, M₂/(4ν) (s; infinite when inviscid).
    double viscousTimeStep() const;
    int lastDensityIterations() const { return m_state.densityIterations; }
    int lastDivergenceIterations() const { return m_state.divergenceIterations; }
    // The solvers' last errors: mean residual under pressure, |ρ* − ρ₀|/ρ₀ and |Dρ/Dt|Δt/ρ₀.
    double lastDensityError() const { return m_state.densityError; }
    double lastDivergenceError() const { return m_state.divergenceError; }
    // Mean (Dρᵢ/Dt)⁺ Δt/ρ₀ of the current velocities over the current pairs, with the last Δt:
    // what the divergence solver drove below its tolerance.
    double divergenceError() const;

    const std::vector<Vector2>& positions() const override { return m_state.positions; }
    const std::vector<Vector2>& velocities() const override { return m_state.velocities; }
    const std::vector<double>& densities() const override { return m_rho; }
    const std::vector<double>& pressures() const override { return m_p; }
    const std::vector<int>& ids() const override { return m_state.ids; }
    const std::vector<Vector2>& boundaryPositions() const override { return m_xb; }
    const std::vector<BoundaryBody>& boundaryBodies() const override { return m_body; }
    const std::vector<double>& factors() const { return m_alpha; }  // αᵢ, m⁵/kg
    const NeighbourPairs& pairs() const { return m_pairs; }

    int indexOfId(int id) const override;
    std::vector<int> fluidNeighbours(int i) const override;
    std::vector<int> boundaryNeighbours(int i) const override;
    int neighbourCount(int i) const override;
    double interpolatePressure(const Vector2& x) const override;
    std::vector<double> colourFieldOnGrid(const Vector2& origin, double spacing, int nodesX,
                                          int nodesY, bool boundary = false) const override;
    double kineticEnergy() const override;
    Vector2 momentum() const override;
    bool isFiniteAndBounded() const override;

    // Wall time of the last step's stages (s): neighbour search with ρ and α, the
    // constant-density solver, the divergence solver, and the rest (forces, Δt, drift).
    struct StageTimes {
        double search = 0.0, densitySolver = 0.0, divergenceSolver = 0.0, rest = 0.0;
    };
    const StageTimes& lastStageTimes() const { return m_times; }

private:
    // Stages of step(), in order.
    void applyNonPressureForces(double dt);
    double chooseTimeStep() const;
    void solveConstantDensity(double dt);
    void drift(double dt);
    void moveBoundaries(double dt);
    void updateNeighbourhoods();
    void solveDivergenceFree(double dt);

    // Helpers of the solvers.
    void computeDensitiesAndFactors();
    // Applies the pressure of κ given as κ/ρ (m_kappaOverRho).
    void applyPressure(const std::vector<double>& kappaOverRho, double dt);
    // A solver's first guess: half the previous step's κ, applied (warm start), or zero.
    void startSolver(std::vector<double>& kappa, double dt);
    double densityRate(std::size_t i) const;
    template <class Body>
    DfsphResidual sumOverBlocks(Body&& body);

    DfsphSettings m_settings;
    CubicSplineKernel2D m_kernel;
    double m_mass = 0.0;  // kg/m, fluid and boundary particles alike
    double m_secondMoment = 0.0;  // M₂ = Σⱼ Vⱼ Wᵢⱼ xᵢⱼ² on the lattice, m²
    // Mutable: the const queries that scan every particle (the colour field of the scene and of
    // the diagnostics) use it too; like the rest of the model, one thread at a time calls it.
    mutable ThreadTeam m_team;
    DfsphState m_state;

    // Derived from the state (rebuilt by setState): walls, pairs, densities, factors, pressures.
    std::vector<Vector2> m_xb0, m_xb, m_vb;  // m, m, m/s: boundary rest and current places
    std::vector<BoundaryBody> m_body;
    Vector2 m_tankPivot = Vector2::Zero();   // m
    CellGrid m_fluidGrid, m_boundaryGrid;
    std::vector<int> m_boundaryOrder;        // boundary grid order of the boundary arrays
    bool m_boundaryReady = false;            // m_xb, m_vb and the boundary grid are current
    int m_sparseNeighbours = 0;  // fewer neighbours than this: left out of the divergence solve
    std::vector<Vector2> m_xbSorted, m_vbSorted;
    NeighbourPairs m_pairs;
    std::vector<double> m_rho;    // kg/m³
    std::vector<double> m_alpha;  // αᵢ, m⁵/kg
    std::vector<double> m_p;      // Pa, ρᵢ (κᵢ + κᵢᵛ)
    // Scratch of the solvers.
    std::vector<double> m_kappaBefore; // κ of the iteration before, for the Chebyshev step, m²/s²
    // What the next pressure pass applies, over ρᵢ: the warm start's half κ, then each
    // iteration's change of κ, formed in the pass that computes it (m⁵/(kg·s²)).
    std::vector<double> m_kappaOverRho;
    std::vector<DfsphResidual> m_blockSums;
    std::vector<Vector2> m_velocityScratch;
    struct {
        std::vector<Vector2> positions, velocities;
        std::vector<double> densityKappa, divergenceKappa;
        std::vector<int> ids;
    } m_sortScratch;  // of the sort into cell order, kept to reuse its memory
    StageTimes m_times;
};

} // namespace pl
