#include "widgets/compare/compare_runs_view.h"

#include "core/ablation/run_set.h"
#include "core/metrics/series_store.h"
#include "core/runs/run_filter.h"
#include "core/services/run_display_name.h"
#include "widgets/common/run_filter_edit.h"
#include "widgets/common/run_annotation_editor.h"

#include <QDir>
#include <QFileInfo>

#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// What the filter sees of a compared run: its record's fields, its config, and the last value
// of each metric of its lowest host.
RunFilterSubject subjectOf(const RunSet &set, const RunSet::Run &run, const QHash<QString, RunRecord> &saved)
{
    RunFilterSubject s;
    s.record.runId = run.runId;
    s.record.experiment = run.experiment;
    s.record.ablation = run.ablation;
    s.record.machine = run.machine;
    s.record.seed = run.seed;
    s.record.state = run.state;
    s.record.configHash = run.hash;
    const auto edited = saved.constFind(run.runId);
    s.record.tags = edited != saved.cend() ? edited->tags : run.tags;
    s.record.notes = edited != saved.cend() ? edited->notes : run.notes;
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
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_editor = new RunAnnotationEditor(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_filter);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_editor);
    connect(m_filter, &RunFilterEdit::filterChanged, this, &CompareRunsView::applyFilter);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &CompareRunsView::showSelected);
    connect(m_editor, &RunAnnotationEditor::saveRequested, this, [this](const QString &runId, const RunAnnotation &annotation) {
        const RunSet::Run *run = m_runs ? m_runs->find(runId) : nullptr;
        if (run)
            Q_EMIT annotateRequested(QFileInfo(run->dir).absolutePath(), runId, annotation);
        else
            m_editor->saved(runId, fail(Error::failure(tr("The run %1 is no longer compared.").arg(runId))));
    });
}

void CompareRunsView::showSelected()
{
    const QList<QTableWidgetItem *> selected = m_table->selectedItems();
    const RunSet::Run *run = m_runs && !selected.isEmpty() ? m_runs->find(runIdAt(selected.first()->row())) : nullptr;
    Q_EMIT runSelected(run ? run->runId : QString());
    if (!run) {
        m_editor->setRun(nullptr);
        return;
    }
    RunRecord record = m_saved.value(run->runId);
    if (record.runId.isEmpty()) {
        record.runId = run->runId;
        record.tags = run->tags;
        record.notes = run->notes;
    }
    m_editor->setRun(&record);
}

void CompareRunsView::fillRow(int row, const QStringList &tags, const QString &notes)
{
    m_table->setItem(row, TagsColumn, new QTableWidgetItem(tags.join(u", "_s)));
    auto *item = new QTableWidgetItem(notes);
    item->setToolTip(notes);
    m_table->setItem(row, NotesColumn, item);
}

void CompareRunsView::annotationSaved(const QString &runId, const Result<RunRecord> &record)
{
    if (record) {
        m_saved.insert(runId, *record);
        for (int row = 0; row < m_table->rowCount(); ++row)
            if (runIdAt(row) == runId)
                fillRow(row, record->tags, record->notes);
        applyFilter();
    }
    m_editor->saved(runId, record);
}

void CompareRunsView::setRunSet(std::shared_ptr<const RunSet> runs)
{
    m_runs = std::move(runs);
    m_saved.clear(); // the new set was read after any save
    m_table->setRowCount(0);
    m_editor->setRun(nullptr);
    if (!m_runs)
        return;
    m_table->setRowCount(int(m_runs->runs().size()));
    // Each run by its name (as the curves and the config diff call it), its id and folder on hover.
    const QStringList names = RunDisplayName::names(*m_runs);
    int row = 0;
    for (const RunSet::Run &run : m_runs->runs()) {
        auto *name = new QTableWidgetItem(names.value(row, run.runId));
        name->setData(RunIdRole, run.runId);
        name->setToolTip(u"%1\n%2"_s.arg(run.runId, run.dir));
        m_table->setItem(row, RunColumn, name);
        m_table->setItem(row, StateColumn, new QTableWidgetItem(runStateLabel(run.state)));
        m_table->setItem(row, SeedColumn, new QTableWidgetItem(QString::number(run.seed)));
        fillRow(row, run.tags, run.notes);
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
        m_table->setRowHidden(row++, !filter.matches(subjectOf(*m_runs, run, m_saved)));
    Q_EMIT shownRunsChanged();
}

QStringList CompareRunsView::shownRuns() const
{
    QStringList shown;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (!m_table->isRowHidden(row))
            shown << runIdAt(row);
    return shown;
}

QString CompareRunsView::runIdAt(int row) const
{
    const QTableWidgetItem *item = m_table->item(row, RunColumn);
    return item ? item->data(RunIdRole).toString() : QString();
}

} // namespace twb
