// SPDX-License-Identifier: GPL-3.0-or-later
#include "Registry.h"

#include "harmonic_oscillator/HarmonicOscillatorLesson.h"
#include "integrators/IntegratorsLesson.h"
#include "velocity_field/VelocityFieldLesson.h"
#include "taylor/TaylorLesson.h"
#include "pendulum/PendulumLesson.h"
#include "double_pendulum/DoublePendulumLesson.h"
#include "springs/SpringsLesson.h"
#include "soft_body/SoftBodyLesson.h"
#include "xpbd/XpbdLesson.h"
#include "bouncing/BouncingLesson.h"
#include "ideal_gas/IdealGasLesson.h"
#include "brownian/BrownianLesson.h"
#include "lennard_jones/LennardJonesLesson.h"
#include "lammps/LammpsRunLesson.h"
#include "sph_tank/SphTankLesson.h"
#include "particle_scene/ExampleScenes.h"

namespace pl {

template <class L>
static LessonEntry entry(std::string id)
{
    return {std::move(id), [] { return std::unique_ptr<Lesson>(std::make_unique<L>()); }};
}

// The shipped scene files (particle_scene/scenes/) after the built-in lessons.
static std::vector<LessonEntry> withExampleScenes(std::vector<LessonEntry> lessons)
{
    for (const ExampleScene& scene : exampleScenes())
        lessons.push_back({scene.lessonId(), [name = scene.name] {
                               return createExampleSceneLesson(name);
                           }});
    return lessons;
}

const std::vector<LessonEntry>& registerLessons()
{
    static const std::vector<LessonEntry> lessons = withExampleScenes({
        entry<HarmonicOscillatorLesson>("harmonic-oscillator"),
        entry<IntegratorsLesson>("integrators"),
        entry<VelocityFieldLesson>("velocity-field"),
        entry<TaylorLesson>("taylor"),
        entry<PendulumLesson>("pendulum"),
        entry<DoublePendulumLesson>("double-pendulum"),
        entry<SpringsLesson>("springs"),
        entry<SoftBodyLesson>("soft-body"),
        entry<XpbdLesson>("xpbd"),
        entry<BouncingLesson>("bouncing"),
        entry<IdealGasLesson>("ideal-gas"),
        entry<BrownianLesson>("brownian"),
        entry<LennardJonesLesson>("lennard-jones"),
        entry<SphTankLesson>("sph-tank"),
        entry<LammpsRunLesson>("lammps-run"),
    });
    return lessons;
}

std::unique_ptr<Lesson> createLesson(const std::string& id)
{
    for (const LessonEntry& e : registerLessons())
        if (e.id == id)
            return e.create();
    return nullptr;
}

} // namespace pl
