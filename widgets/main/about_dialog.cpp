#include "widgets/main/about_dialog.h"

#include "core/remote/ssh_library.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

#include "widgets/common/qcustomplot_include.h"

using namespace Qt::StringLiterals;

namespace twb {

AboutDialog::AboutDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("About TPU Workbench"));
    auto *title = new QLabel(tr("<h2>TPU Workbench %1</h2>").arg(QString::fromLatin1(TWB_VERSION)), this);
    auto *blurb = new QLabel(tr("Register TPU VMs, design meshes, scaffold and launch experiments, "
                                "watch every host live, compare ablations and drive kernel "
                                "optimization runs."),
                             this);
    blurb->setWordWrap(true);
    auto *versions = new QLabel(libraryVersions(), this);
    versions->setObjectName(u"versions"_s);
    versions->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addWidget(blurb);
    layout->addWidget(versions);
    layout->addWidget(buttons);
}

QString AboutDialog::libraryVersions()
{
    return tr("Qt %1 (built with %2)\nlibssh %3\nQCustomPlot %4")
        .arg(QString::fromLatin1(qVersion()), QString::fromLatin1(QT_VERSION_STR), sshLibraryVersion(),
             QString::fromLatin1(QCUSTOMPLOT_VERSION_STR));
}

} // namespace twb
