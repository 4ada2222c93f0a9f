#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>

namespace twb {

// What an ablation is judged by: `{"name": "eval/loss", "goal": "min", "at": "final"}`.
// `at` is "final" (the last value a run wrote), "best" (its minimum or maximum, by goal) or a
// step number (the value at the last point at or before that step).
struct AblationMetric
{
    enum class Goal { Min, Max };
    enum class At { Final, Best, Step };

    QString name = QStringLiteral("loss");
    Goal goal = Goal::Min;
    At at = At::Final;
    qint64 step = 0; // when at == Step

    static Result<AblationMetric> fromJson(const Json &object, const QString &field);
    Json toJson() const;

    // True when `a` is better than `b` under the goal.
    bool better(double a, double b) const { return goal == Goal::Min ? a < b : a > b; }

    static QString goalName(Goal goal);
    static QString atName(At at, qint64 step);

    friend bool operator==(const AblationMetric &, const AblationMetric &) = default;
};

} // namespace twb
