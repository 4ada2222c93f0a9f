#include "core/services/study_builder.h"

#include "core/ablation/ablation_expander.h"
#include "core/experiment/experiment_validator.h"
#include "core/experiment/scaffold_plan.h"
#include "core/experiment/scaffold_renderer.h"
#include "core/util/atomic_file.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::StudyBuilder.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::StudyBuilder)
};

// The fields of the block `path` would be in, for an error about a path that is not there.
QString fieldsNear(const Experiment &base, const QString &path)
{
    const qsizetype dot = path.lastIndexOf(u'.');
    const QString parent = dot > 0 ? path.left(dot) : QString();
    const Json block = parent.isEmpty() ? base.toJson() : base.value(parent);
    if (!block.is_object())
        return {};
    QStringList names;
    for (const auto &[key, value] : block.items())
        if (!value.is_object())
            names << (parent.isEmpty() ? QString() : parent + u'.') + toQString(key);
    return names.join(u", "_s);
}

QString relativeTo(const QString &root, const QString &path)
{
    return QDir::fromNativeSeparators(QDir(root).relativeFilePath(path));
}

} // namespace

Result<AblationVariable> StudyBuilder::parseVariable(const QString &text, const Experiment &base)
{
    const qsizetype eq = text.indexOf(u'=');
    const QString path = (eq < 0 ? text : text.left(eq)).trimmed();
    if (path.isEmpty() || !AblationVariable::isValidPath(path))
        return fail(Error::invalid(Tr::tr("\"%1\" needs a field path and its values: path=v1,v2 (e.g. train.lr=1e-4,3e-4).")
                                       .arg(text),
                                   text));
    QStringList parts = eq < 0 ? QStringList() : text.mid(eq + 1).split(u',', Qt::SkipEmptyParts);
    for (QString &part : parts)
        part = part.trimmed();
    parts.removeAll(QString());
    if (parts.isEmpty())
        return fail(Error::invalid(Tr::tr("\"%1\" gives %2 no values: write %2=v1,v2.").arg(text, path), text));
    if (parts.size() < 2)
        return fail(Error::invalid(
            Tr::tr("\"%1\" gives %2 one value only; a variable needs two values or more to compare (set a fixed "
                   "value with --set instead).")
                .arg(text, path),
            text));
    if (base.value(path).is_null()) {
        const QString near = fieldsNear(base, path);
        return fail(Error::invalid(near.isEmpty() ? Tr::tr("%1 is not a field of the experiment.").arg(path)
                                                  : Tr::tr("%1 is not a field of the experiment; its block has: %2.")
                                                        .arg(path, near),
                                   text));
    }
    std::vector<Json> values;
    for (const QString &part : parts) {
        auto json = parseJson(part.toUtf8(), path);
        values.push_back(json && !json->is_object() ? *json : Json(toStd(part)));
    }
    return AblationVariable(path, std::move(values));
}

Result<StudyDraft> StudyBuilder::prepare(const QString &workspaceRoot, const StudyRequest &request)
{
    if (!ExperimentValidator::isValidName(request.name) || !AblationSpec::isValidName(request.name))
        return fail(Error::invalid(Tr::tr("The study name \"%1\" is not usable: letters, digits, '.', '_' and '-', "
                                          "1 to 64 characters.")
                                       .arg(request.name),
                                   u"name"_s));
    auto metric = StudyPlan::resolveMetric(request.metric);
    if (!metric)
        return fail(metric.error());
    if (request.seeds < 1 || request.seeds > AblationSpec::kMaxSeedCount)
        return fail(Error::invalid(Tr::tr("Seeds must be 1 to %1, not %2.").arg(AblationSpec::kMaxSeedCount).arg(request.seeds),
                                   u"seeds"_s));
    if (request.variables.isEmpty())
        return fail(Error::invalid(Tr::tr("A study needs a variable to vary, e.g. train.lr=1e-4,3e-4."),
                                   u"variables"_s));

    ExperimentRequest experimentRequest = request.experiment;
    experimentRequest.name = request.name;
    experimentRequest.hypothesis = request.hypothesis;
    auto experiment = ExperimentFactory::create(experimentRequest);
    if (!experiment)
        return fail(experiment.error());
    if (auto checked = ExperimentValidator::check(*experiment); !checked)
        return fail(checked.error());

    std::vector<AblationVariable> variables;
    for (const QString &text : request.variables) {
        auto variable = parseVariable(text, *experiment);
        if (!variable)
            return fail(variable.error());
        for (const AblationVariable &earlier : variables)
            if (earlier.path() == variable->path())
                return fail(Error::invalid(Tr::tr("%1 is varied twice; give its values once.").arg(earlier.path()), text));
        variables.push_back(*variable);
    }

    const Workspace workspace(workspaceRoot);
    StudyDraft draft;
    draft.workspaceRoot = workspaceRoot;
    draft.experimentDir = workspace.experimentDir(request.name);
    draft.ablationFile = QDir(workspace.ablationsDir()).filePath(request.name + u".json"_s);
    draft.planFile = QDir(draft.experimentDir).filePath(u"plan.md"_s);
    draft.parallel = request.parallel > 0 ? request.parallel : std::max<int>(1, int(request.machines.size()));

    AblationSpec spec;
    spec.setName(request.name);
    spec.setBase(relativeTo(workspaceRoot, QDir(draft.experimentDir).filePath(u"experiment.json"_s)));
    spec.setMode(AblationSpec::Mode::Grid);
    spec.setVariables(variables);
    std::vector<qint64> seeds;
    for (int i = 0; i < request.seeds; ++i)
        seeds.push_back(i);
    spec.setSeeds(std::move(seeds));
    spec.setMetric(*metric);
    spec.setMachines(request.machines);
    auto expansion = AblationExpander::expand(spec, experiment->toJson(), draft.ablationFile,
                                              QDir(draft.experimentDir).filePath(u"experiment.json"_s));
    if (!expansion)
        return fail(expansion.error());
    draft.experiment = std::move(*experiment);
    draft.spec = std::move(spec);
    draft.expansion = std::move(*expansion);
    return draft;
}

Result<void> StudyBuilder::write(const StudyDraft &draft, bool overwrite)
{
    const ScaffoldRenderer renderer;
    auto files = renderer.render(draft.experiment);
    if (!files)
        return fail(files.error());
    auto scaffold = ScaffoldPlan::compare(draft.experimentDir, *files);
    if (!scaffold)
        return fail(scaffold.error());
    if (!overwrite) {
        if (!scaffold->conflicts().isEmpty())
            return fail(Error::invalid(Tr::tr("%1 holds another project (%2 differ); choose another study name or "
                                              "overwrite.")
                                           .arg(QDir::toNativeSeparators(draft.experimentDir),
                                                scaffold->conflicts().join(u", "_s)),
                                       draft.experimentDir));
        const auto existing = QFileInfo::exists(draft.ablationFile) ? std::optional(AblationSpec::readFile(draft.ablationFile))
                                                                    : std::nullopt;
        if (existing && (!*existing || !(**existing == draft.spec)))
            return fail(Error::invalid(Tr::tr("%1 exists with another matrix; choose another study name or overwrite.")
                                           .arg(QDir::toNativeSeparators(draft.ablationFile)),
                                       draft.ablationFile));
    }
    auto written = scaffold->writeOverwritingAll();
    if (!written)
        return fail(written.error());
    if (!QDir().mkpath(QFileInfo(draft.ablationFile).absolutePath()))
        return fail(Error::failure(Tr::tr("Cannot create %1; check its permissions.")
                                       .arg(QDir::toNativeSeparators(QFileInfo(draft.ablationFile).absolutePath())),
                                   draft.ablationFile));
    return draft.spec.writeFile(draft.ablationFile);
}

StudyPlan StudyBuilder::plan(const StudyDraft &draft, const StudyRequest &request,
                             std::optional<StudyStepTime> stepTime, const QString &notMeasuredReason,
                             std::optional<StudySpread> spread)
{
    StudyPlan::Inputs inputs;
    inputs.name = request.name;
    inputs.idea = request.idea;
    inputs.hypothesis = request.hypothesis;
    inputs.experimentDir = relativeTo(draft.workspaceRoot, draft.experimentDir) + u'/';
    inputs.ablationFile = relativeTo(draft.workspaceRoot, draft.ablationFile);
    inputs.configHash = draft.experiment.configHash();
    inputs.spec = draft.spec;
    inputs.expansion = draft.expansion;
    inputs.stepTime = std::move(stepTime);
    inputs.notMeasuredReason = notMeasuredReason;
    inputs.spread = std::move(spread);
    inputs.parallel = draft.parallel;
    return StudyPlan::make(std::move(inputs));
}

Result<void> StudyBuilder::writePlan(const StudyDraft &draft, const StudyPlan &plan)
{
    return writeFileAtomically(draft.planFile, plan.markdown().toUtf8());
}

} // namespace twb
