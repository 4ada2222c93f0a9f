#include "widgets/compare/parallel_coordinates_view.h"
#include "widgets/common/plot_theme.h"

#include "core/ablation/result_table.h"
#include "core/services/run_display_name.h"
#include "core/util/number_format.h"
#include "widgets/common/plot_device_ratio.h"
#include "widgets/common/qcustomplot_include.h"
#include "widgets/compare/run_styler.h"
#include "widgets/common/palette.h"

#include <QEvent>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QString text(const Json &value)
{
    return value.is_string() ? toQString(value.get<std::string>()) : toQString(canonicalJson(value));
}

// Where each row sits on one axis (0..1), and the labels to draw on it.
struct Axis
{
    QString name;
    std::vector<double> position; // per row, NaN when the row has no value
    std::vector<std::pair<double, QString>> labels;
};

// `labelAll`: label each distinct value (up to 8), as for a variable's few settings. Labels
// are in the user's locale, as the results table under the plot writes the same numbers.
Axis numericAxis(const QString &name, const std::vector<double> &values, bool labelAll)
{
    const QLocale locale;
    Axis axis{name, {}, {}};
    double lo = INFINITY, hi = -INFINITY;
    for (double v : values)
        if (std::isfinite(v)) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    const bool log = lo > 0 && hi / lo >= 100;
    const auto map = [&](double v) -> double {
        if (!std::isfinite(v))
            return std::nan("");
        if (hi == lo)
            return 0.5;
        return log ? (std::log(v) - std::log(lo)) / (std::log(hi) - std::log(lo)) : (v - lo) / (hi - lo);
    };
    for (double v : values)
        axis.position.push_back(map(v));
    std::vector<double> distinct;
    for (double v : values)
        if (std::isfinite(v) && std::find(distinct.begin(), distinct.end(), v) == distinct.end())
            distinct.push_back(v);
    if (!labelAll || distinct.size() > 8)
        distinct = std::isfinite(lo) ? (hi != lo ? std::vector<double>{lo, hi} : std::vector<double>{lo}) : std::vector<double>{};
    for (double v : distinct)
        axis.labels.emplace_back(map(v), labelAll ? RunDisplayName::valueText(Json(v), locale)
                                                  : NumberFormat::significant(v, NumberFormat::kDefaultDigits, locale));
    return axis;
}

} // namespace

ParallelCoordinatesView::ParallelCoordinatesView(QWidget *parent) : QWidget(parent)
{
    m_plot = new QCustomPlot(this);
    followDevicePixelRatio(m_plot);
    m_plot->setObjectName(u"parallelCoordinates"_s);
    m_plot->yAxis->setVisible(false);
    m_plot->yAxis->setRange(-0.08, 1.08);
    PlotTheme::apply(m_plot, palette());
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->xAxis->setBasePen(Qt::NoPen);
    m_plot->xAxis->setTickPen(Qt::NoPen);
    m_plot->xAxis->setSubTicks(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
}

void ParallelCoordinatesView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::PaletteChange)
        return;
    PlotTheme::apply(m_plot, palette());
    m_plot->xAxis->grid()->setVisible(false);
    m_plot->yAxis->grid()->setVisible(false);
    m_plot->xAxis->setBasePen(Qt::NoPen);
    m_plot->xAxis->setTickPen(Qt::NoPen);
    if (m_table) {
        const ResultTable table = *m_table; // setTable replaces m_table
        setTable(table, QHash<QString, QColor>(m_cellColors));
    }
}

void ParallelCoordinatesView::setTable(const ResultTable &table, const QHash<QString, QColor> &cellColors)
{
    m_table = table;
    m_cellColors = cellColors;
    m_plot->clearGraphs();
    m_plot->clearItems();
    m_lines = 0;
    const auto &rows = table.rows();
    std::vector<Axis> axes;
    for (size_t v = 0; v < size_t(table.variables().size()); ++v) {
        bool numeric = true;
        for (const auto &row : rows)
            numeric = numeric && (row.values[v].is_number() || row.values[v].is_null());
        if (numeric) {
            std::vector<double> values;
            for (const auto &row : rows)
                values.push_back(row.values[v].is_number() ? row.values[v].get<double>() : NAN);
            axes.push_back(numericAxis(table.variables()[qsizetype(v)], values, true));
            continue;
        }
        Axis axis{table.variables()[qsizetype(v)], {}, {}};
        QStringList categories;
        for (const auto &row : rows)
            if (!categories.contains(text(row.values[v])))
                categories << text(row.values[v]);
        for (const auto &row : rows)
            axis.position.push_back(categories.size() > 1 ? double(categories.indexOf(text(row.values[v]))) / double(categories.size() - 1) : 0.5);
        for (qsizetype i = 0; i < categories.size(); ++i)
            axis.labels.emplace_back(categories.size() > 1 ? double(i) / double(categories.size() - 1) : 0.5, categories[i]);
        axes.push_back(std::move(axis));
    }
    std::vector<double> metric;
    for (const auto &row : rows)
        metric.push_back(row.stats.hasValue() ? row.stats.mean : NAN);
    const AblationMetric &m = table.metric();
    axes.push_back(numericAxis(u"%1 (%2)"_s.arg(m.name, AblationMetric::atName(m.at, m.step)), metric, false));
    const Axis &metricAxis = axes.back();

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (size_t a = 0; a < axes.size(); ++a) {
        ticker->addTick(double(a), axes[a].name);
        auto *line = new QCPItemLine(m_plot);
        line->start->setCoords(double(a), 0);
        line->end->setCoords(double(a), 1);
        line->setPen(QPen(Palette::plotForeground(palette()), 1.5));
        for (const auto &[position, label] : axes[a].labels) {
            auto *item = new QCPItemText(m_plot);
            item->position->setCoords(double(a), position);
            // Left of the first axis, right of the others: the lines leave the first axis to
            // the right and would run through its labels.
            item->setPositionAlignment((a == 0 ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
            item->setPadding(a == 0 ? QMargins(0, 0, 5, 0) : QMargins(5, 0, 0, 0));
            item->setText(label);
            item->setFont(QFont(font().family(), 8));
            item->setColor(Palette::plotForeground(palette()));
        }
    }
    m_plot->xAxis->setTicker(ticker);
    m_plot->xAxis->setRange(-0.4, double(axes.size()) - 0.6);

    for (size_t r = 0; r < rows.size(); ++r) {
        QVector<double> xs, ys;
        for (size_t a = 0; a < axes.size(); ++a) {
            xs << double(a);
            ys << axes[a].position[r];
        }
        // Brightest = best: for a "min" goal the lowest metric gets the bright end.
        const double p = metricAxis.position[r];
        const double t = std::isfinite(p) ? (m.goal == AblationMetric::Goal::Min ? 1 - p : p) : 0;
        QCPGraph *g = m_plot->addGraph();
        g->setData(xs, ys, true);
        QColor color = cellColors.contains(rows[r].hash) ? cellColors.value(rows[r].hash)
                       : std::isfinite(p)                 ? RunStyler::viridis(t)
                                                          : Palette::color(Palette::Role::Muted, palette());
        g->setPen(QPen(color, rows[r].isBaseline ? 3.0 : 1.8, rows[r].isBaseline ? Qt::DashLine : Qt::SolidLine));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, color, 5));
        ++m_lines;
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace twb
