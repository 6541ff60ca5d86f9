// SPDX-License-Identifier: GPL-3.0-or-later
#include "particle_scene/SceneFile.h"

#include "particle_scene/StudentMode.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace pl {

using namespace json_fields;

namespace {

struct QuantityName {
    SceneQuantity::Kind kind;
    const char* name;
    int particles;  // how many particles it refers to
};

const std::vector<QuantityName>& quantityNames()
{
    using K = SceneQuantity::Kind;
    static const std::vector<QuantityName> names = {
        {K::Energies, "energies", 0},          {K::Energy, "energy", 0},
        {K::KineticEnergy, "kinetic_energy", 0}, {K::PotentialEnergy, "potential_energy", 0},
        {K::EnergyDrift, "energy_drift", 0},   {K::Momentum, "momentum", 0},
        {K::AngularMomentum, "angular_momentum", 0}, {K::X, "x", 1},
        {K::Y, "y", 1},                        {K::Speed, "speed", 1},
        {K::Distance, "distance", 2},
    };
    return names;
}

const QuantityName& quantityName(SceneQuantity::Kind kind)
{
    for (const QuantityName& q : quantityNames())
        if (q.kind == kind)
            return q;
    return quantityNames().front();
}

std::string choiceList(const std::vector<std::string>& names)
{
    std::string out;
    for (const std::string& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

Color parseColor(const Json& value, const JsonPointer& at)
{
    const std::string text = string(value, at);
    static const std::map<std::string, Color> named = {
        {"black", colors::black}, {"grey", colors::grey},       {"gray", colors::grey},
        {"white", colors::white}, {"red", {200, 40, 40}},       {"green", {40, 150, 70}},
        {"blue", {50, 100, 200}}, {"orange", {230, 140, 20}},   {"yellow", {230, 200, 30}},
        {"purple", {140, 60, 170}}, {"brown", {140, 90, 50}},   {"pink", {230, 120, 170}},
    };
    if (const auto it = named.find(text); it != named.end())
        return it->second;
    unsigned r = 0, g = 0, b = 0;
    char end = 0;
    if (text.size() == 7 && text[0] == '#' &&
        std::sscanf(text.c_str(), "#%2x%2x%2x%c", &r, &g, &b, &end) == 3)
        return {static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(g),
                static_cast<std::uint8_t>(b)};
    fail(at, TrText(PL_TR_NOOP("lessons", "unknown colour '%1' (expected #rrggbb or one of: %2)"),
                    {trText(text), trText("black, grey, white, red, green, blue, orange, yellow, "
                                          "purple, brown, pink")}));
}

std::string formatColor(const Color& c)
{
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", c.r, c.g, c.b);
    return text;
}

class SceneReader {
public:
    explicit SceneReader(const std::vector<std::string>& parameterIds)
        : m_parameterIds(parameterIds)
    {
    }

    SceneDescription read(const Json& root)
    {
        const JsonPointer top;
        object(root, top, PL_TR_NOOP("lessons", "a scene"));
        onlyKeys(root, top,
                 {"format", "version", "title", "description", "integrator", "dt", "substeps",
                  "iterations", "gravity", "drag", "collisions", "mutual_gravity", "particles",
                  "springs", "rods", "pressure_bodies", "walls", "charts", "measurements", "view", "student",
                  "translations"});
        SceneDescription s;
        if (root.contains("format") && string(root["format"], top / "format") != sceneFormatName)
            fail(top / "format",
                 TrText(PL_TR_NOOP("lessons", "this is not a scene file: the "
                                              "format is '%1', expected '%2'"),
                        {trText(root["format"].get<std::string>()), trText(sceneFormatName)}));
        if (root.contains("version") && integer(root["version"], top / "version") != sceneFormatVersion)
            fail(top / "version", TrText(PL_TR_NOOP("lessons", "version %1 is not supported (this "
                                                               "program reads version 1)"),
                                         {trText(root["version"].dump())}));
        if (root.contains("title"))
            s.title = string(root["title"], top / "title");
        if (root.contains("description"))
            s.description = string(root["description"], top / "description");
        readNumerics(root, s);
        readParticles(root, s);
        readLinks(root, s);
        readWalls(root, s);
        s.charts = readQuantities(root, "charts", s, true);
        s.measurements = readQuantities(root, "measurements", s, false);
        if (root.contains("view")) {
            const JsonPointer at = top / "view";
            object(root["view"], at, PL_TR_NOOP("lessons", "the world rectangle shown"));
            onlyKeys(root["view"], at, {"min", "max"});
            const Eigen::Vector2d min = vector2(required(root["view"], at, "min"), at / "min");
            const Eigen::Vector2d max = vector2(required(root["view"], at, "max"), at / "max");
            if (!(min.x() < max.x() && min.y() < max.y()))
                fail(at, PL_TR_NOOP("lessons", "min must be below and left of max"));
            s.view = std::make_pair(min, max);
        }
        if (root.contains("student"))
            s.student = readStudentSetup(root["student"], top / "student", m_parameterIds);
        if (root.contains("translations"))
            readTranslations(root["translations"], top / "translations", s);
        return s;
    }

    const SceneTranslations& translations() const { return m_translations; }

private:
    // "translations": {"de": {"title": …, "description": …, "questions": [one text a question]}}
    void readTranslations(const Json& value, const JsonPointer& at, const SceneDescription& s)
    {
        object(value, at,
               PL_TR_NOOP("lessons", "the scene's texts by language (de, fr, es, pt_BR)"));
        const std::vector<std::string>& codes = sceneTranslationLanguages();
        const std::size_t questionCount = s.student ? s.student->questions.size() : 0;
        for (const auto& [code, texts] : value.items()) {
            const JsonPointer p = at / code;
            if (std::find(codes.begin(), codes.end(), code) == codes.end())
                fail(p, TrText(PL_TR_NOOP("lessons", "unknown language '%1' (expected one of: %2)"),
                               {trText(code), trText(choiceList(codes))}));
            object(texts, p,
                   PL_TR_NOOP("lessons",
                              "the scene's title, description and questions in one language"));
            onlyKeys(texts, p, {"title", "description", "questions"});
            SceneTranslation t;
            if (texts.contains("title"))
                t.title = string(texts["title"], p / "title");
            if (texts.contains("description"))
                t.description = string(texts["description"], p / "description");
            if (texts.contains("questions")) {
                const JsonPointer q = p / "questions";
                const Json& list = array(texts["questions"], q,
                                         PL_TR_NOOP("lessons", "the questions' texts, in order"));
                if (questionCount == 0)
                    fail(q, PL_TR_NOOP("lessons", "the scene asks no questions "
                                                  "(student.questions), so there are none to "
                                                  "translate"));
                if (list.size() != questionCount)
                    fail(q, TrText(PL_TR_NOOP("lessons", "%1 for %2 of student.questions: give "
                                                         "one text a question, in the same order"),
                                   {trSentence(trCount(PL_TR_N_NOOP("lessons", "%n question texts"),
                                                       static_cast<int>(list.size()))
                                                   .withSingular("%n question text")),
                                    trSentence(trCount(PL_TR_N_NOOP("lessons", "the %n questions"),
                                                       static_cast<int>(questionCount))
                                                   .withSingular("the %n question"))}));
                for (std::size_t i = 0; i < list.size(); ++i) {
                    t.questions.push_back(string(list[i], q / i));
                    if (t.questions.back().empty())
                        fail(q / i, PL_TR_NOOP("lessons", "the question's text is empty"));
                }
            }
            m_translations[code] = std::move(t);
        }
    }

    static double positive(const Json& object, const JsonPointer& at, const char* key,
                           double fallback, const char* unit)
    {
        const auto v = optionalNumber(object, at, key);
        if (!v)
            return fallback;
        if (!(*v > 0.0))
            fail(at / key, TrText(PL_TR_NOOP("lessons", "%1 is not greater than 0 (%2)"),
                                  {trText(object[key].dump()), trWord(unit)}));
        return *v;
    }
    static double nonNegative(const Json& object, const JsonPointer& at, const char* key,
                              double fallback, const char* unit)
    {
        const auto v = optionalNumber(object, at, key);
        if (!v)
            return fallback;
        if (*v < 0.0)
            fail(at / key, TrText(PL_TR_NOOP("lessons", "%1 is negative (%2; 0 or more)"),
                                  {trText(object[key].dump()), trWord(unit)}));
        return *v;
    }
    static double unitInterval(const Json& object, const JsonPointer& at, const char* key,
                               double fallback)
    {
        const auto v = optionalNumber(object, at, key);
        if (!v)
            return fallback;
        if (*v < 0.0 || *v > 1.0)
            fail(at / key, TrText(PL_TR_NOOP("lessons", "%1 is outside [0, 1]"),
                                  {trText(object[key].dump())}));
        return *v;
    }

    void readNumerics(const Json& root, SceneDescription& s)
    {
        const JsonPointer top;
        if (root.contains("integrator")) {
            const std::string id = string(root["integrator"], top / "integrator");
            const auto method = methodFromId(id);
            if (!method) {
                std::vector<std::string> ids;
                for (const MethodInfo& m : allMethods())
                    ids.emplace_back(m.id);
                fail(top / "integrator",
                     TrText(PL_TR_NOOP("lessons", "unknown integrator '%1' (expected one of: %2)"),
                            {trText(id), trText(choiceList(ids))}));
            }
            s.integrator = *method;
        }
        s.dt = positive(root, top, "dt", s.dt, PL_TR_NOOP("lessons", "a time step in s"));
        if (s.dt > 1.0)
            fail(top / "dt", TrText(PL_TR_NOOP("lessons", "a time step of %1 s is longer than 1 s"),
                                    {trText(root["dt"].dump())}));
        // Shorter steps would need more than 10⁹ of them for one simulated second.
        if (s.dt < 1e-9)
            fail(top / "dt",
                 TrText(PL_TR_NOOP("lessons", "a time step of %1 s is shorter than 1e-9 s"),
                        {trText(root["dt"].dump())}));
        if (root.contains("substeps")) {
            s.substeps = integer(root["substeps"], top / "substeps");
            if (s.substeps < 1 || s.substeps > 1000)
                fail(top / "substeps",
                     PL_TR_NOOP("lessons", "expected a whole number from 1 to 1000"));
        }
        if (root.contains("iterations")) {
            s.iterations = integer(root["iterations"], top / "iterations");
            if (s.iterations < 1 || s.iterations > 1000)
                fail(top / "iterations",
                     PL_TR_NOOP("lessons", "expected a whole number from 1 to 1000"));
        }
        if (root.contains("gravity"))
            s.gravity = vector2(root["gravity"], top / "gravity");
        s.drag = nonNegative(root, top, "drag", 0.0,
                             PL_TR_NOOP("lessons", "a drag coefficient in N·s/m"));
        if (root.contains("collisions")) {
            const JsonPointer at = top / "collisions";
            object(root["collisions"], at, PL_TR_NOOP("lessons", "contacts between the particles"));
            onlyKeys(root["collisions"], at, {"restitution"});
            s.collisionRestitution = unitInterval(root["collisions"], at, "restitution", 1.0);
        }
        if (root.contains("mutual_gravity")) {
            const JsonPointer at = top / "mutual_gravity";
            object(root["mutual_gravity"], at,
                   PL_TR_NOOP("lessons", "gravitation between the particles"));
            onlyKeys(root["mutual_gravity"], at, {"G", "softening"});
            SceneDescription::MutualGravity g;
            g.constant = positive(root["mutual_gravity"], at, "G", g.constant, "N·m²/kg²");
            g.softening = nonNegative(root["mutual_gravity"], at, "softening", 0.0, "m");
            s.mutualGravity = g;
        }
    }

    void readParticles(const Json& root, SceneDescription& s)
    {
        const JsonPointer at = JsonPointer() / "particles";
        const Json& list = array(required(root, JsonPointer(), "particles"), at,
                                 PL_TR_NOOP("lessons", "the particles"));
        if (list.empty())
            fail(at, PL_TR_NOOP("lessons", "a scene needs at least one particle"));
        for (std::size_t i = 0; i < list.size(); ++i) {
            const JsonPointer p = at / i;
            const Json& o = object(list[i], p, PL_TR_NOOP("lessons", "a particle"));
            onlyKeys(o, p, {"label", "position", "velocity", "mass", "radius", "pinned", "color",
                            "trail"});
            SceneParticle particle;
            if (o.contains("label")) {
                particle.label = string(o["label"], p / "label");
                if (m_labels.count(particle.label))
                    fail(p / "label",
                         TrText(
                             PL_TR_NOOP("lessons", "the label '%1' is already used by particle %2"),
                             {trText(particle.label),
                              trText(std::to_string(m_labels[particle.label]))}));
                if (!particle.label.empty())
                    m_labels[particle.label] = static_cast<int>(i);
            }
            particle.position = vector2(required(o, p, "position"), p / "position");
            if (o.contains("velocity"))
                particle.velocity = vector2(o["velocity"], p / "velocity");
            particle.mass =
                positive(o, p, "mass", particle.mass, PL_TR_NOOP("lessons", "a mass in kg"));
            particle.radius =
                positive(o, p, "radius", particle.radius, PL_TR_NOOP("lessons", "a radius in m"));
            if (o.contains("pinned"))
                particle.pinned = boolean(o["pinned"], p / "pinned");
            if (o.contains("color"))
                particle.color = parseColor(o["color"], p / "color");
            if (o.contains("trail"))
                particle.trail = boolean(o["trail"], p / "trail");
            s.particles.push_back(std::move(particle));
        }
    }

    int particleRef(const Json& value, const JsonPointer& at, const SceneDescription& s)
    {
        if (value.is_string()) {
            const std::string label = value.get<std::string>();
            const auto it = m_labels.find(label);
            if (it == m_labels.end())
                fail(at, TrText(PL_TR_NOOP("lessons", "no particle is labelled '%1'"),
                                {trText(label)}));
            return it->second;
        }
        if (!value.is_number())
            fail(at, TrText(PL_TR_NOOP("lessons", "expected a particle's label or index, found %1"),
                            {trText(value.dump())}));
        const int index = integer(value, at);
        if (index < 0 || index >= static_cast<int>(s.particles.size()))
            fail(at, TrText(PL_TR_NOOP("lessons", "there is no particle %1 (the scene has %2, "
                                                  "numbered from 0)"),
                            {trText(std::to_string(index)),
                             trText(std::to_string(s.particles.size()))}));
        return index;
    }

    std::pair<int, int> pair(const Json& o, const JsonPointer& p, const SceneDescription& s)
    {
        const Json& between = required(o, p, "between");
        if (!between.is_array() || between.size() != 2)
            fail(p / "between",
                 TrText(PL_TR_NOOP("lessons", "expected two particles [a, b], found %1"),
                        {trText(between.dump())}));
        const int a = particleRef(between[0], p / "between" / 0, s);
        const int b = particleRef(between[1], p / "between" / 1, s);
        if (a == b)
            fail(p / "between", TrText(PL_TR_NOOP("lessons", "joins particle %1 to itself"),
                                       {trText(std::to_string(a))}));
        return {a, b};
    }

    double restLength(const Json& o, const JsonPointer& p, const SceneDescription& s, int a, int b)
    {
        return positive(o, p, "rest_length",
                        (s.particles[a].position - s.particles[b].position).norm(),
                        PL_TR_NOOP("lessons", "a length in m"));
    }

    void readLinks(const Json& root, SceneDescription& s)
    {
        if (root.contains("springs")) {
            const JsonPointer at = JsonPointer() / "springs";
            const Json& list = array(root["springs"], at, PL_TR_NOOP("lessons", "the springs"));
            for (std::size_t i = 0; i < list.size(); ++i) {
                const JsonPointer p = at / i;
                const Json& o = object(list[i], p, PL_TR_NOOP("lessons", "a spring"));
                onlyKeys(o, p, {"between", "stiffness", "damping", "rest_length"});
                SceneSpring spring;
                std::tie(spring.a, spring.b) = pair(o, p, s);
                spring.stiffness = positive(o, p, "stiffness", spring.stiffness, "N/m");
                spring.damping = nonNegative(o, p, "damping", 0.0, "N·s/m");
                spring.restLength = restLength(o, p, s, spring.a, spring.b);
                s.springs.push_back(spring);
            }
        }
        if (root.contains("rods")) {
            const JsonPointer at = JsonPointer() / "rods";
            const Json& list = array(root["rods"], at,
                                     PL_TR_NOOP("lessons", "the rods (XPBD distance constraints)"));
            for (std::size_t i = 0; i < list.size(); ++i) {
                const JsonPointer p = at / i;
                const Json& o = object(list[i], p, PL_TR_NOOP("lessons", "a rod"));
                onlyKeys(o, p, {"between", "compliance", "rest_length"});
                SceneRod rod;
                std::tie(rod.a, rod.b) = pair(o, p, s);
                rod.compliance = nonNegative(o, p, "compliance", 0.0, "m/N");
                rod.restLength = restLength(o, p, s, rod.a, rod.b);
                s.rods.push_back(rod);
            }
        }
        if (root.contains("pressure_bodies")) {
            const JsonPointer at = JsonPointer() / "pressure_bodies";
            const Json& list =
                array(root["pressure_bodies"], at, PL_TR_NOOP("lessons", "the pressure bodies"));
            for (std::size_t i = 0; i < list.size(); ++i) {
                const JsonPointer p = at / i;
                const Json& o = object(list[i], p, PL_TR_NOOP("lessons", "a pressure body"));
                onlyKeys(o, p, {"ring", "nRT", "reference_area"});
                ScenePressureBody body;
                const Json& ring =
                    array(required(o, p, "ring"), p / "ring",
                          PL_TR_NOOP("lessons", "the ring's particles, counter-clockwise"));
                if (ring.size() < 3)
                    fail(
                        p / "ring",
                        TrText(PL_TR_NOOP("lessons", "a ring needs at least 3 particles, found %1"),
                               {trText(std::to_string(ring.size()))}));
                for (std::size_t k = 0; k < ring.size(); ++k) {
                    const int index = particleRef(ring[k], p / "ring" / k, s);
                    if (std::find(body.ring.begin(), body.ring.end(), index) != body.ring.end())
                        fail(p / "ring" / k,
                             TrText(PL_TR_NOOP("lessons", "particle %1 appears twice in the ring"),
                                    {trText(std::to_string(index))}));
                    body.ring.push_back(index);
                }
                double twiceArea = 0.0;
                for (std::size_t k = 0; k < body.ring.size(); ++k) {
                    const auto& a = s.particles[static_cast<std::size_t>(body.ring[k])].position;
                    const auto& b = s.particles[static_cast<std::size_t>(
                        body.ring[(k + 1) % body.ring.size()])].position;
                    twiceArea += a.x() * b.y() - b.x() * a.y();
                }
                if (!(twiceArea > 0.0))
                    fail(p / "ring", TrText(PL_TR_NOOP("lessons", "the ring must run "
                                                                  "counter-clockwise around a "
                                                                  "positive area (its area is %1 "
                                                                  "m²)"),
                                            {trText(std::to_string(0.5 * twiceArea))}));
                body.nRT = positive(o, p, "nRT", body.nRT, "J");
                if (o.contains("reference_area"))
                    body.referenceArea = positive(o, p, "reference_area", 1.0, "m²");
                s.pressureBodies.push_back(std::move(body));
            }
        }
    }

    void readWalls(const Json& root, SceneDescription& s)
    {
        if (!root.contains("walls"))
            return;
        const JsonPointer at = JsonPointer() / "walls";
        const Json& list = array(root["walls"], at, PL_TR_NOOP("lessons", "the walls"));
        for (std::size_t i = 0; i < list.size(); ++i) {
            const JsonPointer p = at / i;
            const Json& o = object(list[i], p, PL_TR_NOOP("lessons", "a wall"));
            SceneWall wall;
            const std::string type = string(required(o, p, "type"), p / "type");
            if (type == "plane") {
                onlyKeys(o, p, {"type", "point", "normal", "restitution", "friction"});
                wall.kind = SceneWall::Kind::Plane;
                wall.point = vector2(required(o, p, "point"), p / "point");
                wall.normal = vector2(required(o, p, "normal"), p / "normal");
                if (!(wall.normal.norm() > 1e-12))
                    fail(p / "normal", TrText(PL_TR_NOOP("lessons", "the normal %1 has no "
                                                                    "direction (its length must "
                                                                    "be more than 1e-12)"),
                                              {trText(o["normal"].dump())}));
                wall.normal.normalize();
            } else if (type == "box") {
                onlyKeys(o, p, {"type", "min", "max", "restitution", "friction"});
                wall.kind = SceneWall::Kind::Box;
                wall.min = vector2(required(o, p, "min"), p / "min");
                wall.max = vector2(required(o, p, "max"), p / "max");
                if (!(wall.min.x() < wall.max.x() && wall.min.y() < wall.max.y()))
                    fail(p, PL_TR_NOOP("lessons", "a box's min must be below and left of its max"));
            } else {
                fail(p / "type",
                     TrText(PL_TR_NOOP("lessons", "unknown wall type '%1' (expected plane or box)"),
                            {trText(type)}));
            }
            wall.restitution = unitInterval(o, p, "restitution", wall.restitution);
            wall.friction =
                nonNegative(o, p, "friction", 0.0, PL_TR_NOOP("lessons", "a friction coefficient"));
            s.walls.push_back(wall);
        }
    }

    std::vector<SceneQuantity> readQuantities(const Json& root, const char* key,
                                              const SceneDescription& s, bool forCharts)
    {
        std::vector<SceneQuantity> out;
        if (!root.contains(key))
            return out;
        const JsonPointer at = JsonPointer() / key;
        const Json& list = array(root[key], at,
                                 forCharts ? PL_TR_NOOP("lessons", "the charts")
                                           : PL_TR_NOOP("lessons", "the measurements"));
        for (std::size_t i = 0; i < list.size(); ++i) {
            const JsonPointer p = at / i;
            const Json& o = object(list[i], p,
                                   forCharts ? PL_TR_NOOP("lessons", "a chart")
                                             : PL_TR_NOOP("lessons", "a measurement"));
            onlyKeys(o, p, {"quantity", "particle", "particles"});
            const std::string name = string(required(o, p, "quantity"), p / "quantity");
            std::vector<std::string> names;
            const QuantityName* found = nullptr;
            for (const QuantityName& q : quantityNames()) {
                if (q.kind == SceneQuantity::Kind::Energies && !forCharts)
                    continue;
                names.emplace_back(q.name);
                if (name == q.name)
                    found = &q;
            }
            if (!found)
                fail(p / "quantity",
                     TrText(PL_TR_NOOP("lessons", "unknown quantity '%1' (expected one of: %2)"),
                            {trText(name), trText(choiceList(names))}));
            SceneQuantity q;
            q.kind = found->kind;
            if (found->particles == 1)
                q.a = particleRef(required(o, p, "particle"), p / "particle", s);
            if (found->particles == 2) {
                const Json& both = required(o, p, "particles");
                if (!both.is_array() || both.size() != 2)
                    fail(p / "particles",
                         TrText(PL_TR_NOOP("lessons", "expected two particles [a, b], found %1"),
                                {trText(both.dump())}));
                q.a = particleRef(both[0], p / "particles" / 0, s);
                q.b = particleRef(both[1], p / "particles" / 1, s);
            }
            out.push_back(q);
        }
        return out;
    }

    const std::vector<std::string>& m_parameterIds;
    std::map<std::string, int> m_labels;
    SceneTranslations m_translations;
};

OrderedJson vectorJson(const Eigen::Vector2d& v) { return OrderedJson::array({v.x(), v.y()}); }

OrderedJson particleRefJson(const SceneDescription& s, int i)
{
    const std::string& label = s.particles[static_cast<std::size_t>(i)].label;
    return label.empty() ? OrderedJson(i) : OrderedJson(label);
}

} // namespace

std::variant<SceneDescription, JsonInputError> parseScene(
    std::string text, std::string file, const std::vector<std::string>& parameterIds,
    SceneTranslations* translations)
{
    auto parsed = JsonInput::parse(std::move(text), std::move(file));
    if (auto* error = std::get_if<JsonInputError>(&parsed))
        return *error;
    const JsonInput& input = std::get<JsonInput>(parsed);
    try {
        SceneReader reader(parameterIds);
        SceneDescription scene = reader.read(input.root());
        if (translations)
            *translations = reader.translations();
        return scene;
    } catch (const JsonFieldError& error) {
        return input.locate(error);
    }
}

OrderedJson sceneToJsonValue(const SceneDescription& s, const SceneTranslations& translated)
{
    OrderedJson root = OrderedJson::object();
    root["format"] = sceneFormatName;
    root["version"] = sceneFormatVersion;
    root["title"] = s.title;
    if (!s.description.empty())
        root["description"] = s.description;
    root["integrator"] = std::string(methodInfo(s.integrator).id);
    root["dt"] = s.dt;
    root["substeps"] = s.substeps;
    root["iterations"] = s.iterations;
    root["gravity"] = vectorJson(s.gravity);
    root["drag"] = s.drag;
    if (s.collisionRestitution)
        root["collisions"] = {{"restitution", *s.collisionRestitution}};
    if (s.mutualGravity)
        root["mutual_gravity"] = {{"G", s.mutualGravity->constant},
                                  {"softening", s.mutualGravity->softening}};
    OrderedJson particles = OrderedJson::array();
    for (const SceneParticle& p : s.particles) {
        OrderedJson o = {{"position", vectorJson(p.position)}, {"mass", p.mass}, {"radius", p.radius}};
        if (!p.label.empty())
            o["label"] = p.label;
        if (!p.velocity.isZero())
            o["velocity"] = vectorJson(p.velocity);
        if (p.pinned)
            o["pinned"] = true;
        o["color"] = formatColor(p.color);
        if (p.trail)
            o["trail"] = true;
        particles.push_back(o);
    }
    root["particles"] = particles;
    if (!s.springs.empty()) {
        OrderedJson list = OrderedJson::array();
        for (const SceneSpring& k : s.springs)
            list.push_back({{"between", {particleRefJson(s, k.a), particleRefJson(s, k.b)}},
                            {"stiffness", k.stiffness},
                            {"damping", k.damping},
                            {"rest_length", k.restLength}});
        root["springs"] = list;
    }
    if (!s.rods.empty()) {
        OrderedJson list = OrderedJson::array();
        for (const SceneRod& r : s.rods)
            list.push_back({{"between", {particleRefJson(s, r.a), particleRefJson(s, r.b)}},
                            {"compliance", r.compliance},
                            {"rest_length", r.restLength}});
        root["rods"] = list;
    }
    if (!s.pressureBodies.empty()) {
        OrderedJson list = OrderedJson::array();
        for (const ScenePressureBody& body : s.pressureBodies) {
            OrderedJson ring = OrderedJson::array();
            for (int i : body.ring)
                ring.push_back(particleRefJson(s, i));
            OrderedJson o = {{"ring", ring}, {"nRT", body.nRT}};
            if (body.referenceArea)
                o["reference_area"] = *body.referenceArea;
            list.push_back(o);
        }
        root["pressure_bodies"] = list;
    }
    if (!s.walls.empty()) {
        OrderedJson list = OrderedJson::array();
        for (const SceneWall& w : s.walls) {
            OrderedJson o = w.kind == SceneWall::Kind::Plane
                                ? OrderedJson{{"type", "plane"},
                                              {"point", vectorJson(w.point)},
                                              {"normal", vectorJson(w.normal)}}
                                : OrderedJson{{"type", "box"},
                                              {"min", vectorJson(w.min)},
                                              {"max", vectorJson(w.max)}};
            o["restitution"] = w.restitution;
            o["friction"] = w.friction;
            list.push_back(o);
        }
        root["walls"] = list;
    }
    auto quantities = [&](const std::vector<SceneQuantity>& list) {
        OrderedJson out = OrderedJson::array();
        for (const SceneQuantity& q : list) {
            const QuantityName& name = quantityName(q.kind);
            OrderedJson o = {{"quantity", name.name}};
            if (name.particles == 1)
                o["particle"] = particleRefJson(s, q.a);
            if (name.particles == 2)
                o["particles"] = {particleRefJson(s, q.a), particleRefJson(s, q.b)};
            out.push_back(o);
        }
        return out;
    };
    if (!s.charts.empty())
        root["charts"] = quantities(s.charts);
    if (!s.measurements.empty())
        root["measurements"] = quantities(s.measurements);
    if (s.view)
        root["view"] = {{"min", vectorJson(s.view->first)}, {"max", vectorJson(s.view->second)}};
    if (s.student) {
        OrderedJson student = OrderedJson::object();
        if (!s.student->lockedParameters.empty())
            student["locked"] = s.student->lockedParameters;
        if (!s.student->hiddenPanels.empty())
            student["hidden_panels"] = s.student->hiddenPanels;
        OrderedJson questions = OrderedJson::array();
        for (const StudentQuestion& q : s.student->questions) {
            OrderedJson o = {{"text", q.text}};
            if (q.answer) {
                o["answer"] = *q.answer;
                o["tolerance"] = q.tolerance;
            }
            if (!q.unit.empty())
                o["unit"] = q.unit;
            questions.push_back(o);
        }
        if (!questions.empty())
            student["questions"] = questions;
        root["student"] = student;
    }
    if (!translated.empty()) {
        OrderedJson translations = OrderedJson::object();
        for (const std::string& code : sceneTranslationLanguages()) {
            const auto found = translated.find(code);
            if (found == translated.end())
                continue;
            const SceneTranslation& t = found->second;
            OrderedJson texts = OrderedJson::object();
            if (!t.title.empty())
                texts["title"] = t.title;
            if (!t.description.empty())
                texts["description"] = t.description;
            if (!t.questions.empty())
                texts["questions"] = t.questions;
            translations[code] = texts;
        }
        root["translations"] = translations;
    }
    return root;
}

std::string sceneToJson(const SceneDescription& scene, const SceneTranslations& translations)
{
    return sceneToJsonValue(scene, translations).dump(2) + "\n";
}

} // namespace pl
