#pragma once

#include "core/registry/machine_entry.h"
#include "core/services/attention_bench_runner.h"
#include "widgets/common/background_task.h"

#include <QDialog>
#include <QHash>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace twb {

class WorkbenchSession;

// "Benchmark attention…" of the Experiments panel: the experiment's attention kernels timed
// on a chosen machine (AttentionBenchRunner off the GUI thread, recorded as a run), the rows
// in a table and the suggestion below it. A machine whose probe found no TPU is benchmarked on
// its CPU; its TPU is refused in the dialog, saying what the probe found. It changes nothing in the experiment; "Open in
// Monitor" asks for the run to be shown.
class AttentionBenchDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AttentionBenchDialog)

public:
    // `seqLen`: the experiment's train.seq_len, the lengths' starting value.
    AttentionBenchDialog(WorkbenchSession &session, QString experimentDir, qint64 seqLen, QWidget *parent = nullptr);

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
    // The CPU for a machine whose probe found no TPU; the TPU on it refused with what was found.
    void machineChosen();
    // Whether the chosen device can run on the chosen machine; shows the refusal when not.
    bool checkDevice();
    void showReport(const AttentionBenchReport &report);
    void fail(const QString &message);

    WorkbenchSession &m_session;
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
    QHash<QString, MachineEntry> m_entries;
    bool m_refusing = false;
    TaskGroup m_tasks;
    TaskHandle m_running;
};

} // namespace twb
