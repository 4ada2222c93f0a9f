#pragma once

#include "core/util/error.h"
#include "core/util/json.h"

#include <QString>

#include <functional>

namespace twb {

// Renders Mustache templates (kainjow's header-only engine) for code generation.
//
// Differences from plain Mustache, chosen because the output is source code:
// - no HTML escaping: `{{x}}` and `{{{x}}}` both insert the text as is;
// - strict lookups: a tag whose name the data does not have (a typo, a forgotten key) is an
//   error naming the template and line, instead of silently rendering nothing. A template that
//   tests an optional key must be given it explicitly (`false` or `null`);
// - numbers render as Python literals would read them: integers as digits, floats as
//   Python's repr (`0.0003`, `1e-05`, `100000.0`), so generated Python keeps the exact value;
// - `null` is false for sections and renders as empty text.
//
// Partials (`{{> name}}`) are resolved through the loader given to the constructor; without
// one, a partial tag is an error.
class TemplateRenderer final
{
public:
    // Returns the text of the partial `name` (usually a path relative to the templates root).
    using PartialLoader = std::function<Result<QString>(const QString &name)>;

    explicit TemplateRenderer(PartialLoader partialLoader = {});

    // Renders `text` with `data` (a JSON object). `templateName` (e.g. "experiment/train.py")
    // names the template in error messages, with the line (and column) of the faulty tag.
    Result<QString> render(const QString &templateName, const QString &text, const Json &data) const;

private:
    PartialLoader m_partialLoader;
};

} // namespace twb
