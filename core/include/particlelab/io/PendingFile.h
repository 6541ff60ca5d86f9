// SPDX-License-Identifier: GPL-3.0-or-later
// A file written beside its target, as TARGET.part, and put in place by one rename when
// everything that belongs with it has been written: a failed or interrupted save never leaves a
// half-written file under the target's name, and never touches an older file of that name.
// The temporary is removed when the PendingFile goes without commit().
#pragma once

#include <particlelab/io/FileError.h>

#include <optional>
#include <string>

namespace pl {

class PendingFile {
public:
    explicit PendingFile(std::string target);
    ~PendingFile();
    PendingFile(const PendingFile&) = delete;
    PendingFile& operator=(const PendingFile&) = delete;

    const std::string& target() const { return m_target; }
    const std::string& temporary() const { return m_temporary; }
    // Writes `bytes` into the temporary, in chunks, asking `stop` between them (may be empty).
    // Returns why it could not ("cannot be written (No space left on device)", "writing was
    // interrupted"), or nothing.
    std::optional<FileError> write(const std::string& bytes, bool (*stop)() = nullptr);
    // Renames the temporary to the target. Returns why it could not, or nothing.
    std::optional<FileError> commit();

private:
    std::string m_target;
    std::string m_temporary;
    bool m_committed = false;
};

} // namespace pl
