#include "core/mesh/memory_estimator.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

// This file's strings are translated in the context of twb::MemoryEstimator.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MemoryEstimator)
};

double ceilDiv(double value, double by)
{
    return std::ceil(value / std::max(by, 1.0));
}

struct Breakdown
{
    double parameters = 0, gradients = 0, optimizer = 0, master = 0, gathered = 0, activations = 0, logits = 0,
           logitsGradient = 0, recompute = 0;
    qint64 perDeviceBatch = 0;
    qint64 parameterCount = 0;
    bool uneven = false;

    double total() const
    {
        return parameters + gradients + optimizer + master + gathered + activations + logits + logitsGradient
               + recompute;
    }
};

// |axes| on dimension `dim` of the tensor called `name` that split the computation (1 when the
// model has no such tensor). Batch axes do not: a weight sharded over them (FSDP) is gathered
// before use, and the tokens are split over them already.
double splitOf(const QList<ModelTensor> &tensors, const QString &name, qsizetype dim, const MeshSpec &mesh,
               const PartitionPlan &plan)
{
    const QStringList batchAxes = plan.inputSpec(mesh).dims.value(0);
    for (const auto &tensor : tensors)
        if (tensor.name == name) {
            const PartitionSpec spec = plan.specFor(tensor, mesh);
            if (spec.rank() != tensor.shape.size())
                return 1.0;
            QStringList axes = spec.dims.value(dim);
            axes.removeIf([&](const QString &axis) { return batchAxes.contains(axis); });
            return double(PartitionPlan::axisProduct(axes, mesh));
        }
    return 1.0;
}

Breakdown compute(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan,
                  const QList<ModelTensor> &tensors, bool shardStateFully)
{
    Breakdown out;
    const double P = model.paramBytes;
    const PartitionSpec input = plan.inputSpec(mesh);
    const QStringList batchAxes = input.dims.value(0);

    double stateElements = 0, layerGathered = 0, allLayersGathered = 0, otherGathered = 0, allOtherGathered = 0;
    bool anyGather = false;
    for (const auto &tensor : tensors) {
        PartitionSpec spec = plan.specFor(tensor, mesh);
        if (spec.rank() != tensor.shape.size())
            spec = PartitionSpec::replicated(tensor.shape.size()); // PartitionPlan::check reports it
        double shard = MemoryEstimator::shardElements(tensor, spec, mesh);
        for (qsizetype d = 0; d < spec.rank(); ++d)
            if (tensor.shape[d] % PartitionPlan::axisProduct(spec.dims[d], mesh) != 0)
                out.uneven = true;
        PartitionSpec gatheredSpec = spec;
        const bool expert = tensor.role == ModelTensor::Role::ExpertColumn || tensor.role == ModelTensor::Role::ExpertRow;
        for (qsizetype d = expert ? 1 : 0; d < gatheredSpec.rank(); ++d)
            gatheredSpec.dims[d].removeIf([&](const QString &axis) { return batchAxes.contains(axis); });
        double gathered = MemoryEstimator::shardElements(tensor, gatheredSpec, mesh);
        if (shardStateFully) {
            shard = double(tensor.elements()) / mesh.devicesPerSlice();
            gathered = double(tensor.elements());
        }
        anyGather = anyGather || gathered > shard;
        stateElements += shard * tensor.count;
        out.parameterCount += tensor.totalElements();
        if (tensor.perLayer()) {
            layerGathered += gathered;
            allLayersGathered += gathered * double(tensor.count);
        } else {
            otherGathered = std::max(otherGathered, gathered);
            allOtherGathered += gathered;
        }
    }
    // MemoryEstimator::stateBytesPerElement is the sum of these four.
    out.parameters = stateElements * P;
    out.gradients = stateElements * P;
    out.optimizer = stateElements * model.optimizerBytesPerParameter();
    out.master = P < 4 ? stateElements * 4 : 0;
    // XLA keeps what it all-gathered for the forward pass until the backward pass uses it again
    // (measured on the CPU runtime: every layer's gathered weights are live at the peak), unless
    // it gathers again: a scanned layer stack (tpu.scan_layers) or a recomputed layer (remat).
    // Then the working set is the layer in use and the prefetched next one.
    const bool gathersAgain = model.scanLayers || model.remat;
    // In the backward pass each layer's weight gradients exist whole before their reduce-scatter
    // (one layer at a time, or the LM head's), beside what is kept.
    out.gathered = !anyGather   ? 0
                   : gathersAgain ? std::max(2 * layerGathered, otherGathered) * P
                                  : (allLayersGathered + allOtherGathered + std::max(layerGathered, otherGathered)) * P;

    // Activations (see the header for the formulas).
    const double A = model.activationBytes;
    const double b = ceilDiv(double(model.batchSize), double(PartitionPlan::axisProduct(batchAxes, mesh)));
    const double sFull = ceilDiv(double(model.seqLen), double(PartitionPlan::axisProduct(input.dims.value(1), mesh)));
    out.perDeviceBatch = qint64(b);
    const double h = double(model.dModel);
    const double a = double(model.nHeads), kv = double(model.nKvHeads), hd = double(model.headDim);
    const double f = double(model.dFf);
    const double tq = splitOf(tensors, u"layers.wq"_s, 0, mesh, plan);
    const double tkv = splitOf(tensors, u"layers.wk"_s, 0, mesh, plan);
    const double tf = model.isMoe() ? splitOf(tensors, u"layers.experts.w_up"_s, 1, mesh, plan)
                                    : splitOf(tensors, u"layers.w_up"_s, 0, mesh, plan);
    const double tv = model.tieEmbeddings ? splitOf(tensors, u"embed"_s, 0, mesh, plan)
                                          : splitOf(tensors, u"lm_head"_s, 0, mesh, plan);
    // An encoder-decoder runs each stack on half of the token window (model.py's split).
    const bool encDec = model.isEncoderDecoder();
    const double s = encDec ? std::ceil(sFull / 2) : sFull;
    const double seq = encDec ? std::ceil(double(model.seqLen) / 2) : double(model.seqLen);
    const double x = b * s;
    const double scores = model.memoryEfficientAttention() ? 4 * x * a / tq : A * b * (a / tq) * s * seq;
    // Two RMSNorms (input, normalised, output each), the linear layers' reshaped inputs, q, k,
    // v, the attention output; the causal mask (one byte per element) and the norms' float32
    // reciprocal RMS.
    const double attention = A * (8 * x * h + 2 * x * a * hd / tq + 2 * x * kv * hd / tkv) + scores + s * seq + 8 * x;
    const double hidden = model.ffn == ModelConfig::Ffn::SwiGlu ? 4 : 2; // gate, SiLU(gate), up, product
    double mlp = 0;
    if (model.isMoe()) {
        // Routing groups of one sequence: capacity C slots per expert, as the template's MoE.
        const double E = double(model.nExperts), k = double(model.topK);
        const double C = std::max(1.0, std::ceil(model.capacityFactor * k * seq / E));
        const double te = splitOf(tensors, u"layers.experts.w_up"_s, 0, mesh, plan);
        const double slots = b * (E / te) * C;
        mlp = A * (3 * slots * h + hidden * slots * f / tf)       // expert inputs, outputs, hidden states
              + 4 * (x * k * E * C + 2 * x * E * C + x * k * E + x * E) // float32 slots, dispatch, combine, router
              + 12 * x * k + 4 * x;                                // top-k indices (int64) and gates
    } else {
        mlp = A * hidden * x * f / tf;
    }
    // A decoder block of an encoder-decoder also holds its cross-attention (about one more
    // attention's worth: the source is as long as the target).
    const double layer = attention + mlp + (encDec ? attention : 0);
    const double encoderLayer = attention + mlp;
    const double L = double(model.nLayers);
    const double Le = double(model.nEncoderLayers);
    // Outside the layers: the final norm and the LM head's input, token ids and labels (int64),
    // the final norm's reciprocal RMS (and the encoder's final norm and output).
    const double outside = 4 * A * x * h + 20 * x + (encDec ? 4 * A * x * h : 0);
    out.activations = (model.remat ? (L + Le) * A * x * h : L * layer + Le * encoderLayer) + outside;
    out.recompute = model.remat ? layer : 0;
    out.logits = 4 * x * ceilDiv(double(model.vocabSize), tv); // the float32 log-softmax the loss keeps
    out.logitsGradient = out.logits; // the backward pass starts with it, beside everything kept
    return out;
}

QList<MemoryContributor> contributorsOf(const Breakdown &b)
{
    return {{u"parameters"_s, Tr::tr("parameters"), b.parameters},
            {u"gradients"_s, Tr::tr("gradients"), b.gradients},
            {u"optimizer"_s, Tr::tr("optimizer state"), b.optimizer},
            {u"master"_s, Tr::tr("float32 master weights"), b.master},
            {u"gathered"_s, Tr::tr("gathered weights (FSDP all-gather)"), b.gathered},
            {u"activations"_s, Tr::tr("activations"), b.activations},
            {u"logits"_s, Tr::tr("logits"), b.logits},
            {u"logits_gradient"_s, Tr::tr("gradient of the logits"), b.logitsGradient},
            {u"recompute"_s, Tr::tr("one layer recomputed in backward (remat)"), b.recompute}};
}

} // namespace

double MemoryEstimator::shardElements(const ModelTensor &tensor, const PartitionSpec &spec, const MeshSpec &mesh)
{
    double elements = 1;
    for (qsizetype d = 0; d < tensor.shape.size(); ++d)
        elements *= ceilDiv(double(tensor.shape[d]), double(PartitionPlan::axisProduct(spec.dims.value(d), mesh)));
    return elements;
}

double MemoryEstimator::parameterBytesPerDevice(const ModelTensor &tensor, const PartitionSpec &spec,
                                                const MeshSpec &mesh, const ModelConfig &model)
{
    return shardElements(tensor, spec, mesh) * double(tensor.count) * model.paramBytes;
}

ModelConfig MemoryEstimator::cpuSmokeModel(ModelConfig model)
{
    model.paramBytes = 4;
    model.activationBytes = 4;
    model.attentionKernel = u"reference"_s;
    model.nKvHeads = model.nHeads;
    model.headDim = model.nHeads > 0 ? model.dModel / model.nHeads : 0;
    model.tieEmbeddings = false;
    return model;
}

double MemoryEstimator::stateBytesPerElement(const ModelConfig &model)
{
    const double P = model.paramBytes;
    return 2 * P + model.optimizerBytesPerParameter() + (P < 4 ? 4 : 0);
}

MemoryEstimate MemoryEstimator::estimateCpu(const ModelConfig &model, const AcceleratorType &accelerator)
{
    return estimate(MeshSpec(accelerator, 1, {}), cpuSmokeModel(model), PartitionPlan());
}

MemoryEstimate MemoryEstimator::estimate(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan)
{
    return estimate(mesh, model, plan, ModelTensor::listFor(model));
}

MemoryEstimate MemoryEstimator::estimate(const MeshSpec &mesh, const ModelConfig &model, const PartitionPlan &plan,
                                         const QList<ModelTensor> &tensors)
{
    MemoryEstimate result;
    const Breakdown breakdown = compute(mesh, model, plan, tensors, false);
    result.contributors = contributorsOf(breakdown);
    result.totalBytes = breakdown.total();
    result.perDeviceBatch = breakdown.perDeviceBatch;
    result.parameterCount = breakdown.parameterCount;

    const AcceleratorType &type = mesh.accelerator();
    result.hbmIsNominal = type.usableHbmBytesPerDevice() <= 0;
    result.hbmBytes = result.hbmIsNominal ? type.hbmBytesPerDevice() : type.usableHbmBytesPerDevice();
    result.reserveBytes = result.hbmBytes * kReserveFraction;
    result.budgetBytes = result.hbmBytes - result.reserveBytes;
    result.fits = result.totalBytes <= result.budgetBytes;

    result.biggest = result.contributors;
    std::stable_sort(result.biggest.begin(), result.biggest.end(),
                     [](const MemoryContributor &l, const MemoryContributor &r) { return l.bytes > r.bytes; });
    result.biggest.removeIf([](const MemoryContributor &c) { return c.bytes <= 0; });
    result.biggest = result.biggest.mid(0, 3);

    if (result.hbmIsNominal)
        result.notes << Tr::tr("%1 has no runtime-reported HBM figure in the catalog; the budget starts from the nominal "
                           "%2 per device, and the usable amount is somewhat lower (check memory_stats() on the machine).")
                            .arg(type.generation().displayName, formatBytes(result.hbmBytes));
    if (breakdown.uneven)
        result.notes << Tr::tr("Some dimensions do not divide evenly; their shards are padded and counted rounded up.");
    return result;
}

} // namespace twb
