#pragma once

#include "core/util/continue_queued.h"
#include "core/util/error.h"

#include <QFuture>
#include <QObject>
#include <QString>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>

class QUndoStack;

namespace twb {

// The base of the editors' documents (mesh, ablation, kernel job), after Tiled's Document: a
// file name, an undo stack whose clean state means "as on disk", and load and save that run on
// a pool thread. A subclass keeps its domain state in core types, offers one method per kind
// of edit (each pushes a QUndoCommand), and emits fine-grained change signals so that views
// update what changed instead of rebuilding.
//
// Saving snapshots the state on the GUI thread and writes it on a pool thread, one write at a
// time: a save asked for meanwhile follows it, so an older state never lands over a newer one.
// The document becomes clean only if no edit was made while the file was written. Writers are
// expected to write atomically, so a failed save leaves the old file as it was.
class Document : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Document)

public:
    ~Document() override;

    const QString &fileName() const { return m_fileName; }
    QUndoStack *undoStack() const { return m_undoStack; }
    bool isModified() const;
    bool isSaving() const { return m_saving; }
    bool isLoading() const { return m_loading; }

    // Reads `fileName` on a pool thread; fileLoaded() or loadFailed() tells the outcome. A newer
    // load, or a reset of the document, drops the result of an older one.
    virtual void load(const QString &fileName) = 0;
    // Writes the document to fileName() / to `fileName` (which becomes the document's file once
    // written); saved() or saveFailed() tells the outcome.
    void save();
    void saveAs(const QString &fileName);

Q_SIGNALS:
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);
    void fileLoaded(const QString &fileName);
    void loadFailed(const QString &fileName, const twb::Error &error);
    void saved(const QString &fileName);
    void saveFailed(const QString &fileName, const twb::Error &error);

protected:
    explicit Document(QObject *parent = nullptr);

    // Writes the state as it is now to a file. Called on the GUI thread; the function it
    // returns runs on a pool thread, so it must hold copies and never touch `this`.
    using Writer = std::function<Result<void>(const QString &fileName)>;
    virtual Writer snapshotWriter() const = 0;

    // Runs `read` on a pool thread, then `apply` on this object's thread with what it read,
    // unless a newer load or a reset overtook it; emits fileLoaded() or loadFailed().
    template <typename T, typename Read, typename Apply>
    void loadInBackground(const QString &fileName, Read read, Apply apply);

    // A fresh start (a new or loaded document): empty undo history, marked as saved at
    // `fileName` (or, with no file name, as never saved). Drops a load in flight.
    void resetHistory(const QString &fileName);
    // Sets the file name without touching the history (an undoable open that changes it).
    void setFileName(const QString &fileName);

private:
    quint64 beginLoad();
    bool finishLoad(quint64 generation);
    void startSave(QString fileName);
    void finishSave(const QString &fileName, int savedIndex, const Result<void> &result); // by value: it clears m_pendingSave, which may be the argument

    QUndoStack *m_undoStack = nullptr;
    QString m_fileName;
    bool m_modified = false;
    quint64 m_loadGeneration = 0;
    bool m_loading = false;
    bool m_saving = false;
    QString m_pendingSave; // a save asked for while one was written; empty if none
};

template <typename T, typename Read, typename Apply>
void Document::loadInBackground(const QString &fileName, Read read, Apply apply)
{
    const quint64 generation = beginLoad();
    // Announced from the event loop, never inside load() (see finishSave()), and not at all
    // once the document is gone.
    continueQueued(QtConcurrent::run([read = std::move(read)]() -> Result<T> { return read(); }), this,
                   [this, generation, fileName, apply = std::move(apply)](Result<T> result) mutable {
                       if (!finishLoad(generation))
                           return; // overtaken by a newer load or a reset
                       if (!result) {
                           Q_EMIT loadFailed(fileName, result.error());
                           return;
                       }
                       apply(std::move(*result));
                       Q_EMIT fileLoaded(fileName);
                   });
}

} // namespace twb
