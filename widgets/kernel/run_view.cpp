#include "widgets/kernel/run_view.h"
#include "widgets/common/tab_list_button.h"
#include "widgets/common/palette.h"
#include "widgets/common/split_sizer.h"

#include "core/kernel/artifact_text.h"
#include "core/kernel/kernel_run_control.h"
#include "core/kernel/orchestrator_journal.h"
#include "core/kernel/run_report.h"
#include "core/kernel/status_text.h"
#include "widgets/kernel/code_diff_view.h"
#include "widgets/kernel/iterations_model.h"
#include "widgets/kernel/latency_plot.h"
#include "widgets/kernel/pipeline_diagram.h"

#include <QLocale>
#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QDir>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QTableView *tableFor(QAbstractItemModel *model, QWidget *parent, const QString &name)
{
    auto *view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->setVisible(false);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setAlternatingRowColors(true);
    return view;
}

QStandardItem *item(const QString &text)
{
    auto *cell = new QStandardItem(text);
    cell->setEditable(false);
    return cell;
}

QString jsonText(const Json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return {};
    return it->is_string() ? toQString(it->get<std::string>()) : toQString(it->dump());
}

} // namespace

RunView::RunView(KernelServiceFactory services, QWidget *parent)
    : QWidget(parent), m_services(std::move(services)), m_runner(new OrchestratorRunner(this)), m_liveness(new QTimer(this))
{
    setObjectName(u"kernelRunView"_s);
    m_title = new QLabel(this);
    m_title->setObjectName(u"runTitle"_s);
    m_title->setTextFormat(Qt::RichText);
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"runSummary"_s);
    m_summary->setWordWrap(true);
    m_review = new QLabel(this);
    m_review->setObjectName(u"speedupReview"_s);
    m_review->setStyleSheet(u"QLabel { background: %1; color: %2; padding: 4px; border-radius: 3px; }"_s.arg(
        Palette::tint(Palette::Role::Error, palette()).name(), Palette::hex(Palette::Role::Error, palette())));
    m_review->setWordWrap(true);
    m_review->hide();
    m_replay = new QLabel(this);
    m_replay->setObjectName(u"replayBanner"_s);
    m_replay->setStyleSheet(u"QLabel { background: %1; color: %2; padding: 6px; border-radius: 3px; font-weight: bold; }"_s.arg(
        Palette::tint(Palette::Role::Warning, palette()).name(), Palette::hex(Palette::Role::Warning, palette())));
    m_replay->setWordWrap(true);
    m_replay->hide();
    m_status = new QLabel(this);
    m_status->setObjectName(u"runnerStatus"_s);
    m_status->setWordWrap(true);
    m_start = new QPushButton(tr("Start"), this);
    m_start->setObjectName(u"startButton"_s);
    m_approve = new QPushButton(tr("Approve baseline"), this);
    m_approve->setObjectName(u"approveButton"_s);
    m_approve->setToolTip(tr("Read source.py and baseline_rationale.md (Code tab) first: the run is scored against "
                             "this baseline."));
    m_stop = new QPushButton(tr("Stop"), this);
    m_stop->setObjectName(u"stopButton"_s);
    m_use = new QPushButton(tr("Use in experiment\u2026"), this);
    m_use->setObjectName(u"useKernelButton"_s);
    m_use->setToolTip(tr("Switch the published kernel (optimized.py) into an experiment in place of its module, "
                         "with a start-up check against the plain module and, if you like, the A/B ablation "
                         "(tpuwb kernel use)."));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_approve);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_use);
    buttons->addWidget(m_status, 1);

    m_pipeline = new PipelineDiagram(this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_pipeline);
    scroll->setWidgetResizable(true);
    scroll->setObjectName(u"pipelineScroll"_s);
    scroll->setMinimumHeight(150);
    m_pipelineScroll = scroll;

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"runTabs"_s);
    m_tabs->addTab(buildIterationsTab(), tr("Iterations"));
    m_code = new CodeDiffView(this);
    m_tabs->addTab(m_code, tr("Code"));
    m_tabs->addTab(buildAutotuneTab(), tr("Autotune"));
    m_tabs->addTab(buildProfileTab(), tr("Profile"));
    m_tabs->addTab(buildLedgerTab(), tr("Ideas ledger"));
    m_debug = new QTextBrowser(this);
    m_debug->setObjectName(u"debugHistory"_s);
    m_tabs->addTab(m_debug, tr("Debug history"));
    m_tabs->addTab(buildJournalTab(), tr("Decisions"));
    m_evaluation = new QTextBrowser(this);
    m_evaluation->setObjectName(u"externalEvaluation"_s);
    m_tabs->addTab(m_evaluation, tr("External evaluation"));
    m_report = new QTextBrowser(this);
    m_report->setObjectName(u"finishReport"_s);
    m_tabs->addTab(m_report, tr("Report"));
    addTabListButton(m_tabs);   // nine tabs: at 1024 px the last ones scroll out of sight

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(scroll);
    split->addWidget(m_tabs);
    split->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_replay);
    layout->addWidget(m_summary);
    layout->addWidget(m_review);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);

    connect(m_start, &QPushButton::clicked, this, &RunView::startOrContinue);
    connect(m_approve, &QPushButton::clicked, this, &RunView::approveBaseline);
    connect(m_stop, &QPushButton::clicked, this, &RunView::stopRun);
    connect(m_use, &QPushButton::clicked, this, [this] {
        if (!m_localDir.isEmpty())
            Q_EMIT useInExperimentRequested(QDir(m_localDir).filePath(u"optimized.py"_s));
    });
    connect(m_runner, &OrchestratorRunner::decisionMade, this, [this](const QString &action, const QString &outcome,
                                                                       const QString &detail) {
        m_status->setText(kernel::StatusText::decision(action, outcome, detail));
        reload();
    });
    connect(m_runner, &OrchestratorRunner::finished, this, [this](bool, const QString &text) {
        m_status->setText(text);
        Q_EMIT message(text);
        reload();
        Q_EMIT runChanged(m_localDir);
    });
    connect(m_runner, &OrchestratorRunner::approved, this, [this](bool, const QString &text) {
        m_status->setText(text);
        reload();
        Q_EMIT runChanged(m_localDir);
    });
    // The files' changes arrive from the workspace index; the orchestrator's lock is only looked
    // at (a non-blocking try) while the run is alive.
    m_liveness->setInterval(2000);
    connect(m_liveness, &QTimer::timeout, this, [this] {
        if (m_localDir.isEmpty() || m_runner->isRunning())
            return;
        m_tasks.run(this, [dir = m_localDir] { return kernel::OrchestratorJournal(dir).isOrchestratorAlive(); },
                    [this](bool alive) {
                        if (!alive)
                            reload();
                    });
    });
    updateButtons();
}

RunView::~RunView() = default;

QWidget *RunView::buildIterationsTab()
{
    auto *split = new QSplitter(Qt::Vertical, this);
    m_iterations = new IterationsModel(this);
    QTableView *table = tableFor(m_iterations, split, u"iterationsTable"_s);
    split->addWidget(table);
    m_plot = new LatencyPlot(split);
    split->addWidget(m_plot);
    // The table as tall as its rows (at least two), up to 35 % of the page while the plot keeps
    // 250 px, and never less than 70:250 of it; the plot the rest. At 1400x900 that is about
    // four of a run's five rows above the plot (the fixed 70:250 showed one or two); at
    // 1024x700 it stays 70:250, where the plot is at its minimum already (its legend and a
    // short axis, so that a shorter page, Japanese, cuts neither).
    m_iterationsSizer = new SplitSizer(split, [table](int length) {
        const int rows = std::max(2, table->model()->rowCount());
        const int needed = table->horizontalHeader()->sizeHint().height() + rows * table->verticalHeader()->defaultSectionSize()
                           + 2 * table->frameWidth() + table->horizontalScrollBar()->sizeHint().height();
        const int roomy = std::min(length * 35 / 100, length - 250);
        const int tableHeight = std::min(needed, std::max(length * 70 / 320, roomy));
        return QList<int>{tableHeight, length - tableHeight};
    });
    return split;
}

QWidget *RunView::buildAutotuneTab()
{
    auto *page = new QWidget(this);
    m_autotuneIteration = new QComboBox(page);
    m_autotuneIteration->setObjectName(u"autotuneIteration"_s);
    m_autotuneSummary = new QLabel(page);
    m_autotuneSummary->setObjectName(u"autotuneSummary"_s);
    m_autotuneSummary->setWordWrap(true);
    m_autotune = new QStandardItemModel(0, 4, page);
    m_autotune->setHorizontalHeaderLabels({tr("Rank"), tr("Configuration"), tr("Time (ms)"), tr("Rejected because")});
    auto *layout = new QVBoxLayout(page);
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Iteration"), page));
    bar->addWidget(m_autotuneIteration);
    bar->addWidget(m_autotuneSummary, 1);
    layout->addLayout(bar);
    layout->addWidget(tableFor(m_autotune, page, u"autotuneTable"_s), 1);
    connect(m_autotuneIteration, &QComboBox::currentIndexChanged, this,
            [this] { showAutotune(m_autotuneIteration->currentData().toInt()); });
    return page;
}

QWidget *RunView::buildProfileTab()
{
    auto *page = new QWidget(this);
    m_profileIteration = new QComboBox(page);
    m_profileIteration->setObjectName(u"profileIteration"_s);
    m_decision = new QLabel(page);
    m_decision->setObjectName(u"profileDecision"_s);
    m_profile = new QTextBrowser(page);
    m_profile->setObjectName(u"profileSummary"_s);
    auto *layout = new QVBoxLayout(page);
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Iteration"), page));
    bar->addWidget(m_profileIteration);
    bar->addWidget(m_decision, 1);
    layout->addLayout(bar);
    layout->addWidget(m_profile, 1);
    connect(m_profileIteration, &QComboBox::currentIndexChanged, this,
            [this] { showProfile(m_profileIteration->currentData().toInt()); });
    return page;
}

QWidget *RunView::buildLedgerTab()
{
    auto *page = new QWidget(this);
    m_ledgerTrust = new QLabel(page);
    m_ledgerTrust->setObjectName(u"ledgerTrust"_s);
    m_ledger = new QStandardItemModel(0, 7, page);
    m_ledger->setHorizontalHeaderLabels({tr("Idea"), tr("Class"), tr("Status"), tr("Adopted in"), tr("Claim"),
                                         tr("On a TPU"), tr("Verdict")});
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_ledgerTrust);
    layout->addWidget(tableFor(m_ledger, page, u"ledgerTable"_s), 1);
    return page;
}

QWidget *RunView::buildJournalTab()
{
    m_journal = new QStandardItemModel(0, 6, this);
    m_journal->setHorizontalHeaderLabels({tr("Time"), tr("Action"), tr("Outcome"), tr("Target"), tr("Attempt"), tr("Detail")});
    return tableFor(m_journal, this, u"journalTable"_s);
}

void RunView::openRun(const QString &localDir)
{
    m_localDir = localDir;
    reload();
}

void RunView::runFilesChanged(const QString &localDir)
{
    if (!m_localDir.isEmpty() && QFileInfo(localDir).absoluteFilePath() == QFileInfo(m_localDir).absoluteFilePath())
        reload();
}

void RunView::reload()
{
    if (m_localDir.isEmpty())
        return;
    if (m_load.isActive()) {
        m_reloadPending = true;
        return;
    }
    m_load = m_tasks.run(this, [dir = m_localDir] { return kernel::RunArtifacts::load(dir); },
                         [this](const kernel::RunArtifacts &artifacts) {
                             apply(artifacts);
                             if (m_reloadPending) {
                                 m_reloadPending = false;
                                 reload();
                             }
                         });
}

void RunView::apply(const kernel::RunArtifacts &artifacts)
{
    if (artifacts.snapshot.location.localDir != QFileInfo(m_localDir).absoluteFilePath()
        && artifacts.snapshot.location.localDir != m_localDir)
        return; // a load for a run that is no longer shown
    m_artifacts = artifacts;
    const kernel::RunOverview &o = artifacts.snapshot.overview;
    const kernel::KernelState *state = artifacts.snapshot.state ? &*artifacts.snapshot.state : nullptr;
    const QString machine = artifacts.snapshot.location.machineName.isEmpty() ? tr("this machine")
                                                                              : artifacts.snapshot.location.machineName;
    const auto &worker = artifacts.snapshot.location.worker;
    const bool replayed = worker && worker->isReplay();
    m_title->setText(u"<b>%1</b> &nbsp; %2 &nbsp; <i>%3</i>%4"_s.arg(
        (state ? state->runId() : QFileInfo(m_localDir).fileName()).toHtmlEscaped(), machine.toHtmlEscaped(),
        kernel::StatusText::runStatus(o).toHtmlEscaped(),
        replayed ? u" &nbsp; <b>%1</b>"_s.arg(Palette::richText(Palette::Role::Error, tr("REPLAY"), palette())) : QString()));
    m_title->setToolTip(worker ? worker->describe() : tr("The journal does not say which worker ran this run."));
    m_replay->setVisible(replayed);
    m_replay->setText(kernel::KernelWorker::replayNotice());
    QStringList summary;
    if (state) {
        summary << tr("iteration %1 of %2").arg(o.iteration).arg(o.maxIterations);
        summary << tr("baseline %1, assurance: %2").arg(state->language(), kernel::StatusText::label(o.assurance));
        summary << (o.best.iteration > 0 ? tr("best: iteration %1, %2 ms, %3\u00d7 vs base.py%4")
                                               .arg(o.best.iteration)
                                               .arg(QLocale().toString(o.best.timeMs.value_or(0), 'f', 6))
                                               .arg(QLocale().toString(o.best.speedup.value_or(0), 'f', 4))
                                               .arg(replayed ? tr(" (replayed)") : QString())
                                         : tr("best: none yet"));
    }
    if (!o.stateError.isEmpty())
        summary << o.stateError;
    for (const QString &warning : o.warnings)
        summary << warning;
    m_summary->setText(summary.join(u" \u00b7 "_s));
    m_summary->setToolTip(replayed ? kernel::KernelWorker::replayNotice()
                                   : tr("Times and speedups from the harness's STDOUT, against base.py."));

    QStringList review;
    for (const kernel::IterationView &v : o.iterations)
        if (v.reviewSpeedup)
            review << tr("iteration %1 (%2\u00d7)").arg(v.iteration).arg(QLocale().toString(v.entry->speedup.value_or(0), 'f', 2));
    m_review->setVisible(!review.isEmpty());
    m_review->setText(tr("Speedup above %1\u00d7 in %2: review correctness before trusting it; unusually good results "
                         "are often measurement or correctness errors.")
                          .arg(kernel::RunOverview::kSpeedupReviewThreshold)
                          .arg(review.join(u", "_s)));

    m_pipeline->setOverview(o);
    // Show the whole pipeline when it fits in about a third of the view; scroll beyond that.
    auto *scroll = static_cast<QScrollArea *>(m_pipelineScroll);
    const int chrome = 2 * scroll->frameWidth() + scroll->horizontalScrollBar()->sizeHint().height();
    scroll->setMinimumHeight(std::min(m_pipeline->sizeHint().height() + chrome, std::max(150, height() / 3)));
    m_iterations->setIterations(o.iterations, replayed);
    m_iterationsSizer->apply();
    m_plot->setIterations(o.iterations, replayed);
    m_plot->setToolTip(replayed ? kernel::KernelWorker::replayNotice() : QString());
    m_code->setFiles(artifacts.code);

    auto fillIterations = [](QComboBox *combo, const QList<int> &iterations) {
        const int current = combo->currentData().toInt();
        const QSignalBlocker block(combo);
        combo->clear();
        for (int n : iterations)
            combo->addItem(tr("iteration %1").arg(n), n);
        const int index = combo->findData(current);
        combo->setCurrentIndex(index >= 0 ? index : combo->count() - 1);
    };
    fillIterations(m_autotuneIteration, artifacts.autotune.keys());
    fillIterations(m_profileIteration, artifacts.profileSummaries.keys());
    showAutotune(m_autotuneIteration->currentData().toInt());
    showProfile(m_profileIteration->currentData().toInt());

    m_ledger->removeRows(0, m_ledger->rowCount());
    if (artifacts.ledger) {
        m_ledgerTrust->setText(tr("Reference trust: %1").arg(artifacts.ledger->referenceTrust));
        for (const auto &idea : artifacts.ledger->ideas)
            m_ledger->appendRow({item(idea.id), item(idea.ideaClass), item(idea.status), item(idea.adoptedIn),
                                 item(idea.claim), item(idea.tpuTranslation), item(idea.verdictEvidence)});
    } else {
        m_ledgerTrust->setText(artifacts.ledgerError.isEmpty() ? tr("No ideas ledger (the run has no references).")
                                                               : artifacts.ledgerError);
    }
    m_debug->setMarkdown(artifacts.debugHistory.isEmpty() ? tr("*No failures recorded.*") : artifacts.debugHistory);
    m_journal->removeRows(0, m_journal->rowCount());
    for (const Json &line : artifacts.journal) {
        const QString action = jsonText(line, "action");
        const QString outcome = jsonText(line, "outcome");
        auto *actionItem = item(kernel::StatusText::label(action));
        actionItem->setToolTip(action);
        auto *outcomeItem = item(outcome.isEmpty() ? QString() : kernel::StatusText::label(outcome));
        outcomeItem->setToolTip(outcome);
        m_journal->appendRow({item(jsonText(line, "time")), actionItem, outcomeItem, item(jsonText(line, "target")),
                              item(jsonText(line, "attempt")), item(jsonText(line, "detail"))});
    }
    showEvaluation(artifacts);
    m_report->setMarkdown(kernel::RunReport::markdown(artifacts.snapshot, artifacts.evaluation));

    updateButtons();
    Q_EMIT loaded();
}

void RunView::showEvaluation(const kernel::RunArtifacts &artifacts)
{
    const kernel::ExternalEvaluation &e = artifacts.evaluation;
    QStringList md;
    if (e.present) {
        md << tr("**%1**, from MaxKernel's `compare_kernel.py`: the published kernel timed against your PyTorch "
                 "module through torch_xla. Its speedup is against your source; the Iterations tab's is against "
                 "base.py. Shown as written (its schema is not public).")
                  .arg(QString::fromLatin1(kernel::ExternalEvaluation::kFileName));
        if (!e.error.isEmpty())
            md << QString() << e.error;
        md << QString() << u"```json"_s << (e.result ? toQString(e.result->dump(2)) : e.rawText.trimmed()) << u"```"_s;
    } else {
        QString whyNot;
        const QStringList commands = artifacts.snapshot.state
                                         ? kernel::ExternalEvaluation::offeredCommands(*artifacts.snapshot.state, &whyNot)
                                         : QStringList();
        md << tr("No %1 in this run.").arg(QString::fromLatin1(kernel::ExternalEvaluation::kFileName));
        if (!commands.isEmpty())
            md << QString() << tr("To time the published kernel against your PyTorch module, run on the TPU VM in "
                                  "MaxKernel's environment (`$MK` is its root):")
               << QString() << u"```sh"_s << commands << u"```"_s;
        else if (!whyNot.isEmpty())
            md << QString() << tr("Not offered: %1.").arg(whyNot);
    }
    m_evaluation->setMarkdown(md.join(u'\n'));
}

void RunView::showAutotune(int iteration)
{
    m_autotune->removeRows(0, m_autotune->rowCount());
    const auto it = m_artifacts.autotune.constFind(iteration);
    if (it == m_artifacts.autotune.constEnd()) {
        m_autotuneSummary->setText(m_artifacts.autotuneErrors.value(iteration, tr("No autotune results.")));
        return;
    }
    int rank = 0;
    for (const auto &ranked : it->ranked)
        m_autotune->appendRow({item(QString::number(++rank)), item(kernel::AutotuneResults::configText(ranked.config)),
                               item(QLocale().toString(ranked.timeMs, 'f', 6)), item(QString())});
    for (const auto &rejected : it->rejected)
        m_autotune->appendRow({item(u"\u2013"_s), item(kernel::AutotuneResults::configText(rejected.config)), item(QString()),
                               item(rejected.reason + (rejected.correct ? tr(" (output correct)") : QString()))});
    QString text = it->reduced ? tr("Applied: %1, %2 ms (%3 trials).")
                                     .arg(kernel::AutotuneResults::configText(it->bestConfig))
                                     .arg(QLocale().toString(it->bestTimeMs.value_or(0), 'f', 6))
                                     .arg(it->trialCount)
                               : tr("No trial was correct; nothing applied (%1 trials).").arg(it->trialCount);
    // The history records the Phase 3 time, measured before autotuning rewrote optimized.py.
    for (const kernel::IterationView &v : m_artifacts.snapshot.overview.iterations) {
        if (v.iteration == iteration && v.entry && v.entry->optimizedTimeMs && it->bestTimeMs
            && std::abs(*v.entry->optimizedTimeMs - *it->bestTimeMs) > 1e-9)
            text += tr(" The recorded optimized time (%1 ms) was measured before this configuration was applied.")
                        .arg(QLocale().toString(*v.entry->optimizedTimeMs, 'f', 6));
    }
    m_autotuneSummary->setText(text);
}

void RunView::showProfile(int iteration)
{
    const QString markdown = m_artifacts.profileSummaries.value(iteration);
    m_profile->setMarkdown(markdown);
    const auto decision = kernel::parseProfileDecision(markdown.toUtf8());
    m_decision->setText(!decision ? tr("No DECISION line")
                                  : (*decision ? tr("DECISION: NEEDS_IMPROVEMENT = True")
                                               : tr("DECISION: NEEDS_IMPROVEMENT = False")));
}

void RunView::updateButtons()
{
    const kernel::RunOverview &o = m_artifacts.snapshot.overview;
    const bool running = m_runner->isRunning();
    const bool alive = running || o.alive;
    const bool resumable = o.status == kernel::RunStatus::Setup || o.status == kernel::RunStatus::Iterating;
    const bool dispatchedBefore = std::any_of(m_artifacts.journal.begin(), m_artifacts.journal.end(), [](const Json &line) {
        return line.value("action", std::string()) == "dispatch";
    });
    m_start->setText(dispatchedBefore || o.iteration > 0 ? tr("Continue") : tr("Start"));
    m_start->setEnabled(!alive && resumable && m_artifacts.snapshot.state.has_value());
    m_approve->setEnabled(!alive && o.status == kernel::RunStatus::WaitingApproval);
    m_stop->setEnabled(alive);
    // Published: the orchestrator copied the best kernel to optimized.py and named it.
    m_use->setEnabled(!alive && m_artifacts.snapshot.state.has_value()
                      && !m_artifacts.snapshot.state->finalCodePath().isEmpty());
    if (alive && !m_liveness->isActive())
        m_liveness->start();
    else if (!alive)
        m_liveness->stop();
}

void RunView::showStatus(const QString &text)
{
    m_status->setText(text);
}

void RunView::startOrContinue()
{
    if (m_localDir.isEmpty())
        return;
    m_runner->start(m_services(), m_localDir);
    m_status->setText(tr("Orchestrator starting\u2026"));
    updateButtons();
}

void RunView::approveBaseline()
{
    if (m_localDir.isEmpty())
        return;
    m_runner->approve(m_services(), m_localDir);
    m_status->setText(tr("Recording the approval\u2026"));
    updateButtons();
}

void RunView::stopRun()
{
    if (m_runner->isRunning()) {
        m_runner->stop();
    } else {
        // An orchestrator in another process (tpuwb kernel run) reads this from the journal.
        auto sent = kernel::KernelRunControl::requestStop(m_localDir, tr("the workbench window"));
        m_status->setText(sent ? tr("Stop requested.") : sent.error().message);
    }
    m_status->setText(tr("Stopping\u2026"));
}

} // namespace twb
