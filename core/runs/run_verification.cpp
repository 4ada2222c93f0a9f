#include "core/runs/run_verification.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::RunVerification.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunVerification)
};

} // namespace

bool RunVerification::passed() const
{
    return count(VerificationCheck::Outcome::Fail) == 0 && count(VerificationCheck::Outcome::Pass) > 0;
}

int RunVerification::count(VerificationCheck::Outcome outcome) const
{
    int n = 0;
    for (const VerificationCheck &check : checks)
        n += check.outcome == outcome ? 1 : 0;
    return n;
}

const VerificationCheck *RunVerification::find(const QString &key) const
{
    for (const VerificationCheck &check : checks)
        if (check.key == key)
            return &check;
    return nullptr;
}

Json RunVerification::toJson() const
{
    Json list = Json::array();
    for (const VerificationCheck &check : checks)
        list.push_back({{"key", toStd(check.key)},
                        {"title", toStd(check.title)},
                        {"outcome", toStd(outcomeKey(check.outcome))},
                        {"evidence", toStd(check.evidence)}});
    return Json{{"passed", passed()}, {"checks", list}};
}

QString RunVerification::outcomeKey(VerificationCheck::Outcome outcome)
{
    switch (outcome) {
    case VerificationCheck::Outcome::Pass:
        return u"pass"_s;
    case VerificationCheck::Outcome::Fail:
        return u"fail"_s;
    case VerificationCheck::Outcome::NotApplicable:
        break;
    }
    return u"not_applicable"_s;
}

QString RunVerification::outcomeLabel(VerificationCheck::Outcome outcome)
{
    switch (outcome) {
    case VerificationCheck::Outcome::Pass:
        return Tr::tr("pass");
    case VerificationCheck::Outcome::Fail:
        return Tr::tr("fail");
    case VerificationCheck::Outcome::NotApplicable:
        break;
    }
    return Tr::tr("not applicable");
}

} // namespace twb
