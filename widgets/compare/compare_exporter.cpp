#include "widgets/compare/compare_exporter.h"

#include "core/ablation/ablation_report.h"
#include "core/ablation/html_report.h"
#include "core/ablation/run_set.h"
#include "core/services/run_display_name.h"
#include "widgets/common/plot_image_writer.h"
#include "widgets/common/series_plot.h"
#include "widgets/compare/compare_curves_view.h"
#include "widgets/compare/compare_runs_view.h"
#include "widgets/compare/config_diff_model.h"
#include "widgets/compare/parallel_coordinates_view.h"
#include "widgets/compare/results_table_model.h"
#include "widgets/compare/run_styler.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QSlider>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

Result<void> writeRendered(const Result<QList<ExportFile>> &files)
{
    if (!files)
        return fail(files.error());
    return writeExportFiles(*files);
}

Result<QList<ExportFile>> one(Result<ExportFile> file)
{
    if (!file)
        return fail(file.error());
    return QList<ExportFile>{std::move(*file)};
}

Result<ExportFile> picture(const QString &path, Result<QByteArray> bytes)
{
    if (!bytes)
        return fail(bytes.error());
    return ExportFile{path, std::move(*bytes)};
}

} // namespace

CompareExporter::CompareExporter(Views views, QObject *parent) : QObject(parent), m_views(std::move(views)) {}

CompareExporter::~CompareExporter() = default;

Result<ExportFile> CompareExporter::renderCurves(const QString &path) const
{
    // Titled with what it shows: the experiments and how many runs, the metric.
    QStringList experiments;
    const std::shared_ptr<const RunSet> runs = m_views.runs();
    const int count = runs ? int(runs->runs().size()) : 0;
    if (runs)
        for (const RunSet::Run &run : runs->runs())
            if (!run.experiment.isEmpty() && !experiments.contains(run.experiment))
                experiments << run.experiment;
    const QString howMany = tr("%n run(s)", nullptr, count);
    const PlotImageWriter::Title title{experiments.isEmpty() ? howMany
                                                             : u"%1 · %2"_s.arg(experiments.join(u", "_s), howMany),
                                       m_views.curves->seriesPlot()->exportDetail()};
    return picture(path, PlotImageWriter::renderPlot(m_views.curves->plot(), path, title));
}

Result<QList<ExportFile>> CompareExporter::renderReport(const QString &path) const
{
    const QFileInfo info(path);
    const QString stem = info.completeBaseName();
    const QString curves = stem + u"-curves.png"_s;
    const QString parallel = stem + u"-parallel.png"_s;
    QList<ExportFile> files;
    auto curvesFile = renderCurves(info.dir().filePath(curves));
    if (!curvesFile)
        return fail(curvesFile.error());
    files << std::move(*curvesFile);
    const QString parallelPath = info.dir().filePath(parallel);
    auto parallelFile = picture(parallelPath, PlotImageWriter::renderPlot(m_views.parallel->plot(), parallelPath));
    if (!parallelFile)
        return fail(parallelFile.error());
    files << std::move(*parallelFile);
    const std::shared_ptr<const RunSet> runs = m_views.runs();
    AblationReport report;
    report.title = tr("Comparison of %n run(s)", nullptr, runs ? int(runs->runs().size()) : 0);
    if (runs) {
        QStringList ablations;
        for (const RunSet::Run &run : runs->runs())
            if (!run.ablation.isEmpty() && !ablations.contains(run.ablation))
                ablations << run.ablation;
        if (!ablations.isEmpty())
            report.facts << tr("Ablations: %1").arg(ablations.join(u", "_s));
    }
    report.facts << tr("%n cell(s); keys that differ: %1", nullptr, m_views.results->rowCount())
                        .arg(m_views.diff->paths().isEmpty() ? tr("none") : m_views.diff->paths().join(u", "_s));
    report.table = m_views.results->table();
    report.runs = m_views.results->tableRuns();
    report.figures = {{curves, tr("%1 per run, coloured by %2, line style by seed (smoothing %3)")
                                   .arg(m_views.curves->metric(), m_views.colorBy->currentText(), m_views.smoothingLabel->text())},
                      {parallel, tr("Parallel coordinates: variables -> %1").arg(m_views.curves->metric())}};
    // The report last: a reader that finds it finds its figures.
    files << ExportFile{path, report.toMarkdown().toUtf8()};
    return files;
}

Result<QList<ExportFile>> CompareExporter::render(Export what, const QString &path) const
{
    switch (what) {
    case Export::Curves:
        return one(renderCurves(path));
    case Export::ParallelCoordinates:
        return one(picture(path, PlotImageWriter::renderPlot(m_views.parallel->plot(), path)));
    case Export::ResultsCsv:
        return QList<ExportFile>{{path, m_views.results->table().cellsCsv().toUtf8()}};
    case Export::Report:
        return renderReport(path);
    }
    return fail(Error::invalid(u"unknown export"_s));
}

Result<void> CompareExporter::exportCurves(const QString &path) const
{
    return writeRendered(render(Export::Curves, path));
}

Result<void> CompareExporter::exportParallelCoordinates(const QString &path) const
{
    return writeRendered(render(Export::ParallelCoordinates, path));
}

Result<void> CompareExporter::exportResultsCsv(const QString &path) const
{
    return writeRendered(render(Export::ResultsCsv, path));
}

Result<void> CompareExporter::exportReport(const QString &path) const
{
    return writeRendered(render(Export::Report, path));
}

void CompareExporter::exportInBackground(Export what, const QString &path)
{
    auto files = render(what, path);
    if (!files) {
        Q_EMIT message(files.error().message, true);
        Q_EMIT exportWritten(path, files.error().message);
        return;
    }
    const bool report = what == Export::Report;
    writeExportFilesInBackground(this, std::move(*files), [this, path, report](const Result<void> &written) {
        if (!written)
            Q_EMIT message(written.error().message, true);
        else
            Q_EMIT message(report ? tr("Wrote %1 and its figures.").arg(path) : tr("Exported %1.").arg(path), false);
        Q_EMIT exportWritten(path, written ? QString() : written.error().message);
    });
}

void CompareExporter::exportHtmlReport(const QString &path)
{
    const std::shared_ptr<const RunSet> runs = m_views.runs();
    if (!runs) {
        const QString error = tr("Open some runs first: there is nothing to report.");
        Q_EMIT message(error, true);
        Q_EMIT htmlReportWritten(path, error);
        return;
    }
    HtmlReport report;
    report.title = tr("Comparison of %n run(s)", nullptr, int(runs->runs().size()));
    QStringList experiments, ablations;
    const RunStyler styler(*runs, m_views.colorBy->currentData().toString());
    int index = 0;
    for (const RunSet::Run &run : runs->runs()) {
        if (!run.experiment.isEmpty() && !experiments.contains(run.experiment))
            experiments << run.experiment;
        if (!run.ablation.isEmpty() && !ablations.contains(run.ablation))
            ablations << run.ablation;
        // The curves' colours, so the report looks like the panel.
        const QColor color = styler.color(index++);
        if (color.isValid())
            report.colors.insert(run.runId, color.name());
    }
    // The runs as the panel names them (the curves, the config diff, the Runs tab).
    const QStringList names = RunDisplayName::names(*runs);
    for (qsizetype i = 0; i < names.size(); ++i)
        report.names.insert(runs->runs()[size_t(i)].runId, names[i]);
    if (!experiments.isEmpty())
        report.facts << tr("Experiments: %1").arg(experiments.join(u", "_s));
    if (!ablations.isEmpty())
        report.facts << tr("Ablations: %1").arg(ablations.join(u", "_s));
    report.facts << tr("%n cell(s); keys that differ: %1", nullptr, m_views.results->rowCount())
                        .arg(m_views.diff->paths().isEmpty() ? tr("none") : m_views.diff->paths().join(u", "_s));
    for (const RunRecord &saved : m_views.runList->annotations())
        report.annotations.insert(saved.runId, {saved.tags, saved.notes});
    report.table = m_views.results->table();
    // The chosen metric first, then every other metric the runs logged.
    report.metrics << m_views.curves->metric();
    for (const QString &metric : runs->metrics())
        if (!report.metrics.contains(metric))
            report.metrics << metric;
    report.smoothing = m_views.smoothing->value() / 100.0;
    report.logY = m_views.logY->isChecked();

    Q_EMIT message(tr("Writing %1…").arg(path), false);
    m_tasks.run(
        this, [report = std::move(report), runs, path] { return report.write(path, *runs); },
        [this, path](const Result<void> &written) {
            if (written) {
                Q_EMIT message(tr("Wrote %1: one file, opens in any browser.").arg(path), false);
                Q_EMIT htmlReportWritten(path, QString());
            } else {
                Q_EMIT message(written.error().message, true);
                Q_EMIT htmlReportWritten(path, written.error().message);
            }
        });
}

} // namespace twb
