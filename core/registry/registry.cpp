#include "core/registry/registry.h"

#include "core/registry/tpu_version.h"
#include "core/util/atomic_file.h"
#include "core/util/file_lock.h"
#include "core/util/io_guard.h"
#include "core/util/log.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::Registry.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::Registry)
};

// MaxKernel's writer leaves `.tpu_config.json.tmp.*` behind when it crashes; it prunes those
// older than 600 s before writing, and so do we.
void pruneStaleTempFiles(const QString &path)
{
    const QFileInfo info(path);
    QDir dir = info.absoluteDir();
    const QString pattern = u"."_s + info.fileName() + u".tmp.*"_s;
    const QDateTime cutoff = QDateTime::currentDateTimeUtc().addSecs(-600);
    const auto stale = dir.entryInfoList({pattern}, QDir::Files | QDir::Hidden);
    for (const QFileInfo &file : stale)
        if (file.lastModified().toUTC() < cutoff)
            QFile::remove(file.absoluteFilePath());
}

} // namespace

Result<Registry> Registry::parse(const QByteArray &text, const QString &source)
{
    Registry registry;
    registry.m_path = source;
    if (text.trimmed().isEmpty())
        return registry; // MaxKernel's non-fsynced writer can leave an empty file after a crash.

    auto document = parseJson(text, source);
    if (!document)
        return fail(document.error());

    const Json *list = nullptr;
    Json single = Json::array();
    QString listWhere;
    if (document->is_object() && document->contains("tpus")) {
        list = &(*document)["tpus"];
        listWhere = source + u": tpus"_s;
        if (!list->is_array())
            return fail(Error::invalid(Tr::tr("%1 must be a list of machines, but it is %2. Fix the file; it was not changed.")
                                           .arg(listWhere, jsonTypeName(*list)),
                                       listWhere));
        for (auto it = document->begin(); it != document->end(); ++it)
            if (it.key() != "tpus")
                registry.m_otherTopLevelKeys[it.key()] = it.value();
    } else if (document->is_object()) {
        if (document->empty())
            return registry;
        single.push_back(*document); // MaxKernel's second shape: one entry object.
        list = &single;
        listWhere = source;
    } else if (document->is_array()) {
        list = &*document;
        listWhere = source;
    } else {
        return fail(Error::invalid(Tr::tr("%1 must hold {\"tpus\": [...]}, one machine object or a list of "
                                      "machines, but it holds %2. Fix the file; it was not changed.")
                                       .arg(source, jsonTypeName(*document)),
                                   source));
    }

    for (size_t i = 0; i < list->size(); ++i) {
        const QString where = list == &single ? source : jsonFieldPath(listWhere, i);
        auto entry = MachineEntry::fromJson((*list)[i], where);
        if (!entry)
            return fail(entry.error());
        registry.m_entries.push_back(std::move(*entry));
    }
    return registry;
}

Result<Registry> Registry::load(const QString &path)
{
    IoGuard::check("registry load of", path);
    const IoGuard::AllowScope checked; // one report, under the registry's name
    if (!QFileInfo::exists(path)) {
        Registry empty;
        empty.m_path = path;
        return empty;
    }
    auto bytes = readWholeFile(path);
    if (!bytes)
        return fail(bytes.error());
    auto registry = parse(*bytes, path);
    if (registry)
        registry->adoptEntries();
    return registry;
}

void Registry::adoptEntries()
{
    const QString folder = m_path.isEmpty() ? QString() : QFileInfo(m_path).absolutePath();
    for (MachineEntry &entry : m_entries)
        entry.setRegistryFolder(folder);
}

Result<Registry> Registry::modify(const QString &path, const Change &change, const QString &lockPath)
{
    IoGuard::check("registry modify of", path);
    const IoGuard::AllowScope checked;
    auto lock = FileLock::acquire(lockPath);
    if (!lock)
        return fail(lock.error());
    auto registry = load(path);
    if (!registry)
        return fail(registry.error());
    if (auto changed = change(*registry); !changed)
        return fail(changed.error());

    const QString dir = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(dir))
        return fail(Error::failure(Tr::tr("Cannot create the folder %1 for the registry.").arg(dir), dir));
    pruneStaleTempFiles(path);
    std::string text = registry->toJson().dump(2, ' ', false, Json::error_handler_t::replace);
    text += '\n';
    if (auto written = writeFileAtomically(path, QByteArray::fromStdString(text)); !written)
        return fail(written.error());
    return registry;
}

const MachineEntry *Registry::find(const QString &name) const
{
    for (const auto &entry : m_entries)
        if (entry.name() == name)
            return &entry;
    return nullptr;
}

int Registry::indexOf(const MachineEntry &entry) const
{
    for (size_t i = 0; i < m_entries.size(); ++i) {
        const MachineEntry &existing = m_entries[i];
        if (entry.isLocal() && existing.isLocal())
            return int(i);
        if (!entry.tpuName().isEmpty() && existing.tpuName() == entry.tpuName())
            return int(i);
    }
    return -1;
}

int Registry::upsert(const MachineEntry &entry)
{
    int index = indexOf(entry);
    if (index < 0) {
        m_entries.push_back(entry);
        index = int(m_entries.size()) - 1;
    } else {
        // Keep keys the new entry does not mention (MaxKernel's or earlier workbench data).
        Json merged = m_entries[size_t(index)].toJson();
        const Json &incoming = entry.toJson();
        for (auto it = incoming.begin(); it != incoming.end(); ++it) {
            if (it.key() == "workbench" && merged.contains("workbench") && merged["workbench"].is_object()
                && it->is_object()) {
                for (auto wb = it->begin(); wb != it->end(); ++wb)
                    merged["workbench"][wb.key()] = wb.value();
            } else {
                merged[it.key()] = it.value();
            }
        }
        m_entries[size_t(index)] = *MachineEntry::fromJson(merged, {});
    }
    adoptEntries();
    MachineEntry &stored = m_entries[size_t(index)];
    if (stored.tpuVersion().isEmpty())
        stored.setTpuVersion(inferTpuVersion(stored.toJson()));
    if (!stored.localPort())
        stored.setLocalPort(8000 + index);
    return index;
}

bool Registry::replace(const QString &name, const MachineEntry &entry)
{
    for (auto &existing : m_entries) {
        if (existing.name() == name) {
            existing = entry;
            adoptEntries();
            return true;
        }
    }
    return false;
}

bool Registry::remove(const QString &name)
{
    const auto it = std::find_if(m_entries.begin(), m_entries.end(),
                                 [&](const MachineEntry &e) { return e.name() == name; });
    if (it == m_entries.end())
        return false;
    m_entries.erase(it);
    return true;
}

Json Registry::toJson() const
{
    Json document = Json::object();
    Json list = Json::array();
    for (const auto &entry : m_entries)
        list.push_back(entry.toJson());
    document["tpus"] = std::move(list);
    for (auto it = m_otherTopLevelKeys.begin(); it != m_otherTopLevelKeys.end(); ++it)
        document[it.key()] = it.value();
    return document;
}

} // namespace twb
