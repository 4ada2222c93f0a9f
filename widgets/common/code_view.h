#pragma once

#include "widgets/common/code_highlighter.h"

#include <QPlainTextEdit>

namespace twb {

// A read-only code viewer: fixed-width font, no wrapping, line numbers in a gutter and
// CodeHighlighter colours chosen from the file name. Panels show generated files, configs,
// logs and diffs with it.
class CodeView final : public QPlainTextEdit
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CodeView)

public:
    explicit CodeView(QWidget *parent = nullptr);

    // Shows `text` coloured as the language of `fileName` says (see CodeHighlighter).
    void showCode(const QString &text, const QString &fileName);
    // Shows a unified diff.
    void showDiff(const QString &diff);

    CodeHighlighter *highlighter() const { return m_highlighter; }
    int gutterWidth() const;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void paintGutter(QPaintEvent *event);
    void updateGutter(const QRect &rect, int dy);

    class Gutter;
    Gutter *m_gutter = nullptr;
    CodeHighlighter *m_highlighter = nullptr;
};

} // namespace twb
