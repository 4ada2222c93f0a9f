#pragma once

#include "widgets/common/qcustomplot_include.h"

namespace twb {

// Ticks for a logarithmic y-axis that always labels the range. QCPAxisTickerLog puts ticks
// on powers of ten only, so a loss between 2.2 and 3.5 showed no label at all: this one takes
// the powers of ten over several decades, 1-2-5 or 1..9 times them over one or two, and plain
// evenly spaced ticks inside a single decade.
class LogAxisTicker final : public QCPAxisTicker
{
public:
    LogAxisTicker() = default;

protected:
    double getTickStep(const QCPRange &range) override;
    int getSubTickCount(double tickStep) override;
    QVector<double> createTickVector(double tickStep, const QCPRange &range) override;
    QVector<double> createSubTickVector(int subTickCount, const QVector<double> &ticks) override;

private:
    bool m_linear = false;   // the last range was inside a decade: linear ticks
    double m_linearStep = 0;
    QVector<double> m_subTicks;
};

} // namespace twb
