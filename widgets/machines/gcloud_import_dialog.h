#pragma once

#include "core/registry/gcloud_tpu.h"
#include "core/registry/machine_entry.h"
#include "core/remote/gcloud_resolver.h"
#include "widgets/common/background_task.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace twb {

// "Import from gcloud": lists a zone's TPU VMs and queued resources with the user's gcloud (off
// the GUI thread) and returns the checked ones as registry entries in MaxKernel's shape, with
// their resolution cached (docs/formats.md 1.3a).
class GcloudImportDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GcloudImportDialog)

public:
    // `existing`: names already in the registry (shown, and unchecked by default).
    GcloudImportDialog(GcloudResolver resolver, const QStringList &existing, bool internalIpDefault,
                       QWidget *parent = nullptr);

    // Asks gcloud for the zone and project in the fields.
    void list();
    bool isListing() const { return m_tasks.isBusy(); }
    // The checked TPU VMs as entries.
    std::vector<MachineEntry> entries() const;
    QString statusText() const;

Q_SIGNALS:
    void listed(bool ok);

private:
    void showList(const Result<QList<GcloudTpu>> &found);
    void updateOk();

    GcloudResolver m_resolver;
    QStringList m_existing;
    QLineEdit *m_zone = nullptr;
    QLineEdit *m_project = nullptr;
    QPushButton *m_listButton = nullptr;
    QTreeWidget *m_list = nullptr;
    QCheckBox *m_internalIp = nullptr;
    QLabel *m_status = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QList<GcloudTpu> m_found;
    TaskGroup m_tasks;
};

} // namespace twb
