#include "core/services/kernel_switch.h"

#include "core/ablation/ablation_expander.h"
#include "core/ablation/ablation_spec.h"
#include "core/experiment/experiment.h"
#include "core/experiment/experiment_kernel_rules.h"
#include "core/experiment/experiment_validator.h"
#include "core/experiment/scaffold_plan.h"
#include "core/experiment/scaffold_renderer.h"
#include "core/util/atomic_file.h"
#include "core/workspace/workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::KernelSwitch.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::KernelSwitch)
};

bool isInside(const QString &root, const QString &path)
{
    if (root.isEmpty())
        return false;
    const QString base = QDir::cleanPath(QDir(root).absolutePath()) + u'/';
    return QDir::cleanPath(path).startsWith(base);
}

} // namespace

Result<QString> KernelSwitch::kernelFile(const QString &kernelOrRunDir)
{
    const QFileInfo info(kernelOrRunDir);
    if (info.isDir()) {
        const QString published = QDir(info.absoluteFilePath()).filePath(u"optimized.py"_s);
        if (!QFileInfo(published).isFile())
            return fail(Error::invalid(Tr::tr("%1 has no published optimized.py: the kernel run has not finished with "
                                              "a correct kernel (see `tpuwb kernel status %1`). Use a finished run, "
                                              "or name a kernel file.")
                                           .arg(QDir::toNativeSeparators(kernelOrRunDir)),
                                       kernelOrRunDir));
        return QDir::cleanPath(published);
    }
    if (!info.isFile())
        return fail(Error::invalid(Tr::tr("%1 does not exist; name a finished kernel run's folder or its "
                                          "optimized.py.")
                                       .arg(QDir::toNativeSeparators(kernelOrRunDir)),
                                   kernelOrRunDir));
    return QDir::cleanPath(info.absoluteFilePath());
}

Result<std::vector<qint64>> KernelSwitch::parseSeeds(const QString &text)
{
    std::vector<qint64> seeds;
    const QStringList parts = text.split(u',', Qt::SkipEmptyParts);
    bool ok = !parts.isEmpty();
    for (const QString &part : parts) {
        const qint64 value = part.trimmed().toLongLong(&ok);
        if (!ok || value < 0)
            break;
        seeds.push_back(value);
    }
    if (!ok)
        return fail(Error::invalid(Tr::tr("--ab takes the seeds, \"0,1,2\", or their number, \"3\"; not \"%1\".").arg(text),
                                   u"--ab"_s));
    if (parts.size() == 1) {
        const qint64 count = seeds.front();
        if (count < 1 || count > AblationSpec::kMaxSeedCount)
            return fail(Error::invalid(Tr::tr("--ab %1: the number of seeds must be 1 to %2.").arg(count).arg(AblationSpec::kMaxSeedCount),
                                       u"--ab"_s));
        seeds.clear();
        for (qint64 seed = 0; seed < count; ++seed)
            seeds.push_back(seed);
    }
    if (QSet<qint64>(seeds.begin(), seeds.end()).size() != qsizetype(seeds.size()))
        return fail(Error::invalid(Tr::tr("--ab %1 names a seed twice.").arg(text), u"--ab"_s));
    return seeds;
}

Result<KernelSwitchResult> KernelSwitch::use(const KernelSwitchRequest &request)
{
    KernelSwitchResult result;
    result.module = ExperimentKernelRules::moduleNamed(request.module);
    if (result.module.isEmpty())
        return fail(Error::invalid(Tr::tr("--module %1: the generated model can route these modules through a kernel: "
                                          "%2 (%3).")
                                       .arg(request.module, ExperimentKernelRules::modules().join(u", "_s),
                                            ExperimentKernelRules::moduleClass(u"rmsnorm"_s)),
                                   u"--module"_s));
    result.field = u"model.kernels."_s + result.module;
    result.projectFile = ExperimentKernelRules::projectFile(result.module);

    auto kernel = kernelFile(request.kernel);
    if (!kernel)
        return fail(kernel.error());
    result.kernelFile = *kernel;
    auto content = readWholeFile(result.kernelFile, 4 * 1024 * 1024);
    if (!content)
        return fail(content.error());
    result.sha256 = ExperimentKernelRules::sha256(*content);

    const QString dir = QDir::cleanPath(QDir(request.experimentDir).absolutePath());
    const QString experimentFile = QDir(dir).filePath(u"experiment.json"_s);
    if (!QFileInfo(experimentFile).isFile())
        return fail(Error::invalid(Tr::tr("%1 has no experiment.json: it is not a scaffolded experiment. Scaffold it "
                                          "first (`tpuwb scaffold`), then switch the kernel in.")
                                       .arg(QDir::toNativeSeparators(request.experimentDir)),
                                   request.experimentDir));
    auto experiment = Experiment::readFile(experimentFile);
    if (!experiment)
        return fail(experiment.error());

    // Inside the workspace the path is written relative to the experiment's folder, so the
    // workspace can move; elsewhere it is absolute.
    const bool relative = isInside(request.workspaceRoot, dir) && isInside(request.workspaceRoot, result.kernelFile);
    result.writtenPath = relative ? QDir::fromNativeSeparators(QDir(dir).relativeFilePath(result.kernelFile))
                                  : result.kernelFile;
    const Json entry = {{"path", toStd(result.writtenPath)}, {"sha256", toStd(result.sha256)}, {"enabled", true}};
    Experiment switched = *experiment;
    if (auto set = switched.setValue(result.field, entry); !set)
        return fail(set.error());
    if (auto valid = ExperimentValidator::check(switched, dir); !valid)
        return fail(Error::invalid(Tr::tr("%1 with the kernel switched in is not valid: %2")
                                       .arg(QDir::toNativeSeparators(experimentFile), valid.error().message),
                                   valid.error().where));
    result.configHash = switched.configHash();

    auto files = ScaffoldRenderer().render(switched, dir);
    if (!files)
        return fail(files.error());
    auto plan = ScaffoldPlan::compare(dir, *files);
    if (!plan)
        return fail(plan.error());
    // A file that changes is safe to rewrite when it is what the experiment as it was renders
    // (the config hash is in some of them); one that differs from that was edited by hand or
    // made by another version of the workbench.
    QHash<QString, QByteArray> before;
    if (auto previous = ScaffoldRenderer().render(*experiment, dir))
        for (const GeneratedFile &file : *previous)
            before.insert(file.path, file.content);
    const QSet<QString> ours = {u"config.json"_s, u"experiment.json"_s, result.projectFile};
    QStringList others;
    for (const QString &path : plan->conflicts()) {
        const ScaffoldPlan::Entry *onDisk = plan->entry(path);
        if (!ours.contains(path) && (!before.contains(path) || before.value(path) != onDisk->existing))
            others << path;
    }
    if (!others.isEmpty() && !request.overwrite)
        return fail(Error::invalid(Tr::tr("%1: %2 differ from what this workbench generates (edited by hand, or "
                                          "scaffolded by another version); nothing was written. Review the diffs "
                                          "(`tpuwb scaffold ... --dry-run`) and switch the kernel in with --force "
                                          "to overwrite them.")
                                       .arg(QDir::toNativeSeparators(dir), others.join(u", "_s)),
                                   dir));

    // The ablation is checked before anything is written.
    AblationSpec spec;
    QString ablationFile;
    if (!request.abSeeds.empty()) {
        const QString root = request.workspaceRoot.isEmpty() ? QDir(dir).filePath(u"../.."_s) : request.workspaceRoot;
        const QString name = switched.name() + u'-' + result.module + u"-kernel"_s;
        if (!AblationSpec::isValidName(name))
            return fail(Error::invalid(Tr::tr("The ablation's name %1 (experiment name, module, \"kernel\") is not usable "
                                              "as a file name; rename the experiment (name) to at most 50 letters, "
                                              "digits, '.', '_' or '-'.")
                                           .arg(name),
                                       u"name"_s));
        ablationFile = QDir(Workspace(root).ablationsDir()).filePath(name + u".json"_s);
        spec.setName(name);
        spec.setBase(isInside(root, experimentFile)
                         ? QDir::fromNativeSeparators(QDir(QDir(root).absolutePath()).relativeFilePath(experimentFile))
                         : experimentFile);
        spec.setMode(AblationSpec::Mode::Grid);
        const QString variable = result.field + u".enabled"_s;
        spec.setVariables({AblationVariable(variable, {Json(false), Json(true)})});
        spec.setBaseline(Json{{toStd(variable), false}});
        spec.setSeeds(request.abSeeds);
        AblationMetric metric;
        metric.name = u"loss"_s;
        spec.setMetric(metric);
        auto expansion = AblationExpander::expand(spec, switched.toJson(), ablationFile, experimentFile);
        if (!expansion)
            return fail(expansion.error());
        result.ablationRuns = int(expansion->runs().size());
        if (QFileInfo::exists(ablationFile) && !request.overwrite) {
            auto existing = AblationSpec::readFile(ablationFile);
            if (!existing || !(*existing == spec))
                return fail(Error::invalid(Tr::tr("%1 exists with another matrix; nothing was written. Remove it, or "
                                                  "switch the kernel in with --force to replace it.")
                                               .arg(QDir::toNativeSeparators(ablationFile)),
                                           ablationFile));
        }
    }

    auto written = plan->writeOverwritingAll();
    if (!written)
        return fail(written.error());
    result.written = *written;
    if (!ablationFile.isEmpty()) {
        if (!QDir().mkpath(QFileInfo(ablationFile).absolutePath()))
            return fail(Error::failure(Tr::tr("Cannot create %1; check its permissions.")
                                           .arg(QDir::toNativeSeparators(QFileInfo(ablationFile).absolutePath())),
                                       ablationFile));
        if (auto ok = spec.writeFile(ablationFile); !ok)
            return fail(ok.error());
        result.ablationFile = ablationFile;
    }
    return result;
}

} // namespace twb
