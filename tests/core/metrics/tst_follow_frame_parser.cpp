#include "core/metrics/follow_agent.h"
#include "core/metrics/follow_frame_parser.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "support/test_paths.h"

#include <random>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {
QByteArray frame(char kind, qint64 offset, const QByteArray &data)
{
    return "\x1eTWB " + QByteArray(1, kind) + ' ' + QByteArray::number(offset) + ' ' + QByteArray::number(data.size())
           + '\n' + data;
}
} // namespace

class tst_FollowFrameParser final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void anyChunkingGivesTheSameFrames()
    {
        QByteArray stream = "Welcome to the TPU VM!\nLast login: today\n";   // a login shell's chatter
        stream += frame('M', 0, "{\"step\": 1}\n{\"st");
        stream += frame('L', 0, QByteArray("binary \x00\x1e bytes\n", 17));
        stream += frame('S', 0, "{\"alive\": true}");
        stream += frame('M', 16, "ep\": 2}\n");
        stream += frame('X', 0, {});
        std::mt19937 rng(4);
        for (int round = 0; round < 50; ++round) {
            // A metrics or log frame may arrive in pieces: joined back here.
            QList<FollowFrameParser::Frame> frames;
            FollowFrameParser parser([&](const FollowFrameParser::Frame &f) {
                if (!frames.isEmpty() && (f.kind == 'M' || f.kind == 'L') && frames.last().kind == f.kind
                    && frames.last().offset + frames.last().data.size() == f.offset && !f.data.isEmpty())
                    frames.last().data += f.data;
                else
                    frames << f;
            });
            qsizetype pos = 0;
            while (pos < stream.size()) {
                const qsizetype n = std::min<qsizetype>(stream.size() - pos, 1 + rng() % 13);
                QVERIFY(parser.feed(stream.mid(pos, n)));
                pos += n;
            }
            QCOMPARE(frames.size(), 5);
            QCOMPARE(frames[0].kind, 'M');
            QCOMPARE(frames[0].data, QByteArray("{\"step\": 1}\n{\"st"));
            QCOMPARE(frames[1].data.size(), 17);   // NUL and the marker byte inside data are data
            QCOMPARE(frames[3].offset, qint64(16));
            QCOMPARE(frames[4].kind, 'X');
        }
    }

    // A frame's bytes go out as they arrive, each piece with its own file offset, and nothing
    // of them is held back until the frame is whole (64 hosts x 1 MiB frames was ~200 MB).
    void metricsBytesGoOutAsTheyArrive()
    {
        QList<FollowFrameParser::Frame> frames;
        FollowFrameParser parser([&](const FollowFrameParser::Frame &f) { frames << f; });
        QVERIFY(parser.feed("chatter\x1eTWB M 100 10\n0123"));
        QCOMPARE(frames.size(), 1);
        QCOMPARE(frames[0].kind, 'M');
        QCOMPARE(frames[0].offset, qint64(100));
        QCOMPARE(frames[0].data, QByteArray("0123"));
        QVERIFY(parser.feed("456"));
        QCOMPARE(frames.size(), 2);
        QCOMPARE(frames[1].offset, qint64(104));
        QCOMPARE(frames[1].data, QByteArray("456"));
        // The frame's last bytes, then a whole status frame and a log frame in the same chunk.
        QVERIFY(parser.feed("789\x1eTWB S 0 2\n{}\x1eTWB L 5 3\nab"));
        QCOMPARE(frames.size(), 5);
        QCOMPARE(frames[2].offset, qint64(107));
        QCOMPARE(frames[2].data, QByteArray("789"));
        QCOMPARE(frames[3].kind, 'S');
        QCOMPARE(frames[3].data, QByteArray("{}"));
        QCOMPARE(frames[4].kind, 'L');
        QCOMPARE(frames[4].offset, qint64(5));
        QCOMPARE(frames[4].data, QByteArray("ab"));
        QVERIFY(parser.feed("c\x1eTWB X 0 0\n"));
        QCOMPARE(frames.size(), 7);
        QCOMPARE(frames[5].offset, qint64(7));
        QCOMPARE(frames[5].data, QByteArray("c"));
        QCOMPARE(frames[6].kind, 'X');
    }

    void garbledHeaderIsReported()
    {
        int frames = 0;
        FollowFrameParser parser([&](const FollowFrameParser::Frame &) { ++frames; });
        QVERIFY(!parser.feed("\x1eTWB M x 3\nabc"));
        QVERIFY(parser.feed(frame('S', 0, "{}")));
        QCOMPARE(frames, 1);
    }

    // The agent itself, run with Debian's python3 on a local folder: it reports what is in
    // the files from the offsets it was given, and the run's status.
    void agentFollowsFilesFromOffsets()
    {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(u"metrics"_s));
        QDir().mkpath(dir.filePath(u"logs"_s));
        QDir().mkpath(dir.filePath(u"status"_s));
        QFile m(dir.filePath(u"metrics/host-2.jsonl"_s));
        QVERIFY(m.open(QIODevice::WriteOnly));
        m.write("{\"step\": 1}\n{\"step\": 2}\n");
        m.close();
        QFile l(dir.filePath(u"logs/host-2.log"_s));
        QVERIFY(l.open(QIODevice::WriteOnly));
        l.write("hello\n");
        l.close();
        QFile s(dir.filePath(u"status/host-2.json"_s));
        QVERIFY(s.open(QIODevice::WriteOnly));
        // An ended run whose pid is gone: the agent reports, then says the run is over.
        s.write("{\"pid\": 999999999, \"ended\": 1.0, \"exit_code\": 0}\n");
        s.close();

        QProcess agent;
        const QString script = FollowAgent::script();
        agent.start(test::systemPython(), {u"-u"_s, u"-c"_s, script, dir.path(), u"2"_s, u"12"_s, u"0"_s});
        QVERIFY(agent.waitForFinished(15000));
        QList<FollowFrameParser::Frame> frames;
        FollowFrameParser parser([&](const FollowFrameParser::Frame &f) { frames << f; });
        QVERIFY(parser.feed(agent.readAllStandardOutput()));
        QVERIFY2(agent.exitCode() == 0, agent.readAllStandardError().constData());
        QVERIFY(frames.size() >= 4);
        QCOMPARE(frames[0].kind, 'M');
        QCOMPARE(frames[0].offset, qint64(12));
        QCOMPARE(frames[0].data, QByteArray("{\"step\": 2}\n"));
        QCOMPARE(frames[1].kind, 'L');
        QCOMPARE(frames[1].data, QByteArray("hello\n"));
        QCOMPARE(frames[2].kind, 'S');
        QVERIFY(frames[2].data.contains("\"alive\": false"));
        QCOMPARE(frames.last().kind, 'X');
    }

    void commandQuotesEverything()
    {
        const QString command = FollowAgent::command(u"/usr/bin/python3"_s, u"~/root/runs/a b;rm -rf x"_s, 3, 10, 20);
        QVERIFY(command.startsWith(u"exec '/usr/bin/python3' '-u' '-c' "_s));
        QVERIFY(command.contains(u"'~/root/runs/a b;rm -rf x' '3' '10' '20'"_s));
    }
};

QTEST_GUILESS_MAIN(tst_FollowFrameParser)
#include "tst_follow_frame_parser.moc"
