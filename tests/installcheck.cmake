# `cmake --install` puts the binary, the desktop's files (.desktop, icon, AppStream
# metainfo under one reverse-DNS id), the man page and the bash completion where
# desktops and shells look for them, and the validators accept them.
# Run by CTest: cmake -DBUILD_DIR=... -DPREFIX=... -DAPP_ID=... -P installcheck.cmake
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE result OUTPUT_QUIET)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cmake --install failed: ${result}")
endif()
foreach(path bin/dtype-triage share/applications/${APP_ID}.desktop
             share/icons/hicolor/scalable/apps/${APP_ID}.svg share/metainfo/${APP_ID}.metainfo.xml
             share/man/man1/dtype-triage.1.gz share/bash-completion/completions/dtype-triage)
  if(NOT EXISTS "${PREFIX}/${path}")
    message(FATAL_ERROR "not installed: ${path}")
  endif()
endforeach()
file(READ "${PREFIX}/share/applications/${APP_ID}.desktop" desktop)
foreach(line "Exec=dtype-triage" "Icon=${APP_ID}" "Type=Application")
  string(FIND "${desktop}" "${line}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the .desktop file lacks ${line}")
  endif()
endforeach()
execute_process(COMMAND gzip -dc "${PREFIX}/share/man/man1/dtype-triage.1.gz" OUTPUT_VARIABLE man)
foreach(text ".TH DTYPE-TRIAGE" "survey" "verbose")
  string(FIND "${man}" "${text}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the man page lacks ${text}")
  endif()
endforeach()
foreach(check "desktop-file-validate;${PREFIX}/share/applications/${APP_ID}.desktop"
              "appstreamcli;validate;--no-net;${PREFIX}/share/metainfo/${APP_ID}.metainfo.xml")
  execute_process(COMMAND ${check} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${check}: ${result}\n${out}")
  endif()
endforeach()
message(STATUS "installed and valid: binary, .desktop file, icon, metainfo, man page, completion")
