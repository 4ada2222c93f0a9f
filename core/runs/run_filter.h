#pragma once

#include "core/runs/run_record.h"
#include "core/util/error.h"
#include "core/util/json.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace twb {

// What a filter looks at for one run: run.json's fields, the run's config (config.json) and
// each metric's final value. The config and the metrics are read off the GUI thread
// (RunFilterSubjects in core/services); a subject without them only matches on run.json.
struct RunFilterSubject
{
    RunRecord record;
    Json config = Json::object();
    QHash<QString, double> finalMetrics;   // last value of each metric ("loss", "eval/loss")
};

// A subject without copies, for a caller that filters many rows on every keystroke (the
// Monitor's 10,000): the pointers must outlive the call; a null config or metrics is empty.
struct RunFilterView
{
    const RunRecord *record = nullptr;
    RunState state = RunState::Pending;                    // as listed now (a live state)
    const Json *config = nullptr;
    const QHash<QString, double> *finalMetrics = nullptr;
};

// The runs lists' filter (the Monitor, Compare, `tpuwb run list --filter`): whitespace-
// separated terms, all of which must hold.
//
//   word             case-insensitive substring of the id, experiment, a tag, the notes, the
//                    state or a config value; "two words" in quotes is one term
//   tag:baseline     the run has this tag (whole tag, case-insensitive)
//   state:running    the run is in this state
//   key OP value     OP is one of = (also ==), !=, <, <=, >, >=. `key` is a dotted config
//                    path (train.lr, model.kind), else a final metric (loss, eval/loss), else a
//                    run.json field (seed, experiment, machine, ablation, state, id);
//                    `config.` and `metric.` in front say which. Numbers compare as numbers
//                    (1e-3 == 0.001); = and != compare anything else as case-insensitive text.
//                    A run without the key does not match, whatever the operator.
//
// A malformed expression is refused by parse() with the term and its column named.
class RunFilter final
{
public:
    enum class Op { Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual };

    struct Term
    {
        enum class Kind { Word, Tag, State, Compare };
        Kind kind = Kind::Word;
        QString text;        // the term as written
        int column = 1;      // 1-based, in the expression
        QString key;         // Compare
        Op op = Op::Equal;   // Compare
        QString value;       // Word (lower case), Tag, State, Compare
        bool numeric = false;
        double number = 0;
    };

    RunFilter() = default;

    // An empty or blank expression is a filter that matches every run.
    static Result<RunFilter> parse(const QString &expression);

    bool isEmpty() const { return m_terms.isEmpty(); }
    const QList<Term> &terms() const { return m_terms; }
    const QString &expression() const { return m_expression; }
    // True when a term may need the config or the final metrics (a word, a comparison), so
    // a caller that has only run.json knows to read more.
    bool needsFolder() const;

    bool matches(const RunFilterSubject &run) const;
    bool matches(const RunFilterView &run) const;
    // True when a comparison's key is not in the run's config, so its final metrics would be
    // looked up: a caller that has the config in memory reads the metrics only then.
    bool needsMetrics(const RunFilterView &run) const;

    static QString opText(Op op);

private:
    QString m_expression;
    QList<Term> m_terms;
};

} // namespace twb
