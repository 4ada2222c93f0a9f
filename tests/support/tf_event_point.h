#pragma once

#include <QString>
#include <QTest>

namespace twb::test {

// One scalar point of a TensorBoard event file: as the workbench reads it, or as TensorBoard's
// own reader (tbparse) does (tests/support/tensorboard_scalars.py).
struct TfEventPoint
{
    QString tag;
    qint64 step = 0;
    double wallTime = 0;
    double value = 0;
    bool operator==(const TfEventPoint &) const = default;
};

// For QCOMPARE's message: every double with all its digits.
inline char *toString(const TfEventPoint &p)
{
    return QTest::toString(QStringLiteral("{%1 step %2 wall %3 value %4}")
                               .arg(p.tag)
                               .arg(p.step)
                               .arg(p.wallTime, 0, 'g', 17)
                               .arg(p.value, 0, 'g', 17));
}

} // namespace twb::test
