// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/io/PendingFile.h>

#include <particlelab/util/TrNoop.h>

#include <cerrno>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <system_error>

namespace pl {

namespace {

FileError cannotWrite(int code)
{
    return FileError{PL_TR_NOOP("lessons", "cannot be written (%1)"), {reasonForErrno(code)}};
}

} // namespace

PendingFile::PendingFile(std::string target)
    : m_target(std::move(target)), m_temporary(m_target + ".part")
{
}

PendingFile::~PendingFile()
{
    if (!m_committed) {
        std::error_code ignored;
        std::filesystem::remove(m_temporary, ignored);
    }
}

std::optional<FileError> PendingFile::write(const std::string& bytes, bool (*stop)())
{
    std::FILE* raw = std::fopen(m_temporary.c_str(), "wb");
    if (!raw)
        return cannotWrite(errno);
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(raw, &std::fclose);
    constexpr std::size_t chunk = std::size_t{1} << 20;
    for (std::size_t at = 0; at < bytes.size(); at += chunk) {
        if (stop && stop())
            return FileError{PL_TR_NOOP("lessons", "writing was interrupted"), {}};
        const std::size_t n = std::min(chunk, bytes.size() - at);
        if (std::fwrite(bytes.data() + at, 1, n, file.get()) != n)
            return cannotWrite(errno);
    }
    // A full disk often shows only when the buffer is flushed.
    if (std::fflush(file.get()) != 0)
        return cannotWrite(errno);
    return std::nullopt;
}

std::optional<FileError> PendingFile::commit()
{
    std::error_code error;
    std::filesystem::rename(m_temporary, m_target, error);
    if (error)
        return cannotWrite(error.value());
    m_committed = true;
    return std::nullopt;
}

} // namespace pl
