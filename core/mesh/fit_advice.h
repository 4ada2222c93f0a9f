#pragma once

#include "core/util/json.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace twb {

// One of the biggest parts of a device's (or the host's) memory, said as what it is: a group
// of weights with its sharding ("expert weights, replicated on every device"), or one of the
// estimator's other terms (activations, gathered weights, logits).
struct FitCause
{
    QString key;     // "weights.expert", "weights.embedding", ..., or the estimator's key ("activations")
    QString text;    // translated: "expert weights, replicated on every device (parameters, gradients, optimizer state)"
    double bytes = 0;
    bool replicated = false; // weights held whole on every device of a mesh with more than one
};

// A change that makes it fit, already checked by the estimator: what to change, as sentences
// and as the experiment's fields, and the total it then needs.
struct FitProposal
{
    QStringList changes;   // translated, one per change
    Json settings = Json::object(); // {"train.remat": true, "train.batch_size": 32, "tpu.mesh.axes": "fsdp=2,expert=8"}
    double totalBytes = 0;
    double budgetBytes = 0;

    // "Turn on rematerialisation (train.remat); a per-device batch of 2: needs 12.1 GiB of 14.4 GiB."
    QString text() const;
};

// What FitAdvisor says about one design: whether it fits, the biggest causes, and the smallest
// changes that fit (never the design as it is). `fallback` says what to do when nothing the
// advisor may change is enough.
struct FitAdvice
{
    bool fits = false;
    double totalBytes = 0;
    double budgetBytes = 0;
    QList<FitCause> causes;        // largest first, at most three
    QList<FitProposal> proposals;  // fewest changes first
    QString fallback;

    // "expert weights, replicated on every device (...): 24.1 GiB of 72.9 GiB"
    QStringList causeLines() const;
    // One line per proposal, or the fallback.
    QStringList proposalLines() const;
    // {"fits", "total_bytes", "budget_bytes", "causes": [{"key", "text", "bytes", "replicated"}],
    //  "proposals": [{"changes": [...], "set": {...}, "total_bytes", "budget_bytes"}], "fallback"}
    Json toJson() const;
};

} // namespace twb
