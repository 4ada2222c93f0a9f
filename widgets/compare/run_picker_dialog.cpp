#include "widgets/compare/run_picker_dialog.h"

#include "core/ablation/run_set.h"
#include "core/runs/run_folder.h"
#include "core/services/run_display_name.h"
#include "core/services/run_filter_subjects.h"
#include "widgets/common/run_filter_edit.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

QList<RunPickerDialog::Entry> RunPickerDialog::entriesIn(const QString &runsDir, const QStringList &runDirs)
{
    QList<Entry> entries;
    std::vector<RunDisplayName::Subject> subjects;
    for (const QString &dir : runDirs) {
        Entry entry{dir, {}, {}};
        bool read = false;
        if (auto record = RunFolder(dir).readRecord()) {
            entry.subject = RunFilterSubjects::load(runsDir, *record);
            read = true;
        }
        if (entry.subject.record.runId.isEmpty())
            entry.subject.record.runId = QFileInfo(dir).fileName();
        subjects.push_back(read ? RunDisplayName::subject(entry.subject.record, entry.subject.config)
                                : RunDisplayName::Subject{entry.subject.record.runId, {}, Json(), std::nullopt, {}});
        entries << entry;
    }
    const QStringList names = RunDisplayName::names(subjects);
    for (qsizetype i = 0; i < entries.size(); ++i)
        entries[i].name = names.value(i);
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
        const QString name = run.name.isEmpty() ? r.runId : run.name;
        auto *item = new QListWidgetItem(r.tags.isEmpty() ? name : tr("%1  [%2]").arg(name, r.tags.join(u", "_s)), m_list);
        item->setData(Qt::UserRole, run.dir);
        item->setData(RunIdRole, r.runId);
        // The id (the folder's name) on hover, the notes under it.
        item->setToolTip(r.notes.isEmpty() ? r.runId : u"%1\n\n%2"_s.arg(r.runId, r.notes));
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
