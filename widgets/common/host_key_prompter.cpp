#include "widgets/common/host_key_prompter.h"

#include "widgets/common/host_key_dialog.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QMutex>
#include <QThread>
#include <QTimer>
#include <QWaitCondition>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// Runs `ask` on the GUI thread, parking a worker until it returns. The call goes to the
// application object, which outlives every prompter; `ask` looks the prompter up there.
void onGuiThread(const std::function<void()> &ask)
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app)
        return;
    if (QThread::currentThread() == app->thread())
        ask();
    else
        QMetaObject::invokeMethod(app, ask, Qt::BlockingQueuedConnection);
}

// A slice's hosts reach their host-key check within a few hundred ms of each other; waiting
// this long first puts them in one dialog instead of growing it row by row under the mouse.
constexpr int kGatherMs = 300;

} // namespace

struct HostKeyPrompter::Pending
{
    HostKeyQuestion question;
    std::optional<HostKeyDecision> decision;  // set under Shared::mutex
};

// What the workers' callbacks hold: the recorded questions, the scripted answer, the questions
// waiting for the dialog, and the prompter. `prompter` is cleared under the mutex by the
// prompter's destructor, so a worker that sees it set may post to it; `guiPrompter` is only
// followed on the GUI thread (passphrases).
struct HostKeyPrompter::Shared
{
    QMutex mutex;
    QWaitCondition answered;
    std::optional<HostKeyDecision> automaticAnswer;
    QList<HostKeyQuestion> asked;
    HostKeyPrompter *prompter = nullptr;
    QList<std::shared_ptr<Pending>> waiting;
    bool gatherPosted = false;
    QPointer<HostKeyPrompter> guiPrompter;
};

HostKeyPrompter::HostKeyPrompter(QWidget *dialogParent)
    : QObject(dialogParent), m_dialogParent(dialogParent), m_shared(std::make_shared<Shared>()),
      m_gather(new QTimer(this))
{
    m_shared->prompter = this;
    m_shared->guiPrompter = this;
    m_gather->setSingleShot(true);
    m_gather->setInterval(kGatherMs);
    connect(m_gather, &QTimer::timeout, this, &HostKeyPrompter::showPending);
}

HostKeyPrompter::~HostKeyPrompter()
{
    // Every question still waiting or on screen is answered "refuse"; an open dialog goes too
    // (if its window is closing, it would go with it anyway).
    {
        QMutexLocker lock(&m_shared->mutex);
        m_shared->prompter = nullptr;
        for (const auto &pending : std::as_const(m_shared->waiting))
            pending->decision = HostKeyDecision::Refuse;
        for (const auto &pending : std::as_const(m_shown))
            pending->decision = HostKeyDecision::Refuse;
        m_shared->waiting.clear();
        m_shared->answered.wakeAll();
    }
    if (m_dialog) {
        m_dialog->disconnect(this);
        delete m_dialog.data();
    }
}

HostKeyDialog *HostKeyPrompter::openDialog() const
{
    return m_dialog.data();
}

HostKeyDecision HostKeyPrompter::ask(const HostKeyQuestion &question)
{
    return ask(m_shared, question);
}

HostKeyDecision HostKeyPrompter::ask(const std::shared_ptr<Shared> &shared, const HostKeyQuestion &question)
{
    QMutexLocker lock(&shared->mutex);
    shared->asked.append(question);
    if (shared->automaticAnswer)
        return *shared->automaticAnswer;
    if (!shared->prompter)
        return HostKeyDecision::Refuse;
    auto pending = std::make_shared<Pending>();
    pending->question = question;
    shared->waiting.append(pending);
    if (!shared->gatherPosted) {
        shared->gatherPosted = true;
        // Under the mutex the prompter is alive (its destructor takes the mutex first).
        HostKeyPrompter *prompter = shared->prompter;
        QMetaObject::invokeMethod(prompter, [prompter] { prompter->m_gather->start(); }, Qt::QueuedConnection);
    }
    if (QThread::currentThread() == QCoreApplication::instance()->thread()) {
        // Asked on the GUI thread itself (not the usual path): keep events flowing until the
        // dialog is answered.
        while (!pending->decision) {
            lock.unlock();
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
            lock.relock();
        }
    }
    while (!pending->decision)
        shared->answered.wait(&shared->mutex);
    return *pending->decision;
}

void HostKeyPrompter::showPending()
{
    QList<std::shared_ptr<Pending>> batch;
    {
        QMutexLocker lock(&m_shared->mutex);
        batch.swap(m_shared->waiting);
        m_shared->gatherPosted = false;
    }
    if (batch.isEmpty())
        return;
    QList<HostKeyQuestion> questions;
    for (const auto &pending : std::as_const(batch))
        questions << pending->question;
    m_shown += batch;
    if (m_dialog) {
        m_dialog->addQuestions(questions);
        return;
    }
    m_dialog = new HostKeyDialog(m_dialogParent);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialog->setWindowModality(Qt::WindowModal);
    m_dialog->addQuestions(questions);
    connect(m_dialog, &QDialog::finished, this, [this](int result) {
        const HostKeyDecision decision = result == QDialog::Accepted ? HostKeyDecision::Accept : HostKeyDecision::Refuse;
        QMutexLocker lock(&m_shared->mutex);
        for (const auto &pending : std::as_const(m_shown))
            pending->decision = decision;
        m_shown.clear();
        m_shared->answered.wakeAll();
    });
    m_dialog->open();
}

HostKeyPolicy HostKeyPrompter::policy()
{
    return HostKeyPolicy::askWith([shared = m_shared](const HostKeyQuestion &question) { return ask(shared, question); });
}

std::function<std::optional<QString>(const QString &)> HostKeyPrompter::passphraseCallback()
{
    return [shared = m_shared](const QString &keyPath) { return askPassphrase(shared, keyPath); };
}

std::optional<QString> HostKeyPrompter::askPassphrase(const std::shared_ptr<Shared> &shared, const QString &keyPath)
{
    std::optional<QString> answer;
    onGuiThread([&shared, &keyPath, &answer] {
        if (HostKeyPrompter *prompter = shared->guiPrompter.data())
            answer = prompter->askPassphraseOnGuiThread(keyPath);
    });
    return answer;
}

std::optional<QString> HostKeyPrompter::askPassphraseOnGuiThread(const QString &keyPath)
{
    bool ok = false;
    const QString text = QInputDialog::getText(m_dialogParent, tr("Key passphrase"),
                                               tr("Passphrase for %1 (used for this connection only, never stored):")
                                                   .arg(keyPath),
                                               QLineEdit::Password, QString(), &ok);
    return ok ? std::optional<QString>(text) : std::nullopt;
}

void HostKeyPrompter::setAutomaticAnswer(std::optional<HostKeyDecision> answer)
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->automaticAnswer = answer;
}

QList<HostKeyQuestion> HostKeyPrompter::askedQuestions() const
{
    QMutexLocker lock(&m_shared->mutex);
    return m_shared->asked;
}

} // namespace twb
