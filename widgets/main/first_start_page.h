#pragma once

#include <QWidget>

class QLabel;

namespace twb {

// What a newcomer sees on an empty workspace (no machine, experiment, run, ablation or kernel
// run): what each panel is for, with a button to go there, and the two ways to start: open the
// demo workspace (everything filled in, on this machine) or add a machine.
class FirstStartPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FirstStartPage)

public:
    // `panels`: the navigation's (title, objectName) in order.
    explicit FirstStartPage(const QList<QPair<QString, QString>> &panels, QWidget *parent = nullptr);

    // Whether the workspace is really empty: only then does the page say so.
    void setWorkspaceEmpty(bool empty);

    // What the panel with this objectName is for, in a sentence.
    static QString purposeOf(const QString &panel);

Q_SIGNALS:
    void openDemoRequested();
    void addMachineRequested();
    void panelRequested(const QString &panel);

private:
    QLabel *m_intro = nullptr;
};

} // namespace twb
