#pragma once

#include "core/runs/run_memory_figures.h"
#include "widgets/common/background_task.h"

#include <QWidget>

class QLabel;

namespace twb {

// The Monitor's "Memory per device" row for the open run (RunMemoryFigures): the mesh estimate,
// XLA's compiled figure (arguments, outputs, temporaries) and the HBM of one device, each with
// the details in its tooltip. A missing figure says what is missing and why (plain CPU mode
// compiles nothing, no known TPU type), never 0; on a CPU run the capacity is labelled as the
// targeted TPU type's, not this machine's memory. The run folder is read off the GUI thread.
class MemoryFiguresView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MemoryFiguresView)

public:
    explicit MemoryFiguresView(QWidget *parent = nullptr);

    // Reads the local run folder `runDir` on the pool and shows its figures (the newest call wins).
    void showRun(const QString &runDir, const QString &device);
    void setFigures(const RunMemoryFigures &figures);
    void clear();

    QLabel *estimateLabel() const { return m_estimate; }
    QLabel *compiledLabel() const { return m_compiled; }
    QLabel *capacityLabel() const { return m_capacity; }

Q_SIGNALS:
    // setFigures() ran for a showRun() (tests wait for it).
    void figuresShown();

private:
    QLabel *m_estimate = nullptr;
    QLabel *m_compiled = nullptr;
    QLabel *m_capacity = nullptr;
    TaskGroup m_tasks;
    quint64 m_request = 0;
};

} // namespace twb
