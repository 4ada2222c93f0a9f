#include "widgets/ablation/ablation_document.h"

#include <QDir>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace twb {

AblationDocument::AblationDocument(QObject *parent) : QObject(parent), m_undo(new QUndoStack(this)) {}

AblationDocument::~AblationDocument() = default;

void AblationDocument::reset(const AblationSpec &spec, const QString &file)
{
    m_undo->clear();
    m_spec = spec;
    m_file = file;
    m_loaded.reset();
    m_baseConfig = Json();
    m_expansionError.clear();
    Q_EMIT specChanged();
    expand();
}

bool AblationDocument::isModified() const
{
    return !m_undo->isClean();
}

void AblationDocument::applySpec(const AblationSpec &spec)
{
    m_spec = spec;
    Q_EMIT specChanged();
    expand();
}

void AblationDocument::expand()
{
    // One expansion at a time; edits made meanwhile are expanded when it ends.
    if (m_expanding) {
        m_expandAgain = true;
        return;
    }
    m_expanding = true;
    m_expandAgain = false;
    const quint64 generation = ++m_generation;
    struct Outcome
    {
        Result<LoadedAblation> loaded;
        Json base;
    };
    auto *watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        Outcome outcome = watcher->result();
        m_expanding = false;
        if (generation == m_generation && !m_expandAgain) {
            if (!outcome.base.is_null())
                m_baseConfig = std::move(outcome.base);
            if (outcome.loaded) {
                m_loaded = std::move(*outcome.loaded);
                m_expansionError.clear();
            } else {
                m_loaded.reset();
                m_expansionError = outcome.loaded.error().message;
            }
            Q_EMIT expansionChanged();
        }
        if (m_expandAgain)
            expand();
    });
    const AblationSpec spec = m_spec;
    const QString file = m_file;
    watcher->setFuture(QtConcurrent::run([spec, file]() -> Outcome {
        Outcome outcome{LoadedAblation::fromSpec(spec, file), Json()};
        if (outcome.loaded)
            outcome.base = outcome.loaded->base;
        else if (auto base = readJsonFile(spec.resolveBasePath(file)))
            outcome.base = std::move(*base);
        return outcome;
    }));
}

void AblationDocument::save()
{
    // One write at a time, so an older spec never lands over a newer one.
    if (m_saving) {
        m_saveAgain = true;
        return;
    }
    m_saving = true;
    m_saveAgain = false;
    // The file holds the spec as it is now; edits made while it is written keep the document
    // modified (marking those clean would skip the next save).
    const int savedIndex = m_undo->index();
    auto *watcher = new QFutureWatcher<Result<void>>(this);
    connect(watcher, &QFutureWatcher<Result<void>>::finished, this, [this, watcher, savedIndex] {
        watcher->deleteLater();
        m_saving = false;
        const Result<void> result = watcher->result();
        if (result) {
            if (m_undo->index() == savedIndex)
                m_undo->setClean();
            Q_EMIT saved(true, tr("Saved %1.").arg(m_file));
        } else {
            Q_EMIT saved(false, result.error().message);
        }
        if (m_saveAgain)
            save();
    });
    const AblationSpec spec = m_spec;
    const QString file = m_file;
    watcher->setFuture(QtConcurrent::run([spec, file] {
        QDir().mkpath(QFileInfo(file).absolutePath());
        return spec.writeFile(file);
    }));
}

} // namespace twb
