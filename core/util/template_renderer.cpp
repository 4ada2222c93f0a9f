#include "core/util/template_renderer.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <kainjow/mustache.hpp>

#include <algorithm>
#include <map>
#include <memory>
#include <vector>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::TemplateRenderer.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::TemplateRenderer)
};

namespace mustache = kainjow::mustache;

mustache::data toMustacheData(const Json &value)
{
    switch (value.type()) {
    case Json::value_t::object: {
        mustache::data object{mustache::data::type::object};
        for (auto it = value.begin(); it != value.end(); ++it)
            object.set(it.key(), toMustacheData(it.value()));
        return object;
    }
    case Json::value_t::array: {
        mustache::data list{mustache::data::type::list};
        for (const auto &item : value)
            list.push_back(toMustacheData(item));
        return list;
    }
    case Json::value_t::string: return mustache::data{value.get_ref<const std::string &>()};
    case Json::value_t::boolean: return mustache::data{value.get<bool>()};
    case Json::value_t::number_integer: return mustache::data{std::to_string(value.get<std::int64_t>())};
    case Json::value_t::number_unsigned: return mustache::data{std::to_string(value.get<std::uint64_t>())};
    case Json::value_t::number_float: return mustache::data{pythonFloatRepr(value.get<double>())};
    case Json::value_t::null:
    case Json::value_t::binary:
    case Json::value_t::discarded: break;
    }
    return mustache::data{false};
}

// kainjow reports parse errors as "... at <byte offset>"; splits off the offset.
bool splitTrailingOffset(const std::string &message, std::string *reason, size_t *offset)
{
    const size_t at = message.rfind(" at ");
    if (at == std::string::npos)
        return false;
    const std::string number = message.substr(at + 4);
    if (number.empty() || number.find_first_not_of("0123456789") != std::string::npos)
        return false;
    *reason = message.substr(0, at);
    *offset = size_t(std::stoull(number));
    return true;
}

Error templateError(const QString &templateName, const QString &position, const QString &reason)
{
    const QString where = position.isEmpty() ? templateName : templateName + u':' + position;
    return Error::invalid(Tr::tr("Template %1, %2: %3. Fix the template; "
                                                             "nothing was generated.")
                              .arg(templateName, position.isEmpty()
                                                     ? Tr::tr("unknown line")
                                                     : position,
                                   reason),
                          where);
}

Error parseError(const QString &templateName, const std::string &utf8Text, const std::vector<size_t> &origin,
                 const std::string &message)
{
    std::string reason;
    size_t offset = 0;
    if (!splitTrailingOffset(message, &reason, &offset))
        return templateError(templateName, {}, QString::fromStdString(message));
    if (offset < origin.size())
        offset = origin[offset];
    const QByteArray bytes(utf8Text.data(), qsizetype(utf8Text.size()));
    return templateError(templateName, describePosition(bytes, offset), QString::fromStdString(reason));
}

// Mustache's "standalone" rule: a line holding only a section, inverted-section, end or
// comment tag (and spaces) leaves no trace in the output. kainjow applies it to sections it
// renders but leaves a blank line for a false section, which litters generated code; so the
// rule is applied here, before kainjow parses: such a line loses its indentation and line
// break and its tag moves to the start of the next line. When that next line is blank,
// kainjow would now drop it as "standalone" too, so it gets a kBlankLineGuard character that
// render() removes afterwards. `origin[i]` is the offset in the original text of byte i of
// the result, so error positions still point into the file.
constexpr char kBlankLineGuard = '\x01';

struct Standalone
{
    std::string text;
    std::vector<size_t> origin;
};

Standalone applyStandaloneRule(const std::string &input)
{
    static const QRegularExpression standaloneTag(u"^[ \\t]*(\\{\\{[#^/!][^}]*\\}\\})[ \\t]*\\r?$"_s);
    Standalone out;
    out.text.reserve(input.size());
    out.origin.reserve(input.size() + 1);
    size_t lineStart = 0;
    bool pendingTags = false; // the previous line was a standalone tag
    while (lineStart < input.size()) {
        size_t lineEnd = input.find('\n', lineStart);
        const bool hasBreak = lineEnd != std::string::npos;
        if (!hasBreak)
            lineEnd = input.size();
        const std::string line = input.substr(lineStart, lineEnd - lineStart);
        const auto match = standaloneTag.match(QString::fromStdString(line));
        if (match.hasMatch()) {
            const std::string tag = match.captured(1).toStdString();
            const size_t tagAt = line.find(tag);
            for (size_t i = 0; i < tag.size(); ++i) {
                out.text += tag[i];
                out.origin.push_back(lineStart + tagAt + i);
            }
            pendingTags = true;
        } else {
            if (pendingTags && line.find_first_not_of(" \t\r") == std::string::npos) {
                out.text += kBlankLineGuard;
                out.origin.push_back(lineStart);
            }
            pendingTags = false;
            for (size_t i = lineStart; i < lineEnd + (hasBreak ? 1 : 0); ++i) {
                out.text += input[i];
                out.origin.push_back(i);
            }
        }
        lineStart = lineEnd + 1;
    }
    out.origin.push_back(input.size());
    return out;
}

// One loaded template text (the main one or a partial), for locating tags in error messages.
struct SourceText
{
    QString name;
    QString text;
};

// Line and column of the first tag that uses `name` in any of the sources.
std::pair<QString, QString> locateTag(const std::vector<SourceText> &sources, const QString &name)
{
    const QRegularExpression tag(u"\\{\\{\\{?\\s*[#^&/>]?\\s*"_s + QRegularExpression::escape(name)
                                 + u"\\s*\\}?\\}\\}"_s);
    for (const SourceText &source : sources) {
        const auto match = tag.match(source.text);
        if (match.hasMatch()) {
            const QByteArray bytes = source.text.toUtf8();
            const size_t offset = size_t(source.text.left(match.capturedStart()).toUtf8().size());
            return {source.name, describePosition(bytes, offset)};
        }
    }
    return {sources.front().name, {}};
}

// The lookup context: kainjow's own, plus strictness (missing names are recorded) and
// partials loaded on demand and checked before kainjow renders them.
class StrictContext final : public mustache::basic_context<std::string>
{
public:
    StrictContext(const mustache::data *root, const TemplateRenderer::PartialLoader &loader,
                  std::vector<SourceText> *sources)
        : m_inner(root), m_loader(loader), m_sources(sources)
    {
    }

    void push(const mustache::data *data) override { m_inner.push(data); }
    void pop() override { m_inner.pop(); }

    const mustache::data *get(const std::string &name) const override
    {
        const mustache::data *found = m_inner.get(name);
        if (!found && !m_error)
            m_missing.push_back(name);
        return found;
    }

    const mustache::data *get_partial(const std::string &name) const override
    {
        if (m_error)
            return nullptr;
        if (auto it = m_partials.find(name); it != m_partials.end())
            return it->second.get();
        const QString partialName = QString::fromStdString(name);
        if (!m_loader) {
            const auto [file, position] = locateTag(*m_sources, partialName);
            m_error = templateError(file, position,
                                    QCoreApplication::translate("twb::TemplateRenderer", "partial `%1` used, but this "
                                                                       "renderer has no partials")
                                        .arg(partialName));
            return nullptr;
        }
        auto text = m_loader(partialName);
        if (!text) {
            const auto [file, position] = locateTag(*m_sources, partialName);
            m_error = templateError(file, position,
                                    QCoreApplication::translate("twb::TemplateRenderer", "partial `%1` cannot be loaded (%2)")
                                        .arg(partialName, text.error().message));
            return nullptr;
        }
        const std::string utf8 = text->toStdString();
        const Standalone prepared = applyStandaloneRule(utf8);
        mustache::mustache check{prepared.text};
        if (!check.is_valid()) {
            m_error = parseError(partialName, utf8, prepared.origin, check.error_message());
            return nullptr;
        }
        m_sources->push_back({partialName, *text});
        auto stored = std::make_unique<mustache::data>(prepared.text);
        const mustache::data *pointer = stored.get();
        m_partials.emplace(name, std::move(stored));
        return pointer;
    }

    const std::vector<std::string> &missing() const { return m_missing; }
    const std::optional<Error> &error() const { return m_error; }

private:
    mustache::context<std::string> m_inner;
    const TemplateRenderer::PartialLoader &m_loader;
    std::vector<SourceText> *m_sources;
    mutable std::vector<std::string> m_missing;
    mutable std::map<std::string, std::unique_ptr<mustache::data>> m_partials;
    mutable std::optional<Error> m_error;
};

} // namespace

TemplateRenderer::TemplateRenderer(PartialLoader partialLoader) : m_partialLoader(std::move(partialLoader))
{
}

Result<QString> TemplateRenderer::render(const QString &templateName, const QString &text,
                                         const Json &data) const
{
    const std::string utf8 = text.toStdString();
    const Standalone prepared = applyStandaloneRule(utf8);
    mustache::mustache engine{prepared.text};
    if (!engine.is_valid())
        return fail(parseError(templateName, utf8, prepared.origin, engine.error_message()));
    engine.set_custom_escape([](const std::string &s) { return s; });

    const mustache::data root = toMustacheData(data.is_object() ? data : Json::object());
    std::vector<SourceText> sources{{templateName, text}};
    StrictContext context(&root, m_partialLoader, &sources);
    std::string output = engine.render(context);

    if (context.error())
        return fail(*context.error());
    if (!engine.is_valid())
        return fail(templateError(templateName, {}, QString::fromStdString(engine.error_message())));
    if (!context.missing().empty()) {
        const QString name = QString::fromStdString(context.missing().front());
        const auto [file, position] = locateTag(sources, name);
        return fail(templateError(file, position,
                                  Tr::tr("`%1` is not in the data given "
                                                                     "to the template (a typo, or a "
                                                                     "key the caller must add)")
                                      .arg(name)));
    }
    output.erase(std::remove(output.begin(), output.end(), kBlankLineGuard), output.end());
    return QString::fromStdString(output);
}

} // namespace twb
