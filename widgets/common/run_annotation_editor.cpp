#include "widgets/common/run_annotation_editor.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace twb {

RunAnnotationEditor::RunAnnotationEditor(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"runAnnotation"_s);
    m_tags = new QLineEdit(this);
    m_tags->setObjectName(u"runTags"_s);
    m_tags->setPlaceholderText(tr("baseline, paper"));
    m_tags->setToolTip(tr("Tags of the run, separated by spaces or commas; filter by them with tag:NAME"));
    m_notes = new QPlainTextEdit(this);
    m_notes->setObjectName(u"runNotes"_s);
    m_notes->setPlaceholderText(tr("Notes on this run"));
    m_notes->setTabChangesFocus(true);
    m_notes->setMaximumHeight(80);
    m_save = new QPushButton(tr("Save tags and notes"), this);
    m_save->setObjectName(u"saveRunAnnotation"_s);
    m_status = new QLabel(this);
    m_status->setObjectName(u"runAnnotationStatus"_s);
    m_status->setWordWrap(true);
    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Tags:"), m_tags);
    form->addRow(tr("Notes:"), m_notes);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_save, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addLayout(buttons);
    connect(m_tags, &QLineEdit::textEdited, this, [this] { setModified(true); });
    connect(m_tags, &QLineEdit::returnPressed, this, &RunAnnotationEditor::save);
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_filling)
            setModified(true);
    });
    connect(m_save, &QPushButton::clicked, this, &RunAnnotationEditor::save);
    setRun(nullptr);
}

void RunAnnotationEditor::setRun(const RunRecord *record)
{
    if (!record) {
        m_runId.clear();
        m_filling = true;
        m_tags->clear();
        m_notes->clear();
        m_filling = false;
        m_status->clear();
        setModified(false);
        m_tags->setEnabled(false);
        m_notes->setEnabled(false);
        return;
    }
    m_tags->setEnabled(true);
    m_notes->setEnabled(true);
    if (record->runId == m_runId && (m_modified || m_saving))
        return;   // the user's edits, or a save in flight, win over a re-listing
    if (record->runId != m_runId)
        m_status->clear();
    m_runId = record->runId;
    show(*record);
}

void RunAnnotationEditor::show(const RunRecord &record)
{
    m_shown = record;
    m_filling = true;
    m_tags->setText(record.tags.join(u", "_s));
    if (m_notes->toPlainText() != record.notes)
        m_notes->setPlainText(record.notes);
    m_filling = false;
    setModified(false);
}

void RunAnnotationEditor::setModified(bool modified)
{
    m_modified = modified;
    m_save->setEnabled(modified && !m_runId.isEmpty() && !m_saving);
}

void RunAnnotationEditor::save()
{
    if (m_runId.isEmpty() || !m_modified || m_saving)
        return;
    auto tags = RunAnnotation::parseTagList(m_tags->text());
    if (!tags) {
        m_status->setText(tags.error().message);
        return;
    }
    // Only what the user changed, so a tag added by `tpuwb run tag` meanwhile is kept.
    const RunAnnotation annotation = RunAnnotation::fromEditor(m_shown, *tags, m_notes->toPlainText());
    m_saving = true;
    m_status->setText(tr("Saving…"));
    setModified(m_modified);
    Q_EMIT saveRequested(m_runId, annotation);
}

void RunAnnotationEditor::saved(const QString &runId, const Result<RunRecord> &result)
{
    m_saving = false;
    if (runId != m_runId) {
        setModified(m_modified);
        return;   // another run is shown by now
    }
    if (!result) {
        m_status->setText(result.error().message);
        setModified(m_modified);
        return;
    }
    m_status->setText(tr("Saved."));
    show(*result);
}

} // namespace twb
