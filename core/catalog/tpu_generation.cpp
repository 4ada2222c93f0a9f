#include "core/catalog/tpu_generation.h"

#include <QCoreApplication>

#include <array>

using namespace Qt::StringLiterals;

namespace twb {
namespace {
// This file's strings are translated in the context of twb::TpuGeneration.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::TpuGeneration)
};

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
constexpr double GB = 1e9;
constexpr double TFLOPS = 1e12;

// THE catalog. Source keys: G-v3, G-v4, G-v5e, G-v5p, G-v6e, G-7x: the Cloud TPU
// system-architecture pages (cloud.google.com/tpu/docs/v3 ... /v6e, /tpu7x); G-types:
// cloud.google.com/tpu/docs/types-topologies; G-7x-gke: the GKE TPU Ironwood page; J20: Jouppi
// et al., CACM 63(7), 2020; PJRT: the PyTorch/XLA PJRT runtime page; JAX-mc: jax-ml/jax
// discussion #36155 (v4 megacore = one device); skye: gist skye/f82ba45d (v2/v3: 2 devices per
// chip); MD: maxdiffusion's cluster-toolkit guide (TPU7x: 2 devices per chip); TI: the
// `tpu-info` CLI docs. [U] marks a figure no official page confirms.
//
// HBM units: the Cloud pages write "GB" for v5e, v5p and v6e, but `tpu-info` reports 31.25 GiB
// usable on a "32 GB" v6e chip (TI), which only fits if the pages mean GiB; we store GiB.
// Usable HBM is filled in only where a runtime figure is documented (v6e, TI); elsewhere the
// memory estimator uses the nominal figure and says so.
const std::array<TpuGeneration, 7> &table()
{
    static const std::array<TpuGeneration, 7> generations{{
        // v2: J20 [U] for HBM (16 GiB = 8 GiB per core), bandwidth (600 GB/s) and peak (45
        // TFLOPS); 2 devices per chip (skye); 4 chips per host; 2D torus [U]; pod 256 [U].
        {TpuFamily::V2, u"v2"_s, u"v2"_s, {}, u"TPU v2"_s, u"v2-8"_s,
         /*cores*/ 2, /*devices*/ 2, 16 * GiB, 0, 600 * GB, 45 * TFLOPS,
         /*per host*/ 4, /*per VM*/ 4, /*dims*/ 2, /*pod*/ 256, SliceUnit::TensorCores,
         /*uncertain*/ false, u"J20 [U], skye, G-types"_s},
        // v3: G-v3 (32 GiB, 900 GBps, 123 TFLOPS, 2D torus, pod 1024); 2 devices per chip (skye).
        {TpuFamily::V3, u"v3"_s, u"v3"_s, {}, u"TPU v3"_s, u"v3-32"_s,
         2, 2, 32 * GiB, 0, 900 * GB, 123 * TFLOPS,
         4, 4, 2, 1024, SliceUnit::TensorCores, false, u"G-v3, skye, G-types"_s},
        // v4: G-v4 (2 cores fused as megacore, 32 GiB, 1200 GBps, 275 TFLOPS, 3D, pod 4096);
        // one device per chip (JAX-mc, PJRT).
        {TpuFamily::V4, u"v4"_s, u"v4"_s, {}, u"TPU v4"_s, u"v4-128"_s,
         2, 1, 32 * GiB, 0, 1200 * GB, 275 * TFLOPS,
         4, 4, 3, 4096, SliceUnit::TensorCores, false, u"G-v4, G-types, JAX-mc, PJRT"_s},
        // v5e: G-v5e (1 core, 16 GB, 819 GBps, 197 TFLOPS, 8 chips per host, 2D torus, pod
        // 256); multi-host slices use 4-chip VMs [U] (by analogy with v6e).
        {TpuFamily::V5e, u"v5e"_s, u"v5litepod"_s, {u"v5e"_s}, u"TPU v5e"_s, u"v5litepod-16"_s,
         1, 1, 16 * GiB, 0, 819 * GB, 197 * TFLOPS,
         8, 4, 2, 256, SliceUnit::Chips, false, u"G-v5e"_s},
        // v5p: G-v5p (2 cores megacore, 95 GB, 2765 GBps, 459 TFLOPS, 4 chips per VM, 3D
        // torus, pod 8960); names count TensorCores (G-v5p: 2x2x1 = 8 cores = 4 chips).
        {TpuFamily::V5p, u"v5p"_s, u"v5p"_s, {}, u"TPU v5p"_s, u"v5p-128"_s,
         2, 1, 95 * GiB, 0, 2765 * GB, 459 * TFLOPS,
         4, 4, 3, 8960, SliceUnit::TensorCores, false, u"G-v5p, MT"_s},
        // v6e: G-v6e (1 core, 32 GB, 1638 GBps, 918 TFLOPS, 8 chips per host, 2D torus, pod
        // 256; v6e-16 runs on 4-chip VMs); 31.25 GiB usable per `tpu-info` (TI).
        {TpuFamily::V6e, u"v6e"_s, u"v6e"_s, {}, u"TPU v6e"_s, u"v6e-256"_s,
         1, 1, 32 * GiB, 31.25 * GiB, 1638 * GB, 918 * TFLOPS,
         8, 4, 2, 256, SliceUnit::Chips, false, u"G-v6e, TI"_s},
        // TPU7x (Ironwood): G-7x (2 TensorCores, 192 GiB, 2307 TFLOPS, pod 9216); 2 devices per
        // chip (MD); 4 chips per VM (G-7x-gke); bandwidth ~7.4 TB/s [U] (announcement
        // material); 3D torus [U]; name counting TensorCores like v5p [U].
        {TpuFamily::Tpu7x, u"tpu7x"_s, u"tpu7x"_s, {u"v7x"_s, u"v7"_s}, u"TPU7x"_s, u"tpu7x-8"_s,
         2, 2, 192 * GiB, 0, 7400 * GB, 2307 * TFLOPS,
         4, 4, 3, 9216, SliceUnit::TensorCores, true, u"G-7x, G-7x-gke, MD [U]"_s},
    }};
    return generations;
}

} // namespace

std::span<const TpuGeneration> TpuGeneration::all()
{
    return table();
}

const TpuGeneration &TpuGeneration::of(TpuFamily family)
{
    for (const auto &generation : table())
        if (generation.family == family)
            return generation;
    Q_UNREACHABLE();
}

const TpuGeneration *TpuGeneration::byName(QStringView name)
{
    for (const auto &generation : table()) {
        if (name.compare(generation.key, Qt::CaseInsensitive) == 0
            || name.compare(generation.namePrefix, Qt::CaseInsensitive) == 0)
            return &generation;
        for (const auto &alias : generation.aliases)
            if (name.compare(alias, Qt::CaseInsensitive) == 0)
                return &generation;
    }
    return nullptr;
}

const TpuGeneration *TpuGeneration::fromDeviceKind(QStringView deviceKind)
{
    // Follows MaxKernel's infer_tpu_version order (docs/formats.md 1.4) and adds what JAX prints
    // that it misses: "TPU v5" is v5p's device_kind, "TPU7x" has no "v", "TPU v4 lite" is the
    // inference chip v4i, which is not in the catalog.
    const QString kind = deviceKind.trimmed().toString().toLower();
    auto has = [&kind](QStringView part) { return kind.contains(part); };
    if (kind.isEmpty())
        return nullptr;
    if (has(u"v6 lite") || has(u"v6e") || has(u"v6-lite"))
        return &of(TpuFamily::V6e);
    if (has(u"v5 lite") || has(u"v5e") || has(u"v5litepod") || has(u"v5-lite"))
        return &of(TpuFamily::V5e);
    if (has(u"v5p"))
        return &of(TpuFamily::V5p);
    if (has(u"tpu7") || has(u"7x") || has(u"v7"))
        return &of(TpuFamily::Tpu7x);
    if (has(u"v5"))
        return &of(TpuFamily::V5p);
    if (has(u"v4 lite") || has(u"v4i"))
        return nullptr;
    if (has(u"v4"))
        return &of(TpuFamily::V4);
    if (has(u"v3"))
        return &of(TpuFamily::V3);
    if (has(u"v2"))
        return &of(TpuFamily::V2);
    return nullptr;
}

QString TpuGeneration::knownFamiliesText()
{
    QStringList parts;
    for (const auto &generation : table()) {
        QString names = generation.namePrefix;
        for (const auto &alias : generation.aliases)
            names += u" or "_s + alias;
        QString part = Tr::tr("%1 (e.g. %2)").arg(names, generation.exampleName);
        if (generation.uncertain)
            part += Tr::tr(" [naming uncertain]");
        parts << part;
    }
    return parts.join(u", "_s);
}

} // namespace twb
