// SPDX-License-Identifier: GPL-3.0-or-later
// Malformed scene files and what must be said about them: shared by the lesson test (the
// message, line and column) and the command-line test (exit code 2 and the same message).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

struct MalformedScene {
    std::string name;
    std::string text;
    std::string at;       // the text the error must point at ("" = the end of the file)
    bool exactColumn;     // false: only the line is checked (syntax errors)
    std::string message;  // a piece of the message
};

inline std::vector<MalformedScene> malformedScenes()
{
    const std::string v = R"json({
  "title": "t",
  "particles": [
    {"label": "a", "position": [0, 0]},
    {"label": "b", "position": [1, 0], "mass": 2}
  ],
  "springs": [{"between": ["a", "b"], "stiffness": 10}]
}
)json";
    auto replaced = [](std::string text, const std::string& from, const std::string& to) {
        const auto at = text.find(from);
        if (at == std::string::npos) {
            std::fprintf(stderr, "'%s' is not in the scene\n", from.c_str());
            std::abort();
        }
        return text.replace(at, from.size(), to);
    };
    std::vector<MalformedScene> list;
    auto add = [&list](const char* name, const std::string& text, const char* at, bool exact,
                       const char* message) { list.push_back({name, text, at, exact, message}); };
    add("truncated", v.substr(0, 60), "", false, "ends too early");
    add("empty", "  \n", "", false, "empty");
    add("missing comma", replaced(v, "\"a\", \"position\"", "\"a\" \"position\""),
        "\"position\": [0", false, "syntax error");
    add("NaN", replaced(v, "\"mass\": 2", "\"mass\": NaN"), "NaN", false, "invalid literal");
    add("overflow", replaced(v, "\"mass\": 2", "\"mass\": 1e999"), "1e999", true, "too large");
    // The same characters earlier in a string: the number is pointed at, not the title.
    add("overflow after its text", replaced(replaced(v, "\"mass\": 2", "\"mass\": 1e999"), "\"t\"", "\"1e999\""),
        "1e999}", true, "too large");
    add("not an object", "[1, 2]\n", "[1", true, "expected an object");
    add("no particles", "{\"title\": \"t\"}\n", "{", true, "missing field 'particles'");
    add("misspelt field", replaced(v, "\"particles\"", "\"particle\""),
        "[\n    {\"label\": \"a\"", true, "unknown field 'particle'");
    add("particles not a list", "{\n  \"particles\": 3\n}\n", "3", true, "expected a list");
    add("position a string", replaced(v, "[1, 0]", "\"here\""), "\"here\"", true,
        "expected a pair of numbers");
    add("position of three", replaced(v, "[1, 0]", "[1, 0, 0]"), "[1, 0, 0]", true,
        "a list of 3");
    add("missing position", replaced(v, "\"position\": [0, 0]", "\"mass\": 1"),
        "{\"label\": \"a\"", true, "missing field 'position'");
    add("negative mass", replaced(v, "\"mass\": 2", "\"mass\": -2"), "-2", true,
        "-2 is not greater than 0");
    add("zero radius", replaced(v, "\"mass\": 2", "\"radius\": 0"), "0}", true,
        "0 is not greater than 0");
    add("unknown field", replaced(v, "\"mass\": 2", "\"masss\": 2"), "2}", true,
        "unknown field 'masss'");
    add("spring to a missing label", replaced(v, "[\"a\", \"b\"]", "[\"a\", \"c\"]"),
        "\"c\"", true, "no particle is labelled 'c'");
    add("spring to a missing index", replaced(v, "[\"a\", \"b\"]", "[\"a\", 5]"), "5]", true,
        "there is no particle 5");
    add("spring to itself", replaced(v, "[\"a\", \"b\"]", "[\"a\", \"a\"]"), "[\"a\", \"a\"]",
        true, "to itself");
    add("negative stiffness", replaced(v, "\"stiffness\": 10", "\"stiffness\": -10"), "-10",
        true, "not greater than 0");
    add("wrong type of flag", replaced(v, "\"mass\": 2", "\"pinned\": \"yes\""), "\"yes\"",
        true, "expected true or false");
    add("unknown integrator", replaced(v, "\"title\": \"t\"", "\"integrator\": \"leapfrog\""),
        "\"leapfrog\"", true, "unknown integrator 'leapfrog'");
    add("negative dt", replaced(v, "\"title\": \"t\"", "\"dt\": -0.01"), "-0.01", true,
        "not greater than 0");
    add("duplicate label", replaced(v, "\"label\": \"b\"", "\"label\": \"a\""), "\"a\", \"position\": [1",
        true, "already used");
    add("unknown chart", replaced(v, "\"title\": \"t\"", "\"charts\": [{\"quantity\": \"heat\"}]"),
        "\"heat\"", true, "unknown quantity 'heat'");
    add("wall without direction",
        replaced(v, "\"title\": \"t\"", "\"walls\": [{\"type\": \"plane\", \"point\": [0, 0], \"normal\": [0, 0]}]"),
        "[0, 0]}", true, "no direction");
    add("restitution above 1",
        replaced(v, "\"title\": \"t\"", "\"collisions\": {\"restitution\": 1.5}"), "1.5", true,
        "outside [0, 1]");
    add("other format", replaced(v, "\"title\": \"t\"", "\"format\": \"particlelab-session\""),
        "\"particlelab-session\"", true, "not a scene file");
    add("student locks an unknown parameter",
        replaced(v, "\"title\": \"t\"", "\"student\": {\"locked\": [\"speed\"]}"), "\"speed\"",
        true, "unknown parameter 'speed'");
    add("question with a negative tolerance",
        replaced(v, "\"title\": \"t\"",
                 "\"student\": {\"questions\": [{\"text\": \"v?\", \"answer\": 1, \"tolerance\": -0.1}]}"),
        "-0.1", true, "negative");
    add("translation into an unknown language",
        replaced(v, "\"title\": \"t\"", "\"translations\": {\"xx\": {\"title\": \"x\"}}"),
        "{\"title\": \"x\"}", true, "unknown language 'xx' (expected one of: de, fr, es, pt_BR)");
    add("translated title not a string",
        replaced(v, "\"title\": \"t\"", "\"translations\": {\"de\": {\"title\": 42}}"), "42",
        true, "expected a string");
    add("translation with an unknown field",
        replaced(v, "\"title\": \"t\"", "\"translations\": {\"fr\": {\"summary\": \"s\"}}"),
        "\"summary\"", false, "unknown field 'summary'");
    add("translated questions of a scene without questions",
        replaced(v, "\"title\": \"t\"", "\"translations\": {\"es\": {\"questions\": [\"¿v?\"]}}"),
        "[\"¿v?\"]", true, "asks no questions");
    add("more translated questions than questions",
        replaced(v, "\"title\": \"t\"",
                 "\"student\": {\"questions\": [{\"text\": \"v?\"}]}, "
                 "\"translations\": {\"pt_BR\": {\"questions\": [\"v?\", \"w?\"]}}"),
        "[\"v?\", \"w?\"]", true, "2 question texts for the 1 question of student.questions");
    add("an empty translated question",
        replaced(v, "\"title\": \"t\"",
                 "\"student\": {\"questions\": [{\"text\": \"v?\"}]}, "
                 "\"translations\": {\"de\": {\"questions\": [\"\"]}}"),
        "[\"\"]", false, "the question's text is empty");
    return list;
}
