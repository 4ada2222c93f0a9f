#pragma once

#include "core/util/error.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace twb {

// The fields a person sets for one launch (`tpuwb run launch --set key=value`, the launch
// dialog's "Set fields"), checked before anything is uploaded. Experiment::set() would
// create any path, so a typo (`train.lrr=0.1`) would launch a run with the default value
// and nobody would know; here a key must name a field of the project's config (or one of the
// optional fields of docs/formats.md 2 a scaffold may leave out), and the config with the values
// applied must pass ExperimentValidator. Errors name the key, the file and what to do.
class LaunchSettings final
{
public:
    using Setting = QPair<QString, QString>;

    // "key=value" items; an item without '=' or with an empty key is refused, naming it.
    static Result<QList<Setting>> parse(const QStringList &items);

    // Checks `settings` against the project in `experimentDir` (its config.json, else
    // experiment.json).
    static Result<void> check(const QString &experimentDir, const QList<Setting> &settings);

    // Fields a scaffolded config may lack that can still be set: data.path, tpu.mesh, tags,
    // notes.
    static QStringList optionalFields();
};

} // namespace twb
