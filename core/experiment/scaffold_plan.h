#pragma once

#include "core/experiment/generated_file.h"
#include "core/util/error.h"

#include <QSet>
#include <QString>
#include <QStringList>

namespace twb {

// Rendered files against what a folder holds: which are new, unchanged or would overwrite
// something different, with a diff for each. Nothing on disk is overwritten without consent:
// write() refuses while a changed file lacks an explicit approval, and files on disk that the
// render does not produce are left alone.
class ScaffoldPlan final
{
public:
    enum class Action { Create, Unchanged, Overwrite };

    struct Entry
    {
        GeneratedFile file;
        Action action = Action::Create;
        QByteArray existing; // the bytes on disk, for Overwrite (and Unchanged)
    };

    // Reads what `targetDir` holds for each file (a missing folder means all new).
    static Result<ScaffoldPlan> compare(const QString &targetDir, GeneratedFiles files);

    const QString &targetDir() const { return m_targetDir; }
    const QList<Entry> &entries() const { return m_entries; }
    const Entry *entry(const QString &path) const;

    // Paths that exist on disk with other content.
    QStringList conflicts() const;
    // `diff -u` of the file on disk against the rendered one ("" when unchanged); for a new
    // file, the whole file as added lines.
    QString diff(const QString &path) const;
    // One line per file: "new      train.py", "changed  launch.sh (+3 -1)", "same     data.py".
    QString summary() const;

    // Writes the new and changed files (atomically, launch.sh executable) and returns their
    // paths. Refuses, writing nothing, when a conflict is not in `approvedOverwrites`; the
    // error lists those files and says how to consent.
    Result<QStringList> write(const QSet<QString> &approvedOverwrites = {}) const;
    // write() with every conflict approved: the explicit "overwrite" decision.
    Result<QStringList> writeOverwritingAll() const;

private:
    QString m_targetDir;
    QList<Entry> m_entries;
};

} // namespace twb
