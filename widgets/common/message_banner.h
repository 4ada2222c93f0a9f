#pragma once

#include <QFrame>

#include <functional>

class QLabel;
class QPushButton;
class QToolButton;

namespace twb {

// A message strip across a panel: info, warning or error, with an optional action button
// ("Retry", "Open log") and a dismiss button. Hidden while empty. Colours come from Palette,
// so it follows the application's palette (light or dark). The text is plain and selectable.
class MessageBanner final : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MessageBanner)

public:
    enum class Kind { Info, Warning, Error };

    explicit MessageBanner(QWidget *parent = nullptr);

    // Shows `text` (replacing what was shown); no action button.
    void showMessage(Kind kind, const QString &text);
    // Shows `text` with a button `actionText` that calls `action` (and emits actionTriggered).
    void showMessage(Kind kind, const QString &text, const QString &actionText, std::function<void()> action);
    void showInfo(const QString &text) { showMessage(Kind::Info, text); }
    void showWarning(const QString &text) { showMessage(Kind::Warning, text); }
    void showError(const QString &text) { showMessage(Kind::Error, text); }
    // Empties and hides the banner (no dismissed() signal).
    void clear();

    Kind kind() const { return m_kind; }
    QString text() const;
    QString actionText() const;
    bool isDismissible() const { return m_dismissible; }
    // Without a dismiss button (a status line that the panel itself updates).
    void setDismissible(bool dismissible);

Q_SIGNALS:
    void actionTriggered();
    // The user closed the banner.
    void dismissed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void applyColours();

    Kind m_kind = Kind::Info;
    bool m_dismissible = true;
    std::function<void()> m_action;
    QLabel *m_icon = nullptr;
    QLabel *m_text = nullptr;
    QPushButton *m_actionButton = nullptr;
    QToolButton *m_dismiss = nullptr;
};

} // namespace twb
