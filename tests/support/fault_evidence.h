#pragma once

#include "support/tpuwb_runner.h"

#include <QString>

#include <functional>
#include <vector>

namespace twb::test {

class SshdFixture;

// What a fault test saw, printed (qWarning) when its test function fails, so that CI's log
// alone explains the failure: the run records (run.json, whole, with their attempts), every
// host's status files, the tail of the hosts' logs and of sshd's, and what tpuwb printed.
//
// Declare it after the folders and fixtures it reads: it prints from its destructor (when
// QTest::currentTestFailed(), or always with TWB_FAULT_EVIDENCE=always in the environment),
// which must run before they are removed. Sources are read at
// print time, so a test adds them once, up front; tpuwb's output is added as it comes.
class FaultEvidence final
{
public:
    FaultEvidence() = default;
    ~FaultEvidence();
    FaultEvidence(const FaultEvidence &) = delete;
    FaultEvidence &operator=(const FaultEvidence &) = delete;

    // A workspace's runs folder: every <id>/run.json whole, the tail of its mirrored logs.
    void addRunsDir(const QString &dir);
    // A host's folder (a fake host's HOME, a local machine's remote root): every
    // status/host-*.json whole and the tail of every logs/host-*.log found under it.
    void addHostDir(const QString &label, const QString &dir);
    // Every host of `fixture` (which must outlive this): its HOME as above and the tail of its
    // sshd log.
    void addHosts(const QString &label, const SshdFixture &fixture);
    // One file, whole up to the tail's size (state.json of a kernel run, a registry).
    void addFile(const QString &label, const QString &path);
    // What a tpuwb command printed and how it ended (a later one with the same label is added
    // next to it, not in its place).
    void addOutput(const QString &label, const TpuwbRunner::Output &output);
    // Anything else, computed when printed.
    void addSection(const QString &label, std::function<QString()> describe);
    // Reads every source now and keeps that as one section, for a moment the rest of the test
    // overwrites (the records right after a kill, before the next command rewrites them).
    void keepNow(const QString &moment);

    // Everything above as text; the destructor prints it when the test failed.
    QString report() const;
    void print() const;

    static constexpr int kTailLines = 40;

private:
    struct Section
    {
        QString label;
        std::function<QString()> describe;
        bool kept = false;   // a keepNow() of the others
    };
    std::vector<Section> m_sections;
};

} // namespace twb::test
