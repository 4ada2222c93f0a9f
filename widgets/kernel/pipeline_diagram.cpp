#include "widgets/kernel/pipeline_diagram.h"
#include "widgets/common/palette.h"

#include <QHelpEvent>
#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

constexpr double kBoxWidth = 100; // at least; a longer title (German, Japanese) widens every box
constexpr double kBoxHeight = 34;
constexpr double kGap = 10;
constexpr double kMargin = 8;
constexpr double kRowLabelWidth = 62;
constexpr double kRowGap = 6;
constexpr double kLegendHeight = 22;

} // namespace

PipelineDiagram::PipelineDiagram(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"pipelineDiagram"_s);
    setSizePolicy(QSizePolicy::MinimumExpanding, QSizePolicy::Fixed);
    setMouseTracking(true);
}

QColor PipelineDiagram::statusColor(kernel::PhaseStatus status)
{
    using S = kernel::PhaseStatus;
    switch (status) {
    // Light tones on a light palette and dark ones on a dark palette are tints; the states
    // that must catch the eye are the roles' full colours.
    case S::Done: return Palette::color(Palette::Role::Ok);
    case S::Active: return Palette::color(Palette::Role::Info);
    case S::Pending: return Palette::tint(Palette::Role::Pending);
    case S::NotApplicable: return QGuiApplication::palette().color(QPalette::AlternateBase);
    case S::WaitingUser: return Palette::color(Palette::Role::Warning);
    case S::Failed: return Palette::color(Palette::Role::Error);
    case S::Degraded: return Palette::color(Palette::Role::Stalled);
    case S::FellBack: return Palette::color(Palette::Role::Highlight);
    case S::Unknown: return Palette::color(Palette::Role::Muted);
    }
    return {};
}

void PipelineDiagram::setOverview(const kernel::RunOverview &overview)
{
    m_overview = overview;
    layoutBoxes();
    updateGeometry();
    update();
}

void PipelineDiagram::layoutBoxes()
{
    m_boxes.clear();
    m_rowLabels.clear();
    // The row labels' column is as wide as the widest label ("セットアップ" is wider than "setup").
    QStringList labels{tr("setup")};
    for (const kernel::IterationView &view : m_overview.iterations)
        labels << tr("iter %1").arg(view.iteration);
    m_rowLabelWidth = kRowLabelWidth;
    // Every box as wide as the widest title needs, so no title is cut ("自動チューニング").
    m_boxWidth = kBoxWidth;
    for (const kernel::PhaseView &phase : m_overview.setup)
        m_boxWidth = std::max(m_boxWidth, fontMetrics().horizontalAdvance(phase.title) + 12.0);
    for (const kernel::IterationView &view : m_overview.iterations)
        for (const kernel::PhaseView &phase : view.phases)
            m_boxWidth = std::max(m_boxWidth, fontMetrics().horizontalAdvance(phase.title) + 12.0);
    for (const QString &label : labels)
        m_rowLabelWidth = std::max(m_rowLabelWidth, fontMetrics().horizontalAdvance(label) + 10.0);
    double y = kMargin + kLegendHeight;
    double x = kMargin + m_rowLabelWidth;
    m_rowLabels.append({QRectF(kMargin, y, m_rowLabelWidth - 6, kBoxHeight), labels.first()});
    for (const kernel::PhaseView &phase : m_overview.setup) {
        m_boxes.append({QRectF(x, y, m_boxWidth, kBoxHeight), phase, 0});
        x += m_boxWidth + kGap;
    }
    for (qsizetype i = 0; i < m_overview.iterations.size(); ++i) {
        const kernel::IterationView &view = m_overview.iterations[i];
        y += kBoxHeight + kRowGap;
        x = kMargin + m_rowLabelWidth;
        m_rowLabels.append({QRectF(kMargin, y, m_rowLabelWidth - 6, kBoxHeight), labels[i + 1]});
        for (const kernel::PhaseView &phase : view.phases) {
            m_boxes.append({QRectF(x, y, m_boxWidth, kBoxHeight), phase, view.iteration});
            x += m_boxWidth + kGap;
        }
    }
}

QStringList PipelineDiagram::drawnTexts() const
{
    QStringList texts;
    using S = kernel::PhaseStatus;
    for (S status : {S::Done, S::Active, S::Pending, S::WaitingUser, S::Failed, S::Degraded, S::FellBack, S::NotApplicable})
        texts << kernel::phaseStatusLabel(status);
    for (const auto &row : m_rowLabels)
        texts << row.second;
    for (const Box &box : m_boxes)
        texts << box.phase.title;
    return texts;
}

QSize PipelineDiagram::sizeHint() const
{
    const int columns = std::max<qsizetype>(m_overview.setup.size(), 6);
    const int rows = 1 + int(m_overview.iterations.size());
    return QSize(int(2 * kMargin + m_rowLabelWidth + columns * (m_boxWidth + kGap)),
                 int(2 * kMargin + kLegendHeight + rows * kBoxHeight + (rows - 1) * kRowGap));
}

QSize PipelineDiagram::minimumSizeHint() const { return sizeHint(); }

QColor PipelineDiagram::colorOf(const QString &phaseId, int iteration) const
{
    const auto status = statusOf(phaseId, iteration);
    return status ? statusColor(*status) : QColor();
}

std::optional<kernel::PhaseStatus> PipelineDiagram::statusOf(const QString &phaseId, int iteration) const
{
    for (const Box &box : m_boxes)
        if (box.iteration == iteration && box.phase.id == phaseId)
            return box.phase.status;
    return std::nullopt;
}

const PipelineDiagram::Box *PipelineDiagram::boxAt(const QPointF &point) const
{
    for (const Box &box : m_boxes)
        if (box.rect.contains(point))
            return &box;
    return nullptr;
}

bool PipelineDiagram::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (const Box *box = boxAt(help->pos())) {
            QString text = u"<b>%1 %2</b><br>%3"_s.arg(box->phase.id, box->phase.title.toHtmlEscaped(),
                                                       kernel::phaseStatusLabel(box->phase.status));
            if (!box->phase.note.isEmpty())
                text += u"<br>"_s + box->phase.note.toHtmlEscaped();
            QToolTip::showText(help->globalPos(), text, this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

void PipelineDiagram::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());

    // Legend.
    using S = kernel::PhaseStatus;
    double lx = kMargin;
    const QFontMetricsF metrics(font());
    for (S status : {S::Done, S::Active, S::Pending, S::WaitingUser, S::Failed, S::Degraded, S::FellBack,
                     S::NotApplicable}) {
        const QRectF swatch(lx, kMargin + 3, 12, 12);
        painter.setPen(QPen(palette().mid().color(), 1));
        painter.setBrush(statusColor(status));
        painter.drawRoundedRect(swatch, 2, 2);
        const QString label = kernel::phaseStatusLabel(status);
        painter.setPen(palette().text().color());
        painter.drawText(QPointF(lx + 16, kMargin + 13), label);
        lx += 16 + metrics.horizontalAdvance(label) + 14;
    }

    for (const auto &[labelRect, label] : m_rowLabels) {
        painter.setPen(palette().text().color());
        painter.drawText(labelRect, Qt::AlignVCenter | Qt::AlignLeft, label);
    }

    // Arrows between consecutive boxes of a row.
    painter.setPen(QPen(palette().mid().color(), 1.4));
    for (qsizetype i = 1; i < m_boxes.size(); ++i) {
        const Box &a = m_boxes[i - 1];
        const Box &b = m_boxes[i];
        if (a.iteration != b.iteration)
            continue;
        const QPointF from(a.rect.right() + 2, a.rect.center().y());
        const QPointF to(b.rect.left() - 2, b.rect.center().y());
        painter.drawLine(from, to);
        painter.drawLine(to, to + QPointF(-5, -4));
        painter.drawLine(to, to + QPointF(-5, 4));
    }

    for (const Box &box : m_boxes) {
        const QColor fill = statusColor(box.phase.status);
        QPen border(fill.darker(box.phase.gate ? 170 : 130), box.phase.gate ? 2.4 : 1.0);
        if (box.phase.status == S::NotApplicable)
            border = QPen(palette().mid().color(), 1.0, Qt::DashLine);
        painter.setPen(border);
        painter.setBrush(fill);
        painter.drawRoundedRect(box.rect, 5, 5);
        if (box.phase.gate) {
            // A small diamond on the top edge marks a gate.
            const QPointF c(box.rect.right() - 10, box.rect.top() + 9);
            QPainterPath diamond;
            diamond.moveTo(c + QPointF(0, -5));
            diamond.lineTo(c + QPointF(5, 0));
            diamond.lineTo(c + QPointF(0, 5));
            diamond.lineTo(c + QPointF(-5, 0));
            diamond.closeSubpath();
            painter.setPen(Qt::NoPen);
            painter.setBrush(fill.darker(box.phase.status == S::NotApplicable ? 115 : 170));
            painter.drawPath(diamond);
        }
        // Whichever of the palette's text and base colours stands out more on the box.
        const QColor text = palette().color(QPalette::Text);
        const QColor base = palette().color(QPalette::Base);
        painter.setPen(box.phase.status == S::NotApplicable ? Palette::color(Palette::Role::Muted, palette())
                                                            : (Palette::contrast(fill, text) >= Palette::contrast(fill, base) ? text : base));
        QFont bold = font();
        bold.setBold(true);
        painter.setFont(bold);
        painter.drawText(box.rect.adjusted(6, 3, -6, -kBoxHeight / 2), Qt::AlignLeft | Qt::AlignVCenter, box.phase.id);
        painter.setFont(font());
        const QString title = metrics.elidedText(box.phase.title, Qt::ElideRight, box.rect.width() - 10);
        painter.drawText(box.rect.adjusted(5, kBoxHeight / 2 - 2, -5, -2), Qt::AlignLeft | Qt::AlignVCenter, title);
    }
}

} // namespace twb
