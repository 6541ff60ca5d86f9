// SPDX-License-Identifier: GPL-3.0-or-later
#include "DamagedSession.h"

#include "SessionFile.h"
#include "framework/LessonState.h"

#include <cereal/external/base64.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
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

// `bytes` with every copy of `from` replaced by `to`, the checksum and size recomputed, as the
// session file `text`; empty when `from` is not in the payload.
std::string withPayloadReplaced(const std::string& text, const std::string& from,
                                const std::string& to) {
    nlohmann::ordered_json root = nlohmann::ordered_json::parse(text);
    auto& payload = root["payload"];
    std::string bytes = cereal::base64::decode(payload["data"].get<std::string>());
    std::size_t replaced = 0;
    for (std::size_t p = bytes.find(from); p != std::string::npos;
         p = bytes.find(from, p + to.size())) {
        bytes.replace(p, from.size(), to);
        ++replaced;
    }
    if (replaced == 0)
        return {};
    payload["data"] =
        cereal::base64::encode(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size());
    payload["bytes"] = bytes.size();
    payload["fnv1a64"] = hex64(fnv1a64(bytes));
    return root.dump(1) + "\n";
}

// A string as the portable binary archive writes it here: its length (8 bytes, little-endian),
// then its bytes.
std::string archived(const std::string& bytes) {
    const auto size = static_cast<std::uint64_t>(bytes.size());
    std::string out(sizeof size, '\0');
    std::memcpy(out.data(), &size, sizeof size);
    return out + bytes;
}

} // namespace

std::string sessionWithTruncatedState(const LessonSession& session) {
    const std::string state = saveStateBytes(session.lesson());
    if (state.size() < 16)
        return {};
    return withPayloadReplaced(writeSessionText(session, {}), archived(state),
                               archived(state.substr(0, state.size() / 2)));
}

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
