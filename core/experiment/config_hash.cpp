#include "core/experiment/config_hash.h"

#include <QCryptographicHash>

namespace twb {

Json hashedConfig(const Json &config)
{
    Json trimmed = config;
    if (!trimmed.is_object())
        return trimmed;
    for (const char *key : {"name", "hypothesis", "tags", "notes"})
        trimmed.erase(key);
    if (const auto train = trimmed.find("train"); train != trimmed.end() && train->is_object())
        train->erase("seed");
    return trimmed;
}

QString configHash(const Json &config)
{
    const std::string text = canonicalJson(hashedConfig(config));
    const QByteArray digest = QCryptographicHash::hash(QByteArrayView(text.data(), qsizetype(text.size())),
                                                       QCryptographicHash::Sha256);
    return QString::fromLatin1(digest.toHex().left(8));
}

} // namespace twb
