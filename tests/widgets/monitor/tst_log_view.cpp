// The Monitor's log view follows a host's log to its last line, also when that line is longer
// than the view is wide (a horizontal scroll bar) and when the view is made lower after the
// text came (the demo's "=== launch.sh: ... exited with status 0" was out of sight in the
// Monitor's screenshot).
#include "support/widget_test_main.h"
#include "widgets/monitor/log_view.h"

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QToolButton>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace twb;
using namespace Qt::StringLiterals;

class tst_LogView final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followShowsTheLastLineAboveTheScrollBar();
    void scrollingUpStopsFollowing();
    void narrowBarKeepsTheSearchField();

private:
    // Whether the text's last line lies wholly inside the viewport.
    static bool lastLineVisible(QPlainTextEdit *text)
    {
        QTextCursor end(text->document());
        end.movePosition(QTextCursor::End);
        const QRect line = text->cursorRect(end);
        return line.top() >= 0 && line.bottom() <= text->viewport()->height();
    }
    static QString writeLog(const QTemporaryDir &dir, const QByteArray &lastLine)
    {
        QFile log(dir.filePath(u"host-0.log"_s));
        if (!log.open(QIODevice::WriteOnly))
            return {};
        for (int i = 1; i <= 60; ++i)
            log.write("step " + QByteArray::number(i) + ": loss 0.5\n");
        log.write(lastLine + '\n');
        return dir.path();
    }
    // `view` shown at `size`, following a log of 60 steps and a last line "done".
    static void showLogEndingInDone(LogView &view, const QTemporaryDir &dir, QSize size)
    {
        QVERIFY(dir.isValid());
        const QString logDir = writeLog(dir, "done");
        view.resize(size);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setSource(logDir, 1);
        QTRY_VERIFY(view.text().endsWith(u"done"_s));
    }
};

void tst_LogView::followShowsTheLastLineAboveTheScrollBar()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QByteArray longLine = "=== launch.sh: host 0, attempt " + QByteArray(160, 'x') + ": train.py exited with status 0";
    const QString logDir = writeLog(dir, longLine);
    QVERIFY(!logDir.isEmpty());

    LogView view;
    view.resize(500, 220);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *text = view.findChild<QPlainTextEdit *>(u"logText"_s);
    QVERIFY(text);
    QVERIFY(view.follow());
    view.setSource(logDir, 1);
    QTRY_VERIFY(view.text().endsWith(u"exited with status 0"_s));
    QTRY_VERIFY(text->horizontalScrollBar()->isVisible());   // the long line is wider than the view
    QTRY_VERIFY2(lastLineVisible(text), "the last line is under the horizontal scroll bar");
    QVERIFY(view.follow());

    // Lines arriving, a long one last: still the last line in sight.
    view.append(0, "step 61: loss 0.4\n" + longLine + " again\n");
    QTRY_VERIFY(view.text().endsWith(u"again"_s));
    QTRY_VERIFY2(lastLineVisible(text), "the appended last line is out of sight");

    // The view made lower after the text came (the main window laying out its splitters,
    // the user dragging one): still following, the last line in sight.
    view.resize(500, 150);
    QTRY_COMPARE(view.height(), 150);
    QTRY_VERIFY2(lastLineVisible(text), "the last line went out of sight when the view was made lower");
    QVERIFY(view.follow());
}

void tst_LogView::scrollingUpStopsFollowing()
{
    QTemporaryDir dir;
    LogView view;
    showLogEndingInDone(view, dir, QSize(500, 220));
    if (QTest::currentTestFailed())
        return;
    auto *text = view.findChild<QPlainTextEdit *>(u"logText"_s);
    QTRY_VERIFY(lastLineVisible(text));

    // The user scrolls to the top: following stops, and new lines do not move the view.
    text->verticalScrollBar()->setValue(0);
    QVERIFY(!view.follow());
    view.append(0, "step 62: loss 0.3\n");
    QTRY_VERIFY(view.text().endsWith(u"step 62: loss 0.3"_s));
    QCOMPARE(text->verticalScrollBar()->value(), 0);
    QVERIFY(!lastLineVisible(text));

    // Back at the bottom, it follows again.
    text->verticalScrollBar()->setValue(text->verticalScrollBar()->maximum());
    QVERIFY(view.follow());
}

// In a narrow Monitor (368 px of log at 1024x700) the search field kept room to type in, and
// the arrows beside it find the next and the previous match.
void tst_LogView::narrowBarKeepsTheSearchField()
{
    QTemporaryDir dir;
    LogView view;
    showLogEndingInDone(view, dir, QSize(368, 200));
    if (QTest::currentTestFailed())
        return;
    auto *search = view.findChild<QLineEdit *>(u"logSearch"_s);
    QVERIFY(search);
    QVERIFY2(search->width() >= search->fontMetrics().horizontalAdvance(u"Search the"_s),
             qPrintable(QString::number(search->width())));
    auto *text = view.findChild<QPlainTextEdit *>(u"logText"_s);
    search->setText(u"loss 0.5"_s);
    view.findChild<QToolButton *>(u"logPrevious"_s)->click();
    const int last = text->textCursor().blockNumber();
    QCOMPARE(text->textCursor().selectedText(), u"loss 0.5"_s);
    view.findChild<QToolButton *>(u"logPrevious"_s)->click();
    QCOMPARE(text->textCursor().blockNumber(), last - 1);
    view.findChild<QToolButton *>(u"logNext"_s)->click();
    QCOMPARE(text->textCursor().blockNumber(), last);
}

TWB_WIDGET_TEST_MAIN(tst_LogView)
#include "tst_log_view.moc"
