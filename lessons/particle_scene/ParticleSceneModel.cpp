// SPDX-License-Identifier: GPL-3.0-or-later
#include "particle_scene/ParticleSceneModel.h"

#include "framework/StateChecks.h"

#include <cmath>

#include <particlelab/constraints/DiskContacts.h>
#include <particlelab/constraints/DistanceConstraints.h>
#include <particlelab/constraints/Walls.h>
#include <particlelab/forces/DampedSprings.h>
#include <particlelab/forces/MutualGravitation.h>
#include <particlelab/forces/PressureSoftBody.h>
#include <particlelab/forces/UniformForces.h>

#include <limits>
#include <map>

namespace pl {

namespace {

constexpr std::size_t trailLength = 600;  // points kept per trail

// Swaps the state's arrays into the system for the duration of a scope.
class Borrow {
public:
    Borrow(ParticleSystem& system, ParticleSceneModel::State& state)
        : m_system(system), m_state(state)
    {
        m_system.positions().swap(m_state.positions);
        m_system.velocities().swap(m_state.velocities);
    }
    ~Borrow()
    {
        m_system.positions().swap(m_state.positions);
        m_system.velocities().swap(m_state.velocities);
    }
    Borrow(const Borrow&) = delete;
    Borrow& operator=(const Borrow&) = delete;

private:
    ParticleSystem& m_system;
    ParticleSceneModel::State& m_state;
};

} // namespace

void ParticleSceneModel::reset(const SceneDescription& scene, const SceneSettings& settings)
{
    m_scene = scene;
    m_settings = settings;
    m_state = State{};
    const auto n = static_cast<Eigen::Index>(scene.particles.size());
    m_state.positions.resize(2 * n);
    m_state.velocities.resize(2 * n);
    for (Eigen::Index i = 0; i < n; ++i) {
        const SceneParticle& p = scene.particles[static_cast<std::size_t>(i)];
        m_state.positions.segment<2>(2 * i) = p.position;
        m_state.velocities.segment<2>(2 * i) = p.pinned ? Eigen::Vector2d::Zero() : p.velocity;
    }
    m_state.trails.resize(scene.particles.size());
    build();
    m_state.initialEnergy = energy();
    m_initialEnergyAtReset = m_state.initialEnergy;
}

void ParticleSceneModel::applySettings(const SceneSettings& settings)
{
    m_settings = settings;
    build();
}

double ParticleSceneModel::massOf(int i) const
{
    const SceneParticle& p = m_scene.particles[static_cast<std::size_t>(i)];
    return p.pinned ? std::numeric_limits<double>::infinity() : p.mass;
}

void ParticleSceneModel::build()
{
    ParticleSystem system;
    const int n = static_cast<int>(m_scene.particles.size());
    for (int i = 0; i < n; ++i)
        system.addParticle(Eigen::Vector2d::Zero(), Eigen::Vector2d::Zero(), massOf(i));

    const Eigen::Vector2d g = m_settings.gravityScale * m_scene.gravity;
    if (!g.isZero())
        system.add(std::make_unique<Gravity>(g));
    if (m_settings.drag > 0.0)
        system.add(std::make_unique<LinearDrag>(m_settings.drag));
    if (m_scene.mutualGravity) {
        std::vector<double> masses;
        for (const SceneParticle& p : m_scene.particles)
            masses.push_back(p.mass);
        system.add(std::make_unique<MutualGravitation>(
            std::move(masses), m_scene.mutualGravity->constant, m_scene.mutualGravity->softening));
    }
    // Springs grouped by their (k_s, k_d) = (k ℓ₀, c ℓ₀), one DampedSprings per group.
    std::map<std::pair<double, double>, std::vector<Link>> springGroups;
    for (const SceneSpring& s : m_scene.springs)
        springGroups[{s.stiffness * s.restLength, s.damping * s.restLength}].push_back(
            {s.a, s.b, s.restLength});
    for (auto& [constants, links] : springGroups)
        system.add(std::make_unique<DampedSprings>(std::move(links), constants.first,
                                                   constants.second));
    for (const ScenePressureBody& body : m_scene.pressureBodies) {
        double twiceArea = 0.0;  // of the ring at the start (shoelace formula)
        for (std::size_t k = 0; k < body.ring.size(); ++k) {
            const auto& a = m_scene.particles[static_cast<std::size_t>(body.ring[k])].position;
            const auto& b = m_scene.particles[static_cast<std::size_t>(
                body.ring[(k + 1) % body.ring.size()])].position;
            twiceArea += a.x() * b.y() - b.x() * a.y();
        }
        system.add(std::make_unique<PressureSoftBody>(body.ring, body.nRT,
                                                      body.referenceArea.value_or(0.5 * twiceArea)));
    }

    for (const SceneWall& w : m_scene.walls) {
        auto walls = std::make_unique<Walls>(0.0, w.restitution, w.friction);
        for (int i = 0; i < n; ++i)
            walls->setRadius(i, m_scene.particles[static_cast<std::size_t>(i)].radius);
        if (w.kind == SceneWall::Kind::Plane)
            walls->addHalfPlane(w.point, w.normal);
        else
            walls->addBox(w.min, w.max);
        system.add(std::move(walls));
    }
    std::map<double, std::vector<Link>> rodGroups;
    for (const SceneRod& r : m_scene.rods)
        rodGroups[r.compliance].push_back({r.a, r.b, r.restLength});
    for (auto& [compliance, links] : rodGroups)
        system.add(std::make_unique<DistanceConstraints>(std::move(links), compliance));
    if (m_scene.collisionRestitution) {
        std::vector<double> radii;
        for (const SceneParticle& p : m_scene.particles)
            radii.push_back(p.radius);
        auto contacts = std::make_unique<DiskContacts>(std::move(radii), m_settings.restitution);
        for (const SceneSpring& s : m_scene.springs)
            contacts->exclude(s.a, s.b);
        for (const SceneRod& r : m_scene.rods)
            contacts->exclude(r.a, r.b);
        system.add(std::move(contacts));
    }
    system.setMethod(m_settings.integrator);
    system.setSubsteps(m_settings.substeps);
    system.setIterations(m_settings.iterations);
    system.setMonitor(m_monitor);
    m_system = std::move(system);
}

void ParticleSceneModel::setStepMonitor(StepMonitor* monitor)
{
    m_monitor = monitor;
    m_system.setMonitor(monitor);
}

void ParticleSceneModel::step()
{
    if (m_state.divergedAt)
        return;
    {
        Borrow borrow(m_system, m_state);
        if (m_state.grabbed >= 0) {
            m_system.setInverseMass(m_state.grabbed, 0.0);
            m_system.setPosition(m_state.grabbed, m_state.grabTarget);
            m_system.setVelocity(m_state.grabbed, Eigen::Vector2d::Zero());
        }
        m_system.step(m_settings.dt);
        if (m_system.stopRequested())
            return;  // left unfinished: the run that asked shows and saves nothing
        if (m_state.grabbed >= 0)
            m_system.setInverseMass(m_state.grabbed, 1.0 / massOf(m_state.grabbed));
        if (!m_system.isFiniteAndBounded(divergenceBound))
            m_state.divergedAt = m_state.time + m_settings.dt;
    }
    m_state.time += m_settings.dt;
    ++m_state.steps;
    for (std::size_t i = 0; i < m_state.trails.size(); ++i) {
        if (!m_scene.particles[i].trail)
            continue;
        auto& trail = m_state.trails[i];
        trail.push_back(position(static_cast<int>(i)));
        if (trail.size() > trailLength)
            trail.erase(trail.begin(), trail.begin() + static_cast<long>(trail.size() / 2));
    }
}

void ParticleSceneModel::grab(int i, const Eigen::Vector2d& target)
{
    m_state.grabbed = i;
    m_state.grabTarget = target;
    m_state.positions.segment<2>(2 * i) = target;
    m_state.velocities.segment<2>(2 * i).setZero();
}

void ParticleSceneModel::release() { m_state.grabbed = -1; }

double ParticleSceneModel::kineticEnergy() const
{
    double e = 0.0;
    for (std::size_t i = 0; i < m_scene.particles.size(); ++i)
        if (!m_scene.particles[i].pinned)
            e += 0.5 * m_scene.particles[i].mass *
                 m_state.velocities.segment<2>(2 * static_cast<Eigen::Index>(i)).squaredNorm();
    return e;
}

double ParticleSceneModel::potentialEnergy() const
{
    m_system.positions() = m_state.positions;  // a copy: measuring leaves the state alone
    return m_system.potentialEnergy();
}

Eigen::Vector2d ParticleSceneModel::momentum() const
{
    Eigen::Vector2d p = Eigen::Vector2d::Zero();
    for (std::size_t i = 0; i < m_scene.particles.size(); ++i)
        if (!m_scene.particles[i].pinned)
            p += m_scene.particles[i].mass *
                 m_state.velocities.segment<2>(2 * static_cast<Eigen::Index>(i));
    return p;
}

double ParticleSceneModel::angularMomentum() const
{
    double mass = 0.0;
    Eigen::Vector2d centre = Eigen::Vector2d::Zero();
    for (std::size_t i = 0; i < m_scene.particles.size(); ++i)
        if (!m_scene.particles[i].pinned) {
            mass += m_scene.particles[i].mass;
            centre += m_scene.particles[i].mass * position(static_cast<int>(i));
        }
    if (mass == 0.0)
        return 0.0;
    centre /= mass;
    double l = 0.0;
    for (std::size_t i = 0; i < m_scene.particles.size(); ++i)
        if (!m_scene.particles[i].pinned) {
            const Eigen::Vector2d r = position(static_cast<int>(i)) - centre;
            const Eigen::Vector2d v = velocity(static_cast<int>(i));
            l += m_scene.particles[i].mass * (r.x() * v.y() - r.y() * v.x());
        }
    return l;
}

TrText ParticleSceneModel::checkState() const
{
    const Eigen::Index n = 2 * static_cast<Eigen::Index>(m_scene.particles.size());
    if (m_state.positions.size() != n || m_state.velocities.size() != n)
        return PL_TR_NOOP("particle-scene",
                          "the particle arrays do not match the scene's particles");
    if (m_state.trails.size() != m_scene.particles.size())
        return PL_TR_NOOP("particle-scene", "the trails do not match the scene's particles");
    if (m_state.grabbed < -1 || m_state.grabbed >= static_cast<int>(m_scene.particles.size()))
        return PL_TR_NOOP("particle-scene", "the grabbed particle is not in the scene");
    if (!std::isfinite(m_state.time) || m_state.time < 0.0 || m_state.steps < 0)
        return PL_TR_NOOP("particle-scene", "the time and step count must be finite numbers ≥ 0");
    if (!state_checks::isEventTime(m_state.divergedAt, m_state.time))
        return PL_TR_NOOP("particle-scene", "the divergence time is not a time of the run");
    const double e0 = m_initialEnergyAtReset;
    // Relative: the drift divides by it, so a start at E₀ = 0 must read back as exactly 0.
    if (!(std::abs(m_state.initialEnergy - e0) <= 1e-9 * std::abs(e0)))
        return PL_TR_NOOP("particle-scene",
                          "the energy at the start is not the energy of the scene's start");
    if (!m_state.grabTarget.allFinite())
        return PL_TR_NOOP("particle-scene",
                          "the point the grabbed particle is held at is not finite");
    for (const std::vector<Eigen::Vector2d>& trail : m_state.trails)
        if (trail.size() > trailLength)
            return PL_TR_NOOP("particle-scene", "a trail is longer than the lesson keeps");
    if (m_state.divergedAt)
        return {};  // a diverged run keeps the numbers it blew up to
    // step() calls a run whose particles leave ±divergenceBound diverged.
    const auto bounded = [](const Eigen::VectorXd& u) {
        return std::all_of(u.begin(), u.end(), [](double v) { return std::abs(v) <= divergenceBound; });
    };
    if (!bounded(m_state.positions) || !bounded(m_state.velocities))
        return PL_TR_NOOP(
            "particle-scene",
            "a particle's position or velocity is not finite or beyond the blow-up bound");
    for (const std::vector<Eigen::Vector2d>& trail : m_state.trails)
        if (!state_checks::allPointsFinite(trail))
            return PL_TR_NOOP("particle-scene", "a trail point is not finite");
    return {};
}

} // namespace pl
