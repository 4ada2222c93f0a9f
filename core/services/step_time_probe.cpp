#include "core/services/step_time_probe.h"

#include "core/runs/run_folder.h"
#include "core/services/run_service.h"
#include "core/services/smoke_test_runner.h"
#include "core/util/json.h"
#include "core/util/python_interpreter.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::StepTimeProbe.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::StepTimeProbe)
};

constexpr int kPollMs = 100;
constexpr int kRefreshMs = 1000;

Error cancelledError()
{
    return Error{Tr::tr("The step-time measurement was cancelled; the plan has no measured step time."), {},
                 Error::Kind::Cancelled};
}

} // namespace

Result<StudyStepTime> StepTimeProbe::fromMetricsFile(const QString &path, int warmupSteps)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(Error::notFound(Tr::tr("Cannot read %1: %2. The measuring run wrote no metrics stream.")
                                        .arg(QDir::toNativeSeparators(path), file.errorString()),
                                    path));
    // One step time per step (a resumed stream may repeat a step: the last one counts).
    std::vector<std::pair<qint64, double>> steps;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (!line.contains("\"step_time_ms\""))
            continue;
        const auto json = parseJsonTolerant(line, path);
        if (!json || !json->is_object() || json->contains("event"))
            continue;
        const auto step = json->find("step");
        const auto ms = json->find("step_time_ms");
        if (step == json->end() || !step->is_number_integer() || ms == json->end() || !ms->is_number())
            continue;
        const double value = ms->get<double>();
        if (std::isfinite(value) && value > 0)
            steps.emplace_back(step->get<qint64>(), value);
    }
    std::stable_sort(steps.begin(), steps.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    // Keeps the last record of each step: unique over the reversed order, the kept ones at the end.
    const auto kept = std::unique(steps.rbegin(), steps.rend(), [](const auto &a, const auto &b) { return a.first == b.first; });
    steps.erase(steps.begin(), kept.base());
    if (qsizetype(steps.size()) <= warmupSteps)
        return fail(Error::invalid(Tr::tr("%1 has too few step times (%2) past the %3 warm-up steps that are left "
                                          "out; measure with more steps.")
                                       .arg(QDir::toNativeSeparators(path))
                                       .arg(steps.size())
                                       .arg(warmupSteps),
                                   path));
    std::vector<double> times;
    for (auto it = steps.begin() + warmupSteps; it != steps.end(); ++it)
        times.push_back(it->second);
    std::sort(times.begin(), times.end());
    const size_t n = times.size();
    const double medianMs = n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2.0;
    StudyStepTime measured;
    measured.measuredSeconds = medianMs / 1000.0;
    measured.steps = int(n);
    measured.source = QDir::toNativeSeparators(path);
    return measured;
}

Result<StudyStepTime> StepTimeProbe::measureHere(const QString &projectDir, int steps, const QString &python,
                                                 int threads, const Progress &progress, const Cancelled &cancelled)
{
    SmokeTestRunner runner;
    QEventLoop loop;
    int exitCode = -1;
    QString error;
    QObject::connect(&runner, &SmokeTestRunner::stepReported, &loop, [&](int step, double loss) {
        if (progress)
            progress(Tr::tr("smoke run on this computer: step %1 of %2, loss %3").arg(step).arg(steps).arg(loss));
    });
    QObject::connect(&runner, &SmokeTestRunner::finished, &loop, [&](int code, const QString &message) {
        exitCode = code;
        error = message;
        loop.quit();
    });
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (cancelled && cancelled())
            runner.cancel();
    });
    poll.start(kPollMs);
    SmokeTestRunner::Options options;
    options.projectDir = projectDir;
    options.python = python.isEmpty() ? PythonInterpreter::defaultPython() : python;
    options.maxSteps = steps;
    options.threads = threads;
    if (progress)
        progress(Tr::tr("smoke run on this computer: %1 steps of %2 with --device cpu")
                     .arg(steps)
                     .arg(QDir::toNativeSeparators(projectDir)));
    runner.start(options);
    loop.exec();
    runner.wait();
    if (cancelled && cancelled())
        return fail(cancelledError());
    // The time is measured whatever the self-verification says; train.py must have ended well.
    if (exitCode != 0)
        return fail(Error::failure(Tr::tr("The smoke run in %1 failed (exit %2)%3; the step time was not measured. "
                                          "Run `python3 train.py --device cpu --max-steps %4` there to see why.")
                                       .arg(QDir::toNativeSeparators(projectDir))
                                       .arg(exitCode)
                                       .arg(error.isEmpty() ? QString() : u": "_s + error)
                                       .arg(steps),
                                   projectDir));
    auto measured = fromMetricsFile(RunFolder(projectDir + u"/.smoke"_s).metricsFile(0));
    if (!measured)
        return measured;
    measured->device = u"cpu"_s;
    measured->where = Tr::tr("this computer");
    return measured;
}

Result<StudyStepTime> StepTimeProbe::measureOnMachine(RunService &service, const QString &machine,
                                                      const QString &projectDir, const QString &device, int steps,
                                                      const Progress &progress, const Cancelled &cancelled)
{
    auto entry = service.machineAccess().machine(machine);
    if (!entry)
        return fail(entry.error());
    LaunchRequest request = LaunchRequest::forMachine(*entry, projectDir);
    request.device = device;
    request.fresh = true;
    request.extraArguments = {u"--max-steps"_s, QString::number(steps), u"--log-every"_s, u"1"_s};
    auto launched = service.launchNow(request, progress);
    if (!launched)
        return fail(launched.error());
    const QString runId = launched->runId;
    RunRecord record = *launched;
    while (isActive(record.state)) {
        if (cancelled && cancelled()) {
            service.stopNow(runId, std::chrono::seconds(10));
            return fail(cancelledError());
        }
        QThread::msleep(kRefreshMs);
        auto refreshed = service.refreshNow(runId);
        if (!refreshed)
            return fail(refreshed.error());
        record = *refreshed;
        if (progress)
            progress(Tr::tr("measuring run %1 on %2: %3").arg(runId, machine, runStateName(record.state)));
    }
    if (auto fetched = service.fetchNow(runId); !fetched)
        return fail(fetched.error());
    if (record.state != RunState::Finished)
        return fail(Error::failure(Tr::tr("The measuring run %1 on %2 ended %3%4; the step time was not measured. "
                                          "See `tpuwb run logs %1`.")
                                       .arg(runId, machine, runStateName(record.state),
                                            record.stateDetail.isEmpty() ? QString() : u" ("_s + record.stateDetail + u')'),
                                   machine));
    auto measured = fromMetricsFile(RunFolder::in(service.runsDir(), runId).metricsFile(0));
    if (!measured)
        return measured;
    measured->device = device;
    measured->where = Tr::tr("%1 (run %2)").arg(machine, runId);
    return measured;
}

} // namespace twb
