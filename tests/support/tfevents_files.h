#pragma once

#include <QJsonObject>
#include <QString>

namespace twb::test {

// TensorBoard event files written by tests/support/tfevents_writer.py with Debian's
// python3-protobuf, from the schema vendored in core/metrics/proto (see the script for what
// is in `outDir`: tf1/, tf2/, torn/ + torn.rest, badcrc/, manifest.json).
struct TfEventFiles
{
    QString error;          // empty when written; else what failed and what to install
    QJsonObject manifest;   // manifest.json
};

TfEventFiles writeTfEventFiles(const QString &outDir);

} // namespace twb::test
