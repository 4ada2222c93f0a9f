#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;
class QMenu;
class QWidget;

namespace twb {

// The GUI's language: the system's unless the user chose one (View > Language, saved in the
// user's settings under kSettingKey, applied at the next start). install() loads Qt's own and
// the app's translations (embedded under :/i18n) and makes that locale QLocale's default, so
// numbers, dates and durations follow the language too. The CLI never calls it: scripts parse
// its English.
class UiLanguage final
{
public:
    static constexpr const char *kSettingKey = "ui/language";

    // The translated languages' codes ("de", "zh_CN", "ja"); English is the source language.
    static QStringList available();
    // The language's name in itself ("Deutsch", "简体中文", "日本語"), as the menu lists it.
    static QString nativeName(const QString &code);
    // "" (follow the system) or a code of available() or "en".
    static QString chosen();
    static void setChosen(const QString &code);
    // The locale the GUI runs in: the chosen language, else the system's.
    static QLocale effectiveLocale();
    // Installs the translators for locale on app (replacing ones installed before by this
    // function) and sets QLocale's default. Returns whether the app's own translation loaded
    // (false for English, the source language, which loads only its plural forms).
    static bool install(QCoreApplication &app, const QLocale &locale);
    // The View > Language menu: System, English and each available(); checks the current
    // choice; choosing saves it and tells the user it applies at the next start.
    static QMenu *createMenu(QWidget *parent);
};

} // namespace twb
