#include "widgets/experiments/prepare_data_dialog.h"

#include "core/util/template_store.h"
#include "widgets/common/palette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

PrepareDataDialog::PrepareDataDialog(const QString &workspaceDir, QWidget *parent)
    : QDialog(parent), m_dataDir(QDir(workspaceDir).filePath(u"data"_s))
{
    setObjectName(u"prepareDataDialog"_s);
    setWindowTitle(tr("Prepare data"));
    auto *intro = new QLabel(tr("Trains a SentencePiece tokenizer on a text corpus (or uses one you give) and writes "
                                "token shards an experiment trains on with data.source \"tokens\". The corpus is UTF-8 "
                                ".txt files (blank lines separate documents) or .jsonl files (one document per line), "
                                "or folders of them, on this computer."),
                             this);
    intro->setWordWrap(true);

    m_corpus = new QListWidget(this);
    m_corpus->setObjectName(u"prepareCorpus"_s);
    m_corpus->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_corpus->setMaximumHeight(6 * m_corpus->fontMetrics().lineSpacing());
    // A first click works: the public-domain corpus the templates ship.
    const QString bundled = TemplateStore::locateRoot() + u"/data/kjv-genesis-proverbs-mark.txt"_s;
    if (QFileInfo::exists(bundled))
        m_corpus->addItem(bundled);
    auto *addFiles = new QPushButton(tr("Add files…"), this);
    auto *addFolder = new QPushButton(tr("Add folder…"), this);
    auto *remove = new QPushButton(tr("Remove"), this);
    connect(addFiles, &QPushButton::clicked, this, &PrepareDataDialog::addFiles);
    connect(addFolder, &QPushButton::clicked, this, &PrepareDataDialog::addFolder);
    connect(remove, &QPushButton::clicked, this, &PrepareDataDialog::removeSelected);
    auto *corpusButtons = new QVBoxLayout;
    corpusButtons->addWidget(addFiles);
    corpusButtons->addWidget(addFolder);
    corpusButtons->addWidget(remove);
    corpusButtons->addStretch(1);
    auto *corpusRow = new QHBoxLayout;
    corpusRow->addWidget(m_corpus, 1);
    corpusRow->addLayout(corpusButtons);

    m_out = new QLineEdit(QDir(m_dataDir).filePath(m_corpus->count() > 0 ? u"kjv"_s : u"tokens"_s), this);
    m_out->setObjectName(u"prepareOut"_s);
    auto *browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &PrepareDataDialog::chooseOut);
    auto *outRow = new QHBoxLayout;
    outRow->addWidget(m_out, 1);
    outRow->addWidget(browse);

    m_vocab = new QSpinBox(this);
    m_vocab->setObjectName(u"prepareVocab"_s);
    // The script's floor: 256 byte pieces, the specials and some words.
    m_vocab->setRange(300, 1 << 20);
    // The bundled corpus is small (about 200k words): a small vocabulary trains in a second.
    m_vocab->setValue(m_corpus->count() > 0 ? 512 : 8000);
    m_vocab->setToolTip(tr("The experiment's model.vocab_size must be at least this"));
    m_modelType = new QComboBox(this);
    m_modelType->addItem(tr("unigram"), u"unigram"_s);
    m_modelType->addItem(tr("BPE"), u"bpe"_s);
    m_evalFraction = new QDoubleSpinBox(this);
    m_evalFraction->setRange(0.0, 0.5);
    m_evalFraction->setDecimals(3);
    m_evalFraction->setSingleStep(0.01);
    m_evalFraction->setValue(0.05);
    m_evalFraction->setToolTip(tr("The share of documents held out for evaluation"));

    m_force = new QCheckBox(tr("Rebuild even when the folder is up to date"), this);
    m_force->setToolTip(tr("Without it, a folder prepared from the same inputs and settings is left as it is"));

    auto *form = new QFormLayout;
    form->addRow(tr("Corpus:"), corpusRow);
    form->addRow(tr("Into folder:"), outRow);
    form->addRow(tr("Vocabulary:"), m_vocab);
    form->addRow(tr("Tokenizer model:"), m_modelType);
    form->addRow(tr("Held out for evaluation:"), m_evalFraction);
    form->addRow(QString(), m_force);

    m_status = new QLabel(this);
    m_status->setObjectName(u"prepareStatus"_s);
    m_status->setWordWrap(true);
    m_result = new QPlainTextEdit(this);
    m_result->setObjectName(u"prepareResult"_s);
    m_result->setReadOnly(true);
    m_result->setPlaceholderText(tr("What was prepared, and the experiment fields that train on it, appear here."));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_prepare = buttons->addButton(tr("Prepare"), QDialogButtonBox::ActionRole);
    m_prepare->setObjectName(u"prepareStart"_s);
    m_stop = buttons->addButton(tr("Stop"), QDialogButtonBox::ActionRole);
    m_stop->setEnabled(false);
    connect(m_prepare, &QPushButton::clicked, this, &PrepareDataDialog::start);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        m_running.cancel();
        setRunning(false);
        m_status->setText(tr("Stopped."));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(m_result, 1);
    layout->addWidget(buttons);
    resize(720, 520);
}

DataPreparationRequest PrepareDataDialog::request() const
{
    DataPreparationRequest request;
    for (int i = 0; i < m_corpus->count(); ++i)
        request.corpus << m_corpus->item(i)->text();
    request.outDir = m_out->text().trimmed();
    request.vocabSize = m_vocab->value();
    request.modelType = m_modelType->currentData().toString();
    request.evalFraction = m_evalFraction->value();
    request.force = m_force->isChecked();
    return request;
}

void PrepareDataDialog::start()
{
    const DataPreparationRequest wanted = request();
    if (auto checked = DataPreparation::check(wanted); !checked) {
        m_status->setText(checked.error().message);
        Palette::setTextRole(m_status, Palette::Role::Error);
        Q_EMIT preparationFinished(false);
        return;
    }
    Palette::setTextRole(m_status, std::nullopt);
    m_status->setText(tr("Preparing %1… (training the tokenizer and encoding take a while on a large corpus)")
                          .arg(wanted.outDir));
    m_result->clear();
    setRunning(true);
    // The stop flag outlives the dialog in the job's token (the job captures nothing of it).
    m_running = m_tasks.run(
        this,
        [wanted](const TaskToken &token) {
            return DataPreparation::run(wanted, [&token] { return token.stopRequested(); });
        },
        [this](const Result<PreparedData> &prepared) {
            setRunning(false);
            if (!prepared) {
                m_status->setText(tr("Not prepared: %1").arg(prepared.error().message));
                Palette::setTextRole(m_status, Palette::Role::Error);
                Q_EMIT preparationFinished(false);
                return;
            }
            m_status->setText(prepared->wasUpToDate() ? tr("Already prepared with these inputs and settings.")
                                                      : tr("Prepared."));
            m_result->setPlainText(DataPreparation::summary(*prepared));
            Q_EMIT preparationFinished(true);
        });
}

void PrepareDataDialog::addFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(this, tr("Corpus files"), QDir::homePath(),
                                                            tr("Text or JSON Lines (*.txt *.jsonl);;All files (*)"));
    m_corpus->addItems(files);
}

void PrepareDataDialog::addFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Corpus folder"), QDir::homePath());
    if (!folder.isEmpty())
        m_corpus->addItem(folder);
}

void PrepareDataDialog::removeSelected()
{
    qDeleteAll(m_corpus->selectedItems());
}

void PrepareDataDialog::chooseOut()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder for the shards"), m_dataDir);
    if (!folder.isEmpty())
        m_out->setText(folder);
}

void PrepareDataDialog::setRunning(bool running)
{
    m_prepare->setEnabled(!running);
    m_stop->setEnabled(running);
}

} // namespace twb
