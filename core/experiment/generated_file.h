#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

namespace twb {

// One file of a rendered project: its path relative to the project folder and its bytes.
struct GeneratedFile
{
    QString path;
    QByteArray content;
    bool executable = false;
};

using GeneratedFiles = QList<GeneratedFile>;

} // namespace twb
