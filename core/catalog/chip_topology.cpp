#include "core/catalog/chip_topology.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::ChipTopology.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ChipTopology)
};
} // namespace


int ChipTopology::chipCount() const
{
    int count = 1;
    for (int d : dims)
        count *= d;
    return dims.isEmpty() ? 0 : count;
}

QString ChipTopology::toString() const
{
    QStringList parts;
    for (int d : dims)
        parts << QString::number(d);
    return parts.join(u'x');
}

QList<int> ChipTopology::coordinatesOf(int index) const
{
    QList<int> coordinates;
    coordinates.reserve(dims.size());
    for (int d : dims) {
        coordinates << index % d;
        index /= d;
    }
    return coordinates;
}

int ChipTopology::indexOf(const QList<int> &coordinates) const
{
    int index = 0;
    for (qsizetype i = dims.size() - 1; i >= 0; --i)
        index = index * dims[i] + coordinates.value(i);
    return index;
}

Result<ChipTopology> ChipTopology::parse(QStringView text)
{
    ChipTopology topology;
    const auto parts = text.trimmed().split(u'x', Qt::KeepEmptyParts, Qt::CaseInsensitive);
    for (const auto part : parts) {
        bool ok = false;
        const int value = part.toInt(&ok);
        if (!ok || value < 1 || value > 4096)
            return fail(Error::invalid(
                Tr::tr("Topology \"%1\" is not a chip grid; write sizes "
                                                   "joined by 'x', such as 4x4 or 2x2x4.")
                    .arg(text.toString()),
                text.toString()));
        topology.dims << value;
    }
    if (topology.dims.size() < 2 || topology.dims.size() > 3)
        return fail(Error::invalid(
            Tr::tr("Topology \"%1\" must have 2 (AxB) or 3 (AxBxC) sizes.")
                .arg(text.toString()),
            text.toString()));
    return topology;
}

} // namespace twb
