#pragma once

#include <QString>

namespace twb {

// Python source with comments (and optionally string literals) blanked out, character for
// character, so that a pattern search finds only code and every position still maps to the
// same line and column of the original. Handles '', "", triple quotes and string prefixes
// (r, b, f, u and combinations); an f-string's {expressions} are blanked with the literal.
class PythonSourceMask final
{
public:
    // Comments blanked; string literals kept (environment variable names live in strings).
    static QString withoutComments(const QString &source);
    // Comments and string literals blanked (quotes kept, contents replaced by spaces).
    static QString codeOnly(const QString &source);

private:
    static QString mask(const QString &source, bool maskStrings);
};

} // namespace twb
