#pragma once

#include "core/experiment/lint_finding.h"
#include "core/util/error.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace twb {

// `/ml-port`: rewrites plain PyTorch (CUDA) training code for PyTorch/XLA. The rewrite is
// templates/tools/port_torch_xla.py, run with a local Python on the source (stdin): it finds
// what to change with Python's own parser and edits only those spans, so comments and layout
// survive. This class runs it, diffs the result (TextDiff), lints it (LegacyApiLinter, and
// pyflakes when the interpreter has it) and writes it on request.
//
// Blocks for one Python run (well under a second for a training script): call it off the GUI
// thread.
class TorchXlaPorter final
{
public:
    struct Change
    {
        int line = 0;     // 1-based, in the original
        QString kind;     // device, cuda, amp, step, loader, launch, runtime, imports
        QString before;   // the original text ("" for an insertion)
        QString after;    // its replacement ("" for a removal)
    };
    struct Note
    {
        int line = 0;
        QString text;     // what was not rewritten and what to do (English, from the script)
    };
    struct Port
    {
        QString path;             // the file as given
        QString original;
        QString ported;
        QString diff;             // unified, a/FILE -> b/FILE
        QList<Change> changes;
        QList<Note> notes;
        // Lines that would not run on XLA and cannot be rewritten: when there are any, nothing
        // is ported (`ported` is the original, no changes) and `refusal` says so, each line named.
        QList<Note> refusals;
        QString refusal;
        LintFindings lint;        // LegacyApiLinter on the ported text
        QStringList pyflakes;     // "FILE:LINE:COL: message" lines
        bool pyflakesRan = false; // false: the interpreter has no pyflakes
        bool refused() const { return !refusals.isEmpty(); }
        bool clean() const { return !refused() && lint.isEmpty() && pyflakes.isEmpty(); }
    };

    // `python` empty: PythonInterpreter::defaultPython() ($TPUWB_PYTHON, else the workbench
    // environment's, else /usr/bin/python3, else python3). `templatesRoot` empty:
    // TemplateStore::locateRoot().
    explicit TorchXlaPorter(QString python = {}, QString templatesRoot = {});

    // Reads `path` and ports it. Errors: the file is missing or unreadable, the code does not
    // parse (FILE:LINE), it already uses torch_xla, there is nothing to port, no Python, or lines
    // that would not run on XLA and cannot be rewritten (each as FILE:LINE: why, in the message).
    Result<Port> portFile(const QString &path) const;
    // The same on text; `name` is used in messages and the diff's labels.
    Result<Port> portSource(const QString &source, const QString &name) const;

    // Writes `port.ported` over `port.path`, first copying the original to backupPath(); refuses
    // when the backup exists already (an earlier port's original would be lost) or when the
    // file changed since it was read. Returns the backup's path.
    static Result<QString> write(const Port &port);
    static QString backupPath(const QString &path);

    // One-line label of a change kind ("device placement", ...), translated.
    static QString kindLabel(const QString &kind);

    QString scriptPath() const;
    const QString &python() const { return m_python; }

private:
    QString m_python;
    QString m_templatesRoot;
};

} // namespace twb
