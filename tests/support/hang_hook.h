#pragma once

#include "core/util/error.h"

#include <QString>

namespace twb::test {

// Makes host `host` of a run of the scaffolded project in `projectDir` hang once it has done
// `step` steps (a step its train.log_every logs), in tests/support/hang_hook/sitecustomize.py's
// test_hook_hang_forever, while the other hosts wait for it in their next collective. The
// generated project has no test code: the hook is copied into the project's tpuwb_test_hooks/
// (uploaded with it), and env.sh, which launch.sh sources, puts that folder on PYTHONPATH.
Result<void> installHangHook(const QString &projectDir, int host, int step);

} // namespace twb::test
