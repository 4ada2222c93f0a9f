#include "widgets/kernel/kernel_runs_model.h"
#include "widgets/common/palette.h"

#include "core/kernel/kernel_state.h"
#include "core/kernel/orchestrator_journal.h"
#include "core/kernel/status_text.h"
#include "core/services/run_display_name.h"

#include <QLocale>
#include <QBrush>
#include <QColor>
#include <QFileInfo>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;

namespace twb {

KernelRunsModel::KernelRunsModel(QObject *parent) : QAbstractTableModel(parent) {}

KernelRunsModel::~KernelRunsModel() = default;

void KernelRunsModel::setRunFolders(QStringList folders)
{
    // The newest run first: run ids start with their creation time.
    std::sort(folders.begin(), folders.end(), std::greater<>());
    m_folders = std::move(folders);
    reload();
}

KernelRunsModel::Row KernelRunsModel::summarize(const kernel::RunSnapshot &snapshot)
{
    Row row;
    const kernel::RunOverview &o = snapshot.overview;
    row.localDir = snapshot.location.localDir;
    row.runId = snapshot.state ? snapshot.state->runId() : QFileInfo(row.localDir).fileName();
    row.machine = snapshot.location.machineName;
    row.worker = snapshot.location.worker;
    row.status = kernel::StatusText::runStatus(o);
    row.iteration = o.iteration;
    row.maxIterations = o.maxIterations;
    if (o.best.iteration > 0)
        row.bestSpeedup = o.best.speedup;
    for (const kernel::IterationView &v : o.iterations) {
        if (!v.committed || !v.entry)
            continue;
        ++row.committed;
        if (v.entry->isEligibleForBest() && v.entry->speedup) {
            row.fast1 += *v.entry->speedup > 1.0 ? 1 : 0;
            row.fast2 += *v.entry->speedup > 2.0 ? 1 : 0;
        }
        row.needsReview = row.needsReview || v.reviewSpeedup;
    }
    return row;
}

void KernelRunsModel::nameRows(QList<Row> &rows, const QList<kernel::RunSnapshot> &snapshots)
{
    std::vector<RunDisplayName::Subject> subjects;
    for (qsizetype i = 0; i < rows.size() && i < snapshots.size(); ++i) {
        const kernel::RunSnapshot &snapshot = snapshots[i];
        RunDisplayName::Subject s;
        s.id = rows[i].runId;
        Json config = snapshot.job.is_object() ? snapshot.job : Json::object();
        if (const auto it = config.find("name"); it != config.end() && it->is_string())
            s.experiment = toQString(it->get<std::string>());
        else if (snapshot.state && !snapshot.state->sourcePath().isEmpty())
            s.experiment = QFileInfo(snapshot.state->sourcePath()).completeBaseName();
        config["machine"] = toStd(rows[i].machine);
        if (snapshot.state) {
            config["tpu_version"] = toStd(snapshot.state->tpuVersion());
            s.seed = snapshot.state->seed();
        }
        s.config = std::move(config);
        // Kernel run ids carry no time: job.json is written once, when the run is created.
        const QFileInfo job(rows[i].localDir + u"/job.json"_s);
        s.time = job.exists() ? job.lastModified() : QFileInfo(rows[i].localDir).lastModified();
        subjects.push_back(std::move(s));
    }
    const QStringList names = RunDisplayName::names(subjects);
    for (qsizetype i = 0; i < names.size(); ++i)
        rows[i].name = names[i];
}

void KernelRunsModel::reload()
{
    if (m_load.isActive()) {
        m_pending = true;
        return;
    }
    m_load = m_tasks.run(this, [folders = m_folders] {
        QList<Row> rows;
        QList<kernel::RunSnapshot> snapshots;
        for (const QString &path : folders) {
            snapshots.append(kernel::RunSnapshot::load(path));
            rows.append(summarize(snapshots.last()));
        }
        nameRows(rows, snapshots);
        return rows;
    }, [this](QList<Row> rows) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        if (m_pending) {
            m_pending = false;
            reload();
        } else {
            Q_EMIT loaded();
        }
    });
}

QString KernelRunsModel::summary() const
{
    if (m_rows.isEmpty())
        return tr("No kernel runs yet.");
    // Replayed runs copy another run's numbers: they never count towards fast_p or the best.
    int fast1 = 0, fast2 = 0, replayed = 0;
    double best = 0;
    for (const Row &row : m_rows) {
        if (row.worker && row.worker->isReplay()) {
            ++replayed;
            continue;
        }
        if (row.bestSpeedup) {
            fast1 += *row.bestSpeedup > 1.0 ? 1 : 0;
            fast2 += *row.bestSpeedup > 2.0 ? 1 : 0;
            best = std::max(best, *row.bestSpeedup);
        }
    }
    const int n = int(m_rows.size());
    const int counted = n - replayed;
    const QString runs = tr("%n run(s)", nullptr, n);
    if (counted == 0)
        return tr("%1, all REPLAYED: nothing measured").arg(runs);
    QString text = tr("%1 \u00b7 fast_1 %2/%3 \u00b7 fast_2 %4/%3 \u00b7 best %5\u00d7")
                       .arg(runs)
                       .arg(fast1)
                       .arg(counted)
                       .arg(fast2)
                       .arg(QLocale().toString(best, 'f', 2));
    if (replayed > 0)
        text += tr(" \u00b7 %1 REPLAYED (not counted)").arg(replayed);
    return text;
}

int KernelRunsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }
int KernelRunsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant KernelRunsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[index.row()];
    if (role == LocalDirRole)
        return row.localDir;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Run: return row.name.isEmpty() ? row.runId : row.name;
        case Id: return row.runId;
        case Machine: return row.machine.isEmpty() ? tr("this machine") : row.machine;
        case Worker:
            if (!row.worker)
                return tr("not recorded");
            return row.worker->isReplay() ? tr("REPLAY (nothing measured)") : tr("worker command");
        case Status: return row.status;
        case Iterations: return u"%1/%2"_s.arg(row.iteration).arg(row.maxIterations);
        case BestSpeedup:
            return row.bestSpeedup ? QLocale().toString(*row.bestSpeedup, 'f', 2) + u"\u00d7"_s + (row.needsReview ? u" \u26a0"_s : QString())
                                   : u"\u2013"_s;
        case Fast1: return u"%1/%2"_s.arg(row.fast1).arg(row.committed);
        case Fast2: return u"%1/%2"_s.arg(row.fast2).arg(row.committed);
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        QStringList tip;
        const bool replayed = row.worker && row.worker->isReplay();
        const bool isNumber = index.column() >= Iterations && index.column() <= Fast2;
        if (replayed && (isNumber || index.column() == Worker || index.column() == Run))
            tip << kernel::KernelWorker::replayNotice();
        if (index.column() == Worker)
            tip << (row.worker ? row.worker->describe() : tr("The journal does not say which worker ran this run."));
        if (index.column() == Fast1 || index.column() == Fast2)
            tip << tr("Iterations that are correct and faster than %1\u00d7 base.py, of those committed.")
                       .arg(index.column() == Fast1 ? 1 : 2);
        if (index.column() == BestSpeedup)
            tip << tr("The best correct iteration's speedup against base.py (the JAX baseline), from the harness.");
        if (index.column() == BestSpeedup && row.needsReview)
            tip << tr("A speedup above the review threshold: check correctness.");
        tip << tr("%1\nid %2\n%3").arg(row.name, row.runId, row.localDir);
        return tip.join(u"\n\n"_s);
    }
    if (role == Qt::ForegroundRole && index.column() == Worker && row.worker && row.worker->isReplay())
        return QBrush(Palette::color(Palette::Role::Warning));
    if (role == Qt::ForegroundRole && index.column() == BestSpeedup && row.needsReview)
        return QBrush(Palette::color(Palette::Role::Error));
    return {};
}

QVariant KernelRunsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    //: column header: the kernel run (a noun)
    case Run: return tr("Run");
    case Machine: return tr("Machine");
    case Worker: return tr("Worker");
    case Status: return tr("Status");
    case Iterations: return tr("Iterations");
    case BestSpeedup: return tr("Best speedup");
    case Fast1: return tr("fast_1");
    case Fast2: return tr("fast_2");
    case Id: return tr("Id");
    default: return {};
    }
}

} // namespace twb
