#include "widgets/experiments/file_preview_widget.h"

#include "widgets/common/code_view.h"
#include "widgets/common/palette.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace twb {
namespace {

QString statusText(ScaffoldPlan::Action action)
{
    switch (action) {
    case ScaffoldPlan::Action::Create: return FilePreviewWidget::tr("new");
    case ScaffoldPlan::Action::Unchanged: return FilePreviewWidget::tr("same");
    case ScaffoldPlan::Action::Overwrite: return FilePreviewWidget::tr("changed");
    }
    return {};
}

} // namespace

FilePreviewWidget::FilePreviewWidget(QWidget *parent) : QWidget(parent)
{
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("previewFiles"));
    m_list->setMinimumWidth(170);
    m_list->setMaximumWidth(260);
    m_diff = new QCheckBox(tr("Diff against the files on disk"), this);
    m_diff->setObjectName(QStringLiteral("previewDiff"));
    m_diff->setEnabled(false);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->hide();
    m_code = new CodeView(this);
    m_code->setObjectName(QStringLiteral("previewCode"));

    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_diff);
    rightLayout->addWidget(m_message);
    rightLayout->addWidget(m_code, 1);
    m_splitter = new QSplitter(this);
    m_splitter->addWidget(m_list);
    m_splitter->addWidget(right);
    m_splitter->setStretchFactor(1, 1);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);

    connect(m_list, &QListWidget::currentRowChanged, this, [this] { showCurrent(); });
    connect(m_diff, &QCheckBox::toggled, this, [this] { showCurrent(); });
}

void FilePreviewWidget::setPlan(const ScaffoldPlan &plan)
{
    GeneratedFiles files;
    for (const auto &entry : plan.entries())
        files << entry.file;
    m_plan = plan;
    m_files = files;
    const QString keep = currentFile();
    m_list->clear();
    for (const auto &entry : plan.entries()) {
        auto *item = new QListWidgetItem(tr("%1  (%2)").arg(entry.file.path, statusText(entry.action)), m_list);
        item->setData(Qt::UserRole, entry.file.path);
        if (entry.action == ScaffoldPlan::Action::Overwrite)
            item->setForeground(Palette::color(Palette::Role::Error, m_list->palette()));
    }
    m_diff->setEnabled(true);
    m_message->hide();
    if (!selectFile(keep) && !selectFile(QStringLiteral("train.py")))
        m_list->setCurrentRow(0);
    fitListWidth();
}

void FilePreviewWidget::setFiles(const GeneratedFiles &files)
{
    m_plan.reset();
    m_files = files;
    const QString keep = currentFile();
    m_list->clear();
    for (const auto &file : files) {
        auto *item = new QListWidgetItem(file.path, m_list);
        item->setData(Qt::UserRole, file.path);
    }
    m_diff->setChecked(false);
    m_diff->setEnabled(false);
    m_message->hide();
    if (!selectFile(keep) && !selectFile(QStringLiteral("train.py")))
        m_list->setCurrentRow(0);
    fitListWidth();
}

void FilePreviewWidget::fitListWidth()
{
    // As wide as the longest name (within 170-260 px): the code beside it needs the width
    // more than blank space after "train.py" does.
    const int chrome = 2 * m_list->frameWidth() + m_list->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_list) + 8;
    const int width = std::clamp(m_list->sizeHintForColumn(0) + chrome, m_list->minimumWidth(), 260);
    m_list->setMaximumWidth(width);
    // The splitter keeps a section's size past its widget's maximum: the code takes the rest.
    const QList<int> sizes = m_splitter->sizes();
    if (sizes.size() == 2 && sizes[0] > width)
        m_splitter->setSizes({width, sizes[0] + sizes[1] - width});
}

void FilePreviewWidget::clear(const QString &message)
{
    m_plan.reset();
    m_files.clear();
    m_list->clear();
    m_code->clear();
    m_diff->setEnabled(false);
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

bool FilePreviewWidget::selectFile(const QString &path)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(Qt::UserRole).toString() == path) {
            m_list->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

QString FilePreviewWidget::currentFile() const
{
    const auto *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QStringList FilePreviewWidget::files() const
{
    QStringList paths;
    for (const auto &file : m_files)
        paths << file.path;
    return paths;
}

void FilePreviewWidget::showCurrent()
{
    const QString path = currentFile();
    for (const auto &file : m_files) {
        if (file.path != path)
            continue;
        if (m_diff->isChecked() && m_plan) {
            const QString diff = m_plan->diff(path);
            m_code->showDiff(diff.isEmpty() ? tr("# %1 is the same on disk.").arg(path) : diff);
        } else {
            m_code->showCode(QString::fromUtf8(file.content), path);
        }
        return;
    }
    m_code->clear();
}

} // namespace twb
