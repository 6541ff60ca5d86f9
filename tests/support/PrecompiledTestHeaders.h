// SPDX-License-Identifier: GPL-3.0-or-later
// The headers that every test program reads and that cost most of its compile time: QtTest
// (which brings all of QtCore), Eigen and nlohmann-json, and the standard library. With
// PARTICLELAB_PRECOMPILED_TEST_HEADERS (on in the presets) they are parsed once per kind of test
// (core, lessons, app) and shared by all programs of that kind. Test files still include what
// they use; this file only makes it quicker.
#pragma once

#include <QtTest/QtTest>

#include <Eigen/Core>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>
