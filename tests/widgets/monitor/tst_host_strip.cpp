#include "support/test_paths.h"
#include "widgets/monitor/host_strip.h"

#include <QSignalSpy>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_HostStrip final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tilesShowStepAgeAndState()
    {
        HostStrip strip;
        QList<HostHealth> health;
        const HostState states[] = {HostState::Running, HostState::Stalled, HostState::Straggler, HostState::Crashed,
                                    HostState::Finished, HostState::Starting, HostState::Stopped, HostState::Failed,
                                    HostState::Unknown};
        for (int i = 0; i < 9; ++i) {
            HostHealth h;
            h.host = i;
            h.state = states[i];
            h.lastStep = i == 5 ? -1 : 1000 + i;
            h.lastPointMs = i == 5 ? 0 : 100000 - i * 1500;
            health << h;
        }
        strip.setHealth(health, 100000);
        strip.setConnected({true, true, true, true, true, true, true, true, false});
        strip.setHostColors({Qt::blue, Qt::red});
        QCOMPARE(strip.tileCount(), 9);
        QCOMPARE(strip.tileState(1), HostState::Stalled);
        QCOMPARE(strip.tileText(0), u"host 0\nRunning\nstep 1000 · 0.0 s ago"_s);
        QCOMPARE(strip.tileText(2), u"host 2\nStraggler\nstep 1002 · 3.0 s ago"_s);
        // A tile fits its longest line (a fixed width used to cut "s ago" to "s ag").
        const QFontMetrics metrics(strip.font());
        QVERIFY(strip.minimumSizeHint().width() > metrics.horizontalAdvance(u"step 1234567 · 119 s ago"_s));
        QVERIFY(strip.tileText(5).contains(u"no step yet"_s));
        QVERIFY(HostStrip::stateColor(HostState::Crashed) != HostStrip::stateColor(HostState::Running));
        // Wraps into rows: 9 tiles in a narrow strip take more height than in a wide one.
        QVERIFY(strip.heightForWidth(300) > strip.heightForWidth(1200));
        strip.resize(700, strip.heightForWidth(700));
        QSignalSpy clicked(&strip, &HostStrip::hostClicked);
        // Second tile: tiles are as wide as the minimum size (wide enough for their text).
        QTest::mouseClick(&strip, Qt::LeftButton, {}, QPoint(strip.minimumSizeHint().width() + 16, 10));
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.first().first().toInt(), 1);
        QVERIFY(strip.grab().save(test::artifactsDir() + u"/host_strip.png"_s));
    }
};

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_HostStrip)
#include "tst_host_strip.moc"
