// ComparePanel's exports: the curves and the parallel coordinates as pictures, the results as
// CSV, a Markdown report with its figures. Each is painted on the GUI thread (the views are
// widgets) into ExportFiles; the Export menu writes them on the pool, the direct calls at once.
#include "widgets/compare/compare_panel.h"

#include "core/ablation/ablation_report.h"
#include "core/ablation/run_set.h"
#include "widgets/common/plot_image_writer.h"
#include "widgets/common/series_plot.h"
#include "widgets/compare/compare_curves_view.h"
#include "widgets/compare/config_diff_model.h"
#include "widgets/compare/parallel_coordinates_view.h"
#include "widgets/compare/results_table_model.h"

#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QLabel>

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

Result<ExportFile> ComparePanel::renderCurves(const QString &path) const
{
    // Titled with what it shows: the experiments and how many runs, the metric.
    QStringList experiments;
    const int count = m_runs ? int(m_runs->runs().size()) : 0;
    if (m_runs)
        for (const RunSet::Run &run : m_runs->runs())
            if (!run.experiment.isEmpty() && !experiments.contains(run.experiment))
                experiments << run.experiment;
    const QString runs = tr("%n run(s)", nullptr, count);
    const PlotImageWriter::Title title{experiments.isEmpty() ? runs : u"%1 · %2"_s.arg(experiments.join(u", "_s), runs),
                                       m_curves->seriesPlot()->exportDetail()};
    return picture(path, PlotImageWriter::renderPlot(m_curves->plot(), path, title));
}

Result<QList<ExportFile>> ComparePanel::renderReport(const QString &path) const
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
    auto parallelFile = picture(parallelPath, PlotImageWriter::renderPlot(m_parallel->plot(), parallelPath));
    if (!parallelFile)
        return fail(parallelFile.error());
    files << std::move(*parallelFile);
    AblationReport report;
    report.title = tr("Comparison of %n run(s)", nullptr, m_runs ? int(m_runs->runs().size()) : 0);
    if (m_runs) {
        QStringList ablations;
        for (const RunSet::Run &run : m_runs->runs())
            if (!run.ablation.isEmpty() && !ablations.contains(run.ablation))
                ablations << run.ablation;
        if (!ablations.isEmpty())
            report.facts << tr("Ablations: %1").arg(ablations.join(u", "_s));
    }
    report.facts << tr("%n cell(s); keys that differ: %1", nullptr, m_results->rowCount())
                        .arg(m_diff->paths().isEmpty() ? tr("none") : m_diff->paths().join(u", "_s));
    report.table = m_results->table();
    report.runs = m_results->tableRuns();
    report.figures = {{curves, tr("%1 per run, coloured by %2, line style by seed (smoothing %3)")
                                   .arg(m_curves->metric(), m_colorBy->currentText(), m_smoothingLabel->text())},
                      {parallel, tr("Parallel coordinates: variables -> %1").arg(m_curves->metric())}};
    // The report last: a reader that finds it finds its figures.
    files << ExportFile{path, report.toMarkdown().toUtf8()};
    return files;
}

Result<QList<ExportFile>> ComparePanel::renderExport(Export what, const QString &path) const
{
    switch (what) {
    case Export::Curves:
        return one(renderCurves(path));
    case Export::ParallelCoordinates:
        return one(picture(path, PlotImageWriter::renderPlot(m_parallel->plot(), path)));
    case Export::ResultsCsv:
        return QList<ExportFile>{{path, m_results->table().cellsCsv().toUtf8()}};
    case Export::Report:
        return renderReport(path);
    }
    return fail(Error::invalid(u"unknown export"_s));
}

Result<void> ComparePanel::exportCurves(const QString &path) const
{
    return writeRendered(renderExport(Export::Curves, path));
}

Result<void> ComparePanel::exportParallelCoordinates(const QString &path) const
{
    return writeRendered(renderExport(Export::ParallelCoordinates, path));
}

Result<void> ComparePanel::exportResultsCsv(const QString &path) const
{
    return writeRendered(renderExport(Export::ResultsCsv, path));
}

Result<void> ComparePanel::exportReport(const QString &path) const
{
    return writeRendered(renderExport(Export::Report, path));
}

void ComparePanel::exportInBackground(Export what, const QString &path)
{
    auto files = renderExport(what, path);
    if (!files) {
        showMessage(files.error().message, true);
        Q_EMIT exportWritten(path, files.error().message);
        return;
    }
    const bool report = what == Export::Report;
    writeExportFilesInBackground(this, std::move(*files), [this, path, report](const Result<void> &written) {
        if (!written)
            showMessage(written.error().message, true);
        else
            showMessage(report ? tr("Wrote %1 and its figures.").arg(path) : tr("Exported %1.").arg(path));
        Q_EMIT exportWritten(path, written ? QString() : written.error().message);
    });
}

} // namespace twb
