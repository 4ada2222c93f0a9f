#include "widgets/monitor/attach_dialog.h"

#include "widgets/common/palette.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

AttachDialog::AttachDialog(const QStringList &machines, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Attach to a Running Job"));
    setObjectName(u"attachDialog"_s);
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Follow a job the workbench did not launch, on every worker of its machine, with the "
                                "same plots, health and alerts as a launched run. Detaching never touches the job."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_machine = new QComboBox(this);
    m_machine->setObjectName(u"machine"_s);
    m_machine->addItems(machines);
    m_machine->setCurrentIndex(machines.isEmpty() ? -1 : 0);
    form->addRow(tr("&Machine:"), m_machine);
    m_metrics = new QLineEdit(this);
    m_metrics->setObjectName(u"metrics"_s);
    m_metrics->setPlaceholderText(tr("e.g. ~/runs/job-7/metrics-{worker}.jsonl or ~/logs/*.log"));
    m_metrics->setToolTip(tr("The job's metrics file on every worker: a path or a glob (its newest match is followed); "
                             "~/ is the home folder, {worker} the worker's index"));
    form->addRow(tr("M&etrics path or glob:"), m_metrics);
    m_log = new QLineEdit(this);
    m_log->setObjectName(u"log"_s);
    m_log->setPlaceholderText(tr("optional: the job's log file on every worker"));
    form->addRow(tr("&Log path:"), m_log);
    m_format = new QComboBox(this);
    m_format->setObjectName(u"format"_s);
    m_format->addItem(tr("From the file name"), QString());
    m_format->addItem(tr("JSONL (one object per line)"), u"jsonl"_s);
    m_format->addItem(tr("MaxText log"), u"maxtext"_s);
    m_format->addItem(u"CSV"_s, u"csv"_s);
    m_format->addItem(tr("TensorBoard events"), u"tfevents"_s);
    form->addRow(tr("&Format:"), m_format);
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"name"_s);
    m_name->setPlaceholderText(tr("shown in the runs list"));
    form->addRow(tr("&Name:"), m_name);
    layout->addLayout(form);

    m_problem = new QLabel(this);
    m_problem->setObjectName(u"problem"_s);
    m_problem->setWordWrap(true);
    Palette::setTextRole(m_problem, Palette::Role::Error);
    m_problem->hide();
    layout->addWidget(m_problem);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_attach = buttons->addButton(tr("&Attach"), QDialogButtonBox::AcceptRole);
    m_attach->setObjectName(u"attach"_s);
    m_attach->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &AttachDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &AttachDialog::reject);
    // The problem was about what was typed: an edit makes it stale.
    for (QLineEdit *edit : {m_metrics, m_log, m_name})
        connect(edit, &QLineEdit::textEdited, m_problem, &QLabel::hide);
    resize(560, sizeHint().height());
}

AttachRequest AttachDialog::request() const
{
    return {m_machine->currentText(), m_metrics->text().trimmed(), m_log->text().trimmed(),
            m_format->currentData().toString(), m_name->text().trimmed()};
}

QString AttachDialog::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void AttachDialog::accept()
{
    if (m_busy)
        return;
    const AttachRequest attach = request();
    if (const QList<FieldProblem> problems = JobAttacher::validate(attach); !problems.isEmpty()) {
        showProblem(problems.first().field, problems.first().message);
        return;
    }
    m_problem->hide();
    setBusy(true);
    Q_EMIT attachRequested(attach);
}

void AttachDialog::attachFinished(const Result<RunRecord> &attached)
{
    setBusy(false);
    if (!attached) {
        showProblem(attached.error().where, attached.error().message);
        return;
    }
    QDialog::accept();
}

void AttachDialog::showProblem(const QString &field, const QString &message)
{
    m_problem->setText(message);
    m_problem->show();
    // To the field to fix (an error from the registry is about the machine).
    QWidget *editor = field == u"metrics"_s ? static_cast<QWidget *>(m_metrics)
                      : field == u"log"_s    ? static_cast<QWidget *>(m_log)
                      : field == u"format"_s ? static_cast<QWidget *>(m_format)
                      : field == u"name"_s   ? static_cast<QWidget *>(m_name)
                                             : static_cast<QWidget *>(m_machine);
    editor->setFocus(Qt::OtherFocusReason);
}

void AttachDialog::setBusy(bool busy)
{
    m_busy = busy;
    m_attach->setEnabled(!busy);
    m_attach->setText(busy ? tr("Attaching…") : tr("&Attach"));
}

} // namespace twb
