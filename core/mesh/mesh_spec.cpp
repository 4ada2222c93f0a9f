#include "core/mesh/mesh_spec.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

// This file's strings are translated in the context of twb::MeshSpec.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MeshSpec)
};

} // namespace

MeshSpec::MeshSpec(AcceleratorType accelerator, int slices, QList<MeshAxis> axes, MeshStrategy strategy)
    : m_accelerator(std::move(accelerator)), m_slices(slices), m_axes(std::move(axes)), m_strategy(strategy)
{
}

void MeshSpec::setStrategy(MeshStrategy strategy)
{
    m_strategy = strategy;
    m_unknownStrategy.clear();
}

QString MeshSpec::strategyText() const
{
    return m_unknownStrategy.isEmpty() ? strategyName(m_strategy) : m_unknownStrategy;
}

int MeshSpec::axisIndex(QStringView name) const
{
    for (qsizetype i = 0; i < m_axes.size(); ++i)
        if (m_axes[i].name == name)
            return int(i);
    return -1;
}

int MeshSpec::axisSize(QStringView name) const
{
    const int index = axisIndex(name);
    return index < 0 ? 1 : m_axes[index].size;
}

QStringList MeshSpec::axisNames() const
{
    QStringList names;
    for (const auto &axis : m_axes)
        names << axis.name;
    return names;
}

QList<int> MeshSpec::shape() const
{
    QList<int> sizes;
    for (const auto &axis : m_axes)
        sizes << axis.size;
    return sizes;
}

int MeshSpec::iciProduct() const
{
    long long product = 1;
    for (const auto &axis : m_axes)
        if (axis.kind == AxisKind::Ici)
            product = std::min<long long>(product * std::max(axis.size, 0), 1LL << 30);
    return int(product);
}

int MeshSpec::dcnProduct() const
{
    long long product = 1;
    for (const auto &axis : m_axes)
        if (axis.kind == AxisKind::Dcn)
            product = std::min<long long>(product * std::max(axis.size, 0), 1LL << 30);
    return int(product);
}

QString MeshSpec::axesText() const
{
    QStringList parts;
    for (const auto &axis : m_axes)
        parts << axis.name + u'=' + QString::number(axis.size) + (axis.kind == AxisKind::Dcn ? u":dcn"_s : QString());
    return parts.join(u',');
}

Result<QList<MeshAxis>> MeshSpec::parseAxes(QStringView text)
{
    QList<MeshAxis> axes;
    qsizetype start = 0;
    while (start <= text.size()) {
        qsizetype end = text.indexOf(u',', start);
        if (end < 0)
            end = text.size();
        const QStringView rawPart = text.sliced(start, end - start);
        qsizetype leading = 0;
        while (leading < rawPart.size() && rawPart[leading].isSpace())
            ++leading;
        const qsizetype column = start + leading + 1; // 1-based, for the message
        start = end + 1;
        const QStringView part = rawPart.trimmed();
        if (part.isEmpty())
            continue;
        auto bad = [&](const QString &why) {
            return fail(Error::invalid(Tr::tr("Axis \"%1\" in --axes (at character %2): %3. Write NAME=SIZE or "
                                              "NAME=SIZE:dcn, separated by commas, for example data=2,model=4.")
                                           .arg(part.toString(), QString::number(column), why),
                                       u"--axes"_s));
        };
        const qsizetype equals = part.indexOf(u'=');
        MeshAxis axis;
        axis.name = part.left(std::max<qsizetype>(equals, 0)).trimmed().toString();
        if (equals <= 0 || axis.name.isEmpty())
            return bad(Tr::tr("no NAME=SIZE"));
        QStringView sizeText = part.mid(equals + 1).trimmed();
        const qsizetype colon = sizeText.indexOf(u':');
        if (colon >= 0) {
            const QStringView kind = sizeText.mid(colon + 1).trimmed();
            if (kind.compare(u"dcn", Qt::CaseInsensitive) == 0)
                axis.kind = AxisKind::Dcn;
            else if (kind.compare(u"ici", Qt::CaseInsensitive) != 0)
                return bad(Tr::tr("the kind after ':' must be ici or dcn, not \"%1\"").arg(kind.toString()));
            sizeText = sizeText.left(colon).trimmed();
        }
        bool ok = false;
        axis.size = sizeText.toInt(&ok);
        if (!ok)
            return bad(Tr::tr("the size \"%1\" is not a whole number").arg(sizeText.toString()));
        axes << axis;
    }
    if (axes.isEmpty())
        return fail(Error::invalid(Tr::tr("--axes is empty: give at least one axis, for example data=8."), u"--axes"_s));
    return axes;
}

Json MeshSpec::toJson() const
{
    Json axes = Json::array();
    for (const auto &axis : m_axes)
        axes.push_back({{"name", toStd(axis.name)}, {"size", axis.size}, {"kind", toStd(axisKindName(axis.kind))}});
    Json mesh = {{"axes", axes}};
    if (m_slices != 1)
        mesh["slices"] = m_slices;
    return {{"accelerator_type", toStd(m_accelerator.name())},
            {"strategy", toStd(strategyText())},
            {"mesh", mesh}};
}

Result<MeshSpec> MeshSpec::fromJson(const Json &tpu, const QString &where)
{
    auto bad = [&](const QString &field, const QString &why) {
        const QString path = where + u'.' + field;
        return fail(Error::invalid(Tr::tr("%1: %2.").arg(path, why), path));
    };
    if (!tpu.is_object())
        return fail(Error::invalid(Tr::tr("%1 must be an object with accelerator_type, strategy and mesh, not %2.")
                                       .arg(where, jsonTypeName(tpu)),
                                   where));
    const auto typeIt = tpu.find("accelerator_type");
    if (typeIt == tpu.end() || !typeIt->is_string())
        return bad(u"accelerator_type"_s, Tr::tr("give the accelerator type as a string, for example \"v5litepod-8\""));
    auto accelerator = AcceleratorType::parse(toQString(typeIt->get<std::string>()));
    if (!accelerator)
        return bad(u"accelerator_type"_s, accelerator.error().message);

    MeshSpec spec(*accelerator);
    if (const auto it = tpu.find("strategy"); it != tpu.end() && !it->is_null()) {
        if (!it->is_string())
            return bad(u"strategy"_s, Tr::tr("must be a string such as \"fsdpv2\"; known: %1").arg(knownStrategiesText()));
        const QString name = toQString(it->get<std::string>());
        if (const auto strategy = strategyFromName(name)) {
            spec.m_strategy = *strategy;
        } else {
            spec.m_strategy = MeshStrategy::Custom;
            spec.m_unknownStrategy = name;
        }
    }
    const auto meshIt = tpu.find("mesh");
    if (meshIt == tpu.end() || meshIt->is_null())
        return spec; // no mesh yet: the designer fills a preset
    if (!meshIt->is_object())
        return bad(u"mesh"_s, Tr::tr("must be an object {\"axes\": [...]}, not %1").arg(jsonTypeName(*meshIt)));
    if (const auto it = meshIt->find("slices"); it != meshIt->end()) {
        if (!it->is_number_integer() || it->get<long long>() < 1 || it->get<long long>() > 4096)
            return bad(u"mesh.slices"_s, Tr::tr("must be a whole number from 1 to 4096"));
        spec.m_slices = int(it->get<long long>());
    }
    const auto axesIt = meshIt->find("axes");
    if (axesIt == meshIt->end() || !axesIt->is_array())
        return bad(u"mesh.axes"_s, Tr::tr("must be a list of {\"name\", \"size\", \"kind\"} objects"));
    for (size_t i = 0; i < axesIt->size(); ++i) {
        const Json &item = (*axesIt)[i];
        const QString field = jsonFieldPath(u"mesh.axes"_s, i);
        if (!item.is_object())
            return bad(field, Tr::tr("must be an object {\"name\", \"size\", \"kind\"}"));
        MeshAxis axis;
        const auto name = item.find("name");
        if (name == item.end() || !name->is_string())
            return bad(field + u".name"_s, Tr::tr("must be a string"));
        axis.name = toQString(name->get<std::string>());
        const auto size = item.find("size");
        if (size == item.end() || !size->is_number_integer() || size->get<long long>() > (1LL << 20)
            || size->get<long long>() < -(1LL << 20))
            return bad(field + u".size"_s, Tr::tr("must be a whole number"));
        axis.size = int(size->get<long long>());
        if (const auto kind = item.find("kind"); kind != item.end() && !kind->is_null()) {
            const QString text = kind->is_string() ? toQString(kind->get<std::string>()) : QString();
            if (text == u"dcn"_s)
                axis.kind = AxisKind::Dcn;
            else if (text != u"ici"_s)
                return bad(field + u".kind"_s, Tr::tr("must be \"ici\" or \"dcn\""));
        }
        spec.m_axes << axis;
    }
    // Older files may omit "slices": the DCN axes tell how many slices the mesh spans.
    if (meshIt->find("slices") == meshIt->end())
        spec.m_slices = std::max(1, spec.dcnProduct());
    return spec;
}

} // namespace twb
