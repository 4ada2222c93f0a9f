#include "widgets/main/first_start_page.h"

#include <QFont>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

FirstStartPage::FirstStartPage(const QList<QPair<QString, QString>> &panels, QWidget *parent) : QWidget(parent)
{
    setObjectName(u"firstStart"_s);
    auto *content = new QWidget;
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(24, 24, 24, 24);
    auto *title = new QLabel(tr("Welcome to TPU Workbench"), content);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    title->setFont(big);
    layout->addWidget(title);
    m_intro = new QLabel(content);
    m_intro->setObjectName(u"intro"_s);
    m_intro->setWordWrap(true);
    layout->addWidget(m_intro);
    setWorkspaceEmpty(false);

    auto *buttons = new QHBoxLayout;
    auto *demo = new QPushButton(tr("Open the &demo workspace"), content);
    demo->setObjectName(u"openDemo"_s);
    demo->setDefault(true);
    auto *machine = new QPushButton(tr("&Add a machine…"), content);
    machine->setObjectName(u"addMachine"_s);
    buttons->addWidget(demo);
    buttons->addWidget(machine);
    buttons->addStretch();
    layout->addLayout(buttons);
    connect(demo, &QPushButton::clicked, this, &FirstStartPage::openDemoRequested);
    connect(machine, &QPushButton::clicked, this, &FirstStartPage::addMachineRequested);

    auto *heading = new QLabel(tr("What each panel is for"), content);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    layout->addSpacing(12);
    layout->addWidget(heading);
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    int row = 0;
    for (const auto &entry : panels) {
        const QString text = entry.first;
        const QString name = entry.second;
        auto *go = new QPushButton(text, content);
        go->setObjectName(u"go_"_s + name);
        go->setToolTip(tr("Ctrl+%1").arg(row + 1));
        auto *purpose = new QLabel(purposeOf(name), content);
        purpose->setWordWrap(true);
        purpose->setBuddy(go);
        grid->addWidget(go, row, 0);
        grid->addWidget(purpose, row, 1);
        connect(go, &QPushButton::clicked, this, [this, name] { Q_EMIT panelRequested(name); });
        ++row;
    }
    layout->addLayout(grid);
    layout->addStretch();

    auto *scroll = new QScrollArea(this);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
}

void FirstStartPage::setWorkspaceEmpty(bool empty)
{
    // "Empty" only where it is: the page is also shown from Help > Welcome Page on a full workspace.
    m_intro->setText(empty ? tr("This workspace is empty. Open the demo workspace to see every panel at work on "
                                "this machine (no TPU needed), or add the first TPU VM you want to use.")
                           : tr("Open the demo workspace to see every panel at work on this machine (no TPU "
                                "needed), add a TPU VM, or go to a panel below."));
}

QString FirstStartPage::purposeOf(const QString &panel)
{
    if (panel == u"machines"_s)
        return tr("Register your TPU VMs (or this machine) and check that the workbench reaches every host.");
    if (panel == u"mesh"_s)
        return tr("Design the device mesh of a slice and learn before launch whether the model fits in HBM.");
    if (panel == u"experiments"_s)
        return tr("Scaffold a training project from an experiment and smoke-test it on the CPU.");
    if (panel == u"monitor"_s)
        return tr("Launch runs and follow every host's loss, step time and log live.");
    if (panel == u"ablation"_s)
        return tr("Vary a few fields over seeds and machines, and see which change helped and by how much.");
    if (panel == u"compare"_s)
        return tr("Put any set of runs side by side: curves, results and the config diff.");
    if (panel == u"kernel"_s || panel == u"kernels"_s)
        return tr("Drive kernel-optimization runs and review each iteration's code and speed-up.");
    return {};
}

} // namespace twb
