#pragma once

#include <QString>

namespace twb {

// The small Python program that follows one host's run files over one long-lived SSH channel
// (docs/formats.md 9; MaxText's runner tails logs, here the stream is framed so that three
// files share one channel). It sleeps on inotify until a followed folder changes (polling every
// 50 ms where inotify is missing or TWB_FOLLOW_POLL=1 is set) and writes frames to stdout:
//
//   "\x1eTWB M <offset> <length>\n" + bytes    new bytes of metrics/host-<i>.jsonl at offset
//   "\x1eTWB L <offset> <length>\n" + bytes    new bytes of logs/host-<i>.log
//   "\x1eTWB S 0 <length>\n" + JSON            each second: {"status": <status/host-<i>.json or
//                                              null>, "alive": pid exists, "state": /proc state,
//                                              "time", "wait": "inotify" or "poll"}
//   "\x1eTWB T 0 <length>\n" + "M <size>"      a followed file shrank (rewritten)
//   "\x1eTWB X 0 0\n"                          the run ended and its files stopped growing: done
//
// Every data frame says where its bytes are in the file, so the client can resume from any
// offset after a dropped connection and can tell a repeat or a gap. The program exits when
// the channel closes (a write fails or its parent sshd session goes away).
class FollowAgent final
{
public:
    static QString script();

    // The remote command: `exec <python> -u -c <script> <runDir> <host> <metricsOffset>
    // <logOffset> [<metricsPath> <logPath>]`, every argument quoted. `runDir` may start with ~/.
    // A job the workbench did not launch (`tpuwb run attach`) is followed at its own files:
    // `metricsPath`/`logPath` replace the run folder's (empty: unchanged; ~/ and a glob pattern
    // allowed: its newest match is followed once there is one). Such a job has no status file,
    // so the agent never reports it ended: it follows until the channel closes (detach).
    static QString command(const QString &python, const QString &runDir, int host, qint64 metricsOffset,
                           qint64 logOffset, const QString &metricsPath = {}, const QString &logPath = {});
};

} // namespace twb
