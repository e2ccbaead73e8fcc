# The Debian package (scripts/package.sh runs the same cpack): it declares what the
# program needs (Qt, the SVG plugin, libpython through dpkg-shlibdeps) and recommends
# what a triage runs (torch, pytest, black); unpacked into an empty root with
# `dpkg -x`, its dtype-triage runs and its man page and completion are there.
# Run by CTest: cmake -DBUILD_DIR=... -DWORK=... -P packagecheck.cmake
file(REMOVE_RECURSE "${WORK}")
execute_process(COMMAND cpack -G DEB --config "${BUILD_DIR}/CPackConfig.cmake" -B "${WORK}/out"
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cpack failed: ${result}\n${out}")
endif()
file(GLOB debs "${WORK}/out/dtype-triage_*.deb")
list(LENGTH debs count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "expected one dtype-triage_*.deb, found: ${debs}")
endif()
execute_process(COMMAND dpkg-deb --field "${debs}" Package Version Depends Recommends
                OUTPUT_VARIABLE fields RESULT_VARIABLE result)
foreach(needed "Package: dtype-triage" "libqt6widgets6" "libqt6svg6" "qt6-qpa-plugins" "libyaml-cpp"
               "libpython3" "python3-torch" "python3-pytest" "black" "qt6-translations-l10n" "qt6-wayland")
  string(FIND "${fields}" "${needed}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the package's control fields lack ${needed}:\n${fields}")
  endif()
endforeach()
execute_process(COMMAND dpkg -x "${debs}" "${WORK}/root" RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "dpkg -x failed: ${result}")
endif()
foreach(path usr/share/man/man1/dtype-triage.1.gz usr/share/bash-completion/completions/dtype-triage
             usr/share/metainfo/io.github.dtype_triage.DtypeTriage.metainfo.xml)
  if(NOT EXISTS "${WORK}/root/${path}")
    message(FATAL_ERROR "the package lacks ${path}")
  endif()
endforeach()
execute_process(COMMAND "${WORK}/root/usr/bin/dtype-triage" --version
                OUTPUT_VARIABLE version RESULT_VARIABLE result)
if(NOT result EQUAL 0 OR NOT version MATCHES "^dtype-triage [0-9]")
  message(FATAL_ERROR "the packaged dtype-triage --version: ${result} ${version}")
endif()
message(STATUS "packaged: ${debs} — ${version}")
