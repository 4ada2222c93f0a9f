#include "core/util/python_interpreter.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

bool isExecutableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

} // namespace

QString PythonInterpreter::workbenchPythonEnv()
{
    const QString explicitEnv = qEnvironmentVariable("TPUWB_PYTHON_ENV");
    if (!explicitEnv.isEmpty())
        return QDir::cleanPath(explicitEnv);
    // The XDG base directory spec ignores a relative XDG_DATA_HOME.
    QString dataHome = qEnvironmentVariable("XDG_DATA_HOME");
    if (dataHome.isEmpty() || !QDir::isAbsolutePath(dataHome))
        dataHome = QDir::homePath() + u"/.local/share"_s;
    return QDir::cleanPath(dataHome + u"/tpu-workbench/python-env"_s);
}

QString PythonInterpreter::workbenchEnvPython()
{
    return workbenchPythonEnv() + u"/bin/python"_s;
}

bool PythonInterpreter::workbenchEnvExists()
{
    return isExecutableFile(workbenchEnvPython());
}

PythonInterpreter::Choice PythonInterpreter::defaultChoice()
{
    const QString fromVariable = qEnvironmentVariable("TPUWB_PYTHON").trimmed();
    if (!fromVariable.isEmpty())
        return {fromVariable, Source::Variable};
    if (const QString env = workbenchEnvPython(); isExecutableFile(env))
        return {env, Source::WorkbenchEnvironment};
    // Debian's interpreter has python3-torch; a python3 earlier on PATH (pyenv, a venv) may not.
    if (const QString system = u"/usr/bin/python3"_s; QFileInfo::exists(system))
        return {system, Source::System};
    return {u"python3"_s, Source::Path};
}

} // namespace twb
