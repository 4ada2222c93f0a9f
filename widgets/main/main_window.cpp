#include "widgets/main/main_window.h"

#include "widgets/common/app_context.h"
#include "widgets/mesh/mesh_panel.h"

#include <QCloseEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>

using namespace Qt::StringLiterals;

namespace twb {

MainWindow::MainWindow(AppContext &context, QWidget *parent) : QMainWindow(parent), m_context(context)
{
    setWindowTitle(tr("TPU Workbench"));
    auto *splitter = new QSplitter(this);
    m_navigation = new QListWidget(splitter);
    m_navigation->setObjectName(u"navigation"_s);
    m_navigation->setMaximumWidth(200);
    m_stack = new QStackedWidget(splitter);
    splitter->setStretchFactor(1, 1);
    setCentralWidget(splitter);
    connect(m_navigation, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    addPanel(new MeshPanel(m_context, this), tr("Mesh"));

    restoreWindowState();
}

MainWindow::~MainWindow() = default;

void MainWindow::addPanel(QWidget *panel, const QString &title)
{
    m_stack->addWidget(panel);
    m_navigation->addItem(title);
    if (m_navigation->count() == 1)
        m_navigation->setCurrentRow(0);
}

bool MainWindow::showPanel(const QString &name)
{
    for (int i = 0; i < m_stack->count(); ++i) {
        if (m_stack->widget(i)->objectName() == name) {
            m_navigation->setCurrentRow(i);
            return true;
        }
    }
    return false;
}

QWidget *MainWindow::panel(const QString &name) const
{
    for (int i = 0; i < m_stack->count(); ++i)
        if (m_stack->widget(i)->objectName() == name)
            return m_stack->widget(i);
    return nullptr;
}

void MainWindow::restoreWindowState()
{
    QSettings settings;
    restoreGeometry(settings.value(u"window/geometry"_s).toByteArray());
    restoreState(settings.value(u"window/state"_s).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(u"window/geometry"_s, saveGeometry());
    settings.setValue(u"window/state"_s, saveState());
    event->accept();
}

} // namespace twb
