#include "widgets/kernel/job_document.h"

#include "core/kernel/kernel_job.h"
#include "core/util/atomic_file.h"
#include "core/util/json_path.h"
#include "widgets/kernel/replace_job_command.h"
#include "widgets/kernel/set_job_field_command.h"

#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace twb {

JobDocument::JobDocument(QObject *parent) : Document(parent) {}

std::optional<Json> JobDocument::value(const std::string &path) const
{
    if (const Json *found = findPath(m_json, path))
        return *found;
    return std::nullopt;
}

void JobDocument::editField(const std::string &path, const std::optional<Json> &value, const QString &description)
{
    if (this->value(path) == value)
        return;
    undoStack()->push(new SetJobFieldCommand(this, path, value,
                                             description.isEmpty() ? tr("Change %1").arg(toQString(path)) : description));
}

void JobDocument::replaceAll(const Json &json, const QString &description)
{
    if (json == m_json)
        return;
    undoStack()->push(new ReplaceJobCommand(this, json, description.isEmpty() ? tr("Edit the job's JSON") : description));
}

void JobDocument::applyField(const std::string &path, const std::optional<Json> &value)
{
    if (value)
        setPath(m_json, path, *value);
    else
        erasePath(m_json, path);
    Q_EMIT fieldChanged(toQString(path));
}

void JobDocument::applyAll(const Json &json)
{
    m_json = json;
    Q_EMIT jobReplaced();
}

void JobDocument::reset(const Json &json, const QString &path)
{
    resetHistory(path);
    m_json = json;
    Q_EMIT jobReplaced();
}

void JobDocument::load(const QString &fileName)
{
    loadInBackground<kernel::KernelJob>(
        fileName, [fileName] { return kernel::KernelJob::load(fileName); },
        [this, fileName](kernel::KernelJob &&job) { reset(job.document(), fileName); });
}

Document::Writer JobDocument::snapshotWriter() const
{
    return [json = m_json](const QString &fileName) {
        const std::string text = json.dump(2) + "\n";
        return writeFileAtomically(fileName, QByteArray(text.data(), qsizetype(text.size())));
    };
}

} // namespace twb
