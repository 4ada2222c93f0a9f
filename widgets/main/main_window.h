#pragma once

#include <QMainWindow>

class QListWidget;
class QStackedWidget;

namespace twb {

class AppContext;

// The shell: a navigation list of the panels that work, a stack of panels, the log dock and
// the menus. Panels are added in main_window.cpp's constructor.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(AppContext &context, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows the panel whose objectName is `name` ("machines", "mesh", ...); false if unknown.
    bool showPanel(const QString &name);
    QWidget *panel(const QString &name) const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void addPanel(QWidget *panel, const QString &title);
    void restoreWindowState();

    AppContext &m_context;
    QListWidget *m_navigation = nullptr;
    QStackedWidget *m_stack = nullptr;
};

} // namespace twb
