#include "support/sshd_fixture.h"

#include "core/util/atomic_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <set>
#include <thread>

using namespace Qt::StringLiterals;
using namespace std::chrono;

namespace twb::test {
namespace {

const QString kSshd = u"/usr/sbin/sshd"_s;
const QString kSshKeygen = u"/usr/bin/ssh-keygen"_s;
const QString kSftpServer = u"/usr/lib/openssh/sftp-server"_s;
const QByteArray kMarkerName = "TWB_FAKE_HOST=";

Error setupError(const QString &what)
{
    return Error::failure(u"sshd fixture: "_s + what);
}

sockaddr_in loopbackAddress(const QString &address, int port)
{
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(quint16(port));
    ::inet_pton(AF_INET, address.toLatin1().constData(), &addr.sin_addr);
    return addr;
}

// A port nobody listens on at `address` right now (the kernel's pick for bind(0)).
int freePort(const QString &address)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return 0;
    sockaddr_in addr = loopbackAddress(address, 0);
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0) {
        socklen_t len = sizeof addr;
        if (::getsockname(fd, reinterpret_cast<sockaddr *>(&addr), &len) == 0)
            port = ntohs(addr.sin_port);
    }
    ::close(fd);
    return port;
}

bool acceptsConnections(const QString &address, int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    sockaddr_in addr = loopbackAddress(address, port);
    const bool ok = ::connect(fd, reinterpret_cast<sockaddr *>(&addr), sizeof addr) == 0;
    ::close(fd);
    return ok;
}

struct ProcInfo
{
    pid_t pid;
    pid_t parent;
    QByteArray environment;
};

QList<ProcInfo> processes()
{
    QList<ProcInfo> list;
    const QStringList entries = QDir(u"/proc"_s).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool isPid = false;
        const pid_t pid = entry.toInt(&isPid);
        if (!isPid)
            continue;
        QFile stat(u"/proc/"_s + entry + u"/stat"_s);
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        // "pid (comm) state ppid ...": comm may contain spaces, so parse after the last ')'.
        const QByteArray line = stat.readAll();
        const qsizetype close = line.lastIndexOf(')');
        const QList<QByteArray> fields = line.mid(close + 2).split(' ');
        if (fields.size() < 2)
            continue;
        QFile environ(u"/proc/"_s + entry + u"/environ"_s);
        QByteArray env;
        if (environ.open(QIODevice::ReadOnly))
            env = environ.readAll();
        list.append({pid, pid_t(fields.at(1).toInt()), env});
    }
    return list;
}

Result<QByteArray> run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != 0)
        return fail(setupError(program + u' ' + arguments.join(u' ') + u" failed: "_s
                               + process.errorString() + u"\n"_s
                               + QString::fromLocal8Bit(process.readAllStandardError())));
    return process.readAllStandardOutput();
}

} // namespace

SshdFixture::SshdFixture(Options options) : m_options(std::move(options))
{
    if (const passwd *pw = ::getpwuid(::getuid()))
        m_user = QString::fromLocal8Bit(pw->pw_name);
    for (int i = 0; i < m_options.hostCount; ++i) {
        auto host = std::make_shared<Host>();
        host->address = u"127.0.0.%1"_s.arg(2 + i);
        host->dir = m_dir.path() + u"/host-%1"_s.arg(i);
        m_hosts.append(host);
    }
}

SshdFixture::~SshdFixture()
{
    for (int i = 0; i < hostCount(); ++i)
        (void)stopHost(i);
}

QString SshdFixture::host(int index) const { return m_hosts.at(index)->address; }
int SshdFixture::port(int index) const { return m_hosts.at(index)->port; }
QString SshdFixture::clientKeyPath() const { return m_dir.path() + u"/client_key"_s; }
QString SshdFixture::homeDir(int index) const { return m_hosts.at(index)->dir + u"/home"_s; }
QString SshdFixture::logPath(int index) const { return m_hosts.at(index)->dir + u"/sshd.log"_s; }
QString SshdFixture::knownHostsPath() const { return m_dir.path() + u"/known_hosts"_s; }
QString SshdFixture::hostKeyFingerprint(int index) const { return m_hosts.at(index)->fingerprint; }

qint64 SshdFixture::sshdProcessId(int index) const
{
    const auto &sshd = m_hosts.at(index)->sshd;
    return sshd ? sshd->processId() : 0;
}

QString SshdFixture::hostKeyType(int index) const
{
    return m_hosts.at(index)->hostKeyLine.section(u' ', 0, 0);
}

QString SshdFixture::knownHostsLine(int index) const
{
    const Host &h = *m_hosts.at(index);
    return u"[%1]:%2 %3"_s.arg(h.address).arg(h.port).arg(h.hostKeyLine);
}

SshEndpoint SshdFixture::endpoint(int index, HostKeyPolicy policy) const
{
    SshEndpoint endpoint;
    endpoint.host = host(index);
    endpoint.port = port(index);
    endpoint.user = m_user;
    endpoint.identityFile = clientKeyPath();
    endpoint.knownHostsPath = knownHostsPath();
    endpoint.sshConfigPath = m_dir.path() + u"/ssh_config"_s;  // empty: ~/.ssh/config stays out
    endpoint.connectTimeout = seconds(10);
    endpoint.hostKeyPolicy = std::move(policy);
    return endpoint;
}

Result<void> SshdFixture::start()
{
    for (const QString &tool : {kSshd, kSftpServer})
        if (!QFileInfo(tool).isExecutable())
            return fail(setupError(tool + u" is missing: apt-get install openssh-server"_s));
    if (!QFileInfo(kSshKeygen).isExecutable())
        return fail(setupError(kSshKeygen + u" is missing: apt-get install openssh-client"_s));
    if (!m_dir.isValid())
        return fail(setupError(u"cannot create a temporary folder: "_s + m_dir.errorString()));
    if (m_user.isEmpty())
        return fail(setupError(u"cannot tell the current user name"_s));
    // Debian's sshd needs its privilege-separation folder.
    if (!QDir().mkpath(u"/run/sshd"_s))
        return fail(setupError(u"cannot create /run/sshd (run as root)"_s));

    if (auto made = generateKey(clientKeyPath(), u"ed25519"_s, u"twb-test-client"_s); !made)
        return made;
    if (!QFile::copy(clientKeyPath() + u".pub"_s, m_dir.path() + u"/authorized_keys"_s))
        return fail(setupError(u"cannot write authorized_keys"_s));
    if (auto written = writeFileAtomically(m_dir.path() + u"/ssh_config"_s, {}); !written)
        return written;

    for (int i = 0; i < hostCount(); ++i) {
        Host &h = *m_hosts[i];
        if (!QDir().mkpath(homeDir(i)))
            return fail(setupError(u"cannot create "_s + homeDir(i)));
        if (auto w = writeFileAtomically(homeDir(i) + u"/.bashrc"_s, "cd \"$HOME\"\n"); !w)
            return w;
        if (auto made = generateKey(h.dir + u"/host_key"_s, m_options.hostKeyType,
                                    u"twb-test-host-%1"_s.arg(i));
            !made)
            return made;
        if (auto loaded = loadHostKey(h); !loaded)
            return loaded;
    }
    for (int i = 0; i < hostCount(); ++i)
        if (auto launched = launch(i); !launched)
            return launched;
    return writeKnownHosts();
}

Result<void> SshdFixture::generateKey(const QString &path, const QString &type,
                                      const QString &comment)
{
    QFile::remove(path);
    QFile::remove(path + u".pub"_s);
    QStringList args{u"-q"_s, u"-t"_s, type, u"-N"_s, QString(), u"-C"_s, comment, u"-f"_s, path};
    if (type == u"ecdsa")
        args << u"-b"_s << u"256"_s;
    else if (type == u"rsa")
        args << u"-b"_s << u"2048"_s;
    if (auto ran = run(kSshKeygen, args); !ran)
        return fail(ran.error());
    return {};
}

Result<void> SshdFixture::loadHostKey(Host &host)
{
    auto pub = readWholeFile(host.dir + u"/host_key.pub"_s);
    if (!pub)
        return fail(pub.error());
    host.hostKeyLine = QString::fromLatin1(pub->trimmed()).section(u' ', 0, 1);
    auto listed = run(kSshKeygen, {u"-l"_s, u"-E"_s, u"sha256"_s, u"-f"_s,
                                   host.dir + u"/host_key.pub"_s});
    if (!listed)
        return fail(listed.error());
    host.fingerprint = QString::fromLatin1(*listed).section(u' ', 1, 1);  // "256 SHA256:x c (T)"
    return {};
}

Result<void> SshdFixture::writeConfig(int index)
{
    const Host &h = *m_hosts.at(index);
    QStringList hostnames;
    for (const auto &other : m_hosts)
        hostnames << other->address;
    const QString config =
        u"ListenAddress %1\n"
        "Port %2\n"
        "HostKey %3/host_key\n"
        "PidFile %3/sshd.pid\n"
        "AuthorizedKeysFile %4/authorized_keys\n"
        "StrictModes no\n"
        "PasswordAuthentication no\n"
        "KbdInteractiveAuthentication no\n"
        "UsePAM no\n"
        "PermitRootLogin prohibit-password\n"
        "PrintMotd no\n"
        "PrintLastLog no\n"
        "UseDNS no\n"
        "Subsystem sftp %5 -d %6\n"
        "SetEnv HOME=%6 TPU_ACCELERATOR_TYPE=%7 TPU_WORKER_ID=%8 TPU_WORKER_HOSTNAMES=%9 "
        "TWB_FAKE_HOST=%3\n"_s.arg(h.address)
            .arg(h.port)
            .arg(h.dir, m_dir.path(), kSftpServer, homeDir(index), m_options.acceleratorType)
            .arg(index)
            .arg(hostnames.join(u','));
    return writeFileAtomically(h.dir + u"/sshd_config"_s, config.toUtf8());
}

Result<void> SshdFixture::launch(int index)
{
    Host &h = *m_hosts[index];
    QString lastError;
    // A port picked by bind(0) can be taken by someone else before sshd binds it: retry.
    for (int attempt = 0; attempt < 5; ++attempt) {
        if (h.port == 0 || attempt > 0)
            h.port = freePort(h.address);
        if (h.port == 0)
            return fail(setupError(u"no free port on "_s + h.address));
        if (auto written = writeConfig(index); !written)
            return written;
        const QString config = h.dir + u"/sshd_config"_s;
        if (auto checked = run(kSshd, {u"-t"_s, u"-f"_s, config}); !checked)
            return fail(checked.error());

        h.sshd = std::make_unique<QProcess>();
        h.sshd->setStandardInputFile(QProcess::nullDevice());
        h.sshd->setStandardOutputFile(logPath(index), QIODevice::Append);
        h.sshd->setStandardErrorFile(logPath(index), QIODevice::Append);
        // If the test process dies without running destructors, sshd goes with it.
        h.sshd->setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGTERM); });
        h.sshd->start(kSshd, {u"-D"_s, u"-e"_s, u"-f"_s, config});
        if (!h.sshd->waitForStarted(10000))
            return fail(setupError(u"cannot start sshd: "_s + h.sshd->errorString()));

        const auto deadline = steady_clock::now() + seconds(10);
        while (steady_clock::now() < deadline) {
            if (acceptsConnections(h.address, h.port))
                return {};
            if (h.sshd->waitForFinished(20))
                break;  // exited: probably lost the port
        }
        auto log = readWholeFile(logPath(index));
        lastError = u"sshd on %1:%2 did not start. Its log:\n%3"_s.arg(h.address)
                        .arg(h.port)
                        .arg(log ? QString::fromLocal8Bit(*log) : QString());
        h.sshd->kill();
        h.sshd->waitForFinished(5000);
        h.sshd.reset();
    }
    return fail(setupError(lastError));
}

void SshdFixture::killMarkedProcesses(int index)
{
    const Host &h = *m_hosts.at(index);
    const QByteArray marker = kMarkerName + QFile::encodeName(h.dir) + QByteArray(1, '\0');
    const QByteArray inner = QByteArray(1, '\0') + marker;
    const pid_t master = h.sshd ? pid_t(h.sshd->processId()) : 0;
    // Everything is frozen (SIGSTOP) before anything is killed: a killed session's children
    // would go to init and out of reach, and a process being killed could still fork one.
    // A frozen process cannot fork (the kernel refuses a fork with a signal pending), so once
    // a scan finds nothing new, the whole tree is in hand.
    std::set<pid_t> frozen;
    if (master > 0) {
        ::kill(master, SIGSTOP);
        frozen.insert(master);
    }
    for (int round = 0; round < 100; ++round) {
        const QList<ProcInfo> all = processes();
        std::set<pid_t> doomed = frozen;
        for (const ProcInfo &p : all)
            if (p.environment.startsWith(marker) || p.environment.contains(inner))
                doomed.insert(p.pid);
        // The per-connection sshd processes carry no marker; they are the master's descendants.
        for (bool grew = true; grew;) {
            grew = false;
            for (const ProcInfo &p : all)
                if (doomed.count(p.parent) && !doomed.count(p.pid))
                    grew = doomed.insert(p.pid).second || grew;
        }
        bool found = false;
        for (pid_t pid : doomed)
            if (frozen.insert(pid).second) {
                ::kill(pid, SIGSTOP);
                found = true;
            }
        if (!found)
            break;
    }
    frozen.erase(master);  // the master is stopped through its QProcess
    for (pid_t pid : frozen)
        ::kill(pid, SIGKILL);
}

Result<void> SshdFixture::stopHost(int index)
{
    Host &h = *m_hosts[index];
    // The master is frozen first (killMarkedProcesses): it accepts no connection from then on
    // (a client that retries at once waits in the listen queue and is refused when the master
    // dies), and the sessions it forked stay its descendants until they are all killed.
    // Stopped after them, a master could fork a session that outlives the host.
    killMarkedProcesses(index);
    if (h.sshd) {
        h.sshd->kill();
        h.sshd->waitForFinished(5000);
        h.sshd.reset();
    }
    killMarkedProcesses(index);  // a session's own children (sftp-server) forked meanwhile
    return {};
}

Result<void> SshdFixture::startHost(int index)
{
    if (m_hosts.at(index)->sshd)
        return {};
    return launch(index);
}

Result<void> SshdFixture::regenerateHostKey(int index, const QString &keyType)
{
    Host &h = *m_hosts[index];
    if (auto stopped = stopHost(index); !stopped)
        return stopped;
    if (auto made = generateKey(h.dir + u"/host_key"_s, keyType, u"twb-test-host-%1"_s.arg(index));
        !made)
        return made;
    if (auto loaded = loadHostKey(h); !loaded)
        return loaded;
    return launch(index);
}

Result<void> SshdFixture::authorizeKey(const QString &publicKeyPath)
{
    auto key = readWholeFile(publicKeyPath);
    if (!key)
        return fail(key.error());
    QFile file(m_dir.path() + u"/authorized_keys"_s);
    if (!file.open(QIODevice::Append) || file.write(key->trimmed() + '\n') < 0)
        return fail(setupError(u"cannot append to authorized_keys: "_s + file.errorString()));
    return {};
}

Result<void> SshdFixture::writeKnownHosts()
{
    QByteArray content;
    for (int i = 0; i < hostCount(); ++i)
        content += knownHostsLine(i).toLatin1() + '\n';
    return writeFileAtomically(knownHostsPath(), content);
}

} // namespace twb::test
