// ComparePanel's shareable HTML report: what the panel shows (its runs, colours, names,
// metric, smoothing and results) handed to core's HtmlReport, which writes it on the pool.
#include "widgets/compare/compare_panel.h"

#include "core/ablation/html_report.h"
#include "core/ablation/run_set.h"
#include "core/services/run_display_name.h"
#include "widgets/compare/compare_curves_view.h"
#include "widgets/compare/compare_runs_view.h"
#include "widgets/compare/config_diff_model.h"
#include "widgets/compare/results_table_model.h"
#include "widgets/compare/run_styler.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSlider>

using namespace Qt::StringLiterals;

namespace twb {

void ComparePanel::exportHtmlReport(const QString &path)
{
    if (!m_runs) {
        const QString error = tr("Open some runs first: there is nothing to report.");
        showMessage(error, true);
        Q_EMIT htmlReportWritten(path, error);
        return;
    }
    HtmlReport report;
    report.title = tr("Comparison of %n run(s)", nullptr, int(m_runs->runs().size()));
    QStringList experiments, ablations;
    const RunStyler styler(*m_runs, m_colorBy->currentData().toString());
    int index = 0;
    for (const RunSet::Run &run : m_runs->runs()) {
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
    const QStringList names = RunDisplayName::names(*m_runs);
    for (qsizetype i = 0; i < names.size(); ++i)
        report.names.insert(m_runs->runs()[size_t(i)].runId, names[i]);
    if (!experiments.isEmpty())
        report.facts << tr("Experiments: %1").arg(experiments.join(u", "_s));
    if (!ablations.isEmpty())
        report.facts << tr("Ablations: %1").arg(ablations.join(u", "_s));
    report.facts << tr("%n cell(s); keys that differ: %1", nullptr, m_results->rowCount())
                        .arg(m_diff->paths().isEmpty() ? tr("none") : m_diff->paths().join(u", "_s));
    for (const RunRecord &saved : m_runList->annotations())
        report.annotations.insert(saved.runId, {saved.tags, saved.notes});
    report.table = m_results->table();
    // The chosen metric first, then every other metric the runs logged.
    report.metrics << m_curves->metric();
    for (const QString &metric : m_runs->metrics())
        if (!report.metrics.contains(metric))
            report.metrics << metric;
    report.smoothing = m_smoothing->value() / 100.0;
    report.logY = m_logY->isChecked();

    showMessage(tr("Writing %1…").arg(path));
    m_tasks.run(
        this, [report = std::move(report), runs = m_runs, path] { return report.write(path, *runs); },
        [this, path](const Result<void> &written) {
            if (written) {
                showMessage(tr("Wrote %1: one file, opens in any browser.").arg(path));
                Q_EMIT htmlReportWritten(path, QString());
            } else {
                showMessage(written.error().message, true);
                Q_EMIT htmlReportWritten(path, written.error().message);
            }
        });
}

} // namespace twb
