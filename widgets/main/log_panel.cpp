#include "widgets/main/log_panel.h"

#include "core/util/log_capture_sink.h"
#include "widgets/common/palette.h"
#include "widgets/main/log_model.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
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
    m_view->setTabKeyNavigation(false); // Tab moves on to the next control, not to the next cell

    m_toggle = new QToolButton(this);
    m_toggle->setObjectName(u"logExpand"_s);
    m_toggle->setCheckable(true);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setArrowType(Qt::RightArrow);
    m_toggle->setText(tr("Log"));
    m_toggle->setToolTip(tr("Show or hide the whole log"));
    m_status = new QLabel(this);
    m_status->setObjectName(u"logStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *statusRow = new QHBoxLayout;
    statusRow->setContentsMargins(0, 0, 0, 0);
    statusRow->addWidget(m_toggle);
    statusRow->addWidget(m_status, 1);

    m_details = new QWidget(this);
    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Level:"), m_details));
    bar->addWidget(m_level);
    bar->addWidget(m_search, 1);
    bar->addWidget(clear);
    auto *detailsLayout = new QVBoxLayout(m_details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addLayout(bar);
    detailsLayout->addWidget(m_view);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(statusRow);
    layout->addWidget(m_details, 1);
    connect(m_toggle, &QToolButton::toggled, this, &LogPanel::setExpanded);

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
    m_details->hide();
    setMaximumHeight(sizeHint().height());
    pullPending();
}

QSize LogPanel::sizeHint() const
{
    if (m_expanded)
        return {900, 200};
    return {900, std::max(m_toggle->sizeHint().height(), m_status->sizeHint().height())};
}

void LogPanel::setExpanded(bool expanded)
{
    if (expanded == m_expanded)
        return;
    m_expanded = expanded;
    const QSignalBlocker quiet(m_toggle);
    m_toggle->setChecked(expanded);
    m_toggle->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    m_details->setVisible(expanded);
    // Collapsed, the dock can be no taller than the status line.
    setMaximumHeight(expanded ? QWIDGETSIZE_MAX : sizeHint().height());
    updateGeometry();
    if (expanded)
        m_view->scrollToBottom();
    Q_EMIT expandedChanged(expanded);
}

QString LogPanel::statusText() const
{
    return m_status->text();
}

void LogPanel::showStatus(const LogRecord &record)
{
    m_status->setText(u"%1  %2"_s.arg(QLocale().toString(record.time.time(), QLocale::ShortFormat), record.message));
    m_status->setToolTip(record.message);
    std::optional<Palette::Role> role;
    if (record.level >= spdlog::level::err)
        role = Palette::Role::Error;
    else if (record.level == spdlog::level::warn)
        role = Palette::Role::Warning;
    Palette::setTextRole(m_status, role);
}

LogPanel::~LogPanel()
{
    m_sink->setNotifier({});
}

void LogPanel::pullPending()
{
    const bool atBottom = m_view->verticalScrollBar() == nullptr
                          || m_view->verticalScrollBar()->value() == m_view->verticalScrollBar()->maximum();
    std::vector<LogRecord> records = m_sink->takeNew();
    // The status line shows the newest record worth a user's eye (debug lines are not).
    for (auto it = records.rbegin(); it != records.rend(); ++it) {
        if (it->level >= spdlog::level::info) {
            showStatus(*it);
            break;
        }
    }
    m_model->append(std::move(records));
    if (atBottom)
        m_view->scrollToBottom();
}

void LogPanel::applyFilter()
{
    static_cast<LogFilter *>(m_filter)->setMinimumLevel(m_level->currentData().toInt());
    m_filter->setFilterFixedString(m_search->text());
}

} // namespace twb
