// SPDX-License-Identifier: GPL-3.0-or-later
#include "DamagedSession.h"

#include "SessionFile.h"
#include "framework/LessonState.h"

#include <cereal/external/base64.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>

namespace pl::test {

namespace {

std::string hex64(std::uint64_t v)
{
    char buffer[17];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(v));
    return buffer;
}

// The 8 bytes of `value` as the portable binary archive writes them on this (little-endian)
// machine.
std::string bytesOf(double value)
{
    std::string out(sizeof value, '\0');
    std::memcpy(out.data(), &value, sizeof value);
    return out;
}

} // namespace

std::string sessionWithNaNTime(const LessonSession& session)
{
    const double time = session.lesson().time();
    if (!(time > 0.0))
        return {};
    const std::string state = saveStateBytes(session.lesson());
    std::string damaged = state;
    const std::string clock = bytesOf(time);
    const std::size_t at = damaged.find(clock);
    if (at == std::string::npos)
        return {};
    damaged.replace(at, clock.size(), bytesOf(std::numeric_limits<double>::quiet_NaN()));

    nlohmann::ordered_json root = nlohmann::ordered_json::parse(writeSessionText(session, {}));
    auto& payload = root["payload"];
    std::string bytes = cereal::base64::decode(payload["data"].get<std::string>());
    std::size_t replaced = 0;
    for (std::size_t p = bytes.find(state); p != std::string::npos; p = bytes.find(state, p + 1)) {
        bytes.replace(p, state.size(), damaged);
        ++replaced;
    }
    if (replaced == 0)
        return {};
    payload["data"] = cereal::base64::encode(reinterpret_cast<const unsigned char*>(bytes.data()),
                                             bytes.size());
    payload["fnv1a64"] = hex64(fnv1a64(bytes));
    return root.dump(1) + "\n";
}

} // namespace pl::test
