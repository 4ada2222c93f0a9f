#pragma once

#include "core/remote/host_key_policy.h"

#include <QDialog>
#include <QList>

class QLabel;
class QTreeWidget;

namespace twb {

// One question for all the unknown host keys of a connection attempt (a slice's hosts are
// connected in parallel): each host, port, key type and fingerprint in a row, one answer for
// all. Hosts that ask while it is open are added to it. Changed keys never get here (core
// refuses them).
class HostKeyDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HostKeyDialog)

public:
    explicit HostKeyDialog(QWidget *parent = nullptr);

    // Adds rows; a host:port with the same fingerprint is listed once.
    void addQuestions(const QList<HostKeyQuestion> &questions);
    int hostCount() const;
    // Everything the dialog says, as plain text (tests, logs).
    QString text() const;

private:
    void updateHeading();

    QLabel *m_heading = nullptr;
    QTreeWidget *m_hosts = nullptr;
    QStringList m_knownHostsFiles;
};

} // namespace twb
