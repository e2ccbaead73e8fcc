# `cmake --install` puts the binary, the .desktop file and the icon where desktops
# look for them. Run by CTest: cmake -DBUILD_DIR=... -DPREFIX=... -P installcheck.cmake
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
foreach(path bin/dtype-triage share/applications/dtype-triage.desktop
             share/icons/hicolor/scalable/apps/dtype-triage.svg)
  if(NOT EXISTS "${PREFIX}/${path}")
    message(FATAL_ERROR "not installed: ${path}")
  endif()
endforeach()
file(READ "${PREFIX}/share/applications/dtype-triage.desktop" desktop)
foreach(line "Exec=dtype-triage" "Icon=dtype-triage" "Type=Application")
  string(FIND "${desktop}" "${line}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the .desktop file lacks ${line}")
  endif()
endforeach()
message(STATUS "installed: binary, .desktop file, icon")
