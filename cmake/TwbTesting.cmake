# twb_add_test(<name> SOURCES <files...> [LIBS <targets...>] [LABELS <labels...>]
#              [ENV <VAR=value...>] [TIMEOUT <seconds>] [FIXTURES <names...>])
# One executable per tested class (Qt Creator's tests/auto style); the test is named after it.
function(twb_add_test name)
  cmake_parse_arguments(T "" "TIMEOUT" "SOURCES;LIBS;LABELS;ENV;FIXTURES" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE Qt6::Test twb_build_flags ${T_LIBS})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR} ${PROJECT_SOURCE_DIR}/tests)
  # -rdynamic: IoGuard's backtraces name the functions, not only offsets.
  set_target_properties(${name} PROPERTIES ENABLE_EXPORTS ON)
  add_test(NAME ${name} COMMAND ${name})
  set(env "QT_QPA_PLATFORM=offscreen" "TWB_SOURCE_DIR=${PROJECT_SOURCE_DIR}"
          "TWB_BINARY_DIR=${PROJECT_BINARY_DIR}" "TWB_TPUWB=$<TARGET_FILE:tpuwb>"
          "TWB_IO_GUARD=${TWB_TEST_IO_GUARD}"
          # The user's settings (alert command, SSH defaults, trusted workspaces) are each
          # test's own, never the developer's: a test must not run their alert command.
          "XDG_CONFIG_HOME=${PROJECT_BINARY_DIR}/test-config/${name}" ${T_ENV})
  set_tests_properties(${name} PROPERTIES LABELS "${T_LABELS}" ENVIRONMENT "${env}")
  if(T_TIMEOUT)
    set_tests_properties(${name} PROPERTIES TIMEOUT ${T_TIMEOUT})
  endif()
  if(T_FIXTURES)
    set_tests_properties(${name} PROPERTIES FIXTURES_REQUIRED "${T_FIXTURES}")
  endif()
endfunction()
