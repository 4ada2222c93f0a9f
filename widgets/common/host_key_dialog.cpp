#include "widgets/common/host_key_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

HostKeyDialog::HostKeyDialog(QWidget *parent) : QDialog(parent)
{
    setObjectName(u"hostKeyQuestion"_s);
    setWindowTitle(tr("Unknown host keys"));
    m_heading = new QLabel(this);
    m_heading->setObjectName(u"hostKeyHeading"_s);
    m_heading->setWordWrap(true);
    m_heading->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_hosts = new QTreeWidget(this);
    m_hosts->setObjectName(u"hostKeys"_s);
    m_hosts->setRootIsDecorated(false);
    m_hosts->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_hosts->setHeaderLabels({tr("Host"), tr("Port"), tr("Key type"), tr("Fingerprint")});
    m_hosts->header()->setStretchLastSection(true);
    m_hosts->setAccessibleName(tr("Hosts and their key fingerprints"));
    m_hosts->setSortingEnabled(true);
    m_hosts->sortByColumn(0, Qt::AscendingOrder);

    auto *advice = new QLabel(tr("Compare each fingerprint with the one your administrator or `gcloud compute tpus "
                                 "tpu-vm get-guest-attributes` shows. Trusted keys are saved and not asked about "
                                 "again. A key that differs from a saved one is always refused, never asked about."),
                              this);
    advice->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *trust = buttons->addButton(tr("Trust and connect"), QDialogButtonBox::AcceptRole);
    trust->setObjectName(u"trustHostKeys"_s);
    QPushButton *refuse = buttons->addButton(tr("Refuse"), QDialogButtonBox::RejectRole);
    refuse->setObjectName(u"refuseHostKeys"_s);
    refuse->setDefault(true);
    refuse->setAutoDefault(true);
    trust->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *icon = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(size, size));
    auto *top = new QHBoxLayout;
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addWidget(m_heading, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_hosts, 1);
    layout->addWidget(advice);
    layout->addWidget(buttons);
    resize(760, 360);
}

void HostKeyDialog::addQuestions(const QList<HostKeyQuestion> &questions)
{
    for (const HostKeyQuestion &question : questions) {
        bool listed = false;
        for (int row = 0; row < m_hosts->topLevelItemCount() && !listed; ++row) {
            const QTreeWidgetItem *item = m_hosts->topLevelItem(row);
            listed = item->text(0) == question.host && item->text(1) == QString::number(question.port)
                     && item->text(3) == question.fingerprint;
        }
        if (listed)
            continue;
        new QTreeWidgetItem(m_hosts, {question.host, QString::number(question.port), question.keyType, question.fingerprint});
        if (!m_knownHostsFiles.contains(question.knownHostsPath))
            m_knownHostsFiles << question.knownHostsPath;
    }
    for (int column = 0; column < 3; ++column)
        m_hosts->resizeColumnToContents(column);
    updateHeading();
}

int HostKeyDialog::hostCount() const
{
    return m_hosts->topLevelItemCount();
}

void HostKeyDialog::updateHeading()
{
    m_heading->setText(tr("%n host(s) offer a key that %1 does not record. Connect to them and remember their keys?",
                          nullptr, hostCount())
                           .arg(m_knownHostsFiles.join(u", "_s)));
}

QString HostKeyDialog::text() const
{
    QStringList lines{m_heading->text()};
    for (int row = 0; row < m_hosts->topLevelItemCount(); ++row) {
        const QTreeWidgetItem *item = m_hosts->topLevelItem(row);
        lines << u"%1:%2 %3 %4"_s.arg(item->text(0), item->text(1), item->text(2), item->text(3));
    }
    return lines.join(u'\n');
}

} // namespace twb
