#include "core/kernel/python_module_source.h"

#include "core/experiment/python_source_mask.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace twb::kernel {
namespace {

bool isIdentifierChar(QChar c) { return c.isLetterOrNumber() || c == u'_'; }

int bracketDelta(QStringView code)
{
    int delta = 0;
    for (QChar c : code) {
        if (c == u'(' || c == u'[' || c == u'{')
            ++delta;
        else if (c == u')' || c == u']' || c == u'}')
            --delta;
    }
    return delta;
}

QString firstWord(QStringView line)
{
    qsizetype end = 0;
    while (end < line.size() && isIdentifierChar(line[end]))
        ++end;
    return line.first(end).toString();
}

// Position of the bracket closing the one at `open` in `code`; -1 when unbalanced.
qsizetype matchingBracket(const QString &code, qsizetype open)
{
    int depth = 0;
    for (qsizetype i = open; i < code.size(); ++i) {
        const QChar c = code[i];
        if (c == u'(' || c == u'[' || c == u'{')
            ++depth;
        else if (c == u')' || c == u']' || c == u'}') {
            if (--depth == 0)
                return i;
        }
    }
    return -1;
}

// The pieces of text[from, to) between commas at bracket depth 0 of `code`, trimmed.
QStringList splitTopLevel(const QString &text, const QString &code, qsizetype from, qsizetype to)
{
    QStringList parts;
    int depth = 0;
    qsizetype start = from;
    for (qsizetype i = from; i < to; ++i) {
        const QChar c = code[i];
        if (c == u'(' || c == u'[' || c == u'{')
            ++depth;
        else if (c == u')' || c == u']' || c == u'}')
            --depth;
        else if (c == u',' && depth == 0) {
            parts << text.mid(start, i - start).trimmed();
            start = i + 1;
        }
    }
    parts << text.mid(start, to - start).trimmed();
    parts.removeAll(QString());
    return parts;
}

QSet<QString> importedNames(QStringView line)
{
    QSet<QString> names;
    static const QRegularExpression importRe(uR"(^import\s+(.+)$)"_s);
    static const QRegularExpression fromRe(uR"(^from\s+\S+\s+import\s+(.+)$)"_s,
                                           QRegularExpression::DotMatchesEverythingOption);
    QString list;
    bool dotted = false;
    if (const auto m = importRe.match(line); m.hasMatch()) {
        list = m.captured(1);
        dotted = true;
    } else if (const auto f = fromRe.match(line); f.hasMatch()) {
        list = f.captured(1);
    } else {
        return names;
    }
    list.remove(u'(').remove(u')').remove(u'\\');
    for (QString item : list.split(u',')) {
        item = item.simplified();
        if (item.isEmpty())
            continue;
        const qsizetype as = item.indexOf(u" as "_s);
        if (as >= 0)
            names.insert(item.mid(as + 4).trimmed());
        else
            names.insert(dotted ? item.section(u'.', 0, 0) : item);
    }
    return names;
}

QSet<QString> assignedNames(QStringView line)
{
    static const QRegularExpression assignRe(
        uR"(^([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*(?::[^=]*)?=(?!=))"_s);
    QSet<QString> names;
    if (const auto m = assignRe.match(line); m.hasMatch()) {
        for (const QString &name : m.captured(1).split(u','))
            names.insert(name.trimmed());
    }
    return names;
}

} // namespace

PythonModuleSource PythonModuleSource::parse(const QString &text, const QString &path)
{
    PythonModuleSource source;
    source.m_path = path;
    const QStringList lines = text.split(u'\n');
    const QStringList masked = PythonSourceMask::codeOnly(text).split(u'\n');

    QStringList pending;       // comments and decorators waiting for their statement
    QStringList pendingCode;
    QStringList current;
    QStringList currentCode;
    int depth = 0;

    const auto flush = [&] {
        while (!current.isEmpty() && current.last().trimmed().isEmpty()) {
            current.removeLast();
            currentCode.removeLast();
        }
        if (!current.isEmpty()) {
            Statement statement;
            statement.text = current.join(u'\n');
            statement.code = currentCode.join(u'\n');
            source.m_statements << statement;
        }
        current.clear();
        currentCode.clear();
    };

    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        const QString code = i < masked.size() ? masked[i] : QString();
        const bool columnZero = depth == 0 && !code.isEmpty() && !code[0].isSpace();
        if (columnZero) {
            const QString word = firstWord(code);
            if (word == u"except"_s || word == u"else"_s || word == u"elif"_s || word == u"finally"_s) {
                current << pending << line;
                currentCode << pendingCode << code;
                pending.clear();
                pendingCode.clear();
            } else if (code.startsWith(u'@')) {
                flush();
                pending << line;
                pendingCode << code;
            } else {
                flush();
                current << pending << line;
                currentCode << pendingCode << code;
                pending.clear();
                pendingCode.clear();
            }
        } else if (depth == 0 && line.startsWith(u'#')) {
            pending << line;
            pendingCode << code;
        } else if (depth == 0 && line.trimmed().isEmpty()) {
            // A blank line detaches a free-standing comment; decorators stay pending.
            while (!pending.isEmpty() && pending.last().startsWith(u'#')) {
                pending.removeLast();
                pendingCode.removeLast();
            }
            if (!current.isEmpty()) {
                current << line;
                currentCode << code;
            }
        } else {
            current << line;
            currentCode << code;
        }
        depth = std::max(0, depth + bracketDelta(code));
    }
    flush();

    static const QRegularExpression headRe(uR"(^(?:async\s+)?(class|def)\s+([A-Za-z_]\w*))"_s,
                                           QRegularExpression::MultilineOption);
    static const QRegularExpression identifierRe(uR"((?<![\w.])([A-Za-z_]\w*))"_s);
    for (Statement &statement : source.m_statements) {
        // The head: the first line that is neither a comment nor a decorator.
        const QStringList codeLines = statement.code.split(u'\n');
        const QStringList textLines = statement.text.split(u'\n');
        qsizetype headIndex = 0;
        while (headIndex < textLines.size()
               && (textLines[headIndex].startsWith(u'#') || textLines[headIndex].startsWith(u'@')
                   || textLines[headIndex].trimmed().isEmpty()))
            ++headIndex;
        const QString head = headIndex < codeLines.size() ? codeLines[headIndex] : QString();
        if (const auto m = headRe.match(head); m.hasMatch() && m.capturedStart() == 0) {
            statement.defined = m.captured(2);
            statement.isClass = m.captured(1) == u"class"_s;
            statement.binds.insert(statement.defined);
        } else if (head.startsWith(u"import "_s) || head.startsWith(u"from "_s)) {
            statement.binds = importedNames(codeLines.mid(headIndex).join(u' ').simplified());
        } else {
            // Assignments, and imports or assignments inside a top-level try/if/with block.
            for (const QString &codeLine : codeLines.mid(headIndex)) {
                const QString stripped = codeLine.trimmed();
                statement.binds.unite(importedNames(stripped));
                statement.binds.unite(assignedNames(stripped));
            }
        }
        auto it = identifierRe.globalMatch(statement.code);
        while (it.hasNext())
            statement.uses.insert(it.next().captured(1));
    }

    // self.<attr> = <ModuleClass>(...) or nn.ModuleList(<ModuleClass>(...) ...)
    const QStringList modules = source.moduleClasses();
    static const QRegularExpression attributeRe(
        uR"(self\.([A-Za-z_]\w*)\s*=\s*(?:nn\.ModuleList\(\s*(?:\[\s*)?)?([A-Za-z_]\w*)\s*\()"_s);
    for (const Statement &statement : std::as_const(source.m_statements)) {
        if (!statement.isClass)
            continue;
        auto it = attributeRe.globalMatch(statement.code);
        while (it.hasNext()) {
            const auto m = it.next();
            if (modules.contains(m.captured(2)) && !source.m_attributeClass.contains(m.captured(1)))
                source.m_attributeClass.insert(m.captured(1), m.captured(2));
        }
    }
    return source;
}

QStringList PythonModuleSource::moduleClasses() const
{
    static const QRegularExpression basesRe(uR"(class\s+[A-Za-z_]\w*\s*\(([^)]*)\))"_s);
    QStringList modules;
    bool changed = true;
    while (changed) {
        changed = false;
        for (const Statement &statement : m_statements) {
            if (!statement.isClass || modules.contains(statement.defined))
                continue;
            const auto m = basesRe.match(statement.code);
            if (!m.hasMatch())
                continue;
            bool isModule = false;
            for (const QString &base : m.captured(1).split(u',')) {
                const QString name = base.trimmed();
                if (name == u"nn.Module"_s || name == u"torch.nn.Module"_s || name == u"Module"_s
                    || modules.contains(name))
                    isModule = true;
            }
            if (isModule) {
                modules << statement.defined;
                changed = true;
            }
        }
    }
    // File order.
    QStringList ordered;
    for (const Statement &statement : m_statements) {
        if (modules.contains(statement.defined) && !ordered.contains(statement.defined))
            ordered << statement.defined;
    }
    return ordered;
}

bool PythonModuleSource::hasClass(const QString &name) const
{
    return classStatement(name) != nullptr;
}

const PythonModuleSource::Statement *PythonModuleSource::classStatement(const QString &name) const
{
    for (const Statement &statement : m_statements) {
        if (statement.isClass && statement.defined == name)
            return &statement;
    }
    return nullptr;
}

Result<QString> PythonModuleSource::extract(const QString &name) const
{
    if (!moduleClasses().contains(name)) {
        return fail(Error::notFound(tr("%1 has no PyTorch module `%2`; its modules are: %3.")
                                        .arg(m_path, name, moduleClasses().join(u", "_s)),
                                    m_path));
    }
    QSet<int> needed;
    QList<int> work;
    for (int i = 0; i < m_statements.size(); ++i) {
        const Statement &statement = m_statements[i];
        const bool future = statement.code.startsWith(u"from __future__"_s);
        if (future || (statement.isClass && statement.defined == name)) {
            needed.insert(i);
            work << i;
        }
    }
    while (!work.isEmpty()) {
        const Statement &statement = m_statements[work.takeLast()];
        for (const QString &used : statement.uses) {
            for (int j = 0; j < m_statements.size(); ++j) {
                if (!needed.contains(j) && m_statements[j].binds.contains(used)) {
                    needed.insert(j);
                    work << j;
                }
            }
        }
    }
    // Consecutive one-line statements (imports, constants) stay together; blocks get PEP 8's
    // two blank lines.
    QString out;
    bool previousBlock = false;
    for (int i = 0; i < m_statements.size(); ++i) {
        if (!needed.contains(i))
            continue;
        const Statement &statement = m_statements[i];
        const bool block = !statement.defined.isEmpty() || statement.text.contains(u'\n');
        if (!out.isEmpty())
            out += (block || previousBlock) ? u"\n\n\n"_s : u"\n"_s;
        out += statement.text;
        previousBlock = block;
    }
    return out + u'\n';
}

std::optional<QStringList> PythonModuleSource::constructorArguments(const QString &name) const
{
    const QRegularExpression callRe(uR"((?<![\w.])%1\s*\()"_s.arg(QRegularExpression::escape(name)));
    for (const Statement &statement : m_statements) {
        if (statement.defined == name)
            continue;
        auto it = callRe.globalMatch(statement.code);
        while (it.hasNext()) {
            const auto m = it.next();
            const QString before = statement.code.left(m.capturedStart()).trimmed();
            if (before.endsWith(u"class"_s) || before.endsWith(u"def"_s))
                continue;
            const qsizetype open = m.capturedEnd() - 1;
            const qsizetype close = matchingBracket(statement.code, open);
            if (close < 0)
                continue;
            return splitTopLevel(statement.text, statement.code, open + 1, close);
        }
    }
    return std::nullopt;
}

QMap<QString, QString> PythonModuleSource::assignmentsAroundConstruction(const QString &name) const
{
    const QRegularExpression callRe(uR"((?<![\w.])%1\s*\()"_s.arg(QRegularExpression::escape(name)));
    static const QRegularExpression assignRe(uR"(^[ \t]*([A-Za-z_]\w*)[ \t]*=(?!=)[ \t]*(.+)$)"_s,
                                             QRegularExpression::MultilineOption);
    QMap<QString, QString> assignments;
    for (const Statement &statement : m_statements) {
        if (statement.defined == name)
            continue;
        const auto call = callRe.match(statement.code);
        if (!call.hasMatch())
            continue;
        auto it = assignRe.globalMatch(statement.code);
        while (it.hasNext()) {
            const auto m = it.next();
            if (m.capturedStart() > call.capturedStart())
                break;
            assignments.insert(m.captured(1),
                               statement.text.mid(m.capturedStart(2), m.capturedLength(2)).trimmed());
        }
        return assignments;
    }
    return assignments;
}

std::optional<PythonModuleSource::Construction> PythonModuleSource::attributeConstruction(const QString &owner,
                                                                                         const QString &attribute) const
{
    const Statement *statement = classStatement(owner);
    if (!statement)
        return std::nullopt;
    const QRegularExpression attributeRe(
        uR"(self\.%1\s*=\s*(?:nn\.ModuleList\(\s*(?:\[\s*)?)?([A-Za-z_]\w*)\s*\()"_s.arg(
            QRegularExpression::escape(attribute)));
    const auto m = attributeRe.match(statement->code);
    if (!m.hasMatch())
        return std::nullopt;
    const qsizetype open = m.capturedEnd() - 1;
    const qsizetype close = matchingBracket(statement->code, open);
    if (close < 0)
        return std::nullopt;
    Construction construction;
    construction.className = m.captured(1);
    construction.arguments = splitTopLevel(statement->text, statement->code, open + 1, close);
    static const QRegularExpression assignRe(uR"(^[ \t]*([A-Za-z_]\w*)[ \t]*=(?!=)[ \t]*(.+)$)"_s,
                                             QRegularExpression::MultilineOption);
    auto it = assignRe.globalMatch(statement->code);
    while (it.hasNext()) {
        const auto assignment = it.next();
        if (assignment.capturedStart() > m.capturedStart())
            break;
        construction.assignments.insert(assignment.captured(1),
                                        statement->text.mid(assignment.capturedStart(2), assignment.capturedLength(2)).trimmed());
    }
    return construction;
}

QString PythonModuleSource::constructingClass(const QString &name) const
{
    const QRegularExpression callRe(uR"((?<![\w.])%1\s*\()"_s.arg(QRegularExpression::escape(name)));
    for (const Statement &statement : m_statements) {
        if (statement.defined != name && callRe.match(statement.code).hasMatch())
            return statement.defined;
    }
    return {};
}

QStringList PythonModuleSource::defParameters(const QString &className, const QString &method) const
{
    const Statement *statement = classStatement(className);
    if (!statement)
        return {};
    const QRegularExpression defRe(uR"(\bdef\s+%1\s*\()"_s.arg(method));
    const auto m = defRe.match(statement->code);
    if (!m.hasMatch()) {
        static const QRegularExpression baseRe(uR"(class\s+\w+\s*\(\s*([A-Za-z_]\w*)\s*[,)])"_s);
        const auto base = baseRe.match(statement->code);
        if (base.hasMatch() && base.captured(1) != className)
            return defParameters(base.captured(1), method);
        return {};
    }
    const qsizetype open = m.capturedEnd() - 1;
    const qsizetype close = matchingBracket(statement->code, open);
    if (close < 0)
        return {};
    QStringList parameters;
    for (const QString &part : splitTopLevel(statement->text, statement->code, open + 1, close)) {
        const qsizetype equals = part.indexOf(u'=');
        QString parameterName = (equals >= 0 ? part.left(equals) : part).section(u':', 0, 0).trimmed();
        if (parameterName == u"self"_s)
            continue;
        parameters << (equals >= 0 ? parameterName + u'=' + part.mid(equals + 1).trimmed() : parameterName);
    }
    return parameters;
}

QStringList PythonModuleSource::forwardParameters(const QString &name) const
{
    return defParameters(name, u"forward"_s);
}

QStringList PythonModuleSource::initParameters(const QString &name) const
{
    return defParameters(name, u"__init__"_s);
}

QString PythonModuleSource::classForAttributePath(const QString &path) const
{
    QStringList parts = path.split(u'.', Qt::SkipEmptyParts);
    for (auto it = parts.crbegin(); it != parts.crend(); ++it) {
        if (const auto found = m_attributeClass.constFind(*it); found != m_attributeClass.constEnd())
            return found.value();
    }
    return {};
}

} // namespace twb::kernel
