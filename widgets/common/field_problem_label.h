#pragma once

#include <QLabel>

namespace twb {

// The problem line under a form field: always one line tall, whether it says something or not,
// so that the form does not move as problems come and go (a click aimed at one field must not
// land in another). A message longer than the line is elided; the whole of it is the tooltip.
class FieldProblemLabel final : public QLabel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FieldProblemLabel)

public:
    explicit FieldProblemLabel(QWidget *parent = nullptr);

    void setProblem(const QString &message);
    QString problem() const { return m_problem; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateElided();

    QString m_problem;
};

} // namespace twb
