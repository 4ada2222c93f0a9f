#pragma once

#include "core/remote/host_key_policy.h"

#include <QList>
#include <QMutex>
#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

class QTimer;
class QWidget;

namespace twb {

class HostKeyDialog;

// Asks the user about unknown host keys (and for an encrypted key's passphrase). Transports
// call ask() from their worker threads, which wait for the answer; the GUI thread never waits.
// Questions that arrive together (a slice's hosts connect in parallel) are gathered for a
// moment and shown in ONE dialog (HostKeyDialog) that lists every host and fingerprint; hosts
// that ask while it is open are added to it, and its one answer goes to all of them. Keys are
// saved by the transport. policy() and passphraseCallback() hold shared state, not the
// prompter: a background job that outlives its panel (see TaskGroup) gets "refuse" / no
// passphrase instead of a dangling call.
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

    // The open question, if any (tests).
    HostKeyDialog *openDialog() const;

private:
    struct Shared;
    struct Pending;
    void showPending();
    static HostKeyDecision ask(const std::shared_ptr<Shared> &shared, const HostKeyQuestion &question);
    static std::optional<QString> askPassphrase(const std::shared_ptr<Shared> &shared, const QString &keyPath);
    std::optional<QString> askPassphraseOnGuiThread(const QString &keyPath);

    QWidget *m_dialogParent;
    std::shared_ptr<Shared> m_shared;
    QTimer *m_gather = nullptr;
    QPointer<HostKeyDialog> m_dialog;
    QList<std::shared_ptr<Pending>> m_shown;  // the questions the open dialog answers
};

} // namespace twb
