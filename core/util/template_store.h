#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>
#include <QStringList>

namespace twb {

// Where the code-generation templates live, and reading them.
//
// The folder is, in order: $TPUWB_TEMPLATES (a user's own copy or a test's), the installed
// data dir found relative to the running binary (<bin>/../share/tpu-workbench/templates, so a
// .deb under /usr and a tarball unpacked anywhere both work), else the source tree's
// templates/ (running from a build directory).
class TemplateStore final
{
public:
    // Uses the folder found by locateRoot().
    TemplateStore();
    // Uses `rootDir` as the templates folder (tests, or a caller that already knows it).
    explicit TemplateStore(QString rootDir);

    static QString locateRoot();
    // The same search for a binary in `executableDir` (locateRoot() passes the running one's).
    static QString locateRoot(const QString &executableDir);
    // The folder of the running binary: QCoreApplication's when there is one, else /proc/self/exe's.
    static QString executableDir();

    const QString &root() const { return m_root; }

    // Absolute path of `relativePath` under the root. Refuses paths that leave the root.
    Result<QString> absolutePath(const QString &relativePath) const;

    // The text (UTF-8) of the template at `relativePath` ("experiment/train.py.mustache").
    Result<QString> read(const QString &relativePath) const;

    // Every file under `relativeDir` as a path relative to the root (ready for read()), sorted.
    Result<QStringList> list(const QString &relativeDir) const;

    // Reads the template at `relativePath` and renders it with `data`; partials resolve
    // relative to the root. Errors name the template and line.
    Result<QString> render(const QString &relativePath, const Json &data) const;

private:
    QString m_root;
};

} // namespace twb
