#include "widgets/monitor/diagnostics_bar.h"

#include "core/runs/run_folder.h"
#include "core/runs/stack_sampler.h"
#include "core/services/alert_dispatcher.h"
#include "core/services/run_follower.h"
#include "core/services/run_service.h"
#include "core/util/continue_queued.h"
#include "widgets/common/flow_layout.h"
#include "widgets/monitor/checkpoint_browser.h"
#include "widgets/monitor/profile_view.h"
#include "widgets/monitor/stack_view.h"

#include <QDialog>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

DiagnosticsBar::DiagnosticsBar(RunService &service, RunFollower &follower, AlertDispatcher &alerts, QWidget *parent)
    : QWidget(parent), m_service(service), m_follower(follower), m_alerts(alerts)
{
    setObjectName(u"diagnostics"_s);
    // The buttons wrap in a narrow pane rather than hold it wider: in one row beside the host
    // tiles they held the Monitor's right pane at 502 px (559 in German) and took the runs
    // list's width at 1024x700.
    auto *row = new FlowLayout(this);
    m_stacksButton = new QPushButton(tr("Why is it stuck?"), this);
    m_stacksButton->setObjectName(u"whyStuck"_s);
    m_stacksButton->setToolTip(tr("Take the Python stacks of every thread of train.py on every host at once, and show "
                                  "which host is not where the others are (`tpuwb run stacks`)"));
    row->addWidget(m_stacksButton);
    m_profileButton = new QPushButton(tr("Why is it slow?"), this);
    m_profileButton->setObjectName(u"whySlow"_s);
    m_profileButton->setToolTip(tr("Trace the next steps on every host while the run goes on, and show where the step "
                                   "time goes (`tpuwb run profile`)"));
    row->addWidget(m_profileButton);
    m_checkpointsButton = new QPushButton(tr("Checkpoints…"), this);
    m_checkpointsButton->setObjectName(u"checkpoints"_s);
    m_checkpointsButton->setToolTip(tr("The run's checkpoints: step, completeness, config hash, tensors and optimizer state "
                                       "(`tpuwb checkpoint inspect`)"));
    row->addWidget(m_checkpointsButton);
    buildDialogs();
    connect(m_stacksButton, &QPushButton::clicked, this, [this] { takeStacks(m_run); });
    connect(m_profileButton, &QPushButton::clicked, this, [this] { takeProfile(m_run); });
    connect(m_checkpointsButton, &QPushButton::clicked, this, [this] { showCheckpoints(m_run); });
    connect(&m_follower, &RunFollower::healthChanged, this, &DiagnosticsBar::runHealthChanged);
    updateButtons();
}

void DiagnosticsBar::buildDialogs()
{
    m_stackDialog = new QDialog(this);
    m_stackDialog->setObjectName(u"stackDialog"_s);
    m_stackDialog->resize(820, 520);
    m_stackView = new StackView(m_stackDialog);
    (new QVBoxLayout(m_stackDialog))->addWidget(m_stackView);
    m_profileDialog = new QDialog(this);
    m_profileDialog->setObjectName(u"profileDialog"_s);
    m_profileDialog->resize(960, 720);
    m_profileView = new ProfileView(m_profileDialog);
    (new QVBoxLayout(m_profileDialog))->addWidget(m_profileView);
    m_checkpointDialog = new QDialog(this);
    m_checkpointDialog->setObjectName(u"checkpointDialog"_s);
    m_checkpointDialog->resize(820, 600);
    m_checkpointBrowser = new CheckpointBrowser(m_service.machineAccess(), m_checkpointDialog);
    m_checkpointBrowser->setRunService(&m_service);
    (new QVBoxLayout(m_checkpointDialog))->addWidget(m_checkpointBrowser);
    connect(m_profileView, &ProfileView::viewerStarted, this, &DiagnosticsBar::statusChanged);
}

void DiagnosticsBar::setRun(const QString &runId, bool active, bool remote)
{
    m_run = runId;
    m_active = active;
    m_remote = remote;
    updateButtons();
}

void DiagnosticsBar::updateButtons()
{
    m_stacksButton->setEnabled(m_active && m_remote && !m_takingStacks);
    m_profileButton->setEnabled(m_active && m_remote && !m_takingProfile);
    m_checkpointsButton->setEnabled(m_remote);
}

void DiagnosticsBar::runHealthChanged(const QString &runId)
{
    // Once each time a run turns stalled: where its hosts are, while they are still there.
    if (m_follower.state(runId) != RunState::Stalled) {
        m_stalledRuns.remove(runId);
        m_pendingAutomatic.remove(runId);
    } else if (!m_stalledRuns.contains(runId)) {
        m_stalledRuns.insert(runId);
        if (m_alerts.stacksOnStall())
            takeStacks(runId, true);
    }
}

void DiagnosticsBar::takeStacks(const QString &runId, bool automatic)
{
    if (runId.isEmpty())
        return;
    if (m_takingStacks) {
        if (automatic)
            m_pendingAutomatic.insert(runId);
        return;
    }
    m_takingStacks = true;
    updateButtons();
    // An automatic dump is saved, not shown: a window of its own would take the user's focus.
    if (!automatic) {
        m_stackDialog->setWindowTitle(tr("Stacks of %1").arg(runId));
        m_stackView->setMessage(tr("Taking the stacks of every host of %1…").arg(runId));
        m_stackDialog->show();
        m_stackDialog->raise();
    }
    Q_EMIT statusChanged(automatic ? tr("%1 stalled: taking the stacks of every host…").arg(runId)
                                   : tr("Taking the stacks of %1…").arg(runId));
    continueQueued(m_service.stacks(runId), this, [this, runId, automatic](const Result<StackDump> &dump) {
        m_takingStacks = false;
        updateButtons();
        if (dump) {
            if (!automatic)
                m_stackView->setDump(*dump);
            Q_EMIT statusChanged(dump->odd.isEmpty() ? tr("Stacks of %1 taken.").arg(runId)
                                                     : tr("Stacks of %1 taken: a host is not where the others are.").arg(runId));
        } else {
            if (!automatic)
                m_stackView->setMessage(dump.error().message);
            Q_EMIT statusChanged(dump.error().message);
        }
        Q_EMIT stacksTaken(runId, dump.has_value(), automatic);
        // A run that turned stalled meanwhile gets its own dump now, if it is still stalled.
        while (!m_pendingAutomatic.isEmpty() && !m_takingStacks) {
            const QString next = *m_pendingAutomatic.constBegin();
            m_pendingAutomatic.remove(next);
            if (m_follower.state(next) == RunState::Stalled && m_alerts.stacksOnStall())
                takeStacks(next, true);
        }
    });
}

void DiagnosticsBar::showSavedStacks(const QString &runId)
{
    m_stackDialog->setWindowTitle(tr("Stacks of %1").arg(runId));
    m_stackView->setMessage(tr("Reading the saved stacks of %1…").arg(runId));
    m_stackDialog->show();
    m_stackDialog->raise();
    m_tasks.run(this, [folder = RunFolder::in(m_service.runsDir(), runId)] { return StackSampler::latest(folder); },
                [this](const Result<StackDump> &dump) {
                    if (dump)
                        m_stackView->setDump(*dump);
                    else
                        m_stackView->setMessage(dump.error().message);
                });
}

void DiagnosticsBar::takeProfile(const QString &runId, int steps)
{
    if (runId.isEmpty() || m_takingProfile)
        return;
    m_takingProfile = true;
    updateButtons();
    m_profileDialog->setWindowTitle(tr("Profile of %1").arg(runId));
    m_profileView->setMessage(tr("Tracing %n step(s) on every host of %1…", nullptr, steps).arg(runId));
    m_profileDialog->show();
    m_profileDialog->raise();
    Q_EMIT statusChanged(tr("Profiling %1…").arg(runId));
    ProfileRequester::Options options;
    options.steps = steps;
    continueQueued(m_service.profile(runId, options), this, [this, runId](const Result<ProfileCapture> &capture) {
        m_takingProfile = false;
        updateButtons();
        if (capture) {
            m_profileView->setCapture(*capture);
            Q_EMIT statusChanged(tr("Profile of %1 taken.").arg(runId));
        } else {
            m_profileView->setMessage(capture.error().message);
            Q_EMIT statusChanged(capture.error().message);
        }
        Q_EMIT profileTaken(runId, capture.has_value());
    });
}

void DiagnosticsBar::showCheckpoints(const QString &runId)
{
    m_checkpointBrowser->setMachineAccess(m_service.machineAccess());
    m_checkpointDialog->setWindowTitle(tr("Checkpoints of %1").arg(runId));
    m_checkpointBrowser->inspect(m_service.runsDir(), runId);
    m_checkpointDialog->show();
    m_checkpointDialog->raise();
}

} // namespace twb
