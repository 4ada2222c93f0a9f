#include "core/runs/launch_settings.h"

#include "core/experiment/experiment.h"
#include "core/experiment/experiment_validator.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::LaunchSettings.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::LaunchSettings)
};

// Every dotted path to a leaf (or an empty object/array) of `node`, for the suggestions.
void collectFields(const Json &node, const QString &prefix, QStringList &out)
{
    if (!node.is_object() || node.empty()) {
        if (!prefix.isEmpty())
            out << prefix;
        return;
    }
    for (auto it = node.begin(); it != node.end(); ++it)
        collectFields(it.value(), prefix.isEmpty() ? toQString(it.key()) : prefix + u'.' + toQString(it.key()), out);
}

// Fields that share the most leading characters with `key`, best first.
QStringList closest(const QString &key, const QStringList &fields)
{
    QList<QPair<int, QString>> scored;
    for (const QString &f : fields) {
        int common = 0;
        while (common < std::min(f.size(), key.size()) && f[common] == key[common])
            ++common;
        const bool sameLeaf = f.section(u'.', -1) == key.section(u'.', -1);
        scored.append({common + (sameLeaf ? 100 : 0), f});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList out;
    for (qsizetype i = 0; i < std::min<qsizetype>(3, scored.size()) && scored[i].first > 0; ++i)
        out << scored[i].second;
    return out;
}

} // namespace

Result<QList<LaunchSettings::Setting>> LaunchSettings::parse(const QStringList &items)
{
    QList<Setting> out;
    for (const QString &item : items) {
        const qsizetype eq = item.indexOf(u'=');
        if (eq <= 0)
            return fail(Error::invalid(Tr::tr("--set takes key=value (for example train.lr=0.001), not \"%1\".").arg(item),
                                       item));
        out.append({item.left(eq).trimmed(), item.mid(eq + 1)});
    }
    return out;
}

QStringList LaunchSettings::optionalFields()
{
    return {u"data.path"_s, u"tpu.mesh"_s, u"tags"_s, u"notes"_s};
}

Result<void> LaunchSettings::check(const QString &experimentDir, const QList<Setting> &settings)
{
    if (settings.isEmpty())
        return {};
    const QString configPath = QFileInfo::exists(experimentDir + u"/config.json"_s)
                                   ? experimentDir + u"/config.json"_s
                                   : experimentDir + u"/experiment.json"_s;
    if (!QFileInfo::exists(configPath))
        return fail(Error::invalid(Tr::tr("%1 has no config.json or experiment.json: it is not a scaffolded project. "
                                      "Scaffold it with `tpuwb scaffold` first.")
                                       .arg(experimentDir),
                                   experimentDir));
    auto experiment = Experiment::readFile(configPath);
    if (!experiment)
        return fail(experiment.error());
    QStringList fields;
    collectFields(experiment->toJson(), {}, fields);
    const QStringList optional = optionalFields();
    for (const auto &[key, value] : settings) {
        const bool known = !experiment->value(key).is_null()
                           || std::any_of(fields.begin(), fields.end(), [&key](const QString &f) {
                                  return f == key || f.startsWith(key + u'.') || key.startsWith(f + u'.');
                              })
                           || std::any_of(optional.begin(), optional.end(), [&key](const QString &f) {
                                  return key == f || key.startsWith(f + u'.');
                              });
        if (!known) {
            const QStringList near = closest(key, fields);
            return fail(Error::invalid(
                Tr::tr("--set %1: %2 has no field %1, so the value would be ignored. %3Fields are dotted names of the "
                   "config (train.lr, model.n_layers, ...).")
                    .arg(key, configPath,
                         near.isEmpty() ? QString() : Tr::tr("Did you mean %1? ").arg(near.join(Tr::tr(" or ")))),
                key));
        }
        if (auto set = experiment->set(key, value); !set)
            return fail(set.error());
    }
    if (auto valid = ExperimentValidator::check(*experiment); !valid)
        return fail(Error::invalid(Tr::tr("With --set, the config of %1 is not valid: %2").arg(experimentDir, valid.error().message),
                                   valid.error().where));
    return {};
}

} // namespace twb
