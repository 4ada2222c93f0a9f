// StackDump's grouping (which hosts are odd, by stack and by process state) and JSON, and
// StackParser on what py-spy, austin (each of its formats), faulthandler, /proc/<pid>/stat and
// ps print.
#include "core/runs/stack_dump.h"
#include "core/runs/stack_parser.h"
#include "support/result_check.h"

#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

namespace {

// A host whose process has one thread with `frames` ("function@line", innermost first).
HostStacks hostAt(int index, const QStringList &frames, const QString &file = u"train.py"_s)
{
    HostStacks h;
    h.host = index;
    h.sampler = u"faulthandler"_s;
    ThreadStack t;
    t.main = true;
    t.id = u"0x%1"_s.arg(1000 + index, 0, 16);   // ids differ between processes
    for (const QString &f : frames)
        t.frames << StackFrame{f.section(u'@', 0, 0), file, f.section(u'@', 1).toInt()};
    h.threads << t;
    return h;
}

const QStringList kWaiting = {u"backward@197"_s, u"train_step@120"_s, u"train_loop@250"_s, u"<module>@330"_s};
const QStringList kHung = {u"test_hook_hang_forever@98"_s, u"train_loop@244"_s, u"<module>@330"_s};

} // namespace

class tst_StackDump final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void grouping_data();
    void grouping();
    void hostsWithoutStacksAreInNoGroup();
    void oddByState_data();
    void oddByState();
    void processState_data();
    void processState();
    void otherThreadsCountInTheKey();
    void runFilesCompareInsideTheRunFolder();
    void jsonRoundTrip();
    void fromJsonRejectsWhatIsNotADump();
    void pySpy();
    void pySpyJunk();
    void austin_data();
    void austin();
    void austinKeepsEachThreadsNewestSample();
    void austinSkipsJunk();
    void faulthandler();
};

void tst_StackDump::grouping_data()
{
    QTest::addColumn<QList<QStringList>>("stacks");   // per host
    QTest::addColumn<QList<int>>("odd");
    QTest::addColumn<QList<QList<int>>>("groups");      // in order

    QTest::newRow("one hung host of three") << QList<QStringList>{kWaiting, kWaiting, kHung} << QList<int>{2}
                                            << QList<QList<int>>{{2}, {0, 1}};
    QTest::newRow("hung host 0 of four") << QList<QStringList>{kHung, kWaiting, kWaiting, kWaiting} << QList<int>{0}
                                         << QList<QList<int>>{{0}, {1, 2, 3}};
    QTest::newRow("all in the same collective") << QList<QStringList>{kWaiting, kWaiting, kWaiting} << QList<int>{}
                                                << QList<QList<int>>{{0, 1, 2}};
    QTest::newRow("two hosts that differ: no majority") << QList<QStringList>{kWaiting, kHung} << QList<int>{}
                                                        << QList<QList<int>>{{0}, {1}};
    QTest::newRow("two against two: no majority") << QList<QStringList>{kWaiting, kHung, kHung, kWaiting} << QList<int>{}
                                                  << QList<QList<int>>{{0, 3}, {1, 2}};
    // A healthy run caught mid-step: every host somewhere else, nobody is accused.
    QTest::newRow("everyone elsewhere") << QList<QStringList>{{u"matmul@10"_s}, {u"softmax@20"_s}, {u"adamw@30"_s}}
                                        << QList<int>{} << QList<QList<int>>{{0}, {1}, {2}};
    QTest::newRow("same function, other line") << QList<QStringList>{kWaiting, kWaiting,
                                                                      {u"backward@198"_s, u"train_step@120"_s,
                                                                       u"train_loop@250"_s, u"<module>@330"_s}}
                                               << QList<int>{2} << QList<QList<int>>{{2}, {0, 1}};
    QTest::newRow("two odd ones, smallest group first")
        << QList<QStringList>{kWaiting, kHung, kWaiting, {u"load@5"_s}, kWaiting, kHung} << QList<int>{1, 3, 5}
        << QList<QList<int>>{{3}, {1, 5}, {0, 2, 4}};
}

void tst_StackDump::grouping()
{
    QFETCH(QList<QStringList>, stacks);
    QFETCH(QList<int>, odd);
    QFETCH(QList<QList<int>>, groups);
    StackDump dump;
    for (int i = 0; i < stacks.size(); ++i)
        dump.hosts << hostAt(i, stacks[i]);
    dump.group();
    QCOMPARE(dump.odd, odd);
    QList<QList<int>> got;
    for (const StackGroup &g : dump.groups) {
        got << g.hosts;
        QCOMPARE(g.odd, odd.contains(g.hosts.first()));
        // The group's stack is its first host's main thread, with file:line per frame.
        QCOMPARE(g.stack, dump.host(g.hosts.first())->threads.first().frames);
    }
    QCOMPARE(got, groups);
}

void tst_StackDump::hostsWithoutStacksAreInNoGroup()
{
    StackDump dump;
    dump.hosts << hostAt(0, kWaiting) << hostAt(1, kWaiting) << hostAt(2, kHung);
    HostStacks gone;
    gone.host = 3;
    gone.error = u"train.py does not run there"_s;
    dump.hosts << gone;
    dump.group();
    QCOMPARE(dump.odd, QList<int>{2});
    QCOMPARE(dump.groups.size(), 2);
    for (const StackGroup &g : dump.groups)
        QVERIFY(!g.hosts.contains(3));
}

// Per host: its state letter ("" for a host that did not answer) and whether it has a stack
// (the waiting one, or the hung one with "h").
void tst_StackDump::oddByState_data()
{
    QTest::addColumn<QStringList>("states");
    QTest::addColumn<QStringList>("stacks");   // "w" waiting, "h" hung, "" none
    QTest::addColumn<QList<int>>("odd");
    QTest::addColumn<QString>("why");           // part of the first odd host's why

    QTest::newRow("SIGSTOPped host 2 of 4, no stack")
        << QStringList{u"S"_s, u"S"_s, u"T"_s, u"S"_s} << QStringList{u"w"_s, u"w"_s, {}, u"w"_s} << QList<int>{2}
        << u"host 2: stopped (SIGSTOP / T state), no stack"_s;
    QTest::newRow("stopped, read where the others wait")
        << QStringList{u"S"_s, u"S"_s, u"T"_s, u"S"_s} << QStringList{u"w"_s, u"w"_s, u"w"_s, u"w"_s} << QList<int>{2}
        << u"host 2: stopped (SIGSTOP / T state)"_s;
    QTest::newRow("stopped and elsewhere")
        << QStringList{u"S"_s, u"S"_s, u"T"_s, u"S"_s} << QStringList{u"w"_s, u"w"_s, u"h"_s, u"w"_s} << QList<int>{2}
        << u"host 2: stopped (SIGSTOP / T state), in test_hook_hang_forever, not where hosts 0, 1, 3 are"_s;
    QTest::newRow("under a debugger") << QStringList{u"S"_s, u"t"_s, u"S"_s} << QStringList{u"w"_s, {}, u"w"_s}
                                      << QList<int>{1} << u"stopped by a debugger or tracer (t state)"_s;
    QTest::newRow("disk wait") << QStringList{u"D"_s, u"S"_s, u"S"_s} << QStringList{u"w"_s, u"w"_s, u"w"_s}
                               << QList<int>{0} << u"host 0: in uninterruptible disk wait (D state)"_s;
    QTest::newRow("zombie") << QStringList{u"S"_s, u"Z"_s} << QStringList{u"w"_s, {}} << QList<int>{1}
                            << u"zombie, Z state"_s;
    QTest::newRow("gone") << QStringList{u"R"_s, u"S"_s, u"X"_s} << QStringList{u"w"_s, u"w"_s, {}} << QList<int>{2}
                          << u"host 2: gone"_s;
    QTest::newRow("did not answer") << QStringList{u"S"_s, u"S"_s, {}} << QStringList{u"w"_s, u"w"_s, {}}
                                    << QList<int>{2} << u"host 2: did not answer (timed out)"_s;
    // Running and sleeping are both alive: a healthy run is both at once.
    QTest::newRow("running and sleeping") << QStringList{u"R"_s, u"S"_s, u"S"_s} << QStringList{u"w"_s, u"w"_s, u"w"_s}
                                          << QList<int>{} << QString();
    // Against hosts that are all stopped, or all gone, none stands out.
    QTest::newRow("all stopped") << QStringList{u"T"_s, u"T"_s, u"T"_s} << QStringList{{}, {}, {}} << QList<int>{}
                                 << QString();
    QTest::newRow("all gone") << QStringList{u"X"_s, u"X"_s} << QStringList{{}, {}} << QList<int>{} << QString();
}

void tst_StackDump::oddByState()
{
    QFETCH(QStringList, states);
    QFETCH(QStringList, stacks);
    QFETCH(QList<int>, odd);
    QFETCH(QString, why);
    StackDump dump;
    for (int i = 0; i < states.size(); ++i) {
        HostStacks h = stacks[i].isEmpty() ? HostStacks{} : hostAt(i, stacks[i] == u"h"_s ? kHung : kWaiting);
        h.host = i;
        if (states[i].isEmpty()) {
            h.answered = false;
            h.error = u"timed out"_s;
        } else {
            h.state = StackParser::parseProcessState(states[i], &h.stateCode);
            QVERIFY(h.state != ProcessState::Unknown);
        }
        dump.hosts << h;
    }
    dump.group();
    QCOMPARE(dump.odd, odd);
    QCOMPARE(dump.oddWhy.keys(), odd);
    if (!odd.isEmpty())
        QVERIFY2(dump.oddWhy.value(odd.first()).contains(why), qPrintable(dump.oddWhy.value(odd.first())));
    // The file says the same, with the state's word.
    const Json json = dump.toJson();
    QCOMPARE(json["odd"].size(), std::size_t(odd.size()));
    for (std::size_t i = 0; i < json["odd"].size(); ++i) {
        const HostStacks *h = dump.host(odd[qsizetype(i)]);
        QCOMPARE(json["odd"][i]["host"], Json(h->host));
        QCOMPARE(toQString(json["odd"][i]["state"].get<std::string>()), processStateName(h->state));
    }
    auto back = StackDump::fromJson(json, u"stacks.json"_s);
    TWB_VERIFY_RESULT(back);
    QCOMPARE(back->odd, odd);
    QCOMPARE(back->toJson(), json);
}

// Every state letter Linux reports, as /proc/<pid>/stat, `ps -o stat=` and alone.
void tst_StackDump::processState_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<ProcessState>("state");
    QTest::addColumn<QString>("code");
    const QList<std::tuple<const char *, ProcessState, QString>> letters = {
        {"R running", ProcessState::Running, u"R"_s},     {"S sleeping", ProcessState::Sleeping, u"S"_s},
        {"I idle", ProcessState::Sleeping, u"I"_s},       {"D disk wait", ProcessState::DiskWait, u"D"_s},
        {"T stopped", ProcessState::Stopped, u"T"_s},     {"t tracing stop", ProcessState::Stopped, u"t"_s},
        {"Z zombie", ProcessState::Zombie, u"Z"_s},       {"X dead", ProcessState::Gone, u"X"_s},
        {"x dead (old kernels)", ProcessState::Gone, u"x"_s}};
    for (const auto &[name, state, code] : letters) {
        QTest::addRow("%s, letter", name) << code << state << code;
        QTest::addRow("%s, /proc stat", name)
            << u"4242 (python3) %1 4200 4242 4100 0 -1 4194304 2874 6545 0"_s.arg(code) << state << code;
        QTest::addRow("%s, ps", name) << code + u"l+"_s << state << code;
    }
    // The name in /proc/<pid>/stat is the process's own and may hold ") X " itself.
    QTest::newRow("name with parentheses") << u"77 (tr) Z (x)) T 1 77 77 0 -1"_s << ProcessState::Stopped << u"T"_s;
    QTest::newRow("ps session leader") << u"Ss"_s << ProcessState::Sleeping << u"S"_s;
    QTest::newRow("ps high priority") << u"R<"_s << ProcessState::Running << u"R"_s;
    QTest::newRow("empty") << QString() << ProcessState::Unknown << QString();
    QTest::newRow("W (paging, gone since 2.6)") << u"W"_s << ProcessState::Unknown << QString();
    QTest::newRow("a word") << u"Stopped"_s << ProcessState::Unknown << QString();
}

void tst_StackDump::processState()
{
    QFETCH(QString, text);
    QFETCH(ProcessState, state);
    QFETCH(QString, code);
    QString got;
    QCOMPARE(StackParser::parseProcessState(text, &got), state);
    QCOMPARE(got, code);
    QCOMPARE(processStateFromName(processStateName(state)), state);
}

void tst_StackDump::otherThreadsCountInTheKey()
{
    // Same main thread, but host 2's data thread is somewhere else: not the same stacks.
    StackDump dump;
    for (int i = 0; i < 3; ++i) {
        HostStacks h = hostAt(i, kWaiting);
        ThreadStack data;
        data.id = u"0x%1"_s.arg(i);
        data.frames << StackFrame{u"read"_s, u"data.py"_s, i == 2 ? 77 : 40};
        // Thread order differs between hosts and must not matter.
        if (i == 1)
            h.threads.prepend(data);
        else
            h.threads << data;
        dump.hosts << h;
    }
    dump.group();
    QCOMPARE(dump.odd, QList<int>{2});
    QCOMPARE(dump.groups.last().hosts, (QList<int>{0, 1}));
    QCOMPARE(dump.groups.last().threads, 2);
    QCOMPARE(dump.groups.last().stack.first().function, u"backward"_s);   // the main thread's
}

void tst_StackDump::runFilesCompareInsideTheRunFolder()
{
    // Each host's run folder is under its own home: the same file of the project there.
    StackDump dump;
    dump.runId = u"tiny-1"_s;
    for (int i = 0; i < 3; ++i)
        dump.hosts << hostAt(i, i == 2 ? kHung : kWaiting, u"/home/h%1/tpu-workbench/runs/tiny-1/train.py"_s.arg(i));
    dump.group();
    QCOMPARE(dump.odd, QList<int>{2});
    QCOMPARE(dump.groups.last().hosts, (QList<int>{0, 1}));
    // Outside the run folder a different path is a different place.
    dump.hosts[1] = hostAt(1, kWaiting, u"/home/h1/other/train.py"_s);
    dump.group();
    QVERIFY(dump.odd.isEmpty());
    QCOMPARE(dump.groups.size(), 3);
}

void tst_StackDump::jsonRoundTrip()
{
    StackDump dump;
    dump.runId = u"tiny-1"_s;
    dump.taken = u"2025-01-02T03:04:05.678Z"_s;
    dump.hosts << hostAt(0, kWaiting) << hostAt(1, kWaiting) << hostAt(2, kHung);
    dump.hosts[0].sampledAt = 1700000000.25;
    dump.hosts[0].notes << u"austin 1.0.1: Interpreter state search timed out"_s;
    dump.hosts[1].address = u"127.0.0.3:2222"_s;
    dump.hosts[1].pid = 4242;
    dump.group();
    const Json json = dump.toJson();
    // The shape the issue names: hosts with threads of frames, groups with hosts and a stack, odd.
    QCOMPARE(json["odd"].size(), std::size_t(1));
    QCOMPARE(json["odd"][0]["host"], Json(2));
    QCOMPARE(json["odd"][0]["state"], Json("unknown"));
    QVERIFY(json["odd"][0]["why"].get<std::string>().starts_with("host 2: "));
    QCOMPARE(json["groups"][0]["hosts"], Json::array({2}));
    QCOMPARE(json["groups"][0]["stack"][0]["function"].get<std::string>(), "test_hook_hang_forever");
    QCOMPARE(json["groups"][0]["stack"][0]["file"].get<std::string>(), "train.py");
    QCOMPARE(json["groups"][0]["stack"][0]["line"].get<int>(), 98);
    QCOMPARE(json["hosts"][2]["threads"][0]["frames"].size(), std::size_t(3));
    QCOMPARE(json["hosts"][1]["pid"].get<qint64>(), qint64(4242));

    auto back = StackDump::fromJson(json, u"stacks.json"_s);
    TWB_VERIFY_RESULT(back);
    QCOMPARE(back->toJson(), json);
}

void tst_StackDump::fromJsonRejectsWhatIsNotADump()
{
    auto notADump = StackDump::fromJson(Json{{"hosts", 3}}, u"x.json"_s);
    QVERIFY(!notADump);
    QVERIFY(notADump.error().message.contains(u"x.json"_s));
    auto noIndex = StackDump::fromJson(Json{{"hosts", Json::array({Json::object()})}}, u"y.json"_s);
    QVERIFY(!noIndex);
    QVERIFY(noIndex.error().message.contains(u"y.json"_s));
}

void tst_StackDump::pySpy()
{
    const QByteArray json = R"JSON([
      {"pid": 12, "thread_id": 140001, "thread_name": "Thread-1 (bg)", "os_thread_id": 13, "active": false,
       "owns_gil": false, "frames": [{"name": "bg", "filename": "/r/fh.py", "module": null, "short_filename": "fh.py",
       "line": 4, "locals": null}]},
      {"pid": 12, "thread_id": 140000, "thread_name": "MainThread", "os_thread_id": 12, "active": true,
       "owns_gil": true, "frames": [{"name": "inner", "filename": "/r/fh.py", "line": 8},
       {"name": "<module>", "filename": "/r/fh.py", "line": 11}]}])JSON";
    auto threads = StackParser::parsePySpy(json);
    TWB_VERIFY_RESULT(threads);
    QCOMPARE(threads->size(), 2);
    QVERIFY(!threads->at(0).main);
    QVERIFY(threads->at(1).main);
    QCOMPARE(threads->at(1).name, u"MainThread"_s);
    QCOMPARE(threads->at(1).id, u"0x%1"_s.arg(140000, 0, 16));
    QCOMPARE(threads->at(1).frames.first(), (StackFrame{u"inner"_s, u"/r/fh.py"_s, 8}));
    QCOMPARE(threads->at(0).frames, (QList<StackFrame>{{u"bg"_s, u"/r/fh.py"_s, 4}}));
}

void tst_StackDump::pySpyJunk()
{
    QVERIFY(!StackParser::parsePySpy("Error: Permission denied (os error 13)"));
    QVERIFY(!StackParser::parsePySpy(R"JSON({"not": "a list"})JSON"));
}

void tst_StackDump::austin_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("1.x alt") << QByteArray("Thread 0x7f45;<module> (/r/train.py:330);train_loop (/r/train.py:244);"
                                           "test_hook_hang_forever (/r/train.py:98) 20013\n");
    QTest::newRow("1.x") << QByteArray("Thread 0x7f45;<module> (/r/train.py);L330;train_loop (/r/train.py);L244;"
                                       "test_hook_hang_forever (/r/train.py);L98 20013\n");
    QTest::newRow("2.x alt") << QByteArray("P4317;T7f45;<module> (/r/train.py:330);train_loop (/r/train.py:244);"
                                           "test_hook_hang_forever (/r/train.py:98) 20013\n");
    QTest::newRow("3.x") << QByteArray("# austin: 3.7.0\n# mode: wall\n\nP4317;T0:7f45;/r/train.py:<module>:330;"
                                       "/r/train.py:train_loop:244;/r/train.py:test_hook_hang_forever:98 20013\n");
}

void tst_StackDump::austin()
{
    QFETCH(QByteArray, text);
    const auto threads = StackParser::parseAustin(text);
    QCOMPARE(threads.size(), 1);
    QCOMPARE(threads[0].id, u"0x7f45"_s);
    QVERIFY(threads[0].main);
    const QList<StackFrame> innermostFirst = {{u"test_hook_hang_forever"_s, u"/r/train.py"_s, 98},
                                              {u"train_loop"_s, u"/r/train.py"_s, 244},
                                              {u"<module>"_s, u"/r/train.py"_s, 330}};
    QCOMPARE(threads[0].frames, innermostFirst);
}

void tst_StackDump::austinKeepsEachThreadsNewestSample()
{
    const QByteArray text = "P1;T0:aa;/r/t.py:<module>:1;/r/t.py:step:10 100\n"
                            "P1;T0:bb;/r/t.py:run:5 100\n"
                            "P1;T0:aa;/r/t.py:<module>:1;/r/t.py:step:11 100\n"
                            "P1;T0:bb 100\n";   // a sample with no frames
    const auto threads = StackParser::parseAustin(text);
    QCOMPARE(threads.size(), 2);
    QCOMPARE(threads[0].frames.first().line, 11);
    QVERIFY(threads[0].main);
    QVERIFY(threads[1].frames.isEmpty());
}

void tst_StackDump::austinSkipsJunk()
{
    QVERIFY(StackParser::parseAustin("Interpreter state search timed out\n").isEmpty());
    QVERIFY(StackParser::parseAustin("Python binary not found. Not Python?").isEmpty());
    QVERIFY(StackParser::parseAustin("just some words 12\n;;; 3\n").isEmpty());
}

void tst_StackDump::faulthandler()
{
    // What Python 3.11's faulthandler writes for all threads on a registered signal.
    const QByteArray text = "Thread 0x00007fdf901d66c0 (most recent call first):\n"
                            "  File \"/tmp/fh.py\", line 4 in bg\n"
                            "  File \"/usr/lib/python3.11/threading.py\", line 975 in run\n"
                            "  File \"/usr/lib/python3.11/threading.py\", line 1038 in _bootstrap_inner\n"
                            "  File \"/usr/lib/python3.11/threading.py\", line 995 in _bootstrap\n"
                            "\n"
                            "Current thread 0x00007fdf90491040 (most recent call first):\n"
                            "  File \"/tmp/fh.py\", line 8 in inner\n"
                            "  File \"/tmp/fh.py\", line 10 in outer\n"
                            "  File \"/tmp/fh.py\", line 11 in <module>\n";
    const auto threads = StackParser::parseFaulthandler(text);
    QCOMPARE(threads.size(), 2);
    QCOMPARE(threads[0].id, u"0x00007fdf901d66c0"_s);
    QCOMPARE(threads[0].frames.size(), 4);
    QVERIFY(!threads[0].main);
    QVERIFY(threads[1].main);
    QCOMPARE(threads[1].frames, (QList<StackFrame>{{u"inner"_s, u"/tmp/fh.py"_s, 8},
                                                   {u"outer"_s, u"/tmp/fh.py"_s, 10},
                                                   {u"<module>"_s, u"/tmp/fh.py"_s, 11}}));
    // Junk before the first header and a cut-off stack ("  ...") are tolerated.
    const auto cut = StackParser::parseFaulthandler("noise\nStack (most recent call first):\n  File \"a.py\", line 3 in f\n  ...\n");
    QCOMPARE(cut.size(), 1);
    QCOMPARE(cut[0].frames.size(), 1);
    QVERIFY(StackParser::parseFaulthandler("nothing here\n").isEmpty());
}

QTEST_GUILESS_MAIN(tst_StackDump)
#include "tst_stack_dump.moc"
