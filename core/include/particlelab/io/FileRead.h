// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a file a person names (a session, a scene, a LAMMPS dump, data file, log or deck) whole
// into memory, refusing what cannot be read whole:
//  * anything that is not a regular file: a folder; a character device such as /dev/zero or
//    /dev/urandom, which never ends; a FIFO or a socket, whose open() waits for a writer for
//    ever. The kind is asked of the file system (stat) before the file is opened, so nothing
//    blocks.
//  * more bytes than the caller's stated limit: the read stops one byte past it, whatever the
//    file system says the size is (files in /proc say 0).
// The read goes in chunks and asks `stop` between them, so Ctrl+C is obeyed during a long read.
#pragma once

#include <particlelab/io/FileError.h>

#include <cstddef>
#include <optional>
#include <string>

namespace pl {

// 1 MiB, for limits written as sizes a person reads: 64 * mebibyte.
inline constexpr std::size_t mebibyte = std::size_t{1} << 20;

// "64 MiB", "1 GiB", "512 KiB", "100 bytes".
std::string describeBytes(std::size_t bytes);

// Reads the regular file at `path` (at most `maxBytes` bytes) into `text`. On failure `text` is
// left empty and the reason is returned, without the path, e.g. "is a FIFO (a named pipe), not a
// regular file", "is larger than 64 MiB, the most a scene file may have", "cannot be opened
// (Permission denied)", "reading was interrupted". `what` names the kind of file in the size
// message; it must be a literal marked with PL_TR_NOOP("lessons", …).
std::optional<FileError> readRegularFile(const std::string& path, std::size_t maxBytes,
                                         const std::string& what, std::string& text,
                                         bool (*stop)() = nullptr);

// True when `path` names a regular file (following links); false for a missing file, a folder,
// a device, a FIFO or a socket. Never opens the file.
bool isRegularFile(const std::string& path);

} // namespace pl
