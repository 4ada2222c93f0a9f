#pragma once

#include <QHash>
#include <QStyledItemDelegate>

class QFontMetrics;

namespace twb {

// Draws the runs list's names so that what sets runs apart stays: a name is "experiment ·
// values · seed · time" (RunDisplayName), and where it does not fit, the experiment is cut
// first ("tin… · lr=0.003 · seed 1 · 30 Nov 2026 00:21"), then the start of the time ("t… ·
// lr=0.003 · seed 1 · …00:21"), then the experiment is left out ("lr=0.003 · seed 1 · …00:21"),
// then the values themselves in their middle (still with the time's last characters), and
// last the values and the time together, in their middle. A name of another shape
// is cut in the middle. Remembers the text it last drew for each run (RunListModel::RunIdRole),
// as it was shown.
class RunNameDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunNameDelegate)

public:
    explicit RunNameDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // `name` as it is drawn in `width` pixels (see the class comment).
    static QString fitted(const QString &name, const QFontMetrics &metrics, int width);

    // What was drawn for the run the last time its cell was painted (empty: not painted yet).
    QString paintedText(const QString &runId) const { return m_painted.value(runId); }

private:
    mutable QHash<QString, QString> m_painted;
};

} // namespace twb
