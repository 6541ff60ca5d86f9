// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/io/FileError.h>

#include <particlelab/util/TrNoop.h>

#include <cerrno>
#include <cstring>

namespace pl {

std::string FileError::english() const
{
    // %1 … %9 replaced in one pass, so an argument holding "%2" stays as it is.
    std::string out;
    for (std::size_t i = 0; i < format.size(); ++i) {
        const char c = format[i];
        if (c == '%' && i + 1 < format.size() && format[i + 1] >= '1' && format[i + 1] <= '9') {
            const auto k = static_cast<std::size_t>(format[i + 1] - '1');
            if (k < args.size()) {
                out += args[k].text;
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

FileError::Arg reasonForErrno(int code)
{
    switch (code) {
    case ENOENT:
        return {PL_TR_NOOP("lessons", "No such file or directory"), true};
    case EACCES:
        return {PL_TR_NOOP("lessons", "Permission denied"), true};
    case EPERM:
        return {PL_TR_NOOP("lessons", "Operation not permitted"), true};
    case ENOTDIR:
        return {PL_TR_NOOP("lessons", "Not a directory"), true};
    case EISDIR:
        return {PL_TR_NOOP("lessons", "Is a directory"), true};
    case ENAMETOOLONG:
        return {PL_TR_NOOP("lessons", "File name too long"), true};
    case ELOOP:
        return {PL_TR_NOOP("lessons", "Too many levels of symbolic links"), true};
    case EIO:
        return {PL_TR_NOOP("lessons", "Input/output error"), true};
    case EMFILE:
    case ENFILE:
        return {PL_TR_NOOP("lessons", "Too many open files"), true};
    case ENOMEM:
        return {PL_TR_NOOP("lessons", "Cannot allocate memory"), true};
    case ENOSPC:
        return {PL_TR_NOOP("lessons", "No space left on device"), true};
    case EROFS:
        return {PL_TR_NOOP("lessons", "Read-only file system"), true};
    case EDQUOT:
        return {PL_TR_NOOP("lessons", "Disk quota exceeded"), true};
    case EFBIG:
        return {PL_TR_NOOP("lessons", "File too large"), true};
    case EEXIST:
        return {PL_TR_NOOP("lessons", "File exists"), true};
    default:
        return {std::strerror(code), false};
    }
}

} // namespace pl
