#pragma once

#include "core/util/error.h"

#include <QByteArray>
#include <QString>

namespace twb {

// Replaces `path` with `data` so that a reader sees either the old or the new content, never
// a mix, and the new content survives a crash once this returns: temp file in the same folder,
// fsync, rename over the target, fsync the folder (docs/formats.md, "Atomic write").
// The temp file is named `.<name>.tmp.<pid>_<6 hex>` like MaxKernel's writer, and an existing
// target's permission bits are kept.
Result<void> writeFileAtomically(const QString &path, const QByteArray &data);

// Reads a whole file; the error names the path and the reason. With `maxBytes` >= 0, a larger
// file is refused before it is read (the error says the limit and `tooLargeAdvice`, what to do
// instead, or to check that it is the right file).
Result<QByteArray> readWholeFile(const QString &path, qint64 maxBytes = -1, const QString &tooLargeAdvice = {});

} // namespace twb
