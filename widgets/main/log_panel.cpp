#include "widgets/main/log_panel.h"

#include "core/util/log_capture_sink.h"
#include "widgets/main/log_model.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

// Rows at or above a level whose message contains the search text.
class LogFilter final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setMinimumLevel(int level)
    {
        m_minimumLevel = level;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex index = sourceModel()->index(row, LogModel::MessageColumn, parent);
        if (index.data(LogModel::LevelRole).toInt() < m_minimumLevel)
            return false;
        return QSortFilterProxyModel::filterAcceptsRow(row, parent);
    }

private:
    int m_minimumLevel = spdlog::level::info;
};

} // namespace

LogPanel::LogPanel(std::shared_ptr<LogCaptureSink> sink, QWidget *parent)
    : QWidget(parent), m_sink(std::move(sink)), m_model(new LogModel(5000, this))
{
    setObjectName(u"log"_s);
    auto *filter = new LogFilter(this);
    m_filter = filter;
    m_filter->setSourceModel(m_model);
    m_filter->setFilterKeyColumn(LogModel::MessageColumn);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_level = new QComboBox(this);
    m_level->setObjectName(u"logLevel"_s);
    for (auto level : {spdlog::level::debug, spdlog::level::info, spdlog::level::warn, spdlog::level::err})
        m_level->addItem(LogModel::levelName(level), int(level));
    m_level->setCurrentIndex(1);
    m_search = new QLineEdit(this);
    m_search->setObjectName(u"logSearch"_s);
    m_search->setPlaceholderText(tr("Search the log"));
    m_search->setClearButtonEnabled(true);
    auto *clear = new QPushButton(tr("Clear"), this);

    m_view = new QTableView(this);
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setWordWrap(false);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Level:"), this));
    bar->addWidget(m_level);
    bar->addWidget(m_search, 1);
    bar->addWidget(clear);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view);

    connect(m_level, &QComboBox::currentIndexChanged, this, &LogPanel::applyFilter);
    connect(m_search, &QLineEdit::textChanged, this, &LogPanel::applyFilter);
    connect(clear, &QPushButton::clicked, m_model, &LogModel::clear);

    // Any thread logs; the notifier only queues a signal, and the pull is coalesced to 100 ms.
    m_pullTimer = new QTimer(this);
    m_pullTimer->setSingleShot(true);
    m_pullTimer->setInterval(100);
    connect(m_pullTimer, &QTimer::timeout, this, &LogPanel::pullPending);
    connect(this, &LogPanel::recordsPending, m_pullTimer, [this] {
        if (!m_pullTimer->isActive())
            m_pullTimer->start();
    }, Qt::QueuedConnection);
    m_sink->setNotifier([this] { Q_EMIT recordsPending(); });
    pullPending();
}

LogPanel::~LogPanel()
{
    m_sink->setNotifier({});
}

void LogPanel::pullPending()
{
    const bool atBottom = m_view->verticalScrollBar() == nullptr
                          || m_view->verticalScrollBar()->value() == m_view->verticalScrollBar()->maximum();
    m_model->append(m_sink->takeNew());
    if (atBottom)
        m_view->scrollToBottom();
}

void LogPanel::applyFilter()
{
    static_cast<LogFilter *>(m_filter)->setMinimumLevel(m_level->currentData().toInt());
    m_filter->setFilterFixedString(m_search->text());
}

} // namespace twb
