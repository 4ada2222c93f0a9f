#pragma once

#include <QString>

#include <functional>

namespace twb {

// What the user is shown when a host offers a key that no known_hosts file records.
struct HostKeyQuestion
{
    QString host;
    int port = 22;
    QString keyType;         // e.g. "ssh-ed25519"
    QString fingerprint;     // "SHA256:..." (base64, no padding), as `ssh-keygen -l` prints it
    QString knownHostsPath;  // where the key is saved if accepted
};

enum class HostKeyDecision { Accept, Refuse };

// Decides only about UNKNOWN keys. A key that differs from the recorded one (changed, or a key
// of another type) is always refused and never written, whatever the policy says: there is no
// override in the connection path (docs/remote.md, "Host keys").
struct HostKeyPolicy
{
    enum class UnknownKey {
        Refuse,     // CLI default: the error tells the user to re-run with --accept-new
        AcceptNew,  // CLI --accept-new: save the key, like OpenSSH StrictHostKeyChecking=accept-new
        Ask,        // GUI: `ask` decides
    };

    UnknownKey unknownKey = UnknownKey::Refuse;
    // For Ask. Called on the transport's own (worker) thread and blocks it until it returns;
    // a GUI marshals the question to the GUI thread (BlockingQueuedConnection or a promise).
    std::function<HostKeyDecision(const HostKeyQuestion &question)> ask;

    static HostKeyPolicy refuse() { return {}; }
    static HostKeyPolicy acceptNew() { return {UnknownKey::AcceptNew, {}}; }
    static HostKeyPolicy askWith(std::function<HostKeyDecision(const HostKeyQuestion &)> callback)
    {
        return {UnknownKey::Ask, std::move(callback)};
    }
};

} // namespace twb
