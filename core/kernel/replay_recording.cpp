#include "core/kernel/replay_recording.h"

#include "core/util/atomic_file.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

// This file's strings are translated in the context of twb::kernel::ReplayRecording.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::ReplayRecording)
};

// A file's bytes, or a folder's sorted (relative path, bytes) pairs; "missing" otherwise.
Result<QByteArray> contentHash(const QString &path)
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QFileInfo info(path);
    if (info.isFile()) {
        auto bytes = readWholeFile(path);
        if (!bytes)
            return fail(bytes.error());
        hash.addData(*bytes);
    } else if (info.isDir()) {
        QStringList files;
        QDirIterator it(path, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << QDir(path).relativeFilePath(it.next());
        files.sort();
        for (const QString &file : files) {
            auto bytes = readWholeFile(path + u'/' + file);
            if (!bytes)
                return fail(bytes.error());
            const QByteArray line = file.toUtf8() + QByteArray(1, 0) + QCryptographicHash::hash(*bytes, QCryptographicHash::Sha256).toHex();
            hash.addData(line);
        }
    } else {
        return QByteArray("missing");
    }
    return hash.result().toHex();
}

} // namespace

ReplayRecording::ReplayRecording(QString templatesRoot) : m_templatesRoot(std::move(templatesRoot)) {}

QString ReplayRecording::exampleFolder() const { return m_templatesRoot + u"/kernel/examples/rmsnorm-torchax"_s; }

QStringList ReplayRecording::recordedJobFiles() const
{
    return {exampleFolder() + u"/job.json"_s, exampleFolder() + u"/job-specification.json"_s};
}

Result<QString> ReplayRecording::fingerprint(const KernelJob &job)
{
    Json document = job.document();
    if (document.is_object()) {
        auto input = document.find("input");
        if (input != document.end() && input->is_object()) {
            auto path = input->find("path");
            if (path != input->end() && path->is_string()) {
                auto hash = contentHash(job.resolvePath(toQString(path->get<std::string>())));
                if (!hash)
                    return fail(hash.error());
                *path = "sha256:" + hash->toStdString();
            }
        }
        auto references = document.find("references");
        if (references != document.end() && references->is_array()) {
            for (Json &ref : *references) {
                if (!ref.is_object())
                    continue;
                auto path = ref.find("path");
                if (path == ref.end() || !path->is_string())
                    continue;
                auto hash = contentHash(job.resolvePath(toQString(path->get<std::string>())));
                if (!hash)
                    return fail(hash.error());
                *path = "sha256:" + hash->toStdString();
            }
        }
    }
    const QByteArray canonical = QByteArray::fromStdString(canonicalJson(document));
    return QString::fromLatin1(QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex());
}

Result<QString> ReplayRecording::match(const KernelJob &job, const QString &machineName) const
{
    auto wanted = fingerprint(job);
    if (!wanted)
        return fail(wanted.error());
    for (const QString &file : recordedJobFiles()) {
        auto recorded = KernelJob::load(file);
        if (!recorded)
            continue;
        auto print = fingerprint(*recorded);
        if (print && *print == *wanted)
            return *wanted;
    }
    return fail(Error::invalid(
        Tr::tr("Machine %1 uses the replay worker (workbench.kernel_worker_command: \"replay\"), which only replays the "
           "recorded example job (%2): it copies that run's files and numbers and measures nothing. The job %3 is "
           "not that job, so no run was created. Set workbench.kernel_worker_command to a real worker, e.g. "
           "\"bash ~/tpu-workbench/kernel-worker/maxkernel_worker.sh {run_dir} {target}\" (docs/kernel.md).")
            .arg(machineName, recordedJobFiles().join(u", "_s), job.path()),
        job.path()));
}

} // namespace twb::kernel
