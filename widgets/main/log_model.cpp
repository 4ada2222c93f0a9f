#include "widgets/main/log_model.h"

#include "widgets/common/palette.h"

#include <QBrush>
#include <QColor>

namespace twb {

LogModel::LogModel(size_t capacity, QObject *parent) : QAbstractTableModel(parent), m_capacity(capacity) {}

void LogModel::append(std::vector<LogRecord> records)
{
    if (records.empty())
        return;
    if (records.size() > m_capacity)
        records.erase(records.begin(), records.end() - qsizetype(m_capacity));
    const size_t overflow = m_records.size() + records.size() > m_capacity
                                ? m_records.size() + records.size() - m_capacity
                                : 0;
    if (overflow > 0) {
        beginRemoveRows({}, 0, int(overflow) - 1);
        m_records.erase(m_records.begin(), m_records.begin() + qsizetype(overflow));
        endRemoveRows();
    }
    beginInsertRows({}, int(m_records.size()), int(m_records.size() + records.size()) - 1);
    for (auto &record : records)
        m_records.push_back(std::move(record));
    endInsertRows();
}

void LogModel::clear()
{
    beginResetModel();
    m_records.clear();
    endResetModel();
}

int LogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int LogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LogModel::levelName(spdlog::level::level_enum level)
{
    switch (level) {
    case spdlog::level::trace: return tr("trace");
    case spdlog::level::debug: return tr("debug");
    case spdlog::level::info: return tr("info");
    case spdlog::level::warn: return tr("warning");
    case spdlog::level::err: return tr("error");
    case spdlog::level::critical: return tr("critical");
    default: return {};
    }
}

QVariant LogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_records.size()))
        return {};
    const LogRecord &record = m_records[size_t(index.row())];
    if (role == LevelRole)
        return int(record.level);
    if (role == Qt::ForegroundRole && index.column() == LevelColumn) {
        if (record.level >= spdlog::level::err)
            return QBrush(Palette::color(Palette::Role::Error));
        if (record.level == spdlog::level::warn)
            return QBrush(Palette::color(Palette::Role::Warning));
        return {};
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case TimeColumn: return record.time.toLocalTime().toString(QStringLiteral("HH:mm:ss.zzz"));
    case LevelColumn: return levelName(record.level);
    case MessageColumn: return record.message;
    default: return {};
    }
}

QVariant LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn: return tr("Time");
    case LevelColumn: return tr("Level");
    case MessageColumn: return tr("Message");
    default: return {};
    }
}

} // namespace twb
