// FlowLayout: a row of buttons that wraps onto more rows in a narrow window instead of holding
// it wider; its minimum width is its widest item's, every item keeps its size hint's width and
// no two items overlap.
#include "widgets/common/flow_label.h"
#include "widgets/common/flow_layout.h"

#include <QPushButton>
#include <QtTest>

using namespace Qt::StringLiterals;

class tst_FlowLayout final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wrapsWhenNarrow_data();
    void wrapsWhenNarrow();
    void minimumIsTheWidestItem();
    void labelsBreakOnlyWhenWiderThanARow();
};

void tst_FlowLayout::wrapsWhenNarrow_data()
{
    QTest::addColumn<double>("widthOfOneRow"); // the host's width as a share of the one-row size hint
    QTest::addColumn<bool>("wraps");
    QTest::newRow("roomy: one row") << 1.2 << false;
    QTest::newRow("exactly one row") << 1.0 << false;
    QTest::newRow("narrow: rows") << 0.6 << true;
    QTest::newRow("narrowest: one item a row") << 0.0 << true;
}

void tst_FlowLayout::wrapsWhenNarrow()
{
    QFETCH(double, widthOfOneRow);
    QFETCH(bool, wraps);
    QWidget host;
    auto *layout = new twb::FlowLayout(&host);
    QList<QPushButton *> buttons;
    for (const QString &text : {u"Open experiment…"_s, u"Save to experiment"_s, u"Undo"_s, u"Redo"_s, u"Export…"_s})
        layout->addWidget(buttons.emplace_back(new QPushButton(text, &host)));
    const int width = std::max(layout->minimumSize().width(), int(layout->sizeHint().width() * widthOfOneRow));
    host.resize(width, layout->heightForWidth(width));
    host.show();
    QVERIFY(QTest::qWaitForWindowExposed(&host));

    QCOMPARE(layout->rowCount() > 1, wraps);
    QCOMPARE(layout->heightForWidth(width) > buttons.front()->sizeHint().height() + 1, wraps);
    for (qsizetype i = 0; i < buttons.size(); ++i) {
        QPushButton *button = buttons[i];
        QVERIFY2(host.rect().contains(button->geometry()), qPrintable(button->text()));
        QCOMPARE(button->width(), button->sizeHint().width()); // nothing clipped
        for (qsizetype j = i + 1; j < buttons.size(); ++j)
            QVERIFY2(!button->geometry().intersects(buttons[j]->geometry()), qPrintable(button->text() + u" / "_s + buttons[j]->text()));
    }
}

void tst_FlowLayout::minimumIsTheWidestItem()
{
    QWidget host;
    auto *layout = new twb::FlowLayout(&host);
    auto *wide = new QPushButton(u"A rather long button text"_s, &host);
    layout->addWidget(new QPushButton(u"OK"_s, &host));
    layout->addWidget(wide);
    QCOMPARE(layout->minimumSize().width(), layout->itemAt(1)->minimumSize().width());
    QVERIFY(layout->itemAt(1)->minimumSize().width() > layout->itemAt(0)->minimumSize().width());
    QVERIFY(layout->minimumSize().width() < layout->sizeHint().width());
    // A hidden item takes no room.
    wide->hide();
    QVERIFY(layout->sizeHint().width() < wide->sizeHint().width());
}

// Short figures (the Monitor's memory row) stay whole, each on one line, while their row has
// room; a label wider than a whole row breaks its words there, and the rows grow to hold it.
// (A word-wrapped QLabel hints at about half its width, so in a row with room to spare a short
// text broke over two lines.)
void tst_FlowLayout::labelsBreakOnlyWhenWiderThanARow()
{
    QWidget host;
    auto *layout = new twb::FlowLayout(&host);
    QList<twb::FlowLabel *> labels;
    for (const QString &text : {u"<b>Estimate</b> 3.45 MiB"_s, u"<b>XLA compiled</b> none in plain CPU mode"_s,
                                u"<b>HBM</b> 16.0 GiB on the target v5litepod-8, not this machine"_s}) {
        auto *label = labels.emplace_back(new twb::FlowLabel(&host));
        label->setTextFormat(Qt::RichText);
        label->setText(text);
        layout->addWidget(label);
    }
    const int oneLine = labels.front()->heightForWidth(10000);
    const auto showAt = [&](int width) {
        host.resize(width, layout->heightForWidth(width));
        layout->setGeometry(host.rect());
    };
    // Room for the widest on a row of its own: every label one line, whole.
    const int widest = labels.back()->sizeHint().width();
    showAt(widest + 10);
    for (twb::FlowLabel *label : labels) {
        QCOMPARE(label->height(), oneLine);
        QCOMPARE(label->width(), label->sizeHint().width());
        QVERIFY(label->sizeHint().width() > label->fontMetrics().horizontalAdvance(u"none in plain CPU mode"_s) / 2);
    }
    QVERIFY(layout->rowCount() >= 2);
    // Narrower than the widest: it breaks, within the row, and the layout is as tall as it.
    showAt(widest * 2 / 3);
    QVERIFY(labels.back()->height() > oneLine);
    QVERIFY(labels.back()->width() <= host.width());
    QVERIFY(labels.back()->geometry().bottom() < layout->heightForWidth(host.width()));
    QCOMPARE(labels.front()->height(), oneLine);
}

#include "support/widget_test_main.h"
TWB_WIDGET_TEST_MAIN(tst_FlowLayout)
#include "tst_flow_layout.moc"
