#include "core/runs/run_verifier.h"

#include "core/catalog/accelerator_type.h"
#include "core/experiment/legacy_api_linter.h"
#include "core/mesh/memory_estimator.h"
#include "core/mesh/model_config.h"
#include "core/remote/transport.h"
#include "core/runs/device_memory_estimate.h"
#include "core/runs/run_folder.h"
#include "core/runs/xla_readback_checks.h"
#include "core/util/shell_quote.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <map>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

using Outcome = VerificationCheck::Outcome;

// This file's strings are translated in the context of twb::RunVerifier.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunVerifier)
};

QString number(double value, int precision = 4)
{
    return QLocale().toString(value, 'g', precision);
}

VerificationCheck check(const QString &key, const QString &title, Outcome outcome, const QString &evidence)
{
    return VerificationCheck{key, title, outcome, evidence};
}

double numberOr(const Json &object, const char *key, double fallback)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? it->get<double>() : fallback;
}

// What the verifier needs from the metrics streams.
struct Stream
{
    std::map<qint64, double> loss;   // host 0's loss per step (the last value logged for a step)
    qint64 firstStep = -1;
    struct Compile
    {
        qint64 previousStep = 0;   // the logged step before the rise
        qint64 step = 0;
        qint64 from = 0;
        qint64 to = 0;
    };
    std::vector<Compile> compileRises;   // rises of compile_count between logged steps (host 0)
    std::optional<qint64> firstEvalStep;
    std::optional<qint64> firstCheckpointStep;
    double maxHbm = -1;
    int maxHbmHost = 0;
    qint64 maxHbmStep = 0;
    Json config;          // the newest config event
    bool restored = false;   // a config event resumed from a checkpoint
    std::optional<Json> memoryMeasured;
    std::optional<Json> checkpointVerified;
    std::optional<Json> shardingApplied;   // the newest, like the config it pairs with
    std::optional<Json> memoryCompiled;
};

Stream readStreams(const QList<QByteArray> &metrics)
{
    Stream s;
    for (int host = 0; host < metrics.size(); ++host) {
        std::optional<qint64> lastCount;
        qint64 lastStep = 0;
        for (const QByteArray &raw : metrics[host].split('\n')) {
            const QByteArray line = raw.trimmed();
            if (line.isEmpty())
                continue;
            auto parsed = parseJsonTolerant(line, QString());
            if (!parsed || !parsed->is_object())
                continue;   // a torn last line or chatter: not evidence
            const Json &o = *parsed;
            const std::string event = o.value("event", std::string());
            if (event == "config") {
                s.config = o;
                if (o.contains("resumed_from") && !o["resumed_from"].is_null())
                    s.restored = true;
                continue;
            }
            if (event == "eval" && host == 0 && !s.firstEvalStep)
                s.firstEvalStep = qint64(numberOr(o, "step", 0));
            if (event == "checkpoint" && host == 0 && !s.firstCheckpointStep)
                s.firstCheckpointStep = qint64(numberOr(o, "step", 0));
            if (event == "memory_measured" && !s.memoryMeasured)
                s.memoryMeasured = o;
            if (event == "checkpoint_verified")
                s.checkpointVerified = o;
            if (event == "sharding_applied")
                s.shardingApplied = o;
            if (event == "memory_compiled")
                s.memoryCompiled = o;
            if (!event.empty() || !o.contains("step") || !o["step"].is_number())
                continue;
            const qint64 step = o["step"].get<qint64>();
            if (const auto hbm = o.find("hbm_used_bytes"); hbm != o.end() && hbm->is_number()
                                                             && hbm->get<double>() > s.maxHbm) {
                s.maxHbm = hbm->get<double>();
                s.maxHbmHost = host;
                s.maxHbmStep = step;
            }
            if (host != 0)
                continue;
            if (s.firstStep < 0)
                s.firstStep = step;
            if (const auto loss = o.find("loss"); loss != o.end() && loss->is_number())
                s.loss[step] = loss->get<double>();
            if (const auto count = o.find("compile_count"); count != o.end() && count->is_number_integer()) {
                const qint64 c = count->get<qint64>();
                if (lastCount && c > *lastCount)
                    s.compileRises.push_back({lastStep, step, *lastCount, c});
                lastCount = c;
            }
            lastStep = step;
        }
    }
    return s;
}

VerificationCheck lossCheck(const Stream &s)
{
    const QString key = u"loss_decreasing"_s;
    const QString title = Tr::tr("Loss decreasing over the first %1 steps").arg(RunVerifier::kLossSteps);
    if (s.loss.empty())
        return check(key, title, Outcome::NotApplicable, Tr::tr("No loss was logged."));
    const qint64 first = s.loss.begin()->first;
    const qint64 limit = first + RunVerifier::kLossSteps - 1;
    std::vector<std::pair<qint64, double>> points;
    for (const auto &[step, loss] : s.loss) {
        if (step > limit)
            break;
        if (!std::isfinite(loss))
            return check(key, title, Outcome::Fail, Tr::tr("The loss is %1 at step %2: training diverged.")
                                                       .arg(std::isnan(loss) ? u"NaN"_s : number(loss))
                                                       .arg(step));
        points.emplace_back(step, loss);
    }
    if (points.size() < 2)
        return check(key, title, Outcome::NotApplicable,
                     Tr::tr("Only one loss was logged (step %1); log more often to judge the trend.").arg(points[0].first));
    // A quarter of the points at each end (at least one): one noisy step decides nothing. The
    // start is the lower of the first loss and the first quarter's mean, so a run that blew up
    // in its first steps and came partly back down does not count as learning.
    const std::size_t window = std::max<std::size_t>(1, points.size() / 4);
    double head = 0, tail = 0;
    for (std::size_t i = 0; i < window; ++i) {
        head += points[i].second;
        tail += points[points.size() - 1 - i].second;
    }
    head = std::min(points.front().second, head / double(window));
    tail /= double(window);
    const QString evidence = Tr::tr("Loss %1 at the start, %2 at the end (means of the first and last %n logged "
                                "step(s), steps %3 to %4).",
                                nullptr,
                                int(window))
                                 .arg(number(head), number(tail))
                                 .arg(points.front().first)
                                 .arg(points.back().first);
    return check(key, title, tail < head ? Outcome::Pass : Outcome::Fail, evidence);
}

VerificationCheck compileCheck(const Stream &s, bool cpu)
{
    const QString key = u"no_recompilation"_s;
    const QString title = Tr::tr("No recompilation after warm-up");
    if (cpu)
        return check(key, title, Outcome::NotApplicable, Tr::tr("CPU smoke mode: plain PyTorch compiles nothing."));
    if (s.firstStep < 0)
        return check(key, title, Outcome::NotApplicable, Tr::tr("No step was logged."));
    const qint64 warm = s.firstStep + RunVerifier::kWarmupSteps;
    QStringList late;
    int allowed = 0;
    for (const auto &rise : s.compileRises) {
        // The first eval's and first checkpoint's graphs compile once, in the interval that holds them.
        const auto within = [&](const std::optional<qint64> &at) {
            return at && *at > rise.previousStep && *at <= rise.step;
        };
        if (rise.step <= warm || within(s.firstEvalStep) || within(s.firstCheckpointStep))
            ++allowed;
        else
            late << Tr::tr("step %1 (%2 to %3)").arg(rise.step).arg(rise.from).arg(rise.to);
    }
    if (!late.isEmpty())
        return check(key, title, Outcome::Fail,
                     Tr::tr("The compile count rose after warm-up at %1: a shape or a Python value changes between "
                        "steps (the Monitor's compile pane marks each rise).")
                         .arg(late.join(u", "_s)));
    return check(key, title, Outcome::Pass,
                 Tr::tr("%n rise(s) of the compile count, all in warm-up (the first %1 steps, the first eval and "
                    "checkpoint).", nullptr, allowed)
                     .arg(RunVerifier::kWarmupSteps));
}

std::optional<AcceleratorType> acceleratorOf(const Json &config)
{
    if (!config.is_object() || !config.contains("tpu") || !config["tpu"].is_object())
        return std::nullopt;
    auto parsed = AcceleratorType::parse(toQString(config["tpu"].value("accelerator_type", std::string())));
    return parsed ? std::optional<AcceleratorType>(*parsed) : std::nullopt;
}

// `noHbm`: why the device has no HBM to check (empty on a TPU).
VerificationCheck hbmCheck(const Stream &s, const Json &config, const QString &noHbm)
{
    const QString key = u"hbm_within_capacity"_s;
    const QString title = Tr::tr("HBM within the chip's capacity");
    if (!noHbm.isEmpty())
        return check(key, title, Outcome::NotApplicable, noHbm);
    if (s.maxHbm < 0)
        return check(key, title, Outcome::NotApplicable, Tr::tr("The run reported no HBM use (hbm_used_bytes)."));
    const auto accelerator = acceleratorOf(config);
    if (!accelerator)
        return check(key, title, Outcome::NotApplicable, Tr::tr("The config names no known tpu.accelerator_type."));
    const bool usable = accelerator->usableHbmBytesPerDevice() > 0;
    const double capacity = usable ? accelerator->usableHbmBytesPerDevice() : accelerator->hbmBytesPerDevice();
    const QString evidence = Tr::tr("At most %1 used (host %2, step %3) of %4 per device on a %5 (%6 figure).")
                                 .arg(formatBytes(s.maxHbm))
                                 .arg(s.maxHbmHost)
                                 .arg(s.maxHbmStep)
                                 .arg(formatBytes(capacity), accelerator->name(),
                                      usable ? Tr::tr("usable") : Tr::tr("nominal"));
    return check(key, title, s.maxHbm <= capacity ? Outcome::Pass : Outcome::Fail, evidence);
}

VerificationCheck memoryCheck(const Stream &s, const Json &config, const RunVerifier::CpuEstimate &estimate)
{
    const QString key = u"memory_matches_estimate"_s;
    const QString title = Tr::tr("Measured memory matches the estimate");
    if (!s.memoryMeasured)
        return check(key, title, Outcome::NotApplicable,
                     Tr::tr("The run wrote no memory_measured event (the CPU smoke mode measures it)."));
    auto predicted = estimate ? estimate(config) : RunVerifier::estimateCpuMemory(config);
    if (!predicted)
        return check(key, title, Outcome::NotApplicable,
                     Tr::tr("No estimate for this config: %1").arg(predicted.error().message));
    const Json &m = *s.memoryMeasured;
    struct Row
    {
        QString name;
        const char *field;
        double estimated;
        double tolerance;
    };
    const Row rows[] = {{Tr::tr("parameters"), "params_bytes", predicted->parameters, RunVerifier::kStateTolerance},
                        {Tr::tr("gradients"), "grads_bytes", predicted->gradients, RunVerifier::kStateTolerance},
                        {Tr::tr("optimizer state"), "optimizer_bytes", predicted->optimizer, RunVerifier::kStateTolerance},
                        {Tr::tr("activations"), "activations_bytes", predicted->activations,
                         RunVerifier::kActivationTolerance}};
    QStringList parts;
    bool ok = true;
    for (const Row &row : rows) {
        const double measured = numberOr(m, row.field, -1);
        if (measured < 0) {
            ok = false;
            parts << Tr::tr("%1: not measured").arg(row.name);
            continue;
        }
        const double error = measured > 0 ? std::fabs(row.estimated - measured) / measured : (row.estimated > 0 ? 1 : 0);
        const bool within = error <= row.tolerance;
        ok = ok && within;
        parts << Tr::tr("%1 %2 measured, %3 estimated (%4 %, limit %5 %)")
                     .arg(row.name, formatBytes(measured), formatBytes(row.estimated))
                     .arg(number(error * 100, 3))
                     .arg(number(row.tolerance * 100, 3));
    }
    return check(key, title, ok ? Outcome::Pass : Outcome::Fail, parts.join(u"; "_s) + u'.');
}

VerificationCheck checkpointCheck(const Stream &s)
{
    const QString key = u"checkpoint_round_trip"_s;
    const QString title = Tr::tr("Checkpoint saved and restored");
    if (s.checkpointVerified) {
        const Json &v = *s.checkpointVerified;
        const bool ok = v.value("ok", false);
        const QString detail = toQString(v.value("detail", std::string()));
        const QString evidence = ok ? Tr::tr("Saved at step %1, restored and compared: %n tensor(s) equal.", nullptr,
                                         int(numberOr(v, "tensors", 0)))
                                          .arg(qint64(numberOr(v, "step", 0)))
                                    : Tr::tr("Saved at step %1, restored, and it differs: %2")
                                          .arg(qint64(numberOr(v, "step", 0)))
                                          .arg(detail.isEmpty() ? Tr::tr("no detail") : detail);
        return check(key, title, ok ? Outcome::Pass : Outcome::Fail, evidence);
    }
    if (s.restored)
        return check(key, title, Outcome::Pass, Tr::tr("A later attempt resumed from a checkpoint this run saved."));
    if (s.firstCheckpointStep)
        return check(key, title, Outcome::NotApplicable,
                     Tr::tr("Saved at step %1 but never restored in this run; the smoke test checks the round trip.")
                         .arg(*s.firstCheckpointStep));
    return check(key, title, Outcome::NotApplicable, Tr::tr("No checkpoint was saved."));
}

VerificationCheck lintCheck(const std::optional<QList<QPair<QString, QString>>> &sources)
{
    const QString key = u"no_legacy_api"_s;
    const QString title = Tr::tr("No legacy torch_xla call");
    if (!sources)
        return check(key, title, Outcome::NotApplicable, Tr::tr("The project's sources are not at hand."));
    if (sources->isEmpty())
        return check(key, title, Outcome::NotApplicable, Tr::tr("The project has no Python file."));
    QStringList findings;
    int total = 0;
    for (const auto &[name, text] : *sources) {
        for (const LintFinding &f : LegacyApiLinter::lint(text)) {
            if (f.severity == LintFinding::Severity::Info)
                continue;
            ++total;
            if (findings.size() < 5)
                findings << u"%1:%2: %3"_s.arg(name).arg(f.line).arg(f.found);
        }
    }
    if (total > 0)
        return check(key, title, Outcome::Fail,
                     Tr::tr("%n finding(s) of `tpuwb lint`: %1", nullptr, total).arg(findings.join(u"; "_s)));
    return check(key, title, Outcome::Pass, Tr::tr("`tpuwb lint` finds nothing in %n Python file(s).", nullptr, int(sources->size())));
}

VerificationCheck meshCheck(const Stream &s, const Json &config)
{
    const QString key = u"mesh_matches_devices"_s;
    const QString title = Tr::tr("Mesh size equals the device count");
    const auto shapeText = [](const std::vector<std::pair<QString, qint64>> &axes, qint64 &product) {
        QStringList parts;
        product = 1;
        for (const auto &[name, size] : axes) {
            parts << u"%1=%2"_s.arg(name).arg(size);
            product *= size;
        }
        return parts.join(u" x "_s);
    };
    // What the TPU run itself reported.
    const Json backend = s.config.is_object() ? s.config.value("backend", Json::object()) : Json::object();
    if (backend.is_object() && backend.contains("mesh") && backend["mesh"].is_object()
        && backend.contains("global_devices") && backend["global_devices"].is_number_integer()) {
        std::vector<std::pair<QString, qint64>> axes;
        for (auto it = backend["mesh"].begin(); it != backend["mesh"].end(); ++it)
            axes.emplace_back(toQString(it.key()), it->is_number_integer() ? it->get<qint64>() : 0);
        qint64 product = 1;
        const QString shape = shapeText(axes, product);
        const qint64 devices = backend["global_devices"].get<qint64>();
        return check(key, title, product == devices ? Outcome::Pass : Outcome::Fail,
                     Tr::tr("The run's mesh %1 has %2 devices; the runtime reported %3.").arg(shape).arg(product).arg(devices));
    }
    // Else the design: the experiment's mesh against its slice.
    const auto accelerator = acceleratorOf(config);
    if (!accelerator || !config["tpu"].contains("mesh") || !config["tpu"]["mesh"].is_object())
        return check(key, title, Outcome::NotApplicable, Tr::tr("The config has no tpu.mesh with a known accelerator type."));
    const Json &mesh = config["tpu"]["mesh"];
    std::vector<std::pair<QString, qint64>> axes;
    for (const Json &axis : mesh.value("axes", Json::array()))
        if (axis.is_object())
            axes.emplace_back(toQString(axis.value("name", std::string())), axis.value("size", qint64(1)));
    qint64 product = 1;
    const QString shape = shapeText(axes, product);
    const qint64 slices = mesh.value("slices", qint64(1));
    const qint64 devices = qint64(accelerator->devices()) * std::max<qint64>(1, slices);
    return check(key, title, product == devices ? Outcome::Pass : Outcome::Fail,
                 Tr::tr("The experiment's mesh %1 has %2 devices; %3 x %4 has %5 (checked on the design: this run did "
                    "not report a mesh).")
                     .arg(shape)
                     .arg(product)
                     .arg(std::max<qint64>(1, slices))
                     .arg(accelerator->name())
                     .arg(devices));
}

// The object at `path` under `root`, or nullptr when a step is missing or not an object.
const Json *findObject(const Json &root, std::initializer_list<const char *> path)
{
    const Json *node = &root;
    for (const char *name : path) {
        const auto it = node->find(name);
        if (it == node->end() || !it->is_object())
            return nullptr;
        node = &*it;
    }
    return node;
}

} // namespace

RunVerification RunVerifier::verify(const Inputs &inputs)
{
    const Stream s = readStreams(inputs.metrics);
    Json config = inputs.config;
    if (s.config.is_object() && s.config.contains("config") && s.config["config"].is_object())
        config = s.config["config"];
    // What ran: the stream's backend.device when it names a kind ("xla:0" does not), else the record's.
    QString device = inputs.device;
    if (s.config.is_object() && s.config.contains("backend") && s.config["backend"].is_object()) {
        const Json &backend = s.config["backend"];
        if (const auto it = backend.find("device"); it != backend.end() && it->is_string()) {
            const QString reported = toQString(it->get<std::string>());
            if (reported == u"cpu"_s || reported == u"xla-cpu"_s || reported == u"tpu"_s)
                device = reported;
        }
    }
    // The config event's backend.execution.eager_debug: "on" when torch_xla ran op by op.
    bool eagerDebug = false;
    if (const Json *execution = s.config.is_object() ? findObject(s.config, {"backend", "execution"}) : nullptr) {
        const auto it = execution->find("eager_debug");
        eagerDebug = it != execution->end() && it->is_string() && it->get<std::string>() == "on";
    }
    // Plain PyTorch compiles nothing; torch_xla's CPU runtime does (its compile count is real)
    // but has no HBM.
    const bool cpu = device == u"cpu"_s;
    const bool xlaCpu = device == u"xla-cpu"_s;
    const QString noHbm = cpu      ? Tr::tr("CPU smoke mode: no HBM (see the measured memory).")
                          : xlaCpu ? Tr::tr("torch_xla's CPU runtime (--device xla-cpu): no HBM (see the compiler's "
                                            "memory figure).")
                                   : QString();

    // The compiler compiled the kernel that ran: on the CPU runtime SDPA stands in for the
    // Pallas kernels, and the config event names it.
    const Json asRun = DeviceMemoryEstimate::asRun(config, s.config);

    RunVerification out;
    out.checks << lossCheck(s) << compileCheck(s, cpu) << hbmCheck(s, config, noHbm)
               << memoryCheck(s, config, inputs.cpuEstimate)
               << XlaReadbackChecks::memory(s.memoryCompiled, asRun, kCompilerTolerance, kStateTolerance, eagerDebug)
               << checkpointCheck(s)
               << lintCheck(inputs.sources) << meshCheck(s, config) << XlaReadbackChecks::sharding(s.shardingApplied, config);
    return out;
}

RunVerifier::Inputs RunVerifier::readFolder(const QString &runDir, const QString &projectDir, const QString &device)
{
    Inputs inputs;
    inputs.device = device;
    const RunFolder folder(runDir);
    for (int host : folder.metricsHosts()) {
        while (inputs.metrics.size() < host)
            inputs.metrics << QByteArray();
        QFile file(folder.metricsFile(host));
        inputs.metrics << (file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray());
    }
    QFile config(folder.configFile());
    if (config.open(QIODevice::ReadOnly))
        if (auto parsed = parseJsonTolerant(config.readAll(), folder.configFile()))
            inputs.config = *parsed;
    if (!projectDir.isEmpty())
        inputs.sources = readSources(projectDir);
    return inputs;
}

QList<QPair<QString, QString>> RunVerifier::readSources(const QString &dir)
{
    static const QStringList skipped = {u"checkpoints"_s, u"metrics"_s, u"logs"_s, u"status"_s,
                                        u"profile"_s,     u"runs"_s,    u"__pycache__"_s};
    QList<QPair<QString, QString>> out;
    const QDir root(dir);
    QDirIterator it(dir, {u"*.py"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = root.relativeFilePath(path);
        const QStringList parts = relative.split(u'/');
        bool skip = false;
        for (int i = 0; i + 1 < parts.size() && !skip; ++i)
            skip = skipped.contains(parts[i]) || parts[i].startsWith(u'.');
        QFile file(path);
        if (!skip && file.open(QIODevice::ReadOnly))
            out.append({relative, QString::fromUtf8(file.readAll())});
    }
    std::sort(out.begin(), out.end());
    return out;
}

Result<QList<QPair<QString, QString>>> RunVerifier::readRemoteSources(Transport &transport, const QString &remoteDir)
{
    ExecRequest list;
    list.command = u"cd "_s + shellQuotePath(remoteDir)
                   + u" && find . -name '*.py' -not -path './checkpoints/*' -not -path './metrics/*' "
                     u"-not -path '*/__pycache__/*' -not -path './.*' | sort"_s;
    list.timeout = std::chrono::seconds(30);
    auto listed = transport.exec(list);
    if (!listed)
        return fail(listed.error());
    if (listed->exitCode != 0)
        return fail(Error::failure(Tr::tr("%1: the project's files could not be listed: %2")
                                       .arg(remoteDir, QString::fromUtf8(listed->standardError).trimmed()),
                                   remoteDir));
    QList<QPair<QString, QString>> out;
    for (const QByteArray &line : listed->standardOutput.split('\n')) {
        QString name = QString::fromUtf8(line).trimmed();
        if (name.startsWith(u"./"_s))
            name.remove(0, 2);
        if (name.isEmpty())
            continue;
        auto text = transport.readRemoteFile(remoteDir + u'/' + name);
        if (!text)
            return fail(text.error());
        out.append({name, QString::fromUtf8(*text)});
    }
    return out;
}

Result<RunVerifier::MemoryFigures> RunVerifier::estimateCpuMemory(const Json &experiment)
{
    auto model = ModelConfig::fromJson(experiment, u"config.json"_s);
    if (!model)
        return fail(model.error());
    auto accelerator = acceleratorOf(experiment);
    if (!accelerator)
        return fail(Error::invalid(Tr::tr("config.json: tpu.accelerator_type is missing or unknown."), u"tpu.accelerator_type"_s));
    // The estimator's CPU smoke-test model (one device, float32, reference attention), as
    // `tpuwb mesh estimate --device cpu` prints it; named as the memory_measured event names them.
    const MemoryEstimate e = MemoryEstimator::estimateCpu(*model, *accelerator);
    return MemoryFigures{e.bytes(u"parameters"_s), e.bytes(u"gradients"_s),
                         e.bytes(u"optimizer"_s) + e.bytes(u"master"_s),
                         e.bytes(u"activations"_s) + e.bytes(u"logits"_s)};
}

} // namespace twb
