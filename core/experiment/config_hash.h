#pragma once

#include "core/util/json.h"

#include <QString>

namespace twb {

// The config hash of docs/formats.md section 2, byte for byte what the generated config.py computes:
// the first 8 lowercase hex digits of SHA-256 over canonicalJson() (= Python's
// json.dumps(cfg, sort_keys=True, ensure_ascii=False)) of `config` without the top-level
// name, hypothesis, tags and notes and without train.seed, so the seeds of one ablation cell
// share the hash.
QString configHash(const Json &config);

// The document the hash is computed over (the config minus the excluded keys).
Json hashedConfig(const Json &config);

} // namespace twb
