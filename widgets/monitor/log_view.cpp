#include "widgets/monitor/log_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextBlock>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

constexpr qint64 kTailBytes = 2 << 20;

QByteArray readTail(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const qint64 size = file.size();
    if (size > kTailBytes) {
        file.seek(size - kTailBytes);
        QByteArray bytes = file.readAll();
        return bytes.mid(bytes.indexOf('\n') + 1);   // start at a whole line
    }
    return file.readAll();
}

} // namespace

LogView::LogView(QWidget *parent) : QWidget(parent)
{
    setObjectName(u"logView"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *bar = new QHBoxLayout;
    m_host = new QComboBox(this);
    m_host->setObjectName(u"logHost"_s);
    m_follow = new QCheckBox(tr("Follow"), this);
    m_follow->setObjectName(u"logFollow"_s);
    m_follow->setChecked(true);
    m_search = new QLineEdit(this);
    m_search->setObjectName(u"logSearch"_s);
    m_search->setPlaceholderText(tr("Search the log"));
    m_search->setClearButtonEnabled(true);
    // Arrows, as find bars have them: with "Previous" and "Next" written out, the search field
    // beside them shrank to "Se…" in a narrow Monitor.
    auto *previous = new QToolButton(this);
    previous->setObjectName(u"logPrevious"_s);
    previous->setArrowType(Qt::UpArrow);
    previous->setToolTip(tr("Previous match"));
    previous->setAccessibleName(tr("Previous match"));
    auto *next = new QToolButton(this);
    next->setObjectName(u"logNext"_s);
    next->setArrowType(Qt::DownArrow);
    next->setToolTip(tr("Next match (Enter)"));
    next->setAccessibleName(tr("Next match"));
    m_status = new QLabel(this);
    bar->addWidget(new QLabel(tr("Log of"), this));
    bar->addWidget(m_host);
    bar->addWidget(m_follow);
    bar->addWidget(m_search, 1);
    bar->addWidget(previous);
    bar->addWidget(next);
    bar->addWidget(m_status);
    layout->addLayout(bar);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(u"logText"_s);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setMaximumBlockCount(kMaximumLines);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    layout->addWidget(m_text, 1);

    connect(m_host, &QComboBox::currentIndexChanged, this, &LogView::load);
    connect(m_search, &QLineEdit::returnPressed, this, [this] { findNext(m_search->text()); });
    connect(next, &QToolButton::clicked, this, [this] { findNext(m_search->text()); });
    connect(previous, &QToolButton::clicked, this, [this] { findNext(m_search->text(), true); });
    connect(m_follow, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            m_text->verticalScrollBar()->setValue(m_text->verticalScrollBar()->maximum());
    });
    // Following holds through every change of the range, not only new text: the view made
    // lower (the window laying out its splitters) or a long line's horizontal scroll bar
    // grows it, and the last line went out of sight under a value set before.
    connect(m_text->verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int maximum) {
        if (follow())
            m_text->verticalScrollBar()->setValue(maximum);
    });
    // Scrolling up by hand stops following; back at the bottom it follows again.
    connect(m_text->verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        if (m_loader.isActive())
            return;
        m_follow->setChecked(value >= m_text->verticalScrollBar()->maximum() - 2);
    });
}

void LogView::setSource(const QString &logDir, int hostCount)
{
    m_dir = logDir;
    const QSignalBlocker blocker(m_host);
    m_host->clear();
    for (int i = 0; i < hostCount; ++i)
        m_host->addItem(tr("host %1").arg(i), i);
    m_host->setCurrentIndex(hostCount > 0 ? 0 : -1);
    load();
}

int LogView::host() const
{
    return m_host->currentData().isValid() ? m_host->currentData().toInt() : -1;
}

void LogView::setHost(int host)
{
    const int index = m_host->findData(host);
    if (index >= 0)
        m_host->setCurrentIndex(index);
}

void LogView::setFollow(bool follow)
{
    m_follow->setChecked(follow);
}

bool LogView::follow() const
{
    return m_follow->isChecked();
}

QString LogView::text() const
{
    return m_text->toPlainText();
}

void LogView::load()
{
    m_text->clear();
    m_partial.clear();
    m_status->clear();
    const int h = host();
    if (h < 0 || m_dir.isEmpty() || m_loader.isActive())
        return; // a load in progress loads again when it ends if the host changed
    m_loadingHost = h;
    const QString path = m_dir + u"/host-%1.log"_s.arg(h);
    m_loader = m_tasks.run(this, [path] { return readTail(path); }, [this](const QByteArray &bytes) {
        if (m_loadingHost != host())
            return load();
        const qsizetype complete = bytes.lastIndexOf('\n') + 1;
        m_text->setPlainText(QString::fromUtf8(bytes.left(complete > 0 ? complete - 1 : 0)));
        m_partial = bytes.mid(complete);
        if (follow())
            m_text->verticalScrollBar()->setValue(m_text->verticalScrollBar()->maximum());
    });
}

void LogView::append(int host, const QByteArray &bytes)
{
    if (host != this->host() || m_loader.isActive())
        return;   // a load in progress reads these bytes from the mirror
    QByteArray data = m_partial + bytes;
    const qsizetype complete = data.lastIndexOf('\n') + 1;
    m_partial = data.mid(complete);
    if (complete == 0)
        return;
    const int scroll = m_text->verticalScrollBar()->value();
    // appendPlainText adds a paragraph per call: hand it the complete lines at once.
    m_text->appendPlainText(QString::fromUtf8(data.left(complete - 1)));
    if (follow())
        m_text->verticalScrollBar()->setValue(m_text->verticalScrollBar()->maximum());
    else
        m_text->verticalScrollBar()->setValue(scroll);
}

bool LogView::findNext(const QString &text, bool backwards)
{
    if (text.isEmpty())
        return false;
    QTextDocument::FindFlags flags;
    if (backwards)
        flags |= QTextDocument::FindBackward;
    if (m_text->find(text, flags)) {
        m_status->clear();
        setFollow(false);
        return true;
    }
    // Wrap around once.
    QTextCursor cursor = m_text->textCursor();
    cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
    m_text->setTextCursor(cursor);
    if (m_text->find(text, flags)) {
        m_status->setText(tr("wrapped"));
        setFollow(false);
        return true;
    }
    m_status->setText(tr("not found"));
    return false;
}

} // namespace twb
