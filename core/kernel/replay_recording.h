#pragma once

#include "core/kernel/kernel_job.h"
#include "core/util/error.h"

#include <QString>
#include <QStringList>

namespace twb::kernel {

// The replay worker's recording (templates/kernel/examples/rmsnorm-torchax): the jobs it
// recorded and the test that a job is one of them. The replay copies that run's files and
// numbers, so it may only drive a job whose content is the recorded job's: the same JSON
// document and the same bytes in every input and reference file it names.
class ReplayRecording final
{
public:
    // `templatesRoot`: the templates folder (TemplateStore::locateRoot()).
    explicit ReplayRecording(QString templatesRoot);

    // The example folder and its recorded job files.
    QString exampleFolder() const;
    QStringList recordedJobFiles() const;

    // The job's fingerprint: SHA-256 (hex) of the canonical JSON of the job in which every
    // path it names is replaced by the SHA-256 of that file's (or folder's) content. Moving
    // the job with its inputs keeps it; changing a byte of an input changes it.
    static Result<QString> fingerprint(const KernelJob &job);

    // The fingerprint when `job` is a recorded job; otherwise an error that says why the
    // replay refuses it and what to set instead.
    Result<QString> match(const KernelJob &job, const QString &machineName) const;

private:
    QString m_templatesRoot;
};

} // namespace twb::kernel
