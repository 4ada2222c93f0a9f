#include "widgets/ablation/cell_grid_model.h"

#include "widgets/common/palette.h"

#include "core/util/number_format.h"
#include "core/ablation/result_table.h"
#include "widgets/ablation/ablation_document.h"

#include <QLocale>
#include <QBrush>
#include <QColor>
#include <QFont>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QColor stateColor(std::optional<RunState> state)
{
    if (state == RunState::Finished)
        return Palette::color(Palette::Role::Ok);
    if (state == RunState::Failed)
        return Palette::color(Palette::Role::Error);
    if (state == RunState::Running || state == RunState::Uploading)
        return Palette::color(Palette::Role::Info);
    if (state == RunState::Stalled)
        return Palette::color(Palette::Role::Stalled);
    return Palette::color(Palette::Role::Muted);
}

} // namespace

CellGridModel::CellGridModel(AblationDocument &document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
    connect(&document, &AblationDocument::expansionChanged, this, &CellGridModel::rebuild);
    rebuild();
}

void CellGridModel::rebuild()
{
    QStringList variables;
    int rows = 0;
    if (const auto &loaded = m_document.loaded()) {
        for (const AblationVariable &variable : loaded->spec.variables())
            variables << variable.path();
        rows = int(loaded->expansion.runs().size());
    }
    // The same shape (an edit of values, seeds kept, the metric...): repaint the cells and
    // keep the view's sorting, selection and scroll position. Another shape: a new table.
    if (variables == m_variables && rows == m_rows) {
        if (m_rows > 0)
            Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, columnCount() - 1));
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
        return;
    }
    beginResetModel();
    m_variables = variables;
    m_rows = rows;
    endResetModel();
}

void CellGridModel::setStatuses(const QHash<QString, AblationRunStatus> &statuses)
{
    m_statuses = statuses;
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, metricColumn()), index(m_rows - 1, stateColumn()));
}

int CellGridModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int CellGridModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : runIdColumn() + 1;
}

QString CellGridModel::runIdAt(int row) const
{
    const auto &loaded = m_document.loaded();
    if (!loaded || row < 0 || row >= m_rows)
        return {};
    return loaded->expansion.runs()[size_t(row)].runId;
}

QVariant CellGridModel::data(const QModelIndex &index, int role) const
{
    const auto &loaded = m_document.loaded();
    if (!index.isValid() || !loaded || index.row() >= m_rows)
        return {};
    const AblationExpansion &expansion = loaded->expansion;
    const AblationRun &run = expansion.runs()[size_t(index.row())];
    const AblationCell &cell = expansion.cellOf(run);
    const auto status = m_statuses.constFind(run.runId);
    const bool hasStatus = status != m_statuses.cend();
    const int column = index.column();

    if (role == StateRole)
        return hasStatus ? status->stateName() : QString();
    if (role == Qt::DisplayRole || role == SortRole || role == Qt::ToolTipRole) {
        if (column == 0)
            return cell.index + 1;
        if (column == 1)
            return role == Qt::ToolTipRole && cell.duplicates > 0
                       ? tr("%1 (%2 other combinations gave the same config)").arg(cell.hash).arg(cell.duplicates)
                       : cell.hash;
        if (column < seedColumn()) {
            const Json &value = cell.values[size_t(column - 2)].second;
            if (role == SortRole && value.is_number())
                return value.get<double>();
            return value.is_string() ? toQString(value.get<std::string>()) : toQString(canonicalJson(value));
        }
        if (column == seedColumn())
            return run.seed;
        if (column == runIdColumn())
            return run.runId;
        if (column == stateColumn()) {
            if (!hasStatus || !status->launched())
                return role == SortRole ? QString() : tr("not launched");
            if (role == Qt::ToolTipRole && !status->message.isEmpty())
                return status->message;
            if (role == SortRole)
                return status->stateName();
            const QString state = runStateLabel(*status->state);
            //: An ablation cell's run state and the machine it ran on: "Finished (this-machine)".
            return status->machine.isEmpty() ? state : tr("%1 (%2)").arg(state, status->machine);
        }
        if (column == metricColumn()) {
            if (!hasStatus || !status->hasValue)
                return role == SortRole ? QVariant() : QVariant(QString());
            if (role == SortRole)
                return status->value;
            return NumberFormat::significant(status->value, NumberFormat::kDefaultDigits, QLocale());
        }
    }
    if (role == Qt::ForegroundRole && column == stateColumn())
        return QBrush(stateColor(hasStatus ? status->state : std::nullopt));
    if (role == Qt::FontRole && column == 1 && cell.isBaseline) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role == Qt::TextAlignmentRole && (column == 0 || column == seedColumn() || column == metricColumn()))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant CellGridModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0)
        return tr("Cell");
    if (section == 1)
        return tr("Hash");
    if (section < seedColumn())
        return m_variables.value(section - 2);
    if (section == seedColumn())
        return tr("Seed");
    if (section == runIdColumn())
        //: column header: the run of this cell (a noun)
        return tr("Run");
    if (section == stateColumn())
        return tr("State");
    if (section == metricColumn()) {
        const auto &loaded = m_document.loaded();
        return loaded ? loaded->spec.metric().name : tr("Metric");
    }
    return {};
}

} // namespace twb
