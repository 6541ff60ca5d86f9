# Installing like a desktop application, and a Debian package:
#   cmake --install build --prefix /usr/local   program, .desktop entry, icon, AppStream data
#   cd build && cpack -G DEB                      particlelab_<version>_<arch>.deb
# The .deb declares the Qt 6, fontconfig and font packages it runs with (Debian 12 names).
include(GNUInstallDirs)
install(TARGETS particlelab RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${PROJECT_SOURCE_DIR}/packaging/org.particlelab.ParticleLab.desktop
        DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/org.particlelab.ParticleLab.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
install(FILES ${PROJECT_SOURCE_DIR}/packaging/org.particlelab.ParticleLab.metainfo.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)

set(CPACK_PACKAGE_NAME particlelab)
set(CPACK_PACKAGE_VENDOR "ParticleLab")
set(CPACK_PACKAGE_CONTACT "ParticleLab maintainers <particlelab@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Teaching tool for particle physics and its numerical methods")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libqt6core6 (>= 6.4), libqt6gui6 (>= 6.4), libqt6widgets6 (>= 6.4), libqt6charts6 (>= 6.4), libqt6svg6 (>= 6.4), libqt6concurrent6 (>= 6.4), libqt6opengl6 (>= 6.4), libqt6openglwidgets6 (>= 6.4), libxlsxwriter4, qt6-qpa-plugins, fonts-dejavu-core, libstdc++6, libgcc-s1, libc6")
# Recording to MP4/GIF needs ffmpeg; the LAMMPS menu runs lmp when it is there.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "ffmpeg")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "lammps")
include(CPack)
