// SPDX-License-Identifier: GPL-3.0-or-later
#include <particlelab/io/PendingFile.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <system_error>

namespace pl {

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

std::optional<std::string> PendingFile::write(const std::string& bytes, bool (*stop)())
{
    std::FILE* raw = std::fopen(m_temporary.c_str(), "wb");
    if (!raw)
        return std::string(std::strerror(errno));
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(raw, &std::fclose);
    constexpr std::size_t chunk = std::size_t{1} << 20;
    for (std::size_t at = 0; at < bytes.size(); at += chunk) {
        if (stop && stop())
            return std::string("interrupted");
        const std::size_t n = std::min(chunk, bytes.size() - at);
        if (std::fwrite(bytes.data() + at, 1, n, file.get()) != n)
            return std::string(std::strerror(errno));
    }
    // A full disk often shows only when the buffer is flushed.
    if (std::fflush(file.get()) != 0)
        return std::string(std::strerror(errno));
    return std::nullopt;
}

std::optional<std::string> PendingFile::commit()
{
    std::error_code error;
    std::filesystem::rename(m_temporary, m_target, error);
    if (error)
        return error.message();
    m_committed = true;
    return std::nullopt;
}

} // namespace pl
