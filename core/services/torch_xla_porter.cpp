#include "core/services/torch_xla_porter.h"

#include "core/experiment/legacy_api_linter.h"
#include "core/util/atomic_file.h"
#include "core/util/json.h"
#include "core/util/python_interpreter.h"
#include "core/util/template_store.h"
#include "core/util/text_diff.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::TorchXlaPorter.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::TorchXlaPorter)
};

constexpr auto kScript = "tools/port_torch_xla.py";
// Parsing and rewriting one file takes well under a second; this only bounds a hung interpreter.
constexpr int kTimeoutMs = 60000;

QString text(const Json &object, const char *key)
{
    return object.contains(key) && object[key].is_string() ? toQString(object[key].get<std::string>()) : QString();
}

int number(const Json &object, const char *key)
{
    return object.contains(key) && object[key].is_number_integer() ? object[key].get<int>() : 0;
}

} // namespace

TorchXlaPorter::TorchXlaPorter(QString python, QString templatesRoot)
    : m_python(python.isEmpty() ? PythonInterpreter::defaultPython() : std::move(python)),
      m_templatesRoot(templatesRoot.isEmpty() ? TemplateStore::locateRoot() : std::move(templatesRoot))
{
}

QString TorchXlaPorter::scriptPath() const
{
    return m_templatesRoot + u'/' + QString::fromLatin1(kScript);
}

QString TorchXlaPorter::backupPath(const QString &path)
{
    return path + u".bak"_s;
}

QString TorchXlaPorter::kindLabel(const QString &kind)
{
    if (kind == u"device"_s)
        return Tr::tr("device placement");
    if (kind == u"cuda"_s)
        return Tr::tr(".cuda() call");
    if (kind == u"amp"_s)
        return Tr::tr("mixed precision (bf16)");
    if (kind == u"step"_s)
        return Tr::tr("step boundary");
    if (kind == u"loader"_s)
        return Tr::tr("device loader");
    if (kind == u"launch"_s)
        return Tr::tr("process launch");
    if (kind == u"runtime"_s)
        return Tr::tr("runtime call");
    if (kind == u"imports"_s)
        return Tr::tr("imports");
    return kind;
}

Result<TorchXlaPorter::Port> TorchXlaPorter::portFile(const QString &path) const
{
    if (!QFileInfo(path).isFile())
        return fail(Error::notFound(Tr::tr("%1 does not exist or is not a file; give the Python training script to port.")
                                        .arg(path),
                                    path));
    auto bytes = readWholeFile(path, 16 << 20);
    if (!bytes)
        return fail(bytes.error());
    auto port = portSource(QString::fromUtf8(*bytes), path);
    if (port)
        port->path = path;
    return port;
}

Result<TorchXlaPorter::Port> TorchXlaPorter::portSource(const QString &source, const QString &name) const
{
    const QString script = scriptPath();
    if (!QFileInfo::exists(script))
        return fail(Error::notFound(Tr::tr("The port script %1 is missing; reinstall the workbench or set TPUWB_TEMPLATES "
                                           "to a templates folder that has it.")
                                        .arg(script),
                                    script));
    QProcess process;
    process.start(m_python, {script, u"--name"_s, name});
    if (!process.waitForStarted(kTimeoutMs))
        return fail(Error::failure(Tr::tr("%1 cannot be started (%2); install Python 3 or give the interpreter with "
                                          "--python (or TPUWB_PYTHON).")
                                       .arg(m_python, process.errorString()),
                                   m_python));
    process.write(source.toUtf8());
    process.closeWriteChannel();
    if (!process.waitForFinished(kTimeoutMs)) {
        process.kill();
        process.waitForFinished(2000);
        return fail(Error::failure(Tr::tr("%1 %2 did not finish within a minute on %3.").arg(m_python, script, name), name));
    }
    const QByteArray output = process.readAllStandardOutput();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        const QString detail = QString::fromUtf8(process.readAllStandardError().trimmed()).section(u'\n', -3);
        return fail(Error::failure(Tr::tr("%1 %2 failed on %3 (exit status %4): %5; it needs Python 3.9 or newer.")
                                       .arg(m_python, script, name)
                                       .arg(process.exitCode())
                                       .arg(detail),
                                   name));
    }
    auto json = parseJson(output, Tr::tr("the output of %1").arg(script));
    if (!json)
        return fail(json.error());
    if (!json->is_object())
        return fail(Error::failure(Tr::tr("%1 printed no JSON object for %2.").arg(script, name), name));
    const Json &r = *json;
    Port port;
    port.path = name;
    port.original = source;
    if (!r.value("ok", false)) {
        const Json refusals = r.value("refusals", Json());
        if (!refusals.is_array() || refusals.empty())
            return fail(Error::invalid(text(r, "error"), name));
        for (const Json &n : refusals)
            port.refusals.append({number(n, "line"), text(n, "text")});
        port.refusal = text(r, "error");
        port.ported = source;
        return port;
    }
    port.ported = text(r, "source");
    for (const Json &c : r.value("changes", Json::array()))
        port.changes.append({number(c, "line"), text(c, "kind"), text(c, "before"), text(c, "after")});
    for (const Json &n : r.value("notes", Json::array()))
        port.notes.append({number(n, "line"), text(n, "text")});
    if (r.contains("pyflakes") && r["pyflakes"].is_array()) {
        port.pyflakesRan = true;
        for (const Json &line : r["pyflakes"])
            if (line.is_string())
                port.pyflakes.append(toQString(line.get<std::string>()));
    }
    const QString label = QFileInfo(name).fileName();
    port.diff = TextDiff::unified(port.original, port.ported, u"a/"_s + label, u"b/"_s + label);
    port.lint = LegacyApiLinter::lint(port.ported);
    return port;
}

Result<QString> TorchXlaPorter::write(const Port &port)
{
    const QString backup = backupPath(port.path);
    if (QFileInfo::exists(backup))
        return fail(Error::invalid(Tr::tr("%1 exists already (the original of an earlier port?); move it away, then write "
                                          "the port again.")
                                       .arg(backup),
                                   backup));
    auto current = readWholeFile(port.path, 16 << 20);
    if (!current)
        return fail(current.error());
    if (QString::fromUtf8(*current) != port.original)
        return fail(Error::invalid(Tr::tr("%1 changed since it was ported; port it again.").arg(port.path), port.path));
    const auto permissions = QFileInfo(port.path).permissions();
    if (auto saved = writeFileAtomically(backup, *current); !saved)
        return fail(saved.error());
    if (auto written = writeFileAtomically(port.path, port.ported.toUtf8()); !written)
        return fail(written.error());
    // Keep the script's permissions (an executable script stays executable).
    QFile::setPermissions(backup, permissions);
    QFile::setPermissions(port.path, permissions);
    return backup;
}

} // namespace twb
