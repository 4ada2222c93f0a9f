#include "tfevents_files.h"

#include "test_paths.h"

#include <QFile>
#include <QJsonDocument>
#include <QProcess>

using namespace Qt::StringLiterals;

namespace twb::test {

TfEventFiles writeTfEventFiles(const QString &outDir)
{
    TfEventFiles out;
    QProcess python;
    // Debian's interpreter: python3-protobuf belongs to it.
    python.start(systemPython(), {sourceDir() + u"/tests/support/tfevents_writer.py"_s,
                                  sourceDir() + u"/core/metrics/proto"_s, outDir});
    if (!python.waitForFinished(120000) || python.exitStatus() != QProcess::NormalExit || python.exitCode() != 0) {
        out.error = u"tfevents_writer.py failed (needs Debian's python3-protobuf and protobuf-compiler, "
                    "scripts/install-deps.sh): "_s
                    + QString::fromUtf8(python.readAllStandardError()) + python.errorString();
        return out;
    }
    QFile manifest(outDir + u"/manifest.json"_s);
    if (!manifest.open(QIODevice::ReadOnly)) {
        out.error = u"tfevents_writer.py wrote no manifest.json in "_s + outDir;
        return out;
    }
    out.manifest = QJsonDocument::fromJson(manifest.readAll()).object();
    return out;
}

} // namespace twb::test
