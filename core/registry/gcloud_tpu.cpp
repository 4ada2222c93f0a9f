#include "core/registry/gcloud_tpu.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::GcloudTpu.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::GcloudTpu)
};

QString str(const Json &object, const char *key)
{
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? toQString(it->get<std::string>()) : QString();
}

// "projects/P/locations/Z/nodes/NAME" -> the part after `marker`.
QString pathPart(const QString &path, const QString &marker)
{
    const QStringList parts = path.split(u'/');
    const qsizetype at = parts.indexOf(marker);
    return at >= 0 && at + 1 < parts.size() ? parts[at + 1] : QString();
}

// acceleratorConfig {"type": "V5LITE_POD", "topology": "2x4"} -> "v5litepod-8". v2 to v5p count
// TensorCores in the name (two per chip), v5e and v6e count chips.
QString typeFromConfig(const Json &config)
{
    const QString type = str(config, "type").toLower();
    const QStringList dims = str(config, "topology").split(u'x', Qt::SkipEmptyParts);
    if (type.isEmpty() || dims.isEmpty())
        return {};
    int chips = 1;
    for (const QString &d : dims)
        chips *= d.toInt();
    if (chips <= 0)
        return {};
    if (type == u"v5lite_pod"_s)
        return u"v5litepod-%1"_s.arg(chips);
    if (type == u"v6e"_s)
        return u"v6e-%1"_s.arg(chips);
    return u"%1-%2"_s.arg(type).arg(chips * 2);
}

Result<Json> parseArray(const QByteArray &json, const QString &source)
{
    auto parsed = parseJson(json.trimmed().isEmpty() ? QByteArray("[]") : json, source);
    if (!parsed)
        return parsed;
    if (!parsed->is_array())
        return fail(Error::invalid(Tr::tr("%1 printed %2 where gcloud prints a list; is `gcloud` the Google Cloud CLI?")
                                       .arg(source, jsonTypeName(*parsed)),
                                   source));
    return parsed;
}

} // namespace

GcloudTpu gcloudNodeFromJson(const Json &node)
{
    GcloudTpu tpu;
    const QString full = str(node, "name");
    tpu.name = full.contains(u'/') ? full.section(u'/', -1) : full;
    tpu.project = pathPart(full, u"projects"_s);
    tpu.zone = pathPart(full, u"locations"_s);
    tpu.acceleratorType = str(node, "acceleratorType");
    if (tpu.acceleratorType.isEmpty() && node.contains("acceleratorConfig"))
        tpu.acceleratorType = typeFromConfig(node["acceleratorConfig"]);
    tpu.state = str(node, "state");
    if (const auto it = node.find("networkEndpoints"); it != node.end() && it->is_array()) {
        for (const Json &endpoint : *it) {
            GcloudWorker worker;
            worker.internalIp = str(endpoint, "ipAddress");
            if (endpoint.is_object() && endpoint.contains("accessConfig"))
                worker.externalIp = str(endpoint["accessConfig"], "externalIp");
            tpu.workers << worker;
        }
    }
    return tpu;
}

Result<GcloudTpu> parseGcloudNode(const QByteArray &json, const QString &source)
{
    auto parsed = parseJson(json, source);
    if (!parsed)
        return fail(parsed.error());
    if (!parsed->is_object() || !parsed->contains("name"))
        return fail(Error::invalid(Tr::tr("%1 printed no TPU VM (a JSON object with a \"name\"); is `gcloud` the Google "
                                          "Cloud CLI?")
                                       .arg(source),
                                   source));
    return gcloudNodeFromJson(*parsed);
}

Result<QList<GcloudTpu>> parseGcloudNodeList(const QByteArray &json, const QString &source)
{
    auto parsed = parseArray(json, source);
    if (!parsed)
        return fail(parsed.error());
    QList<GcloudTpu> list;
    for (const Json &node : *parsed)
        if (node.is_object())
            list << gcloudNodeFromJson(node);
    return list;
}

Result<QList<GcloudTpu>> parseGcloudQueuedResources(const QByteArray &json, const QString &source)
{
    auto parsed = parseArray(json, source);
    if (!parsed)
        return fail(parsed.error());
    QList<GcloudTpu> list;
    for (const Json &resource : *parsed) {
        if (!resource.is_object())
            continue;
        const QString full = str(resource, "name");
        const QString state = resource.contains("state") ? str(resource["state"], "state") : QString();
        const Json *specs = nullptr;
        if (const auto tpu = resource.find("tpu"); tpu != resource.end() && tpu->is_object())
            if (const auto it = tpu->find("nodeSpec"); it != tpu->end() && it->is_array())
                specs = &*it;
        if (!specs)
            continue;
        for (const Json &spec : *specs) {
            GcloudTpu tpu = spec.contains("node") ? gcloudNodeFromJson(spec["node"]) : GcloudTpu{};
            tpu.name = str(spec, "nodeId");
            const QString parent = str(spec, "parent");
            tpu.project = pathPart(parent.isEmpty() ? full : parent, u"projects"_s);
            tpu.zone = pathPart(parent.isEmpty() ? full : parent, u"locations"_s);
            tpu.queuedResource = full.section(u'/', -1);
            tpu.state = state; // ACTIVE, WAITING_FOR_RESOURCES, PROVISIONING, FAILED, ...
            if (!tpu.name.isEmpty())
                list << tpu;
        }
    }
    return list;
}

QString gcloudAddressesName(GcloudAddresses addresses)
{
    return addresses == GcloudAddresses::Internal ? u"internal"_s : u"external"_s;
}

GcloudCache gcloudCache(const MachineEntry &entry)
{
    GcloudCache cache;
    const Json *block = entry.workbenchBlock("gcloud");
    if (!block)
        return cache;
    cache.resolvedAt = str(*block, "resolved_at");
    cache.state = str(*block, "state");
    cache.acceleratorType = str(*block, "accelerator_type");
    cache.queuedResource = str(*block, "queued_resource");
    cache.addresses = str(*block, "addresses") == u"internal"_s ? GcloudAddresses::Internal : GcloudAddresses::External;
    if (const auto it = block->find("workers"); it != block->end() && it->is_array())
        for (const Json &w : *it)
            cache.workers << GcloudWorker{str(w, "internal_ip"), str(w, "external_ip")};
    return cache;
}

namespace {

void storeCache(MachineEntry &entry, const GcloudCache &cache)
{
    Json workers = Json::array();
    for (const GcloudWorker &w : cache.workers)
        workers.push_back({{"internal_ip", toStd(w.internalIp)}, {"external_ip", toStd(w.externalIp)}});
    Json block = entry.workbenchBlock("gcloud") ? *entry.workbenchBlock("gcloud") : Json::object();
    block["resolved_at"] = toStd(cache.resolvedAt);
    block["state"] = toStd(cache.state);
    block["accelerator_type"] = toStd(cache.acceleratorType);
    block["addresses"] = toStd(gcloudAddressesName(cache.addresses));
    block["workers"] = std::move(workers);
    if (cache.queuedResource.isEmpty())
        block.erase("queued_resource");
    else
        block["queued_resource"] = toStd(cache.queuedResource);
    entry.setWorkbenchBlock("gcloud", std::move(block));
}

} // namespace

void setGcloudAddresses(MachineEntry &entry, GcloudAddresses addresses)
{
    GcloudCache cache = gcloudCache(entry);
    cache.addresses = addresses;
    storeCache(entry, cache);
    if (!cache.workers.isEmpty()) {
        QStringList hosts;
        for (const GcloudWorker &w : cache.workers)
            hosts << (addresses == GcloudAddresses::External && !w.externalIp.isEmpty() ? w.externalIp : w.internalIp);
        entry.setHosts(hosts);
    }
}

void applyGcloudResolution(MachineEntry &entry, const GcloudTpu &tpu, const QDateTime &now)
{
    GcloudCache cache = gcloudCache(entry);
    cache.resolvedAt = now.toUTC().toString(Qt::ISODate);
    cache.state = tpu.state;
    cache.acceleratorType = tpu.acceleratorType;
    if (!tpu.queuedResource.isEmpty())
        cache.queuedResource = tpu.queuedResource;
    // A preempted or creating VM lists no workers: keep the last known ones, so the machine's
    // runs still name their hosts; the state says they are not there.
    if (!tpu.workers.isEmpty())
        cache.workers = tpu.workers;
    storeCache(entry, cache);
    setGcloudAddresses(entry, cache.addresses);
    if (!tpu.acceleratorType.isEmpty())
        entry.setAcceleratorType(tpu.acceleratorType);
}

MachineEntry gcloudEntry(const GcloudTpu &tpu, GcloudAddresses addresses, const QDateTime &now)
{
    MachineEntry entry;
    entry.setTpuName(tpu.name);
    entry.setZone(tpu.zone);
    entry.setProject(tpu.project);
    setGcloudAddresses(entry, addresses);
    applyGcloudResolution(entry, tpu, now);
    return entry;
}

} // namespace twb
