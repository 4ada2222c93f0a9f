#include "core/util/shell_quote.h"

using namespace Qt::StringLiterals;

namespace twb {

QString shellQuote(QStringView argument)
{
    QString quoted;
    quoted.reserve(argument.size() + 2);
    quoted += u'\'';
    for (const QChar c : argument) {
        if (c == u'\'')
            quoted += u"'\\''"_s;
        else
            quoted += c;
    }
    quoted += u'\'';
    return quoted;
}

QString shellJoin(const QStringList &arguments)
{
    QStringList quoted;
    quoted.reserve(arguments.size());
    for (const QString &argument : arguments)
        quoted << shellQuote(argument);
    return quoted.join(u' ');
}

QString shellQuotePath(QStringView path)
{
    if (path == u"~")
        return u"~"_s;
    if (path.startsWith(u"~/"))
        return u"~/"_s + shellQuote(path.mid(2));
    return shellQuote(path);
}

} // namespace twb
