#pragma once

#include "core/services/job_attacher.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace twb {

// "Attach to a running job": asks which machine a job the workbench did not launch runs on,
// where its metrics (a path or a glob, {worker} for the worker's index) and its log are on
// every worker, their format and a name for the run. Attach checks the fields
// (JobAttacher::validate) and, when they are right, emits attachRequested and waits, open, for
// attachFinished: an error (an unknown machine, an untrusted python) is shown in the dialog
// and the fields stay as typed; a success closes it.
class AttachDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AttachDialog)

public:
    explicit AttachDialog(const QStringList &machines, QWidget *parent = nullptr);

    AttachRequest request() const;
    // The problem shown (empty: none).
    QString problem() const;

    // The answer to attachRequested.
    void attachFinished(const Result<RunRecord> &attached);

public Q_SLOTS:
    void accept() override;

Q_SIGNALS:
    void attachRequested(const AttachRequest &request);

private:
    void showProblem(const QString &field, const QString &message);
    void setBusy(bool busy);

    QComboBox *m_machine = nullptr;
    QLineEdit *m_metrics = nullptr;
    QLineEdit *m_log = nullptr;
    QComboBox *m_format = nullptr;
    QLineEdit *m_name = nullptr;
    QLabel *m_problem = nullptr;
    QPushButton *m_attach = nullptr;
    bool m_busy = false;
};

} // namespace twb
