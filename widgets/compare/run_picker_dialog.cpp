#include "widgets/compare/run_picker_dialog.h"

#include "core/ablation/run_set.h"
#include "core/runs/run_folder.h"
#include "core/services/run_filter_subjects.h"
#include "widgets/common/run_filter_edit.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

QList<RunPickerDialog::Entry> RunPickerDialog::entriesIn(const QString &runsDir)
{
    QList<Entry> entries;
    for (const QString &dir : RunSet::runDirsIn(runsDir)) {
        Entry entry{dir, {}};
        if (auto record = RunFolder(dir).readRecord())
            entry.subject = RunFilterSubjects::load(runsDir, *record);
        if (entry.subject.record.runId.isEmpty())
            entry.subject.record.runId = QFileInfo(dir).fileName();
        entries << entry;
    }
    return entries;
}

RunPickerDialog::RunPickerDialog(const QList<Entry> &runs, QWidget *parent) : QDialog(parent), m_runs(runs)
{
    setWindowTitle(tr("Compare runs"));
    m_filter = new RunFilterEdit(this);
    m_list = new QListWidget(this);
    m_list->setObjectName(u"pickerRuns"_s);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    for (const Entry &run : std::as_const(m_runs)) {
        const RunRecord &r = run.subject.record;
        auto *item = new QListWidgetItem(r.tags.isEmpty() ? r.runId : tr("%1  [%2]").arg(r.runId, r.tags.join(u", "_s)),
                                         m_list);
        item->setData(Qt::UserRole, run.dir);
        if (!r.notes.isEmpty())
            item->setToolTip(r.notes);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *all = buttons->addButton(tr("Select shown"), QDialogButtonBox::ActionRole);
    all->setObjectName(u"selectShown"_s);
    connect(all, &QPushButton::clicked, this, [this] {
        for (int i = 0; i < m_list->count(); ++i)
            m_list->item(i)->setSelected(!m_list->item(i)->isHidden());
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_filter, &RunFilterEdit::filterChanged, this, &RunPickerDialog::applyFilter);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(520, 560);
}

void RunPickerDialog::applyFilter()
{
    const RunFilter &filter = m_filter->filter();
    for (int i = 0; i < m_list->count(); ++i)
        m_list->item(i)->setHidden(!filter.matches(m_runs[i].subject));
}

QStringList RunPickerDialog::selectedRunDirs() const
{
    QStringList dirs;
    for (QListWidgetItem *item : m_list->selectedItems())
        dirs << item->data(Qt::UserRole).toString();
    return dirs;
}

} // namespace twb
