#include "widgets/monitor/memory_figures_view.h"

#include "widgets/common/flow_label.h"
#include "widgets/common/flow_layout.h"
#include "widgets/common/palette.h"

#include <QLabel>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

QLabel *figureLabel(const QString &name, QWidget *parent)
{
    auto *label = new FlowLabel(parent);   // whole on a row with room; a long figure wraps in place
    label->setObjectName(name);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// "<b>Estimate</b> 1.2 GiB" or, missing, "<b>Estimate</b> not available" in the muted colour.
QString figureText(const QString &title, const QString &value)
{
    return u"<b>%1</b> %2"_s.arg(title.toHtmlEscaped(), value.toHtmlEscaped());
}

QString missingText(const QString &title, const QString &what)
{
    return u"<b>%1</b> "_s.arg(title.toHtmlEscaped()) + Palette::richText(Palette::Role::Muted, what.toHtmlEscaped());
}

QString percentOf(double part, double whole)
{
    return whole > 0 ? QLocale().toString(100.0 * part / whole, 'f', part / whole < 0.01 ? 3 : 1) : QString();
}

} // namespace

MemoryFiguresView::MemoryFiguresView(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"memoryFigures"_s);
    // The figures wrap onto a second line in a narrow window rather than push it wider.
    auto *row = new FlowLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    auto *title = new QLabel(tr("Memory per device:"), this);
    title->setToolTip(tr("The mesh estimate (`tpuwb mesh estimate`), XLA's buffer assignment of the compiled training "
                         "step (the run's memory_compiled event) and one device's HBM; `tpuwb run verify` compares "
                         "the first two (memory_matches_compiler)."));
    row->addWidget(title);
    m_estimate = figureLabel(u"memoryEstimate"_s, this);
    m_compiled = figureLabel(u"memoryCompiled"_s, this);
    m_capacity = figureLabel(u"memoryCapacity"_s, this);
    for (QLabel *label : {m_estimate, m_compiled, m_capacity})
        row->addWidget(label);
    clear();
}

void MemoryFiguresView::clear()
{
    ++m_request;
    for (QLabel *label : {m_estimate, m_compiled, m_capacity}) {
        label->clear();
        label->setToolTip(QString());
    }
    setVisible(false);
}

void MemoryFiguresView::showRun(const QString &runDir, const QString &device)
{
    const quint64 request = ++m_request;
    m_tasks.run(this, [runDir, device] { return RunMemoryFigures::readFolder(runDir, device); },
                [this, request](const RunMemoryFigures &figures) {
                    if (request != m_request)
                        return;   // another run was opened meanwhile
                    setFigures(figures);
                    Q_EMIT figuresShown();
                });
}

void MemoryFiguresView::setFigures(const RunMemoryFigures &f)
{
    const double capacity = f.capacityBytes();
    // Estimate.
    const QString estimateTitle = tr("Estimate");
    if (const auto &e = f.estimate()) {
        m_estimate->setText(figureText(estimateTitle, formatBytes(e->totalBytes, QLocale())));
        QStringList parts;
        for (const MemoryContributor &c : e->contributors)
            if (c.bytes > 0)
                parts << tr("%1: %2").arg(c.label, formatBytes(c.bytes, QLocale()));
        m_estimate->setToolTip(tr("The mesh estimate per device for the experiment's mesh and the attention kernel "
                                  "that ran (`tpuwb mesh estimate --model`): %1 = %2%3.")
                                   .arg(formatBytes(e->totalBytes, QLocale()), parts.join(u", "_s),
                                        capacity > 0 ? tr(" (%1 % of the HBM)").arg(percentOf(e->totalBytes, capacity))
                                                     : QString()));
    } else {
        m_estimate->setText(missingText(estimateTitle, tr("not available")));
        m_estimate->setToolTip(f.estimateMissing());
    }
    // XLA's compiled figure.
    const QString compiledTitle = tr("XLA compiled");
    if (const auto &c = f.compiled()) {
        const auto part = [](double bytes) { return bytes >= 0 ? formatBytes(bytes, QLocale()) : tr("not reported"); };
        m_compiled->setText(figureText(compiledTitle, tr("%1 (arguments %2, outputs %3, temporaries %4)")
                                                           .arg(formatBytes(c->total, QLocale()), part(c->arguments),
                                                                part(c->outputs), part(c->temporaries))));
        QString tip = tr("XLA's buffer assignment of %1, the training step compiled at step %2, per device over %n "
                         "device(s): arguments %3, outputs %4 (%5 of them written into argument buffers), "
                         "temporaries %6; peak %7.",
                         nullptr, c->devices)
                          .arg(c->module.isEmpty() ? tr("the step") : c->module)
                          .arg(c->step)
                          .arg(part(c->arguments), part(c->outputs), part(c->aliased), part(c->temporaries),
                               formatBytes(c->total, QLocale()));
        if (const auto &e = f.estimate(); e && c->total > 0)
            tip += u' ' + tr("The estimate is %1 % of it.").arg(percentOf(e->totalBytes, c->total));
        m_compiled->setToolTip(tip);
    } else {
        // Short: the row shares the Monitor's height with the plots; the tooltip says why.
        m_compiled->setText(missingText(compiledTitle, f.device() == u"cpu"_s ? tr("none in plain CPU mode")
                                                                              : tr("not reported yet")));
        m_compiled->setToolTip(f.compiledMissing());
    }
    // Capacity.
    const QString capacityTitle = tr("HBM");
    if (capacity > 0) {
        const QString kind = f.capacityIsNominal() ? tr("nominal figure") : tr("usable figure");
        if (f.ranOnCpu()) {
            m_capacity->setText(figureText(capacityTitle, tr("%1 on the target %2, not this machine")
                                                              .arg(formatBytes(capacity, QLocale()), f.accelerator())));
            m_capacity->setToolTip(tr("One %1 device's HBM (%2), from the catalog: the chip the experiment is built "
                                      "for. This run ran on the CPU (--device %3), whose memory is not this figure.")
                                       .arg(f.accelerator(), kind, f.device()));
        } else {
            m_capacity->setText(figureText(capacityTitle, tr("%1 on a %2").arg(formatBytes(capacity, QLocale()), f.accelerator())));
            m_capacity->setToolTip(tr("One %1 device's HBM (%2), from the catalog.").arg(f.accelerator(), kind));
        }
    } else {
        m_capacity->setText(missingText(capacityTitle, tr("unknown")));
        m_capacity->setToolTip(f.capacityMissing());
    }
    setVisible(true);
}

} // namespace twb
