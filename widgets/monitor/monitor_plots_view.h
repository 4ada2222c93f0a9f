#pragma once

#include "core/util/error.h"
#include "core/metrics/series_key.h"

#include <QColor>
#include <QSet>
#include <QTimer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QMenu;
class QPushButton;
class QSlider;
class QToolButton;

namespace twb {

class LogView;
class MemoryFiguresView;
class PlotStack;
class RunFollower;
class RunProfile;
class SeriesStore;

// The Monitor's right column below the host strip: the plot controls (curve picker, smoothing,
// x-axis, log y, per-host or aggregate view, export), the run's memory figures, the stacked
// panes of the open run (MonitorPanes decides which) and each host's log under them. The panes
// follow the metrics that appear in the store and its compile markers the data, each coalesced
// into one update.
class MonitorPlotsView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitorPlotsView)

public:
    enum class ViewMode { PerHost, MeanMinMax, MeanStd };

    MonitorPlotsView(SeriesStore &store, RunFollower &follower, QWidget *parent = nullptr);
    ~MonitorPlotsView() override;

    // Builds the panes of a run with `hostCount` hosts; `title` heads its exports.
    void showRun(const QString &runId, int hostCount, const QString &title);
    // No run (another workspace): the panes stay until the next one.
    void clearRun() { m_run.clear(); }

    // The Export button's key goes on `panel` (active anywhere in it).
    void addShortcuts(QWidget *panel);

    PlotStack *plots() const { return m_plots; }
    LogView *logView() const { return m_log; }
    MemoryFiguresView *memoryFigures() const { return m_memory; }

    void setViewMode(ViewMode mode);
    ViewMode viewMode() const { return m_mode; }
    void setSmoothing(double weight);
    void setXAxis(XAxis axis);
    void setLogY(bool logarithmic);
    void setHiddenMetrics(const QSet<QString> &hidden);
    QStringList visibleMetrics() const;

    Result<void> exportPlots(const QString &path);
    // What the Export button does: the panes painted here, the file written on the pool, then
    // plotsExported().
    void exportPlotsInBackground(const QString &path);

Q_SIGNALS:
    // One colour per host in the per-host view (the host tiles carry the legend), else none.
    void hostColorsChanged(const QList<QColor> &colors);
    void plotsExported(const QString &path, bool ok);
    void statusChanged(const QString &message);

private:
    void buildControls();
    void rebuildPanes();
    void refreshMarkers();
    void updateCurvePicker();

    SeriesStore &m_store;
    RunFollower &m_follower;
    QToolButton *m_curves = nullptr;
    QMenu *m_curveMenu = nullptr;
    QSlider *m_smoothing = nullptr;
    QLabel *m_smoothingLabel = nullptr;
    QComboBox *m_axis = nullptr;
    QCheckBox *m_logY = nullptr;
    QComboBox *m_modeBox = nullptr;
    QPushButton *m_export = nullptr;
    MemoryFiguresView *m_memory = nullptr;
    PlotStack *m_plots = nullptr;
    LogView *m_log = nullptr;

    QString m_run;
    QString m_title;
    int m_hostCount = 1;
    QSet<QString> m_hidden;
    bool m_hiddenChosen = false;         // the user changed the picker: keep their choice
    QStringList m_paneMetrics;           // metrics the panes were built for
    const RunProfile *m_paneProfile = nullptr;   // the profile the panes were built with
    ViewMode m_mode = ViewMode::PerHost;
    QTimer m_paneTimer;                  // coalesces the store's seriesAdded into one rebuild
    QTimer m_markerTimer;                // coalesces the store's dataArrived into one marker update
};

} // namespace twb
