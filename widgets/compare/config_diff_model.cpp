#include "widgets/compare/config_diff_model.h"

#include "core/ablation/run_set.h"
#include "core/services/run_display_name.h"
#include "widgets/common/palette.h"

#include <QBrush>
#include <QColor>

using namespace Qt::StringLiterals;

namespace twb {

ConfigDiffModel::ConfigDiffModel(QObject *parent) : QAbstractTableModel(parent) {}

void ConfigDiffModel::setRunSet(std::shared_ptr<const RunSet> runs)
{
    beginResetModel();
    m_runIds.clear();
    m_runNames.clear();
    std::vector<Json> configs;
    if (runs) {
        for (const RunSet::Run &run : runs->runs()) {
            m_runIds << run.runId;
            configs.push_back(run.config);
        }
        m_runNames = RunDisplayName::names(*runs);
    }
    m_diff = configs.empty() ? ConfigDiff() : ConfigDiff::compute(configs);
    endResetModel();
}

int ConfigDiffModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return isSideBySide() ? int(m_diff.paths().size()) : int(m_runIds.size());
}

int ConfigDiffModel::columnCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return isSideBySide() ? 3 : 1 + int(m_diff.paths().size());
}

QString ConfigDiffModel::cellText(size_t run, const QString &path) const
{
    if (!m_diff.has(run, path))
        return u"—"_s;
    const Json &value = m_diff.value(run, path);
    return value.is_string() ? toQString(value.get<std::string>()) : toQString(canonicalJson(value));
}

QVariant ConfigDiffModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const int row = index.row(), column = index.column();
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        if (isSideBySide())
            return column == 0 ? m_diff.paths()[row] : cellText(size_t(column - 1), m_diff.paths()[row]);
        if (column == 0)   // the run: its name, its id on hover
            return role == Qt::ToolTipRole ? m_runIds[row] : m_runNames.value(row, m_runIds[row]);
        return cellText(size_t(row), m_diff.paths()[column - 1]);
    }
    if (role == Qt::BackgroundRole && isSideBySide() && column > 0)
        return QBrush(Palette::tint(column == 1 ? Palette::Role::Error : Palette::Role::Ok));
    return {};
}

QVariant ConfigDiffModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && isSideBySide() && section > 0)
        return m_runIds.value(section - 1);   // the run's id on hover over its name
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (isSideBySide())
        return section == 0 ? tr("Key") : m_runNames.value(section - 1, m_runIds.value(section - 1));
    //: column header: the training run (a noun)
    return section == 0 ? tr("Run") : m_diff.paths().value(section - 1);
}

QString ConfigDiffModel::toCsv() const
{
    const auto field = [](QString text) -> QString {
        if (text.contains(u',') || text.contains(u'"') || text.contains(u'\n'))
            return u'"' + text.replace(u"\""_s, u"\"\""_s) + u'"';
        return text;
    };
    QString csv;
    for (int c = 0; c < columnCount(); ++c)
        csv += (c ? u","_s : QString()) + field(headerData(c, Qt::Horizontal).toString());
    csv += u'\n';
    for (int r = 0; r < rowCount(); ++r) {
        for (int c = 0; c < columnCount(); ++c)
            csv += (c ? u","_s : QString()) + field(data(index(r, c)).toString());
        csv += u'\n';
    }
    return csv;
}

} // namespace twb
