#include "core/catalog/accelerator_type.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <array>
#include <optional>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

// This file's strings are translated in the context of twb::AcceleratorType.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::AcceleratorType)
};

bool isPowerOfTwo(int n)
{
    return n > 0 && (n & (n - 1)) == 0;
}

// v5e and v6e offer exactly these slice shapes (G-v5e, G-v6e): 1x1, 2x2, 2x4, 4x4, 4x8, 8x8,
// 8x16, 16x16.
constexpr std::array<int, 8> kLitepodChipCounts{1, 4, 8, 16, 32, 64, 128, 256};

QString validCountsText(const TpuGeneration &generation)
{
    const int perChip = generation.nameCounts == SliceUnit::TensorCores ? generation.tensorCoresPerChip : 1;
    QStringList examples;
    if (generation.topologyDims == 2) {
        if (generation.nameCounts == SliceUnit::Chips) {
            for (int chips : kLitepodChipCounts)
                examples << generation.namePrefix + u'-' + QString::number(chips);
        } else {
            for (int chips = 4; chips <= generation.podChips && examples.size() < 6; chips *= 2)
                examples << generation.namePrefix + u'-' + QString::number(chips * perChip);
        }
    } else {
        for (int chips : {4, 8, 16, 32, 64, 128})
            examples << generation.namePrefix + u'-' + QString::number(chips * perChip);
    }
    return examples.join(u", "_s);
}

// 2D grids (v2, v3, v5e, v6e): A <= B, powers of two, as square as possible (B = A or 2A).
std::optional<ChipTopology> default2d(const TpuGeneration &generation, int chips)
{
    const bool valid = generation.nameCounts == SliceUnit::Chips
                           ? std::ranges::find(kLitepodChipCounts, chips) != kLitepodChipCounts.end()
                           : isPowerOfTwo(chips) && chips >= 4;
    if (!valid || chips > generation.podChips)
        return std::nullopt;
    int exponent = 0;
    while ((1 << (exponent + 1)) <= chips)
        ++exponent;
    const int a = 1 << (exponent / 2);
    return ChipTopology{{a, chips / a}};
}

// A 3D dimension of a v4/v5p slice: 2, or a multiple of 4 (G-types: "each value <= 4 or a
// multiple of 4"; 1 and 3 occur only in the single-host 2x2x1).
bool valid3dDim(int value)
{
    return value == 2 || (value > 0 && value % 4 == 0);
}

// 3D grids (v4, v5p, TPU7x): A <= B <= C, the most cube-like factorisation (smallest C/A;
// ties to the larger A), which reproduces 2x2x2, 2x2x4, 2x4x4, 4x4x4, 4x4x8, 16x16x24.
std::optional<ChipTopology> default3d(const TpuGeneration &generation, int chips)
{
    if (chips > generation.podChips)
        return std::nullopt;
    if (chips == 4)
        return ChipTopology{{2, 2, 1}};
    std::optional<ChipTopology> best;
    double bestRatio = 0;
    for (int a = 2; a * a * a <= chips; ++a) {
        if (!valid3dDim(a) || chips % a != 0)
            continue;
        for (int b = a; a * b * b <= chips; ++b) {
            if (!valid3dDim(b) || (chips / a) % b != 0)
                continue;
            const int c = chips / a / b;
            if (c < b || !valid3dDim(c))
                continue;
            const double ratio = double(c) / a;
            if (!best || ratio < bestRatio || (ratio == bestRatio && a > best->dims[0])) {
                best = ChipTopology{{a, b, c}};
                bestRatio = ratio;
            }
        }
    }
    return best;
}

// The chip block that one host (or VM) of `chipsPerUnit` chips owns in a grid of `rank` axes.
ChipTopology unitBlock(int rank, int chipsPerUnit)
{
    if (rank == 3)
        return ChipTopology{{2, 2, 1}}; // 4 chips per host/VM on every 3D generation
    return chipsPerUnit == 8 ? ChipTopology{{2, 4}} : ChipTopology{{2, 2}};
}

int blockCount(const ChipTopology &topology, const ChipTopology &block)
{
    int count = 1;
    for (qsizetype i = 0; i < topology.dims.size(); ++i)
        count *= topology.dims[i] / block.dims.value(i, 1);
    return count;
}

bool tiles(const ChipTopology &topology, const ChipTopology &block)
{
    if (block.dims.size() != topology.dims.size())
        return false;
    for (qsizetype i = 0; i < topology.dims.size(); ++i)
        if (topology.dims[i] % block.dims[i] != 0)
            return false;
    return true;
}

} // namespace

AcceleratorType::AcceleratorType(const TpuGeneration &generation, const ChipTopology &topology)
    : m_generation(&generation), m_chips(topology.chipCount()), m_topology(topology)
{
    const bool singleHost = m_chips <= generation.chipsPerHost;
    m_hostBlock = singleHost ? topology : unitBlock(topology.rank(), generation.chipsPerHost);
    m_vmBlock = singleHost ? topology : unitBlock(topology.rank(), generation.chipsPerVmMultiHost);
}

Result<AcceleratorType> AcceleratorType::parse(QStringView name)
{
    const QString text = name.trimmed().toString();
    const qsizetype dash = text.lastIndexOf(u'-');
    bool numberOk = false;
    const int count = dash > 0 ? QStringView(text).mid(dash + 1).toInt(&numberOk) : 0;
    if (dash <= 0 || !numberOk || count <= 0)
        return fail(Error::invalid(
            Tr::tr("Accelerator type \"%1\" is malformed: write FAMILY-COUNT, for example v4-128. "
               "Known families: %2.")
                .arg(text, TpuGeneration::knownFamiliesText()),
            text));

    const QStringView prefix = QStringView(text).left(dash);
    const TpuGeneration *generation = TpuGeneration::byName(prefix);
    if (!generation)
        return fail(Error::invalid(
            Tr::tr("Unknown accelerator type \"%1\": no TPU family is called \"%2\". Known families: %3.")
                .arg(text, prefix.toString(), TpuGeneration::knownFamiliesText()),
            text));

    int chips = count;
    if (generation->nameCounts == SliceUnit::TensorCores) {
        if (count % generation->tensorCoresPerChip != 0)
            return fail(Error::invalid(
                Tr::tr("Accelerator type \"%1\": %2 names count TensorCores (%3 per chip), so the number "
                   "must be a multiple of %3; valid examples: %4.")
                    .arg(text, generation->namePrefix)
                    .arg(generation->tensorCoresPerChip)
                    .arg(validCountsText(*generation)),
                text));
        chips = count / generation->tensorCoresPerChip;
    }
    const auto topology = generation->topologyDims == 2 ? default2d(*generation, chips)
                                                        : default3d(*generation, chips);
    if (!topology)
        return fail(Error::invalid(
            Tr::tr("Accelerator type \"%1\" is not a %2 slice size (%3 chips; a %2 pod has %4). "
               "Valid examples: %5.")
                .arg(text, generation->displayName)
                .arg(chips)
                .arg(generation->podChips)
                .arg(validCountsText(*generation)),
            text));
    return AcceleratorType(*generation, *topology);
}

Result<AcceleratorType> AcceleratorType::fromDeviceKind(QStringView deviceKind, int deviceCount)
{
    const TpuGeneration *generation = TpuGeneration::fromDeviceKind(deviceKind);
    if (!generation)
        return fail(Error::invalid(Tr::tr("The device kind \"%1\" is no TPU generation the catalog knows (%2).")
                                       .arg(deviceKind.toString(), TpuGeneration::knownFamiliesText()),
                                   deviceKind.toString()));
    if (deviceCount <= 0 || deviceCount % generation->devicesPerChip != 0)
        return fail(Error::invalid(Tr::tr("%1 devices of kind \"%2\" make no whole number of chips (%3 devices per chip).")
                                       .arg(deviceCount)
                                       .arg(deviceKind.toString())
                                       .arg(generation->devicesPerChip),
                                   deviceKind.toString()));
    const int chips = deviceCount / generation->devicesPerChip;
    const int count = generation->nameCounts == SliceUnit::TensorCores ? chips * generation->tensorCoresPerChip : chips;
    return parse(QString(generation->namePrefix + u'-' + QString::number(count)));
}

Result<AcceleratorType> AcceleratorType::fromTopology(const TpuGeneration &generation, const ChipTopology &topology)
{
    const int chips = topology.chipCount();
    auto invalid = [&](const QString &why) {
        return fail(Error::invalid(Tr::tr("Topology %1 is not a valid %2 slice: %3.")
                                       .arg(topology.toString(), generation.displayName, why),
                                   topology.toString()));
    };
    if (topology.rank() != generation.topologyDims)
        return invalid(Tr::tr("%1 slices have %2 dimensions").arg(generation.displayName).arg(generation.topologyDims));
    if (chips > generation.podChips)
        return invalid(Tr::tr("%1 chips are more than a pod's %2").arg(chips).arg(generation.podChips));
    if (generation.topologyDims == 2) {
        const auto expected = default2d(generation, chips);
        if (!expected)
            return invalid(Tr::tr("%1 chips is no slice size; valid examples: %2").arg(chips).arg(validCountsText(generation)));
        if (*expected != topology)
            return invalid(Tr::tr("a %1-chip slice has the shape %2").arg(chips).arg(expected->toString()));
        return AcceleratorType(generation, topology);
    }
    const auto &d = topology.dims;
    const bool singleHostShape = d == QList<int>{2, 2, 1};
    if (!singleHostShape && !(d[0] <= d[1] && d[1] <= d[2] && valid3dDim(d[0]) && valid3dDim(d[1]) && valid3dDim(d[2])))
        return invalid(Tr::tr("write AxBxC with A <= B <= C, each 2 or a multiple of 4 (or 2x2x1)"));
    AcceleratorType type(generation, topology);
    if (!tiles(topology, type.m_hostBlock) || !tiles(topology, type.m_vmBlock))
        return invalid(Tr::tr("hosts own %1 blocks of chips, which do not tile it").arg(type.m_hostBlock.toString()));
    return type;
}

QString AcceleratorType::name() const
{
    return m_generation->namePrefix + u'-' + QString::number(nameCount());
}

int AcceleratorType::nameCount() const
{
    return m_generation->nameCounts == SliceUnit::TensorCores ? tensorCores() : m_chips;
}

int AcceleratorType::hosts() const
{
    return blockCount(m_topology, m_hostBlock);
}

int AcceleratorType::vms() const
{
    return blockCount(m_topology, m_vmBlock);
}

QString AcceleratorType::summary() const
{
    constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
    const QString hostsText = hosts() == 1 ? Tr::tr("1 host") : Tr::tr("%1 hosts").arg(hosts());
    const QString vmsText = vms() == 1 ? Tr::tr("1 VM") : Tr::tr("%1 VMs").arg(vms());
    QString text = Tr::tr("%1: %2 chips (%3), %4 devices, %5, %6, %7 GiB HBM per device, %8 TFLOPS bf16 per chip")
                       .arg(name())
                       .arg(m_chips)
                       .arg(m_topology.toString())
                       .arg(devices())
                       .arg(hostsText, vmsText)
                       .arg(hbmBytesPerDevice() / GiB, 0, 'g', 4)
                       .arg(bf16FlopsPerChip() / 1e12, 0, 'g', 4);
    if (isUncertain())
        text += Tr::tr(" (figures uncertain)");
    return text;
}

const QStringList &AcceleratorType::commonSlices()
{
    static const QStringList slices{
        QStringLiteral("v2-8"),          QStringLiteral("v3-8"),         QStringLiteral("v3-32"),
        QStringLiteral("v3-64"),         QStringLiteral("v4-8"),         QStringLiteral("v4-16"),
        QStringLiteral("v4-32"),         QStringLiteral("v4-128"),       QStringLiteral("v5litepod-1"),
        QStringLiteral("v5litepod-4"),   QStringLiteral("v5litepod-8"),  QStringLiteral("v5litepod-16"),
        QStringLiteral("v5litepod-64"),  QStringLiteral("v5litepod-256"), QStringLiteral("v5p-8"),
        QStringLiteral("v5p-16"),        QStringLiteral("v5p-128"),      QStringLiteral("v6e-8"),
        QStringLiteral("v6e-16"),        QStringLiteral("v6e-256"),      QStringLiteral("tpu7x-8")};
    return slices;
}

} // namespace twb
