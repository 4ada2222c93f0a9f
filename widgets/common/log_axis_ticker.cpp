#include "widgets/common/log_axis_ticker.h"

#include <cmath>

namespace twb {
namespace {

// Multiples of each power of ten that may carry a tick, sparsest first.
const QVector<QVector<double>> &mantissaSets()
{
    static const QVector<QVector<double>> sets = {{1}, {1, 2, 5}, {1, 2, 3, 4, 5, 6, 7, 8, 9}};
    return sets;
}

QVector<double> ticksOf(const QVector<double> &mantissas, const QCPRange &range, int decadeStep)
{
    QVector<double> ticks;
    const int first = int(std::floor(std::log10(range.lower)));
    const int last = int(std::ceil(std::log10(range.upper)));
    for (int e = first; e <= last; ++e) {
        if (decadeStep > 1 && (e % decadeStep) != 0)
            continue;
        for (double m : mantissas) {
            const double tick = m * std::pow(10.0, e);
            if (tick >= range.lower * (1 - 1e-12) && tick <= range.upper * (1 + 1e-12))
                ticks << tick;
        }
    }
    return ticks;
}

} // namespace

double LogAxisTicker::getTickStep(const QCPRange &range)
{
    m_linear = false;
    if (!(range.lower > 0) || !(range.upper > range.lower))
        return QCPAxisTicker::getTickStep(range);
    return 1.0;   // unused by createTickVector in log mode
}

int LogAxisTicker::getSubTickCount(double tickStep)
{
    return m_linear ? QCPAxisTicker::getSubTickCount(m_linearStep > 0 ? m_linearStep : tickStep) : 0;
}

QVector<double> LogAxisTicker::createTickVector(double tickStep, const QCPRange &range)
{
    m_subTicks.clear();
    if (!(range.lower > 0) || !(range.upper > range.lower)) {
        m_linear = true;
        m_linearStep = tickStep;
        return QCPAxisTicker::createTickVector(tickStep, range);
    }
    const int wanted = std::max(2, tickCount());
    const double decades = std::log10(range.upper / range.lower);
    if (decades > wanted) {
        // Many decades: every n-th power of ten, the others as sub ticks.
        const int step = int(std::ceil(decades / wanted));
        m_subTicks = ticksOf({1}, range, 1);
        return ticksOf({1}, range, step);
    }
    for (const QVector<double> &mantissas : mantissaSets()) {
        const QVector<double> ticks = ticksOf(mantissas, range, 1);
        if (ticks.size() >= 3) {
            if (mantissas.size() == 1)
                m_subTicks = ticksOf(mantissaSets().back(), range, 1);
            return ticks;
        }
    }
    // Inside about one decade: evenly spaced ticks read best (2.2, 2.4, ... 3.4).
    m_linear = true;
    m_linearStep = QCPAxisTicker::getTickStep(range);
    return QCPAxisTicker::createTickVector(m_linearStep, range);
}

QVector<double> LogAxisTicker::createSubTickVector(int subTickCount, const QVector<double> &ticks)
{
    if (m_linear)
        return QCPAxisTicker::createSubTickVector(subTickCount, ticks);
    return m_subTicks;
}

} // namespace twb
