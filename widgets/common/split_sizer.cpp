#include "widgets/common/split_sizer.h"

#include "widgets/common/view_state_keeper.h"

#include <QEvent>
#include <QSplitter>

#include <algorithm>

namespace twb {

SplitSizer::SplitSizer(QSplitter *splitter, Rule rule)
    : QObject(splitter), m_splitter(splitter), m_rule(std::move(rule))
{
    splitter->installEventFilter(this);
    connect(splitter, &QSplitter::splitterMoved, this, [this] {
        m_sizing = false;
        m_splitter->removeEventFilter(this);
    });
}

SplitSizer::~SplitSizer() = default;

bool SplitSizer::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_splitter && event->type() == QEvent::Resize && m_sizing) {
        // Restored sizes are the user's: they stay, and the splitter shares what is added or
        // taken by its stretch factors from then on.
        if (ViewStateKeeper::restoredSizes(m_splitter)) {
            m_sizing = false;
            m_splitter->removeEventFilter(this);
        } else {
            applyRule();
        }
    }
    return QObject::eventFilter(watched, event);
}

void SplitSizer::apply()
{
    if (m_sizing && !ViewStateKeeper::restoredSizes(m_splitter) && m_splitter->height() > 0 && m_splitter->width() > 0)
        applyRule();
}

void SplitSizer::applyRule()
{
    const bool vertical = m_splitter->orientation() == Qt::Vertical;
    const int handles = m_splitter->handleWidth() * std::max(0, m_splitter->count() - 1);
    m_splitter->setSizes(m_rule((vertical ? m_splitter->height() : m_splitter->width()) - handles));
}

} // namespace twb
