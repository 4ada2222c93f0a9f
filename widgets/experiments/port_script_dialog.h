#pragma once

#include "core/services/torch_xla_porter.h"
#include "widgets/common/background_task.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace twb {

class CodeView;
class MessageBanner;

// "Port a PyTorch script…": the port of one file for PyTorch/XLA (TorchXlaPorter, run off the
// GUI thread) shown before anything is written: the diff (read-only, coloured), each change
// with its line, what was not rewritten, and whether the result lints clean. Write replaces the
// file and keeps the original as FILE.bak; it is offered only for a port that lints clean.
class PortScriptDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PortScriptDialog)

public:
    // `python`/`templatesRoot` empty: TorchXlaPorter's defaults.
    explicit PortScriptDialog(QWidget *parent = nullptr, QString python = {}, QString templatesRoot = {});

    // Ports `path` in the background; ported() or failed() follows.
    void portFile(const QString &path);

    QString path() const { return m_path; }
    CodeView *diffView() const { return m_diff; }
    QTreeWidget *changeList() const { return m_changes; }
    QPushButton *writeButton() const { return m_write; }
    QString summaryText() const;
    QString errorText() const { return m_error; }

Q_SIGNALS:
    void ported();
    void failed(const QString &message);
    // The port was written over `path`; the original is at `backup`.
    void written(const QString &path, const QString &backup);

private:
    void showPort(Result<TorchXlaPorter::Port> port);
    void writePort();
    void showError(const QString &message);

    QString m_python;
    QString m_templatesRoot;
    QString m_path;
    std::optional<TorchXlaPorter::Port> m_port;
    QString m_error;
    QLabel *m_summary = nullptr;
    MessageBanner *m_banner = nullptr;
    QTreeWidget *m_changes = nullptr;
    CodeView *m_diff = nullptr;
    QPushButton *m_write = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    TaskGroup m_tasks;
};

} // namespace twb
