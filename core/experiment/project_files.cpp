#include "core/experiment/project_files.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {

GeneratedFiles ProjectFiles::read(const QString &dir)
{
    static const QStringList skipped = {u".smoke"_s, u"checkpoints"_s, u"metrics"_s, u"logs"_s,
                                        u"status"_s, u"profile"_s, u"__pycache__"_s, u".git"_s};
    GeneratedFiles files;
    QDirIterator it(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    const QDir base(dir);
    while (it.hasNext()) {
        const QString path = base.relativeFilePath(it.next());
        if (skipped.contains(path.section(u'/', 0, 0)) || path.contains(u"/__pycache__/"_s))
            continue;
        QFile file(it.filePath());
        if (file.size() > kMaxFileBytes || !file.open(QIODevice::ReadOnly))
            continue; // a code view is no place for big files
        files.append({path, file.readAll(), false});
    }
    std::sort(files.begin(), files.end(), [](const auto &a, const auto &b) { return a.path < b.path; });
    return files;
}

} // namespace twb
