#pragma once

#include <cmath>
#include <cstddef>

namespace twb {

// TensorBoard's debiased exponential moving average (its `classicSmoothing`):
// m_0 = 0; for each finite y: m_n = w*m_{n-1} + (1-w)*y, output m_n / (1 - w^n).
// Non-finite values come out unchanged (a gap) and do not update m; a series that has been
// constant so far comes out unchanged (exactly, not up to rounding).
class EmaSmoother final
{
public:
    explicit EmaSmoother(double weight) : m_weight(weight) {}

    double push(double y)
    {
        if (!std::isfinite(y))
            return y;
        if (m_count == 0) {
            m_first = y;
            m_constant = true;
        } else if (y != m_first) {
            m_constant = false;
        }
        ++m_count;
        m_last = m_last * m_weight + (1.0 - m_weight) * y;
        m_weightPower *= m_weight;
        if (m_constant)
            return y;
        const double debias = m_weight == 1.0 ? 1.0 : 1.0 - m_weightPower;
        return m_last / debias;
    }

    double weight() const { return m_weight; }
    std::size_t count() const { return m_count; }

private:
    double m_weight;
    double m_last = 0;
    double m_weightPower = 1;
    double m_first = 0;
    std::size_t m_count = 0;
    bool m_constant = true;
};

} // namespace twb
