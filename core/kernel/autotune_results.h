#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>

#include <optional>

namespace twb::kernel {

// `iter<n>/autotune_results.json` (docs/formats.md 6.9), raw or reduced.
struct AutotuneResults
{
    struct Ranked
    {
        Json config;
        double timeMs = 0;
    };
    struct Rejected
    {
        Json config;
        QString reason;   // timeout, exit_code=<n>, no CORRECTNESS line, incorrect result, ...
        bool correct = false;
    };

    bool reduced = false;           // best_config present: the winner was applied
    Json bestConfig;                // null when not reduced
    std::optional<double> bestTimeMs;
    QList<Ranked> ranked;           // ascending time, sweep order on ties
    QList<Rejected> rejected;
    int trialCount = 0;             // all_results

    static Result<AutotuneResults> parse(const QByteArray &text, const QString &file);
    // "BLOCK_M=128, BLOCK_N=256" for a table cell.
    static QString configText(const Json &config);
};

} // namespace twb::kernel
