#pragma once

#include "core/remote/host_key_policy.h"

#include <QList>
#include <QMutex>
#include <QObject>

#include <memory>
#include <optional>

class QWidget;

namespace twb {

// Asks the user about an unknown host key (and for an encrypted key's passphrase). Transports call ask() from their worker threads;
// the question is shown on the GUI thread (a blocking queued call parks only the worker) with the
// SHA256 fingerprint, and the answer goes back to the transport, which saves an accepted key.
// policy() and passphraseCallback() hold shared state, not the prompter: a background job that
// outlives its panel (see TaskGroup) gets "refuse" / no passphrase instead of a dangling call.
class HostKeyPrompter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HostKeyPrompter)

public:
    explicit HostKeyPrompter(QWidget *dialogParent);
    ~HostKeyPrompter() override;

    // Thread-safe.
    HostKeyDecision ask(const HostKeyQuestion &question);
    HostKeyPolicy policy();
    // For SshEndpoint::passphrase: asks on the GUI thread; the answer is not kept anywhere.
    std::function<std::optional<QString>(const QString &keyPath)> passphraseCallback();

    // For tests and scripted demos: answer without a dialog (the question is still recorded).
    void setAutomaticAnswer(std::optional<HostKeyDecision> answer);
    QList<HostKeyQuestion> askedQuestions() const;

    static QString questionText(const HostKeyQuestion &question);

private:
    struct Shared;
    static HostKeyDecision ask(const std::shared_ptr<Shared> &shared, const HostKeyQuestion &question);
    static std::optional<QString> askPassphrase(const std::shared_ptr<Shared> &shared, const QString &keyPath);
    HostKeyDecision askOnGuiThread(const HostKeyQuestion &question);
    std::optional<QString> askPassphraseOnGuiThread(const QString &keyPath);

    QWidget *m_dialogParent;
    std::shared_ptr<Shared> m_shared;
};

} // namespace twb
