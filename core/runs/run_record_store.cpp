#include "core/runs/run_record_store.h"

#include "core/runs/run_record_lock.h"
#include "core/util/log.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunRecordStore)
};

Error noRecord(const RunFolder &folder)
{
    return Error::notFound(Tr::tr("There is no run record %1 to change; `tpuwb run status` lists the runs.")
                               .arg(folder.recordFile()),
                           folder.recordFile());
}

} // namespace

RunRecordStore::RunRecordStore(RunFolder folder) : m_folder(std::move(folder)) {}

Result<RunRecord> RunRecordStore::update(const Change &change) const
{
    // Asked before the lock too: a missing run folder is "no such run", not a lock file error.
    if (!m_folder.hasRecord())
        return fail(noRecord(m_folder));
    auto lock = RunRecordLock::acquire(m_folder);
    if (!lock)
        return fail(lock.error());
    if (!m_folder.hasRecord())
        return fail(noRecord(m_folder));
    auto record = m_folder.readRecord();
    if (!record)
        return fail(record.error());
    if (auto changed = change(*record); !changed)
        return fail(changed.error());
    if (auto written = record->writeFile(m_folder.recordFile()); !written)
        return fail(written.error());
    return record;
}

Result<RunRecord> RunRecordStore::save(const RunRecord &record) const
{
    auto lock = RunRecordLock::acquire(m_folder);
    if (!lock)
        return fail(lock.error());
    RunRecord merged = record;
    if (m_folder.hasRecord()) {
        if (auto current = m_folder.readRecord()) {
            merged.tags = current->tags;
            merged.notes = current->notes;
        } else {
            // The operation's copy is the better record then; its own tags and notes go with it.
            log::warn(Tr::tr("%1; it is replaced by the record of the operation that just ran.")
                          .arg(current.error().message));
        }
    }
    if (auto written = merged.writeFile(m_folder.recordFile()); !written)
        return fail(written.error());
    return merged;
}

Result<void> RunRecordStore::replace(const RunRecord &record) const
{
    auto lock = RunRecordLock::acquire(m_folder);
    if (!lock)
        return fail(lock.error());
    return record.writeFile(m_folder.recordFile());
}

} // namespace twb
