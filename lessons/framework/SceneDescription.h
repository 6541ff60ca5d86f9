// SPDX-License-Identifier: GPL-3.0-or-later
// A particle scene as data: what a scene file (JSON, see
// lessons/particle_scene/scene.schema.json and docs/scene-format.md) describes, what the particle-scene
// lesson runs, and what a lesson made of particles gives for "Save as scene" (Lesson::asScene). Plain values in SI units; particle references are
// indices into `particles` (the file may name them by label).
#pragma once

#include "framework/Color.h"
#include "framework/StudentSetup.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <Eigen/Core>

#include <optional>
#include <string>
#include <vector>

namespace pl {

struct SceneParticle {
    std::string label;                                 // shown beside it; how links name it
    Eigen::Vector2d position = Eigen::Vector2d::Zero(); // m
    Eigen::Vector2d velocity = Eigen::Vector2d::Zero(); // m/s
    double mass = 1.0;                                  // kg, > 0
    double radius = 0.05;                               // m, > 0 (walls and contacts)
    bool pinned = false;                                // immovable
    Color color{70, 110, 190};
    bool trail = false;                                 // draw the path it leaves
};

// A damped spring, f = [k (|d| − ℓ₀) + c (Δv·d̂)] d̂ (DampedSprings.h with k_s = k ℓ₀, k_d = c ℓ₀).
struct SceneSpring {
    int a = 0, b = 0;
    double stiffness = 100.0;  // k, N/m
    double damping = 0.0;      // c, N·s/m
    double restLength = 0.0;   // ℓ₀, m (the file may leave it out: the initial distance)
};

// An XPBD distance constraint (DistanceConstraints.h); compliance 0 is a rigid rod.
struct SceneRod {
    int a = 0, b = 0;
    double compliance = 0.0;  // α, m/N
    double restLength = 0.0;  // m
};

// A closed ring of particles filled with an ideal gas (PressureSoftBody.h, Matyka & Ollila 2003):
// pressure P = nRT/A on every edge, A the ring's area; the ring runs counter-clockwise.
struct ScenePressureBody {
    std::vector<int> ring;                // particle indices, counter-clockwise, ≥ 3
    double nRT = 1.0;                     // J
    std::optional<double> referenceArea;  // m², where the gas energy −nRT ln(A/A_ref) is 0;
                                          // none: the ring's area at the start
};

struct SceneWall {
    enum class Kind { Plane, Box };
    Kind kind = Kind::Plane;
    Eigen::Vector2d point = Eigen::Vector2d::Zero();  // plane: a point on it (m)
    Eigen::Vector2d normal = Eigen::Vector2d::UnitY(); // plane: towards the free side
    Eigen::Vector2d min = Eigen::Vector2d::Zero();    // box: the free inside [min, max] (m)
    Eigen::Vector2d max = Eigen::Vector2d::Ones();
    double restitution = 0.5;  // r in [0, 1]
    double friction = 0.0;     // μ ≥ 0
};

// A quantity a chart plots against time or a measurement reports.
struct SceneQuantity {
    enum class Kind {
        Energies,         // chart: kinetic, potential, total
        Energy,           // total energy (J)
        KineticEnergy,    // J
        PotentialEnergy,  // J
        EnergyDrift,      // (E − E₀)/|E₀|
        Momentum,         // total momentum (kg·m/s): chart both components, measurement |p|
        AngularMomentum,  // about the centre of mass (kg·m²/s)
        X, Y, Speed,      // of `a` (m, m, m/s)
        Distance,         // between `a` and `b` (m)
    };
    Kind kind = Kind::Energies;
    int a = -1;
    int b = -1;
    bool operator==(const SceneQuantity&) const = default;
};

struct SceneDescription {
    std::string title = "Particle scene";
    std::string description;  // Markdown shown as the lesson's text

    std::vector<SceneParticle> particles;
    std::vector<SceneSpring> springs;
    std::vector<SceneRod> rods;
    std::vector<ScenePressureBody> pressureBodies;
    std::vector<SceneWall> walls;

    Eigen::Vector2d gravity{0.0, -9.81};  // m/s²
    double drag = 0.0;                    // N·s/m on every particle
    std::optional<double> collisionRestitution;  // contacts between particles, when set
    struct MutualGravity {
        double constant = 6.674e-11;  // G, N·m²/kg²
        double softening = 0.0;       // ε, m
    };
    std::optional<MutualGravity> mutualGravity;

    Method integrator = Method::SymplecticEuler;
    double dt = 1e-3;    // s, one step
    int substeps = 1;    // per step
    int iterations = 1;  // constraint sweeps per substep

    std::vector<SceneQuantity> charts;
    std::vector<SceneQuantity> measurements;
    // The world rectangle the view shows (m); empty: fitted to the particles.
    std::optional<std::pair<Eigen::Vector2d, Eigen::Vector2d>> view;

    std::optional<StudentSetup> student;
};

} // namespace pl
