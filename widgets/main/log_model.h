#pragma once

#include "core/util/log_capture_sink.h"

#include <QAbstractTableModel>

#include <deque>

namespace twb {

// The log panel's rows: the newest `capacity` records, oldest first.
class LogModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LogModel)

public:
    enum Column { TimeColumn, LevelColumn, MessageColumn, ColumnCount };
    static constexpr int LevelRole = Qt::UserRole + 1;

    explicit LogModel(size_t capacity = 5000, QObject *parent = nullptr);

    void append(std::vector<LogRecord> records);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static QString levelName(spdlog::level::level_enum level);

private:
    size_t m_capacity;
    std::deque<LogRecord> m_records;
};

} // namespace twb
