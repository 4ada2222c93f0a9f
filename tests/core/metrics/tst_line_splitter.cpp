#include "core/metrics/line_splitter.h"

#include <QTest>

#include <random>
#include <string>
#include <vector>

using namespace twb;

class tst_LineSplitter final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsPartialLastLine()
    {
        LineSplitter splitter(100);
        std::vector<std::string> lines;
        std::vector<std::int64_t> offsets;
        auto collect = [&](const LineSplitter::Line &l) {
            lines.emplace_back(l.text);
            offsets.push_back(l.offset);
            QVERIFY(l.paddedCapacity >= l.text.size() + LineSplitter::kPadding);
        };
        const std::string a = "first\nsec";
        splitter.feed(a.data(), a.size(), collect);
        QCOMPARE(lines.size(), size_t(1));
        QCOMPARE(lines[0], std::string("first"));
        QCOMPARE(splitter.completeOffset(), std::int64_t(106));
        QCOMPARE(splitter.pendingBytes(), size_t(3));

        const std::string b = "ond\r\nthird";
        splitter.feed(b.data(), b.size(), collect);
        QCOMPARE(lines.size(), size_t(2));
        QCOMPARE(lines[1], std::string("second"));   // the \r of a CRLF line is dropped
        QCOMPARE(offsets[1], std::int64_t(106));
        QCOMPARE(splitter.completeOffset(), std::int64_t(114));
        // "third" has no newline yet: not handed out until it is complete...
        QCOMPARE(lines.size(), size_t(2));
        // ...or until a finished file says so.
        QVERIFY(splitter.flushPartial(collect));
        QCOMPARE(lines.back(), std::string("third"));
        QCOMPARE(splitter.completeOffset(), std::int64_t(119));
        QVERIFY(!splitter.flushPartial(collect));
    }

    void anyChunkingGivesTheSameLines()
    {
        std::string text;
        for (int i = 0; i < 500; ++i)
            text += std::string(std::size_t(i % 37), char('a' + i % 26)) + "\n";
        text += "tail-without-newline";
        std::mt19937 rng(7);
        for (int round = 0; round < 20; ++round) {
            LineSplitter splitter;
            std::string rebuilt;
            std::size_t pos = 0;
            while (pos < text.size()) {
                const std::size_t n = std::min<std::size_t>(text.size() - pos, 1 + rng() % 300);
                splitter.feed(text.data() + pos, n, [&](const LineSplitter::Line &l) {
                    QCOMPARE(std::int64_t(rebuilt.size()), l.offset);
                    rebuilt.append(l.text).append("\n");
                });
                pos += n;
            }
            QCOMPARE(rebuilt.size(), text.size() - std::string("tail-without-newline").size());
            QCOMPARE(rebuilt, text.substr(0, rebuilt.size()));
            QCOMPARE(splitter.completeOffset(), std::int64_t(rebuilt.size()));
        }
    }

    void resetDropsThePartialLine()
    {
        LineSplitter splitter;
        int lines = 0;
        const std::string a = "one\ntw";
        splitter.feed(a.data(), a.size(), [&](const auto &) { ++lines; });
        splitter.reset(splitter.completeOffset());
        const std::string b = "two\n";   // the resumed stream repeats the line from its start
        std::string got;
        splitter.feed(b.data(), b.size(), [&](const LineSplitter::Line &l) { got = std::string(l.text); });
        QCOMPARE(got, std::string("two"));
        QCOMPARE(splitter.completeOffset(), std::int64_t(8));
    }
};

QTEST_GUILESS_MAIN(tst_LineSplitter)
#include "tst_line_splitter.moc"
