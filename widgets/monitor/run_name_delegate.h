#pragma once

#include <QHash>
#include <QStyledItemDelegate>

namespace twb {

// Draws the runs list's names elided in the middle: runs of one experiment share the start
// of their names and differ at the end (the values, the seed, the time), so "tiny-walk · lr=…
// seed 2 · 12/5/26 2:03 PM" keeps both ends where a cut end would make two runs look the same.
// Remembers the text it last drew for each run (RunListModel::RunIdRole), as it was shown.
class RunNameDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunNameDelegate)

public:
    explicit RunNameDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // What was drawn for the run the last time its cell was painted (empty: not painted yet).
    QString paintedText(const QString &runId) const { return m_painted.value(runId); }

private:
    mutable QHash<QString, QString> m_painted;
};

} // namespace twb
