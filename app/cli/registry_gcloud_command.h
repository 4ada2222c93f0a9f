#pragma once

#include "app/cli/cli_context.h"

#include <QStringList>

namespace twb::cli {

// `tpuwb registry refresh NAME [--internal-ip|--external-ip]`: asks gcloud about a gcloud TPU VM
// now and saves the answer (workers, state, accelerator type) in its workbench block.
int registryRefreshCommand(CliContext &context, const QStringList &arguments);

// `tpuwb registry import-gcloud --zone Z --project P [--name NAME ...] [--all] [--internal-ip]`:
// lists the zone's TPU VMs and queued resources; adds the named ones (or all) in MaxKernel's
// shape with their resolution cached.
int registryImportGcloudCommand(CliContext &context, const QStringList &arguments);

} // namespace twb::cli
