#include "core/kernel/module_init_arguments.h"

#include "core/kernel/python_module_source.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

QString pythonLiteral(const Json &value)
{
    if (value.is_boolean())
        return value.get<bool>() ? u"True"_s : u"False"_s;
    if (value.is_number_integer())
        return QString::number(value.get<qint64>());
    if (value.is_number_float())
        return toQString(pythonFloatRepr(value.get<double>()));
    if (value.is_string())
        return toQString(Json(value).dump());
    if (value.is_null())
        return u"None"_s;
    QStringList items;
    if (value.is_array()) {
        for (const Json &item : value)
            items << pythonLiteral(item);
        return u"["_s + items.join(u", "_s) + u"]"_s;
    }
    if (value.is_object()) {
        for (const auto &[key, item] : value.items())
            items << toQString(Json(key).dump()) + u": "_s + pythonLiteral(item);
        return u"{"_s + items.join(u", "_s) + u"}"_s;
    }
    return {};
}

// `cfg["model"]["d_model"]`, `m["d_model"]` (with `m = cfg["model"]` above it): the node of
// config.json the expression reads; nullptr for anything else.
const Json *resolveChain(const QString &expression, const QMap<QString, QString> &assignments, const Json &config,
                         int depth = 0)
{
    static const QRegularExpression chainRe(uR"(^([A-Za-z_]\w*)((?:\[\s*"[^"]*"\s*\])*)$)"_s);
    static const QRegularExpression keyRe(uR"re(\[\s*"([^"]*)"\s*\])re"_s);
    const auto chain = chainRe.match(expression.trimmed());
    if (!chain.hasMatch() || depth > 8)
        return nullptr;
    const QString root = chain.captured(1);
    const Json *value = nullptr;
    if (root == u"cfg"_s || root == u"config"_s)
        value = &config;
    else if (assignments.contains(root) && assignments.value(root).trimmed() != root)
        value = resolveChain(assignments.value(root), assignments, config, depth + 1);
    auto it = keyRe.globalMatch(chain.captured(2));
    while (value && it.hasNext()) {
        const std::string key = toStd(it.next().captured(1));
        value = value->is_object() && value->contains(key) ? &(*value)[key] : nullptr;
    }
    return value;
}

// A constructor argument as model.py writes it (`m["d_model"]`, `cfg["train"]["seq_len"]`,
// `False`, `attention_fn`), evaluated against config.json: a Python literal, or the name the
// entry point defines (attention_fn); empty when it cannot be.
QString evaluateArgument(const QString &expression, const QMap<QString, QString> &assignments, const Json &config)
{
    static const QRegularExpression literalRe(
        uR"(^(?:-?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|True|False|None|"[^"]*"|'[^']*')$)"_s);
    const QString text = expression.trimmed();
    if (literalRe.match(text).hasMatch())
        return text;
    if (text == u"attention_fn"_s)
        return text;
    const Json *value = resolveChain(text, assignments, config);
    return value ? pythonLiteral(*value) : QString();
}

ModuleInitArguments initArgumentsFor(const PythonModuleSource &source, const QString &name, const Json &config, int depth);

// What the parameters of `className.__init__` are, as it is constructed in model.py
// (`Block(cfg, attention_fn, causal=False)`: causal -> False), defaults included.
QMap<QString, QString> parameterValues(const PythonModuleSource &source, const QString &className, const Json &config,
                                       int depth)
{
    QMap<QString, QString> values;
    const QStringList parameters = source.initParameters(className);
    for (const QString &parameter : parameters) {
        const qsizetype equals = parameter.indexOf(u'=');
        if (equals < 0)
            continue;
        const QString value = evaluateArgument(parameter.mid(equals + 1), {}, config);
        if (!value.isEmpty())
            values.insert(parameter.left(equals), value);
    }
    const ModuleInitArguments arguments = initArgumentsFor(source, className, config, depth);
    if (!arguments.unresolved.isEmpty())
        return values;
    int position = 0;
    for (const QString &argument : arguments.values) {
        static const QRegularExpression keywordRe(uR"(^([A-Za-z_]\w*)=(.+)$)"_s, QRegularExpression::DotMatchesEverythingOption);
        if (const auto keyword = keywordRe.match(argument); keyword.hasMatch() && !argument.startsWith(u'"')) {
            values.insert(keyword.captured(1), keyword.captured(2));
        } else if (position < parameters.size()) {
            values.insert(parameters[position].section(u'=', 0, 0), argument);
            ++position;
        }
    }
    return values;
}

// The arguments `name` is constructed with in model.py, evaluated: from config.json, literals,
// attention_fn, or a parameter of the enclosing class's __init__ (TopKRouter(d_model, ...)
// inside MoEFeedForward.__init__(self, d_model, ...)), followed up to a few levels.
ModuleInitArguments initArgumentsFor(const PythonModuleSource &source, const QString &name, const Json &config, int depth)
{
    static const QRegularExpression keywordRe(uR"(^([A-Za-z_]\w*)\s*=(?!=)\s*(.+)$)"_s,
                                              QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression identifierRe(uR"(^[A-Za-z_]\w*$)"_s);
    ModuleInitArguments out;
    const auto arguments = source.constructorArguments(name);
    if (!arguments) {
        out.unresolved = name;
        return out;
    }
    const QMap<QString, QString> assignments = source.assignmentsAroundConstruction(name);
    std::optional<QMap<QString, QString>> enclosing;
    for (const QString &argument : *arguments) {
        const auto keyword = keywordRe.match(argument);
        const QString expression = (keyword.hasMatch() ? keyword.captured(2) : argument).trimmed();
        QString value = evaluateArgument(expression, assignments, config);
        if (value.isEmpty() && depth < 6 && identifierRe.match(expression).hasMatch()) {
            const QString owner = source.constructingClass(name);
            if (!owner.isEmpty() && owner != name) {
                if (!enclosing)
                    enclosing = parameterValues(source, owner, config, depth + 1);
                value = enclosing->value(expression);
            }
        }
        if (value.isEmpty()) {
            out.unresolved = expression;
            return out;
        }
        out.values << (keyword.hasMatch() ? keyword.captured(1) + u'=' + value : value);
    }
    return out;
}

// The arguments of the module at `modulePath` ("layers.0.cross_attn"), evaluated along the
// path from the model's root class (the one whose forward takes input_ids): each class's
// construction of the next attribute, with the parameters it was itself given. Empty `values`
// and `unresolved` unset when the path cannot be followed (the caller falls back to the first
// construction in the file).
ModuleInitArguments initArgumentsAlongPath(const PythonModuleSource &source, const QString &modulePath, const Json &config)
{
    static const QRegularExpression keywordRe(uR"(^([A-Za-z_]\w*)\s*=(?!=)\s*(.+)$)"_s,
                                              QRegularExpression::DotMatchesEverythingOption);
    ModuleInitArguments out;
    QString current;
    for (const QString &name : source.moduleClasses()) {
        if (source.forwardParameters(name).contains(u"input_ids"_s)) {
            current = name;
            break;
        }
    }
    if (current.isEmpty() || modulePath.isEmpty())
        return out;
    // The root's parameters: cfg is config.json, attention_fn the entry point's.
    QMap<QString, QString> context{{u"attention_fn"_s, u"attention_fn"_s}};
    bool any = false;
    for (const QString &part : modulePath.split(u'.')) {
        bool index = false;
        part.toInt(&index);
        if (index)
            continue;
        const auto construction = source.attributeConstruction(current, part);
        if (!construction)
            return {};
        QStringList values;
        for (const QString &argument : construction->arguments) {
            const auto keyword = keywordRe.match(argument);
            const QString expression = (keyword.hasMatch() ? keyword.captured(2) : argument).trimmed();
            QString value = evaluateArgument(expression, construction->assignments, config);
            if (value.isEmpty())
                value = context.value(expression);
            if (value.isEmpty()) {
                out.unresolved = expression;
                return out;
            }
            values << (keyword.hasMatch() ? keyword.captured(1) + u'=' + value : value);
        }
        // The next class's parameters: defaults, then what this construction passes.
        const QStringList parameters = source.initParameters(construction->className);
        QMap<QString, QString> next;
        for (const QString &parameter : parameters) {
            const qsizetype equals = parameter.indexOf(u'=');
            if (equals < 0)
                continue;
            const QString value = evaluateArgument(parameter.mid(equals + 1), {}, config);
            if (!value.isEmpty())
                next.insert(parameter.left(equals), value);
        }
        int position = 0;
        for (const QString &value : std::as_const(values)) {
            const auto keyword = keywordRe.match(value);
            if (keyword.hasMatch() && !value.startsWith(u'"') && !value.startsWith(u'{')) {
                next.insert(keyword.captured(1), keyword.captured(2));
            } else if (position < parameters.size()) {
                next.insert(parameters[position].section(u'=', 0, 0), value);
                ++position;
            }
        }
        context = next;
        current = construction->className;
        out.values = values;
        any = true;
    }
    if (!any)
        return {};
    return out;
}

} // namespace

ModuleInitArguments ModuleInitArguments::evaluate(const PythonModuleSource &source, const QString &className,
                                                  const QString &modulePath, const Json &config)
{
    ModuleInitArguments init = initArgumentsAlongPath(source, modulePath, config);
    if (init.values.isEmpty() && init.unresolved.isEmpty())
        init = initArgumentsFor(source, className, config, 0);
    return init;
}

bool ModuleInitArguments::needsAttention() const
{
    return values.contains(u"attention_fn"_s) || values.contains(u"attention_fn=attention_fn"_s);
}

} // namespace twb::kernel
