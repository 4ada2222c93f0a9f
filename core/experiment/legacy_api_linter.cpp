#include "core/experiment/legacy_api_linter.h"

#include "core/experiment/python_source_mask.h"
#include "core/util/atomic_file.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// This file's strings are translated in the context of twb::LegacyApiLinter.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::LegacyApiLinter)
};

using Severity = LintFinding::Severity;

// Where a rule looks and when it applies.
enum class Scope { Code, CodeAndStrings };
enum Condition { Always = 0, UsesTorchXla = 1, UsesSpmd = 2, NotDefinedHere = 4 };

struct Rule
{
    const char *id;
    Severity severity;
    Scope scope;
    int conditions;
    QString pattern;      // {xm}, {xmp}, {pl}, {xr} stand for the module's aliases
    QString replacement;  // shown to the user
    QString message;
    // The rewrite of a match (empty: not fixable). "$args" is the call's argument text.
    QString fix;
};

struct Aliases
{
    QStringList xm{u"xm"_s}, xmp{u"xmp"_s}, pl{u"pl"_s}, xr{u"xr"_s};
};

// Aliases bound by `import torch_xla.core.xla_model as X` or `from torch_xla.core import
// xla_model as X`, plus the conventional short names and the full dotted path.
Aliases readAliases(const QString &code)
{
    struct Module
    {
        QString name;                // "xla_model"
        QString dotted;              // "torch_xla.core.xla_model", escaped for a pattern
        QRegularExpression direct;   // import torch_xla.core.xla_model as X
        QRegularExpression from;     // from torch_xla.core import xla_model [as X]
    };
    static const QList<Module> modules = [] {
        QList<Module> list;
        for (const char *m : {"torch_xla.core.xla_model", "torch_xla.distributed.xla_multiprocessing",
                              "torch_xla.distributed.parallel_loader", "torch_xla.runtime"}) {
            const QString module = QString::fromLatin1(m);
            const qsizetype dot = module.lastIndexOf(u'.');
            list.append({module.mid(dot + 1), QRegularExpression::escape(module),
                         QRegularExpression(u"\\bimport\\s+"_s + QRegularExpression::escape(module)
                                            + u"\\s+as\\s+(\\w+)"_s),
                         QRegularExpression(u"\\bfrom\\s+"_s + QRegularExpression::escape(module.left(dot))
                                            + u"\\s+import\\s+"_s + module.mid(dot + 1) + u"(?:\\s+as\\s+(\\w+))?"_s)});
        }
        return list;
    }();
    Aliases aliases;
    QStringList *targets[] = {&aliases.xm, &aliases.xmp, &aliases.pl, &aliases.xr};
    for (qsizetype i = 0; i < modules.size(); ++i) {
        QStringList &names = *targets[i];
        for (const QRegularExpression *re : {&modules[i].direct, &modules[i].from}) {
            auto it = re->globalMatch(code);
            while (it.hasNext()) {
                const auto match = it.next();
                const QString name = match.captured(1).isEmpty() ? modules[i].name : match.captured(1);
                if (!names.contains(name))
                    names.append(name);
            }
        }
        names.append(modules[i].dotted);
    }
    return aliases;
}

QString alternation(const QStringList &names)
{
    QStringList escaped;
    for (const QString &name : names)
        escaped << (name.contains(u'\\') ? name : QRegularExpression::escape(name));
    return u"(?:"_s + escaped.join(u'|') + u')';
}

const QList<Rule> &rules()
{
    static const QList<Rule> table = {
        {"to-xla-device", Severity::Warning, Scope::Code, Always,
         u"\\.to\\(\\s*{xm}\\.xla_device\\(\\s*\\)\\s*\\)"_s, u".to('xla')"_s,
         Tr::tr("legacy device lookup inside .to(); move tensors with .to('xla')"), u".to('xla')"_s},
        {"xm-xla-device", Severity::Warning, Scope::Code, Always,
         u"\\b{xm}\\.xla_device\\s*\\((?<args>\\s*\\w*\\s*)\\)"_s, u"torch_xla.device()"_s,
         Tr::tr("xm.xla_device() is the legacy device lookup"), u"torch_xla.device($args)"_s},
        {"xm-mark-step", Severity::Warning, Scope::Code, Always, u"\\b{xm}\\.mark_step\\s*\\(\\s*\\)"_s,
         u"`with torch_xla.step():` around the step body, or torch_xla.sync()"_s,
         Tr::tr("xm.mark_step() is the legacy step boundary; pick one modern style and never mix both in one loop"),
         {}},
        {"xmp-spawn", Severity::Warning, Scope::Code, Always, u"\\b{xmp}\\.spawn\\s*\\("_s,
         u"torch_xla.launch(fn, args=(...))"_s,
         Tr::tr("xmp.spawn is legacy; torch_xla.launch lets PJRT choose the process count (device access "
            "only inside fn)"),
         {}},
        {"mp-spawn", Severity::Warning, Scope::Code, UsesTorchXla,
         u"\\b(?:mp|torch\\.multiprocessing)\\.spawn\\s*\\("_s, u"torch_xla.launch(fn)"_s,
         Tr::tr("multiprocessing spawn with torch_xla; torch_xla.launch sets up the PJRT processes"), {}},
        {"xla-multiprocessing", Severity::Warning, Scope::Code, Always,
         u"\\btorch_xla\\.distributed\\.xla_multiprocessing\\b|\\bfrom\\s+torch_xla\\.distributed\\s+import\\s+xla_multiprocessing\\b"_s,
         u"torch_xla.launch"_s, Tr::tr("the xla_multiprocessing module is the legacy launcher"), {}},
        {"mp-serial-executor", Severity::Warning, Scope::Code, Always, u"\\bMpSerialExecutor\\b"_s,
         u"build the model inside the function given to torch_xla.launch"_s,
         Tr::tr("MpSerialExecutor serialised model creation for XRT multiprocessing; PJRT does not need it"), {}},
        {"parallel-loader", Severity::Warning, Scope::Code, Always, u"\\b{pl}\\.ParallelLoader\\s*\\("_s,
         u"pl.MpDeviceLoader(loader, device)"_s, Tr::tr("ParallelLoader(...).per_device_loader is the legacy form"),
         {}},
        {"xrt-world-size", Severity::Warning, Scope::Code, Always, u"\\b{xm}\\.xrt_world_size\\s*\\(\\s*\\)"_s,
         u"xr.world_size()"_s, Tr::tr("deprecated in r2.6 and removed in r2.7"), u"xr.world_size()"_s},
        {"get-ordinal", Severity::Warning, Scope::Code, Always, u"\\b{xm}\\.get_ordinal\\s*\\(\\s*\\)"_s,
         u"xr.global_ordinal()"_s, Tr::tr("deprecated in r2.6 and removed in r2.7"), u"xr.global_ordinal()"_s},
        {"get-local-ordinal", Severity::Warning, Scope::Code, Always,
         u"\\b{xm}\\.get_local_ordinal\\s*\\(\\s*\\)"_s, u"xr.local_ordinal()"_s,
         Tr::tr("legacy ordinal lookup"), u"xr.local_ordinal()"_s},
        {"xla-devices", Severity::Warning, Scope::Code, Always,
         u"\\b{xm}\\.(?:get_xla_supported_devices|xla_devices)\\s*\\(\\s*\\)"_s, u"torch_xla.devices()"_s,
         Tr::tr("legacy device listing"), u"torch_xla.devices()"_s},
        {"xrt-environment", Severity::Warning, Scope::CodeAndStrings, Always, u"\\bXRT_[A-Z_]+\\b"_s,
         u"PJRT_DEVICE=TPU"_s, Tr::tr("XRT is gone: PJRT is the runtime (the only one on v5e and later)"), {}},
        {"xr-save", Severity::Error, Scope::Code, Always, u"\\b{xr}\\.save\\s*\\("_s,
         u"xm.save(..., global_master=True) or torch.distributed.checkpoint"_s,
         Tr::tr("torch_xla.runtime has no save(): this call fails"), {}},
        {"tpu-device", Severity::Error, Scope::Code, NotDefinedHere, u"(?<![\\w.])tpu_device\\s*\\(\\s*\\)"_s,
         u"torch_xla.device()"_s, Tr::tr("tpu_device() does not exist in torch_xla"), u"torch_xla.device()"_s},
        {"tpu-step", Severity::Error, Scope::Code, NotDefinedHere, u"(?<![\\w.])tpu_step\\s*\\(\\s*\\)"_s,
         u"torch_xla.step()"_s, Tr::tr("tpu_step() does not exist in torch_xla"), u"torch_xla.step()"_s},
        {"xla-use-bf16", Severity::Warning, Scope::CodeAndStrings, Always, u"\\bXLA_USE_BF16\\b"_s,
         u"bfloat16 dtypes or torch.autocast('xla', dtype=torch.bfloat16)"_s,
         Tr::tr("XLA_USE_BF16 is deprecated, and Pallas kernels refuse to run under it"), {}},
        {"optimizer-step-spmd", Severity::Error, Scope::Code, UsesSpmd,
         u"\\b{xm}\\.optimizer_step\\s*\\((?<args>\\s*\\w+\\s*)\\)|\\b{xm}\\.optimizer_step\\s*\\("_s,
         u"optimizer.step() inside torch_xla.step()"_s,
         Tr::tr("under SPMD one process drives every device and the gradients are already global; "
            "xm.optimizer_step all-reduces them again for a multi-process world"),
         u"$args.step()"_s},
        {"is-master-ordinal", Severity::Info, Scope::Code, Always, u"\\b{xm}\\.is_master_ordinal\\s*\\(\\s*\\)"_s,
         u"xr.global_ordinal() == 0 (once per job)"_s,
         Tr::tr("is_master_ordinal() is true on the first process of every host, not once per job"), {}},
    };
    return table;
}

QRegularExpression compile(const Rule &rule, const Aliases &aliases)
{
    QString pattern = rule.pattern;
    pattern.replace(u"{xm}"_s, alternation(aliases.xm));
    pattern.replace(u"{xmp}"_s, alternation(aliases.xmp));
    pattern.replace(u"{pl}"_s, alternation(aliases.pl));
    pattern.replace(u"{xr}"_s, alternation(aliases.xr));
    // Compiling is the expensive part and the aliases rarely differ between files: keep the
    // compiled patterns per thread (lint may run on worker threads).
    thread_local QHash<QString, QRegularExpression> cache;
    auto it = cache.find(pattern);
    if (it == cache.end()) {
        if (cache.size() > 512)
            cache.clear();
        it = cache.insert(pattern, QRegularExpression(pattern));
    }
    return *it;
}

struct Match
{
    LintFinding finding;
    qsizetype start = 0;
    qsizetype length = 0;
    QString rewrite;
};

QList<Match> findAll(const QString &source)
{
    const QString withStrings = PythonSourceMask::withoutComments(source);
    const QString code = PythonSourceMask::codeOnly(source);
    const Aliases aliases = readAliases(code);
    static const QRegularExpression torchXlaImport(u"\\b(?:import|from)\\s+torch_xla\\b"_s);
    static const QRegularExpression spmdUse(
        u"\\buse_spmd\\s*\\(|\\bmark_sharding\\s*\\(|SpmdFullyShardedDataParallel|torch_xla\\.distributed\\.spmd\\b"_s);
    static const QRegularExpression pallasUse(
        u"\\bcustom_kernel\\b|\\bsplash_attention\\b|\\bflash_attention\\b|\\bpallas\\b"_s);
    const bool usesTorchXla = code.contains(torchXlaImport);
    const bool usesSpmd = code.contains(spmdUse);
    const bool usesPallas = code.contains(pallasUse);

    // Line starts, for 1-based line and column of an offset.
    QList<qsizetype> lineStarts{0};
    for (qsizetype i = 0; i < source.size(); ++i)
        if (source[i] == u'\n')
            lineStarts.append(i + 1);

    QList<Match> matches;
    for (const Rule &rule : rules()) {
        if ((rule.conditions & UsesTorchXla) && !usesTorchXla)
            continue;
        if ((rule.conditions & UsesSpmd) && !usesSpmd)
            continue;
        const QString &text = rule.scope == Scope::Code ? code : withStrings;
        auto it = compile(rule, aliases).globalMatch(text);
        while (it.hasNext()) {
            const auto m = it.next();
            const qsizetype start = m.capturedStart();
            const qsizetype length = m.capturedLength();
            // One finding per place: an earlier (more specific) rule wins an overlap.
            const bool overlaps = std::any_of(matches.cbegin(), matches.cend(), [&](const Match &other) {
                return start < other.start + other.length && other.start < start + length;
            });
            if (overlaps)
                continue;
            if (rule.conditions & NotDefinedHere) {
                const QString name = m.captured(0).section(u'(', 0, 0).trimmed();
                if (code.contains(QRegularExpression(u"\\bdef\\s+"_s + QRegularExpression::escape(name) + u"\\b"_s)))
                    continue;
            }
            Match match;
            match.start = start;
            match.length = length;
            const qsizetype line = std::upper_bound(lineStarts.cbegin(), lineStarts.cend(), start) - lineStarts.cbegin();
            LintFinding &f = match.finding;
            f.line = int(line);
            f.column = int(start - lineStarts[line - 1] + 1);
            f.rule = QString::fromLatin1(rule.id);
            f.found = source.mid(start, length);
            f.replacement = rule.replacement;
            f.message = rule.message;
            f.severity = rule.severity;
            if (f.rule == u"xla-use-bf16"_s && usesPallas) {
                f.severity = Severity::Error;
                f.message = Tr::tr("XLA_USE_BF16 with a Pallas kernel in the same file: the kernel raises "
                               "\"Pallas kernel does not support XLA_USE_BF16\"");
            }
            const QString args = m.captured(u"args"_s).trimmed();
            const bool hasArgsGroup = m.capturedStart(u"args"_s) >= 0;
            // A fix that starts with the argument (opt.step()) needs one plain name there.
            const bool argumentsFit = !rule.fix.contains(u"$args"_s)
                                      || (hasArgsGroup && !(rule.fix.startsWith(u"$args"_s) && args.isEmpty()));
            if (!rule.fix.isEmpty() && argumentsFit) {
                match.rewrite = QString(rule.fix).replace(u"$args"_s, args);
                f.fixable = true;
            }
            if (f.rule == u"optimizer-step-spmd"_s && f.fixable)
                f.replacement = args + u".step() inside torch_xla.step()"_s;
            matches.append(match);
        }
    }
    std::sort(matches.begin(), matches.end(), [](const Match &a, const Match &b) { return a.start < b.start; });
    return matches;
}

// Inserts `statement` as its own line after the last top-level import (after the end of a
// parenthesised one), or at the top after a shebang and encoding line.
QString insertImport(const QString &source, const QString &statement)
{
    QStringList lines = source.split(u'\n');
    qsizetype after = -1;
    static const QRegularExpression importLine(u"^(?:import|from)\\s+\\w"_s);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!importLine.match(lines[i]).hasMatch())
            continue;
        qsizetype end = i;
        if (lines[i].contains(u'(') && !lines[i].contains(u')'))
            while (end + 1 < lines.size() && !lines[end].contains(u')'))
                ++end;
        after = end;
        i = end;
    }
    if (after < 0) {
        after = -1;
        while (after + 1 < lines.size() && (lines[after + 1].startsWith(u"#!"_s) || lines[after + 1].startsWith(u"# -*-"_s)))
            ++after;
    }
    lines.insert(after + 1, statement);
    return lines.join(u'\n');
}

} // namespace

LintFindings LegacyApiLinter::lint(const QString &source)
{
    LintFindings findings;
    for (const Match &match : findAll(source))
        findings.append(match.finding);
    return findings;
}

LegacyApiLinter::FixResult LegacyApiLinter::fix(const QString &source)
{
    FixResult result;
    result.source = source;
    const QList<Match> matches = findAll(source);
    for (auto it = matches.crbegin(); it != matches.crend(); ++it) {
        if (!it->finding.fixable)
            continue;
        result.source.replace(it->start, it->length, it->rewrite);
        ++result.fixed;
    }
    if (result.fixed > 0) {
        const QString code = PythonSourceMask::codeOnly(result.source);
        static const QRegularExpression usesTorchXla(u"(?<![\\w.])torch_xla\\.(?:device|devices|step|sync)\\s*\\("_s);
        static const QRegularExpression importsTorchXla(u"^\\s*import\\s+torch_xla\\s*(?:$|,|#)"_s,
                                                        QRegularExpression::MultilineOption);
        static const QRegularExpression usesXr(u"(?<![\\w.])xr\\."_s);
        static const QRegularExpression bindsXr(u"\\bimport\\s+torch_xla\\.runtime\\s+as\\s+xr\\b|"
                                                "\\bfrom\\s+torch_xla\\s+import\\s+runtime\\s+as\\s+xr\\b"_s);
        if (code.contains(usesTorchXla) && !code.contains(importsTorchXla))
            result.source = insertImport(result.source, u"import torch_xla"_s);
        if (code.contains(usesXr) && !code.contains(bindsXr))
            result.source = insertImport(result.source, u"import torch_xla.runtime as xr"_s);
    }
    result.remaining = lint(result.source);
    return result;
}

Result<LintFindings> LegacyApiLinter::lintFile(const QString &path)
{
    auto bytes = readWholeFile(path);
    if (!bytes)
        return fail(bytes.error());
    return lint(QString::fromUtf8(*bytes));
}

} // namespace twb
