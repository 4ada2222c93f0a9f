#include "widgets/main/shortcuts_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {

ShortcutsDialog::ShortcutsDialog(QWidget *window, QWidget *parent) : QDialog(parent)
{
    setObjectName(u"shortcutsDialog"_s);
    setWindowTitle(tr("Keyboard shortcuts"));
    const auto rows = shortcuts(window);
    auto *table = new QTableWidget(int(rows.size()), 2, this);
    table->setObjectName(u"shortcuts"_s);
    table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setTabKeyNavigation(false);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int row = 0; row < rows.size(); ++row) {
        table->setItem(row, 0, new QTableWidgetItem(rows[row].first));
        table->setItem(row, 1, new QTableWidgetItem(rows[row].second.toString(QKeySequence::NativeText)));
    }
    table->resizeColumnToContents(1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(table);
    layout->addWidget(buttons);
    resize(520, 480);
}

QList<QPair<QString, QKeySequence>> ShortcutsDialog::shortcuts(const QWidget *window)
{
    QList<QPair<QString, QKeySequence>> rows;
    for (const QAction *action : window->findChildren<QAction *>()) {
        if (action->shortcut().isEmpty() || action->text().isEmpty())
            continue;
        QString text = action->text();
        text.remove(QRegularExpression(u"&(?!&)"_s)); // mnemonics
        text.remove(u"…"_s);
        text.remove(u"..."_s);
        const QPair<QString, QKeySequence> row{text.trimmed(), action->shortcut()};
        if (!rows.contains(row))
            rows.append(row);
    }
    std::sort(rows.begin(), rows.end(), [](const auto &a, const auto &b) {
        return a.second.toString(QKeySequence::PortableText) < b.second.toString(QKeySequence::PortableText);
    });
    return rows;
}

} // namespace twb
