#pragma once

#include "core/experiment/generated_file.h"

#include <QString>

namespace twb {

// A scaffolded project's own files as text, for the Experiments panel's code view: every file
// under the project folder but the outputs of runs (checkpoints, metrics, logs, status,
// profiles, smoke runs, caches) and files over 2 MiB, by relative path. Blocking: call it on
// the pool.
class ProjectFiles final
{
public:
    static constexpr qint64 kMaxFileBytes = 2 << 20;

    static GeneratedFiles read(const QString &projectDir);
};

} // namespace twb
