#pragma once

#include <QList>
#include <QString>
#include <QUrl>

namespace twb {

// Where the user's guide pages (docs/*.md) are: the installed copy (share/doc/tpu-workbench
// next to the program, as the package installs them), else the source tree's (a build run in
// place), else the repository online. Help > Documentation opens them with QDesktopServices.
class DocLinks final
{
public:
    struct Page
    {
        QString file;  // "monitor.md"
        QString title; // "Runs and the live monitor", translated
    };
    static QList<Page> pages();
    static QUrl url(const QString &file);
    // The folder url() found the pages in; empty when it falls back to the online repository.
    static QString localDir();
};

} // namespace twb
