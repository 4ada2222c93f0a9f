#include "tfevents_files.h"

#include "support/test_paths.h"
#include "support/xla_python.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb::test {

namespace {

QList<TfEventPoint> pointsFromJson(const QJsonArray &array)
{
    QList<TfEventPoint> points;
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        points << TfEventPoint{o[u"tag"_s].toString(), o[u"step"_s].toInteger(), o[u"wall_time"_s].toDouble(),
                               o[u"value"_s].toDouble()};
    }
    return sortedTfEventPoints(points);
}

// Runs a script of tests/support with the environment's Python; its stdout, or `error` set.
QByteArray runEnvironmentScript(const QString &script, const QStringList &args, QString *error)
{
    const QString python = xlaPython();
    if (!QFileInfo(python).isExecutable()) {
        *error = u"%1 does not exist: TensorBoard's writer and tbparse come from the workbench's Python "
                 "environment; run scripts/install-python-env.sh (scripts/install-deps.sh runs it)"_s.arg(python);
        return {};
    }
    QProcess process;
    process.start(python, QStringList{sourceDir() + u"/tests/support/"_s + script} + args);
    if (!process.waitForFinished(180000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = u"%1 failed (it needs torch, tensorboard and tbparse of the workbench's Python environment: "
                 "scripts/install-python-env.sh): "_s.arg(script)
                 + QString::fromUtf8(process.readAllStandardError()) + process.errorString();
        return {};
    }
    return process.readAllStandardOutput();
}

} // namespace

QString TfEventFiles::file(const QString &kase) const
{
    return manifest[kase].toObject()[u"file"_s].toString();
}

QList<TfEventPoint> TfEventFiles::tensorBoardPoints(const QString &kase, const QString &key) const
{
    return pointsFromJson(manifest[kase].toObject()[key].toArray());
}

TfEventFiles writeTfEventFiles(const QString &outDir)
{
    TfEventFiles out;
    runEnvironmentScript(u"tensorboard_event_files.py"_s, {outDir}, &out.error);
    if (!out.error.isEmpty())
        return out;
    QFile manifest(outDir + u"/manifest.json"_s);
    if (!manifest.open(QIODevice::ReadOnly)) {
        out.error = u"tensorboard_event_files.py wrote no manifest.json in "_s + outDir;
        return out;
    }
    out.manifest = QJsonDocument::fromJson(manifest.readAll()).object();
    return out;
}

QList<TfEventPoint> readWithTensorBoard(const QString &path, QString *error)
{
    const QByteArray json = runEnvironmentScript(u"tensorboard_scalars.py"_s, {path}, error);
    if (!error->isEmpty())
        return {};
    return pointsFromJson(QJsonDocument::fromJson(json).array());
}

QList<TfEventPoint> jsonlPoints(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<TfEventPoint> points;
    for (const QByteArray &line : file.readAll().split('\n')) {
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (it.key() != u"step"_s && it.key() != u"time"_s)
                points << TfEventPoint{it.key(), o[u"step"_s].toInteger(), o[u"time"_s].toDouble(), it.value().toDouble()};
    }
    return sortedTfEventPoints(points);
}

QList<TfEventPoint> sortedTfEventPoints(QList<TfEventPoint> points)
{
    std::stable_sort(points.begin(), points.end(), [](const TfEventPoint &a, const TfEventPoint &b) {
        return std::tie(a.tag, a.step, a.wallTime) < std::tie(b.tag, b.step, b.wallTime);
    });
    return points;
}

} // namespace twb::test
