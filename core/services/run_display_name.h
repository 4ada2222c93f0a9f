#pragma once

#include "core/util/json.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace twb {

class RunRecord;
class RunSet;

// What a person calls a run, an ablation cell or a kernel run, instead of its id or config
// hash: the experiment, the config values that set it apart from the others shown with it,
// its seed and when it started ("lr-sweep · lr=0.001, batch=64 · seed 1 · 12/2/26 2:03 PM").
// The GUI's lists and legends and the CLI take their names from here, so they agree; the id
// stays the key and is shown on hover and in a column of its own.
class RunDisplayName final
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunDisplayName)

public:
    struct Subject
    {
        QString id;
        QString experiment;         // empty: the id stands in
        Json config;                // null: no values to compare
        std::optional<qint64> seed;
        QDateTime time;             // invalid: left out
    };

    // One name per subject, in order. The values are those whose config paths differ among
    // the subjects of the same experiment, the seed apart (it has its own part). Names are
    // unique: subjects that would share one (the same config, seed and minute) get their id
    // after it ("lr-sweep · seed 1 · 12/2/26 2:03 PM (lr-sweep-69931f0a-s1-20261202-140301)").
    static QStringList names(const std::vector<Subject> &subjects, const QLocale &locale = QLocale());
    // A run as the workspace records it (`config` is its config.json, or null; an empty
    // object counts as null).
    static Subject subject(const RunRecord &record, const Json &config);
    // The runs of a comparison, in order (an imported or older run.json without the experiment
    // is named by its config's "name").
    static std::vector<Subject> subjects(const RunSet &runs);
    // names(subjects(runs)): what Compare's curves, config diff and runs table call each run.
    static QStringList names(const RunSet &runs, const QLocale &locale = QLocale());
    // What stands between a name's parts (experiment, values, seed, time): a view that has to
    // shorten a name cuts it at these.
    static QString partSeparator() { return QStringLiteral(" \u00b7 "); }
    // "NAME (RUN_ID)", for a message that must name the run both ways; the id alone when the
    // name is the id.
    static QString withId(const QString &name, const QString &id);

    // The config paths that differ among `configs`, without the seed and the run's identity
    // (name, notes, ...), in the order they first appear.
    static QStringList differingPaths(const std::vector<Json> &configs);
    // "lr=0.001, batch=64": each path's value in `config`, the path by its last part unless two
    // paths share it. Empty when `paths` is empty.
    static QString values(const Json &config, const QStringList &paths, const QLocale &locale = QLocale());
    // A config value as text: numbers to their significant digits, strings bare.
    static QString valueText(const Json &value, const QLocale &locale = QLocale());
    // The time in a run id's "-yyyyMMdd-HHmmss" end (UTC, as RunRecord::makeRunId writes it).
    static QDateTime timeFromId(const QString &id);
};

} // namespace twb
