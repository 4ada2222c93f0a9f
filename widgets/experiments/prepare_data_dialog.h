#pragma once

#include "core/services/data_preparation.h"
#include "widgets/common/background_task.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace twb {

// "Prepare data…" of the Experiments panel: a local text corpus becomes token shards for an
// experiment's `data.source: "tokens"` (DataPreparation off the GUI thread, as `tpuwb data
// prepare`). It opens on the corpus the templates ship, into the workspace's data/ folder, so
// a first click works; the result says which experiment fields to set.
class PrepareDataDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PrepareDataDialog)

public:
    PrepareDataDialog(const QString &workspaceDir, QWidget *parent = nullptr);

    QListWidget *corpusList() const { return m_corpus; }
    QLineEdit *outEdit() const { return m_out; }
    QSpinBox *vocabBox() const { return m_vocab; }
    QPushButton *prepareButton() const { return m_prepare; }
    QPlainTextEdit *resultText() const { return m_result; }
    QLabel *statusLabel() const { return m_status; }

    // The request as the fields give it.
    DataPreparationRequest request() const;
    // Starts with the fields as they are (the Prepare button).
    void start();

Q_SIGNALS:
    void preparationFinished(bool ok);

private:
    void addFiles();
    void addFolder();
    void removeSelected();
    void chooseOut();
    void setRunning(bool running);

    QString m_dataDir;
    QListWidget *m_corpus = nullptr;
    QLineEdit *m_out = nullptr;
    QSpinBox *m_vocab = nullptr;
    QComboBox *m_modelType = nullptr;
    QDoubleSpinBox *m_evalFraction = nullptr;
    QCheckBox *m_force = nullptr;
    QPushButton *m_prepare = nullptr;
    QPushButton *m_stop = nullptr;
    QLabel *m_status = nullptr;
    QPlainTextEdit *m_result = nullptr;
    TaskGroup m_tasks;
    TaskHandle m_running;
};

} // namespace twb
