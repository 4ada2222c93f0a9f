#include "widgets/kernel/iterations_model.h"
#include "widgets/common/palette.h"

#include "core/kernel/kernel_worker.h"
#include "core/kernel/status_text.h"

#include <QLocale>
#include <QBrush>
#include <QColor>
#include <QFont>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QString number(const std::optional<double> &value, int decimals)
{
    return value ? QLocale().toString(*value, 'f', decimals) : u"\u2013"_s;
}

QString yesNo(bool value) { return value ? IterationsModel::tr("yes") : IterationsModel::tr("no"); }

} // namespace

IterationsModel::IterationsModel(QObject *parent) : QAbstractTableModel(parent) {}

void IterationsModel::setIterations(const QList<kernel::IterationView> &iterations, bool replayed)
{
    beginResetModel();
    m_rows = iterations;
    m_replayed = replayed;
    endResetModel();
}

const kernel::IterationView *IterationsModel::iterationAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows[row] : nullptr;
}

int IterationsModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }
int IterationsModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant IterationsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const kernel::IterationView &view = m_rows[index.row()];
    const auto &e = view.entry;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Iteration: return view.iteration;
        case CompileOk: return e ? yesNo(e->compileOk) : u"\u2013"_s;
        case TestOk: return e ? yesNo(e->testOk) : u"\u2013"_s;
        case BaseMs: return number(e ? e->baseTimeMs : std::nullopt, 6);
        case OptimizedMs: return number(e ? e->optimizedTimeMs : std::nullopt, 6);
        case Speedup: {
            QString text = number(e ? e->speedup : std::nullopt, 4);
            if (e && e->speedup)
                text += u"\u00d7"_s;
            if (view.reviewSpeedup)
                text += u" \u26a0"_s;
            return text;
        }
        case BaseChoice: return e ? e->baseChoice : u"\u2013"_s;
        case Outcome: {
            QString text = kernel::StatusText::label(view.outcome);
            if (view.driftOver10)
                text += tr(" (base drift >10%)");
            return text;
        }
        default: return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= BaseMs && index.column() <= Speedup)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        QStringList tip;
        if (m_replayed)
            tip << kernel::KernelWorker::replayNotice();
        if (index.column() >= BaseMs && index.column() <= Speedup && !m_replayed)
            tip << tr("From the harness's STDOUT (BASE_TIME, RESULT_TIME, SPEEDUP), as the worker recorded it.");
        if (index.column() == Speedup && view.reviewSpeedup)
            tip << tr("More than %1\u00d7 faster than base.py: check correctness before trusting this number "
                      "(unusually good results are often wrong).")
                       .arg(kernel::RunOverview::kSpeedupReviewThreshold);
        if (!tip.isEmpty())
            return tip.join(u"\n\n"_s);
    }
    if (role == Qt::ForegroundRole) {
        if (index.column() == Speedup && view.reviewSpeedup)
            return QBrush(Palette::color(Palette::Role::Error));
        if (index.column() == Outcome && (view.outcome == u"incorrect" || view.outcome == u"compile-failed"))
            return QBrush(Palette::color(Palette::Role::Error));
    }
    if (role == Qt::BackgroundRole && view.outcome == u"best")
        return QBrush(Palette::tint(Palette::Role::Ok));
    if (role == Qt::FontRole && view.outcome == u"best") {
        QFont font;
        font.setBold(true);
        return font;
    }
    return {};
}

QVariant IterationsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Iteration: return tr("Iteration");
    case CompileOk: return tr("compile_ok");
    case TestOk: return tr("test_ok");
    case BaseMs: return tr("Base (ms)");
    case OptimizedMs: return tr("Optimized (ms)");
    case Speedup: return tr("Speedup");
    case BaseChoice: return tr("Base choice");
    case Outcome: return tr("Outcome");
    default: return {};
    }
}

} // namespace twb
