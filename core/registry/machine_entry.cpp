#include "core/registry/machine_entry.h"

#include "core/registry/spec_probe.h"
#include "core/util/number_cast.h"
#include "core/workspace/workspace.h"

#include <QDir>

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::MachineEntry.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MachineEntry)
};

// Checks one key's type; null is accepted where `nullable`.
Result<void> expectType(const Json &object, const char *key, Json::value_t type, const QString &where,
                        bool nullable = false)
{
    const auto it = object.find(key);
    if (it == object.end())
        return {};
    if (nullable && it->is_null())
        return {};
    const bool ok = type == Json::value_t::number_integer
                        ? (it->is_number_integer())
                        : it->type() == type;
    if (ok)
        return {};
    QString expectedName;
    switch (type) {
    case Json::value_t::string: expectedName = Tr::tr("a string"); break;
    case Json::value_t::number_integer: expectedName = Tr::tr("an integer"); break;
    case Json::value_t::boolean: expectedName = Tr::tr("true or false"); break;
    case Json::value_t::array: expectedName = Tr::tr("a list"); break;
    case Json::value_t::object: expectedName = Tr::tr("an object"); break;
    default: expectedName = Tr::tr("another type"); break;
    }
    const QString field = jsonFieldPath(where, QString::fromLatin1(key));
    return fail(Error::invalid(Tr::tr("%1 must be %2, but it is %3 (%4). Fix the file; it was not changed.")
                                   .arg(field, expectedName, jsonTypeName(*it),
                                        toQString(it->dump()).left(60)),
                               field));
}

Result<void> expectStringList(const Json &object, const char *key, const QString &where)
{
    if (auto ok = expectType(object, key, Json::value_t::array, where, true); !ok)
        return ok;
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return {};
    for (size_t i = 0; i < it->size(); ++i) {
        if (!(*it)[i].is_string()) {
            const QString field = jsonFieldPath(jsonFieldPath(where, QString::fromLatin1(key)), i);
            return fail(Error::invalid(Tr::tr("%1 must be a string, but it is %2. Fix the file; it was not changed.")
                                           .arg(field, jsonTypeName((*it)[i])),
                                       field));
        }
    }
    return {};
}

QString stringOr(const Json &object, const char *key, const QString &fallback = {})
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? toQString(it->get<std::string>()) : fallback;
}

QStringList stringList(const Json &object, const char *key)
{
    QStringList list;
    const auto it = object.find(key);
    if (it != object.end() && it->is_array())
        for (const auto &item : *it)
            if (item.is_string())
                list << toQString(item.get<std::string>());
    return list;
}

Json toJsonList(const QStringList &list)
{
    Json array = Json::array();
    for (const QString &item : list)
        array.push_back(toStd(item));
    return array;
}

} // namespace

HostAddress HostAddress::parse(const QString &text)
{
    HostAddress address{text, std::nullopt};
    const auto takePort = [&](qsizetype colon) {
        bool ok = false;
        const int port = text.mid(colon + 1).toInt(&ok);
        if (ok)
            address.port = port;
    };
    if (text.startsWith(u'[')) {
        const qsizetype close = text.indexOf(u']');
        if (close > 0) {
            address.host = text.mid(1, close - 1);
            if (close + 1 < text.size() && text[close + 1] == u':')
                takePort(close + 1);
        }
    } else if (text.count(u':') == 1) { // several colons: a bare IPv6 address
        const qsizetype colon = text.indexOf(u':');
        address.host = text.left(colon);
        takePort(colon);
    }
    return address;
}

Result<MachineEntry> MachineEntry::fromJson(const Json &object, const QString &where)
{
    if (!object.is_object())
        return fail(Error::invalid(Tr::tr("%1 must be an object describing one machine, but it is %2.")
                                       .arg(where, jsonTypeName(object)),
                                   where));
    using T = Json::value_t;
    for (const char *key : {"mode", "tpu_name", "zone", "project", "tpu_version"})
        if (auto ok = expectType(object, key, T::string, where); !ok)
            return fail(ok.error());
    if (auto ok = expectType(object, "local_port", T::number_integer, where); !ok)
        return fail(ok.error());
    if (auto ok = expectType(object, "tpu_spec_verified", T::boolean, where); !ok)
        return fail(ok.error());
    if (auto ok = expectType(object, "tpu_spec", T::object, where); !ok)
        return fail(ok.error());
    if (object.contains("tpu_spec")) {
        const QString specWhere = jsonFieldPath(where, u"tpu_spec"_s);
        if (auto ok = expectType(object["tpu_spec"], "device_kind", T::string, specWhere); !ok)
            return fail(ok.error());
        if (auto ok = expectType(object["tpu_spec"], "device_count", T::number_integer, specWhere); !ok)
            return fail(ok.error());
    }
    const QString mode = stringOr(object, "mode");
    if (!mode.isEmpty() && mode != u"local"_s && mode != u"remote"_s) {
        const QString field = jsonFieldPath(where, u"mode"_s);
        return fail(Error::invalid(Tr::tr("%1 is \"%2\"; it must be \"local\" or \"remote\".").arg(field, mode), field));
    }
    if (!object.contains("tpu_name") && mode != u"local"_s) {
        return fail(Error::invalid(Tr::tr("%1 has neither a \"tpu_name\" nor \"mode\": \"local\"; add the "
                                      "machine's name (or mark it local).")
                                       .arg(where),
                                   where));
    }
    if (auto ok = expectType(object, "workbench", T::object, where); !ok)
        return fail(ok.error());
    if (object.contains("workbench")) {
        const Json &wb = object["workbench"];
        const QString wbWhere = jsonFieldPath(where, u"workbench"_s);
        for (const char *key : {"accelerator_type", "python", "remote_root", "kernel_worker_command",
                                 "kernel_cancel_command", "maxkernel_root", "maxkernel_workspace", "claude_dir"})
            if (auto ok = expectType(wb, key, T::string, wbWhere, true); !ok)
                return fail(ok.error());
        for (const char *key : {"hosts", "labels"})
            if (auto ok = expectStringList(wb, key, wbWhere); !ok)
                return fail(ok.error());
        if (auto ok = expectType(wb, "ssh", T::object, wbWhere, true); !ok)
            return fail(ok.error());
        if (wb.contains("ssh") && wb["ssh"].is_object()) {
            const QString sshWhere = jsonFieldPath(wbWhere, u"ssh"_s);
            for (const char *key : {"user", "identity_file", "proxy_jump"})
                if (auto ok = expectType(wb["ssh"], key, T::string, sshWhere, true); !ok)
                    return fail(ok.error());
            if (auto ok = expectType(wb["ssh"], "port", T::number_integer, sshWhere, true); !ok)
                return fail(ok.error());
        }
        if (auto ok = expectType(wb, "status", T::array, wbWhere, true); !ok)
            return fail(ok.error());
        if (auto ok = expectType(wb, "gcloud", T::object, wbWhere, true); !ok)
            return fail(ok.error());
    }
    return MachineEntry(object);
}

QString MachineEntry::name() const
{
    const QString tpu = tpuName();
    return tpu.isEmpty() && isLocal() ? u"local"_s : tpu;
}

MachineEntry::Mode MachineEntry::mode() const
{
    const QString mode = stringOr(m_json, "mode");
    if (mode == u"local"_s)
        return Mode::Local;
    if (mode == u"remote"_s)
        return Mode::Remote;
    // MaxKernel's default: remote when a tpu_name is present, else local.
    return m_json.contains("tpu_name") ? Mode::Remote : Mode::Local;
}

QString MachineEntry::tpuName() const { return stringOr(m_json, "tpu_name"); }
QString MachineEntry::zone() const { return stringOr(m_json, "zone"); }
QString MachineEntry::project() const { return stringOr(m_json, "project"); }
QString MachineEntry::tpuVersion() const { return stringOr(m_json, "tpu_version"); }

std::optional<int> MachineEntry::localPort() const
{
    const auto it = m_json.find("local_port");
    if (it == m_json.end() || !it->is_number_integer())
        return std::nullopt;
    return it->get<int>();
}

std::optional<TpuSpec> MachineEntry::tpuSpec() const
{
    const auto it = m_json.find("tpu_spec");
    if (it == m_json.end() || !it->is_object())
        return std::nullopt;
    TpuSpec spec;
    spec.deviceKind = stringOr(*it, "device_kind");
    spec.deviceCount = it->value("device_count", 0);
    return spec;
}

bool MachineEntry::isSpecVerified() const
{
    // Probed, and the devices are those of the accelerator type (a v4-8 entry whose probe found
    // one CPU is a mismatch, not verified).
    return m_json.value("tpu_spec_verified", false) && m_json.contains("tpu_spec") && !specMismatch(*this);
}

const Json *MachineEntry::workbenchOrNull() const
{
    const auto it = m_json.find("workbench");
    return it != m_json.end() && it->is_object() ? &*it : nullptr;
}

Json &MachineEntry::workbench()
{
    Json &wb = m_json["workbench"];
    if (!wb.is_object())
        wb = Json::object();
    return wb;
}

QString MachineEntry::workbenchString(const char *key) const
{
    const Json *wb = workbenchOrNull();
    return wb ? stringOr(*wb, key) : QString();
}

void MachineEntry::setWorkbenchString(const char *key, const QString &value)
{
    if (value.isEmpty())
        workbench()[key] = nullptr;
    else
        workbench()[key] = toStd(value);
}

QString MachineEntry::acceleratorType() const { return workbenchString("accelerator_type"); }

QStringList MachineEntry::hosts() const
{
    const Json *wb = workbenchOrNull();
    return wb ? stringList(*wb, "hosts") : QStringList();
}

int MachineEntry::hostCount() const
{
    const QStringList list = hosts();
    return list.isEmpty() && isLocal() ? 1 : int(list.size());
}

SshSettings MachineEntry::ssh() const
{
    SshSettings settings;
    const Json *wb = workbenchOrNull();
    if (!wb || !wb->contains("ssh") || !(*wb)["ssh"].is_object())
        return settings;
    const Json &ssh = (*wb)["ssh"];
    settings.user = stringOr(ssh, "user");
    settings.identityFile = stringOr(ssh, "identity_file");
    settings.proxyJump = stringOr(ssh, "proxy_jump");
    if (ssh.contains("port") && ssh["port"].is_number_integer())
        settings.port = ssh["port"].get<int>();
    return settings;
}

QString MachineEntry::python() const
{
    const QString value = workbenchString("python");
    return value.isEmpty() ? u"python3"_s : value;
}

QString MachineEntry::remoteRoot() const
{
    const QString value = workbenchString("remote_root");
    if (value.isEmpty())
        return u"~/tpu-workbench"_s;
    // On a remote host a relative path is the shell's (under the user's home); on this machine
    // it belongs to the workspace whose registry names it.
    if (isLocal() && !m_registryFolder.isEmpty() && QDir::isRelativePath(value) && !value.startsWith(u'~'))
        return QDir::cleanPath(m_registryFolder + u'/' + value);
    return value;
}

QString MachineEntry::remoteRootAsWritten() const { return workbenchString("remote_root"); }

Result<void> MachineEntry::checkRemoteRootOwner() const
{
    if (!isLocal() || m_registryFolder.isEmpty())
        return {};
    const QString root = remoteRoot();
    if (!QDir::isAbsolutePath(root))
        return {};
    const QString own = Workspace::enclosingRoot(m_registryFolder);
    const QString owner = Workspace::enclosingRoot(root);
    // A registry outside every workspace (--config) has no workspace to protect.
    if (own.isEmpty() || owner.isEmpty() || owner == own)
        return {};
    return fail(Error::invalid(
        Tr::tr("Machine %1 writes its runs to %2, which is inside another workspace (%3), not this one (%4): a copied "
               "workspace would change the original's files. Nothing was done. Set its remote_root to a folder of "
               "this workspace, a relative path such as \"remote\" (resolved against %4), in the Machines panel "
               "(Edit, Remote folder) or with tpuwb registry add.")
            .arg(name(), root, owner, own),
        name()));
}

QStringList MachineEntry::labels() const
{
    const Json *wb = workbenchOrNull();
    return wb ? stringList(*wb, "labels") : QStringList();
}

QString MachineEntry::kernelWorkerCommand() const { return workbenchString("kernel_worker_command"); }

void MachineEntry::setMode(Mode mode) { m_json["mode"] = mode == Mode::Local ? "local" : "remote"; }

void MachineEntry::setTpuName(const QString &name)
{
    if (name.isEmpty())
        m_json.erase("tpu_name");
    else
        m_json["tpu_name"] = toStd(name);
}

void MachineEntry::setZone(const QString &zone)
{
    if (zone.isEmpty())
        m_json.erase("zone");
    else
        m_json["zone"] = toStd(zone);
}

void MachineEntry::setProject(const QString &project)
{
    if (project.isEmpty())
        m_json.erase("project");
    else
        m_json["project"] = toStd(project);
}

void MachineEntry::setLocalPort(int port) { m_json["local_port"] = port; }
void MachineEntry::setTpuVersion(const QString &version) { m_json["tpu_version"] = toStd(version); }

void MachineEntry::setTpuSpec(const TpuSpec &spec, bool verified)
{
    m_json["tpu_spec"] = {{"device_kind", toStd(spec.deviceKind)}, {"device_count", spec.deviceCount}};
    if (verified)
        m_json["tpu_spec_verified"] = true;
    else
        m_json.erase("tpu_spec_verified");
}

void MachineEntry::setAcceleratorType(const QString &type) { setWorkbenchString("accelerator_type", type); }
void MachineEntry::setHosts(const QStringList &hosts) { workbench()["hosts"] = toJsonList(hosts); }

void MachineEntry::setSsh(const SshSettings &ssh)
{
    auto orNull = [](const QString &s) { return s.isEmpty() ? Json(nullptr) : Json(toStd(s)); };
    Json &block = workbench()["ssh"];
    if (!block.is_object())
        block = Json::object();
    block["user"] = orNull(ssh.user);
    block["port"] = ssh.port;
    block["identity_file"] = orNull(ssh.identityFile);
    block["proxy_jump"] = orNull(ssh.proxyJump);
}

void MachineEntry::setPython(const QString &python) { setWorkbenchString("python", python); }
void MachineEntry::setRemoteRoot(const QString &root) { setWorkbenchString("remote_root", root); }
void MachineEntry::setLabels(const QStringList &labels) { workbench()["labels"] = toJsonList(labels); }
void MachineEntry::setKernelWorkerCommand(const QString &command) { setWorkbenchString("kernel_worker_command", command); }

QList<MachineEntry::HostStatus> MachineEntry::hostStatus() const
{
    QList<HostStatus> list;
    const Json *wb = workbenchOrNull();
    if (!wb || !wb->contains("status") || !(*wb)["status"].is_array())
        return list;
    for (const auto &item : (*wb)["status"]) {
        if (!item.is_object())
            continue;
        HostStatus status;
        // value() throws on a wrongly typed field, and get<int>() of 1e300 is undefined:
        // this block is the workbench's own, but the file is the user's to edit.
        if (const auto it = item.find("reachable"); it != item.end() && it->is_boolean())
            status.reachable = it->get<bool>();
        if (const auto it = item.find("latency_ms"); it != item.end() && it->is_number())
            status.latencyMs = saturatingCast<int>(it->get<double>());
        status.checkedAt = stringOr(item, "checked_at");
        status.message = stringOr(item, "message");
        list << status;
    }
    return list;
}

void MachineEntry::setHostStatus(const QList<HostStatus> &status)
{
    Json array = Json::array();
    for (const HostStatus &s : status)
        array.push_back({{"reachable", s.reachable}, {"latency_ms", s.latencyMs},
                         {"checked_at", toStd(s.checkedAt)}, {"message", toStd(s.message)}});
    workbench()["status"] = std::move(array);
}

bool MachineEntry::isGcloud() const
{
    if (isLocal() || tpuName().isEmpty() || zone().isEmpty() || project().isEmpty())
        return false;
    return hosts().isEmpty() || workbenchBlock("gcloud") != nullptr;
}

bool MachineEntry::hasSshPort() const
{
    const Json *ssh = workbenchBlock("ssh");
    return ssh && ssh->contains("port") && (*ssh)["port"].is_number_integer();
}

const Json *MachineEntry::workbenchBlock(const char *key) const
{
    const Json *wb = workbenchOrNull();
    if (!wb)
        return nullptr;
    const auto it = wb->find(key);
    return it != wb->end() && it->is_object() ? &*it : nullptr;
}

void MachineEntry::setWorkbenchBlock(const char *key, Json value)
{
    if (value.is_null())
        workbench().erase(key);
    else
        workbench()[key] = std::move(value);
}

Result<AcceleratorType> MachineEntry::accelerator() const
{
    if (!acceleratorType().isEmpty())
        return AcceleratorType::parse(acceleratorType());
    if (const auto spec = tpuSpec())
        return AcceleratorType::fromDeviceKind(spec->deviceKind, spec->deviceCount);
    return fail(Error::invalid(QCoreApplication::translate("twb::MachineEntry",
                                                           "Machine %1 has no accelerator type and no probed spec; "
                                                           "probe it in the Machines panel (or `tpuwb registry probe "
                                                           "%1`) or set its accelerator type.")
                                   .arg(name()),
                               name()));
}

} // namespace twb
