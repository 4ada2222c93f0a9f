#pragma once

#include "core/util/error.h"

#include <QString>

namespace twb::test {

// Makes `dir` a project the run lifecycle can launch in seconds: the demo's real launch.sh and
// config.json with tests/support/fake_train.py as its train.py (a loss per step, a checkpoint
// of the step every step, --resume auto, exit 143 on SIGTERM).
Result<void> writeFakeTrainProject(const QString &dir);

} // namespace twb::test
