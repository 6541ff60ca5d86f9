// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestRegistry.h"

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace pl::test {
namespace {

std::map<std::string, TestMain>& registeredTests()
{
    static std::map<std::string, TestMain> tests;
    return tests;
}

// "/path/to/test_area.cpp" -> "test_area".
std::string testName(const char* sourceFile)
{
    std::string name(sourceFile);
    const auto slash = name.find_last_of("/\\");
    if (slash != std::string::npos)
        name.erase(0, slash + 1);
    const auto dot = name.rfind('.');
    if (dot != std::string::npos)
        name.erase(dot);
    return name;
}

} // namespace

bool registerTest(const char* sourceFile, TestMain main)
{
    const auto [where, added] = registeredTests().emplace(testName(sourceFile), main);
    if (!added)
        std::fprintf(stderr, "two test files are named %s\n", where->first.c_str());
    return true;
}

int runRegisteredTest(int argc, char** argv)
{
    const auto found = argc > 1 ? registeredTests().find(argv[1]) : registeredTests().end();
    if (found == registeredTests().end()) {
        std::fprintf(stderr, "usage: %s TEST [QTest arguments]; TEST is one of:\n", argv[0]);
        for (const auto& entry : registeredTests())
            std::fprintf(stderr, "  %s\n", entry.first.c_str());
        return 2;
    }
    // The QTest arguments: the program's name, then what follows the test's name.
    std::vector<char*> arguments{argv[0]};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    arguments.push_back(nullptr);
    return found->second(argc - 1, arguments.data());
}

} // namespace pl::test
