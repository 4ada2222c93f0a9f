#pragma once

#include <QString>
#include <QStringList>

namespace twb {

// POSIX single-quote quoting for a remote shell: wraps the argument in '...' and turns each
// ' into '\'' so the remote shell passes it through verbatim ($(...), ;, spaces, newlines).
QString shellQuote(QStringView argument);

// Quotes each argument and joins them with spaces: one string for ssh exec.
QString shellJoin(const QStringList &arguments);

// Like shellQuote, but leaves a leading `~/` unquoted so the remote shell expands the home
// folder (remote roots are configured as `~/tpu-workbench`).
QString shellQuotePath(QStringView path);

} // namespace twb
