#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

// Reading a run's metrics stream (metrics/host-<i>.jsonl, docs/formats.md) in the e2e tests
// that train a scaffolded project and compare runs step by step.
namespace twb::test {

// The stream's rows: the events (rows with an "event" key) or the scalars (the others).
// A missing file gives no rows.
QList<QJsonObject> metricRows(const QString &path, bool events);

// The scalar row of `step`; a resumed run logs its steps again, and the newest counts.
// Empty when no row has that step.
QJsonObject scalarAtStep(const QList<QJsonObject> &scalars, int step);

// The row without the wall-clock figures, which differ between two runs of the same maths.
QJsonObject withoutTiming(QJsonObject row);

} // namespace twb::test
