#include "core/ablation/config_diff.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

void flattenInto(const Json &node, const QString &prefix, std::vector<std::pair<QString, Json>> &out)
{
    if (node.is_object() && !node.empty()) {
        for (auto it = node.begin(); it != node.end(); ++it)
            flattenInto(it.value(), prefix.isEmpty() ? toQString(it.key()) : prefix + u'.' + toQString(it.key()), out);
        return;
    }
    out.emplace_back(prefix, node);
}

bool ignoredPath(const QString &path, const QStringList &ignored)
{
    for (const QString &prefix : ignored)
        if (path == prefix || path.startsWith(prefix + u'.'))
            return true;
    return false;
}

} // namespace

QStringList ConfigDiff::defaultIgnored()
{
    return {u"name"_s, u"hypothesis"_s, u"tags"_s, u"notes"_s};
}

std::vector<std::pair<QString, Json>> ConfigDiff::flatten(const Json &config)
{
    std::vector<std::pair<QString, Json>> out;
    flattenInto(config, {}, out);
    return out;
}

ConfigDiff ConfigDiff::compute(const std::vector<Json> &configs, const QStringList &ignored)
{
    ConfigDiff diff;
    QStringList order;
    QSet<QString> seen;
    for (const Json &config : configs) {
        std::map<QString, Json> flat;
        for (auto &[path, value] : flatten(config)) {
            if (ignoredPath(path, ignored))
                continue;
            if (!seen.contains(path)) {
                seen.insert(path);
                order << path;
            }
            flat.emplace(path, std::move(value));
        }
        diff.m_flat.push_back(std::move(flat));
    }
    for (const QString &path : order) {
        const auto first = diff.m_flat.front().find(path);
        for (const auto &flat : diff.m_flat) {
            const auto it = flat.find(path);
            const bool same = (it == flat.end()) == (first == diff.m_flat.front().end())
                              && (it == flat.end() || it->second == first->second);
            if (!same) {
                diff.m_paths << path;
                break;
            }
        }
    }
    return diff;
}

const Json &ConfigDiff::value(size_t index, const QString &path) const
{
    static const Json null;
    const auto it = m_flat.at(index).find(path);
    return it == m_flat.at(index).end() ? null : it->second;
}

bool ConfigDiff::has(size_t index, const QString &path) const
{
    return m_flat.at(index).contains(path);
}

} // namespace twb
