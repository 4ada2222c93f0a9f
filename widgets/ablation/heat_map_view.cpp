#include "widgets/ablation/heat_map_view.h"
#include "widgets/common/plot_theme.h"
#include "widgets/common/palette.h"

#include "core/util/number_format.h"
#include "core/ablation/result_table.h"
#include "widgets/ablation/ablation_document.h"

#include <QEvent>
#include <QLocale>
#include <QLabel>
#include <QVBoxLayout>

#include "widgets/common/plot_device_ratio.h"
#include "widgets/common/qcustomplot_include.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QString valueLabel(const Json &value)
{
    return value.is_string() ? toQString(value.get<std::string>()) : toQString(canonicalJson(value));
}

} // namespace

HeatMapView::HeatMapView(AblationDocument &document, QWidget *parent) : QWidget(parent), m_document(document)
{
    m_plot = new QCustomPlot(this);
    followDevicePixelRatio(m_plot);
    m_plot->setObjectName(u"heatMap"_s);
    m_plot->setMinimumSize(200, 200); // narrow enough for the Ablation panel in a 1024 px window
    m_map = new QCPColorMap(m_plot->xAxis, m_plot->yAxis);
    auto *scale = new QCPColorScale(m_plot);
    m_plot->plotLayout()->addElement(0, 1, scale);
    m_map->setColorScale(scale);
    // Viridis: perceptually uniform and readable in grey, unlike the rainbow presets.
    QCPColorGradient gradient;
    for (int i = 0; i <= 4; ++i)
        gradient.setColorStopAt(i / 4.0, Palette::sequential(i / 4.0));
    gradient.setNanHandling(QCPColorGradient::nhTransparent);
    m_map->setGradient(gradient);
    m_map->setInterpolate(false);
    PlotTheme::apply(m_plot, palette());
    auto *margins = new QCPMarginGroup(m_plot);
    m_plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    scale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
    m_message = new QLabel(this);
    m_message->setObjectName(u"heatMapMessage"_s);
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_message);
    connect(&document, &AblationDocument::expansionChanged, this, &HeatMapView::rebuild);
    rebuild();
}

void HeatMapView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        PlotTheme::apply(m_plot, palette());
        rebuild(); // the value labels and the best square's outline take their colours from the palette
    }
}

void HeatMapView::setStatuses(const QHash<QString, AblationRunStatus> &statuses)
{
    m_statuses = statuses;
    rebuild();
}

double HeatMapView::valueAt(int x, int y) const
{
    if (x < 0 || y < 0 || x >= m_nx || y >= m_ny)
        return std::nan("");
    return m_values[size_t(y * m_nx + x)];
}

void HeatMapView::rebuild()
{
    m_showing = false;
    const auto &loaded = m_document.loaded();
    // Which variables take more than one value among the cells.
    std::vector<int> varying;
    std::vector<std::vector<Json>> distinct;
    if (loaded) {
        const auto &cells = loaded->expansion.cells();
        for (size_t v = 0; v < loaded->spec.variables().size(); ++v) {
            std::vector<Json> seen;
            for (const AblationCell &cell : cells)
                if (std::find(seen.begin(), seen.end(), cell.values[v].second) == seen.end())
                    seen.push_back(cell.values[v].second);
            if (seen.size() > 1) {
                varying.push_back(int(v));
                distinct.push_back(std::move(seen));
            }
        }
    }
    if (varying.empty()) {
        m_plot->setVisible(false);
        m_message->setVisible(true);
        m_message->setText(loaded ? tr("Every cell of this matrix has the same values: there is nothing to map.")
                                  : tr("No matrix loaded."));
        return;
    }
    // One variable: one row of squares, its values along x. More than two: the first two,
    // each square the mean over the others' values.
    const bool oneRow = varying.size() == 1;
    const AblationExpansion &expansion = loaded->expansion;
    const AblationMetric &metric = loaded->spec.metric();
    const std::vector<Json> &xs = distinct[0];
    const std::vector<Json> ys = oneRow ? std::vector<Json>{Json()} : distinct[1];
    m_nx = int(xs.size());
    m_ny = int(ys.size());
    std::vector<double> sums(size_t(m_nx * m_ny), 0.0);
    std::vector<int> counts(size_t(m_nx * m_ny), 0);
    for (const AblationRun &run : expansion.runs()) {
        const auto status = m_statuses.constFind(run.runId);
        if (status == m_statuses.cend() || !status->hasValue || !std::isfinite(status->value))
            continue;
        const AblationCell &cell = expansion.cellOf(run);
        const int x = int(std::find(xs.begin(), xs.end(), cell.values[size_t(varying[0])].second) - xs.begin());
        const int y = oneRow ? 0 : int(std::find(ys.begin(), ys.end(), cell.values[size_t(varying[1])].second) - ys.begin());
        sums[size_t(y * m_nx + x)] += status->value;
        ++counts[size_t(y * m_nx + x)];
    }
    m_values.assign(size_t(m_nx * m_ny), std::nan(""));
    m_map->data()->setSize(m_nx, m_ny);
    // A dimension of one square spans -0.5..0.5 (QCustomPlot draws a zero-wide range as nothing).
    const auto span = [](int n) { return n > 1 ? QCPRange(0, n - 1) : QCPRange(-0.5, 0.5); };
    m_map->data()->setRange(span(m_nx), span(m_ny));
    int filled = 0;
    for (int y = 0; y < m_ny; ++y)
        for (int x = 0; x < m_nx; ++x) {
            const size_t i = size_t(y * m_nx + x);
            if (counts[i] > 0) {
                m_values[i] = sums[i] / counts[i];
                ++filled;
            }
            m_map->data()->setCell(x, y, m_values[i]);
        }
    m_plot->clearItems();
    // Value labels and the best square's outline, for grids small enough to read.
    int best = -1;
    for (size_t i = 0; i < m_values.size(); ++i)
        if (std::isfinite(m_values[i]) && (best < 0 || metric.better(m_values[i], m_values[size_t(best)])))
            best = int(i);
    // The colour range rescaleDataRange() will set, so each label can contrast with its square.
    QCPRange range;
    bool anyValue = false;
    for (const double value : m_values)
        if (std::isfinite(value)) {
            range = anyValue ? QCPRange(std::min(range.lower, value), std::max(range.upper, value)) : QCPRange(value, value);
            anyValue = true;
        }
    if (range.size() <= 0)
        range = QCPRange(range.lower - 1, range.upper + 1);
    if (m_nx * m_ny <= 144)
        for (int y = 0; y < m_ny; ++y)
            for (int x = 0; x < m_nx; ++x) {
                const double value = m_values[size_t(y * m_nx + x)];
                if (!std::isfinite(value))
                    continue;
                auto *label = new QCPItemText(m_plot);
                label->position->setCoords(x, y);
                label->setText(NumberFormat::significant(value, NumberFormat::kDefaultDigits, QLocale()));
                const QColor square = QColor::fromRgb(m_map->gradient().color(value, range));
                // Whichever of the palette's text and base stands out on the square.
                const QColor text = palette().color(QPalette::Text), base = palette().color(QPalette::Base);
                label->setColor(Palette::contrast(square, text) >= Palette::contrast(square, base) ? text : base);
                QFont font = label->font();
                font.setBold(y * m_nx + x == best);
                label->setFont(font);
            }
    if (best >= 0) {
        auto *outline = new QCPItemRect(m_plot);
        const int bx = best % m_nx, by = best / m_nx;
        outline->topLeft->setCoords(bx - 0.5, by + 0.5);
        outline->bottomRight->setCoords(bx + 0.5, by - 0.5);
        // Amber stands out on both ends of viridis (the Highlight purple vanished on its dark end).
        outline->setPen(QPen(Palette::color(Palette::Role::Warning, palette()), 3));
    }
    auto xTicker = QSharedPointer<QCPAxisTickerText>::create();
    for (int x = 0; x < m_nx; ++x)
        xTicker->addTick(x, valueLabel(xs[size_t(x)]));
    auto yTicker = QSharedPointer<QCPAxisTickerText>::create();
    for (int y = 0; y < m_ny; ++y)
        yTicker->addTick(y, oneRow ? metric.name : valueLabel(ys[size_t(y)]));
    m_plot->xAxis->setTicker(xTicker);
    m_plot->yAxis->setTicker(yTicker);
    m_plot->xAxis->setLabel(loaded->spec.variables()[size_t(varying[0])].path());
    m_plot->yAxis->setLabel(oneRow ? QString() : loaded->spec.variables()[size_t(varying[1])].path());
    m_plot->xAxis->setRange(-0.5, m_nx - 0.5);
    m_plot->yAxis->setRange(-0.5, m_ny - 0.5);
    m_map->colorScale()->axis()->setLabel(u"%1 (%2)"_s.arg(metric.name, AblationMetric::atName(metric.at, metric.step)));
    if (filled > 0)
        m_map->rescaleDataRange(true);
    m_plot->setVisible(true);
    QStringList averaged;
    for (size_t i = 2; i < varying.size(); ++i)
        averaged << loaded->spec.variables()[size_t(varying[i])].path();
    m_message->setVisible(filled == 0 || !averaged.isEmpty());
    m_message->setText(filled == 0 ? tr("No run has written %1 yet.").arg(metric.name)
                                   : tr("Each square is the mean over %1.").arg(averaged.join(u", "_s)));
    m_showing = true;
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace twb
