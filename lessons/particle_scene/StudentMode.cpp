// SPDX-License-Identifier: GPL-3.0-or-later
#include "particle_scene/StudentMode.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace pl {

namespace {

// The list of names at `key` of `value` (none when absent), each one of `known`: `listOf` says
// what the list holds, `kind` what one name is and `expected` lists the known ones in a message
// (each marked with PL_TR_NOOP in the context "lessons").
std::vector<std::string> readNames(const Json& value, const JsonPointer& at, const char* key,
                                   const std::vector<std::string>& known, const char* listOf,
                                   const char* kind, const char* expected)
{
    using namespace json_fields;
    std::vector<std::string> names;
    if (!value.contains(key))
        return names;
    const JsonPointer where = at / key;
    const Json& list = array(value[key], where, listOf);
    for (std::size_t i = 0; i < list.size(); ++i) {
        std::string name = string(list[i], where / i);
        if (std::find(known.begin(), known.end(), name) == known.end())
            fail(where / i, TrText(PL_TR_NOOP("lessons", "unknown %1 '%2' (expected %3)"),
                                   {trWord(kind), trText(name), trWord(expected)}));
        names.push_back(std::move(name));
    }
    return names;
}

} // namespace

StudentSetup readStudentSetup(const Json& value, const JsonPointer& at,
                              const std::vector<std::string>& parameterIds)
{
    using namespace json_fields;
    object(value, at, PL_TR_NOOP("lessons", "the student mode"));
    onlyKeys(value, at, {"locked", "hidden_panels", "allow", "questions"});
    StudentSetup setup;
    if (value.contains("locked")) {
        const JsonPointer where = at / "locked";
        const Json& list = array(value["locked"], where,
                                 PL_TR_NOOP("lessons", "parameter names, or \"*\" for all"));
        for (std::size_t i = 0; i < list.size(); ++i) {
            std::string id = string(list[i], where / i);
            if (id != "*" &&
                std::find(parameterIds.begin(), parameterIds.end(), id) == parameterIds.end()) {
                std::string known;
                for (const std::string& p : parameterIds)
                    known += (known.empty() ? "" : ", ") + p;
                fail(where / i, TrText(PL_TR_NOOP("lessons", "unknown parameter '%1' (expected "
                                                             "\"*\" or one of: %2)"),
                                       {trText(id), trText(known)}));
            }
            setup.lockedParameters.push_back(std::move(id));
        }
    }
    setup.hiddenPanels =
        readNames(value, at, "hidden_panels", studentPanelNames(),
                  PL_TR_NOOP("lessons", "panel names"), PL_TR_NOOP("lessons", "panel"),
                  PL_TR_NOOP("lessons", "lessons, text, parameters, measurements or charts"));
    setup.allowedExits = readNames(
        value, at, "allow", studentExitNames(), PL_TR_NOOP("lessons", "ways out of student mode"),
        PL_TR_NOOP("lessons", "way out"), PL_TR_NOOP("lessons", "lessons, open or defaults"));
    if (value.contains("questions")) {
        const JsonPointer where = at / "questions";
        const Json& list = array(value["questions"], where, PL_TR_NOOP("lessons", "questions"));
        for (std::size_t i = 0; i < list.size(); ++i) {
            const JsonPointer q = where / i;
            object(list[i], q, PL_TR_NOOP("lessons", "a question"));
            onlyKeys(list[i], q, {"text", "answer", "unit", "tolerance"});
            StudentQuestion question;
            question.text = string(required(list[i], q, "text"), q / "text");
            if (question.text.empty())
                fail(q / "text", PL_TR_NOOP("lessons", "the question has no text"));
            question.answer = optionalNumber(list[i], q, "answer");
            if (list[i].contains("unit"))
                question.unit = string(list[i]["unit"], q / "unit");
            if (const auto tolerance = optionalNumber(list[i], q, "tolerance")) {
                if (!question.answer)
                    fail(q / "tolerance",
                         PL_TR_NOOP("lessons", "a tolerance needs a numeric \"answer\""));
                if (*tolerance < 0.0)
                    fail(q / "tolerance", TrText(PL_TR_NOOP("lessons", "the tolerance %1 is "
                                                                       "negative; it must be 0 "
                                                                       "or more"),
                                                 {trText(list[i]["tolerance"].dump())}));
                question.tolerance = *tolerance;
            } else if (question.answer) {
                question.tolerance = 0.01 * std::abs(*question.answer);  // 1 % by default
            }
            setup.questions.push_back(std::move(question));
        }
    }
    return setup;
}

std::variant<StudentSetup, JsonInputError> parseStudentSetup(
    const JsonInput& input, const JsonPointer& at, const std::vector<std::string>& parameterIds)
{
    try {
        return readStudentSetup(input.root().at(at), at, parameterIds);
    } catch (const JsonFieldError& error) {
        return input.locate(error);
    } catch (const Json::exception&) {
        return input.locate({at, PL_TR_NOOP("lessons", "missing")});
    }
}

namespace {
std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n") == std::string::npos)
        return text;
    std::string out = "\"";
    for (char c : text)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}
} // namespace

std::string answersToCsv(const std::string& name, const std::vector<StudentAnswer>& answers)
{
    std::ostringstream out;
    out << "name,question,answer,correct\n";
    for (const StudentAnswer& a : answers)
        out << csvField(name) << ',' << csvField(a.question) << ',' << csvField(a.answer) << ','
            << (a.correct ? (*a.correct ? "yes" : "no") : "") << '\n';
    return out.str();
}

std::string answersToJson(const std::string& name, const std::string& title,
                          const std::vector<StudentAnswer>& answers)
{
    Json list = Json::array();
    for (const StudentAnswer& a : answers)
        list.push_back({{"question", a.question},
                        {"answer", a.answer},
                        {"correct", a.correct ? Json(*a.correct) : Json(nullptr)}});
    return Json{{"name", name}, {"scene", title}, {"answers", list}}.dump(2) + "\n";
}

std::string studentSetupToJson(const StudentSetup& setup)
{
    nlohmann::ordered_json out = nlohmann::ordered_json::object();
    if (!setup.lockedParameters.empty())
        out["locked"] = setup.lockedParameters;
    if (!setup.hiddenPanels.empty())
        out["hidden_panels"] = setup.hiddenPanels;
    if (!setup.allowedExits.empty())
        out["allow"] = setup.allowedExits;
    if (!setup.questions.empty()) {
        nlohmann::ordered_json questions = nlohmann::ordered_json::array();
        for (const StudentQuestion& q : setup.questions) {
            nlohmann::ordered_json question = {{"text", q.text}};
            if (q.answer) {
                question["answer"] = *q.answer;
                question["unit"] = q.unit;
                question["tolerance"] = q.tolerance;
            } else if (!q.unit.empty()) {
                question["unit"] = q.unit;
            }
            questions.push_back(std::move(question));
        }
        out["questions"] = std::move(questions);
    }
    return out.dump();
}

} // namespace pl
