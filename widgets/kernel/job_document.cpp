#include "widgets/kernel/job_document.h"

#include "core/util/json_path.h"
#include "core/kernel/kernel_job.h"
#include "core/util/atomic_file.h"
#include "widgets/kernel/replace_job_command.h"
#include "widgets/kernel/set_job_field_command.h"

using namespace Qt::StringLiterals;

namespace twb {

JobDocument::JobDocument(QObject *parent) : QObject(parent) {}

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
    m_undo.push(new SetJobFieldCommand(this, path, value,
                                       description.isEmpty() ? tr("Change %1").arg(toQString(path)) : description));
}

void JobDocument::replaceAll(const Json &json, const QString &description)
{
    if (json == m_json)
        return;
    m_undo.push(new ReplaceJobCommand(this, json, description.isEmpty() ? tr("Edit the job's JSON") : description));
}

void JobDocument::applyField(const std::string &path, const std::optional<Json> &value)
{
    if (value)
        setPath(m_json, path, *value);
    else
        erasePath(m_json, path);
    Q_EMIT changed();
}

void JobDocument::applyAll(const Json &json)
{
    m_json = json;
    Q_EMIT changed();
}

void JobDocument::reset(const Json &json, const QString &path)
{
    m_undo.clear();
    m_json = json;
    m_path = path;
    if (!path.isEmpty())
        m_undo.setClean();
    Q_EMIT pathChanged(m_path);
    Q_EMIT changed();
}

Result<void> JobDocument::load(const QString &path)
{
    auto job = kernel::KernelJob::load(path);
    if (!job)
        return fail(job.error());
    reset(job->document(), path);
    return {};
}

Result<void> JobDocument::save(const QString &path)
{
    const std::string text = m_json.dump(2) + "\n";
    if (auto written = writeFileAtomically(path, QByteArray(text.data(), qsizetype(text.size()))); !written)
        return written;
    const bool moved = path != m_path;
    m_path = path;
    m_undo.setClean();
    if (moved)
        Q_EMIT pathChanged(m_path);
    Q_EMIT changed();
    return {};
}

} // namespace twb
