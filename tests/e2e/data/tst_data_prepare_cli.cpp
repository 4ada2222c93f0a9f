// End to end: `tpuwb data prepare` on the corpus the templates ship trains a real SentencePiece
// tokenizer (Debian's python3-sentencepiece), writes shards that decode back to the corpus's
// documents, a manifest whose counts and hashes are those of the files, and names the file and
// the remedy when it cannot.
#include "support/test_paths.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

struct Outcome
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Outcome tpuwb(const QStringList &args)
{
    QProcess process;
    process.start(twb::test::tpuwbBinary(), args);
    Outcome outcome;
    if (!process.waitForFinished(120000))
        return outcome;
    outcome.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    outcome.out = process.readAllStandardOutput();
    outcome.err = process.readAllStandardError();
    return outcome;
}

QString corpusPath()
{
    return twb::test::sourceDir() + u"/templates/data/kjv-genesis-proverbs-mark.txt"_s;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString sha256(const QString &path)
{
    return QString::fromLatin1(QCryptographicHash::hash(readAll(path), QCryptographicHash::Sha256).toHex());
}

// The corpus's documents as the format defines them: runs of non-blank lines.
QStringList documents(const QString &path)
{
    QStringList docs;
    QStringList lines;
    for (const QString &line : QString::fromUtf8(readAll(path)).split(u'\n')) {
        if (!line.trimmed().isEmpty()) {
            lines << line;
        } else if (!lines.isEmpty()) {
            docs << lines.join(u'\n');
            lines.clear();
        }
    }
    if (!lines.isEmpty())
        docs << lines.join(u'\n');
    return docs;
}

// Decodes the first `count` documents of a shard (ids up to each eos) with the folder's
// tokenizer, and round-trips `lines`, in Debian's Python with SentencePiece.
const char *kDecoder = R"(
import json, sys, array
import sentencepiece as spm
folder, shard, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
lines = json.load(sys.stdin)
sp = spm.SentencePieceProcessor(); sp.Load(folder + "/tokenizer.model")
ids = array.array("H"); ids.frombytes(open(folder + "/" + shard, "rb").read())
docs, current = [], []
for i in ids:
    if i == sp.eos_id():
        docs.append(sp.Decode(current)); current = []
        if len(docs) == count: break
    else:
        current.append(i)
bad = [l for l in lines if sp.Decode(sp.Encode(l)) != l]
print(json.dumps({"docs": docs, "roundtrip_failures": bad, "max_id": max(ids), "pieces": sp.GetPieceSize()}))
)";

QJsonObject decode(const QString &folder, const QString &shard, int count, const QStringList &lines)
{
    QProcess python;
    python.start(twb::test::systemPython(), {u"-c"_s, QString::fromUtf8(kDecoder), folder, shard, QString::number(count)});
    python.write(QJsonDocument(QJsonArray::fromStringList(lines)).toJson());
    python.closeWriteChannel();
    if (!python.waitForFinished(60000) || python.exitCode() != 0)
        qWarning().noquote() << python.readAllStandardError();
    return QJsonDocument::fromJson(python.readAllStandardOutput()).object();
}

} // namespace

class tst_DataPrepareCli final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void preparesTheBundledCorpus();
    void shardsDecodeToTheCorpusAndLinesRoundTrip();
    void unchangedInputsAreUpToDate();
    void givenTokenizerIsReusedNotRetrained();
    void folderOfJsonlAndTextKeepsEveryDocumentInPathOrder();
    void errorsNameTheFileAndTheRemedy_data();
    void errorsNameTheFileAndTheRemedy();

private:
    QTemporaryDir m_root;
    QString m_out;
    QJsonObject m_manifest;
};

void tst_DataPrepareCli::initTestCase()
{
    QVERIFY2(QFileInfo::exists(twb::test::tpuwbBinary()), "TWB_TPUWB must point at the built tpuwb");
    QVERIFY2(QFileInfo::exists(corpusPath()), qPrintable(corpusPath()));
    const QString missing = twb::test::missingPythonModules(u"sentencepiece"_s);
    QVERIFY2(missing.isEmpty(), qPrintable(missing));
    QVERIFY(m_root.isValid());
    m_out = m_root.filePath(u"kjv"_s);
}

void tst_DataPrepareCli::preparesTheBundledCorpus()
{
    const Outcome run = tpuwb({u"data"_s, u"prepare"_s, corpusPath(), u"--out"_s, m_out, u"--vocab-size"_s, u"512"_s,
                               u"--threads"_s, u"1"_s, u"--python"_s, twb::test::systemPython(), u"--json"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject printed = QJsonDocument::fromJson(run.out).object();
    m_manifest = QJsonDocument::fromJson(readAll(m_out + u"/manifest.json"_s)).object();
    QVERIFY(!m_manifest.isEmpty());
    QCOMPARE(m_manifest.value(u"format"_s).toString(), u"tpuwb-token-shards"_s);
    QCOMPARE(m_manifest.value(u"version"_s).toInt(), 1);
    QCOMPARE(m_manifest.value(u"vocab_size"_s).toInt(), 512);
    QCOMPARE(m_manifest.value(u"dtype"_s).toString(), u"uint16"_s);
    QCOMPARE(printed.value(u"token_count"_s), m_manifest.value(u"token_count"_s));
    qInfo("prepare: %lld tokens, %.0f tokens/s encoding, %.2f s in all",
          m_manifest.value(u"token_count"_s).toInteger(),
          printed.value(u"timing"_s).toObject().value(u"tokens_per_s"_s).toDouble(),
          printed.value(u"timing"_s).toObject().value(u"total_s"_s).toDouble());

    const QJsonObject tokenizer = m_manifest.value(u"tokenizer"_s).toObject();
    QVERIFY(tokenizer.value(u"trained"_s).toBool());
    QCOMPARE(tokenizer.value(u"sha256"_s).toString(), sha256(m_out + u"/tokenizer.model"_s));
    QCOMPARE(tokenizer.value(u"eos_id"_s).toInt(), 2);

    // The input is named with the hash of its bytes.
    const QJsonArray inputs = m_manifest.value(u"inputs"_s).toArray();
    QCOMPARE(inputs.size(), 1);
    QCOMPARE(inputs[0].toObject().value(u"path"_s).toString(), QFileInfo(corpusPath()).absoluteFilePath());
    QCOMPARE(inputs[0].toObject().value(u"sha256"_s).toString(), sha256(corpusPath()));
    QCOMPARE(inputs[0].toObject().value(u"bytes"_s).toInteger(), QFileInfo(corpusPath()).size());
    const int docs = int(documents(corpusPath()).size());
    QCOMPARE(inputs[0].toObject().value(u"documents"_s).toInt(), docs);

    // Every shard is on disk with the size and hash the manifest gives; the counts add up.
    qint64 total = 0;
    QMap<QString, qint64> perSplit;
    for (const QJsonValue &value : m_manifest.value(u"shards"_s).toArray()) {
        const QJsonObject shard = value.toObject();
        const QString path = m_out + u'/' + shard.value(u"file"_s).toString();
        QVERIFY2(QFileInfo::exists(path), qPrintable(path));
        QCOMPARE(QFileInfo(path).size(), 2 * shard.value(u"tokens"_s).toInteger());
        QCOMPARE(shard.value(u"sha256"_s).toString(), sha256(path));
        total += shard.value(u"tokens"_s).toInteger();
        perSplit[shard.value(u"split"_s).toString()] += shard.value(u"tokens"_s).toInteger();
    }
    QCOMPARE(total, m_manifest.value(u"token_count"_s).toInteger());
    const QJsonObject splits = m_manifest.value(u"splits"_s).toObject();
    QCOMPARE(splits.value(u"train"_s).toObject().value(u"tokens"_s).toInteger(), perSplit.value(u"train"_s));
    QCOMPARE(splits.value(u"eval"_s).toObject().value(u"tokens"_s).toInteger(), perSplit.value(u"eval"_s));
    // Every 20th document (eval_fraction 0.05) is held out.
    QCOMPARE(m_manifest.value(u"eval_every"_s).toInt(), 20);
    QCOMPARE(splits.value(u"eval"_s).toObject().value(u"documents"_s).toInt(), docs / 20);
    QCOMPARE(splits.value(u"train"_s).toObject().value(u"documents"_s).toInt(), docs - docs / 20);
    // A real subword vocabulary: far fewer ids than bytes.
    QVERIFY2(total < QFileInfo(corpusPath()).size() / 2, qPrintable(QString::number(total)));

    // Without --json: a summary a person reads, with how to train on it.
    const Outcome again = tpuwb({u"data"_s, u"prepare"_s, corpusPath(), u"--out"_s, m_out, u"--vocab-size"_s, u"512"_s,
                                 u"--threads"_s, u"1"_s, u"--python"_s, twb::test::systemPython()});
    QCOMPARE(again.exitCode, 0);
    QVERIFY2(again.out.contains("data.source=tokens"), again.out.constData());
}

void tst_DataPrepareCli::shardsDecodeToTheCorpusAndLinesRoundTrip()
{
    QVERIFY(!m_manifest.isEmpty());
    const QStringList docs = documents(corpusPath());
    QStringList lines;
    const QStringList all = QString::fromUtf8(readAll(corpusPath())).split(u'\n');
    for (qsizetype i = 0; i < all.size(); i += 37)
        lines << all[i];
    // Text the corpus does not have: the byte fallback and identity normalisation keep it.
    lines << u"  two  spaces and a tab\there"_s << u"naïve café, 東京, ½, ﬁ"_s << u"trailing space "_s;

    const QJsonObject train = decode(m_out, u"train-00000.bin"_s, 2, lines);
    QVERIFY(!train.isEmpty());
    QCOMPARE(train.value(u"roundtrip_failures"_s).toArray().size(), 0);
    QVERIFY(train.value(u"max_id"_s).toInt() < 512);
    // Documents 0 and 1 go to train, 19 (the 20th) to eval: the shards hold the corpus itself.
    QCOMPARE(train.value(u"docs"_s).toArray()[0].toString(), docs[0]);
    QCOMPARE(train.value(u"docs"_s).toArray()[1].toString(), docs[1]);
    const QJsonObject eval = decode(m_out, u"eval-00000.bin"_s, 1, {});
    QCOMPARE(eval.value(u"docs"_s).toArray()[0].toString(), docs[19]);
}

void tst_DataPrepareCli::unchangedInputsAreUpToDate()
{
    QVERIFY(!m_manifest.isEmpty());
    const QString shard = m_out + u"/train-00000.bin"_s;
    const QDateTime written = QFileInfo(shard).lastModified();
    const Outcome same = tpuwb({u"data"_s, u"prepare"_s, corpusPath(), u"--out"_s, m_out, u"--vocab-size"_s, u"512"_s,
                                u"--threads"_s, u"1"_s, u"--python"_s, twb::test::systemPython(), u"--json"_s});
    QCOMPARE(same.exitCode, 0);
    QVERIFY(QJsonDocument::fromJson(same.out).object().value(u"up_to_date"_s).toBool());
    QCOMPARE(QFileInfo(shard).lastModified(), written);

    // Another setting is another preparation: rebuilt, not reported up to date.
    const QString copy = m_root.filePath(u"changed"_s);
    QVERIFY(QDir().mkpath(copy));
    QVERIFY(QFile::copy(m_out + u"/manifest.json"_s, copy + u"/manifest.json"_s));
    const Outcome other = tpuwb({u"data"_s, u"prepare"_s, corpusPath(), u"--out"_s, copy, u"--vocab-size"_s, u"400"_s,
                                 u"--threads"_s, u"1"_s, u"--python"_s, twb::test::systemPython(), u"--json"_s});
    QVERIFY2(other.exitCode == 0, other.err.constData());
    const QJsonObject rebuilt = QJsonDocument::fromJson(other.out).object();
    QVERIFY(!rebuilt.value(u"up_to_date"_s).toBool());
    QCOMPARE(rebuilt.value(u"vocab_size"_s).toInt(), 400);
}

void tst_DataPrepareCli::givenTokenizerIsReusedNotRetrained()
{
    QVERIFY(!m_manifest.isEmpty());
    const QString out = m_root.filePath(u"reused"_s);
    const Outcome run = tpuwb({u"data"_s, u"prepare"_s, corpusPath(), u"--out"_s, out, u"--tokenizer"_s,
                               m_out + u"/tokenizer.model"_s, u"--python"_s, twb::test::systemPython(), u"--json"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject manifest = QJsonDocument::fromJson(readAll(out + u"/manifest.json"_s)).object();
    QVERIFY(!manifest.value(u"tokenizer"_s).toObject().value(u"trained"_s).toBool());
    QCOMPARE(manifest.value(u"tokenizer"_s).toObject().value(u"sha256"_s),
             m_manifest.value(u"tokenizer"_s).toObject().value(u"sha256"_s));
    // Same tokenizer, same corpus: the same ids.
    QCOMPARE(sha256(out + u"/train-00000.bin"_s), sha256(m_out + u"/train-00000.bin"_s));
    QCOMPARE(sha256(out + u"/eval-00000.bin"_s), sha256(m_out + u"/eval-00000.bin"_s));
}

void tst_DataPrepareCli::folderOfJsonlAndTextKeepsEveryDocumentInPathOrder()
{
    QVERIFY(!m_manifest.isEmpty());
    const QString corpus = m_root.filePath(u"mixed"_s);
    QVERIFY(QDir().mkpath(corpus + u"/sub"_s));
    const QStringList records = {u"First record.\nIts second line."_s, u"Zweiter Datensatz: Grüße, 你好."_s,
                                 u"  leading spaces and a tab\t kept"_s};
    QFile jsonl(corpus + u"/a.jsonl"_s);
    QVERIFY(jsonl.open(QIODevice::WriteOnly));
    for (const QString &text : records)
        jsonl.write(QJsonDocument(QJsonObject{{u"text"_s, text}, {u"id"_s, 1}}).toJson(QJsonDocument::Compact) + '\n');
    jsonl.write("\n"); // a blank line is no record
    jsonl.close();
    QFile text(corpus + u"/sub/b.txt"_s);
    QVERIFY(text.open(QIODevice::WriteOnly));
    text.write("Paragraph one,\nline two.\n\n\nParagraph two.\n");
    text.close();
    QFile ignored(corpus + u"/notes.csv"_s); // neither .txt nor .jsonl: not corpus
    QVERIFY(ignored.open(QIODevice::WriteOnly));
    ignored.write("a,b\n");
    ignored.close();

    const QString out = m_root.filePath(u"mixed-out"_s);
    const Outcome run = tpuwb({u"data"_s, u"prepare"_s, corpus, u"--out"_s, out, u"--tokenizer"_s,
                               m_out + u"/tokenizer.model"_s, u"--eval-fraction"_s, u"0"_s, u"--python"_s,
                               twb::test::systemPython(), u"--json"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject manifest = QJsonDocument::fromJson(run.out).object();
    const QJsonArray inputs = manifest.value(u"inputs"_s).toArray();
    QCOMPARE(inputs.size(), 2);
    QCOMPARE(inputs[0].toObject().value(u"path"_s).toString(), corpus + u"/a.jsonl"_s);
    QCOMPARE(inputs[0].toObject().value(u"documents"_s).toInt(), 3);
    QCOMPARE(inputs[1].toObject().value(u"documents"_s).toInt(), 2);
    QCOMPARE(manifest.value(u"splits"_s).toObject().value(u"eval"_s).toObject().value(u"documents"_s).toInt(), 0);

    const QJsonArray docs = decode(out, u"train-00000.bin"_s, 5, {}).value(u"docs"_s).toArray();
    QCOMPARE(docs.size(), 5);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(docs[i].toString(), records[i]);
    QCOMPARE(docs[3].toString(), u"Paragraph one,\nline two."_s);
    QCOMPARE(docs[4].toString(), u"Paragraph two."_s);
}

void tst_DataPrepareCli::errorsNameTheFileAndTheRemedy_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("expected"); // each must be in stderr

    const QString missing = m_root.filePath(u"no-such-corpus.txt"_s);
    QTest::newRow("missing corpus") << QStringList{missing, u"--out"_s, m_root.filePath(u"e1"_s)} << 1
                                    << QStringList{missing, u".txt or .jsonl"_s};
    const QString tiny = m_root.filePath(u"tiny.txt"_s);
    QFile file(tiny);
    if (file.open(QIODevice::WriteOnly))
        file.write("one line only\n");
    file.close();
    QTest::newRow("vocab too large for the corpus")
        << QStringList{tiny, u"--out"_s, m_root.filePath(u"e2"_s), u"--vocab-size"_s, u"4000"_s} << 1
        << QStringList{tiny, u"--vocab-size"_s};
    const QString bad = m_root.filePath(u"bad.jsonl"_s);
    QFile jsonl(bad);
    if (jsonl.open(QIODevice::WriteOnly))
        jsonl.write("{\"text\": \"fine\"}\n{\"body\": \"no text field\"}\n");
    jsonl.close();
    QTest::newRow("jsonl record without the field")
        << QStringList{bad, u"--out"_s, m_root.filePath(u"e3"_s)} << 1 << QStringList{bad + u":2"_s, u"--text-field"_s};
    const QString occupied = m_root.filePath(u"occupied"_s);
    QDir().mkpath(occupied);
    QFile stray(occupied + u"/notes.txt"_s);
    if (stray.open(QIODevice::WriteOnly))
        stray.write("mine\n");
    stray.close();
    QTest::newRow("non-empty folder without a manifest")
        << QStringList{corpusPath(), u"--out"_s, occupied} << 1 << QStringList{occupied, u"--force"_s};
    QTest::newRow("no --out") << QStringList{corpusPath()} << 2 << QStringList{u"--out"_s};
    QTest::newRow("vocab size not a number")
        << QStringList{corpusPath(), u"--out"_s, m_root.filePath(u"e4"_s), u"--vocab-size"_s, u"8k"_s} << 2
        << QStringList{u"--vocab-size 8k"_s};
    QTest::newRow("python without sentencepiece")
        << QStringList{corpusPath(), u"--out"_s, m_root.filePath(u"e5"_s), u"--python"_s, u"/no/such/python3"_s} << 1
        << QStringList{u"/no/such/python3"_s, u"python3-sentencepiece"_s};
}

void tst_DataPrepareCli::errorsNameTheFileAndTheRemedy()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QStringList, expected);
    if (!args.contains(u"--python"_s))
        args << u"--python"_s << twb::test::systemPython();
    const Outcome run = tpuwb(QStringList{u"data"_s, u"prepare"_s} + args);
    QCOMPARE(run.exitCode, exitCode);
    for (const QString &part : expected)
        QVERIFY2(QString::fromUtf8(run.err).contains(part), qPrintable(u"%1 not in: %2"_s.arg(part, QString::fromUtf8(run.err))));
    // A failed preparation leaves no manifest that a loader could trust.
    const qsizetype out = args.indexOf(u"--out"_s);
    if (out >= 0)
        QVERIFY(!QFileInfo::exists(args[out + 1] + u"/manifest.json"_s));
}

QTEST_GUILESS_MAIN(tst_DataPrepareCli)
#include "tst_data_prepare_cli.moc"
