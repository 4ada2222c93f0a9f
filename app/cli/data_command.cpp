// `tpuwb data prepare CORPUS... --out DIR`: trains (or loads) a SentencePiece tokenizer and
// writes token shards with a manifest (docs/formats.md, "Token shards") for the scaffold's
// `data.source: "tokens"`. The work is templates/tools/prepare_data.py, run here with a local
// Python: the corpus is on this computer, and the tokenizer needs no torch.
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/util/json.h"
#include "core/util/template_store.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QProcessEnvironment>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct DataCommand
{
    Q_DECLARE_TR_FUNCTIONS(DataCommand)
};

constexpr auto kScript = "tools/prepare_data.py";

QString number(qint64 n)
{
    return QLocale::c().toString(n);
}

qint64 integer(const Json &object, const char *key)
{
    return object.contains(key) && object[key].is_number_integer() ? object[key].get<qint64>() : 0;
}

void printSummary(QTextStream &out, const Json &m, const QString &dir)
{
    const Json &splits = m.value("splits", Json::object());
    const Json train = splits.value("train", Json::object());
    const Json eval = splits.value("eval", Json::object());
    const Json tokenizer = m.value("tokenizer", Json::object());
    out << (m.value("up_to_date", false) ? DataCommand::tr("%1 is up to date (same inputs and settings; --force rebuilds it).")
                                               .arg(dir)
                                         : DataCommand::tr("Prepared %1.").arg(dir))
        << u'\n';
    out << DataCommand::tr("  tokens: %1 (train %2 in %3, %4 documents; eval %5 in %6, %7 documents)")
               .arg(number(integer(m, "token_count")), number(integer(train, "tokens")),
                    DataCommand::tr("%n shard(s)", nullptr, int(integer(train, "shards"))),
                    number(integer(train, "documents")), number(integer(eval, "tokens")),
                    DataCommand::tr("%n shard(s)", nullptr, int(integer(eval, "shards"))),
                    number(integer(eval, "documents")))
        << u'\n';
    const bool trained = tokenizer.value("trained", false);
    out << DataCommand::tr("  tokenizer: %1 (%2, vocab %3), ids stored as %4")
               .arg(QDir(dir).filePath(toQString(tokenizer.value("model", std::string("tokenizer.model")))),
                    trained ? DataCommand::tr("trained here, %1").arg(toQString(tokenizer.value("type", std::string())))
                            : DataCommand::tr("given: %1").arg(toQString(tokenizer.value("source", std::string()))),
                    number(integer(m, "vocab_size")), toQString(m.value("dtype", std::string())))
        << u'\n';
    for (const Json &input : m.value("inputs", Json::array()))
        out << DataCommand::tr("  input: %1 (%2 bytes, sha256 %3)")
                   .arg(toQString(input.value("path", std::string())), number(integer(input, "bytes")),
                        toQString(input.value("sha256", std::string())))
            << u'\n';
    if (m.contains("timing") && m["timing"].is_object()) {
        const Json &t = m["timing"];
        out << DataCommand::tr("  time: %1 s in all, tokenizer %2 s, encoding %3 tokens/s")
                   .arg(t.value("total_s", 0.0))
                   .arg(t.value("tokenizer_s", 0.0))
                   .arg(number(qint64(t.value("tokens_per_s", 0.0))))
            << u'\n';
    }
    out << DataCommand::tr("Train on it: tpuwb scaffold ... --set data.source=tokens --set data.path=%1 --set "
                           "model.vocab_size=%2 (or larger)")
               .arg(dir, QString::number(integer(m, "vocab_size")))
        << u'\n';
}

int prepare(CliContext &context, const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(DataCommand::tr(
        "Tokenizes a text corpus for training: trains a SentencePiece tokenizer on CORPUS (or uses --tokenizer),\n"
        "then writes token shards (train-NNNNN.bin, eval-NNNNN.bin) and manifest.json to --out. CORPUS is UTF-8\n"
        ".txt files (blank lines separate documents) or .jsonl files (one document per line), or folders of\n"
        "them. A folder whose manifest matches the inputs' sha256 and the settings is left as it is.\n"
        "The templates ship a small public-domain corpus: data/kjv-genesis-proverbs-mark.txt."));
    parser.addPositionalArgument(u"CORPUS"_s, DataCommand::tr("text or JSONL files, or folders of them"));
    const QCommandLineOption out(u"out"_s, DataCommand::tr("folder for the tokenizer, shards and manifest"), u"DIR"_s);
    const QCommandLineOption vocab(u"vocab-size"_s, DataCommand::tr("vocabulary of the trained tokenizer (default 8000)"),
                                   u"N"_s);
    const QCommandLineOption modelType(u"model-type"_s, DataCommand::tr("unigram (default) or bpe"), u"TYPE"_s);
    const QCommandLineOption tokenizer(u"tokenizer"_s, DataCommand::tr("use this SentencePiece .model instead of training"),
                                       u"MODEL"_s);
    const QCommandLineOption evalFraction(u"eval-fraction"_s,
                                          DataCommand::tr("share of documents held out for evaluation (default 0.05)"),
                                          u"F"_s);
    const QCommandLineOption shardTokens(u"shard-tokens"_s, DataCommand::tr("token ids per shard, about (default 2^26)"),
                                         u"N"_s);
    const QCommandLineOption textField(u"text-field"_s, DataCommand::tr("the text field of .jsonl records (default text)"),
                                       u"NAME"_s);
    const QCommandLineOption threads(u"threads"_s, DataCommand::tr("threads for training and encoding (default: all)"),
                                     u"N"_s);
    const QCommandLineOption force(u"force"_s, DataCommand::tr("rebuild even when the folder is up to date"));
    const QCommandLineOption python(u"python"_s, DataCommand::tr("interpreter with SentencePiece (default: $TPUWB_PYTHON, "
                                                                 "else python3)"),
                                    u"PYTHON"_s);
    const QCommandLineOption json(u"json"_s, DataCommand::tr("print the manifest and timings as JSON"));
    parser.addOptions({out, vocab, modelType, tokenizer, evalFraction, shardTokens, textField, threads, force, python, json});
    if (int code = parseSubcommand(parser, u"tpuwb data prepare"_s, arguments, context, 1); code >= 0)
        return code;
    if (!parser.isSet(out))
        return context.error(DataCommand::tr("--out DIR is missing: name the folder for the shards."), Usage);

    // Numbers are checked here so a typo is a usage error that names the option.
    struct Number
    {
        const QCommandLineOption &option;
        bool isInteger;
    };
    for (const Number &n : {Number{vocab, true}, Number{shardTokens, true}, Number{threads, true}, Number{evalFraction, false}}) {
        if (!parser.isSet(n.option))
            continue;
        bool ok = false;
        const QString value = parser.value(n.option);
        if (n.isInteger)
            ok = value.toLongLong(&ok) > 0 && ok;
        else
            value.toDouble(&ok);
        if (!ok)
            return context.error(DataCommand::tr("--%1 %2 is not a %3.")
                                     .arg(n.option.names().first(), value,
                                          n.isInteger ? DataCommand::tr("positive whole number") : DataCommand::tr("number")),
                                 Usage);
    }

    // The shards are memory-mapped where training reads them, so they are made from local files;
    // a bucket or a Hub dataset is streamed by the scaffold instead (data.source "stream").
    for (const QString &corpus : parser.positionalArguments()) {
        if (corpus.contains(u"://"_s))
            return context.error(DataCommand::tr("%1: tpuwb data prepare reads local files only. Copy the corpus first "
                                                 "(gcloud storage cp -r), or train on it as it is with --set "
                                                 "data.source=stream --set data.path=%1 --set data.tokenizer=MODEL "
                                                 "(a tokenizer prepared here from a local sample of it).")
                                     .arg(corpus),
                                 Usage);
    }

    const QString script = TemplateStore::locateRoot() + u'/' + QString::fromLatin1(kScript);
    if (!QFileInfo::exists(script))
        return context.error(DataCommand::tr("The data preparation script %1 is missing; reinstall the workbench or set "
                                             "TPUWB_TEMPLATES to a templates folder that has it.")
                                 .arg(script));
    QString interpreter = parser.value(python);
    if (interpreter.isEmpty())
        interpreter = QProcessEnvironment::systemEnvironment().value(u"TPUWB_PYTHON"_s, u"python3"_s);

    const QString outDir = QFileInfo(parser.value(out)).absoluteFilePath();
    QStringList args{script};
    for (const QString &corpus : parser.positionalArguments())
        args << QFileInfo(corpus).absoluteFilePath();
    args << u"--out"_s << outDir;
    const QList<const QCommandLineOption *> forwarded{&vocab, &modelType, &evalFraction, &shardTokens, &textField, &threads};
    for (const QCommandLineOption *option : forwarded)
        if (parser.isSet(*option))
            args << u"--"_s + option->names().first() << parser.value(*option);
    if (parser.isSet(tokenizer))
        args << u"--tokenizer"_s << QFileInfo(parser.value(tokenizer)).absoluteFilePath();
    if (parser.isSet(force))
        args << u"--force"_s;

    QProcess process;
    process.start(interpreter, args);
    if (!process.waitForStarted(30000))
        return context.error(DataCommand::tr("%1 cannot be started (%2); give --python an interpreter with SentencePiece "
                                             "(Debian: python3-sentencepiece).")
                                 .arg(interpreter, process.errorString()));
    process.closeWriteChannel();
    // Tokenizing a large corpus takes as long as it takes; the script reports its own errors.
    process.waitForFinished(-1);
    const QByteArray errors = process.readAllStandardError().trimmed();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        QString message = QString::fromUtf8(errors);
        if (message.startsWith(u"prepare_data.py: "_s))
            message = message.mid(17);
        if (message.isEmpty())
            message = DataCommand::tr("%1 %2 ended with status %3 and no message.")
                          .arg(interpreter, script)
                          .arg(process.exitCode());
        return context.error(message, process.exitCode() == 2 ? Usage : Failure);
    }
    const QByteArray output = process.readAllStandardOutput();
    auto manifest = parseJson(output, DataCommand::tr("the output of %1").arg(script));
    if (!manifest || !manifest->is_object())
        return context.error(manifest ? DataCommand::tr("%1 printed no JSON object.").arg(script) : manifest.error().message);
    if (parser.isSet(json))
        context.out << QString::fromUtf8(output.trimmed()) << Qt::endl;
    else {
        printSummary(context.out, *manifest, outDir);
        context.out.flush();
    }
    return Ok;
}

int runDataCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = DataCommand::tr("usage: tpuwb data prepare CORPUS... --out DIR [--vocab-size N] [--tokenizer MODEL] "
                                          "[--json]");
    if (arguments.isEmpty() || arguments.first() == u"--help"_s || arguments.first() == u"-h"_s) {
        (arguments.isEmpty() ? context.err : context.out) << usage << Qt::endl;
        return arguments.isEmpty() ? Usage : Ok;
    }
    if (arguments.first() == u"prepare"_s)
        return prepare(context, arguments.mid(1));
    return context.error(DataCommand::tr("unknown subcommand `%1`.\n%2").arg(arguments.first(), usage), Usage);
}

} // namespace

TWB_CLI_COMMAND_GROUP("data", "tokenize a text corpus into training shards (SentencePiece)", runDataCommand);

} // namespace twb::cli
