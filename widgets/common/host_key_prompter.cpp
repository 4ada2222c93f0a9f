#include "widgets/common/host_key_prompter.h"

#include <QCoreApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QThread>
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

} // namespace

// What the workers' callbacks hold: the recorded questions, the scripted answer, and a guarded
// pointer to the prompter that is only followed on the GUI thread.
struct HostKeyPrompter::Shared
{
    QMutex mutex;
    std::optional<HostKeyDecision> automaticAnswer;
    QList<HostKeyQuestion> asked;
    QPointer<HostKeyPrompter> prompter;
};

HostKeyPrompter::HostKeyPrompter(QWidget *dialogParent)
    : QObject(dialogParent), m_dialogParent(dialogParent), m_shared(std::make_shared<Shared>())
{
    m_shared->prompter = this;
}

HostKeyPrompter::~HostKeyPrompter() = default;

QString HostKeyPrompter::questionText(const HostKeyQuestion &question)
{
    return tr("The host %1 (port %2) is not in %3.\n\n"
              "It offers this %4 key:\n%5\n\n"
              "Compare the fingerprint with the one your administrator or `gcloud compute tpus tpu-vm "
              "get-guest-attributes` shows. Connect and remember this key?")
        .arg(question.host)
        .arg(question.port)
        .arg(question.knownHostsPath, question.keyType, question.fingerprint);
}

HostKeyDecision HostKeyPrompter::ask(const HostKeyQuestion &question)
{
    return ask(m_shared, question);
}

HostKeyDecision HostKeyPrompter::ask(const std::shared_ptr<Shared> &shared, const HostKeyQuestion &question)
{
    {
        QMutexLocker lock(&shared->mutex);
        shared->asked.append(question);
        if (shared->automaticAnswer)
            return *shared->automaticAnswer;
    }
    HostKeyDecision decision = HostKeyDecision::Refuse;
    onGuiThread([&shared, &question, &decision] {
        if (HostKeyPrompter *prompter = shared->prompter.data())
            decision = prompter->askOnGuiThread(question);
    });
    return decision;
}

HostKeyDecision HostKeyPrompter::askOnGuiThread(const HostKeyQuestion &question)
{
    // On the heap behind a QPointer: if the window closes while the question is open, the box
    // dies with it (and this prompter too), exec() returns and the answer is "refuse"; a box
    // on the stack would be deleted twice. Nothing of `this` is touched after exec().
    QPointer<QMessageBox> box = new QMessageBox(QMessageBox::Warning, tr("Unknown host key"), questionText(question),
                                                QMessageBox::Yes | QMessageBox::No, m_dialogParent);
    box->setObjectName(u"hostKeyQuestion"_s);
    box->setDefaultButton(QMessageBox::No);
    box->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const int answer = box->exec();
    const bool accepted = box && answer == QMessageBox::Yes;
    delete box.data();
    return accepted ? HostKeyDecision::Accept : HostKeyDecision::Refuse;
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
        if (HostKeyPrompter *prompter = shared->prompter.data())
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
