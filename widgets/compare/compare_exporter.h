#pragma once

#include "core/util/error.h"
#include "widgets/common/background_task.h"
#include "widgets/common/export_file.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;

namespace twb {

class CompareCurvesView;
class CompareRunsView;
class ConfigDiffModel;
class ParallelCoordinatesView;
class ResultsTableModel;
class RunSet;

// The Compare panel's exports, from what its views show: the curves and the parallel
// coordinates as pictures (PNG, SVG, PDF by extension), the results as CSV, a Markdown report
// with its figures (<report>-curves.png, <report>-parallel.png next to it), and one
// self-contained HTML report (core's HtmlReport). Pictures are painted on the GUI thread (the
// views are widgets); the *InBackground and HTML forms write on the pool and tell how it went
// by signal, the direct calls write at once.
class CompareExporter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CompareExporter)

public:
    // What the exports read: the panel's views and the controls that say how they draw.
    struct Views
    {
        std::function<std::shared_ptr<const RunSet>()> runs;
        CompareCurvesView *curves = nullptr;
        ParallelCoordinatesView *parallel = nullptr;
        ResultsTableModel *results = nullptr;
        ConfigDiffModel *diff = nullptr;
        CompareRunsView *runList = nullptr;
        QComboBox *colorBy = nullptr;
        QSlider *smoothing = nullptr;
        QLabel *smoothingLabel = nullptr;
        QCheckBox *logY = nullptr;
    };
    enum class Export { Curves, ParallelCoordinates, ResultsCsv, Report };

    CompareExporter(Views views, QObject *parent);
    ~CompareExporter() override;

    Result<void> exportCurves(const QString &path) const;
    Result<void> exportParallelCoordinates(const QString &path) const;
    Result<void> exportResultsCsv(const QString &path) const;
    Result<void> exportReport(const QString &path) const;
    // Paints now, writes on the pool; exportWritten() reports it.
    void exportInBackground(Export what, const QString &path);
    // Inline SVG plots of every metric, the results table, the config diff, tags and notes;
    // written on the pool; htmlReportWritten() reports it.
    void exportHtmlReport(const QString &path);

Q_SIGNALS:
    // Progress and outcome, for the panel's message banner.
    void message(const QString &text, bool error);
    // `error` is empty when every file was written.
    void exportWritten(const QString &path, const QString &error);
    void htmlReportWritten(const QString &path, const QString &error);

private:
    // Each export's files, painted and not yet written.
    Result<QList<ExportFile>> render(Export what, const QString &path) const;
    Result<ExportFile> renderCurves(const QString &path) const;
    Result<QList<ExportFile>> renderReport(const QString &path) const;

    Views m_views;
    TaskGroup m_tasks;
};

} // namespace twb
