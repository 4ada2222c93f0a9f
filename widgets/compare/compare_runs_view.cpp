#include "widgets/compare/compare_runs_view.h"

#include "core/ablation/run_set.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_filter.h"
#include "widgets/common/run_filter_edit.h"

#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// What the filter sees of a compared run: its record's fields, its config, and the last value
// of each metric of its lowest host.
RunFilterSubject subjectOf(const RunSet &set, const RunSet::Run &run)
{
    RunFilterSubject s;
    s.record.runId = run.runId;
    s.record.experiment = run.experiment;
    s.record.ablation = run.ablation;
    s.record.machine = run.machine;
    s.record.seed = run.seed;
    s.record.state = run.state;
    s.record.configHash = run.hash;
    s.record.tags = run.tags;
    s.record.notes = run.notes;
    s.config = run.config;
    const SeriesStore &store = set.store();
    const QList<int> hosts = store.hosts(run.runId);
    if (!hosts.isEmpty())
        for (const QString &metric : store.metrics(run.runId)) {
            const SeriesKey key{run.runId, hosts.first(), metric};
            const std::size_t count = store.pointCount(key);
            if (count > 0)
                if (const auto last = store.points(key, count - 1, count); !last.empty())
                    s.finalMetrics.insert(metric, last.back().y);
        }
    return s;
}

} // namespace

CompareRunsView::CompareRunsView(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"compareRuns"_s);
    m_filter = new RunFilterEdit(this);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(u"compareRunsTable"_s);
    //: column header: the training run (a noun)
    m_table->setHorizontalHeaderLabels({tr("Run"), tr("State"), tr("Seed"), tr("Tags"), tr("Notes")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    connect(m_filter, &RunFilterEdit::filterChanged, this, &CompareRunsView::applyFilter);
}

void CompareRunsView::setRunSet(std::shared_ptr<const RunSet> runs)
{
    m_runs = std::move(runs);
    m_table->setRowCount(0);
    if (!m_runs)
        return;
    m_table->setRowCount(int(m_runs->runs().size()));
    int row = 0;
    for (const RunSet::Run &run : m_runs->runs()) {
        auto *id = new QTableWidgetItem(run.runId);
        id->setToolTip(run.dir);
        m_table->setItem(row, RunColumn, id);
        m_table->setItem(row, StateColumn, new QTableWidgetItem(runStateLabel(run.state)));
        m_table->setItem(row, SeedColumn, new QTableWidgetItem(QString::number(run.seed)));
        m_table->setItem(row, TagsColumn, new QTableWidgetItem(run.tags.join(u", "_s)));
        auto *notes = new QTableWidgetItem(run.notes);
        notes->setToolTip(run.notes);
        m_table->setItem(row, NotesColumn, notes);
        ++row;
    }
    applyFilter();
}

void CompareRunsView::applyFilter()
{
    if (!m_runs)
        return;
    const RunFilter &filter = m_filter->filter();
    int row = 0;
    for (const RunSet::Run &run : m_runs->runs())
        m_table->setRowHidden(row++, !filter.matches(subjectOf(*m_runs, run)));
}

QStringList CompareRunsView::shownRuns() const
{
    QStringList shown;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (!m_table->isRowHidden(row))
            shown << m_table->item(row, RunColumn)->text();
    return shown;
}

} // namespace twb
