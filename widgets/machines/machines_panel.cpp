#include "widgets/machines/machines_panel.h"

#include "core/registry/registry.h"
#include "core/util/log.h"
#include "core/services/workbench_session.h"
#include "widgets/common/host_key_prompter.h"
#include "widgets/common/message_banner.h"
#include "widgets/common/palette.h"
#include "widgets/machines/gcloud_import_dialog.h"
#include "widgets/machines/machine_dialog.h"
#include "widgets/machines/machine_table_model.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QToolBar>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

MachinesPanel::MachinesPanel(WorkbenchSession &session, QWidget *parent)
    : QWidget(parent), m_session(session), m_model(new MachineTableModel(this)), m_prompter(new HostKeyPrompter(this))
{
    setObjectName(u"machines"_s);

    m_toolbar = new QToolBar(this);
    m_addAction = m_toolbar->addAction(tr("Add..."), this, &MachinesPanel::addMachine);
    m_editAction = m_toolbar->addAction(tr("Edit..."), this, &MachinesPanel::editSelected);
    m_removeAction = m_toolbar->addAction(tr("Remove"), this, &MachinesPanel::removeSelected);
    QAction *importAction = m_toolbar->addAction(tr("Import from gcloud..."), this, &MachinesPanel::importFromGcloud);
    importAction->setObjectName(u"importGcloud"_s);
    importAction->setToolTip(tr("Add TPU VMs and queued resources your gcloud lists in a zone"));
    m_addAction->setObjectName(u"addMachine"_s);
    m_editAction->setObjectName(u"editMachine"_s);
    m_removeAction->setObjectName(u"removeMachine"_s);
    m_toolbar->addSeparator();
    //: toolbar action (a verb): ask each host which TPU devices it has
    m_probeAction = m_toolbar->addAction(tr("Probe"), this, &MachinesPanel::probeSelected);
    m_probeAction->setToolTip(tr("Find the devices of every host and save the verified spec"));
    m_testAction = m_toolbar->addAction(tr("Test connection"), this, &MachinesPanel::testSelected);
    m_toolbar->addSeparator();
    m_toolbar->addAction(tr("Reload"), this, &MachinesPanel::reload);

    m_error = new MessageBanner(this);
    m_error->setObjectName(u"registryError"_s);

    m_table = new QTableView(this);
    m_table->setObjectName(u"machineTable"_s);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_table, &QTableView::doubleClicked, this, &MachinesPanel::editSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MachinesPanel::updateActions);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MachinesPanel::showSelectedMachine);

    auto *results = new QWidget(this);
    m_resultTitle = new QLabel(tr("Select a machine and press Probe or Test connection."), results);
    m_resultTitle->setObjectName(u"hostResultsTitle"_s);
    m_hostResults = new QTreeWidget(results);
    m_hostResults->setObjectName(u"hostResults"_s);
    m_hostResults->setRootIsDecorated(false);
    m_hostResults->setHeaderLabels({tr("Worker"), tr("Host"), tr("Result"), tr("Latency"), tr("Details")});
    m_hostResults->header()->setStretchLastSection(true);
    m_details = new QPlainTextEdit(this);
    m_details->setObjectName(u"hostDetails"_s);
    m_details->setReadOnly(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_details->setMaximumHeight(7 * m_details->fontMetrics().lineSpacing());
    m_detailsRow = new QWidget(results);
    auto *copy = new QPushButton(tr("Copy"), m_detailsRow);
    copy->setObjectName(u"copyHostDetails"_s);
    copy->setToolTip(tr("Copy the full text of the hosts' errors"));
    connect(copy, &QPushButton::clicked, this, [this] {
        if (auto *clipboard = QApplication::clipboard())
            clipboard->setText(m_details->textCursor().hasSelection() ? m_details->textCursor().selectedText()
                                                                      : m_details->toPlainText());
    });
    // A host's row: its own full text.
    connect(m_hostResults, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && !item->data(4, Qt::UserRole).toString().isEmpty())
            m_details->setPlainText(item->data(4, Qt::UserRole).toString());
    });
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(m_resultTitle);
    resultsLayout->addWidget(m_hostResults, 1);
    auto *detailsRow = new QHBoxLayout(m_detailsRow);
    detailsRow->setContentsMargins(0, 0, 0, 0);
    detailsRow->addWidget(m_details, 1);
    detailsRow->addWidget(copy, 0, Qt::AlignTop);
    resultsLayout->addWidget(m_detailsRow);
    m_detailsRow->hide();

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(results);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_toolbar);
    layout->addWidget(m_error);
    layout->addWidget(splitter);

    connect(&m_session, &WorkbenchSession::workspaceChanged, this, &MachinesPanel::reload);
    connect(&m_tasks, &TaskGroup::busyChanged, this, [this](bool busy) {
        updateActions();
        Q_EMIT busyChanged(busy);
    });
    updateActions();
    reload();
}

MachinesPanel::~MachinesPanel() = default;

QString MachinesPanel::errorText() const
{
    return m_error->text();
}

void MachinesPanel::reload()
{
    const QString path = m_session.registryPath();
    m_tasks.run(this, [path] { return Registry::load(path); }, [this, path](const Result<Registry> &loaded) {
        if (!loaded) {
            // The file is left as it is; writes stay disabled until it reads again.
            m_registryReadable = false;
            showError(tr("%1\nThe Machines panel will not write to this file until it reads correctly; fix it "
                         "and press Reload.")
                          .arg(loaded.error().message));
            m_model->setEntries({});
        } else {
            m_registryReadable = true;
            m_error->clear();
            // The file is what counts now (a check from another process may be newer); the
            // machine selected stays selected.
            m_lastReports.clear();
            const QString selected = selectedEntry() ? selectedEntry()->name() : QString();
            m_model->setEntries(loaded->entries());
            if (!selectMachine(selected) && m_model->rowCount() > 0)
                m_table->selectRow(0);
        }
        updateActions();
        Q_EMIT reloaded();
    });
}

void MachinesPanel::showError(const QString &message)
{
    m_error->showError(message);
    log::error(message);
}

const MachineEntry *MachinesPanel::selectedEntry() const
{
    const auto rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? nullptr : m_model->entryAt(rows.first().row());
}

bool MachinesPanel::selectMachine(const QString &name)
{
    const int row = m_model->rowOf(name);
    if (row < 0)
        return false;
    m_table->selectRow(row);
    return true;
}

void MachinesPanel::updateActions()
{
    const MachineEntry *entry = selectedEntry();
    m_addAction->setEnabled(m_registryReadable);
    m_editAction->setEnabled(m_registryReadable && entry);
    m_removeAction->setEnabled(m_registryReadable && entry);
    m_probeAction->setEnabled(m_registryReadable && entry);
    m_testAction->setEnabled(entry != nullptr);
}

MachineRegistryService MachinesPanel::registryService() const
{
    return m_session.machineRegistry(m_prompter->policy(), m_prompter->passphraseCallback());
}

void MachinesPanel::writeRegistry(std::function<Result<Registry>()> change, const QString &successMessage,
                                  const QString &probeAfter, const QString &selectAfter)
{
    m_tasks.run(this, std::move(change), [this, successMessage, probeAfter, selectAfter](const Result<Registry> &written) {
        if (!written) {
            showError(written.error().message);
            return;
        }
        log::info(successMessage);
        const QString selected = !selectAfter.isEmpty() ? selectAfter : selectedEntry() ? selectedEntry()->name() : QString();
        m_model->setEntries(written->entries());
        selectMachine(selected);
        m_session.notifyRegistryChanged();
        if (!probeAfter.isEmpty() && selectMachine(probeAfter))
            runCheck(probeAfter, MachineCheck::Probe);
    });
}

void MachinesPanel::addMachine()
{
    MachineEntry blank;
    blank.setMode(MachineEntry::Mode::Remote);
    MachineDialog dialog(blank, m_model->entries(), true, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const MachineEntry entry = dialog.entry();
    const MachineRegistryService service = registryService();
    // Saved first, then probed in the table (a machine not reachable yet is still added).
    writeRegistry([service, entry]() -> Result<Registry> {
        auto added = service.add(entry);
        if (!added)
            return fail(added.error());
        // Saved without a probe: the registry as written comes back with it.
        return added->registry ? std::move(*added->registry) : service.access().registry();
    }, tr("Machine %1 added.").arg(entry.name()), entry.name());
}

void MachinesPanel::importFromGcloud()
{
    if (!m_registryReadable)
        return;
    QStringList existing;
    for (const MachineEntry &entry : m_model->entries())
        existing << entry.name();
    const MachineRegistryService service = registryService();
    GcloudImportDialog dialog(service.access().gcloudResolver(), existing, service.access().profile().gcloudInternalIp, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::vector<MachineEntry> chosen = dialog.entries();
    if (chosen.empty())
        return;
    QStringList names;
    for (const MachineEntry &entry : chosen)
        names << entry.name();
    writeRegistry([service, chosen] { return service.importEntries(chosen); },
                  tr("Added from gcloud: %1.").arg(names.join(u", "_s)));
}

void MachinesPanel::editSelected()
{
    const MachineEntry *selected = selectedEntry();
    if (!selected || !m_registryReadable)
        return;
    std::vector<MachineEntry> others;
    for (const auto &entry : m_model->entries())
        if (entry.name() != selected->name())
            others.push_back(entry);
    const MachineEntry before = *selected;
    MachineDialog dialog(before, others, false, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString oldName = before.name();
    const MachineEntry edited = dialog.entry();
    m_lastReports.remove(oldName);
    m_hostResults->clear();
    setDetails({});
    m_resultTitle->setText(tr("%1 was edited: press Probe or Test connection to check it again.").arg(edited.name()));
    const MachineRegistryService service = registryService();
    writeRegistry([service, oldName, edited] { return service.edit(oldName, edited); },
                  tr("Machine %1 saved.").arg(edited.name()), {}, edited.name());
}

void MachinesPanel::removeSelected()
{
    const MachineEntry *selected = selectedEntry();
    if (!selected)
        return;
    const QString name = selected->name();
    const auto answer = QMessageBox::question(this, tr("Remove machine"),
                                              tr("Remove %1 from the registry? Runs and files on the machine are not touched.")
                                                  .arg(name));
    if (answer != QMessageBox::Yes)
        return;
    m_lastReports.remove(name);   // a machine added again under this name is not checked yet
    const MachineRegistryService service = registryService();
    writeRegistry([service, name] { return service.remove(name); }, tr("Machine %1 removed.").arg(name));
}

void MachinesPanel::probeSelected()
{
    if (const MachineEntry *entry = selectedEntry())
        runCheck(entry->name(), MachineCheck::Probe);
}

void MachinesPanel::testSelected()
{
    if (const MachineEntry *entry = selectedEntry())
        runCheck(entry->name(), MachineCheck::Connection);
}

void MachinesPanel::runCheck(const QString &name, MachineCheck check)
{
    const int row = m_model->rowOf(name);
    if (row < 0)
        return;
    const MachineEntry machine = *m_model->entryAt(row);
    m_model->setBusy(name, check == MachineCheck::Probe ? tr("probing...") : tr("connecting..."));
    const QString title = check == MachineCheck::Probe ? tr("Probing %1...").arg(name) : tr("Testing %1...").arg(name);
    m_running.insert(name, title);
    m_resultTitle->setText(title);
    m_hostResults->clear();
    setDetails({});
    const MachineRegistryService service = registryService();
    const bool canWrite = m_registryReadable;
    m_tasks.run(
        this, [service, machine, check, canWrite] { return service.check(machine, check, canWrite); },
        [this, name](const MachineRegistryService::CheckOutcome &outcome) {
            m_model->clearBusy(name);
            m_running.remove(name);
            m_lastReports.insert(name, outcome.report);
            // Shown if the machine is still the one selected (the user may have moved on).
            const MachineEntry *selected = selectedEntry();
            if (selected && selected->name() == name)
                showReport(outcome.report);
            if (!outcome.note.isEmpty())
                log::warn(outcome.note);
            if (outcome.saved) {
                std::vector<MachineEntry> entries = m_model->entries();
                for (auto &entry : entries)
                    if (entry.name() == name)
                        entry = *outcome.saved;
                // The machine the user has selected meanwhile stays selected.
                const QString shown = selected ? selected->name() : name;
                m_model->setEntries(std::move(entries));
                selectMachine(shown);
                m_session.notifyRegistryChanged();
            } else if (!outcome.saveError.isEmpty()) {
                showError(outcome.saveError);
            }
            Q_EMIT checkFinished(name, outcome.report.allOk());
        });
}

void MachinesPanel::showReport(const MachineCheckReport &report)
{
    const int okCount = int(std::count_if(report.hosts.begin(), report.hosts.end(), [](const auto &h) { return h.ok; }));
    m_resultTitle->setText((report.probed ? tr("Probe of %1: %2 of %n host(s) answered.", nullptr, int(report.hosts.size()))
                                          : tr("Connection test of %1: %2 of %n host(s) reachable.", nullptr,
                                               int(report.hosts.size())))
                               .arg(report.machine)
                               .arg(okCount));
    m_hostResults->clear();
    QStringList failures;
    for (const HostCheckResult &host : report.hosts) {
        QString details = host.message;
        if (host.probe)
            details = tr("%1 x %2 (%3)").arg(host.probe->spec.deviceKind).arg(host.probe->spec.deviceCount).arg(host.probe->source)
                      + (host.probe->acceleratorType.isEmpty() ? QString() : u", "_s + host.probe->acceleratorType);
        const QString full = tr("Worker %1 (%2): %3").arg(host.workerIndex).arg(host.address, host.message);
        addHostRow(host.workerIndex, host.address, host.ok, host.ok ? tr("%1 ms").arg(host.latency.count()) : QString(),
                   details, host.message, full);
        if (!host.ok)
            failures << full;
        if (!host.ok)
            log::warn(tr("%1 worker %2 (%3): %4").arg(report.machine).arg(host.workerIndex).arg(host.address, host.message));
    }
    fitHostColumns();
    setDetails(failures.join(u"\n\n"_s));
}

void MachinesPanel::showSelectedMachine()
{
    const MachineEntry *entry = selectedEntry();
    if (!entry) {
        m_hostResults->clear();
        setDetails({});
        m_resultTitle->setText(tr("Select a machine and press Probe or Test connection."));
        return;
    }
    if (const auto running = m_running.constFind(entry->name()); running != m_running.cend()) {
        m_hostResults->clear();
        setDetails({});
        m_resultTitle->setText(*running);
        return;
    }
    const auto last = m_lastReports.constFind(entry->name());
    if (last != m_lastReports.cend())
        showReport(*last);
    else
        showSavedStatus(*entry);
}

void MachinesPanel::showSavedStatus(const MachineEntry &entry)
{
    m_hostResults->clear();
    const auto status = entry.hostStatus();
    if (status.isEmpty()) {
        m_resultTitle->setText(tr("%1 has not been checked yet: press Probe or Test connection.").arg(entry.name()));
        setDetails({});
        return;
    }
    const auto when = [](const QString &checkedAt) {
        const QDateTime at = QDateTime::fromString(checkedAt, Qt::ISODate).toLocalTime();
        return !at.isValid()                       ? tr("at an unknown time")
               : at.date() == QDate::currentDate() ? QLocale().toString(at.time(), QLocale::ShortFormat)
                                                   : QLocale().toString(at, QLocale::ShortFormat);
    };
    QString latest;
    QStringList failures;
    for (int h = 0; h < status.size(); ++h) {
        const QString host = entry.hosts().value(h, tr("this machine"));
        const QString checked = when(status[h].checkedAt);
        latest = std::max(latest, status[h].checkedAt);
        const bool failed = !status[h].reachable && !status[h].message.isEmpty();
        const QString full = failed ? tr("Worker %1 (%2), %3: %4").arg(h).arg(host, checked, status[h].message) : QString();
        addHostRow(h, host, status[h].reachable,
                   status[h].reachable && status[h].latencyMs >= 0 ? tr("%1 ms").arg(status[h].latencyMs) : QString(),
                   status[h].message.isEmpty() ? tr("checked %1").arg(checked) : status[h].message, status[h].message, full);
        if (failed)
            failures << full;
    }
    fitHostColumns();
    //: %2 is a time or a date and time
    m_resultTitle->setText(tr("Last check of %1, %2, as saved in the registry: press Probe or Test connection to check "
                              "again.")
                               .arg(entry.name(), when(latest)));
    setDetails(failures.join(u"\n\n"_s));
}

void MachinesPanel::addHostRow(int worker, const QString &host, bool ok, const QString &latency, const QString &details,
                              const QString &message, const QString &fullText)
{
    auto *item = new QTreeWidgetItem(m_hostResults, {QString::number(worker), host, ok ? tr("ok") : tr("failed"), latency, details});
    item->setForeground(2, Palette::color(ok ? Palette::Role::Ok : Palette::Role::Error, palette()));
    item->setToolTip(4, message);
    if (!fullText.isEmpty())
        item->setData(4, Qt::UserRole, fullText);
}

void MachinesPanel::fitHostColumns()
{
    for (int column = 0; column < 4; ++column)   // the last one, the details, stretches
        m_hostResults->resizeColumnToContents(column);
}

void MachinesPanel::setDetails(const QString &text)
{
    m_details->setPlainText(text);
    m_detailsRow->setVisible(!text.isEmpty());
}

} // namespace twb
