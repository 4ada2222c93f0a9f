#pragma once

#include "core/util/error.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

namespace twb::kernel {

// The top-level statements of a Python file (a generated project's model.py), read without
// running it, and what a kernel job needs from them: the nn.Module classes, one class cut out
// with everything it uses (imports, constants, helper functions, decorators, base classes), the
// arguments a module is constructed with elsewhere in the file, and the module class behind an
// attribute path such as `layers.0.attn_norm.weight`.
//
// The reading is textual (comments and strings masked, PythonSourceMask): a statement starts at
// column 0 outside brackets; decorators and leading comments belong to the statement below them;
// `except`/`else`/`elif`/`finally` continue the one above. Enough for the generated model.py and
// for hand-written files of the same style; a name bound only inside a function is not found.
class PythonModuleSource final
{
    Q_DECLARE_TR_FUNCTIONS(twb::kernel::PythonModuleSource)

public:
    struct Statement
    {
        QString text;        // original text, leading comments and decorators included
        QString code;        // the same with comments and strings masked
        QString defined;     // "class" / "def" name, empty otherwise
        bool isClass = false;
        QSet<QString> binds; // top-level names it binds
        QSet<QString> uses;  // identifiers it reads (not after a '.')
    };

    // `path` names the file in errors.
    static PythonModuleSource parse(const QString &text, const QString &path);

    const QString &path() const { return m_path; }
    const QList<Statement> &statements() const { return m_statements; }

    // Classes deriving (directly or through another class of the file) from nn.Module, in
    // file order.
    QStringList moduleClasses() const;
    bool hasClass(const QString &name) const;

    // The class `name` and, in file order, every statement it needs, transitively: a
    // self-contained file. Unknown names are errors that list the module classes.
    Result<QString> extract(const QString &name) const;

    // The argument texts of the first construction `Name(...)` outside the class itself (in
    // file order), split at top-level commas; keyword arguments keep their `key=`. Empty when
    // the file never constructs it.
    std::optional<QStringList> constructorArguments(const QString &name) const;
    // `var = expr` assignments in the statement that first constructs `name`: what the
    // arguments' variables stand for.
    QMap<QString, QString> assignmentsAroundConstruction(const QString &name) const;
    // How class `owner` builds its attribute `attribute` (`self.attn = Attention(...)`, or
    // `self.layers = nn.ModuleList(Block(...) ...)`): the class, its argument texts and the
    // assignments above it in the class. nullopt when `owner` has no such line.
    struct Construction
    {
        QString className;
        QStringList arguments;
        QMap<QString, QString> assignments;
    };
    std::optional<Construction> attributeConstruction(const QString &owner, const QString &attribute) const;
    // The class (or function) whose statement holds that first construction; empty if none.
    QString constructingClass(const QString &name) const;
    // The parameter names of `def forward(self, ...)` of `name` (a class's base class is
    // searched when it has none); a parameter with a default value keeps its `=default`.
    QStringList forwardParameters(const QString &name) const;
    QStringList initParameters(const QString &name) const;

    // The module class behind an attribute path as model.named_parameters()/named_modules()
    // name it ("layers.0.attn_norm.weight" -> RMSNorm, "layers.1.attn.wq.weight" ->
    // Attention, "norm" -> RMSNorm). Empty when no part of the path is a module attribute.
    QString classForAttributePath(const QString &path) const;

private:
    const Statement *classStatement(const QString &name) const;
    QStringList defParameters(const QString &className, const QString &method) const;

    QString m_path;
    QList<Statement> m_statements;
    QMap<QString, QString> m_attributeClass; // "attn_norm" -> "RMSNorm" (self.x = Class(...))
};

} // namespace twb::kernel
