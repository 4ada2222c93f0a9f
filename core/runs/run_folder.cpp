#include "core/runs/run_folder.h"

#include "core/runs/run_record_store.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb {

RunFolder::RunFolder(QString dir) : m_dir(std::move(dir))
{
    while (m_dir.size() > 1 && m_dir.endsWith(u'/'))
        m_dir.chop(1);
}

RunFolder RunFolder::in(const QString &runsDir, const QString &runId)
{
    return RunFolder(runsDir + u'/' + runId);
}

QString RunFolder::metricsName(int host) { return u"metrics/host-%1.jsonl"_s.arg(host); }
QString RunFolder::logName(int host) { return u"logs/host-%1.log"_s.arg(host); }
QString RunFolder::statusName(int host) { return u"status/host-%1.json"_s.arg(host); }
QString RunFolder::recordName() { return u"run.json"_s; }
QString RunFolder::recordLockName() { return u".run.json.lock"_s; }
QString RunFolder::configName() { return u"config.json"_s; }
QString RunFolder::checkpointsName() { return u"checkpoints"_s; }
QString RunFolder::stacksName(int host) { return u"stacks/host-%1.txt"_s.arg(host); }

QString RunFolder::recordFile() const { return m_dir + u'/' + recordName(); }
QString RunFolder::recordLockFile() const { return m_dir + u'/' + recordLockName(); }
QString RunFolder::configFile() const { return m_dir + u'/' + configName(); }
QString RunFolder::metricsDir() const { return m_dir + u"/metrics"_s; }
QString RunFolder::metricsFile(int host) const { return m_dir + u'/' + metricsName(host); }
QString RunFolder::logsDir() const { return m_dir + u"/logs"_s; }
QString RunFolder::logFile(int host) const { return m_dir + u'/' + logName(host); }
QString RunFolder::statusDir() const { return m_dir + u"/status"_s; }
QString RunFolder::statusFile(int host) const { return m_dir + u'/' + statusName(host); }
QString RunFolder::checkpointsDir() const { return m_dir + u'/' + checkpointsName(); }
QString RunFolder::stacksDir() const { return m_dir + u"/stacks"_s; }
QString RunFolder::stacksFile(int host) const { return m_dir + u'/' + stacksName(host); }

QString RunFolder::stackDumpFile(const QDateTime &taken) const
{
    return stacksDir() + u"/stacks-"_s + taken.toUTC().toString(u"yyyyMMdd'T'HHmmss.zzz'Z'"_s) + u".json"_s;
}

QStringList RunFolder::stackDumpFiles() const
{
    QStringList out;
    const QDir dir(stacksDir());
    for (const QString &name : dir.entryList({u"stacks-*.json"_s}, QDir::Files, QDir::Name))
        out << dir.filePath(name);
    return out;
}

QString RunFolder::profilesDir() const { return m_dir + u"/profiles"_s; }
QString RunFolder::profileRequestFile() const { return profilesDir() + u"/request.json"_s; }
QString RunFolder::profileHostDir(int host) const { return profilesDir() + u"/host-%1"_s.arg(host); }
QString RunFolder::profileCaptureDir(const QString &captureId) const { return profilesDir() + u'/' + captureId; }
QString RunFolder::profileCaptureFile(const QString &captureId) const
{
    return profileCaptureDir(captureId) + u"/profile.json"_s;
}

QStringList RunFolder::profileCaptureFiles() const
{
    QStringList out;
    const QDir dir(profilesDir());
    for (const QString &name : dir.entryList({u"profile-*"_s}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        if (QFileInfo::exists(profileCaptureFile(name)))
            out << profileCaptureFile(name);
    return out;
}

bool RunFolder::hasRecord() const
{
    return QFileInfo::exists(recordFile());
}

QList<int> RunFolder::metricsHosts() const
{
    static const QRegularExpression hostFile(u"^host-(\\d+)\\.jsonl$"_s);
    QList<int> hosts;
    for (const QString &name : QDir(metricsDir()).entryList({u"host-*.jsonl"_s}, QDir::Files))
        if (const auto match = hostFile.match(name); match.hasMatch())
            hosts << match.captured(1).toInt();
    std::sort(hosts.begin(), hosts.end());
    return hosts;
}

Result<RunRecord> RunFolder::readRecord() const
{
    return RunRecord::readFile(recordFile());
}

Result<void> RunFolder::writeRecord(const RunRecord &record) const
{
    return RunRecordStore(*this).replace(record);
}

} // namespace twb
