#include "widgets/main/app_language.h"

#include "core/services/user_settings.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// The translators install() put in, so a second call (a test switching languages) replaces them.
QPointer<QTranslator> &qtTranslator()
{
    static QPointer<QTranslator> translator;
    return translator;
}

QPointer<QTranslator> &appTranslator()
{
    static QPointer<QTranslator> translator;
    return translator;
}

void replace(QCoreApplication &app, QPointer<QTranslator> &slot, QTranslator *next)
{
    if (slot) {
        QCoreApplication::removeTranslator(slot);
        delete slot;
    }
    slot = next;
    if (next) {
        next->setParent(&app);
        QCoreApplication::installTranslator(next);
    }
}

} // namespace

QStringList UiLanguage::available()
{
    return {u"de"_s, u"zh_CN"_s, u"ja"_s};
}

QString UiLanguage::nativeName(const QString &code)
{
    if (code == u"en"_s)
        return u"English"_s;
    if (code == u"de"_s)
        return u"Deutsch"_s;
    if (code == u"zh_CN"_s)
        return u"简体中文"_s;
    if (code == u"ja"_s)
        return u"日本語"_s;
    return QLocale(code).nativeLanguageName();
}

QString UiLanguage::chosen()
{
    const QString code = UserSettings::value(QString::fromLatin1(kSettingKey)).toString();
    return code == u"en"_s || available().contains(code) ? code : QString();
}

void UiLanguage::setChosen(const QString &code)
{
    UserSettings::setValue(QString::fromLatin1(kSettingKey), code);
}

QLocale UiLanguage::effectiveLocale()
{
    const QString code = chosen();
    if (code.isEmpty())
        return QLocale::system();
    // English keeps the system's country for number and date formats only when the system is
    // English too; otherwise plain en_US.
    if (code == u"en"_s)
        return QLocale::system().language() == QLocale::English ? QLocale::system() : QLocale(QLocale::English, QLocale::UnitedStates);
    return QLocale(code);
}

bool UiLanguage::install(QCoreApplication &app, const QLocale &locale)
{
    QLocale::setDefault(locale);
    auto *qt = new QTranslator;
    if (qt->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        replace(app, qtTranslator(), qt);
    } else {
        delete qt;
        replace(app, qtTranslator(), nullptr);
    }
    // qt_add_translations embeds the .qm files under :/i18n (widgets/CMakeLists.txt). English
    // loads tpuwb_en, which holds only the plural forms ("1 run", "2 runs"); so does a language
    // the app has no translation for (French; the C locale of a container or an SSH session),
    // whose user reads the English text, which without them said "1 run(s)".
    auto *own = new QTranslator;
    const bool english = locale.language() == QLocale::English;
    if (!english && own->load(locale, u"tpuwb"_s, u"_"_s, u":/i18n"_s)) {
        replace(app, appTranslator(), own);
        return true;
    }
    if (own->load(u"tpuwb_en"_s, u":/i18n"_s)) {
        replace(app, appTranslator(), own);
        return false;
    }
    delete own;
    replace(app, appTranslator(), nullptr);
    return false;
}

QMenu *UiLanguage::createMenu(QWidget *parent)
{
    auto *menu = new QMenu(QCoreApplication::translate("twb::UiLanguage", "&Language"), parent);
    menu->setObjectName(u"languageMenu"_s);
    auto *group = new QActionGroup(menu);
    const QString current = chosen();
    const auto add = [&](const QString &code, const QString &text) {
        QAction *action = menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(code == current);
        action->setData(code);
        group->addAction(action);
    };
    //: Language menu: use the operating system's language
    add(QString(), QCoreApplication::translate("twb::UiLanguage", "&System Language"));
    menu->addSeparator();
    add(u"en"_s, nativeName(u"en"_s));
    for (const QString &code : available())
        add(code, nativeName(code));
    QObject::connect(group, &QActionGroup::triggered, menu, [parent](QAction *action) {
        const QString code = action->data().toString();
        if (code == chosen())
            return;
        setChosen(code);
        QMessageBox::information(parent, QCoreApplication::translate("twb::UiLanguage", "Language"),
                                 QCoreApplication::translate("twb::UiLanguage",
                                                             "TPU Workbench will use %1 from its next start.")
                                     .arg(code.isEmpty() ? QCoreApplication::translate("twb::UiLanguage", "the system language")
                                                         : nativeName(code)));
    });
    return menu;
}

} // namespace twb
