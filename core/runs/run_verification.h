#pragma once

#include "core/util/json.h"

#include <QList>
#include <QString>

namespace twb {

// One item of a run's self-verification (ml-engine's checklist): pass, fail or not applicable,
// with the evidence in words ("loss 4.16 -> 2.31 over steps 1-20").
struct VerificationCheck
{
    enum class Outcome { Pass, Fail, NotApplicable };

    QString key;       // stable id, see RunVerifier
    QString title;     // translated
    Outcome outcome = Outcome::NotApplicable;
    QString evidence;  // translated

    bool applicable() const { return outcome != Outcome::NotApplicable; }
};

// The checks of one run, in a fixed order (RunVerifier::verify).
struct RunVerification
{
    QList<VerificationCheck> checks;

    // Every applicable check passed (and at least one applied).
    bool passed() const;
    int count(VerificationCheck::Outcome outcome) const;
    const VerificationCheck *find(const QString &key) const;
    // {"passed": bool, "checks": [{"key", "title", "outcome": "pass"|"fail"|"not_applicable", "evidence"}]}
    Json toJson() const;

    static QString outcomeKey(VerificationCheck::Outcome outcome);   // "pass", "fail", "not_applicable"
    static QString outcomeLabel(VerificationCheck::Outcome outcome); // translated
};

} // namespace twb
