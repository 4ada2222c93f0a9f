#include "support/hang_hook.h"

#include "support/test_paths.h"

#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

namespace twb::test {

Result<void> installHangHook(const QString &projectDir, int host, int step)
{
    const QString hooks = projectDir + u"/tpuwb_test_hooks"_s;
    const QString from = sourceDir() + u"/tests/support/hang_hook/sitecustomize.py"_s;
    const QString to = hooks + u"/sitecustomize.py"_s;
    if (!QDir().mkpath(hooks))
        return fail(Error::failure(u"cannot create %1"_s.arg(hooks), hooks));
    if (!QFile::copy(from, to))
        return fail(Error::failure(u"cannot copy %1 to %2"_s.arg(from, to), from));
    // launch.sh sources env.sh in the run folder, where the project was uploaded.
    QFile env(projectDir + u"/env.sh"_s);
    if (!env.open(QIODevice::WriteOnly))
        return fail(Error::failure(u"cannot write %1: %2"_s.arg(env.fileName(), env.errorString()), env.fileName()));
    env.write(u"export TPUWB_TEST_HANG_AT_STEP=%1 TPUWB_TEST_HANG_HOST=%2\n"
              "export PYTHONPATH=\"$PWD/tpuwb_test_hooks${PYTHONPATH:+:$PYTHONPATH}\"\n"_s.arg(step).arg(host)
                  .toUtf8());
    return {};
}

} // namespace twb::test
