#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QToolButton;

namespace twb {

class JobDocument;

// The Form tab of the job editor: a widget per field of a MaxKernel job that a form can edit
// (the specification's tensors are edited in the JSON tab). Every edit is one undoable command
// on the JobDocument; showDocument() brings the widgets of a changed field up to date.
class JobForm final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobForm)

public:
    explicit JobForm(JobDocument *document, QWidget *parent = nullptr);

    // Shows the field at the dotted `changedPath` (and the fields inside it, or around it);
    // empty: every field. Edits made while showing are not written back.
    void showDocument(const QString &changedPath);

private:
    // Form -> document.
    void connectEdits(QPushButton *addRef, QPushButton *removeRef, QToolButton *browse);
    void writeReferences();

    JobDocument *m_document;
    bool m_updating = false;

    QLineEdit *m_name = nullptr;
    QComboBox *m_type = nullptr;
    QLineEdit *m_path = nullptr;
    QLineEdit *m_entryPoint = nullptr;
    QGroupBox *m_specGroup = nullptr;
    QLineEdit *m_specDescription = nullptr;
    QLineEdit *m_specOperation = nullptr;
    QComboBox *m_synthesizeAs = nullptr;
    QCheckBox *m_confirmsBaseline = nullptr;
    QCheckBox *m_hasReference = nullptr;
    QTableWidget *m_references = nullptr;
    QCheckBox *m_needsConversion = nullptr;
    QComboBox *m_method = nullptr;
    QCheckBox *m_emit = nullptr;
    QDoubleSpinBox *m_atol = nullptr;
    QDoubleSpinBox *m_rtol = nullptr;
    QSpinBox *m_seed = nullptr;
    QSpinBox *m_maxIterations = nullptr;
    QCheckBox *m_compare = nullptr;
    QComboBox *m_tpuVersion = nullptr;
};

} // namespace twb
