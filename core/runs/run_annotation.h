#pragma once

#include "core/runs/run_record.h"
#include "core/util/error.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace twb {

// A change to a run's tags and notes (run.json's `tags` and `notes`), the only fields of a run
// a user edits by hand. Everything else in run.json is left as it is.
struct RunAnnotation
{
    std::optional<QStringList> tags;   // replaces every tag (the Monitor's editor)
    QStringList addTags;               // then these are added (kept once, any case)...
    QStringList removeTags;            // ...and these removed (any case)
    std::optional<QString> notes;      // replaces the notes

    // What an editor that showed `shown`'s tags and notes and now holds `tags` and `notes`
    // changed: the tags it added and removed, and the notes only when they differ. Applied to
    // run.json as it is when saved, so a tag added or a note written elsewhere meanwhile (a
    // `tpuwb run tag`, another panel) stays unless the user changed that same thing here.
    static RunAnnotation fromEditor(const RunRecord &shown, const QStringList &tags, const QString &notes);
    // `tpuwb run tag`'s arguments: "+tag" or "tag" adds, "-tag" removes.
    static Result<RunAnnotation> fromTagEdits(const QStringList &edits);
    // A tag list as typed in one line: separated by spaces or commas.
    static Result<QStringList> parseTagList(const QString &text);
    // A tag is one word: no spaces, no quotes, no commas, not starting with + or -, so that it
    // can be typed in a filter (tag:NAME) and in `tpuwb run tag`.
    static Result<void> checkTag(const QString &tag);

    bool isEmpty() const { return !tags && addTags.isEmpty() && removeTags.isEmpty() && !notes; }
    void applyTo(RunRecord &record) const;
};

} // namespace twb
