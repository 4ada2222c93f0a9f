#include "support/xla_python.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

using namespace Qt::StringLiterals;

namespace twb::test {

QString xlaPython()
{
    QString env = qEnvironmentVariable("TPUWB_PYTHON_ENV");
    if (env.isEmpty()) {
        const QString data = qEnvironmentVariable("XDG_DATA_HOME", QDir::homePath() + u"/.local/share"_s);
        env = data + u"/tpu-workbench/python-env"_s;
    }
    return env + u"/bin/python"_s;
}

QString missingXlaEnvironment()
{
    const QString python = xlaPython();
    if (!QFileInfo(python).isExecutable())
        return u"%1 does not exist: run scripts/install-python-env.sh (scripts/install-deps.sh runs it)"_s.arg(python);
    QProcess probe;
    probe.setProcessChannelMode(QProcess::MergedChannels);
    probe.start(python, {u"-c"_s, u"import torch_xla, jax"_s});
    if (probe.waitForFinished(120000) && probe.exitStatus() == QProcess::NormalExit && probe.exitCode() == 0)
        return {};
    return u"%1 cannot import torch_xla and jax (%2): re-run scripts/install-python-env.sh"_s.arg(
        python, QString::fromUtf8(probe.readAll().right(400)));
}

} // namespace twb::test
