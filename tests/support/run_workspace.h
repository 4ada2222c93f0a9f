#pragma once

#include <QDateTime>
#include <QList>
#include <QString>

// A workspace of many finished runs as the launcher leaves them (runs/<id>/run.json,
// config.json, metrics/host-0.jsonl), for tests of the runs lists at a researcher's scale.
namespace twb::test {

struct FixtureRun
{
    QString id;
    QString experiment;
    double lr = 0;
    int layers = 0;
    qint64 seed = 0;
    QDateTime created;    // UTC; a minute after the run before
    int lastStep = 0;
    double finalLoss = 0;
};

// Writes `count` runs under `workspace`/runs, oldest first. Runs come in pairs: run 2k+1 is
// run 2k launched again a minute later (same experiment, config and seed), so their display
// names differ only at the end (the time). Three experiments, four learning rates, two depths,
// five seeds. Fails the calling test (QVERIFY) when a file cannot be written.
QList<FixtureRun> writeRunWorkspace(const QString &workspace, int count);

} // namespace twb::test
