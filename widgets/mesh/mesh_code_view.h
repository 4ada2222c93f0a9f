#pragma once

#include "core/mesh/mesh_code_generator.h"
#include "widgets/common/background_task.h"

#include <QHash>
#include <QWidget>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace twb {

class MeshDocument;

// The Code tab: the torch_xla or JAX code for the document's mesh and specs, regenerated on
// every edit, with Copy and Save. Template texts come from the panel, which reads them off the
// GUI thread; saving writes atomically off the GUI thread too.
class MeshCodeView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MeshCodeView)

public:
    explicit MeshCodeView(MeshDocument *document, QWidget *parent = nullptr);

    void setTemplates(const QHash<int, QString> &templates, const QString &error = {});
    MeshFramework framework() const;
    void setFramework(MeshFramework framework);
    QString code() const;
    // Writes the shown code to `path` (atomically, on a worker thread); emits saved().
    void saveTo(const QString &path);

Q_SIGNALS:
    void saved(const QString &path, const QString &error);

private:
    void regenerate();
    void chooseFileAndSave();

    MeshDocument *m_document;
    QHash<int, QString> m_templates;
    QString m_templateError;
    QComboBox *m_framework = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_copy = nullptr;
    QPushButton *m_save = nullptr;
    bool m_valid = false;
    TaskGroup m_tasks; // the saves
};

} // namespace twb
