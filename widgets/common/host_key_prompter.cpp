#include "widgets/common/host_key_prompter.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QThread>
#include <QWidget>

using namespace Qt::StringLiterals;

namespace twb {

HostKeyPrompter::HostKeyPrompter(QWidget *dialogParent) : QObject(dialogParent), m_dialogParent(dialogParent) {}

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
    {
        QMutexLocker lock(&m_mutex);
        m_asked.append(question);
        if (m_automaticAnswer)
            return *m_automaticAnswer;
    }
    if (QThread::currentThread() == thread())
        return askOnGuiThread(question);
    HostKeyDecision decision = HostKeyDecision::Refuse;
    QMetaObject::invokeMethod(this, [&] { decision = askOnGuiThread(question); }, Qt::BlockingQueuedConnection);
    return decision;
}

HostKeyDecision HostKeyPrompter::askOnGuiThread(const HostKeyQuestion &question)
{
    QMessageBox box(QMessageBox::Warning, tr("Unknown host key"), questionText(question),
                    QMessageBox::Yes | QMessageBox::No, m_dialogParent);
    box.setDefaultButton(QMessageBox::No);
    box.setTextInteractionFlags(Qt::TextSelectableByMouse);
    return box.exec() == QMessageBox::Yes ? HostKeyDecision::Accept : HostKeyDecision::Refuse;
}

HostKeyPolicy HostKeyPrompter::policy()
{
    return HostKeyPolicy::askWith([this](const HostKeyQuestion &question) { return ask(question); });
}

std::function<std::optional<QString>(const QString &)> HostKeyPrompter::passphraseCallback()
{
    return [this](const QString &keyPath) { return askPassphrase(keyPath); };
}

std::optional<QString> HostKeyPrompter::askPassphrase(const QString &keyPath)
{
    std::optional<QString> answer;
    auto ask = [&] {
        bool ok = false;
        const QString text = QInputDialog::getText(m_dialogParent, tr("Key passphrase"),
                                                   tr("Passphrase for %1 (used for this connection only, never stored):")
                                                       .arg(keyPath),
                                                   QLineEdit::Password, QString(), &ok);
        if (ok)
            answer = text;
    };
    if (QThread::currentThread() == thread())
        ask();
    else
        QMetaObject::invokeMethod(this, ask, Qt::BlockingQueuedConnection);
    return answer;
}

void HostKeyPrompter::setAutomaticAnswer(std::optional<HostKeyDecision> answer)
{
    QMutexLocker lock(&m_mutex);
    m_automaticAnswer = answer;
}

QList<HostKeyQuestion> HostKeyPrompter::askedQuestions() const
{
    QMutexLocker lock(&m_mutex);
    return m_asked;
}

} // namespace twb
