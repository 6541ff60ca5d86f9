# SPDX-License-Identifier: GPL-3.0-or-later
# The link guard of the widget-free layers (output/, sitting/): a target and everything it
# links, directly or through another target, must not be QtWidgets or what is built on it
# (Qt Charts draws through QtWidgets' graphics view). Checked when CMake configures.
include_guard(GLOBAL)

# Every target `target` links, followed through the targets it links (into `out`).
function(particlelab_collect_links target out)
    set(seen ${${out}})
    get_target_property(links ${target} INTERFACE_LINK_LIBRARIES)
    get_target_property(private ${target} LINK_LIBRARIES)
    foreach(lib IN LISTS links private)
        string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" lib "${lib}")
        if(lib AND TARGET ${lib} AND NOT lib IN_LIST seen)
            list(APPEND seen ${lib})
            particlelab_collect_links(${lib} seen)
        endif()
    endforeach()
    set(${out} ${seen} PARENT_SCOPE)
endfunction()

function(particlelab_refuse_widget_links target)
    set(links "")
    particlelab_collect_links(${target} links)
    foreach(forbidden Qt6::Widgets Qt6::Charts Qt6::OpenGLWidgets Qt6::SvgWidgets)
        if(forbidden IN_LIST links)
            message(FATAL_ERROR "${target} must not link ${forbidden} (it links: ${links})")
        endif()
    endforeach()
endfunction()
