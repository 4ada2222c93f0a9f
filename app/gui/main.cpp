// tpu-workbench: the GUI. Thin: application set-up, logging, translations, then the main window.
#include "widgets/common/app_context.h"
#include "widgets/main/main_window.h"

#include <QApplication>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"TPU Workbench"_s);
    QApplication::setOrganizationName(u"TPU Workbench"_s);
    QApplication::setApplicationVersion(QString::fromLatin1(TWB_VERSION));

    twb::AppContext context;
    twb::MainWindow window(context);
    window.show();
    return QApplication::exec();
}
