#include "core/services/data_preparation.h"

#include "core/util/python_interpreter.h"
#include "core/util/template_store.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

constexpr auto kScript = "tools/prepare_data.py";

QString number(qint64 n)
{
    return QLocale::c().toString(n);
}

qint64 integer(const Json &object, const char *key)
{
    return object.contains(key) && object[key].is_number_integer() ? object[key].get<qint64>() : 0;
}

QStringList scriptArguments(const DataPreparationRequest &request, const QString &outDir)
{
    QStringList args{DataPreparation::scriptPath()};
    for (const QString &corpus : request.corpus)
        args << QFileInfo(corpus).absoluteFilePath();
    args << u"--out"_s << outDir;
    if (request.vocabSize)
        args << u"--vocab-size"_s << QString::number(*request.vocabSize);
    if (!request.modelType.isEmpty())
        args << u"--model-type"_s << request.modelType;
    if (request.evalFraction)
        args << u"--eval-fraction"_s << QString::number(*request.evalFraction, 'g', 17);
    if (request.shardTokens)
        args << u"--shard-tokens"_s << QString::number(*request.shardTokens);
    if (!request.textField.isEmpty())
        args << u"--text-field"_s << request.textField;
    if (request.threads)
        args << u"--threads"_s << QString::number(*request.threads);
    if (!request.tokenizer.isEmpty())
        args << u"--tokenizer"_s << QFileInfo(request.tokenizer).absoluteFilePath();
    if (request.force)
        args << u"--force"_s;
    return args;
}

} // namespace

qint64 PreparedData::vocabSize() const
{
    return integer(manifest, "vocab_size");
}

bool PreparedData::wasUpToDate() const
{
    return manifest.value("up_to_date", false);
}

QString DataPreparation::scriptPath()
{
    return TemplateStore::locateRoot() + u'/' + QString::fromLatin1(kScript);
}

Result<void> DataPreparation::check(const DataPreparationRequest &request)
{
    if (request.outDir.trimmed().isEmpty())
        return fail(Error::invalid(tr("--out DIR is missing: name the folder for the shards.")));
    if (request.corpus.isEmpty())
        return fail(Error::invalid(tr("No corpus given: name the .txt or .jsonl files (or folders of them) to tokenize.")));
    // The shards are memory-mapped where training reads them, so they are made from local files;
    // a bucket or a Hub dataset is streamed by the scaffold instead (data.source "stream").
    for (const QString &corpus : request.corpus)
        if (corpus.contains(u"://"_s))
            return fail(Error::invalid(tr("%1: tpuwb data prepare reads local files only. Copy the corpus first "
                                          "(gcloud storage cp -r), or train on it as it is with --set "
                                          "data.source=stream --set data.path=%1 --set data.tokenizer=MODEL "
                                          "(a tokenizer prepared here from a local sample of it).")
                                           .arg(corpus),
                                       corpus));
    const auto positive = [](const std::optional<qint64> &value) { return !value || *value > 0; };
    if (!positive(request.vocabSize))
        return fail(Error::invalid(tr("--vocab-size %1 is not a positive whole number.").arg(*request.vocabSize)));
    if (!positive(request.shardTokens))
        return fail(Error::invalid(tr("--shard-tokens %1 is not a positive whole number.").arg(*request.shardTokens)));
    if (!positive(request.threads))
        return fail(Error::invalid(tr("--threads %1 is not a positive whole number.").arg(*request.threads)));
    return {};
}

Result<PreparedData> DataPreparation::run(const DataPreparationRequest &request, const std::function<bool()> &stopRequested)
{
    if (auto checked = check(request); !checked)
        return fail(checked.error());
    const QString script = scriptPath();
    if (!QFileInfo::exists(script))
        return fail(Error::notFound(tr("The data preparation script %1 is missing; reinstall the workbench or set "
                                       "TPUWB_TEMPLATES to a templates folder that has it.")
                                        .arg(script),
                                    script));
    const QString interpreter = request.python.isEmpty() ? PythonInterpreter::defaultPython() : request.python;
    const QString outDir = QFileInfo(request.outDir).absoluteFilePath();

    QProcess process;
    process.start(interpreter, scriptArguments(request, outDir));
    if (!process.waitForStarted(30000))
        return fail(Error::failure(tr("%1 cannot be started (%2); give an interpreter with SentencePiece "
                                      "(the workbench's Python environment has it; Debian: python3-sentencepiece).")
                                       .arg(interpreter, process.errorString())));
    process.closeWriteChannel();
    while (!process.waitForFinished(100)) {
        if (process.state() == QProcess::NotRunning)
            break;
        if (stopRequested && stopRequested()) {
            process.kill();
            process.waitForFinished(5000);
            return fail(Error::failure(tr("Data preparation into %1 was stopped; the folder may hold a partial "
                                          "result, which the next run rebuilds.")
                                           .arg(outDir),
                                       outDir));
        }
    }
    const QByteArray errors = process.readAllStandardError().trimmed();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        QString message = QString::fromUtf8(errors);
        // A usage error comes after argparse's usage block: the last line is the one that says it.
        if (const qsizetype at = message.indexOf(u"prepare_data.py: error: "_s); at >= 0)
            message = message.mid(at + 24);
        else if (message.startsWith(u"prepare_data.py: "_s))
            message = message.mid(17);
        if (message.isEmpty())
            message = tr("%1 %2 ended with status %3 and no message.").arg(interpreter, script).arg(process.exitCode());
        return fail(process.exitCode() == 2 ? Error::invalid(message) : Error::failure(message));
    }
    PreparedData prepared;
    prepared.outDir = outDir;
    prepared.manifestText = process.readAllStandardOutput().trimmed();
    auto manifest = parseJson(prepared.manifestText, tr("the output of %1").arg(script));
    if (!manifest)
        return fail(manifest.error());
    if (!manifest->is_object())
        return fail(Error::failure(tr("%1 printed no JSON object.").arg(script)));
    prepared.manifest = std::move(*manifest);
    return prepared;
}

QString DataPreparation::summary(const PreparedData &prepared)
{
    const Json &m = prepared.manifest;
    const QString &dir = prepared.outDir;
    const Json &splits = m.value("splits", Json::object());
    const Json train = splits.value("train", Json::object());
    const Json eval = splits.value("eval", Json::object());
    const Json tokenizer = m.value("tokenizer", Json::object());
    QStringList lines;
    lines << (prepared.wasUpToDate() ? tr("%1 is up to date: the same inputs and settings made it (a forced rebuild makes it again).").arg(dir)
                                     : tr("Prepared %1.").arg(dir));
    lines << tr("  tokens: %1 (train %2 in %3, %4 documents; eval %5 in %6, %7 documents)")
                 .arg(number(integer(m, "token_count")), number(integer(train, "tokens")),
                      tr("%n shard(s)", nullptr, int(integer(train, "shards"))), number(integer(train, "documents")),
                      number(integer(eval, "tokens")), tr("%n shard(s)", nullptr, int(integer(eval, "shards"))),
                      number(integer(eval, "documents")));
    const bool trained = tokenizer.value("trained", false);
    lines << tr("  tokenizer: %1 (%2, vocab %3), ids stored as %4")
                 .arg(QDir(dir).filePath(toQString(tokenizer.value("model", std::string("tokenizer.model")))),
                      trained ? tr("trained here, %1").arg(toQString(tokenizer.value("type", std::string())))
                              : tr("given: %1").arg(toQString(tokenizer.value("source", std::string()))),
                      number(integer(m, "vocab_size")), toQString(m.value("dtype", std::string())));
    for (const Json &input : m.value("inputs", Json::array()))
        lines << tr("  input: %1 (%2 bytes, sha256 %3)")
                     .arg(toQString(input.value("path", std::string())), number(integer(input, "bytes")),
                          toQString(input.value("sha256", std::string())));
    if (m.contains("timing") && m["timing"].is_object()) {
        const Json &t = m["timing"];
        lines << tr("  time: %1 s in all, tokenizer %2 s, encoding %3 tokens/s")
                     .arg(t.value("total_s", 0.0))
                     .arg(t.value("tokenizer_s", 0.0))
                     .arg(number(qint64(t.value("tokens_per_s", 0.0))));
    }
    lines << tr("Train on it: data.source tokens, data.path %1, model.vocab_size %2 or larger (tpuwb scaffold ... "
                "--set data.source=tokens --set data.path=%1 --set model.vocab_size=%2).")
                 .arg(dir, QString::number(integer(m, "vocab_size")));
    return lines.join(u'\n');
}

} // namespace twb
