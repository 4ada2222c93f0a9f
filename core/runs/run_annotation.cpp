#include "core/runs/run_annotation.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::RunAnnotation)
};

bool containsTag(const QStringList &tags, const QString &tag)
{
    return tags.contains(tag, Qt::CaseInsensitive);
}

} // namespace

Result<void> RunAnnotation::checkTag(const QString &tag)
{
    if (tag.isEmpty())
        return fail(Error::invalid(Tr::tr("A tag cannot be empty."), u"tags"_s));
    for (QChar c : tag)
        if (c.isSpace() || c == u'"' || c == u',' || c.category() == QChar::Other_Control)
            return fail(Error::invalid(
                Tr::tr("The tag \"%1\" has a space, a comma or a quote; a tag is one word (use - or _ between words).")
                    .arg(tag),
                u"tags"_s));
    if (tag.startsWith(u'+') || tag.startsWith(u'-'))
        return fail(Error::invalid(Tr::tr("The tag \"%1\" starts with + or -, which `tpuwb run tag` reads as add or "
                                      "remove; leave the sign out.")
                                       .arg(tag),
                                   u"tags"_s));
    return {};
}

Result<RunAnnotation> RunAnnotation::fromTagEdits(const QStringList &edits)
{
    RunAnnotation annotation;
    for (const QString &edit : edits) {
        const bool remove = edit.startsWith(u'-');
        const QString tag = (remove || edit.startsWith(u'+')) ? edit.mid(1) : edit;
        if (auto ok = checkTag(tag); !ok)
            return fail(ok.error());
        (remove ? annotation.removeTags : annotation.addTags) << tag;
    }
    return annotation;
}

RunAnnotation RunAnnotation::fromEditor(const RunRecord &shown, const QStringList &tags, const QString &notes)
{
    RunAnnotation annotation;
    for (const QString &tag : tags)
        if (!containsTag(shown.tags, tag) && !containsTag(annotation.addTags, tag))
            annotation.addTags << tag;
    for (const QString &tag : shown.tags)
        if (!containsTag(tags, tag))
            annotation.removeTags << tag;
    if (notes != shown.notes)
        annotation.notes = notes;
    return annotation;
}

Result<QStringList> RunAnnotation::parseTagList(const QString &text)
{
    static const QRegularExpression separators(u"[\\s,]+"_s);
    QStringList tags;
    for (const QString &tag : text.split(separators, Qt::SkipEmptyParts)) {
        if (auto ok = checkTag(tag); !ok)
            return fail(ok.error());
        if (!containsTag(tags, tag))
            tags << tag;
    }
    return tags;
}

void RunAnnotation::applyTo(RunRecord &record) const
{
    if (tags) {
        record.tags.clear();
        for (const QString &tag : *tags)
            if (!containsTag(record.tags, tag))
                record.tags << tag;
    }
    for (const QString &tag : addTags)
        if (!containsTag(record.tags, tag))
            record.tags << tag;
    for (const QString &tag : removeTags)
        record.tags.removeIf([&tag](const QString &t) { return t.compare(tag, Qt::CaseInsensitive) == 0; });
    if (notes)
        record.notes = *notes;
}

} // namespace twb
