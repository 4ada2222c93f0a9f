#pragma once

#include "core/ablation/value_range.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>

#include <optional>
#include <vector>

namespace twb {

// One varied field of an ablation (docs/formats.md section 3): a dotted path into the experiment
// and its values, given as a list or as a range.
class AblationVariable final
{
public:
    AblationVariable() = default;
    AblationVariable(QString path, std::vector<Json> values);
    AblationVariable(QString path, ValueRange range);

    // {"path": ..., "values": [...]} | {"path": ..., "range": {...} | "lo:hi:n"}; a "values"
    // string is read as the range shorthand too. `field` names the entry in errors.
    static Result<AblationVariable> fromJson(const Json &object, const QString &field);
    Json toJson() const;

    const QString &path() const { return m_path; }
    void setPath(const QString &path) { m_path = path; }

    bool isRange() const { return m_range.has_value(); }
    const std::optional<ValueRange> &range() const { return m_range; }
    const std::vector<Json> &listValues() const { return m_list; }
    void setList(std::vector<Json> values);
    void setRange(const ValueRange &range);

    // The values the expansion uses, in order.
    std::vector<Json> values() const;

    // "a.b.c" of letters, digits, '_' and '-' parts; false for "", "a..b", ".a".
    static bool isValidPath(const QString &path);

    friend bool operator==(const AblationVariable &, const AblationVariable &) = default;

private:
    QString m_path;
    std::vector<Json> m_list;
    std::optional<ValueRange> m_range;
};

} // namespace twb
