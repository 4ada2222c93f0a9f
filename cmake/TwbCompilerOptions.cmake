# One INTERFACE target carries warnings and Qt strictness defines (as qBittorrent does);
# every first-party target links it, so the rules live in one place.
add_library(twb_build_flags INTERFACE)
target_compile_options(twb_build_flags INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow=local -Wnon-virtual-dtor -Wcast-align
  -Woverloaded-virtual -Wformat=2 -Wimplicit-fallthrough -Wno-missing-field-initializers)
target_compile_definitions(twb_build_flags INTERFACE
  QT_NO_CAST_FROM_ASCII
  QT_NO_CAST_TO_ASCII
  QT_NO_CAST_FROM_BYTEARRAY
  QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
  QT_USE_QSTRINGBUILDER
  QT_NO_URL_CAST_FROM_STRING
  QT_NO_FOREACH
  QT_NO_KEYWORDS
  QT_DISABLE_DEPRECATED_BEFORE=0x060400
  TWB_VERSION="${PROJECT_VERSION}")

if(TWB_SANITIZE)
  # AddressSanitizer + UndefinedBehaviorSanitizer for the asan preset.
  set(_san -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  target_compile_options(twb_build_flags INTERFACE ${_san})
  target_link_options(twb_build_flags INTERFACE ${_san})
endif()
