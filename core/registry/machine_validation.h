#pragma once

#include "core/registry/machine_entry.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace twb {

// One problem with a machine as typed, tied to the field it is about ("name", "hosts",
// "ssh.port", "accelerator_type", ...) so a form can show it next to that field.
struct FieldProblem
{
    QString field;
    QString message;
};

// Checks a machine before it is saved: a unique name (and a single local machine), valid host
// addresses in the number the accelerator type needs, a port in range, a known accelerator
// type. `otherMachines` are the registry's other entries.
QList<FieldProblem> validateMachine(const MachineEntry &entry, const std::vector<MachineEntry> &otherMachines);

} // namespace twb
