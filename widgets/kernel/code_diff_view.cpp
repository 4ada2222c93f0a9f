#include "widgets/kernel/code_diff_view.h"
#include "widgets/common/palette.h"

#include "core/util/text_diff.h"
#include "widgets/common/code_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextBlock>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {

CodeDiffView::CodeDiffView(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"codeDiffView"_s);
    m_from = new QComboBox(this);
    m_from->setObjectName(u"diffFrom"_s);
    m_to = new QComboBox(this);
    m_to->setObjectName(u"diffTo"_s);
    m_diff = new QCheckBox(tr("Diff from"), this);
    m_diff->setObjectName(u"diffToggle"_s);
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"diffSummary"_s);
    m_text = new CodeView(this);
    m_text->setObjectName(u"codeText"_s);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("File"), this));
    bar->addWidget(m_to, 1);
    bar->addSpacing(12);
    bar->addWidget(m_diff);
    bar->addWidget(m_from, 1);
    bar->addWidget(m_summary);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_text, 1);

    connect(m_from, &QComboBox::currentIndexChanged, this, &CodeDiffView::refresh);
    connect(m_to, &QComboBox::currentIndexChanged, this, &CodeDiffView::refresh);
    connect(m_diff, &QCheckBox::toggled, this, &CodeDiffView::refresh);
    m_from->setEnabled(false);
}

void CodeDiffView::setFiles(const QList<kernel::RunArtifacts::CodeFile> &files)
{
    const QString from = m_from->currentText();
    const QString to = m_to->currentText();
    m_files = files;
    const QSignalBlocker blockFrom(m_from);
    const QSignalBlocker blockTo(m_to);
    m_from->clear();
    m_to->clear();
    for (const auto &f : files) {
        m_from->addItem(f.label);
        m_to->addItem(f.label);
    }
    // Keep the user's choice across refreshes; by default show the newest kernel against base.py.
    if (m_to->findText(to) >= 0)
        m_to->setCurrentIndex(m_to->findText(to));
    else
        m_to->setCurrentIndex(std::max(0, m_to->count() - 1));
    m_from->setCurrentIndex(m_from->findText(from) >= 0 ? m_from->findText(from) : 0);
    refresh();
}

const kernel::RunArtifacts::CodeFile *CodeDiffView::file(const QString &label) const
{
    for (const auto &f : m_files)
        if (f.label == label)
            return &f;
    return nullptr;
}

bool CodeDiffView::showFile(const QString &label)
{
    if (!file(label))
        return false;
    m_diff->setChecked(false);
    m_to->setCurrentIndex(m_to->findText(label));
    refresh();
    return true;
}

bool CodeDiffView::showDiff(const QString &fromLabel, const QString &toLabel)
{
    if (!file(fromLabel) || !file(toLabel))
        return false;
    const QSignalBlocker blockFrom(m_from);
    const QSignalBlocker blockTo(m_to);
    const QSignalBlocker blockDiff(m_diff);
    m_from->setCurrentIndex(m_from->findText(fromLabel));
    m_to->setCurrentIndex(m_to->findText(toLabel));
    m_diff->setChecked(true);
    refresh();
    return true;
}

QString CodeDiffView::displayedText() const { return m_text->toPlainText(); }

void CodeDiffView::refresh()
{
    m_from->setEnabled(m_diff->isChecked());
    const auto *to = file(m_to->currentText());
    const auto *from = file(m_from->currentText());
    m_added = m_removed = 0;
    QList<QTextEdit::ExtraSelection> shading;
    if (!to) {
        m_text->clear();
        m_summary->clear();
        m_text->setExtraSelections({});
        return;
    }
    if (!m_diff->isChecked() || !from) {
        m_text->showCode(to->text, to->path);
        m_summary->setText(tr("%n line(s)", nullptr, int(TextDiff::splitLines(to->text).size())));
        m_text->setExtraSelections({});
        return;
    }
    const QList<DiffLine> diff = TextDiff::lines(from->text, to->text);
    std::tie(m_added, m_removed) = TextDiff::counts(diff);
    QStringList lines;
    for (const DiffLine &line : diff) {
        const QChar mark = line.kind == DiffLine::Kind::Added     ? u'+'
                           : line.kind == DiffLine::Kind::Removed ? u'-'
                                                                                : u' ';
        lines << QString(mark) + u' ' + line.text;
    }
    m_text->showDiff(lines.join(u'\n'));
    // Whole-line shading for changed lines.
    for (qsizetype i = 0; i < diff.size(); ++i) {
        const auto kind = diff[i].kind;
        if (kind == DiffLine::Kind::Same)
            continue;
        QTextEdit::ExtraSelection selection;
        selection.format.setBackground(Palette::mix(palette().color(QPalette::Base),
                                                   Palette::syntax(kind == DiffLine::Kind::Added ? Palette::Syntax::Added : Palette::Syntax::Removed, palette()),
                                                   Palette::isDark(palette()) ? 0.25 : 0.12));
        selection.format.setProperty(QTextFormat::FullWidthSelection, true);
        selection.cursor = QTextCursor(m_text->document()->findBlockByNumber(int(i)));
        shading.append(selection);
    }
    m_text->setExtraSelections(shading);
    m_summary->setText(m_added + m_removed == 0 ? tr("identical") : tr("+%1 \u2212%2").arg(m_added).arg(m_removed));
}

} // namespace twb
