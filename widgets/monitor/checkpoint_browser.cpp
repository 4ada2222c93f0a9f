#include "widgets/monitor/checkpoint_browser.h"

#include "core/runs/run_folder.h"
#include "core/services/checkpoint_inspector.h"
#include "widgets/monitor/checkpoint_actions.h"
#include "widgets/common/palette.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QString shapeText(const QList<qint64> &shape)
{
    QStringList parts;
    for (qint64 d : shape)
        parts << QString::number(d);
    return u'[' + parts.join(u", "_s) + u']';
}

QString sizeText(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes);
}

QTreeWidgetItem *addItem(QTreeWidgetItem *parent, const QStringList &columns)
{
    auto *item = new QTreeWidgetItem(parent, columns);
    if (columns.size() > 1)
        item->setToolTip(1, columns[1]);   // paths and problems are longer than the column
    return item;
}

} // namespace

CheckpointBrowser::CheckpointBrowser(MachineAccess access, QWidget *parent)
    : QWidget(parent), m_access(std::move(access))
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    m_summary = new QLabel(tr("Choose a run to see its checkpoints."), this);
    m_summary->setObjectName(u"checkpointSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    layout->addWidget(m_summary);   // on its own row: a wrapped label beside a button gets clipped
    m_actions = new CheckpointActions(this);
    top->addWidget(m_actions, 1);
    m_refresh = new QPushButton(tr("Refresh"), this);
    m_refresh->setObjectName(u"checkpointRefresh"_s);
    m_refresh->setEnabled(false);
    m_refresh->setToolTip(tr("Read the run's checkpoints again on its first host (`tpuwb checkpoint inspect`)"));
    top->addWidget(m_refresh, 0, Qt::AlignTop);
    layout->addLayout(top);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_list = new QTableWidget(0, ColumnCount, split);
    m_list->setObjectName(u"checkpointList"_s);
    m_list->setHorizontalHeaderLabels({tr("Step"), tr("Complete"), tr("Config hash"), tr("Size")});
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->verticalHeader()->hide();
    m_list->horizontalHeader()->setStretchLastSection(true);
    m_details = new QTreeWidget(split);
    m_details->setObjectName(u"checkpointDetails"_s);
    m_details->setHeaderLabels({tr("Item"), tr("Shape / value"), tr("Dtype"), tr("Bytes")});
    m_details->setRootIsDecorated(true);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);

    connect(m_refresh, &QPushButton::clicked, this, [this] { inspect(m_runsDir, m_runId); });
    connect(m_list, &QTableWidget::currentCellChanged, this, [this](int row) { showDetails(row); });
}

void CheckpointBrowser::setRunService(RunService *service)
{
    m_actions->setRunService(service);
}

void CheckpointBrowser::inspect(const QString &runsDir, const QString &runId)
{
    m_current.cancel();
    m_actions->setTarget(runId, std::nullopt, false);
    m_runsDir = runsDir;
    m_runId = runId;
    m_inspection = {};
    m_list->setRowCount(0);
    m_details->clear();
    m_refresh->setEnabled(false);
    m_summary->setText(tr("Reading the checkpoints of %1 on its first host…").arg(runId));
    const MachineAccess access = m_access;
    m_current = m_tasks.run(
        this,
        [access, runsDir, runId](const TaskToken &token) -> Result<CheckpointInspection> {
            auto record = RunFolder::in(runsDir, runId).readRecord();
            if (!record)
                return fail(record.error());
            return CheckpointInspector(access).inspectRun(*record, [token] { return token.stopRequested(); });
        },
        [this, runId](Result<CheckpointInspection> result) {
            m_refresh->setEnabled(true);
            if (!result) {
                m_summary->setText(result.error().message);
                Q_EMIT inspected(runId, false);
                return;
            }
            showInspection(*result);
            Q_EMIT inspected(runId, true);
        });
}

void CheckpointBrowser::showInspection(const CheckpointInspection &inspection)
{
    m_inspection = inspection;
    const auto &list = m_inspection.checkpoints;
    if (list.isEmpty()) {
        m_summary->setText(tr("%1 has no checkpoints yet in %2.").arg(m_runId, inspection.path));
        return;
    }
    int complete = 0;
    for (const CheckpointInfo &c : list)
        complete += c.complete ? 1 : 0;
    m_summary->setText(tr("%n checkpoint(s) of %1 in %2; %3 complete. Resume continues from the newest complete one.",
                          nullptr, int(list.size()))
                           .arg(m_runId, inspection.path)
                           .arg(complete));
    m_list->setRowCount(int(list.size()));
    for (int row = 0; row < list.size(); ++row) {
        const CheckpointInfo &c = list[row];
        auto *step = new QTableWidgetItem(c.step ? QString::number(*c.step) : u"?"_s);
        step->setToolTip(c.path);
        auto *done = new QTableWidgetItem(c.complete ? tr("yes") : tr("no"));
        if (!c.complete) {
            done->setForeground(Palette::color(Palette::Role::Error));
            done->setToolTip(c.issues.join(u'\n'));
        }
        QString hashText = c.configHash;
        if (c.configHashMatches)
            hashText += *c.configHashMatches ? tr(" (the run's)") : tr(" (not the run's %1)").arg(c.expectedConfigHash);
        auto *hash = new QTableWidgetItem(hashText);
        if (c.configHashMatches && !*c.configHashMatches)
            hash->setForeground(Palette::color(Palette::Role::Error));
        auto *bytes = new QTableWidgetItem(sizeText(c.totalBytes));
        bytes->setData(Qt::UserRole, c.totalBytes);
        m_list->setItem(row, StepColumn, step);
        m_list->setItem(row, CompleteColumn, done);
        m_list->setItem(row, HashColumn, hash);
        m_list->setItem(row, SizeColumn, bytes);
    }
    m_list->resizeColumnsToContents();
    // The newest is the usual question ("what would a resume load?").
    m_list->setCurrentCell(int(list.size()) - 1, StepColumn);
}

void CheckpointBrowser::showDetails(int row)
{
    m_details->clear();
    if (row < 0 || row >= m_inspection.checkpoints.size()) {
        m_actions->setTarget(m_runId, std::nullopt, false);
        return;
    }
    const CheckpointInfo &c = m_inspection.checkpoints[row];
    m_actions->setTarget(m_runId, c.step, c.complete);
    auto *info = new QTreeWidgetItem(m_details, {tr("Checkpoint"), c.name});
    addItem(info, {tr("Folder"), c.path});
    addItem(info, {tr("Step"), c.step ? QString::number(*c.step) : u"?"_s});
    addItem(info, {tr("Format"), c.format});
    addItem(info, {tr("Config hash"),
                   c.configHashMatches ? (*c.configHashMatches ? tr("%1, the run's").arg(c.configHash)
                                                               : tr("%1, the run has %2").arg(c.configHash, c.expectedConfigHash))
                                       : c.configHash});
    addItem(info, {tr("Complete"), c.complete ? tr("yes (meta.json present and consistent)") : tr("no")});
    for (const QString &issue : c.issues)
        addItem(info, {tr("Problem"), issue})->setForeground(1, Palette::color(Palette::Role::Error));
    addItem(info, {tr("On disk"), sizeText(c.totalBytes)});
    info->setExpanded(true);

    auto *tensors = new QTreeWidgetItem(m_details, {tr("Model tensors (%1)").arg(c.tensors.size()), QString(), QString(),
                                                    sizeText(c.tensorBytes())});
    tensors->setData(0, Qt::UserRole, u"tensors"_s);
    for (const CheckpointTensor &t : c.tensors)
        addItem(tensors, {t.name, shapeText(t.shape), t.dtype, QString::number(t.bytes)});
    tensors->setExpanded(true);

    if (c.optimizer) {
        const OptimizerSummary &o = *c.optimizer;
        auto *optimizer = new QTreeWidgetItem(m_details, {tr("Optimizer state"),
                                                          tr("%1 of %2: %3", "tensors of parameters: state keys")
                                                              .arg(tr("%n tensor(s)", nullptr, o.stateTensors),
                                                                   tr("%n parameter(s)", nullptr, o.stateParams),
                                                                   o.stateKeys.join(u", "_s)),
                                                          QString(), sizeText(o.stateBytes)});
        optimizer->setData(0, Qt::UserRole, u"optimizer"_s);
        for (int i = 0; i < o.paramGroups.size(); ++i) {
            const OptimizerParamGroup &g = o.paramGroups[i];
            addItem(optimizer, {tr("Param group %1").arg(i),
                                tr("lr %1, %n parameter(s)", nullptr, g.params)
                                    .arg(g.lr ? QLocale().toString(*g.lr, 'g', 6) : u"?"_s)});
        }
        optimizer->setExpanded(true);
    }
    if (!c.error.isEmpty())
        new QTreeWidgetItem(m_details, {tr("Error"), c.error});
    m_details->resizeColumnToContents(0);
    m_details->resizeColumnToContents(1);
    // Shapes stay readable beside the dtype; a long folder path has its tooltip.
    m_details->setColumnWidth(1, qMin(m_details->columnWidth(1), 280));
}

} // namespace twb
