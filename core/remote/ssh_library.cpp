#include "core/remote/ssh_library.h"

#include <libssh/libssh.h>

namespace twb {

QString sshLibraryVersion()
{
    return QString::fromLatin1(ssh_version(0));
}

} // namespace twb
