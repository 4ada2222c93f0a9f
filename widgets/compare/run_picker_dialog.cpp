#include "widgets/compare/run_picker_dialog.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

RunPickerDialog::RunPickerDialog(const QStringList &runDirs, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Compare runs"));
    m_filter = new QLineEdit(this);
    m_filter->setPlaceholderText(tr("Filter, e.g. an ablation name"));
    m_list = new QListWidget(this);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    for (const QString &dir : runDirs) {
        auto *item = new QListWidgetItem(QFileInfo(dir).fileName(), m_list);
        item->setData(Qt::UserRole, dir);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *all = buttons->addButton(tr("Select shown"), QDialogButtonBox::ActionRole);
    connect(all, &QPushButton::clicked, this, [this] {
        for (int i = 0; i < m_list->count(); ++i)
            m_list->item(i)->setSelected(!m_list->item(i)->isHidden());
    });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        for (int i = 0; i < m_list->count(); ++i)
            m_list->item(i)->setHidden(!m_list->item(i)->text().contains(text, Qt::CaseInsensitive));
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(420, 520);
}

QStringList RunPickerDialog::selectedRunDirs() const
{
    QStringList dirs;
    for (QListWidgetItem *item : m_list->selectedItems())
        dirs << item->data(Qt::UserRole).toString();
    return dirs;
}

} // namespace twb
