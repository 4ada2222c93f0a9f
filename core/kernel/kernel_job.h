#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>

#include <optional>

namespace twb::kernel {

// One entry of the job's `references[]` (an advisory source of ideas, never measured).
struct KernelJobReference
{
    QString type;          // cuda, triton, pallas, jax, pytorch
    QString path;          // as written in the job
    QString role;          // "donor" is the only documented role
    QString relationship;  // same_operation, same_family, unknown (default)
    QString notes;
};

// A MaxKernel job file (`maxkernel.job/1`, docs/formats.md 6.6): the declaration
// a run starts from. The document is kept as read, so unknown keys survive an edit; the
// getters apply MaxKernel's defaults. Getters assume a document the validator accepted; on
// anything else they return the default rather than guess.
class KernelJob final
{
public:
    static constexpr const char *kSchema = "maxkernel.job/1";
    // MaxKernel's defaults for fields a job leaves out (the getters below apply them; the
    // validator and the editor's form use them too).
    static constexpr double kDefaultAtol = 1e-2;
    static constexpr double kDefaultRtol = 1e-2;
    static constexpr int kDefaultNumTrials = 5;
    static constexpr int kDefaultMaxIterations = 5;
    static constexpr bool kDefaultEmitReadableReference = true;
    // A job without a seed leaves it to MaxKernel; the starter job (and the editor's form, for
    // a job without one) shows this one.
    static constexpr qint64 kStarterSeed = 1024;

    KernelJob() = default;
    // `path` is the job file (relative paths in the job resolve against its folder).
    KernelJob(Json document, QString path);

    // Reads and parses a job file. Error kind NotFound: the file does not exist (MaxKernel's
    // JOB_NOT_FOUND); Invalid: the text is not JSON (JOB_INVALID_JSON). Like Python's
    // json.loads, bare NaN/Infinity are accepted.
    static Result<KernelJob> load(const QString &path);
    // The text of a job file at `path` (not read): Invalid when it is not JSON, naming `path`
    // and the position.
    static Result<KernelJob> parse(const QByteArray &text, const QString &path);

    // A valid PyTorch -> Pallas starter job, for the editor's "New job".
    static Json starterDocument();

    const Json &document() const { return m_document; }
    Json &document() { return m_document; }
    const QString &path() const { return m_path; }
    // The folder relative paths resolve against: the job file's resolved folder, or the
    // current folder for an unsaved job.
    QString baseFolder() const;
    // Resolves like MaxKernel's `_resolve`: absolute paths unchanged, relative ones appended to
    // the base folder ("." parts dropped, ".." kept, as pathlib does).
    QString resolvePath(const QString &path) const;

    QString name() const;             // `name`, else the file stem
    QString inputType() const;        // jax, pytorch, cuda, specification
    QString inputPath() const;        // as written; empty for a specification
    QString entryPoint() const;
    bool isSpecification() const { return inputType() == u"specification"; }
    QString synthesizeAs() const;     // specification only; default "pytorch"
    QString operation() const;        // specification only; may be empty
    // The kind the run behaves as after Phase 0.1: synthesize_as for a specification.
    QString effectiveType() const;

    bool hasReference() const;
    QList<KernelJobReference> references() const;

    bool needsJaxConversion() const;
    QString conversionMethod() const; // torchax, llm_port, none
    bool emitReadableReference() const;

    double atol() const;
    double rtol() const;
    std::optional<qint64> seed() const;
    int numTrials() const;
    std::optional<QString> tpuVersion() const;
    int maxIterations() const;
    bool compareAgainstSource() const;
    bool preserveShapes() const;
    QString notes() const;

private:
    QString stringAt(std::string_view dottedPath, const QString &fallback = {}) const;
    bool boolAt(std::string_view dottedPath, bool fallback) const;

    Json m_document = Json::object();
    QString m_path;
};

} // namespace twb::kernel
