#pragma once

#include "core/util/json.h"

#include <QString>
#include <QStringList>

#include <map>
#include <vector>

namespace twb {

// Which config keys differ across a set of runs: every config is flattened to dotted leaf
// paths ("train.lr", "tpu.mesh.axes" — lists are leaves, compared whole) and a path is kept
// when some run has a different value or lacks it. The view shows only these keys, side by
// side for two runs and as a table for many.
class ConfigDiff final
{
public:
    // Paths left out by default: the run's identity, not its configuration.
    static QStringList defaultIgnored(); // name, hypothesis, tags, notes

    static ConfigDiff compute(const std::vector<Json> &configs, const QStringList &ignored = defaultIgnored());

    // Differing paths, in the order they first appear in the configs.
    const QStringList &paths() const { return m_paths; }
    // The value of `path` in config `index` (null Json when the config lacks it; see has()).
    const Json &value(size_t index, const QString &path) const;
    bool has(size_t index, const QString &path) const;
    size_t configCount() const { return m_flat.size(); }

    // Flattens one config: dotted path -> leaf value (objects recurse, lists are leaves).
    static std::vector<std::pair<QString, Json>> flatten(const Json &config);

private:
    QStringList m_paths;
    std::vector<std::map<QString, Json>> m_flat;
};

} // namespace twb
