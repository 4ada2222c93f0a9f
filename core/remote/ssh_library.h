#pragma once

#include <QString>

namespace twb {

// The libssh version in use ("0.10.6/openssl/zlib"), for About and bug reports.
QString sshLibraryVersion();

} // namespace twb
