#include "widgets/experiments/port_script_dialog.h"

#include "widgets/common/code_view.h"
#include "widgets/common/message_banner.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

PortScriptDialog::PortScriptDialog(QWidget *parent, QString python, QString templatesRoot)
    : QDialog(parent), m_python(std::move(python)), m_templatesRoot(std::move(templatesRoot))
{
    setObjectName(u"portScriptDialog"_s);
    setWindowTitle(tr("Port a PyTorch script to PyTorch/XLA"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner = new MessageBanner(this);
    m_changes = new QTreeWidget(this);
    m_changes->setObjectName(u"portChanges"_s);
    m_changes->setRootIsDecorated(false);
    m_changes->setHeaderLabels({tr("Line"), tr("Change"), tr("Before"), tr("After")});
    m_changes->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_diff = new CodeView(this);
    m_diff->setObjectName(u"portDiff"_s);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_changes);
    splitter->addWidget(m_diff);
    splitter->setStretchFactor(1, 3);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    //: Writes the ported script over the file (the original is kept as FILE.bak)
    m_write = m_buttons->addButton(tr("Write"), QDialogButtonBox::AcceptRole);
    m_write->setObjectName(u"portWrite"_s);
    m_write->setEnabled(false);
    connect(m_write, &QPushButton::clicked, this, &PortScriptDialog::writePort);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_banner);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_buttons);
    resize(900, 640);
}

QString PortScriptDialog::summaryText() const
{
    return m_summary->text();
}

void PortScriptDialog::portFile(const QString &path)
{
    m_path = path;
    m_port.reset();
    m_error.clear();
    m_write->setEnabled(false);
    m_changes->clear();
    m_diff->clear();
    m_banner->clear();
    m_summary->setText(tr("Porting %1 …").arg(QDir::toNativeSeparators(path)));
    m_tasks.cancelAll();
    m_tasks.run(this,
                [path, python = m_python, root = m_templatesRoot] { return TorchXlaPorter(python, root).portFile(path); },
                [this](Result<TorchXlaPorter::Port> port) { showPort(std::move(port)); });
}

void PortScriptDialog::showError(const QString &message)
{
    m_error = message;
    m_banner->showError(message);
    Q_EMIT failed(message);
}

void PortScriptDialog::showPort(Result<TorchXlaPorter::Port> port)
{
    const QString name = QDir::toNativeSeparators(m_path);
    if (!port || port->refused()) {
        m_summary->setText(tr("%1 was not ported.").arg(name));
        showError(port ? port->refusal : port.error().message);
        return;
    }
    m_port = std::move(*port);
    for (const auto &c : m_port->changes) {
        auto *item = new QTreeWidgetItem(m_changes, {QString::number(c.line), TorchXlaPorter::kindLabel(c.kind),
                                                     c.before.simplified(), c.after.simplified()});
        item->setToolTip(2, c.before);
        item->setToolTip(3, c.after);
    }
    for (const auto &n : m_port->notes) {
        //: A change list row for code the port left as it was (the text says why, in English)
        auto *item = new QTreeWidgetItem(m_changes, {QString::number(n.line), tr("not rewritten"), n.text, QString()});
        item->setToolTip(2, n.text);
    }
    m_diff->showDiff(m_port->diff);

    QString lint;
    if (m_port->clean())
        lint = m_port->pyflakesRan ? tr("It lints clean (torch_xla API linter and pyflakes).")
                                   : tr("It lints clean (torch_xla API linter; pyflakes is not installed).");
    else
        lint = tr("It does not lint clean: %n finding(s), shown below.", nullptr,
                  int(m_port->lint.size() + m_port->pyflakes.size()));
    const QString fileName = QFileInfo(m_path).fileName();
    m_summary->setText(tr("%1: %n change(s). Nothing is written until you press Write; the original is then kept as "
                          "%2.",
                          nullptr, int(m_port->changes.size()))
                           .arg(fileName, QFileInfo(TorchXlaPorter::backupPath(m_path)).fileName())
                       + u'\n' + lint);
    m_summary->setToolTip(name);
    if (!m_port->clean()) {
        QStringList findings;
        for (const auto &f : m_port->lint)
            findings << tr("line %1: [%2] %3").arg(f.line).arg(f.rule, f.message);
        findings << m_port->pyflakes;
        m_banner->showWarning(findings.join(u'\n'));
    } else if (!m_port->notes.isEmpty()) {
        m_banner->showInfo(tr("%n place(s) could not be ported safely; they are listed as \"not rewritten\".", nullptr,
                              int(m_port->notes.size())));
    }
    m_write->setEnabled(m_port->clean());
    Q_EMIT ported();
}

void PortScriptDialog::writePort()
{
    if (!m_port)
        return;
    m_write->setEnabled(false);
    m_tasks.run(this, [port = *m_port] { return TorchXlaPorter::write(port); },
                [this](Result<QString> backup) {
                    if (!backup) {
                        showError(backup.error().message);
                        m_write->setEnabled(true);
                        return;
                    }
                    Q_EMIT written(m_path, *backup);
                    accept();
                });
}

} // namespace twb
