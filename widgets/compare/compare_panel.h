#pragma once

#include "core/ablation/kernel_ab_comparison.h"

#include "widgets/common/background_task.h"

#include <QWidget>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class QTabWidget;

namespace twb {

class WorkbenchSession;
class CompareCurvesView;
class CompareExporter;
class CompareRunsView;
class ConfigDiffModel;
class MessageBanner;
class ParallelCoordinatesView;
class ResultsTableModel;
class RunSet;
struct RunAnnotation;

// Compare: the visual diff of any set of runs (an ablation's, or picked by hand), with no cap
// on their number. One page: overlaid curves (coloured by a config value, dashed by seed, or
// each cell's mean with a band over seeds; smoothing, x axis and log y as in the monitor) next
// to parallel coordinates of variables -> metric; below, the results table (metric at the
// end, best or at a step; mean, std, 95% CI over seeds; delta to the baseline; sortable by
// the smoothed metric) and the config diff (only differing keys). Exports through its
// CompareExporter. Runs are read on the pool.
class ComparePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComparePanel)

public:
    explicit ComparePanel(WorkbenchSession &session, QWidget *parent = nullptr);
    ~ComparePanel() override;

    // Reads the runs' folders (pool thread) and shows them; loaded() tells when.
    void openRuns(const QStringList &runDirs);
    // All launched runs of an ablation, with its metric and baseline.
    void openAblation(const QString &ablationFile);
    // Every run of the workspace.
    void openAllRuns();

    std::shared_ptr<const RunSet> runSet() const { return m_runs; }
    CompareCurvesView *curves() const { return m_curves; }
    ParallelCoordinatesView *parallelCoordinates() const { return m_parallel; }
    ResultsTableModel *results() const { return m_results; }
    QTableView *resultsView() const { return m_resultsView; }
    ConfigDiffModel *configDiff() const { return m_diff; }
    // The compared runs with their tags and notes, filterable.
    CompareRunsView *runList() const { return m_runList; }
    QComboBox *metricBox() const { return m_metric; }
    QComboBox *colorByBox() const { return m_colorBy; }
    QComboBox *modeBox() const { return m_mode; }
    // The kernel A/B's verdict (KernelAbComparison), hidden when the runs are not one.
    QLabel *kernelAbLabel() const { return m_kernelAb; }

    void setMetric(const QString &metric);
    void setColorBy(const QString &path);

    // The Export menu's work: pictures, CSV, Markdown and HTML reports of what is shown.
    CompareExporter *exporter() const { return m_exporter; }

Q_SIGNALS:
    void loaded(int runs);
    void message(const QString &text);

protected:
    void showEvent(QShowEvent *event) override;
    // View > Theme: the parallel coordinates get the cells' colours picked for the new palette.
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void openDefault();
    void showRunSet(std::shared_ptr<const RunSet> runs, const std::optional<KernelAbComparison> &kernelAb);
    void updateMetric();
    void updateBaselineChoices();
    void updateParallel();
    void showMessage(const QString &text, bool error = false);
    // The splitter's lower part does not ask its label for height-for-width: the kernel A/B
    // verdict gets the lines its text wraps to at the panel's width.
    void fitKernelAbHeight();
    void annotate(const QString &runsDir, const QString &runId, const RunAnnotation &annotation);

    WorkbenchSession &m_session;
    std::shared_ptr<const RunSet> m_runs;
    bool m_requested = false;   // something was opened: no default any more
    bool m_autoOpening = false;
    QString m_pendingBaseline;
    QString m_pendingMetric;
    CompareCurvesView *m_curves = nullptr;
    ParallelCoordinatesView *m_parallel = nullptr;
    ResultsTableModel *m_results = nullptr;
    QSortFilterProxyModel *m_resultsProxy = nullptr;
    QTableView *m_resultsView = nullptr;
    ConfigDiffModel *m_diff = nullptr;
    QTableView *m_diffView = nullptr;
    QTabWidget *m_tabs = nullptr;
    CompareRunsView *m_runList = nullptr;
    QComboBox *m_metric = nullptr;
    QComboBox *m_colorBy = nullptr;
    QComboBox *m_mode = nullptr;
    QComboBox *m_xAxis = nullptr;
    QCheckBox *m_logY = nullptr;
    QSlider *m_smoothing = nullptr;
    QLabel *m_smoothingLabel = nullptr;
    QComboBox *m_at = nullptr;
    QSpinBox *m_atStep = nullptr;
    QComboBox *m_goal = nullptr;
    QComboBox *m_baseline = nullptr;
    MessageBanner *m_message = nullptr;
    QLabel *m_kernelAb = nullptr; // a kernel A/B's verdict, hidden otherwise
    CompareExporter *m_exporter = nullptr;
    bool m_updating = false;
    TaskGroup m_tasks;
    TaskHandle m_load; // the newest open request
};

} // namespace twb
