#include "widgets/mesh/mesh_code_view.h"
#include "widgets/common/palette.h"

#include "core/util/atomic_file.h"
#include "widgets/mesh/mesh_document.h"

#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

MeshCodeView::MeshCodeView(MeshDocument *document, QWidget *parent) : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    m_framework = new QComboBox(this);
    m_framework->setObjectName(u"framework"_s);
    m_framework->addItem(tr("PyTorch/XLA (torch_xla)"), int(MeshFramework::TorchXla));
    m_framework->addItem(tr("JAX"), int(MeshFramework::Jax));
    m_copy = new QPushButton(tr("Copy"), this);
    m_copy->setObjectName(u"copyCode"_s);
    m_save = new QPushButton(tr("Save…"), this);
    m_save->setObjectName(u"saveCode"_s);
    bar->addWidget(new QLabel(tr("Framework:"), this));
    bar->addWidget(m_framework);
    bar->addStretch(1);
    bar->addWidget(m_copy);
    bar->addWidget(m_save);
    layout->addLayout(bar);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(u"code"_s);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(m_text, 1);
    m_status = new QLabel(this);
    m_status->setObjectName(u"codeStatus"_s);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    connect(m_framework, &QComboBox::currentIndexChanged, this, &MeshCodeView::regenerate);
    // The code follows the mesh, the specs and the model: all of them end in a new check.
    connect(document, &MeshDocument::checkChanged, this, &MeshCodeView::regenerate);
    connect(m_copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(code()); });
    connect(m_save, &QPushButton::clicked, this, &MeshCodeView::chooseFileAndSave);
    regenerate();
}

void MeshCodeView::setTemplates(const QHash<int, QString> &templates, const QString &error)
{
    m_templates = templates;
    m_templateError = error;
    regenerate();
}

MeshFramework MeshCodeView::framework() const
{
    return MeshFramework(m_framework->currentData().toInt());
}

void MeshCodeView::setFramework(MeshFramework framework)
{
    m_framework->setCurrentIndex(m_framework->findData(int(framework)));
}

QString MeshCodeView::code() const
{
    return m_valid ? m_text->toPlainText() : QString();
}

void MeshCodeView::regenerate()
{
    m_valid = false;
    const MeshFramework fw = framework();
    if (!m_templates.contains(int(fw))) {
        m_text->setPlainText(QString());
        m_status->setText(m_templateError.isEmpty() ? tr("Reading the code templates…") : m_templateError);
    } else {
        auto code = MeshCodeGenerator::generate(fw, m_document->mesh(), m_document->plan(), m_document->model(), m_templates[int(fw)]);
        if (code) {
            m_valid = true;
            m_text->setPlainText(*code);
            m_status->setText(tr("%n line(s); save it next to train.py and call build_mesh() first.", nullptr, int(code->count(u'\n'))));
        } else {
            m_text->setPlainText(QString());
            m_status->setText(code.error().message);
        }
    }
    Palette::setTextRole(m_status, m_valid ? std::nullopt : std::optional(Palette::Role::Error));
    m_copy->setEnabled(m_valid);
    m_save->setEnabled(m_valid);
}

void MeshCodeView::chooseFileAndSave()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save mesh code"), MeshCodeGenerator::defaultFileName(framework()),
                                                      tr("Python (*.py)"));
    if (!path.isEmpty())
        saveTo(path);
}

void MeshCodeView::saveTo(const QString &path)
{
    const QByteArray bytes = code().toUtf8();
    m_tasks.run(
        this, [path, bytes] {
            const auto written = writeFileAtomically(path, bytes);
            return written ? QString() : written.error().message;
        },
        [this, path](const QString &error) {
            m_status->setText(error.isEmpty() ? tr("Saved %1").arg(path) : error);
            Q_EMIT saved(path, error);
        });
}

} // namespace twb
