#include "translation_catalogue.h"

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

} // namespace

QString TranslationCatalogue::withoutAccelerator(const QString &text)
{
    QString shown = text;
    shown.replace(u"&&"_s, u"\x01"_s).remove(u'&').replace(u"\x01"_s, u"&"_s);
    return shown;
}

std::optional<TranslationCatalogue> TranslationCatalogue::load(const QString &tsFile, QString *error)
{
    QFile file(tsFile);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = u"cannot read %1: %2"_s.arg(tsFile, file.errorString());
        return std::nullopt;
    }
    TranslationCatalogue catalogue;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"source"_s) {
            source = xml.readElementText();
        } else if (xml.name() == u"translation"_s) {
            const QString type = xml.attributes().value(u"type"_s).toString();
            const bool finished = type.isEmpty();
            // (Plural forms are <numerusform> children: their texts run together.)
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (finished && !translation.trimmed().isEmpty()) {
                catalogue.m_translations[source].insert(translation);
                // As a button or tab shows it: without its accelerator's "&".
                catalogue.m_translations[withoutAccelerator(source)].insert(withoutAccelerator(translation));
            }
        }
    }
    if (xml.hasError()) {
        *error = u"%1:%2: %3"_s.arg(tsFile).arg(xml.lineNumber()).arg(xml.errorString());
        return std::nullopt;
    }
    return catalogue;
}

bool TranslationCatalogue::isUntranslatedSource(const QString &text) const
{
    const auto it = m_translations.constFind(text);
    return it != m_translations.cend() && !it->isEmpty() && !it->contains(text);
}

QString TranslationCatalogue::untranslatedWord(const QString &text) const
{
    // A word on its own, not a part of a name ("machine" in "this-machine", "experiment.json").
    static const QRegularExpression word(u"(?<![\\w./-])[A-Za-z]{3,}(?![\\w./-])"_s);
    for (auto it = word.globalMatch(text); it.hasNext();) {
        const QString found = it.next().captured();
        if (isUntranslatedSource(found))
            return found;
    }
    return {};
}
