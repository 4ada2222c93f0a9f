#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace twb {

// How one tensor is laid out over the mesh: per dimension, the mesh axes it is split over
// (none: replicated along that dimension). Like torch_xla's partition_spec and JAX's
// PartitionSpec; mesh axes not named are replicated over.
struct PartitionSpec
{
    QList<QStringList> dims;

    static PartitionSpec replicated(qsizetype rank) { return {QList<QStringList>(rank)}; }

    qsizetype rank() const { return dims.size(); }
    // ('fsdp', None) / (('data', 'fsdp'), None): a Python tuple for torch_xla and P(...).
    QString toPython() const;
    // fsdp, -, data+fsdp: compact text for tables and the CLI.
    QString toText() const;
    // ["fsdp", null, ["data", "fsdp"]]
    Json toJson() const;
    static Result<PartitionSpec> fromJson(const Json &value, const QString &where);

    friend bool operator==(const PartitionSpec &, const PartitionSpec &) = default;
};

} // namespace twb
