#include "support/fake_train_project.h"

#include "support/test_paths.h"

#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

namespace twb::test {

Result<void> writeFakeTrainProject(const QString &dir)
{
    if (!QDir().mkpath(dir))
        return fail(Error::failure(u"cannot create the test project %1"_s.arg(dir), dir));
    const QString demo = sourceDir() + u"/templates/demo/experiments/tiny-lm/"_s;
    const QList<QPair<QString, QString>> files = {{demo + u"launch.sh"_s, u"launch.sh"_s},
                                                  {demo + u"config.json"_s, u"config.json"_s},
                                                  {sourceDir() + u"/tests/support/fake_train.py"_s, u"train.py"_s}};
    for (const auto &[from, to] : files)
        if (!QFile::copy(from, dir + u'/' + to))
            return fail(Error::failure(u"cannot copy %1 to %2/%3"_s.arg(from, dir, to), from));
    return {};
}

} // namespace twb::test
