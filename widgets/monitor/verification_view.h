#pragma once

#include "core/runs/run_verification.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace twb {

// The Monitor's checklist for the open run (RunVerifier): one row per check with its outcome
// (pass, fail, not applicable) and its evidence in the tooltip and, for the current row, below
// the list. "Verify" asks for a new verification; the panel answers through setVerification.
class VerificationView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VerificationView)

public:
    explicit VerificationView(QWidget *parent = nullptr);

    void setVerification(const RunVerification &verification);
    // While a verification runs, or why there is none ("Checking…", an error).
    void setMessage(const QString &message);
    void clear();

    QListWidget *list() const { return m_list; }
    QLabel *summary() const { return m_summary; }
    QLabel *evidence() const { return m_evidence; }
    QPushButton *verifyButton() const { return m_verify; }

Q_SIGNALS:
    void verifyRequested();

private:
    void showEvidence();

    QLabel *m_summary = nullptr;
    QPushButton *m_verify = nullptr;
    QListWidget *m_list = nullptr;
    QLabel *m_evidence = nullptr;
};

} // namespace twb
