#include "widgets/common/document.h"

#include <QUndoStack>

namespace twb {

Document::Document(QObject *parent) : QObject(parent), m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (m_modified == !clean)
            return;
        m_modified = !clean;
        Q_EMIT modifiedChanged(m_modified);
    });
}

Document::~Document() = default;

bool Document::isModified() const
{
    return !m_undoStack->isClean();
}

void Document::setFileName(const QString &fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    Q_EMIT fileNameChanged(m_fileName);
}

void Document::resetHistory(const QString &fileName)
{
    ++m_loadGeneration;
    m_loading = false;
    m_undoStack->clear(); // clean afterwards: the state is what is (or, for a new one, will be) on disk
    setFileName(fileName);
}

quint64 Document::beginLoad()
{
    m_loading = true;
    return ++m_loadGeneration;
}

bool Document::finishLoad(quint64 generation)
{
    if (generation != m_loadGeneration)
        return false;
    m_loading = false;
    return true;
}

void Document::save()
{
    saveAs(m_fileName);
}

void Document::saveAs(const QString &fileName)
{
    if (fileName.isEmpty()) {
        Q_EMIT saveFailed(fileName, Error::invalid(tr("The document has no file yet; choose where to save it.")));
        return;
    }
    // One write at a time, so an older state never lands over a newer one.
    if (m_saving) {
        m_pendingSave = fileName;
        return;
    }
    startSave(fileName);
}

void Document::startSave(QString fileName)
{
    m_saving = true;
    m_pendingSave.clear();
    // The file gets the state as it is now; edits made while it is written keep the document
    // modified (marking those clean would skip the next save).
    const int savedIndex = m_undoStack->index();
    // The outcome is announced from the event loop, never inside save().
    continueQueued(QtConcurrent::run([write = snapshotWriter(), fileName] { return write(fileName); }), this,
                   [this, fileName, savedIndex](const Result<void> &result) { finishSave(fileName, savedIndex, result); });
}

void Document::finishSave(const QString &fileName, int savedIndex, const Result<void> &result)
{
    m_saving = false;
    if (result) {
        setFileName(fileName);
        if (m_undoStack->index() == savedIndex)
            m_undoStack->setClean();
        Q_EMIT saved(fileName);
    } else {
        Q_EMIT saveFailed(fileName, result.error());
    }
    if (!m_pendingSave.isEmpty())
        startSave(m_pendingSave);
}

} // namespace twb
