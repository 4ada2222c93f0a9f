#pragma once

#include "core/runs/profile_capture.h"

#include <QWidget>

class QComboBox;
class QCustomPlot;
class QLabel;
class QPushButton;
class QTableWidget;

namespace twb {

// "Why is it slow?": a profile capture of a run (ProfileCapture). Per host, the mean traced
// step as a stacked bar (compute, collective, data loading, host overhead, idle) with the step
// time train.py measured; the top operators by self time of the chosen host (with their XLA
// category and the trace's notes for an XPlane trace); the timeline of
// one step per host (its median step, spans coloured by kind). "Open in TensorBoard" and "Open
// in Perfetto" appear only when those tools are on PATH.
class ProfileView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProfileView)

public:
    explicit ProfileView(QWidget *parent = nullptr);

    void setCapture(const ProfileCapture &capture);
    // While a capture is taken, or why there is none.
    void setMessage(const QString &message);

    QLabel *summary() const { return m_summary; }
    QCustomPlot *breakdownPlot() const { return m_breakdown; }
    QCustomPlot *timelinePlot() const { return m_timeline; }
    QTableWidget *operators() const { return m_operators; }
    // What the chosen host's figures mean where the trace does not say everything
    // (ProfileSummary::notes: an XPlane trace of torch_xla's CPU runtime, say).
    QLabel *notes() const { return m_notes; }
    // XPlane traces: the chosen host's XLA operation time per category (ProfileSummary::categories).
    QLabel *categoryTotals() const { return m_categories; }
    QComboBox *hostChoice() const { return m_host; }
    QPushButton *tensorBoardButton() const { return m_tensorBoard; }
    QPushButton *perfettoButton() const { return m_perfetto; }

    // The viewers found on PATH ("tensorboard", "trace_processor"); empty when absent.
    static QString tensorBoardProgram();
    static QString perfettoProgram();
    // The operator table's columns; Category is shown only for XLA operations (XPlane traces).
    enum Column { OperatorColumn, CategoryColumn, KindColumn, CallsColumn, SelfColumn, TotalColumn, ShareColumn };
    // An XLA operation's category ("fusion", "dot", ..., XPlaneReader::category), translated.
    static QString categoryLabel(const QString &category);

Q_SIGNALS:
    // A viewer was started (program and arguments), for the panel's status line.
    void viewerStarted(const QString &description);

private:
    void showOperators(int host);
    void drawBreakdown();
    void drawTimeline();
    void openInTensorBoard();
    void openInPerfetto();

    ProfileCapture m_capture;
    QLabel *m_summary = nullptr;
    QCustomPlot *m_breakdown = nullptr;
    QCustomPlot *m_timeline = nullptr;
    QComboBox *m_host = nullptr;
    QTableWidget *m_operators = nullptr;
    QLabel *m_notes = nullptr;
    QLabel *m_categories = nullptr;
    QPushButton *m_tensorBoard = nullptr;
    QPushButton *m_perfetto = nullptr;
};

} // namespace twb
