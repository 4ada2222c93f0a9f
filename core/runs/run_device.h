#pragma once

#include <QString>
#include <QStringList>

namespace twb {

// What `train.py --device` runs on, as run.json's `device` records it:
//   tpu      the TPU slice (the default; train.py is given no --device)
//   cpu      the CPU smoke mode: plain PyTorch, no TPU, no torch_xla; any machine, every host
//   xla-cpu  the TPU code path (mesh, sharding, torch_xla.step) under torch_xla's CPU runtime,
//            as many virtual devices as the mesh has, on ONE host; needs torch_xla, no TPU
namespace run_device {

inline const QString kTpu = QStringLiteral("tpu");
inline const QString kCpu = QStringLiteral("cpu");
inline const QString kXlaCpu = QStringLiteral("xla-cpu");

// The values `--device` takes, in the order help texts list them.
inline QStringList names() { return {kTpu, kCpu, kXlaCpu}; }
inline bool isKnown(const QString &device) { return names().contains(device); }
// A launch needs TPU devices on its hosts (the preflight asks, the slice must fit the mesh).
inline bool needsTpu(const QString &device) { return device != kCpu && device != kXlaCpu; }
// The run is on the CPU: no TPU figures (MFU, HBM) and its step time is not a TPU's.
inline bool onCpu(const QString &device) { return device == kCpu || device == kXlaCpu; }
// The run imports torch_xla (the preflight checks that it imports).
inline bool needsTorchXla(const QString &device) { return device != kCpu; }
// Runs on one host only (torch_xla's CPU runtime is one process).
inline bool oneHostOnly(const QString &device) { return device == kXlaCpu; }

} // namespace run_device
} // namespace twb
