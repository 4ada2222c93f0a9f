// tpuwb settings get|set|list: the user's own configuration (UserSettings; the GUI's Settings
// dialog writes the same file), never a workspace's. Holds what must not come with a workspace
// from someone else's repository, such as the command an alert runs.
#include "app/cli/cli_context.h"
#include "app/cli/cli_support.h"
#include "app/cli/command_table.h"
#include "core/services/alert_settings.h"
#include "core/services/user_settings.h"

#include <QCoreApplication>

#include <array>

using namespace Qt::StringLiterals;

namespace twb::cli {
namespace {

// Translation context of this file's strings.
struct SettingsCommand
{
    Q_DECLARE_TR_FUNCTIONS(SettingsCommand)
};

enum class Type { Text, Bool, Int };

struct Key
{
    const char *name;      // what the user types
    const char *stored;    // the UserSettings key
    Type type;
    const char *fallback;  // shown when unset
    const char *about;     // translated in context SettingsCommand
};

constexpr std::array kKeys{
    Key{"alerts.command", AlertSettings::kCommandKey, Type::Text, "",
        QT_TRANSLATE_NOOP("SettingsCommand", "shell command run on each alert, with TWB_EVENT, TWB_RUN_ID, TWB_HOST, "
                                             "TWB_MACHINE and TWB_DETAIL in its environment")},
    Key{"alerts.desktop", AlertSettings::kDesktopKey, Type::Bool, "true",
        QT_TRANSLATE_NOOP("SettingsCommand", "show alerts as desktop notifications")},
    Key{"alerts.straggler_seconds", AlertSettings::kStragglerSecondsKey, Type::Int, "60",
        QT_TRANSLATE_NOOP("SettingsCommand", "seconds a host must lag before a straggler alert")},
    Key{"monitor.stacks_on_stall", "monitor/stacks_on_stall", Type::Bool, "true",
        QT_TRANSLATE_NOOP("SettingsCommand", "take the stacks of every host when a run turns stalled")},
    Key{"ssh.user", "ssh/user", Type::Text, "", QT_TRANSLATE_NOOP("SettingsCommand", "default SSH user")},
    Key{"ssh.identity_file", "ssh/identityFile", Type::Text, "",
        QT_TRANSLATE_NOOP("SettingsCommand", "default SSH private key")},
    Key{"ssh.known_hosts", "ssh/knownHosts", Type::Text, "", QT_TRANSLATE_NOOP("SettingsCommand", "known_hosts file")},
    Key{"ssh.config", "ssh/config", Type::Text, "",
        QT_TRANSLATE_NOOP("SettingsCommand", "OpenSSH client config to read (default ~/.ssh/config)")},
    Key{"gcloud.internal_ip", "gcloud/internalIp", Type::Bool, "false",
        QT_TRANSLATE_NOOP("SettingsCommand", "connect to gcloud TPU VMs' internal addresses (inside their VPC)")},
};

const Key *findKey(const QString &name)
{
    for (const Key &k : kKeys)
        if (name == QLatin1StringView(k.name))
            return &k;
    return nullptr;
}

QString keyNames()
{
    QStringList names;
    for (const Key &k : kKeys)
        names << QString::fromLatin1(k.name);
    return names.join(u", "_s);
}

QString shown(const Key &key)
{
    const QVariant value = UserSettings::value(QString::fromLatin1(key.stored));
    if (!value.isValid())
        return QString::fromLatin1(key.fallback);
    if (key.type == Type::Bool)
        return value.toBool() ? u"true"_s : u"false"_s;
    return value.toString();
}

int unknownKey(CliContext &context, const QString &name)
{
    return context.error(SettingsCommand::tr("unknown setting `%1`; the settings are: %2.").arg(name, keyNames()), Usage);
}

int get(CliContext &context, const QStringList &arguments)
{
    if (arguments.size() != 1)
        return context.error(SettingsCommand::tr("usage: tpuwb settings get KEY"), Usage);
    const Key *key = findKey(arguments.first());
    if (!key)
        return unknownKey(context, arguments.first());
    context.out << shown(*key) << Qt::endl;
    return Ok;
}

int set(CliContext &context, const QStringList &arguments)
{
    if (arguments.size() != 2)
        return context.error(SettingsCommand::tr("usage: tpuwb settings set KEY VALUE (quote a VALUE with spaces; "
                                                 "an empty VALUE clears the setting)"),
                             Usage);
    const Key *key = findKey(arguments.first());
    if (!key)
        return unknownKey(context, arguments.first());
    const QString text = arguments.at(1);
    QVariant value = text;
    if (key->type == Type::Bool) {
        const QString t = text.trimmed().toLower();
        if (t == u"true"_s || t == u"on"_s || t == u"yes"_s || t == u"1"_s)
            value = true;
        else if (t == u"false"_s || t == u"off"_s || t == u"no"_s || t == u"0"_s)
            value = false;
        else
            return context.error(SettingsCommand::tr("%1 is true or false, not `%2`.").arg(arguments.first(), text), Usage);
    } else if (key->type == Type::Int) {
        bool ok = false;
        const int number = text.trimmed().toInt(&ok);
        if (!ok || number < 0)
            return context.error(SettingsCommand::tr("%1 is a whole number of 0 or more, not `%2`.").arg(arguments.first(), text),
                                 Usage);
        value = number;
    }
    UserSettings::setValue(QString::fromLatin1(key->stored), value);
    return Ok;
}

int list(CliContext &context)
{
    TextTable table({SettingsCommand::tr("KEY"), SettingsCommand::tr("VALUE"), SettingsCommand::tr("MEANING")});
    for (const Key &k : kKeys)
        table.addRow({QString::fromLatin1(k.name), shown(k), SettingsCommand::tr(k.about)});
    table.print(context.out);
    context.out << SettingsCommand::tr("(in %1)").arg(UserSettings::fileName()) << Qt::endl;
    return Ok;
}

int runSettingsCommand(CliContext &context, const QStringList &arguments)
{
    const QString usage = SettingsCommand::tr("usage: tpuwb settings get KEY | set KEY VALUE | list\n"
                                              "The user's own settings (also the GUI's), not the workspace's.");
    if (arguments.isEmpty() || arguments.first() == u"--help"_s || arguments.first() == u"-h"_s) {
        (arguments.isEmpty() ? context.err : context.out) << usage << Qt::endl;
        return arguments.isEmpty() ? Usage : Ok;
    }
    const QString sub = arguments.first();
    if (sub == u"get"_s)
        return get(context, arguments.mid(1));
    if (sub == u"set"_s)
        return set(context, arguments.mid(1));
    if (sub == u"list"_s && arguments.size() == 1)
        return list(context);
    return context.error(SettingsCommand::tr("unknown subcommand `%1`.\n%2").arg(sub, usage), Usage);
}

} // namespace

TWB_CLI_COMMAND_GROUP("settings", "the user's settings (alert command, SSH defaults)", runSettingsCommand);

} // namespace twb::cli
