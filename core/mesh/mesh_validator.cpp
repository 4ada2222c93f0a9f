#include "core/mesh/mesh_validator.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace twb {

namespace {

// This file's strings are translated in the context of twb::MeshValidator.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(twb::MeshValidator)
};

QString productText(const MeshSpec &mesh, AxisKind kind)
{
    QStringList parts;
    for (const auto &axis : mesh.axes())
        if (axis.kind == kind)
            parts << axis.name + u'=' + QString::number(axis.size);
    return parts.isEmpty() ? Tr::tr("no axes") : parts.join(u" x "_s);
}

QString divisorsText(qint64 n)
{
    QStringList divisors;
    for (qint64 d = 1; d <= n && divisors.size() < 12; ++d)
        if (n % d == 0)
            divisors << QString::number(d);
    return divisors.join(u", "_s);
}

void checkIciProduct(const MeshSpec &mesh, MeshIssues &issues)
{
    const int devices = mesh.devicesPerSlice();
    const int product = mesh.iciProduct();
    if (product == devices)
        return;
    QString hint;
    // Suggest resizing the innermost ICI axis when the others leave a whole quotient.
    for (qsizetype i = mesh.axes().size() - 1; i >= 0; --i) {
        const MeshAxis &axis = mesh.axes()[i];
        if (axis.kind != AxisKind::Ici)
            continue;
        const int others = axis.size > 0 ? product / axis.size : 0;
        if (others > 0 && devices % others == 0)
            hint = Tr::tr(" (for example %1=%2)").arg(axis.name).arg(devices / others);
        break;
    }
    if (mesh.iciProduct() == 1 && !mesh.axes().isEmpty() && hint.isEmpty())
        hint = Tr::tr(" (for example add data=%1)").arg(devices);
    issues << MeshIssue::error(u"axes"_s,
                               Tr::tr("The ICI axes multiply to %1 (%2), but one %3 slice has %4 devices; "
                                  "change the sizes so that they multiply to %4%5.")
                                   .arg(product)
                                   .arg(productText(mesh, AxisKind::Ici), mesh.accelerator().name())
                                   .arg(devices)
                                   .arg(hint));
}

void checkDcnProduct(const MeshSpec &mesh, MeshIssues &issues)
{
    if (mesh.slices() < 1) {
        issues << MeshIssue::error(u"slices"_s, Tr::tr("The slice count is %1; it must be at least 1.").arg(mesh.slices()));
        return;
    }
    const int product = mesh.dcnProduct();
    if (product == mesh.slices())
        return;
    bool hasDcn = false;
    for (const auto &axis : mesh.axes())
        hasDcn = hasDcn || axis.kind == AxisKind::Dcn;
    if (!hasDcn)
        issues << MeshIssue::error(u"slices"_s,
                                   Tr::tr("The mesh spans %1 slices but has no DCN axis; add one such as "
                                      "dcn_data=%1 of kind dcn.")
                                       .arg(mesh.slices()));
    else
        issues << MeshIssue::error(u"axes"_s,
                                   Tr::tr("The DCN axes multiply to %1 (%2), but the mesh spans %n slice(s); "
                                          "make them multiply to %n, or change the slice count to %1.",
                                          nullptr, mesh.slices())
                                       .arg(product)
                                       .arg(productText(mesh, AxisKind::Dcn)));
}

void checkStrategy(const MeshSpec &mesh, const ModelConfig *model, MeshIssues &issues)
{
    const MeshStrategy strategy = mesh.strategy();
    if ((strategy == MeshStrategy::Fsdp || strategy == MeshStrategy::FsdpTensor) && !mesh.hasAxis(u"fsdp"))
        issues << MeshIssue::error(u"strategy"_s,
                                   Tr::tr("FSDPv2 needs an axis named fsdp (it shards parameters over that axis); "
                                      "rename the axis that should shard them to fsdp, or use the %1 preset.")
                                       .arg(strategyName(strategy)));
    if (strategy == MeshStrategy::FsdpTensor && !mesh.hasAxis(u"tensor"))
        issues << MeshIssue::warning(u"strategy"_s, Tr::tr("fsdp x tensor usually has an axis named tensor; "
                                                       "without it nothing is tensor-parallel."));
    if (strategy == MeshStrategy::DataModel && !mesh.hasAxis(u"model"))
        issues << MeshIssue::warning(u"strategy"_s, Tr::tr("data x model usually has an axis named model; "
                                                       "without it nothing is model-parallel."));
    if (strategy == MeshStrategy::ExpertData && !mesh.hasAxis(u"expert"))
        issues << MeshIssue::error(u"strategy"_s,
                                   Tr::tr("Expert parallelism needs an axis named expert that the experts are "
                                      "split over; add one (for example expert=%1) or rename an axis.")
                                       .arg(model && model->isMoe() ? model->nExperts : 8));
    if (!model)
        return;
    if (strategy == MeshStrategy::ExpertData && !model->isMoe())
        issues << MeshIssue::error(u"model.moe.n_experts"_s,
                                   Tr::tr("Expert parallelism needs a mixture-of-experts model, but the model has "
                                      "no moe.n_experts; choose another strategy or make the model a MoE."));
    const int expertAxis = mesh.axisIndex(u"expert");
    if (expertAxis >= 0 && model->isMoe()) {
        const int size = mesh.axes()[expertAxis].size;
        if (size > 0 && model->nExperts % size != 0)
            issues << MeshIssue::error(u"axes[%1].size"_s.arg(expertAxis),
                                       Tr::tr("The expert axis (size %1) does not divide the %2 experts; use a "
                                          "size that divides %2 (%3).")
                                           .arg(size)
                                           .arg(model->nExperts)
                                           .arg(divisorsText(model->nExperts)));
    }
    if (model->attentionKernel.toLower().contains(u"splash"_s) && !(mesh.hasAxis(u"data") && mesh.hasAxis(u"fsdp")))
        issues << MeshIssue::warning(u"attention_kernel"_s,
                                     Tr::tr("torch_xla's splash attention reads both a data and an fsdp axis; add "
                                        "the missing one with size 1 (for example data=1)."));
}

} // namespace

bool MeshValidator::isValidAxisName(const QString &name)
{
    if (name.isEmpty() || name.size() > 64 || name.front().isDigit())
        return false;
    for (QChar c : name)
        if (!(c == u'_' || (c.unicode() < 128 && c.isLetterOrNumber())))
            return false;
    return true;
}

MeshIssues MeshValidator::validate(const MeshSpec &mesh, const ModelConfig *model)
{
    MeshIssues issues;
    if (mesh.axes().isEmpty()) {
        issues << MeshIssue::error(u"axes"_s, Tr::tr("The mesh has no axes; add one, for example data=%1.")
                                                  .arg(mesh.devicesPerSlice()));
        return issues;
    }
    bool sizesOk = true;
    for (qsizetype i = 0; i < mesh.axes().size(); ++i) {
        const MeshAxis &axis = mesh.axes()[i];
        const QString where = u"axes[%1]"_s.arg(i);
        if (!isValidAxisName(axis.name))
            issues << MeshIssue::error(where + u".name"_s,
                                       Tr::tr("Axis %1: \"%2\" is not a valid name; use letters, digits and '_', "
                                          "starting with a letter (for example data or fsdp).")
                                           .arg(i + 1)
                                           .arg(axis.name));
        for (qsizetype j = 0; j < i; ++j)
            if (mesh.axes()[j].name == axis.name && !axis.name.isEmpty())
                issues << MeshIssue::error(where + u".name"_s,
                                           Tr::tr("The axis name \"%1\" is used twice (axes %2 and %3); rename one.")
                                               .arg(axis.name)
                                               .arg(j + 1)
                                               .arg(i + 1));
        if (axis.size < 1) {
            sizesOk = false;
            issues << MeshIssue::error(where + u".size"_s, Tr::tr("Axis %1 has size %2; sizes must be at least 1.")
                                                               .arg(axis.name.isEmpty() ? QString::number(i + 1) : axis.name)
                                                               .arg(axis.size));
        }
    }
    if (sizesOk) {
        checkIciProduct(mesh, issues);
        checkDcnProduct(mesh, issues);
    }
    checkStrategy(mesh, model, issues);
    if (mesh.accelerator().isUncertain())
        issues << MeshIssue::warning(u"accelerator_type"_s,
                                     Tr::tr("%1 figures and naming are uncertain in the catalog; check the device "
                                        "count on the machine.")
                                         .arg(mesh.accelerator().generation().displayName));
    return issues;
}

} // namespace twb
