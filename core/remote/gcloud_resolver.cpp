#include "core/remote/gcloud_resolver.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::GcloudResolver.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::GcloudResolver)
};

// gcloud's own first error line ("ERROR: (gcloud.compute.tpus.tpu-vm.describe) NOT_FOUND: ..."),
// quoted in our messages so the user sees what gcloud said.
QString firstErrorLine(const QString &stderrText)
{
    for (const QString &line : stderrText.split(u'\n')) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(u"ERROR:"_s))
            return trimmed;
    }
    return stderrText.trimmed().section(u'\n', 0, 0);
}

} // namespace

QString GcloudResolver::program() const
{
    const QString wanted = m_program.isEmpty() ? u"gcloud"_s : m_program;
    if (wanted.contains(u'/'))
        return QFileInfo(wanted).isExecutable() ? wanted : QString();
    return QStandardPaths::findExecutable(wanted);
}

QString GcloudResolver::explainFailure(const QString &stderrText, const QString &command, const QString &name,
                                       const QString &zone, const QString &project)
{
    const QString said = firstErrorLine(stderrText);
    const QString lower = stderrText.toLower();
    if (lower.contains(u"do not currently have an active account"_s) || lower.contains(u"gcloud auth login"_s)
        || lower.contains(u"reauthentication"_s) || lower.contains(u"refresh token"_s)
        || lower.contains(u"unauthenticated"_s))
        return Tr::tr("gcloud is not logged in (it said: %1). Run `gcloud auth login` in a terminal, then try again.")
            .arg(said);
    // "Location us-central9-z is not found" (not "projects/p/locations/z/nodes/n was not found").
    if ((lower.contains(u"location "_s) && (lower.contains(u"not found"_s) || lower.contains(u"invalid"_s)))
        || lower.contains(u"[--zone]"_s))
        return Tr::tr("gcloud does not know the zone %1 in project %2 (it said: %3). Check the zone: `gcloud compute "
                      "tpus locations list --project %2` lists the zones with TPUs.")
            .arg(zone, project, said);
    if (lower.contains(u"permission_denied"_s) || lower.contains(u"permission denied"_s)
        || lower.contains(u"has not been used in project"_s))
        return Tr::tr("gcloud may not use TPUs in project %1 (it said: %2). Check the project name and that the Cloud "
                      "TPU API is enabled and your account has access to it.")
            .arg(project, said);
    if (!name.isEmpty() && (lower.contains(u"not_found"_s) || lower.contains(u"was not found"_s)))
        return Tr::tr("There is no TPU VM %1 in zone %2 of project %3 (gcloud said: %4). Check the zone and the name: "
                      "`tpuwb registry import-gcloud --zone ZONE --project %3` lists the TPU VMs of a zone.")
            .arg(name, zone, project, said);
    return Tr::tr("`%1` failed: %2").arg(command, said.isEmpty() ? Tr::tr("no error text") : said);
}

Result<QByteArray> GcloudResolver::run(const QStringList &arguments, const QString &name, const QString &zone,
                                       const QString &project) const
{
    const QString executable = program();
    const QString command = u"gcloud "_s + arguments.join(u' ');
    if (executable.isEmpty()) {
        const QString need = name.isEmpty()
                                 ? Tr::tr("listing the TPU VMs of zone %1 needs it").arg(zone)
                                 : Tr::tr("machine %1 needs it to find its workers").arg(name);
        return fail(Error::failure(
            Tr::tr("gcloud (the Google Cloud CLI) is not installed or not on PATH; %1. Install it "
                   "(https://cloud.google.com/sdk/docs/install), run `gcloud auth login`, and try again; or list the "
                   "workers' addresses in the entry's workbench.hosts.")
                .arg(need),
            u"gcloud"_s));
    }
    QProcess process;
    process.setProgram(executable);
    process.setArguments(arguments);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start();
    if (!process.waitForStarted(10000))
        return fail(Error::failure(Tr::tr("Cannot start %1: %2").arg(executable, process.errorString()), executable));
    if (!process.waitForFinished(int(m_timeout.count()))) {
        process.kill();
        process.waitForFinished(2000);
        return fail(Error::failure(Tr::tr("`%1` did not answer within %2 s; check the network and that `gcloud` "
                                          "works in a terminal.")
                                       .arg(command)
                                       .arg(m_timeout.count() / 1000),
                                   executable));
    }
    const QByteArray out = process.readAllStandardOutput();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return fail(Error::failure(
            explainFailure(QString::fromUtf8(process.readAllStandardError()), command, name, zone, project),
            u"gcloud"_s));
    return out;
}

Result<GcloudTpu> GcloudResolver::describe(const QString &name, const QString &zone, const QString &project) const
{
    const QStringList args{u"compute"_s, u"tpus"_s, u"tpu-vm"_s, u"describe"_s, name, u"--zone"_s, zone,
                           u"--project"_s, project, u"--format=json"_s};
    auto out = run(args, name, zone, project);
    if (!out)
        return fail(out.error());
    auto tpu = parseGcloudNode(*out, u"gcloud compute tpus tpu-vm describe %1"_s.arg(name));
    if (!tpu)
        return tpu;
    // Older outputs name the node only by its short name.
    if (tpu->name.isEmpty())
        tpu->name = name;
    if (tpu->zone.isEmpty())
        tpu->zone = zone;
    if (tpu->project.isEmpty())
        tpu->project = project;
    return tpu;
}

namespace {

// gcloud's list answers may leave out the zone and project they were asked about.
void fillPlace(QList<GcloudTpu> &tpus, const QString &zone, const QString &project)
{
    for (GcloudTpu &tpu : tpus) {
        if (tpu.zone.isEmpty())
            tpu.zone = zone;
        if (tpu.project.isEmpty())
            tpu.project = project;
    }
}

} // namespace

Result<QList<GcloudTpu>> GcloudResolver::list(const QString &zone, const QString &project) const
{
    auto out = run({u"compute"_s, u"tpus"_s, u"tpu-vm"_s, u"list"_s, u"--zone"_s, zone, u"--project"_s, project,
                    u"--format=json"_s},
                   {}, zone, project);
    if (!out)
        return fail(out.error());
    auto list = parseGcloudNodeList(*out, u"gcloud compute tpus tpu-vm list"_s);
    if (list)
        fillPlace(*list, zone, project);
    return list;
}

Result<QList<GcloudTpu>> GcloudResolver::listQueuedResources(const QString &zone, const QString &project) const
{
    auto out = run({u"compute"_s, u"tpus"_s, u"queued-resources"_s, u"list"_s, u"--zone"_s, zone, u"--project"_s,
                    project, u"--format=json"_s},
                   {}, zone, project);
    if (!out)
        return fail(out.error());
    auto list = parseGcloudQueuedResources(*out, u"gcloud compute tpus queued-resources list"_s);
    if (list)
        fillPlace(*list, zone, project);
    return list;
}

} // namespace twb
