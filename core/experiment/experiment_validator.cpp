#include "core/experiment/experiment_validator.h"

#include "core/catalog/accelerator_type.h"
#include "core/experiment/experiment_data_rules.h"
#include "core/experiment/experiment_kernel_rules.h"
#include "core/experiment/experiment_mesh_rules.h"
#include "core/experiment/module_versions.h"
#include "core/util/json_path.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <cmath>
#include <optional>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::ExperimentValidator.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ExperimentValidator)
};

QString shown(const Json &value)
{
    return toQString(value.dump());
}

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

    const Json *at(const QString &path) const { return findPath(m_doc, path); }
    const Json &document() const { return m_doc; }

    std::optional<qint64> integer(const QString &path, qint64 minimum, bool required = true)
    {
        const Json *node = at(path);
        if (!node || node->is_null()) {
            if (required)
                error(path, Tr::tr("%1 is missing; set it to an integer >= %2.").arg(path).arg(minimum));
            return std::nullopt;
        }
        if (!node->is_number_integer() || (node->is_number_unsigned() && node->get<quint64>() > quint64(INT64_MAX))) {
            error(path, Tr::tr("%1 must be an integer, not %2.").arg(path, shown(*node)));
            return std::nullopt;
        }
        const qint64 value = node->get<qint64>();
        if (value < minimum) {
            error(path, Tr::tr("%1 must be >= %2 (it is %3).").arg(path).arg(minimum).arg(value));
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
                error(path, Tr::tr("%1 is missing; set it to a number.").arg(path));
            return std::nullopt;
        }
        if (!node->is_number() || !std::isfinite(node->get<double>())) {
            error(path, Tr::tr("%1 must be a finite number, not %2.").arg(path, shown(*node)));
            return std::nullopt;
        }
        const double value = node->get<double>();
        if (positive ? value <= 0 : value < 0) {
            error(path, positive ? Tr::tr("%1 must be > 0 (it is %2).").arg(path).arg(value)
                                 : Tr::tr("%1 must be >= 0 (it is %2).").arg(path).arg(value));
            return std::nullopt;
        }
        return value;
    }

    std::optional<QString> oneOf(const QString &path, const QStringList &allowed, bool required = true)
    {
        const Json *node = at(path);
        if (!node || node->is_null()) {
            if (required)
                error(path, Tr::tr("%1 is missing; choose one of %2.").arg(path, allowed.join(u", "_s)));
            return std::nullopt;
        }
        const QString value = node->is_string() ? toQString(node->get<std::string>()) : QString();
        if (!node->is_string() || !allowed.contains(value)) {
            error(path, Tr::tr("%1 is %2, which is unknown; choose one of %3.")
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
            error(path, Tr::tr("%1 must be true or false, not %2.").arg(path, shown(*node)));
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
            c.error(u"model.n_heads"_s, Tr::tr("model.d_model (%1) is not divisible by model.n_heads (%2); "
                                           "choose a head count that divides d_model.")
                                            .arg(*m.dModel).arg(*m.heads));
        else if ((*m.dModel / *m.heads) % 2 != 0)
            c.error(u"model.n_heads"_s, Tr::tr("the head size model.d_model / model.n_heads = %1 is odd; "
                                           "rotary embeddings need an even head size.")
                                            .arg(*m.dModel / *m.heads));
    }
    if (m.kind == u"moe"_s) {
        m.experts = c.integer(u"model.moe.n_experts"_s, 1);
        m.topK = c.integer(u"model.moe.top_k"_s, 1);
        c.number(u"model.moe.capacity_factor"_s, true);
        c.number(u"model.moe.aux_loss_weight"_s, false, false);
        if (m.experts && m.topK && *m.topK > *m.experts)
            c.error(u"model.moe.top_k"_s, Tr::tr("model.moe.top_k (%1) is larger than model.moe.n_experts "
                                             "(%2); a token cannot choose more experts than exist.")
                                              .arg(*m.topK).arg(*m.experts));
    }
    if (m.kind == u"encoder_decoder"_s) {
        c.integer(u"model.n_encoder_layers"_s, 1, false);
        // The encoder reads the first half of the token window, the decoder the rest.
        const Json *seq = c.at(u"train.seq_len"_s);
        if (seq && seq->is_number_integer() && seq->get<qint64>() < 2)
            c.error(u"train.seq_len"_s, Tr::tr("train.seq_len must be >= 2 for an encoder-decoder: the first half "
                                           "of the window is the source, the rest the target (it is %1).")
                                            .arg(seq->get<qint64>()));
    } else if (const Json *layers = c.at(u"model.n_encoder_layers"_s); layers && !layers->is_null()) {
        c.warning(u"model.n_encoder_layers"_s, Tr::tr("model.n_encoder_layers applies to model.kind \"encoder_decoder\" "
                                                  "only; this model ignores it."));
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
    c.integer(u"train.seed"_s, 0); // the generated config.py refuses negative seeds too
    c.integer(u"train.log_every"_s, 1, false);
    c.integer(u"train.eval_batches"_s, 1, false);
    c.integer(u"train.keep_checkpoints"_s, 1, false);
    c.oneOf(u"train.dtype"_s, {u"bfloat16"_s, u"float32"_s}, false);

    const auto source = c.oneOf(u"data.source"_s, {u"synthetic"_s, u"text"_s, u"tokens"_s, u"stream"_s});
    if (source == u"text"_s) {
        const Json *path = c.at(u"data.path"_s);
        if (!path || !path->is_string() || path->get<std::string>().empty())
            c.error(u"data.path"_s, Tr::tr("data.path must name the text file when data.source is \"text\"."));
        if (m.vocab && *m.vocab < 256)
            c.error(u"model.vocab_size"_s, Tr::tr("model.vocab_size must be >= 256 for byte-level text data "
                                              "(it is %1).").arg(*m.vocab));
    }
    if (source == u"tokens"_s) {
        const Json *path = c.at(u"data.path"_s);
        if (!path || !path->is_string() || path->get<std::string>().empty())
            c.error(u"data.path"_s, Tr::tr("data.path must name the folder of token shards (tpuwb data prepare --out) "
                                           "when data.source is \"tokens\"."));
    }
    c.integer(u"data.shuffle_buffer"_s, 1, false);
    if (source)
        c.issues.append(ExperimentDataRules::check(c.document(), *source));

    const auto wandb = c.boolean(u"tracking.wandb.enabled"_s);
    if (const Json *project = c.at(u"tracking.wandb.project"_s); project && !project->is_null() && !project->is_string())
        c.error(u"tracking.wandb.project"_s, Tr::tr("tracking.wandb.project must be a string or null."));
    if (wandb.value_or(false) && !c.at(u"tracking.wandb.project"_s))
        c.warning(u"tracking.wandb.project"_s, Tr::tr("wandb is on without tracking.wandb.project; runs go to "
                                                  "the project \"tpu-workbench\"."));
}

} // namespace

ExperimentIssues ExperimentValidator::validate(const Experiment &experiment, const QString &experimentDir)
{
    const Json &doc = experiment.toJson();
    Checker c(doc);

    const Json *name = c.at(u"name"_s);
    if (!name || !name->is_string() || !isValidName(toQString(name->get<std::string>())))
        c.error(u"name"_s, Tr::tr("name %1 is not usable as a folder and run id; use 1 to 64 letters, digits, "
                              "'.', '_' or '-', starting with a letter or digit.")
                               .arg(name ? shown(*name) : Tr::tr("(missing)")));
    if (const Json *h = c.at(u"hypothesis"_s); h && !h->is_null() && !h->is_string())
        c.error(u"hypothesis"_s, Tr::tr("hypothesis must be text."));

    const Model m = checkModel(c);
    checkTrainDataTracking(c, m);
    c.issues.append(ExperimentKernelRules::check(doc, experimentDir));

    std::optional<AcceleratorType> accelerator;
    if (const Json *type = c.at(u"tpu.accelerator_type"_s); !type || !type->is_string()) {
        c.error(u"tpu.accelerator_type"_s, Tr::tr("tpu.accelerator_type is missing; name the slice, e.g. "
                                              "v5litepod-8 or v4-16."));
    } else if (auto parsed = AcceleratorType::parse(toQString(type->get<std::string>())); !parsed) {
        c.error(u"tpu.accelerator_type"_s, parsed.error().message);
    } else {
        accelerator = *parsed;
    }
    const auto strategy = c.oneOf(u"tpu.strategy"_s, strategies());
    if (strategy && accelerator)
        c.issues.append(ExperimentMeshRules::check(doc, *strategy));

    const auto scan = c.boolean(u"tpu.scan_layers"_s).value_or(false);
    const auto kernel = c.oneOf(u"attention_kernel"_s, attentionKernels());
    if (kernel && accelerator) {
        const TpuFamily family = accelerator->generation().family;
        if (*kernel != u"sdpa"_s && family == TpuFamily::V2)
            c.error(u"attention_kernel"_s, Tr::tr("attention_kernel \"%1\" is a Pallas kernel that needs TPU v3 or "
                                              "newer; %2 is a v2. Choose sdpa.")
                                               .arg(*kernel, accelerator->name()));
        if (*kernel == u"splash"_s && family == TpuFamily::V3)
            c.warning(u"attention_kernel"_s, Tr::tr("Splash attention on TPU v3 is not confirmed; the run checks it "
                                                "against the reference maths at start-up and stops if it fails."));
    }
    if (kernel == u"splash"_s && strategy) {
        if (*strategy != u"spmd"_s && *strategy != u"fsdpv2"_s)
            c.error(u"attention_kernel"_s, Tr::tr("Splash attention runs under SPMD; strategy \"%1\" is not SPMD. "
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
                c.error(u"tpu.mesh"_s, Tr::tr("Splash attention shards q/k/v over the mesh axes \"data\" and \"fsdp\"; "
                                          "the mesh needs both (size 1 is fine)."));
        }
    }
    if (scan && kernel && *kernel != u"sdpa"_s)
        c.error(u"tpu.scan_layers"_s, Tr::tr("tpu.scan_layers cannot run layers that hold a Pallas kernel (%1); "
                                         "use attention_kernel sdpa or turn scan_layers off.")
                                          .arg(*kernel));
    if (c.boolean(u"train.remat"_s).value_or(false) && scan)
        c.error(u"train.remat"_s, Tr::tr("train.remat recomputes each decoder layer of the layer loop; tpu.scan_layers "
                                     "replaces that loop. Turn one of them off."));
    if (scan && m.kind == u"encoder_decoder"_s)
        c.error(u"tpu.scan_layers"_s, Tr::tr("tpu.scan_layers needs layers that take one tensor; the decoder blocks of "
                                         "an encoder-decoder also read the encoder's output. Turn scan_layers off."));
    // Execution options of the TPU run (the CPU smoke test logs and ignores them).
    c.boolean(u"tpu.compile_eval"_s);
    c.boolean(u"tpu.eager_debug"_s);
    c.boolean(u"tpu.assume_pure"_s);
    if (scan && m.kind == u"moe"_s)
        c.error(u"tpu.scan_layers"_s, Tr::tr("tpu.scan_layers needs layers that return one tensor; MoE layers also "
                                         "return their load-balancing loss. Turn scan_layers off."));

    c.oneOf(u"optimizer"_s, optimizers());

    if (m.kind && kernel) {
        const Json expected = ModuleVersions::forModel(*m.kind, *kernel);
        const Json *actual = c.at(u"module_versions"_s);
        if (!actual || !actual->is_object()) {
            c.error(u"module_versions"_s, Tr::tr("module_versions is missing; the templates implement %1.")
                                              .arg(shown(expected)));
        } else {
            for (auto it = expected.begin(); it != expected.end(); ++it) {
                const QString field = u"module_versions."_s + toQString(it.key());
                const auto found = actual->find(it.key());
                if (found == actual->end() || *found != it.value())
                    c.error(field, Tr::tr("%1 is %2 but the templates implement %3; set it to %3 (a different "
                                      "version needs a template that implements it).")
                                       .arg(field, found == actual->end() ? Tr::tr("missing") : shown(*found),
                                            shown(it.value())));
            }
        }
    }
    // Every message names its field, also the ones whose sentence is about something else.
    for (ExperimentIssue &issue : c.issues)
        if (!issue.field.isEmpty() && !issue.message.contains(issue.field))
            issue.message = issue.field + u": "_s + issue.message;
    return c.issues;
}

Result<void> ExperimentValidator::check(const Experiment &experiment, const QString &experimentDir)
{
    for (const ExperimentIssue &issue : validate(experiment, experimentDir))
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
    return {u"decoder"_s, u"moe"_s, u"encoder_decoder"_s};
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
