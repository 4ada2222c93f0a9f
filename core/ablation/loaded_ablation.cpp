#include "core/ablation/loaded_ablation.h"

#include "core/ablation/ablation_expander.h"
#include "core/ablation/measured_step_time.h"
#include "core/experiment/experiment.h"

#include <QCoreApplication>

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::LoadedAblation)
};

} // namespace

Result<LoadedAblation> LoadedAblation::load(const QString &ablationFile)
{
    auto spec = AblationSpec::readFile(ablationFile);
    if (!spec)
        return fail(spec.error());
    return fromSpec(*spec, ablationFile);
}

Result<LoadedAblation> LoadedAblation::fromSpec(const AblationSpec &spec, const QString &file)
{
    LoadedAblation loaded;
    loaded.file = QFileInfo(file).absoluteFilePath();
    loaded.spec = spec;
    loaded.basePath = spec.resolveBasePath(loaded.file);
    auto experiment = Experiment::readFile(loaded.basePath);
    if (!experiment)
        return fail(experiment.error());
    loaded.base = experiment->toJson();
    auto expansion = AblationExpander::expand(spec, loaded.base, loaded.file, loaded.basePath);
    if (!expansion)
        return fail(expansion.error());
    loaded.expansion = std::move(*expansion);
    for (const QString &warning : spec.rangeWarnings())
        loaded.warnings << QFileInfo(file).fileName() + u": "_s + warning;
    if (!spec.stepTimeSeconds()) {
        const QString name = QString::fromStdString(loaded.base.value("name", std::string()));
        if (const auto measured = MeasuredStepTime::fromRuns(QDir(loaded.workspaceRoot()).filePath(u"runs"_s), name)) {
            loaded.measuredStepSeconds = measured->seconds;
            loaded.measuredStepSource = measured->describe(name);
        }
    }
    return loaded;
}

std::optional<double> LoadedAblation::stepSeconds() const
{
    return spec.stepTimeSeconds() ? spec.stepTimeSeconds() : measuredStepSeconds;
}

QString LoadedAblation::stepTimeSource() const
{
    return spec.stepTimeSeconds() ? Tr::tr("configured in the ablation file") : measuredStepSource;
}

QString LoadedAblation::workspaceRoot() const
{
    const QDir dir = QFileInfo(file).absoluteDir();
    if (dir.dirName() == u"ablations"_s)
        return QDir::cleanPath(dir.absoluteFilePath(u".."_s));
    return dir.absolutePath();
}

} // namespace twb
