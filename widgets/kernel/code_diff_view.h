#pragma once

#include "core/kernel/run_artifacts.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;

namespace twb {

class CodeView;

// The kernels of a run: any file (base.py, source, each iteration's optimized.py, the
// published optimized.py) in the shared CodeView with Python colouring, or the diff between
// any two of them (computed by core's TextDiff on dtl), added and removed lines shaded.
class CodeDiffView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CodeDiffView)

public:
    explicit CodeDiffView(QWidget *parent = nullptr);

    void setFiles(const QList<kernel::RunArtifacts::CodeFile> &files);
    // Shows `label` alone, or the diff from `fromLabel` to `label`.
    bool showFile(const QString &label);
    bool showDiff(const QString &fromLabel, const QString &toLabel);

    QString displayedText() const;
    int addedLines() const { return m_added; }
    int removedLines() const { return m_removed; }

private:
    void refresh();
    const kernel::RunArtifacts::CodeFile *file(const QString &label) const;

    QList<kernel::RunArtifacts::CodeFile> m_files;
    QComboBox *m_from = nullptr;
    QComboBox *m_to = nullptr;
    QCheckBox *m_diff = nullptr;
    QLabel *m_summary = nullptr;
    CodeView *m_text = nullptr;
    int m_added = 0;
    int m_removed = 0;
};

} // namespace twb
