#include "core/experiment/experiment_kernel_rules.h"

#include "core/util/atomic_file.h"
#include "core/util/json_path.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::ExperimentKernelRules.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::ExperimentKernelRules)
};

// A kernel is a Python file of a few kilobytes; anything this big is not one.
constexpr qint64 kMaxKernelBytes = 4 * 1024 * 1024;

QString shown(const Json &value)
{
    return toQString(value.dump());
}

bool definesComputation(const QByteArray &source)
{
    static const QRegularExpression def(u"^(async\\s+)?def\\s+computation\\s*\\(|^computation\\s*="_s,
                                        QRegularExpression::MultilineOption);
    return def.match(QString::fromUtf8(source)).hasMatch();
}

} // namespace

QStringList ExperimentKernelRules::modules()
{
    return {u"rmsnorm"_s};
}

QString ExperimentKernelRules::moduleClass(const QString &module)
{
    return module == u"rmsnorm"_s ? u"RMSNorm"_s : QString();
}

QString ExperimentKernelRules::moduleNamed(const QString &name)
{
    for (const QString &module : modules())
        if (name.compare(module, Qt::CaseInsensitive) == 0 || name.compare(moduleClass(module), Qt::CaseInsensitive) == 0)
            return module;
    return {};
}

QString ExperimentKernelRules::projectFile(const QString &module)
{
    return u"kernels/"_s + module + u".py"_s;
}

int ExperimentKernelRules::hiddenMultiple(const QString &module)
{
    return module == u"rmsnorm"_s ? 128 : 0;
}

QString ExperimentKernelRules::resolvePath(const QString &path, const QString &experimentDir)
{
    if (path.isEmpty())
        return {};
    if (QDir::isAbsolutePath(path))
        return QDir::cleanPath(path);
    if (experimentDir.isEmpty())
        return {};
    return QDir::cleanPath(QDir(experimentDir).absoluteFilePath(path));
}

QString ExperimentKernelRules::sha256(const QByteArray &bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

ExperimentIssues ExperimentKernelRules::check(const Json &experiment, const QString &experimentDir)
{
    ExperimentIssues issues;
    auto error = [&](const QString &field, const QString &message) {
        issues.append({ExperimentIssue::Severity::Error, field, message});
    };
    const Json *kernels = findPath(experiment, "model.kernels");
    if (!kernels || kernels->is_null())
        return issues;
    if (!kernels->is_object()) {
        error(u"model.kernels"_s, Tr::tr("model.kernels must be an object of module -> kernel, e.g. "
                                         "{\"rmsnorm\": {\"path\": \"...\", \"sha256\": \"...\"}}, not %1; "
                                         "use `tpuwb kernel use` to switch a kernel in.")
                                      .arg(shown(*kernels)));
        return issues;
    }
    const Json *dModel = findPath(experiment, "model.d_model");
    const Json *scan = findPath(experiment, "tpu.scan_layers");
    const bool scanLayers = scan && scan->is_boolean() && scan->get<bool>();
    for (auto it = kernels->begin(); it != kernels->end(); ++it) {
        const QString module = toQString(it.key());
        const QString field = u"model.kernels."_s + module;
        if (!modules().contains(module)) {
            error(field, Tr::tr("%1: the generated model cannot route module \"%2\" through a kernel; the modules "
                                "that take a kernel are %3. Remove the entry or rename it.")
                             .arg(field, module, modules().join(u", "_s)));
            continue;
        }
        const Json &entry = it.value();
        if (!entry.is_object()) {
            error(field, Tr::tr("%1 must be an object {\"path\": \"<kernel>.py\", \"sha256\": \"<hex>\", \"enabled\": "
                                "true}, not %2; `tpuwb kernel use KERNEL --experiment DIR --module %3` writes it.")
                             .arg(field, shown(entry), module));
            continue;
        }
        if (const auto enabled = entry.find("enabled"); enabled != entry.end() && !enabled->is_boolean())
            error(field + u".enabled"_s, Tr::tr("%1.enabled must be true or false, not %2.").arg(field, shown(*enabled)));

        const auto pathNode = entry.find("path");
        const QString path = pathNode != entry.end() && pathNode->is_string() ? toQString(pathNode->get<std::string>())
                                                                               : QString();
        if (path.isEmpty())
            error(field + u".path"_s, Tr::tr("%1.path is missing; set it to the kernel's file (a kernel run's "
                                            "optimized.py), absolute or relative to the experiment's folder.")
                                         .arg(field));
        const auto shaNode = entry.find("sha256");
        static const QRegularExpression hex(u"^[0-9a-f]{64}$"_s);
        const QString sha = shaNode != entry.end() && shaNode->is_string() ? toQString(shaNode->get<std::string>())
                                                                            : QString();
        const bool shaValid = hex.match(sha).hasMatch();

        if (scanLayers)
            error(field, Tr::tr("%1: tpu.scan_layers cannot run layers that hold a Pallas kernel; turn scan_layers "
                                "off or remove the kernel.")
                             .arg(field));
        const int multiple = hiddenMultiple(module);
        if (multiple > 0 && dModel && dModel->is_number_integer() && dModel->get<qint64>() % multiple != 0)
            error(field, Tr::tr("%1: the %2 kernel needs the hidden size model.d_model to be a multiple of %3 (its "
                                "blocks are %3 lanes wide); model.d_model is %4. Choose a multiple of %3 or "
                                "remove the kernel.")
                             .arg(field, moduleClass(module)).arg(multiple).arg(dModel->get<qint64>()));

        // The file is read only when the caller names the experiment's folder (the file checks are
        // asked for, off the GUI thread); without it the fields are checked as written.
        const QString resolved = experimentDir.isEmpty() ? QString() : resolvePath(path, experimentDir);
        if (resolved.isEmpty()) {
            if (!shaValid)
                error(field + u".sha256"_s, Tr::tr("%1.sha256 must be the kernel file's SHA-256 (64 lower-case hex "
                                                  "digits), not %2; `sha256sum FILE` prints it, `tpuwb kernel use` "
                                                  "writes it.")
                                               .arg(field, shaNode == entry.end() ? Tr::tr("missing") : shown(*shaNode)));
            continue;
        }
        const QFileInfo info(resolved);
        if (!info.isFile()) {
            error(field + u".path"_s, Tr::tr("%1.path: %2 does not exist; point it at the published kernel (a "
                                            "finished kernel run's optimized.py) or remove the entry.")
                                         .arg(field, QDir::toNativeSeparators(resolved)));
            continue;
        }
        auto content = readWholeFile(resolved, kMaxKernelBytes);
        if (!content) {
            error(field + u".path"_s, Tr::tr("%1.path: %2").arg(field, content.error().message));
            continue;
        }
        if (!definesComputation(*content))
            error(field + u".path"_s, Tr::tr("%1.path: %2 defines no `computation`; a published MaxKernel kernel "
                                            "is a JAX function `computation(...)`. Point it at the run's "
                                            "optimized.py.")
                                         .arg(field, QDir::toNativeSeparators(resolved)));
        const QString actual = sha256(*content);
        if (!shaValid)
            error(field + u".sha256"_s, Tr::tr("%1.sha256 is %2; set it to %3, the SHA-256 of %4 (or switch the "
                                              "kernel in with `tpuwb kernel use`).")
                                           .arg(field, shaNode == entry.end() ? Tr::tr("missing") : shown(*shaNode),
                                                actual, QDir::toNativeSeparators(resolved)));
        else if (sha != actual)
            error(field + u".sha256"_s, Tr::tr("%1.sha256 says %2 but %3 now has %4: the kernel changed after it was "
                                              "switched in. Check the new kernel and run `tpuwb kernel use` again, "
                                              "or restore the file.")
                                           .arg(field, sha, QDir::toNativeSeparators(resolved), actual));
    }
    return issues;
}

Result<QList<ExperimentKernelRules::Entry>> ExperimentKernelRules::read(const Json &experiment,
                                                                         const QString &experimentDir)
{
    QList<Entry> entries;
    const Json *kernels = findPath(experiment, "model.kernels");
    if (!kernels || !kernels->is_object())
        return entries;
    for (auto it = kernels->begin(); it != kernels->end(); ++it) {
        const QString module = toQString(it.key());
        const QString field = u"model.kernels."_s + module + u".path"_s;
        const Json &entry = it.value();
        const auto pathNode = entry.is_object() ? entry.find("path") : entry.end();
        const QString path = entry.is_object() && pathNode != entry.end() && pathNode->is_string()
                                 ? toQString(pathNode->get<std::string>())
                                 : QString();
        const QString resolved = resolvePath(path, experimentDir);
        if (resolved.isEmpty())
            return fail(Error::invalid(Tr::tr("%1 is \"%2\", relative, and there is no experiment folder to find it "
                                              "from; write an absolute path.")
                                           .arg(field, path),
                                       field));
        auto content = readWholeFile(resolved, kMaxKernelBytes);
        if (!content)
            return fail(Error::invalid(Tr::tr("%1: %2").arg(field, content.error().message), field));
        entries.append({module, resolved, *content});
    }
    return entries;
}

} // namespace twb
