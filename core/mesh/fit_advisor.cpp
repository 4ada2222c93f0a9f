#include "core/mesh/fit_advisor.h"

#include "core/mesh/memory_estimator.h"
#include "core/mesh/mesh_check.h"
#include "core/mesh/model_tensor.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>
#include <optional>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::FitAdvisor.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::FitAdvisor)
};

// What a proposal changes, one bit each: a proposal whose bits include another fitting
// proposal's is not the smallest.
enum ChangeBit : unsigned { ExpertAxis = 1, BiggerFsdp = 2, Remat = 4, Batch = 8, Layers = 16 };

struct Design
{
    MeshSpec mesh;
    ModelConfig model;
    PartitionPlan plan;
};

// Where the memory is judged: HBM per device, or the host (cpu: the smoke model on one
// device; xla-cpu: every device of the mesh in one process).
struct Target
{
    bool host = false;
    bool xlaCpu = false;
    double budget = 0;
};

struct MeshOption
{
    MeshSpec mesh;
    unsigned bit = 0;
    double cost = 0;
    QString change;
    Json settings;
};

struct Candidate
{
    FitProposal proposal;
    unsigned bits = 0;
    double cost = 0;
};

qint64 batchSplit(const Design &d)
{
    return std::max<qint64>(1, PartitionPlan::axisProduct(d.plan.inputSpec(d.mesh).dims.value(0), d.mesh));
}

qint64 perDeviceBatch(const Design &d)
{
    const qint64 split = batchSplit(d);
    return (d.model.batchSize + split - 1) / split;
}

// The estimator's total for the design, as the target counts it; none when a changed mesh
// does not check (its specs no longer divide, say).
std::optional<MemoryEstimate> estimateOf(const Design &d, bool checkMesh)
{
    if (checkMesh) {
        const MeshCheck checked = MeshCheck::run(d.mesh, d.plan, &d.model);
        if (!checked.estimate())
            return std::nullopt;
        return *checked.estimate();
    }
    return MemoryEstimator::estimate(d.mesh, d.model, d.plan);
}

double totalOf(const MemoryEstimate &e, const Design &d, const Target &t)
{
    return t.xlaCpu ? e.totalBytes * d.mesh.totalDevices() : e.totalBytes;
}

QString meshText(const MeshSpec &mesh)
{
    return u"%1 (%2)"_s.arg(mesh.axesText(), mesh.strategyText());
}

// An expert axis of each size that divides both the experts and the slice, taken out of the
// data axis first, then fsdp (both split the batch, as the expert axis does).
QList<MeshOption> expertOptions(const Design &d)
{
    QList<MeshOption> out;
    if (!d.model.isMoe())
        return out;
    const int devices = d.mesh.devicesPerSlice();
    const int current = d.mesh.axisSize(u"expert");
    const int most = int(std::gcd<qint64>(d.model.nExperts, devices));
    for (int e = current * 2; e <= most; e *= 2) {
        if (most % e != 0)
            continue;
        QList<MeshAxis> axes;
        int left = e / current;
        for (MeshAxis axis : d.mesh.axes()) {
            if (axis.name == u"expert"_s)
                continue;
            if (axis.kind == AxisKind::Ici && (axis.name == u"data"_s || axis.name == u"fsdp"_s)) {
                const int k = std::gcd(axis.size, left);
                axis.size /= k;
                left /= k;
            }
            axes << axis;
        }
        if (left != 1)
            continue;
        axes << MeshAxis{u"expert"_s, e, AxisKind::Ici};
        // FSDPv2 shards every weight's first dimension over fsdp only; the expert axis needs the
        // role-based specs.
        const MeshStrategy strategy = d.mesh.strategy() == MeshStrategy::Fsdp && d.mesh.hasAxis(u"fsdp")
                                          ? MeshStrategy::Custom
                                          : d.mesh.strategy();
        MeshSpec mesh(d.mesh.accelerator(), d.mesh.slices(), axes, strategy);
        if (mesh == d.mesh)
            continue;
        out << MeshOption{mesh, ExpertAxis, std::log2(double(e) / current),
                          Tr::tr("split the %1 experts over an expert axis of %2: mesh %3 instead of %4")
                              .arg(d.model.nExperts)
                              .arg(e)
                              .arg(meshText(mesh), meshText(d.mesh)),
                          Json{{"tpu.strategy", toStd(mesh.strategyText())}, {"tpu.mesh.axes", toStd(mesh.axesText())}}};
    }
    return out;
}

// The ICI data axis folded into fsdp (FSDPv2 when the mesh is plain data parallel).
QList<MeshOption> fsdpOptions(const Design &d)
{
    QList<MeshOption> out;
    const int data = d.mesh.axisIndex(u"data");
    if (data < 0 || d.mesh.axes()[data].kind != AxisKind::Ici || d.mesh.axes()[data].size <= 1)
        return out;
    const int factor = d.mesh.axes()[data].size;
    QList<MeshAxis> axes = d.mesh.axes();
    MeshStrategy strategy = d.mesh.strategy();
    if (const int fsdp = d.mesh.axisIndex(u"fsdp"); fsdp >= 0) {
        axes[fsdp].size *= factor;
        axes[data].size = 1;
    } else {
        axes[data].name = u"fsdp"_s;
        if (strategy == MeshStrategy::Data)
            strategy = MeshStrategy::Fsdp;
    }
    MeshSpec mesh(d.mesh.accelerator(), d.mesh.slices(), axes, strategy);
    if (mesh == d.mesh)
        return out;
    out << MeshOption{mesh, BiggerFsdp, std::log2(double(factor)),
                      Tr::tr("shard over a bigger fsdp axis: mesh %1 instead of %2").arg(meshText(mesh), meshText(d.mesh)),
                      Json{{"tpu.strategy", toStd(mesh.strategyText())}, {"tpu.mesh.axes", toStd(mesh.axesText())}}};
    return out;
}

QString groupKey(const ModelTensor &tensor)
{
    using R = ModelTensor::Role;
    switch (tensor.role) {
    case R::ExpertColumn:
    case R::ExpertRow: return u"weights.expert"_s;
    case R::Embedding:
    case R::LmHead: return u"weights.embedding"_s;
    case R::Router: return u"weights.router"_s;
    case R::Norm: return u"weights.norm"_s;
    default: break;
    }
    const QString leaf = tensor.name.section(u'.', -1);
    const bool attention = leaf.startsWith(u"cross_"_s) || QStringList{u"wq"_s, u"wk"_s, u"wv"_s, u"wo"_s}.contains(leaf);
    return attention ? u"weights.attention"_s : u"weights.mlp"_s;
}

QString groupLabel(const QString &key)
{
    if (key == u"weights.expert"_s)
        return Tr::tr("expert weights");
    if (key == u"weights.embedding"_s)
        return Tr::tr("embedding and LM head");
    if (key == u"weights.router"_s)
        return Tr::tr("router weights");
    if (key == u"weights.norm"_s)
        return Tr::tr("norm weights");
    if (key == u"weights.attention"_s)
        return Tr::tr("attention weights");
    return Tr::tr("MLP weights");
}

// The estimate's parts with the weights' state (parameters, gradients, optimizer state, master
// copy) grouped by what the weights are; the groups and the other terms add up to the total.
QList<FitCause> causesOf(const Design &d, const MemoryEstimate &e, double scale, bool oneDevice)
{
    struct Group
    {
        double bytes = 0, shard = 0, whole = 0;
        bool replicated = true;
    };
    QMap<QString, Group> groups;
    const double perElement = MemoryEstimator::stateBytesPerElement(d.model);
    for (const auto &tensor : ModelTensor::listFor(d.model)) {
        PartitionSpec spec = d.plan.specFor(tensor, d.mesh);
        if (spec.rank() != tensor.shape.size())
            spec = PartitionSpec::replicated(tensor.shape.size());
        const double shard = MemoryEstimator::shardElements(tensor, spec, d.mesh) * double(tensor.count);
        Group &g = groups[groupKey(tensor)];
        g.bytes += shard * perElement;
        g.shard += shard;
        g.whole += double(tensor.totalElements());
        g.replicated = g.replicated && shard >= double(tensor.totalElements());
    }
    QList<FitCause> out;
    const bool manyDevices = !oneDevice && d.mesh.totalDevices() > 1;
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        const Group &g = it.value();
        const QString label = groupLabel(it.key());
        QString text;
        if (!manyDevices)
            text = Tr::tr("%1 (parameters, gradients, optimizer state)").arg(label);
        else if (g.replicated)
            text = Tr::tr("%1, replicated on every device (parameters, gradients, optimizer state)").arg(label);
        else
            text = Tr::tr("%1, split %2 ways (parameters, gradients, optimizer state)")
                       .arg(label)
                       .arg(std::lround(g.whole / std::max(g.shard, 1.0)));
        out << FitCause{it.key(), text, g.bytes * scale, manyDevices && g.replicated};
    }
    for (const auto &c : e.contributors)
        if (!QStringList{u"parameters"_s, u"gradients"_s, u"optimizer"_s, u"master"_s}.contains(c.key))
            out << FitCause{c.key, c.label, c.bytes * scale, false};
    std::stable_sort(out.begin(), out.end(), [](const FitCause &l, const FitCause &r) { return l.bytes > r.bytes; });
    out.removeIf([](const FitCause &c) { return c.bytes <= 0; });
    return out.mid(0, 3);
}

class Search final
{
public:
    Search(Design current, Target target, bool checkMeshes)
        : m_current(std::move(current)), m_target(target), m_checkMeshes(checkMeshes)
    {
    }

    // The total of `d` if it fits, else none.
    std::optional<double> fitting(const Design &d, bool meshChanged) const
    {
        const auto e = estimateOf(d, meshChanged && m_checkMeshes);
        if (!e)
            return std::nullopt;
        const double total = totalOf(*e, d, m_target);
        if (total > m_target.budget)
            return std::nullopt;
        return total;
    }
    // The total of `d` fits or not; none when it does not check.
    std::optional<double> total(const Design &d, bool meshChanged) const
    {
        const auto e = estimateOf(d, meshChanged && m_checkMeshes);
        return e ? std::optional<double>(totalOf(*e, d, m_target)) : std::nullopt;
    }

    static Design withBatch(Design d, qint64 perDevice)
    {
        d.model.batchSize = perDevice * batchSplit(d);
        return d;
    }
    static Design withLayers(Design d, qint64 layers)
    {
        d.model.nLayers = layers;
        return d;
    }

    // The largest per-device batch below the current one at which `d` fits (memory grows with
    // the batch), 0 when not even 1 does.
    qint64 largestBatch(const Design &d, bool meshChanged) const
    {
        const qint64 b0 = perDeviceBatch(d);
        qint64 lo = 0, hi = b0 - 1; // fits at lo (0 means none yet), answer in [lo, hi]
        while (lo < hi) {
            const qint64 mid = lo + (hi - lo + 1) / 2;
            if (fitting(withBatch(d, mid), meshChanged))
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo;
    }
    qint64 largestLayers(const Design &d, bool meshChanged) const
    {
        qint64 lo = 0, hi = d.model.nLayers - 1;
        while (lo < hi) {
            const qint64 mid = lo + (hi - lo + 1) / 2;
            if (fitting(withLayers(d, mid), meshChanged))
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo;
    }

    void add(unsigned bits, double cost, QStringList changes, Json settings, double total)
    {
        Candidate c;
        c.bits = bits;
        c.cost = cost;
        c.proposal.changes = std::move(changes);
        c.proposal.settings = std::move(settings);
        c.proposal.totalBytes = total;
        c.proposal.budgetBytes = m_target.budget;
        m_candidates << c;
    }

    QString batchChange(const Design &changed) const
    {
        if (batchSplit(changed) == 1 && batchSplit(m_current) == 1)
            return Tr::tr("train.batch_size %1 instead of %2").arg(changed.model.batchSize).arg(m_current.model.batchSize);
        return Tr::tr("train.batch_size %1 instead of %2 (a per-device batch of %3 instead of %4)")
            .arg(changed.model.batchSize)
            .arg(m_current.model.batchSize)
            .arg(perDeviceBatch(changed))
            .arg(perDeviceBatch(m_current));
    }
    QString layersChange(const Design &changed) const
    {
        return Tr::tr("model.n_layers %1 instead of %2 (a smaller model for the test on the CPU)")
            .arg(changed.model.nLayers)
            .arg(m_current.model.nLayers);
    }

    // Every combination of the mesh options and remat, then the batch and layers that fit.
    void run(const QList<MeshOption> &meshes, bool layersKnob)
    {
        QList<std::optional<MeshOption>> meshChoices{std::nullopt};
        for (const auto &m : meshes)
            meshChoices << m;
        for (const auto &mesh : meshChoices) {
            for (const bool remat : {false, true}) {
                if (remat && m_current.model.remat)
                    continue;
                Design d = m_current;
                unsigned bits = 0;
                double cost = 0;
                QStringList changes;
                Json settings = Json::object();
                if (mesh) {
                    d.mesh = mesh->mesh;
                    bits |= mesh->bit;
                    cost += mesh->cost;
                    changes << mesh->change;
                    settings.update(mesh->settings);
                }
                if (remat) {
                    d.model.remat = true;
                    bits |= Remat;
                    cost += 1;
                    changes << Tr::tr("turn on rematerialisation (train.remat)");
                    settings["train.remat"] = true;
                }
                const bool meshChanged = mesh.has_value();
                if (bits != 0)
                    if (const auto total = fitting(d, meshChanged)) {
                        add(bits, cost, changes, settings, *total);
                        continue;
                    }
                if (meshChanged && !total(d, true))
                    continue; // the changed mesh does not check; no batch makes it
                const qint64 b0 = perDeviceBatch(d);
                if (const qint64 b = largestBatch(d, meshChanged); b > 0) {
                    const Design changed = withBatch(d, b);
                    Json s = settings;
                    s["train.batch_size"] = changed.model.batchSize;
                    add(bits | Batch, cost + std::log2(double(b0) / b), changes + QStringList{batchChange(changed)},
                        s, *fitting(changed, meshChanged));
                }
                if (!layersKnob)
                    continue;
                const qint64 l0 = d.model.nLayers;
                if (const qint64 l = largestLayers(d, meshChanged); l > 0) {
                    const Design changed = withLayers(d, l);
                    Json s = settings;
                    s["model.n_layers"] = l;
                    add(bits | Layers, cost + std::log2(double(l0) / l), changes + QStringList{layersChange(changed)},
                        s, *fitting(changed, meshChanged));
                }
                // Both: the pair with the least shrinkage in all.
                std::optional<Candidate> best;
                for (qint64 l = l0 - 1; l >= 1; --l) {
                    const Design fewer = withLayers(d, l);
                    const qint64 b = largestBatch(fewer, meshChanged);
                    if (b <= 0)
                        continue;
                    const double both = std::log2(double(l0) / l) + std::log2(double(b0) / b);
                    if (best && best->cost <= cost + both)
                        continue;
                    const Design changed = withBatch(fewer, b);
                    Json s = settings;
                    s["train.batch_size"] = changed.model.batchSize;
                    s["model.n_layers"] = l;
                    Candidate c;
                    c.bits = bits | Batch | Layers;
                    c.cost = cost + both;
                    c.proposal.changes = changes + QStringList{batchChange(changed), layersChange(changed)};
                    c.proposal.settings = s;
                    c.proposal.totalBytes = *fitting(changed, meshChanged);
                    c.proposal.budgetBytes = m_target.budget;
                    best = c;
                }
                if (best)
                    m_candidates << *best;
            }
        }
    }

    // The smallest: no proposal that adds changes to one that fits already; fewest changes,
    // then least shrinkage; one per set of changes.
    QList<FitProposal> proposals() const
    {
        QList<Candidate> kept;
        for (const auto &c : m_candidates) {
            const bool bigger = std::any_of(m_candidates.begin(), m_candidates.end(), [&](const Candidate &o) {
                return o.bits != c.bits && (o.bits & c.bits) == o.bits;
            });
            if (!bigger)
                kept << c;
        }
        std::stable_sort(kept.begin(), kept.end(), [](const Candidate &l, const Candidate &r) {
            const int lc = std::popcount(l.bits), rc = std::popcount(r.bits);
            if (lc != rc)
                return lc < rc;
            if (l.cost != r.cost)
                return l.cost < r.cost;
            return l.proposal.totalBytes < r.proposal.totalBytes;
        });
        QList<FitProposal> out;
        QList<unsigned> seen;
        for (const auto &c : kept) {
            if (seen.contains(c.bits))
                continue;
            seen << c.bits;
            out << c.proposal;
            if (out.size() == FitAdvisor::kMaxProposals)
                break;
        }
        return out;
    }

private:
    Design m_current;
    Target m_target;
    bool m_checkMeshes = false;
    QList<Candidate> m_candidates;
};

FitAdvice adviseOn(const Design &current, Target target, const MemoryEstimate &estimate, double scale,
                   const QList<MeshOption> &meshes, bool layersKnob)
{
    FitAdvice advice;
    advice.totalBytes = estimate.totalBytes * scale;
    advice.budgetBytes = target.budget;
    advice.fits = advice.totalBytes <= target.budget;
    advice.causes = causesOf(current, estimate, scale, target.host && !target.xlaCpu);
    if (advice.fits)
        return advice;
    Search search(current, target, !target.host);
    search.run(meshes, layersKnob);
    advice.proposals = search.proposals();
    if (!advice.proposals.isEmpty())
        return advice;
    // Everything the advisor may change, at once, to say how far off it is.
    Design all = current;
    all.model.remat = true;
    all.model.batchSize = batchSplit(all);
    if (layersKnob)
        all.model.nLayers = 1;
    const double needed = totalOf(MemoryEstimator::estimate(all.mesh, all.model, all.plan), all, target);
    advice.fallback = target.host
                          ? Tr::tr("Nothing smaller fits: even with remat, a per-device batch of 1 and one layer it "
                                   "needs %1 of %2; use a machine with more free memory, or a smaller model "
                                   "(model.d_model, model.vocab_size, model.moe.n_experts).")
                                .arg(formatBytes(needed), formatBytes(target.budget))
                          : Tr::tr("No change of this slice's mesh, remat or batch is enough: with remat and a "
                                   "per-device batch of 1 it still needs %1 of %2 per device; use a slice with more "
                                   "devices or more HBM per device, or a smaller model.")
                                .arg(formatBytes(needed), formatBytes(target.budget));
    return advice;
}

} // namespace

FitAdvice FitAdvisor::advise(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan)
{
    const Design current{mesh, model, plan};
    const MemoryEstimate estimate = MemoryEstimator::estimate(mesh, model, plan);
    Target target;
    target.budget = estimate.budgetBytes;
    return adviseOn(current, target, estimate, 1.0, expertOptions(current) + fsdpOptions(current), false);
}

double FitAdvisor::hostBytes(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan,
                             const QString &device)
{
    if (device == u"xla-cpu"_s)
        return MemoryEstimator::estimate(mesh, model, plan).totalBytes * mesh.totalDevices();
    return MemoryEstimator::estimateCpu(model, mesh.accelerator()).totalBytes;
}

FitAdvice FitAdvisor::adviseHost(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan,
                                 const QString &device, double availableBytes)
{
    Target target;
    target.host = true;
    target.budget = availableBytes;
    // The smoke mode's model on one device is exactly what estimateCpu estimates.
    const bool xla = device == u"xla-cpu"_s;
    target.xlaCpu = xla;
    const Design current = xla ? Design{mesh, model, plan}
                               : Design{MeshSpec(mesh.accelerator(), 1, {}), MemoryEstimator::cpuSmokeModel(model),
                                        PartitionPlan()};
    const MemoryEstimate estimate = MemoryEstimator::estimate(current.mesh, current.model, current.plan);
    const bool layersKnob = model.nLayers > 1 && !model.isEncoderDecoder();
    return adviseOn(current, target, estimate, xla ? double(mesh.totalDevices()) : 1.0, {}, layersKnob);
}

} // namespace twb
