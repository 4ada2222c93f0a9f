#include "core/kernel/ideas_ledger.h"

#include <QCoreApplication>

namespace twb::kernel {
namespace {
// This file's strings are translated in the context of twb::kernel::IdeasLedger.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::IdeasLedger)
};

QString field(const Json &object, const char *key)
{
    const auto it = object.find(key);
    if (it == object.end() || it->is_null())
        return {};
    return it->is_string() ? toQString(it->get<std::string>()) : toQString(it->dump());
}

} // namespace

Result<IdeasLedger> IdeasLedger::parse(const QByteArray &text, const QString &file)
{
    auto parsed = parseJsonTolerant(text, file);
    if (!parsed)
        return fail(parsed.error());
    const Json &doc = *parsed;
    if (!doc.is_object())
        return fail(Error::invalid(Tr::tr("%1 must hold a JSON object.").arg(file), file));
    IdeasLedger out;
    out.referenceTrust = field(doc, "reference_trust");
    out.alignmentPath = field(doc, "alignment_path");
    if (const auto it = doc.find("ideas"); it != doc.end() && it->is_array()) {
        for (const Json &idea : *it) {
            if (!idea.is_object())
                continue;
            Idea entry;
            entry.id = field(idea, "id");
            entry.claim = field(idea, "claim");
            entry.evidence = field(idea, "evidence");
            entry.ideaClass = field(idea, "class");
            entry.tpuTranslation = field(idea, "tpu_translation");
            entry.mechanism = field(idea, "mechanism");
            entry.falsifiableAs = field(idea, "falsifiable_as");
            entry.status = field(idea, "status");
            entry.adoptedIn = field(idea, "adopted_in");
            entry.verdictEvidence = field(idea, "verdict_evidence");
            if (const auto history = idea.find("history"); history != idea.end() && history->is_array())
                entry.historyLength = int(history->size());
            out.ideas.append(entry);
        }
    }
    return out;
}

} // namespace twb::kernel
