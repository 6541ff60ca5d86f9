// SPDX-License-Identifier: GPL-3.0-or-later
// Saved sessions: one file that brings a lesson back exactly as it was.
//
// The file is JSON (read and written with nlohmann-json) so that a person can see what it holds:
//   {"format": "particlelab-session", "version": 1, "lesson": "pendulum", "title": …,
//    "time": 12.5, "tick": 2500, "parameters": {"dt": "0.005", …},
//    "view": {"center": [x, y], "scale": px per m, "follow": true},
//    "student": {…}                                   (optional, see the student mode)
//    "scene": {…}        (a scene opened from the user's file: its content, so that the file
//                         reopens without it; the lesson id is then the scene's)
//    "payload": {"encoding": "cereal-portable-binary+base64", "bytes": N,
//                "fnv1a64": "…", "data": "…"}}
// The payload holds what must come back bit for bit: the lesson's State at the moment on show,
// the run's record (keyframes spread over the run and the event log), the chart data and
// (version 2) the branches: label, fork, their charts and records, their ghost's State. Its
// checksum refuses a damaged or hand-edited payload before a byte of it is interpreted.
// Parameters are readable and checked against the lesson's table like command-line values.
// It sits above the lesson folders, beside the registry, because reading a file makes a lesson by
// its id (Registry.h) and a scene opened from a file travels with its scene (particle_scene/);
// lessons/framework includes no lesson.
#pragma once

#include "framework/LessonSession.h"
#include "framework/StudentSetup.h"

#include <particlelab/io/PendingFile.h>

#include <memory>
#include <optional>
#include <string>
#include <variant>

namespace pl {

// Where the view looked: its centre (m), its scale (px per m; 0 = fit) and whether it follows
// the scene's bounds.
struct ViewPlacement {
    double centerX = 0.0, centerY = 0.0;
    double scale = 0.0;
    bool follow = true;
};

// Version 2 added the branches; version 3 the states' layout 3 (StateArchive.h). Files of
// versions 1 and 2 still open: their states are read in their layout and rewritten in this one.
inline constexpr int sessionFormatVersion = 3;
static_assert(sessionFormatVersion == currentStateFormat,
              "a file's version names the layout of the states it holds");
inline constexpr const char* sessionFileSuffix = ".plsession";
// The most a session file may have: a 2·10⁴-particle SPH run with its 16 keyframes and branches
// is about 60 MiB.
inline constexpr std::size_t sessionFileMaxBytes = std::size_t{1} << 30;

struct SessionDocument {
    std::unique_ptr<LessonSession> session;
    ViewPlacement view;
    std::string studentJson;  // the "student" object as JSON text, empty when there is none
    std::optional<StudentSetup> student;  // the same, read and checked
};

// The file's text for `session` as it stands (the moment on show and the whole run).
// `stop`, when given, is asked between the stages of a long write; the text is then empty.
std::string writeSessionText(const LessonSession& session, const ViewPlacement& view,
                             const std::string& studentJson = {}, bool (*stop)() = nullptr);

// Reads a session from `text`. On failure returns the message "<fileName>: <what is wrong>"
// in `error` (and no session): English, as the command line prints it. `errorText` is the same
// as a sentence to translate (Translatable.h) for the window, which shows it with
// LessonWords(errorContext): the lesson's text context once the file named a lesson (its
// checkState() and validate() sentences are marked there), else empty (the shared one).
struct SessionReadResult {
    SessionDocument document;
    std::string error;
    TrText errorText;
    std::string errorContext;
};
SessionReadResult readSessionText(const std::string& text, const std::string& fileName);

// Writes to a temporary file beside `path` and renames it, so a failed write never leaves a
// half-written session. Returns an error message naming the file (to be shown in the reader's
// language, or .english()), or nothing on success.
std::optional<TrText> saveSessionFile(const LessonSession& session, const ViewPlacement& view,
                                           const std::string& path,
                                           const std::string& studentJson = {});
// The same in two steps: the text written beside `path` (asking `stop` between chunks), put in
// place by the PendingFile's commit() or removed with it. Returns the message on failure.
std::variant<std::unique_ptr<PendingFile>, TrText> stageSessionFile(
    const LessonSession& session, const ViewPlacement& view, const std::string& path,
    const std::string& studentJson = {}, bool (*stop)() = nullptr);
// `stop`, when given, is asked between the chunks of a long read (a session of up to 1 GiB).
SessionReadResult openSessionFile(const std::string& path, bool (*stop)() = nullptr);

// True when `text` looks like a session file (so File → Open can tell it from a scene file).
bool looksLikeSession(const std::string& text);
// True when the file at `path` is meant as a session: its name ends in .plsession, or its first
// kilobytes say "particlelab-session" and hold "payload". A missing file with that suffix counts, so that the
// session reader reports it.
bool isSessionFile(const std::string& path);

} // namespace pl
