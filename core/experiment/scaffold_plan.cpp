#include "core/experiment/scaffold_plan.h"

#include "core/util/atomic_file.h"
#include "core/util/io_guard.h"
#include "core/util/text_diff.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::ScaffoldPlan.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ScaffoldPlan)
};
} // namespace


Result<ScaffoldPlan> ScaffoldPlan::compare(const QString &targetDir, GeneratedFiles files)
{
    ScaffoldPlan plan;
    plan.m_targetDir = targetDir;
    for (GeneratedFile &file : files) {
        Entry entry;
        const QString path = QDir(targetDir).filePath(file.path);
        const QFileInfo info(path);
        if (info.exists()) {
            if (!info.isFile())
                return fail(Error::invalid(Tr::tr("%1 exists and is not a file; "
                                                                              "move it away to scaffold here.")
                                               .arg(QDir::toNativeSeparators(path)),
                                           path));
            IoGuard::check("scaffold comparison read of", path);
            QFile existing(path);
            if (!existing.open(QIODevice::ReadOnly))
                return fail(Error::failure(Tr::tr("Cannot read %1 to compare it: %2.")
                                               .arg(QDir::toNativeSeparators(path), existing.errorString()),
                                           path));
            entry.existing = existing.readAll();
            entry.action = entry.existing == file.content ? Action::Unchanged : Action::Overwrite;
        }
        entry.file = std::move(file);
        plan.m_entries.append(std::move(entry));
    }
    return plan;
}

const ScaffoldPlan::Entry *ScaffoldPlan::entry(const QString &path) const
{
    for (const Entry &e : m_entries)
        if (e.file.path == path)
            return &e;
    return nullptr;
}

QStringList ScaffoldPlan::conflicts() const
{
    QStringList paths;
    for (const Entry &e : m_entries)
        if (e.action == Action::Overwrite)
            paths << e.file.path;
    return paths;
}

QString ScaffoldPlan::diff(const QString &path) const
{
    const Entry *e = entry(path);
    if (!e || e->action == Action::Unchanged)
        return {};
    const QString old = e->action == Action::Create ? QString() : QString::fromUtf8(e->existing);
    return TextDiff::unified(old, QString::fromUtf8(e->file.content),
                             e->action == Action::Create ? u"/dev/null"_s : u"a/"_s + path, u"b/"_s + path);
}

QString ScaffoldPlan::summary() const
{
    QString out;
    for (const Entry &e : m_entries) {
        switch (e.action) {
        case Action::Create:
            out += Tr::tr("new      %1\n").arg(e.file.path);
            break;
        case Action::Unchanged:
            out += Tr::tr("same     %1\n").arg(e.file.path);
            break;
        case Action::Overwrite: {
            const auto [added, removed] = TextDiff::counts(
                TextDiff::lines(QString::fromUtf8(e.existing), QString::fromUtf8(e.file.content)));
            out += Tr::tr("changed  %1 (+%2 -%3)\n").arg(e.file.path).arg(added).arg(removed);
            break;
        }
        }
    }
    return out;
}

Result<QStringList> ScaffoldPlan::write(const QSet<QString> &approvedOverwrites) const
{
    QStringList refused;
    for (const QString &path : conflicts())
        if (!approvedOverwrites.contains(path))
            refused << path;
    if (!refused.isEmpty())
        return fail(Error::invalid(Tr::tr("%1 already holds %2 with other content; "
                                                                      "nothing was written. Review the diff and "
                                                                      "allow overwriting (--force), or choose "
                                                                      "another folder.")
                                       .arg(QDir::toNativeSeparators(m_targetDir), refused.join(u", "_s)),
                                   m_targetDir));
    QStringList written;
    for (const Entry &e : m_entries) {
        if (e.action == Action::Unchanged)
            continue;
        const QString path = QDir(m_targetDir).filePath(e.file.path);
        if (!QDir().mkpath(QFileInfo(path).absolutePath()))
            return fail(Error::failure(Tr::tr("Cannot create the folder %1.")
                                           .arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath())),
                                       path));
        if (auto ok = writeFileAtomically(path, e.file.content); !ok)
            return fail(ok.error());
        if (e.file.executable) {
            QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::ExeOwner | QFileDevice::ExeGroup
                                            | QFileDevice::ExeOther);
        }
        written << e.file.path;
    }
    return written;
}

Result<QStringList> ScaffoldPlan::writeOverwritingAll() const
{
    const QStringList all = conflicts();
    return write(QSet<QString>(all.cbegin(), all.cend()));
}

} // namespace twb
