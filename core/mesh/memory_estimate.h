#pragma once

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace twb {

// One part of a device's HBM use.
struct MemoryContributor
{
    QString key;   // "parameters", "gradients", "optimizer", "master", "gathered", "activations", "logits"
    QString label; // translated
    double bytes = 0;
};

// The result of MemoryEstimator::estimate, per device.
struct MemoryEstimate
{
    QList<MemoryContributor> contributors; // fixed order, zeros included
    double totalBytes = 0;
    double hbmBytes = 0;       // what the budget starts from: usable figure if known, else nominal
    bool hbmIsNominal = true;  // no runtime-reported figure in the catalog for this generation
    double reserveBytes = 0;
    double budgetBytes = 0;    // hbmBytes - reserveBytes
    bool fits = false;
    QList<MemoryContributor> biggest; // the three largest, largest first
    QStringList notes;         // assumptions worth knowing (nominal HBM, uneven shards)
    qint64 perDeviceBatch = 0;
    qint64 parameterCount = 0;

    double bytes(const QString &key) const;
    double fraction() const { return budgetBytes > 0 ? totalBytes / budgetBytes : 0; }
    // "fits: 11.2 GiB of 14.4 GiB (78%)" / "does not fit: ..."
    // Numbers in `locale` (the GUI passes QLocale(); the CLI keeps the C locale).
    QString verdictText(const QLocale &locale = QLocale::c()) const;
};

// "11.2 GiB", "512 MiB", "1.5 KiB": binary units as memory_stats and tpu-info print them, the
// number in `locale` ("11,2 GiB" in German; the CLI and reports keep the C locale).
QString formatBytes(double bytes, const QLocale &locale = QLocale::c());

} // namespace twb
