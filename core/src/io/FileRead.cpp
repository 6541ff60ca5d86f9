// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/io/FileRead.h>

#include <particlelab/util/TrNoop.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace pl {

namespace {

// The kind of a file that is not a regular one, for "is %1, not a regular file".
const char* kindOf(std::filesystem::file_type type) {
    using std::filesystem::file_type;
    switch (type) {
    case file_type::directory:
        return PL_TR_NOOP("lessons", "a folder");
    case file_type::character:
        return PL_TR_NOOP("lessons", "a character device (it never ends)");
    case file_type::block:
        return PL_TR_NOOP("lessons", "a block device");
    case file_type::fifo:
        return PL_TR_NOOP("lessons", "a FIFO (a named pipe)");
    case file_type::socket:
        return PL_TR_NOOP("lessons", "a socket");
    default:
        return PL_TR_NOOP("lessons", "not a file that can be read");
    }
}

FileError failure(const char* format, std::vector<FileError::Arg> args = {}) {
    return FileError{format, std::move(args)};
}

constexpr std::size_t chunkBytes = 4 * mebibyte;

} // namespace

std::string describeBytes(std::size_t bytes)
{
    const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
    int unit = 0;
    std::size_t value = bytes;
    while (unit < 4 && value >= 1024 && value % 1024 == 0) {
        value /= 1024;
        ++unit;
    }
    return std::to_string(value) + " " + units[unit];
}

bool isRegularFile(const std::string& path)
{
    std::error_code error;
    return std::filesystem::is_regular_file(path, error);
}

std::optional<FileError> readRegularFile(const std::string& path, std::size_t maxBytes,
                                             const std::string& what, std::string& text,
                                             bool (*stop)()) {
    text.clear();
    std::error_code error;
    const std::filesystem::file_status status = std::filesystem::status(path, error);
    if (error || status.type() == std::filesystem::file_type::not_found)
        return failure(PL_TR_NOOP("lessons", "cannot be opened (%1)"),
                       {reasonForErrno(error ? error.value() : ENOENT)});
    if (status.type() != std::filesystem::file_type::regular)
        return failure(PL_TR_NOOP("lessons", "is %1, not a regular file"),
                       {{kindOf(status.type()), true}});
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"),
                                                                &std::fclose);
    if (!file)
        return failure(PL_TR_NOOP("lessons", "cannot be opened (%1)"), {reasonForErrno(errno)});
    std::string read;
    while (true) {
        if (stop && stop())
            return failure(PL_TR_NOOP("lessons", "reading was interrupted"));
        const std::size_t before = read.size();
        const std::size_t want = std::min(chunkBytes, maxBytes + 1 - before);
        read.resize(before + want);
        const std::size_t got = std::fread(read.data() + before, 1, want, file.get());
        read.resize(before + got);
        if (read.size() > maxBytes)
            return failure(PL_TR_NOOP("lessons", "is larger than %1, the most %2 may have"),
                           {{describeBytes(maxBytes), false}, {what, true}});
        if (got < want) {
            if (std::ferror(file.get()))
                return failure(PL_TR_NOOP("lessons", "cannot be read (%1)"), {reasonForErrno(errno)});
            break;
        }
    }
    text = std::move(read);
    return std::nullopt;
}

} // namespace pl
