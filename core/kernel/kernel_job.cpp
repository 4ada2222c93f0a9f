#include "core/kernel/kernel_job.h"

#include "core/util/json_path.h"
#include "core/util/atomic_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::KernelJob.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::KernelJob)
};
} // namespace


KernelJob::KernelJob(Json document, QString path) : m_document(std::move(document)), m_path(std::move(path)) {}

Result<KernelJob> KernelJob::load(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isFile())
        return fail(Error::notFound(
            Tr::tr("The job file %1 does not exist. Check the path.").arg(path),
            path));
    auto bytes = readWholeFile(path, kJsonMaxBytes);
    if (!bytes)
        return fail(bytes.error());
    return parse(*bytes, path);
}

Result<KernelJob> KernelJob::parse(const QByteArray &text, const QString &path)
{
    auto parsed = parseJsonTolerant(text, path);
    if (!parsed)
        return fail(Error::invalid(parsed.error().message, path));
    return KernelJob(std::move(*parsed), path);
}

Json KernelJob::starterDocument()
{
    return Json{
        {"schema", kSchema},
        {"name", "my-kernel"},
        {"description", ""},
        {"input", {{"type", "pytorch"}, {"path", "model.py"}, {"entry_point", "Model"},
                   {"inputs_fn", "get_inputs"}, {"init_inputs_fn", "get_init_inputs"}}},
        {"has_reference", false},
        {"references", Json::array()},
        {"needs_jax_conversion", true},
        {"jax_conversion", {{"method", "torchax"}, {"emit_readable_reference", kDefaultEmitReadableReference}}},
        {"correctness",
         {{"atol", kDefaultAtol}, {"rtol", kDefaultRtol}, {"seed", kStarterSeed}, {"num_trials", kDefaultNumTrials}}},
        {"target", {{"tpu_version", "TPU v6e"}}},
        {"loop", {{"max_iterations", kDefaultMaxIterations}}},
        {"evaluation", {{"compare_against_source", false}}},
        {"constraints", {{"preserve_shapes", true}}},
    };
}

QString KernelJob::baseFolder() const
{
    if (m_path.isEmpty())
        return QDir::currentPath();
    // pathlib's resolve() follows symlinks; canonicalFilePath does too (empty if missing).
    const QFileInfo info(m_path);
    const QString canonical = info.canonicalFilePath();
    return QFileInfo(canonical.isEmpty() ? info.absoluteFilePath() : canonical).absolutePath();
}

QString KernelJob::resolvePath(const QString &path) const
{
    if (path.startsWith(u'/'))
        return path;
    QStringList parts = baseFolder().split(u'/', Qt::SkipEmptyParts);
    for (const QString &part : path.split(u'/', Qt::SkipEmptyParts)) {
        if (part != u".")
            parts << part;
    }
    return u'/' + parts.join(u'/');
}

QString KernelJob::stringAt(std::string_view dottedPath, const QString &fallback) const
{
    const Json *value = findPath(m_document, dottedPath);
    return value && value->is_string() ? toQString(value->get<std::string>()) : fallback;
}

bool KernelJob::boolAt(std::string_view dottedPath, bool fallback) const
{
    const Json *value = findPath(m_document, dottedPath);
    return value && value->is_boolean() ? value->get<bool>() : fallback;
}

QString KernelJob::name() const
{
    // Python's Path.stem: the file name without its last suffix.
    return stringAt("name", QFileInfo(m_path).completeBaseName());
}

QString KernelJob::inputType() const { return stringAt("input.type"); }
QString KernelJob::inputPath() const { return stringAt("input.path"); }
QString KernelJob::entryPoint() const { return stringAt("input.entry_point"); }

QString KernelJob::synthesizeAs() const
{
    return isSpecification() ? stringAt("input.specification.synthesize_as", u"pytorch"_s) : QString();
}

QString KernelJob::operation() const { return stringAt("input.specification.operation"); }

QString KernelJob::effectiveType() const
{
    return isSpecification() ? synthesizeAs() : inputType();
}

bool KernelJob::hasReference() const { return boolAt("has_reference", false); }

QList<KernelJobReference> KernelJob::references() const
{
    QList<KernelJobReference> out;
    const Json *refs = findPath(m_document, "references");
    if (!refs || !refs->is_array())
        return out;
    for (const Json &entry : *refs) {
        if (!entry.is_object())
            continue;
        const KernelJob view(entry, {});
        out.append({view.stringAt("type"), view.stringAt("path"), view.stringAt("role"),
                    view.stringAt("relationship", u"unknown"_s), view.stringAt("notes")});
    }
    return out;
}

bool KernelJob::needsJaxConversion() const { return boolAt("needs_jax_conversion", false); }

QString KernelJob::conversionMethod() const
{
    return stringAt("jax_conversion.method", needsJaxConversion() ? QString() : u"none"_s);
}

bool KernelJob::emitReadableReference() const
{
    return boolAt("jax_conversion.emit_readable_reference", kDefaultEmitReadableReference);
}

double KernelJob::atol() const
{
    const Json *value = findPath(m_document, "correctness.atol");
    return value && value->is_number() ? value->get<double>() : kDefaultAtol;
}

double KernelJob::rtol() const
{
    const Json *value = findPath(m_document, "correctness.rtol");
    return value && value->is_number() ? value->get<double>() : kDefaultRtol;
}

std::optional<qint64> KernelJob::seed() const
{
    const Json *value = findPath(m_document, "correctness.seed");
    if (value && value->is_number_integer())
        return value->get<qint64>();
    return std::nullopt;
}

int KernelJob::numTrials() const
{
    const Json *value = findPath(m_document, "correctness.num_trials");
    return value && value->is_number_integer() ? value->get<int>() : kDefaultNumTrials;
}

std::optional<QString> KernelJob::tpuVersion() const
{
    const Json *value = findPath(m_document, "target.tpu_version");
    if (value && value->is_string() && !value->get<std::string>().empty())
        return toQString(value->get<std::string>());
    return std::nullopt;
}

int KernelJob::maxIterations() const
{
    const Json *value = findPath(m_document, "loop.max_iterations");
    return value && value->is_number_integer() ? value->get<int>() : kDefaultMaxIterations;
}

bool KernelJob::compareAgainstSource() const { return boolAt("evaluation.compare_against_source", false); }
bool KernelJob::preserveShapes() const { return boolAt("constraints.preserve_shapes", true); }
QString KernelJob::notes() const { return stringAt("notes"); }

} // namespace twb::kernel
