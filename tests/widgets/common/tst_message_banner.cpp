#include "widgets/common/message_banner.h"
#include "widgets/common/palette.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_MessageBanner final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hiddenUntilAMessageIsShown();
    void kindSetsTheBackground_data();
    void kindSetsTheBackground();
    void actionButtonRunsTheAction();
    void newMessageDropsTheOldAction();
    void dismissHidesAndSignals();
    void notDismissibleHasNoCloseButton();
    void textIsPlainNotHtml();
};

namespace {

struct Host
{
    QWidget window;
    MessageBanner *banner = new MessageBanner(&window);
    Host()
    {
        auto *layout = new QVBoxLayout(&window);
        layout->addWidget(banner);
        layout->addStretch();
        window.resize(400, 200);
        window.show();
    }
};

} // namespace

void tst_MessageBanner::hiddenUntilAMessageIsShown()
{
    Host host;
    QVERIFY(!host.banner->isVisible());
    QVERIFY(host.banner->text().isEmpty());
    host.banner->showInfo(u"Reading 3 runs…"_s);
    QVERIFY(host.banner->isVisible());
    QCOMPARE(host.banner->text(), u"Reading 3 runs…"_s);
    QCOMPARE(host.banner->kind(), MessageBanner::Kind::Info);
    host.banner->clear();
    QVERIFY(!host.banner->isVisible());
    QVERIFY(host.banner->text().isEmpty());
}

void tst_MessageBanner::kindSetsTheBackground_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("role");
    QTest::newRow("info") << int(MessageBanner::Kind::Info) << int(Palette::Role::Info);
    QTest::newRow("warning") << int(MessageBanner::Kind::Warning) << int(Palette::Role::Warning);
    QTest::newRow("error") << int(MessageBanner::Kind::Error) << int(Palette::Role::Error);
}

void tst_MessageBanner::kindSetsTheBackground()
{
    QFETCH(int, kind);
    QFETCH(int, role);
    Host host;
    host.banner->showMessage(MessageBanner::Kind(kind), u"text"_s);
    QCOMPARE(host.banner->palette().color(QPalette::Window), Palette::tint(Palette::Role(role), host.window.palette()));
    QVERIFY(host.banner->autoFillBackground());
}

void tst_MessageBanner::actionButtonRunsTheAction()
{
    Host host;
    int runs = 0;
    QSignalSpy triggered(host.banner, &MessageBanner::actionTriggered);
    host.banner->showMessage(MessageBanner::Kind::Error, u"Could not read tpu_config.json"_s, u"Retry"_s, [&runs] { ++runs; });
    auto *button = host.banner->findChild<QPushButton *>(u"messageAction"_s);
    QVERIFY(button);
    QVERIFY(button->isVisible());
    QCOMPARE(host.banner->actionText(), u"Retry"_s);
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(runs, 1);
    QCOMPARE(triggered.size(), 1);
}

void tst_MessageBanner::newMessageDropsTheOldAction()
{
    Host host;
    int runs = 0;
    host.banner->showMessage(MessageBanner::Kind::Error, u"first"_s, u"Retry"_s, [&runs] { ++runs; });
    host.banner->showWarning(u"second"_s);
    auto *button = host.banner->findChild<QPushButton *>(u"messageAction"_s);
    QVERIFY(!button->isVisible());
    QVERIFY(host.banner->actionText().isEmpty());
    QCOMPARE(host.banner->kind(), MessageBanner::Kind::Warning);
}

void tst_MessageBanner::dismissHidesAndSignals()
{
    Host host;
    QSignalSpy dismissed(host.banner, &MessageBanner::dismissed);
    host.banner->showError(u"oops"_s);
    auto *close = host.banner->findChild<QToolButton *>(u"messageDismiss"_s);
    QVERIFY(close && close->isVisible());
    QTest::mouseClick(close, Qt::LeftButton);
    QVERIFY(!host.banner->isVisible());
    QVERIFY(host.banner->text().isEmpty());
    QCOMPARE(dismissed.size(), 1);
}

void tst_MessageBanner::notDismissibleHasNoCloseButton()
{
    Host host;
    host.banner->setDismissible(false);
    host.banner->showInfo(u"status"_s);
    auto *close = host.banner->findChild<QToolButton *>(u"messageDismiss"_s);
    QVERIFY(!close->isVisible());
    QVERIFY(!host.banner->isDismissible());
}

void tst_MessageBanner::textIsPlainNotHtml()
{
    Host host;
    host.banner->showError(u"<b>not bold</b>"_s);
    auto *label = host.banner->findChild<QLabel *>(u"messageText"_s);
    QCOMPARE(label->textFormat(), Qt::PlainText);
    QCOMPARE(host.banner->text(), u"<b>not bold</b>"_s);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_MessageBanner)
#include "tst_message_banner.moc"
