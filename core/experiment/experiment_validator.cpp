#include "core/experiment/experiment_validator.h"

#include "core/catalog/accelerator_type.h"
#include "core/experiment/module_versions.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("twb", text);
}

QString shown(const Json &value)
{
    return toQString(value.dump());
}

struct Axis
{
    QString name;
    qint64 size = 1;
    bool dcn = false;
};

class Checker
{
public:
    explicit Checker(const Json &document) : m_doc(document) {}

    ExperimentIssues issues;

    void error(const QString &field, const QString &message)
    {
        issues.append({ExperimentIssue::Severity::Error, field, message});
    }
    void warning(const QString &field, const QString &message)
    {
        issues.append({ExperimentIssue::Severity::Warning, field, message});
    }

    const Json *at(const QString &path) const
    {
        const Json *node = &m_doc;
        for (const QString &part : path.split(u'.')) {
            if (!node->is_object())
                return nullptr;
            const auto it = node->find(toStd(part));
            if (it == node->end())
                return nullptr;
            node = &*it;
        }
        return node;
    }

    std::optional<qint64> integer(const QString &path, qint64 minimum, bool required = true)
    {
        const Json *node = at(path);
        if (!node || node->is_null()) {
            if (required)
                error(path, tr("%1 is missing; set it to an integer >= %2.").arg(path).arg(minimum));
            return std::nullopt;
        }
        if (!node->is_number_integer() || (node->is_number_unsigned() && node->get<quint64>() > quint64(INT64_MAX))) {
            error(path, tr("%1 must be an integer, not %2.").arg(path, shown(*node)));
            return std::nullopt;
        }
        const qint64 value = node->get<qint64>();
        if (value < minimum) {
            error(path, tr("%1 must be >= %2 (it is %3).").arg(path).arg(minimum).arg(value));
            return std::nullopt;
        }
        return value;
    }

    // A finite number; `positive` requires > 0, else >= 0.
    std::optional<double> number(const QString &path, bool positive, bool required = true)
    {
        const Json *node = at(path);
        if (!node || node->is_null()) {
            if (required)
                error(path, tr("%1 is missing; set it to a number.").arg(path));
            return std::nullopt;
        }
        if (!node->is_number() || !std::isfinite(node->get<double>())) {
            error(path, tr("%1 must be a finite number, not %2.").arg(path, shown(*node)));
            return std::nullopt;
        }
        const double value = node->get<double>();
        if (positive ? value <= 0 : value < 0) {
            error(path, positive ? tr("%1 must be > 0 (it is %2).").arg(path).arg(value)
                                 : tr("%1 must be >= 0 (it is %2).").arg(path).arg(value));
            return std::nullopt;
        }
        return value;
    }

    std::optional<QString> oneOf(const QString &path, const QStringList &allowed, bool required = true)
    {
        const Json *node = at(path);
        if (!node || node->is_null()) {
            if (required)
                error(path, tr("%1 is missing; choose one of %2.").arg(path, allowed.join(u", "_s)));
            return std::nullopt;
        }
        const QString value = node->is_string() ? toQString(node->get<std::string>()) : QString();
        if (!node->is_string() || !allowed.contains(value)) {
            error(path, tr("%1 is %2, which is unknown; choose one of %3.")
                            .arg(path, shown(*node), allowed.join(u", "_s)));
            return std::nullopt;
        }
        return value;
    }

    std::optional<bool> boolean(const QString &path)
    {
        const Json *node = at(path);
        if (!node || node->is_null())
            return std::nullopt;
        if (!node->is_boolean()) {
            error(path, tr("%1 must be true or false, not %2.").arg(path, shown(*node)));
            return std::nullopt;
        }
        return node->get<bool>();
    }

private:
    const Json &m_doc;
};

struct Model
{
    std::optional<QString> kind;
    std::optional<qint64> dModel, layers, heads, dFf, vocab, experts, topK;
};

Model checkModel(Checker &c)
{
    Model m;
    m.kind = c.oneOf(u"model.kind"_s, ExperimentValidator::modelKinds());
    m.dModel = c.integer(u"model.d_model"_s, 1);
    m.layers = c.integer(u"model.n_layers"_s, 1);
    m.heads = c.integer(u"model.n_heads"_s, 1);
    m.dFf = c.integer(u"model.d_ff"_s, 1);
    m.vocab = c.integer(u"model.vocab_size"_s, 2);
    if (m.dModel && m.heads) {
        if (*m.dModel % *m.heads != 0)
            c.error(u"model.n_heads"_s, tr("model.d_model (%1) is not divisible by model.n_heads (%2); "
                                           "choose a head count that divides d_model.")
                                            .arg(*m.dModel).arg(*m.heads));
        else if ((*m.dModel / *m.heads) % 2 != 0)
            c.error(u"model.n_heads"_s, tr("the head size model.d_model / model.n_heads = %1 is odd; "
                                           "rotary embeddings need an even head size.")
                                            .arg(*m.dModel / *m.heads));
    }
    if (m.kind == u"moe"_s) {
        m.experts = c.integer(u"model.moe.n_experts"_s, 1);
        m.topK = c.integer(u"model.moe.top_k"_s, 1);
        c.number(u"model.moe.capacity_factor"_s, true);
        c.number(u"model.moe.aux_loss_weight"_s, false, false);
        if (m.experts && m.topK && *m.topK > *m.experts)
            c.error(u"model.moe.top_k"_s, tr("model.moe.top_k (%1) is larger than model.moe.n_experts "
                                             "(%2); a token cannot choose more experts than exist.")
                                              .arg(*m.topK).arg(*m.experts));
    }
    return m;
}

void checkTrainDataTracking(Checker &c, const Model &m)
{
    c.integer(u"train.batch_size"_s, 1);
    c.integer(u"train.seq_len"_s, 1);
    c.number(u"train.lr"_s, true);
    c.integer(u"train.warmup_steps"_s, 0);
    c.integer(u"train.max_steps"_s, 1);
    c.number(u"train.weight_decay"_s, false);
    c.number(u"train.grad_clip"_s, true);
    c.integer(u"train.eval_every"_s, 0);
    c.integer(u"train.save_every"_s, 0);
    c.integer(u"train.seed"_s, INT64_MIN);
    c.integer(u"train.log_every"_s, 1, false);
    c.integer(u"train.eval_batches"_s, 1, false);
    c.integer(u"train.keep_checkpoints"_s, 1, false);
    c.oneOf(u"train.dtype"_s, {u"bfloat16"_s, u"float32"_s}, false);

    const auto source = c.oneOf(u"data.source"_s, {u"synthetic"_s, u"text"_s});
    if (source == u"text"_s) {
        const Json *path = c.at(u"data.path"_s);
        if (!path || !path->is_string() || path->get<std::string>().empty())
            c.error(u"data.path"_s, tr("data.path must name the text file when data.source is \"text\"."));
        if (m.vocab && *m.vocab < 256)
            c.error(u"model.vocab_size"_s, tr("model.vocab_size must be >= 256 for byte-level text data "
                                              "(it is %1).").arg(*m.vocab));
    }
    c.integer(u"data.shuffle_buffer"_s, 1, false);

    const auto wandb = c.boolean(u"tracking.wandb.enabled"_s);
    if (const Json *project = c.at(u"tracking.wandb.project"_s); project && !project->is_null() && !project->is_string())
        c.error(u"tracking.wandb.project"_s, tr("tracking.wandb.project must be a string or null."));
    if (wandb.value_or(false) && !c.at(u"tracking.wandb.project"_s))
        c.warning(u"tracking.wandb.project"_s, tr("wandb is on without tracking.wandb.project; runs go to "
                                                  "the project \"tpu-workbench\"."));
}

QList<Axis> readAxes(Checker &c)
{
    QList<Axis> axes;
    const Json *list = c.at(u"tpu.mesh.axes"_s);
    if (!list)
        return axes;
    if (!list->is_array()) {
        c.error(u"tpu.mesh.axes"_s, tr("tpu.mesh.axes must be a list of {\"name\", \"size\", \"kind\"}."));
        return axes;
    }
    static const QRegularExpression identifier(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    QSet<QString> seen;
    for (size_t i = 0; i < list->size(); ++i) {
        const Json &entry = (*list)[i];
        const QString field = jsonFieldPath(u"tpu.mesh.axes"_s, i);
        if (!entry.is_object() || !entry.contains("name") || !entry["name"].is_string()
            || !entry.contains("size") || !entry["size"].is_number_integer()) {
            c.error(field, tr("%1 must be an object with a string \"name\" and an integer \"size\".").arg(field));
            continue;
        }
        Axis axis{toQString(entry["name"].get<std::string>()), entry["size"].get<qint64>(), false};
        if (!identifier.match(axis.name).hasMatch())
            c.error(field + u".name"_s, tr("mesh axis name \"%1\" is not an identifier (letters, digits, _).")
                                            .arg(axis.name));
        if (seen.contains(axis.name))
            c.error(field + u".name"_s, tr("mesh axis \"%1\" appears twice; axis names must be unique.").arg(axis.name));
        seen.insert(axis.name);
        if (axis.size < 1)
            c.error(field + u".size"_s, tr("mesh axis \"%1\" has size %2; sizes must be >= 1.")
                                            .arg(axis.name).arg(axis.size));
        if (entry.contains("kind")) {
            const Json &kind = entry["kind"];
            if (!kind.is_string() || (kind != "ici" && kind != "dcn"))
                c.error(field + u".kind"_s, tr("mesh axis \"%1\" has kind %2; use \"ici\" (inside a slice) "
                                               "or \"dcn\" (across slices).")
                                                .arg(axis.name, shown(kind)));
            axis.dcn = kind == "dcn";
        }
        axes.append(axis);
    }
    return axes;
}

qint64 axisSize(const QList<Axis> &axes, const QString &name)
{
    for (const Axis &axis : axes)
        if (axis.name == name)
            return axis.size;
    return 0; // absent
}

QString axesText(const QList<Axis> &axes)
{
    QStringList parts;
    for (const Axis &axis : axes)
        parts << u"%1=%2%3"_s.arg(axis.name).arg(axis.size).arg(axis.dcn ? u":dcn"_s : QString());
    return parts.isEmpty() ? tr("(no axes)") : parts.join(u", "_s);
}

void checkMesh(Checker &c, const QString &strategy, const AcceleratorType &accelerator, const Model &m)
{
    const QList<Axis> axes = readAxes(c);
    const qint64 slices = c.integer(u"tpu.mesh.slices"_s, 1, false).value_or(1);
    qint64 ici = 1, dcn = 1;
    for (const Axis &axis : axes)
        (axis.dcn ? dcn : ici) *= axis.size;
    const qint64 devices = accelerator.devices();
    const QString field = u"tpu.mesh"_s;

    if (strategy == u"single"_s) {
        if (ici * dcn != 1)
            c.error(field, tr("strategy \"single\" runs on one device, but tpu.mesh is %1; remove the mesh "
                              "or choose spmd, fsdpv2 or ddp to use %2 devices.")
                               .arg(axesText(axes)).arg(devices));
        return;
    }
    if (axes.isEmpty()) {
        c.error(field, tr("strategy \"%1\" needs tpu.mesh.axes; for %2 (%3 devices) for example %4.")
                           .arg(strategy, accelerator.name()).arg(devices)
                           .arg(strategy == u"fsdpv2"_s ? u"fsdp=%1"_s.arg(devices) : u"data=%1"_s.arg(devices)));
        return;
    }
    if (ici != devices)
        c.error(field, tr("the ICI axes of tpu.mesh (%1) multiply to %2, but %3 has %4 devices; make "
                          "their product %4.")
                           .arg(axesText(axes)).arg(ici).arg(accelerator.name()).arg(devices));
    if (dcn != slices)
        c.error(field, tr("the DCN axes of tpu.mesh multiply to %1, but tpu.mesh.slices is %2.")
                           .arg(dcn).arg(slices));

    QSet<QString> allowed;
    if (strategy == u"ddp"_s)
        allowed = {u"data"_s};
    else if (strategy == u"fsdpv2"_s)
        allowed = {u"data"_s, u"fsdp"_s};
    else
        allowed = {u"data"_s, u"fsdp"_s, u"model"_s, u"expert"_s};
    for (qsizetype i = 0; i < axes.size(); ++i) {
        if (!allowed.contains(axes[i].name))
            c.error(jsonFieldPath(u"tpu.mesh.axes"_s, size_t(i)) + u".name"_s,
                    tr("strategy \"%1\" does not use a mesh axis \"%2\"; its axes are %3%4.")
                        .arg(strategy, axes[i].name, QStringList(allowed.values()).join(u", "_s),
                             strategy == u"fsdpv2"_s ? tr(" (use strategy spmd for tensor or expert axes)")
                                                    : QString()));
    }
    if (strategy == u"ddp"_s && (axes.size() != 1 || dcn != 1))
        c.error(field, tr("strategy \"ddp\" runs one process per device: give tpu.mesh exactly one ICI axis "
                          "data=%1.").arg(devices));
    if (strategy == u"fsdpv2"_s && axisSize(axes, u"fsdp"_s) == 0)
        c.error(field, tr("strategy \"fsdpv2\" needs a mesh axis named \"fsdp\" (FSDPv2 shards parameters "
                          "over it); for example fsdp=%1.").arg(devices));

    // Divisibility of what the template shards.
    const qint64 batch = c.at(u"train.batch_size"_s) && c.at(u"train.batch_size"_s)->is_number_integer()
                             ? c.at(u"train.batch_size"_s)->get<qint64>() : 0;
    const qint64 dataWays = std::max<qint64>(1, axisSize(axes, u"data"_s)) * std::max<qint64>(1, axisSize(axes, u"fsdp"_s));
    const qint64 hosts = qint64(accelerator.vms()) * slices;
    if (batch > 0 && strategy != u"ddp"_s && batch % dataWays != 0)
        c.error(u"train.batch_size"_s, tr("train.batch_size (%1) must divide over the data x fsdp mesh axes (%2).")
                                           .arg(batch).arg(dataWays));
    if (batch > 0 && batch % hosts != 0)
        c.error(u"train.batch_size"_s, tr("train.batch_size (%1) must divide over the %2 hosts, which each load "
                                          "their share.").arg(batch).arg(hosts));
    if (batch > 0 && strategy == u"ddp"_s && batch % devices != 0)
        c.error(u"train.batch_size"_s, tr("train.batch_size (%1) is the global batch; with ddp it must divide "
                                          "over the %2 processes.").arg(batch).arg(devices));
    if (const qint64 tensor = axisSize(axes, u"model"_s); tensor > 1) {
        if (m.heads && *m.heads % tensor != 0)
            c.error(u"model.n_heads"_s, tr("model.n_heads (%1) must divide over the mesh axis model=%2.")
                                            .arg(*m.heads).arg(tensor));
        if (m.dFf && *m.dFf % tensor != 0)
            c.error(u"model.d_ff"_s, tr("model.d_ff (%1) must divide over the mesh axis model=%2.")
                                         .arg(*m.dFf).arg(tensor));
    }
    if (const qint64 expert = axisSize(axes, u"expert"_s); expert > 1) {
        if (m.kind != u"moe"_s)
            c.error(field, tr("the mesh axis expert=%1 needs a MoE model (model.kind \"moe\").").arg(expert));
        else if (m.experts && *m.experts % expert != 0)
            c.error(u"model.moe.n_experts"_s, tr("model.moe.n_experts (%1) must divide over the mesh axis "
                                                 "expert=%2.").arg(*m.experts).arg(expert));
    }
}

} // namespace

ExperimentIssues ExperimentValidator::validate(const Experiment &experiment)
{
    const Json &doc = experiment.toJson();
    Checker c(doc);

    const Json *name = c.at(u"name"_s);
    if (!name || !name->is_string() || !isValidName(toQString(name->get<std::string>())))
        c.error(u"name"_s, tr("name %1 is not usable as a folder and run id; use 1 to 64 letters, digits, "
                              "'.', '_' or '-', starting with a letter or digit.")
                               .arg(name ? shown(*name) : tr("(missing)")));
    if (const Json *h = c.at(u"hypothesis"_s); h && !h->is_null() && !h->is_string())
        c.error(u"hypothesis"_s, tr("hypothesis must be text."));

    const Model m = checkModel(c);
    checkTrainDataTracking(c, m);

    std::optional<AcceleratorType> accelerator;
    if (const Json *type = c.at(u"tpu.accelerator_type"_s); !type || !type->is_string()) {
        c.error(u"tpu.accelerator_type"_s, tr("tpu.accelerator_type is missing; name the slice, e.g. "
                                              "v5litepod-8 or v4-16."));
    } else if (auto parsed = AcceleratorType::parse(toQString(type->get<std::string>())); !parsed) {
        c.error(u"tpu.accelerator_type"_s, parsed.error().message);
    } else {
        accelerator = *parsed;
    }
    const auto strategy = c.oneOf(u"tpu.strategy"_s, strategies());
    if (strategy && accelerator)
        checkMesh(c, *strategy, *accelerator, m);

    const auto scan = c.boolean(u"tpu.scan_layers"_s).value_or(false);
    const auto kernel = c.oneOf(u"attention_kernel"_s, attentionKernels());
    if (kernel && accelerator) {
        const TpuFamily family = accelerator->generation().family;
        if (*kernel != u"sdpa"_s && family == TpuFamily::V2)
            c.error(u"attention_kernel"_s, tr("attention_kernel \"%1\" is a Pallas kernel that needs TPU v3 or "
                                              "newer; %2 is a v2. Choose sdpa.")
                                               .arg(*kernel, accelerator->name()));
        if (*kernel == u"splash"_s && family == TpuFamily::V3)
            c.warning(u"attention_kernel"_s, tr("Splash attention on TPU v3 is not confirmed; the run checks it "
                                                "against the reference maths at start-up and stops if it fails."));
    }
    if (kernel == u"splash"_s && strategy) {
        if (*strategy != u"spmd"_s && *strategy != u"fsdpv2"_s)
            c.error(u"attention_kernel"_s, tr("Splash attention runs under SPMD; strategy \"%1\" is not SPMD. "
                                              "Choose spmd or fsdpv2, or the flash or sdpa kernel.")
                                               .arg(*strategy));
        else {
            const Json *axes = c.at(u"tpu.mesh.axes"_s);
            bool hasData = false, hasFsdp = false;
            if (axes && axes->is_array())
                for (const Json &axis : *axes)
                    if (axis.is_object() && axis.contains("name")) {
                        hasData |= axis["name"] == "data";
                        hasFsdp |= axis["name"] == "fsdp";
                    }
            if (!hasData || !hasFsdp)
                c.error(u"tpu.mesh"_s, tr("Splash attention shards q/k/v over the mesh axes \"data\" and \"fsdp\"; "
                                          "the mesh needs both (size 1 is fine)."));
        }
    }
    if (scan && kernel && *kernel != u"sdpa"_s)
        c.error(u"tpu.scan_layers"_s, tr("tpu.scan_layers cannot run layers that hold a Pallas kernel (%1); "
                                         "use attention_kernel sdpa or turn scan_layers off.")
                                          .arg(*kernel));
    if (scan && m.kind == u"moe"_s)
        c.error(u"tpu.scan_layers"_s, tr("tpu.scan_layers needs layers that return one tensor; MoE layers also "
                                         "return their load-balancing loss. Turn scan_layers off."));

    c.oneOf(u"optimizer"_s, optimizers());

    if (m.kind && kernel) {
        const Json expected = ModuleVersions::forModel(*m.kind, *kernel);
        const Json *actual = c.at(u"module_versions"_s);
        if (!actual || !actual->is_object()) {
            c.error(u"module_versions"_s, tr("module_versions is missing; the templates implement %1.")
                                              .arg(shown(expected)));
        } else {
            for (auto it = expected.begin(); it != expected.end(); ++it) {
                const QString field = u"module_versions."_s + toQString(it.key());
                const auto found = actual->find(it.key());
                if (found == actual->end() || *found != it.value())
                    c.error(field, tr("%1 is %2 but the templates implement %3; set it to %3 (a different "
                                      "version needs a template that implements it).")
                                       .arg(field, found == actual->end() ? tr("missing") : shown(*found),
                                            shown(it.value())));
            }
        }
    }
    return c.issues;
}

Result<void> ExperimentValidator::check(const Experiment &experiment)
{
    for (const ExperimentIssue &issue : validate(experiment))
        if (issue.isError())
            return fail(Error::invalid(issue.message, issue.field));
    return {};
}

QStringList ExperimentValidator::strategies()
{
    return {u"single"_s, u"ddp"_s, u"spmd"_s, u"fsdpv2"_s};
}

QStringList ExperimentValidator::attentionKernels()
{
    return {u"splash"_s, u"flash"_s, u"sdpa"_s};
}

QStringList ExperimentValidator::modelKinds()
{
    return {u"decoder"_s, u"moe"_s};
}

QStringList ExperimentValidator::optimizers()
{
    return {u"syncfree_adamw"_s, u"adamw"_s};
}

bool ExperimentValidator::isValidName(const QString &name)
{
    static const QRegularExpression pattern(u"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"_s);
    return pattern.match(name).hasMatch();
}

} // namespace twb
