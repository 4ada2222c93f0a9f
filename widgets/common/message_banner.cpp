#include "widgets/common/message_banner.h"

#include "widgets/common/palette.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace twb {
namespace {

Palette::Role roleOf(MessageBanner::Kind kind)
{
    switch (kind) {
    case MessageBanner::Kind::Info: return Palette::Role::Info;
    case MessageBanner::Kind::Warning: return Palette::Role::Warning;
    case MessageBanner::Kind::Error: return Palette::Role::Error;
    }
    return Palette::Role::Info;
}

QStyle::StandardPixmap iconOf(MessageBanner::Kind kind)
{
    switch (kind) {
    case MessageBanner::Kind::Info: return QStyle::SP_MessageBoxInformation;
    case MessageBanner::Kind::Warning: return QStyle::SP_MessageBoxWarning;
    case MessageBanner::Kind::Error: return QStyle::SP_MessageBoxCritical;
    }
    return QStyle::SP_MessageBoxInformation;
}

} // namespace

MessageBanner::MessageBanner(QWidget *parent) : QFrame(parent)
{
    setObjectName(u"messageBanner"_s);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);

    m_icon = new QLabel(this);
    m_text = new QLabel(this);
    m_text->setObjectName(u"messageText"_s);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_actionButton = new QPushButton(this);
    m_actionButton->setObjectName(u"messageAction"_s);
    m_actionButton->hide();
    m_dismiss = new QToolButton(this);
    m_dismiss->setObjectName(u"messageDismiss"_s);
    m_dismiss->setAutoRaise(true);
    m_dismiss->setText(u"✕"_s);
    m_dismiss->setToolTip(tr("Dismiss"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 4, 4);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_actionButton, 0, Qt::AlignTop);
    layout->addWidget(m_dismiss, 0, Qt::AlignTop);

    connect(m_actionButton, &QPushButton::clicked, this, [this] {
        // Copied: the action may replace this banner's message (and so m_action).
        const auto action = m_action;
        if (action)
            action();
        Q_EMIT actionTriggered();
    });
    connect(m_dismiss, &QToolButton::clicked, this, [this] {
        clear();
        Q_EMIT dismissed();
    });
    applyColours();
    hide();
}

void MessageBanner::showMessage(Kind kind, const QString &text)
{
    showMessage(kind, text, {}, {});
}

void MessageBanner::showMessage(Kind kind, const QString &text, const QString &actionText, std::function<void()> action)
{
    m_kind = kind;
    m_text->setText(text);
    m_action = std::move(action);
    m_actionButton->setText(actionText);
    m_actionButton->setVisible(!actionText.isEmpty());
    m_dismiss->setVisible(m_dismissible);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(iconOf(kind), nullptr, this).pixmap(size, size));
    applyColours();
    setVisible(!text.isEmpty());
}

void MessageBanner::clear()
{
    m_text->clear();
    m_action = {};
    m_actionButton->setText({});
    m_actionButton->hide();
    hide();
}

QString MessageBanner::text() const
{
    return m_text->text();
}

QString MessageBanner::actionText() const
{
    return m_actionButton->text();
}

void MessageBanner::setDismissible(bool dismissible)
{
    m_dismissible = dismissible;
    m_dismiss->setVisible(dismissible);
}

void MessageBanner::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        applyColours();
}

void MessageBanner::applyColours()
{
    // The parent's palette is the one the banner sits on; our own is overwritten below.
    const QPalette base = parentWidget() ? parentWidget()->palette() : QPalette();
    const Palette::Role role = roleOf(m_kind);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, Palette::tint(role, base));
    colours.setColor(QPalette::WindowText, base.color(QPalette::Text));
    colours.setColor(QPalette::Light, Palette::color(role, base));
    colours.setColor(QPalette::Dark, Palette::color(role, base));
    colours.setColor(QPalette::Mid, Palette::color(role, base));
    if (colours != palette()) // setPalette sends a PaletteChange back here
        setPalette(colours);
}

} // namespace twb
