#pragma once

#include <QHash>
#include <QSet>
#include <QString>

#include <optional>

// What one translations/tpuwb_<lang>.ts says, read to tell a text the GUI forgot to translate:
// each English source with its translations (German keeps "Checkpoint" and "Loss" as they are;
// "finished" shown in a German panel is left over, since its translation is "beendet").
class TranslationCatalogue final
{
public:
    // Reads `tsFile`; nullopt and `error` when it cannot.
    static std::optional<TranslationCatalogue> load(const QString &tsFile, QString *error);

    // Whether `text` is an English source string that has translations in this language, none
    // of them `text` itself: shown as is, it was not translated.
    bool isUntranslatedSource(const QString &text) const;
    // A word of `text` (three letters or more) that is itself an untranslated source
    // ("finished" in "finished (this-machine)"); empty when there is none.
    QString untranslatedWord(const QString &text) const;
    // "&Open" as a button shows it: "Open" ("&&" stays one "&").
    static QString withoutAccelerator(const QString &text);

private:
    QHash<QString, QSet<QString>> m_translations; // source -> its finished translations
};
