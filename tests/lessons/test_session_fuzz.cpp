// SPDX-License-Identifier: GPL-3.0-or-later
// A seeded mutation fuzzer over the session reader: good session files of several
// lessons, mutated at random (bit flips, cut and duplicated ranges, hostile JSON tokens, numbers
// swapped for others), must each either open or be refused with a message that starts with the
// file's name; never a crash, a hang or a sanitizer report. A session that opens must step.
//
// The seed and the count can be given: lessons_test_session_fuzz -- <seed> <count>
// (QTest takes the arguments before "--"). CTest runs PARTICLELAB_SESSION_FUZZ_FILES files with
// the fixed seed (a CMake cache variable: 10 000, and 2 000 in the asan preset, where each file
// costs 6 times as much).
#include "Registry.h"
#include "framework/LessonState.h"
#include "SessionFile.h"

#include <cereal/external/base64.hpp>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <random>

using namespace pl;

namespace {

unsigned long long g_seed = 20261122;
int g_count = PARTICLELAB_SESSION_FUZZ_FILES;

const char* const hostileTokens[] = {
    "NaN", "nan", "1e999", "-1e999", "-1", "0", "1e-320", "null", "true", "{}", "[]", "\"",
    "\\u0000", "\\ud800", "99999999999999999999999", "-0", "\"\"", "[[[[[[", "}}}}", ",", ":",
    "\"lesson\": \"nope\"", "\"version\": 2", "\"tick\": -5", "\"bytes\": 1"};

std::string mutate(std::string text, std::mt19937_64& random)
{
    auto index = [&](std::size_t n) {
        return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(random);
    };
    const int operations = 1 + static_cast<int>(index(4));
    for (int op = 0; op < operations && !text.empty(); ++op) {
        const std::size_t at = index(text.size());
        switch (index(8)) {
        case 0:  // flip bits
            text[at] = static_cast<char>(text[at] ^ (1 << index(8)));
            break;
        case 1:  // cut a range
            text.erase(at, 1 + index(64));
            break;
        case 2:  // duplicate a range
            text.insert(at, text.substr(index(text.size()), 1 + index(64)));
            break;
        case 3:  // a hostile token
            text.insert(at, hostileTokens[index(std::size(hostileTokens))]);
            break;
        case 4:  // truncate
            text.resize(at);
            break;
        case 5: {  // replace a number by another
            const std::size_t digit = text.find_first_of("0123456789", at);
            if (digit != std::string::npos)
                text.replace(digit, 1, hostileTokens[index(std::size(hostileTokens))]);
            break;
        }
        case 6: {  // nesting far deeper than any file of ours (the JSON writer recurses)
            const std::size_t depth = 1 + index(200000);
            text.insert(at, std::string(depth, "[{"[index(2)]) + "1");
            break;
        }
        default:  // random bytes
            for (std::size_t i = 0, n = 1 + index(8); i < n; ++i)
                text.insert(text.begin() + static_cast<std::ptrdiff_t>(at),
                            static_cast<char>(index(256)));
            break;
        }
    }
    return text;
}

// A good session file of `id` after a short run, or empty when the lesson cannot be saved.
std::string goodFile(const std::string& id)
{
    auto session = std::make_unique<LessonSession>(createLesson(id));
    for (int i = 0; i < 20; ++i)
        session->step();
    return writeSessionText(*session, {0.5, 0.25, 80.0, true});
}

} // namespace

class TestSessionFuzz : public QObject {
    Q_OBJECT
private slots:
    void mutatedFilesNeverCrash();
    void forgedStateIsChecked();
};

void TestSessionFuzz::mutatedFilesNeverCrash()
{
    std::vector<std::string> seeds;
    for (const char* id : {"harmonic-oscillator", "pendulum", "springs", "ideal-gas"}) {
        seeds.push_back(goodFile(id));
        // A reader that refused everything would pass the loop below: the seeds must open.
        const SessionReadResult seed = readSessionText(seeds.back(), "seed.plsession");
        QVERIFY2(seed.document.session, seed.error.c_str());
    }
    std::mt19937_64 random(g_seed);
    int opened = 0, refused = 0;
    for (int i = 0; i < g_count; ++i) {
        const std::string& seed = seeds[static_cast<std::size_t>(i) % seeds.size()];
        const std::string text = mutate(seed, random);
        SessionReadResult result = readSessionText(text, "fuzz.plsession");
        if (result.document.session) {
            QVERIFY(result.error.empty());
            for (int s = 0; s < 3; ++s)
                result.document.session->step();
            ++opened;
        } else {
            if (result.error.rfind("fuzz.plsession: ", 0) != 0)
                QFAIL(qPrintable(QString("file %1 (seed %2): message without the file name: %3")
                                     .arg(i).arg(g_seed).arg(QString::fromStdString(result.error))));
            ++refused;
        }
    }
    qInfo("%d mutated files: %d opened, %d refused with a message (seed %llu)", g_count, opened,
          refused, g_seed);
    QVERIFY(refused > g_count / 2);
}

// A payload whose checksum was recomputed after putting NaN into the state: the checksum cannot
// catch it, the lesson's own check must.
void TestSessionFuzz::forgedStateIsChecked()
{
    auto session = std::make_unique<LessonSession>(createLesson("harmonic-oscillator"));
    const std::string good = writeSessionText(*session, {});
    // At t = 0 the state holds x₀ = 1.0; put NaN in its place inside the payload.
    const std::size_t dataAt = good.find("\"data\": \"") + 9;
    const std::size_t dataEnd = good.find('"', dataAt);
    std::string payload = cereal::base64::decode(good.substr(dataAt, dataEnd - dataAt));
    const double one = 1.0, nan = std::numeric_limits<double>::quiet_NaN();
    const std::string oneBytes(reinterpret_cast<const char*>(&one), sizeof one);
    const std::size_t last = payload.rfind(oneBytes);  // the cursor state comes last
    QVERIFY(last != std::string::npos);
    payload.replace(last, sizeof nan, std::string(reinterpret_cast<const char*>(&nan), sizeof nan));
    std::string forged = good.substr(0, dataAt) +
                         cereal::base64::encode(reinterpret_cast<const unsigned char*>(payload.data()),
                                                payload.size()) +
                         good.substr(dataEnd);
    char checksum[17];
    std::snprintf(checksum, sizeof checksum, "%016llx",
                  static_cast<unsigned long long>(fnv1a64(payload)));
    const std::size_t sumAt = forged.find("\"fnv1a64\": \"") + 12;
    forged.replace(sumAt, 16, checksum);
    SessionReadResult result = readSessionText(forged, "forged.plsession");
    QVERIFY(!result.document.session);
    QVERIFY2(QString::fromStdString(result.error).contains("not finite"), result.error.c_str());
}

namespace {

int runSessionFuzz(int argc, char** argv)
{
    // Arguments after "--" are the fuzzer's: seed and count.
    std::vector<char*> qtArgs;
    for (int i = 0; i < argc; ++i) {
        if (std::string(argv[i]) == "--") {
            if (i + 1 < argc)
                g_seed = std::stoull(argv[i + 1]);
            if (i + 2 < argc)
                g_count = std::stoi(argv[i + 2]);
            break;
        }
        qtArgs.push_back(argv[i]);
    }
    QCoreApplication app(argc, argv);
    TestSessionFuzz test;
    return QTest::qExec(&test, static_cast<int>(qtArgs.size()), qtArgs.data());
}

} // namespace

PARTICLELAB_TEST_CUSTOM_MAIN(runSessionFuzz)

#include "test_session_fuzz.moc"
