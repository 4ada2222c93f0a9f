// The CLI's mini-syntaxes: `--axes NAME=SIZE[:dcn],...` (first line of the input) and
// `--set key=value` (each further line), applied to an experiment as `tpuwb run launch` does.
#include "fuzz/fuzz_support.h"

#include "core/experiment/experiment.h"
#include "core/mesh/mesh_spec.h"
#include "core/mesh/mesh_validator.h"
#include "core/runs/launch_settings.h"

using namespace Qt::StringLiterals;

TWB_FUZZ_INITIALIZE

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(twb::fuzz::bytes(data, size));
    QStringList lines = text.split(u'\n');
    const QString axesText = lines.takeFirst();
    auto axes = twb::MeshSpec::parseAxes(axesText);
    if (!axes) {
        twb::fuzz::expectNamed(axes.error().message, u"--axes"_s);
    } else {
        static const twb::AcceleratorType accelerator = *twb::AcceleratorType::parse(u"v5litepod-16"_s);
        const twb::MeshSpec mesh(accelerator, 1, *axes);
        (void)mesh.iciProduct();
        (void)mesh.dcnProduct();
        (void)mesh.axesText();
        (void)twb::MeshValidator::validate(mesh);
    }
    auto settings = twb::LaunchSettings::parse(lines);
    if (!settings) {
        twb::fuzz::expectNamed(settings.error().message, u"--set"_s);
        return 0;
    }
    twb::Experiment experiment;
    for (const auto &[key, value] : *settings)
        if (auto set = experiment.set(key, value); !set)
            twb::fuzz::expectNamed(set.error().message, key.left(20));
    (void)experiment.configHash();
    return 0;
}
