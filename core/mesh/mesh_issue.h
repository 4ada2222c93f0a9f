#pragma once

#include <QList>
#include <QString>

namespace twb {

// One finding of a mesh, partition-spec or model check. `where` names the field ("axes[1].size",
// "layers.wq", "model.d_model") so a view can mark it; `message` says what to change.
struct MeshIssue
{
    enum class Severity { Error, Warning };

    Severity severity = Severity::Error;
    QString where;
    QString message;

    bool isError() const { return severity == Severity::Error; }

    static MeshIssue error(QString where, QString message)
    {
        return {Severity::Error, std::move(where), std::move(message)};
    }
    static MeshIssue warning(QString where, QString message)
    {
        return {Severity::Warning, std::move(where), std::move(message)};
    }
};

using MeshIssues = QList<MeshIssue>;

inline bool hasErrors(const MeshIssues &issues)
{
    for (const auto &issue : issues)
        if (issue.isError())
            return true;
    return false;
}

} // namespace twb
