#pragma once

#include <QString>

namespace twb {

// Replaces a leading `~` or `~/` with `home` (no trailing slash expected); other paths are
// returned unchanged. Remote paths in the registry and run records use `~/...`.
QString expandHomePrefix(const QString &path, const QString &home);

// The folder part of a '/'-separated path ("a/b/c" -> "a/b", "/c" -> "/", "c" -> "").
QString parentOfPath(const QString &path);

// What every temporary of an atomic SFTP write of `path` starts with: `<folder>/.<name>.tmp.`
// (a random suffix follows). A write cut short (the host went down) leaves one behind; the
// next upload of the same file removes them (RunLauncher::upload).
QString atomicTempPrefix(const QString &path);

} // namespace twb
