#pragma once

#include <QStyledItemDelegate>

namespace twb {

// Edits a cell with a combo box when the model offers choices for it (ChoicesRole: a
// QStringList); other cells get the default editor.
class ChoiceDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChoiceDelegate)

public:
    static constexpr int ChoicesRole = Qt::UserRole + 1;

    explicit ChoiceDelegate(QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
};

} // namespace twb
