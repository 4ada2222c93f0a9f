#pragma once

#include "core/runs/stack_dump.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace twb {

// "Why is it stuck?": a stack dump of a run (StackDump), one branch per group of hosts whose
// processes were at the same place, the odd host(s) first and highlighted, each frame as
// function and file:line (most recent call first). The other threads of a group sit under it;
// hosts that could not be sampled are listed last with the reason.
class StackView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StackView)

public:
    explicit StackView(QWidget *parent = nullptr);

    void setDump(const StackDump &dump);
    // While a dump is taken, or why there is none.
    void setMessage(const QString &message);

    QTreeWidget *tree() const { return m_tree; }
    QLabel *summary() const { return m_summary; }

private:
    QLabel *m_summary = nullptr;
    QTreeWidget *m_tree = nullptr;
};

} // namespace twb
