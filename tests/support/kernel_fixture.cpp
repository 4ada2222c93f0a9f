#include "support/kernel_fixture.h"

#include "core/registry/registry.h"
#include "support/test_paths.h"

#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

namespace twb::test {

QString kernelExampleDir()
{
    return sourceDir() + u"/templates/kernel/examples/rmsnorm-torchax"_s;
}

Result<void> copyKernelExample(const QString &dir)
{
    if (!QDir().mkpath(dir + u"/inputs"_s))
        return fail(Error::failure(u"cannot make "_s + dir + u"/inputs"_s));
    for (const QString &file : {u"job.json"_s, u"inputs/rmsnorm.py"_s, u"inputs/rmsnorm_kernel.cu"_s})
        if (!QFile::copy(kernelExampleDir() + u'/' + file, dir + u'/' + file))
            return fail(Error::failure(u"cannot copy %1 to %2"_s.arg(kernelExampleDir() + u'/' + file, dir)));
    return {};
}

Result<void> writeLocalKernelMachine(const QString &registryPath, const QString &name, const QString &remoteRoot,
                                     const std::optional<QString> &command)
{
    QFile::remove(registryPath);
    Json workbench{{"python", toStd(systemPython())}, {"remote_root", toStd(remoteRoot)}};
    workbench["kernel_worker_command"] = command ? Json(toStd(*command)) : Json(nullptr);
    auto entry = MachineEntry::fromJson(Json{{"mode", "local"}, {"tpu_name", toStd(name)}, {"workbench", workbench}}, name);
    if (!entry)
        return fail(entry.error());
    auto written = Registry::modify(registryPath, [&](Registry &registry) -> Result<void> {
        registry.upsert(*entry);
        return {};
    });
    if (!written)
        return fail(written.error());
    return {};
}

KernelServiceFactory kernelServices(const QString &registryPath, const QString &kernelRunsDir)
{
    const KernelService service(MachineAccess(registryPath, ConnectionProfile::defaults()), kernelRunsDir);
    return [service] { return service; };
}

} // namespace twb::test
