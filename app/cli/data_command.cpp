// `tpuwb data prepare CORPUS... --out DIR`: trains (or loads) a SentencePiece tokenizer and
// writes token shards with a manifest (docs/formats.md, "Token shards") for the scaffold's
// `data.source: "tokens"`. The work is DataPreparation's (core/services), which the Experiments
// panel's Prepare data dialog runs too.
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/services/data_preparation.h"

#include <QCommandLineParser>
#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct DataCommand
{
    Q_DECLARE_TR_FUNCTIONS(DataCommand)
};

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
                                                                 "else the workbench's Python environment, else python3)"),
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

    DataPreparationRequest request;
    request.corpus = parser.positionalArguments();
    request.outDir = parser.value(out);
    if (parser.isSet(vocab))
        request.vocabSize = parser.value(vocab).toLongLong();
    if (parser.isSet(shardTokens))
        request.shardTokens = parser.value(shardTokens).toLongLong();
    if (parser.isSet(threads))
        request.threads = parser.value(threads).toLongLong();
    if (parser.isSet(evalFraction))
        request.evalFraction = parser.value(evalFraction).toDouble();
    request.modelType = parser.value(modelType);
    request.textField = parser.value(textField);
    request.tokenizer = parser.value(tokenizer);
    request.force = parser.isSet(force);
    request.python = parser.value(python);

    const auto prepared = DataPreparation::run(request);
    if (!prepared)
        return context.error(prepared.error().message, prepared.error().kind == Error::Kind::Invalid ? Usage : Failure);
    if (parser.isSet(json))
        context.out << QString::fromUtf8(prepared->manifestText) << Qt::endl;
    else
        context.out << DataPreparation::summary(*prepared) << Qt::endl;
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
