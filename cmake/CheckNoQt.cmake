# SPDX-License-Identifier: GPL-3.0-or-later
# Fails the build when any file under CORE_DIR includes a Qt header (core must stay Qt-free).
file(GLOB_RECURSE files ${CORE_DIR}/*.h ${CORE_DIR}/*.hpp ${CORE_DIR}/*.cpp)
foreach(f IN LISTS files)
    file(STRINGS ${f} hits REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](Q[A-Za-z]+|Qt[A-Za-z]+/)")
    if(hits)
        message(FATAL_ERROR "core must not include Qt, but ${f} has: ${hits}")
    endif()
endforeach()
