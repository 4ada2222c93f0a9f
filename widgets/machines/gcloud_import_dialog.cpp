#include "widgets/machines/gcloud_import_dialog.h"

#include <QCheckBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {

GcloudImportDialog::GcloudImportDialog(GcloudResolver resolver, const QStringList &existing, bool internalIpDefault,
                                       QWidget *parent)
    : QDialog(parent), m_resolver(std::move(resolver)), m_existing(existing)
{
    setObjectName(u"gcloudImport"_s);
    setWindowTitle(tr("Import from gcloud"));
    m_zone = new QLineEdit(this);
    m_zone->setObjectName(u"zone"_s);
    m_zone->setPlaceholderText(tr("e.g. us-central2-b"));
    m_project = new QLineEdit(this);
    m_project->setObjectName(u"project"_s);
    m_project->setPlaceholderText(tr("your Google Cloud project"));
    m_listButton = new QPushButton(tr("List TPU VMs"), this);
    m_listButton->setObjectName(u"list"_s);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(u"tpus"_s);
    m_list->setRootIsDecorated(false);
    m_list->setHeaderLabels({tr("Name"), tr("Accelerator"), tr("State"), tr("Queued resource"), tr("Workers")});
    m_list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_internalIp = new QCheckBox(tr("Connect to internal addresses (from inside the VPC)"), this);
    m_internalIp->setObjectName(u"internalIp"_s);
    m_internalIp->setChecked(internalIpDefault);
    m_status = new QLabel(tr("Give a zone and a project and press List: gcloud (its login and key) finds the TPU VMs."), this);
    m_status->setObjectName(u"status"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add checked"));

    auto *form = new QFormLayout;
    form->addRow(tr("Zone:"), m_zone);
    auto *projectRow = new QHBoxLayout;
    projectRow->addWidget(m_project, 1);
    projectRow->addWidget(m_listButton);
    form->addRow(tr("Project:"), projectRow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_internalIp);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    connect(m_listButton, &QPushButton::clicked, this, &GcloudImportDialog::list);
    connect(m_zone, &QLineEdit::returnPressed, this, &GcloudImportDialog::list);
    connect(m_project, &QLineEdit::returnPressed, this, &GcloudImportDialog::list);
    connect(m_list, &QTreeWidget::itemChanged, this, &GcloudImportDialog::updateOk);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateOk();
    resize(720, 420);
}

void GcloudImportDialog::list()
{
    const QString zone = m_zone->text().trimmed();
    const QString project = m_project->text().trimmed();
    if (zone.isEmpty() || project.isEmpty()) {
        m_status->setText(tr("Give both the zone and the project."));
        return;
    }
    m_listButton->setEnabled(false);
    m_status->setText(tr("Asking gcloud about %1 in %2...").arg(project, zone));
    m_tasks.run(
        this,
        [resolver = m_resolver, zone, project]() -> Result<QList<GcloudTpu>> {
            auto nodes = resolver.list(zone, project);
            if (!nodes)
                return nodes;
            auto queued = resolver.listQueuedResources(zone, project);
            if (!queued)
                return queued;
            // A provisioned queued resource's node is listed once, as the TPU VM.
            QList<GcloudTpu> all = *nodes;
            for (const GcloudTpu &q : *queued) {
                auto same = std::find_if(all.begin(), all.end(), [&](const GcloudTpu &t) { return t.name == q.name; });
                if (same != all.end())
                    same->queuedResource = q.queuedResource;
                else
                    all << q;
            }
            return all;
        },
        [this](const Result<QList<GcloudTpu>> &found) { showList(found); });
}

void GcloudImportDialog::showList(const Result<QList<GcloudTpu>> &found)
{
    m_listButton->setEnabled(true);
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    m_found.clear();
    if (!found) {
        m_status->setText(found.error().message);
        updateOk();
        Q_EMIT listed(false);
        return;
    }
    m_found = *found;
    for (const GcloudTpu &tpu : m_found) {
        QStringList workers;
        for (const GcloudWorker &w : tpu.workers)
            workers << (w.externalIp.isEmpty() ? w.internalIp : u"%1 / %2"_s.arg(w.internalIp, w.externalIp));
        auto *item = new QTreeWidgetItem(m_list, {tpu.name, tpu.acceleratorType, tpu.state, tpu.queuedResource,
                                                  workers.join(u", "_s)});
        const bool present = m_existing.contains(tpu.name);
        item->setCheckState(0, present ? Qt::Unchecked : Qt::Checked);
        if (present)
            item->setToolTip(0, tr("Already in the registry: adding it again updates it."));
    }
    m_status->setText(m_found.isEmpty() ? tr("gcloud lists no TPU VMs or queued resources in %1 of %2.")
                                              .arg(m_zone->text().trimmed(), m_project->text().trimmed())
                                        : tr("%n TPU VM(s) and queued resource(s) found.", nullptr, int(m_found.size())));
    updateOk();
    Q_EMIT listed(true);
}

std::vector<MachineEntry> GcloudImportDialog::entries() const
{
    std::vector<MachineEntry> out;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const GcloudAddresses addresses = m_internalIp->isChecked() ? GcloudAddresses::Internal : GcloudAddresses::External;
    for (int i = 0; i < m_list->topLevelItemCount() && i < m_found.size(); ++i)
        if (m_list->topLevelItem(i)->checkState(0) == Qt::Checked)
            out.push_back(gcloudEntry(m_found[i], addresses, now));
    return out;
}

QString GcloudImportDialog::statusText() const
{
    return m_status->text();
}

void GcloudImportDialog::updateOk()
{
    bool any = false;
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        any = any || m_list->topLevelItem(i)->checkState(0) == Qt::Checked;
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(any);
}

} // namespace twb
