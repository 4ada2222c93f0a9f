#pragma once

#include <QDialog>

namespace twb {

// Application name, version, and the versions of the libraries that matter in a bug report.
class AboutDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AboutDialog)

public:
    explicit AboutDialog(QWidget *parent = nullptr);

    // The "Qt x, libssh y, QCustomPlot z" text, also used by tests.
    static QString libraryVersions();
};

} // namespace twb
