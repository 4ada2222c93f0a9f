#pragma once

// Internal to core/remote (includes libssh): the host-key step of SshTransport::connect().

#include "core/remote/ssh_endpoint.h"
#include "core/util/error.h"

#include <libssh/libssh.h>

namespace twb {

// Checks the key the server offered on `session` (connected, not yet authenticated) against
// the endpoint's known_hosts file, as docs/remote.md ("Host keys") says:
//   known -> ok; unknown or no file -> the policy (Refuse / AcceptNew / Ask), accepted keys
//   appended under an flock; changed or another type -> always refused, file untouched.
// `host`/`port` are the resolved ones (after ~/.ssh/config), as libssh records them.
Result<void> checkServerHostKey(ssh_session session, const SshEndpoint &endpoint,
                                const QString &host, int port);

} // namespace twb
