#pragma once

#include "core/registry/machine_entry.h"
#include "core/util/error.h"

#include <QString>

#include <functional>
#include <vector>

namespace twb {

// The machine registry, tpu_config.json, shared with MaxKernel's tools (docs/formats.md section 1).
// Reading accepts MaxKernel's three shapes; writing always produces {"tpus": [...]} and keeps
// unknown keys. Every change is a read-modify-write under an exclusive flock on MaxKernel's lock
// file, ending in an atomic write, so concurrent writers (ours or MaxKernel's) lose nothing.
class Registry final
{
public:
    static constexpr const char *kDefaultLockPath = "/tmp/maxkernel_tpu_config_update.lock";

    // A missing file is an empty registry. An unreadable or wrongly typed file is an error that
    // names the file and the position or field; the file is never touched in that case.
    static Result<Registry> load(const QString &path);
    // Parses registry text (any of the three shapes); `source` names it in errors.
    static Result<Registry> parse(const QByteArray &text, const QString &source);

    // The locked read-modify-write. `change` edits the freshly read registry; when it succeeds
    // the result is written atomically while the lock is still held, and returned.
    using Change = std::function<Result<void>(Registry &)>;
    static Result<Registry> modify(const QString &path, const Change &change,
                                   const QString &lockPath = QString::fromLatin1(kDefaultLockPath));

    const std::vector<MachineEntry> &entries() const { return m_entries; }
    const MachineEntry *find(const QString &name) const;
    QString path() const { return m_path; }

    // Adds `entry`, or updates the entry it duplicates (same tpu_name; any local entry for a
    // local one), MaxKernel's dedup rule. Fills tpu_version and an explicit local_port
    // (8000 + index) when missing. Returns the index of the stored entry.
    int upsert(const MachineEntry &entry);
    // Replaces the entry named `name`; false when there is none.
    bool replace(const QString &name, const MachineEntry &entry);
    bool remove(const QString &name);

    // {"tpus": [...]} plus any other top-level keys the file had.
    Json toJson() const;

private:
    int indexOf(const MachineEntry &entry) const;
    // Tells every entry the registry's folder (a local machine's relative remote_root).
    void adoptEntries();

    std::vector<MachineEntry> m_entries;
    Json m_otherTopLevelKeys = Json::object();
    QString m_path;
};

} // namespace twb
