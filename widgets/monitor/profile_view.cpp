#include "widgets/monitor/profile_view.h"

#include "widgets/common/palette.h"
#include "widgets/common/plot_device_ratio.h"
#include "widgets/common/qcustomplot_include.h"

#include <QLocale>
#include <algorithm>

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// Spans drawn per host in the timeline: the outer two levels, and none thinner than this
// share of the step (a tiny model's step has thousands of ops).
constexpr int kTimelineDepth = 2;
constexpr double kTimelineMinShare = 0.002;
constexpr int kTimelineSpansPerHost = 800;

QColor kindColor(StepTimeKind kind)
{
    switch (kind) {
    case StepTimeKind::Compute: return Palette::series(0);
    case StepTimeKind::Collective: return Palette::series(1);
    case StepTimeKind::DataLoading: return Palette::series(2);
    case StepTimeKind::HostOverhead: return Palette::series(4);   // not series 3's red: nothing failed
    case StepTimeKind::Idle: break;
    }
    return Palette::color(Palette::Role::Muted);
}

QString ms(double us)
{
    return QLocale().toString(us / 1000.0, 'f', 2);
}

void styleAxes(QCustomPlot *plot)
{
    plot->setBackground(Palette::plotBackground());
    for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
        axis->setBasePen(QPen(Palette::plotForeground()));
        axis->setTickPen(QPen(Palette::plotForeground()));
        axis->setSubTickPen(QPen(Palette::plotForeground()));
        axis->setTickLabelColor(Palette::plotForeground());
        axis->setLabelColor(Palette::plotForeground());
    }
}

// y ticks "host i" at each host's row.
void hostTicks(QCustomPlot *plot, const QList<int> &hosts)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < hosts.size(); ++i)
        ticker->addTick(i, QObject::tr("host %1").arg(hosts[i]));
    plot->yAxis->setTicker(ticker);
    plot->yAxis->setRange(-0.6, std::max<qsizetype>(1, hosts.size()) - 0.4);
    plot->yAxis->setRangeReversed(true);
}

} // namespace

ProfileView::ProfileView(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"profileView"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"profileSummary"_s);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(m_summary, 1);
    m_tensorBoard = new QPushButton(tr("Open in TensorBoard"), this);
    m_tensorBoard->setObjectName(u"openTensorBoard"_s);
    m_tensorBoard->setToolTip(tr("Serve the chosen host's traces with TensorBoard (its profile plugin reads XPlane and "
                                 "PyTorch traces)"));
    m_perfetto = new QPushButton(tr("Open in Perfetto"), this);
    m_perfetto->setObjectName(u"openPerfetto"_s);
    m_perfetto->setToolTip(tr("Serve the chosen host's Chrome trace with Perfetto's trace_processor; the Perfetto UI "
                              "(ui.perfetto.dev) finds it"));
    top->addWidget(m_tensorBoard, 0, Qt::AlignTop);
    top->addWidget(m_perfetto, 0, Qt::AlignTop);
    layout->addLayout(top);

    auto *split = new QSplitter(Qt::Vertical, this);
    m_breakdown = new QCustomPlot(split);
    followDevicePixelRatio(m_breakdown);
    m_breakdown->setObjectName(u"profileBreakdown"_s);
    m_breakdown->setMinimumHeight(140);
    styleAxes(m_breakdown);
    // The legend in a row under the bars, where it covers no host.
    m_breakdown->axisRect()->insetLayout()->take(m_breakdown->legend);
    m_breakdown->plotLayout()->addElement(1, 0, m_breakdown->legend);
    m_breakdown->plotLayout()->setRowStretchFactor(1, 0.001);
    m_breakdown->legend->setVisible(true);
    m_timeline = new QCustomPlot(split);
    followDevicePixelRatio(m_timeline);
    m_timeline->setObjectName(u"profileTimeline"_s);
    m_timeline->setMinimumHeight(120);
    m_timeline->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_timeline->axisRect()->setRangeZoom(Qt::Horizontal);
    m_timeline->axisRect()->setRangeDrag(Qt::Horizontal);
    styleAxes(m_timeline);
    auto *opsBox = new QWidget(split);
    auto *opsLayout = new QVBoxLayout(opsBox);
    opsLayout->setContentsMargins(0, 0, 0, 0);
    auto *hostRow = new QHBoxLayout;
    hostRow->addWidget(new QLabel(tr("Top operators by self time on"), opsBox));
    m_host = new QComboBox(opsBox);
    m_host->setObjectName(u"profileHost"_s);
    hostRow->addWidget(m_host);
    hostRow->addStretch(1);
    opsLayout->addLayout(hostRow);
    m_operators = new QTableWidget(0, 7, opsBox);
    m_operators->setObjectName(u"profileOperators"_s);
    m_operators->setHorizontalHeaderLabels({tr("Operator"), tr("Category"), tr("Kind"), tr("Calls"), tr("Self ms/step"),
                                            tr("Total ms/step"), tr("Self % of step")});
    m_operators->horizontalHeaderItem(CategoryColumn)
        ->setToolTip(tr("What the XLA operation is, from its HLO instruction's name: a fusion (XLA's fused "
                        "elementwise and reduction kernels), a dot (matrix multiply), a convolution, a collective "
                        "(all-reduce, all-gather, ...), a copy (layout changes, transfers) or other"));
    m_operators->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_operators->verticalHeader()->hide();
    m_operators->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_operators->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_categories = new QLabel(opsBox);
    m_categories->setObjectName(u"profileCategories"_s);
    m_categories->setWordWrap(true);
    m_categories->setTextFormat(Qt::RichText);
    m_categories->setTextInteractionFlags(Qt::TextSelectableByMouse);
    opsLayout->addWidget(m_categories);
    opsLayout->addWidget(m_operators);
    m_notes = new QLabel(opsBox);
    m_notes->setObjectName(u"profileNotes"_s);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    Palette::setTextRole(m_notes, Palette::Role::Muted);
    opsLayout->addWidget(m_notes);
    split->addWidget(m_breakdown);
    split->addWidget(m_timeline);
    split->addWidget(opsBox);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 2);
    split->setStretchFactor(2, 3);
    layout->addWidget(split, 1);

    connect(m_host, &QComboBox::currentIndexChanged, this, [this](int) { showOperators(m_host->currentData().toInt()); });
    connect(m_tensorBoard, &QPushButton::clicked, this, &ProfileView::openInTensorBoard);
    connect(m_perfetto, &QPushButton::clicked, this, &ProfileView::openInPerfetto);
    setMessage(tr("No profile taken yet."));
}

QString ProfileView::tensorBoardProgram()
{
    return QStandardPaths::findExecutable(u"tensorboard"_s);
}

QString ProfileView::perfettoProgram()
{
    for (const QString &name : {u"trace_processor"_s, u"trace_processor_shell"_s})
        if (QString found = QStandardPaths::findExecutable(name); !found.isEmpty())
            return found;
    return {};
}

void ProfileView::setMessage(const QString &message)
{
    m_capture = {};
    m_summary->setText(message.toHtmlEscaped());
    m_host->clear();
    m_operators->setRowCount(0);
    m_notes->clear();
    m_notes->setVisible(false);
    m_categories->clear();
    m_categories->setVisible(false);
    m_breakdown->clearPlottables();
    m_breakdown->clearItems();
    m_breakdown->replot();
    m_timeline->clearPlottables();
    m_timeline->clearItems();
    m_timeline->replot();
    m_tensorBoard->setVisible(false);
    m_perfetto->setVisible(false);
}

void ProfileView::setCapture(const ProfileCapture &capture)
{
    m_capture = capture;
    QStringList lines;
    lines << tr("<b>%1</b>: %n step(s) traced on each host (%2).", nullptr, capture.steps)
                 .arg(capture.runId.toHtmlEscaped(), capture.id.toHtmlEscaped());
    for (const HostProfile &h : capture.hosts) {
        if (!h.error.isEmpty()) {
            lines << Palette::richText(Palette::Role::Error, tr("host %1: %2").arg(h.host).arg(h.error).toHtmlEscaped());
        } else if (!h.summary) {
            lines << tr("host %1: %2 trace, not summarized here; open it in TensorBoard/XProf.")
                         .arg(h.host)
                         .arg(h.format.toHtmlEscaped());
        } else {
            const StepBreakdown mean = h.summary->mean();
            lines << tr("host %1: %2 ms per step in the trace, %3 ms measured by train.py; compute %4 %, idle %5 %.")
                         .arg(h.host)
                         .arg(ms(mean.total), QLocale().toString(h.measuredStepMs(), 'f', 2),
                              QLocale().toString(mean.total > 0 ? 100 * mean[StepTimeKind::Compute] / mean.total : 0, 'f', 0),
                              QLocale().toString(mean.total > 0 ? 100 * mean[StepTimeKind::Idle] / mean.total : 0, 'f', 0));
        }
    }
    m_summary->setText(lines.join(u"<br>"_s));
    m_host->blockSignals(true);
    m_host->clear();
    for (const HostProfile &h : capture.hosts)
        if (h.summary || !h.files.isEmpty())
            m_host->addItem(tr("host %1").arg(h.host), h.host);
    m_host->blockSignals(false);
    showOperators(m_host->count() ? m_host->currentData().toInt() : -1);
    drawBreakdown();
    drawTimeline();
    const bool anyTrace = m_host->count() > 0;
    m_tensorBoard->setVisible(anyTrace && !tensorBoardProgram().isEmpty());
    m_perfetto->setVisible(anyTrace && !perfettoProgram().isEmpty());
}

QString ProfileView::categoryLabel(const QString &category)
{
    if (category == u"fusion"_s)
        return tr("fusion");
    if (category == u"dot"_s)
        return tr("dot (matmul)");
    if (category == u"convolution"_s)
        return tr("convolution");
    if (category == u"collective"_s)
        return tr("collective");
    if (category == u"copy"_s)
        return tr("copy");
    if (category == u"other"_s)
        return tr("other");
    return category;
}

void ProfileView::showOperators(int host)
{
    m_operators->setRowCount(0);
    m_notes->clear();
    m_notes->setVisible(false);
    m_categories->clear();
    m_categories->setVisible(false);
    const HostProfile *h = m_capture.host(host);
    if (!h || !h->summary)
        return;
    const double steps = std::max<double>(1, h->summary->steps.size());
    const double step = h->summary->mean().total;
    // XLA operations (an XPlane trace) have a category; a Chrome trace's operators do not.
    const bool xla = std::any_of(h->summary->operators.cbegin(), h->summary->operators.cend(),
                                 [](const OperatorTime &op) { return !op.category.isEmpty(); });
    m_operators->setColumnHidden(CategoryColumn, !xla);
    m_operators->setRowCount(int(h->summary->operators.size()));
    int row = 0;
    for (const OperatorTime &op : h->summary->operators) {
        const QStringList cells = {op.name, categoryLabel(op.category), ProfileSummary::kindLabel(op.kind),
                                   QString::number(op.calls), ms(op.selfTime / steps), ms(op.totalTime / steps),
                                   QLocale().toString(step > 0 ? 100.0 * op.selfTime / steps / step : 0, 'f', 1)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c >= CallsColumn)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == KindColumn)
                item->setForeground(kindColor(op.kind));
            m_operators->setItem(row, c, item);
        }
        ++row;
    }
    // Every XLA operation's time by category, not only the listed ones: what kind of work the
    // step's program spends its time in.
    double xlaTime = 0;
    for (const CategoryTime &c : h->summary->categories)
        xlaTime += c.time;
    if (xlaTime > 0) {
        QStringList parts;
        for (const CategoryTime &c : h->summary->categories)
            parts << tr("%1 %2 ms (%3 %, %n operation(s))", nullptr, int(c.operations))
                         .arg(categoryLabel(c.category), ms(c.time / steps),
                              QLocale().toString(100.0 * c.time / xlaTime, 'f', 1))
                         .toHtmlEscaped();
        m_categories->setText(tr("<b>All XLA operations by category</b>, per step and share of their time: %1")
                                  .arg(parts.join(u" · "_s)));
        m_categories->setToolTip(tr("Summed over every operation of the traced steps (the table lists the top ones) "
                                    "and over the host's devices, so the total can exceed the step's wall time."));
        m_categories->setVisible(true);
    }
    if (!h->summary->notes.isEmpty()) {
        m_notes->setText(tr("Note: %1").arg(h->summary->notes.join(u' ')));
        m_notes->setVisible(true);
    }
    m_operators->resizeColumnsToContents();
    m_operators->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
}

void ProfileView::drawBreakdown()
{
    QCustomPlot *plot = m_breakdown;
    plot->clearPlottables();
    plot->clearItems();
    QList<int> hosts;
    for (const HostProfile &h : m_capture.hosts)
        hosts << h.host;
    QCPBars *below = nullptr;
    double longest = 0;
    for (int k = 0; k < kStepTimeKinds; ++k) {
        const auto kind = StepTimeKind(k);
        auto *bars = new QCPBars(plot->yAxis, plot->xAxis);
        bars->setName(ProfileSummary::kindLabel(kind));
        bars->setPen(Qt::NoPen);
        bars->setBrush(kindColor(kind));
        bars->setWidth(0.6);
        if (below)
            bars->moveAbove(below);
        below = bars;
        for (int i = 0; i < m_capture.hosts.size(); ++i) {
            const HostProfile &h = m_capture.hosts[i];
            if (h.summary)
                bars->addData(i, h.summary->mean()[kind] / 1000.0);
        }
    }
    auto *measured = new QCPGraph(plot->yAxis, plot->xAxis);
    measured->setName(tr("measured by train.py"));
    measured->setLineStyle(QCPGraph::lsNone);
    measured->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, Palette::plotForeground(),
                                              Palette::plotForeground(), 9));
    for (int i = 0; i < m_capture.hosts.size(); ++i) {
        const HostProfile &h = m_capture.hosts[i];
        if (h.summary) {
            longest = std::max(longest, h.summary->mean().total / 1000.0);
            if (h.measuredStepMs() > 0)
                measured->addData(i, h.measuredStepMs());
            longest = std::max(longest, h.measuredStepMs());
        }
    }
    hostTicks(plot, hosts);
    plot->xAxis->setLabel(tr("mean traced step (ms)"));
    plot->xAxis->setRange(0, std::max(1.0, longest * 1.08));
    plot->legend->setBrush(Palette::plotLabelFill());
    plot->legend->setTextColor(Palette::plotForeground());
    plot->legend->setBorderPen(Qt::NoPen);
    plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    plot->legend->setWrap(6);
    plot->replot();
}

void ProfileView::drawTimeline()
{
    QCustomPlot *plot = m_timeline;
    plot->clearPlottables();
    plot->clearItems();
    QList<int> hosts;
    double longest = 0;
    const double rowHeight = 0.8 / kTimelineDepth;
    for (int i = 0; i < m_capture.hosts.size(); ++i) {
        const HostProfile &h = m_capture.hosts[i];
        hosts << h.host;
        if (!h.summary)
            continue;
        double stepUs = 0;
        for (const StepBreakdown &s : h.summary->steps)
            if (s.step == h.summary->timelineStep)
                stepUs = s.total;
        longest = std::max(longest, stepUs / 1000.0);
        // The step itself, as the idle background the spans cover.
        auto *step = new QCPItemRect(plot);
        step->topLeft->setCoords(0, i - 0.4);
        step->bottomRight->setCoords(stepUs / 1000.0, i + 0.4);
        step->setPen(Qt::NoPen);
        step->setBrush(Palette::mix(kindColor(StepTimeKind::Idle), Palette::plotBackground(), 0.35));
        int drawn = 0;
        for (const TimelineSpan &span : h.summary->timeline) {
            if (span.depth >= kTimelineDepth || span.duration < kTimelineMinShare * stepUs)
                continue;
            if (++drawn > kTimelineSpansPerHost)
                break;
            auto *rect = new QCPItemRect(plot);
            const double top = i - 0.4 + span.depth * rowHeight;
            rect->topLeft->setCoords(span.start / 1000.0, top);
            rect->bottomRight->setCoords((span.start + span.duration) / 1000.0, top + rowHeight * 0.9);
            rect->setPen(QPen(Palette::plotBackground(), 0));
            rect->setBrush(kindColor(span.kind));
        }
        auto *label = new QCPItemText(plot);
        label->position->setCoords(stepUs / 1000.0, i);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        label->setText(tr(" step %1").arg(h.summary->timelineStep));
        label->setColor(Palette::plotForeground());
    }
    hostTicks(plot, hosts);
    plot->xAxis->setLabel(tr("one step per host (its median step), ms"));
    plot->xAxis->setRange(0, std::max(1.0, longest * 1.15));
    plot->replot();
}

void ProfileView::openInTensorBoard()
{
    const QString program = tensorBoardProgram();
    const int host = m_host->currentData().toInt();
    if (program.isEmpty() || m_capture.dir.isEmpty())
        return;
    const QString logdir = m_capture.dir + u"/host-%1"_s.arg(host);
    if (QProcess::startDetached(program, {u"--logdir"_s, logdir}))
        Q_EMIT viewerStarted(tr("TensorBoard serves %1 (its address is in its output, http://localhost:6006 by "
                                "default).")
                                 .arg(logdir));
    else
        Q_EMIT viewerStarted(tr("%1 could not be started.").arg(program));
}

void ProfileView::openInPerfetto()
{
    const QString program = perfettoProgram();
    const QString trace = m_capture.traceFile(m_host->currentData().toInt());
    if (program.isEmpty() || trace.isEmpty())
        return;
    if (QProcess::startDetached(program, {u"--httpd"_s, trace}))
        Q_EMIT viewerStarted(tr("%1 serves %2; open ui.perfetto.dev, which connects to it.")
                                 .arg(QFileInfo(program).fileName(), trace));
    else
        Q_EMIT viewerStarted(tr("%1 could not be started.").arg(program));
}

} // namespace twb
