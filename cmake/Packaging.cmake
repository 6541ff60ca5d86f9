# SPDX-License-Identifier: GPL-3.0-or-later
# Installing like a desktop application, and a Debian package:
#   cmake --install build --prefix /usr/local   program, .desktop entry, icon, AppStream data,
#                                                 manual page, copyright and changelog
#   cd build && cpack -G DEB                      particlelab_<version>_<arch>.deb
# The .deb declares the Qt 6, fontconfig and font packages it runs with (Debian 12 names).
# It is a native package (no Debian revision: ParticleLab packages itself), so its Debian
# changelog is share/doc/particlelab/changelog.gz; share/doc/particlelab/copyright is the DEP-5
# file of packaging/debian/. lintian, appstreamcli and desktop-file-validate check the result
# (CTest packaging_checks: scripts/check-packaging.sh).
include(GNUInstallDirs)
# Directories in the package are 755 whatever the umask of the machine that builds it.
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
install(TARGETS particlelab RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/packaging/org.particlelab.ParticleLab.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/org.particlelab.ParticleLab.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/org.particlelab.ParticleLab.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)


# The manual page (its version from the project's) and the Debian changelog, compressed as
# Debian wants them: gzip -9, without the file's name and time (-n), so the same sources give
# the same bytes.
set(PARTICLELAB_PACKAGING_DIR ${CMAKE_BINARY_DIR}/packaging)
configure_file(${PROJECT_SOURCE_DIR}/packaging/particlelab.1.in
               ${PARTICLELAB_PACKAGING_DIR}/particlelab.1 @ONLY)
set_property(DIRECTORY ${PROJECT_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${PROJECT_SOURCE_DIR}/packaging/debian/changelog)
foreach(pair "${PARTICLELAB_PACKAGING_DIR}/particlelab.1|particlelab.1.gz"
             "${PROJECT_SOURCE_DIR}/packaging/debian/changelog|changelog.gz")
    string(REPLACE "|" ";" pair "${pair}")
    list(GET pair 0 source)
    list(GET pair 1 compressed)
    execute_process(COMMAND gzip -9 -n -c ${source}
                    OUTPUT_FILE ${PARTICLELAB_PACKAGING_DIR}/${compressed}
                    RESULT_VARIABLE gzip_result)
    if(NOT gzip_result EQUAL 0)
        message(FATAL_ERROR "gzip of ${source} failed: ${gzip_result}")
    endif()
endforeach()
install(FILES ${PARTICLELAB_PACKAGING_DIR}/particlelab.1.gz
        DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/debian/copyright
              ${PARTICLELAB_PACKAGING_DIR}/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/particlelab)

set(CPACK_PACKAGE_NAME particlelab)
set(CPACK_PACKAGE_VENDOR "ParticleLab")
set(CPACK_PACKAGE_CONTACT "ParticleLab team <team@particlelab.org>")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://particlelab.org")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Teaching tool for particle physics and its numerical methods")
# The extended description (Debian's lines of at most 80 characters; a blank line between
# paragraphs).
set(CPACK_PACKAGE_DESCRIPTION [=[
ParticleLab teaches particle-based physics and the numerical methods behind
it. Each lesson has an animated view, live charts, measurements and a text:
integrators and their orders of convergence, Taylor series, pendulums,
springs and constraints (XPBD), an ideal gas, Lennard-Jones particles, SPH
water in a tank, and scenes a teacher writes in JSON without programming.

Every lesson also runs headless from the command line, exporting its charts
(PNG, SVG, CSV), its view and a JSON report; runs can be saved, continued and
recorded to MP4 or GIF (with ffmpeg), and exchanged with LAMMPS.]=])
set(CPACK_STRIP_FILES TRUE)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libqt6core6 (>= 6.4), libqt6gui6 (>= 6.4), libqt6widgets6 (>= 6.4), libqt6charts6 (>= 6.4), libqt6svg6 (>= 6.4), libqt6concurrent6 (>= 6.4), libqt6opengl6 (>= 6.4), libqt6openglwidgets6 (>= 6.4), libqt6texttospeech6 (>= 6.4), libxlsxwriter4, libpng16-16, qt6-qpa-plugins, fonts-dejavu-core, libstdc++6, libgcc-s1, libc6")
# Recording to MP4/GIF needs ffmpeg; View → Speak needs a speech engine; the LAMMPS menu runs
# lmp when it is there.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "ffmpeg, qt6-speech-flite-plugin | qt6-speech-speechd-plugin")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "lammps")
include(CPack)
