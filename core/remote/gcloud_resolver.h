#pragma once

#include "core/registry/gcloud_tpu.h"
#include "core/util/error.h"

#include <QString>
#include <QStringList>

#include <chrono>

namespace twb {

// Asks the user's own gcloud (the Google Cloud CLI on PATH, with its login and project) about
// TPU VMs. Blocking: call it from a worker thread or the CLI, never from the GUI thread.
// Errors say what to do: install gcloud, `gcloud auth login`, check the zone or the name.
class GcloudResolver final
{
public:
    GcloudResolver() = default;
    // `program` replaces the `gcloud` looked up on PATH (a full path or a name).
    explicit GcloudResolver(QString program) : m_program(std::move(program)) {}

    void setTimeout(std::chrono::milliseconds timeout) { m_timeout = timeout; }

    // gcloud compute tpus tpu-vm describe NAME --zone Z --project P --format=json
    Result<GcloudTpu> describe(const QString &name, const QString &zone, const QString &project) const;
    // gcloud compute tpus tpu-vm list --zone Z --project P --format=json
    Result<QList<GcloudTpu>> list(const QString &zone, const QString &project) const;
    // gcloud compute tpus queued-resources list --zone Z --project P --format=json; each node a
    // queued resource asks for, with the resource's state.
    Result<QList<GcloudTpu>> listQueuedResources(const QString &zone, const QString &project) const;

    // The executable that would run, or an empty string when there is none.
    QString program() const;

    // gcloud's stderr turned into a message for `command` about `what` (a TPU name, or the
    // zone/project of a list) that says what to do. Public for its tests.
    static QString explainFailure(const QString &stderrText, const QString &command, const QString &name,
                                  const QString &zone, const QString &project);

private:
    Result<QByteArray> run(const QStringList &arguments, const QString &name, const QString &zone,
                           const QString &project) const;

    QString m_program;
    std::chrono::milliseconds m_timeout{std::chrono::seconds(90)};
};

} // namespace twb
