#pragma once

#include "core/util/json.h"

#include <QColor>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <vector>

namespace twb {

class RunSet;

// How each run of a comparison is drawn: its colour from the value of one config field
// ("colour by"; numbers ordered along viridis by rank, so log-spaced learning rates spread
// evenly; other values on a 10-colour palette), or from its cell when no field is chosen; its
// line style from its seed (solid, dash, dot, ... by the seed's rank).
class RunStyler final
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunStyler)

public:
    struct Entry
    {
        QString label; // the value as text ("0.001"), or the cell's differing values ("lr=0.001, batch_size=64")
        QColor color;
    };

    // `colorBy` is a dotted config path, or empty for "by cell".
    RunStyler(const RunSet &runs, const QString &colorBy);

    QColor color(int runIndex) const { return m_colors.value(runIndex); }
    // The run's index in entries(): the value (or cell) that gave it its colour.
    int entryIndex(int runIndex) const { return m_entryOfRun.value(runIndex, -1); }
    Qt::PenStyle penStyle(int runIndex) const { return m_styles.value(runIndex, Qt::SolidLine); }
    // One entry per distinct value, in order, for the legend.
    const QList<Entry> &entries() const { return m_entries; }
    // Distinct seeds in order with their pen style.
    const QList<std::pair<qint64, Qt::PenStyle>> &seeds() const { return m_seeds; }
    // The colour of a cell (by hash): its first run's colour.
    QColor cellColor(const QString &hash) const { return m_cellColors.value(hash); }
    // A cell's name (by hash): the config values that set it apart ("lr=0.001"); empty when
    // nothing differs.
    QString cellLabel(const QString &hash) const { return m_cellLabels.value(hash); }

    static QColor viridis(double t);
    static QColor palette(int index);
    static Qt::PenStyle seedStyle(int rank);

private:
    QList<QColor> m_colors;
    QList<int> m_entryOfRun;
    QList<Qt::PenStyle> m_styles;
    QList<Entry> m_entries;
    QList<std::pair<qint64, Qt::PenStyle>> m_seeds;
    QHash<QString, QColor> m_cellColors;
    QHash<QString, QString> m_cellLabels;
};

} // namespace twb
