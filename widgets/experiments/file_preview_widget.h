#pragma once

#include "core/experiment/generated_file.h"
#include "core/experiment/scaffold_plan.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QListWidget;
class QSplitter;

namespace twb {

class CodeView;

// A project's files: the list (with "new", "changed", "same" when a plan against the disk is
// known) and the selected file with syntax colours, or its diff against what is on disk.
class FilePreviewWidget final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FilePreviewWidget)

public:
    explicit FilePreviewWidget(QWidget *parent = nullptr);

    // Rendered files compared with a folder: statuses and diffs.
    void setPlan(const ScaffoldPlan &plan);
    // Files as they are (an existing project): no statuses, no diffs.
    void setFiles(const GeneratedFiles &files);
    // Empties the view and shows `message` instead.
    void clear(const QString &message = {});

    bool selectFile(const QString &path);
    QString currentFile() const;
    QStringList files() const;

    CodeView *codeView() const { return m_code; }
    QListWidget *fileList() const { return m_list; }
    QCheckBox *diffToggle() const { return m_diff; }

private:
    void showCurrent();
    void fitListWidth();

    GeneratedFiles m_files;
    std::optional<ScaffoldPlan> m_plan;
    QSplitter *m_splitter = nullptr;
    QListWidget *m_list = nullptr;
    QCheckBox *m_diff = nullptr;
    QLabel *m_message = nullptr;
    CodeView *m_code = nullptr;
};

} // namespace twb
