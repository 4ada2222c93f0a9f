#pragma once

#include <QString>
#include <QTemporaryDir>

namespace twb::test {

// A small real tmpfs mounted on a temp folder, for disk-full and read-only faults. Mounting
// needs root: start() returns why it could not (the test QSKIPs with that text). The mount is
// undone when the object is destroyed.
class TmpfsMount final
{
public:
    TmpfsMount() = default;
    ~TmpfsMount();
    TmpfsMount(const TmpfsMount &) = delete;
    TmpfsMount &operator=(const TmpfsMount &) = delete;

    // `mount -t tmpfs -o size=<sizeKiB>k`; an empty string on success, else why not.
    QString start(int sizeKiB);
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

    // Writes `<path>/.filler` until the file system says ENOSPC; false if it never did.
    bool fill();
    // Removes the filler.
    void freeSpace();
    // `mount -o remount,ro|rw`; false when mount failed.
    bool remount(bool readOnly);

private:
    QTemporaryDir m_dir;
    bool m_mounted = false;
};

} // namespace twb::test
