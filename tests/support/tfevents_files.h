#pragma once

#include "support/tf_event_point.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace twb::test {

// TensorBoard event files written by TensorBoard's own writers (torch's SummaryWriter,
// tensorboard.summary.Writer) with the workbench's Python environment, and what TensorBoard's
// own reader (tbparse) reads from each: tests/support/tensorboard_event_files.py says what is in
// `outDir` (torch/, tbwriter/, tf2/, torn/ + torn.rest, badcrc/, manifest.json).
struct TfEventFiles
{
    QString error;          // empty when written; else what failed and what to install
    QJsonObject manifest;   // manifest.json

    // The event file of a case ("torch", "tf2", ...).
    QString file(const QString &kase) const;
    // What TensorBoard's reader read from that case's file (`key` "tbparse"; for "badcrc" also
    // "tbparse_intact"), sorted by tag, step, wall time.
    QList<TfEventPoint> tensorBoardPoints(const QString &kase, const QString &key = QStringLiteral("tbparse")) const;
};

TfEventFiles writeTfEventFiles(const QString &outDir);

// The scalar points TensorBoard's reader (tbparse) reads from an event file or a folder of them,
// sorted by tag, step, wall time; `error` gets what failed and what to install.
QList<TfEventPoint> readWithTensorBoard(const QString &path, QString *error);

// The points of a run's metrics JSONL that an import of event files wrote (every key but "step"
// and "time" is a tag), sorted as readWithTensorBoard sorts.
QList<TfEventPoint> jsonlPoints(const QString &path);

// `points` sorted as readWithTensorBoard sorts.
QList<TfEventPoint> sortedTfEventPoints(QList<TfEventPoint> points);

} // namespace twb::test
