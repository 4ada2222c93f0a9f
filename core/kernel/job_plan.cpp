#include "core/kernel/job_plan.h"

#include "core/kernel/kernel_job.h"
#include "core/util/json_path.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::JobPlan.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::JobPlan)
};

std::optional<QString> optionalString(const Json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || !it->is_string())
        return std::nullopt;
    return toQString(it->get<std::string>());
}

Json optionalJson(const std::optional<QString> &value)
{
    return value ? Json(toStd(*value)) : Json(nullptr);
}

// The label column of validate_job.py's plan lines: two spaces, a 13-character label, ": ".
QString planLine(const char *label, const QString &value)
{
    return u"  "_s + QString::fromLatin1(label).leftJustified(13) + u": "_s + value;
}

} // namespace

const QString JobPlan::kNoBasePy = u"NONE \u2014 the internal timing harness cannot run"_s;

JobPlan JobPlan::derive(const KernelJob &job)
{
    JobPlan plan;
    const QString itype = job.inputType();
    const bool isSpec = itype == u"specification";
    const QString synth = isSpec ? job.synthesizeAs() : QString();
    const QString effective = isSpec ? synth : itype;
    const QString method = job.conversionMethod();
    const bool emit = job.emitReadableReference();
    const int refCount = int(job.references().size());

    plan.inputType = itype;
    if (isSpec)
        plan.synthesizeAs = synth;
    plan.referenceCount = refCount;
    plan.advisorySpine = refCount > 0;

    // Later rules override earlier ones, exactly as in validate_job.py.
    if (effective == u"pytorch" && method == u"torchax")
        plan.oracle = u"tools/torchax_oracle.py (mechanical, with step-0 check vs eager)"_s;
    else if (effective == u"pytorch" && method == u"llm_port")
        plan.oracle = u"tools/capture_torch_golden.py (eager PyTorch on CPU)"_s;
    if (effective == u"cuda")
        plan.oracle = u"none \u2014 a TPU host cannot execute CUDA, so there is no oracle"_s;
    if (effective == u"jax" && !isSpec)
        plan.oracle = u"none \u2014 the input is already the reference"_s;
    if (isSpec && synth == u"jax")
        plan.oracle = u"none \u2014 the baseline was synthesized directly as JAX, so nothing "
                      u"independent exists to check it against"_s;

    if (isSpec && synth == u"jax") {
        plan.basePy = u"SYNTHESIZED from the specification, then user-approved"_s;
        plan.basePyProducer = u"maxkernel-synthesize-baseline"_s;
    } else if (effective == u"jax") {
        plan.basePy = u"copied from the input, unchanged"_s;
        plan.basePyProducer = u"orchestrator"_s;
    } else if (method == u"torchax" && emit) {
        plan.basePy = u"written from the jaxpr in Phase 0.7"_s;
        plan.basePyProducer = u"maxkernel-write-jnp-reference"_s;
    } else if (method == u"llm_port") {
        plan.basePy = u"hand-written in Phase 0.4, gated in Phase 0.8"_s;
        plan.basePyProducer = effective == u"pytorch" ? u"maxkernel-analyze-torch-source"_s
                                                      : u"maxkernel-analyze-source"_s;
    } else {
        plan.basePy = kNoBasePy;
    }

    plan.phases << u"0 read state"_s;
    if (isSpec)
        plan.phases << u"0.1 synthesize %1 baseline + USER APPROVAL GATE"_s.arg(synth);
    if (effective == u"pytorch")
        plan.phases << u"0.2 oracle"_s;
    if (method == u"torchax")
        plan.phases << u"0.3 jaxpr + HLO export"_s;
    if (method == u"llm_port" && effective != u"jax")
        plan.phases << u"0.4 analyze primary -> base.py"_s;
    if (refCount > 0)
        plan.phases << u"0.5 analyze each reference"_s << u"0.6 reconcile -> ideas ledger, seal ref/"_s;
    if (method == u"torchax" && emit)
        plan.phases << u"0.7 write jnp reference + jaxpr_compare gate"_s;
    if (method == u"llm_port" && effective != u"jax")
        plan.phases << u"0.8 verify_port gate"_s;
    plan.phases << u"0.9 harness"_s << u"1-6 plan/implement/compile/test/autotune/profile"_s;

    plan.internalHarness = plan.basePy != kNoBasePy;
    plan.externalEval = job.compareAgainstSource();
    return plan;
}

Json JobPlan::toJson() const
{
    Json phaseList = Json::array();
    for (const QString &phase : phases)
        phaseList.push_back(toStd(phase));
    Json missing = Json::array();
    for (const QString &m : missingPaths)
        missing.push_back(toStd(m));
    return Json{{"input_type", toStd(inputType)},
                {"synthesize_as", optionalJson(synthesizeAs)},
                {"reference_count", referenceCount},
                {"advisory_spine", advisorySpine},
                {"oracle", optionalJson(oracle)},
                {"base_py", toStd(basePy)},
                {"base_py_producer", optionalJson(basePyProducer)},
                {"internal_harness", internalHarness},
                {"external_eval", externalEval},
                {"phases", phaseList},
                {"missing_paths", missing}};
}

std::optional<JobPlan> JobPlan::fromJson(const Json &json)
{
    if (!json.is_object())
        return std::nullopt;
    JobPlan plan;
    plan.inputType = optionalString(json, "input_type").value_or(QString());
    plan.synthesizeAs = optionalString(json, "synthesize_as");
    plan.referenceCount = json.value("reference_count", 0);
    plan.advisorySpine = json.value("advisory_spine", false);
    plan.oracle = optionalString(json, "oracle");
    plan.basePy = optionalString(json, "base_py").value_or(QString());
    plan.basePyProducer = optionalString(json, "base_py_producer");
    plan.internalHarness = json.value("internal_harness", false);
    plan.externalEval = json.value("external_eval", false);
    for (const char *key : {"phases", "missing_paths"}) {
        const auto it = json.find(key);
        if (it == json.end() || !it->is_array())
            continue;
        QStringList &target = std::string_view(key) == "phases" ? plan.phases : plan.missingPaths;
        for (const Json &item : *it)
            if (item.is_string())
                target << toQString(item.get<std::string>());
    }
    return plan;
}

QStringList JobPlan::consoleLines(const KernelJob &job) const
{
    QString where = job.inputPath();
    if (where.isEmpty()) {
        const Json *operation = findPath(job.document(), "input.specification.operation");
        where = u"synthesize as "_s + synthesizeAs.value_or(u"?"_s) + u": "_s
                + (operation && operation->is_string() ? toQString(operation->get<std::string>())
                                                       : u"(unnamed operation)"_s);
    }
    QStringList lines;
    lines << planLine("input", inputType + u"  ("_s + where + u')');
    lines << planLine("references", QString::number(referenceCount)
                                        + (advisorySpine ? u"  (advisory spine ON)"_s : QString()));
    lines << planLine("oracle", oracle.value_or(u"None"_s));
    lines << planLine("base.py", basePy + (basePyProducer ? u"  ["_s + *basePyProducer + u']' : QString()));
    lines << planLine("harness", internalHarness ? u"internal (paired timing)"_s : u"EXTERNAL ONLY"_s);
    lines << planLine("external eval", externalEval ? u"True"_s : u"False"_s);
    lines << planLine("phases", phases.join(u" -> "_s));
    return lines;
}

QStringList JobPlan::displayPhases() const
{
    QStringList out = phases;
    if (inputType == u"cuda") {
        for (QString &phase : out)
            if (phase.startsWith(u"0.8 "_s))
                phase += Tr::tr("  (n/a: no golden values for CUDA)");
    }
    return out;
}

} // namespace twb::kernel
