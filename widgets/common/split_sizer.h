#pragma once

#include <QList>
#include <QObject>

#include <functional>

class QSplitter;

namespace twb {

// Gives a splitter the sizes a rule computes from its length (its width, or its height if it
// is vertical, less its handles) each time it is resized, until the user drags a handle or ViewStateKeeper
// restores the sizes saved last time (what the user chose wins). A panel sized once at its
// first show split a width that was not the final one when the window was resized after it.
class SplitSizer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SplitSizer)

public:
    using Rule = std::function<QList<int>(int length)>;

    // A child of `splitter`.
    SplitSizer(QSplitter *splitter, Rule rule);
    ~SplitSizer() override;

    // Whether it still sizes the splitter (neither moved by the user nor restored).
    bool isSizing() const { return m_sizing; }
    // Sizes the splitter by the rule now, if it still sizes it: for a rule that reads what the
    // splitter shows (a table's rows), after that changed.
    void apply();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyRule();

    QSplitter *m_splitter;
    Rule m_rule;
    bool m_sizing = true;
};

} // namespace twb
