#pragma once

#include "core/util/json.h"

#include <QString>

#include <utility>
#include <vector>

namespace twb {

// One distinct configuration of an ablation: the base experiment with the cell's values set.
// Cells are distinct by config hash; every seed of a cell shares the hash.
struct AblationCell
{
    int index = 0;  // position in the expansion, after dedup
    QString hash;   // config hash (docs/formats.md section 2) of `config`
    std::vector<std::pair<QString, Json>> values; // variable path -> value, in variable order
    Json config;    // the whole experiment document; train.seed as in the base
    bool isBaseline = false;
    int duplicates = 0; // further combinations that produced the same hash and were merged here

    // "model.moe.top_k=2, train.lr=0.001" (values as JSON text; "(base)" with no variables).
    QString label() const;
    // The value of `path` in this cell, or null when the cell does not vary it.
    Json valueOf(const QString &path) const;
};

} // namespace twb
