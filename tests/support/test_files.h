#pragma once

#include <QByteArray>
#include <QString>

namespace twb::test {

// Writes `content` to `path` (its folder made first), executable by its owner when asked, as
// stand-in scripts need; false when any step fails.
bool writeTestFile(const QString &path, const QByteArray &content, bool executable = false);

} // namespace twb::test
