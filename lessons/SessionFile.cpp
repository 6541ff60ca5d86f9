// SPDX-License-Identifier: GPL-3.0-or-later
#include "SessionFile.h"

#include "Registry.h"
#include "framework/JsonNesting.h"
#include "framework/LessonState.h"
#include "particle_scene/ParticleSceneLesson.h"
#include "particle_scene/SceneFile.h"
#include "particle_scene/StudentMode.h"

#include <particlelab/io/FileRead.h>
#include <particlelab/io/PendingFile.h>

#include <cereal/external/base64.hpp>
#include <nlohmann/json.hpp>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace pl {

namespace {

using nlohmann::json;

constexpr const char* formatName = "particlelab-session";
// The top-level fields a session may have, in the order they are written.
constexpr const char* sessionKeys[] = {"format", "version", "lesson", "title",   "scene", "time",
                                       "tick",   "parameters", "view", "student", "payload"};

std::string joinedSessionKeys()
{
    std::string out;
    for (const char* key : sessionKeys)
        out += (out.empty() ? "" : ", ") + std::string(key);
    return out;
}
constexpr const char* payloadEncoding = "cereal-portable-binary+base64";
// Keyframes kept in a file: enough to scrub a reopened run without replaying from t = 0.
constexpr std::size_t savedKeyframes = 16;

// A branch as saved: its ghost as State bytes (the lesson's copy is rebuilt from them).
struct SavedBranch {
    std::string label;
    long long forkTick = 0;
    double forkTime = 0.0;
    ChartData data;
    RunRecord record;
    long long ghostTick = 0;
    ParameterValues ghostApplied;
    std::string ghostState;

    template <class Archive> void serialize(Archive& ar)
    {
        ar(label, forkTick, forkTime, data, record, ghostTick, ghostApplied, ghostState);
    }
};

// What must come back bit for bit. Version 1 files end after `state`; version 2 adds the
// branches.
struct Payload {
    RunRecord record;
    ChartData data;
    std::vector<StudyResult::Image> images;
    long long tick = 0;
    ParameterValues applied;  // in force at `tick`
    std::string state;        // the lesson's State at `tick`, after the events of that tick
    std::vector<SavedBranch> branches;
    int version = sessionFormatVersion;  // of the file, not saved in the payload

    template <class Archive> void serialize(Archive& ar)
    {
        ar(record, data, images, tick, applied, state);
        if (version >= 2)
            ar(branches);
    }
};

// A lesson that no registry id brings back (a scene opened from the user's file) travels with
// its scene: the id and the scene's description.
bool isRegisteredLesson(const std::string& id)
{
    const auto& entries = registerLessons();
    return std::any_of(entries.begin(), entries.end(),
                       [&](const LessonEntry& e) { return e.id == id; });
}

bool needsEmbeddedScene(const Lesson& lesson)
{
    return dynamic_cast<const ParticleSceneLesson*>(&lesson) != nullptr &&
           !isRegisteredLesson(lesson.info().id);
}

// A parameter as text that reads back to the same bits (Δt = 1/60 s must not become 0.0166667).
std::string exactParameterText(const ParameterSpec& spec, const ParameterValues& values)
{
    if (spec.kind != ParameterKind::Number)
        return formatParameter(spec, values);
    char buffer[64];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, values.number(spec.id));
    return error == std::errc() ? std::string(buffer, end) : formatParameter(spec, values);
}

std::string hex64(std::uint64_t v)
{
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(v));
    return buffer;
}

// A readable error raised while reading: its text goes after "<file>: ". `why` is the same
// sentence to translate (Translatable.h); what() its English.
struct ReadError : std::runtime_error {
    explicit ReadError(TrText sentence)
        : std::runtime_error(sentence.english()), why(std::move(sentence)) {}
    TrText why;
};

// An older file's lesson states (of layout `saved.version`, StateArchive.h) rewritten in this
// build's layout, so that everything after reading sees one layout: the moment on show, the
// keyframes of the run and of its branches, the branches' ghosts.
void upgradeStates(const Lesson& lesson, Payload& saved)
{
    const int format = saved.version;
    const auto upgrade = [&](const ParameterValues& applied, const std::string& bytes) {
        return upgradeStateBytes(lesson, applied, bytes, format);
    };
    try {
        saved.state = upgrade(saved.applied, saved.state);
        saved.record.rewriteStates(upgrade);
        for (SavedBranch& branch : saved.branches) {
            branch.record.rewriteStates(upgrade);
            branch.ghostState = upgrade(branch.ghostApplied, branch.ghostState);
        }
    } catch (const std::exception& e) {
        throw ReadError(TrText(PL_TR_NOOP("lessons", "a state saved by an older ParticleLab "
                                                     "(format version %1) does not fit lesson "
                                                     "'%2': %3"),
                               {trText(std::to_string(format)), trText(lesson.info().id),
                                trSentence(whyOf(e))}));
    }
}

// "the field "view" must be an object": `typeName` is marked (PL_TR_NOOP, "lessons").
TrText mustBe(const std::string& key, const char* typeName)
{
    return TrText(PL_TR_NOOP("lessons", "the field \"%1\" must be %2"),
                  {trText(key), trWord(typeName)});
}

// `typeName` is marked (PL_TR_NOOP, "lessons"): "a number", "an object".
const json& member(const json& object, const char* key, json::value_t type, const char* typeName)
{
    auto it = object.find(key);
    if (it == object.end())
        throw ReadError(
            TrText(PL_TR_NOOP("lessons", "the field \"%1\" is missing"), {trText(key)}));
    const bool numberWanted = type == json::value_t::number_float;
    if (numberWanted ? !it->is_number() : it->type() != type)
        throw ReadError(mustBe(key, typeName));
    return *it;
}

TrText lineAndColumn(const std::string& text, std::size_t byte)
{
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return TrText(PL_TR_NOOP("lessons", "line %1, column %2"),
                  {trText(std::to_string(line)), trText(std::to_string(column))});
}

bool isBase64(const std::string& s)
{
    std::size_t padding = 0;
    for (const char c : s) {
        const bool digit = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
                           (c >= '0' && c <= '9') || c == '+' || c == '/';
        if (c == '=')
            ++padding;
        else if (!digit || padding > 0)
            return false;
    }
    return padding <= 2 && s.size() % 4 == 0;
}

// `context`: set to the lesson's text context (Lesson::textContext()) once the lesson is known.
SessionDocument readDocument(const std::string& text, const std::string& fileName,
                             std::string& context)
{
    if (const auto tooDeep = findTooDeepNesting(text))
        throw ReadError(TrText(PL_TR_NOOP("lessons", "%1: nested more than %2 levels deep (no "
                                                     "session nests so deep; the file was made "
                                                     "by hand or damaged)"),
                               {trSentence(lineAndColumn(text, *tooDeep)),
                                trText(std::to_string(maxJsonNesting))}));
    json root;
    try {
        root = json::parse(text);
    } catch (const json::parse_error& e) {
        TrText where = lineAndColumn(text, e.byte == 0 ? 0 : e.byte - 1);
        throw ReadError(
            TrText(PL_TR_NOOP("lessons", "%1: not valid JSON (%2)"),
                   {trSentence(std::move(where)), trSentence(jsonSyntaxError(e.what()))}));
    } catch (const json::out_of_range& e) {
        const std::string number = jsonOverflowingNumber(e.what());
        if (number.empty())
            throw;
        throw ReadError(TrText(PL_TR_NOOP("lessons", "%1: not valid JSON (%2)"),
                               {trSentence(lineAndColumn(text, jsonNumberOffset(text, number))),
                                trSentence(jsonNumberTooLarge(number))}));
    }
    if (!root.is_object())
        throw ReadError(
            PL_TR_NOOP("lessons", "not a ParticleLab session (the file is not a JSON object)"));
    auto format = root.find("format");
    if (format == root.end() || !format->is_string() || *format != formatName)
        throw ReadError(
            TrText(PL_TR_NOOP("lessons", "not a ParticleLab session (\"%1\" is not \"%2\")"),
                   {trText("format"), trText(formatName)}));
    const json& version =
        member(root, "version", json::value_t::number_float, PL_TR_NOOP("lessons", "a number"));
    if (!version.is_number_integer() || version.get<long long>() < 1 ||
        version.get<long long>() > sessionFormatVersion)
        throw ReadError(
            TrText(PL_TR_NOOP("lessons", "format version %1 is not supported (this "
                                         "ParticleLab reads versions 1 to %2)"),
                   {trText(version.dump()), trText(std::to_string(sessionFormatVersion))}));

    // A misspelt or foreign field would be dropped without a word by the next save.
    for (const auto& [key, value] : root.items())
        if (std::find(std::begin(sessionKeys), std::end(sessionKeys), key) == std::end(sessionKeys))
            throw ReadError(TrText(PL_TR_NOOP("lessons", "unknown field \"%1\" (a session has %2)"),
                                   {trText(key.substr(0, 80)), trText(joinedSessionKeys())}));
    const std::string lessonId =
        member(root, "lesson", json::value_t::string, PL_TR_NOOP("lessons", "a string"))
            .get<std::string>();
    std::unique_ptr<Lesson> lesson;
    if (auto scene = root.find("scene"); scene != root.end()) {
        if (!scene->is_object())
            throw ReadError(TrText(PL_TR_NOOP("lessons", "the field \"%1\" must be an object (a "
                                                         "scene file's content)"),
                                   {trText("scene")}));
        // Only a lesson that no registry id brings back travels with its scene.
        if (isRegisteredLesson(lessonId))
            throw ReadError(TrText(PL_TR_NOOP("lessons", "the lesson is '%1', a built-in lesson, "
                                                         "but the file embeds a \"%2\" (only a "
                                                         "scene opened from a file is saved with "
                                                         "its scene)"),
                                   {trText(lessonId), trText("scene")}));
        const char* embedded = PL_TR_NOOP("lessons", "its embedded scene");
        auto loaded = loadSceneText(scene->dump(1), embedded, lessonId);
        if (auto* error = std::get_if<JsonInputError>(&loaded))
            throw ReadError(TrText(
                "%1:%2:%3: %4", {trWord(embedded), trText(std::to_string(error->line)),
                                 trText(std::to_string(error->column)), trSentence(error->why)}));
        lesson = std::move(std::get<std::unique_ptr<ParticleSceneLesson>>(loaded));
    } else {
        lesson = createLesson(lessonId);
    }
    if (!lesson)
        throw ReadError(TrText(PL_TR_NOOP("lessons", "unknown lesson '%1'"),
                               {trText(lessonId.substr(0, 80))}));
    context = lesson->textContext();
    auto session = std::make_unique<LessonSession>(std::move(lesson));

    // The form's values, checked like command-line values.
    ParameterValues values = session->values();
    const json& parameters =
        member(root, "parameters", json::value_t::object, PL_TR_NOOP("lessons", "an object"));
    for (const auto& [id, value] : parameters.items()) {
        const ParameterSpec* spec = findParameter(session->parameterTable(), id);
        if (!spec)
            throw ReadError(TrText(PL_TR_NOOP("lessons", "unknown parameter '%1' for lesson '%2'"),
                                   {trText(id.substr(0, 80)), trText(lessonId)}));
        if (!value.is_string())
            throw ReadError(TrText(PL_TR_NOOP("lessons", "parameter '%1' must be a string such "
                                                         "as \"%2\""),
                                   {trText(id), trText("0.05")}));
        if (auto error = readParameter(*spec, value.get<std::string>(), values))
            throw ReadError(std::move(*error));
    }

    SessionDocument document;
    if (auto view = root.find("view"); view != root.end()) {
        if (!view->is_object())
            throw ReadError(mustBe("view", PL_TR_NOOP("lessons", "an object")));
        const json& center =
            member(*view, "center", json::value_t::array, PL_TR_NOOP("lessons", "an array [x, y]"));
        if (center.size() != 2 || !center[0].is_number() || !center[1].is_number())
            throw ReadError(TrText(PL_TR_NOOP("lessons", "the field \"%1\" must be [x, y]"),
                                   {trText("view.center")}));
        document.view.centerX = center[0].get<double>();
        document.view.centerY = center[1].get<double>();
        document.view.scale =
            member(*view, "scale", json::value_t::number_float, PL_TR_NOOP("lessons", "a number"))
                .get<double>();
        document.view.follow =
            member(*view, "follow", json::value_t::boolean, PL_TR_NOOP("lessons", "true or false"))
                .get<bool>();
        if (!std::isfinite(document.view.centerX) || !std::isfinite(document.view.centerY) ||
            !std::isfinite(document.view.scale) || document.view.scale < 0.0)
            throw ReadError(
                PL_TR_NOOP("lessons", "the view's centre and scale must be finite, the scale ≥ 0"));
    }
    if (auto student = root.find("student"); student != root.end()) {
        if (!student->is_object())
            throw ReadError(mustBe("student", PL_TR_NOOP("lessons", "an object")));
        // Checked as a scene file's student object is (the same reader), with its line and
        // column, whether the session opens in the window or headless.
        std::vector<std::string> parameterIds;
        for (const ParameterSpec& spec : session->parameterTable())
            parameterIds.push_back(spec.id);
        const auto placed = [](const JsonInputError& e) {
            return ReadError(
                TrText("%1: %2", {trSentence(TrText(PL_TR_NOOP("lessons", "line %1, column %2"),
                                                    {trText(std::to_string(e.line)),
                                                     trText(std::to_string(e.column))})),
                                  trSentence(e.why)}));
        };
        auto input = JsonInput::parse(text, fileName);
        auto* parsed = std::get_if<JsonInput>(&input);
        if (!parsed)
            throw placed(std::get<JsonInputError>(input));
        auto setup = parseStudentSetup(*parsed, JsonPointer("/student"), parameterIds);
        if (auto* error = std::get_if<JsonInputError>(&setup))
            throw placed(*error);
        document.student = std::get<StudentSetup>(std::move(setup));
        document.studentJson = student->dump();
    }

    const json& payload =
        member(root, "payload", json::value_t::object, PL_TR_NOOP("lessons", "an object"));
    if (member(payload, "encoding", json::value_t::string, PL_TR_NOOP("lessons", "a string")) !=
        payloadEncoding)
        throw ReadError(TrText(PL_TR_NOOP("lessons", "the payload's encoding is not \"%1\""),
                               {trText(payloadEncoding)}));
    const std::string encoded =
        member(payload, "data", json::value_t::string, PL_TR_NOOP("lessons", "a string"))
            .get<std::string>();
    const json& bytes =
        member(payload, "bytes", json::value_t::number_float, PL_TR_NOOP("lessons", "a number"));
    const std::string checksum =
        member(payload, "fnv1a64", json::value_t::string, PL_TR_NOOP("lessons", "a string"))
            .get<std::string>();
    if (!isBase64(encoded))
        throw ReadError(
            PL_TR_NOOP("lessons", "the payload is not base64 text (damaged or edited by hand)"));
    const std::string decoded = cereal::base64::decode(encoded);
    if (!bytes.is_number_unsigned() || bytes.get<unsigned long long>() != decoded.size())
        throw ReadError(TrText(PL_TR_NOOP("lessons", "the payload is truncated (%1 bytes where %2 "
                                                     "were saved)"),
                               {trText(std::to_string(decoded.size())), trText(bytes.dump())}));
    if (hex64(fnv1a64(decoded)) != checksum)
        throw ReadError(PL_TR_NOOP("lessons",
                                   "the payload is damaged (its checksum does not match; "
                                   "was it edited?)"));

    Payload saved;
    saved.version = static_cast<int>(version.get<long long>());
    try {
        std::istringstream stream(decoded, std::ios::binary);
        StateReader archive(stream);
        archive(saved);
    } catch (const std::exception& e) {
        throw ReadError(TrText(PL_TR_NOOP("lessons", "the payload cannot be read (%1)"),
                               {trSentence(whyOf(e))}));
    }
    if (TrText problem = saved.record.checkConsistency(); !problem.empty())
        throw ReadError(std::move(problem));
    if (saved.tick < 0 || saved.tick > saved.record.head())
        throw ReadError(PL_TR_NOOP("lessons", "the moment on show lies outside the run"));
    // "time" and "tick" tell a reader of the file where the run stands; they must say what the
    // payload says.
    const json& tick =
        member(root, "tick", json::value_t::number_float, PL_TR_NOOP("lessons", "a whole number"));
    if (!tick.is_number_integer() || tick.get<long long>() != saved.tick)
        throw ReadError(TrText(PL_TR_NOOP("lessons", "the field \"%1\" is %2, but the run stands "
                                                     "at tick %3"),
                               {trText("tick"), trText(tick.dump()),
                                trText(std::to_string(saved.tick))}));
    const double time =
        member(root, "time", json::value_t::number_float, PL_TR_NOOP("lessons", "a number"))
            .get<double>();
    if (!std::isfinite(time) || time < 0.0)
        throw ReadError(
            TrText(PL_TR_NOOP("lessons", "the field \"%1\" must be a finite number ≥ 0 (s)"),
                   {trText("time")}));
    if (saved.version < currentStateFormat)
        upgradeStates(session->lesson(), saved);
    try {
        session->restoreRun(values, std::move(saved.record), std::move(saved.data),
                            std::move(saved.images), saved.tick, saved.applied, saved.state);
    } catch (const std::exception& e) {
        throw ReadError(
            TrText(PL_TR_NOOP("lessons", "the saved state does not fit lesson '%1': %2"),
                   {trText(lessonId), trSentence(whyOf(e))}));
    }
    if (const double shown = session->lesson().time(); time != shown)
        throw ReadError(
            TrText(PL_TR_NOOP("lessons", "the field \"%1\" is %2 s, but the run "
                                         "stands at t = %3 s"),
                   {trText("time"), trText(json(time).dump()), trText(json(shown).dump())}));
    std::vector<Branch> branches;
    for (SavedBranch& b : saved.branches) {
        if (TrText problem = b.record.checkConsistency(); !problem.empty())
            throw ReadError(
                TrText(PL_TR_NOOP("lessons", "branch '%1': %2"),
                       {trText(b.label.substr(0, 80)), trSentence(std::move(problem))}));
        if (b.ghostTick < 0 || b.ghostTick > b.record.head() || b.forkTick < 0 ||
            b.forkTick > b.record.head())
            throw ReadError(TrText(PL_TR_NOOP("lessons", "branch '%1': its ghost lies outside it"),
                                   {trText(b.label.substr(0, 80))}));
        Branch branch;
        branch.label = std::move(b.label);
        branch.forkTick = b.forkTick;
        branch.forkTime = b.forkTime;
        branch.data = std::move(b.data);
        branch.record = std::move(b.record);
        branch.ghostTick = b.ghostTick;
        branch.ghostApplied = std::move(b.ghostApplied);
        try {
            std::shared_ptr<Lesson> ghost = session->lesson().clone();
            if (TrText error = ghost->validate(branch.ghostApplied); !error.empty())
                throw StateError(std::move(error));
            loadStateBytes(*ghost, branch.ghostApplied, b.ghostState);
            branch.ghost = std::move(ghost);
        } catch (const std::exception& e) {
            throw ReadError(TrText(PL_TR_NOOP("lessons", "the ghost of branch '%1' does not fit "
                                                         "lesson '%2': %3"),
                                   {trText(branch.label.substr(0, 80)), trText(lessonId),
                                    trSentence(whyOf(e))}));
        }
        branches.push_back(std::move(branch));
    }
    session->restoreBranches(std::move(branches));
    document.session = std::move(session);
    return document;
}

} // namespace

std::string writeSessionText(const LessonSession& session, const ViewPlacement& view,
                             const std::string& studentJson, bool (*stop)())
{
    // A large run takes a second or more to put into words: `stop` is asked between the stages.
    const auto stopped = [stop] { return stop && stop(); };
    Payload payload;
    const Lesson& lesson = session.lesson();
    payload.record = session.record().forSaving(savedKeyframes);
    payload.data = session.recordedChartData();
    payload.images = session.images();
    payload.tick = session.tick();
    payload.applied = session.appliedValues();
    payload.state = saveStateBytes(lesson);
    for (const Branch& b : session.branches())
        payload.branches.push_back({b.label, b.forkTick, b.forkTime, b.data,
                                    b.record.forSaving(savedKeyframes), b.ghostTick,
                                    b.ghostApplied, saveStateBytes(*b.ghost)});
    std::ostringstream stream(std::ios::binary);
    {
        StateWriter archive(stream);
        archive(payload);
    }
    const std::string bytes = std::move(stream).str();
    if (stopped())
        return {};

    nlohmann::ordered_json root;
    root["format"] = formatName;
    root["version"] = sessionFormatVersion;
    root["lesson"] = lesson.info().id;
    root["title"] = lesson.info().title;
    if (needsEmbeddedScene(lesson)) {
        const auto& scene = dynamic_cast<const ParticleSceneLesson&>(lesson);
        root["scene"] = sceneToJsonValue(scene.description(), scene.translations());
    }
    root["time"] = lesson.time();
    root["tick"] = session.tick();
    nlohmann::ordered_json parameters = nlohmann::ordered_json::object();
    for (const ParameterSpec& spec : session.parameterTable())
        parameters[spec.id] = exactParameterText(spec, session.values());
    root["parameters"] = parameters;
    root["view"] = {{"center", {view.centerX, view.centerY}},
                    {"scale", view.scale},
                    {"follow", view.follow}};
    if (!studentJson.empty())
        root["student"] = nlohmann::ordered_json::parse(studentJson);
    std::string encoded =
        cereal::base64::encode(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
    if (stopped())
        return {};
    root["payload"] = {
        {"encoding", payloadEncoding},
        {"bytes", bytes.size()},
        {"fnv1a64", hex64(fnv1a64(bytes))},
        {"data", std::move(encoded)},
    };
    return root.dump(1) + "\n";
}

SessionReadResult readSessionText(const std::string& text, const std::string& fileName)
{
    SessionReadResult result;
    try {
        result.document = readDocument(text, fileName, result.errorContext);
    } catch (const ReadError& e) {
        result.errorText = TrText("%1: %2", {trText(fileName), trSentence(e.why)});
    } catch (const std::exception& e) {
        result.errorText =
            TrText("%1: %2", {trText(fileName),
                              trSentence(TrText(PL_TR_NOOP("lessons", "cannot be read (%1)"),
                                                {trSentence(whyOf(e))}))});
    }
    result.error = result.errorText.english();
    return result;
}

std::variant<std::unique_ptr<PendingFile>, TrText> stageSessionFile(
    const LessonSession& session, const ViewPlacement& view, const std::string& path,
    const std::string& studentJson, bool (*stop)())
{
    auto file = std::make_unique<PendingFile>(path);
    const std::string text = writeSessionText(session, view, studentJson, stop);
    // A stop during the text is seen by write() before its first chunk ("writing was interrupted").
    if (auto error = file->write(text, stop))
        return fileErrorText(path, *error);
    return file;
}

std::optional<TrText> saveSessionFile(const LessonSession& session, const ViewPlacement& view,
                                      const std::string& path, const std::string& studentJson)
{
    auto staged = stageSessionFile(session, view, path, studentJson);
    if (auto* error = std::get_if<TrText>(&staged))
        return *error;
    if (auto error = std::get<std::unique_ptr<PendingFile>>(staged)->commit())
        return fileErrorText(path, *error);
    return std::nullopt;
}

SessionReadResult openSessionFile(const std::string& path, bool (*stop)())
{
    SessionReadResult result;
    std::string text;
    if (auto error = readRegularFile(path, sessionFileMaxBytes,
                                     PL_TR_NOOP("lessons", "a session file"), text, stop)) {
        result.error = path + ": " + error->english();
        result.errorText = fileErrorText(path, *error);
        return result;
    }
    return readSessionText(text, path);
}

bool looksLikeSession(const std::string& text)
{
    return text.find(formatName) != std::string::npos;
}

bool isSessionFile(const std::string& path)
{
    const std::string suffix = sessionFileSuffix;
    if (path.size() >= suffix.size() && path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0)
        return true;
    if (!isRegularFile(path))
        return false;  // read as a scene, which says why it cannot be read
    std::ifstream in(path, std::ios::binary);
    std::string head(65536, '\0');
    in.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(in.gcount()));
    // A session has its format name and a payload; a scene file that merely names the format is
    // read as a scene (and refused there, with its line and column).
    return looksLikeSession(head) && head.find("\"payload\"") != std::string::npos;
}

} // namespace pl
