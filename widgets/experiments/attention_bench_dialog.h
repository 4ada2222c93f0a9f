#pragma once

#include "core/services/attention_bench_runner.h"
#include "widgets/common/background_task.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace twb {

class AppContext;

// "Benchmark attention…" of the Experiments panel: the experiment's attention kernels timed
// on a chosen machine (AttentionBenchRunner off the GUI thread, recorded as a run), the rows
// in a table and the suggestion below it. It changes nothing in the experiment; "Open in
// Monitor" asks for the run to be shown.
class AttentionBenchDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AttentionBenchDialog)

public:
    // `seqLen`: the experiment's train.seq_len, the lengths' starting value.
    AttentionBenchDialog(AppContext &context, QString experimentDir, qint64 seqLen, QWidget *parent = nullptr);

    QComboBox *machineBox() const { return m_machine; }
    QComboBox *deviceBox() const { return m_device; }
    QLineEdit *seqLensEdit() const { return m_seqLens; }
    QSpinBox *repeatsBox() const { return m_repeats; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *openButton() const { return m_open; }
    QTableWidget *results() const { return m_table; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *recommendationLabel() const { return m_recommendation; }
    QString runId() const { return m_runId; }

    // Starts the benchmark with the fields as they are (the Run button).
    void start();

Q_SIGNALS:
    void machinesLoaded();
    void benchmarkFinished(bool ok);
    void openRunRequested(const QString &runId);

private:
    void showReport(const AttentionBenchReport &report);
    void fail(const QString &message);

    AppContext &m_context;
    QString m_experimentDir;
    QComboBox *m_machine = nullptr;
    QComboBox *m_device = nullptr;
    QLineEdit *m_seqLens = nullptr;
    QSpinBox *m_batch = nullptr;
    QSpinBox *m_repeats = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_open = nullptr;
    QLabel *m_status = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_recommendation = nullptr;
    QString m_runId;
    TaskGroup m_tasks;
    TaskHandle m_running;
};

} // namespace twb
