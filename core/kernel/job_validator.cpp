#include "core/kernel/job_validator.h"

#include "core/util/json_path.h"
#include "core/kernel/python_repr.h"

#include <QCoreApplication>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

// Python truthiness of an optional JSON value (missing counts as None).
bool truthy(const Json *value)
{
    if (!value)
        return false;
    switch (value->type()) {
    case Json::value_t::null: return false;
    case Json::value_t::boolean: return value->get<bool>();
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
    case Json::value_t::number_float: return value->get<double>() != 0.0;
    case Json::value_t::string: return !value->get<std::string>().empty();
    case Json::value_t::array:
    case Json::value_t::object: return !value->empty();
    default: return false;
    }
}

bool isString(const Json *value, std::string_view text)
{
    return value && value->is_string() && value->get<std::string>() == text;
}

bool isTrue(const Json *value) { return value && value->is_boolean() && value->get<bool>(); }
bool isFalse(const Json *value) { return value && value->is_boolean() && !value->get<bool>(); }
bool isNone(const Json *value) { return !value || value->is_null(); }

QString reprOf(const Json *value) { return value ? pythonRepr(*value) : u"None"_s; }

// `value` if present, else `fallback` (MaxKernel's `_get(job, path, default)`).
Json getOr(const Json &document, std::string_view path, Json fallback)
{
    const Json *value = findPath(document, path);
    return value ? *value : std::move(fallback);
}

bool oneOf(const Json *value, std::initializer_list<std::string_view> allowed)
{
    if (!value || !value->is_string())
        return false;
    const std::string &text = value->get_ref<const std::string &>();
    for (const std::string_view a : allowed)
        if (text == a)
            return true;
    return false;
}

const QString kInputTypes = u"['cuda', 'jax', 'pytorch', 'specification']"_s;
const QString kSynthesisTargets = u"['jax', 'pytorch']"_s;
const QString kReferenceTypes = u"['cuda', 'jax', 'pallas', 'pytorch', 'triton']"_s;
const QString kRelationships = u"['same_family', 'same_operation', 'unknown']"_s;

} // namespace

JobValidationReport JobValidator::validate(const KernelJob &job)
{
    JobValidationReport report;
    report.jobPath = job.path().isEmpty() ? QString() : QFileInfo(job.path()).absoluteFilePath();
    QStringList &errors = report.errors;
    QStringList &warnings = report.warnings;
    const Json &doc = job.document();

    if (!doc.is_object()) {
        errors << tr("the job file must hold a JSON object, found %1").arg(jsonTypeName(doc));
        return report;
    }

    // ---- schema
    const Json *schema = findPath(doc, "schema");
    if (!isString(schema, KernelJob::kSchema))
        warnings << tr("schema is %1, expected '%2'; validating as v1 anyway")
                        .arg(reprOf(schema), QString::fromLatin1(KernelJob::kSchema));

    // ---- input
    const Json *input = findPath(doc, "input");
    if (!input || !input->is_object()) {
        errors << tr("`input` is required and must be an object");
        return report;
    }
    const Json *itype = findPath(*input, "type");
    if (!oneOf(itype, {"jax", "pytorch", "cuda", "specification"}))
        errors << tr("input.type must be one of %1, got %2").arg(kInputTypes, reprOf(itype));
    const bool isSpec = isString(itype, "specification");
    const Json *spec = findPath(*input, "specification");
    const Json *ipath = findPath(*input, "path");

    if (isSpec) {
        if (truthy(ipath))
            errors << tr("input.type is 'specification' but input.path is set. A specification job "
                         "has no source file -- if you have one, give its real type instead.");
        if (!spec || !spec->is_object()) {
            errors << tr("input.type is 'specification' requires an input.specification object "
                         "describing what to compute.");
        } else {
            if (!truthy(findPath(*spec, "description")))
                errors << tr("input.specification.description is required: one or two sentences "
                             "naming the computation.");
            const Json *tensors = findPath(*spec, "tensors");
            if (!tensors || !tensors->is_array() || tensors->empty()) {
                errors << tr("input.specification.tensors is required and must be a non-empty list. "
                             "Shapes and dtypes cannot be invented: they define the problem, and "
                             "general_rules #6 forbids substituting them.");
            } else {
                for (size_t i = 0; i < tensors->size(); ++i) {
                    const Json &tensor = (*tensors)[i];
                    if (!tensor.is_object()) {
                        errors << tr("input.specification.tensors[%1] must be an object").arg(i);
                        continue;
                    }
                    for (const char *field : {"name", "shape", "dtype", "role"}) {
                        const Json *value = findPath(tensor, field);
                        // A scalar's shape is []: Python rejects it as falsy; the workbench
                        // accepts it (reference 10.2) and says so.
                        if (std::string_view(field) == "shape" && value && value->is_array()
                            && value->empty()) {
                            warnings << tr("input.specification.tensors[%1].shape is [] (a scalar); "
                                           "MaxKernel's own validator rejects an empty shape")
                                            .arg(i);
                            continue;
                        }
                        if (!truthy(value))
                            errors << tr("input.specification.tensors[%1] is missing '%2' (role is "
                                         "'input', 'output' or 'parameter')")
                                          .arg(QString::number(i), QString::fromLatin1(field));
                    }
                }
            }
            const Json target = getOr(*spec, "synthesize_as", "pytorch");
            if (!oneOf(&target, {"pytorch", "jax"}))
                errors << tr("input.specification.synthesize_as must be one of %1, got %2")
                              .arg(kSynthesisTargets, pythonRepr(target));
            if (!isTrue(findPath(*spec, "user_confirms_baseline")))
                errors << tr("input.specification.user_confirms_baseline must be true. In this mode "
                             "the agent writes the baseline it will then be scored against, so the "
                             "run pauses for you to read and approve that baseline before any "
                             "optimization begins. Setting this field is how you accept that step "
                             "exists; the run will still stop and wait for the actual approval.");
        }
    } else if (!truthy(ipath)) {
        errors << tr("input.path is required");
    } else if (!ipath->is_string()) {
        errors << tr("input.path must be a string (a file or folder), got %1").arg(pythonRepr(*ipath));
    }

    // ---- references
    Json refs = getOr(doc, "references", Json::array());
    const Json *hasRef = findPath(doc, "has_reference");
    if (isNone(hasRef))
        errors << tr("has_reference is required (true or false)");
    else if (!hasRef->is_boolean())
        errors << tr("has_reference must be true or false, got %1").arg(pythonRepr(*hasRef));
    if (!refs.is_array()) {
        errors << tr("references must be a list");
        refs = Json::array();
    }
    if (isTrue(hasRef) && refs.empty())
        errors << tr("has_reference is true but references is empty. Either give the reference path, "
                     "or set has_reference to false \u2014 otherwise the run would silently proceed "
                     "with no reference at all.");
    if (isFalse(hasRef) && !refs.empty())
        errors << tr("has_reference is false but %n reference(s) are listed. The references would be "
                     "ignored; say which you meant.",
                     nullptr, int(refs.size()));
    for (size_t i = 0; i < refs.size(); ++i) {
        const Json &ref = refs[i];
        if (!ref.is_object()) {
            errors << tr("references[%1] must be an object").arg(i);
            continue;
        }
        if (!oneOf(findPath(ref, "type"), {"cuda", "triton", "pallas", "jax", "pytorch"}))
            errors << tr("references[%1].type must be one of %2").arg(QString::number(i), kReferenceTypes);
        const Json *refPath = findPath(ref, "path");
        if (!truthy(refPath))
            errors << tr("references[%1].path is required").arg(i);
        else if (!refPath->is_string())
            errors << tr("references[%1].path must be a string, got %2")
                          .arg(QString::number(i), pythonRepr(*refPath));
        const Json relationship = getOr(ref, "relationship", "unknown");
        if (!oneOf(&relationship, {"same_operation", "same_family", "unknown"}))
            errors << tr("references[%1].relationship must be one of %2").arg(QString::number(i), kRelationships);
        const Json *role = findPath(ref, "role");
        if (role && !isString(role, "donor"))
            warnings << tr("references[%1].role is %2; 'donor' is the only role MaxKernel knows")
                            .arg(QString::number(i), pythonRepr(*role));
    }

    // ---- jax conversion
    const Json *needs = findPath(doc, "needs_jax_conversion");
    if (isNone(needs))
        errors << tr("needs_jax_conversion is required (true or false)");
    else if (!needs->is_boolean())
        errors << tr("needs_jax_conversion must be true or false, got %1").arg(pythonRepr(*needs));
    const Json method = getOr(doc, "jax_conversion.method", isFalse(needs) ? Json("none") : Json(nullptr));
    const Json *emitValue = findPath(doc, "jax_conversion.emit_readable_reference");
    if (emitValue && !emitValue->is_boolean())
        errors << tr("jax_conversion.emit_readable_reference must be true or false, got %1")
                      .arg(pythonRepr(*emitValue));
    const bool emitFalse = isFalse(emitValue);
    const Json synthesizeAs = getOr(doc, "input.specification.synthesize_as", "pytorch");

    if (isTrue(needs)) {
        if (!oneOf(&method, {"torchax", "llm_port"}))
            errors << tr("needs_jax_conversion is true, so jax_conversion.method must be 'torchax' or "
                         "'llm_port'");
        if (isString(itype, "jax"))
            errors << tr("input.type is 'jax' and needs_jax_conversion is true. A JAX input is already "
                         "the reference; there is nothing to convert.");
        if (isSpec && isString(&synthesizeAs, "jax"))
            errors << tr("input.specification.synthesize_as is 'jax' and needs_jax_conversion is true. "
                         "A synthesized JAX baseline IS base.py; there is nothing further to convert.");
        if (isString(itype, "cuda") && isString(&method, "torchax"))
            errors << tr("jax_conversion.method 'torchax' cannot convert a CUDA input. torchax traces "
                         "PyTorch modules; CUDA C++ has to be ported by an agent \u2014 use 'llm_port'.");
    } else if (isFalse(needs)) {
        if (!method.is_null() && !isString(&method, "none"))
            errors << tr("needs_jax_conversion is false but jax_conversion.method is %1; set it to "
                         "'none' or omit it")
                          .arg(pythonRepr(method));
        if (isSpec && isString(&synthesizeAs, "pytorch"))
            errors << tr("synthesize_as is 'pytorch' but needs_jax_conversion is false. A synthesized "
                         "PyTorch baseline still has to become base.py like any other PyTorch input "
                         "-- set needs_jax_conversion true with a method, or synthesize_as 'jax' to "
                         "skip the step.");
        else if (!isString(itype, "jax") && !isSpec)
            errors << tr("input.type is %1 with needs_jax_conversion false, so no base.py is produced. "
                         "tools/assemble_test_harness.py binds `base_computation` from a file "
                         "defining `computation`, so the internal timing harness cannot run. Either "
                         "set needs_jax_conversion true, or set evaluation.compare_against_source "
                         "true to measure externally with evaluation/compare_kernel.py.")
                          .arg(reprOf(itype));
    }

    const bool compareAgainstSource = isTrue(findPath(doc, "evaluation.compare_against_source"));
    if (isTrue(needs) && isString(&method, "torchax") && emitFalse) {
        const QString message = tr("jax_conversion.method is 'torchax' with emit_readable_reference "
                                   "false: torchax produces the oracle but no base.py, so the internal "
                                   "timing harness cannot run.");
        if (compareAgainstSource)
            warnings << message + tr(" evaluation.compare_against_source is set, so performance will "
                                     "be measured externally.");
        else
            errors << message + tr(" Set emit_readable_reference true, or set "
                                   "evaluation.compare_against_source true.");
    }
    if (isSpec && isString(&synthesizeAs, "jax") && compareAgainstSource)
        errors << tr("evaluation.compare_against_source is true, but synthesize_as is 'jax', so there "
                     "is no PyTorch source to compare against. Use synthesize_as 'pytorch' if you want "
                     "that measurement.");
    if (isString(itype, "cuda") && compareAgainstSource)
        errors << tr("evaluation.compare_against_source is true for a CUDA input. A TPU host cannot "
                     "execute CUDA, so there is nothing to compare against. Every number for a CUDA "
                     "input is measured against the JAX port.");

    // ---- correctness / loop. Booleans are refused (Python accepts them as 0/1).
    for (const auto &[name, key, fallback] : {std::tuple{"atol", "correctness.atol", KernelJob::kDefaultAtol},
                                              std::tuple{"rtol", "correctness.rtol", KernelJob::kDefaultRtol}}) {
        const Json value = getOr(doc, key, fallback);
        if (!value.is_number() || value.get<double>() <= 0)
            errors << tr("correctness.%1 must be a positive number, got %2")
                          .arg(QString::fromLatin1(name), pythonRepr(value));
        else if (value.get<double>() > 0.5)
            warnings << tr("correctness.%1 is %2; a tolerance that loose accepts almost any output and "
                           "will not catch a real error")
                            .arg(QString::fromLatin1(name), pythonStr(value));
    }
    const Json iterations = getOr(doc, "loop.max_iterations", KernelJob::kDefaultMaxIterations);
    if (!iterations.is_number_integer() || iterations.get<qint64>() < 1)
        errors << tr("loop.max_iterations must be a positive integer, got %1").arg(pythonRepr(iterations));

    if (!errors.isEmpty())
        return report;

    // ---- path existence (valid shape, but the run cannot start without them)
    JobPlan plan = JobPlan::derive(job);
    if (truthy(ipath)) {
        const QString resolved = job.resolvePath(toQString(ipath->get<std::string>()));
        if (!QFileInfo::exists(resolved))
            plan.missingPaths << u"input.path: "_s + resolved;
    }
    for (size_t i = 0; i < refs.size(); ++i) {
        const QString resolved = job.resolvePath(toQString(refs[i]["path"].get<std::string>()));
        if (!QFileInfo::exists(resolved))
            plan.missingPaths << u"references[%1].path: %2"_s.arg(QString::number(i), resolved);
    }
    report.plan = std::move(plan);
    return report;
}

} // namespace twb::kernel
