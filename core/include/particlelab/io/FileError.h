// SPDX-License-Identifier: GPL-3.0-or-later
// Why a file could not be read or written, as a sentence to translate: the window shows it in
// the reader's language (lessons/framework/Translatable.h: fileErrorText), the command line in
// English. Core knows no Qt, so the sentence is a literal marked with PL_TR_NOOP in the shared
// context "lessons" (util/TrNoop.h) and its arguments, to be put in for %1 … %9.
#pragma once

#include <string>
#include <vector>

namespace pl {

struct FileError {
    // An argument is put in as it is (a size, "64 MiB") or is itself a marked word, translated
    // too (`marked`: the kind of file, "a session file"; the system's reason, "Permission
    // denied", when it is one of the common ones).
    struct Arg {
        std::string text;
        bool marked = false;
    };
    std::string format;
    std::vector<Arg> args;

    // The English sentence, without the path: "is a folder, not a regular file".
    std::string english() const;
};

// The system's reason for errno `code` as an argument: the common ones marked (their English is
// strerror's, so the English sentence reads as the system's), any other in the system's own
// words.
FileError::Arg reasonForErrno(int code);

} // namespace pl
