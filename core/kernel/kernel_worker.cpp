#include "core/kernel/kernel_worker.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::KernelWorker.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::KernelWorker)
};
} // namespace

Json KernelWorker::toJson() const
{
    if (isReplay())
        return Json{{"kind", "replay"}, {"job_sha256", toStd(jobSha256)}};
    return Json{{"kind", "command"}, {"command", toStd(command)}};
}

std::optional<KernelWorker> KernelWorker::fromJson(const Json &json)
{
    if (!json.is_object())
        return std::nullopt;
    const std::string kind = json.value("kind", std::string());
    KernelWorker worker;
    if (kind == "replay") {
        worker.kind = Kind::Replay;
        if (const auto sha = json.find("job_sha256"); sha != json.end() && sha->is_string())
            worker.jobSha256 = toQString(sha->get<std::string>());
        return worker;
    }
    if (kind == "command") {
        worker.kind = Kind::Command;
        if (const auto command = json.find("command"); command != json.end() && command->is_string())
            worker.command = toQString(command->get<std::string>());
        return worker;
    }
    return std::nullopt;
}

QString KernelWorker::kindKey() const { return isReplay() ? u"replay"_s : u"command"_s; }

QString KernelWorker::describe() const
{
    if (isReplay())
        return Tr::tr("REPLAY of the recorded RMSNorm example: nothing was measured");
    return Tr::tr("the machine's worker command: %1").arg(command);
}

QString KernelWorker::replayNotice()
{
    return Tr::tr("REPLAY: copied from the recorded RMSNorm example run "
                                              "(templates/kernel/examples/rmsnorm-torchax/recording); nothing "
                                              "was measured on this machine.");
}

} // namespace twb::kernel
