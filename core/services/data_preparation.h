#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace twb {

// What to tokenize and how (the options of `tpuwb data prepare`; unset: the script's default).
struct DataPreparationRequest
{
    // Local .txt/.jsonl files or folders of them.
    QStringList corpus;
    QString outDir;
    std::optional<qint64> vocabSize;
    QString modelType;   // unigram (default) or bpe
    QString tokenizer;   // a SentencePiece .model to use instead of training one
    std::optional<double> evalFraction;
    std::optional<qint64> shardTokens;
    QString textField;   // of .jsonl records
    std::optional<qint64> threads;
    bool force = false;  // rebuild even when the folder is up to date
    QString python;      // empty: PythonInterpreter::defaultPython()
};

// The folder as prepared: its manifest (docs/formats.md 4.7) with the timings, as the script
// printed it.
struct PreparedData
{
    QString outDir;
    Json manifest;
    QByteArray manifestText;

    qint64 vocabSize() const;
    bool wasUpToDate() const;
};

// Turns a local text corpus into token shards for the scaffold's `data.source: "tokens"`:
// templates/tools/prepare_data.py (a SentencePiece tokenizer trained or given, shards and a
// manifest), run with a local Python, since the corpus is on this computer. One runner for the
// Experiments panel's Prepare data dialog and `tpuwb data prepare`.
//
// run() blocks until the script ends (tokenizing takes as long as it takes): call it on a
// worker thread or from the CLI.
class DataPreparation final
{
    Q_DECLARE_TR_FUNCTIONS(twb::DataPreparation)

public:
    // Checked before anything starts: an out folder, a corpus, local paths only, numbers in
    // range. The error names the option (as the CLI spells it) and what to do.
    static Result<void> check(const DataPreparationRequest &request);

    // Runs the script; `stopRequested` is asked about every 100 ms (true: the script is killed
    // and the result is a failure saying so). A usage error of the script is Error::Kind::Invalid.
    static Result<PreparedData> run(const DataPreparationRequest &request,
                                    const std::function<bool()> &stopRequested = {});

    // What was prepared, in a few lines (the CLI prints them, the dialog shows them).
    static QString summary(const PreparedData &prepared);

    // templates/tools/prepare_data.py as installed (TemplateStore's root).
    static QString scriptPath();
};

} // namespace twb
