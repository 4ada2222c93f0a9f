#pragma once

#include "core/util/error.h"

#include <QList>
#include <QString>
#include <QStringView>

namespace twb {

// A chip grid such as 4x4 (v5e, v6e, v2, v3) or 2x2x4 (v4, v5p). dims[0] is x, the
// fastest-varying coordinate when chips are enumerated.
struct ChipTopology
{
    QList<int> dims;

    int chipCount() const;
    int rank() const { return int(dims.size()); }
    QString toString() const; // "2x2x4"

    // Chip coordinates of the chip with linear index `index` (x fastest), and back.
    QList<int> coordinatesOf(int index) const;
    int indexOf(const QList<int> &coordinates) const;

    // "4x4", "2x2x4": positive integers joined by 'x'.
    static Result<ChipTopology> parse(QStringView text);

    friend bool operator==(const ChipTopology &, const ChipTopology &) = default;
};

} // namespace twb
